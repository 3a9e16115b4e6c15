//! What a FEN says, checked for form but not for legality.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::num::NonZeroU32;

use crate::board::Board;
use crate::castling::{CastlingMode, CastlingRights};
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
///
/// It has no `Display`: a setup built by hand can hold a castling right no FEN can say (its rook
/// or king gone), so it is written with [`FenWriter::write`](crate::fen::FenWriter::write),
/// which refuses such a right.
///
/// A setup is its six fields: equality, hashing and `Debug` look at nothing else. (It also holds,
/// privately, the castling convention of the [`Position`](crate::Position) it belongs to, which
/// keeps a position within the 128 bytes that are copied without a call to `memcpy`: decision
/// 0004. So a setup is made with [`Setup::from_board`], [`Setup::STARTING`] or
/// [`Position::into_setup`](crate::Position::into_setup), and its fields set.)
#[derive(Clone)]
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
    /// The castling convention of the position this is the setup of: read and written by
    /// `Position` only, which stores it here, in what would be padding. Not part of the value.
    pub(crate) mode: CastlingMode,
}

impl Setup {
    /// The six fields, for comparing and hashing.
    #[allow(clippy::type_complexity)]
    fn fields(
        &self,
    ) -> (
        &Board,
        Color,
        &CastlingRights,
        Option<Square>,
        u32,
        NonZeroU32,
    ) {
        (
            &self.board,
            self.turn,
            &self.castling,
            self.ep_square,
            self.halfmoves,
            self.fullmoves,
        )
    }
}

impl PartialEq for Setup {
    fn eq(&self, other: &Setup) -> bool {
        self.fields() == other.fields()
    }
}

impl Eq for Setup {}

impl Hash for Setup {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.fields().hash(state);
    }
}

impl fmt::Debug for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Setup")
            .field("board", &self.board)
            .field("turn", &self.turn)
            .field("castling", &self.castling)
            .field("ep_square", &self.ep_square)
            .field("halfmoves", &self.halfmoves)
            .field("fullmoves", &self.fullmoves)
            .finish()
    }
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
        mode: CastlingMode::Standard,
    };

    /// A setup with this board, White to move, no castling, no en passant, clocks `0 1`.
    ///
    /// ```
    /// use fenkit::fen::FenWriter;
    /// use fenkit::{Board, Setup};
    /// let setup = Setup::from_board("8/8/8/8/8/8/8/K6k".parse()?);
    /// assert_eq!(FenWriter::new().write(&setup)?, "8/8/8/8/8/8/8/K6k w - - 0 1");
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
            mode: CastlingMode::Standard,
        }
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::STARTING
    }
}
