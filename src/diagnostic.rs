//! Pointing at a place in text: `line N, column C: message`, and a caret under it.
//!
//! Errors in fenkit carry byte spans ([`ParseFenError::span`](crate::fen::ParseFenError::span)).
//! People count lines and characters, so [`Location`] turns a byte span of a text of many lines
//! into a 1-based line and a 1-based column of characters, and [`Located`] draws one line with
//! carets under the span. Every front end (the command line, the page, the Python package)
//! points into text this way, so they agree on every line and column.
//!
//! ```
//! use fenkit::diagnostic::Located;
//! use fenkit::fen::Fen;
//! let line = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let err = line.parse::<Fen>().unwrap_err();
//! let located = Located::new(&err, line, err.span()).line(3);
//! assert_eq!(located.to_string(), "line 3, column 27: piece placement: rank 2 has 7 squares, expected 8");
//! assert_eq!(located.snippet(), "\
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1
//!                           ^^^^^^^");
//! ```
//!
//! In a text of many lines:
//!
//! ```
//! use fenkit::diagnostic::Location;
//! let text = "1. e4 e5\r\n2. Nf3 Zz9";
//! let at = text.find("Zz9").unwrap();
//! let place = Location::of(text, at..at + 3);
//! assert_eq!((place.line(), place.column()), (2, 8));
//! assert_eq!(&text[place.line_span()], "2. Nf3 Zz9");
//! assert_eq!(place.located("no such move", text).to_string(), "line 2, column 8: no such move");
//! ```

use core::fmt;
use core::ops::Range;

/// A message about a byte span in one line of text.
///
/// `Display` gives one line, `line N, column C: message`; [`snippet`](Self::snippet) gives the
/// line itself with carets under the span. The line may hold any bytes: characters are counted
/// as [`String::from_utf8_lossy`] would show them (one per invalid sequence).
#[derive(Debug, Clone)]
pub struct Located<'a, M> {
    message: M,
    text: &'a [u8],
    span: Range<usize>,
    line: usize,
}

impl<'a, M: fmt::Display> Located<'a, M> {
    /// A message about `span` (a byte range) in `text`, on line 1 until [`line`](Self::line)
    /// says otherwise. A span that reaches past the text is cut at its end.
    #[must_use]
    pub fn new(message: M, text: &'a (impl AsRef<[u8]> + ?Sized), span: Range<usize>) -> Self {
        let text = text.as_ref();
        let end = span.end.min(text.len());
        let start = span.start.min(end);
        Located {
            message,
            text,
            span: start..end,
            line: 1,
        }
    }

    /// Sets the 1-based line number.
    #[must_use]
    pub fn line(self, line: usize) -> Self {
        Located { line, ..self }
    }

    /// The 1-based line number.
    #[must_use]
    pub fn line_number(&self) -> usize {
        self.line
    }

    /// The 1-based column of the first character of the span, counted in characters.
    ///
    /// ```
    /// use fenkit::diagnostic::Located;
    /// // 'é' is two bytes: byte 3 is the fourth character.
    /// assert_eq!(Located::new("", "éa b", 3..4).column(), 3);
    /// ```
    #[must_use]
    pub fn column(&self) -> usize {
        char_index(self.text, self.span.start) + 1
    }

    /// The message.
    pub fn message(&self) -> &M {
        &self.message
    }

    /// The line, then a line with `^` under every character of the span (one `^` for an empty
    /// span). Tabs before the span are repeated in the caret line, and combining marks (such as
    /// an underline, U+0332) take no space in it, so the carets stay aligned on screen.
    #[must_use]
    pub fn snippet(&self) -> String {
        let line = String::from_utf8_lossy(self.text);
        let first = char_index(self.text, self.span.start);
        let count = match self.span.end.checked_sub(1) {
            Some(last) if self.span.end > self.span.start => {
                char_index(self.text, last) + 1 - first
            }
            _ => 0,
        };
        let mut out = String::with_capacity(2 * line.len() + 2);
        out.push_str(&line);
        out.push('\n');
        let before = line.chars().take(first).filter(|&c| !is_combining(c));
        out.extend(before.map(|c| if c == '\t' { '\t' } else { ' ' }));
        let width = line
            .chars()
            .skip(first)
            .take(count)
            .filter(|&c| !is_combining(c))
            .count();
        out.extend(core::iter::repeat_n('^', width.max(1)));
        out
    }
}

