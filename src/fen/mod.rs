//! Reading and writing FEN in its three dialects.
//!
//! A FEN has six fields separated by single spaces:
//!
//! | field | example | holds |
//! |---|---|---|
//! | piece placement | `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR` | rank 8 to rank 1, `/` between ranks, digits for empty squares |
//! | side to move | `b` | `w` or `b` |
//! | castling | `KQkq`, `HAha`, `-` | see [`crate::dialect`] |
//! | en passant | `e3` | the square a pawn just passed over, or `-` |
//! | halfmove clock | `0` | half-moves since the last capture or pawn move |
//! | fullmove number | `1` | counted from 1 |
//!
//! [`FenParser`] is strict by default: exactly six fields, single spaces, fullmove number at
//! least 1, numbers that fit in 32 bits, ASCII only. [`FenParser::lenient`] also accepts, and
//! reports as [`Tolerated`]:
//! - missing clock fields (read as `0 1`) or a missing fullmove number (read as `1`);
//! - runs of spaces between fields, and spaces before or after the FEN;
//! - fullmove number `0` (read as `1`).
//!
//! ```
//! use fenkit::fen::{Fen, FenParser};
//! use fenkit::DialectKind;
//! let fen: Fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1".parse()?;
//! assert_eq!(fen.dialect(), DialectKind::Shredder);
//! assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//!
//! let strict_standard = FenParser::new().dialect(DialectKind::Standard);
//! let err = strict_standard.parse("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1").unwrap_err();
//! assert_eq!(err.to_string(), "castling field: 'G' is not standard FEN: \
//!     a rook's file letter belongs to Shredder-FEN and X-FEN; read the text as X-FEN or Shredder-FEN");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod quick;
mod read;
mod write;

use core::fmt;
use core::str::FromStr;

pub use self::error::{FenErrorKind, Field, NotStandard, ParseFenError, Tolerance, Tolerated};
pub use self::write::FenWriter;

use crate::board::Board;
use crate::dialect::{DialectKind, LossyConversion};
use crate::position::{Position, PositionError, Problem};
use crate::setup::Setup;

/// The FEN of the standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// How to read FEN: which dialect (or any, detected), strict or lenient.
///
/// ```
/// use fenkit::fen::{FenParser, Tolerance};
/// use fenkit::DialectKind;
/// static LENIENT: FenParser = FenParser::new().lenient();
/// let fen = LENIENT.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 0")?;
/// let kinds: Vec<Tolerance> = fen.tolerated().iter().map(|t| t.kind).collect();
/// assert_eq!(kinds, [Tolerance::SpaceRun, Tolerance::FullmoveZero]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct FenParser {
    dialect: Option<DialectKind>,
    strict: bool,
}

impl Default for FenParser {
    fn default() -> FenParser {
        FenParser::new()
    }
}

impl FenParser {
    /// Strict, any dialect (detected and reported by [`Fen::dialect`]).
    pub const fn new() -> FenParser {
        FenParser {
            dialect: None,
            strict: true,
        }
    }

    /// Reads only this dialect's castling spellings. Shredder-FEN and X-FEN read the same
    /// spellings (file letters, and `KQkq` as the outermost rook); standard FEN reads only
    /// `KQkq` with the king on the e-file and the rook in the corner.
    pub const fn dialect(self, dialect: DialectKind) -> FenParser {
        FenParser {
            dialect: Some(dialect),
            ..self
        }
    }

    /// Reads any dialect and reports which one the text was in.
    pub const fn auto(self) -> FenParser {
        FenParser {
            dialect: None,
            ..self
        }
    }

    /// Strict (`true`, the default) or lenient (`false`) reading.
    pub const fn strict(self, strict: bool) -> FenParser {
        FenParser { strict, ..self }
    }

    /// Lenient reading; the same as `strict(false)`.
    pub const fn lenient(self) -> FenParser {
        self.strict(false)
    }

    pub(crate) const fn is_strict(&self) -> bool {
        self.strict
    }

    /// Whether only standard FEN is accepted (castling by `KQkq` with the king on e and the
    /// rooks in the corners).
    pub(crate) fn standard_only(&self) -> bool {
        self.dialect == Some(DialectKind::Standard)
    }

    /// Reads a FEN.
    ///
    /// # Errors
    /// [`ParseFenError`] naming the field, the span and what was expected.
    pub fn parse(&self, text: &str) -> Result<Fen, ParseFenError> {
        self.parse_ascii(text.as_bytes())
    }

    /// Reads a FEN from bytes; any byte string gives a value or an error, never a panic.
    ///
    /// # Errors
    /// [`ParseFenError`] naming the field, the span and what was expected.
    pub fn parse_ascii(&self, text: &[u8]) -> Result<Fen, ParseFenError> {
        read::read(self, text)
    }

