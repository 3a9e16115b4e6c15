//! One walk of a game's main line: each ply with its number, its move, the positions before
//! and after it, and what follows it on the main line (comments, NAGs, the `[%clk]`, `[%emt]`
//! and `[%eval]` commands); variations passed over.

use std::time::Duration;

use super::commands::{Command, Eval, Found, commands};
use super::game::{Game, Item, on_main_line};
use crate::history::GameState;
use crate::moves::Move;
use crate::movetext::{MoveNumber, null_move};
use crate::notation::{MoveError, MoveFormat, MoveNotation, MoveWriter};
use crate::piece::Color;
use crate::position::Position;
use crate::uci::UciMove;

impl Game {
    /// The plies of the main line, one at a time, each with its positions, comments, NAGs
    /// and commands (see [`Plies`]).
    #[must_use]
    pub fn plies(&self) -> Plies<'_> {
        Plies::new(self)
    }

    /// The texts of the `{...}` and `;` comments before the first move, verbatim.
    pub fn start_comments(&self) -> impl Iterator<Item = &str> {
        let items = self.items();
        let first = items
            .iter()
            .position(|item| matches!(item, Item::Move(_) | Item::NullMove))
            .unwrap_or(items.len());
        comment_texts(items[..first].iter())
    }

    /// The comments before the first move, each trimmed, a space between; `None` when there
    /// is none.
    ///
    /// ```
    /// use fenkit::pgn::PgnReader;
    /// let game = PgnReader::new("{ From a simul } { 1923 } 1. e4 *".as_bytes()).next().unwrap()?;
    /// assert_eq!(game.start_comment().as_deref(), Some("From a simul 1923"));
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn start_comment(&self) -> Option<String> {
        joined(self.start_comments())
    }
    /// The game's state at the end of its main line: its moves and positions, repetitions,
    /// the outcome and the claims there (variations passed over).
    ///
    /// ```
    /// use fenkit::{Claim, pgn::PgnReader};
    /// let game = PgnReader::new("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *".as_bytes())
    ///     .next()
    ///     .unwrap()?;
    /// let state = game.state();
    /// assert_eq!(state.outcome(), None);
    /// assert_eq!(state.claims(), [Claim::ThreefoldRepetition]);
    /// assert_eq!(state.position(), game.end());
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn state(&self) -> GameState {
        let mut state = GameState::new(self.start().clone());
        for item in on_main_line(self.items()) {
            // A game's moves and null moves were checked as they went in.
            match item {
                Item::Move(mv) => {
                    let _ = state.play(*mv);
                }
                Item::NullMove => {
                    let _ = state.play_null();
                }
                _ => {}
            }
        }
        state
    }
}

/// The plies of a game's main line, one at a time ([`Game::plies`]).
///
/// Each [`Ply`] borrows its two positions from the walk, which plays each move once and
/// copies no position: take [`next_ply`](Self::next_ply) in a `while let` loop, and clone a
/// position only where it is kept.
///
/// ```
/// use fenkit::{Position, notation::MoveFormat, pgn::{Game, Variant}};
/// let mut game = Game::from_movetext(
///     "1. e4 { [%clk 0:03:00] best by test } e5 (1... c5 { the Sicilian }) 2. Nf3 $1 *",
///     Position::STARTING,
///     Variant::Standard,
///     |text, pos| fenkit::notation::MoveReader::new(MoveFormat::SAN).read(pos, text),
/// )?;
/// let mut plies = game.plies();
/// let mut seen = Vec::new();
/// while let Some(ply) = plies.next_ply() {
///     seen.push((ply.number().to_string(), ply.write(MoveFormat::UCI)?, ply.comment(), ply.clock()));
/// }
/// assert_eq!(seen, [
///     ("1.".to_owned(), "e2e4".to_owned(), Some("[%clk 0:03:00] best by test".to_owned()),
///      Some(std::time::Duration::from_secs(180))),
///     ("1...".to_owned(), "e7e5".to_owned(), None, None),
///     ("2.".to_owned(), "g1f3".to_owned(), None, None),
/// ]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Plies<'g> {
    game: &'g Game,
    /// The index of the next item to look at.
    at: usize,
    /// The plies given so far.
    given: usize,
    /// The position before the last ply given (the game's start, for the first, is borrowed
    /// from the game).
    before: Position,
    /// The position after the last ply given.
    after: Position,
}

