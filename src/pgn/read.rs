//! Reading PGN as a stream: one game at a time, in memory bounded by one game.

use std::borrow::Cow;
use std::io::{self, BufRead};

use super::error::{PgnError, PgnErrorKind};
use super::game::Game;
use super::tags::{ParseTagError, Tags};
use super::variant::Variant;
use super::warning::{PgnWarning, PgnWarningKind};
use crate::dialect::DialectKind;
use crate::fen::FenParser;
use crate::lang::Lang;
use crate::movetext::{
    FoundTokens, GameResult, MAX_VARIATION_DEPTH, Step, TokenKind, detect_lang, result_at,
    walk_san_found,
};
use crate::notation::{MoveError, MoveNotation};
use crate::piece::Color;
use crate::position::Position;
use crate::san::SanReader;
use crate::scan;

/// The byte-order mark, in UTF-8.
const BOM: &[u8] = "\u{feff}".as_bytes();

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
    /// The line being read, as bytes (checked as UTF-8 with its game, see [`Parts::prepare`]).
    line: Vec<u8>,
    /// Its number, from 1.
    number: usize,
    /// Whether `line` was read but belongs to the next game.
    held: bool,
    /// Whether `line` is the start of a line too long to keep, whose end is still unread.
    truncated: bool,
    /// Empty lines already read past (in a run of `\r`s), still to be given.
    blanks: usize,
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
}

/// What one game's text holds, kept between games so that its buffers are reused.
#[derive(Debug, Default)]
pub(super) struct Parts {
    tags: Tags,
    /// The line of each tag, and the column where its value starts.
    tag_places: Vec<(usize, usize)>,
    /// The first bad tag pair: the error, its line and column.
    tag_error: Option<(ParseTagError, usize, usize)>,
    /// The first byte that is not UTF-8: in a line not kept (a game too long) as it is read,
    /// in the rest when the game is prepared.
    bad_byte: Option<BadByte>,
    /// The tag lines as read, to be read into `tags` (see [`Parts::prepare`]), each with its
    /// number and where it ends in the text.
    tag_lines: Vec<u8>,
    tag_line_ends: Vec<(usize, usize)>,
    /// Whether the tags are read and the movetext's tokens found.
    prepared: bool,
    /// The line the game starts on.
    first_line: usize,
    /// The movetext's lines as read, joined by `\n`, and as text once prepared.
    raw_movetext: Vec<u8>,
    movetext: String,
    /// Its tokens, found once the game is whole.
    tokens: FoundTokens,
    /// Where each line of the movetext starts in `movetext`.
    line_starts: Vec<usize>,
    /// The line of the input the movetext starts on.
    movetext_line: usize,
    too_long: bool,
}

impl Parts {
    fn clear(&mut self) {
        self.tags.clear();
        self.tag_places.clear();
        self.tag_lines.clear();
        self.tag_line_ends.clear();
        self.prepared = false;
        self.tag_error = None;
        self.bad_byte = None;
        // The text's buffer goes back to the bytes, the larger of the two kept.
        let text = core::mem::take(&mut self.movetext).into_bytes();
        if text.capacity() > self.raw_movetext.capacity() {
            self.raw_movetext = text;
        }
        self.raw_movetext.clear();
        self.tokens.clear();
        self.line_starts.clear();
        self.too_long = false;
    }

