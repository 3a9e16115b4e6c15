//! `Position`: a validated position, immutable and hashable, and the functions on FEN text.

use std::hash::{Hash, Hasher};

use fenkit::fen::{FenParser, FenWriter};
use fenkit::notation::{MoveFormat, MoveNotation, MoveReader, MoveWriter};
use fenkit::{Color, DialectKind, EpPolicy, Lang, Outcome};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::errors;

/// A dialect name, or `None` for `"auto"`.
pub(crate) fn dialect_or_auto(name: &str) -> PyResult<Option<DialectKind>> {
    if name.eq_ignore_ascii_case("auto") {
        return Ok(None);
    }
    dialect(name).map(Some)
}

pub(crate) fn dialect(name: &str) -> PyResult<DialectKind> {
    name.parse().map_err(errors::name_error)
}

pub(crate) fn lang(name: &str) -> PyResult<Lang> {
    name.parse().map_err(errors::name_error)
}

pub(crate) fn ep_policy(name: &str) -> PyResult<EpPolicy> {
    name.parse().map_err(errors::name_error)
}

pub(crate) fn format(notation: &str, lang_name: &str) -> PyResult<MoveFormat> {
    let notation: MoveNotation = notation.parse().map_err(errors::name_error)?;
    MoveFormat::new(notation, lang(lang_name)?).map_err(errors::name_error)
}

/// A FEN parser for a dialect name (or `"auto"`), strict or lenient.
pub(crate) fn fen_parser(dialect_name: &str, lenient: bool) -> PyResult<FenParser> {
    let parser = FenParser::new().strict(!lenient);
    Ok(match dialect_or_auto(dialect_name)? {
        Some(kind) => parser.dialect(kind),
        None => parser,
    })
}

/// A FEN read in a dialect name (or `"auto"`), strictly or leniently, the position validated:
/// the position and the dialect it was in. Raises `FenError`.
pub(crate) fn read_fen(
    text: &str,
    dialect: &str,
    lenient: bool,
) -> PyResult<(fenkit::Position, DialectKind)> {
    let read = fen_parser(dialect, lenient)?
        .parse(text)
        .map_err(|e| errors::fen_error(text, e.field(), e.span(), e.to_string()))?;
    let read_in = read.dialect();
    let pos = read
        .into_position()
        .map_err(|e| errors::fen_error(text, e.field(), e.span(), e.to_string()))?;
    Ok((pos, read_in))
}

/// A FEN read leniently (the clocks may be left out, as python-chess and PGN `FEN` tags
/// allow) in any dialect.
pub(crate) fn read_lenient(fen: &str) -> PyResult<(fenkit::Position, DialectKind)> {
    read_fen(fen, "auto", true)
}

/// The FEN of `pos` in a dialect and en passant policy.
pub(crate) fn write_fen(
    pos: &fenkit::Position,
    dialect: DialectKind,
    ep: EpPolicy,
) -> PyResult<String> {
    FenWriter::new()
        .dialect(dialect)
        .en_passant(ep)
        .write(pos.setup())
        .map_err(|e| errors::lossy(&e))
}

/// A legal chess position (standard or Chess960), validated when read. Immutable and
/// hashable: `play` returns a new position. Two positions are equal when their fields are
/// (the en passant square counted only when the capture is legal), whatever dialect each was
/// read in.
///
/// >>> pos = fenkit.Position.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
/// >>> pos.play("e4").fen()
/// 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
#[pyclass(frozen, module = "fenkit", name = "Position")]
#[derive(Clone)]
pub(crate) struct Position {
    pub(crate) pos: fenkit::Position,
    pub(crate) dialect: DialectKind,
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.identity() == other.identity()
    }
}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.identity().hash(state);
    }
}

impl Position {
    pub(crate) fn new(pos: fenkit::Position, dialect: DialectKind) -> Position {
        Position { pos, dialect }
    }

