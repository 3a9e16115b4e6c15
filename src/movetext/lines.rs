//! The tokens of movetext that arrives line by line, found as each line comes and kept for a
//! walk: a PGN reader finds where a game ends from them, and plays the game from them without
//! reading its text a second time.

use super::error::{MovetextErrorKind, ParseMovetextError};
use super::token::{Found, FoundKind, MAX_VARIATION_DEPTH, Resume, Tokens};
use crate::scan;

/// The tokens of a movetext read so far, but move numbers (a walk numbers the moves from the
/// positions), each with where it starts.
///
/// Each line is tokenized once, when [`line`](Self::line) is given the movetext that ends with
/// it. The last token found is looked at again with the next line, which may still extend it
/// (`12.` and `...` on the next line are Black's move number; a move and its ` e.p.`), and a
/// comment left open is followed into the next lines. [`finish`](Self::finish) says the
/// movetext is whole. The tokens are then those [`tokens`](super::tokens) finds in the whole
/// text, up to its first error.
#[derive(Debug, Clone)]
pub(crate) struct LineTokens {
    found: Vec<(usize, Found)>,
    /// Where the scanner goes on: before the last token found.
    resume: Resume,
    /// How many of `found` stand before `resume`.
    kept: usize,
    /// A comment still open at the end of the text: where it starts, and where the text ended.
    open_comment: Option<(usize, usize)>,
    /// The first error, after which nothing more is found.
    error: Option<ParseMovetextError>,
    /// The deepest variations may nest.
    max_depth: u32,
}

impl Default for LineTokens {
    fn default() -> LineTokens {
        LineTokens {
            found: Vec::new(),
            resume: Resume::default(),
            kept: 0,
            open_comment: None,
            error: None,
            max_depth: MAX_VARIATION_DEPTH,
        }
    }
}

/// What a line told [`LineTokens`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LineSeen {
    /// Nothing that ends the game.
    More,
    /// A result outside comments and variations.
    Result,
    /// A token that does not read (now or in a line before), starting at `at`, with `depth`
    /// variations open there: the tokens stop.
    Broken {
        /// The byte of the movetext where the bad token starts.
        at: usize,
        /// How many variations are open there.
        depth: u32,
    },
}

impl LineTokens {
    /// Forgets every token, keeping the memory for the next game.
    pub(crate) fn clear(&mut self) {
        self.found.clear();
        self.resume = Resume::default();
        self.kept = 0;
        self.open_comment = None;
        self.error = None;
    }

    /// Sets the deepest variations may nest: a `(` deeper is an error that stops the tokens, so
    /// they take memory that does not grow with the depth.
    pub(crate) fn set_max_depth(&mut self, limit: u32) {
        self.max_depth = limit;
    }

    /// Finds the tokens of the line that `movetext`, the text so far, now ends with.
    pub(crate) fn line(&mut self, movetext: &str) -> LineSeen {
        self.find(movetext, true)
    }

    /// The movetext is whole: finds its last tokens, and the error of a comment or variation
    /// left open.
    pub(crate) fn finish(&mut self, movetext: &str) {
        self.find(movetext, false);
    }

    /// Whether a comment is open at the end of the text so far.
    pub(crate) fn in_comment(&self) -> bool {
        self.open_comment.is_some()
    }

    /// Where the text can be followed without the tokens: the byte where they stopped, whether
    /// a comment is open there, and how many variations.
    pub(crate) fn stop(&self) -> (usize, bool, u32) {
        match self.open_comment {
            Some((_, end)) => (end, true, self.resume.depth),
            None => (self.resume.at, false, self.resume.depth),
        }
    }

    /// The tokens found, each with where it starts, and the error after them.
    pub(super) fn found(&self) -> (&[(usize, Found)], Option<&ParseMovetextError>) {
        (&self.found, self.error.as_ref())
    }

