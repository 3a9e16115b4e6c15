//! `fenkit moves`: every legal move of a position.

use std::fmt::Write as _;

use clap::{Args, ValueEnum};
use fenkit::uci::CastlingMode;

use super::{Failure, FenArgument, Source, expand_startpos, parse_source, print};

/// List every legal move of a position, one per line, sorted by their text.
///
/// Moves are written in UCI: `e2e4`, `e7e8q` for a promotion, castling as king-to-destination
/// (`e1g1`) or, when the position's castling rights are Chess960 ones, as king-takes-rook
/// (`e1h1`). A position without legal moves (checkmate or stalemate) prints nothing.
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
    /// The dialect to read: auto (any of the three), standard, shredder or xfen.
    #[arg(long, value_name = "DIALECT", default_value = "auto", value_parser = parse_source)]
    from: Source,
    /// The FEN (quotes optional), or `startpos`.
    #[arg(value_name = "FEN", required = true, num_args = 1..)]
    fen: Vec<String>,
}

/// The notations `moves` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum MoveFormat {
    /// `e2e4`, `e7e8q`, `e1g1` (or `e1h1` in Chess960).
    Uci,
}

/// Runs `moves`.
pub(crate) fn run(args: &Moves) -> Result<(), Failure> {
    let input = FenArgument::read(&expand_startpos(&args.fen), args.from.parser(false))?;
    let position = &input.position;
    let MoveFormat::Uci = args.format;
    let mode = CastlingMode::detect(position);
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