/// Where a byte span lies in a text of many lines: the 1-based line it starts on, the 1-based
/// column of its first character in that line, and the line itself.
///
/// Lines end at `\n`; a `\r` right before it is not part of the line (unless the span starts
/// at it). Columns count characters
/// as [`Located`] does (one per invalid UTF-8 sequence), so a column is the same whether it is
/// asked of the whole text or of the line alone. A span is cut at the end of the text and of
/// its first line, and a span that starts or ends inside a character is widened to it.
///
/// ```
/// use fenkit::diagnostic::Location;
/// let text = "8/8/8\nKé x";
/// let at = text.find('x').unwrap();
/// let place = Location::of(text, at..at + 40);
/// assert_eq!((place.line(), place.column()), (2, 4));
/// assert_eq!(place.span(), at..text.len());
/// assert_eq!(place.span_in_line(), 4..5);
/// assert_eq!(Location::offset(text, 2, 4), Some(at));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Location {
    line: usize,
    column: usize,
    line_span: Range<usize>,
    span: Range<usize>,
}

impl Location {
    /// The location of `span` (a byte range) in `text`.
    #[must_use]
    pub fn of(text: &(impl AsRef<[u8]> + ?Sized), span: Range<usize>) -> Location {
        let text = text.as_ref();
        let start = char_start(text, span.start.min(text.len()));
        let line_start = text[..start]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |at| at + 1);
        let mut line_end = text[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(text.len(), |at| start + at);
        if line_end > start && text[line_end - 1] == b'\r' {
            line_end -= 1;
        }
        let end = char_start(text, span.end.clamp(start, line_end));
        let line = text[..line_start].iter().filter(|&&b| b == b'\n').count() + 1;
        let column = char_index(&text[line_start..line_end], start - line_start) + 1;
        Location {
            line,
            column,
            line_span: line_start..line_end,
            span: start..end,
        }
    }

    /// The byte offset of the character at a 1-based `line` and `column` of `text` (the end of
    /// the line for a column past it), or `None` when the text has fewer lines: the inverse of
    /// [`of`](Self::of), for a caller that was given a line and a column.
    ///
    /// ```
    /// use fenkit::diagnostic::Location;
    /// assert_eq!(Location::offset("ab\ncé d", 2, 3), Some(6));
    /// assert_eq!(Location::offset("ab\ncé d", 2, 40), Some(8));
    /// assert_eq!(Location::offset("ab\ncé d", 3, 1), None);
    /// ```
    #[must_use]
    pub fn offset(text: &(impl AsRef<[u8]> + ?Sized), line: usize, column: usize) -> Option<usize> {
        let text = text.as_ref();
        let mut line_start = 0;
        for _ in 1..line {
            line_start += text[line_start..].iter().position(|&b| b == b'\n')? + 1;
        }
        let rest = &text[line_start..];
        let line_text = &rest[..rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())];
        let mut index = 0;
        let mut base = 0;
        for chunk in line_text.utf8_chunks() {
            for (at, _) in chunk.valid().char_indices() {
                index += 1;
                if index == column {
                    return Some(line_start + base + at);
                }
            }
            base += chunk.valid().len();
            if !chunk.invalid().is_empty() {
                index += 1;
                if index == column {
                    return Some(line_start + base);
                }
                base += chunk.invalid().len();
            }
        }
        Some(line_start + line_text.len())
    }

    /// The 1-based line the span starts on.
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column, in characters, of the span's first character in its line.
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }

    /// The byte range of the span's line in the text, without its line break.
    #[must_use]
    pub fn line_span(&self) -> Range<usize> {
        self.line_span.clone()
    }

    /// The span as a byte range of the text, cut at the end of its line.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    /// The span as a byte range of its line.
    #[must_use]
    pub fn span_in_line(&self) -> Range<usize> {
        let start = self.line_span.start;
        self.span.start - start..self.span.end - start
    }

    /// The message about the span, on its line of `text` (the text this location was made of):
    /// `line N, column C: message`, and the line with carets under the span.
    #[must_use]
    pub fn located<'a, M: fmt::Display>(
        &self,
        message: M,
        text: &'a (impl AsRef<[u8]> + ?Sized),
    ) -> Located<'a, M> {
        let text = text.as_ref();
        let line = text.get(self.line_span()).unwrap_or_default();
        Located::new(message, line, self.span_in_line()).line(self.line)
    }
}

