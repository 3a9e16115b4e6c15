//! `read_any`: what a text is (a FEN, an EPD record, a board in Forsyth's notation, movetext or
//! a PGN game), read by the library's recognizer.

use fenkit::DialectKind;
use fenkit::diagnostic::Location;
use fenkit::fen::Field;
use fenkit::forsyth::Edition;
use fenkit::recognize::{ReadAs, RecognizeError, RecognizeErrorKind, Recognizer, Value};
use pyo3::IntoPyObjectExt;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::errors;
use crate::game::Game;
use crate::position::{self, Position};
use crate::records::EpdRecord;

/// `read_as` as a dict: `kind`, and `dialect`, `notation` and `lang` when they apply.
fn read_as_dict<'py>(py: Python<'py>, read_as: &ReadAs) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("kind", read_as.kind.name())?;
    if let Some(dialect) = read_as.dialect {
        dict.set_item("dialect", dialect.to_string())?;
    }
    if let Some(notation) = read_as.notation {
        dict.set_item("notation", notation.name())?;
    }
    if let Some(lang) = read_as.lang {
        dict.set_item("lang", lang.to_string())?;
    }
    Ok(dict)
}

/// The `TextError` of a text that does not read, at the line and column of its span.
fn text_error(text: &str, err: &RecognizeError) -> PyErr {
    let place = Location::of(text, err.span());
    let reading = match err.kind() {
        RecognizeErrorKind::Empty => "empty",
        RecognizeErrorKind::TooLong { .. } => "too_long",
        RecognizeErrorKind::TooManyMoves { .. } => "too_many_moves",
        RecognizeErrorKind::Fen(_) => "fen",
        RecognizeErrorKind::Epd(_) => "epd",
        RecognizeErrorKind::Forsyth {
            edition: Edition::Forsyth1883,
            ..
        } => "forsyth1883",
        RecognizeErrorKind::Forsyth { .. } => "forsyth1897",
        RecognizeErrorKind::Pgn(_) | RecognizeErrorKind::NoGame => "pgn",
        _ => "movetext",
    };
    errors::text_error(err.to_string(), reading, place.line(), place.column())
}

/// Reads a text of any kind and says what it read it as: `(read_as, value)`.
///
/// `read_as` is a dict: `kind` (`fen`, `epd`, `forsyth1883`, `forsyth1897`, `movetext` or
/// `pgn`), and `dialect` (FEN, EPD), `notation` (movetext, PGN) and `lang` (SAN, LAN) when they
/// apply. `value` is a `Position` (a FEN, or a board in Forsyth's notation with White to
/// move), an `EpdRecord` or a `Game` (movetext from `start`, the standard start by default, or
/// a PGN game). `lang` is preferred when several languages read the moves. A text that does
/// not read raises `TextError` with the message of the reading that got furthest and its
/// `.line` and `.column`; a FEN or board that reads but is not a legal position raises
/// `FenError`.
///
/// >>> read_as, game = fenkit.read_any("1. e4 e5 2. Cf3")
/// >>> read_as
/// {'kind': 'movetext', 'notation': 'san', 'lang': 'fr'}
/// >>> game.end_fen
/// 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'
#[pyfunction]
#[pyo3(signature = (text, start = None, lang = None))]
pub(crate) fn read_any<'py>(
    py: Python<'py>,
    text: &str,
    start: Option<&Position>,
    lang: Option<&str>,
) -> PyResult<(Bound<'py, PyDict>, Py<PyAny>)> {
    let mut recognizer = Recognizer::new();
    if let Some(start) = start {
        recognizer = recognizer.start(start.pos.clone());
    }
    if let Some(lang) = lang {
        recognizer = recognizer.prefer_lang(position::lang(lang)?);
    }
    let read = py
        .detach(|| recognizer.read(text))
        .map_err(|err| text_error(text, &err))?;
    let read_as = read.read_as;
    let value = match read.value {
        Value::Fen(fen) => {
            let dialect = fen.dialect();
            let pos = fen
                .into_position()
                .map_err(|err| errors::fen_to_position_error(text, err.into()))?;
            Position::new(pos, dialect).into_py_any(py)?
        }
        Value::Epd(epd) => {
            let dialect = read_as.dialect.unwrap_or(DialectKind::Standard);
            EpdRecord::new(epd, dialect).into_py_any(py)?
        }
        Value::Board(setup) => {
            let pos = fenkit::Position::try_from(setup).map_err(|err| {
                errors::fen_error(text, Field::Board, 0..0, format!("{read_as}: {err}"))
            })?;
            Position::new(pos, DialectKind::Standard).into_py_any(py)?
        }
        Value::Game(game) => Game::new(game.game, 1).into_py_any(py)?,
        _ => {
            return Err(pyo3::exceptions::PyValueError::new_err(
                "found a kind of text this package does not know, expected a FEN, an EPD record, a board or a game",
            ));
        }
    };
    Ok((read_as_dict(py, &read_as)?, value))
}
