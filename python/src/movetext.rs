//! A game's movetext as a flat list of items, both ways: what `fenkit.pgn` builds its tree of
//! nodes from, and what it gives back to write the edited game (moves checked by the library
//! as they are played).
//!
//! Items are tuples: `("move", uci)` (`"0000"` for a null move, castling in the game's
//! convention), `("comment", text)`, `("nag", n)` (a suffix glyph as its NAG, `!` as 1),
//! `("(",)` and `(")",)`. A comment before a variation's first move is its starting comment.

use fenkit::DialectKind;
use fenkit::movetext::GameResult;
use fenkit::pgn::{Item, Variant};
use fenkit::uci::UciMove;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use crate::errors;
use crate::game::Game;
use crate::moves::Move;

/// The movetext of a game as items.
#[pyfunction]
pub(crate) fn _game_items<'py>(py: Python<'py>, game: &Game) -> PyResult<Bound<'py, PyList>> {
    let game = game.inner();
    let mode = game.variant().castling_mode();
    let items = PyList::empty(py);
    for item in game.items() {
        let tuple = match item {
            Item::Move(mv) => ("move", mv.to_uci(mode).to_string()).into_pyobject(py)?,
            Item::NullMove => ("move", "0000").into_pyobject(py)?,
            Item::Comment(text) => ("comment", text.as_str()).into_pyobject(py)?,
            Item::Nag(nag) => ("nag", *nag).into_pyobject(py)?.into_any().cast_into()?,
            Item::Glyph(glyph) => ("nag", glyph.nag())
                .into_pyobject(py)?
                .into_any()
                .cast_into()?,
            Item::StartVariation => PyTuple::new(py, ["("])?,
            Item::EndVariation => PyTuple::new(py, [")"])?,
            // python-chess keeps neither `;` comments nor `%` escape lines (nor any kind of
            // item the library may add).
            _ => continue,
        };
        items.append(tuple)?;
    }
    Ok(items)
}

/// The moves of a game's main line (null moves included), castling in the game's convention.
#[pyfunction]
pub(crate) fn _main_line_moves(game: &Game) -> Vec<Move> {
    game.main_line_uci()
        .into_iter()
        .map(|uci| Move { uci })
        .collect()
}

/// A game built from its tags (in order) and movetext items, every move checked where it is
/// played. The start is the `FEN` tag's position (the standard start without one), the
/// variant the `Variant` tag's or the one the start needs, the result the `Result` tag's.
#[pyfunction]
pub(crate) fn _build_game(
    tags: Vec<(String, String)>,
    items: &Bound<'_, PyList>,
) -> PyResult<Game> {
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let (start, dialect) = match tag("FEN") {
        Some(fen) => {
            let (pos, dialect) = crate::position::read_lenient(fen.trim())?;
            (pos, Some(dialect))
        }
        None => (fenkit::Position::STARTING, None::<DialectKind>),
    };
    let named = tag("Variant")
        .map(Variant::from_tag)
        .transpose()
        .map_err(errors::name_error)?
        .flatten();
    let variant = Variant::decide(named, dialect, &start).map_err(errors::name_error)?;
    let mut game = fenkit::pgn::Game::new(start, variant);
    let built = game.tags_mut();
    built.clear();
    for (name, value) in &tags {
        built.push(name, value);
    }
    let result = match tag("Result") {
        Some("1-0") => GameResult::WhiteWins,
        Some("0-1") => GameResult::BlackWins,
        Some("1/2-1/2") => GameResult::Draw,
        _ => GameResult::Unknown,
    };
    game.set_result(result);
    for item in items.iter() {
        let item = item.cast::<PyTuple>()?;
        let kind: String = item.get_item(0)?.extract()?;
        let done = match kind.as_str() {
            "move" => {
                let text: String = item.get_item(1)?.extract()?;
                if text == "0000" {
                    game.null_move()
                } else {
                    let uci: UciMove = text.parse().map_err(|err| {
                        errors::InvalidMoveError::new_err(format!("{text}: {err}"))
                    })?;
                    let mv = uci
                        .to_move(game.position())
                        .map_err(|err| errors::IllegalMoveError::new_err(err.to_string()))?;
                    game.play(mv)
                }
            }
            "comment" => game.comment(&item.get_item(1)?.extract::<String>()?),
            "nag" => {
                game.nag(item.get_item(1)?.extract()?);
                Ok(())
            }
            "(" => game.start_variation(),
            ")" => game.end_variation(),
            other => {
                return Err(PyValueError::new_err(format!(
                    "movetext item {other:?}: expected move, comment, nag, ( or )"
                )));
            }
        };
        done.map_err(|err| PyValueError::new_err(err.to_string()))?;
    }
    Ok(Game::new(game, 1))
}