    /// What equality compares: the fields, the en passant square only when the capture is
    /// legal (as the FEN `str()` gives has it), so `Position(str(pos)) == pos`.
    fn identity(&self) -> impl PartialEq + Hash + '_ {
        let pos = &self.pos;
        (
            pos.board(),
            pos.turn(),
            pos.castling(),
            pos.ep_square(EpPolicy::Legal),
            pos.halfmoves(),
            pos.fullmoves(),
        )
    }

    fn read(
        &self,
        text: &str,
        notation: &str,
        lang: &str,
        lenient: bool,
    ) -> PyResult<fenkit::Move> {
        let reader = MoveReader::new(format(notation, lang)?).strict(!lenient);
        reader
            .read(&self.pos, text)
            .map_err(|e| errors::move_error(&e))
    }

    fn uci(&self, mv: fenkit::Move) -> String {
        mv.to_uci(self.pos.castling_mode()).to_string()
    }
}

#[pymethods]
impl Position {
    /// The position of a FEN (`fenkit.STARTING_FEN` when none is given); the same as
    /// `Position.from_fen(fen)`.
    #[new]
    #[pyo3(signature = (fen = fenkit::fen::STARTING_FEN))]
    fn py_new(fen: &str) -> PyResult<Position> {
        Position::from_fen(fen, "auto", false)
    }

    /// Reads a FEN and validates the position. `dialect` is `"auto"` (any dialect, detected
    /// and kept as `.dialect`), `"standard"`, `"shredder"` or `"xfen"` (another dialect's
    /// castling letters are then an error). `lenient=True` also takes missing clocks, runs of
    /// spaces, white space around the FEN and fullmove number 0.
    ///
    /// Raises `FenError` (a `ValueError`) with the library's message, `.field` and `.column`.
    #[staticmethod]
    #[pyo3(signature = (text, dialect = "auto", lenient = false))]
    fn from_fen(text: &str, dialect: &str, lenient: bool) -> PyResult<Position> {
        let (pos, read_in) = read_fen(text, dialect, lenient)?;
        Ok(Position::new(pos, read_in))
    }

    /// The Chess960 start position number `n`, 0 to 959 (518 is the standard start).
    #[staticmethod]
    fn chess960(n: i64) -> PyResult<Position> {
        let number = u16::try_from(n).ok().filter(|n| *n < 960).ok_or_else(|| {
            PyValueError::new_err(format!(
                "Chess960 start position {n}: expected a number from 0 to 959"
            ))
        })?;
        let pos = fenkit::chess960::start_position(number).map_err(errors::name_error)?;
        let dialect = if !pos.castling().is_classical(pos.board()) {
            DialectKind::XFen
        } else {
            DialectKind::Standard
        };
        Ok(Position::new(pos, dialect))
    }

    /// Restores a pickled position.
    #[staticmethod]
    #[pyo3(signature = (fen, dialect, chess960 = false))]
    fn _from_state(fen: &str, dialect: &str, chess960: bool) -> PyResult<Position> {
        let mut pos = Position::from_fen(fen, "auto", false)?;
        pos.dialect = self::dialect(dialect)?;
        if chess960 {
            pos.pos.set_castling_mode(fenkit::CastlingMode::Chess960);
        }
        Ok(pos)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.get();
        let fen = write_fen(&this.pos, DialectKind::XFen, EpPolicy::Keep)?;
        let restore = py.get_type::<Position>().getattr("_from_state")?;
        let args = (fen, this.dialect.to_string(), this.pos.is_chess960());
        PyTuple::new(py, [restore.into_any(), args.into_pyobject(py)?.into_any()])
    }

    /// The FEN in a dialect (`"xfen"`, `"shredder"` or `"standard"`) with the en passant
    /// square by a policy: `"legal"` (only when the capture is legal, as python-chess writes
    /// it), `"pseudo"` (when a pawn stands ready to take, the X-FEN rule) or `"keep"` (as
    /// read or played). Raises `LossyConversion` when the dialect cannot write the castling
    /// rights.
    #[pyo3(signature = (dialect = "xfen", ep = "legal"))]
    fn fen(&self, dialect: &str, ep: &str) -> PyResult<String> {
        write_fen(&self.pos, self::dialect(dialect)?, ep_policy(ep)?)
    }