    /// Checks the text of a game [collected](PgnReader::collect) as UTF-8, reads its tags and
    /// finds its movetext's tokens, once.
    ///
    /// The text is checked here, whole, rather than line by line as it is read: on the thread
    /// that plays the game (decision 0021), and in two calls rather than one a line. A byte
    /// that is not UTF-8 makes the game bad ([`RawGame::header`]); its text is kept with such
    /// bytes as U+FFFD, line by line, as before.
    fn prepare(&mut self) {
        if core::mem::replace(&mut self.prepared, true) {
            return;
        }
        // Taken out while `read_tags` fills the rest, and put back for their buffers.
        let lines = core::mem::take(&mut self.tag_lines);
        let ends = core::mem::take(&mut self.tag_line_ends);
        let text = core::str::from_utf8(&lines);
        if let Err(err) = &text {
            self.note_bad_byte(&lines, &ends, err.valid_up_to());
        }
        let mut start = 0;
        for &(number, end) in &ends {
            let line = match &text {
                Ok(text) => Cow::Borrowed(&text[start..end]),
                Err(_) => String::from_utf8_lossy(&lines[start..end]),
            };
            read_tags(self, &line, number);
            start = end;
        }
        (self.tag_lines, self.tag_line_ends) = (lines, ends);
        let bytes = core::mem::take(&mut self.raw_movetext);
        self.movetext = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(err) => self.movetext_lossy(err.into_bytes()),
        };
        if !self.too_long {
            self.tokens.find(&self.movetext);
        }
    }

    /// Checks a line that is not kept (the game is too long) as UTF-8 now, as it is read.
    fn check_dropped(&mut self, line: &[u8], number: usize) {
        if let Err(err) = core::str::from_utf8(line) {
            self.note_bad(BadByte::at(line, 0, err.valid_up_to(), number));
        }
    }

    /// Keeps `bad` as the game's first byte that is not UTF-8, unless one before it is kept.
    fn note_bad(&mut self, bad: BadByte) {
        if self
            .bad_byte
            .is_none_or(|kept| (bad.line, bad.column) < (kept.line, kept.column))
        {
            self.bad_byte = Some(bad);
        }
    }

    /// Notes the byte at `at` of the tag lines `text`, the first that is not UTF-8.
    #[cold]
    fn note_bad_byte(&mut self, text: &[u8], ends: &[(usize, usize)], at: usize) {
        let index = ends.partition_point(|&(_, end)| end <= at);
        let start = index.checked_sub(1).map_or(0, |before| ends[before].1);
        let line = ends
            .get(index)
            .map_or(self.first_line, |&(number, _)| number);
        self.note_bad(BadByte::at(text, start, at, line));
    }

    /// The movetext `bytes` as text, each byte that is not UTF-8 as U+FFFD, line by line (the
    /// lines' starts moved to match); the first such byte noted.
    #[cold]
    fn movetext_lossy(&mut self, bytes: Vec<u8>) -> String {
        let mut text = String::with_capacity(bytes.len());
        for index in 0..self.line_starts.len() {
            let start = self.line_starts[index];
            let end = self
                .line_starts
                .get(index + 1)
                .map_or(bytes.len(), |&next| next - 1);
            let line = &bytes[start..end];
            if let Err(err) = core::str::from_utf8(line) {
                let at = start + err.valid_up_to();
                self.note_bad(BadByte::at(&bytes, start, at, self.movetext_line + index));
            }
            if index > 0 {
                text.push('\n');
            }
            self.line_starts[index] = text.len();
            text.push_str(&String::from_utf8_lossy(line));
        }
        text
    }
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
            },
            line: Vec::new(),
            number: 0,
            held: false,
            truncated: false,
            blanks: 0,
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

    /// Reads the next line into `line`, without its line break; `false` at the end.
    fn next_line(&mut self) -> io::Result<bool> {
        if self.held {
            self.held = false;
            return Ok(true);
        }
        self.line.clear();
        if self.blanks > 0 {
            self.blanks -= 1;
            self.number += 1;
            return Ok(true);
        }
        // At most one byte more than a game may hold, so memory stays bounded.
        let limit = self.settings.max_game.saturating_add(2);
        let read = read_line(&mut self.input, &mut self.line, limit, &mut self.blanks);
        let Ok(Read {
            len: len @ 1..,
            ended,
        }) = read
        else {
            return read.map(|_| false);
        };
        // A line longer than any game: its end is skipped later, and the game is too long.
        self.truncated = !ended && len == limit;
        self.number += 1;
        // A byte-order mark starts a file saved on Windows, and so a game of files joined.
        if self.line.starts_with(BOM) {
            self.line.drain(..BOM.len());
        }
        Ok(true)
    }

    /// Skips the end of a line too long to keep, following its comments and variations with
    /// `scan` (in movetext); whether a result stands in it.
    fn skip_rest(&mut self, mut scan: Option<&mut Scan>) -> io::Result<bool> {
        self.truncated = false;
        let mut result = false;
        loop {
            let buffer = self.input.fill_buf()?;
            if buffer.is_empty() {
                return Ok(result);
            }
            let end = memchr::memchr2(b'\n', b'\r', buffer);
            let piece = &buffer[..end.unwrap_or(buffer.len())];
            if let Some(scan) = scan.as_deref_mut() {
                result = result || scan.bytes(piece, false);
            }
            let len = piece.len();
            if end.is_some() {
                self.blanks += line_break(&mut self.input, len)?;
                return Ok(result);
            }
            self.input.consume(len);
        }
    }

    /// Collects the next game's tag lines and movetext; `false` when the input has no more.
    ///
    /// A [`Scan`] follows the movetext's comments and variations as it comes, to find the
    /// game's end: its result outside them. The tags are not read and the tokens not found:
    /// [`Parts::prepare`] does that, on this thread or on another, so that where a game ends
    /// never depends on where it is played.
    fn collect(&mut self) -> io::Result<bool> {
        if let Some(err) = self.failed.take() {
            return Err(err);
        }
        self.parts.clear();
        self.parts.tokens.set_max_depth(self.settings.max_depth);
        let mut scan = Scan::default();
        let mut started = false;
        let mut in_movetext = false;
        let mut blank_before = false;
        let mut after_result = false;
        let mut tag_bytes = 0;
        loop {
            match self.next_line() {
                Ok(true) => {}
                Ok(false) => break,
                Err(err) if after_result => {
                    self.failed = Some(err);
                    break;
                }
                Err(err) => return Err(err),
            }
            let line = self.line.as_slice();
            let parts = &mut self.parts;
            let trimmed = trim_start(line);
            if after_result {
                // The line after the result: the next game, or more of this one (moves after
                // its result, reported as they are on the result's own line).
                if starts_game(trimmed) {
                    self.held = true;
                    break;
                }
                after_result = false;
            }
            if !in_movetext {
                // A `%` line before a game, or among its tags, is another program's; after
                // the tags and a blank line, it starts the movetext (where the writer puts an
                // escape that comes first).
                if trimmed.is_empty() || (line.starts_with(b"%") && !blank_before) {
                    blank_before |= started && trimmed.is_empty();
                    continue;
                }
                if blank_before && trimmed.starts_with(b"[") {
                    // Tags, a blank line, tags: the game before has no movetext.
                    self.held = true;
                    break;
                }
                if !started {
                    started = true;
                    parts.first_line = self.number;
                }
                if trimmed.starts_with(b"[") {
                    tag_bytes += line.len();
                    if tag_bytes >= self.settings.max_game {
                        parts.too_long = true;
                        parts.check_dropped(line, self.number);
                    } else {
                        parts.tag_lines.extend_from_slice(line);
                        let end = parts.tag_lines.len();
                        parts.tag_line_ends.push((self.number, end));
                    }
                    if self.truncated {
                        self.skip_rest(None)?;
                    }
                    continue;
                }
                in_movetext = true;
                parts.movetext_line = self.number;
            } else {
                let in_comment = scan.in_comment;
                if (!in_comment && trimmed.starts_with(b"["))
                    || (in_comment
                        && blank_before
                        && is_tag_line(&String::from_utf8_lossy(trimmed)))
                {
                    self.held = true;
                    break;
                }
            }
            blank_before = trimmed.is_empty();
            if parts.raw_movetext.len() + line.len() >= self.settings.max_game {
                parts.too_long = true;
                parts.check_dropped(line, self.number);
            } else {
                if !parts.line_starts.is_empty() {
                    parts.raw_movetext.push(b'\n');
                }
                parts.line_starts.push(parts.raw_movetext.len());
                parts.raw_movetext.extend_from_slice(line);
            }
            let ended = scan.bytes(line, true);
            if ended {
                if self.truncated {
                    self.skip_rest(None)?;
                }
                after_result = true;
                continue;
            }
            if self.truncated && self.skip_rest(Some(&mut scan))? {
                break;
            }
        }
        Ok(started)
    }
}

