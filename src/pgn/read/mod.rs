//! Reading PGN as a stream: one game at a time, in memory bounded by one game.
//!
//! - `collect.rs` gathers a game's lines, tags and movetext, telling where it starts and ends;
//! - `line.rs` reads one line of the input, its line break in any spelling;
//! - `end.rs` follows comments and variations to the result that ends a game (decision 0020);
//! - `parts.rs` keeps what one game's text holds, its buffers reused, and prepares it (UTF-8
//!   checked, tags read, tokens found);
//! - `raw.rs` is a game's text before its moves are played ([`RawGame`]): its header, its
//!   moves played, the whole [`Game`] built.

mod collect;
mod end;
mod line;
mod parts;
mod raw;

use std::io::{self, BufRead};

use self::line::InPlace;
use super::error::{PgnError, PgnErrorKind};
use super::game::Game;
use crate::lang::Lang;
use crate::movetext::MAX_VARIATION_DEPTH;
use crate::san::SanReader;

pub(super) use self::parts::Parts;
pub(super) use self::raw::Taken;
pub use self::raw::{Header, RawGame};

/// The longest game a reader takes by default, in bytes of movetext: far more than any real
/// game with every comment, and a bound on memory for any input.
pub const MAX_GAME_BYTES: usize = 64 << 20;

/// Reads the games of a PGN input one at a time, validating every move.
///
/// It takes what real files hold: a UTF-8 byte-order mark at the start of any line (files
/// saved on Windows and joined), line ends in `\n`, `\r\n` or `\r` alone (old Macs), `%`
/// escape lines (among the tags too), tag pairs with `\"` and `\\` escapes (several on a line
/// too), games without tags or move numbers, comments over several lines, NAGs, glyphs,
/// variations within variations. Moves are SAN in the language of [`lang`](Self::lang)
/// (English by default), read leniently unless [`strict`](Self::strict).
///
/// A game ends with its result (`1-0`, `0-1`, `1/2-1/2`, `*`) outside comments and
/// variations, or, when the result is missing, where a line starts the next game's tags
/// (outside a comment), or at the end of the input. A line right after the result that does
/// not start a game (tags, a blank line, `%`, a comment, or move 1: `1.`) is more of the same
/// game, so `2. Nf3` there is an error, a move after the result, as on the result's line. A
/// comment left open swallows lines only up to a line that is a tag pair (`[Name "..."]`)
/// after a blank line: there the next game starts, so one broken game costs no other. Where a
/// game ends is told from its text alone, before a move is read (so it is the same on any
/// number of threads): a result is a `*`, or `1-0`, `0-1`, `1/2-1/2`, `½-½` or `0,5-0,5` where
/// a word starts (after white space, a bracket, a glyph or a dot).
///
/// As an iterator it gives each game or its error; after an error, reading goes on with
/// the next game. [`next_raw`](Self::next_raw) gives the game's text without building a
/// [`Game`], for callers that only need its positions (faster: see [`RawGame::play`]).
///
/// ```
/// use fenkit::pgn::{PgnReader, Variant};
/// let pgn = "\u{feff}[Event \"Casual\"]\r\n[Variant \"fischerandom\"]\r\n\
///     [FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\r\n\r\n\
///     9. g3 {[%clk 0:03:00]} Qc7 1-0\r\n\r\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
/// let games: Vec<_> = PgnReader::new(pgn.as_bytes()).collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].variant(), Variant::Chess960);
/// assert_eq!(games[0].end().to_string(), "b1nb1rkr/ppq2ppp/3ppn2/2p5/5P2/P2P2P1/NPP1P2P/BQ1BNRKR w KQkq - 1 10");
/// assert_eq!(games[1].main_line().count(), 7);
///
/// let bad = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nxe4 *\n\n1. d4 *\n";
/// let mut reader = PgnReader::new(bad.as_bytes());
/// let err = reader.next().unwrap().unwrap_err();
/// assert_eq!(err.to_string(), "game 1, A - B (line 4, column 17): 2... Nxe4: no black knight can move to e4");
/// assert!(reader.next().unwrap().is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct PgnReader<R> {
    input: R,
    settings: Settings,
    /// The line being read, as bytes (checked as UTF-8 with its game, see [`Parts::prepare`]),
    /// when it was copied out of the input (see `in_place`).
    line: Vec<u8>,
    /// Its number, from 1.
    number: usize,
    /// Whether `line` was read but belongs to the next game.
    held: bool,
    /// Whether `line` is the start of a line too long to keep, whose end is still unread.
    truncated: bool,
    /// Empty lines already read past (in a run of `\r`s), still to be given.
    blanks: usize,
    /// Where `line` stands in the input's buffer instead, when it was read in place there
    /// (its bytes are consumed when the next line is read).
    in_place: Option<InPlace>,
    /// An error reading the line after a game's result: the game is whole, and the error
    /// comes next.
    failed: Option<io::Error>,
    games: usize,
    parts: Parts,
    done: bool,
}

