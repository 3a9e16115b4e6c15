//! A game's movetext as items: made one by one as a game is built, or kept as read and made
//! the first time they are asked for.

use core::fmt;
use std::sync::OnceLock;

use crate::moves::Move;
use crate::movetext::{FoundTokens, TokenKind};

use super::{Item, on_main_line};

/// The items of a game's movetext.
#[derive(Clone)]
pub(in crate::pgn) enum Items {
    /// Made item by item, as a game is built; a game read becomes this at its first change.
    Made(Vec<Item>),
    /// As a reader found it: the items are made the first time they are asked for, so a
    /// reader that looks only at the main line's moves never makes them.
    Read {
        read: Read,
        made: OnceLock<Vec<Item>>,
    },
}

/// A movetext as read: its text, the tokens found in it, and the moves played at its move
/// tokens.
#[derive(Clone)]
pub(in crate::pgn) struct Read {
    text: String,
    tokens: FoundTokens,
    /// The move played at each move token, in order (`None` at a null move): the main line's
    /// when the tokens have no variation.
    moves: Vec<Option<Move>>,
}

impl Read {
    /// The movetext `text`, its `tokens` (every one legal: the walk played it) and the `moves`
    /// played at its move tokens in order.
    pub(in crate::pgn) fn new(text: &str, tokens: &FoundTokens, moves: Vec<Option<Move>>) -> Read {
        Read {
            text: text.to_owned(),
            tokens: tokens.clone(),
            moves,
        }
    }

    /// The items: each token's (none for a move number or a result), a move's played.
    fn items(&self) -> Vec<Item> {
        let mut items = Vec::with_capacity(self.tokens.count());
        let mut moves = self.moves.iter();
        for token in self.tokens.tokens(&self.text) {
            match token.kind {
                TokenKind::Move(_) | TokenKind::NullMove => {
                    // One move played at each move token.
                    Item::push_move(&mut items, moves.next().copied().flatten());
                }
                kind => Item::push_token(&mut items, &kind),
            }
        }
        items
    }
}

impl Items {
    /// A movetext kept as read, its items not made yet.
    pub(in crate::pgn) fn read(read: Read) -> Items {
        Items::Read {
            read,
            made: OnceLock::new(),
        }
    }

    /// The items, made now if the movetext is kept as read.
    pub(super) fn get(&self) -> &[Item] {
        match self {
            Items::Made(items) => items,
            Items::Read { read, made } => made.get_or_init(|| read.items()),
        }
    }

    /// The items, to change: from now on they are made.
    pub(super) fn make_mut(&mut self) -> &mut Vec<Item> {
        match self {
            Items::Made(items) => items,
            Items::Read { read, made } => {
                *self = Items::Made(made.take().unwrap_or_else(|| read.items()));
                self.make_mut()
            }
        }
    }

    /// The plies of the main line, each its move (`None` for a null move): the moves read when
    /// the game has no variation, else from the items.
    pub(super) fn main_line(&self) -> impl Iterator<Item = Option<Move>> + '_ {
        let (read, items): (&[Option<Move>], &[Item]) = match self {
            Items::Read { read, .. } if !read.tokens.has_variations() => (&read.moves, &[]),
            _ => (&[], self.get()),
        };
        let from_items = on_main_line(items).filter_map(|item| match item {
            Item::Move(mv) => Some(Some(*mv)),
            Item::NullMove => Some(None),
            _ => None,
        });
        read.iter().copied().chain(from_items)
    }
}

impl fmt::Debug for Items {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.get()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{Game, PgnReader};

    fn read(pgn: &str) -> Game {
        PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap()
    }

    fn made(game: &Game) -> bool {
        match &game.items {
            Items::Made(_) => true,
            Items::Read { made, .. } => made.get().is_some(),
        }
    }

    #[test]
    fn the_main_line_of_a_game_without_variations_makes_no_items() {
        let game = read("1. e4 { [%clk 0:03:00] } e5 2. -- Nc6 3. Nf3 $1 *\n");
        assert_eq!(game.main_line().count(), 4);
        assert_eq!(game.ply_count(), 5);
        assert!(!made(&game));
        assert_eq!(game.items().len(), 7);
        assert!(made(&game));
    }

    #[test]
    fn the_main_line_of_a_game_with_variations_is_told_from_its_items() {
        let game = read("1. e4 (1. d4) 1... e5 *\n");
        assert_eq!(game.ply_count(), 2);
        assert!(made(&game));
        let game = read("1. e4 (1. d4) 1... e5 *\n");
        assert_eq!(game.main_line().count(), 2);
        assert!(made(&game));
        // Two variations: the second does not undo the first.
        let game = read("1. e4 (1. d4) (1. c4) 1... e5 *\n");
        assert_eq!(game.main_line().count(), 2);
        assert_eq!(game.ply_count(), 2);
    }

    #[test]
    fn a_game_after_one_with_variations_is_told_on_its_own() {
        let mut games = PgnReader::new("1. e4 (1. d4) 1... e5 *\n\n1. d4 d5 *\n".as_bytes());
        let first = games.next().unwrap().unwrap();
        let second = games.next().unwrap().unwrap();
        assert_eq!(
            (first.main_line().count(), second.main_line().count()),
            (2, 2)
        );
        assert!(made(&first) && !made(&second));
    }

    #[test]
    fn a_change_makes_the_items_for_good() {
        let mut game = read("1. e4 e5 *\n");
        game.nag(1);
        assert!(matches!(game.items, Items::Made(_)));
        assert_eq!(game.items().len(), 3);
    }
}
