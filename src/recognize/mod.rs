//! What is this text? A FEN in any dialect, an EPD record, a board in Forsyth's 1883 or 1897
//! form, movetext or a PGN game in any notation and language: [`read_any`] tries every reader
//! and says what it read the text as, with the value read, or gives the error of the reading
//! that got furthest.
//!
//! | the text | read as |
//! |---|---|
//! | its first line (after `%` escape lines) starts with `[` | [`TextKind::Pgn`]: the first game, SAN in the language that reads it |
//! | its first word holds a `/` | [`TextKind::Fen`] in any dialect, else [`TextKind::Epd`] |
//! | eight lines, no `.` | [`TextKind::Forsyth1883`] |
//! | one line with seven commas | [`TextKind::Forsyth1897`] |
//! | anything else | [`TextKind::Movetext`]: algebraic in every language (LAN when every move but castling names its start square and a `-` or capture sign, `Ng1-f3`; FAN when a move holds a figurine; SAN otherwise), then descriptive, ICCF numeric and UCI |
//!
//! Reading is lenient throughout (runs of spaces, `0-0`, `Ng1-f3`; see each notation's own
//! rules), a byte-order mark and white space around the text are passed over, and the work is
//! bounded: a text longer than [`Recognizer::max_bytes`] is refused before any reading, and
//! moves past [`Recognizer::max_moves`] are not played.
//!
//! ```
//! use fenkit::recognize::{TextKind, Value, read_any};
//! use fenkit::{DialectKind, Lang, notation::MoveNotation};
//!
//! let read = read_any("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")?;
//! assert_eq!((read.read_as.kind, read.read_as.dialect), (TextKind::Fen, Some(DialectKind::Shredder)));
//!
//! let read = read_any("1. e4 e5 2. Cf3 Cc6 3. Fb5")?;
//! assert_eq!(read.read_as.to_string(), "movetext, SAN in French");
//! assert_eq!((read.read_as.notation, read.read_as.lang), (Some(MoveNotation::San), Some(Lang::Fr)));
//! let Value::Game(game) = &read.value else { unreachable!() };
//! assert_eq!(game.given, ["e4", "e5", "Cf3", "Cc6", "Fb5"]);
//! assert_eq!(game.game.end().to_string(), "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
//!
//! // Nothing reads: the error of the reading that got furthest, with its span.
//! let text = "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Kt-K9";
//! let err = read_any(text).unwrap_err();
//! assert!(err.to_string().starts_with("descriptive notation: move 3. Kt-K9: "));
//! assert_eq!(&text[err.span()], "K9");
//! # Ok::<(), fenkit::recognize::RecognizeError>(())
//! ```

mod error;
mod moves;

use core::fmt;
use core::ops::Range;

pub use error::{RecognizeError, RecognizeErrorKind};
pub use moves::{Note, TextGame};

use crate::dialect::DialectKind;
use crate::epd::{Epd, EpdParser};
use crate::fen::{Fen, FenParser};
use crate::forsyth::{Context, Edition};
use crate::lang::Lang;
use crate::notation::{MoveFormat, MoveNotation};
use crate::position::Position;
use crate::setup::Setup;

/// The longest text read by default, in bytes (a long annotated game is 20-50 kB).
pub const MAX_BYTES: usize = 256 * 1024;

/// The most moves (main line and variations together) played by default.
pub const MAX_MOVES: usize = 20_000;

/// What kind of text it is.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "lowercase",
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = text_kind_error
)]
#[non_exhaustive]
pub enum TextKind {
    /// A FEN, in any dialect.
    Fen,
    /// An EPD record.
    Epd,
    /// Forsyth's 1883 form: eight lines, black pieces underlined.
    Forsyth1883,
    /// Forsyth's 1897 form: one line, ranks separated by commas.
    Forsyth1897,
    /// Moves, with or without numbers, comments and variations.
    Movetext,
    /// A PGN game, with its tags.
    Pgn,
}

/// The error for a name that is not a kind of text's.
fn text_kind_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::TextKind,
        found,
        &[
            "fen",
            "epd",
            "forsyth1883",
            "forsyth1897",
            "movetext",
            "pgn",
        ],
    )
}

