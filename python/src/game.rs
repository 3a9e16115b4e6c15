//! `read_pgn`, `Game` and `write_pgn`: PGN games streamed one at a time.

use std::sync::Mutex;

use fenkit::movetext::GameResult;
use fenkit::pgn::{Item, PgnReader, PgnWriter, Ply};
use fenkit::uci::UciMove;
use fenkit::{DialectKind, EpPolicy};
use pyo3::exceptions::{PyKeyError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use crate::commands::eval_tuple;
use crate::errors;
use crate::position::{self, Position};
use crate::source::{self, Input};

/// A game read from PGN, every move validated: its tags, variant, start, main line (in UCI
/// and SAN), the position after each ply, comments, clocks and result. Variations, NAGs and
/// glyphs are kept for `write_pgn`. Its tags can be changed (`game.tags["Event"] = "x"`),
/// and the change is written by `str(game)` and `write_pgn`.
#[pyclass(module = "fenkit", name = "Game")]
pub(crate) struct Game {
    game: fenkit::pgn::Game,
    number: usize,
}

impl Game {
    /// A game, numbered in its input.
    pub(crate) fn new(game: fenkit::pgn::Game, number: usize) -> Game {
        Game { game, number }
    }

    /// The library's game.
    pub(crate) fn inner(&self) -> &fenkit::pgn::Game {
        &self.game
    }

    /// The dialect the `FEN` tag was written in, standard without one.
    fn start_dialect(&self) -> DialectKind {
        self.game
            .tags()
            .get("FEN")
            .and_then(|fen| {
                fenkit::fen::FenParser::new()
                    .lenient()
                    .parse(fen.trim())
                    .ok()
            })
            .map_or(DialectKind::Standard, |fen| fen.dialect())
    }

    /// The main line's moves in UCI, castling in the game's convention (`None` for a null
    /// move), read off the items without replaying the game.
    pub(crate) fn main_line_uci(&self) -> Vec<Option<UciMove>> {
        let mode = self.game.variant().castling_mode();
        let mut depth = 0usize;
        let mut moves = Vec::with_capacity(self.game.ply_count());
        for item in self.game.items() {
            match item {
                Item::StartVariation => depth += 1,
                Item::EndVariation => depth = depth.saturating_sub(1),
                Item::Move(mv) if depth == 0 => moves.push(Some(mv.to_uci(mode))),
                Item::NullMove if depth == 0 => moves.push(None),
                _ => {}
            }
        }
        moves
    }

    /// The main line replayed with its history, for repetitions.
    fn history(&self) -> fenkit::GameState {
        self.game.state()
    }

    /// One value for each ply of the main line, from the library's walk of the game.
    fn each_ply<T>(&self, mut value: impl FnMut(&Ply<'_, '_>) -> T) -> Vec<T> {
        let mut out = Vec::with_capacity(self.game.ply_count());
        let mut plies = self.game.plies();
        while let Some(ply) = plies.next_ply() {
            out.push(value(&ply));
        }
        out
    }
}

#[pymethods]
impl Game {
    /// The game's number in its input, from 1.
    #[getter]
    fn number(&self) -> usize {
        self.number
    }

    /// The tags, a mapping in file order that writes through to the game.
    #[getter]
    fn tags(slf: &Bound<'_, Self>) -> Tags {
        Tags {
            game: slf.clone().unbind(),
        }
    }

    /// Replaces every tag with those of a mapping, in its order.
    #[setter]
    fn set_tags(&mut self, tags: &Bound<'_, PyAny>) -> PyResult<()> {
        let pairs: Vec<(String, String)> = tags
            .call_method0("items")?
            .try_iter()?
            .map(|pair| pair.and_then(|pair| pair.extract()))
            .collect::<PyResult<_>>()?;
        for (name, _) in &pairs {
            check_name(name)?;
        }
        let kept = self.game.tags_mut();
        kept.clear();
        for (name, value) in &pairs {
            kept.push(name, value);
        }
        Ok(())
    }

    /// `"standard"` or `"chess960"`, decided from the `Variant` and `FEN` tags.
    #[getter]
    fn variant(&self) -> String {
        self.game.variant().to_string()
    }

    /// The start position.
    #[getter]
    fn start(&self) -> Position {
        Position::new(self.game.start().clone(), self.start_dialect())
    }

    /// The start position's FEN (X-FEN, en passant square only when legal).
    #[getter]
    fn start_fen(&self) -> PyResult<String> {
        position::write_fen(self.game.start(), DialectKind::XFen, EpPolicy::Legal)
    }

    /// The position at the end of the main line.
    #[getter]
    fn end(&self) -> Position {
        Position::new(self.game.end().clone(), self.start_dialect())
    }

    /// The FEN at the end of the main line (X-FEN, en passant square only when legal).
    #[getter]
    fn end_fen(&self) -> PyResult<String> {
        position::write_fen(self.game.end(), DialectKind::XFen, EpPolicy::Legal)
    }

    /// How the main line's moves ended the game without a claim, whatever the `Result` tag
    /// says: `None` while it goes on, else `{"result": "1/2-1/2", "reason":
    /// "fivefold_repetition"}` (reasons: `checkmate`, `stalemate`, `insufficient_material`,
    /// `fivefold_repetition`, `seventyfive_moves`), as `fenkit pgn --to json` writes it.
    #[getter]
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(outcome) = self.history().outcome() else {
            return Ok(None);
        };
        let dict = PyDict::new(py);
        dict.set_item("result", GameResult::from(outcome).to_string())?;
        dict.set_item("reason", outcome.reason())?;
        Ok(Some(dict))
    }

    /// The draws the player to move may claim at the end of the main line, without moving:
    /// `"threefold_repetition"`, `"fifty_moves"`; `[]` once the game has ended.
    #[getter]
    fn claims(&self) -> Vec<&'static str> {
        self.history()
            .claims()
            .into_iter()
            .map(fenkit::Claim::name)
            .collect()
    }

    /// The result: `"1-0"`, `"0-1"`, `"1/2-1/2"` or `"*"`.
    #[getter]
    fn result(&self) -> String {
        self.game.result().to_string()
    }

    /// The number of plies of the main line (null moves included).
    #[getter]
    fn plies(&self) -> usize {
        self.game.ply_count()
    }

    /// The main line in UCI (Chess960 games castle as the king taking its rook, `e1h1`; a
    /// null move is `0000`, as python-chess writes it).
    #[getter]
    fn uci(&self) -> Vec<String> {
        self.main_line_uci()
            .into_iter()
            .map(|uci| uci.map_or_else(|| "0000".to_owned(), |uci| uci.to_string()))
            .collect()
    }

    /// The main line in English SAN (a null move is `--`).
    #[getter]
    fn san(&self) -> PyResult<Vec<String>> {
        self.moves("san", "en")
    }

    /// The main line in a notation (`san`, `lan`, `fan`, `uci`, `iccf`, `descriptive`) and
    /// language; a null move is `--` (`0000` in UCI).
    #[pyo3(signature = (notation = "san", lang = "en"))]
    fn moves(&self, notation: &str, lang: &str) -> PyResult<Vec<String>> {
        let format = position::format(notation, lang)?;
        self.each_ply(|ply| ply.write(format).map_err(|err| errors::move_error(&err)))
            .into_iter()
            .collect()
    }

    /// The FEN after each ply of the main line (by default X-FEN, en passant square only when
    /// legal, as python-chess writes them).
    #[pyo3(signature = (dialect = "xfen", ep = "legal"))]
    fn fens(&self, dialect: &str, ep: &str) -> PyResult<Vec<String>> {
        let dialect = position::dialect(dialect)?;
        let ep = position::ep_policy(ep)?;
        self.each_ply(|ply| position::write_fen(ply.after(), dialect, ep))
            .into_iter()
            .collect()
    }

    /// The `{...}` and `;` comments after each ply of the main line (several joined by a
    /// space, each stripped of the spaces around it; `""` for none), one per ply.
    #[getter]
    fn comments(&self) -> Vec<String> {
        self.each_ply(|ply| ply.comment().unwrap_or_default())
    }

    /// The comment before the first move, `""` for none.
    #[getter]
    fn start_comment(&self) -> String {
        self.game.start_comment().unwrap_or_default()
    }

    /// The clock after each ply of the main line (`[%clk 0:03:00]`), in seconds, or `None`.
    #[getter]
    fn clocks(&self) -> Vec<Option<f64>> {
        self.each_ply(|ply| ply.clock().map(|time| time.as_secs_f64()))
    }

    /// The time each ply of the main line took (`[%emt 0:00:05]`), in seconds, or `None`.
    #[getter]
    fn elapsed(&self) -> Vec<Option<f64>> {
        self.each_ply(|ply| ply.elapsed().map(|time| time.as_secs_f64()))
    }

    /// The evaluation after each ply of the main line (`[%eval 0.24]`): `("cp", 24)` or
    /// `("mate", -3)`, or `None`.
    #[getter]
    fn evals(&self) -> Vec<Option<(&'static str, i32)>> {
        self.each_ply(|ply| ply.eval().and_then(eval_tuple))
    }

    fn __repr__(&self) -> String {
        let tags = self.game.tags();
        format!(
            "<Game {}: {} - {}, {}, {} plies>",
            self.number,
            tags.get("White").unwrap_or("?"),
            tags.get("Black").unwrap_or("?"),
            self.game.result(),
            self.plies()
        )
    }

    /// The game in PGN export format; the same as `write_pgn(game)`.
    fn __str__(&self) -> PyResult<String> {
        PgnWriter::new()
            .write(&self.game)
            .map_err(|e| errors::lossy(&e))
    }

    /// Games are equal when their tags, variant, start, movetext and result are.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Game>()
            .is_ok_and(|other| other.borrow().game == self.game)
    }

    /// A game pickles as its PGN (moves, comments, variations), its tags and its number.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.borrow();
        let restore = py.get_type::<Game>().getattr("_from_pgn")?;
        let tags: Vec<(String, String)> = this
            .game
            .tags()
            .iter()
            .map(|(name, value)| (name.to_owned(), value.to_owned()))
            .collect();
        let args = (this.__str__()?, this.number, tags);
        PyTuple::new(py, [restore.into_any(), args.into_pyobject(py)?.into_any()])
    }

    /// The first game of a PGN text (the text itself, not a path), read as `read_pgn` reads
    /// it: `lang` is the language of the piece letters (`"en"` by default, `"auto"` to find
    /// it), `strict=True` takes only the export format. Raises `PgnError`, or `ValueError`
    /// when the text holds no game.
    #[staticmethod]
    #[pyo3(signature = (text, lang = "en", strict = false))]
    fn from_pgn(py: Python<'_>, text: &str, lang: &str, strict: bool) -> PyResult<Game> {
        let reader = PgnReader::new(text.as_bytes()).strict(strict);
        let mut reader = if lang.eq_ignore_ascii_case("auto") {
            reader.lang_auto()
        } else {
            reader.lang(position::lang(lang)?)
        };
        match py.detach(|| reader.next()) {
            Some(Ok(game)) => Ok(Game { game, number: 1 }),
            Some(Err(err)) => Err(errors::pgn_error(&err)),
            None => Err(PyValueError::new_err("no game in the PGN text")),
        }
    }

    /// Restores a pickled game.
    #[staticmethod]
    fn _from_pgn(pgn: &str, number: usize, tags: Vec<(String, String)>) -> PyResult<Game> {
        let mut reader = PgnReader::new(pgn.as_bytes()).lang(fenkit::Lang::En);
        match reader.next() {
            Some(Ok(mut game)) => {
                // The writer adds the roster's missing tags and `SetUp`: keep those read.
                let restored = game.tags_mut();
                restored.clear();
                for (name, value) in &tags {
                    restored.push(name, value);
                }
                Ok(Game { game, number })
            }
            Some(Err(err)) => Err(errors::pgn_error(&err)),
            None => Err(pyo3::exceptions::PyValueError::new_err(
                "no game in the pickled PGN",
            )),
        }
    }
}

