//! `fenkit perft`: count the legal move sequences of a given length, optionally split by the
//! first move.

use std::fmt::Write as _;

use clap::Args;
use fenkit::{divide, perft};

use super::game::GameArgs;
use super::{Failure, print};

/// Count the legal move sequences DEPTH plies long from a position (perft), the standard check
/// of a move generator.
///
/// The node count is the last line. With --divide, each legal first move comes before it as
/// `e2e4: 20` (UCI, sorted by that text; castling as king-to-destination, `e1g1`, or as
/// king-takes-rook, `e1h1`, when the position's castling rights are Chess960 ones or with
/// `--chess960`), then a blank line (also when no move is listed: at depth 0, or in checkmate
/// or stalemate). `startpos` stands for the standard start position. A check that no single
/// move could give (some perft suites have one) is a warning, not an error. DEPTH is at most 20:
/// counts grow about thirtyfold a ply, and 10 plies from the start already take days.
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
    /// The number of plies (half-moves) to look ahead, 0 to 20; 0 counts the position itself.
    #[arg(value_name = "DEPTH", value_parser = parse_depth)]
    depth: u32,
}

/// The deepest perft the command runs. Counts grow about thirtyfold a ply: from the start
/// position, 10 plies are 69 trillion sequences (days of work), and 14 plies no longer fit in
/// 64 bits. Deeper counts finish only where the moves run out, such as a king and pawn ending.
const MAX_DEPTH: u32 = 20;

fn parse_depth(text: &str) -> Result<u32, String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u32>() {
        Ok(depth) if depth <= MAX_DEPTH => Ok(depth),
        _ if digits => Err(format!(
            "found depth {text}, expected at most {MAX_DEPTH} plies: perft counts grow about \
             thirtyfold a ply, and 10 plies from the start position are already 69 trillion \
             move sequences"
        )),
        _ => Err("expected a depth: a whole number of plies such as 3, after the FEN".into()),
    }
}

/// Runs `perft`.
pub(crate) fn run(args: &Perft) -> Result<(), Failure> {
    let (position, mode) = args.game.read()?;
    let position = &position;
    if !args.divide {
        return print(&format!("{}\n", perft(position, args.depth)));
    }
    let mut split: Vec<(String, u64)> = divide(position, args.depth)
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
