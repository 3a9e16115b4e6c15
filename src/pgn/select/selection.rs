//! [`Selection`]: which games to take, its criteria combined as pgn-extract combines them, and
//! the games of a reader it takes.

use std::fmt;
use std::sync::Arc;

use super::criteria::{Bounds, DateRange, EcoRange};
use super::events::{Ending, Material};
use super::watch::{LookFor, Target, Watch};
use crate::movetext::GameResult;
use crate::pgn::read::{PgnReader, RawGame};
use crate::pgn::tags::Tags;
use crate::pgn::variant::Variant;
use crate::pgn::{Game, PgnError};
use crate::position::Position;

/// A test of one tag's value.
#[derive(Clone)]
enum ValueTest {
    Exact(String),
    Matches(Arc<dyn Fn(&str) -> bool + Send + Sync>),
}

impl fmt::Debug for ValueTest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueTest::Exact(value) => f.debug_tuple("Exact").field(value).finish(),
            ValueTest::Matches(_) => f.write_str("Matches(..)"),
        }
    }
}

impl ValueTest {
    fn passes(&self, value: &str) -> bool {
        match self {
            ValueTest::Exact(exact) => value == exact,
            ValueTest::Matches(test) => test(value),
        }
    }
}

/// Which games to take: typed criteria, combined as pgn-extract combines them; with none,
/// every game.
///
/// Criteria of one kind OR their values (two players: either), criteria of different kinds AND
/// (a player and a result: both); tag criteria OR their values for one tag name and AND
/// different names. [`invert`](Self::invert) takes the games that do not match. Most criteria
/// are decided by the tags, before any move is played ([`by_tags`](Self::by_tags)); the
/// others ([`plies`](Self::plies), [`reached`](Self::reached), a result when the movetext
/// does not read up to it) follow the main line as it is played ([`Watch`]).
///
/// ```
/// use fenkit::pgn::{PgnReader, Selection};
/// use fenkit::movetext::GameResult;
/// let pgn = "[White \"Morphy\"]\n[Black \"Duke\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n\
///            [White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. f4 1-0\n";
/// let selection = Selection::new().player("morphy").player("KIESER").result(GameResult::WhiteWins)
///     .plies("3..".parse()?);
/// let games: Vec<_> = selection.games_of(PgnReader::new(pgn.as_bytes()))
///     .collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 1);
/// assert_eq!(games[0].tags().get("White"), Some("Anderssen"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Selection {
    /// Tag names, each with the tests of which one must pass.
    tags: Vec<(String, Vec<ValueTest>)>,
    /// Tests of the `White` and `Black` tags.
    players: Vec<ValueTest>,
    results: Vec<GameResult>,
    ecos: Vec<EcoRange>,
    dates: Vec<DateRange>,
    elos: Vec<Bounds<u32>>,
    variants: Vec<Variant>,
    plies: Vec<Bounds<usize>>,
    reached: Vec<Target>,
    endings: Vec<Ending>,
    materials: Vec<Material>,
    underpromotion: bool,
    games: Vec<Bounds<usize>>,
    invert: bool,
}

/// What the tags say of a game ([`Selection::by_tags`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Verdict {
    /// The game is taken, whatever its moves.
    In,
    /// The game is left out, whatever its moves.
    Out,
    /// The moves decide: follow the main line with a [`Watch`].
    Moves,
}

impl Default for Selection {
    fn default() -> Selection {
        Selection::EVERY_GAME
    }
}

/// The tests of one criterion: `Some` when decided, `None` when the moves decide.
fn any<T>(tests: &[T], mut passes: impl FnMut(&T) -> Option<bool>) -> Option<bool> {
    if tests.is_empty() {
        return Some(true);
    }
    let mut undecided = false;
    for test in tests {
        match passes(test) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => undecided = true,
        }
    }
    if undecided { None } else { Some(false) }
}

/// Whether `haystack` holds `needle` (lower case), in any case.
fn holds_folded(haystack: &str, needle: &str) -> bool {
    if haystack.is_ascii() && needle.is_ascii() {
        let (hay, needle) = (haystack.as_bytes(), needle.as_bytes());
        return needle.is_empty()
            || hay
                .windows(needle.len())
                .any(|window| window.eq_ignore_ascii_case(needle));
    }
    haystack.to_lowercase().contains(needle)
}

