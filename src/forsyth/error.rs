//! What can be wrong with a text in one of Forsyth's forms.

use core::ops::Range;

use crate::diagnostic::Location;
use crate::forsyth::Edition;
use crate::piece::Color;
use crate::square::Rank;

/// How a form spells a knight of a colour: `Kt`, `kt`, or `Kt` underlined in 1883.
fn knight(edition: Edition, color: Color) -> &'static str {
    match (edition, color) {
        (_, Color::White) => "Kt",
        (Edition::Forsyth1883, Color::Black) => "K\u{332}t\u{332}",
        (Edition::Forsyth1897, Color::Black) => "kt",
    }
}

/// A Forsyth text that is not well formed: where (1-based line and character column, and the
/// byte span of the token at fault) and what.
///
/// `Display` gives one line without the position; [`line`](Self::line) and
/// [`column`](Self::column) say where, for callers that point at it (the CLI prints
/// `line N, column C: …`), and [`span`](Self::span) is the token's byte range in the text read,
/// for a caret under it ([`Location`]). Columns count characters, so an underlined `R̲` (two
/// characters) moves the column on by two.
///
/// ```
/// use fenkit::forsyth::Edition;
/// let text = "0 R̲ 6\n5 P̲ P̲ 0\nR 0 R 4 P̲\n0 R̲ 0 P̲ P 3\n2 P̲ K̲ Q P P 0\n7 P\n0 P 6\n2 K 1 4";
/// let err = Edition::Forsyth1883.parse(text).unwrap_err();
/// assert_eq!((err.line(), err.column()), (8, 5));
/// assert_eq!(&text[err.span()], "1");
/// assert_eq!(err.to_string(), "found '1', expected '0' for one empty square: the 1883 form has no 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct ParseForsythError {
    line: usize,
    column: usize,
    span: Range<usize>,
    kind: ForsythErrorKind,
}

impl ParseForsythError {
    /// An error at a line and column, its span found by [`locate`](Self::locate).
    pub(crate) fn new(line: usize, column: usize, kind: ForsythErrorKind) -> ParseForsythError {
        ParseForsythError {
            line,
            column,
            span: 0..0,
            kind,
        }
    }

    /// The error with its span in `text`, the text read: the token at its line and column, up
    /// to the next space, tab or comma (empty at the end of the line).
    pub(crate) fn locate(mut self, text: &str) -> ParseForsythError {
        let start = Location::offset(text, self.line, self.column).unwrap_or(text.len());
        let len = text[start..]
            .find([' ', '\t', ',', '\r', '\n'])
            .unwrap_or(text.len() - start);
        self.span = start..start + len;
        self
    }

    /// A text with no board in it, at line 1, column 1.
    pub(crate) fn empty(edition: Edition) -> ParseForsythError {
        ParseForsythError::new(1, 1, ForsythErrorKind::Empty { edition })
    }

    /// The line the problem is on, counted from 1.
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// The character column the problem starts at, counted from 1.
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// The byte range of the token at fault in the text read (empty at the end of a line or
    /// of the text).
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// What the problem is.
    #[must_use]
    pub fn kind(&self) -> &ForsythErrorKind {
        &self.kind
    }
}

/// The kinds of [`ParseForsythError`], each worded as "found …, expected …".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ForsythErrorKind {
    /// Nothing but white space was given.
    #[error("the text is empty, expected {}", edition.example())]
    Empty {
        /// The form that was expected.
        edition: Edition,
    },
    /// Not eight ranks.
    #[error(
        "found {found} rank{}, expected 8 {}",
        if *found == 1 { "" } else { "s" },
        edition.rank_layout()
    )]
    RankCount {
        /// How many ranks were found.
        found: usize,
        /// The form being read.
        edition: Edition,
    },
    /// A blank line between the ranks of the 1883 form.
    #[error("found a blank line, expected rank {rank}")]
    BlankLine {
        /// The rank that should have been on this line.
        rank: Rank,
    },
    /// A second line of text in the one-line 1897 form.
    #[error("found a second line, expected the 1897 form on one line, ranks separated by ', '")]
    SecondLine,
    /// A rank whose pieces and empty squares do not add up to eight.
    #[error("rank {rank} has {squares} squares, expected 8")]
    RankLength {
        /// The rank (8 is the first one written).
        rank: Rank,
        /// How many squares it described.
        squares: u32,
    },
    /// A token that is neither a piece nor a count of empty squares.
    #[error("found '{found}', expected {}", edition.token_grammar())]
    Token {
        /// The token found.
        found: String,
        /// The form being read.
        edition: Edition,
    },
    /// Two counts of empty squares in a row, such as `1 1 6`: Forsyth wrote a run of empty
    /// squares as one count, as FEN does (which refuses `44`).
    #[error(
        "found a second count of empty squares right after another, expected one count for the run of {squares}"
    )]
    AdjacentCounts {
        /// How many empty squares the two counts make together.
        squares: u32,
    },
    /// `N` or `n` for a knight.
    #[error(
        "found '{found}', expected '{}': Forsyth wrote the knight Kt (N came later, with FEN)",
        knight(*edition, *color)
    )]
    KnightN {
        /// The letter found.
        found: String,
        /// The knight's colour.
        color: Color,
        /// The form being read.
        edition: Edition,
    },
    /// `1` in the 1883 form, which writes one empty square as `0`.
    #[error("found '1', expected '0' for one empty square: the 1883 form has no 1")]
    One,
    /// `0` in the 1897 form, which writes one empty square as `1`.
    #[error("found '0', expected '1' for one empty square: the 1897 form counts from 1")]
    Zero,
    /// An underline (or the ASCII mark `_`) on a count of empty squares.
    #[error(
        "found an underline on the empty-square count '{found}', expected underlines on black pieces only"
    )]
    UnderlinedCount {
        /// The token found.
        found: String,
    },
    /// A black piece with only some of its letters underlined, such as `K̲t`.
    #[error(
        "found '{found}' with only some letters underlined, expected every letter of a black piece underlined, as in '{expected}'"
    )]
    PartlyUnderlined {
        /// The token found.
        found: String,
        /// The token with every letter underlined.
        expected: String,
    },
    /// An underline with no letter before it, or two after one letter.
    #[error(
        "found an underline with no letter before it, expected one underline right after each letter of a black piece"
    )]
    StrayUnderline,
    /// Both the underline and the ASCII mark `_` on one piece.
    #[error("found '{found}', expected either underlines (R̲) or the ASCII mark (_R), not both")]
    MixedMarks {
        /// The token found.
        found: String,
    },
}
