//! `read_epd` and `EpdRecord`: EPD records, their operations as a dict, and writing back.

use std::io::BufRead;
use std::sync::Mutex;

use fenkit::epd::{Epd, EpdParser, EpdWriter, Opcode, Operand};
use fenkit::notation::{MoveFormat, MoveReader};
use fenkit::{DialectKind, EpPolicy};
use pyo3::IntoPyObjectExt;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

use crate::errors;
use crate::position::{self, Position};
use crate::source::{self, Input};

/// The opcodes whose operands are moves: of the position (`am`, `bm`, `pm`, `sm`) or a
/// variation from it (`pv`).
const MOVE_OPCODES: [&str; 5] = ["am", "bm", "pm", "sm", "pv"];

/// An EPD record: a legal position and its operations. `.ops` maps each opcode to its
/// operands: moves in UCI (a list, for `am`, `bm`, `pm`, `sm`, `pv`), one operand as itself
/// (`str`, `int` or `float`), several as a list, none as `None`.
///
/// `EpdRecord(position, {"bm": ["e2e4"], "id": "start"})` builds one; `str(record)` (or
/// `record.epd(dialect)`) writes it, moves in SAN.
#[pyclass(frozen, module = "fenkit", name = "EpdRecord")]
pub(crate) struct EpdRecord {
    epd: Epd,
    /// The dialect the record was read in.
    read_in: DialectKind,
    /// The dialect `.fen` is written in.
    fen_dialect: DialectKind,
}

fn operand_value(
    py: Python<'_>,
    operand: &Operand,
    uci: impl Fn(fenkit::Move) -> String,
) -> PyResult<Py<PyAny>> {
    match operand {
        Operand::Move(mv) => uci(*mv).into_py_any(py),
        Operand::String(text) | Operand::Word(text) => text.into_py_any(py),
        Operand::Integer(n) => n.into_py_any(py),
        Operand::Float(x) => x.into_py_any(py),
    }
}

impl EpdRecord {
    /// A record read in `dialect`, its FEN written in the same.
    pub(crate) fn new(epd: Epd, dialect: DialectKind) -> EpdRecord {
        EpdRecord {
            epd,
            read_in: dialect,
            fen_dialect: dialect,
        }
    }
}

#[pymethods]
impl EpdRecord {
    /// A record of `position` with operations: move opcodes take UCI moves (a `str` or a
    /// list), other opcodes a `str`, `int`, `float`, a list of them, or `None` for none.
    #[new]
    #[pyo3(signature = (position, ops = None))]
    fn py_new(position: &Position, ops: Option<&Bound<'_, PyDict>>) -> PyResult<EpdRecord> {
        let mut epd = Epd::new(position.pos.clone());
        if let Some(ops) = ops {
            for (name, value) in ops.iter() {
                let name: String = name.extract()?;
                let opcode = Opcode::new(&name).map_err(errors::name_error)?;
                let values: Vec<Bound<'_, PyAny>> = if value.is_none() {
                    Vec::new()
                } else if value.is_instance_of::<PyList>()
                    || value.is_instance_of::<pyo3::types::PyTuple>()
                {
                    value.try_iter()?.collect::<PyResult<_>>()?
                } else {
                    vec![value]
                };
                let operands = if MOVE_OPCODES.contains(&name.as_str()) {
                    let reader = MoveReader::new(MoveFormat::UCI);
                    let mut pos = epd.position().clone();
                    let mut operands = Vec::new();
                    for value in values {
                        let text: String = value.extract()?;
                        let mv = reader
                            .read(&pos, &text)
                            .map_err(|e| errors::move_error(&e))?;
                        if name == "pv" {
                            pos = pos.play_unchecked(mv);
                        }
                        operands.push(Operand::Move(mv));
                    }
                    operands
                } else {
                    values
                        .iter()
                        .map(|value| {
                            if value.is_instance_of::<PyString>() {
                                Ok(Operand::String(value.extract()?))
                            } else if value.is_instance_of::<pyo3::types::PyBool>() {
                                Err(PyTypeError::new_err(
                                    "an EPD operand is a str, int or float, not a bool",
                                ))
                            } else if value.is_instance_of::<pyo3::types::PyInt>() {
                                Ok(Operand::Integer(value.extract()?))
                            } else if value.is_instance_of::<pyo3::types::PyFloat>() {
                                Ok(Operand::Float(value.extract()?))
                            } else {
                                Err(PyTypeError::new_err(format!(
                                    "an EPD operand is a str, int or float, found {}",
                                    value.get_type().name()?
                                )))
                            }
                        })
                        .collect::<PyResult<_>>()?
                };
                epd.insert(opcode, operands).map_err(errors::name_error)?;
            }
        }
        Ok(EpdRecord::new(epd, position.dialect))
    }

    /// The position's FEN, with the clocks `hmvc` and `fmvn` give (else `0 1`), in the dialect
    /// `read_epd` was asked for (by default the one the record was read in), the en passant
    /// square only when the capture is legal (as `Position.fen` and `epd()` write it).
    #[getter]
    fn fen(&self) -> PyResult<String> {
        position::write_fen(self.epd.position(), self.fen_dialect, EpPolicy::Legal)
    }

    /// The position.
    #[getter]
    fn position(&self) -> Position {
        Position::new(self.epd.position().clone(), self.read_in)
    }

    /// The dialect the record was read in.
    #[getter]
    fn dialect(&self) -> String {
        self.read_in.to_string()
    }

    /// The operations, opcode to operands, in ASCII order of the opcodes.
    #[getter]
    fn ops<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        let start = self.epd.position();
        let mode = start.castling_mode();
        let uci = |mv: fenkit::Move| mv.to_uci(mode).to_string();
        for (opcode, operands) in self.epd.operations() {
            let name = opcode.as_str();
            let value = if MOVE_OPCODES.contains(&name) {
                let moves: Vec<String> = operands
                    .iter()
                    .filter_map(|o| match o {
                        Operand::Move(mv) => Some(uci(*mv)),
                        _ => None,
                    })
                    .collect();
                moves.into_py_any(py)?
            } else {
                match operands {
                    [] => py.None(),
                    [one] => operand_value(py, one, uci)?,
                    many => {
                        let values = many
                            .iter()
                            .map(|o| operand_value(py, o, uci))
                            .collect::<PyResult<Vec<_>>>()?;
                        values.into_py_any(py)?
                    }
                }
            };
            dict.set_item(name, value)?;
        }
        Ok(dict)
    }

    /// The record as EPD text, the castling field in `dialect` (by default the one `.fen`
    /// uses), the en passant square by `ep` as `Position.fen` writes it (`"legal"` by
    /// default), moves in SAN.
    #[pyo3(signature = (dialect = None, ep = "legal"))]
    fn epd(&self, dialect: Option<&str>, ep: &str) -> PyResult<String> {
        let dialect = match dialect {
            Some(name) => position::dialect(name)?,
            None => self.fen_dialect,
        };
        EpdWriter::new()
            .dialect(dialect)
            .en_passant(position::ep_policy(ep)?)
            .write(&self.epd)
            .map_err(|e| errors::lossy(&e))
    }

    fn __str__(&self) -> PyResult<String> {
        self.epd(None, "legal")
    }

    fn __repr__(&self) -> PyResult<String> {
        Ok(format!("EpdRecord('{}')", self.epd(None, "legal")?))
    }
}