impl Selection {
    /// The selection that takes every game, as a constant.
    pub const EVERY_GAME: Selection = Selection {
        tags: Vec::new(),
        players: Vec::new(),
        results: Vec::new(),
        ecos: Vec::new(),
        dates: Vec::new(),
        elos: Vec::new(),
        variants: Vec::new(),
        plies: Vec::new(),
        reached: Vec::new(),
        endings: Vec::new(),
        materials: Vec::new(),
        underpromotion: false,
        games: Vec::new(),
        invert: false,
    };

    /// A selection that takes every game.
    #[must_use]
    pub fn new() -> Selection {
        Selection::EVERY_GAME
    }

    /// Whether every game is taken: no criterion, not inverted.
    #[must_use]
    pub fn takes_all(&self) -> bool {
        !self.invert
            && self.tags.is_empty()
            && self.players.is_empty()
            && self.results.is_empty()
            && self.ecos.is_empty()
            && self.dates.is_empty()
            && self.elos.is_empty()
            && self.variants.is_empty()
            && self.plies.is_empty()
            && self.reached.is_empty()
            && self.endings.is_empty()
            && self.materials.is_empty()
            && !self.underpromotion
            && self.games.is_empty()
    }

    fn tag_test(mut self, name: &str, test: ValueTest) -> Selection {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, tests)) => tests.push(test),
            None => self.tags.push((name.to_owned(), vec![test])),
        }
        self
    }

    /// Games whose tag `name` is `value` exactly (`--tag NAME=VALUE`).
    #[must_use]
    pub fn tag(self, name: &str, value: &str) -> Selection {
        self.tag_test(name, ValueTest::Exact(value.to_owned()))
    }

    /// Games whose tag `name` passes `test` (`--tag NAME~REGEX`, the regular expression the
    /// caller's); a game without the tag does not.
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, Selection};
    /// let pgn = "[Opening \"Sicilian Defense\"]\n\n1. e4 c5 *\n\n[Opening \"French Defense\"]\n\n1. e4 e6 *\n";
    /// let sicilians = Selection::new().tag_matching("Opening", |v| v.starts_with("Sicilian"));
    /// assert_eq!(sicilians.games_of(PgnReader::new(pgn.as_bytes())).count(), 1);
    /// ```
    #[must_use]
    pub fn tag_matching(
        self,
        name: &str,
        test: impl Fn(&str) -> bool + Send + Sync + 'static,
    ) -> Selection {
        self.tag_test(name, ValueTest::Matches(Arc::new(test)))
    }

    /// Games where `text` is part of the `White` or `Black` tag, in any case.
    #[must_use]
    pub fn player(mut self, text: &str) -> Selection {
        let text = text.to_lowercase();
        self.players.push(ValueTest::Matches(Arc::new(move |name| {
            holds_folded(name, &text)
        })));
        self
    }

    /// Games where the `White` or `Black` tag is `name` exactly (`--player =NAME`).
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, Selection};
    /// let pgn = "[White \"Carlsen, Magnus\"]\n\n1. e4 *\n\n[Black \"Carlsen, Henrik\"]\n\n1. d4 *\n";
    /// let magnus = Selection::new().player_exact("Carlsen, Magnus");
    /// assert_eq!(magnus.games_of(PgnReader::new(pgn.as_bytes())).count(), 1);
    /// ```
    #[must_use]
    pub fn player_exact(mut self, name: &str) -> Selection {
        self.players.push(ValueTest::Exact(name.to_owned()));
        self
    }

    /// Games where the `White` or `Black` tag passes `test` (`--player ~REGEX`, the regular
    /// expression the caller's).
    #[must_use]
    pub fn player_matching(
        mut self,
        test: impl Fn(&str) -> bool + Send + Sync + 'static,
    ) -> Selection {
        self.players.push(ValueTest::Matches(Arc::new(test)));
        self
    }

    /// Games with this result: the movetext's, the one [`PgnWriter`](crate::pgn::PgnWriter)
    /// writes in both places (PGN 8.2.6), whatever the `Result` tag says.
    #[must_use]
    pub fn result(mut self, result: GameResult) -> Selection {
        self.results.push(result);
        self
    }

    /// Games whose `ECO` tag is in the range.
    #[must_use]
    pub fn eco(mut self, range: EcoRange) -> Selection {
        self.ecos.push(range);
        self
    }

    /// Games whose `Date` tag is in the range (see [`DateRange`]).
    #[must_use]
    pub fn date(mut self, range: DateRange) -> Selection {
        self.dates.push(range);
        self
    }

    /// Games where both players' ratings (`WhiteElo`, `BlackElo`) are in the range; a game
    /// without both is not.
    #[must_use]
    pub fn elo(mut self, range: Bounds<u32>) -> Selection {
        self.elos.push(range);
        self
    }

    /// Games of this variant (decided as [`RawGame::header`] decides it).
    #[must_use]
    pub fn variant(mut self, variant: Variant) -> Selection {
        self.variants.push(variant);
        self
    }

    /// Games whose main line has this many plies (half-moves, null moves included).
    #[must_use]
    pub fn plies(mut self, range: Bounds<usize>) -> Selection {
        self.plies.push(range);
        self
    }

    /// Games whose main line reaches `pos` at any ply, the start included: the same
    /// placement, side to move, castling rights and legal en passant capture (clocks do not
    /// count).
    #[must_use]
    pub fn reached(mut self, pos: &Position) -> Selection {
        self.reached.push(Target::of(pos));
        self
    }

    /// Games whose main line ends so (checkmate, stalemate…: see [`Ending`]).
    #[must_use]
    pub fn ending(mut self, ending: Ending) -> Selection {
        self.endings.push(ending);
        self
    }

    /// Games whose main line reaches a position with exactly this material, at any ply, the
    /// start included.
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, Selection};
    /// let pgn = "[FEN \"4k3/8/8/8/8/8/r7/RN2K3 w - - 0 1\"]\n\n1. Nc3 Rxa1 *\n";
    /// let taken = |m: &str| Selection::new().material(m.parse().unwrap())
    ///     .games_of(PgnReader::new(pgn.as_bytes())).count();
    /// assert_eq!((taken("KRN:KR"), taken("KN:KR"), taken("KR:KR")), (1, 1, 0));
    /// ```
    #[must_use]
    pub fn material(mut self, material: Material) -> Selection {
        self.materials.push(material);
        self
    }

    /// Games whose main line promotes a pawn to a rook, a bishop or a knight.
    #[must_use]
    pub fn underpromotion(mut self, underpromotion: bool) -> Selection {
        self.underpromotion = underpromotion;
        self
    }

    /// Games whose number in the input (from 1) is in the range.
    #[must_use]
    pub fn games(mut self, range: Bounds<usize>) -> Selection {
        self.games.push(range);
        self
    }

    /// Takes the games that do not match instead.
    #[must_use]
    pub fn invert(mut self, invert: bool) -> Selection {
        self.invert = invert;
        self
    }

    /// The number of the last game that can be taken, when the game numbers bound it: a
    /// reader may stop there.
    #[must_use]
    pub fn last_game(&self) -> Option<usize> {
        if self.invert || self.games.is_empty() {
            return None;
        }
        self.games
            .iter()
            .map(Bounds::max)
            .try_fold(0, |last, max| Some(last.max(max?)))
    }

    /// Every criterion, the moves' as `watch` says (undecided without it).
    fn test(
        &self,
        number: usize,
        tags: &Tags,
        (variant, result): (Variant, Option<GameResult>),
        moves: Option<(&Watch, GameResult)>,
    ) -> Option<bool> {
        let result = moves.map(|(_, played)| played).or(result);
        let criteria = [
            any(&self.games, |range| Some(range.contains(number))),
            any(&self.variants, |&v| Some(v == variant)),
            self.tags.iter().try_fold(true, |all, (name, tests)| {
                let value = tags.get(name);
                Some(all && value.is_some_and(|v| tests.iter().any(|t| t.passes(v))))
            }),
            any(&self.players, |test| {
                Some(
                    ["White", "Black"]
                        .iter()
                        .any(|side| tags.get(side).is_some_and(|name| test.passes(name))),
                )
            }),
            any(&self.ecos, |range| {
                Some(tags.get("ECO").is_some_and(|eco| range.contains(eco)))
            }),
            any(&self.dates, |range| {
                Some(tags.get("Date").is_some_and(|date| range.contains(date)))
            }),
            any(&self.elos, |range| {
                let elo = |name| tags.get(name).and_then(|v| v.trim().parse::<u32>().ok());
                Some(
                    elo("WhiteElo").is_some_and(|e| range.contains(e))
                        && elo("BlackElo").is_some_and(|e| range.contains(e)),
                )
            }),
            any(&self.results, |&wanted| {
                result.map(|result| result == wanted)
            }),
            any(&self.plies, |range| {
                moves.map(|(w, _)| range.contains(w.plies()))
            }),
            if self.reached.is_empty() {
                Some(true)
            } else {
                moves.map(|(w, _)| w.reached())
            },
            any(&self.endings, |&ending| moves.map(|(w, _)| w.ends(ending))),
            if self.materials.is_empty() {
                Some(true)
            } else {
                moves.map(|(w, _)| w.material())
            },
            if self.underpromotion {
                moves.map(|(w, _)| w.underpromotion())
            } else {
                Some(true)
            },
        ];
        let mut decided = Some(true);
        for criterion in criteria {
            match criterion {
                Some(false) => return Some(self.invert),
                None => decided = None,
                Some(true) => {}
            }
        }
        decided.map(|all| all != self.invert)
    }

    /// What the tags (and the number, the variant and the movetext's result, when it is
    /// known before the moves are played: [`RawGame::result`]) decide of a game.
    #[must_use]
    pub fn by_tags(
        &self,
        number: usize,
        tags: &Tags,
        variant: Variant,
        result: Option<GameResult>,
    ) -> Verdict {
        match self.test(number, tags, (variant, result), None) {
            Some(true) => Verdict::In,
            Some(false) => Verdict::Out,
            None => Verdict::Moves,
        }
    }

    /// A watch of the main line from `start`, for [`by_moves`](Self::by_moves); `key` makes it
    /// compute the line's [`LineKey`](super::LineKey) too (for [`Dedupe`](super::Dedupe)).
    #[must_use]
    pub fn watch(&self, start: &Position, key: bool) -> Watch<'_> {
        let look_for = LookFor {
            targets: &self.reached,
            materials: &self.materials,
            ending: !self.endings.is_empty(),
        };
        Watch::new(look_for, start, key)
    }

    /// Whether the game is taken, its main line watched to its end with `result`.
    #[must_use]
    pub fn by_moves(
        &self,
        number: usize,
        tags: &Tags,
        variant: Variant,
        watch: &Watch<'_>,
        result: GameResult,
    ) -> bool {
        self.test(number, tags, (variant, None), Some((watch, result)))
            .unwrap_or(false)
    }

    /// The games of `reader` this selection takes, built whole; bad games as errors, taken or
    /// not (a game whose tags leave it out is not played, so an error in its moves is not
    /// seen).
    pub fn games_of<R: std::io::BufRead>(&self, reader: PgnReader<R>) -> Selected<'_, R> {
        Selected {
            selection: self,
            reader,
        }
    }

    /// Reads, plays and decides one game: the game when taken.
    ///
    /// # Errors
    /// [`PgnError`] as [`RawGame::game`] gives it.
    pub fn pick(&self, raw: &RawGame<'_>) -> Result<Option<Game>, PgnError> {
        let header = raw.header()?;
        let tags = raw.tags();
        match self.by_tags(raw.number(), tags, header.variant, raw.result()) {
            Verdict::Out => Ok(None),
            Verdict::In => raw.game_with(&header, |_| {}).map(Some),
            Verdict::Moves => {
                let mut watch = self.watch(&header.start, false);
                let game = raw.game_with(&header, |step| watch.step(step))?;
                let taken =
                    self.by_moves(raw.number(), tags, header.variant, &watch, game.result());
                Ok(taken.then_some(game))
            }
        }
    }
}