/// A byte that is not UTF-8, and where.
#[derive(Debug, Clone, Copy)]
struct BadByte {
    byte: u8,
    line: usize,
    column: usize,
}

impl BadByte {
    /// The byte at `at` of `text`, on the line `line` that starts at byte `start`, where the
    /// bytes before it are UTF-8.
    fn at(text: &[u8], start: usize, at: usize, line: usize) -> BadByte {
        let before = core::str::from_utf8(&text[start..at]).unwrap_or_default();
        BadByte {
            byte: text[at],
            line,
            column: column(before, at - start),
        }
    }
}

/// What [`read_line`] read.
#[derive(Debug, Clone, Copy)]
struct Read {
    /// How many bytes, the line break with them.
    len: usize,
    /// Whether a line break ended them.
    ended: bool,
}

/// Appends the bytes of `input` up to the next line break to `line`, at most `limit` of them,
/// and reads past the line break; adds to `blanks` the empty lines that follow it when they
/// could only be told by reading on (see [`line_break`]).
///
/// A line break is `\n`, `\r\n`, or a `\r` alone (files from old Macs); see [`line_break`]
/// for runs of `\r`. The line break stays out of `line`, so no line holds a `\r`.
fn read_line(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    limit: usize,
    blanks: &mut usize,
) -> io::Result<Read> {
    let mut read = Read {
        len: 0,
        ended: false,
    };
    while read.len < limit {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        let room = &buffer[..buffer.len().min(limit - read.len)];
        let Some(at) = find_line_break(room) else {
            let len = room.len();
            line.extend_from_slice(room);
            input.consume(len);
            read.len += len;
            if len == 0 {
                break;
            }
            continue;
        };
        let newline = room[at] == b'\n';
        line.extend_from_slice(&room[..at]);
        read.ended = true;
        read.len += at + 1;
        if newline {
            input.consume(at + 1);
        } else {
            *blanks += line_break(input, at)?;
        }
        break;
    }
    Ok(read)
}

/// Where the first `\n` or `\r` of `bytes` is. Most lines (tag pairs, movetext wrapped at 80
/// columns) end within 80 bytes, where a search tuned for short texts wins; longer ones go on
/// with `memchr` (decision 0012).
fn find_line_break(bytes: &[u8]) -> Option<usize> {
    const SHORT: usize = 80;
    let head = bytes.get(..SHORT).unwrap_or(bytes);
    scan::find_any(head, [b'\n', b'\r']).or_else(|| {
        let tail = bytes.get(SHORT..)?;
        memchr::memchr2(b'\n', b'\r', tail).map(|at| SHORT + at)
    })
}

/// Reads past the line break at byte `at` of `input`'s buffer, and says how many empty lines
/// follow it in the `\r`s read with it.
///
/// `\n` is one line break, and so is a run of `\r`s followed by `\n` (`\r\n`, and `\r\r\n`
/// from a file whose line ends were converted twice: more `\r`s would otherwise come back one
/// fewer each time a comment holding them is written and read again). A `\r` not followed by
/// `\r`s and `\n` is a line break alone, as in old Mac files: a run of them is as many line
/// breaks, the lines between them empty. A run cut between two fills of the buffer is read on
/// to its end, so the lines are the same however the input comes.
fn line_break(input: &mut impl BufRead, at: usize) -> io::Result<usize> {
    let buffer = input.fill_buf()?;
    if buffer[at] == b'\n' {
        input.consume(at + 1);
        return Ok(0);
    }
    let run = buffer[at..].iter().take_while(|&&b| b == b'\r').count();
    match buffer.get(at + run) {
        Some(b'\n') => {
            input.consume(at + run + 1);
            return Ok(0);
        }
        Some(_) => {
            input.consume(at + 1);
            return Ok(0);
        }
        None => input.consume(at + run),
    }
    // The run reaches the end of the buffer: read on to its end.
    let mut run = run;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        let more = buffer.iter().take_while(|&&b| b == b'\r').count();
        let next = buffer.get(more).copied();
        input.consume(more + usize::from(next == Some(b'\n')));
        run += more;
        match next {
            Some(b'\n') => return Ok(0),
            Some(_) => return Ok(run - 1),
            None if more == 0 => return Ok(run - 1),
            None => {}
        }
    }
}

/// Reads the tag pairs of a line into `parts`, keeping where each value starts and the
/// first error.
fn read_tags(parts: &mut Parts, line: &str, number: usize) {
    if parts.tag_error.is_some() {
        return;
    }
    let places = &mut parts.tag_places;
    let read = parts.tags.read_line_placing(line, |value| {
        places.push((number, column(line, value)));
    });
    if let Err(err) = read {
        let at = column(line, err.span().start);
        parts.tag_error = Some((err, number, at));
    }
}

