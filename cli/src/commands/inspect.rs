//! `fenkit inspect`: what a FEN says (or an EPD record, a board in Forsyth's notation,
//! movetext or a PGN game: what it was read as, and its position), as a summary with a board
//! diagram or as JSON.

use std::fmt::Write;

use clap::Args;
use fenkit::diagram::{Diagram, Format};
use fenkit::movetext::GameResult;
use fenkit::recognize::{ReadAs, RecognizeErrorKind, TextKind, Value, read_any};
use fenkit::{
    CastlingSide, Claim, Color, DialectKind, EpPolicy, GameState, Outcome, Position, Square,
    chess960,
};

use super::{Failure, FenInput, Source, json, print, show_argument, strip_bom};

/// Show what a FEN says: side to move, castling rights with their rooks, en passant, clocks,
/// the dialect it is written in, its Polyglot key, its Chess960 number, check, checkmate or stalemate, whether
/// each side still has the material to checkmate, the 50- and 75-move rules, and a board
/// diagram.
///
/// The FEN may be given as one argument or as several (they are joined with spaces);
/// `startpos` stands for the standard start position. Any other text fenkit reads is taken
/// too: an EPD record, a board in Forsyth's 1883 or 1897 form (White to move), movetext in any
/// notation and language (from the standard start) or a PGN game; inspect says what it read
/// it as, and shows its position (for moves, the one at the end of the main line). --json
/// prints the same facts as one object.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  fenkit inspect 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fenkit inspect --json bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9
  fenkit inspect --unicode 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1
  fenkit inspect '1. e4 e5 2. Cf3 Cc6 3. Fb5'
  fenkit inspect --json \"$(cat game.pgn)\"

Exit codes: 0 success, 1 bad input (a text that does not read, or an illegal position), 2 bad usage.")]
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
    let Some(read) = other_text(&args.input)? else {
        let input = args.input.position()?;
        let dialect = input.fen.dialect();
        let read_as = ReadAs::fen(dialect);
        return show(args, &GameState::new(input.position), dialect, &read_as);
    };
    show(args, &read.state, read.dialect, &read.read_as)
}

/// A text other than a FEN, read: what it was read as, its position (for moves, the end of
/// the main line with the positions before it) and the dialect to write it in.
struct OtherText {
    read_as: ReadAs,
    state: GameState,
    dialect: DialectKind,
}

/// The text read as anything but a FEN, or `None` for a FEN (or what reads most like one:
/// `startpos`, a dialect or leniency asked for, a FEN error), which is read as before.
fn other_text(input: &FenInput) -> Result<Option<OtherText>, Failure> {
    let text = input.fen.join(" ");
    let keyword = strip_bom(&text).trim();
    if input.from != Source::Auto
        || input.lenient
        || keyword == "-"
        || keyword.split_whitespace().next() == Some("startpos")
    {
        return Ok(None);
    }
    let read = match read_any(&text) {
        Ok(read) => read,
        // A text no reader reads past its first word is taken for a FEN: its error says
        // what a FEN needs there.
        Err(err)
            if matches!(err.kind(), RecognizeErrorKind::Fen(_))
                || !text[..err.span().start.min(text.len())].contains(char::is_whitespace) =>
        {
            return Ok(None);
        }
        Err(err) => {
            show_argument(&err, &text, err.span());
            return Err(Failure::BadInput);
        }
    };
    let read_as = read.read_as;
    let (state, dialect) = match read.value {
        Value::Fen(_) => return Ok(None),
        Value::Epd(epd) => (
            GameState::new(epd.position().clone()),
            read_as.dialect.unwrap_or(DialectKind::Standard),
        ),
        Value::Board(setup) => match Position::try_from(setup) {
            Ok(position) => (GameState::new(position), DialectKind::Standard),
            Err(err) => {
                // The forms record the board only: the whole text is at fault.
                show_argument(&format!("{read_as}: {err}"), &text, 0..text.len());
                return Err(Failure::BadInput);
            }
        },
        Value::Game(game) => {
            let dialect = if game.game.end().is_chess960() {
                DialectKind::XFen
            } else {
                DialectKind::Standard
            };
            (game.game.state(), dialect)
        }
        _ => return Ok(None),
    };
    Ok(Some(OtherText {
        read_as,
        state,
        dialect,
    }))
}

