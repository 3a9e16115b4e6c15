//! Which squares a piece attacks, from tables computed at compile time.
//!
//! Sliding pieces use magic bitboards: the blockers on a rook's or bishop's lines, multiplied by a
//! per-square magic number, index a table of precomputed attack sets. The magic numbers were found
//! for fenkit by a small random search (sparse random 64-bit numbers, kept when every blocker
//! subset of the square maps to a slot that agrees on the attacks); the tables are filled in a
//! `const fn`, which refuses to compile if a magic number ever maps two different attack sets to
//! one slot.

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
const PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

const ROOK_DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRECTIONS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Attacks of a slider on `sq` along `directions`, walking square by square (table building only).
const fn slide(sq: usize, occupied: u64, directions: &[(i8, i8); 4]) -> u64 {
    let mut attacks = 0;
    let mut d = 0;
    while d < 4 {
        let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
        loop {
            f += directions[d].0;
            r += directions[d].1;
            if f < 0 || f >= 8 || r < 0 || r >= 8 {
                break;
            }
            let bit = 1 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
        }
        d += 1;
    }
    attacks
}

/// The squares whose occupancy matters for a slider on `sq`: its lines without the board edge.
const fn relevant_blockers(sq: usize, directions: &[(i8, i8); 4]) -> u64 {
    let mut mask = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = directions[d];
        let (mut f, mut r) = ((sq % 8) as i8 + df, (sq / 8) as i8 + dr);
        while f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 {
            mask |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

/// One square's entry: where its slice of the attack table starts and how to index it.
#[derive(Clone, Copy)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

const fn magics(numbers: &[u64; 64], directions: &[(i8, i8); 4]) -> [Magic; 64] {
    let mut table = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = 0;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_blockers(sq, directions);
        let bits = mask.count_ones();
        table[sq] = Magic {
            mask,
            magic: numbers[sq],
            shift: 64 - bits,
            offset,
        };
        offset += 1 << bits;
        sq += 1;
    }
    table
}

const fn table_size(magics: &[Magic; 64]) -> usize {
    magics[63].offset + (1 << (64 - magics[63].shift))
}

const fn attack_table<const N: usize>(
    magics: &[Magic; 64],
    directions: &[(i8, i8); 4],
) -> [u64; N] {
    let mut table = [0u64; N];
    let mut sq = 0;
    while sq < 64 {
        let m = magics[sq];
        let mut blockers = 0u64;
        loop {
            let index = m.offset + (blockers.wrapping_mul(m.magic) >> m.shift) as usize;
            let attacks = slide(sq, blockers, directions);
            // An empty slot is 0; every real attack set has at least one square.
            if table[index] != 0 && table[index] != attacks {
                panic!("magic number maps two attack sets to one slot");
            }
            table[index] = attacks;
            blockers = blockers.wrapping_sub(m.mask) & m.mask;
            if blockers == 0 {
                break;
            }
        }
        sq += 1;
    }
    table
}

#[rustfmt::skip]
const ROOK_NUMBERS: [u64; 64] = [
    0x2080002080400010, 0x00c0002001401000, 0x2100110008402002, 0x0880080081041000,
    0x0200020020041008, 0x2300040008010012, 0x0c00283004008201, 0x0180010000407a80,
    0x0168800080400020, 0x0010400040201000, 0x1001002001001048, 0x1001002408100100,
    0x0801000408010012, 0x4001000209000400, 0x08a20004c8020001, 0x2002801145002280,
    0x0080860021004200, 0x001000c009402002, 0x00b0002004002800, 0x100a808010020800,
    0x8101010008000410, 0x0244008002000480, 0x0000040010810208, 0x2000020000448534,
    0x4104400480008033, 0x0000810100204000, 0x0440430900200010, 0x4600240900100100,
    0x0060080080040080, 0x0001000300080400, 0x0004084400011002, 0x0023040200008041,
    0x0580050043002080, 0x0400804002802008, 0x0001002001004010, 0x1000200901001000,
    0x4410800801800c00, 0xa012003806001004, 0x0020100104008802, 0x0004808402000041,
    0x0010400170898000, 0x0080500020004004, 0x1040408012020020, 0x8010040008004040,
    0x2001080100110004, 0x0000020004008080, 0x0021010810040002, 0x0800008c43020024,
    0x0000800021005100, 0x0070201040008080, 0x0000d04282006a00, 0x0010014400080240,
    0x0001080110050100, 0x0012000810240600, 0x0402000801040200, 0x028100108a004100,
    0x0050800300102045, 0x8208210040120882, 0x8010600101183441, 0x020b000910006045,
    0x0241001002480005, 0x0081000400880241, 0x0000009008024124, 0x0048122980410402,
];

#[rustfmt::skip]
const BISHOP_NUMBERS: [u64; 64] = [
    0x0848020822040013, 0x8010a40085821200, 0x0008008430840822, 0x0808048108040000,
    0x1304042100008104, 0x5001012010204023, 0x81048801b8200420, 0x200a008084012000,
    0x0040102001042084, 0x840a505042428020, 0x0000700102202920, 0x44101c0c10800002,
    0x0040040422000000, 0x0180020802090202, 0x4020020811041202, 0x000104308c042000,
    0x4140661002424400, 0x0028012008010460, 0x0188062102002a00, 0x0014004840102008,
    0x0105000290400002, 0x8001022200410400, 0x104a041918013446, 0x008a000082008238,
    0x04a0060008100430, 0x0008220008820801, 0x2508041208005010, 0x4008080200202020,
    0x2441001013004000, 0x0030008060407000, 0x4008108000420800, 0x0012021050290100,
    0x0210080482200500, 0xcc01112048100480, 0x0020402806500440, 0x00048e0080580080,
    0x0040102020020080, 0x0028010440080807, 0x4601041108008800, 0x8040810e04104200,
    0x901210110400088a, 0xa003080212081050, 0x00c1004048401004, 0x900000a014400800,
    0x0008021040405401, 0x4020008206002090, 0x0004190424030100, 0x0424008a02026250,
    0x8004088250900040, 0x1c00430088a04200, 0x0001020094040001, 0x8040210020880061,
    0x2010040450442032, 0x0800840850044001, 0x0004040802140004, 0x0004080a04222020,
    0x8088802110022000, 0x1081a10416114400, 0x0205010a24060820, 0x0000000720411080,
    0x1008000208430400, 0x580c026028810840, 0x802020441020a110, 0x12c0022401020018,
];

const ROOK_MAGICS: [Magic; 64] = magics(&ROOK_NUMBERS, &ROOK_DIRECTIONS);
const BISHOP_MAGICS: [Magic; 64] = magics(&BISHOP_NUMBERS, &BISHOP_DIRECTIONS);
const ROOK_TABLE_SIZE: usize = table_size(&ROOK_MAGICS);
const BISHOP_TABLE_SIZE: usize = table_size(&BISHOP_MAGICS);
static ROOK_TABLE: [u64; ROOK_TABLE_SIZE] = attack_table(&ROOK_MAGICS, &ROOK_DIRECTIONS);
static BISHOP_TABLE: [u64; BISHOP_TABLE_SIZE] = attack_table(&BISHOP_MAGICS, &BISHOP_DIRECTIONS);

/// For each pair of squares on one line: the squares strictly between them; otherwise empty.
static BETWEEN: [[u64; 64]; 64] = between_table();
/// For each pair of squares on one line: the whole line through both, edge to edge; otherwise
/// empty.
static LINE: [[u64; 64]; 64] = line_table();

const fn between_table() -> [[u64; 64]; 64] {
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let bit = 1u64 << b;
            if slide(a, 0, &ROOK_DIRECTIONS) & bit != 0 {
                table[a][b] = slide(a, bit, &ROOK_DIRECTIONS) & slide(b, 1 << a, &ROOK_DIRECTIONS);
            } else if slide(a, 0, &BISHOP_DIRECTIONS) & bit != 0 {
                table[a][b] =
                    slide(a, bit, &BISHOP_DIRECTIONS) & slide(b, 1 << a, &BISHOP_DIRECTIONS);
            }
            b += 1;
        }
        a += 1;
    }
    table
}

