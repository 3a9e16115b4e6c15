//! What the page shows of a text: recognise what it is (FEN, EPD, Forsyth 1883 or 1897,
//! movetext, PGN) and gather every fact about it, using only the library's public surface.
//!
//! The result, [`Analysis`], is what the HTML page renders and what `/api/analyze` returns as
//! JSON, so the two cannot disagree. Its parts: `recognize` reads the text (and what of it
//! reads after an error), `position_view` and `game_view` gather a position's and a game's
//! facts, `error_view` places an error in its line, `shape` is the whole answer.

mod error_view;
mod game_view;
mod position_view;
mod recognize;
mod shape;

pub use error_view::ErrorView;
pub use game_view::{EvalView, GameView, OutcomeView, PlyView};
pub use position_view::{FieldView, FormView, PositionView, SquareView};
pub use shape::{Analysis, GamesView, Kind, ReadAsView};

use fenkit::{Color, Lang};

use crate::games;
use crate::lang::PageLang;
use recognize::analyze_text;

/// The longest text the page reads, in bytes (a long annotated game is 20-50 kB).
pub const MAX_TEXT: usize = fenkit::recognize::MAX_BYTES;

/// The most plies of a game's main line the page steps through.
pub const MAX_PLIES: usize = 2000;

/// The most notes on lenient reading one answer gives.
pub const MAX_NOTES: usize = 50;

/// The most moves (main line and variations together) one request may play.
pub const MAX_MOVES: usize = fenkit::recognize::MAX_MOVES;

/// What the page was asked.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// The text to read.
    pub text: String,
    /// The page's language: its words, the explanations, the letters of the moves written.
    pub lang: PageLang,
    /// The start position of a movetext: a FEN, or `startpos` (the default).
    pub start: Option<String>,
    /// The ply of a game to show (0, the start, when missing; the last when too large).
    pub ply: Option<usize>,
    /// Whether the board is seen from Black's side.
    pub flip: bool,
    /// The side to move of a board in Forsyth's forms, which record the board only (White
    /// when missing).
    pub turn: Option<Color>,
    /// The language SAN is read in first, when several read the moves (the page's when
    /// missing): `Cf3` is French and Spanish.
    pub letters: Option<Lang>,
    /// The game of a PGN text with several, from 1 (the first when missing; the last when
    /// too large).
    pub game: Option<usize>,
}

