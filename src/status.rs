//! Game status: check, checkmate, stalemate, insufficient material, the move-count rules.

use crate::bitboard::Bitboard;
use crate::piece::{Color, Role};
use crate::position::Position;

/// Light squares (b1, a2, …, h1 is light): for telling bishops apart.
const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);

impl Position {
    /// Whether the side to move is checkmated.
    ///
    /// ```
    /// use fenkit::Position;
    /// let fools_mate: Position = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3".parse()?;
    /// assert!(fools_mate.is_checkmate());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.legal_move_count() == 0
    }

    /// Whether the side to move has no legal move and is not in check.
    ///
    /// ```
    /// use fenkit::Position;
    /// assert!("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse::<Position>()?.is_stalemate());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.legal_move_count() == 0
    }

    /// Whether `color` can never checkmate, whatever both sides play: a bare king; a king and
    /// one knight against a king with nothing but queens; or kings and bishops (any number, of
    /// both colours) all on squares of one colour, with no knight or pawn on the board.
    ///
    /// ```
    /// use fenkit::{Color, Position};
    /// let pos: Position = "8/8/4k3/8/8/3NK3/8/8 w - - 0 1".parse()?;
    /// assert!(pos.has_insufficient_material(Color::White));
    /// assert!(pos.has_insufficient_material(Color::Black));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let board = self.board();
        let ours = board.by_color(color);
        let heavy =
            board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
        if (ours & heavy).any() {
            return false;
        }
        let kings = board.by_role(Role::King);
        let knights = board.by_role(Role::Knight);
        if (ours & knights).any() {
            // A lone knight mates only a king hemmed in by its own pieces other than queens.
            let blockers = board.by_color(!color) & !kings & !board.by_role(Role::Queen);
            return ours.count() <= 2 && blockers.is_empty();
        }
        let bishops = board.by_role(Role::Bishop);
        if (ours & bishops).any() {
            let one_colour =
                (bishops & LIGHT_SQUARES).is_empty() || (bishops & !LIGHT_SQUARES).is_empty();
            return one_colour && (board.by_role(Role::Pawn) | knights).is_empty();
        }
        true
    }

    /// Whether neither side can ever checkmate (see [`Position::has_insufficient_material`]).
    ///
    /// ```
    /// use fenkit::Position;
    /// assert!("8/8/4k3/8/8/4K3/8/8 w - - 0 1".parse::<Position>()?.is_insufficient_material());
    /// assert!(!Position::STARTING.is_insufficient_material());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|c| self.has_insufficient_material(c))
    }

    /// Whether a draw may be claimed under the fifty-move rule: 100 half-moves without a capture
    /// or pawn move.
    #[must_use]
    pub fn is_fifty_moves(&self) -> bool {
        self.halfmoves() >= 100
    }

    /// Whether the game is drawn under the seventy-five-move rule: 150 half-moves without a
    /// capture or pawn move (checkmate on the last move still wins).
    #[must_use]
    pub fn is_seventy_five_moves(&self) -> bool {
        self.halfmoves() >= 150
    }

    /// How the game has ended, if the position alone says so: checkmate, stalemate,
    /// insufficient material, or the seventy-five-move rule (a checkmate on the 150th
    /// half-move wins: art. 9.6.2). Repetition needs the game's history and is not looked at
    /// ([`GameState::outcome`](crate::GameState::outcome) does); neither are claims.
    ///
    /// ```
    /// use fenkit::{Color, Outcome, Position};
    /// let pos: Position = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3".parse()?;
    /// assert_eq!(pos.outcome(), Some(Outcome::Checkmate { winner: Color::Black }));
    /// assert_eq!(pos.outcome().unwrap().reason(), "checkmate");
    /// assert_eq!(Position::STARTING.outcome(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if self.legal_move_count() == 0 {
            Some(if self.is_check() {
                Outcome::Checkmate {
                    winner: !self.turn(),
                }
            } else {
                Outcome::Stalemate
            })
        } else if self.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if self.is_seventy_five_moves() {
            Some(Outcome::SeventyFiveMoves)
        } else {
            None
        }
    }
}