/// A tag name must be letters, digits and `_`, as a tag pair writes it.
fn check_name(name: &str) -> PyResult<()> {
    if !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Ok(());
    }
    Err(PyValueError::new_err(format!(
        "found tag name {name:?}, expected letters, digits and '_'"
    )))
}

/// A game's tags: a mapping from name to value in file order (a name given twice is seen
/// once, with its first value), whose changes are the game's.
#[pyclass(module = "fenkit", name = "Tags", mapping)]
pub(crate) struct Tags {
    game: Py<Game>,
}

impl Tags {
    /// The names, each once, in order.
    fn names(&self, py: Python<'_>) -> Vec<String> {
        let game = self.game.borrow(py);
        let mut names: Vec<String> = Vec::new();
        for (name, _) in game.game.tags().iter() {
            if !names.iter().any(|seen| seen == name) {
                names.push(name.to_owned());
            }
        }
        names
    }

    /// The tags as a dict.
    fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        let game = self.game.borrow(py);
        for (name, value) in game.game.tags().iter() {
            if !dict.contains(name)? {
                dict.set_item(name, value)?;
            }
        }
        Ok(dict)
    }
}

#[pymethods]
impl Tags {
    fn __getitem__(&self, py: Python<'_>, name: &str) -> PyResult<String> {
        let game = self.game.borrow(py);
        game.game
            .tags()
            .get(name)
            .map(str::to_owned)
            .ok_or_else(|| PyKeyError::new_err(name.to_owned()))
    }

