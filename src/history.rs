//! A game's state with its history: the start position, the moves played, repetitions, and
//! how the game ends or may be claimed drawn.

use crate::en_passant::EpPolicy;
use crate::legality::IllegalMoveError;
use crate::moves::Move;
use crate::play::NullMoveError;
use crate::position::Position;
use crate::status::{Claim, Outcome};

/// A position with the moves that led to it: what the rules about repetition need.
///
/// A `GameState` starts from a position and keeps every move played since ([`play`],
/// [`play_null`], taken back by [`undo`]), so it can tell what a [`Position`] alone cannot:
///
/// - [`repetitions`]: how often the current position has stood on the board, by FIDE's rule
///   (art. 9.2.3): the same player to move, the same pieces on the same squares, the same
///   castling rights and the same en passant *possibilities*: a legal en passant capture, not
///   just a square in the FEN. The clocks do not matter. Only the positions since the last
///   capture or pawn move are compared: none before can come back.
/// - [`outcome`]: the ends that need no claim (art. 5.2, 9.6): checkmate, stalemate,
///   insufficient material, the fivefold repetition and the seventy-five-move rule; a checkmate
///   given with the last of the 75 moves wins (art. 9.6.2).
/// - [`claims`]: the draws the player to move may claim now (art. 9.2, 9.3): the third
///   occurrence of the position, and 50 moves of each side without a capture or pawn move.
///   FIDE also lets a player claim by announcing the move that would make it so; that is
///   [`claims_after`] for one move and [`claims_with_next_move`] for any.
///
/// Python-chess users will know the shape: [`play`] is `push`, [`undo`] is `pop`,
/// [`repetitions`]`() >= n` is `is_repetition(n)`, [`claims_with_next_move`] is
/// `can_claim_threefold_repetition` and `can_claim_fifty_moves`.
///
/// ```
/// use fenkit::{Claim, GameState, Outcome, Position};
/// use fenkit::uci::UciMove;
/// let mut game = GameState::new(Position::STARTING);
/// for _ in 0..2 {
///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
///         game.play(uci.parse::<UciMove>()?.to_move(game.position())?)?;
///     }
/// }
/// // The start position for the third time: a draw may be claimed.
/// assert_eq!(game.repetitions(), 3);
/// assert_eq!(game.claims(), [Claim::ThreefoldRepetition]);
/// assert_eq!(game.outcome(), None);
/// for _ in 0..2 {
///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
///         game.play(uci.parse::<UciMove>()?.to_move(game.position())?)?;
///     }
/// }
/// // The fifth time ends the game.
/// assert_eq!(game.outcome(), Some(Outcome::FivefoldRepetition));
/// assert_eq!(game.outcome().unwrap().reason(), "fivefold_repetition");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// [`play`]: GameState::play
/// [`play_null`]: GameState::play_null
/// [`undo`]: GameState::undo
/// [`repetitions`]: GameState::repetitions
/// [`outcome`]: GameState::outcome
/// [`claims`]: GameState::claims
/// [`claims_after`]: GameState::claims_after
/// [`claims_with_next_move`]: GameState::claims_with_next_move
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameState {
    /// The start position, then the position after each ply: one more than `moves`.
    positions: Vec<Position>,
    /// The plies played; `None` is a null move.
    moves: Vec<Option<Move>>,
}

