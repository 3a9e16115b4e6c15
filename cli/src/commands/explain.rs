//! `fenkit explain`: a FEN explained field by field, for a learner.

use clap::Args;
use fenkit::explain::{Lang, explain};

use super::{Failure, Source, parse_source, print, read_fen};

/// Explain a FEN field by field: each rank of the placement in words, whose move it is, the
/// castling rights and the dialect they are written in, the en passant square and the clocks.
///
/// The FEN must be well formed; the position need not be legal.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit explain 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit explain --lang pl 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

Exit codes: 0 success, 1 bad input (not FEN), 2 bad usage.")]
pub(crate) struct Explain {
    /// The language: en (English), fr (French) or pl (Polish).
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = parse_lang)]
    lang: Lang,
    /// The dialect to read: auto (any of the three), standard, shredder or xfen.
    #[arg(long, value_name = "DIALECT", default_value = "auto", value_parser = parse_source)]
    from: Source,
    /// Also accept a FEN without clocks (`… w KQkq -`, read as `0 1`), runs of spaces between
    /// fields and fullmove 0, each named in a warning on stderr.
    #[arg(long)]
    lenient: bool,
    /// The FEN (quotes optional), or `startpos`.
    #[arg(value_name = "FEN", required = true, num_args = 1.., value_parser = super::lossy())]
    fen: Vec<String>,
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    text.parse().map_err(|err| format!("{err}"))
}

/// Runs `explain`.
pub(crate) fn run(args: &Explain) -> Result<(), Failure> {
    let (fen, _) = read_fen(&args.fen, args.from, args.lenient)?;
    print(&explain(&fen, args.lang))
}