/// How a game ended. `Display` gives the PGN result: `1-0`, `0-1` or `1/2-1/2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Outcome {
    /// The side to move is checkmated.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move has no legal move and is not in check: a draw.
    Stalemate,
    /// Neither side can ever checkmate: a draw.
    InsufficientMaterial,
    /// 150 half-moves without a capture or pawn move: a draw (FIDE art. 9.6.2).
    SeventyFiveMoves,
    /// The same position for the fifth time: a draw (FIDE art. 9.6.1). Only a
    /// [`GameState`](crate::GameState), which keeps the moves, can tell.
    FivefoldRepetition,
}

impl Outcome {
    /// Why the game ended, as one snake-case word: `checkmate`, `stalemate`,
    /// `insufficient_material`, `seventyfive_moves` or `fivefold_repetition` (the names of
    /// the CLI's and the page's JSON).
    ///
    /// ```
    /// use fenkit::{Color, Outcome};
    /// assert_eq!(Outcome::Checkmate { winner: Color::White }.reason(), "checkmate");
    /// assert_eq!(Outcome::FivefoldRepetition.reason(), "fivefold_repetition");
    /// ```
    #[must_use]
    pub const fn reason(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::InsufficientMaterial => "insufficient_material",
            Outcome::SeventyFiveMoves => "seventyfive_moves",
            Outcome::FivefoldRepetition => "fivefold_repetition",
        }
    }

    /// The winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }
}

/// A draw that the player to move may claim (FIDE art. 9.2 and 9.3); the game goes on until
/// someone does. `Display` and [`Claim::name`] give the snake-case name the CLI's and the
/// page's JSON use: `threefold_repetition`, `fifty_moves`.
///
/// ```
/// use fenkit::Claim;
/// assert_eq!(Claim::ThreefoldRepetition.to_string(), "threefold_repetition");
/// assert_eq!("fifty_moves".parse::<Claim>()?, Claim::FiftyMoves);
/// # Ok::<(), fenkit::ParseNameError>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "snake_case",
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = claim_error
)]
#[non_exhaustive]
pub enum Claim {
    /// The same position for the third time (art. 9.2).
    ThreefoldRepetition,
    /// 50 moves of each player (100 half-moves) without a capture or pawn move (art. 9.3).
    FiftyMoves,
}

impl Claim {
    /// Both claims, in the order [`GameState::claims`](crate::GameState::claims) lists them.
    pub const ALL: &'static [Claim] = <Claim as strum::VariantArray>::VARIANTS;

    /// The snake-case name: `threefold_repetition` or `fifty_moves`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// The error for a name that is not a claim.
fn claim_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::Claim,
        found,
        &["threefold_repetition", "fifty_moves"],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap()
    }

    #[test]
    fn bishops_on_one_colour_cannot_mate() {
        // Both bishops on dark squares (c1, f8): no mate is possible.
        assert!(pos("5b2/8/4k3/8/8/4K3/8/2B5 w - - 0 1").is_insufficient_material());
        // Opposite-coloured bishops can mate (with help).
        assert!(!pos("2b5/8/4k3/8/8/4K3/8/2B5 w - - 0 1").is_insufficient_material());
    }

    #[test]
    fn a_knight_mates_a_king_boxed_in_by_its_own_pieces() {
        let p = pos("7k/6pp/8/8/8/8/8/N3K3 w - - 0 1");
        assert!(!p.has_insufficient_material(Color::White));
        assert!(!p.is_insufficient_material());
    }

    #[test]
    fn seventy_five_moves_end_the_game() {
        let p = pos("8/8/4k3/8/8/4K3/8/R7 w - - 150 200");
        assert!(p.is_fifty_moves() && p.is_seventy_five_moves());
        assert_eq!(p.outcome(), Some(Outcome::SeventyFiveMoves));
        assert_eq!(p.outcome().unwrap().winner(), None);
    }

    #[test]
    fn stalemate_is_a_draw() {
        let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(p.outcome(), Some(Outcome::Stalemate));
        assert!(!p.is_checkmate());
    }
}