    /// Gives the tag this value (the first of that name), or adds it at the end.
    fn __setitem__(&self, py: Python<'_>, name: &str, value: &str) -> PyResult<()> {
        check_name(name)?;
        self.game.borrow_mut(py).game.tags_mut().set(name, value);
        Ok(())
    }

    /// Removes every tag of that name.
    fn __delitem__(&self, py: Python<'_>, name: &str) -> PyResult<()> {
        let mut game = self.game.borrow_mut(py);
        if game.game.tags().get(name).is_none() {
            return Err(PyKeyError::new_err(name.to_owned()));
        }
        game.game.tags_mut().remove(name);
        Ok(())
    }

    fn __len__(&self, py: Python<'_>) -> usize {
        self.names(py).len()
    }

    fn __contains__(&self, py: Python<'_>, name: &str) -> bool {
        self.game.borrow(py).game.tags().get(name).is_some()
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyList::new(py, self.names(py))?
            .into_any()
            .try_iter()?
            .into_any())
    }

    /// The value of `name`, or `default`.
    #[pyo3(signature = (name, default = None))]
    fn get(&self, py: Python<'_>, name: &str, default: Option<Py<PyAny>>) -> Py<PyAny> {
        let game = self.game.borrow(py);
        match game.game.tags().get(name) {
            Some(value) => value
                .into_pyobject(py)
                .map_or_else(|_| py.None(), |v| v.into_any().unbind()),
            None => default.unwrap_or_else(|| py.None()),
        }
    }

    fn keys(&self, py: Python<'_>) -> Vec<String> {
        self.names(py)
    }

    fn values(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.names(py)
            .iter()
            .map(|name| self.__getitem__(py, name))
            .collect()
    }

    fn items(&self, py: Python<'_>) -> PyResult<Vec<(String, String)>> {
        self.names(py)
            .into_iter()
            .map(|name| self.__getitem__(py, &name).map(|value| (name, value)))
            .collect()
    }

    /// Sets each tag of a mapping (or of pairs) in turn.
    fn update(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<()> {
        let pairs = if other.hasattr("items")? {
            other.call_method0("items")?
        } else {
            other.clone()
        };
        for pair in pairs.try_iter()? {
            let (name, value): (String, String) = pair?.extract()?;
            self.__setitem__(py, &name, &value)?;
        }
        Ok(())
    }

    /// Equal to a mapping with the same names and values.
    fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let other = match other.cast::<Tags>() {
            Ok(tags) => tags.borrow().dict(py)?.into_any(),
            Err(_) => other.clone(),
        };
        self.dict(py)?.eq(other)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("Tags({})", self.dict(py)?.repr()?))
    }
}