const fn line_table() -> [[u64; 64]; 64] {
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let (ends_a, ends_b) = (1u64 << a, 1u64 << b);
            if slide(a, 0, &ROOK_DIRECTIONS) & ends_b != 0 {
                table[a][b] = (slide(a, 0, &ROOK_DIRECTIONS) & slide(b, 0, &ROOK_DIRECTIONS))
                    | ends_a
                    | ends_b;
            } else if slide(a, 0, &BISHOP_DIRECTIONS) & ends_b != 0 {
                table[a][b] = (slide(a, 0, &BISHOP_DIRECTIONS) & slide(b, 0, &BISHOP_DIRECTIONS))
                    | ends_a
                    | ends_b;
            }
            b += 1;
        }
        a += 1;
    }
    table
}

/// Squares a knight on `sq` attacks.
#[must_use]
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[must_use]
#[inline]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (its diagonal captures).
#[must_use]
#[inline]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// The 8 directions a slider moves in: first the 4 that go to higher squares (north, east,
/// north-east, north-west), then their opposites; in each half, the rook's two come first.
const RAY_DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (1, -1),
];

/// The squares from each square to the edge of the board in each direction, without the
/// square.
static RAYS: [[u64; 64]; 8] = {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            // One direction four times: `slide` takes a slider's four.
            table[d][sq] = slide(sq, 0, &[RAY_DIRECTIONS[d]; 4]);
            sq += 1;
        }
        d += 1;
    }
    table
};

