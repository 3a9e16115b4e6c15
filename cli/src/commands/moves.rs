//! `fenkit moves`: every legal move of a position.

use std::fmt::Write as _;

use clap::{Args, ValueEnum};

use super::game::GameArgs;
use super::{Failure, print};

/// List every legal move of a position, one per line, sorted by their text.
///
/// Moves are written in UCI: `e2e4`, `e7e8q` for a promotion, castling as king-to-destination
/// (`e1g1`) or, when the position's castling rights are Chess960 ones or with `--chess960`, as
/// king-takes-rook (`e1h1`). A position without legal moves (checkmate or stalemate) prints nothing.
/// `startpos` stands for the standard start position.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit moves startpos
  fenkit moves 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'

Exit codes: 0 success, 1 bad input (not FEN, or an illegal position), 2 bad usage.")]
pub(crate) struct Moves {
    /// How to write the moves (UCI is the only notation for now).
    #[arg(long, value_enum, default_value_t = MoveFormat::Uci)]
    format: MoveFormat,
    #[command(flatten)]
    game: GameArgs,
}

/// The notations `moves` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum MoveFormat {
    /// `e2e4`, `e7e8q`, `e1g1` (or `e1h1` in Chess960).
    Uci,
}

/// Runs `moves`.
pub(crate) fn run(args: &Moves) -> Result<(), Failure> {
    let (position, mode) = args.game.read()?;
    let position = &position;
    let MoveFormat::Uci = args.format;
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|mv| mv.to_uci(mode).to_string())
        .collect();
    moves.sort_unstable();
    let mut out = String::with_capacity(6 * moves.len());
    for uci in &moves {
        let _ = writeln!(out, "{uci}");
    }
    print(&out)
}
