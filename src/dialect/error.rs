//! What can be wrong with a castling field: the dialect layer's own error type, which the FEN
//! reader wraps.

use core::ops::Range;

use super::DialectKind;
use crate::castling::CastlingSide;
use crate::piece::Color;
use crate::scan::Shown;
use crate::square::{Rank, Square};

/// A castling field that cannot be read: what was wrong, and where in the field.
///
/// ```
/// use fenkit::dialect::{CastlingErrorKind, Dialect, Shredder};
/// use fenkit::Board;
/// let err = Shredder.read_castling("KQkq", &Board::STARTING).unwrap_err();
/// assert_eq!(err.to_string(), "'K' is standard FEN and X-FEN, not Shredder-FEN, which names the rook's file: HAha");
/// assert_eq!(err.span(), 0..1);
/// assert!(matches!(err.kind(), CastlingErrorKind::Spelling { .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct ParseCastlingError {
    kind: CastlingErrorKind,
    span: Range<usize>,
}

impl ParseCastlingError {
    pub(crate) fn new(kind: CastlingErrorKind, span: Range<usize>) -> ParseCastlingError {
        ParseCastlingError { kind, span }
    }

    /// What the problem is.
    #[must_use]
    pub fn kind(&self) -> &CastlingErrorKind {
        &self.kind
    }

    /// The byte range in the castling field.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The error, handed over as its kind and span.
    #[must_use]
    pub fn into_parts(self) -> (CastlingErrorKind, Range<usize>) {
        (self.kind, self.span)
    }
}

/// The kinds of [`ParseCastlingError`], each worded as "found …, expected …".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CastlingErrorKind {
    /// A character that cannot be in a castling field.
    #[error("found {}, expected '-', K, Q, k, q or a rook's file letter A-H, a-h", Shown(*found))]
    Char {
        /// The character found.
        found: char,
    },
    /// A byte that is not ASCII.
    #[error("found {}, expected ASCII text only", Shown(*found))]
    NonAscii {
        /// The character found (U+FFFD when it was not valid UTF-8).
        found: char,
    },
    /// `-` together with letters.
    #[error("found '-' among castling letters, expected '-' alone or letters only")]
    Dash,
    /// The same letter twice.
    #[error("found {letter:?} twice, expected each right once")]
    Repeated {
        /// The repeated letter.
        letter: char,
    },
    /// A right for a colour without exactly one king on its back rank.
    #[error(
        "{letter:?} needs the {color} king on rank {rank}, found {}",
        kings_found(*kings, *color)
    )]
    NoKing {
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
    NoRook {
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
    FileNoRook {
        /// The letter of the right.
        letter: char,
        /// The square it names.
        square: Square,
        /// Whose right it is.
        color: Color,
    },
    /// A file letter naming the king's own file.
    #[error("{letter:?} names {square}, the {color} king's own square, expected a rook's file")]
    KingFile {
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
    SameSide {
        /// The earlier letter.
        first: char,
        /// The later letter.
        second: char,
        /// Whose rights they are.
        color: Color,
        /// Which side.
        side: CastlingSide,
    },
    /// A right that the dialect being read cannot express at all (only standard FEN has such
    /// rights: Chess960 kings and rooks).
    #[error(
        "{letter:?} is not {}: {reason}; read the text as X-FEN or Shredder-FEN",
        dialect.title()
    )]
    NotExpressible {
        /// The letter of the right.
        letter: char,
        /// The dialect being read.
        dialect: DialectKind,
        /// What the dialect needs that the board does not have.
        reason: NotExpressible,
    },
    /// A right the dialect being read writes with another letter: another dialect's spelling.
    #[error(
        "{letter:?} is {}, not {}, which {}: {expected}",
        written_in.titles(),
        dialect.title(),
        dialect.rule()
    )]
    Spelling {
        /// The letter read.
        letter: char,
        /// The dialect being read.
        dialect: DialectKind,
        /// The dialects that write this letter for this right.
        written_in: WrittenIn,
        /// The whole field as the dialect being read writes it.
        expected: String,
    },
}