/// The rank and file through each square, without the square (a rook's moves on an empty
/// board), and the diagonals (a bishop's).
static ROOK_LINES: [u64; 64] = lines(&[0, 1, 4, 5]);
static BISHOP_LINES: [u64; 64] = lines(&[2, 3, 6, 7]);

const fn lines(directions: &[usize; 4]) -> [u64; 64] {
    let mut table = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 4 {
            table[sq] |= RAYS[directions[d]][sq];
            d += 1;
        }
        sq += 1;
    }
    table
}

/// Squares a rook on `sq` attacks on an empty board.
#[must_use]
#[inline]
pub(crate) fn rook_lines(sq: Square) -> Bitboard {
    Bitboard(ROOK_LINES[sq.index()])
}

/// Squares a bishop on `sq` attacks on an empty board.
#[must_use]
#[inline]
pub(crate) fn bishop_lines(sq: Square) -> Bitboard {
    Bitboard(BISHOP_LINES[sq.index()])
}

/// For each role (in `Role` order), the squares a piece of it on each square attacks on an
/// empty board: none for a pawn (whose moves depend on its side).
static REACH: [[u64; 64]; 6] = {
    let rook = lines(&[0, 1, 4, 5]);
    let bishop = lines(&[2, 3, 6, 7]);
    let mut table = [[0; 64]; 6];
    let mut sq = 0;
    while sq < 64 {
        table[Role::Knight as usize][sq] = KNIGHT[sq];
        table[Role::Bishop as usize][sq] = bishop[sq];
        table[Role::Rook as usize][sq] = rook[sq];
        table[Role::Queen as usize][sq] = rook[sq] | bishop[sq];
        table[Role::King as usize][sq] = KING[sq];
        sq += 1;
    }
    table
};

/// The squares a piece of `role` on `sq` attacks on an empty board (none for a pawn), in one
/// look-up with no branch on the role.
#[must_use]
#[inline]
pub(crate) fn reach(role: Role, sq: Square) -> Bitboard {
    Bitboard(REACH[role as usize][sq.index()])
}

/// The squares a slider of `role` on `sq` could reach on an empty board (empty for a pawn,
/// knight or king).
#[must_use]
#[inline]
pub(crate) fn slider_lines(role: Role, sq: Square) -> Bitboard {
    match role {
        Role::Bishop => bishop_lines(sq),
        Role::Rook => rook_lines(sq),
        Role::Queen => rook_lines(sq) | bishop_lines(sq),
        Role::Pawn | Role::Knight | Role::King => Bitboard::EMPTY,
    }
}