    /// The dialect the FEN was read in: `"standard"`, `"shredder"` or `"xfen"`.
    #[getter]
    fn dialect(&self) -> String {
        self.dialect.to_string()
    }

    /// The Chess960 number (0 to 959) of a Chess960 start position, else `None`.
    #[getter]
    fn chess960_number(&self) -> Option<u16> {
        fenkit::chess960::identify(self.pos.setup()).ok()
    }

    /// Whether the position is in a Chess960 game, which writes castling in UCI as the king
    /// taking its rook (`e1h1`): made by `Position.chess960`, read from Shredder-FEN or from a
    /// FEN whose castling rights need Chess960 (a king off the e-file, a castling rook off the
    /// a- and h-files), or a position of a Chess960 game; kept by every move played.
    #[getter]
    fn is_chess960(&self) -> bool {
        self.pos.is_chess960()
    }

    /// `"white"` or `"black"`: the side to move.
    #[getter]
    fn turn(&self) -> &'static str {
        match self.pos.turn() {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// Whether the side to move is in check.
    #[getter]
    fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    /// `"ongoing"`, `"checkmate"`, `"stalemate"`, `"insufficient_material"` or
    /// `"seventy_five_moves"` (the draws that need no claim).
    #[getter]
    fn status(&self) -> &'static str {
        match self.pos.outcome() {
            None => "ongoing",
            Some(Outcome::Checkmate { .. }) => "checkmate",
            Some(Outcome::Stalemate) => "stalemate",
            Some(Outcome::InsufficientMaterial) => "insufficient_material",
            Some(Outcome::SeventyFiveMoves) => "seventy_five_moves",
            Some(_) => "draw",
        }
    }

    /// The Polyglot opening-book key: 16 lower-case hex digits (`int(key, 16)` is the number
    /// python-chess's `chess.polyglot.zobrist_hash` gives).
    #[pyo3(name = "key")]
    fn polyglot_key(&self) -> String {
        self.pos.key().to_string()
    }

    /// The halfmove clock.
    #[getter]
    fn halfmoves(&self) -> u32 {
        self.pos.halfmoves()
    }

    /// The fullmove number.
    #[getter]
    fn fullmoves(&self) -> u32 {
        self.pos.fullmoves()
    }

    /// Every legal move, in UCI by default (castling as `e1g1`, or as the king taking its
    /// rook, `e1h1`, in a Chess960 position), or in another notation and language.
    #[pyo3(signature = (notation = "uci", lang = "en"))]
    fn legal_moves(&self, notation: &str, lang: &str) -> PyResult<Vec<String>> {
        let format = format(notation, lang)?;
        let moves = self.pos.legal_moves();
        if format.notation() == MoveNotation::Uci {
            let mode = self.pos.castling_mode();
            return Ok(moves.iter().map(|mv| mv.to_uci(mode).to_string()).collect());
        }
        let writer = MoveWriter::new(format);
        moves
            .iter()
            .map(|mv| {
                writer
                    .write(&self.pos, *mv)
                    .map_err(|e| errors::move_error(&e))
            })
            .collect()
    }

    /// The SAN of a move given in UCI, in a language (`"en"`, `"fr"`, `"de"`, …).
    #[pyo3(signature = (move_, lang = "en"))]
    fn san(&self, move_: &str, lang: &str) -> PyResult<String> {
        self.write_move(move_, "san", lang)
    }

    /// A move given in UCI, written in a notation (`san`, `lan`, `fan`, `uci`, `iccf`,
    /// `descriptive`) and language.
    #[pyo3(signature = (move_, notation = "san", lang = "en"))]
    fn write_move(&self, move_: &str, notation: &str, lang: &str) -> PyResult<String> {
        let mv = self.read(move_, "uci", "en", false)?;
        MoveWriter::new(format(notation, lang)?)
            .write(&self.pos, mv)
            .map_err(|e| errors::move_error(&e))
    }

