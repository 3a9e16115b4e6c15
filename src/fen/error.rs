//! What can be wrong with the text of a FEN.

use core::ops::Range;

use crate::board::{ParsePlacementError, PlacementErrorKind};
use crate::castling::CastlingSide;
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

    pub(crate) fn shifted(mut self, offset: usize) -> ParseFenError {
        self.span = self.span.start + offset..self.span.end + offset;
        self
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
    #[error("missing, expected {expected} after a single space")]
    Missing {
        /// What the field would hold.
        expected: &'static str,
    },
    /// Two or more spaces where one separates fields (strict reading).
    #[error("found {count} spaces before it, expected a single space between fields")]
    SpaceRun {
        /// How many spaces were found.
        count: usize,
    },
    /// Spaces before the first or after the last field (strict reading).
    #[error("found a space {place}, expected none")]
    OuterSpace {
        /// "at the start" or "at the end".
        place: &'static str,
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
    /// A character that cannot be in a castling field.
    #[error("found {found:?}, expected '-', K, Q, k, q or a rook's file letter A-H, a-h")]
    CastlingChar {
        /// The character found.
        found: char,
    },
    /// `-` together with letters.
    #[error("found '-' among castling letters, expected '-' alone or letters only")]
    CastlingDash,
    /// The same letter twice.
    #[error("found {letter:?} twice, expected each right once")]
    CastlingRepeated {
        /// The repeated letter.
        letter: char,
    },
    /// A right for a colour without exactly one king on its back rank.
    #[error(
        "{letter:?} needs the {color} king on rank {rank}, found {}",
        kings_found(*kings, *color)
    )]
    CastlingNoKing {
        /// The letter of the right.
        letter: char,
        /// Whose right it is.
        color: Color,
        /// That colour's back rank.
        rank: Rank,
        /// How many kings of that colour are on the board.
        kings: u32,
    },
    /// `K` or `Q` with no rook on that side of the king.
    #[error(
        "{letter:?} needs a {color} rook on the {side} side of the king on rank {rank}, found none"
    )]
    CastlingNoRook {
        /// The letter of the right.
        letter: char,
        /// Whose right it is.
        color: Color,
        /// Which side.
        side: CastlingSide,
        /// That colour's back rank.
        rank: Rank,
    },
    /// A file letter whose square holds no rook of that colour.
    #[error("{letter:?} names the rook on {square}, but {square} holds no {color} rook")]
    CastlingFileNoRook {
        /// The letter of the right.
        letter: char,
        /// The square it names.
        square: Square,
        /// Whose right it is.
        color: Color,
    },
    /// A file letter naming the king's own file.
    #[error("{letter:?} names {square}, the {color} king's own square, expected a rook's file")]
    CastlingKingFile {
        /// The letter of the right.
        letter: char,
        /// The square it names.
        square: Square,
        /// Whose right it is.
        color: Color,
    },
    /// Two letters for the same side of the same colour.
    #[error(
        "{first:?} and {second:?} are both {side}-side rights for {}, expected at most one per side",
        color.name()
    )]
    CastlingSameSide {
        /// The earlier letter.
        first: char,
        /// The later letter.
        second: char,
        /// Whose rights they are.
        color: Color,
        /// Which side.
        side: CastlingSide,
    },
    /// A right that standard FEN cannot say.
    #[error("{letter:?} is not standard FEN: {reason}; read the text as X-FEN or Shredder-FEN")]
    NotStandard {
        /// The letter of the right.
        letter: char,
        /// Why standard FEN cannot mean it.
        reason: NotStandard,
    },
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

/// "none there" when the king is missing or elsewhere, "2 white kings, expected one" when
/// there are several.
fn kings_found(kings: u32, color: Color) -> String {
    match kings {
        0 | 1 => "none there".to_owned(),
        n => format!("{n} {color} kings, expected one"),
    }
}

/// Why a `K`/`Q` letter cannot be read as standard FEN.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotStandard {
    /// A rook's file letter (Shredder-FEN or X-FEN).
    #[error("a rook's file letter belongs to Shredder-FEN and X-FEN")]
    FileLetter,
    /// The king is not on the e-file.
    #[error("it needs the king on {expected}, found it on {found}")]
    KingNotOnE {
        /// Where the king should be.
        expected: Square,
        /// Where the king is.
        found: Square,
    },
    /// The outermost rook on that side is not on the a- or h-file.
    #[error("it needs a rook on {expected}, the outermost rook on that side is on {found}")]
    RookNotInCorner {
        /// Where the rook should be.
        expected: Square,
        /// Where the outermost rook is.
        found: Square,
    },
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
}

/// A [`Tolerance`] and where in the text it was.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tolerated {
    /// What was tolerated.
    pub kind: Tolerance,
    /// The byte range of the text concerned.
    pub span: Range<usize>,
}
