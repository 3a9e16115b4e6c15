//! `fenkit explain`: a FEN explained field by field, or a move, for a learner.

use clap::Args;
use fenkit::explain::{Lang, explain, explain_san};

use super::notation::show_printable;
use super::{Failure, FenInput, print};

/// Explain a FEN field by field: each rank of the placement in words, whose move it is, the
/// castling rights and the dialect they are written in, the en passant square and the clocks.
///
/// With `--move`, explain a move of the position instead: which piece goes from where to where
/// (which king and rook castle, Chess960 too), why its SAN names a file, a rank or a square
/// (the other pieces that could go to the same square, and those that reach it but may not
/// move), the capture (and where an en passant pawn stood), the promotion, check and mate. The
/// move is read as SAN in the letters of `--lang`, leniently (`--lang fr` reads `Cgf6`,
/// `Cg8-f6`, `0-0`), and the position must be legal.
///
/// The FEN must be well formed; without `--move`, the position need not be legal.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit explain 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit explain --lang pl 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  fenkit explain --move Nf3 startpos
  fenkit explain --lang fr --move Cgf6 'r1bqnknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1'

Exit codes: 0 success, 1 bad input (not FEN, or with --move an illegal position or a move
that is not legal), 2 bad usage.")]
pub(crate) struct Explain {
    /// The language: en (English), fr (French) or pl (Polish); also the letters `--move` is
    /// read in.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = parse_lang)]
    lang: Lang,
    /// Explain this move (SAN in the letters of --lang) instead of the FEN.
    #[arg(long = "move", value_name = "MOVE", value_parser = super::lossy())]
    mv: Option<String>,
    #[command(flatten)]
    input: FenInput,
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse_explained(text).map_err(|err| format!("{err}"))
}

/// Runs `explain`.
pub(crate) fn run(args: &Explain) -> Result<(), Failure> {
    let Some(mv) = &args.mv else {
        let (fen, _) = args.input.read()?;
        return print(&explain(&fen, args.lang));
    };
    let start = args.input.position()?;
    let text = super::strip_bom(mv).trim();
    match explain_san(&start.position, text, args.lang) {
        Ok(explained) => print(&explained),
        Err(err) => {
            let message = format!("--move: {err}");
            show_printable(&message, text, err.span());
            Err(Failure::BadInput)
        }
    }
}
