//! The quiz: a position (or a move) shown, the student writes it in a notation asked for, and
//! the page checks the answer and says where it differs from the right one.

use fenkit::fen::FenParser;
use fenkit::notation::{MoveFormat, MoveReader, MoveWriter};
use fenkit::{Lang, Position};

use crate::analyze::Analysis;
use crate::lang::PageLang;

/// What the student is asked to write.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, strum::EnumString, strum::IntoStaticStr, strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub(crate) enum Ask {
    /// The position in standard FEN.
    Fen,
    /// In Shredder-FEN.
    ShredderFen,
    /// In X-FEN.
    XFen,
    /// As an EPD record (its four fields).
    Epd,
    /// In Forsyth's 1897 line.
    Forsyth1897,
    /// In Forsyth's 1883 lines (black underlined, or written with `_` after the letter).
    Forsyth1883,
    /// The move in English SAN.
    SanEn,
    /// In French SAN.
    SanFr,
    /// In German SAN.
    SanDe,
    /// In Polish SAN.
    SanPl,
    /// In English descriptive notation.
    Descriptive,
    /// In ICCF numeric notation.
    Iccf,
}

impl Ask {
    /// Its value in links: `fen`, `san-fr`.
    pub(crate) fn code(self) -> &'static str {
        self.into()
    }

    /// Its name: the form's (`Forsyth 1897`), or the move's notation and language.
    pub(crate) fn name(self, lang: PageLang) -> String {
        match (self, self.form(), self.move_format()) {
            (Ask::Descriptive, _, _) => lang.words().descriptive_notation.to_owned(),
            (Ask::Iccf, _, _) => "ICCF".to_owned(),
            (_, Some(form), _) => form.to_owned(),
            (_, None, Some(format)) => format!("SAN ({})", lang.lang_name(format.lang())),
            (_, None, None) => String::new(),
        }
    }

    /// The form of the position asked for, as the page names it.
    pub(crate) fn form(self) -> Option<&'static str> {
        Some(match self {
            Ask::Fen => "FEN",
            Ask::ShredderFen => "Shredder-FEN",
            Ask::XFen => "X-FEN",
            Ask::Epd => "EPD",
            Ask::Forsyth1897 => "Forsyth 1897",
            Ask::Forsyth1883 => "Forsyth 1883",
            _ => return None,
        })
    }

    /// The notation of the move asked for.
    pub(crate) fn move_format(self) -> Option<MoveFormat> {
        Some(match self {
            Ask::SanEn => MoveFormat::san(Lang::En),
            Ask::SanFr => MoveFormat::san(Lang::Fr),
            Ask::SanDe => MoveFormat::san(Lang::De),
            Ask::SanPl => MoveFormat::san(Lang::Pl),
            Ask::Descriptive => MoveFormat::DESCRIPTIVE,
            Ask::Iccf => MoveFormat::ICCF,
            _ => return None,
        })
    }
}

/// The answer checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Right; maybe with a word on how it is usually written.
    Right(Option<String>),
    /// Wrong: where it differs, line by line.
    Wrong(Vec<String>),
    /// Nothing to check: no position shown, or a move asked of a position without one.
    Unanswerable(String),
}

/// The right answer to `ask` about what `analysis` shows, or why there is none.
pub(crate) fn expected(analysis: &Analysis, ask: Ask, lang: PageLang) -> Result<String, String> {
    let words = lang.words();
    let position = analysis.position.as_ref().ok_or(words.nothing_to_play)?;
    if let Some(form) = ask.form() {
        return position
            .forms
            .iter()
            .find(|f| f.name == form)
            .and_then(|f| f.text.clone())
            .ok_or_else(|| words.quiz_no_form.to_owned());
    }
    let (before, mv) = last_move(analysis).ok_or(words.quiz_no_move)?;
    let format = ask.move_format().unwrap_or(MoveFormat::SAN);
    MoveWriter::new(format)
        .write(&before, mv)
        .map_err(|err| err.to_string())
}

/// The position before the ply shown, and its move.
fn last_move(analysis: &Analysis) -> Option<(Position, fenkit::Move)> {
    let game = analysis.game.as_ref()?;
    let index = game.ply.checked_sub(1)?;
    let before_fen = match index {
        0 => &game.start_fen,
        n => &game.plies.get(n - 1)?.fen,
    };
    let before = FenParser::new()
        .lenient()
        .auto()
        .parse(before_fen)
        .ok()?
        .into_position()
        .ok()?;
    let mv = MoveReader::new(MoveFormat::UCI)
        .lenient()
        .read(&before, &game.plies.get(index)?.uci)
        .ok()?;
    Some((before, mv))
}