/// Of `sliders`, pieces standing on lines through `sq` along which they move, those that see
/// `sq`: nothing stands between them and it.
///
/// Looked up in the small table of the squares between two squares rather than the large
/// slider tables.
// Quicker for the one or two pieces a move names: decision 0012 (caches).
#[must_use]
#[inline]
pub(crate) fn unblocked(sq: Square, sliders: Bitboard, occupied: Bitboard) -> Bitboard {
    sliders
        .into_iter()
        .filter(|&slider| (between(sq, slider) & occupied).is_empty())
        .fold(Bitboard::EMPTY, Bitboard::with)
}

/// The first occupied square seen from `sq` in each direction a rook moves, and in each
/// direction a bishop moves: the only pieces that can attack `sq` along those lines, or stand
/// in front of any that does.
///
/// Found without the large slider tables (a look at them costs more than this when the
/// positions change every time, as when reading FEN).
#[must_use]
#[inline]
pub(crate) fn nearest(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
    let mut rook_lines = 0;
    let mut bishop_lines = 0;
    for (d, ray) in RAYS.iter().enumerate() {
        let hits = ray[sq.index()] & occupied.0;
        let first = if d < 4 {
            hits & hits.wrapping_neg() // the lowest square
        } else {
            hits.checked_ilog2().map_or(0, |top| 1 << top) // the highest square
        };
        if d % 4 < 2 {
            rook_lines |= first;
        } else {
            bishop_lines |= first;
        }
    }
    (Bitboard(rook_lines), Bitboard(bishop_lines))
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[must_use]
#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &ROOK_MAGICS[sq.index()];
    Bitboard(
        ROOK_TABLE[m.offset + ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize],
    )
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[must_use]
#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &BISHOP_MAGICS[sq.index()];
    Bitboard(
        BISHOP_TABLE[m.offset + ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize],
    )
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[must_use]
#[inline]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    rook(sq, occupied) | bishop(sq, occupied)
}

/// Squares a piece of `role` and `color` on `sq` attacks, given the occupied squares.
#[must_use]
pub fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn(color, sq),
        Role::Knight => knight(sq),
        Role::Bishop => bishop(sq, occupied),
        Role::Rook => rook(sq, occupied),
        Role::Queen => queen(sq, occupied),
        Role::King => king(sq),
    }
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal; otherwise
/// empty.
///
/// ```
/// use fenkit::{attacks, Square};
/// let between = attacks::between("a1".parse()?, "d4".parse()?);
/// assert_eq!(between.into_iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["b2", "c3"]);
/// assert!(attacks::between("a1".parse()?, "b3".parse()?).is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The whole rank, file or diagonal through `a` and `b`, from edge to edge; empty when they share
/// none (or are the same square).
#[must_use]
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index()][b.index()])
}

/// Whether the three squares lie on one rank, file or diagonal.
///
/// ```
/// use fenkit::{attacks, Square};
/// let [a, b, c] = ["d8", "c7", "b6"].map(|s| s.parse::<Square>().unwrap());
/// assert!(attacks::aligned(a, b, c));
/// assert!(!attacks::aligned(a, b, "b5".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
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

    #[test]
    fn magic_lookups_agree_with_walking_the_rays() {
        // A fixed pseudo-random walk over occupancies, every square, both sliders.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let occupied = state & state.rotate_left(17);
            for sq in Square::all() {
                let i = sq.index();
                assert_eq!(
                    rook(sq, Bitboard(occupied)).0,
                    slide(i, occupied, &ROOK_DIRECTIONS)
                );
                assert_eq!(
                    bishop(sq, Bitboard(occupied)).0,
                    slide(i, occupied, &BISHOP_DIRECTIONS)
                );
            }
        }
    }

    #[test]
    fn lines_run_edge_to_edge() {
        assert_eq!(line(sq("c3"), sq("e5")).count(), 8);
        assert!(line(sq("c3"), sq("e5")).contains(sq("a1")));
        assert_eq!(
            line(sq("b1"), sq("b7")),
            Bitboard::from_file(crate::File::B)
        );
        assert!(line(sq("a1"), sq("b3")).is_empty());
        assert_eq!(between(sq("e1"), sq("e8")).count(), 6);
    }
}
