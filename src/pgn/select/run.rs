//! A [`Selection`] run over a stream of games, as `fenkit pgn` runs it: [`Picker`] decides
//! what the tags can before a move is played, [`Candidate`] the rest as the game is played (on
//! any thread), and [`Tally`] takes the games in input order, dropping duplicates and counting.

use super::line_key::{Dedupe, LineKey};
use super::selection::{Selection, Verdict};
use super::stats::Stats;
use super::watch::Watch;
use crate::lang::Lang;
use crate::movetext::GameResult;
use crate::pgn::PgnError;
use crate::pgn::read::{Header, RawGame};
use crate::pgn::variant::Variant;

/// A selection run over a stream: which games are taken, whether games seen before are dropped
/// ([`dedupe`](Self::dedupe)) and whether they are counted ([`stats`](Self::stats)).
///
/// [`Selection::pick`] reads, plays and decides one game; a `Picker` splits that work so that
/// the game can be written as it is played, on any thread, and the decisions that depend on
/// the games before it (duplicates, counts) are made in input order by a [`Tally`].
///
/// ```
/// use fenkit::movetext::GameResult;
/// use fenkit::pgn::{PgnReader, Picker, Selection, Tally};
/// let pgn = "[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n1. e4 e5 1-0\n\n1. d4 1-0\n\n1. c4 0-1\n";
/// let picker = Picker::new(Selection::new().result(GameResult::WhiteWins)).dedupe(true).stats(true);
/// let mut tally = Tally::default();
/// let mut reader = PgnReader::new(pgn.as_bytes());
/// let mut written = 0;
/// while let Some(raw) = reader.next_raw() {
///     let raw = raw?;
///     let Some(mut candidate) = picker.look(&raw, raw.number(), None)? else { continue };
///     let raw = candidate.raw();
///     let (header, mut watch) = candidate.parts();
///     let (_, result) = raw.play(header, |step| {
///         if let Some(watch) = watch.as_mut() { watch.step(step) }
///     })?;
///     if let Some(kept) = candidate.kept(result) {
///         written += usize::from(tally.take(&picker, kept));
///     }
/// }
/// assert_eq!((written, tally.selected(), tally.dropped()), (2, 2, 1));
/// assert_eq!(tally.stats().plies(), 3);
/// # Ok::<(), fenkit::pgn::PgnError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Picker {
    /// `None` when every game is taken.
    selection: Option<Selection>,
    dedupe: bool,
    stats: bool,
    /// Where reading may stop: the last game the selection can take.
    last_game: Option<usize>,
}

/// The selection that takes every game, to watch games for `dedupe` and `stats` alone.
static EVERY_GAME: Selection = Selection::EVERY_GAME;

impl Picker {
    /// Takes the games `selection` takes; none dropped, none counted.
    #[must_use]
    pub fn new(selection: Selection) -> Picker {
        Picker {
            last_game: selection.last_game(),
            selection: (!selection.takes_all()).then_some(selection),
            dedupe: false,
            stats: false,
        }
    }

    /// Drops a game whose start and main line are those of a game taken before (the first is
    /// kept).
    #[must_use]
    pub fn dedupe(self, dedupe: bool) -> Picker {
        Picker { dedupe, ..self }
    }

    /// Counts the games taken ([`Tally::stats`]).
    #[must_use]
    pub fn stats(self, stats: bool) -> Picker {
        Picker { stats, ..self }
    }

    /// Whether the games taken are counted.
    #[must_use]
    pub fn counts(&self) -> bool {
        self.stats
    }

    /// Whether the run does more than take every game: a selection, `dedupe` or `stats`.
    #[must_use]
    pub fn chooses(&self) -> bool {
        self.selection.is_some() || self.dedupe || self.stats
    }

    /// Whether reading can stop after game `number`: no later game can be taken.
    #[must_use]
    pub fn done_after(&self, number: usize) -> bool {
        self.last_game.is_some_and(|last| number >= last)
    }