    /// Reads a legal move in a notation (`san`, `lan`, `fan`, `uci`, `iccf`, `descriptive`)
    /// and language, strictly unless `lenient=True`; returns it in UCI. Raises `MoveError`
    /// (a `ValueError`) with the library's reason and `.column`.
    #[pyo3(signature = (text, notation = "san", lang = "en", lenient = false))]
    fn read_move(&self, text: &str, notation: &str, lang: &str, lenient: bool) -> PyResult<String> {
        let mv = self.read(text, notation, lang, lenient)?;
        Ok(self.uci(mv))
    }

    /// The position after a move read as `read_move` reads it.
    #[pyo3(signature = (text, notation = "san", lang = "en", lenient = false))]
    fn play(&self, text: &str, notation: &str, lang: &str, lenient: bool) -> PyResult<Position> {
        let mv = self.read(text, notation, lang, lenient)?;
        Ok(Position::new(self.pos.play_unchecked(mv), self.dialect))
    }

    fn __str__(&self) -> PyResult<String> {
        self.fen("xfen", "legal")
    }

    fn __repr__(&self) -> PyResult<String> {
        Ok(format!("Position('{}')", self.fen("xfen", "legal")?))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Position>()
            .is_ok_and(|other| other.get() == self)
    }

    fn __hash__(&self) -> u64 {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.hash(&mut hasher);
        hasher.finish()
    }
}

/// The number of leaf nodes of the legal move tree to `depth` plies (perft), computed without
/// holding the interpreter.
#[pyfunction]
pub(crate) fn perft(py: Python<'_>, pos: &Position, depth: u32) -> u64 {
    let pos = pos.pos.clone();
    py.detach(move || fenkit::perft(&pos, depth))
}

/// Converts a batch of FENs (a list or any iterable of `str`) to a dialect in one call,
/// without holding the interpreter while converting. Each is read (in `dialect`, `"auto"` by
/// default; white space around it taken) and validated; the en passant square is written by
/// `ep` (`"keep"` by default: only the castling field changes). Raises `FenError` for the
/// first that does not read, with `.index` (from 0) besides `.field` and `.column`.
#[pyfunction]
#[pyo3(signature = (lines, to = "shredder", lenient = false, dialect = "auto", ep = "keep"))]
pub(crate) fn convert(
    py: Python<'_>,
    lines: &Bound<'_, PyAny>,
    to: &str,
    lenient: bool,
    dialect: &str,
    ep: &str,
) -> PyResult<Vec<String>> {
    let texts: Vec<String> = lines
        .try_iter()?
        .map(|item| item?.extract::<String>())
        .collect::<PyResult<_>>()?;
    let parser = fen_parser(dialect, lenient)?.trimmed();
    let writer = FenWriter::new()
        .dialect(self::dialect(to)?)
        .en_passant(ep_policy(ep)?);
    let result = py.detach(|| {
        let mut out = Vec::with_capacity(texts.len());
        for (index, text) in texts.iter().enumerate() {
            let pos = parser
                .parse_position(text)
                .map_err(|e| Failure::Fen(index, e))?;
            out.push(
                writer
                    .write(pos.setup())
                    .map_err(|e| Failure::Lossy(index, e))?,
            );
        }
        Ok::<_, Failure>(out)
    });
    result.map_err(|failure| {
        let (index, err) = match failure {
            Failure::Fen(index, e) => (index, errors::fen_to_position_error(&texts[index], e)),
            Failure::Lossy(index, e) => (index, errors::lossy(&e)),
        };
        let _ = err.value(py).setattr("index", index);
        err
    })
}

enum Failure {
    Fen(usize, fenkit::fen::FenToPositionError),
    Lossy(usize, fenkit::LossyConversion),
}
