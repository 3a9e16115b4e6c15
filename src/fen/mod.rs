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
//! - runs of spaces between fields;
//! - white space before or after the FEN (spaces, tabs, line ends), and a byte-order mark
//!   before it, as text copied from a file or a terminal has (which
//!   [`FenParser::trimmed`] also takes when strict);
//! - fullmove number `0` (read as `1`);
//! - with [`FenParser::dialect`], a castling field written in another dialect.
//!
//! ```
//! use fenkit::dialect::Standard;
//! use fenkit::fen::{Fen, FenParser};
//! use fenkit::DialectKind;
//! let fen: Fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1".parse()?;
//! assert_eq!(fen.dialect(), DialectKind::Shredder);
//! assert_eq!(fen.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//!
//! let strict_standard = FenParser::new().dialect(Standard);
//! let err = strict_standard.parse("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1").unwrap_err();
//! assert_eq!(err.to_string(), "castling field: 'G' is not standard FEN: \
//!     it needs the rook on h1, found the castling rook on g1; read the text as X-FEN or Shredder-FEN");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod quick;
mod read;
mod write;

use core::fmt;
use core::str::FromStr;

pub use self::error::{
    Edge, FenErrorKind, FenTolerance, Field, FieldSpans, IllegalFenPositionError, LocatedProblem,
    ParseFenError, Tolerated, WhiteSpace,
};
pub use self::write::FenWriter;

use crate::dialect::{Dialect, DialectKind, LossyConversion};
use crate::position::{Position, Problem};
use crate::setup::Setup;

/// The FEN of the standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// How to read FEN: which dialect (or any, detected), strict or lenient.
///
/// Settings are a `Copy` value with `const` builders, so a parser can live in a `static`.
/// [`dialect`](Self::dialect) takes a dialect type ([`Standard`](crate::dialect::Standard),
/// [`Shredder`](crate::dialect::Shredder), [`XFen`](crate::dialect::XFen)) or a
/// [`DialectKind`] chosen at run time.
///
/// ```
/// use fenkit::dialect::Shredder;
/// use fenkit::fen::{FenParser, FenTolerance};
/// use fenkit::DialectKind;
/// static LENIENT: FenParser = FenParser::new().lenient();
/// let fen = LENIENT.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 0")?;
/// let kinds: Vec<FenTolerance> = fen.tolerated().iter().map(|t| t.kind).collect();
/// assert_eq!(kinds, [FenTolerance::SpaceRun, FenTolerance::FullmoveZero]);
///
/// // Fixed to Shredder-FEN: KQkq is an error, or a warning when lenient.
/// static SHREDDER: FenParser<Shredder> = FenParser::new().dialect(Shredder);
/// let err = SHREDDER.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert_eq!(err.to_string(), "castling field: 'K' is standard FEN and X-FEN, not Shredder-FEN, \
///     which names the rook's file: HAha");
/// let fen = SHREDDER.lenient().parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
/// assert_eq!(fen.dialect(), DialectKind::Standard);
/// assert_eq!(fen.tolerated()[0].kind.to_string(), "castling written in standard FEN, not Shredder-FEN: read as standard FEN");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct FenParser<D: Dialect = DialectKind> {
    dialect: Option<D>,
    strict: bool,
    trimmed: bool,
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
            trimmed: false,
        }
    }
}

impl<D: Dialect> FenParser<D> {
    /// Reads only this dialect's castling spellings: the letters it writes. Another
    /// dialect's spelling is an error that names that dialect, or, when lenient, a
    /// [`FenTolerance::OtherDialect`].
    pub const fn dialect<E: Dialect>(self, dialect: E) -> FenParser<E> {
        FenParser {
            dialect: Some(dialect),
            strict: self.strict,
            trimmed: self.trimmed,
        }
    }

    /// Reads any dialect and reports which one the text was in (the default).
    pub const fn auto(self) -> FenParser<D> {
        FenParser {
            dialect: None,
            ..self
        }
    }

    /// Strict (`true`, the default) or lenient (`false`) reading.
    pub const fn strict(self, strict: bool) -> FenParser<D> {
        FenParser { strict, ..self }
    }

    /// Lenient reading; the same as `strict(false)`.
    pub const fn lenient(self) -> FenParser<D> {
        self.strict(false)
    }

