//! Why a text could not be read: the message and the place in the text, within its line.

use std::ops::Range;

use fenkit::diagnostic::Location;
use serde::Serialize;

use super::Query;
use super::shape::{Analysis, Kind};

/// Why a text could not be read, and where.
#[derive(Debug, Clone, Serialize)]
pub struct ErrorView {
    /// The library's message.
    pub message: String,
    /// The line the problem is on, from 1.
    pub line: usize,
    /// Its column, from 1, in characters.
    pub column: usize,
    /// The line's text before the problem.
    pub before: String,
    /// The text at fault (may be empty, at the end of the line).
    pub marked: String,
    /// The line's text after it.
    pub after: String,
    /// Whether the message is in the page's words (in its language), not the library's
    /// (English).
    #[serde(skip)]
    pub page_words: bool,
}

impl ErrorView {
    /// The error at a byte range of `text`, shown within its line.
    #[must_use]
    pub fn at(message: String, text: &str, span: Range<usize>) -> ErrorView {
        let place = Location::of(text, span);
        let (line, marked) = (place.line_span(), place.span());
        ErrorView {
            message,
            line: place.line(),
            column: place.column(),
            before: text[line.start..marked.start].to_owned(),
            marked: text[marked.clone()].to_owned(),
            after: text[marked.end..line.end].to_owned(),
            page_words: false,
        }
    }
}

/// The analysis of a text refused with `message`, at `span` of `text`.
pub(super) fn refused(query: &Query, message: String, text: &str, span: Range<usize>) -> Analysis {
    let mut analysis = Analysis::new(Kind::Error, query.lang.words().error.to_owned());
    analysis.error = Some(ErrorView::at(message, text, span));
    analysis
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_shown_within_their_line() {
        let text = "1. e4 e5\n2. Nf3 Nf6\r\n3. Zz9 Nc6";
        let at = text.find("Zz9").unwrap();
        let error = ErrorView::at("bad".to_owned(), text, at..at + 3);
        assert_eq!((error.line, error.column), (3, 4));
        assert_eq!(
            (
                error.before.as_str(),
                error.marked.as_str(),
                error.after.as_str()
            ),
            ("3. ", "Zz9", " Nc6")
        );
        let at = text.find("Nf6").unwrap();
        let error = ErrorView::at("bad".to_owned(), text, at..at + 3);
        assert_eq!((error.line, error.column), (2, 8));
        assert_eq!(
            (
                error.before.as_str(),
                error.marked.as_str(),
                error.after.as_str()
            ),
            ("2. Nf3 ", "Nf6", ""),
            "the carriage return is not shown"
        );
        // A span past the end of its line stops there; one past the text, at its end.
        let error = ErrorView::at("bad".to_owned(), text, 3..100);
        assert_eq!((error.marked.as_str(), error.after.as_str()), ("e4 e5", ""));
        let error = ErrorView::at("bad".to_owned(), text, 500..600);
        assert_eq!(
            (error.line, error.column, error.marked.as_str()),
            (3, 11, "")
        );
        // Inside a character: the character's start.
        let error = ErrorView::at("bad".to_owned(), "é5", 1..2);
        assert_eq!((error.column, error.before.as_str()), (1, ""));
    }
}