    /// Reads what a game's tags say and decides what they can: `None` when the game is left
    /// out without playing it. `number` is the game's number in the whole stream (from 1); with
    /// `lang` `None` the game's language is found here.
    ///
    /// # Errors
    /// The game's error when its tags do not read or no language reads its moves.
    pub fn look<'p, 'r>(
        &'p self,
        raw: &RawGame<'r>,
        number: usize,
        lang: Option<Lang>,
    ) -> Result<Option<Candidate<'p, 'r>>, PgnError> {
        let header = raw.header()?;
        let verdict = match &self.selection {
            Some(selection) => selection.by_tags(number, raw.tags(), header.variant, raw.result()),
            None => Verdict::In,
        };
        if verdict == Verdict::Out {
            return Ok(None);
        }
        let (raw, lang) = match lang {
            Some(lang) => (*raw, lang),
            None => {
                let lang = raw.lang(&header)?;
                (raw.with_lang(lang), lang)
            }
        };
        let watch = (verdict == Verdict::Moves || self.dedupe || self.stats).then(|| {
            let selection = self.selection.as_ref().unwrap_or(&EVERY_GAME);
            selection.watch(&header.start, self.dedupe)
        });
        Ok(Some(Candidate {
            picker: self,
            raw,
            number,
            header,
            lang,
            watch,
            decided: verdict == Verdict::In,
        }))
    }
}

/// A game the tags have not left out: the game, read in its language, its header, and the
/// watch of its main line when the moves matter ([`parts`](Self::parts)).
#[derive(Debug)]
pub struct Candidate<'p, 'r> {
    picker: &'p Picker,
    raw: RawGame<'r>,
    /// The game's number in the whole stream.
    number: usize,
    header: Header,
    /// The language of its moves.
    lang: Lang,
    watch: Option<Watch<'p>>,
    /// Whether the tags have taken it.
    decided: bool,
}

impl<'p, 'r> Candidate<'p, 'r> {
    /// The game, read in [`lang`](Self::lang).
    #[must_use]
    pub fn raw(&self) -> RawGame<'r> {
        self.raw
    }

    /// Whether the tags have taken the game: its moves need not be watched to decide (a
    /// caller may build a game the moves decide only once they have taken it).
    #[must_use]
    pub fn decided(&self) -> bool {
        self.decided || self.picker.selection.is_none()
    }

    /// The language of its moves (found by [`Picker::look`] when not given).
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The header, and the watch to show each step of the main line to when the moves matter
    /// (`None`: nothing needs to be watched).
    pub fn parts(&mut self) -> (&Header, Option<&mut Watch<'p>>) {
        (&self.header, self.watch.as_mut())
    }

    /// What the tally needs of the game, played to its end with `result`, when the selection
    /// takes it (`None` when its moves leave it out). Decided where the game is played, on any
    /// thread; [`Tally::take`] then drops duplicates in input order.
    #[must_use]
    pub fn kept(&self, result: GameResult) -> Option<Kept> {
        if let (false, Some(selection), Some(watch)) =
            (self.decided, &self.picker.selection, &self.watch)
            && !selection.by_moves(
                self.number,
                self.raw.tags(),
                self.header.variant,
                watch,
                result,
            )
        {
            return None;
        }
        let watch = self.watch.as_ref();
        Some(Kept {
            key: watch.and_then(Watch::key),
            variant: self.header.variant,
            plies: watch.map_or(0, Watch::plies),
            result,
            lang: self.lang,
        })
    }
}

/// What the tally needs of a game the selection takes ([`Candidate::kept`]).
#[derive(Debug, Clone)]
pub struct Kept {
    /// Its start and main line, for `dedupe`.
    key: Option<LineKey>,
    variant: Variant,
    plies: usize,
    result: GameResult,
    lang: Lang,
}

/// What a run has counted so far: games taken, bad, dropped as duplicates, and the
/// [`Stats`] of those taken.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    selected: usize,
    bad: usize,
    dedupe: Dedupe,
    stats: Stats,
}

impl Tally {
    /// Whether a game the selection takes is written: not when `picker` drops duplicates and
    /// its line was seen before. Counts it. Called in input order.
    pub fn take(&mut self, picker: &Picker, kept: Kept) -> bool {
        if picker.dedupe
            && let Some(key) = kept.key
            && !self.dedupe.first(key)
        {
            return false;
        }
        self.selected += 1;
        if picker.stats {
            self.stats
                .add(kept.variant, kept.plies, kept.result, kept.lang);
        }
        true
    }

