//! `Game::split_variations` on random games: every game it gives is a line of the original
//! tree, one for each line (the main line first, with the game's result), every leaf of the
//! tree ends one of them, and each is written and read back as itself.

use std::collections::HashSet;

use fenkit::movetext::GameResult;
use fenkit::pgn::{Game, Item, PgnWriter};
use quickcheck::{QuickCheck, TestResult};

use crate::pgn::{RandomGame, export_round_trip};

/// A line as its moves from the start (`None` for a null move).
type Line = Vec<Option<fenkit::Move>>;

/// The moves of a game without variations.
fn moves(game: &Game) -> Line {
    game.items()
        .iter()
        .filter_map(|item| match item {
            Item::Move(mv) => Some(Some(*mv)),
            Item::NullMove => Some(None),
            _ => None,
        })
        .collect()
}

/// Every line of the tree from the start to a move (the empty line too), and the leaves
/// among them: the lines no move continues.
fn tree(items: &[Item]) -> (HashSet<Line>, HashSet<Line>) {
    let mut lines = HashSet::from([Line::new()]);
    // Whether the line ending at a move has a move after it.
    let mut continued: HashSet<Line> = HashSet::new();
    let (mut line, mut outer) = (Line::new(), Vec::new());
    for item in items {
        let mv = match item {
            Item::Move(mv) => Some(*mv),
            Item::NullMove => None,
            Item::StartVariation => {
                // The variation replaces the line's last move.
                outer.push(line.clone());
                line.pop();
                continue;
            }
            Item::EndVariation => {
                line = outer.pop().expect("variations are closed in order");
                continue;
            }
            _ => continue,
        };
        continued.insert(line.clone());
        line.push(mv);
        lines.insert(line.clone());
    }
    let leaves = lines.difference(&continued).cloned().collect();
    (lines, leaves)
}

#[test]
fn split_variations_gives_each_line_of_the_tree_as_a_game_that_reads_back() {
    fn property(RandomGame(game): RandomGame) -> TestResult {
        let split = game.split_variations();
        let (lines, leaves) = tree(game.items());
        let variations = game
            .items()
            .iter()
            .filter(|item| **item == Item::StartVariation)
            .count();
        if split.len() != variations + 1 {
            return TestResult::error(format!("{} games for {variations} variations", split.len()));
        }
        let main = &split[0];
        let main_line: Line = game.main_line().map(Some).collect();
        let main_moves: Line = moves(main).into_iter().filter(Option::is_some).collect();
        if main_moves != main_line || main.result() != game.result() || main.end() != game.end() {
            return TestResult::error("the first game is not the main line");
        }
        let mut ends = HashSet::new();
        for line in &split {
            let played = moves(line);
            if line.items().contains(&Item::StartVariation) || !lines.contains(&played) {
                return TestResult::error(format!("not a line of the tree: {played:?}"));
            }
            if line.tags() != game.tags() || line.start() != game.start() {
                return TestResult::error("the tags or the start changed");
            }
            if !std::ptr::eq(line, main) && line.result() != GameResult::Unknown {
                return TestResult::error("a variation's result is not *");
            }
            ends.insert(played);
        }
        if let Some(leaf) = leaves.difference(&ends).next() {
            return TestResult::error(format!("no game ends at the leaf {leaf:?}"));
        }
        match export_round_trip(&split, PgnWriter::new()) {
            Ok(_) => TestResult::passed(),
            Err(why) => TestResult::error(why),
        }
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(property as fn(RandomGame) -> TestResult);
}