/// The start of the character holding byte `at`: `at` itself when it starts one, or is part of
/// an invalid UTF-8 sequence.
fn char_start(text: &[u8], at: usize) -> usize {
    let is_continuation = |b: u8| b & 0xc0 == 0x80;
    let mut start = at;
    while start > 0 && at - start < 3 && text.get(start).copied().is_some_and(is_continuation) {
        start -= 1;
    }
    let window = &text[start..(start + 4).min(text.len())];
    match window
        .utf8_chunks()
        .next()
        .and_then(|c| c.valid().chars().next())
    {
        Some(c) if start + c.len_utf8() > at => start,
        _ => at,
    }
}

/// A combining mark (U+0300..=U+036F, such as the underline U+0332 of Forsyth's 1883 form): it
/// takes no column on screen, so the caret line gives it no space and no caret.
const fn is_combining(c: char) -> bool {
    matches!(c, '\u{300}'..='\u{36f}')
}

/// The 0-based index of the character holding byte `at` (the number of characters when `at`
/// is the end), counting one character per invalid UTF-8 sequence.
fn char_index(text: &[u8], at: usize) -> usize {
    let mut base = 0;
    let mut index = 0;
    for chunk in text.utf8_chunks() {
        for (offset, _) in chunk.valid().char_indices() {
            if base + offset > at {
                return index - 1;
            }
            index += 1;
        }
        base += chunk.valid().len();
        if !chunk.invalid().is_empty() {
            if base > at {
                return index - 1;
            }
            index += 1;
            base += chunk.invalid().len();
        }
    }
    if at < text.len() { index - 1 } else { index }
}

