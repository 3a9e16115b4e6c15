//! `read_pgn`, `Game` and `write_pgn`: PGN games streamed one at a time.

use std::sync::Mutex;

use fenkit::notation::MoveWriter;
use fenkit::pgn::{Item, PgnReader, PgnWriter, Variant};
use fenkit::uci::CastlingMode;
use fenkit::{DialectKind, EpPolicy};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::errors;
use crate::position::{self, Position};
use crate::source::{self, Input};

/// A game read from PGN, every move validated: its tags, variant, start, main line (in UCI
/// and SAN), the position after each ply, comments and result. Variations, NAGs and glyphs
/// are kept for `write_pgn`.
#[pyclass(frozen, module = "fenkit", name = "Game")]
pub(crate) struct Game {
    game: fenkit::pgn::Game,
    number: usize,
}

impl Game {
    /// A game, numbered in its input.
    pub(crate) fn new(game: fenkit::pgn::Game, number: usize) -> Game {
        Game { game, number }
    }

    fn castling_mode(&self) -> CastlingMode {
        match self.game.variant() {
            Variant::Chess960 => CastlingMode::Chess960,
            _ => CastlingMode::Standard,
        }
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
}

#[pymethods]
impl Game {
    /// The game's number in its input, from 1.
    #[getter]
    fn number(&self) -> usize {
        self.number
    }

    /// The tags, as a dict in file order.
    #[getter]
    fn tags<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (name, value) in self.game.tags().iter() {
            dict.set_item(name, value)?;
        }
        Ok(dict)
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

    /// The result: `"1-0"`, `"0-1"`, `"1/2-1/2"` or `"*"`.
    #[getter]
    fn result(&self) -> String {
        self.game.result().to_string()
    }

    /// The number of plies of the main line (null moves included).
    #[getter]
    fn plies(&self) -> usize {
        let mut plies = 0;
        self.walk(|_, _, _| plies += 1);
        plies
    }

    /// The main line in UCI (Chess960 games castle as the king taking its rook, `e1h1`; a
    /// null move is `0000`, as python-chess writes it).
    #[getter]
    fn uci(&self) -> Vec<String> {
        let mode = self.castling_mode();
        let mut out = Vec::new();
        self.walk(|_, mv, _| {
            out.push(mv.map_or_else(|| "0000".to_owned(), |mv| mv.to_uci(mode).to_string()));
        });
        out
    }

    /// The main line in English SAN (a null move is `--`).
    #[getter]
    fn san(&self) -> PyResult<Vec<String>> {
        self.moves("san", "en")
    }

    /// The main line in a notation (`san`, `lan`, `fan`, `uci`, `iccf`, `descriptive`) and
    /// language; a null move is `--`.
    #[pyo3(signature = (notation = "san", lang = "en"))]
    fn moves(&self, notation: &str, lang: &str) -> PyResult<Vec<String>> {
        let writer =
            MoveWriter::new(position::format(notation, lang)?).castling(self.castling_mode());
        let mut out = Vec::new();
        let mut failed = None;
        self.walk(|before, mv, _| match mv {
            None => out.push("--".to_owned()),
            Some(mv) => match writer.write(before, mv) {
                Ok(text) => out.push(text),
                Err(err) => failed = failed.take().or(Some(err)),
            },
        });
        match failed {
            Some(err) => Err(errors::move_error(&err)),
            None => Ok(out),
        }
    }

    /// The FEN after each ply of the main line (by default X-FEN, en passant square only when
    /// legal, as python-chess writes them).
    #[pyo3(signature = (dialect = "xfen", ep = "legal"))]
    fn fens(&self, dialect: &str, ep: &str) -> PyResult<Vec<String>> {
        let dialect = position::dialect(dialect)?;
        let ep = position::ep_policy(ep)?;
        let mut out = Vec::new();
        let mut failed = None;
        self.walk(
            |_, _, after| match position::write_fen(after, dialect, ep) {
                Ok(fen) => out.push(fen),
                Err(err) => failed = failed.take().or(Some(err)),
            },
        );
        match failed {
            Some(err) => Err(err),
            None => Ok(out),
        }
    }

    /// The `{...}` comments after each ply of the main line (several joined by a space,
    /// each stripped of the spaces around it; `""` for none), one per ply.
    #[getter]
    fn comments(&self) -> Vec<String> {
        self.comment_lists().1
    }

    /// The comment before the first move, `""` for none.
    #[getter]
    fn start_comment(&self) -> String {
        self.comment_lists().0
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
            .is_ok_and(|other| other.get().game == self.game)
    }

    /// A game pickles as its PGN (moves, comments, variations), its tags as read and its
    /// number.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.get();
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

impl Game {
    /// Shows each ply of the main line to `visit`: the position before it, the move (`None`
    /// for a null move) and the position after it.
    fn walk(
        &self,
        mut visit: impl FnMut(&fenkit::Position, Option<fenkit::Move>, &fenkit::Position),
    ) {
        let mut pos = self.game.start().clone();
        let mut depth = 0usize;
        for item in self.game.items() {
            let (mv, after) = match item {
                Item::StartVariation => {
                    depth += 1;
                    continue;
                }
                Item::EndVariation => {
                    depth = depth.saturating_sub(1);
                    continue;
                }
                Item::Move(mv) if depth == 0 => (Some(*mv), pos.play_unchecked(*mv)),
                Item::NullMove if depth == 0 => (None, after_null_move(&pos)),
                _ => continue,
            };
            visit(&pos, mv, &after);
            pos = after;
        }
    }

    fn comment_lists(&self) -> (String, Vec<String>) {
        let mut start = String::new();
        let mut plies: Vec<String> = Vec::new();
        let mut depth = 0usize;
        for item in self.game.items() {
            match item {
                Item::StartVariation => depth += 1,
                Item::EndVariation => depth = depth.saturating_sub(1),
                Item::Move(_) | Item::NullMove if depth == 0 => plies.push(String::new()),
                Item::Comment(text) if depth == 0 => {
                    let slot = plies.last_mut().unwrap_or(&mut start);
                    if !slot.is_empty() {
                        slot.push(' ');
                    }
                    slot.push_str(text.trim());
                }
                _ => {}
            }
        }
        (start, plies)
    }
}

/// The position after a null move: the game's own rule (the reader has checked that it is
/// possible, not in check), through the library's `Game::null_move`.
fn after_null_move(pos: &fenkit::Position) -> fenkit::Position {
    let mut game = fenkit::pgn::Game::new(pos.clone(), Variant::Standard);
    match game.null_move() {
        Ok(()) => game.position().clone(),
        Err(_) => pos.clone(),
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
/// `source` is a path (`str` or `os.PathLike`), a `str` or `bytes` of PGN, or a binary file
/// object. `lang` is the language of the piece letters (`"en"`, `"fr"`, `"de"`, … or
/// `"auto"`: each game's language is the one in which all its moves are legal). A bad game
/// raises `PgnError` (with `.game`, `.line`, `.column`) and reading can go on; with
/// `keep_going=True` bad games are skipped and counted on the iterator (`.skipped`).
#[pyfunction]
#[pyo3(signature = (source, lang = "auto", keep_going = false, strict = false))]
pub(crate) fn read_pgn(
    source: &Bound<'_, PyAny>,
    lang: &str,
    keep_going: bool,
    strict: bool,
) -> PyResult<GameReader> {
    let input = source::open(source, &[".pgn"])?;
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
