//! [`Watch`]: what a main line does as it is played: its plies, the positions of a selection
//! it reaches (told apart as FIDE tells repetitions), and its [`LineKey`].

use super::line_key::{LineHasher, LineKey};
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::CastlingRights;
use crate::en_passant::EpPolicy;
use crate::movetext::Step;
use crate::piece::Color;
use crate::position::Position;
use crate::square::Square;

/// A position to reach, told from another by placement, side to move, castling rights and an
/// en passant capture that is legal (as a repetition is told, FIDE 9.2): clocks do not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Target {
    pub(super) occupied: Bitboard,
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep: Option<Square>,
}

impl Target {
    pub(super) fn of(pos: &Position) -> Target {
        Target {
            occupied: pos.board().occupied(),
            board: *pos.board(),
            turn: pos.turn(),
            castling: *pos.castling(),
            ep: pos.ep_square(EpPolicy::Legal),
        }
    }

    /// Whether `pos` is this position; the cheap tests first.
    pub(super) fn is(&self, pos: &Position) -> bool {
        let board = pos.board();
        board.occupied() == self.occupied
            && pos.turn() == self.turn
            && *board == self.board
            && *pos.castling() == self.castling
            && pos.ep_square(EpPolicy::Legal) == self.ep
    }
}

/// What a main line did, followed move by move: its plies, whether it reached a position of
/// the selection, and its [`LineKey`] when asked for.
#[derive(Debug)]
pub struct Watch<'s> {
    targets: &'s [Target],
    plies: usize,
    reached: bool,
    /// No target can be reached any more: every one has more pieces than the board now.
    hopeless: bool,
    key: Option<LineHasher>,
}

impl<'s> Watch<'s> {
    /// A watch of the main line from `start` for `targets`, its [`LineKey`] computed when `key`.
    pub(super) fn new(targets: &'s [Target], start: &Position, key: bool) -> Watch<'s> {
        let mut watch = Watch {
            targets,
            plies: 0,
            reached: false,
            hopeless: false,
            key: key.then(|| LineHasher::new(start)),
        };
        watch.look(start);
        watch
    }

    /// Follows one step of the game (the main line's moves count; the rest is passed over).
    pub fn step(&mut self, step: Step<'_, '_>) {
        if let Step::Move(played) = step
            && played.depth == 0
        {
            self.plies += 1;
            if let Some(key) = &mut self.key {
                key.push(played.mv);
            }
            self.look(played.after);
        }
    }

    fn look(&mut self, pos: &Position) {
        if self.reached || self.hopeless || self.targets.is_empty() {
            return;
        }
        self.reached = self.targets.iter().any(|t| t.is(pos));
        // Pieces never come back: a target with more of them than the board is out of reach.
        let count = pos.board().occupied().count();
        self.hopeless = self.targets.iter().all(|t| t.occupied.count() > count);
    }

    /// The plies of the main line so far.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// Whether the main line has reached a position of the selection so far.
    pub(super) fn reached(&self) -> bool {
        self.reached
    }

    /// The key of the main line so far, when the watch computes it.
    #[must_use]
    pub fn key(&self) -> Option<LineKey> {
        self.key.as_ref().map(LineHasher::key)
    }
}
