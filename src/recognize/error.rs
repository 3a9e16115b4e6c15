//! Why a text does not read as any kind of text, and where.

use core::fmt;
use core::ops::Range;

use super::notation_words;
use crate::epd::ParseEpdError;
use crate::fen::ParseFenError;
use crate::forsyth::{Edition, ParseForsythError};
use crate::lang::Lang;
use crate::movetext::WalkError;
use crate::notation::{MoveError, MoveNotation};
use crate::pgn::PgnError;

/// A text that does not read: the error of the reading that got furthest, and its byte span in
/// the text (the part at fault: a field, a token, the part of a move).
///
/// `Display` gives one line, the reading first: `descriptive notation: move 3. Kt-K9: …`,
/// `Forsyth 1883: found '1', …`. [`Location`](crate::diagnostic::Location) turns the span into
/// a line and a column.
#[derive(Debug, thiserror::Error)]
#[error("{kind}")]
pub struct RecognizeError {
    /// Boxed: the error stays small for the `Result`s that carry it.
    kind: Box<RecognizeErrorKind>,
    span: Range<usize>,
}

impl RecognizeError {
    pub(super) fn new(kind: RecognizeErrorKind, span: Range<usize>) -> RecognizeError {
        RecognizeError {
            kind: Box::new(kind),
            span,
        }
    }

    /// The same error, its span moved on by `by` bytes.
    pub(super) fn moved(self, by: usize) -> RecognizeError {
        RecognizeError {
            span: super::shifted(&self.span, by),
            ..self
        }
    }

    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &RecognizeErrorKind {
        &self.kind
    }

    /// The byte range of the text at fault (empty for a text too long, empty or without moves).
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

/// What a [`RecognizeError`] is, by the reading that got furthest.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RecognizeErrorKind {
    /// Nothing but white space.
    #[error(
        "the text is empty, expected a FEN, an EPD record, a board in Forsyth's notation, movetext or a PGN game"
    )]
    Empty,
    /// More bytes than the reader takes.
    #[error("the text is {len} bytes long, expected at most {limit}")]
    TooLong {
        /// The text's length in bytes.
        len: usize,
        /// The most bytes read.
        limit: usize,
    },
    /// More moves than the reader plays.
    #[error(
        "the text holds more than {limit} move{}, expected at most {limit}",
        if *limit == 1 { "" } else { "s" }
    )]
    TooManyMoves {
        /// The most moves played.
        limit: usize,
    },
    /// A FEN that does not read.
    #[error("{0}")]
    Fen(ParseFenError),
    /// An EPD record that does not read (its operations, say), when that got further than
    /// reading it as a FEN.
    #[error("{0}")]
    Epd(ParseEpdError),
    /// A board in one of Forsyth's forms that does not read.
    #[error("{}: {error}", edition_words(*edition))]
    Forsyth {
        /// The form it looks like.
        edition: Edition,
        /// Why it does not read.
        error: ParseForsythError,
    },
    /// Movetext that no notation reads: the error of the one that read furthest.
    #[error("{}: {error}", MovesWords(*notation, *lang))]
    Moves {
        /// The notation that read furthest.
        notation: MoveNotation,
        /// Its language, for SAN and LAN.
        lang: Option<Lang>,
        /// Where it stopped, and why.
        error: WalkError<MoveError>,
    },
    /// A PGN game that does not read.
    #[error("PGN: {}", .0.kind())]
    Pgn(PgnError),
    /// A PGN text with tags and no game.
    #[error("found no game in the PGN text, expected tag pairs and movetext")]
    NoGame,
}

fn edition_words(edition: Edition) -> &'static str {
    match edition {
        Edition::Forsyth1883 => "Forsyth 1883",
        Edition::Forsyth1897 => "Forsyth 1897",
    }
}

/// A notation and its language in words: `SAN (French)`, `descriptive notation`.
struct MovesWords(MoveNotation, Option<Lang>);

impl fmt::Display for MovesWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(notation_words(self.0))?;
        match self.1 {
            Some(lang) => write!(f, " ({})", lang.name()),
            None => Ok(()),
        }
    }
}
