//! What can be wrong with the text of a FEN.

use core::ops::Range;

use crate::board::{ParsePlacementError, PlacementErrorKind};
use crate::dialect::{CastlingErrorKind, DialectKind, ParseCastlingError};
use crate::piece::Color;
use crate::square::{Rank, Square};

/// The six fields of a FEN record, named as errors name them.
///
/// ```
/// use fenkit::fen::Field;
/// assert_eq!(Field::Castling.to_string(), "castling field");
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display, strum::EnumIter, strum::IntoStaticStr,
)]
#[non_exhaustive]
pub enum Field {
    /// The piece placement, rank 8 to rank 1.
    #[strum(to_string = "piece placement")]
    Board,
    /// `w` or `b`.
    #[strum(to_string = "side to move")]
    Turn,
    /// `KQkq`, `HAha`, `-`, …
    #[strum(to_string = "castling field")]
    Castling,
    /// The square a pawn just passed over, or `-`.
    #[strum(to_string = "en passant field")]
    EnPassant,
    /// Half-moves since the last capture or pawn move.
    #[strum(to_string = "halfmove clock")]
    Halfmove,
    /// The number of the full move, counted from 1.
    #[strum(to_string = "fullmove number")]
    Fullmove,
}

impl Field {
    /// The fields in the order a FEN writes them.
    pub const ALL: [Field; 6] = [
        Field::Board,
        Field::Turn,
        Field::Castling,
        Field::EnPassant,
        Field::Halfmove,
        Field::Fullmove,
    ];

    /// What the field holds, in words, for "expected …" messages.
    #[must_use]
    pub const fn expected(self) -> &'static str {
        match self {
            Field::Board => "eight ranks such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            Field::Turn => "'w' or 'b'",
            Field::Castling => "castling rights such as KQkq, HAha or '-'",
            Field::EnPassant => "a square such as e3, or '-'",
            Field::Halfmove => "a number of half-moves such as 0",
            Field::Fullmove => "a move number such as 1",
        }
    }
}

/// A FEN text that is not well formed: which field, where, and what was wrong.
///
/// `Display` gives one line without a position; [`span`](Self::span) gives the byte range in
/// the text, for callers that point at it (the CLI prints `line N, column C: …`).
///
/// ```
/// use fenkit::fen::{Field, Fen};
/// let err = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1".parse::<Fen>().unwrap_err();
/// assert_eq!(err.field(), Field::Board);
/// assert_eq!(err.to_string(), "piece placement: rank 2 has 7 squares, expected 8");
/// assert_eq!(err.span(), 26..33);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {kind}")]
pub struct ParseFenError {
    field: Field,
    kind: FenErrorKind,
    span: Range<usize>,
}

impl ParseFenError {
    pub(crate) fn new(field: Field, kind: FenErrorKind, span: Range<usize>) -> ParseFenError {
        ParseFenError { field, kind, span }
    }

    /// The field the problem is in.
    #[must_use]
    pub fn field(&self) -> Field {
        self.field
    }

    /// What the problem is.
    #[must_use]
    pub fn kind(&self) -> &FenErrorKind {
        &self.kind
    }

    /// The byte range of the text the problem is about.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// A castling field's error, its span moved to where the field starts in the FEN.
    pub(crate) fn castling(err: ParseCastlingError, field_start: usize) -> ParseFenError {
        let (kind, span) = err.into_parts();
        let span = span.start + field_start..span.end + field_start;
        ParseFenError::new(Field::Castling, FenErrorKind::Castling(kind), span)
    }
}

/// A placement's error is the FEN's error in its first field, at the same place.
impl From<ParsePlacementError> for ParseFenError {
    fn from(err: ParsePlacementError) -> ParseFenError {
        let (kind, span) = err.into_parts();
        ParseFenError::new(Field::Board, FenErrorKind::Placement(kind), span)
    }
}