    /// Reads a FEN and validates the position.
    ///
    /// # Errors
    /// [`FenError::Parse`] for text that is not FEN, [`FenError::Illegal`] for a position
    /// that breaks the rules.
    pub fn parse_position(&self, text: &[u8]) -> Result<Position, FenError> {
        // The same as `parse_ascii` and `into_position`, without moving a `Fen` in between;
        // checked before it moves, so the setup is copied once, into the result.
        let mut setup = Setup::from_board(Board::EMPTY);
        read::read_into(self, text, &mut setup, &mut Vec::new())?;
        let problems = crate::position::problems_of_read(&setup);
        if problems.is_empty() {
            return Ok(Position::from_setup_unchecked(setup));
        }
        Err(FenError::Illegal(PositionError::new(setup, problems)))
    }
}

/// A FEN record as read: its fields, the dialect it was written in, and what was tolerated.
///
/// ```
/// use fenkit::fen::Fen;
/// use fenkit::DialectKind;
/// let fen: Fen = "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1".parse()?; // KQkq for Chess960 rooks
/// assert_eq!(fen.dialect(), DialectKind::XFen);
/// assert_eq!(fen.setup().castling.iter().count(), 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fen {
    setup: Setup,
    dialect: DialectKind,
    tolerated: Vec<Tolerated>,
}

impl Fen {
    /// The fields as read.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The fields, handed over.
    #[must_use]
    pub fn into_setup(self) -> Setup {
        self.setup
    }

    /// The dialect the castling field was written in: `shredder` for file letters only,
    /// `xfen` when `KQkq` stands for a Chess960 rook or letters mix with `KQkq`, `standard`
    /// otherwise (including `-`).
    #[must_use]
    pub fn dialect(&self) -> DialectKind {
        self.dialect
    }

    /// What the lenient reader accepted that strict FEN does not allow.
    #[must_use]
    pub fn tolerated(&self) -> &[Tolerated] {
        &self.tolerated
    }

    /// Validates the position.
    ///
    /// # Errors
    /// [`PositionError`] listing every rule the position breaks.
    #[inline]
    pub fn into_position(self) -> Result<Position, PositionError> {
        Position::try_from(self.setup)
    }
}

impl FromStr for Fen {
    type Err = ParseFenError;

    fn from_str(s: &str) -> Result<Fen, ParseFenError> {
        FenParser::new().parse(s)
    }
}

/// Writes X-FEN (which is standard FEN for classical castling rights), en passant as stored.
impl fmt::Display for Fen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.setup.fmt(f)
    }
}

/// Writes X-FEN (which is standard FEN for classical castling rights), en passant as stored.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(96);
        FenWriter::new().append_unchecked(self, &mut out);
        f.write_str(&out)
    }
}

/// Writes X-FEN (which is standard FEN for classical castling rights), en passant as stored.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.setup().fmt(f)
    }
}

impl FromStr for Position {
    type Err = FenError;

    /// Reads a FEN strictly, in any dialect, and validates it.
    fn from_str(s: &str) -> Result<Position, FenError> {
        FenParser::new().parse_position(s.as_bytes())
    }
}

impl Position {
    /// The FEN in a dialect, en passant square as stored.
    ///
    /// ```
    /// use fenkit::{DialectKind, Position};
    /// let pos: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse()?;
    /// assert_eq!(pos.to_fen(DialectKind::Shredder)?, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    pub fn to_fen(&self, dialect: DialectKind) -> Result<String, LossyConversion> {
        FenWriter::new().dialect(dialect).write(self.setup())
    }
}

impl Field {
    /// The field a position's problem concerns, for pointing at it: the side to move for a
    /// check by the side that just moved, the castling or en passant field for a right or a
    /// square that cannot be, the piece placement for the rest.
    ///
    /// ```
    /// use fenkit::fen::{Field, Fen};
    /// use fenkit::Position;
    /// let mut setup = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse::<Fen>()?.into_setup();
    /// setup.board.clear("h1".parse()?); // the right stays, its rook is gone
    /// let err = Position::try_from(setup).unwrap_err();
    /// assert_eq!(Field::of_problem(&err.problems()[0]), Field::Castling);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn of_problem(problem: &Problem) -> Field {
        match problem {
            Problem::OppositeCheck { .. } => Field::Turn,
            Problem::Castling { .. } => Field::Castling,
            Problem::EnPassant { .. } => Field::EnPassant,
            _ => Field::Board,
        }
    }
}

/// A FEN that could not be read into a legal position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FenError {
    /// The text is not well-formed FEN.
    #[error(transparent)]
    Parse(#[from] ParseFenError),
    /// The text is FEN, but the position breaks the rules.
    #[error(transparent)]
    Illegal(#[from] PositionError),
}

pub(crate) use crate::scan::char_at;
