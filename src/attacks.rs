//! Which squares a piece attacks, from tables computed at compile time.
//!
//! Sliding pieces use the classical ray method: for each direction the ray from the square is
//! cut at the first occupied square (the lowest bit for directions that increase the square index,
//! the highest for the others).

use crate::bitboard::Bitboard;
use crate::piece::{Color, Role};
use crate::square::Square;

const fn leaper_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
const KING: [u64; 64] = leaper_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
const WHITE_PAWN: [u64; 64] = leaper_table(&[(-1, 1), (1, 1)]);
const BLACK_PAWN: [u64; 64] = leaper_table(&[(-1, -1), (1, -1)]);

/// Directions as (file step, rank step); the first four increase the square index.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];

const fn ray_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
            loop {
                f += DIRECTIONS[d].0;
                r += DIRECTIONS[d].1;
                if f < 0 || f >= 8 || r < 0 || r >= 8 {
                    break;
                }
                table[d][sq] |= 1 << (r * 8 + f);
            }
            sq += 1;
        }
        d += 1;
    }
    table
}

const RAYS: [[u64; 64]; 8] = ray_table();

#[inline]
fn ray_attacks(direction: usize, sq: Square, occupied: u64) -> u64 {
    let ray = RAYS[direction][sq.index()];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if direction < 4 {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    };
    ray ^ RAYS[direction][first as usize]
}

/// Squares a knight on `sq` attacks.
#[must_use]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[must_use]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (its diagonal captures).
#[must_use]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    Bitboard(match color {
        Color::White => WHITE_PAWN[sq.index()],
        Color::Black => BLACK_PAWN[sq.index()],
    })
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[must_use]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        ray_attacks(0, sq, occupied.0)
            | ray_attacks(1, sq, occupied.0)
            | ray_attacks(4, sq, occupied.0)
            | ray_attacks(5, sq, occupied.0),
    )
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[must_use]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        ray_attacks(2, sq, occupied.0)
            | ray_attacks(3, sq, occupied.0)
            | ray_attacks(6, sq, occupied.0)
            | ray_attacks(7, sq, occupied.0),
    )
}

/// Squares a piece of `role` and `color` on `sq` attacks, given the occupied squares.
#[must_use]
pub fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn(color, sq),
        Role::Knight => knight(sq),
        Role::Bishop => bishop(sq, occupied),
        Role::Rook => rook(sq, occupied),
        Role::Queen => rook(sq, occupied) | bishop(sq, occupied),
        Role::King => king(sq),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn leapers_from_the_corner() {
        assert_eq!(knight(sq("a1")).count(), 2);
        assert_eq!(king(sq("a1")).count(), 3);
        assert_eq!(
            pawn(Color::White, sq("e4")),
            [sq("d5"), sq("f5")].into_iter().collect()
        );
        assert_eq!(
            pawn(Color::Black, sq("a7")),
            Bitboard::from_square(sq("b6"))
        );
    }

    #[test]
    fn sliders_stop_at_the_first_blocker() {
        let occupied: Bitboard = [sq("e6"), sq("c4"), sq("e2")].into_iter().collect();
        let names: Vec<String> = rook(sq("e4"), occupied)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            names,
            ["e2", "e3", "c4", "d4", "f4", "g4", "h4", "e5", "e6"]
        );
        assert_eq!(bishop(sq("a1"), Bitboard::EMPTY).count(), 7);
    }
}
