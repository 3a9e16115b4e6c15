//! Perft: counting the leaves of the legal move tree, the standard test of a move generator.

use crate::bitboard::Bitboard;
use crate::movegen::{self, PROMOTIONS, Sink, back};
use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;

/// The number of move sequences of exactly `depth` plies from `pos` (1 at depth 0).
///
/// The last ply is counted without being played ("bulk counting"), and no move list is built:
/// each move is played as the generator finds it.
///
/// ```
/// use fenkit::{perft, Position};
/// assert_eq!(perft(&Position::STARTING, 3), 8_902);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_move_count() as u64,
        _ => {
            let mut walker = Walker {
                pos,
                depth: depth - 1,
                nodes: 0,
            };
            movegen::generate(pos, &mut walker);
            walker.nodes
        }
    }
}

/// Perft split by the first move: each legal move with the count of the sequences it starts
/// (1 each at depth 1). Empty at depth 0.
///
/// ```
/// use fenkit::{divide, Position};
/// let split = divide(&Position::STARTING, 2);
/// assert_eq!(split.len(), 20);
/// assert!(split.iter().all(|&(_, nodes)| nodes == 20));
/// ```
#[must_use]
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&mv| (mv, perft(&pos.play_unchecked(mv), depth - 1)))
        .collect()
}

/// Plays each move as it is generated and counts below it.
struct Walker<'a> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
}

impl Walker<'_> {
    #[inline]
    fn visit(&mut self, mv: Move) {
        self.nodes += perft(&self.pos.play_unchecked(mv), self.depth);
    }

    #[inline]
    fn normal(&mut self, from: Square, to: Square) {
        self.visit(Move::Normal {
            from,
            to,
            promotion: None,
        });
    }

    #[inline]
    fn promote(&mut self, from: Square, to: Square) {
        for role in PROMOTIONS {
            self.visit(Move::Normal {
                from,
                to,
                promotion: Some(role),
            });
        }
    }
}

impl Sink for Walker<'_> {
    fn piece(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.normal(from, to);
        }
    }

    fn promotions_from(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.promote(from, to);
        }
    }

    fn pawns(&mut self, targets: Bitboard, delta: i8) {
        for to in targets {
            self.normal(back(to, delta), to);
        }
    }

    fn promotions(&mut self, targets: Bitboard, delta: i8) {
        for to in targets {
            self.promote(back(to, delta), to);
        }
    }

    fn special(&mut self, mv: Move) {
        self.visit(mv);
    }
}
