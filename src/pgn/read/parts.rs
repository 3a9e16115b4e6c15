//! What one game's text holds, kept between games so that its buffers are reused; prepared
//! once the game is whole: checked as UTF-8, its tags read, its tokens found.

use std::borrow::Cow;

use crate::movetext::FoundTokens;
use crate::pgn::input::push_single_bytes;
use crate::pgn::tags::{ParseTagError, Tags};

/// What one game's text holds, kept between games so that its buffers are reused.
#[derive(Debug, Default)]
pub(in crate::pgn) struct Parts {
    pub(super) tags: Tags,
    /// The line of each tag, and the column where its value starts.
    pub(super) tag_places: Vec<(usize, usize)>,
    /// The first bad tag pair: the error, its line and column.
    pub(super) tag_error: Option<(ParseTagError, usize, usize)>,
    /// The first byte that is not UTF-8: in a line not kept (a game too long) as it is read,
    /// in the rest when the game is prepared.
    pub(super) bad_byte: Option<BadByte>,
    /// The tag lines as read, to be read into `tags` (see [`Parts::prepare`]), each with its
    /// number and where it ends in the text.
    pub(super) tag_lines: Vec<u8>,
    pub(super) tag_line_ends: Vec<(usize, usize)>,
    /// Whether the tags are read and the movetext's tokens found.
    pub(super) prepared: bool,
    /// The line the game starts on.
    pub(super) first_line: usize,
    /// The movetext's lines as read, joined by `\n`, and as text once prepared.
    pub(super) raw_movetext: Vec<u8>,
    pub(super) movetext: String,
    /// Its tokens, found once the game is whole.
    pub(super) tokens: FoundTokens,
    /// Where each line of the movetext starts in `movetext`.
    pub(super) line_starts: Vec<usize>,
    /// The line of the input the movetext starts on.
    pub(super) movetext_line: usize,
    pub(super) too_long: bool,
    /// Whether a game that is not UTF-8 is read as Windows-1252, whole.
    pub(super) fallback: bool,
    /// The first byte that was not UTF-8 in a game read as Windows-1252.
    pub(super) decoded: Option<BadByte>,
}

