//! What reads in a PGN game but is likely a mistake: said, and which value is kept.

use core::fmt;

use crate::movetext::{GameResult, ImportForm};
use crate::scan::ShownText;

/// Something in a game that reads but is likely a mistake, and where: the game's number, its
/// `White`, `Black` and `Site` tags when it has them, the line and column (1-based, in
/// characters) in the input, and what it is. The game is read all the same; the warning says
/// which value the game keeps.
///
/// `Display` gives `game 3, A - B (line 2, column 9): warning: …`, named as a
/// [`PgnError`](super::PgnError) is.
///
/// ```
/// use fenkit::pgn::{PgnReader, PgnWarningKind};
/// let pgn = "[White \"A\"]\n[White \"B\"]\n[Result \"0-1\"]\n\n1. e4 e5 1-0\n";
/// let mut reader = PgnReader::new(pgn.as_bytes());
/// let raw = reader.next_raw().unwrap()?;
/// let header = raw.header()?;
/// let (end, result) = raw.play(&header, |_| {})?;
/// let warnings: Vec<String> = raw.warnings(&end, result).iter().map(|w| w.to_string()).collect();
/// assert_eq!(warnings, [
///     "game 1, A - ? (line 2, column 9): warning: tag White is given twice, \"A\" then \"B\": the first is kept",
///     "game 1, A - ? (line 3, column 10): warning: the Result tag says 0-1, the movetext ends in 1-0: each is kept as read, and PGN export writes the movetext's",
/// ]);
/// # Ok::<(), fenkit::pgn::PgnError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnWarning {
    pub(super) game: usize,
    pub(super) names: String,
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) kind: PgnWarningKind,
}

impl PgnWarning {
    /// The game's number in the input, from 1.
    #[must_use]
    pub fn game(&self) -> usize {
        self.game
    }

    /// The line of the input, from 1.
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column in that line, from 1, counted in characters.
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// What it is.
    #[must_use]
    pub fn kind(&self) -> &PgnWarningKind {
        &self.kind
    }
}

impl fmt::Display for PgnWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}{} (line {}, column {}): warning: {}",
            self.game, self.names, self.line, self.column, self.kind
        )
    }
}

/// What is likely a mistake in a PGN game that reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PgnWarningKind {
    /// A tag given twice (or more): the first value is the game's (the one
    /// [`Tags::get`](super::Tags::get) gives, and the one written).
    #[error(
        "tag {name} is given twice, {} then {}: the first is kept",
        ShownText(first),
        ShownText(again)
    )]
    DuplicateTag {
        /// The tag's name.
        name: String,
        /// Its first value, kept.
        first: String,
        /// The value given again.
        again: String,
    },
    /// A `Result` tag that is not the result the movetext ends in: both are kept as read (the
    /// tag in the tags, the movetext's in [`Game::result`](super::Game::result)); PGN export
    /// writes the movetext's in both places (PGN 8.2.6).
    #[error(
        "the Result tag says {tag}, the movetext ends in {movetext}: each is kept as read, and PGN export writes the movetext's"
    )]
    ResultTag {
        /// The tag's value.
        tag: GameResult,
        /// The movetext's result.
        movetext: GameResult,
    },
    /// A game whose text is not UTF-8, read as Windows-1252
    /// ([`PgnReader::cp1252_fallback`](super::PgnReader::cp1252_fallback)).
    #[error("found the byte {byte:#04X}, which is not UTF-8: the game is read as Windows-1252")]
    Decoded {
        /// The first byte that is not UTF-8.
        byte: u8,
    },
    /// A move or a result in a form only PGN import format allows (`nf3`, `g1f3`, `Qxf7#1-0`),
    /// read as it means; the first of its form in the game, and how many more there are.
    /// [`PgnReader::strict`](super::PgnReader::strict) refuses it.
    #[error(
        "found {}, {form}{}: read as PGN import format allows (--strict refuses it)",
        ShownText(found),
        More(*more)
    )]
    Import {
        /// The form.
        form: ImportForm,
        /// The first such text in the game.
        found: String,
        /// How many more of this form the game has.
        more: usize,
    },
    /// A main line that ends in checkmate, with another result: the result is kept as read.
    #[error(
        "the game ends in checkmate, which is {mate}, but its result is {result}: the result is kept as read"
    )]
    Checkmate {
        /// The result written.
        result: GameResult,
        /// The result of the checkmate.
        mate: GameResult,
    },
}

/// `, and 3 more in the game`, or nothing for none.
struct More(usize);

impl fmt::Display for More {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => Ok(()),
            more => write!(f, ", and {more} more in the game"),
        }
    }
}
