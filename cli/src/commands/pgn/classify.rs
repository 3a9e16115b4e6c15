//! `--classify`: the `ECO` and `Opening` tags from lichess's opening table (CC0,
//! cli/data/openings/, shipped inside the binary): the deepest position of the main line that
//! the table names, transpositions included, as lichess names the openings of its games.

use std::collections::HashMap;
use std::sync::OnceLock;

use fenkit::movetext::{Step, walk_san};
use fenkit::pgn::Game;
use fenkit::san::SanReader;
use fenkit::{Key, Position};

/// The table's files, `eco`, `name` and `pgn` columns separated by tabs, a header line first.
const FILES: [&str; 5] = [
    include_str!("../../../data/openings/a.tsv"),
    include_str!("../../../data/openings/b.tsv"),
    include_str!("../../../data/openings/c.tsv"),
    include_str!("../../../data/openings/d.tsv"),
    include_str!("../../../data/openings/e.tsv"),
];

/// An opening of the table: its ECO code and its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Opening {
    pub(crate) eco: &'static str,
    pub(crate) name: &'static str,
}

/// The openings by the position their moves reach (its Polyglot key: placement, side to
/// move, castling rights, an en passant capture), the first line of the table that reaches it.
fn table() -> &'static HashMap<Key, Opening> {
    static TABLE: OnceLock<HashMap<Key, Opening>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = HashMap::new();
        for line in FILES.iter().flat_map(|file| file.lines().skip(1)) {
            let mut columns = line.split('\t');
            let (Some(eco), Some(name), Some(moves)) =
                (columns.next(), columns.next(), columns.next())
            else {
                continue;
            };
            // The table is lichess's and read in its tests: every line plays.
            if let Ok(end) = walk_san(moves, &Position::STARTING, SanReader::new(), |_| {}) {
                table.entry(end.key()).or_insert(Opening { eco, name });
            }
        }
        table
    })
}

/// Follows a main line and keeps the deepest opening of the table it reaches.
#[derive(Debug, Default)]
pub(crate) struct Classifier {
    found: Option<Opening>,
}

impl Classifier {
    /// A classifier that has seen `start` (a game from another start may transpose into the
    /// table's positions too).
    pub(crate) fn new(start: &Position) -> Classifier {
        Classifier {
            found: table().get(&start.key()).copied(),
        }
    }

    /// Follows one step of the game: each position of the main line is looked up.
    pub(crate) fn step(&mut self, step: Step<'_, '_>) {
        if let Step::Move(played) = step
            && played.depth == 0
            && let Some(opening) = table().get(&played.after.key())
        {
            self.found = Some(*opening);
        }
    }

    /// Sets the game's `ECO` and `Opening` tags to the opening found, if any.
    pub(crate) fn tag(&self, game: &mut Game) {
        if let Some(opening) = self.found {
            game.tags_mut().set("ECO", opening.eco);
            game.tags_mut().set("Opening", opening.name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fenkit::pgn::PgnReader;

    #[test]
    fn every_line_of_the_table_plays_and_names_its_position() {
        let lines: usize = FILES.iter().map(|file| file.lines().count() - 1).sum();
        assert_eq!(lines, 3_807);
        // A few positions are reached by two lines of the table: the first names them.
        assert!(table().len() > 3_700, "{}", table().len());
    }

    /// The opening `--classify` finds for a game's movetext.
    fn classified(movetext: &str) -> Option<Opening> {
        let raw_game = format!("{movetext} *\n");
        let mut reader = PgnReader::new(raw_game.as_bytes());
        let raw = reader.next_raw().unwrap().unwrap();
        let header = raw.header().unwrap();
        let mut classifier = Classifier::new(&header.start);
        raw.play(&header, |step| classifier.step(step)).unwrap();
        classifier.found
    }

    #[test]
    fn the_deepest_position_named_is_found_through_transpositions() {
        let sicilian = classified("1. e4 c5");
        assert_eq!(sicilian.map(|o| o.name), Some("Sicilian Defense"));
        // Moves after the book keep the last name found.
        let later = classified("1. e4 c5 2. a3 a6 3. h3 h6");
        assert_eq!(later.map(|o| o.eco), Some("B20"));
        // The Queen's Gambit Declined reached from the English.
        let english = classified("1. c4 e6 2. Nc3 d5 3. d4");
        let qgd = classified("1. d4 d5 2. c4 e6 3. Nc3");
        assert!(qgd.is_some_and(|o| o.eco.starts_with('D')), "{qgd:?}");
        assert_eq!(english, qgd);
        assert_eq!(classified("1. a3 a6 2. h3 h6").map(|o| o.eco), Some("A00"));
    }
}