/// The 1-based column, in characters, of byte `at` of `line`: the bytes before it that start a
/// character (in UTF-8, those that do not continue one), counted.
fn column(line: &str, at: usize) -> usize {
    let head = line.as_bytes().get(..at).unwrap_or_default();
    // Mostly ASCII, a byte a character: told a word at a time.
    if head.is_ascii() {
        return head.len() + 1;
    }
    head.iter().filter(|&&byte| byte & 0xC0 != 0x80).count() + 1
}

/// Whether a line (without its leading white space) after a game's result starts the next
/// game, or is blank: tags, an escape line, a comment, or move 1 (`1.`, `1...`, `1 e4`). Any other line
/// right after the result (`2. Nf3`, `Nf3`, `1-0`) goes on with the game before.
fn starts_game(trimmed: &[u8]) -> bool {
    match trimmed {
        [] | [b'[' | b'%' | b'{' | b';', ..] => true,
        [b'1', rest @ ..] => {
            matches!(rest.first(), Some(b'.' | b' ' | b'\t')) || rest.starts_with("…".as_bytes())
        }
        _ => false,
    }
}

/// `line` without the white space it starts with (Unicode's, as [`str::trim_start`] takes it;
/// bytes that are not UTF-8 are not white space).
#[inline]
fn trim_start(line: &[u8]) -> &[u8] {
    // Mostly a tag, a move number or a blank line: nothing to pass.
    if line.first().is_none_or(|&b| b.is_ascii_graphic()) {
        return line;
    }
    let mut at = 0;
    while let Some(&byte) = line.get(at) {
        if byte.is_ascii() {
            if !char::from(byte).is_whitespace() {
                break;
            }
            at += 1;
        } else {
            let (c, len) = scan::char_at(line, at);
            if !c.is_whitespace() {
                break;
            }
            at += len;
        }
    }
    &line[at..]
}

/// Whether a line (without its leading white space) looks like a tag pair: `[`, a name, a
/// quote, and `]` at the end (a comment's `[%clk 0:03:00]` has no name, `[a] b` no quote).
fn is_tag_line(trimmed: &str) -> bool {
    let Some(inner) = trimmed.trim_end().strip_prefix('[') else {
        return false;
    };
    let name = inner
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    name > 0 && inner[name..].trim_start().starts_with('"') && inner.ends_with(']')
}

/// Follows comments and variations through the lines of movetext, to find the result that
/// ends the game: what alone decides where a game ends, so that the tokens can be found later
/// and elsewhere (decision 0020). It passes over what moves are made of (decision 0012).
#[derive(Debug, Default)]
struct Scan {
    in_comment: bool,
    depth: u32,
}

/// The bytes where [`Scan`] looks closer: brackets, `;`, `*`, a lone `\r` (which ends a line
/// comment, and may start an escape line), and the second byte of every result (`1-0`,
/// `0-1`, `1/2-1/2`, `0,5-0,5`, `½-½`). Moves and move numbers have none of them but the rare
/// `-` of castling, so the scan passes over them (decision 0012).
const SCAN_STOPS: [u8; 10] = [b'{', b';', b'(', b')', b'*', b'-', b'/', b',', 0xBD, b'\r'];

/// The bytes a [`Scan`] stops at outside comments (but `{` and `}`): where a 64-byte block has
/// none, it passes over the block at once.
const SCAN_STOPS_BUT_BRACES: [u8; 9] = [b';', b'(', b')', b'*', b'-', b'/', b',', 0xBD, b'\r'];

impl Scan {
    /// Follows a line, or a piece of one that is not its start; whether a result stands in it
    /// outside comments and variations.
    fn bytes(&mut self, bytes: &[u8], line_start: bool) -> bool {
        self.bytes_from::<true>(bytes, line_start)
    }

    /// [`bytes`](Self::bytes), passing over plain blocks at once when `BLOCKS` (the other way
    /// only checks that way in tests).
    #[inline(always)]
    fn bytes_from<const BLOCKS: bool>(&mut self, bytes: &[u8], line_start: bool) -> bool {
        let mut at = 0;
        if line_start && !self.in_comment && bytes.first() == Some(&b'%') {
            // An escape line, to its end (a lone `\r` too).
            match scan::find_byte(bytes, b'\r') {
                Some(end) => at = end,
                None => return false,
            }
        }
        loop {
            if BLOCKS {
                at = self.pass_plain_blocks(bytes, at);
            }
            if self.in_comment {
                match scan::find_any_from(bytes, at, [b'}']) {
                    Some(close) => {
                        at += close + 1;
                        self.in_comment = false;
                    }
                    None => return false,
                }
            }
            match scan::find_any_from(bytes, at, SCAN_STOPS) {
                Some(offset) => at += offset,
                None => return false,
            }
            match bytes[at] {
                b'{' => self.in_comment = true,
                // A line comment, or an escape line, ends at the line's end: a lone `\r`
                // ends a line too, as the tokens take it (files from old Macs).
                b';' | b'\r' if bytes[at] == b';' || bytes.get(at + 1) == Some(&b'%') => {
                    match scan::find_any_from(bytes, at + 1, [b'\r']) {
                        Some(end) => {
                            at += 1 + end;
                            continue;
                        }
                        None => return false,
                    }
                }
                b'(' => self.depth += 1,
                b')' => self.depth = self.depth.saturating_sub(1),
                b'*' if self.depth == 0 => return true,
                // A result's second byte, after a `0`, `1` or the first byte of `½` that starts
                // a token (a move number has a digit or a dot there).
                _ if self.depth == 0
                    && at > 0
                    && matches!(bytes[at - 1], b'0' | b'1' | 0xC2)
                    && starts_token(bytes, at - 1) =>
                {
                    // The tokenizer's own test, on the text up to any byte that is not UTF-8
                    // (a result that ends there is followed by no token it knows).
                    let rest = &bytes[at - 1..];
                    let text = rest.utf8_chunks().next().map_or("", |chunk| chunk.valid());
                    if result_at(text)
                        .is_some_and(|(_, len)| len < text.len() || text.len() == rest.len())
                    {
                        return true;
                    }
                }
                _ => {}
            }
            at += 1;
        }
    }

