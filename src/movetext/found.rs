//! The tokens of a game's movetext, found once and kept for a walk: a PGN reader finds them
//! when the game is whole, and plays the game from them without reading its text again.

use core::ops::Range;

use super::GameResult;
use super::error::ParseMovetextError;
use super::import::ImportForm;
use super::token::{Found, FoundKind, MAX_VARIATION_DEPTH, Token, tokens};

/// The tokens of a movetext but move numbers (a walk numbers the moves from the positions),
/// each with where it starts, up to the first error, and that error.
#[derive(Debug, Clone)]
pub(crate) struct FoundTokens {
    found: Vec<(usize, Found)>,
    /// The first error, after which nothing more is found.
    error: Option<ParseMovetextError>,
    /// The deepest variations may nest.
    max_depth: u32,
    /// Whether a variation was found.
    variations: bool,
}

impl Default for FoundTokens {
    fn default() -> FoundTokens {
        FoundTokens {
            found: Vec::new(),
            error: None,
            max_depth: MAX_VARIATION_DEPTH,
            variations: false,
        }
    }
}

impl FoundTokens {
    /// Forgets every token, keeping the memory for the next game.
    pub(crate) fn clear(&mut self) {
        self.found.clear();
        self.error = None;
        self.variations = false;
    }

    /// Sets the deepest variations may nest: a `(` deeper is an error that stops the tokens, so
    /// they take memory that does not grow with the depth.
    pub(crate) fn set_max_depth(&mut self, limit: u32) {
        self.max_depth = limit;
    }

    /// Finds the tokens of the whole `movetext` (those found before are forgotten).
    pub(crate) fn find(&mut self, movetext: &str) {
        self.clear();
        let mut tokens = tokens(movetext).max_depth(self.max_depth);
        loop {
            let kept = &mut self.found;
            tokens.pass_plain(|at, found| kept.push((at, found)));
            let Some(found) = tokens.next_found() else {
                break;
            };
            match found.kind {
                FoundKind::MoveNumber { .. } => {}
                kind => {
                    self.variations |= kind == FoundKind::StartVariation;
                    self.found.push((tokens.start(), found));
                }
            }
        }
        self.error = tokens.take_error();
    }

    /// Whether a variation was found.
    pub(crate) fn has_variations(&self) -> bool {
        self.variations
    }

    /// How many tokens were found.
    pub(crate) fn count(&self) -> usize {
        self.found.len()
    }

    /// The result that ends the main line: the first outside variations, if one was found.
    pub(crate) fn result(&self) -> Option<GameResult> {
        let mut depth = 0u32;
        self.found.iter().find_map(|(_, found)| {
            match found.kind {
                FoundKind::StartVariation => depth += 1,
                FoundKind::EndVariation => depth = depth.saturating_sub(1),
                FoundKind::Result(result) if depth == 0 => return Some(result),
                _ => {}
            }
            None
        })
    }

    /// The moves and results of `movetext` (whose tokens these are) in the forms only PGN
    /// import format allows, each with its text's span in `movetext`.
    pub(crate) fn import_forms<'a>(
        &'a self,
        movetext: &'a str,
    ) -> impl Iterator<Item = (Range<usize>, ImportForm)> + 'a {
        self.moves_and_glued_results()
            .filter_map(move |(span, glued)| {
                let form = match glued {
                    true => Some(ImportForm::GluedResult),
                    false => ImportForm::of(&movetext[span.clone()]),
                };
                form.map(|form| (span, form))
            })
    }

    /// The span of the first result glued to the move before it (`Qxf7#1-0`), told from the
    /// tokens alone, without reading any move's text: what a strict reader refuses.
    pub(crate) fn glued_result(&self) -> Option<Range<usize>> {
        self.moves_and_glued_results()
            .find_map(|(span, glued)| glued.then_some(span))
    }

    /// Each move's span (with `false`) and each result's glued to the move before it (with
    /// `true`), in order.
    fn moves_and_glued_results(&self) -> impl Iterator<Item = (Range<usize>, bool)> + '_ {
        let mut move_end = None;
        self.found.iter().filter_map(move |&(start, found)| {
            let glued = move_end.take() == Some(start);
            match found.kind {
                FoundKind::Move => {
                    move_end = Some(found.end);
                    Some((start..found.end, false))
                }
                FoundKind::Result(_) if glued => Some((start..found.end, true)),
                _ => None,
            }
        })
    }

    /// The tokens found, read from `text` (the movetext they were found in).
    pub(crate) fn tokens<'t>(&'t self, text: &'t str) -> impl Iterator<Item = Token<'t>> + 't {
        self.found
            .iter()
            .map(move |&(start, found)| found.token(text, start))
    }

    /// The tokens found, each with where it starts, and the error after them.
    pub(super) fn found(&self) -> (&[(usize, Found)], Option<&ParseMovetextError>) {
        (&self.found, self.error.as_ref())
    }
}

