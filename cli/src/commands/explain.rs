//! `fenkit explain`: a FEN explained field by field, for a learner.

use clap::Args;
use fenkit::explain::{Lang, explain};

use super::{Failure, FenInput, print};

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
    #[command(flatten)]
    input: FenInput,
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse_explained(text).map_err(|err| format!("{err}"))
}

/// Runs `explain`.
pub(crate) fn run(args: &Explain) -> Result<(), Failure> {
    let (fen, _) = args.input.read()?;
    print(&explain(&fen, args.lang))
}
