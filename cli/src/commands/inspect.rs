//! `fenkit inspect`: what a FEN says, as a summary with a board diagram or as JSON.

use std::fmt::Write;

use clap::Args;
use fenkit::diagram::{Diagram, Format};
use fenkit::{CastlingSide, Color, EpPolicy, Outcome, Position, Square, chess960};

use super::{Failure, FenArgument, FenInput, json, print};

/// Show what a FEN says: side to move, castling rights with their rooks, en passant, clocks,
/// the dialect it is written in, its Polyglot key, its Chess960 number, check, checkmate or stalemate, whether
/// each side still has the material to checkmate, the 50- and 75-move rules, and a board
/// diagram.
///
/// The FEN may be given as one argument or as several (they are joined with spaces);
/// `startpos` stands for the standard start position. --json prints the same facts as one
/// object.
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
    #[command(flatten)]
    input: FenInput,
}

/// Runs `inspect`.
pub(crate) fn run(args: &Inspect) -> Result<(), Failure> {
    let input = args.input.position()?;
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
            .collect()
    };
    // The same facts as the summary's Chess960 line: a start position's number, or a Double
    // Fischer Random start's two numbers.
    let (chess960, double_fischer_random) = match chess960::identify_double(setup) {
        Ok((white, black)) if white == black => (Some(white), None),
        Ok((white, black)) => (None, Some(json::ByColor { white, black })),
        Err(_) => (None, None),
    };
    let facts = json::Inspect {
        placement: setup.board.to_string(),
        turn: setup.turn.char(),
        castling: json::ByColor {
            white: squares(Color::White),
            black: squares(Color::Black),
        },
        en_passant: setup.ep_square.map(|square| square.to_string()),
        halfmove: setup.halfmoves,
        fullmove: setup.fullmoves.get(),
        key: position.key().to_string(),
        dialect: input.fen.dialect().to_string(),
        chess960,
        double_fischer_random,
        check: position.is_check(),
        checkers: position
            .checkers()
            .into_iter()
            .map(|s| s.to_string())
            .collect(),
        legal_moves: position.legal_move_count(),
        status: status_name(position),
        result: position.outcome().map(|outcome| outcome.to_string()),
        insufficient_material: json::ByColor {
            white: position.has_insufficient_material(Color::White),
            black: position.has_insufficient_material(Color::Black),
        },
        fifty_moves: position.is_fifty_moves(),
        seventy_five_moves: position.is_seventy_five_moves(),
    };
    let mut out = String::with_capacity(512);
    json::append(&facts, &mut out);
    out.push('\n');
    out
}

/// The JSON name of how the game stands: `ongoing`, or how it ended.
fn status_name(position: &Position) -> &'static str {
    match position.outcome() {
        None => "ongoing",
        Some(Outcome::Checkmate { .. }) => "checkmate",
        Some(Outcome::Stalemate) => "stalemate",
        Some(Outcome::InsufficientMaterial) => "insufficient_material",
        Some(Outcome::SeventyFiveMoves) => "seventy_five_moves",
        Some(_) => "ended",
    }
}

/// The summary's words for how the game stands.
fn outcome(position: &Position) -> String {
    let moves = position.legal_move_count();
    match position.outcome() {
        None if moves == 1 => "the game goes on, with 1 legal move".into(),
        None => format!("the game goes on, with {moves} legal moves"),
        Some(outcome @ Outcome::Checkmate { winner }) => {
            format!("checkmate, {} wins ({outcome})", winner.name())
        }
        Some(outcome @ Outcome::Stalemate) => format!("stalemate, a draw ({outcome})"),
        Some(outcome @ Outcome::InsufficientMaterial) => {
            format!("neither side can checkmate, a draw ({outcome})")
        }
        Some(outcome @ Outcome::SeventyFiveMoves) => {
            format!("150 half-moves without a capture or pawn move, a draw ({outcome})")
        }
        Some(outcome @ Outcome::FivefoldRepetition) => {
            format!("the same position for the fifth time, a draw ({outcome})")
        }
        Some(outcome) => format!("the game is over ({outcome})"),
    }
}

/// Which sides still have the material to checkmate.
fn material(position: &Position) -> String {
    let can = |color| !position.has_insufficient_material(color);
    match (can(Color::White), can(Color::Black)) {
        (true, true) => "both sides can still checkmate".into(),
        (true, false) | (false, true) => {
            let (able, unable) = if can(Color::White) {
                (Color::White, Color::Black)
            } else {
                (Color::Black, Color::White)
            };
            format!(
                "{} can still checkmate, {} cannot",
                able.name(),
                unable.name()
            )
        }
        (false, false) => "neither side can checkmate".into(),
    }
}

/// Where the halfmove clock stands against the 50- and 75-move rules.
fn move_rules(position: &Position) -> String {
    let clock = position.halfmoves();
    if position.is_seventy_five_moves() {
        "the game is drawn (75-move rule: 150 half-moves without a capture or pawn move)".into()
    } else if position.is_fifty_moves() {
        format!(
            "a draw may be claimed (50-move rule); drawn after {} more half-moves (75-move rule)",
            150 - clock
        )
    } else {
        let left = 100 - clock;
        format!(
            "a draw may be claimed after {left} more half-move{} (50-move rule), drawn after {} (75-move rule)",
            if left == 1 { "" } else { "s" },
            150 - clock
        )
    }
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
    let _ = writeln!(
        out,
        "Key:           {} (Polyglot opening-book key)",
        position.key()
    );
    let _ = writeln!(out, "Chess960:      {}", chess960_line(position));
    let _ = writeln!(out, "Check:         {}", check(position));
    let _ = writeln!(out, "Outcome:       {}", outcome(position));
    let _ = writeln!(out, "Material:      {}", material(position));
    let _ = writeln!(out, "Move rules:    {}", move_rules(position));
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