    /// Finds the tokens from where the last call stopped to the end of `text`; `partial` when
    /// more text may follow.
    fn find(&mut self, text: &str, partial: bool) -> LineSeen {
        if let Some(error) = &self.error {
            let depth = self.resume.depth;
            return LineSeen::Broken {
                at: error.span().start,
                depth,
            };
        }
        if let Some((start, searched)) = self.open_comment {
            let Some(close) = scan::find_byte(&text.as_bytes()[searched..], b'}') else {
                if partial {
                    self.open_comment = Some((start, text.len()));
                    return LineSeen::More;
                }
                return self.fail(MovetextErrorKind::UnterminatedComment, start..text.len());
            };
            let end = searched + close + 1;
            self.open_comment = None;
            self.found.push((
                start,
                Found {
                    kind: FoundKind::Comment,
                    end,
                },
            ));
            self.kept = self.found.len();
            self.resume.at = end;
        }
        self.found.truncate(self.kept);
        let mut tokens = Tokens::resume(text, self.resume, partial).max_depth(self.max_depth);
        let mut seen = LineSeen::More;
        // The last token found may grow with the next line: it is found again then, from
        // where the scanner stood before it.
        let (mut before_last, mut kept_before_last) = (self.resume, self.kept);
        loop {
            let (before, kept) = (tokens.stand(), self.found.len());
            let Some(found) = tokens.next_found() else {
                break;
            };
            match found.kind {
                FoundKind::MoveNumber { .. } => {}
                FoundKind::Result(_) if tokens.stand().depth == 0 => {
                    seen = LineSeen::Result;
                    self.found.push((tokens.start(), found));
                }
                _ => self.found.push((tokens.start(), found)),
            }
            (before_last, kept_before_last) = (before, kept);
        }
        (self.resume, self.kept) = (before_last, kept_before_last);
        let at = tokens.start();
        match tokens.take_error() {
            Some(error) if partial && *error.kind() == MovetextErrorKind::UnterminatedComment => {
                self.open_comment = Some((at, text.len()));
                self.resume = tokens.stand();
                self.kept = self.found.len();
                seen
            }
            Some(error) => {
                self.resume = tokens.stand();
                self.kept = self.found.len();
                self.error = Some(error);
                LineSeen::Broken {
                    at,
                    depth: self.resume.depth,
                }
            }
            None if partial => seen,
            None => {
                self.resume = tokens.stand();
                self.kept = self.found.len();
                seen
            }
        }
    }