#[derive(Debug, Clone, Copy)]
struct Settings {
    san: SanReader,
    /// Whether each game's language is detected (and `san`'s ignored).
    auto_lang: bool,
    strict: bool,
    max_game: usize,
    max_depth: u32,
    /// Whether a game that is not UTF-8 is read as Windows-1252.
    fallback: bool,
}

impl<R: BufRead> PgnReader<R> {
    /// A reader of English SAN, lenient, over any buffered input (a `&[u8]`, a `BufReader`
    /// of a file, stdin's lock).
    pub fn new(input: R) -> PgnReader<R> {
        PgnReader {
            input,
            settings: Settings {
                san: SanReader::new().lenient(),
                auto_lang: false,
                strict: false,
                max_game: MAX_GAME_BYTES,
                max_depth: MAX_VARIATION_DEPTH,
                fallback: false,
            },
            line: Vec::new(),
            number: 0,
            held: false,
            truncated: false,
            blanks: 0,
            in_place: None,
            failed: None,
            games: 0,
            parts: Parts::default(),
            done: false,
        }
    }

    /// The language of the piece letters in the movetext.
    #[must_use]
    pub fn lang(mut self, lang: Lang) -> PgnReader<R> {
        self.settings.san = self.settings.san.lang(lang);
        self.settings.auto_lang = false;
        self
    }

    /// Finds each game's language: the one in which every move is legal (see
    /// [`detect_lang`](crate::movetext::detect_lang)), so a file may mix languages. It plays
    /// each game in every language, so it is slower.
    ///
    /// ```
    /// use fenkit::pgn::PgnReader;
    /// let pgn = "1. e4 e5 2. Cf3 Cc6 3. Fb5 *\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 *\n\n1. d4 d5 2. Sd2 *\n";
    /// let mut reader = PgnReader::new(pgn.as_bytes()).lang_auto();
    /// let french = reader.next().unwrap()?;
    /// let german = reader.next().unwrap()?;
    /// assert!(french.main_line().eq(german.main_line()));
    /// assert_eq!(reader.next().unwrap().unwrap_err().to_string(), "game 3 (line 5, column 1): \
    ///     the moves are legal in cs, da, de, no, pl, sv, read differently in each: choose the language");
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn lang_auto(mut self) -> PgnReader<R> {
        self.settings.auto_lang = true;
        self
    }

    /// Whether only canonical SAN is taken (lenient by default, as PGN import format is: see
    /// docs/decisions/0013-strict-by-default.md).
    #[must_use]
    pub fn strict(mut self, strict: bool) -> PgnReader<R> {
        self.settings.san = self.settings.san.strict(strict);
        self.settings.strict = strict;
        self
    }

    /// The longest movetext (and the longest tag section) of a game taken, in bytes
    /// ([`MAX_GAME_BYTES`] by default); a longer game is an error, and memory stays bounded by
    /// it.
    ///
    /// ```
    /// use fenkit::pgn::PgnReader;
    /// let pgn = format!("1. e4 {{{}}} *\n\n1. d4 *\n", "long ".repeat(100));
    /// let mut reader = PgnReader::new(pgn.as_bytes()).max_game_bytes(100);
    /// let err = reader.next().unwrap().unwrap_err();
    /// assert_eq!(err.to_string(), "game 1 (line 1, column 1): the game is longer than 100 bytes, the most this reader takes");
    /// assert!(reader.next().unwrap().is_ok());
    /// ```
    #[must_use]
    pub fn max_game_bytes(mut self, limit: usize) -> PgnReader<R> {
        self.settings.max_game = limit;
        self
    }

