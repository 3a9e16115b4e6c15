//! A game's variations as games of their own ([`Game::split_variations`]), as pgn-extract's
//! `--splitvariants` writes them.

use super::game::{Game, Item, Items};
use crate::movetext::GameResult;

impl Game {
    /// The main line as a game without its variations, then each variation as a game of its
    /// own, in the order they come, a variation's own variations after it: the moves that lead
    /// to it (with their comments and NAGs), then its own. Each keeps the game's tags; a
    /// variation's result is `*` (it is not a finished game), the main line's the game's.
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, PgnWriter, TagSet};
    /// let pgn = "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 {good} Nc6 1-0";
    /// let game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
    /// let writer = PgnWriter::new().tags(TagSet::None);
    /// let games: Vec<String> = game.split_variations().iter()
    ///     .map(|g| writer.write(g).unwrap().trim_end().to_owned()).collect();
    /// assert_eq!(games, [
    ///     "1. e4 e5 2. Nf3 {good} 2... Nc6 1-0",
    ///     "1. e4 c5 2. Nf3 d6 *",
    ///     "1. e4 c5 2. Nc3 Nc6 *",
    /// ]);
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn split_variations(&self) -> Vec<Game> {
        let mut lines = Vec::new();
        split_line(Vec::new(), self.items(), &mut lines);
        lines
            .into_iter()
            .enumerate()
            .map(|(index, items)| {
                let result = if index == 0 {
                    self.result()
                } else {
                    GameResult::Unknown
                };
                self.line_game(items, result)
            })
            .collect()
    }

    /// A game of this one's start, variant and tags, with `items` (no variations among them).
    fn line_game(&self, items: Vec<Item>, result: GameResult) -> Game {
        let mut before_last = None;
        let mut end = self.start().clone();
        for item in &items {
            let after = match item {
                Item::Move(mv) => end.play_unchecked(*mv),
                Item::NullMove => match crate::movetext::null_move(&end) {
                    Some(after) => after,
                    None => continue,
                },
                _ => continue,
            };
            before_last = Some(core::mem::replace(&mut end, after));
        }
        let header = (self.start().clone(), self.variant(), self.tags().clone());
        Game::read(header, Items::Made(items), before_last, end, result)
    }
}

/// Splits the items of one line (its variations among them, bracketed) that continue
/// `prefix`: pushes the line without its variations, then each variation's lines.
fn split_line(prefix: Vec<Item>, items: &[Item], lines: &mut Vec<Vec<Item>>) {
    let mut line = prefix;
    // Where the line stood before its last move: a variation replaces that move.
    let mut before_move = line.len();
    let mut variations = Vec::new();
    let mut at = 0;
    while let Some(item) = items.get(at) {
        match item {
            Item::StartVariation => {
                let end = closing(items, at);
                variations.push((line[..before_move].to_vec(), &items[at + 1..end]));
                at = end + 1;
                continue;
            }
            Item::EndVariation => {}
            Item::Move(_) | Item::NullMove => {
                before_move = line.len();
                line.push(item.clone());
            }
            _ => line.push(item.clone()),
        }
        at += 1;
    }
    lines.push(line);
    for (base, variation) in variations {
        split_line(base, variation, lines);
    }
}

/// Where the variation opened at `open` closes (the end of the items, if it never does).
fn closing(items: &[Item], open: usize) -> usize {
    let mut depth = 0usize;
    for (at, item) in items.iter().enumerate().skip(open) {
        match item {
            Item::StartVariation => depth += 1,
            Item::EndVariation => {
                depth -= 1;
                if depth == 0 {
                    return at;
                }
            }
            _ => {}
        }
    }
    items.len()
}