/// The games a [`Selection`] takes from a reader ([`Selection::games_of`]).
#[derive(Debug)]
pub struct Selected<'s, R> {
    selection: &'s Selection,
    reader: PgnReader<R>,
}

impl<R: std::io::BufRead> Iterator for Selected<'_, R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Result<Game, PgnError>> {
        loop {
            let raw = match self.reader.next_raw()? {
                Ok(raw) => raw,
                Err(err) => return Some(Err(err)),
            };
            match self.selection.pick(&raw) {
                Ok(Some(game)) => return Some(Ok(game)),
                Ok(None) => {}
                Err(err) => return Some(Err(err)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: &str = "[Event \"a\"]\n[White \"Magnus Carlsen\"]\n[Black \"Hikaru\"]\n\
        [Result \"1-0\"]\n[Date \"2020.05.01\"]\n[ECO \"B33\"]\n[WhiteElo \"2850\"]\n[BlackElo \"2780\"]\n\n\
        1. e4 c5 2. Nf3 Nc6 3. d4 cxd4 1-0\n\n\
        [Event \"b\"]\n[White \"Hikaru\"]\n[Black \"Ding Liren\"]\n[Result \"1/2-1/2\"]\n\
        [Date \"2021.??.??\"]\n[ECO \"D30\"]\n[WhiteElo \"2780\"]\n\n\
        1. d4 d5 2. c4 e6 1/2-1/2\n\n\
        [Event \"c\"]\n[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n\
        9. g3 Qc7 *\n\n\
        1. e4 c5 2. Nf3 Nc6 0-1\n";

    /// The events (or `-`) of the games `selection` takes from [`GAMES`].
    fn taken(selection: &Selection) -> String {
        selection
            .games_of(PgnReader::new(GAMES.as_bytes()))
            .map(|game| game.unwrap().tags().get("Event").unwrap_or("-").to_owned())
            .collect()
    }

    #[test]
    fn each_criterion_takes_its_games() {
        let new = Selection::new;
        let table: Vec<(&str, Selection, &str)> = vec![
            ("none", new(), "abc-"),
            ("tag", new().tag("Event", "b"), "b"),
            (
                "tag twice ORs",
                new().tag("Event", "b").tag("Event", "c"),
                "bc",
            ),
            (
                "tags of two names AND",
                new().tag("Event", "b").tag("ECO", "B33"),
                "",
            ),
            (
                "tag predicate",
                new().tag_matching("Black", |v| v.ends_with("Liren")),
                "b",
            ),
            ("player", new().player("hikaru"), "ab"),
            (
                "player twice",
                new().player("carlsen").player("LIREN"),
                "ab",
            ),
            ("player, not", new().player("kasparov"), ""),
            ("result tag", new().result(GameResult::Draw), "b"),
            (
                "result from movetext",
                new().result(GameResult::BlackWins),
                "-",
            ),
            ("result *", new().result(GameResult::Unknown), "c"),
            ("eco", new().eco("B00-C99".parse().unwrap()), "a"),
            ("date", new().date("2021".parse().unwrap()), "b"),
            ("elo needs both", new().elo("2700..".parse().unwrap()), "a"),
            ("variant", new().variant(Variant::Chess960), "c"),
            ("standard", new().variant(Variant::Standard), "ab-"),
            ("plies", new().plies("4..5".parse().unwrap()), "b-"),
            (
                "plies or",
                new()
                    .plies("2".parse().unwrap())
                    .plies("6".parse().unwrap()),
                "ac",
            ),
            ("games", new().games("2..3".parse().unwrap()), "bc"),
            (
                "invert",
                new().games("2..3".parse().unwrap()).invert(true),
                "a-",
            ),
            (
                "invert moves",
                new().plies("4..".parse().unwrap()).invert(true),
                "c",
            ),
            (
                "and",
                new().player("hikaru").result(GameResult::WhiteWins),
                "a",
            ),
            (
                "inverted and",
                new()
                    .player("hikaru")
                    .result(GameResult::WhiteWins)
                    .invert(true),
                "bc-",
            ),
            ("inverted nothing", new().invert(true), ""),
        ];
        for (what, selection, expected) in table {
            assert_eq!(taken(&selection), expected, "{what}");
        }
    }

    #[test]
    fn reached_positions_count_placement_turn_castling_and_legal_en_passant() {
        let pos = |fen: &str| fen.parse::<Position>().unwrap();
        let after_nc6 = "r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        let table = [
            (after_nc6, "a-"),
            // Other clocks: the same position.
            (
                "r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 9",
                "a-",
            ),
            // Another side to move, other castling rights.
            (
                "r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3",
                "",
            ),
            (
                "r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w Kkq - 2 3",
                "",
            ),
            // After 1. e4: an en passant square that no capture uses is not part of it.
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                "a-",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                "a-",
            ),
            // The start is reached at ply 0.
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "ab-",
            ),
            (
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                "c",
            ),
        ];
        for (fen, expected) in table {
            assert_eq!(
                taken(&Selection::new().reached(&pos(fen))),
                expected,
                "{fen}"
            );
        }
        let two = Selection::new().reached(&pos(after_nc6)).reached(&pos(
            "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3",
        ));
        assert_eq!(taken(&two), "ab-");
    }

    #[test]
    fn a_legal_en_passant_capture_tells_positions_apart() {
        // After 1. e4 d5 2. e5 f5 exf6 is legal: not the position without it (FIDE 9.2.2).
        let pos = |fen: &str| fen.parse::<Position>().unwrap();
        let with_ep = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        let without = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        assert!(Target::of(&with_ep).is(&with_ep));
        assert!(!Target::of(&with_ep).is(&without));
        assert!(!Target::of(&without).is(&with_ep));
        let pgn = "1. e4 d5 2. e5 f5 *\n";
        let count = |pos: &Position| {
            Selection::new()
                .reached(pos)
                .games_of(PgnReader::new(pgn.as_bytes()))
                .count()
        };
        assert_eq!((count(&with_ep), count(&without)), (1, 0));
    }

    #[test]
    fn the_last_game_bounds_reading_unless_inverted() {
        let games = |text: &str| text.parse::<Bounds<usize>>().unwrap();
        assert_eq!(Selection::new().last_game(), None);
        assert_eq!(Selection::new().games(games("3..5")).last_game(), Some(5));
        assert_eq!(
            Selection::new()
                .games(games("3..5"))
                .games(games("9"))
                .last_game(),
            Some(9)
        );
        assert_eq!(Selection::new().games(games("3..")).last_game(), None);
        assert_eq!(
            Selection::new()
                .games(games("..5"))
                .invert(true)
                .last_game(),
            None
        );
    }

    #[test]
    fn players_are_found_in_any_case() {
        assert!(holds_folded("Magnus Carlsen", "carlsen"));
        assert!(holds_folded("MÜLLER, Hans", "müller"));
        assert!(holds_folded("x", ""));
        assert!(!holds_folded("Carl", "carlsen"));
        // The Kelvin sign lower-cases to an ASCII k.
        assert!(holds_folded("\u{212A}ASPAROV", "kasparov"));
    }

    #[test]
    fn the_movetext_result_decides_as_it_is_the_one_written() {
        let pgn = "[Result \"1-0\"]\n\n1. e4 *\n\n1. d4 1-0\n\n[Result \"0-1\"]\n\n1. c4 (1. d4 0-1) 1-0\n";
        let count = |result| {
            Selection::new()
                .result(result)
                .games_of(PgnReader::new(pgn.as_bytes()))
                .count()
        };
        assert_eq!(count(GameResult::WhiteWins), 2);
        assert_eq!(count(GameResult::Unknown), 1);
        assert_eq!(count(GameResult::BlackWins), 0);
    }

    #[test]
    fn any_criterion_or_inverting_takes_not_all() {
        assert!(Selection::new().takes_all());
        let new = Selection::new;
        let one_each = [
            new().invert(true),
            new().tag("Event", "x"),
            new().player("x"),
            new().result(GameResult::Draw),
            new().eco("A00".parse().unwrap()),
            new().date("2020".parse().unwrap()),
            new().elo("2000..".parse().unwrap()),
            new().variant(Variant::Standard),
            new().plies("1..".parse().unwrap()),
            new().reached(&Position::STARTING),
            new().games("1..".parse().unwrap()),
        ];
        for selection in one_each {
            assert!(!selection.takes_all(), "{selection:?}");
        }
    }

    #[test]
    fn a_selection_shows_its_criteria() {
        let selection = Selection::new()
            .tag("Event", "x")
            .tag_matching("Site", |_| true);
        let shown = format!("{selection:?}");
        assert!(shown.contains(r#"Exact("x")"#), "{shown}");
        assert!(shown.contains("Matches(..)"), "{shown}");
    }
}
