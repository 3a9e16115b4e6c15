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
/// Any depth is safe for the thread's stack: beyond 64 plies the first moves are
/// walked with a stack on the heap. The count grows about thirtyfold per ply in a middlegame,
/// so a depth much beyond 10 only finishes where the moves run out (checkmate, stalemate, a
/// king with one square to shuttle to), and a count beyond `u64::MAX` does not fit:
/// [`checked_perft`] says so, this gives a wrong count (a debug build panics).
///
/// ```
/// use fenkit::{perft, Position};
/// assert_eq!(perft(&Position::STARTING, 3), 8_902);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth > RECURSION {
        // A count that does not fit is wrong either way (see above).
        return deep(pos, depth, RECURSION).unwrap_or(u64::MAX);
    }
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

/// [`perft`], or `None` when the count does not fit in a `u64`. It never overflows, on any
/// position and depth.
///
/// ```
/// use fenkit::{checked_perft, Position};
/// assert_eq!(checked_perft(&Position::STARTING, 4), Some(197_281));
/// // A king that shuttles between two squares, its rival walled in: one line, any depth.
/// let prison: Position = "2b5/kpPp4/1p1P4/1P6/6p1/4p1P1/4PpPK/5B2 w - - 0 1".parse()?;
/// assert_eq!(checked_perft(&prison, 1_000), Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn checked_perft(pos: &Position, depth: u32) -> Option<u64> {
    if depth <= CANNOT_OVERFLOW {
        return Some(perft(pos, depth));
    }
    deep(pos, depth, CANNOT_OVERFLOW)
}

/// The deepest perft whose count always fits in a `u64`: no position has more legal moves
/// than a [`MoveList`](crate::MoveList) holds (512), and 512 to the 7th is 2 to the 63rd.
const CANNOT_OVERFLOW: u32 = u64::MAX.ilog(MOVES_AT_MOST);

/// More legal moves than any position has.
const MOVES_AT_MOST: u64 = crate::moves::CAPACITY as u64;

/// The deepest [`perft`] recurses: each ply takes a few hundred bytes of the thread's stack,
/// and 64 plies fit on any stack.
const RECURSION: u32 = 64;

/// Perft beyond `recursion` plies: the plies above it are walked with a stack on the heap, so
/// that no depth overflows the thread's stack, and their counts added with a check (`None`
/// when the sum does not fit).
#[cold]
fn deep(pos: &Position, depth: u32, recursion: u32) -> Option<u64> {
    let mut nodes: u64 = 0;
    // The positions on the current line, each with its legal moves (only as many as there
    // are: a line may be long) and the next one to try.
    let mut line = vec![(pos.clone(), pos.legal_moves().to_vec(), 0)];
    while let Some((position, moves, next)) = line.last_mut() {
        let Some(&mv) = moves.get(*next) else {
            line.pop();
            continue;
        };
        *next += 1;
        let child = position.play_unchecked(mv);
        // The plies left below `child`, which is `line.len()` plies down.
        let left = depth - line.len() as u32;
        if left <= recursion {
            nodes = nodes.checked_add(perft(&child, left))?;
        } else {
            let moves = child.legal_moves().to_vec();
            line.push((child, moves, 0));
        }
    }
    Some(nodes)
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

/// [`divide`], or `None` when a count, or their sum, does not fit in a `u64`.
///
/// ```
/// use fenkit::{checked_divide, Position};
/// let split = checked_divide(&Position::STARTING, 2).unwrap();
/// assert_eq!(split.iter().map(|&(_, nodes)| nodes).sum::<u64>(), 400);
/// ```
#[must_use]
pub fn checked_divide(pos: &Position, depth: u32) -> Option<Vec<(Move, u64)>> {
    if depth == 0 {
        return Some(Vec::new());
    }
    let mut total: u64 = 0;
    let mut split = Vec::new();
    for &mv in &pos.legal_moves() {
        let nodes = checked_perft(&pos.play_unchecked(mv), depth - 1)?;
        total = total.checked_add(nodes)?;
        split.push((mv, nodes));
    }
    Some(split)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_on_the_heap_counts_what_recursion_counts() {
        let kiwipete: Position =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
                .parse()
                .unwrap();
        for recursion in 0..3 {
            assert_eq!(deep(&Position::STARTING, 4, recursion), Some(197_281));
            assert_eq!(deep(&kiwipete, 3, recursion), Some(97_862));
        }
    }

    #[test]
    fn a_huge_depth_where_the_moves_run_out_returns() {
        // Stalemate and checkmate: no moves at the root.
        let stalemate: Position = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
        assert_eq!(perft(&stalemate, u32::MAX), 0);
        assert!(divide(&stalemate, u32::MAX).is_empty());
        assert_eq!(checked_divide(&stalemate, u32::MAX), Some(Vec::new()));
    }

    #[test]
    fn checked_counts_are_the_counts() {
        let kiwipete: Position =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
                .parse()
                .unwrap();
        for depth in 0..=3 {
            assert_eq!(
                checked_perft(&kiwipete, depth),
                Some(perft(&kiwipete, depth))
            );
            assert_eq!(
                checked_divide(&kiwipete, depth),
                Some(divide(&kiwipete, depth))
            );
        }
        // Past the depth that cannot overflow, and past the recursion, on one line.
        let prison: Position = "2b5/kpPp4/1p1P4/1P6/6p1/4p1P1/4PpPK/5B2 w - - 0 1"
            .parse()
            .unwrap();
        for depth in [7, 8, 9, 64, 65, 300, 100_000] {
            assert_eq!(checked_perft(&prison, depth), Some(1), "{depth}");
            assert_eq!(perft(&prison, depth), 1, "{depth}");
            assert_eq!(checked_divide(&prison, depth).map(|d| d.len()), Some(1));
        }
    }

    #[test]
    fn no_position_overflows_the_unchecked_depth() {
        assert_eq!(CANNOT_OVERFLOW, 7);
        assert!(MOVES_AT_MOST.checked_pow(CANNOT_OVERFLOW).is_some());
        assert!(MOVES_AT_MOST.checked_pow(CANNOT_OVERFLOW + 1).is_none());
    }
}