/// "none there" when the king is missing or elsewhere, "2 white kings, expected one" when
/// there are several.
fn kings_found(kings: u32, color: Color) -> String {
    match kings {
        0 | 1 => "none there".to_owned(),
        n => format!("{n} {color} kings, expected one"),
    }
}

/// Why a dialect cannot express a castling right: what it needs that the board does not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotExpressible {
    /// There is no king on the back rank.
    #[error("it needs the king on {expected}, found no king on that rank")]
    NoKing {
        /// Where the king should be.
        expected: Square,
    },
    /// The king is not on the e-file.
    #[error("it needs the king on {expected}, found it on {found}")]
    KingNotOnE {
        /// Where the king should be.
        expected: Square,
        /// Where the king is.
        found: Square,
    },
    /// The king is not on the e-file, and the castling rook not in the corner.
    #[error(
        "it needs the king on {king_expected}, found it on {king_found}, and the rook on \
         {rook_expected}, found the castling rook on {rook_found}"
    )]
    KingAndRook {
        /// Where the king should be.
        king_expected: Square,
        /// Where the king is.
        king_found: Square,
        /// Where the rook should be.
        rook_expected: Square,
        /// Where the castling rook is.
        rook_found: Square,
    },
    /// The castling rook is not on the a- or h-file.
    #[error("it needs the rook on {expected}, found the castling rook on {found}")]
    RookNotInCorner {
        /// Where the rook should be.
        expected: Square,
        /// Where the castling rook is.
        found: Square,
    },
    /// The colour has no king, or several, on its back rank (no dialect can write the right).
    #[error("it needs one {color} king on rank {rank}, found none there or several")]
    NoSingleKing {
        /// Whose right it is.
        color: Color,
        /// That colour's back rank.
        rank: Rank,
    },
    /// The right's square holds no rook of its colour (no dialect can write the right).
    #[error("it needs a {color} rook on {square}, found none")]
    NoRook {
        /// Whose right it is.
        color: Color,
        /// The castling rook's square.
        square: Square,
    },
    /// The rook is not on the right's side of the king (no dialect can write the right).
    #[error("it needs the rook on the {side} side of the king on {king}")]
    WrongSide {
        /// The side the right is for.
        side: CastlingSide,
        /// Where the king is.
        king: Square,
    },
}

/// The dialects that write a letter for a right, for messages ("standard FEN and X-FEN").
///
/// ```
/// use fenkit::dialect::{CastlingErrorKind, Dialect, Shredder};
/// use fenkit::{Board, DialectKind};
/// let err = Shredder.read_castling("K", &Board::STARTING).unwrap_err();
/// let CastlingErrorKind::Spelling { written_in, .. } = err.kind() else { panic!() };
/// assert_eq!(written_in.iter().collect::<Vec<_>>(), [DialectKind::Standard, DialectKind::XFen]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WrittenIn {
    /// Whether each dialect writes it, by [`DialectKind::index`].
    dialects: [bool; DialectKind::COUNT],
}

impl WrittenIn {
    /// The dialects for which `writes` holds, asked in the order of [`DialectKind::ALL`].
    pub(crate) fn of(writes: impl FnMut(DialectKind) -> bool) -> WrittenIn {
        WrittenIn {
            dialects: DialectKind::ALL.map(writes),
        }
    }

    /// The dialects, in the order of [`DialectKind::ALL`].
    pub fn iter(&self) -> impl Iterator<Item = DialectKind> + '_ {
        DialectKind::ALL
            .into_iter()
            .filter(|kind| self.dialects[kind.index()])
    }

    fn titles(&self) -> String {
        let titles: Vec<&str> = self.iter().map(DialectKind::title).collect();
        match titles.as_slice() {
            [] => "in no dialect".to_owned(),
            [one] => (*one).to_owned(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        }
    }
}