impl TextKind {
    /// Every kind.
    pub const ALL: &'static [TextKind] = <TextKind as strum::VariantArray>::VARIANTS;

    /// Its name: `fen`, `epd`, `forsyth1883`, `forsyth1897`, `movetext` or `pgn`.
    ///
    /// ```
    /// use fenkit::recognize::TextKind;
    /// assert_eq!(TextKind::Forsyth1883.name(), "forsyth1883");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// What a text was read as: its kind, and the dialect (FEN and EPD), the notation (movetext and
/// PGN) and the language (notations with letters) that read it.
///
/// `Display` says it in words: `FEN (Shredder-FEN)`, `EPD (standard FEN)`, `Forsyth 1883`,
/// `movetext, descriptive notation`, `PGN, SAN in Polish`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ReadAs {
    /// The kind of text.
    pub kind: TextKind,
    /// The castling dialect, for a FEN or an EPD record.
    pub dialect: Option<DialectKind>,
    /// The move notation, for movetext and PGN.
    pub notation: Option<MoveNotation>,
    /// The language of the moves' letters, for SAN and LAN.
    pub lang: Option<Lang>,
}

impl ReadAs {
    /// A FEN in `dialect`, as a caller that read one itself says it.
    ///
    /// ```
    /// use fenkit::{DialectKind, recognize::{ReadAs, read_any}};
    /// let read = read_any("8/8/8/8/8/8/8/K6k w - - 0 1")?;
    /// assert_eq!(read.read_as, ReadAs::fen(DialectKind::Standard));
    /// # Ok::<(), fenkit::recognize::RecognizeError>(())
    /// ```
    #[must_use]
    pub fn fen(dialect: DialectKind) -> ReadAs {
        ReadAs::record(TextKind::Fen, dialect)
    }

    fn record(kind: TextKind, dialect: DialectKind) -> ReadAs {
        ReadAs {
            kind,
            dialect: Some(dialect),
            notation: None,
            lang: None,
        }
    }

    fn moves(kind: TextKind, format: MoveFormat) -> ReadAs {
        ReadAs {
            kind,
            dialect: None,
            notation: Some(format.notation()),
            lang: format.notation().has_letters().then_some(format.lang()),
        }
    }

    fn board(kind: TextKind) -> ReadAs {
        ReadAs {
            kind,
            dialect: None,
            notation: None,
            lang: None,
        }
    }
}

impl fmt::Display for ReadAs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            TextKind::Fen => f.write_str("FEN")?,
            TextKind::Epd => f.write_str("EPD")?,
            TextKind::Forsyth1883 => f.write_str("Forsyth 1883")?,
            TextKind::Forsyth1897 => f.write_str("Forsyth 1897")?,
            TextKind::Movetext => f.write_str("movetext")?,
            TextKind::Pgn => f.write_str("PGN")?,
        }
        if let Some(dialect) = self.dialect {
            write!(f, " ({})", dialect.title())?;
        }
        if let Some(notation) = self.notation {
            write!(f, ", {}", notation_words(notation))?;
        }
        if let Some(lang) = self.lang {
            write!(f, " in {}", lang.name())?;
        }
        Ok(())
    }
}

/// A notation's name in words: `SAN`, `descriptive notation`.
fn notation_words(notation: MoveNotation) -> &'static str {
    match notation {
        MoveNotation::San => "SAN",
        MoveNotation::Lan => "LAN",
        MoveNotation::Fan => "FAN",
        MoveNotation::Uci => "UCI",
        MoveNotation::Iccf => "ICCF numeric notation",
        _ => "descriptive notation",
    }
}

/// The value a text was read into.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Value {
    /// A FEN: its fields as written, whether or not they make a legal position.
    Fen(Fen),
    /// An EPD record: a legal position and its operations.
    Epd(Epd),
    /// A board in one of Forsyth's forms, with White to move at move 1 (the forms record the
    /// board only).
    Board(Setup),
    /// A game: movetext, or the first game of a PGN text.
    Game(Box<TextGame>),
}

/// A text read: what it was read as, and the value.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Recognized {
    /// What the text was read as.
    pub read_as: ReadAs,
    /// What was read.
    pub value: Value,
}

