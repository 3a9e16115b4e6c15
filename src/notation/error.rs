//! The one error of reading and writing moves in any notation.

use core::fmt;
use core::ops::Range;

use super::MoveNotation;
use crate::descriptive::{DescriptiveError, IllegalDescriptiveReason, ParseDescriptiveError};
use crate::iccf::{
    Chess960CastlingError, IccfErrorKind, IccfMove, IllegalIccfError, ParseIccfError,
};
use crate::lang::Lang;
use crate::legality::{IllegalMoveError, IllegalReason};
use crate::san::{IllegalSanReason, ParseSanErrorKind, SanError};
use crate::uci::{IllegalUciError, ParseUciError};

/// A move that cannot be read or written: the notation, the text in question, the byte span
/// of the part at fault (the whole text when no part is), and the reason.
///
/// Reading, the text is the move as written; writing, it is the move in UCI.
///
/// ```
/// use fenkit::{IllegalReason, Position, notation::{MoveErrorKind, MoveFormat, MoveReader}};
/// let pos: Position = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1".parse()?;
/// let err = MoveReader::new(MoveFormat::SAN).read(&pos, "Bd3").unwrap_err();
/// assert_eq!(err.to_string(), "Bd3: the bishop on e2 is pinned to the king by the rook on e7");
/// assert_eq!(err.span(), 0..3);
/// assert!(matches!(err.illegal(), Some(IllegalReason::Pinned { .. })));
/// let err = MoveReader::new(MoveFormat::UCI).read(&pos, "e2d9").unwrap_err();
/// assert!(matches!(err.kind(), MoveErrorKind::Uci(_)));
/// assert_eq!(err.span(), 2..4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    notation: MoveNotation,
    text: String,
    span: Range<usize>,
    kind: MoveErrorKind,
}

/// Why a move cannot be read or written.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveErrorKind {
    /// The text is not SAN, LAN or FAN: what was found, and what was expected.
    San(ParseSanErrorKind),
    /// The text is not a UCI move.
    Uci(ParseUciError),
    /// The text is not an ICCF numeric move.
    Iccf(IccfErrorKind),
    /// The text is not descriptive notation.
    Descriptive(ParseDescriptiveError),
    /// The move named is not legal in the position, in the words of the layer where moves
    /// are made (the same reason whatever the notation).
    Illegal(IllegalReason),
    /// The SAN, LAN or FAN text fits no legal move, or several.
    SanMismatch(IllegalSanReason),
    /// The descriptive text fits no legal move, or several.
    DescriptiveMismatch(IllegalDescriptiveReason),
    /// Strict reading: a legal move not written as the notation writes it.
    NotCanonical {
        /// The text the notation's writer gives.
        canonical: String,
    },
    /// Writing: the notation has no way to write this move (ICCF and Chess960 castling).
    Inexpressible(Chess960CastlingError),
}

impl fmt::Display for MoveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveErrorKind::San(kind) => kind.fmt(f),
            MoveErrorKind::Uci(err) => err.fmt(f),
            MoveErrorKind::Iccf(kind) => kind.fmt(f),
            MoveErrorKind::Descriptive(err) => err.fmt(f),
            MoveErrorKind::Illegal(reason) => reason.fmt(f),
            MoveErrorKind::SanMismatch(reason) => reason.fmt(f),
            MoveErrorKind::DescriptiveMismatch(reason) => reason.fmt(f),
            MoveErrorKind::NotCanonical { canonical } => {
                write!(f, "not canonical, expected {canonical}")
            }
            MoveErrorKind::Inexpressible(err) => err.fmt(f),
        }
    }
}

impl MoveError {
    pub(super) fn new(
        notation: MoveNotation,
        text: &str,
        span: Range<usize>,
        kind: MoveErrorKind,
    ) -> MoveError {
        MoveError {
            notation,
            text: text.to_owned(),
            span,
            kind,
        }
    }

    /// The notation of the reader or writer.
    #[must_use]
    pub fn notation(&self) -> MoveNotation {
        self.notation
    }

    /// The move as written (reading), or in UCI (writing).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The byte range of [`text`](Self::text) at fault: the whole move, or its part.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// Why.
    #[must_use]
    pub fn kind(&self) -> &MoveErrorKind {
        &self.kind
    }

    /// The move layer's reason, when the move named is not legal (whatever the notation).
    ///
    /// ```
    /// use fenkit::{IllegalReason, Position, notation::{MoveFormat, MoveReader}};
    /// let pos = Position::STARTING;
    /// for (format, text) in [(MoveFormat::UCI, "e1g1"), (MoveFormat::SAN, "O-O"), (MoveFormat::DESCRIPTIVE, "O-O")] {
    ///     let err = MoveReader::new(format).read(&pos, text).unwrap_err();
    ///     assert!(matches!(err.illegal(), Some(IllegalReason::Castling { .. })), "{format}");
    /// }
    /// ```
    #[must_use]
    pub fn illegal(&self) -> Option<&IllegalReason> {
        match &self.kind {
            MoveErrorKind::Illegal(reason)
            | MoveErrorKind::SanMismatch(IllegalSanReason::Illegal(reason))
            | MoveErrorKind::DescriptiveMismatch(IllegalDescriptiveReason::Illegal(reason)) => {
                Some(reason)
            }
            _ => None,
        }
    }