impl GameState {
    /// A game that starts from `start`, no move played yet.
    #[must_use]
    pub fn new(start: Position) -> GameState {
        GameState {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// The position the game started from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.positions[self.moves.len()]
    }

    /// The plies played, in order; `None` is a null move.
    #[must_use]
    pub fn moves(&self) -> &[Option<Move>] {
        &self.moves
    }

    /// The start position, then the position after each ply: one more than
    /// [`moves`](Self::moves).
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMoveError`] when the move is not legal; the game is left as it was.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMoveError> {
        let next = self.position().play(mv)?;
        self.push(Some(mv), next);
        Ok(())
    }

    /// Passes the move (a null move; see [`Position::play_null`]).
    ///
    /// # Errors
    /// [`NullMoveError`] when the side to move is in check; the game is left as it was.
    pub fn play_null(&mut self) -> Result<(), NullMoveError> {
        let next = self.position().play_null()?;
        self.push(None, next);
        Ok(())
    }

    fn push(&mut self, mv: Option<Move>, next: Position) {
        self.moves.push(mv);
        self.positions.push(next);
    }

    /// Takes back the last ply and gives it back (`Some(None)` for a null move); `None` at
    /// the start.
    ///
    /// ```
    /// use fenkit::{GameState, Position};
    /// use fenkit::uci::UciMove;
    /// let mut game = GameState::default();
    /// let e4 = "e2e4".parse::<UciMove>()?.to_move(game.position())?;
    /// game.play(e4)?;
    /// game.play_null()?;
    /// assert_eq!(game.undo(), Some(None));
    /// assert_eq!(game.undo(), Some(Some(e4)));
    /// assert_eq!(game.undo(), None);
    /// assert_eq!(game, GameState::new(Position::STARTING));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Option<Option<Move>> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// How many times the current position has stood on the board in this game, this time
    /// included (so at least 1), by FIDE's rule (art. 9.2.3; see [`GameState`]).
    ///
    /// Positions before the start position are not known: a game started from a FEN counts
    /// from there.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.occurrences(self.position(), self.moves.len())
    }

    /// Whether the current position stands for at least the third time: a draw may be
    /// claimed (art. 9.2.2).
    #[must_use]
    pub fn is_threefold(&self) -> bool {
        self.repetitions() >= 3
    }

    /// Whether the current position stands for at least the fifth time: the game is drawn
    /// (art. 9.6.1).
    #[must_use]
    pub fn is_fivefold(&self) -> bool {
        self.repetitions() >= 5
    }

    /// How many times `pos`, standing at ply `index` (at most one past the current ply),
    /// stands at `index` and before it. Only
    /// the plies since its last capture or pawn move (its halfmove clock) are looked at, and
    /// only those with the same side to move (every second one).
    fn occurrences(&self, pos: &Position, index: usize) -> usize {
        let window = usize::try_from(pos.halfmoves()).map_or(index, |clock| clock.min(index));
        let earlier = self.positions[index - window..index]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .filter(|earlier| is_repetition_of(earlier, pos))
            .count();
        1 + earlier
    }