/// Reads a text of any kind with the default settings ([`Recognizer::new`]).
///
/// # Errors
/// [`RecognizeError`] when nothing reads: the error of the reading that got furthest, with its
/// span in `text`.
pub fn read_any(text: &str) -> Result<Recognized, RecognizeError> {
    Recognizer::new().read(text)
}

/// How [`read`](Recognizer::read) reads a text: the start of a bare movetext, the language
/// preferred when several read it, and the bounds on the work.
///
/// ```
/// use fenkit::recognize::{Recognizer, Value};
/// use fenkit::{Lang, Position};
/// // `Sf3` is Polish and German: the preferred language wins.
/// let read = Recognizer::new().prefer_lang(Lang::De).read("1. Sf3 d5")?;
/// assert_eq!(read.read_as.lang, Some(Lang::De));
/// let err = Recognizer::new().max_moves(1).read("1. e4 e5").unwrap_err();
/// assert_eq!(err.to_string(), "the text holds more than 1 move, expected at most 1");
/// # Ok::<(), fenkit::recognize::RecognizeError>(())
/// ```
#[derive(Debug, Clone)]
#[must_use]
pub struct Recognizer {
    start: Position,
    prefer: Option<Lang>,
    max_bytes: usize,
    max_moves: usize,
}

impl Default for Recognizer {
    fn default() -> Recognizer {
        Recognizer::new()
    }
}

impl Recognizer {
    /// Movetext from the standard start, no preferred language, at most [`MAX_BYTES`] bytes
    /// and [`MAX_MOVES`] moves.
    pub const fn new() -> Recognizer {
        Recognizer {
            start: Position::STARTING,
            prefer: None,
            max_bytes: MAX_BYTES,
            max_moves: MAX_MOVES,
        }
    }

    /// The position a bare movetext starts from (a PGN game's comes from its tags).
    pub fn start(self, start: Position) -> Recognizer {
        Recognizer { start, ..self }
    }

    /// The language SAN is read in when it reads the moves, among several that do (`Sf3` is
    /// Polish and German); otherwise the movetext's own language is found.
    pub const fn prefer_lang(self, lang: Lang) -> Recognizer {
        Recognizer {
            prefer: Some(lang),
            ..self
        }
    }

    /// The longest text read, in bytes: a longer one is refused before any reading.
    pub const fn max_bytes(self, limit: usize) -> Recognizer {
        Recognizer {
            max_bytes: limit,
            ..self
        }
    }

    /// The most moves played, main line and variations together, in each notation tried.
    pub const fn max_moves(self, limit: usize) -> Recognizer {
        Recognizer {
            max_moves: limit,
            ..self
        }
    }

    /// Reads `text` as whatever it is.
    ///
    /// # Errors
    /// [`RecognizeError`] for an empty text, one longer than [`max_bytes`](Self::max_bytes),
    /// one with more moves than [`max_moves`](Self::max_moves), or one that no reader reads
    /// (the error of the reading that got furthest); its span is a byte range of `text`.
    pub fn read(&self, text: &str) -> Result<Recognized, RecognizeError> {
        if text.len() > self.max_bytes {
            let kind = RecognizeErrorKind::TooLong {
                len: text.len(),
                limit: self.max_bytes,
            };
            return Err(RecognizeError::new(kind, 0..0));
        }
        let body = text.strip_prefix('\u{feff}').unwrap_or(text);
        let trimmed = body.trim_start();
        let lead = text.len() - trimmed.len();
        let trimmed = trimmed.trim_end();
        if trimmed.is_empty() {
            return Err(RecognizeError::new(RecognizeErrorKind::Empty, 0..0));
        }
        self.read_trimmed(trimmed).map_err(|err| err.moved(lead))
    }

    fn read_trimmed(&self, text: &str) -> Result<Recognized, RecognizeError> {
        if looks_like_pgn(text) {
            return moves::read_pgn(self, text);
        }
        let first_word = text.split_whitespace().next().unwrap_or("");
        if first_word.contains('/') {
            return read_fen_or_epd(text);
        }
        if let Some(edition) = forsyth_edition(text) {
            return read_forsyth(text, edition);
        }
        moves::read_movetext(self, text)
    }
}