    /// The deepest that variations may nest ([`MAX_VARIATION_DEPTH`] by default): a game with
    /// deeper ones is an error at the first `(` too deep, read in memory that does not grow
    /// with the depth.
    ///
    /// ```
    /// use fenkit::pgn::PgnReader;
    /// let pgn = format!("1. e4 {}e5{} *\n\n1. d4 *\n", "(1. d4 ".repeat(5), ")".repeat(5));
    /// let mut reader = PgnReader::new(pgn.as_bytes()).max_variation_depth(4);
    /// let err = reader.next().unwrap().unwrap_err();
    /// assert_eq!(err.to_string(), "game 1 (line 1, column 35): found a variation nested 5 deep, expected at most 4 (the limit can be raised)");
    /// assert!(reader.next().unwrap().is_ok());
    /// ```
    #[must_use]
    pub fn max_variation_depth(mut self, limit: u32) -> PgnReader<R> {
        self.settings.max_depth = limit;
        self
    }

    /// Reads a game whose text is not UTF-8 as Windows-1252, whole, and says so in a warning
    /// ([`PgnWarningKind::Decoded`](super::PgnWarningKind::Decoded)), each game on its own: a
    /// file of old Latin-1 games followed by UTF-8 ones reads right throughout (`--encoding
    /// auto`). Without it, such a game is bad.
    ///
    /// ```
    /// use fenkit::pgn::PgnReader;
    /// let joined = b"[White \"M\xfcller\"]\n\n1. e4 *\n\n[White \"M\xc3\xbcller\"]\n\n1. d4 *\n";
    /// let mut reader = PgnReader::new(&joined[..]).cp1252_fallback(true);
    /// let old = reader.next_raw().unwrap()?;
    /// assert_eq!(old.tags().get("White"), Some("Müller"));
    /// let header = old.header()?;
    /// let (end, result) = old.play(&header, |_| {})?;
    /// assert_eq!(old.warnings(&end, result)[0].to_string(), "game 1, Müller - ? (line 1, column 10): \
    ///     warning: found the byte 0xFC, which is not UTF-8: the game is read as Windows-1252");
    /// let new = reader.next_raw().unwrap()?;
    /// assert_eq!(new.tags().get("White"), Some("Müller"));
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn cp1252_fallback(mut self, fallback: bool) -> PgnReader<R> {
        self.settings.fallback = fallback;
        self
    }

    /// The input, for what it can tell of itself (as a [`Decoder`](super::Decoder), whether
    /// it fell back to Windows-1252).
    pub fn get_ref(&self) -> &R {
        &self.input
    }

    /// How many lines have been read.
    #[must_use]
    pub fn lines_read(&self) -> usize {
        self.number
    }

    /// The next game's text, tags read but moves not yet played, or `None` at the end of the
    /// input.
    ///
    /// ```
    /// use fenkit::pgn::PgnReader;
    /// let mut reader = PgnReader::new("[Site \"here\"]\n\n1. e4 e5 1/2-1/2\n".as_bytes());
    /// let raw = reader.next_raw().unwrap()?;
    /// assert_eq!(raw.tags().get("Site"), Some("here"));
    /// let header = raw.header()?;
    /// let mut plies = 0;
    /// let (end, result) = raw.play(&header, |_| plies += 1)?;
    /// assert_eq!((plies, result.to_string()), (3, "1/2-1/2".to_owned()));
    /// assert!(reader.next_raw().is_none());
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    pub fn next_raw(&mut self) -> Option<Result<RawGame<'_>, PgnError>> {
        Some(self.next_game()?.map(|number| {
            self.parts.prepare();
            RawGame {
                number,
                parts: &self.parts,
                settings: self.settings,
            }
        }))
    }

    /// The next game's text taken out of the reader, to be played on another thread; `spare`
    /// takes its place (its buffers are reused). Its tags are read and its tokens found on that
    /// thread ([`Taken::raw`]): this one only finds where the game ends.
    pub(super) fn next_taken(&mut self, spare: Parts) -> Option<Result<Taken, PgnError>> {
        let number = match self.next_game()? {
            Ok(number) => number,
            Err(err) => return Some(Err(err)),
        };
        Some(Ok(Taken {
            number,
            parts: core::mem::replace(&mut self.parts, spare),
            settings: self.settings,
        }))
    }

    /// Collects the next game into `parts` (see [`collect`](Self::collect)); its number.
    fn next_game(&mut self) -> Option<Result<usize, PgnError>> {
        if self.done {
            return None;
        }
        match self.collect() {
            Ok(true) => {
                self.games += 1;
                Some(Ok(self.games))
            }
            Ok(false) => {
                self.done = true;
                None
            }
            Err(err) => {
                self.done = true;
                Some(Err(PgnError::new(
                    self.games + 1,
                    self.number + 1,
                    1,
                    PgnErrorKind::Io(err),
                )))
            }
        }
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Result<Game, PgnError>> {
        Some(self.next_raw()?.and_then(|raw| raw.game()))
    }
}