/// The games of a PGN input, one at a time; `games` counts the games given, `skipped` the bad
/// games passed over with `keep_going=True`, and `last_error` is the last of them.
#[pyclass(module = "fenkit", name = "GameReader")]
pub(crate) struct GameReader {
    reader: Mutex<PgnReader<Input>>,
    keep_going: bool,
    /// The number of bad games skipped.
    #[pyo3(get)]
    skipped: usize,
    /// The last bad game's error, when any was skipped.
    #[pyo3(get)]
    last_error: Option<Py<PyAny>>,
    /// The number of games read and given.
    #[pyo3(get)]
    games: usize,
}

#[pymethods]
impl GameReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __repr__(&self) -> String {
        format!(
            "<GameReader: {} games read, {} skipped>",
            self.games, self.skipped
        )
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<Game>> {
        let keep_going = self.keep_going;
        let reader = &self.reader;
        let (next, skipped) = py.detach(|| {
            let mut reader = reader.lock().unwrap_or_else(|e| e.into_inner());
            let mut skipped = Vec::new();
            loop {
                let next = match reader.next_raw() {
                    None => None,
                    Some(Err(err)) => Some(Err(err)),
                    Some(Ok(raw)) => Some(raw.game().map(|game| (game, raw.number()))),
                };
                match next {
                    Some(Err(err)) if keep_going => skipped.push(err),
                    other => return (other, skipped),
                }
            }
        });
        if let Some(err) = skipped.last() {
            self.skipped += skipped.len();
            self.last_error = Some(errors::pgn_error(err).into_value(py).into_any());
        }
        match next {
            None => Ok(None),
            Some(Ok((game, number))) => {
                self.games += 1;
                Ok(Some(Game { game, number }))
            }
            Some(Err(err)) => Err(errors::pgn_error(&err)),
        }
    }
}

