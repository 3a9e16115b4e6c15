//! Moves read as a game: bare movetext in every notation and language, or a PGN game.

use core::fmt;
use core::ops::Range;

use super::{ReadAs, RecognizeError, RecognizeErrorKind, Recognized, Recognizer, TextKind, Value};
use crate::diagnostic::Location;
use crate::lang::Lang;
use crate::movetext::{
    MoveNumber, Step, TokenKind, WalkError, WalkErrorKind, after_result, detect_lang, tokens,
};
use crate::notation::{MoveError, MoveFormat, MoveNotation, MoveReader, Tolerated};
use crate::pgn::{Game, PgnError, PgnReader, Variant};
use crate::piece::Piece;
use crate::position::Position;

/// A game read from a text, with what the text said of its moves.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct TextGame {
    /// The game: its tags (PGN), start, moves with their comments, NAGs and variations, and
    /// result (`*` when movetext gives none).
    pub game: Game,
    /// Each move of the main line as the text writes it (`--` for a null move).
    pub given: Vec<String>,
    /// What lenient reading let pass, move by move, in the order of the text.
    pub notes: Vec<Note>,
}

/// Something lenient reading let pass in one move: `3. Fe2b5: not canonical, read as Fb5`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Note {
    /// The move's number and side.
    pub number: MoveNumber,
    /// The move as written.
    pub text: String,
    /// What was let pass, and where in the move.
    pub tolerated: Tolerated,
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.number, self.text, self.tolerated.kind)
    }
}

/// The ways movetext is tried after SAN in every language.
const OTHER_NOTATIONS: [MoveFormat; 3] =
    [MoveFormat::DESCRIPTIVE, MoveFormat::ICCF, MoveFormat::UCI];

/// How many moves and null moves the movetext holds, as far as it reads.
fn move_count(movetext: &str) -> usize {
    tokens(movetext)
        .map_while(Result::ok)
        .filter(|token| token.kind.is_move())
        .count()
}

fn too_many(recognizer: &Recognizer, movetext: &str) -> Result<(), RecognizeError> {
    if move_count(movetext) > recognizer.max_moves {
        let limit = recognizer.max_moves;
        return Err(RecognizeError::new(
            RecognizeErrorKind::TooManyMoves { limit },
            0..0,
        ));
    }
    Ok(())
}

/// Movetext: SAN in the language that reads every move (the preferred one among several),
/// then the other notations; the error of the one that read furthest when none does.
pub(super) fn read_movetext(
    recognizer: &Recognizer,
    text: &str,
) -> Result<Recognized, RecognizeError> {
    too_many(recognizer, text)?;
    let start = &recognizer.start;
    let san_error = match detect_lang(text, start, false) {
        Ok(fit) => {
            let lang = match recognizer.prefer {
                Some(lang) if fit.langs().contains(&lang) => lang,
                _ => fit
                    .choice()
                    .or_else(|| fit.langs().first().copied())
                    .unwrap_or(Lang::En),
            };
            // Lenient reading finds the same moves in SAN, LAN and FAN; read as what it is,
            // a move of LAN is not noted as SAN written at length.
            match play(text, start, algebraic_spelling(text, lang)) {
                Ok(read) => return Ok(read),
                Err(err) => err,
            }
        }
        Err(none) => {
            // As a game read says (`Game::read_movetext`): what fails after the result is
            // after it.
            let error = match after_result(text) {
                Err(after) if after.span().start <= none.error().span().start => after,
                _ => none.error().clone(),
            };
            moves_error(algebraic_spelling(text, none.lang()), error)
        }
    };
    let mut furthest = san_error;
    for format in OTHER_NOTATIONS {
        match play(text, start, format) {
            Ok(read) => return Ok(read),
            Err(err) if err.span().start > furthest.span().start => furthest = err,
            Err(_) => {}
        }
    }
    Err(furthest)
}