fn show(
    args: &Inspect,
    state: &GameState,
    dialect: DialectKind,
    read_as: &ReadAs,
) -> Result<(), Failure> {
    let text = if args.json {
        to_json(state, dialect, read_as)
    } else {
        summary(state, dialect, read_as, args.unicode)
    };
    print(&text)
}

/// `read_as` in JSON: the kind, and the dialect, notation and language that apply.
fn read_as_json(read_as: &ReadAs) -> json::ReadAs {
    json::ReadAs {
        kind: read_as.kind.name(),
        dialect: read_as.dialect.map(|dialect| dialect.to_string()),
        notation: read_as.notation.map(|notation| notation.name()),
        lang: read_as.lang.map(|lang| lang.to_string()),
    }
}

/// The castling rooks of one colour, king side first.
fn rook_squares(position: &Position, color: Color) -> impl Iterator<Item = Square> + '_ {
    CastlingSide::ALL
        .into_iter()
        .filter_map(move |side| position.castling().rook_square(color, side))
}

fn to_json(state: &GameState, dialect: DialectKind, read_as: &ReadAs) -> String {
    let position = state.position();
    let setup = position.setup();
    let outcome = state.outcome();
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
        read_as: read_as_json(read_as),
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
        dialect: dialect.to_string(),
        chess960,
        double_fischer_random,
        check: position.is_check(),
        checkers: position
            .checkers()
            .into_iter()
            .map(|s| s.to_string())
            .collect(),
        legal_moves: position.legal_move_count(),
        status: status_name(outcome),
        result: outcome.map(|outcome| GameResult::from(outcome).to_string()),
        outcome: outcome.map(json::OutcomeJson::of),
        claims: state.claims().into_iter().map(Claim::name).collect(),
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
fn status_name(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "ongoing",
        Some(Outcome::Checkmate { .. }) => "checkmate",
        Some(Outcome::Stalemate) => "stalemate",
        Some(Outcome::InsufficientMaterial) => "insufficient_material",
        Some(Outcome::SeventyFiveMoves) => "seventy_five_moves",
        Some(Outcome::FivefoldRepetition) => "fivefold_repetition",
        Some(_) => "ended",
    }
}

/// The summary's words for how the game stands, and the draws the player to move may claim.
fn outcome(state: &GameState) -> String {
    let moves = state.position().legal_move_count();
    let claims: Vec<&str> = state.claims().into_iter().map(claim_words).collect();
    let claims = if claims.is_empty() {
        String::new()
    } else {
        format!("; a draw may be claimed ({})", claims.join(", "))
    };
    match state.outcome() {
        None if moves == 1 => format!("the game goes on, with 1 legal move{claims}"),
        None => format!("the game goes on, with {moves} legal moves{claims}"),
        Some(outcome) => {
            let why = match outcome {
                Outcome::Checkmate { winner } => format!("checkmate, {} wins", winner.name()),
                Outcome::Stalemate => "stalemate, a draw".to_owned(),
                Outcome::InsufficientMaterial => "neither side can checkmate, a draw".to_owned(),
                Outcome::SeventyFiveMoves => {
                    "150 half-moves without a capture or pawn move, a draw".to_owned()
                }
                Outcome::FivefoldRepetition => {
                    "the same position for the fifth time, a draw".to_owned()
                }
                _ => "the game is over".to_owned(),
            };
            format!("{why} ({})", GameResult::from(outcome))
        }
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

/// A claim in the summary's words.
fn claim_words(claim: Claim) -> &'static str {
    match claim {
        Claim::ThreefoldRepetition => "the same position for the third time",
        Claim::FiftyMoves => "50-move rule",
        _ => claim.name(),
    }
}

fn summary(state: &GameState, dialect: DialectKind, read_as: &ReadAs, unicode: bool) -> String {
    let position = state.position();
    let mut out = String::with_capacity(1024);
    if read_as.kind != TextKind::Fen {
        let _ = writeln!(out, "Read as:       {read_as}");
        if read_as.notation.is_some() {
            out.push_str("Position:      at the end of the main line\n");
        }
        out.push('\n');
    }
    // Reading in a dialect means the dialect can write it back; X-FEN can write anything.
    let fen = position.to_fen(dialect);
    out.push_str(&fen.unwrap_or_else(|_| position.to_string()));
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
    let _ = writeln!(out, "Dialect:       {}", dialect.title());
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
    let _ = writeln!(out, "Outcome:       {}", outcome(state));
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