/// The records of an EPD input, one a line (blank lines and lines that start with `#`
/// skipped).
#[pyclass(module = "fenkit", name = "EpdReader")]
pub(crate) struct EpdReader {
    input: Mutex<Input>,
    parser: EpdParser,
    fen_dialect: Option<DialectKind>,
    line: usize,
    text: String,
}

#[pymethods]
impl EpdReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<EpdRecord>> {
        let next = py.detach(|| self.next_record())?;
        next.map_err(|(line, column, message)| errors::epd_error(line, column, message))
    }
}

impl EpdReader {
    /// The next record, read and parsed without the interpreter: `Ok(Err((line, column,
    /// message)))` for a line that does not read.
    #[allow(clippy::type_complexity)]
    fn next_record(
        &mut self,
    ) -> std::io::Result<Result<Option<EpdRecord>, (usize, usize, String)>> {
        loop {
            self.text.clear();
            let n = self
                .input
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .read_line(&mut self.text)?;
            if n == 0 {
                return Ok(Ok(None));
            }
            self.line += 1;
            let text = self.text.trim_end_matches(['\n', '\r']);
            // Blank lines and comments (`#` first), as `fenkit epd` copies them through.
            let first = text.trim_start_matches('\u{feff}').trim_start();
            if first.is_empty() || first.starts_with('#') {
                continue;
            }
            return Ok(match self.parser.parse(text) {
                Ok(read) => Ok(Some(EpdRecord {
                    read_in: read.dialect,
                    fen_dialect: self.fen_dialect.unwrap_or(read.dialect),
                    epd: read.epd,
                })),
                Err(e) => {
                    let column = errors::column(text, e.span().start);
                    let message = format!("line {}, column {column}: {e}", self.line);
                    Err((self.line, column, message))
                }
            });
        }
    }
}

/// Reads EPD records, one a line, blank lines and `#` comment lines skipped: `source` is
/// what `read_pgn` takes (a path, `bytes` of EPD, a binary or text file object, compressed or
/// not), read without holding the GIL. The four position fields read in `dialect` (`"auto"` by default), strictly
/// unless `lenient=True`; SAN moves in `lang`. Each record's `.fen` is written in
/// `fen_dialect` (by default the dialect it was read in). Raises `EpdError` with `.line` and
/// `.column`.
#[pyfunction]
#[pyo3(signature = (source, dialect = "auto", lenient = false, lang = "en", fen_dialect = None))]
pub(crate) fn read_epd(
    source: &Bound<'_, PyAny>,
    dialect: &str,
    lenient: bool,
    lang: &str,
    fen_dialect: Option<&str>,
) -> PyResult<EpdReader> {
    let input = source::open(source)?;
    let parser = EpdParser::new()
        .strict(!lenient)
        .lang(position::lang(lang)?);
    let parser = match position::dialect_or_auto(dialect)? {
        Some(kind) => parser.dialect(kind),
        None => parser,
    };
    Ok(EpdReader {
        input: Mutex::new(input),
        parser,
        fen_dialect: fen_dialect.map(position::dialect).transpose()?,
        line: 0,
        text: String::new(),
    })
}
