//! What can be wrong in a PGN game, and where: the game, its players, the line and column.

use core::fmt;

use super::tags::ParseTagError;
use super::variant::{UnknownVariant, VariantConflict};
use crate::fen::ParseFenError;
use crate::lang::Lang;
use crate::movetext::{ImportForm, WalkError};
use crate::notation::MoveError;
use crate::position::IllegalSetupError;
use crate::scan::{self, ShownText};

/// A game that cannot be read, and where: its number in the input (from 1), its `White`,
/// `Black` and `Site` tags when it has them, the line and column (1-based, in characters) in
/// the input, and what is wrong. Reading can go on with the next game.
///
/// `Display` gives `game 12 (line 340, column 17): 14... Nxe4: no black knight can move to
/// e4`, with the players and site after the number when the game names them:
/// `game 12, Carlsen - Nakamura, https://lichess.org/abcd (line 340, column 17): …`.
#[derive(Debug, thiserror::Error)]
pub struct PgnError {
    game: usize,
    players: Option<String>,
    site: Option<String>,
    line: usize,
    column: usize,
    /// Boxed: the error stays small for the `Result`s that carry it.
    kind: Box<PgnErrorKind>,
}

impl PgnError {
    pub(super) fn new(game: usize, line: usize, column: usize, kind: PgnErrorKind) -> PgnError {
        PgnError {
            game,
            players: None,
            site: None,
            line,
            column,
            kind: Box::new(kind),
        }
    }

    /// Names the game by its tags.
    pub(super) fn named(
        mut self,
        white: Option<&str>,
        black: Option<&str>,
        site: Option<&str>,
    ) -> PgnError {
        if white.is_some() || black.is_some() {
            self.players = Some(format!(
                "{} - {}",
                white.unwrap_or("?"),
                black.unwrap_or("?")
            ));
        }
        self.site = site.map(str::to_owned);
        self
    }

    /// The game's number in the input, from 1.
    #[must_use]
    pub fn game(&self) -> usize {
        self.game
    }

    /// `White - Black` from the game's tags, when it has either.
    #[must_use]
    pub fn players(&self) -> Option<&str> {
        self.players.as_deref()
    }

    /// The game's `Site` tag, when it has one.
    #[must_use]
    pub fn site(&self) -> Option<&str> {
        self.site.as_deref()
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

    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &PgnErrorKind {
        &self.kind
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        for name in [&self.players, &self.site].into_iter().flatten() {
            write!(f, ", {name}")?;
        }
        write!(
            f,
            " (line {}, column {}): {}",
            self.line, self.column, self.kind
        )
    }
}

/// What is wrong in a PGN game.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PgnErrorKind {
    /// A tag pair that does not read.
    #[error("{0}")]
    Tag(#[from] ParseTagError),
    /// A `Variant` tag for a variant fenkit does not play.
    #[error("{0}")]
    Variant(#[from] UnknownVariant),
    /// A `Variant` tag that says standard chess for a Chess960 start position.
    #[error("{0}")]
    VariantConflict(#[from] VariantConflict),
    /// A `FEN` tag that does not read.
    #[error("FEN tag: {0}")]
    Fen(#[from] ParseFenError),
    /// A `FEN` tag whose position is not legal.
    #[error("FEN tag: {0}")]
    Position(#[from] IllegalSetupError),
    /// `SetUp "1"` without a `FEN` tag.
    #[error("found SetUp \"1\" without a FEN tag, expected the FEN of the start position")]
    SetUpWithoutFen,
    /// Movetext that cannot be played: the move, its number and why.
    #[error("{}", DisplayWalk(.0))]
    Movetext(WalkError<MoveError>),
    /// Every move is legal in several languages, read differently in each.
    #[error(
        "the moves are legal in {}, read differently in each: choose the language",
        Langs(langs)
    )]
    Lang {
        /// The languages.
        langs: Vec<Lang>,
    },
    /// The game ends (at the end of the input, or where the next game's tags start) without
    /// its result.
    #[error(
        "found the end of the game without a result, expected 1-0, 0-1, 1/2-1/2 or * after its moves"
    )]
    MissingResult,
    /// A move after the game's result.
    #[error(
        "found {} after the result, expected the end of the game",
        ShownText(found)
    )]
    AfterResult {
        /// The token.
        found: String,
    },
    /// Read strictly, a form only PGN import format allows that the SAN reader does not
    /// refuse itself: a result glued to the move before it (`Qxf7#1-0`), a `Date` tag written
    /// `YYYY-MM-DD`.
    #[error(
        "found {}, {form}, expected PGN export format (read without --strict, it is taken)",
        ShownText(found)
    )]
    Import {
        /// The form.
        form: ImportForm,
        /// Its text.
        found: String,
    },
    /// A byte that is not UTF-8: the text is in another encoding (Latin-1, Windows-1252),
    /// which [`Decoder`](super::Decoder) reads.
    #[error(
        "found the byte {byte:#04X}, which is not UTF-8, expected UTF-8 text (is the file in Latin-1 or Windows-1252?)"
    )]
    NotUtf8 {
        /// The byte.
        byte: u8,
    },
    /// A game longer than the reader takes.
    #[error("the game is longer than {limit} bytes, the most this reader takes")]
    TooLong {
        /// The limit in bytes.
        limit: usize,
    },
    /// The input could not be read.
    #[error("cannot read the input: {0}")]
    Io(#[from] std::io::Error),
}

/// Language codes, `cs, de, pl`.
struct Langs<'a>(&'a [Lang]);

impl fmt::Display for Langs<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, lang) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{lang}")?;
        }
        Ok(())
    }
}

/// A movetext error as `14... Nxe4: why`: the move's text is not repeated when the move
/// reader's message starts with it.
struct DisplayWalk<'a>(&'a WalkError<MoveError>);

impl fmt::Display for DisplayWalk<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let err = self.0;
        match err.at() {
            Some((number, text)) => write!(f, "{number} {}: {}", scan::clip(text), err.why()),
            None => write!(f, "{}", err.kind()),
        }
    }
}
