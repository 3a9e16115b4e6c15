//! `fenkit pgn`'s selection (`--tag`, `--player`, … `--dedupe`, `--invert`), `--stats` and the
//! summary at the end: the options, read into the library's [`Picker`]; the library decides
//! and counts the games.

use std::path::PathBuf;

use clap::Args;
use fenkit::Position;
use fenkit::fen::FenParser;
use fenkit::movetext::GameResult;
use fenkit::pgn::{
    Bounds, DateRange, EcoRange, Ending, Material, Picker, Selection, Strip, Tally, Variant,
};
use regex::Regex;

use super::super::eprint_line;

/// Which games `pgn` takes, and what it counts.
#[derive(Debug, Args)]
#[command(
    next_help_heading = "Selection (an option given twice takes either value; different \
                               options take both)"
)]
pub(crate) struct SelectArgs {
    /// Games whose tag NAME is VALUE exactly, or holds a match of the regular expression REGEX
    /// (`--tag 'Opening~^Sicilian'`). For one NAME given twice, either; for two NAMEs, both.
    #[arg(long, value_name = "NAME=VALUE|NAME~REGEX", value_parser = parse_tag)]
    tag: Vec<TagArg>,
    /// Games where TEXT is part of the White or Black tag, in any case; `=NAME` where one is
    /// NAME exactly, `~REGEX` where one holds a match of the regular expression.
    #[arg(long, value_name = "TEXT|=NAME|~REGEX", value_parser = parse_player)]
    player: Vec<PlayerArg>,
    /// Games with this result (1-0, 0-1, 1/2-1/2 or *): the Result tag's, else the movetext's.
    #[arg(long, value_name = "RESULT", value_parser = parse_result)]
    result: Vec<GameResult>,
    /// Games whose ECO tag is in the range: A00-B99, C42, or a prefix (B, C4).
    #[arg(long, value_name = "FROM-TO", value_parser = parse_with::<EcoRange>)]
    eco: Vec<EcoRange>,
    /// Games whose Date tag is in the range: FROM..TO, each YYYY, YYYY.MM or YYYY.MM.DD, either
    /// left out for an open end. A date with `??` parts is in when every day it may be is.
    #[arg(long, value_name = "FROM..TO", value_parser = parse_with::<DateRange>)]
    date: Vec<DateRange>,
    /// Games where both players' ratings (WhiteElo, BlackElo) are in MIN..MAX (either end may
    /// be left out).
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_with::<Bounds<u32>>)]
    elo: Vec<Bounds<u32>>,
    /// Games of this variant: standard or chess960.
    #[arg(long, value_name = "VARIANT", value_parser = parse_variant)]
    variant: Vec<Variant>,
    /// Games whose main line has MIN..MAX plies (half-moves).
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_with::<Bounds<usize>>)]
    plies: Vec<Bounds<usize>>,
    /// Games whose main line reaches this position at any ply, the start included: placement,
    /// side to move, castling rights and a legal en passant capture (not the clocks). The FEN
    /// in any dialect.
    #[arg(long, value_name = "FEN", value_parser = parse_position)]
    reached: Vec<Position>,
    /// Games whose main line ends so: checkmate, stalemate, insufficient (material),
    /// repetition (the last position for the third time) or fifty (moves without a capture
    /// or pawn move).
    #[arg(long, value_name = "ENDING", value_parser = parse_ending)]
    ending: Vec<Ending>,
    /// Games whose main line reaches a position with exactly this material, White's pieces
    /// then Black's: KR:KR, KQP:KQ (the king may go unwritten).
    #[arg(long, value_name = "WHITE:BLACK", value_parser = parse_with::<Material>)]
    material: Vec<Material>,
    /// Games whose main line promotes a pawn to a rook, bishop or knight.
    #[arg(long)]
    underpromotion: bool,
    /// Games whose number in the input (from 1, counting on across files) is in FROM..TO.
    #[arg(long, value_name = "FROM..TO", value_parser = parse_games)]
    games: Vec<Bounds<usize>>,
    /// Take the games that do not match the options above instead.
    #[arg(long)]
    invert: bool,
    /// Of the games taken, drop those with the same start and main line as one before (the
    /// first is kept; starts compared without their clocks).
    #[arg(long)]
    dedupe: bool,
    /// Write the games --dedupe drops to FILE (implies --dedupe).
    #[arg(long, value_name = "FILE")]
    pub(crate) duplicates: Option<PathBuf>,
    /// Drop the games whose start and main line are those of a game in FILE, as duplicates
    /// (implies --dedupe; FILE read as the input is).
    #[arg(long, value_name = "FILE")]
    pub(crate) dedupe_against: Vec<PathBuf>,
    /// Write only counts of the games taken: games, plies, results, variants, languages (as
    /// one JSON object with --to json).
    #[arg(long)]
    stats: bool,
    /// Take these parts out of the games written (--to pgn): comments, nags (and glyphs),
    /// variations, clocks (the `[%clk …]` commands in comments; a comment left empty goes).
    #[arg(long, value_name = "PART,...", value_parser = parse_strip, help_heading = "Export")]
    strip: Vec<Strip>,
}