    pub(crate) fn from_san(notation: MoveNotation, text: &str, err: SanError) -> MoveError {
        let span = err.span();
        let kind = match err {
            SanError::Parse(err) => MoveErrorKind::San(err.kind().clone()),
            SanError::Illegal(err) => match err.reason().clone() {
                IllegalSanReason::Illegal(reason) => MoveErrorKind::Illegal(reason),
                IllegalSanReason::NotCanonical { canonical } => {
                    MoveErrorKind::NotCanonical { canonical }
                }
                reason => MoveErrorKind::SanMismatch(reason),
            },
        };
        MoveError::new(notation, text, span, kind)
    }

    pub(super) fn from_descriptive(text: &str, err: DescriptiveError) -> MoveError {
        let span = err.span();
        let kind = match err {
            DescriptiveError::Parse(err) => MoveErrorKind::Descriptive(err),
            DescriptiveError::Illegal(err) => match err.reason().clone() {
                IllegalDescriptiveReason::Illegal(reason) => MoveErrorKind::Illegal(reason),
                reason => MoveErrorKind::DescriptiveMismatch(reason),
            },
        };
        MoveError::new(MoveNotation::Descriptive, text, span, kind)
    }

    pub(super) fn from_uci_parse(text: &str, err: ParseUciError) -> MoveError {
        let span = match &err {
            ParseUciError::NotAscii { column, found } => column - 1..column - 1 + found.len_utf8(),
            ParseUciError::Square { column, found } => column - 1..column - 1 + found.len(),
            ParseUciError::Promotion { .. } => 4..text.len(),
            ParseUciError::Length { .. } => 0..text.len(),
        };
        let span = span.start.min(text.len())..span.end.min(text.len());
        MoveError::new(MoveNotation::Uci, text, span, MoveErrorKind::Uci(err))
    }

    pub(super) fn from_uci(text: &str, err: &IllegalUciError) -> MoveError {
        let kind = MoveErrorKind::Illegal(err.reason().clone());
        MoveError::new(MoveNotation::Uci, text, 0..text.len(), kind)
    }

    pub(super) fn from_iccf_parse(text: &str, err: &ParseIccfError) -> MoveError {
        let kind = MoveErrorKind::Iccf(err.kind().clone());
        MoveError::new(MoveNotation::Iccf, text, err.span(), kind)
    }

    pub(super) fn from_iccf(text: &str, err: &IllegalIccfError) -> MoveError {
        let kind = MoveErrorKind::Illegal(err.reason().clone());
        MoveError::new(MoveNotation::Iccf, text, 0..text.len(), kind)
    }

    pub(super) fn from_illegal(notation: MoveNotation, err: &IllegalMoveError) -> MoveError {
        let text = err.mv().to_string();
        let kind = MoveErrorKind::Illegal(err.reason().clone());
        MoveError::new(notation, &text, 0..text.len(), kind)
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // An ICCF move's digits are spelled out as squares, and its promotion reasons name
        // the fifth digit: the ICCF error says so.
        if self.notation == MoveNotation::Iccf
            && let MoveErrorKind::Illegal(reason) = &self.kind
            && let Ok(iccf) = IccfMove::parse(&self.text)
        {
            return IllegalIccfError::new(iccf, reason.clone()).fmt(f);
        }
        match &self.kind {
            // Its message names the king's and the rook's squares already.
            MoveErrorKind::Inexpressible(err) => err.fmt(f),
            kind => write!(f, "{}: {kind}", self.text),
        }
    }
}

impl std::error::Error for MoveError {}

/// A language given to a notation that has no letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{} is English only, not {} ({lang})", describe(*.notation), .lang.name())]
pub struct FormatError {
    pub(super) notation: MoveNotation,
    pub(super) lang: Lang,
}

fn describe(notation: MoveNotation) -> &'static str {
    match notation {
        MoveNotation::San => "SAN",
        MoveNotation::Lan => "LAN",
        MoveNotation::Fan => "FAN",
        MoveNotation::Uci => "UCI notation",
        MoveNotation::Iccf => "ICCF numeric notation",
        MoveNotation::Descriptive => "descriptive notation",
    }
}

impl FormatError {
    /// The notation.
    #[must_use]
    pub fn notation(&self) -> MoveNotation {
        self.notation
    }

    /// The language refused.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }
}

/// Text that is not a move format as [`MoveFormat`](super::MoveFormat) writes it: a
/// notation's name, then its language's code in brackets (`san (de)`, `fan (fr)`, `uci`).
///
/// ```
/// use fenkit::notation::MoveFormat;
/// let err = "san (xx)".parse::<MoveFormat>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     r#"unknown language "xx", expected cs, da, de, en, es, et, fi, fr, hu, is, it, nl, no, pl, pt, ro, ru or sv"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMoveFormatError {
    /// The notation's or the language's name is not one of theirs.
    #[error(transparent)]
    Name(#[from] crate::name::ParseNameError),
    /// A language given to a notation that has no letters: `uci (fr)`.
    #[error(transparent)]
    Format(#[from] FormatError),
    /// The language is not in brackets after one space: `san de`, `san (de`.
    #[error(
        "move format {found:?}: expected a notation, then its language in brackets, as in \"san (de)\""
    )]
    Form {
        /// The text read.
        found: String,
    },
}