impl Parts {
    pub(super) fn clear(&mut self) {
        self.tags.clear();
        self.tag_places.clear();
        self.tag_lines.clear();
        self.tag_line_ends.clear();
        self.prepared = false;
        self.tag_error = None;
        self.bad_byte = None;
        self.decoded = None;
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
    pub(super) fn prepare(&mut self) {
        if core::mem::replace(&mut self.prepared, true) {
            return;
        }
        // Taken out while `read_tags` fills the rest, and put back for their buffers.
        if self.fallback {
            self.decode_if_not_utf8();
        }
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

    /// Reads the whole game as Windows-1252 when its text is not UTF-8 (old files, or old
    /// games joined with new ones: each game is told apart), noting its first byte that is
    /// not; the lines keep their numbers and their characters their columns.
    fn decode_if_not_utf8(&mut self) {
        let tags = core::str::from_utf8(&self.tag_lines).err();
        let movetext = core::str::from_utf8(&self.raw_movetext).err();
        if tags.is_none() && movetext.is_none() {
            return;
        }
        if let Some(err) = tags {
            let (lines, ends) = (&self.tag_lines, &self.tag_line_ends);
            let index = ends.partition_point(|&(_, end)| end <= err.valid_up_to());
            let start = index.checked_sub(1).map_or(0, |before| ends[before].1);
            let line = ends
                .get(index)
                .map_or(self.first_line, |&(number, _)| number);
            self.decoded = Some(BadByte::at(lines, start, err.valid_up_to(), line));
        } else if let Some(err) = movetext {
            let at = err.valid_up_to();
            let index = self.line_starts.partition_point(|&s| s <= at) - 1;
            let start = self.line_starts[index];
            let line = self.movetext_line + index;
            self.decoded = Some(BadByte::at(&self.raw_movetext, start, at, line));
        }
        let mut decoded = Vec::with_capacity(self.tag_lines.len() * 2);
        let mut start = 0;
        for (_, end) in &mut self.tag_line_ends {
            push_single_bytes(&mut decoded, &self.tag_lines[start..*end], true);
            start = *end;
            *end = decoded.len();
        }
        self.tag_lines = decoded;
        let mut decoded = Vec::with_capacity(self.raw_movetext.len() * 2);
        for index in 0..self.line_starts.len() {
            let start = self.line_starts[index];
            let end = self
                .line_starts
                .get(index + 1)
                .map_or(self.raw_movetext.len(), |&next| next - 1);
            if index > 0 {
                decoded.push(b'\n');
            }
            self.line_starts[index] = decoded.len();
            push_single_bytes(&mut decoded, &self.raw_movetext[start..end], true);
        }
        self.raw_movetext = decoded;
    }

    /// Checks a line that is not kept (the game is too long) as UTF-8 now, as it is read.
    pub(super) fn check_dropped(&mut self, line: &[u8], number: usize) {
        if let Err(err) = core::str::from_utf8(line) {
            self.note_bad(BadByte::at(line, 0, err.valid_up_to(), number));
        }
    }

    /// Keeps `bad` as the game's first byte that is not UTF-8, unless one before it is kept.
    pub(super) fn note_bad(&mut self, bad: BadByte) {
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

/// A byte that is not UTF-8, and where.
#[derive(Debug, Clone, Copy)]
pub(super) struct BadByte {
    pub(super) byte: u8,
    pub(super) line: usize,
    pub(super) column: usize,
}

impl BadByte {
    /// The byte at `at` of `text`, on the line `line` that starts at byte `start`, where the
    /// bytes before it are UTF-8.
    pub(super) fn at(text: &[u8], start: usize, at: usize, line: usize) -> BadByte {
        let before = core::str::from_utf8(&text[start..at]).unwrap_or_default();
        BadByte {
            byte: text[at],
            line,
            column: column(before, at - start),
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
pub(super) fn column(line: &str, at: usize) -> usize {
    let head = line.as_bytes().get(..at).unwrap_or_default();
    // Mostly ASCII, a byte a character: told a word at a time.
    if head.is_ascii() {
        return head.len() + 1;
    }
    head.iter().filter(|&&byte| byte & 0xC0 != 0x80).count() + 1
}

#[cfg(test)]
mod tests {
    use crate::pgn::{PgnReader, PgnWarningKind};

    /// The first game of `pgn` read with the Windows-1252 fallback: its `White` tag, its
    /// movetext, where its `Decoded` warnings stand, and its error when it does not read.
    fn decoded(pgn: &[u8]) -> (String, String, Vec<(usize, usize)>, Option<String>) {
        let mut reader = PgnReader::new(pgn).cp1252_fallback(true);
        let raw = reader.next_raw().unwrap().unwrap();
        let white = raw.tags().get("White").unwrap_or_default().to_owned();
        let played = raw.header().and_then(|header| raw.play(&header, |_| {}));
        let (places, error) = match played {
            Ok((end, result)) => {
                let places = raw
                    .warnings(&end, result)
                    .iter()
                    .filter(|w| matches!(w.kind(), PgnWarningKind::Decoded { .. }))
                    .map(|w| (w.line(), w.column()))
                    .collect();
                (places, None)
            }
            Err(err) => (Vec::new(), Some(err.to_string())),
        };
        (white, raw.movetext().to_owned(), places, error)
    }

    #[test]
    fn a_game_decoded_from_windows_1252_keeps_its_lines_and_names_its_first_bad_byte() {
        // In the second tag line, and in both lines of the movetext.
        let pgn =
            b"[Event \"e\"]\n[White \"M\xfcller\"]\n\n1. e4 e5 {caf\xe9}\n2. Nf3 {\xe9t\xe9} *\n";
        assert_eq!(
            decoded(pgn),
            (
                "Müller".to_owned(),
                "1. e4 e5 {café}\n2. Nf3 {été} *".to_owned(),
                vec![(2, 10)],
                None
            )
        );
        // In the movetext's second line only.
        let pgn = b"[White \"a\"]\n\n1. e4 e5\n2. Nf3 {Gr\xfcnfeld} *\n";
        assert_eq!(
            decoded(pgn),
            (
                "a".to_owned(),
                "1. e4 e5\n2. Nf3 {Grünfeld} *".to_owned(),
                vec![(4, 11)],
                None
            )
        );
        // An error after the decoded characters is at their columns, on its line.
        let pgn = b"[White \"a\"]\n\n1. e4 e5 {caf\xe9}\n2. Nf3 {\xe9t\xe9} Nxe4 *\n";
        let error = decoded(pgn).3.unwrap();
        assert!(
            error.starts_with("game 1, a - ? (line 4, column 14): 2... Nxe4"),
            "{error}"
        );
    }
}