    /// Passes over the whole 64-byte blocks from byte `at` that hold nothing to stop at outside
    /// comments, comments that open and close in turn (most of any movetext: moves, move
    /// numbers and lichess's `{ [%clk 0:05:00] }`); where the first other block starts, the
    /// comment state at its start set. A block with a `{` inside a comment, a `}` outside
    /// one, or a stop outside one is left to the byte by byte way.
    #[inline(always)]
    fn pass_plain_blocks(&mut self, bytes: &[u8], mut at: usize) -> usize {
        while let Some(block) = bytes.get(at..at + 64).and_then(|b| b.first_chunk::<64>()) {
            let (open, close) = (scan::mask_of(block, [b'{']), scan::mask_of(block, [b'}']));
            let stops = scan::mask_of(block, SCAN_STOPS_BUT_BRACES);
            // Inside a comment: after a `{`, up to its `}`.
            let inside =
                scan::prefix_xor(open | close) ^ if self.in_comment { u64::MAX } else { 0 };
            if open & !inside != 0 || close & inside != 0 || stops & !inside != 0 {
                break;
            }
            self.in_comment = inside >> 63 == 1;
            at += 64;
        }
        at
    }
}

/// Whether a token may start at `at`: at the start of the line or after white space, a
/// bracket, a move number's dot or a glyph (`!`, `?`).
fn starts_token(bytes: &[u8], at: usize) -> bool {
    at == 0
        || matches!(
            bytes[at - 1],
            b' ' | b'\t' | b'\r' | b'.' | b'{' | b'}' | b'(' | b')' | b']' | b'!' | b'?'
        )
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Result<Game, PgnError>> {
        Some(self.next_raw()?.and_then(|raw| raw.game()))
    }
}

/// A game's text taken out of the reader, owned: sent to another thread and played there.
#[derive(Debug)]
pub(super) struct Taken {
    number: usize,
    pub(super) parts: Parts,
    settings: Settings,
}

impl Taken {
    /// The game, to read as one straight from the reader: its tags read and its tokens found
    /// first, on this thread.
    pub(super) fn raw(&mut self) -> RawGame<'_> {
        self.parts.prepare();
        RawGame {
            number: self.number,
            parts: &self.parts,
            settings: self.settings,
        }
    }
}

/// One game's text as read: its tags, read, and its movetext, not yet played. It borrows the
/// reader's buffers, so it lives until the next game is read.
#[derive(Debug, Clone, Copy)]
pub struct RawGame<'r> {
    number: usize,
    parts: &'r Parts,
    settings: Settings,
}

/// What a game's tags say: the variant and the start position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// Standard chess or Chess960, decided after all tags.
    pub variant: Variant,
    /// The start position: the `FEN` tag's, or the standard start.
    pub start: Position,
    /// The dialect the `FEN` tag was written in, when the game has one.
    pub fen_dialect: Option<DialectKind>,
}

impl<'r> RawGame<'r> {
    /// The game's number in the input, from 1.
    #[must_use]
    pub fn number(&self) -> usize {
        self.number
    }