/// The algebraic notation movetext is spelled in, its pieces in `lang`: FAN when a move
/// holds a figurine, LAN when every move but castling names its start square and a `-` or a
/// capture sign before its target (`Ng1-f3`, `e4xd5`), SAN otherwise.
fn algebraic_spelling(movetext: &str, lang: Lang) -> MoveFormat {
    let (mut figurines, mut any_but_castling, mut all_long) = (false, false, true);
    for token in tokens(movetext).map_while(Result::ok) {
        let TokenKind::Move(text) = token.kind else {
            continue;
        };
        figurines |= text.chars().any(|c| Piece::from_figurine(c).is_some());
        if !is_castling(text) {
            any_but_castling = true;
            all_long &= is_long(text);
        }
    }
    let notation = if figurines {
        MoveNotation::Fan
    } else if any_but_castling && all_long {
        MoveNotation::Lan
    } else {
        MoveNotation::San
    };
    MoveFormat::new(notation, lang).unwrap_or(MoveFormat::san(lang))
}

fn is_castling(text: &str) -> bool {
    text.starts_with("O-O") || text.starts_with("0-0")
}

/// Whether a move names its start square, then `-` or a capture sign (`x`, `:`, Russian `х`),
/// then its target (after the piece's letter, upper case in every language).
fn is_long(text: &str) -> bool {
    fn square(chars: &mut core::str::Chars<'_>) -> bool {
        matches!(
            (chars.next(), chars.next()),
            (Some('a'..='h'), Some('1'..='8'))
        )
    }
    let mut chars = text.trim_start_matches(char::is_uppercase).chars();
    square(&mut chars) && matches!(chars.next(), Some('-' | 'x' | ':' | 'х')) && square(&mut chars)
}

/// The error of movetext read in `format`, at the part of the move at fault when it names one.
fn moves_error(format: MoveFormat, error: WalkError<MoveError>) -> RecognizeError {
    let span = match error.kind() {
        WalkErrorKind::Move(e) => inner_span(error.span(), e),
        _ => error.span(),
    };
    let kind = RecognizeErrorKind::Moves {
        notation: format.notation(),
        lang: format.notation().has_letters().then_some(format.lang()),
        error,
    };
    RecognizeError::new(kind, span)
}

/// The part of a move's span that its error points at.
fn inner_span(span: Range<usize>, err: &MoveError) -> Range<usize> {
    let inner = err.span();
    if inner.end <= span.len() && inner.start < inner.end {
        super::shifted(&inner, span.start)
    } else {
        span
    }
}

/// Plays the movetext, every move read leniently in `format`, into a game.
fn play(text: &str, start: &Position, format: MoveFormat) -> Result<Recognized, RecognizeError> {
    let reader = MoveReader::new(format).strict(false);
    let variant = if start.is_chess960() {
        Variant::Chess960
    } else {
        Variant::Standard
    };
    let mut notes = Vec::new();
    let game = Game::from_movetext(text, start.clone(), variant, |move_text, pos| {
        let read = reader.read_with_tolerances(pos, move_text)?;
        notes.extend(read.tolerated.into_iter().map(|tolerated| Note {
            number: MoveNumber::of(pos),
            text: move_text.to_owned(),
            tolerated,
        }));
        Ok(read.mv)
    })
    .map_err(|err| moves_error(format, err))?;
    let given = main_line_texts(text);
    Ok(Recognized {
        read_as: ReadAs::moves(TextKind::Movetext, format),
        value: Value::Game(Box::new(TextGame { game, given, notes })),
    })
}

/// The moves of the main line of movetext that reads, as written.
fn main_line_texts(movetext: &str) -> Vec<String> {
    let mut depth = 0usize;
    let mut texts = Vec::new();
    for token in tokens(movetext).map_while(Result::ok) {
        match token.kind {
            TokenKind::StartVariation => depth += 1,
            TokenKind::EndVariation => depth = depth.saturating_sub(1),
            TokenKind::Move(_) | TokenKind::NullMove if depth == 0 => {
                texts.push(move_text(&token.kind).to_owned());
            }
            _ => {}
        }
    }
    texts
}

/// A move token's text: the move as written, `--` for a null move.
fn move_text<'a>(kind: &TokenKind<'a>) -> &'a str {
    match kind {
        TokenKind::Move(text) => text,
        _ => "--",
    }
}

