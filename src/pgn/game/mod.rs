//! A game record: tags, variant, start position, the moves with their comments, NAGs and
//! variations, and the result.

use crate::legality::IllegalMoveError;
use crate::moves::Move;
use crate::movetext::{GameResult, Glyph, TokenKind, null_move};
use crate::position::Position;

use super::comment_text::CommentText;
use super::tags::Tags;
use super::variant::Variant;

mod items;

pub(in crate::pgn) use items::{Items, Read};

/// One element of a game's movetext, in order. Move numbers are not kept: the positions give
/// them. Moves are kept as moves, not text, so a game is written in any language.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Item {
    /// A legal move in the position where it stands.
    Move(Move),
    /// A null move, `--`.
    NullMove,
    /// A suffix glyph, `!` to `?!`, after the move before it.
    Glyph(Glyph),
    /// A numeric annotation glyph, `$0` to `$255`.
    Nag(u8),
    /// A `{...}` comment, verbatim (`[%clk 0:03:00]` and `[%eval 0.3]` included).
    Comment(CommentText),
    /// A `;` comment to the end of its line.
    LineComment(String),
    /// A `%` escape line, without the `%`.
    Escape(String),
    /// `(`: a variation, replacing the move before it.
    StartVariation,
    /// `)`: the end of the variation.
    EndVariation,
}

impl Item {
    /// Pushes a move (`None` for a null move) as an item.
    #[inline]
    fn push_move(items: &mut Vec<Item>, mv: Option<Move>) {
        push(items, mv.map_or(Item::NullMove, Item::Move));
    }

    /// Pushes the item a token of movetext other than a move stands for; nothing for a move
    /// number or a result, which are not items (the positions give the numbers, the game its
    /// result).
    #[inline]
    fn push_token(items: &mut Vec<Item>, kind: &TokenKind<'_>) {
        match *kind {
            TokenKind::Glyph(glyph) => push(items, Item::Glyph(glyph)),
            TokenKind::Nag(nag) => push(items, Item::Nag(nag)),
            TokenKind::Comment(text) => push(items, Item::Comment(text.into())),
            TokenKind::LineComment(text) => push(items, Item::LineComment(text.to_owned())),
            TokenKind::Escape(text) => push(items, Item::Escape(text.to_owned())),
            TokenKind::StartVariation => push(items, Item::StartVariation),
            TokenKind::EndVariation => push(items, Item::EndVariation),
            // Moves and null moves are played, not shown as tokens.
            TokenKind::Result(_)
            | TokenKind::MoveNumber { .. }
            | TokenKind::Move(_)
            | TokenKind::NullMove => {}
        }
    }
}

/// The items of `notes` on the main line: those inside variations left out.
pub(in crate::pgn) fn on_main_line(notes: &[Item]) -> impl Iterator<Item = &Item> {
    let mut depth = 0usize;
    notes.iter().filter(move |item| match item {
        Item::StartVariation => {
            depth += 1;
            false
        }
        Item::EndVariation => {
            depth = depth.saturating_sub(1);
            false
        }
        _ => depth == 0,
    })
}

/// Pushes `item`, written straight into its slot when there is room: through `Vec::push`,
/// whose growing path sits between making the item and storing it, the item was made on the
/// stack a field at a time and copied whole, a store-forwarding stall at every item.
#[inline(always)]
fn push(items: &mut Vec<Item>, item: Item) {
    if items.len() < items.capacity() {
        items.push(item);
    } else {
        push_growing(items, item);
    }
}

#[cold]
#[inline(never)]
fn push_growing(items: &mut Vec<Item>, item: Item) {
    items.push(item);
}

/// One line of play being built: the position before its last move, and the current one.
#[derive(Debug, Clone)]
struct Line {
    before_last: Option<Position>,
    current: Position,
}

/// A game: its tags, its variant, the position it starts from, its movetext and its result.
///
/// A game is built move by move, and only legal moves go in: [`play`](Game::play) checks each
/// in the position of the line being built, a variation starts from the position before the
/// move it replaces. [`PgnReader`](super::PgnReader) builds games this way, and
/// [`PgnWriter`](super::PgnWriter) writes them.
///
/// ```
/// use fenkit::{Position, pgn::{Game, Item, PgnWriter, Variant}, san::SanReader};
/// let mut game = Game::new(Position::STARTING, Variant::Standard);
/// let san = SanReader::new();
/// game.play(san.read(game.position(), "e4")?)?;
/// game.play(san.read(game.position(), "c5")?)?;
/// game.start_variation()?;
/// game.play(san.read(game.position(), "e5")?)?;
/// game.comment(" the open game ")?;
/// game.end_variation()?;
/// assert_eq!(game.main_line().count(), 2);
/// assert_eq!(game.end().to_string(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
/// assert!(PgnWriter::new().write(&game)?.ends_with("1. e4 c5 ( 1... e5 { the open game } ) *\n\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    tags: Tags,
    variant: Variant,
    start: Position,
    items: Items,
    result: GameResult,
    /// The lines open while building, the main line first (not part of the game's value).
    lines: Vec<Line>,
}