    /// Takes white space around the FEN and a byte-order mark before it, as a line of a file
    /// or an argument pasted into a shell has, and reports it as [`FenTolerance::Surrounding`],
    /// in strict reading too (lenient reading always takes it).
    ///
    /// ```
    /// use fenkit::fen::{FenParser, FenTolerance};
    /// let text = "8/8/8/8/8/8/8/K6k w - - 0 1\r\n";
    /// assert!(FenParser::new().parse(text).is_err());
    /// let fen = FenParser::new().trimmed().parse(text)?;
    /// assert!(matches!(fen.tolerated()[0].kind, FenTolerance::Surrounding { .. }));
    /// assert_eq!(fen.tolerated()[0].span, 27..29);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn trimmed(self) -> FenParser<D> {
        FenParser {
            trimmed: true,
            ..self
        }
    }

    pub(crate) const fn is_strict(&self) -> bool {
        self.strict
    }

    /// Whether white space around the FEN is taken (and reported).
    pub(crate) const fn takes_surrounding(&self) -> bool {
        self.trimmed || !self.strict
    }

    /// The dialect the reader is fixed to, if any.
    pub(crate) fn fixed_dialect(&self) -> Option<DialectKind> {
        self.dialect.map(|dialect| dialect.kind())
    }

    /// The same settings with the dialect as a run-time value: the reader is compiled once,
    /// in this crate, whatever dialect type a caller names.
    #[inline]
    pub(crate) fn erased(&self) -> FenParser {
        FenParser {
            dialect: self.fixed_dialect(),
            strict: self.strict,
            trimmed: self.trimmed,
        }
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
    #[inline]
    pub fn parse_ascii(&self, text: &[u8]) -> Result<Fen, ParseFenError> {
        read::read(&self.erased(), text)
    }

    /// Reads the first four fields of a FEN (placement, side to move, castling, en passant),
    /// as an EPD starts, and says where they end: what follows is the caller's to read. The
    /// clocks are `0 1`.
    pub(crate) fn parse_four_fields(&self, text: &[u8]) -> Result<(Fen, usize), ParseFenError> {
        let mut setup = Setup::from_board(crate::board::Board::EMPTY);
        let mut tolerated = Vec::new();
        let mut spans = FieldSpans::default();
        let (dialect, end) =
            read::read_four_fields(&self.erased(), text, &mut setup, &mut tolerated, &mut spans)?;
        // The clocks are not in the text: empty spans where the four fields end.
        spans.set(Field::Halfmove, end..end);
        spans.set(Field::Fullmove, end..end);
        let fen = Fen {
            setup,
            dialect,
            tolerated,
            spans,
        };
        Ok((fen, end))
    }

    /// Reads a FEN and validates the position.
    ///
    /// ```
    /// use fenkit::fen::{FenParser, FenToPositionError};
    /// let pos = FenParser::new().parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1")?;
    /// assert_eq!(pos.legal_moves().len(), 5);
    /// let err = FenParser::new().parse_position("4k3/8/8/8/8/8/8/4K2K w - - 0 1").unwrap_err();
    /// assert!(matches!(err, FenToPositionError::Illegal(_)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`FenToPositionError::Parse`] for text that is not FEN,
    /// [`FenToPositionError::Illegal`] for a position that breaks the rules.
    pub fn parse_position(&self, text: &str) -> Result<Position, FenToPositionError> {
        self.parse_position_ascii(text.as_bytes())
    }

    /// [`parse_position`](Self::parse_position) from bytes; any byte string gives a value or
    /// an error, never a panic.
    ///
    /// # Errors
    /// [`FenToPositionError::Parse`] for text that is not FEN,
    /// [`FenToPositionError::Illegal`] for a position that breaks the rules.
    #[inline]
    pub fn parse_position_ascii(&self, text: &[u8]) -> Result<Position, FenToPositionError> {
        read::position(&self.erased(), text)
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
    spans: FieldSpans,
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

    /// Where each field stood in the text.
    #[must_use]
    pub fn spans(&self) -> &FieldSpans {
        &self.spans
    }

    /// Validates the position. Its castling mode is Chess960 when the castling field was
    /// written in Shredder-FEN or X-FEN (rights that need Chess960), standard otherwise.
    ///
    /// # Errors
    /// [`IllegalFenPositionError`] listing every rule the position breaks, each with its field and
    /// span in the text.
    #[inline]
    pub fn into_position(self) -> Result<Position, IllegalFenPositionError> {
        let spans = self.spans;
        let mode = read::castling_mode(self.dialect);
        Position::try_from(self.setup)
            .map(|pos| pos.with_castling_mode(mode))
            .map_err(|err| IllegalFenPositionError::new(err, spans))
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
        write_read_setup(&self.setup, f)
    }
}

/// Writes the X-FEN of a setup read from FEN or validated, whose every castling right resolves
/// on its board, so X-FEN can write it. ([`Setup`] has no `Display`: a hand-built one may hold
/// a right no FEN can say, which [`FenWriter::write`] refuses.)
fn write_read_setup(setup: &Setup, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut out = String::with_capacity(96);
    if FenWriter::new().append(setup, &mut out).is_err() {
        return Err(fmt::Error);
    }
    f.write_str(&out)
}

/// Writes X-FEN (which is standard FEN for classical castling rights), en passant as stored.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_read_setup(self.setup(), f)
    }
}

impl FromStr for Position {
    type Err = FenToPositionError;

    /// Reads a FEN strictly, in any dialect, and validates it.
    fn from_str(s: &str) -> Result<Position, FenToPositionError> {
        FenParser::new().parse_position(s)
    }
}

impl FromStr for Setup {
    type Err = ParseFenError;

    /// Reads a FEN strictly, in any dialect, without validating the position.
    ///
    /// ```
    /// use fenkit::Setup;
    /// use fenkit::fen::FenWriter;
    /// let setup: Setup = "4k3/8/8/8/8/8/8/4K2K w - - 0 1".parse()?; // two white kings
    /// assert_eq!(FenWriter::new().write(&setup)?, "4k3/8/8/8/8/8/8/4K2K w - - 0 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(s: &str) -> Result<Setup, ParseFenError> {
        FenParser::new().parse(s).map(Fen::into_setup)
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
    pub fn to_fen(&self, dialect: impl Dialect) -> Result<String, LossyConversion> {
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
pub enum FenToPositionError {
    /// The text is not well-formed FEN.
    #[error(transparent)]
    Parse(#[from] ParseFenError),
    /// The text is FEN, but the position breaks the rules.
    #[error(transparent)]
    Illegal(#[from] IllegalFenPositionError),
}