/// The first game of a PGN text, its moves in SAN of the language that reads them.
pub(super) fn read_pgn(recognizer: &Recognizer, text: &str) -> Result<Recognized, RecognizeError> {
    let mut reader = PgnReader::new(text.as_bytes()).lang_auto();
    let Some(raw) = reader.next_raw() else {
        return Err(RecognizeError::new(RecognizeErrorKind::NoGame, 0..0));
    };
    let fail = |err: PgnError| pgn_error(text, err);
    let raw = raw.map_err(fail)?;
    too_many(recognizer, raw.movetext())?;
    let header = raw.header().map_err(fail)?;
    let lang = raw.lang(&header).map_err(fail)?;
    let format = MoveFormat::san(lang);
    let moves = MoveReader::new(format).strict(false);
    let mut given = Vec::new();
    let mut notes = Vec::new();
    let game = raw
        .with_lang(lang)
        .game_with(&header, |step| {
            let Step::Move(played) = step else { return };
            let written = move_text(&played.token.kind);
            if played.depth == 0 {
                given.push(written.to_owned());
            }
            // The reader has read it; read again for what it let pass.
            if let (Some(_), Ok(read)) = (
                played.mv,
                moves.read_with_tolerances(played.before, written),
            ) {
                notes.extend(read.tolerated.into_iter().map(|tolerated| Note {
                    number: played.number(),
                    text: written.to_owned(),
                    tolerated,
                }));
            }
        })
        .map_err(fail)?;
    Ok(Recognized {
        read_as: ReadAs::moves(TextKind::Pgn, format),
        value: Value::Game(Box::new(TextGame { game, given, notes })),
    })
}

/// A PGN error's span: the word at its line and column.
fn pgn_error(text: &str, err: PgnError) -> RecognizeError {
    let start = Location::offset(text, err.line(), err.column()).unwrap_or(text.len());
    let len = text[start..]
        .find(char::is_whitespace)
        .unwrap_or(text.len() - start);
    RecognizeError::new(RecognizeErrorKind::Pgn(err), start..start + len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_algebraic_spelling_is_told_from_the_moves() {
        let spelling = |text| algebraic_spelling(text, Lang::En).notation();
        assert_eq!(
            spelling("1. e2-e4 e7xd6 2. Ng1:f3 O-O-O"),
            MoveNotation::Lan
        );
        assert_eq!(spelling("1. O-O O-O"), MoveNotation::San);
        assert_eq!(spelling("1. e2-e4 e5"), MoveNotation::San);
        assert_eq!(spelling("1. e2e4"), MoveNotation::San);
        assert_eq!(spelling("1. e4 ♞f6"), MoveNotation::Fan);
        assert_eq!(spelling("1. i2-e4"), MoveNotation::San);
        assert_eq!(spelling("1. e9-e4"), MoveNotation::San);
        assert_eq!(spelling("1. e2-i4"), MoveNotation::San);
        assert_eq!(spelling("1. e2-e0"), MoveNotation::San);
        // The Russian capture sign; `O` is a bishop in Estonian, not castling.
        assert_eq!(spelling("1. e2-e4 d7-d5 2. e4хd5"), MoveNotation::Lan);
        assert_eq!(spelling("1. Oc1-e3"), MoveNotation::Lan);
        assert_eq!(
            algebraic_spelling("1. Ge2-b5", Lang::Pl),
            MoveFormat::new(MoveNotation::Lan, Lang::Pl).unwrap()
        );
    }

    #[test]
    fn moves_are_counted_as_far_as_the_text_reads() {
        assert_eq!(move_count("1. e4 e5 2. Nf3 -- (2. d4) *"), 5);
        assert_eq!(move_count("1. e4 { open"), 1);
    }

    #[test]
    fn notes_name_the_move() {
        let read = super::super::read_any("1. e4 e5 2. Ng1f3").unwrap();
        let Value::Game(game) = read.value else {
            panic!()
        };
        assert_eq!(
            game.notes[0].to_string(),
            "2. Ng1f3: not canonical, read as Nf3"
        );
        assert_eq!(
            read.read_as.notation,
            Some(crate::notation::MoveNotation::San)
        );
    }
}