    /// Whether [`take`](Self::take) would drop `kept` now as a duplicate: a game taken before
    /// has its line. A caller playing games on several threads may ask before writing a game
    /// out (a game whose first is still being played is not dropped yet: `take` decides).
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, Picker, Tally};
    /// let picker = Picker::default().dedupe(true);
    /// let mut tally = Tally::default();
    /// let mut reader = PgnReader::new("1. e4 e5 *\n\n1. e4 e5 1-0\n".as_bytes());
    /// let mut dropped = Vec::new();
    /// while let Some(raw) = reader.next_raw() {
    ///     let raw = raw?;
    ///     let mut candidate = picker.look(&raw, raw.number(), None)?.unwrap();
    ///     let (header, watch) = candidate.parts();
    ///     let mut watch = watch.unwrap();
    ///     let (_, result) = raw.play(header, |step| watch.step(step))?;
    ///     let kept = candidate.kept(result).unwrap();
    ///     dropped.push(tally.drops(&picker, &kept));
    ///     tally.take(&picker, kept);
    /// }
    /// assert_eq!(dropped, [false, true]);
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    #[must_use]
    pub fn drops(&self, picker: &Picker, kept: &Kept) -> bool {
        picker.dedupe && kept.key.is_some_and(|key| self.dedupe.seen(key))
    }

    /// Plays every game of `reader` and remembers its start and main line, so that a game of
    /// the run with the same is dropped as a duplicate (pgn-extract's `-c`: the games already
    /// in a file); how many were read.
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, Picker, Tally};
    /// let mut tally = Tally::default();
    /// assert_eq!(tally.remember_games(PgnReader::new("1. e4 e5 *\n\n1. d4 *\n".as_bytes()))?, 2);
    /// let picker = Picker::default().dedupe(true);
    /// let mut reader = PgnReader::new("1. e4 e5 1-0\n\n1. c4 *\n".as_bytes());
    /// let mut written = Vec::new();
    /// while let Some(raw) = reader.next_raw() {
    ///     let raw = raw?;
    ///     let mut candidate = picker.look(&raw, raw.number(), None)?.unwrap();
    ///     let (header, watch) = candidate.parts();
    ///     let mut watch = watch.unwrap();
    ///     let (_, result) = raw.play(header, |step| watch.step(step))?;
    ///     if tally.take(&picker, candidate.kept(result).unwrap()) {
    ///         written.push(raw.number());
    ///     }
    /// }
    /// assert_eq!((written, tally.dropped()), (vec![2], 1));
    /// # Ok::<(), fenkit::pgn::PgnError>(())
    /// ```
    ///
    /// # Errors
    /// The first bad game's [`PgnError`].
    pub fn remember_games<R: std::io::BufRead>(
        &mut self,
        mut reader: crate::pgn::PgnReader<R>,
    ) -> Result<usize, PgnError> {
        let mut read = 0;
        while let Some(raw) = reader.next_raw() {
            let raw = raw?;
            let header = raw.header()?;
            let mut watch = EVERY_GAME.watch(&header.start, true);
            raw.play(&header, |step| watch.step(step))?;
            if let Some(key) = watch.key() {
                self.dedupe.remember(key);
            }
            read += 1;
        }
        Ok(read)
    }

    /// Counts a bad game (or an input that cannot be read).
    pub fn bad(&mut self) {
        self.bad += 1;
    }

    /// How many games were taken (duplicates dropped not among them).
    #[must_use]
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// How many games were dropped as duplicates.
    #[must_use]
    pub fn dropped(&self) -> usize {
        self.dedupe.dropped()
    }

    /// How many games were bad.
    #[must_use]
    pub fn bad_games(&self) -> usize {
        self.bad
    }

    /// The counts of the games taken, when the picker counts them (else empty).
    #[must_use]
    pub fn stats(&self) -> &Stats {
        &self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{Bounds, PgnReader};

    const GAMES: &str = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
        [Event \"b\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
        [Event \"c\"]\n\n1. d4 0-1\n\n\
        [Event \"d\"]\n\n1. e4 e5 2. Fc4 *\n";

    /// Runs `picker` over [`GAMES`] (languages found per game), checking [`Tally::drops`] against
    /// [`Tally::take`]: the events written, and the tally.
    fn run(picker: &Picker) -> (String, Tally) {
        let mut tally = Tally::default();
        let mut events = String::new();
        let mut reader = PgnReader::new(GAMES.as_bytes()).lang_auto();
        while let Some(raw) = reader.next_raw() {
            let raw = raw.unwrap();
            let Some(mut candidate) = picker.look(&raw, raw.number(), None).unwrap() else {
                continue;
            };
            let raw = candidate.raw();
            let (header, mut watch) = candidate.parts();
            let (_, result) = raw
                .play(header, |step| {
                    if let Some(watch) = watch.as_mut() {
                        watch.step(step);
                    }
                })
                .unwrap();
            let Some(kept) = candidate.kept(result) else {
                continue;
            };
            // What `drops` says before `take` is what `take` then does.
            let drops = tally.drops(picker, &kept);
            let taken = tally.take(picker, kept);
            assert_eq!(drops, !taken);
            if taken {
                events.push_str(candidate.raw().tags().get("Event").unwrap_or("-"));
            }
        }
        (events, tally)
    }

    fn plies(range: &str) -> Bounds<usize> {
        range.parse().unwrap()
    }

    #[test]
    fn the_tags_the_moves_and_duplicates_decide() {
        let table = [
            (Picker::default(), "abcd", 0),
            (
                Picker::new(Selection::new().result(GameResult::WhiteWins)),
                "ab",
                0,
            ),
            (Picker::new(Selection::new().plies(plies("3.."))), "abd", 0),
            (Picker::new(Selection::new().plies(plies("..2"))), "c", 0),
            (Picker::default().dedupe(true), "acd", 1),
            (
                Picker::new(Selection::new().plies(plies("3.."))).dedupe(true),
                "ad",
                1,
            ),
            (
                Picker::new(Selection::new().tag("Event", "b").invert(true)).dedupe(true),
                "acd",
                0,
            ),
        ];
        for (picker, events, dropped) in table {
            let (taken, tally) = run(&picker);
            assert_eq!(taken, events, "{picker:?}");
            assert_eq!(tally.selected(), events.len(), "{picker:?}");
            assert_eq!(tally.dropped(), dropped, "{picker:?}");
            assert_eq!(tally.stats().games(), 0, "{picker:?}");
        }
    }

    #[test]
    fn stats_count_the_games_taken_in_their_languages() {
        let picker = Picker::new(Selection::new().tag("Event", "a").tag("Event", "d")).stats(true);
        let (taken, tally) = run(&picker);
        assert_eq!(taken, "ad");
        let stats = tally.stats();
        assert_eq!((stats.games(), stats.plies()), (2, 6));
        assert_eq!((stats.in_lang(Lang::En), stats.in_lang(Lang::Fr)), (1, 1));
        assert_eq!(stats.with_result(GameResult::Unknown), 1);
        assert_eq!(stats.of_variant(Variant::Standard), 2);
    }

    #[test]
    fn a_game_is_watched_only_when_something_needs_its_moves() {
        let mut reader = PgnReader::new(GAMES.as_bytes());
        let raw = reader.next_raw().unwrap().unwrap();
        let watched = |picker: &Picker| {
            picker
                .look(&raw, 1, Some(Lang::En))
                .unwrap()
                .expect("taken by its tags")
                .parts()
                .1
                .is_some()
        };
        assert!(!watched(&Picker::default()));
        assert!(!watched(&Picker::new(Selection::new().tag("Event", "a"))));
        assert!(watched(&Picker::default().dedupe(true)));
        assert!(watched(&Picker::default().stats(true)));
        assert!(watched(&Picker::new(Selection::new().plies(plies("1..")))));
        let out = Picker::new(Selection::new().tag("Event", "b"));
        assert!(out.look(&raw, 1, Some(Lang::En)).unwrap().is_none());
        // A given language is kept; without one, the game's is found.
        let every = Picker::default();
        let candidate = every.look(&raw, 1, Some(Lang::De)).unwrap();
        assert_eq!(candidate.map(|c| c.lang()), Some(Lang::De));
    }

    #[test]
    fn what_the_picker_says_of_itself() {
        let games = Picker::new(Selection::new().games(plies("2..3")));
        assert!(!games.done_after(2));
        assert!(games.done_after(3) && games.done_after(4));
        assert!(!Picker::default().done_after(usize::MAX));
        assert!(!Picker::default().chooses());
        assert!(games.chooses());
        assert!(Picker::default().dedupe(true).chooses());
        assert!(Picker::default().stats(true).chooses());
        assert!(Picker::default().stats(true).counts());
        assert!(!Picker::default().dedupe(true).counts());
        let mut tally = Tally::default();
        tally.bad();
        tally.bad();
        assert_eq!(tally.bad_games(), 2);
    }

    #[test]
    fn the_number_given_is_the_one_selected_on() {
        let mut reader = PgnReader::new(GAMES.as_bytes());
        let raw = reader.next_raw().unwrap().unwrap();
        let second = Picker::new(Selection::new().games(plies("2")));
        assert!(second.look(&raw, 1, Some(Lang::En)).unwrap().is_none());
        assert!(second.look(&raw, 2, Some(Lang::En)).unwrap().is_some());
    }
}
