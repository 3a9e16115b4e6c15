//! `fenkit inspect`: what a FEN says, as a summary with a board diagram or as JSON.

use std::fmt::Write;

use clap::Args;
use fenkit::diagram::{Diagram, Format};
use fenkit::{CastlingSide, Color, EpPolicy, Position, Square, chess960};

use super::{Failure, FenArgument, Source, json, parse_source, print};

/// Show what a FEN says: side to move, castling rights with their rooks, en passant, clocks,
/// the dialect it is written in, its Chess960 number, check, and a board diagram.
///
/// The FEN may be given as one argument or as several (they are joined with spaces).
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit inspect 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit inspect --json bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9
  fenkit inspect --unicode 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1

Exit codes: 0 success, 1 bad input (not FEN, or an illegal position), 2 bad usage.")]
pub(crate) struct Inspect {
    /// Print one JSON object instead of the summary.
    #[arg(long)]
    json: bool,
    /// Draw the board with chess figurines.
    #[arg(long, conflicts_with = "json")]
    unicode: bool,
    /// Accept missing clocks, runs of spaces and fullmove 0, with a warning on stderr.
    #[arg(long)]
    lenient: bool,
    /// The dialect to read: auto (any of the three), standard, shredder or xfen.
    #[arg(long, value_name = "DIALECT", default_value = "auto", value_parser = parse_source)]
    from: Source,
    /// The FEN (quotes optional).
    #[arg(value_name = "FEN", required = true, num_args = 1..)]
    fen: Vec<String>,
}

/// Runs `inspect`.
pub(crate) fn run(args: &Inspect) -> Result<(), Failure> {
    let input = FenArgument::read(&args.fen, args.from.parser(args.lenient))?;
    let text = if args.json {
        to_json(&input)
    } else {
        summary(&input, args.unicode)
    };
    print(&text)
}

/// The castling rooks of one colour, king side first.
fn rook_squares(position: &Position, color: Color) -> impl Iterator<Item = Square> + '_ {
    CastlingSide::ALL
        .into_iter()
        .filter_map(move |side| position.castling().rook_square(color, side))
}

fn to_json(input: &FenArgument) -> String {
    let position = &input.position;
    let setup = position.setup();
    let squares = |color| {
        rook_squares(position, color)
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
    };
    let mut out = String::with_capacity(256);
    out.push_str("{\"placement\": ");
    json::push_string(&mut out, &setup.board.to_string());
    out.push_str(", \"turn\": ");
    json::push_string(&mut out, &setup.turn.char().to_string());
    out.push_str(", \"castling\": {\"white\": ");
    json::push_strings(&mut out, squares(Color::White));
    out.push_str(", \"black\": ");
    json::push_strings(&mut out, squares(Color::Black));
    out.push_str("}, \"en_passant\": ");
    match setup.ep_square {
        Some(square) => json::push_string(&mut out, &square.to_string()),
        None => out.push_str("null"),
    }
    let _ = write!(
        out,
        ", \"halfmove\": {}, \"fullmove\": {}, \"dialect\": ",
        setup.halfmoves, setup.fullmoves
    );
    json::push_string(&mut out, &input.fen.dialect().to_string());
    out.push_str(", \"chess960\": ");
    match chess960::identify(setup) {
        Ok(n) => {
            let _ = write!(out, "{n}");
        }
        Err(_) => out.push_str("null"),
    }
    out.push_str("}\n");
    out
}

fn summary(input: &FenArgument, unicode: bool) -> String {
    let position = &input.position;
    let setup = position.setup();
    let mut out = String::with_capacity(1024);
    // Reading in a dialect means the dialect can write it back; X-FEN can write anything.
    let fen = position.to_fen(input.fen.dialect());
    out.push_str(&fen.unwrap_or_else(|_| setup.to_string()));
    out.push_str("\n\n");
    let format = if unicode {
        Format::Unicode
    } else {
        Format::Ascii
    };
    out.push_str(&Diagram::new(format).render_board(position.board()));
    out.push('\n');
    let _ = writeln!(out, "Side to move:  {}", position.turn().name());
    let _ = writeln!(out, "Castling:      {}", castling(position));
    let _ = writeln!(out, "Dialect:       {}", input.fen.dialect().title());
    let _ = writeln!(out, "En passant:    {}", en_passant(position));
    let _ = writeln!(
        out,
        "Clocks:        halfmove {}, fullmove {}",
        position.halfmoves(),
        position.fullmoves()
    );
    let _ = writeln!(out, "Chess960:      {}", chess960_line(position));
    let _ = writeln!(out, "Check:         {}", check(position));
    out
}

fn castling(position: &Position) -> String {
    let mut parts = Vec::new();
    for color in Color::ALL {
        let sides: Vec<String> = CastlingSide::ALL
            .into_iter()
            .filter_map(|side| {
                let rook = position.castling().rook_square(color, side)?;
                Some(format!("{side} side with the {rook} rook"))
            })
            .collect();
        if !sides.is_empty() {
            parts.push(format!("{} {}", color.name(), sides.join(" and ")));
        }
    }
    if parts.is_empty() {
        return "none".into();
    }
    let rules = if position.is_chess960() {
        " (Chess960 castling)"
    } else {
        ""
    };
    format!("{}{rules}", parts.join("; "))
}

fn en_passant(position: &Position) -> String {
    let Some(square) = position.ep_square(EpPolicy::Keep) else {
        return "none".into();
    };
    let note = if position.ep_square(EpPolicy::Legal).is_some() {
        "the capture is legal"
    } else if position.ep_square(EpPolicy::Pseudo).is_some() {
        "a pawn stands ready to take, but the capture is illegal"
    } else {
        "no pawn can take"
    };
    format!("{square} ({note})")
}

fn chess960_line(position: &Position) -> String {
    let setup = position.setup();
    match chess960::identify_double(setup) {
        Ok((white, black)) if white == black => format!("start position {white}"),
        Ok((white, black)) => {
            format!("Double Fischer Random start, White {white}, Black {black}")
        }
        Err(_) => "not a start position".into(),
    }
}

fn check(position: &Position) -> String {
    let turn = position.turn().name();
    let checkers: Vec<String> = position
        .checkers()
        .into_iter()
        .filter_map(|square| {
            let piece = position.board().piece_at(square)?;
            Some(format!("the {} on {square}", piece.role))
        })
        .collect();
    if checkers.is_empty() {
        format!("{turn} is not in check")
    } else {
        format!("{turn} is in check from {}", checkers.join(" and "))
    }
}