impl<M: fmt::Display> fmt::Display for Located<'_, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line,
            self.column(),
            self.message
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_characters_not_bytes() {
        let text = "«8/8» x";
        // '«' and '»' are two bytes each; 'x' is at byte 8, the seventh character.
        assert_eq!(text.find('x'), Some(8));
        assert_eq!(Located::new("m", text, 8..9).column(), 7);
        assert_eq!(Located::new("m", text, 0..2).column(), 1);
    }

    #[test]
    fn a_span_inside_a_character_points_at_that_character() {
        // Byte 1 is the middle of 'é': still the first column.
        assert_eq!(Located::new("m", "éx", 1..2).column(), 1);
    }

    #[test]
    fn invalid_utf8_counts_one_column_per_bad_sequence() {
        let text: &[u8] = b"a\xff\xfeb";
        assert_eq!(Located::new("m", text, 3..4).column(), 4);
        assert_eq!(
            Located::new("m", text, 3..4).snippet(),
            "a\u{fffd}\u{fffd}b\n   ^"
        );
    }

    #[test]
    fn carets_cover_the_characters_of_the_span() {
        let text = "ab ∞∞ cd";
        let start = text.find('∞').unwrap();
        let located = Located::new("m", text, start..start + 6);
        assert_eq!(located.column(), 4);
        assert_eq!(located.snippet(), "ab ∞∞ cd\n   ^^");
    }

    #[test]
    fn an_empty_span_at_the_end_gets_one_caret() {
        let located = Located::new("missing", "8/8 w", 5..5);
        assert_eq!(located.column(), 6);
        assert_eq!(located.snippet(), "8/8 w\n     ^");
    }

    #[test]
    fn spans_past_the_end_are_cut() {
        let located = Located::new("m", "abc", 2..40);
        assert_eq!(located.column(), 3);
        assert_eq!(located.snippet(), "abc\n  ^");
    }

    #[test]
    fn combining_underlines_take_no_space_on_screen() {
        let text = "0 R\u{332} 1 5\u{332}";
        let one = text.find('1').unwrap();
        let located = Located::new("m", text, one..one + 1);
        assert_eq!(located.column(), 6);
        assert_eq!(located.snippet(), format!("{text}\n    ^"));
        let five = text.find('5').unwrap();
        let located = Located::new("m", text, five..text.len());
        assert_eq!(located.snippet(), format!("{text}\n      ^"));
    }

    #[test]
    fn tabs_keep_carets_aligned() {
        assert_eq!(Located::new("m", "\tab", 2..3).snippet(), "\tab\n\t ^");
    }

    #[test]
    fn display_is_one_line_with_line_and_column() {
        let located = Located::new("found 'x'", "ä x", 3..4).line(12);
        assert_eq!(located.to_string(), "line 12, column 3: found 'x'");
        assert_eq!(located.line_number(), 12);
    }

    #[test]
    fn locations_name_the_line_and_the_column_in_it() {
        let text = "1. e4 e5\n2. Nf3 Nf6\r\n3. Zz9 Nc6";
        let at = text.find("Zz9").unwrap();
        let place = Location::of(text, at..at + 3);
        assert_eq!((place.line(), place.column()), (3, 4));
        assert_eq!(&text[place.span()], "Zz9");
        assert_eq!(place.span_in_line(), 3..6);
        let at = text.find("Nf6").unwrap();
        let place = Location::of(text, at..at + 40);
        assert_eq!((place.line(), place.column()), (2, 8));
        assert_eq!(&text[place.line_span()], "2. Nf3 Nf6", "no carriage return");
        assert_eq!(&text[place.span()], "Nf6", "cut at the line's end");
        // Past the text: at its end.
        let place = Location::of(text, 500..600);
        assert_eq!(
            (place.line(), place.column(), place.span()),
            (3, 11, text.len()..text.len())
        );
        // At a line break: the end of the line it ends.
        let place = Location::of(text, 8..8);
        assert_eq!((place.line(), place.column()), (1, 9));
    }

    #[test]
    fn a_location_inside_a_character_is_that_character() {
        let place = Location::of("aé5\nb", 2..3);
        assert_eq!((place.column(), place.span()), (2, 1..3));
        // An invalid sequence is one character, as Located counts.
        let place = Location::of(b"\xf0\x9f\x98a".as_slice(), 3..4);
        assert_eq!(place.column(), 2);
        assert_eq!(place.located("m", b"\xf0\x9f\x98a".as_slice()).column(), 2);
    }

    #[test]
    fn located_draws_the_line_of_the_location() {
        let text = "[Event \"x\"]\n\n1. e4 Ké5 2. Nf3";
        let at = text.find('K').unwrap();
        let place = Location::of(text, at..at + 4);
        let located = place.located("bad", text);
        assert_eq!(located.to_string(), "line 3, column 7: bad");
        assert_eq!(located.snippet(), "1. e4 Ké5 2. Nf3\n      ^^^");
    }

    #[test]
    fn offsets_of_lines_and_columns() {
        let text = "ab\r\ncé d\n";
        assert_eq!(Location::offset(text, 1, 1), Some(0));
        assert_eq!(Location::offset(text, 1, 3), Some(2), "the carriage return");
        assert_eq!(Location::offset(text, 2, 3), Some(7));
        assert_eq!(Location::offset(text, 3, 1), Some(text.len()));
        assert_eq!(Location::offset(text, 4, 1), None);
        assert_eq!(Location::offset(b"a\xffb".as_slice(), 1, 3), Some(2));
        assert_eq!(Location::offset(b"a\xffb".as_slice(), 1, 2), Some(1));
    }

    /// A text made of pieces that hold line breaks, carriage returns and wide characters.
    fn text_of(pieces: &[u8]) -> String {
        const PIECES: [&str; 8] = ["a", "\n", "\r\n", "é", "∞", "R\u{332}", " ", "\r"];
        pieces
            .iter()
            .map(|&p| PIECES[usize::from(p) % PIECES.len()])
            .collect()
    }

    quickcheck::quickcheck! {
        fn prop_lines_and_columns_are_counted_from_the_text(pieces: Vec<u8>, start: u16, len: u8) -> bool {
            let text = text_of(&pieces);
            let at = usize::from(start) % (text.len() + 2);
            let place = Location::of(&text, at..at + usize::from(len));
            // Counted the plain way: lines split at '\n', characters of the line before.
            let mut first = at.min(text.len());
            while !text.is_char_boundary(first) {
                first -= 1;
            }
            let before = &text[..first];
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
            let line_text = &text[place.line_span()];
            place.line() == line
                && place.column() == column
                && place.span().start == first
                && text.is_char_boundary(place.span().end)
                && place.span().end <= place.line_span().end
                && !line_text.contains('\n')
                && text.split('\n').nth(line - 1).is_some_and(|l| l.starts_with(line_text))
                && Location::offset(&text, line, column) == Some(first)
        }
    }
}
