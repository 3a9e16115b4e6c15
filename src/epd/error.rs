//! What can be wrong with the text of an EPD, and what the lenient reader lets pass.

use core::fmt;
use core::ops::Range;

use super::{Opcode, Takes};
use crate::fen::{self, IllegalFenPositionError, ParseFenError};
use crate::notation::MoveError;
use crate::scan::{Shown, ShownText};

/// An EPD that could not be read: its four position fields, the position they give, or one of
/// its operations.
///
/// [`span`](Self::span) gives the byte range of the text concerned, for callers that point at it.
///
/// ```
/// use fenkit::epd::{Epd, ParseEpdError};
/// let err = "4k3/8/8/8/8/8/8/4K3 w - - bm Kd3;".parse::<Epd>().unwrap_err();
/// assert_eq!(err.to_string(), "operation bm: Kd3: no white king can move to d3");
/// assert_eq!(err.span(), 29..32);
/// let err = "4k3/8/8/8/8/8/8/4K3 w - e3 id \"x\";".parse::<Epd>().unwrap_err();
/// assert!(matches!(err, ParseEpdError::Fen(_)));
/// assert_eq!(err.to_string(), "en passant field: e3 cannot be the en passant square with White to move, expected a square on rank 6");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseEpdError {
    /// The four position fields are not well formed (read as FEN reads them).
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    /// The four fields are well formed, but the position breaks the rules (each problem
    /// with its field and span).
    #[error(transparent)]
    Illegal(#[from] IllegalFenPositionError),
    /// An operation is not well formed, or its operands do not fit its opcode.
    #[error(transparent)]
    Operation(#[from] OperationError),
}

impl ParseEpdError {
    /// The byte range of the text the problem is about.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        match self {
            ParseEpdError::Fen(err) => err.span(),
            ParseEpdError::Illegal(err) => err.span(),
            ParseEpdError::Operation(err) => err.span(),
        }
    }
}

/// An operation that cannot be read or stored: its opcode (when it got that far), what is
/// wrong, and where.
///
/// ```
/// use fenkit::epd::Epd;
/// let err = "4k3/8/8/8/8/8/8/4K3 w - - ce 12; ce 13;".parse::<Epd>().unwrap_err();
/// assert_eq!(err.to_string(), "operation ce: found it a second time, expected each opcode once");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct OperationError {
    opcode: Option<Opcode>,
    kind: OperationErrorKind,
    span: Range<usize>,
}

impl fmt::Display for OperationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.opcode {
            Some(opcode) => write!(f, "operation {opcode}: {}", self.kind),
            None => write!(f, "operations: {}", self.kind),
        }
    }
}

impl OperationError {
    pub(crate) fn new(
        opcode: Option<&Opcode>,
        kind: OperationErrorKind,
        span: Range<usize>,
    ) -> OperationError {
        OperationError {
            opcode: opcode.cloned(),
            kind,
            span,
        }
    }

    /// The opcode of the operation, when the problem is not in the opcode itself.
    #[must_use]
    pub fn opcode(&self) -> Option<&Opcode> {
        self.opcode.as_ref()
    }

    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &OperationErrorKind {
        &self.kind
    }

    /// The byte range of the text concerned (`0..0` for an operation built in code).
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

/// The kinds of [`OperationError`], each worded as "found …, expected …".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OperationErrorKind {
    /// Not an opcode: a letter, then up to 14 letters, digits or `_`.
    #[error(
        "found {}, expected an opcode: a letter, then up to 14 letters, digits or '_'",
        ShownText(found)
    )]
    Opcode {
        /// The text found.
        found: String,
    },
    /// The same opcode twice in one record.
    #[error("found it a second time, expected each opcode once")]
    Duplicate,
    /// The text ends inside an operation (strict reading).
    #[error("the operation has no ';' at its end, expected ';' after the last operand")]
    MissingSemicolon,
    /// Two or more spaces where one belongs (strict reading).
    #[error("found {count} spaces, expected a single space")]
    SpaceRun {
        /// How many spaces were found.
        count: usize,
    },
    /// A space before `;` or at the end of the line (strict reading).
    #[error("found a space {place}, expected none")]
    StraySpace {
        /// Where: before `;` or at the end.
        place: SpacePlace,
    },
    /// Text right after `;` (strict reading).
    #[error("found {} right after ';', expected a space before the next operation", Shown(*found))]
    NoSpace {
        /// The character found.
        found: char,
    },
    /// A string without its closing quote.
    #[error("the string has no closing '\"'")]
    UnterminatedString,
    /// A string of 256 bytes or more.
    #[error("found a string of {len} bytes, expected fewer than 256")]
    StringTooLong {
        /// Its length in bytes, escapes read.
        len: usize,
    },
    /// A backslash before something other than `"` or `\` (strict reading).
    #[error("found the escape '\\{found}', expected '\\\"' or '\\\\'")]
    Escape {
        /// The character after the backslash.
        found: char,
    },
    /// A control character (a tab, a line end…) in a string or a bare operand.
    #[error("found the control character {}, expected printing characters", Shown(*found))]
    Control {
        /// The character found.
        found: char,
    },
    /// A byte that is not UTF-8 (a file in Latin-1 or Windows-1252, mostly).
    #[error(
        "found the byte {byte:#04X}, which is not UTF-8, expected UTF-8 text (is the file in \
         Latin-1 or Windows-1252?)"
    )]
    NotUtf8 {
        /// The first byte that is not UTF-8.
        byte: u8,
    },
    /// An operand that is not of the type the opcode takes, or out of its range.
    #[error("found {found}, expected {expected}")]
    Operand {
        /// The operand as written.
        found: String,
        /// What the operand should have been.
        expected: OperandExpected,
    },
    /// The wrong number of operands for the opcode.
    #[error("found {found} operand{}, expected {expected}", if *found == 1 { "" } else { "s" })]
    Count {
        /// How many were found.
        found: usize,
        /// What the opcode takes.
        expected: Takes,
    },
    /// A move that cannot be read, or is not legal where it is played.
    #[error("{}{error}", ply_prefix(*ply))]
    Move {
        /// For `pv`, the number of the move in the variation (from 1); `None` for a move of
        /// the position itself.
        ply: Option<usize>,
        /// Why the move cannot be read, as for a move of any notation.
        error: Box<MoveError>,
    },
}

