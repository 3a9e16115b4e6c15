//! `fenkit perft`: count the legal move sequences of a given length, optionally split by the
//! first move.

use std::fmt::Write as _;

use clap::Args;
use fenkit::{Position, checked_divide, checked_perft};

use super::game::GameArgs;
use super::{Failure, error, print};

/// Count the legal move sequences DEPTH plies long from a position (perft), the standard check
/// of a move generator.
///
/// The node count is the last line. With --divide, each legal first move comes before it as
/// `e2e4: 20` (UCI, sorted by that text; castling in the position's own convention:
/// king-takes-rook, `e1h1`, for a Chess960 position read from Shredder-FEN or from a FEN whose
/// castling rights need Chess960, king-to-destination, `e1g1`, otherwise; `--chess960` or
/// `--standard` says which), then a blank line (also when no move is listed: at depth 0, or in checkmate
/// or stalemate). `startpos` stands for the standard start position. A check that no single
/// move could give (some perft suites have one) is a warning, not an error.
///
/// Any DEPTH runs where the moves run out (a king shuttling between two squares counts 1 at
/// depth 32 or 1000). A depth is refused, before any counting, only when the count would pass
/// the 64-bit limit (18446744073709551615, judged by how fast the count grows over the first
/// plies: 14 plies from the start position) or when walking one line that deep would take more
/// than 1 GiB of memory; a count that still passes the limit stops with an error, never a
/// wrong number.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit perft startpos 5
  fenkit perft --divide 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' 2

Exit codes: 0 success, 1 bad input (not FEN, or an illegal position), 2 bad usage.")]
pub(crate) struct Perft {
    /// List each legal first move with its count before the total.
    #[arg(long)]
    divide: bool,
    #[command(flatten)]
    game: GameArgs,
    /// The number of plies (half-moves) to look ahead; 0 counts the position itself.
    #[arg(value_name = "DEPTH", value_parser = parse_depth)]
    depth: u32,
}

fn parse_depth(text: &str) -> Result<u32, String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u32>() {
        Ok(depth) => Ok(depth),
        _ if digits => Err(format!(
            "found depth {text}, expected at most {} plies",
            u32::MAX
        )),
        _ => Err("expected a depth: a whole number of plies such as 3, after the FEN".into()),
    }
}

/// The memory a walk may take for the line it follows, a position and its moves a ply.
const LINE_MEMORY: u64 = 1 << 30;

/// The bytes a walk keeps for each ply of its line: a position, its moves (a few, on a
/// line long enough to matter) and a counter.
const PLY_BYTES: u64 = (size_of::<Position>() + 64) as u64;

/// The plies counted at most to judge the growth, each count sure to fit.
const PROBE_PLIES: u32 = 7;

/// A count from which the growth a ply is judged: large enough to be typical, small enough
/// to count in a moment.
const PROBE: u64 = 100_000;

/// Why `depth` plies from `position` cannot be counted, if they cannot: the count would pass
/// 64 bits, judged by how it grows over the first plies (counted up to a count past
/// [`PROBE`] or [`PROBE_PLIES`] plies), or the line would take more than [`LINE_MEMORY`].
fn refusal(position: &Position, depth: u32) -> Option<String> {
    if u64::from(depth) * PLY_BYTES > LINE_MEMORY {
        return Some(format!(
            "found depth {depth}, expected at most {} plies: walking a line that deep takes \
             {} MiB of memory, more than the {} MiB allowed",
            LINE_MEMORY / PLY_BYTES,
            (u64::from(depth) * PLY_BYTES) >> 20,
            LINE_MEMORY >> 20
        ));
    }
    let last = depth.min(PROBE_PLIES + 1);
    let mut before = 1;
    for ply in 1..last {
        let nodes = checked_perft(position, ply)?;
        if nodes == 0 {
            return None;
        }
        if nodes <= PROBE && ply + 1 < last {
            before = nodes;
            continue;
        }
        let growth = nodes as f64 / before as f64;
        let digits = (nodes as f64).log10() + growth.log10() * f64::from(depth - ply);
        if digits < (u64::MAX as f64).log10() {
            return None;
        }
        return Some(format!(
            "found depth {depth}, expected a depth whose count fits in 64 bits (at most {}): \
             perft {ply} is {nodes} here and grows about {growth:.0}-fold a ply, so {depth} \
             plies are about 10^{digits:.0} move sequences",
            u64::MAX
        ));
    }
    None
}

/// Runs `perft`.
pub(crate) fn run(args: &Perft) -> Result<(), Failure> {
    let position = &args.game.read()?;
    let mode = position.castling_mode();
    if let Some(why) = refusal(position, args.depth) {
        error(format_args!("{why}"));
        return Err(Failure::BadInput);
    }
    let too_many = || {
        error(format_args!(
            "the count passed {}, the most a 64-bit count holds: give a smaller depth",
            u64::MAX
        ));
        Failure::BadInput
    };
    if !args.divide {
        let nodes = checked_perft(position, args.depth).ok_or_else(too_many)?;
        return print(&format!("{nodes}\n"));
    }
    let mut split: Vec<(String, u64)> = checked_divide(position, args.depth)
        .ok_or_else(too_many)?
        .into_iter()
        .map(|(mv, nodes)| (mv.to_uci(mode).to_string(), nodes))
        .collect();
    split.sort_unstable();
    let mut out = String::with_capacity(16 * split.len() + 24);
    for (uci, nodes) in &split {
        let _ = writeln!(out, "{uci}: {nodes}");
    }
    let total = if args.depth == 0 {
        1
    } else {
        split.iter().map(|&(_, nodes)| nodes).sum()
    };
    // The blank line comes even when no move is listed (at depth 0, or without legal moves).
    let _ = writeln!(out, "\n{total}");
    print(&out)
}