    /// Stops at an error in a comment still open when the text ends.
    fn fail(&mut self, kind: MovetextErrorKind, span: core::ops::Range<usize>) -> LineSeen {
        let at = span.start;
        self.error = Some(ParseMovetextError::new(kind, span));
        self.kept = self.found.len();
        LineSeen::Broken {
            at,
            depth: self.resume.depth,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::token::{Token, TokenKind, tokens};
    use super::*;
    use quickcheck::QuickCheck;

    /// The tokens (but move numbers) and the error of `lines`, fed one at a time.
    fn fed(lines: &[&str]) -> (Vec<Token<'static>>, Option<ParseMovetextError>) {
        let text: &'static str = lines.join("\n").leak();
        let mut found = LineTokens::default();
        let mut at = 0;
        for line in lines {
            at += line.len();
            found.line(&text[..at]);
            at += 1;
        }
        found.finish(text);
        let (kept, error) = found.found();
        let kept = kept
            .iter()
            .map(|&(start, f)| f.token(text, start))
            .collect();
        (kept, error.cloned())
    }

    /// The same of the whole text at once.
    fn whole(lines: &[&str]) -> (Vec<Token<'static>>, Option<ParseMovetextError>) {
        let text: &'static str = lines.join("\n").leak();
        let mut kept = Vec::new();
        for token in tokens(text) {
            match token {
                Ok(token) if matches!(token.kind, TokenKind::MoveNumber { .. }) => {}
                Ok(token) => kept.push(token),
                Err(error) => return (kept, Some(error)),
            }
        }
        (kept, None)
    }

    #[test]
    fn tokens_found_line_by_line_are_those_of_the_whole_text() {
        const PIECES: [&str; 47] = [
            "1.",
            "1...",
            "12. ",
            "...",
            "…",
            "e4",
            "Nf3",
            "exd6",
            " e.p.",
            "e.p.",
            "{",
            "}",
            "a comment",
            "(",
            ")",
            ";",
            "%",
            "1-0",
            "*",
            "1/2-1/2",
            "$1",
            "!",
            "?!",
            "--",
            "Z0",
            " ",
            "\n",
            "\r",
            "\n\n",
            "0-0",
            "P-R8(Q)",
            "é",
            "\t",
            "$",
            "!!!",
            "0,5-0,5",
            // Words that belong to the move before them (`dx e5`, `Q-R5 mate`, `Castles (QR)`).
            "dx",
            " e5",
            " ep",
            " mate",
            " ch",
            "Castles",
            " (QR)",
            " QR",
            "(KR)",
            "С:",
            "dis",
        ];
        fn agree(picks: Vec<u8>) -> bool {
            let text: String = picks
                .iter()
                .map(|&p| PIECES[usize::from(p) % PIECES.len()])
                .collect();
            let lines: Vec<&str> = text.split('\n').collect();
            fed(&lines) == whole(&lines)
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(Vec<u8>) -> bool);
    }

    #[test]
    fn tokens_that_cross_a_line_break_are_found_whole() {
        for lines in [
            &["1. e4 {a comment", "over", "three lines} e5"][..],
            &["12.", "", "... Nf3 1-0"],
            &["exd6", "e.p. (1... c5", ")"],
            &["1. dx", "e5", "", "e.p. Nf6"],
            &["2. g4 Q-R5", "mate 0-1"],
            &["12. Castles", " (QR) P-K4"],
            &["12. Castles", "QR", "ch"],
            &["1. e4 (1. d4", "d5"],
            &["1. e4 {open", "still"],
            &["1. e4 ) e5", "Nf3 {"],
            &["%escape", "1. e4 ; rest", "e5 *"],
        ] {
            assert_eq!(fed(lines), whole(lines), "{lines:?}");
        }
    }

    #[test]
    fn a_line_says_whether_a_result_ends_the_game() {
        let lines = ["1. e4 (1. d4 1-0) {1-0", "} e5", "1/2-1/2 {"];
        let text = lines.join("\n");
        let mut found = LineTokens::default();
        let mut end = 0;
        let mut seen = Vec::new();
        for line in lines {
            end += line.len();
            seen.push((found.line(&text[..end]), found.in_comment()));
            end += 1;
        }
        use LineSeen::{More, Result};
        assert_eq!(seen, [(More, true), (More, false), (Result, true)]);
        assert_eq!(found.stop(), (text.len(), true, 0));
        let mut broken = LineTokens::default();
        let text = "1. e4 ( e5 ) ) d4\n1-0";
        let seen = LineSeen::Broken { at: 13, depth: 0 };
        assert_eq!(broken.line(&text[..17]), seen);
        assert_eq!(broken.line(text), seen);
        broken.finish(text);
        assert_eq!(broken.found().0.len(), 4);
    }

    #[test]
    fn a_whole_text_given_at_once_ends_in_its_errors() {
        for (text, tokens, error) in [
            (
                "1. e4 {open",
                1,
                "found '{' opening a comment that is never closed, expected '}'",
            ),
            (
                "1. e4 (1. d4",
                3,
                "found the end of the movetext inside a variation, expected ')' to close it",
            ),
        ] {
            let mut found = LineTokens::default();
            found.finish(text);
            let (kept, got) = found.found();
            assert_eq!(kept.len(), tokens, "{text}");
            assert_eq!(got.map(ToString::to_string).as_deref(), Some(error));
        }
    }
}