/// Where a stray space is, in an [`OperationErrorKind::StraySpace`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display)]
#[non_exhaustive]
pub enum SpacePlace {
    /// Before the `;` that ends an operation.
    #[strum(to_string = "before ';'")]
    BeforeSemicolon,
    /// At the end of the record.
    #[strum(to_string = "at the end")]
    AtEnd,
}

/// What an operand should have been, in an [`OperationErrorKind::Operand`].
///
/// ```
/// use fenkit::epd::{Epd, OperandExpected, OperationErrorKind, ParseEpdError};
/// let err = "4k3/8/8/8/8/8/8/4K3 w - - fmvn 0;".parse::<Epd>().unwrap_err();
/// let ParseEpdError::Operation(err) = err else { panic!() };
/// let OperationErrorKind::Operand { expected, .. } = err.kind() else { panic!() };
/// assert_eq!(*expected, OperandExpected::FullmoveNumber);
/// assert_eq!(err.to_string(), "operation fmvn: found 0, expected a fullmove number from 1 to 4294967295");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display)]
#[non_exhaustive]
pub enum OperandExpected {
    /// A move written in SAN, not in quotes.
    #[strum(to_string = "a move in SAN")]
    SanMove,
    /// A move (an operand built in code that is not one).
    #[strum(to_string = "a move")]
    Move,
    /// A move that is legal where it is played.
    #[strum(to_string = "a legal move")]
    LegalMove,
    /// An integer in 64 bits.
    #[strum(to_string = "an integer that fits in 64 bits")]
    Integer,
    /// `acn`, `acs` (and `acd`): an integer from 0.
    #[strum(to_string = "an integer from 0 to 9223372036854775807")]
    NonNegative,
    /// `dm`, `rc`, `tcgs`: an integer from 1.
    #[strum(to_string = "an integer from 1 to 9223372036854775807")]
    Positive,
    /// `ce`: a centipawn evaluation.
    #[strum(to_string = "a centipawn evaluation from -32767 to 32766")]
    Centipawns,
    /// `hmvc`: an integer in 32 bits.
    #[strum(to_string = "a halfmove clock from 0 to 4294967295")]
    HalfmoveClock,
    /// `fmvn`: an integer from 1, in 32 bits.
    #[strum(to_string = "a fullmove number from 1 to 4294967295")]
    FullmoveNumber,
    /// A string in quotes (strict reading).
    #[strum(to_string = "a string in quotes")]
    QuotedString,
    /// A string (an operand built in code that is not one).
    #[strum(to_string = "a string")]
    String,
    /// What follows a closing quote.
    #[strum(to_string = "a space or ';' after the string")]
    SpaceAfterString,
    /// Any operand an unknown opcode may take.
    #[strum(to_string = "a string, an integer, a finite float or a word that is none of those")]
    Any,
}

fn ply_prefix(ply: Option<usize>) -> String {
    match ply {
        Some(n) if n > 1 => format!("move {n} of the variation: "),
        _ => String::new(),
    }
}

/// Something the lenient reader accepted but that strict EPD does not allow.
///
/// ```
/// use fenkit::epd::{EpdParser, EpdTolerance};
/// let read = EpdParser::new().lenient().parse_ascii(b"4k3/8/8/8/8/8/8/4K3 w - - id WAC.001")?;
/// let kinds: Vec<EpdTolerance> = read.tolerated.iter().map(|t| t.kind).collect();
/// assert_eq!(kinds, [EpdTolerance::BareString, EpdTolerance::MissingSemicolon]);
/// assert_eq!(read.epd.id(), Some("WAC.001"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum EpdTolerance {
    /// Something the lenient FEN reader accepts in the four position fields.
    #[error(transparent)]
    Fen(#[from] fen::FenTolerance),
    /// More than one space between operations or operands, or spaces before `;` or at the end.
    #[error("extra spaces, read as a single space")]
    SpaceRun,
    /// No space after `;`.
    #[error("no space after ';', read as if there were one")]
    NoSpace,
    /// The last operation has no `;`.
    #[error("the last operation has no ';', read as if it had one")]
    MissingSemicolon,
    /// A string operand written without quotes.
    #[error("a string written without quotes, read as a string")]
    BareString,
    /// A backslash before something other than `"` or `\`, kept as written.
    #[error("an escape other than '\\\"' or '\\\\', kept as written")]
    Escape,
}

/// A [`EpdTolerance`] and where in the text it was.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tolerated {
    /// What was tolerated.
    pub kind: EpdTolerance,
    /// The byte range of the text concerned.
    pub span: Range<usize>,
}
