//! `fenkit show`: a board diagram as text or as an SVG image.

use clap::Args;
use fenkit::diagram::{Diagram, Format};
use fenkit::uci::UciMove;
use fenkit::{Color, Role, Setup};

use super::{Failure, FenInput, error, print};

/// Draw the board of a FEN: text with figurines (unicode) or letters (ascii), or an SVG image
///
/// Every format shows whose move it is and (unless --no-coordinates) the coordinates. The SVG
/// image draws its pieces itself, so it looks the same in every viewer and needs no other file;
/// it tints the squares of --last-move and puts a red glow under a king in check. The FEN must
/// be well formed; the position need not be legal.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit show 'r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23'
  fenkit show --format ascii --flip 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit show --format svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > board.svg
  fenkit show --format svg --last-move e2e4 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1' > e4.svg

Exit codes: 0 success, 1 bad input (not FEN, or a last move that does not fit it), 2 bad usage.")]
pub(crate) struct Show {
    /// unicode (figurines), ascii (FEN letters) or svg (an image).
    #[arg(long, value_name = "FORMAT", default_value = "unicode", value_parser = parse_format)]
    format: Format,
    /// Show the board from Black's side (rank 1 at the top).
    #[arg(long)]
    flip: bool,
    /// Show the file letters and rank digits beside the board (the default).
    #[arg(long, overrides_with = "no_coordinates")]
    coordinates: bool,
    /// Leave the coordinates out.
    #[arg(long, overrides_with = "coordinates")]
    no_coordinates: bool,
    /// The move that led to the position, in UCI notation (e2e4, e7e8q; castling e1g1 or
    /// e1h1): the SVG image tints its two squares.
    #[arg(long, value_name = "MOVE", value_parser = parse_last_move)]
    last_move: Option<UciMove>,
    #[command(flatten)]
    input: FenInput,
}

fn parse_format(text: &str) -> Result<Format, String> {
    text.parse().map_err(|err| format!("{err}"))
}

/// Reads a UCI move whose two squares differ.
fn parse_last_move(text: &str) -> Result<UciMove, String> {
    let uci: UciMove = text.parse().map_err(|err| format!("{err}"))?;
    if uci.from == uci.to {
        return Err(format!(
            "a move goes from one square to another, but both squares are {}",
            uci.from
        ));
    }
    Ok(uci)
}

/// Runs `show`.
pub(crate) fn run(args: &Show) -> Result<(), Failure> {
    let (fen, _) = args.input.read()?;
    let mut diagram = Diagram::new(args.format).coordinates(!args.no_coordinates);
    if args.flip {
        diagram = diagram.flipped();
    }
    if let Some(uci) = args.last_move {
        if let Err(why) = check_last_move(uci, fen.setup()) {
            error(format_args!("--last-move {uci}: {why}"));
            return Err(Failure::BadInput);
        }
        diagram = diagram.last_move(uci.from, uci.to);
    }
    print(&diagram.render(fen.setup()))
}

/// Whether the position could follow the move: the side that played it is the one not to
/// move, and the piece it moved stands on the destination (unless the move was castling
/// written king-takes-rook, which leaves the rook's square empty).
fn check_last_move(uci: UciMove, setup: &Setup) -> Result<(), String> {
    let mover = !setup.turn;
    match setup.board.piece_at(uci.to) {
        Some(piece) if piece.color != mover => Err(format!(
            "the {} on {} is {}'s, but it is {}'s move, so the last move was {}'s",
            <&str>::from(piece.role),
            uci.to,
            piece.color.name(),
            setup.turn.name(),
            mover.name()
        )),
        Some(_) => Ok(()),
        None if castled_to_rook(uci, setup, mover) => Ok(()),
        None => Err(format!(
            "{} is empty, but the piece that moved would stand there",
            uci.to
        )),
    }
}

/// Castling written king-takes-rook: both squares on the mover's back rank, with its king.
fn castled_to_rook(uci: UciMove, setup: &Setup, mover: Color) -> bool {
    let back = mover.back_rank();
    uci.from.rank() == back
        && uci.to.rank() == back
        && uci.promotion.is_none()
        && setup
            .board
            .king_of(mover)
            .is_some_and(|king| king.rank() == back)
        && setup
            .board
            .piece_at(uci.from)
            .is_none_or(|piece| piece.role == Role::King && piece.color == mover)
}