    /// How the game has ended without a claim, if it has (see [`GameState`]): the position's
    /// own end ([`Position::outcome`]: checkmate, stalemate, insufficient material, the
    /// seventy-five-move rule), else the fivefold repetition.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.position()
            .outcome()
            .or_else(|| self.is_fivefold().then_some(Outcome::FivefoldRepetition))
    }

    /// The draws the player to move may claim now, without moving: the position stands for
    /// the third time (art. 9.2.2), or the last 50 moves of each side had no capture or pawn
    /// move (art. 9.3.2). Empty once the game has ended ([`outcome`](Self::outcome)): there is
    /// nothing left to claim.
    ///
    /// A claim by announcing the next move (art. 9.2.1, 9.3.1) is not counted here: see
    /// [`claims_after`](Self::claims_after) and
    /// [`claims_with_next_move`](Self::claims_with_next_move).
    #[must_use]
    pub fn claims(&self) -> Vec<Claim> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let pos = self.position();
        claims_for(self.is_threefold(), pos)
    }

    /// The draws the player to move may claim by writing `mv` down and announcing it
    /// (art. 9.2.1, 9.3.1): the position after it would stand for the third time, or it would
    /// complete 50 moves of each side without a capture or pawn move. Empty when the game has
    /// ended or `mv` checkmates or stalemates (the move ends the game, art. 5.1.1, 5.2.1).
    /// A move that would make the fifth occurrence or the 75th move still gives its claims, as
    /// in python-chess: the game is drawn either way.
    ///
    /// ```
    /// use fenkit::{Claim, GameState, Position};
    /// use fenkit::uci::UciMove;
    /// let mut game = GameState::default();
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
    ///     game.play(uci.parse::<UciMove>()?.to_move(game.position())?)?;
    /// }
    /// assert!(game.claims().is_empty());
    /// let back = "f6g8".parse::<UciMove>()?.to_move(game.position())?;
    /// assert_eq!(game.claims_after(back)?, [Claim::ThreefoldRepetition]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalMoveError`] when `mv` is not legal.
    pub fn claims_after(&self, mv: Move) -> Result<Vec<Claim>, IllegalMoveError> {
        let next = self.position().play(mv)?;
        Ok(self.claims_at_next(&next))
    }

    /// The claims at `next`, one ply after the current position.
    fn claims_at_next(&self, next: &Position) -> Vec<Claim> {
        if self.outcome().is_some() || next.legal_move_count() == 0 {
            return Vec::new();
        }
        claims_for(self.occurrences(next, self.moves.len() + 1) >= 3, next)
    }

    /// The draws the player to move may claim now or by announcing some legal move: what
    /// python-chess's `can_claim_threefold_repetition` and `can_claim_fifty_moves` answer.
    /// Empty once the game has ended.
    ///
    /// ```
    /// use fenkit::{Claim, GameState};
    /// use fenkit::uci::UciMove;
    /// let mut game = GameState::default();
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
    ///     game.play(uci.parse::<UciMove>()?.to_move(game.position())?)?;
    /// }
    /// // Black may claim by announcing ...Ng8.
    /// assert_eq!(game.claims_with_next_move(), [Claim::ThreefoldRepetition]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn claims_with_next_move(&self) -> Vec<Claim> {
        let mut claims = self.claims();
        if self.outcome().is_some() {
            return claims;
        }
        let pos = self.position();
        for mv in pos.legal_moves().iter() {
            if claims.len() == Claim::ALL.len() {
                break;
            }
            for claim in self.claims_at_next(&pos.play_unchecked(*mv)) {
                if !claims.contains(&claim) {
                    claims.push(claim);
                }
            }
        }
        claims.sort_unstable();
        claims
    }
}

/// The claims of a position that stands for the third time (or not), by its halfmove clock.
fn claims_for(threefold: bool, pos: &Position) -> Vec<Claim> {
    let mut claims = Vec::new();
    if threefold {
        claims.push(Claim::ThreefoldRepetition);
    }
    if pos.is_fifty_moves() {
        claims.push(Claim::FiftyMoves);
    }
    claims
}

/// Whether `a` is `b` again by FIDE's art. 9.2.3: the same player to move, the same pieces on
/// the same squares, the same castling rights and the same legal en passant capture.
fn is_repetition_of(a: &Position, b: &Position) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castling() == b.castling()
        && a.ep_square(EpPolicy::Legal) == b.ep_square(EpPolicy::Legal)
}

impl Default for GameState {
    /// A game from the standard starting position.
    fn default() -> GameState {
        GameState::new(Position::STARTING)
    }
}

impl From<Position> for GameState {
    fn from(start: Position) -> GameState {
        GameState::new(start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(fen: &str, moves: &str) -> GameState {
        let mut game = GameState::new(fen.parse().unwrap());
        for uci in moves.split_whitespace() {
            if uci == "0000" {
                game.play_null().unwrap();
            } else {
                let mv = uci
                    .parse::<crate::uci::UciMove>()
                    .unwrap()
                    .to_move(game.position())
                    .unwrap();
                game.play(mv).unwrap();
            }
        }
        game
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn a_position_counts_once_at_first() {
        let g = game(START, "");
        let from: GameState = "4k3/8/8/8/8/8/8/4K3 b - - 3 9"
            .parse::<Position>()
            .unwrap()
            .into();
        assert_eq!(from.start().to_string(), "4k3/8/8/8/8/8/8/4K3 b - - 3 9");
        assert_eq!(from.positions().len(), 1);
        assert_eq!(g.repetitions(), 1);
        assert!(g.claims().is_empty());
    }

    #[test]
    fn null_moves_are_plies_too() {
        // Passing twice brings the start position back, with other clocks.
        let g = game(START, "0000 0000 0000 0000");
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.moves(), [None, None, None, None]);
    }
}
