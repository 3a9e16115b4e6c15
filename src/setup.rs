//! What a FEN says, checked for form but not for legality.

use core::num::NonZeroU32;

use crate::board::Board;
use crate::castling::CastlingRights;
use crate::piece::Color;
use crate::square::Square;

/// Every field of a FEN record, with no rule enforced between them: "what the text said".
///
/// Reach a legal `Position` with `Position::try_from(setup)`.
///
/// ```
/// use fenkit::{Color, Setup};
/// let setup = Setup::STARTING;
/// assert_eq!(setup.turn, Color::White);
/// assert_eq!(setup.fullmoves.get(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Where the pieces stand.
    pub board: Board,
    /// Whose move it is.
    pub turn: Color,
    /// Who may still castle, by rook file.
    pub castling: CastlingRights,
    /// The square a pawn just passed over, if the text gave one.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move.
    pub halfmoves: u32,
    /// The full-move number, counted from 1.
    pub fullmoves: NonZeroU32,
}

impl Setup {
    /// The standard starting position.
    pub const STARTING: Setup = Setup {
        board: Board::STARTING,
        turn: Color::White,
        castling: CastlingRights::STANDARD,
        ep_square: None,
        halfmoves: 0,
        fullmoves: NonZeroU32::MIN,
    };

    /// A setup with this board, White to move, no castling, no en passant, clocks `0 1`.
    ///
    /// ```
    /// use fenkit::{Board, Setup};
    /// let setup = Setup::from_board("8/8/8/8/8/8/8/K6k".parse()?);
    /// assert_eq!(setup.to_string(), "8/8/8/8/8/8/8/K6k w - - 0 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn from_board(board: Board) -> Setup {
        Setup {
            board,
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
        }
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::STARTING
    }
}
