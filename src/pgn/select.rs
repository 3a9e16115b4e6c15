//! Choosing games from a stream, as pgn-extract does: by their tags, by what their main line
//! does, by their number; duplicates dropped; and counting what was read.
//!
//! A [`Selection`] is built from typed criteria. Criteria of one kind OR their values (two
//! players: either), criteria of different kinds AND (a player and a result: both); tag
//! criteria OR values for the same tag name and AND different names, as pgn-extract does.
//! [`Selection::invert`] takes the games that do not match.
//!
//! Most criteria are decided by the tags, before any move is played
//! ([`Selection::by_tags`]); the others ([`plies`](Selection::plies),
//! [`reached`](Selection::reached), a result when the game has no `Result` tag) follow the
//! main line as it is played ([`Watch`]), at the cost of a comparison a move.

use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use strum::VariantArray;

use super::read::{PgnReader, RawGame};
use super::tags::Tags;
use super::variant::Variant;
use super::{Game, PgnError};
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::CastlingRights;
use crate::en_passant::EpPolicy;
use crate::lang::Lang;
use crate::movetext::{GameResult, Step};
use crate::piece::Color;
use crate::position::Position;
use crate::scan::ShownText;
use crate::square::Square;

/// A criterion's text that does not read: what it is, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} is not {expected}", ShownText(text))]
pub struct ParseCriterionError {
    text: String,
    expected: Cow<'static, str>,
}

impl ParseCriterionError {
    fn new(text: &str, expected: impl Into<Cow<'static, str>>) -> ParseCriterionError {
        ParseCriterionError {
            text: text.to_owned(),
            expected: expected.into(),
        }
    }
}

/// An inclusive range of numbers, either end open: `MIN..MAX`, `MIN..`, `..MAX`, or one
/// number.
///
/// ```
/// use fenkit::pgn::Bounds;
/// let elo: Bounds<u32> = "2000..2200".parse()?;
/// assert!(elo.contains(2000) && elo.contains(2200) && !elo.contains(2201));
/// assert!("40..".parse::<Bounds<usize>>()?.contains(1000));
/// assert_eq!("7".parse::<Bounds<usize>>()?, Bounds::new(Some(7), Some(7)));
/// assert_eq!("a..b".parse::<Bounds<u32>>().unwrap_err().to_string(),
///     r#""a..b" is not a range: expected MIN..MAX, MIN.., ..MAX or a number"#);
/// assert_eq!("10..5".parse::<Bounds<u32>>().unwrap_err().to_string(),
///     r#""10..5" is not a range: 10 is more than 5, expected MIN..MAX with MIN at most MAX"#);
/// # Ok::<(), fenkit::pgn::ParseCriterionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bounds<T> {
    min: Option<T>,
    max: Option<T>,
}

impl<T: Copy + PartialOrd> Bounds<T> {
    /// The numbers from `min` to `max`, both included; `None` leaves that end open.
    #[must_use]
    pub fn new(min: Option<T>, max: Option<T>) -> Bounds<T> {
        Bounds { min, max }
    }

    /// Whether `value` is in the range.
    #[must_use]
    pub fn contains(&self, value: T) -> bool {
        self.min.is_none_or(|min| min <= value) && self.max.is_none_or(|max| value <= max)
    }

    /// The highest number in the range, unless it is open above.
    #[must_use]
    pub fn max(&self) -> Option<T> {
        self.max
    }
}

impl<T: FromStr + Copy + PartialOrd + fmt::Display> FromStr for Bounds<T> {
    type Err = ParseCriterionError;