/// A `--tag` option: a name and a value, or a name and a regular expression.
#[derive(Debug, Clone)]
pub(crate) enum TagArg {
    Exact(String, String),
    Matches(String, Regex),
}

/// A `--player` option: part of a name in any case, a name exactly, or a regular expression.
#[derive(Debug, Clone)]
pub(crate) enum PlayerArg {
    Holds(String),
    Exact(String),
    Matches(Regex),
}

/// Reads `TEXT`, `=NAME` or `~REGEX`.
fn parse_player(text: &str) -> Result<PlayerArg, String> {
    if let Some(name) = text.strip_prefix('=') {
        return Ok(PlayerArg::Exact(name.to_owned()));
    }
    match text.strip_prefix('~') {
        Some(pattern) => regex(pattern).map(PlayerArg::Matches),
        None => Ok(PlayerArg::Holds(text.to_owned())),
    }
}

/// Reads a regular expression, its error said on one line.
fn regex(pattern: &str) -> Result<Regex, String> {
    Regex::new(pattern).map_err(|err| {
        // The regex crate's message shows the pattern over several lines; its last says why.
        let message = err.to_string();
        let why = message.lines().last().unwrap_or_default();
        let why = why.strip_prefix("error: ").unwrap_or(why);
        format!("{pattern:?} is not a regular expression: {why}")
    })
}

/// Reads an ending: checkmate, stalemate, insufficient, repetition or fifty.
fn parse_ending(text: &str) -> Result<Ending, String> {
    text.parse().map_err(|_| {
        format!(
            "unknown ending {text:?}, expected checkmate, stalemate, insufficient, repetition \
             or fifty"
        )
    })
}

/// Reads `NAME=VALUE` or `NAME~REGEX`, whichever sign comes first.
fn parse_tag(text: &str) -> Result<TagArg, String> {
    let at = text
        .find(['=', '~'])
        .ok_or_else(|| format!("{text:?} is not a tag test: expected NAME=VALUE or NAME~REGEX"))?;
    let (name, value) = (&text[..at], &text[at + 1..]);
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Err(format!(
            "{name:?} is not a tag name: expected letters, digits and _ before the = or ~"
        ));
    }
    if text.as_bytes()[at] == b'=' {
        return Ok(TagArg::Exact(name.to_owned(), value.to_owned()));
    }
    regex(value).map(|regex| TagArg::Matches(name.to_owned(), regex))
}

/// Reads `1-0`, `0-1`, `1/2-1/2` or `*`.
fn parse_result(text: &str) -> Result<GameResult, String> {
    GameResult::ALL
        .iter()
        .copied()
        .find(|result| <&str>::from(*result) == text)
        .ok_or_else(|| format!("unknown result {text:?}, expected 1-0, 0-1, 1/2-1/2 or *"))
}

/// Reads `standard` or `chess960`.
fn parse_variant(text: &str) -> Result<Variant, String> {
    Variant::ALL
        .iter()
        .copied()
        .find(|variant| <&str>::from(*variant) == text.to_ascii_lowercase())
        .ok_or_else(|| format!("unknown variant {text:?}, expected standard or chess960"))
}

