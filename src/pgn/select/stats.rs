//! [`Stats`]: counts over games (how many, plies, results, variants, languages).

use std::fmt;

use strum::VariantArray;

use crate::lang::Lang;
use crate::movetext::GameResult;
use crate::pgn::variant::Variant;

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