    /// The tags, in the order read.
    #[must_use]
    pub fn tags(&self) -> &'r Tags {
        &self.parts.tags
    }

    /// The movetext, its lines joined by `\n`.
    #[must_use]
    pub fn movetext(&self) -> &'r str {
        &self.parts.movetext
    }

    /// An error in this game, named by its tags.
    fn error(&self, line: usize, column: usize, kind: PgnErrorKind) -> PgnError {
        let tags = &self.parts.tags;
        PgnError::new(self.number, line, column, kind).named(
            tags.get("White"),
            tags.get("Black"),
            tags.get("Site"),
        )
    }

    /// The error of a game longer than the reader takes, at its first line.
    fn too_long(&self) -> PgnError {
        let limit = self.settings.max_game;
        self.error(self.parts.first_line, 1, PgnErrorKind::TooLong { limit })
    }

    /// An error at byte `at` of the movetext.
    fn error_at(&self, at: usize, kind: PgnErrorKind) -> PgnError {
        let parts = self.parts;
        let Some(index) = parts
            .line_starts
            .partition_point(|&s| s <= at)
            .checked_sub(1)
        else {
            return self.error(parts.first_line, 1, kind);
        };
        let start = parts.line_starts[index];
        let line = &parts.movetext[start..];
        let line = &line[..line.find('\n').unwrap_or(line.len())];
        let at = (at - start).min(line.len());
        self.error(parts.movetext_line + index, column(line, at), kind)
    }

    /// An error about the tag called `name`, `offset` characters into its value.
    fn tag_error(&self, name: &str, offset: usize, kind: PgnErrorKind) -> PgnError {
        let tags = &self.parts.tags;
        let place = tags
            .iter()
            .position(|(n, _)| n == name)
            .and_then(|at| self.parts.tag_places.get(at));
        match place {
            Some(&(line, column)) => self.error(line, column + offset, kind),
            None => self.error(self.parts.first_line, 1, kind),
        }
    }

    /// Reads what the tags say: the variant, decided after all of them (the `Variant` tag in
    /// any spelling, else the `FEN` tag's castling), and the start position (the `FEN` tag in
    /// any dialect, with or without `SetUp "1"`; the standard start without one).
    ///
    /// # Errors
    /// [`PgnError`] for a tag pair that does not read, an unknown variant, a `FEN` tag that
    /// does not read or is not legal, `SetUp "1"` without a `FEN` tag, a `Variant` tag that
    /// says standard chess for a Chess960 start, or a game too long.
    pub fn header(&self) -> Result<Header, PgnError> {
        let parts = self.parts;
        if let Some(bad) = parts.bad_byte {
            let kind = PgnErrorKind::NotUtf8 { byte: bad.byte };
            return Err(self.error(bad.line, bad.column, kind));
        }
        if let Some((err, line, column)) = &parts.tag_error {
            return Err(self.error(*line, *column, err.clone().into()));
        }
        if parts.too_long {
            return Err(self.too_long());
        }
        let tags = &parts.tags;
        let [variant_tag, fen_tag, set_up] = tags.get_each(["Variant", "FEN", "SetUp"]);
        let tag_variant = match variant_tag {
            Some(value) => {
                Variant::from_tag(value).map_err(|e| self.tag_error("Variant", 0, e.into()))?
            }
            None => None,
        };
        let (start, fen_dialect) = match fen_tag {
            Some(text) => {
                let lead = text.len() - text.trim_start().len();
                let fen = FenParser::new()
                    .lenient()
                    .parse(text.trim())
                    .map_err(|e| self.tag_error("FEN", lead + e.span().start, e.into()))?;
                let dialect = fen.dialect();
                let start = fen.into_position().map_err(|e| {
                    let at = lead + e.span().start;
                    self.tag_error("FEN", at, e.into_error().into())
                })?;
                (start, Some(dialect))
            }
            None if set_up.is_some_and(|v| v.trim() == "1") => {
                return Err(self.tag_error("SetUp", 0, PgnErrorKind::SetUpWithoutFen));
            }
            None => (Position::STARTING, None),
        };
        let variant = Variant::decide(tag_variant, fen_dialect, &start).map_err(|e| {
            let name = if variant_tag.is_some() {
                "Variant"
            } else {
                "FEN"
            };
            self.tag_error(name, 0, e.into())
        })?;
        Ok(Header {
            variant,
            start,
            fen_dialect,
        })
    }

    /// Plays the movetext from the header's start, every move validated, each variation
    /// from its own position, and shows each step to `visit` (as
    /// [`walk`](crate::movetext::walk) does); gives the position at the end of the main line
    /// and the result. This builds no [`Game`]: it is the fast way to every position of a
    /// game.
    ///
    /// `visit` sees the steps as they are played, so it may see some before an error: a
    /// caller that must not show a bad game keeps what it sees until this returns `Ok`.
    ///
    /// # Errors
    /// [`PgnError`] at the first token that does not read, the first move that is not legal
    /// (`14... Nxe4: no black knight can move to e4`), a move after the result, or a game
    /// without a result.
    pub fn play(
        &self,
        header: &Header,
        mut visit: impl FnMut(Step<'r, '_>),
    ) -> Result<(Position, GameResult), PgnError> {
        if self.parts.too_long {
            return Err(self.too_long());
        }
        let movetext: &'r str = &self.parts.movetext;
        let san = if self.settings.auto_lang {
            self.settings.san.lang(self.lang(header)?)
        } else {
            self.settings.san
        };
        let mut result = None;
        let mut depth = 0u32;
        let mut after_result = None;
        let end = walk_san_found(movetext, &self.parts.tokens, &header.start, san, |step| {
            match step {
                Step::Other(token) => match token.kind {
                    TokenKind::StartVariation => depth += 1,
                    TokenKind::EndVariation => depth = depth.saturating_sub(1),
                    TokenKind::Result(r) if depth == 0 => {
                        if result.is_none() {
                            result = Some(r);
                        } else if after_result.is_none() {
                            after_result = Some(token.span.clone());
                        }
                    }
                    _ => {}
                },
                Step::Move(played) => {
                    if result.is_some() && after_result.is_none() {
                        after_result = Some(played.token.span.clone());
                    }
                }
            }
            visit(step);
        })
        .map_err(|e| {
            let e = e.map_move(|text, e| MoveError::from_san(MoveNotation::San, text, e));
            self.error_at(e.span().start, PgnErrorKind::Movetext(e))
        })?;
        if let Some(span) = after_result {
            let found = scan::clip(&movetext[span.clone()]).into_owned();
            return Err(self.error_at(span.start, PgnErrorKind::AfterResult { found }));
        }
        match result {
            Some(result) => Ok((end, result)),
            None => Err(self.error_at(movetext.len(), PgnErrorKind::MissingResult)),
        }
    }

    /// The same game, its moves read in `lang` (after [`lang`](Self::lang) found it, say).
    ///
    /// ```
    /// use fenkit::{Lang, pgn::PgnReader};
    /// let mut reader = PgnReader::new("1. e4 e5 2. Cf3 Cc6 3. Fb5 *\n".as_bytes()).lang_auto();
    /// let raw = reader.next_raw().unwrap()?;
    /// let header = raw.header()?;
    /// let lang = raw.lang(&header)?;
    /// assert_eq!(lang, Lang::Fr);
    /// assert_eq!(raw.with_lang(lang).game()?.main_line().count(), 5);
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn with_lang(mut self, lang: Lang) -> RawGame<'r> {
        self.settings.san = self.settings.san.lang(lang);
        self.settings.auto_lang = false;
        self
    }

    /// The language of the movetext: the one in which every move is legal (English when it is
    /// one of several, any one when all that fit read the same moves).
    ///
    /// # Errors
    /// [`PgnError`] when no language reads every move (the error of the one that read
    /// furthest), or several read different moves.
    pub fn lang(&self, header: &Header) -> Result<Lang, PgnError> {
        match detect_lang(&self.parts.movetext, &header.start, self.settings.strict) {
            Ok(fit) => fit.choice().ok_or_else(|| {
                let langs = fit.langs().to_vec();
                self.error_at(0, PgnErrorKind::Lang { langs })
            }),
            Err(none) => {
                let err = none.error().clone();
                Err(self.error_at(err.span().start, PgnErrorKind::Movetext(err)))
            }
        }
    }

    /// What in the game reads but is likely a mistake, given the position at the end of its
    /// main line and its result (as [`play`](Self::play) gives them): a tag given twice (the
    /// first value is kept), a `Result` tag that is not the movetext's result, a checkmate at
    /// the end with another result (both kept as read). See [`PgnWarning`].
    #[must_use]
    pub fn warnings(&self, end: &Position, result: GameResult) -> Vec<PgnWarning> {
        let parts = self.parts;
        let mut warnings = Vec::new();
        let warn = |place: Option<&(usize, usize)>, kind| {
            let (line, column) = place.copied().unwrap_or((parts.first_line, 1));
            PgnWarning {
                game: self.number,
                names: parts.tags.names(),
                line,
                column,
                kind,
            }
        };
        let tags = &parts.tags;
        for (first, at) in tags.repeated() {
            warnings.push(warn(
                parts.tag_places.get(at),
                PgnWarningKind::DuplicateTag {
                    name: tags.name_at(at).to_owned(),
                    first: tags.value_at(first).to_owned(),
                    again: tags.value_at(at).to_owned(),
                },
            ));
        }
        if let Some(at) = tags.index("Result")
            && let Some(&tag) = <GameResult as strum::VariantArray>::VARIANTS
                .iter()
                .find(|r| <&str>::from(**r) == tags.value_at(at).trim())
            && tag != result
        {
            let place = parts.tag_places.get(at);
            warnings.push(warn(
                place,
                PgnWarningKind::ResultTag {
                    tag,
                    movetext: result,
                },
            ));
        }
        if end.is_checkmate() {
            let mate = match end.turn() {
                Color::White => GameResult::BlackWins,
                Color::Black => GameResult::WhiteWins,
            };
            if mate != result {
                let last = parts.line_starts.len().saturating_sub(1);
                let place = (parts.movetext_line + last, 1);
                warnings.push(warn(
                    Some(&place),
                    PgnWarningKind::Checkmate { result, mate },
                ));
            }
        }
        warnings
    }

    /// Reads the whole game: tags, variant, start, every move validated, comments, NAGs,
    /// glyphs and variations kept.
    ///
    /// # Errors
    /// As [`header`](Self::header) and [`play`](Self::play).
    pub fn game(&self) -> Result<Game, PgnError> {
        self.game_with(&self.header()?, |_| {})
    }

    /// Reads the whole game from its [`header`](Self::header), showing each step to `visit`
    /// as [`play`](Self::play) does (to select games as they are built, say).
    ///
    /// # Errors
    /// As [`play`](Self::play).
    pub fn game_with(
        &self,
        header: &Header,
        mut visit: impl FnMut(Step<'r, '_>),
    ) -> Result<Game, PgnError> {
        let mut game = Game::bare(header.start.clone(), header.variant);
        game.tags_mut().clone_from(&self.parts.tags);
        let (_, result) = self.play(header, |step| {
            visit(step);
            game.take(step);
        })?;
        game.set_result(result);
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::QuickCheck;

    fn scan(lines: &[&str]) -> Vec<bool> {
        let mut scan = Scan::default();
        lines
            .iter()
            .map(|line| scan.bytes(line.as_bytes(), true))
            .collect()
    }

    #[test]
    fn the_scan_finds_results_outside_comments_and_variations_only() {
        assert_eq!(scan(&["1. e4 e5 1-0"]), [true]);
        assert_eq!(scan(&["1. e4 { 1-0 } e5"]), [false]);
        assert_eq!(
            scan(&["1. e4 { a", "1-0 }", "e5 0-1"]),
            [false, false, true]
        );
        assert_eq!(scan(&["1. e4 (1. d4 1-0) e5"]), [false]);
        assert_eq!(scan(&["1. e4 ; 1-0", "0-0 e5"]), [false, false]);
        assert_eq!(scan(&["%1-0", "12. O-O 1/2-1/2"]), [false, true]);
        assert_eq!(scan(&["1.e4 e5 2.Nf3 *"]), [true]);
        assert_eq!(scan(&["1. e4 ½-½"]), [true]);
        assert_eq!(scan(&["10-0 11-0"]), [false]);
        // A lone `\r` ends a line comment and may start an escape line, as in the tokens.
        assert_eq!(scan(&["1. e4 ; x\r1-0"]), [true]);
        assert_eq!(scan(&["1. e4\r%1-0"]), [false]);
        assert_eq!(scan(&["%1-0\r*"]), [true]);
        // An escape line after a lone `\r` hides a `{`, and a line comment a `*` at its end.
        assert_eq!(scan(&["1. e4\r% {\r1-0"]), [true]);
        assert_eq!(scan(&["1. e4 ; x*\r e5"]), [false]);
        assert_eq!(scan(&["1. e4\r1-0"]), [true]);
        // A result may follow a glyph.
        assert_eq!(scan(&["1. e4 e5!1-0"]), [true]);
        assert_eq!(scan(&["1. e4 e5?0-1"]), [true]);
    }

    /// What movetext is made of, with what stops a scan.
    const PIECES: [&str; 28] = [
        "1. ",
        "12... ",
        "e4 ",
        "Nxf3+ ",
        "O-O ",
        "0-0 ",
        "{",
        "}",
        "{ [%clk 0:05:00] } ",
        "(",
        ")",
        ";",
        "%",
        "1-0",
        "0-1",
        "*",
        "1/2-1/2",
        "½-½",
        "0,5-0,5",
        "$1 ",
        "!? ",
        " ",
        "\n",
        "\r",
        "é",
        "\t",
        "10-0",
        "Nf3.1-0",
    ];

    /// Each line's result and the state after it, followed block by block or byte by byte.
    fn scanned<const BLOCKS: bool>(text: &str) -> Vec<(bool, bool, u32)> {
        let mut scan = Scan::default();
        text.split('\n')
            .map(|line| {
                let result = scan.bytes_from::<BLOCKS>(line.as_bytes(), true);
                (result, scan.in_comment, scan.depth)
            })
            .collect()
    }

    #[test]
    fn the_scan_passes_over_plain_blocks_as_it_would_byte_by_byte() {
        fn agree(picks: Vec<u8>, clocks: u8) -> bool {
            // Long runs of plain plies, so that whole blocks come, broken by the pieces.
            let plain = "7. Nf3 { [%clk 0:04:58] } 7... Nc6 { [%clk 0:04:57] } ";
            let mut text = String::new();
            for (i, &p) in picks.iter().enumerate() {
                if i % usize::from(clocks % 5 + 1) == 0 {
                    text.push_str(plain);
                }
                text.push_str(PIECES[usize::from(p) % PIECES.len()]);
            }
            scanned::<true>(&text) == scanned::<false>(&text)
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(Vec<u8>, u8) -> bool);
        let game = include_str!("../../tests/data/lichess_20.pgn");
        assert_eq!(scanned::<true>(game), scanned::<false>(game));
        // A comment open across lines, a `{` inside one, a `}` outside, a `\r%` escape line.
        // At every place in a block, among plies with clocks and without.
        let odd = [
            "{ open",
            "{ a { b }",
            "} stray {",
            "\r% { hidden",
            "\r% }",
            "(1. d4 1-0)",
            ";{",
        ];
        for plain in [
            "1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } ",
            "1. e4 e5 2. d4 ",
        ] {
            let plain = plain.repeat(6);
            for (odd, shift) in odd.iter().flat_map(|odd| (0..64).map(move |k| (odd, k))) {
                let text = format!("{}{odd}{plain}\n{plain}1-0", &plain[..shift]);
                assert_eq!(
                    scanned::<true>(&text),
                    scanned::<false>(&text),
                    "{odd} {shift}"
                );
            }
        }
    }

    /// Where [`Scan::pass_plain_blocks`] stops in `text` from byte `at`, and whether a comment
    /// is open there, starting in one when `in_comment`.
    fn passed(text: &str, at: usize, in_comment: bool) -> (usize, bool) {
        let mut scan = Scan {
            in_comment,
            depth: 0,
        };
        let stop = scan.pass_plain_blocks(text.as_bytes(), at);
        (stop, scan.in_comment)
    }

    #[test]
    fn plain_blocks_are_passed_at_once_and_others_left() {
        // 52 bytes a move pair: 6 pairs hold 4 whole blocks.
        let plain = "1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } ".repeat(6);
        assert_eq!(passed(&plain, 0, false), (256, true));
        assert_eq!(passed(&plain, 256, false), (256, false));
        // Taken for outside a comment at byte 10, the `}` at 23 is one outside: left.
        assert_eq!(passed(&plain, 10, false), (10, false));
        // Inside a comment from the start, then out of it: the state follows.
        let closing = format!("[%clk 0:05:00] }} {}", &plain[..100]);
        assert_eq!(passed(&closing, 0, true), (64, true));
        // A block with a stop outside a comment is left, one inside a comment is not.
        for (stop, passed_to) in [("-", 64), ("(", 64), (";", 64), ("*", 64), ("/", 64)] {
            let mut text = plain.clone();
            text.replace_range(80..81, stop);
            assert_eq!(passed(&text, 0, false).0, passed_to, "{stop} outside");
            let mut text = plain.clone();
            text.replace_range(90..91, stop);
            assert_eq!(passed(&text, 0, false).0, 256, "{stop} inside a comment");
        }
        // A `}` outside a comment, a `{` inside one.
        let mut text = plain.clone();
        text.replace_range(80..81, "}");
        assert_eq!(passed(&text, 0, false).0, 64);
        assert_eq!(passed(&text, 0, true).0, 0);
        let mut text = plain.clone();
        text.replace_range(90..91, "{");
        assert_eq!(passed(&text, 0, false).0, 64);
    }

    #[test]
    fn a_line_too_long_to_keep_is_followed_to_its_end() {
        let long = format!(
            "[Event \"{}\"]\n\n1. e4 {{{}}} (1. d4 *) 1-0 e4\n",
            "x".repeat(300),
            "y ".repeat(300)
        );
        let pgn = format!("{long}\n1. d4 *\n{long}");
        let mut reader = PgnReader::new(pgn.as_bytes()).max_game_bytes(100);
        let errors: Vec<String> = (&mut reader)
            .map(|game| game.map_or_else(|e| e.to_string(), |g| g.end().to_string()))
            .collect();
        let too_long = |game: usize, line: usize| {
            format!(
                "game {game} (line {line}, column 1): the game is longer than 100 bytes, \
                 the most this reader takes"
            )
        };
        assert_eq!(
            errors,
            [
                too_long(1, 1),
                "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1".to_owned(),
                too_long(3, 6),
            ]
        );
        assert_eq!(reader.lines_read(), 8);
    }

    #[test]
    fn tag_lines_are_told_from_comment_lines() {
        assert!(is_tag_line("[Event \"x\"]"));
        assert!(is_tag_line("[Event \"x]"));
        assert!(!is_tag_line("[a]ü} 7. f4 {[a)\")}"));
        assert!(!is_tag_line("[Event \"x\"] 1. e4"));
        assert!(!is_tag_line("[%clk 0:01:00]"));
        assert!(!is_tag_line("a [b \"c\"]"));
    }
}
