//! [`Watch`]: what a main line does as it is played: its plies, the positions of a selection
//! it reaches (told apart as FIDE tells repetitions), and its [`LineKey`].

use super::events::{Ending, Material};
use super::line_key::{LineHasher, LineKey};
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::CastlingRights;
use crate::en_passant::EpPolicy;
use crate::movetext::Step;
use crate::piece::{Color, Role};
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

/// What a selection looks for along a main line, besides its plies.
#[derive(Debug, Clone, Copy)]
pub(super) struct LookFor<'s> {
    pub(super) targets: &'s [Target],
    pub(super) materials: &'s [Material],
    /// Whether the positions since the last capture or pawn move are kept, to tell how the
    /// line ends.
    pub(super) ending: bool,
}

/// What a main line did, followed move by move: its plies, whether it reached a position of
/// the selection, and its [`LineKey`] when asked for.
#[derive(Debug)]
pub struct Watch<'s> {
    look_for: LookFor<'s>,
    plies: usize,
    reached: bool,
    /// No target can be reached any more: every one has more pieces than the board now.
    hopeless: bool,
    material: bool,
    underpromotion: bool,
    /// With `ending`: the positions since the last capture or pawn move, the last one the
    /// line's end.
    since_reset: Vec<Position>,
    key: Option<LineHasher>,
}

impl<'s> Watch<'s> {
    /// A watch of the main line from `start` for what `look_for` says, its [`LineKey`]
    /// computed when `key`.
    pub(super) fn new(look_for: LookFor<'s>, start: &Position, key: bool) -> Watch<'s> {
        let mut watch = Watch {
            look_for,
            plies: 0,
            reached: false,
            hopeless: false,
            material: false,
            underpromotion: false,
            since_reset: Vec::new(),
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
            self.underpromotion |= played
                .mv
                .and_then(|mv| mv.promotion())
                .is_some_and(|role| role != Role::Queen);
            self.look(played.after);
        }
    }

    fn look(&mut self, pos: &Position) {
        if self.look_for.ending {
            if pos.halfmoves() == 0 {
                self.since_reset.clear();
            }
            self.since_reset.push(pos.clone());
        }
        if !self.material && !self.look_for.materials.is_empty() {
            self.material = self.look_for.materials.iter().any(|m| m.is_on(pos));
        }
        let targets = self.look_for.targets;
        if self.reached || self.hopeless || targets.is_empty() {
            return;
        }
        self.reached = targets.iter().any(|t| t.is(pos));
        // Pieces never come back: a target with more of them than the board is out of reach.
        let count = pos.board().occupied().count();
        self.hopeless = targets.iter().all(|t| t.occupied.count() > count);
    }

    /// Whether the main line so far ends as `ending` says (the watch kept what it needs).
    pub(super) fn ends(&self, ending: Ending) -> bool {
        let Some(end) = self.since_reset.last() else {
            return false;
        };
        let target = Target::of(end);
        let repeated = self.since_reset.iter().filter(|pos| target.is(pos)).count();
        ending.is(end, repeated)
    }

    /// Whether the main line has reached a position with a material of the selection.
    pub(super) fn material(&self) -> bool {
        self.material
    }

    /// Whether the main line has promoted a pawn to a rook, bishop or knight.
    pub(super) fn underpromotion(&self) -> bool {
        self.underpromotion
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