impl<'g> Plies<'g> {
    pub(super) fn new(game: &'g Game) -> Plies<'g> {
        Plies {
            game,
            at: 0,
            given: 0,
            before: Position::STARTING,
            after: Position::STARTING,
        }
    }

    /// The next ply of the main line, or `None` after the last.
    pub fn next_ply(&mut self) -> Option<Ply<'g, '_>> {
        let items = self.game.items();
        // Past the annotations before the first move (the main line's only ones that follow
        // no move); after that, `at` stands at a move.
        let found = items[self.at..]
            .iter()
            .position(|item| matches!(item, Item::Move(_) | Item::NullMove))?;
        let at = self.at + found;
        let mv = match items[at] {
            Item::Move(mv) => Some(mv),
            _ => None,
        };
        let end = next_main_move(items, at + 1);
        self.at = end;
        let game = self.game;
        let before = if self.given == 0 {
            game.start()
        } else {
            core::mem::swap(&mut self.before, &mut self.after);
            &self.before
        };
        self.after = match mv {
            Some(mv) => before.play_unchecked(mv),
            // A game's null moves were checked as they went in.
            None => null_move(before).unwrap_or_else(|| before.clone()),
        };
        self.given += 1;
        Some(Ply {
            index: self.given - 1,
            mv,
            before,
            after: &self.after,
            notes: &items[at + 1..end],
        })
    }
}

/// The index of the first main-line move or null move at or after `from` (`from` standing on
/// the main line), or the end.
fn next_main_move(items: &[Item], from: usize) -> usize {
    let mut depth = 0usize;
    for (at, item) in items.iter().enumerate().skip(from) {
        match item {
            Item::StartVariation => depth += 1,
            Item::EndVariation => depth = depth.saturating_sub(1),
            Item::Move(_) | Item::NullMove if depth == 0 => return at,
            _ => {}
        }
    }
    items.len()
}

/// The texts of the `{...}` and `;` comments among `items`.
pub(super) fn comment_texts<'g>(
    items: impl Iterator<Item = &'g Item>,
) -> impl Iterator<Item = &'g str> {
    items.filter_map(|item| match item {
        Item::Comment(text) => Some(text.as_str()),
        Item::LineComment(text) => Some(text.as_str()),
        _ => None,
    })
}

/// The comments joined: each trimmed, a space between; `None` when there is none.
pub(super) fn joined<'a>(texts: impl Iterator<Item = &'a str>) -> Option<String> {
    texts.fold(None, |joined: Option<String>, text| {
        let mut joined = match joined {
            Some(mut joined) => {
                joined.push(' ');
                joined
            }
            None => String::new(),
        };
        joined.push_str(text.trim());
        Some(joined)
    })
}

/// One ply of a game's main line: a move or a null move, the positions around it, and the
/// comments, NAGs and glyphs after it on the main line (up to the next move of the main line;
/// variations passed over).
#[derive(Debug, Clone, Copy)]
pub struct Ply<'g, 'p> {
    index: usize,
    mv: Option<Move>,
    before: &'p Position,
    after: &'p Position,
    notes: &'g [Item],
}

impl<'g, 'p> Ply<'g, 'p> {
    /// Its place in the main line, from 0: the position after it is the main line's after
    /// `index() + 1` plies.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// Its move number and side: `12.` or `12...`.
    #[must_use]
    pub fn number(&self) -> MoveNumber {
        MoveNumber::of(self.before)
    }