/// A PGN game starts with a tag pair.
fn looks_like_pgn(text: &str) -> bool {
    text.lines()
        .map(str::trim_start)
        .find(|line| !line.is_empty() && !line.starts_with('%'))
        .is_some_and(|line| line.starts_with('['))
}

fn read_fen_or_epd(text: &str) -> Result<Recognized, RecognizeError> {
    let fen_error = match FenParser::new().lenient().auto().parse(text) {
        Ok(fen) => {
            return Ok(Recognized {
                read_as: ReadAs::record(TextKind::Fen, fen.dialect()),
                value: Value::Fen(fen),
            });
        }
        Err(err) => err,
    };
    // Four fields and operations: an EPD record.
    match EpdParser::new().lenient().auto().parse(text) {
        Ok(read) => Ok(Recognized {
            read_as: ReadAs::record(TextKind::Epd, read.dialect),
            value: Value::Epd(read.epd),
        }),
        // An EPD with operations that do not read says more than the FEN error about them.
        Err(epd_error) if epd_error.span().start > fen_error.span().start => {
            let span = epd_error.span();
            Err(RecognizeError::new(
                RecognizeErrorKind::Epd(epd_error),
                span,
            ))
        }
        Err(_) => {
            let span = fen_error.span();
            Err(RecognizeError::new(
                RecognizeErrorKind::Fen(fen_error),
                span,
            ))
        }
    }
}

/// Eight lines without a move number's period, or one line of eight ranks.
fn forsyth_edition(text: &str) -> Option<Edition> {
    let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
    if lines == 8 && !text.contains('.') {
        Some(Edition::Forsyth1883)
    } else if lines == 1 && text.matches(',').count() == 7 {
        Some(Edition::Forsyth1897)
    } else {
        None
    }
}

fn read_forsyth(text: &str, edition: Edition) -> Result<Recognized, RecognizeError> {
    let kind = match edition {
        Edition::Forsyth1883 => TextKind::Forsyth1883,
        Edition::Forsyth1897 => TextKind::Forsyth1897,
    };
    // White to move, move 1: the forms record the board only.
    match edition.parse_setup(text, &Context::DEFAULT) {
        Ok(setup) => Ok(Recognized {
            read_as: ReadAs::board(kind),
            value: Value::Board(setup),
        }),
        Err(error) => {
            let span = error.span();
            Err(RecognizeError::new(
                RecognizeErrorKind::Forsyth { edition, error },
                span,
            ))
        }
    }
}

/// A byte range moved on by `by`.
fn shifted(span: &Range<usize>, by: usize) -> Range<usize> {
    span.start + by..span.end + by
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_text_looks_like() {
        assert!(looks_like_pgn("\n% escape\n  [Event \"x\"]\n1. e4 *"));
        assert!(!looks_like_pgn("1. e4 [x]"));
        assert!(!looks_like_pgn("% only an escape"));
        assert_eq!(
            forsyth_edition("8\n8\n\n8\n8\n8\n8\n8\n8"),
            Some(Edition::Forsyth1883)
        );
        assert_eq!(forsyth_edition("8\n8\n8\n8\n8\n8\n8\n1. e4"), None);
        assert_eq!(
            forsyth_edition("8, 8, 8, 8, 8, 8, 8, 8"),
            Some(Edition::Forsyth1897)
        );
        assert_eq!(forsyth_edition("8, 8, 8, 8, 8, 8, 8"), None);
    }

    #[test]
    fn read_as_in_words() {
        let fen = ReadAs::record(TextKind::Fen, DialectKind::XFen);
        assert_eq!(fen.to_string(), "FEN (X-FEN)");
        let pgn = ReadAs::moves(TextKind::Pgn, MoveFormat::san(Lang::Pl));
        assert_eq!(pgn.to_string(), "PGN, SAN in Polish");
        let uci = ReadAs::moves(TextKind::Movetext, MoveFormat::UCI);
        assert_eq!(
            (uci.to_string(), uci.lang),
            ("movetext, UCI".to_owned(), None)
        );
        assert_eq!(
            ReadAs::board(TextKind::Forsyth1897).to_string(),
            "Forsyth 1897"
        );
    }
}
