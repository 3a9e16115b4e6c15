//! Which language a movetext is written in: every language tried on the whole text.

use super::walk::{Step, WalkError, walk_san};
use crate::lang::Lang;
use crate::moves::Move;
use crate::notation::{MoveError, MoveNotation};
use crate::position::Position;
use crate::san::{SanError, SanReader};

/// The languages in which every move of a movetext (main line and variations) reads as a legal
/// move, from [`detect_lang`].
///
/// Piece letters clash across languages (`R` is a king in French, a rook in English, a knight
/// in Finnish), so several languages may fit, and they may read different moves. The
/// [`choice`](LangFit::choice) is the one language that fits; or, when several fit, English
/// if it is one of them, else any of them when they all read the same moves; else none.
///
/// ```
/// use fenkit::{Lang, Position, movetext::detect_lang};
/// let fit = detect_lang("1. e4 c5 2. Cf3 Cc6 3. Fb5", &Position::STARTING, false)?;
/// assert_eq!(fit.langs(), [Lang::Fr]);
/// assert_eq!(fit.choice(), Some(Lang::Fr));
/// // Without a bishop move, the Romance languages read the same moves: any will do.
/// let fit = detect_lang("1. e4 c5 2. Cf3", &Position::STARTING, false)?;
/// assert_eq!(fit.langs(), [Lang::Es, Lang::Fr, Lang::It, Lang::Pt, Lang::Ro]);
/// assert!(fit.same_moves());
/// assert_eq!(fit.choice(), Some(Lang::Es));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LangFit {
    langs: Vec<Lang>,
    same_moves: bool,
}

impl LangFit {
    /// The languages that fit, in the order of [`Lang::ALL`]; never empty.
    #[must_use]
    pub fn langs(&self) -> &[Lang] {
        &self.langs
    }

    /// Whether every language that fits reads the same moves.
    #[must_use]
    pub fn same_moves(&self) -> bool {
        self.same_moves
    }

    /// The language to read the movetext in: the only one that fits; English when it is among
    /// several; the first of several that all read the same moves; `None` when several
    /// languages, none of them English, read different moves.
    #[must_use]
    pub fn choice(&self) -> Option<Lang> {
        if self.langs.contains(&Lang::En) {
            Some(Lang::En)
        } else if self.same_moves {
            // The only one, which reads the same moves as itself, or the first of several.
            self.langs.first().copied()
        } else {
            None
        }
    }
}

/// No language reads every move of a movetext, from [`detect_lang`]: the language that got
/// furthest, and where and why it stopped. Its message is that of the error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
pub struct NoLangFits {
    lang: Lang,
    error: Box<WalkError<MoveError>>,
}

impl NoLangFits {
    /// The language that read furthest.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Where and why it stopped.
    #[must_use]
    pub fn error(&self) -> &WalkError<MoveError> {
        &self.error
    }
}

