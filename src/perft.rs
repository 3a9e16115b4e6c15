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
/// king with one square to shuttle to), and a count beyond `u64::MAX` overflows.
///
/// ```
/// use fenkit::{perft, Position};
/// assert_eq!(perft(&Position::STARTING, 3), 8_902);
/// ```
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth > RECURSION {
        return deep(pos, depth, RECURSION);
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

/// The deepest [`perft`] recurses: each ply takes a few hundred bytes of the thread's stack,
/// and 64 plies fit on any stack.
const RECURSION: u32 = 64;

/// Perft beyond `recursion` plies: the plies above it are walked with a stack on the heap, so
/// that no depth overflows the thread's stack.
#[cold]
fn deep(pos: &Position, depth: u32, recursion: u32) -> u64 {
    let mut nodes = 0;
    // The positions on the current line, each with its legal moves and the next one to try.
    let mut line = vec![(pos.clone(), pos.legal_moves(), 0)];
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
            nodes += perft(&child, left);
        } else {
            let moves = child.legal_moves();
            line.push((child, moves, 0));
        }
    }
    nodes
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
            assert_eq!(deep(&Position::STARTING, 4, recursion), 197_281);
            assert_eq!(deep(&kiwipete, 3, recursion), 97_862);
        }
    }

    #[test]
    fn a_huge_depth_where_the_moves_run_out_returns() {
        // Stalemate and checkmate: no moves at the root.
        let stalemate: Position = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
        assert_eq!(perft(&stalemate, u32::MAX), 0);
        assert!(divide(&stalemate, u32::MAX).is_empty());
    }
}
