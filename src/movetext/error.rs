//! What can be wrong in the text of movetext.

use core::ops::Range;

use crate::scan::{Shown, ShownText};

/// Movetext that does not tokenize, and where.
///
/// ```
/// use fenkit::movetext::{tokens, MovetextErrorKind};
/// let err = tokens("1. e4 { a comment").find_map(Result::err).unwrap();
/// assert_eq!(err.kind(), &MovetextErrorKind::UnterminatedComment);
/// assert_eq!(err.span(), 6..17);
/// assert_eq!(err.to_string(), "found '{' opening a comment that is never closed, expected '}'");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct ParseMovetextError {
    kind: MovetextErrorKind,
    span: Range<usize>,
}

impl ParseMovetextError {
    pub(super) fn new(kind: MovetextErrorKind, span: Range<usize>) -> ParseMovetextError {
        ParseMovetextError { kind, span }
    }

    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &MovetextErrorKind {
        &self.kind
    }

    /// The byte range of the movetext it points at.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

/// What is wrong in movetext.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MovetextErrorKind {
    /// A `{` with no `}` after it; the span runs to the end.
    #[error("found '{{' opening a comment that is never closed, expected '}}'")]
    UnterminatedComment,
    /// A `$` with no digits after it.
    #[error("found '$' without a number, expected a NAG such as $1")]
    MissingNag,
    /// A NAG above 255.
    #[error("found ${found}, expected a NAG from $0 to $255")]
    NagOutOfRange {
        /// The digits after the `$`.
        found: String,
    },
    /// A run of `!` and `?` that is not one of the six glyphs.
    #[error(
        "found {}, expected one of the annotation glyphs ! ? !! ?? !? ?!",
        ShownText(found)
    )]
    UnknownGlyph {
        /// The run.
        found: String,
    },
    /// A move number too large to count.
    #[error("found move number {found}, expected at most 4294967295")]
    MoveNumberTooLarge {
        /// The digits.
        found: String,
    },
    /// A `)` with no variation open.
    #[error("found ')' with no variation open, expected a '(' before it")]
    UnmatchedClose,
    /// The end of the text with a variation open; the span is the `(` of the outermost one.
    #[error("found the end of the movetext inside a variation, expected ')' to close it")]
    UnclosedVariation,
    /// A variation nested deeper than the limit ([`Tokens::max_depth`](super::Tokens::max_depth)).
    #[error(
        "found a variation nested {} deep, expected at most {limit} (the limit can be raised)",
        u64::from(*limit) + 1
    )]
    TooDeep {
        /// The deepest variations may nest.
        limit: u32,
    },
    /// A character that starts no token.
    #[error(
        "found {}, expected a move, a move number, a comment, a NAG, a variation or a result",
        Shown(*found)
    )]
    Stray {
        /// The character.
        found: char,
    },
}