/// Reads PGN games one at a time, in memory bounded by one game, every move validated.
/// `source` is a path (`str` or `os.PathLike`; a missing file raises `FileNotFoundError`),
/// `bytes` of PGN, or a file object, binary or text (`open(path)`, `io.StringIO(text)`,
/// `gzip.open(path)`); gzip, zstd and bzip2 input is decompressed, told by its first bytes.
/// `lang` is the language of the piece letters (`"en"` by default, `"fr"`, `"de"`, … or
/// `"auto"`: each game's language is the one in which all its moves are legal). A bad game
/// raises `PgnError` (with `.game`, `.line`, `.column`) and reading can go on; with
/// `keep_going=True` bad games are skipped and counted on the iterator (`.skipped`).
#[pyfunction]
#[pyo3(signature = (source, lang = "en", keep_going = false, strict = false))]
pub(crate) fn read_pgn(
    source: &Bound<'_, PyAny>,
    lang: &str,
    keep_going: bool,
    strict: bool,
) -> PyResult<GameReader> {
    let input = source::open(source)?;
    let reader = PgnReader::new(input).strict(strict);
    let reader = if lang.eq_ignore_ascii_case("auto") {
        reader.lang_auto()
    } else {
        reader.lang(position::lang(lang)?)
    };
    Ok(GameReader {
        reader: Mutex::new(reader),
        keep_going,
        skipped: 0,
        last_error: None,
        games: 0,
    })
}

/// Writes a game in PGN export format: the `FEN` tag in `fen_dialect` (`None`: as read;
/// `"shredder"` for cutechess and CCRL, `"xfen"`, `"standard"`) and the moves in SAN in
/// `lang`. Raises `LossyConversion` when the dialect cannot write the start's castling rights.
#[pyfunction]
#[pyo3(signature = (game, fen_dialect = None, lang = "en"))]
pub(crate) fn write_pgn(game: &Game, fen_dialect: Option<&str>, lang: &str) -> PyResult<String> {
    let writer = PgnWriter::new().lang(position::lang(lang)?);
    let written = match fen_dialect {
        Some(name) => writer.dialect(position::dialect(name)?).write(&game.game),
        None => writer.write(&game.game),
    };
    written.map_err(|e| errors::lossy(&e))
}
