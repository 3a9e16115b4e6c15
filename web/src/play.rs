//! A move played on the board: the line from the game's start to the ply shown, and the move,
//! become the new text (SAN in the page's language, numbered), so that every form and the
//! game's steps follow as for a text typed.

use fenkit::fen::FenParser;
use fenkit::notation::{MoveFormat, MoveReader, MoveWriter};
use fenkit::{Color, Position};

use crate::analyze::Analysis;
use crate::error_words;
use crate::lang::PageLang;

/// The text and start position after a move played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Played {
    /// The moves, numbered: `1. e4 e5 2. Nf3`, or `12... Kg7 13. Qd2` from a position.
    pub(crate) text: String,
    /// The start position's FEN, or empty for the standard start.
    pub(crate) start: String,
    /// The plies of the text: the one to show, after the move.
    pub(crate) plies: usize,
}

/// Plays `uci` (`e2e4`, `e7e8q`; castling as the king's move or as the king taking its rook)
/// on the position shown.
///
/// # Errors
/// A message in the page's language when nothing is shown that moves can be played on, or
/// when the move is not legal there.
pub(crate) fn play(analysis: &Analysis, uci: &str, lang: PageLang) -> Result<Played, String> {
    let words = lang.words();
    let shown = analysis.position.as_ref().ok_or(words.nothing_to_play)?;
    let position = read(&shown.fen).ok_or(words.nothing_to_play)?;
    let mv = MoveReader::new(MoveFormat::UCI)
        .lenient()
        .read(&position, uci.trim())
        .map_err(|err| {
            let why = error_words::move_error(&err, lang).unwrap_or_else(|| err.to_string());
            (words.not_legal)(uci, &why)
        })?;
    let san = MoveFormat::san(lang.lang());
    let written = MoveWriter::new(san)
        .write(&position, mv)
        .map_err(|err| (words.not_legal)(uci, &err.to_string()))?;
    let (start_fen, mut moves) = match &analysis.game {
        Some(game) => {
            let before: Vec<String> = game.plies[..game.ply]
                .iter()
                .map(|ply| ply.san.clone())
                .collect();
            (game.start_fen.clone(), before)
        }
        None => (shown.fen.clone(), Vec::new()),
    };
    moves.push(written);
    let start = read(&start_fen).ok_or(words.nothing_to_play)?;
    let standard = start.setup() == Position::STARTING.setup();
    Ok(Played {
        text: numbered(&start, &moves),
        start: if standard { String::new() } else { start_fen },
        plies: moves.len(),
    })
}

fn read(fen: &str) -> Option<Position> {
    FenParser::new()
        .lenient()
        .auto()
        .parse(fen)
        .ok()?
        .into_position()
        .ok()
}

/// The moves with their numbers, from the start's move number and side to move.
fn numbered(start: &Position, moves: &[String]) -> String {
    let mut number = start.fullmoves();
    let mut turn = start.turn();
    let mut text = String::new();
    for (index, san) in moves.iter().enumerate() {
        if !text.is_empty() {
            text.push(' ');
        }
        match turn {
            Color::White => text.push_str(&format!("{number}. ")),
            Color::Black if index == 0 => text.push_str(&format!("{number}... ")),
            Color::Black => {}
        }
        text.push_str(san);
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::{Query, analyze};

    fn shown(text: &str, start: Option<&str>, ply: Option<usize>, lang: PageLang) -> Analysis {
        analyze(&Query {
            text: text.to_owned(),
            start: start.map(str::to_owned),
            ply,
            lang,
            ..Query::default()
        })
    }

    #[test]
    fn a_move_on_a_position_starts_a_game_from_it() {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        let played = play(&shown(fen, None, None, PageLang::En), "c7c5", PageLang::En).unwrap();
        assert_eq!(played.text, "1... c5");
        assert_eq!(played.start, fen);
        assert_eq!(played.plies, 1);
    }

    #[test]
    fn a_move_in_a_game_follows_the_ply_shown_in_the_pages_letters() {
        let game = shown("1. e4 e5 2. Nf3 Nc6", None, Some(2), PageLang::Fr);
        let played = play(&game, "g1f3", PageLang::Fr).unwrap();
        assert_eq!(
            (played.text.as_str(), played.start.as_str()),
            ("1. e4 e5 2. Cf3", "")
        );
        assert_eq!(played.plies, 3);
        // Castling as the king's move, and promotion.
        let castle = shown(
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            None,
            None,
            PageLang::En,
        );
        assert_eq!(play(&castle, "e1g1", PageLang::En).unwrap().text, "1. O-O");
        let promote = shown("8/P7/8/8/8/8/8/K6k w - - 0 1", None, None, PageLang::Pl);
        assert_eq!(
            play(&promote, "a7a8q", PageLang::Pl).unwrap().text,
            "1. a8=H+"
        );
    }

    #[test]
    fn a_pawn_becomes_the_piece_chosen_in_standard_chess_and_chess960() {
        let standard = shown("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", None, None, PageLang::En);
        assert_eq!(
            play(&standard, "a7a8n", PageLang::En).unwrap().text,
            "1. a8=N"
        );
        assert_eq!(
            play(&standard, "a7a8r", PageLang::Fr).unwrap().text,
            "1. a8=T+"
        );
        // Chess960 (Shredder-FEN castling rights), Black to move, taking a rook as it promotes.
        let chess960 = "1rk2r2/8/8/8/8/8/4p3/1RK2R2 b FBfb - 0 1";
        let shown960 = shown(chess960, None, None, PageLang::En);
        let played = play(&shown960, "e2f1b", PageLang::En).unwrap();
        assert_eq!(
            (played.text.as_str(), played.start.as_str()),
            ("1... exf1=B", chess960)
        );
        let bishop = shown(&played.text, Some(&played.start), None, PageLang::En);
        assert_eq!(
            bishop.position.unwrap().fen,
            "1rk2r2/8/8/8/8/8/8/1RK2b2 w Qkq - 0 2"
        );
    }

    #[test]
    fn an_illegal_move_is_refused_in_words() {
        let start = shown("1. e4", None, Some(0), PageLang::En);
        let err = play(&start, "e2e5", PageLang::En).unwrap_err();
        assert!(err.starts_with("e2e5: not a legal move here"), "{err}");
        let nothing = shown("", None, None, PageLang::En);
        assert!(play(&nothing, "e2e4", PageLang::En).is_err());
    }
}