    fn from_str(text: &str) -> Result<Bounds<T>, ParseCriterionError> {
        let bad = || {
            ParseCriterionError::new(text, "a range: expected MIN..MAX, MIN.., ..MAX or a number")
        };
        let end = |part: &str| -> Result<Option<T>, ParseCriterionError> {
            let part = part.trim();
            if part.is_empty() {
                return Ok(None);
            }
            part.parse().map(Some).map_err(|_| {
                // Digits alone that do not read: more than the number can hold.
                if part.bytes().all(|b| b.is_ascii_digit()) {
                    ParseCriterionError::new(text, format!("a range: {part} is too large"))
                } else {
                    bad()
                }
            })
        };
        match text.split_once("..") {
            Some((min, max)) => match (end(min)?, end(max)?) {
                (Some(min), Some(max)) if min > max => Err(ParseCriterionError::new(
                    text,
                    format!(
                        "a range: {min} is more than {max}, expected MIN..MAX with MIN at most MAX"
                    ),
                )),
                (min, max) => Ok(Bounds::new(min, max)),
            },
            None => {
                let one = end(text)?.ok_or_else(bad)?;
                Ok(Bounds::new(Some(one), Some(one)))
            }
        }
    }
}

/// A range of ECO codes (`A00` to `E99`): `A00-B99`, one code (`C42`), or a prefix
/// (`B` is `B00-B99`, `C4` is `C40-C49`).
///
/// ```
/// use fenkit::pgn::EcoRange;
/// let range: EcoRange = "B20-B99".parse()?;
/// assert!(range.contains("B33") && !range.contains("C00") && !range.contains("?"));
/// assert!("C4".parse::<EcoRange>()?.contains("C42"));
/// # Ok::<(), fenkit::pgn::ParseCriterionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EcoRange {
    from: u16,
    to: u16,
}

impl EcoRange {
    /// Whether an `ECO` tag's value (`B33`) is in the range; a value that is not a code is not.
    #[must_use]
    pub fn contains(&self, eco: &str) -> bool {
        match eco_code(eco.trim(), false) {
            Some(code) if eco.trim().len() == 3 => self.from <= code && code <= self.to,
            _ => false,
        }
    }
}

/// The number of an ECO code or prefix (letter × 100 + digits), missing digits filled with 0
/// (or 9 for the end of a range).
fn eco_code(text: &str, end: bool) -> Option<u16> {
    let bytes = text.as_bytes();
    let letter = u16::from(bytes.first()?.to_ascii_uppercase());
    if !(u16::from(b'A')..=u16::from(b'E')).contains(&letter) || bytes.len() > 3 {
        return None;
    }
    let fill = if end { b'9' } else { b'0' };
    let mut number = 0;
    for at in 1..3 {
        let digit = *bytes.get(at).unwrap_or(&fill);
        if !digit.is_ascii_digit() {
            return None;
        }
        number = number * 10 + u16::from(digit - b'0');
    }
    Some((letter - u16::from(b'A')) * 100 + number)
}

impl FromStr for EcoRange {
    type Err = ParseCriterionError;

    fn from_str(text: &str) -> Result<EcoRange, ParseCriterionError> {
        let (from, to) = text.split_once('-').unwrap_or((text, text));
        let (first, last) = (from.trim(), to.trim());
        match (eco_code(first, false), eco_code(last, true)) {
            (Some(from), Some(to)) if from <= to => Ok(EcoRange { from, to }),
            (Some(_), Some(_)) => Err(ParseCriterionError::new(
                text,
                format!("an ECO range: {first} comes after {last}, expected FROM-TO in that order"),
            )),
            _ => Err(ParseCriterionError::new(
                text,
                "an ECO range: expected codes A00 to E99, as A00-B99, C42 or C4",
            )),
        }
    }
}

/// A date as (year, month, day).
type Day = (u32, u32, u32);

/// A range of dates, in PGN's form (`YYYY.MM.DD`), either end open, each end a year, a month
/// or a day: `2020..2021` is every day of 2020 and 2021, `2020.05..` every day from May 2020,
/// `1858.06.21` one day.
///
/// A game's `Date` tag may leave parts unknown (`2020.??.??`): the game is in the range when
/// every day it may be is, so `2020.??.??` is in `2020..2021` but not in `2020.05..2020.06`,
/// and `????.??.??` only in a range open at both ends.
///
/// ```
/// use fenkit::pgn::DateRange;
/// let range: DateRange = "2020.05..2020.06".parse()?;
/// assert!(range.contains("2020.05.01") && range.contains("2020.06.??"));
/// assert!(!range.contains("2020.??.??") && !range.contains("2020.07.01"));
/// assert!("2020".parse::<DateRange>()?.contains("2020.??.??"));
/// # Ok::<(), fenkit::pgn::ParseCriterionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DateRange {
    from: Option<Day>,
    to: Option<Day>,
}

