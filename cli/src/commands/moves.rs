//! `fenkit moves`: every legal move of a position.

use std::fmt::Write as _;

use clap::Args;
use fenkit::Lang;
use fenkit::notation::MoveWriter;

use super::game::GameArgs;
use super::notation::{Format, move_format, parse_lang};
use super::{Failure, error, print};

/// List every legal move of a position, one per line.
///
/// The moves are sorted by their UCI text (`a2a3` before `b1c3`) whatever the format, so the
/// lines of two formats of the same position name the same moves in the same order. UCI
/// castling is written in the position's own convention: king-takes-rook (`e1h1`) for a
/// Chess960 position (read from Shredder-FEN, or from a FEN whose castling rights need
/// Chess960), king-to-destination (`e1g1`) otherwise; `--chess960` or `--standard` says which.
/// SAN, LAN and FAN are
/// canonical (disambiguated against legal rivals only, with `+` and `#`), in the piece letters
/// of `--lang` (FAN's figurines need none); descriptive notation is English, in the house
/// style. ICCF numeric notation has no rule for Chess960 castling: such a move is not listed,
/// an error line on stderr says so, and the exit code is 1 once the other moves are written.
/// A position without legal moves (checkmate or stalemate) prints nothing. `startpos` stands
/// for the standard start position.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit moves startpos
  fenkit moves --format san 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'
  fenkit moves --chess960 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'
  fenkit moves --format san --lang fr startpos
  fenkit moves --format descriptive startpos

Exit codes: 0 success, 1 bad input (not FEN, an illegal position, or a Chess960 castling move
in ICCF), 2 bad usage.")]
pub(crate) struct Moves {
    /// How to write the moves.
    #[arg(long, value_enum, default_value_t = Format::Uci)]
    format: Format,
    /// The language of the piece letters for san and lan: cs da de en es et fi fr hu is it nl
    /// no pl pt ro ru sv (default en).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    lang: Option<Lang>,
    #[command(flatten)]
    game: GameArgs,
}

/// Runs `moves`.
pub(crate) fn run(args: &Moves) -> Result<(), Failure> {
    let format = move_format(args.format, args.lang)?;
    let position = args.game.read()?;
    let mode = position.castling_mode();
    let mut moves: Vec<(String, fenkit::Move)> = position
        .legal_moves()
        .iter()
        .map(|&mv| (mv.to_uci(mode).to_string(), mv))
        .collect();
    moves.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    let writer = MoveWriter::new(format).castling(mode);
    let mut out = String::with_capacity(8 * moves.len());
    let mut refused = Vec::new();
    for (uci, mv) in &moves {
        match writer.write(&position, *mv) {
            Ok(text) => {
                let _ = writeln!(out, "{text}");
            }
            Err(why) => refused.push(format!("{uci}: {}", why.kind())),
        }
    }
    print(&out)?;
    if refused.is_empty() {
        return Ok(());
    }
    for why in &refused {
        error(format_args!("{why}"));
    }
    Err(Failure::BadInput)
}
