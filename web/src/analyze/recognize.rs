//! What a text is read as (FEN, EPD, Forsyth, movetext, PGN), and after an error, what of it
//! reads: the game up to the move at fault, the board of a FEN whose other fields do not.

use std::ops::Range;

use fenkit::fen::FenParser;
use fenkit::recognize::{RecognizeError, RecognizeErrorKind, Recognizer, TextKind, Value};
use fenkit::{Color, DialectKind, Position};

use super::error_view::refused;
use super::game_view::read_game;
use super::position_view::{board_svg, dialect_name, position_view, refen};
use super::shape::{Analysis, Kind};
use super::{MAX_MOVES, MAX_TEXT, Query};
use crate::error_words;

/// Reads the part `body` of `text` (the whole, or one game of several).
pub(super) fn analyze_text(query: &Query, text: &str, body: Range<usize>) -> Analysis {
    let offset = body.start;
    let part = &text[body];
    let start = start_position(query);
    let recognizer = Recognizer::new()
        .start(start.as_ref().map_or(Position::STARTING, Clone::clone))
        .prefer_lang(query.letters.unwrap_or(query.lang.lang()));
    let read = recognizer.read(part);
    // A start that does not read matters to movetext only.
    if let Err(refusal) = start {
        let moves = match &read {
            Ok(read) => read.read_as.kind == TextKind::Movetext,
            Err(err) => matches!(
                err.kind(),
                RecognizeErrorKind::Moves { .. } | RecognizeErrorKind::TooManyMoves { .. }
            ),
        };
        if moves {
            return *refusal;
        }
    }
    let read = match read {
        Ok(read) => read,
        Err(err) => {
            let words = query.lang.words();
            let (message, page_words) = match err.kind() {
                RecognizeErrorKind::TooLong { len, .. } => {
                    ((words.text_too_long)(*len, MAX_TEXT), true)
                }
                RecognizeErrorKind::TooManyMoves { .. } => {
                    ((words.too_many_moves)(MAX_MOVES), true)
                }
                _ => match error_words::recognize_error(&err, query.lang) {
                    Some(message) => (message, true),
                    None => (err.to_string(), false),
                },
            };
            let span = err.span();
            let mut analysis =
                refused(query, message, text, span.start + offset..span.end + offset);
            if let Some(error) = &mut analysis.error {
                error.page_words = page_words;
            }
            as_far_as_it_reads(query, &recognizer, part, &err, &mut analysis);
            return analysis;
        }
    };
    let read_as = read.read_as;
    let mut analysis = match read.value {
        Value::Fen(fen) => {
            let mut analysis = Analysis::new(Kind::Fen, dialect_name(fen.dialect()).to_owned());
            analysis.position = Some(position_view(query, &fen, None));
            analysis
        }
        Value::Epd(epd) => {
            let dialect = read_as.dialect.unwrap_or(DialectKind::Standard);
            let recognised = match dialect {
                DialectKind::Standard => "EPD".to_owned(),
                dialect => format!("EPD ({})", dialect_name(dialect)),
            };
            let mut analysis = Analysis::new(Kind::Epd, recognised);
            analysis.position =
                refen(epd.position().setup(), dialect).map(|fen| position_view(query, &fen, None));
            analysis.operations = epd
                .operations()
                .map(|(opcode, _)| {
                    let operands = epd.operand_texts(opcode.as_str()).unwrap_or_default();
                    (opcode.to_string(), operands.join(" "))
                })
                .collect();
            analysis
        }
        Value::Board(mut setup) => {
            let (kind, name) = match read_as.kind {
                TextKind::Forsyth1883 => (Kind::Forsyth1883, "Forsyth 1883"),
                _ => (Kind::Forsyth1897, "Forsyth 1897"),
            };
            // The forms record the board only: the side to move is the reader's to say.
            setup.turn = query.turn.unwrap_or(Color::White);
            let mut analysis = Analysis::new(kind, name.to_owned());
            analysis.position =
                refen(&setup, DialectKind::Standard).map(|fen| position_view(query, &fen, None));
            analysis
        }
        Value::Game(game) => read_game(query, read_as, &game, None),
        _ => refused(
            query,
            query.lang.words().cannot_show.to_owned(),
            text,
            offset..offset,
        ),
    };
    if analysis.kind != Kind::Error {
        analysis.read_as = Some(read_as.into());
    }
    analysis
}

/// After an error, what reads of the text: the moves before a move at fault (the board
/// before it, the game up to it), or the board of a FEN whose placement reads.
fn as_far_as_it_reads(
    query: &Query,
    recognizer: &Recognizer,
    text: &str,
    err: &RecognizeError,
    analysis: &mut Analysis,
) {
    match err.kind() {
        RecognizeErrorKind::Moves { .. } | RecognizeErrorKind::Pgn(_) => {
            let before = text.get(..err.span().start).unwrap_or_default();
            let Ok(read) = recognizer.read(before) else {
                // At fault from the first move: the start is the board as far as it reads.
                if let (Ok(start), RecognizeErrorKind::Moves { .. }) =
                    (start_position(query), err.kind())
                {
                    analysis.board_svg = Some(board_svg(query, start.setup(), None, true));
                }
                return;
            };
            if let Value::Game(game) = read.value {
                let partial = read_game(query, read.read_as, &game, Some(game.given.len()));
                analysis.position = partial.position;
                analysis.game = partial.game;
            }
        }
        RecognizeErrorKind::Fen(fen) if fen.field() != fenkit::fen::Field::Board => {
            let placement = text.split_whitespace().next().unwrap_or_default();
            if let Ok(fen) = FenParser::new()
                .lenient()
                .auto()
                .parse(&format!("{placement} w - - 0 1"))
            {
                analysis.board_svg = Some(board_svg(query, fen.setup(), None, false));
            }
        }
        _ => {}
    }
}

/// The start position of a movetext, or the refusal of a start that does not read.
fn start_position(query: &Query) -> Result<Position, Box<Analysis>> {
    let given = query.start.as_deref().map_or("", str::trim);
    if given.is_empty() || given.eq_ignore_ascii_case("startpos") {
        return Ok(Position::STARTING);
    }
    let fen = FenParser::new()
        .lenient()
        .auto()
        .parse(given)
        .map_err(|err| Box::new(refused(query, format!("start: {err}"), given, err.span())))?;
    fen.into_position()
        .map_err(|err| Box::new(refused(query, format!("start: {err}"), given, err.span())))
}