impl DateRange {
    /// Whether every day a `Date` tag's value may be is in the range.
    #[must_use]
    pub fn contains(&self, date: &str) -> bool {
        let Some((first, last)) = game_days(date) else {
            return self.from.is_none() && self.to.is_none();
        };
        self.from.is_none_or(|from| from <= first) && self.to.is_none_or(|to| last <= to)
    }
}

/// The first and last day a PGN date may be (`??` parts unknown); `None` when the year is
/// unknown or the text is not a date.
fn game_days(date: &str) -> Option<(Day, Day)> {
    let mut parts = date.trim().split('.');
    let mut part = |max: u32| -> Result<Option<u32>, ()> {
        match parts.next() {
            None => Ok(None),
            Some(p) if !p.is_empty() && p.bytes().all(|b| b == b'?') => Ok(None),
            Some(p) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => {
                p.parse().ok().filter(|&n| n <= max).map(Some).ok_or(())
            }
            Some(_) => Err(()),
        }
    };
    let year = part(9999).ok()??;
    let month = part(12).ok()?;
    let day = part(31).ok()?;
    Some(match (month, day) {
        (Some(m), Some(d)) => ((year, m, d), (year, m, d)),
        (Some(m), None) => ((year, m, 1), (year, m, 31)),
        (None, _) => ((year, 1, 1), (year, 12, 31)),
    })
}

/// One end of a date range: a year, month or day, the first day it holds (or the last).
fn range_end(text: &str, last: bool) -> Option<Day> {
    let parts: Vec<&str> = text.split('.').collect();
    if parts.len() > 3
        || parts
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let number = |at: usize, max: u32| -> Option<Option<u32>> {
        match parts.get(at) {
            None => Some(None),
            Some(p) => p.parse().ok().filter(|n| (1..=max).contains(n)).map(Some),
        }
    };
    let year = parts[0].parse().ok().filter(|&y| y <= 9999)?;
    let (month, day) = (number(1, 12)?, number(2, 31)?);
    let (low, high) = if last { (12, 31) } else { (1, 1) };
    Some((year, month.unwrap_or(low), day.unwrap_or(high)))
}

impl FromStr for DateRange {
    type Err = ParseCriterionError;

    fn from_str(text: &str) -> Result<DateRange, ParseCriterionError> {
        let bad = || {
            ParseCriterionError::new(
                text,
                "a date range: expected FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD (either may be left out)",
            )
        };
        let end = |part: &str, last: bool| -> Result<Option<Day>, ParseCriterionError> {
            let part = part.trim();
            if part.is_empty() {
                return Ok(None);
            }
            range_end(part, last).map(Some).ok_or_else(bad)
        };
        let (from, to) = match text.split_once("..") {
            Some((start, finish)) => {
                let (from, to) = (end(start, false)?, end(finish, true)?);
                if let (Some(first), Some(last)) = (from, to)
                    && first > last
                {
                    return Err(ParseCriterionError::new(
                        text,
                        format!(
                            "a date range: {} is after {}, expected FROM..TO in that order",
                            start.trim(),
                            finish.trim()
                        ),
                    ));
                }
                (from, to)
            }
            None => (Some(end(text, false)?.ok_or_else(bad)?), end(text, true)?),
        };
        Ok(DateRange { from, to })
    }
}

/// A position to reach, told from another by placement, side to move, castling rights and an
/// en passant capture that is legal (as a repetition is told, FIDE 9.2): clocks do not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Target {
    occupied: Bitboard,
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep: Option<Square>,
}