#[cfg(test)]
mod tests {
    use super::super::token::TokenKind;
    use super::*;
    use quickcheck::QuickCheck;

    #[test]
    fn the_tokens_found_are_those_of_the_text_but_move_numbers_up_to_its_error() {
        fn agree(picks: Vec<u8>) -> bool {
            // With the edges of the plain tokens' fast way: moves a mark or a capture's
            // square may follow, numbers apart from their dots, runs of 16 letters and more,
            // of spaces, of dots.
            const PIECES: [&str; 41] = [
                "1. ",
                "1... ",
                "e4 ",
                "Nf3 ",
                "{a comment} ",
                "(",
                ") ",
                "; rest\n",
                "1-0 ",
                "* ",
                "$1 ",
                "!? ",
                "--",
                "Z0 ",
                "{open",
                "$",
                "12.",
                "1234567890. ",
                "99999999999. ",
                "5...",
                "dx ",
                "e.p. ",
                "ch ",
                "O-O+ ",
                "e8=Q# ",
                "Castles ",
                "KR ",
                "Q-R5 ",
                "\t",
                "\r\n",
                " ",
                "1…",
                "Nf3",
                "abcdefghijklmnopq ",
                "С: ",
                "Bxe5",
                "2 ",
                ". ",
                "          ",
                "1......... ",
                "abcdefghijklmno ",
            ];
            let text: String = picks
                .iter()
                .map(|&p| PIECES[usize::from(p) % PIECES.len()])
                .collect();
            let mut expected = Vec::new();
            let mut error = None;
            for token in tokens(&text) {
                match token {
                    Ok(token) if matches!(token.kind, TokenKind::MoveNumber { .. }) => {}
                    Ok(token) => expected.push(token),
                    Err(e) => error = Some(e),
                }
            }
            let mut found = FoundTokens::default();
            // Found twice: the second finding forgets the first.
            found.find("e4 e5 {stale}");
            found.find(&text);
            let (kept, got) = found.found();
            let kept: Vec<_> = kept.iter().map(|&(at, f)| f.token(&text, at)).collect();
            kept == expected && got == error.as_ref()
        }
        QuickCheck::new()
            .tests(2_000)
            .quickcheck(agree as fn(Vec<u8>) -> bool);
    }

    #[test]
    fn the_result_is_the_first_outside_variations() {
        let mut found = FoundTokens::default();
        let table = [
            ("1. e4 (1. d4 1-0) e5 0-1", Some(GameResult::BlackWins)),
            ("1. e4 e5 * 1-0", Some(GameResult::Unknown)),
            ("1. e4 {1-0} e5", None),
            ("1. e4 {open 1-0", None),
        ];
        for (text, result) in table {
            found.find(text);
            assert_eq!(found.result(), result, "{text}");
        }
    }

    #[test]
    fn the_import_forms_are_found_with_their_spans() {
        let mut found = FoundTokens::default();
        let text = "1. e4 nf3 2. g1f3 Nc6 {nf3} 3. Bb5 e7e5 4. Qxf7#1-0";
        found.find(text);
        let forms: Vec<(&str, ImportForm)> = found
            .import_forms(text)
            .map(|(span, form)| (&text[span], form))
            .collect();
        assert_eq!(
            forms,
            [
                ("nf3", ImportForm::LowerCasePiece),
                ("g1f3", ImportForm::Coordinates),
                ("e7e5", ImportForm::Coordinates),
                ("1-0", ImportForm::GluedResult),
            ]
        );
        assert_eq!(found.glued_result().map(|span| &text[span]), Some("1-0"));
        found.find("1. e4 e5 1-0");
        assert_eq!(found.import_forms("1. e4 e5 1-0").count(), 0);
        assert_eq!(found.glued_result(), None);
        // A draw glued to a check; a move ending in a 1 or 2 with no sign is one move.
        let text = "1. Qh5+1/2-1/2";
        found.find(text);
        let forms: Vec<&str> = found
            .import_forms(text)
            .map(|(span, _)| &text[span])
            .collect();
        assert_eq!(forms, ["1/2-1/2"]);
        found.find("1. Rd1 Rd2 *");
        assert_eq!(found.count(), 3);
    }

    #[test]
    fn variations_deeper_than_the_limit_stop_the_tokens() {
        let mut found = FoundTokens::default();
        found.set_max_depth(2);
        found.find("1. e4 (1. d4 (1. c4 (1. Nf3))) *");
        let (kept, error) = found.found();
        assert_eq!(kept.len(), 5);
        assert_eq!(error.map(|e| e.span()), Some(20..21));
        found.find("1. e4 {open");
        let (kept, error) = found.found();
        assert_eq!(kept.len(), 1);
        assert_eq!(
            error.map(ToString::to_string).as_deref(),
            Some("found '{' opening a comment that is never closed, expected '}'")
        );
    }
}
