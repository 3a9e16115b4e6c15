//! `fenkit show`: a board diagram as text or as an SVG image.

use clap::Args;
use fenkit::diagram::{Diagram, Format};

use super::{Failure, Source, parse_source, print, read_fen};

/// Draw the board of a FEN: text with figurines (unicode) or letters (ascii), or an SVG image
///
/// Every format shows the coordinates and whose move it is; the SVG image needs no other file
/// and opens in any browser. The FEN must be well formed; the position need not be legal.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit show 'r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23'
  fenkit show --format ascii --flip 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit show --format svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > board.svg

Exit codes: 0 success, 1 bad input (not FEN), 2 bad usage.")]
pub(crate) struct Show {
    /// unicode (figurines), ascii (FEN letters) or svg (an image).
    #[arg(long, value_name = "FORMAT", default_value = "unicode", value_parser = parse_format)]
    format: Format,
    /// Show the board from Black's side (rank 1 at the top).
    #[arg(long)]
    flip: bool,
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

fn parse_format(text: &str) -> Result<Format, String> {
    text.parse().map_err(|err| format!("{err}"))
}

/// Runs `show`.
pub(crate) fn run(args: &Show) -> Result<(), Failure> {
    let (fen, _) = read_fen(&args.fen, args.from, args.lenient)?;
    let diagram = Diagram::new(args.format);
    let diagram = if args.flip {
        diagram.flipped()
    } else {
        diagram
    };
    print(&diagram.render(fen.setup()))
}