/// Reads a criterion with its own reader.
fn parse_with<T: std::str::FromStr<Err = fenkit::pgn::ParseCriterionError>>(
    text: &str,
) -> Result<T, String> {
    text.parse()
        .map_err(|err: fenkit::pgn::ParseCriterionError| err.to_string())
}

/// Reads a range of game numbers, which start at 1: a range that ends at game 0 is refused.
fn parse_games(text: &str) -> Result<Bounds<usize>, String> {
    let games = parse_with::<Bounds<usize>>(text)?;
    if games.max() == Some(0) {
        return Err("there is no game 0: games are numbered from 1".to_owned());
    }
    Ok(games)
}

/// Reads `comments,nags,variations,clocks`, any of them.
fn parse_strip(text: &str) -> Result<Strip, String> {
    text.parse()
        .map_err(|err: fenkit::pgn::ParseStripError| err.to_string())
}

/// Reads a FEN in any dialect, and its position.
fn parse_position(text: &str) -> Result<Position, String> {
    let fen = FenParser::new()
        .lenient()
        .parse(text.trim())
        .map_err(|err| err.to_string())?;
    fen.into_position()
        .map_err(|err| err.into_error().to_string())
}

/// What the options choose, read once: the games taken, dropped and counted, and what
/// `--strip` takes out of those written.
#[derive(Debug)]
pub(crate) struct Choice {
    pub(crate) picker: Picker,
    pub(crate) strip: Strip,
    /// Whether a game sure to be dropped as a duplicate can be left unwritten: it goes
    /// nowhere (no --duplicates).
    pub(crate) unwritten_duplicates: bool,
}

impl Choice {
    pub(crate) fn new(args: &SelectArgs) -> Choice {
        let mut selection = Selection::new().invert(args.invert);
        for tag in &args.tag {
            selection = match tag.clone() {
                TagArg::Exact(name, value) => selection.tag(&name, &value),
                TagArg::Matches(name, regex) => {
                    selection.tag_matching(&name, move |value| regex.is_match(value))
                }
            };
        }
        for player in &args.player {
            selection = match player.clone() {
                PlayerArg::Holds(text) => selection.player(&text),
                PlayerArg::Exact(name) => selection.player_exact(&name),
                PlayerArg::Matches(regex) => {
                    selection.player_matching(move |name| regex.is_match(name))
                }
            };
        }
        selection = args.result.iter().fold(selection, |s, &r| s.result(r));
        selection = args.eco.iter().fold(selection, |s, &r| s.eco(r));
        selection = args.date.iter().fold(selection, |s, &r| s.date(r));
        selection = args.elo.iter().fold(selection, |s, &r| s.elo(r));
        selection = args.variant.iter().fold(selection, |s, &v| s.variant(v));
        selection = args.plies.iter().fold(selection, |s, &r| s.plies(r));
        selection = args.reached.iter().fold(selection, |s, pos| s.reached(pos));
        selection = args.games.iter().fold(selection, |s, &r| s.games(r));
        selection = args.ending.iter().fold(selection, |s, &e| s.ending(e));
        selection = args.material.iter().fold(selection, |s, &m| s.material(m));
        selection = selection.underpromotion(args.underpromotion);
        Choice {
            picker: Picker::new(selection)
                .dedupe(args.dedupe || args.duplicates.is_some() || !args.dedupe_against.is_empty())
                .stats(args.stats),
            strip: args
                .strip
                .iter()
                .fold(Strip::new(), |all, &strip| all.with(strip)),
            unwritten_duplicates: (args.dedupe || !args.dedupe_against.is_empty())
                && args.duplicates.is_none(),
        }
    }
}

/// Writes the summary on stderr when games were chosen: `fenkit pgn: 47 games read, 12
/// selected, 1 dropped as duplicates, 0 bad`.
pub(crate) fn summary(tally: &Tally, picker: &Picker, read: usize) {
    if !picker.chooses() {
        return;
    }
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    eprint_line(format_args!(
        "fenkit pgn: {} read, {} selected, {} dropped as {}, {} bad",
        plural(read, "game", "games"),
        tally.selected(),
        tally.dropped(),
        if tally.dropped() == 1 {
            "a duplicate"
        } else {
            "duplicates"
        },
        tally.bad_games(),
    ));
}
