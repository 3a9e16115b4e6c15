//! The package's exceptions, each a `ValueError` carrying where the problem is.

use core::ops::Range;

use fenkit::diagnostic::Location;
use pyo3::IntoPyObjectExt;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

create_exception!(
    fenkit,
    FenError,
    PyValueError,
    "A FEN that does not read, or whose position is not legal: the library's message, the \
     field (`.field`: board, turn, castling, en_passant, halfmove, fullmove) and the 1-based \
     column (`.column`) where the problem starts."
);
create_exception!(
    fenkit,
    LossyConversion,
    PyValueError,
    "A position whose castling rights a FEN dialect cannot write; the message says which \
     dialects can, `.dialect` names the one asked for."
);
create_exception!(
    fenkit,
    MoveError,
    PyValueError,
    "A move that does not read (or cannot be written): the library's reason, `.text` the move \
     as given and `.column` (1-based) where the part at fault starts."
);
create_exception!(
    fenkit,
    InvalidMoveError,
    MoveError,
    "A move whose text is not the notation asked for (python-chess's name): `Board.parse_uci`, \
     `Board.push_san` and the other readers raise it for text such as `e2e9` or `Kx`."
);
create_exception!(
    fenkit,
    IllegalMoveError,
    MoveError,
    "A move that reads but is not legal in the position (python-chess's name), with the \
     library's reason in chess terms."
);
create_exception!(
    fenkit,
    AmbiguousMoveError,
    MoveError,
    "A SAN move that fits several legal moves (python-chess's name): the message names the \
     squares of the pieces that could make it."
);
create_exception!(
    fenkit,
    PgnError,
    PyValueError,
    "A PGN game that does not read: `.game` (its number in the input, from 1), `.line` and \
     `.column` (1-based) in the input, and the library's message."
);
create_exception!(
    fenkit,
    EpdError,
    PyValueError,
    "An EPD record that does not read: `.line` (1-based) in the input, `.column` (1-based) in \
     the line, and the library's message."
);

create_exception!(
    fenkit,
    TextError,
    PyValueError,
    "A text that `read_any` cannot read as anything: the message of the reading that got \
     furthest, `.reading` (fen, epd, forsyth1883, forsyth1897, movetext, pgn, or empty, \
     too_long, too_many_moves), and the 1-based `.line` and `.column` (in characters) of the \
     part at fault."
);

/// The 1-based column, in characters, of byte `at` of `text` (in its line).
pub(crate) fn column(text: &str, at: usize) -> usize {
    Location::of(text, at..at).column()
}

/// Sets attributes on a new exception.
fn with_attrs(err: PyErr, attrs: &[(&str, Py<PyAny>)]) -> PyErr {
    Python::attach(|py| {
        let value = err.value(py);
        for (name, attr) in attrs {
            // Exceptions have a `__dict__`: setting an attribute cannot fail.
            let _ = value.setattr(*name, attr.bind(py));
        }
    });
    err
}

fn obj<'py, T: IntoPyObject<'py>>(py: Python<'py>, value: T) -> Py<PyAny> {
    value
        .into_py_any(py)
        .expect("strings and integers convert to Python")
}

/// A `FenError` about `field`, at byte `span.start` of `text`.
pub(crate) fn fen_error(
    text: &str,
    field: fenkit::fen::Field,
    span: Range<usize>,
    message: String,
) -> PyErr {
    Python::attach(|py| {
        let err = FenError::new_err(message);
        with_attrs(
            err,
            &[
                ("field", obj(py, field_name(field))),
                ("column", obj(py, column(text, span.start))),
            ],
        )
    })
}

/// The name of a FEN field, as Python sees it.
pub(crate) fn field_name(field: fenkit::fen::Field) -> &'static str {
    use fenkit::fen::Field;
    match field {
        Field::Board => "board",
        Field::Turn => "turn",
        Field::Castling => "castling",
        Field::EnPassant => "en_passant",
        Field::Halfmove => "halfmove",
        Field::Fullmove => "fullmove",
    }
}

/// The `FenError` of a FEN read into a position.
pub(crate) fn fen_to_position_error(text: &str, err: fenkit::fen::FenToPositionError) -> PyErr {
    use fenkit::fen::FenToPositionError;
    match err {
        FenToPositionError::Parse(e) => fen_error(text, e.field(), e.span(), e.to_string()),
        FenToPositionError::Illegal(e) => fen_error(text, e.field(), e.span(), e.to_string()),
        other => fen_error(text, fenkit::fen::Field::Board, 0..0, other.to_string()),
    }
}

pub(crate) fn lossy(err: &fenkit::LossyConversion) -> PyErr {
    Python::attach(|py| {
        with_attrs(
            LossyConversion::new_err(err.to_string()),
            &[("dialect", obj(py, err.dialect().to_string()))],
        )
    })
}

pub(crate) fn move_error(err: &fenkit::notation::MoveError) -> PyErr {
    use fenkit::notation::MoveErrorKind;
    use fenkit::san::IllegalSanReason;
    let message = err.to_string();
    let exception = match err.kind() {
        MoveErrorKind::SanMismatch(IllegalSanReason::Ambiguous { .. }) => {
            AmbiguousMoveError::new_err(message)
        }
        MoveErrorKind::Illegal(_)
        | MoveErrorKind::SanMismatch(_)
        | MoveErrorKind::DescriptiveMismatch(_) => IllegalMoveError::new_err(message),
        MoveErrorKind::Inexpressible(_) => MoveError::new_err(message),
        _ => InvalidMoveError::new_err(message),
    };
    Python::attach(|py| {
        let text = err.text();
        with_attrs(
            exception,
            &[
                ("text", obj(py, text)),
                ("column", obj(py, column(text, err.span().start))),
            ],
        )
    })
}

pub(crate) fn pgn_error(err: &fenkit::pgn::PgnError) -> PyErr {
    Python::attach(|py| {
        with_attrs(
            PgnError::new_err(err.to_string()),
            &[
                ("game", obj(py, err.game())),
                ("line", obj(py, err.line())),
                ("column", obj(py, err.column())),
            ],
        )
    })
}

pub(crate) fn epd_error(line: usize, column: usize, message: String) -> PyErr {
    Python::attach(|py| {
        with_attrs(
            EpdError::new_err(message),
            &[("line", obj(py, line)), ("column", obj(py, column))],
        )
    })
}

pub(crate) fn text_error(message: String, reading: &str, line: usize, column: usize) -> PyErr {
    Python::attach(|py| {
        with_attrs(
            TextError::new_err(message),
            &[
                ("reading", obj(py, reading)),
                ("line", obj(py, line)),
                ("column", obj(py, column)),
            ],
        )
    })
}

/// A name (dialect, language, notation, policy) that does not read: a `ValueError` with the
/// library's message, which lists what is expected.
pub(crate) fn name_error(err: impl ToString) -> PyErr {
    PyValueError::new_err(err.to_string())
}
