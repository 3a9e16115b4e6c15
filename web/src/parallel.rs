//! A whole game side by side in the notations of its history, for `/history`: descriptive,
//! SAN in several languages, ICCF, and Forsyth's 1897 line after chosen moves.

use std::sync::OnceLock;

use fenkit::forsyth::{Edition, ForsythWriter};
use fenkit::notation::MoveFormat;
use fenkit::recognize::{Recognizer, Value};
use fenkit::{Color, Lang};

use crate::history::IMMORTAL_PL;

/// The languages of the SAN columns.
pub(crate) const LANGS: [Lang; 4] = [Lang::En, Lang::Fr, Lang::De, Lang::Pl];

/// The moves after which Forsyth's line is given.
const SNAPSHOTS: [u32; 3] = [11, 18, 23];

/// One move of the game (White's ply and Black's), in every column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Row {
    /// The move's number.
    pub(crate) number: u32,
    /// Descriptive, SAN in each of [`LANGS`], ICCF: White's ply, then Black's (empty after
    /// the last).
    pub(crate) cells: Vec<[String; 2]>,
}

/// The game in columns, and Forsyth's 1897 line after some of its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Parallel {
    /// The rows, one per move.
    pub(crate) rows: Vec<Row>,
    /// `(move number, Forsyth 1897)`.
    pub(crate) forsyth: Vec<(u32, String)>,
}

/// The Immortal Game (the Polish seed's), read once.
pub(crate) fn immortal() -> &'static Parallel {
    static GAME: OnceLock<Parallel> = OnceLock::new();
    GAME.get_or_init(|| columns(IMMORTAL_PL))
}

/// The game of a movetext in columns (empty when it does not read: not expected of a seed).
fn columns(text: &str) -> Parallel {
    let mut parallel = Parallel {
        rows: Vec::new(),
        forsyth: Vec::new(),
    };
    let Ok(read) = Recognizer::new().read(text) else {
        return parallel;
    };
    let Value::Game(read) = read.value else {
        return parallel;
    };
    let mut formats = vec![MoveFormat::DESCRIPTIVE];
    formats.extend(LANGS.map(MoveFormat::san));
    formats.push(MoveFormat::ICCF);
    let forsyth = |position: &fenkit::Position| {
        ForsythWriter::new(Edition::Forsyth1897)
            .write_setup(position.setup())
            .text
    };
    let mut plies = read.game.plies();
    while let Some(ply) = plies.next_ply() {
        let number = ply.number();
        let side = usize::from(number.color == Color::Black);
        if side == 0 || parallel.rows.is_empty() {
            parallel.rows.push(Row {
                number: number.number,
                cells: vec![Default::default(); formats.len()],
            });
        }
        if let Some(row) = parallel.rows.last_mut() {
            for (cell, format) in row.cells.iter_mut().zip(&formats) {
                cell[side] = ply.write(*format).unwrap_or_default();
            }
        }
        if side == 1 && SNAPSHOTS.contains(&number.number) {
            parallel.forsyth.push((number.number, forsyth(ply.after())));
        }
    }
    // A game that ends on White's move: its last position too.
    if let Some(row) = parallel.rows.last()
        && row.cells.first().is_some_and(|cell| cell[1].is_empty())
        && SNAPSHOTS.contains(&row.number)
    {
        parallel
            .forsyth
            .push((row.number, forsyth(read.game.end())));
    }
    parallel
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_immortal_game_in_every_column() {
        let game = immortal();
        assert_eq!(game.rows.len(), 23);
        let first = &game.rows[0];
        assert_eq!(first.number, 1);
        assert_eq!(first.cells[0], ["P-K4".to_owned(), "P-K4".to_owned()]);
        assert_eq!(first.cells[5], ["5254".to_owned(), "5755".to_owned()]);
        let third = &game.rows[2];
        // 3. Bc4 Qh4+ in English, French, German, Polish.
        let whites: Vec<&str> = third.cells[1..5].iter().map(|c| c[0].as_str()).collect();
        assert_eq!(whites, ["Bc4", "Fc4", "Lc4", "Gc4"]);
        let last = &game.rows[22];
        assert_eq!(last.cells[4], ["Ge7#".to_owned(), String::new()]);
        assert_eq!(
            game.forsyth.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
            [11, 18, 23]
        );
        assert!(
            game.forsyth[2].1.starts_with("r 1 b k 3 r, "),
            "{}",
            game.forsyth[2].1
        );
    }
}