    /// The side that moves.
    #[must_use]
    pub fn color(&self) -> Color {
        self.before.turn()
    }

    /// The move; `None` for a null move.
    #[must_use]
    pub fn mv(&self) -> Option<Move> {
        self.mv
    }

    /// Whether it is a null move (`--`).
    #[must_use]
    pub fn is_null(&self) -> bool {
        self.mv.is_none()
    }

    /// The position it is played in.
    #[must_use]
    pub fn before(&self) -> &'p Position {
        self.before
    }

    /// The position after it.
    #[must_use]
    pub fn after(&self) -> &'p Position {
        self.after
    }

    /// The move in UCI, castling in the game's convention, which its positions carry (the
    /// king taking its rook in a Chess960 game: [`Position::castling_mode`]); `None` for a
    /// null move.
    #[must_use]
    pub fn uci(&self) -> Option<UciMove> {
        self.mv.map(|mv| mv.to_uci(self.before.castling_mode()))
    }

    /// The move in `format`, UCI castling as the game writes it. A null move is `0000` in UCI
    /// (as the UCI protocol writes it) and `--` in the other notations.
    ///
    /// # Errors
    /// [`MoveError`] when the notation has no way to write the move (ICCF numeric and
    /// Chess960 castling).
    pub fn write(&self, format: MoveFormat) -> Result<String, MoveError> {
        match self.mv {
            Some(mv) => MoveWriter::new(format).write(self.before, mv),
            None if format.notation() == MoveNotation::Uci => Ok("0000".to_owned()),
            None => Ok("--".to_owned()),
        }
    }

    /// Everything after it up to the next move of the main line, variations included, in
    /// order.
    #[must_use]
    pub fn items(&self) -> &'g [Item] {
        self.notes
    }

    /// The texts of the `{...}` and `;` comments after it on the main line, verbatim.
    pub fn comments(&self) -> impl Iterator<Item = &'g str> + use<'g> {
        comment_texts(on_main_line(self.notes))
    }

    /// The comments after it on the main line, each trimmed, a space between; `None` when it
    /// has none.
    #[must_use]
    pub fn comment(&self) -> Option<String> {
        joined(self.comments())
    }

    /// The NAGs after it on the main line, in order, a suffix glyph as its NAG (`!` is 1).
    pub fn nags(&self) -> impl Iterator<Item = u8> + use<'g> {
        on_main_line(self.notes).filter_map(|item| match item {
            Item::Nag(nag) => Some(*nag),
            Item::Glyph(glyph) => Some(glyph.nag()),
            _ => None,
        })
    }

    /// The commands of its comments (`[%clk 0:03:00]`, `[%eval 0.24]`…), in order, each read
    /// or with why it does not read.
    pub fn commands(&self) -> impl Iterator<Item = Found<'g>> + use<'g> {
        self.comments().flat_map(commands)
    }

    /// The last command of its comments that `pick` takes.
    fn last<T>(&self, pick: impl Fn(Command<'g>) -> Option<T>) -> Option<T> {
        self.commands()
            .filter_map(|found| found.command.ok().and_then(&pick))
            .last()
    }

    /// The clock after it, `[%clk H:MM:SS]`: the time left to the side that moved (the last
    /// such command that reads).
    #[must_use]
    pub fn clock(&self) -> Option<Duration> {
        self.last(|command| match command {
            Command::Clock(time) => Some(time),
            _ => None,
        })
    }

    /// The time it took, `[%emt H:MM:SS]` (the last such command that reads).
    #[must_use]
    pub fn elapsed(&self) -> Option<Duration> {
        self.last(|command| match command {
            Command::Elapsed(time) => Some(time),
            _ => None,
        })
    }

    /// An engine's evaluation after it, `[%eval 0.24]` (the last such command that reads).
    #[must_use]
    pub fn eval(&self) -> Option<Eval> {
        self.last(|command| match command {
            Command::Eval(eval) => Some(eval),
            _ => None,
        })
    }
}