/// Tries every language of [`Lang::ALL`] on the whole movetext with SAN reading (lenient, or
/// strict), and gives those in which every move is legal.
///
/// ```
/// use fenkit::{Lang, Position, movetext::detect_lang};
/// let pos = Position::STARTING;
/// // `Sf3` is a knight move in German, Polish, Danish…: they all read the same moves.
/// let fit = detect_lang("1. e4 e5 2. Sf3", &pos, false)?;
/// assert!(fit.langs().contains(&Lang::De) && fit.langs().contains(&Lang::Pl));
/// assert!(fit.same_moves());
/// // No language reads `Xf3`: the error is that of the language that got furthest.
/// let err = detect_lang("1. e4 e5 2. Xf3", &pos, false).unwrap_err();
/// assert_eq!(err.lang(), Lang::En);
/// assert_eq!(err.error().span(), 12..15);
/// assert_eq!(err.to_string(), "move 2. Xf3: found 'X', expected a piece letter K, Q, R, B or N, a file a-h, or O-O");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`NoLangFits`] when no language fits: the language whose first error comes latest in the
/// text (of those, English if it is one, else the first in [`Lang::ALL`]), and that error.
pub fn detect_lang(movetext: &str, start: &Position, strict: bool) -> Result<LangFit, NoLangFits> {
    let mut fits: Vec<(Lang, Vec<Move>)> = Vec::new();
    let mut furthest: Option<(Lang, WalkError<SanError>)> = None;
    for &lang in Lang::ALL {
        let reader = SanReader::new().lang(lang).strict(strict);
        let mut moves = Vec::new();
        let walked = walk_san(movetext, start, reader, |step| {
            if let Step::Move(played) = step {
                moves.extend(played.mv);
            }
        });
        match walked {
            Ok(_) => fits.push((lang, moves)),
            Err(err) => {
                let later = furthest.as_ref().is_none_or(|(best, e)| {
                    err.span().start > e.span().start
                        || err.span().start == e.span().start
                            && lang == Lang::En
                            && *best != Lang::En
                });
                if later {
                    furthest = Some((lang, err));
                }
            }
        }
    }
    match (fits.first(), furthest) {
        (Some((_, first)), _) => Ok(LangFit {
            same_moves: fits.iter().all(|(_, moves)| moves == first),
            langs: fits.into_iter().map(|(lang, _)| lang).collect(),
        }),
        (None, Some((lang, error))) => Err(NoLangFits {
            lang,
            error: Box::new(
                error.map_move(|text, e| MoveError::from_san(MoveNotation::San, text, e)),
            ),
        }),
        (None, None) => unreachable!("Lang::ALL is not empty"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fit(text: &str) -> LangFit {
        detect_lang(text, &Position::STARTING, false).expect("a language fits")
    }

    #[test]
    fn one_language_is_chosen() {
        let f = fit("1. e4 c5 2. Cf3 d6 3. Fb5+");
        assert_eq!((f.langs(), f.choice()), (&[Lang::Fr][..], Some(Lang::Fr)));
        let f = fit("1. e4 e5 2. Gc4 Sc6 3. Hh5 Sf6 4. Hxf7#");
        assert_eq!(f.choice(), Some(Lang::Pl));
    }

    #[test]
    fn english_wins_among_several() {
        // Pawn moves only: every language reads them.
        let f = fit("1. e4 e5 2. d4");
        assert_eq!(f.langs().len(), Lang::ALL.len());
        assert!(f.same_moves());
        assert_eq!(f.choice(), Some(Lang::En));
    }

    #[test]
    fn the_first_of_several_that_read_the_same_moves_is_chosen() {
        // `Cf3`: the knight in the Romance languages, and in none other.
        let f = fit("1. e4 c5 2. Cf3");
        assert_eq!(
            f.langs(),
            [Lang::Es, Lang::Fr, Lang::It, Lang::Pt, Lang::Ro]
        );
        assert!(f.same_moves());
        assert_eq!(f.choice(), Some(Lang::Es));
    }

    #[test]
    fn several_languages_with_different_moves_are_no_choice() {
        // `Sd2` after 1. d4 d5: the knight from b1 in German (and Polish, the Nordic
        // languages), the bishop from c1 in Czech.
        let f = fit("1. d4 d5 2. Sd2");
        assert!(f.langs().contains(&Lang::De) && f.langs().contains(&Lang::Cs));
        assert!(!f.same_moves());
        assert!(!f.langs().contains(&Lang::En));
        assert_eq!(f.choice(), None);
    }

    #[test]
    fn the_furthest_error_is_given() {
        let err = detect_lang("1. e4 e5 2. Cf3 Cc6 3. Xb5", &Position::STARTING, false)
            .expect_err("no language reads X");
        assert_eq!((err.lang(), err.error().span().start), (Lang::Es, 23));
        // A syntax error is the same in every language.
        let err = detect_lang("1. e4 {", &Position::STARTING, false).expect_err("unclosed");
        assert_eq!((err.lang(), err.error().span()), (Lang::En, 6..7));
    }
}