/// Games are equal when their tags, variant, start, movetext and result are.
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.tags == other.tags
            && self.variant == other.variant
            && self.start == other.start
            && self.items() == other.items()
            && self.result == other.result
    }
}

impl Eq for Game {}

/// Why a step of building a game is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// The move is not legal in the position of the line being built.
    #[error("{0}")]
    Illegal(#[from] IllegalMoveError),
    /// A null move while in check.
    #[error("a null move is not possible while the king is in check")]
    NullMoveInCheck,
    /// A variation before any move of its line, which it would replace.
    #[error("a variation replaces a move, and its line has none yet")]
    NoMoveToReplace,
    /// The end of a variation when none is open.
    #[error("no variation is open")]
    NoVariationOpen,
    /// A comment whose text holds a `}`.
    #[error("a comment cannot hold '}}', which would end it early")]
    CommentClosed,
}

impl Game {
    /// A game from `start` with the result `*`, no moves, and the tags that say where it
    /// starts, as a game read from PGN has them: `[Variant "Chess960"]` for a Chess960 game,
    /// and `[FEN "…"]` (X-FEN) with `[SetUp "1"]` when `start` is not the standard start or the
    /// game is Chess960 (whose start 518 is the standard one: the export writes it too). In a
    /// Chess960 game every position, `start` and those of its variations included, is in
    /// Chess960 castling mode ([`Position::castling_mode`]); a standard game keeps the mode
    /// `start` has.
    ///
    /// ```
    /// use fenkit::{Position, chess960, pgn::{Game, Variant}};
    /// let game = Game::new(chess960::start_position(0)?, Variant::Chess960);
    /// let tags: Vec<(&str, &str)> = game.tags().iter().collect();
    /// assert_eq!(tags, [
    ///     ("Variant", "Chess960"),
    ///     ("FEN", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"),
    ///     ("SetUp", "1"),
    /// ]);
    /// assert!(game.start().is_chess960());
    /// assert!(Game::new(Position::STARTING, Variant::Standard).tags().is_empty());
    /// let start_518 = Game::new(chess960::start_position(518)?, Variant::Chess960);
    /// assert_eq!(start_518.tags().get("FEN"), Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn new(start: Position, variant: Variant) -> Game {
        let mut game = Game::bare(start, variant);
        if variant == Variant::Chess960 {
            game.tags.push("Variant", "Chess960");
        }
        if variant == Variant::Chess960 || game.start.setup() != Position::STARTING.setup() {
            game.tags.push("FEN", &game.start.to_string());
            game.tags.push("SetUp", "1");
        }
        game
    }

    /// A game from `start` with no tags, no moves and the result `*`.
    fn bare(start: Position, variant: Variant) -> Game {
        let start = match variant {
            Variant::Chess960 => start.with_castling_mode(variant.castling_mode()),
            Variant::Standard => start,
        };
        Game {
            tags: Tags::new(),
            variant,
            lines: vec![Line {
                before_last: None,
                current: start.clone(),
            }],
            start,
            items: Items::Made(Vec::new()),
            result: GameResult::Unknown,
        }
    }

    /// A game read whole, its items as a walk of its movetext played them (every move legal in
    /// its place, every variation closed): the main line ends at `end`, its last move played
    /// from `before_last`. The positions of the lines are not followed item by item, as
    /// building move by move does: a reader has them from the walk.
    pub(super) fn read(
        header: (Position, Variant, Tags),
        items: Items,
        before_last: Option<Position>,
        end: Position,
        result: GameResult,
    ) -> Game {
        let (start, variant, tags) = header;
        Game {
            tags,
            variant,
            start,
            items,
            result,
            lines: vec![Line {
                before_last,
                current: end,
            }],
        }
    }

    /// A game from `start` and the moves of its main line, each checked in its turn.
    ///
    /// ```
    /// use fenkit::{Position, pgn::{Game, PgnWriter, Variant}, uci::UciMove};
    /// let moves = ["e2e4", "e7e5", "g1f3"]
    ///     .iter()
    ///     .map(|text| text.parse::<UciMove>())
    ///     .collect::<Result<Vec<_>, _>>()?;
    /// let mut pos = Position::STARTING;
    /// let mut played = Vec::new();
    /// for uci in moves {
    ///     let mv = uci.to_move(&pos)?;
    ///     pos = pos.play(mv)?;
    ///     played.push(mv);
    /// }
    /// let game = Game::from_moves(Position::STARTING, Variant::Standard, played)?;
    /// assert!(PgnWriter::new().write(&game)?.ends_with("\n1. e4 e5 2. Nf3 *\n\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`GameError::Illegal`] at the first move that is not legal where it stands.
    pub fn from_moves(
        start: Position,
        variant: Variant,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game, GameError> {
        let mut game = Game::new(start, variant);
        for mv in moves {
            game.play(mv)?;
        }
        Ok(game)
    }

    /// The tags, in the order read (the `Variant`, `SetUp` and `FEN` tags as read too).
    #[must_use]
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The tags, to change.
    pub fn tags_mut(&mut self) -> &mut Tags {
        &mut self.tags
    }

    /// Standard chess or Chess960.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The movetext, in order. A game read from PGN makes its items at the first call (it
    /// kept the movetext as read); [`main_line`](Self::main_line) and
    /// [`ply_count`](Self::ply_count) of a game without variations do without them.
    #[must_use]
    pub fn items(&self) -> &[Item] {
        self.items.get()
    }

    /// The movetext, to take items out of (`Strip`: what stays is still legal).
    pub(super) fn items_mut(&mut self) -> &mut Vec<Item> {
        self.items.make_mut()
    }

    /// The result.
    #[must_use]
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Sets the result.
    pub fn set_result(&mut self, result: GameResult) {
        self.result = result;
    }

    /// How many variations deep the line being built stands: 0 on the main line.
    pub(super) fn depth(&self) -> usize {
        self.lines.len() - 1
    }

    fn line(&self) -> &Line {
        // There is always the main line.
        &self.lines[self.lines.len() - 1]
    }

    fn line_mut(&mut self) -> &mut Line {
        let last = self.lines.len() - 1;
        &mut self.lines[last]
    }

    /// The position where the next move of the line being built is played.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.line().current
    }

    /// The position at the end of the main line.
    #[must_use]
    pub fn end(&self) -> &Position {
        &self.lines[0].current
    }

    /// The number of plies of the main line, null moves included.
    #[must_use]
    pub fn ply_count(&self) -> usize {
        self.items.main_line().count()
    }

    /// The moves of the main line (null moves left out).
    pub fn main_line(&self) -> impl Iterator<Item = Move> + '_ {
        self.items.main_line().flatten()
    }

    fn advance(&mut self, after: Position, item: Item) {
        let line = self.line_mut();
        line.before_last = Some(core::mem::replace(&mut line.current, after));
        self.items_mut().push(item);
    }

    /// Plays a move in the line being built.
    ///
    /// # Errors
    /// [`GameError::Illegal`] when the move is not legal there.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        let after = self.position().play(mv)?;
        self.advance(after, Item::Move(mv));
        Ok(())
    }

    /// Plays a move already known to be legal in the line being built, giving the position
    /// after it.
    pub(super) fn play_known(&mut self, mv: Option<Move>, after: Position) {
        let item = mv.map_or(Item::NullMove, Item::Move);
        self.advance(after, item);
    }

    /// Passes the move (a null move, `--`).
    ///
    /// # Errors
    /// [`GameError::NullMoveInCheck`] when the side to move is in check.
    pub fn null_move(&mut self) -> Result<(), GameError> {
        let after = null_move(self.position()).ok_or(GameError::NullMoveInCheck)?;
        self.advance(after, Item::NullMove);
        Ok(())
    }

    /// Adds a `{...}` comment after what the line being built has so far.
    ///
    /// # Errors
    /// [`GameError::CommentClosed`] when the text holds a `}`, which would end the comment
    /// early when the game is written.
    pub fn comment(&mut self, text: &str) -> Result<(), GameError> {
        if text.contains('}') {
            return Err(GameError::CommentClosed);
        }
        self.items_mut().push(Item::Comment(text.into()));
        Ok(())
    }

    /// Adds a NAG.
    pub fn nag(&mut self, nag: u8) {
        self.items_mut().push(Item::Nag(nag));
    }

    /// Adds a suffix glyph.
    pub fn glyph(&mut self, glyph: Glyph) {
        self.items_mut().push(Item::Glyph(glyph));
    }

    /// Adds what a token other than a move or a variation stands for (a comment, a NAG, a
    /// glyph, an escape line), as read.
    pub(super) fn note(&mut self, kind: &TokenKind<'_>) {
        Item::push_token(self.items_mut(), kind);
    }

    /// Opens a variation: an alternative to the last move of the line being built, played
    /// from the position before it.
    ///
    /// # Errors
    /// [`GameError::NoMoveToReplace`] when the line has no move yet.
    pub fn start_variation(&mut self) -> Result<(), GameError> {
        let before = self
            .line()
            .before_last
            .clone()
            .ok_or(GameError::NoMoveToReplace)?;
        self.lines.push(Line {
            before_last: None,
            current: before,
        });
        self.items_mut().push(Item::StartVariation);
        Ok(())
    }

    /// Closes the innermost variation; the line it left goes on.
    ///
    /// # Errors
    /// [`GameError::NoVariationOpen`] when none is open.
    pub fn end_variation(&mut self) -> Result<(), GameError> {
        if self.lines.len() < 2 {
            return Err(GameError::NoVariationOpen);
        }
        self.lines.pop();
        self.items_mut().push(Item::EndVariation);
        Ok(())
    }

    /// Shows every item with the position where it stands (for a move, the one before it),
    /// each variation from its own position.
    pub(super) fn visit(&self, mut visit: impl FnMut(&Item, &Position)) {
        let mut lines = vec![Line {
            before_last: None,
            current: self.start.clone(),
        }];
        for item in self.items() {
            let last = lines.len() - 1;
            visit(item, &lines[last].current);
            let after = match item {
                Item::Move(mv) => lines[last].current.play_unchecked(*mv),
                Item::NullMove => match null_move(&lines[last].current) {
                    Some(after) => after,
                    None => continue,
                },
                Item::StartVariation => {
                    let before = lines[last].before_last.clone();
                    let current = before.unwrap_or_else(|| lines[last].current.clone());
                    lines.push(Line {
                        before_last: None,
                        current,
                    });
                    continue;
                }
                Item::EndVariation => {
                    if lines.len() > 1 {
                        lines.pop();
                    }
                    continue;
                }
                _ => continue,
            };
            let line = &mut lines[last];
            line.before_last = Some(core::mem::replace(&mut line.current, after));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn building_refuses_what_cannot_stand() {
        let mut game = Game::new(Position::STARTING, Variant::Standard);
        assert_eq!(game.start_variation(), Err(GameError::NoMoveToReplace));
        assert_eq!(game.end_variation(), Err(GameError::NoVariationOpen));
        let e5 = crate::san::SanReader::new()
            .read(
                &"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                    .parse()
                    .unwrap(),
                "e5",
            )
            .unwrap();
        assert!(matches!(game.play(e5), Err(GameError::Illegal(_))));
        let check: Position = "4k3/8/8/8/8/8/8/4K2r w - - 0 1".parse().unwrap();
        let mut game = Game::new(check, Variant::Standard);
        assert_eq!(game.null_move(), Err(GameError::NullMoveInCheck));
        assert!(game.items().is_empty());
    }

    #[test]
    fn games_differing_in_any_part_are_unequal() {
        let base = || {
            let mut game = Game::new(Position::STARTING, Variant::Standard);
            game.tags_mut().set("White", "Morphy");
            game.play(Position::STARTING.legal_moves()[0]).unwrap();
            game.set_result(GameResult::WhiteWins);
            game
        };
        assert_eq!(base(), base());

        let mut tags = base();
        tags.tags_mut().set("White", "Anderssen");
        let variant = {
            let mut game = Game::new(Position::STARTING, Variant::Chess960);
            game.tags_mut().set("White", "Morphy");
            game.play(Position::STARTING.legal_moves()[0]).unwrap();
            game.set_result(GameResult::WhiteWins);
            game
        };
        let start = {
            let from: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2"
                .parse()
                .unwrap();
            let mut game = Game::new(from.clone(), Variant::Standard);
            game.tags_mut().set("White", "Morphy");
            game.play(from.legal_moves()[0]).unwrap();
            game.set_result(GameResult::WhiteWins);
            game
        };
        let mut items = base();
        items.comment("a note").unwrap();
        let mut result = base();
        result.set_result(GameResult::Draw);
        for (what, other) in [
            ("tags", tags),
            ("variant", variant),
            ("start", start),
            ("items", items),
            ("result", result),
        ] {
            assert_ne!(base(), other, "{what}");
        }
    }

    #[test]
    fn annotations_follow_the_move_in_order() {
        let mut game = Game::new(Position::STARTING, Variant::Standard);
        let e4 = Move::Normal {
            from: crate::square::Square::from_coords(
                crate::square::File::E,
                crate::square::Rank::Second,
            ),
            to: crate::square::Square::from_coords(
                crate::square::File::E,
                crate::square::Rank::Fourth,
            ),
            promotion: None,
        };
        game.play(e4).unwrap();
        game.glyph(Glyph::Good);
        game.nag(14);
        game.comment("best by test").unwrap();
        assert_eq!(
            game.items(),
            [
                Item::Move(e4),
                Item::Glyph(Glyph::Good),
                Item::Nag(14),
                Item::Comment("best by test".into())
            ]
        );
    }

    #[test]
    fn a_null_move_passes_the_turn() {
        let mut game = Game::new(Position::STARTING, Variant::Standard);
        game.null_move().unwrap();
        assert_eq!(game.end().turn(), crate::piece::Color::Black);
        assert_eq!(game.items(), [Item::NullMove]);
        assert_eq!(game.main_line().count(), 0);
    }
}
