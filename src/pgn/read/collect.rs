//! Collecting a game's lines: its tag lines and its movetext, up to its result or the line
//! that starts the next game.

use std::io::{self, BufRead};

use super::PgnReader;
use super::end::{BOM, Scan};
use super::line::{InPlace, Read, line_break, read_line};
use crate::pgn::tags::is_tag_line;
use crate::scan;

impl<R: BufRead> PgnReader<R> {
    /// Reads the next line, without its line break: in place in the input's buffer when it
    /// lies whole there (`in_place`), else copied into `line`; `false` at the end.
    fn next_line(&mut self) -> io::Result<bool> {
        if self.held {
            self.held = false;
            return Ok(true);
        }
        if let Some(place) = self.in_place.take() {
            self.input.consume(place.taken);
        }
        self.line.clear();
        if self.blanks > 0 {
            self.blanks -= 1;
            self.number += 1;
            return Ok(true);
        }
        // At most one byte more than a game may hold, so memory stays bounded.
        let limit = self.settings.max_game.saturating_add(2);
        // Most lines are read in place, in the input's buffer; the others are copied out.
        match self.input.fill_buf() {
            Ok(buffer) => {
                if let Some(place) = InPlace::find(buffer, limit) {
                    self.in_place = Some(place);
                    self.truncated = false;
                    self.number += 1;
                    return Ok(true);
                }
            }
            Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
            Err(err) => return Err(err),
        }
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

    /// Skips the end of a line too long to keep (copied out, never read in place), following
    /// its comments and variations with `scan` (in movetext); whether a result stands in it.
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
                result = result || scan.bytes(piece, false).is_some();
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
    pub(super) fn collect(&mut self) -> io::Result<bool> {
        if let Some(err) = self.failed.take() {
            return Err(err);
        }
        self.parts.clear();
        self.parts.tokens.set_max_depth(self.settings.max_depth);
        self.parts.fallback = self.settings.fallback;
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
            let line = match self.in_place {
                Some(place) => place.text(self.input.fill_buf()?),
                None => self.line.as_slice(),
            };
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
            let ended = scan.bytes(line, true);
            // The next game's tags after the result on its line: two files joined with `cat`,
            // the first without a final line break. The line is split there.
            let next_game = ended
                .filter(|_| !self.truncated)
                .and_then(|end| next_game_at(line, end));
            let line = next_game.map_or(line, |(end, _)| &line[..end]);
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
            if let Some((_, tags)) = next_game {
                self.hold_from(tags)?;
                break;
            }
            if ended.is_some() {
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

impl<R: BufRead> PgnReader<R> {
    /// Holds the line from byte `at` on for the next game, the bytes before it blanked out
    /// (a space a character, so that columns stay those of the input): copied out of the
    /// input's buffer first, if it was read in place.
    fn hold_from(&mut self, at: usize) -> io::Result<()> {
        if let Some(place) = self.in_place.take() {
            self.line.clear();
            self.line
                .extend_from_slice(place.text(self.input.fill_buf()?));
            self.input.consume(place.taken);
        }
        let chars = self.line[..at]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        self.line.splice(..at, core::iter::repeat_n(b' ', chars));
        self.held = true;
        Ok(())
    }
}

/// Where the next game's tags start on a line whose result ends at byte `end`, when they do:
/// a `[` after the result, white space or a byte-order mark between; `(end, where)`.
fn next_game_at(line: &[u8], end: usize) -> Option<(usize, usize)> {
    let mut at = end;
    loop {
        match line.get(at..)? {
            [b' ' | b'\t', ..] => at += 1,
            rest if rest.starts_with(BOM) => at += BOM.len(),
            [b'[', ..] => return Some((end, at)),
            _ => return None,
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
