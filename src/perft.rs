//! Perft: counting the leaves of the legal move tree, the standard test of a move generator.

use crate::moves::Move;
use crate::position::Position;

/// The number of move sequences of exactly `depth` plies from `pos` (1 at depth 0).
///
/// The last ply is counted without being played ("bulk counting").
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
        _ => pos
            .legal_moves()
            .iter()
            .map(|&mv| perft(&pos.play_unchecked(mv), depth - 1))
            .sum(),
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
