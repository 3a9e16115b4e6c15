//! Pointing at a place in a line of text: `line N, column C: message`, and a caret under it.
//!
//! Errors in fenkit carry byte spans ([`ParseFenError::span`](crate::fen::ParseFenError::span)).
//! People count characters, so [`Located`] turns a byte span into a 1-based column of
//! characters, and draws the line with carets under the span.
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
}