impl Target {
    fn of(pos: &Position) -> Target {
        Target {
            occupied: pos.board().occupied(),
            board: *pos.board(),
            turn: pos.turn(),
            castling: *pos.castling(),
            ep: pos.ep_square(EpPolicy::Legal),
        }
    }

    /// Whether `pos` is this position; the cheap tests first.
    fn is(&self, pos: &Position) -> bool {
        let board = pos.board();
        board.occupied() == self.occupied
            && pos.turn() == self.turn
            && *board == self.board
            && *pos.castling() == self.castling
            && pos.ep_square(EpPolicy::Legal) == self.ep
    }
}

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
/// others ([`plies`](Self::plies), [`reached`](Self::reached), a result when the game has no
/// `Result` tag) follow the main line as it is played ([`Watch`]).
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
    /// Lower case.
    players: Vec<String>,
    results: Vec<GameResult>,
    ecos: Vec<EcoRange>,
    dates: Vec<DateRange>,
    elos: Vec<Bounds<u32>>,
    variants: Vec<Variant>,
    plies: Vec<Bounds<usize>>,
    reached: Vec<Target>,
    games: Vec<Bounds<usize>>,
    invert: bool,
}

/// What the tags say of a game ([`Selection::by_tags`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// The result a `Result` tag says, if it says one.
fn tag_result(tags: &Tags) -> Option<GameResult> {
    let value = tags.get("Result")?.trim();
    GameResult::VARIANTS
        .iter()
        .copied()
        .find(|result| <&str>::from(*result) == value)
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
        self.players.push(text.to_lowercase());
        self
    }

    /// Games with this result: the `Result` tag's, or the movetext's when the tag is missing.
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
        variant: Variant,
        moves: Option<(&Watch, GameResult)>,
    ) -> Option<bool> {
        let criteria = [
            any(&self.games, |range| Some(range.contains(number))),
            any(&self.variants, |&v| Some(v == variant)),
            self.tags.iter().try_fold(true, |all, (name, tests)| {
                let value = tags.get(name);
                Some(all && value.is_some_and(|v| tests.iter().any(|t| t.passes(v))))
            }),
            any(&self.players, |text| {
                Some(
                    ["White", "Black"]
                        .iter()
                        .any(|side| tags.get(side).is_some_and(|name| holds_folded(name, text))),
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
            any(&self.results, |&result| match tag_result(tags) {
                Some(tagged) => Some(tagged == result),
                None => moves.map(|(_, played)| played == result),
            }),
            any(&self.plies, |range| {
                moves.map(|(w, _)| range.contains(w.plies))
            }),
            if self.reached.is_empty() {
                Some(true)
            } else {
                moves.map(|(w, _)| w.reached)
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

    /// What the tags (and the number, and the variant) decide of a game.
    #[must_use]
    pub fn by_tags(&self, number: usize, tags: &Tags, variant: Variant) -> Verdict {
        match self.test(number, tags, variant, None) {
            Some(true) => Verdict::In,
            Some(false) => Verdict::Out,
            None => Verdict::Moves,
        }
    }

    /// A watch of the main line from `start`, for [`by_moves`](Self::by_moves); `key` makes it
    /// compute the line's [`LineKey`] too (for [`Dedupe`]).
    #[must_use]
    pub fn watch(&self, start: &Position, key: bool) -> Watch<'_> {
        let mut watch = Watch {
            targets: &self.reached,
            plies: 0,
            reached: false,
            hopeless: false,
            key: key.then(|| LineHasher::new(start)),
        };
        watch.look(start);
        watch
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
        self.test(number, tags, variant, Some((watch, result)))
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
        match self.by_tags(raw.number(), tags, header.variant) {
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

/// What a main line did, followed move by move: its plies, whether it reached a position of
/// the selection, and its [`LineKey`] when asked for.
#[derive(Debug)]
pub struct Watch<'s> {
    targets: &'s [Target],
    plies: usize,
    reached: bool,
    /// No target can be reached any more: every one has more pieces than the board now.
    hopeless: bool,
    key: Option<LineHasher>,
}

impl Watch<'_> {
    /// Follows one step of the game (the main line's moves count; the rest is passed over).
    pub fn step(&mut self, step: Step<'_, '_>) {
        if let Step::Move(played) = step
            && played.depth == 0
        {
            self.plies += 1;
            if let Some(key) = &mut self.key {
                key.push(played.mv);
            }
            self.look(played.after);
        }
    }

    fn look(&mut self, pos: &Position) {
        if self.reached || self.hopeless || self.targets.is_empty() {
            return;
        }
        self.reached = self.targets.iter().any(|t| t.is(pos));
        // Pieces never come back: a target with more of them than the board is out of reach.
        let count = pos.board().occupied().count();
        self.hopeless = self.targets.iter().all(|t| t.occupied.count() > count);
    }

    /// The plies of the main line so far.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// The key of the main line so far, when the watch computes it.
    #[must_use]
    pub fn key(&self) -> Option<LineKey> {
        self.key.as_ref().map(LineHasher::key)
    }
}

/// What tells two games apart for [`Dedupe`]: their start position and their main line's
/// moves, hashed in 128 bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LineKey(u128);

/// Two lanes of 64 bits over the start and the moves, each word mixed in with the SplitMix64
/// finaliser, the lanes seeded and rotated differently: a fifth of SipHash's cost a move, and
/// no adversary to resist (decision 0017).
#[derive(Debug, Clone)]
struct LineHasher([u64; 2]);

/// SplitMix64's finaliser: every bit of the output depends on every bit of the input.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Hasher for LineHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        let [a, b] = &mut self.0;
        *a = mix(*a ^ word);
        *b = mix(b.rotate_left(23) ^ word ^ 0x9e37_79b9_7f4a_7c15);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn write_isize(&mut self, word: isize) {
        self.write_u64(word as u64);
    }

    fn finish(&self) -> u64 {
        self.0[0]
    }
}

impl LineHasher {
    fn new(start: &Position) -> LineHasher {
        let mut hasher = LineHasher([0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344]);
        start.hash(&mut hasher);
        hasher
    }

    fn push(&mut self, mv: Option<crate::moves::Move>) {
        mv.hash(self);
    }

    fn key(&self) -> LineKey {
        let [a, b] = self.0;
        LineKey(u128::from(a) << 64 | u128::from(b))
    }
}

/// Drops games seen before: the first game of each [`LineKey`] is kept.
///
/// ```
/// use fenkit::pgn::{Dedupe, PgnReader, Selection};
/// let pgn = "1. e4 e5 *\n\n1. e4 { again } e5 1-0\n\n1. d4 *\n";
/// let (selection, mut dedupe) = (Selection::new(), Dedupe::default());
/// let mut reader = PgnReader::new(pgn.as_bytes());
/// let mut kept = 0;
/// while let Some(raw) = reader.next_raw() {
///     let raw = raw?;
///     let header = raw.header()?;
///     let mut watch = selection.watch(&header.start, true);
///     raw.play(&header, |step| watch.step(step))?;
///     kept += usize::from(dedupe.first(watch.key().unwrap()));
/// }
/// assert_eq!((kept, dedupe.dropped()), (2, 1));
/// # Ok::<(), fenkit::pgn::PgnError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Dedupe {
    seen: HashSet<LineKey>,
    dropped: usize,
}

impl Dedupe {
    /// Whether this is the first game with `key`; a later one is counted as dropped.
    pub fn first(&mut self, key: LineKey) -> bool {
        let first = self.seen.insert(key);
        self.dropped += usize::from(!first);
        first
    }

    /// How many games were dropped as duplicates.
    #[must_use]
    pub fn dropped(&self) -> usize {
        self.dropped
    }
}

/// Counts over games: how many, their plies, results, variants and languages.
///
/// ```
/// use fenkit::{Lang, movetext::GameResult, pgn::{Stats, Variant}};
/// let mut stats = Stats::default();
/// stats.add(Variant::Standard, 40, GameResult::WhiteWins, Lang::En);
/// stats.add(Variant::Chess960, 21, GameResult::Draw, Lang::Fr);
/// assert_eq!(stats.to_string(), "games: 2\nplies: 61\n\
///     results: 1-0 1, 0-1 0, 1/2-1/2 1, * 0\nvariants: standard 1, chess960 1\nlanguages: en 1, fr 1\n");
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    games: usize,
    plies: usize,
    /// In the order of [`GameResult::VARIANTS`].
    results: [usize; 4],
    /// In the order of [`Variant::VARIANTS`].
    variants: [usize; 2],
    /// In the order of [`Lang::VARIANTS`].
    langs: Vec<usize>,
}

impl Stats {
    /// Counts one game.
    pub fn add(&mut self, variant: Variant, plies: usize, result: GameResult, lang: Lang) {
        self.games += 1;
        self.plies += plies;
        let index = |all: &[GameResult]| all.iter().position(|r| *r == result);
        if let Some(at) = index(GameResult::VARIANTS) {
            self.results[at] += 1;
        }
        if let Some(at) = Variant::VARIANTS.iter().position(|v| *v == variant) {
            self.variants[at] += 1;
        }
        if let Some(at) = Lang::VARIANTS.iter().position(|l| *l == lang) {
            self.langs.resize(Lang::VARIANTS.len(), 0);
            self.langs[at] += 1;
        }
    }

    /// How many games.
    #[must_use]
    pub fn games(&self) -> usize {
        self.games
    }

    /// How many plies, over all the main lines.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// How many games had `result`.
    #[must_use]
    pub fn with_result(&self, result: GameResult) -> usize {
        GameResult::VARIANTS
            .iter()
            .position(|r| *r == result)
            .map_or(0, |at| self.results[at])
    }

    /// How many games were of `variant`.
    #[must_use]
    pub fn of_variant(&self, variant: Variant) -> usize {
        Variant::VARIANTS
            .iter()
            .position(|v| *v == variant)
            .map_or(0, |at| self.variants[at])
    }

    /// How many games were read in `lang`.
    #[must_use]
    pub fn in_lang(&self, lang: Lang) -> usize {
        Lang::VARIANTS
            .iter()
            .position(|l| *l == lang)
            .and_then(|at| self.langs.get(at).copied())
            .unwrap_or(0)
    }
}

/// Five lines: `games: N`, `plies: N`, `results: 1-0 N, ...`, `variants: ...`, `languages:
/// ...` (those found, or `none`).
impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "games: {}", self.games)?;
        writeln!(f, "plies: {}", self.plies)?;
        let list = |names: &mut dyn Iterator<Item = (String, usize)>| {
            names
                .map(|(name, count)| format!("{name} {count}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let results = list(
            &mut GameResult::VARIANTS
                .iter()
                .map(|r| r.to_string())
                .zip(self.results),
        );
        writeln!(f, "results: {results}")?;
        let variants = list(
            &mut Variant::VARIANTS
                .iter()
                .map(|v| v.to_string())
                .zip(self.variants),
        );
        writeln!(f, "variants: {variants}")?;
        let langs = list(
            &mut Lang::VARIANTS
                .iter()
                .map(|l| l.to_string())
                .zip(self.langs.iter().copied())
                .filter(|(_, n)| *n > 0),
        );
        writeln!(
            f,
            "languages: {}",
            if langs.is_empty() { "none" } else { &langs }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_read_every_form() {
        type Ends = Option<(Option<u32>, Option<u32>)>;
        let table: [(&str, Ends); 11] = [
            ("1..2", Some((Some(1), Some(2)))),
            ("1..", Some((Some(1), None))),
            ("..2", Some((None, Some(2)))),
            ("..", Some((None, None))),
            ("5", Some((Some(5), Some(5)))),
            ("", None),
            ("x..2", None),
            ("-1..2", None),
            ("5..5", Some((Some(5), Some(5)))),
            ("6..5", None),
            ("4294967296", None),
        ];
        for (text, expected) in table {
            let read = text.parse::<Bounds<u32>>().ok().map(|b| (b.min, b.max));
            assert_eq!(read, expected, "{text}");
        }
    }

    #[test]
    fn ranges_out_of_order_or_too_large_say_so() {
        let said = |read: Result<(), ParseCriterionError>| read.unwrap_err().to_string();
        let table = [
            (
                said("2200..2000".parse::<Bounds<u32>>().map(drop)),
                r#""2200..2000" is not a range: 2200 is more than 2000, expected MIN..MAX with MIN at most MAX"#,
            ),
            (
                said("1..4294967296".parse::<Bounds<u32>>().map(drop)),
                r#""1..4294967296" is not a range: 4294967296 is too large"#,
            ),
            (
                said("C50 - C42".parse::<EcoRange>().map(drop)),
                r#""C50 - C42" is not an ECO range: C50 comes after C42, expected FROM-TO in that order"#,
            ),
            (
                said("2020.06 .. 2020.05.31".parse::<DateRange>().map(drop)),
                r#""2020.06 .. 2020.05.31" is not a date range: 2020.06 is after 2020.05.31, expected FROM..TO in that order"#,
            ),
        ];
        for (message, expected) in table {
            assert_eq!(message, expected);
        }
        // One day, or one code, is a range in order.
        assert!("2020.05.31..2020.05.31".parse::<DateRange>().is_ok());
        assert!("C42-C42".parse::<EcoRange>().is_ok());
    }

    #[test]
    fn the_line_key_mixes_words_as_splitmix64_does() {
        // SplitMix64's finaliser, reference values computed apart from this code.
        let table = [
            (0, 0),
            (1, 0x5692_161d_100b_05e5),
            (0xdead_beef, 0x4e06_2702_ec92_9eea),
            (1 << 63, 0x25c2_6ea5_79ce_a98a),
        ];
        for (word, mixed) in table {
            assert_eq!(mix(word), mixed, "{word:#x}");
        }
        // Both lanes, from their seeds, after three words (the same reference).
        let mut hasher = LineHasher([0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344]);
        for word in [0x0102_0304_0506_0708, 0, u64::MAX] {
            hasher.write_u64(word);
        }
        assert_eq!(
            hasher.key(),
            LineKey(0x0840_96c6_9396_a55b_7ace_7316_e65a_e697)
        );
        // Bytes, lengths and signed numbers go in as words; the first lane is the hash.
        let mut hasher = LineHasher([0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344]);
        (1u8, 2usize, -3isize).hash(&mut hasher);
        assert_eq!(
            hasher.key(),
            LineKey(0x39c4_111d_3d32_466e_c8bc_e924_0574_e0a9)
        );
        assert_eq!(hasher.finish(), 0x39c4_111d_3d32_466e);
    }

    #[test]
    fn eco_ranges() {
        let table = [
            ("A00-B99", "A00", true),
            ("A00-B99", "B99", true),
            ("A00-B99", "C00", false),
            ("B", "B00", true),
            ("B", "B99", true),
            ("B", "C00", false),
            ("C4", "C39", false),
            ("C4", "C40", true),
            ("C4", "C49", true),
            ("C4", "C50", false),
            ("c42", "C42", true),
            ("C42", "C42 ", true),
            ("C42", "C421", false),
            ("C42", "C4", false),
            // A prefix is not a code: a game's ECO has all three characters.
            ("C4", "C4", false),
            ("B", "B", false),
            ("E99", "E99", true),
        ];
        for (range, eco, inside) in table {
            let range: EcoRange = range.parse().unwrap();
            assert_eq!(range.contains(eco), inside, "{range:?} {eco}");
        }
        for bad in ["", "F00", "A100", "B99-A00", "A0x", "x"] {
            assert!(bad.parse::<EcoRange>().is_err(), "{bad}");
        }
    }

    #[test]
    fn date_ranges_and_unknown_parts() {
        let table = [
            ("2020..2021", "2020.01.01", true),
            ("2020..2021", "2021.12.31", true),
            ("2020..2021", "2022.01.01", false),
            ("2020..2021", "2019.12.31", false),
            ("2020..2021", "2020.??.??", true),
            ("2020.05..2020.06", "2020.??.??", false),
            ("2020.05..2020.06", "2020.06.??", true),
            ("2020.05..2020.06", "2020.06.30", true),
            ("2020.05..2020.06", "2020.07.01", false),
            ("2020.05..2020.06", "2020.04.30", false),
            ("2020.05.17", "2020.05.17", true),
            ("2020.05.17", "2020.05.18", false),
            ("2020..", "2024.03.01", true),
            ("2020..", "????.??.??", false),
            ("..1900", "1858.??.??", true),
            ("..", "????.??.??", true),
            ("2020", "2020", true),
            ("2020", "not a date", false),
            ("2020", "2020.13.01", false),
            ("2020", "2020.+5.01", false),
        ];
        for (range, date, inside) in table {
            let parsed: DateRange = range.parse().unwrap();
            assert_eq!(parsed.contains(date), inside, "{range} {date}");
        }
        for bad in [
            "",
            "2020.13",
            "2020.1.32",
            "20x0",
            "2020..x",
            "2020.05.01.01",
            "2020.00",
            "2020.+5",
        ] {
            assert!(bad.parse::<DateRange>().is_err(), "{bad}");
        }
    }

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
    fn dedupe_tells_lines_and_starts_apart() {
        // Lines of one length told apart by a square, and by a promotion's piece.
        let pgn = "1. e4 e5 *\n\n1. e4 {x} e5 (1... c5) 1-0\n\n1. e4 *\n\n\
            [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2\"]\n\n2. e4 e5 *\n\n\
            1. d4 *\n\n[FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. a8=Q *\n\n\
            [FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. a8=N *\n\n\
            [FEN \"8/P7/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. a8=N 1-0\n";
        let mut reader = PgnReader::new(pgn.as_bytes());
        let (selection, mut dedupe) = (Selection::new(), Dedupe::default());
        let mut firsts = Vec::new();
        while let Some(raw) = reader.next_raw() {
            let raw = raw.unwrap();
            let header = raw.header().unwrap();
            let mut watch = selection.watch(&header.start, true);
            raw.play(&header, |step| watch.step(step)).unwrap();
            firsts.push(dedupe.first(watch.key().unwrap()));
        }
        assert_eq!(firsts, [true, false, true, true, true, true, true, false]);
        assert_eq!(dedupe.dropped(), 2);
        assert_eq!(selection.watch(&Position::STARTING, false).key(), None);
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
    fn the_result_tag_decides_over_the_movetext() {
        let pgn = "[Result \"1-0\"]\n\n1. e4 *\n\n1. d4 1-0\n";
        let count = |result| {
            Selection::new()
                .result(result)
                .games_of(PgnReader::new(pgn.as_bytes()))
                .count()
        };
        assert_eq!(count(GameResult::WhiteWins), 2);
        assert_eq!(count(GameResult::Unknown), 0);
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

    #[test]
    fn stats_count_every_kind() {
        let mut stats = Stats::default();
        stats.add(Variant::Standard, 3, GameResult::BlackWins, Lang::De);
        stats.add(Variant::Standard, 4, GameResult::BlackWins, Lang::De);
        assert_eq!(stats.games(), 2);
        assert_eq!(stats.plies(), 7);
        assert_eq!(stats.with_result(GameResult::BlackWins), 2);
        assert_eq!(stats.with_result(GameResult::Draw), 0);
        assert_eq!(stats.of_variant(Variant::Standard), 2);
        assert_eq!(stats.of_variant(Variant::Chess960), 0);
        assert_eq!(stats.in_lang(Lang::De), 2);
        assert_eq!(stats.in_lang(Lang::En), 0);
        assert!(Stats::default().to_string().ends_with("languages: none\n"));
        // Only the languages found are listed.
        stats.add(Variant::Chess960, 5, GameResult::Draw, Lang::Fr);
        assert!(
            stats.to_string().ends_with("languages: de 2, fr 1\n"),
            "{stats}"
        );
    }
}