/// Reads a text and gathers what the page shows of it. Never panics; every refusal is an
/// [`Analysis`] with an [`ErrorView`].
#[must_use]
pub fn analyze(query: &Query) -> Analysis {
    let text = query.text.strip_prefix('\u{feff}').unwrap_or(&query.text);
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    if text.trim().is_empty() {
        return Analysis::new(Kind::Empty, String::new());
    }
    // A PGN text with several games: the one chosen is read, the others are counted.
    let split = games::split(&text);
    let (body, games) = match split.len() {
        0 | 1 => (0..text.len(), None),
        count => {
            let number = query.game.unwrap_or(1).clamp(1, count);
            let games = GamesView { number, count };
            (split[number - 1].clone(), Some(games))
        }
    };
    let mut analysis = analyze_text(query, &text, body);
    analysis.games = games;
    analysis
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Analysis {
        analyze(&Query {
            text: text.to_owned(),
            ..Query::default()
        })
    }

    #[test]
    fn the_dialect_or_record_is_named() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert_eq!(read(&format!("{start} w KQkq - 0 1")).recognised, "FEN");
        assert_eq!(
            read(&format!("{start} w HAha - 0 1")).recognised,
            "Shredder-FEN"
        );
        let xfen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1";
        assert_eq!(read(xfen).recognised, "FEN");
        assert_eq!(read(&format!("{start} w KQkq - bm e4;")).recognised, "EPD");
        assert_eq!(
            read(&format!("{start} w HAha - bm e4;")).recognised,
            "EPD (Shredder-FEN)"
        );
    }

    #[test]
    fn the_error_of_the_reading_that_went_furthest() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        // An EPD whose operation does not read: the EPD reader's error, at the operation.
        let epd = read(&format!("{start} w KQkq - bm Zz9;"));
        let error = epd.error.unwrap();
        assert_eq!(error.marked, "Z");
        assert!(
            error.message.starts_with("operation bm: Zz9: "),
            "{}",
            error.message
        );
        // A field at fault: the FEN reader's error, at the field.
        let fen = read(&format!("{start} x KQkq - 0 1"));
        let error = fen.error.unwrap();
        assert_eq!(error.marked, "x");
        assert!(
            error.message.starts_with("side to move"),
            "{}",
            error.message
        );
    }

    #[test]
    fn a_movetext_error_is_the_one_of_the_notation_that_read_furthest() {
        let error = read("1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Kt-K9")
            .error
            .unwrap();
        assert!(
            error
                .message
                .starts_with("descriptive notation: move 3. Kt-K9: "),
            "{}",
            error.message
        );
        let error = read("1. e4 e5 2. Nf3 Nf6 3. Nf7").error.unwrap();
        assert!(error.message.starts_with("SAN ("), "{}", error.message);
        assert_eq!(error.marked, "Nf7");
    }

    #[test]
    fn the_work_of_one_request_is_bounded() {
        // 2000 plies are stepped through; 2004 are refused.
        let plies_2000 = format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(500));
        let game = read(&plies_2000).game.unwrap();
        assert_eq!(game.plies.len(), MAX_PLIES);
        let error = read(&format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(501)))
            .error
            .unwrap();
        assert!(
            error
                .message
                .starts_with("the game's main line is longer than 2000 plies")
        );
        // 20 000 moves are played (as far as the ply limit), 20 004 are not.
        let moves_20000 = format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(5000));
        let error = read(&moves_20000).error.unwrap();
        assert!(
            error.message.starts_with("the game's main line is longer"),
            "{}",
            error.message
        );
        let error = read(&format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(5001)))
            .error
            .unwrap();
        assert_eq!(
            error.message,
            "the text holds more than 20000 moves with its variations; the page plays up to 20000 for one request"
        );
    }

    #[test]
    fn a_move_error_names_the_move_and_why() {
        let error = read("1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Kt-K9")
            .error
            .unwrap();
        let (at, why) = error.message.split_once("Kt-K9: ").unwrap();
        assert_eq!(at, "descriptive notation: move 3. ");
        assert!(why.len() > 10, "{why}");
        // The part of the move at fault is marked, within the move.
        assert_eq!(error.marked, "K9");
        let iccf = read("1. 5254 5755 2. 7163 2899").error.unwrap();
        assert!(
            iccf.message
                .starts_with("ICCF numeric notation: move 2... 2899: "),
            "{}",
            iccf.message
        );
        assert_eq!(iccf.marked, "9");
    }

    #[test]
    fn an_error_at_the_end_of_a_move_marks_the_whole_move() {
        let error = read("1. e4 e5 2. Nf").error.unwrap();
        assert!(
            error
                .message
                .ends_with("move 2. Nf: found the end of the move, expected a square such as e4")
        );
        assert_eq!(error.marked, "Nf");
    }

    #[test]
    fn of_errors_at_the_same_place_the_san_one_is_shown() {
        // Every notation stops at the first word: SAN, tried first, is named.
        let error = read("Zz9").error.unwrap();
        assert!(error.message.starts_with("SAN ("), "{}", error.message);
    }

    #[test]
    fn every_explanation_has_six_fields() {
        for lang in PageLang::ALL {
            let analysis = analyze(&Query {
                text: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".to_owned(),
                lang,
                ..Query::default()
            });
            let fields = analysis.position.unwrap().fields;
            let texts: Vec<&str> = fields.iter().map(|f| f.text.as_str()).collect();
            assert_eq!(
                texts,
                ["r3k2r/8/8/8/8/8/8/R3K2R", "w", "KQkq", "-", "0", "1"]
            );
        }
    }

    #[test]
    fn texts_too_long_are_refused_before_reading() {
        let long = "e4 ".repeat(MAX_TEXT / 3 + 1);
        let error = read(&long).error.unwrap();
        assert!(error.message.contains("the page reads up to 262144 bytes"));
        let exactly = format!("{}{}", "1. e4 e5", " ".repeat(MAX_TEXT - 8));
        assert_eq!(exactly.len(), MAX_TEXT);
        assert_eq!(read(&exactly).kind, Kind::Movetext);
    }
}