/// Checks the student's `answer` to `ask` about what `analysis` shows.
pub(crate) fn check(analysis: &Analysis, ask: Ask, answer: &str, lang: PageLang) -> Verdict {
    let words = lang.words();
    let right = match expected(analysis, ask, lang) {
        Ok(right) => right,
        Err(why) => return Verdict::Unanswerable(why),
    };
    if let Some(format) = ask.move_format() {
        let Some((before, mv)) = last_move(analysis) else {
            return Verdict::Unanswerable(words.quiz_no_move.to_owned());
        };
        return match MoveReader::new(format)
            .lenient()
            .read(&before, answer.trim())
        {
            Ok(read) if read == mv && answer.trim() == right => Verdict::Right(None),
            Ok(read) if read == mv => Verdict::Right(Some((words.quiz_written)(&right))),
            Ok(read) => {
                let english = MoveWriter::new(MoveFormat::SAN)
                    .write(&before, read)
                    .unwrap_or_default();
                Verdict::Wrong(vec![(words.quiz_other_move)(
                    answer.trim(),
                    &english,
                    &right,
                )])
            }
            Err(err) => Verdict::Wrong(vec![err.to_string(), (words.quiz_expected)(&right)]),
        };
    }
    let (given, wanted) = match ask {
        Ask::Forsyth1897 => (ranks(answer, ','), ranks(&right, ',')),
        Ask::Forsyth1883 => (
            ranks(&answer.replace('_', "\u{332}"), '\n'),
            ranks(&right, '\n'),
        ),
        Ask::Epd => (fields(answer, 4), fields(&right, 4)),
        _ => (fields(answer, 6), fields(&right, 6)),
    };
    let mut lines = Vec::new();
    for index in 0..given.len().max(wanted.len()) {
        let (g, w) = (given.get(index), wanted.get(index));
        if g != w {
            let part = match ask {
                Ask::Forsyth1897 | Ask::Forsyth1883 => (words.quiz_rank)(8 - index.min(7)),
                _ => field_name(analysis, index),
            };
            let shown = |text: Option<&String>| {
                text.map_or("—".to_owned(), |t| t.replace('\u{332}', "_"))
            };
            lines.push((words.quiz_differs)(&part, &shown(g), &shown(w)));
        }
    }
    if lines.is_empty() {
        Verdict::Right(None)
    } else {
        Verdict::Wrong(lines)
    }
}

/// The name of a FEN field in the page's language, from the explanation's heading
/// (`2. side to move: b`).
fn field_name(analysis: &Analysis, index: usize) -> String {
    analysis
        .position
        .as_ref()
        .and_then(|position| position.fields.get(index))
        .and_then(|field| field.heading.split_once(". "))
        .and_then(|(_, rest)| rest.rsplit_once(':'))
        .map_or_else(
            || (index + 1).to_string(),
            |(name, _)| name.trim().to_owned(),
        )
}

/// The first `count` fields of a FEN or EPD, white space between them ignored.
fn fields(text: &str, count: usize) -> Vec<String> {
    text.split_whitespace()
        .take(count)
        .map(str::to_owned)
        .collect()
}

/// The ranks of a Forsyth text, white space inside them ignored.
fn ranks(text: &str, separator: char) -> Vec<String> {
    text.trim()
        .split(separator)
        .filter(|rank| separator == ',' || !rank.trim().is_empty())
        .map(|rank| rank.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::{Query, analyze};

    const GAME: &str = "1. e4 e5 2. Nf3 Nc6";

    fn shown(text: &str, ply: Option<usize>) -> Analysis {
        analyze(&Query {
            text: text.to_owned(),
            ply,
            ..Query::default()
        })
    }

    #[test]
    fn a_position_is_checked_field_by_field() {
        let after_e4 = shown(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            None,
        );
        let right = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR  b KQkq e3 0 1";
        assert_eq!(
            check(&after_e4, Ask::Fen, right, PageLang::En),
            Verdict::Right(None)
        );
        let Verdict::Wrong(lines) = check(
            &after_e4,
            Ask::XFen,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            PageLang::En,
        ) else {
            panic!("X-FEN writes no en passant square when no pawn can take");
        };
        assert_eq!(lines, ["en passant: you wrote e3, expected -"]);
        let Verdict::Wrong(lines) = check(
            &after_e4,
            Ask::Forsyth1897,
            "r kt b q k b kt r, p p p p p p p p, 8, 8, 4 p 3, 8, P P P P 1 P P P, R Kt B Q K B Kt R",
            PageLang::En,
        ) else {
            panic!("a black pawn for a white one");
        };
        assert_eq!(lines, ["rank 4: you wrote 4 p 3, expected 4 P 3"]);
    }

    #[test]
    fn forsyth_1883_takes_an_underscore_for_the_underline() {
        let board = shown("8/8/8/8/8/8/8/K6k w - - 0 1", None);
        let answer = "8\n8\n8\n8\n8\n8\n8\nK 6 K_";
        assert_eq!(
            check(&board, Ask::Forsyth1883, answer, PageLang::En),
            Verdict::Right(None)
        );
    }

    #[test]
    fn a_move_is_checked_by_what_it_plays() {
        let game = shown(GAME, Some(3));
        assert_eq!(
            check(&game, Ask::SanFr, "Cf3", PageLang::En),
            Verdict::Right(None)
        );
        assert_eq!(
            check(&game, Ask::Descriptive, "N-KB3", PageLang::En),
            Verdict::Right(None)
        );
        assert_eq!(
            check(&game, Ask::Iccf, "7163", PageLang::En),
            Verdict::Right(None)
        );
        // Right, though not as it is usually written.
        let Verdict::Right(Some(note)) = check(&game, Ask::SanFr, "Cg1f3", PageLang::En) else {
            panic!("the long form plays the same move");
        };
        assert_eq!(note, "right; it is usually written Cf3");
        let Verdict::Wrong(lines) = check(&game, Ask::SanFr, "Ch3", PageLang::En) else {
            panic!("another move");
        };
        assert_eq!(lines, ["Ch3 is the move Nh3; the move played is Cf3"]);
        let at_start = shown(GAME, Some(0));
        assert!(matches!(
            check(&at_start, Ask::SanEn, "e4", PageLang::En),
            Verdict::Unanswerable(_)
        ));
    }
}
