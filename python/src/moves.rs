//! `Move` and `Piece` with python-chess's names and meaning: squares as integers (`a1` is 0,
//! `h8` 63), piece types as 1 (pawn) to 6 (king), colours as `True` (White) and `False`.

use fenkit::uci::UciMove;
use fenkit::{Color, Role, Square};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors::InvalidMoveError;

/// A square index (0 to 63) as the library's square, or a `ValueError` naming the argument.
pub(crate) fn square(index: i64, what: &str) -> PyResult<Square> {
    u8::try_from(index)
        .ok()
        .and_then(Square::new)
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "{what}: {index} is no square, expected 0 (a1) to 63 (h8)"
            ))
        })
}

/// A piece type (1 pawn to 6 king) as the library's role.
pub(crate) fn role(piece_type: i64) -> PyResult<Role> {
    usize::try_from(piece_type)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|n| Role::ALL.get(n).copied())
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "piece type {piece_type}: expected 1 (pawn) to 6 (king)"
            ))
        })
}

/// The piece type (1 to 6) of a role.
pub(crate) fn piece_type(role: Role) -> u8 {
    // At most 5: the index of the last of six roles.
    role.index() as u8 + 1
}

/// A move as python-chess has it: from-square, to-square and promotion, castling written as
/// the board that made it writes castling (`e1g1`, or `e1h1` on a Chess960 board). A null move
/// (`Move.null()`, UCI `0000`) is false.
#[pyclass(frozen, eq, hash, module = "fenkit", name = "Move")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Move {
    /// `None` for a null move.
    pub(crate) uci: Option<UciMove>,
}

impl Move {
    pub(crate) fn of(uci: UciMove) -> Move {
        Move { uci: Some(uci) }
    }
}

#[pymethods]
impl Move {
    /// A move from one square to another (0 to 63), with the piece type a pawn promotes to.
    /// `drop` is python-chess's for crazyhouse and must be `None`.
    #[new]
    #[pyo3(signature = (from_square, to_square, promotion = None, drop = None))]
    fn py_new(
        from_square: i64,
        to_square: i64,
        promotion: Option<i64>,
        drop: Option<i64>,
    ) -> PyResult<Move> {
        if drop.is_some() {
            return Err(PyValueError::new_err(
                "drop: fenkit plays standard chess and Chess960, which have no drops",
            ));
        }
        let from = square(from_square, "from_square")?;
        let to = square(to_square, "to_square")?;
        if from == to && promotion.is_none() {
            return Ok(Move { uci: None });
        }
        let promotion = promotion.map(role).transpose()?;
        Ok(Move::of(UciMove {
            from,
            to,
            promotion,
        }))
    }

    /// Reads UCI: `e2e4`, `e7e8q`, `0000` for the null move. Raises `InvalidMoveError` (a
    /// `ValueError`) for text that is not UCI.
    #[staticmethod]
    fn from_uci(uci: &str) -> PyResult<Move> {
        if uci == "0000" {
            return Ok(Move { uci: None });
        }
        uci.parse::<UciMove>()
            .map(Move::of)
            .map_err(|err| InvalidMoveError::new_err(format!("{uci}: {err}")))
    }

    /// The null move, `0000`.
    #[staticmethod]
    fn null() -> Move {
        Move { uci: None }
    }

    /// The move in UCI (`e2e4`, `e7e8q`; `0000` for the null move).
    pub(crate) fn uci(&self) -> String {
        self.uci
            .map_or_else(|| "0000".to_owned(), |uci| uci.to_string())
    }

    /// The square the piece leaves, 0 (a1) to 63 (h8).
    #[getter(from_square)]
    fn origin(&self) -> usize {
        self.uci.map_or(0, |uci| uci.from.index())
    }

    /// The square the piece goes to (the rook's for castling on a Chess960 board).
    #[getter(to_square)]
    fn target(&self) -> usize {
        self.uci.map_or(0, |uci| uci.to.index())
    }

    /// The piece type a pawn promotes to (2 knight to 5 queen), else `None`.
    #[getter]
    fn promotion(&self) -> Option<u8> {
        self.uci.and_then(|uci| uci.promotion).map(piece_type)
    }

    /// Always `None`: there are no drops in standard chess and Chess960.
    #[getter]
    fn drop(&self) -> Option<u8> {
        None
    }

    fn __bool__(&self) -> bool {
        self.uci.is_some()
    }

    fn __str__(&self) -> String {
        self.uci()
    }

    fn __repr__(&self) -> String {
        format!("Move.from_uci('{}')", self.uci())
    }

    /// A move pickles (and copies) as its UCI.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<Move>().getattr("from_uci")?, (self.uci(),)))
    }
}

/// A piece as python-chess has it: a piece type (1 pawn to 6 king) and a colour (`True` for
/// White).
#[pyclass(frozen, eq, hash, module = "fenkit", name = "Piece")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Piece {
    pub(crate) piece: fenkit::Piece,
}

#[pymethods]
impl Piece {
    #[new]
    fn py_new(piece_type: i64, color: bool) -> PyResult<Piece> {
        let color = if color { Color::White } else { Color::Black };
        Ok(Piece {
            piece: fenkit::Piece::new(color, role(piece_type)?),
        })
    }

    /// The piece of a FEN letter: `P` a white pawn, `k` a black king.
    #[staticmethod]
    fn from_symbol(symbol: &str) -> PyResult<Piece> {
        let mut chars = symbol.chars();
        match (
            chars.next().and_then(fenkit::Piece::from_char),
            chars.next(),
        ) {
            (Some(piece), None) => Ok(Piece { piece }),
            _ => Err(PyValueError::new_err(format!(
                "{symbol:?} is no piece: expected one of the letters PNBRQK (White) or pnbrqk (Black)"
            ))),
        }
    }

    /// The piece type, 1 (pawn) to 6 (king).
    #[getter]
    fn piece_type(&self) -> u8 {
        piece_type(self.piece.role)
    }

    /// `True` for White, `False` for Black.
    #[getter]
    fn color(&self) -> bool {
        self.piece.color.is_white()
    }

    /// The FEN letter: upper case for White.
    fn symbol(&self) -> String {
        self.piece.char().to_string()
    }

    /// The figurine: ♙ to ♔ for White and ♟ to ♚ for Black, the other way round with
    /// `invert_color=True`.
    #[pyo3(signature = (*, invert_color = false))]
    fn unicode_symbol(&self, invert_color: bool) -> String {
        let piece = if invert_color {
            fenkit::Piece::new(!self.piece.color, self.piece.role)
        } else {
            self.piece
        };
        piece.figurine().to_string()
    }

    fn __str__(&self) -> String {
        self.symbol()
    }

    fn __repr__(&self) -> String {
        format!("Piece.from_symbol('{}')", self.symbol())
    }

    /// A piece pickles (and copies) as its letter.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((
            py.get_type::<Piece>().getattr("from_symbol")?,
            (self.symbol(),),
        ))
    }
}