/// The kinds of [`ParseFenError`], each worded as "found …, expected …".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FenErrorKind {
    /// Nothing at all was given.
    #[error(
        "the text is empty, expected a FEN such as {}",
        crate::fen::STARTING_FEN
    )]
    Empty,
    /// The text ends before this field.
    #[error("missing, expected {} after a single space", field.expected())]
    Missing {
        /// The field that is missing.
        field: Field,
    },
    /// Two or more spaces where one separates fields (strict reading).
    #[error("found {count} spaces before it, expected a single space between fields")]
    SpaceRun {
        /// How many spaces were found.
        count: usize,
    },
    /// Spaces before the first or after the last field (strict reading).
    #[error("found a space {edge}, expected none")]
    OuterSpace {
        /// Where: at the start or at the end.
        edge: Edge,
    },
    /// Text after the sixth field.
    #[error("found {found:?} after it, expected the end of the FEN (six fields)")]
    TrailingText {
        /// The extra text.
        found: String,
    },
    /// A byte that is not ASCII in the castling field (see
    /// [`PlacementErrorKind::NonAscii`] for the piece placement).
    #[error("found {found:?}, expected ASCII text only")]
    NonAscii {
        /// The character found (U+FFFD when it was not valid UTF-8).
        found: char,
    },
    /// A piece placement that is not well formed.
    #[error(transparent)]
    Placement(#[from] PlacementErrorKind),
    /// Not `w` or `b`.
    #[error("found {found:?}, expected 'w' (White to move) or 'b' (Black to move)")]
    Turn {
        /// The text found.
        found: String,
    },
    /// The castling field cannot be read (see [`CastlingErrorKind`]).
    #[error(transparent)]
    Castling(#[from] CastlingErrorKind),
    /// Not a square and not `-`.
    #[error("found {found:?}, expected a square such as e3, or '-'")]
    EnPassantSquare {
        /// The text found.
        found: String,
    },
    /// An en passant square on the wrong rank for the side to move.
    #[error(
        "{square} cannot be the en passant square with {} to move, expected a square on rank {expected}",
        turn.name()
    )]
    EnPassantRank {
        /// The square given.
        square: Square,
        /// The side to move.
        turn: Color,
        /// The rank it must be on.
        expected: Rank,
    },
    /// Not a whole number.
    #[error("found {found:?}, expected a whole number")]
    Number {
        /// The text found.
        found: String,
    },
    /// A number beyond 32 bits.
    #[error("found {found}, expected a number no larger than 4294967295")]
    NumberTooLarge {
        /// The digits found.
        found: String,
    },
    /// Fullmove number 0 (strict reading).
    #[error("found 0, expected 1 or more (moves are counted from 1)")]
    FullmoveZero,
}

/// The start or the end of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display)]
#[non_exhaustive]
pub enum Edge {
    /// Before the first field.
    #[strum(to_string = "at the start")]
    Start,
    /// After the last field.
    #[strum(to_string = "at the end")]
    End,
}

/// Something the lenient reader accepted but that strict FEN does not allow.
///
/// ```
/// use fenkit::fen::{FenParser, Tolerance};
/// let fen = FenParser::new().lenient().parse("8/8/8/8/8/8/8/K6k w - -")?;
/// assert_eq!(fen.tolerated().iter().map(|t| t.kind).collect::<Vec<_>>(), [Tolerance::MissingClocks]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Tolerance {
    /// Both clock fields were missing; read as `0 1`.
    #[error("the halfmove clock and fullmove number are missing, read as 0 1")]
    MissingClocks,
    /// The fullmove number was missing; read as 1.
    #[error("the fullmove number is missing, read as 1")]
    MissingFullmove,
    /// More than one space between fields, or spaces around the FEN.
    #[error("extra spaces, read as a single space")]
    SpaceRun,
    /// Fullmove number 0, read as 1.
    #[error("fullmove number 0, read as 1")]
    FullmoveZero,
    /// A castling field written in another dialect than the one the reader was fixed to.
    #[error("{}", other_dialect(*expected, *found))]
    OtherDialect {
        /// The dialect the reader was fixed to.
        expected: DialectKind,
        /// The dialect the field was written in; `None` when no dialect writes all its
        /// letters (each letter was read as every dialect reads it).
        found: Option<DialectKind>,
    },
}

fn other_dialect(expected: DialectKind, found: Option<DialectKind>) -> String {
    let expected = expected.title();
    match found {
        Some(found) => {
            let found = found.title();
            format!("castling written in {found}, not {expected}: read as {found}")
        }
        None => format!("castling letters of several dialects, not {expected}: read one by one"),
    }
}

/// A [`Tolerance`] and where in the text it was.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tolerated {
    /// What was tolerated.
    pub kind: Tolerance,
    /// The byte range of the text concerned.
    pub span: Range<usize>,
}
