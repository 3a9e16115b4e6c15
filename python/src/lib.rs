//! fenkit for Python: the library's one reader/writer surface (`fenkit::notation`, the FEN
//! dialects, `FenParser`, `PgnReader`, `PgnWriter`, `EpdParser`) as a Python module, built
//! with PyO3 and maturin as an abi3 wheel. The pure-Python package `fenkit` re-exports it.
//!
//! Heavy work (reading a PGN game, a batch of FENs, perft) runs detached from the
//! interpreter, so Python threads reading different files run in parallel.

mod board;
mod commands;
mod errors;
mod game;
mod moves;
mod movetext;
mod position;
mod records;
mod source;
mod text;

use pyo3::prelude::*;

/// The native half of the `fenkit` package; import `fenkit`, not this.
#[pymodule]
fn _fenkit(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("FenError", py.get_type::<errors::FenError>())?;
    m.add("LossyConversion", py.get_type::<errors::LossyConversion>())?;
    m.add("MoveError", py.get_type::<errors::MoveError>())?;
    m.add(
        "InvalidMoveError",
        py.get_type::<errors::InvalidMoveError>(),
    )?;
    m.add(
        "IllegalMoveError",
        py.get_type::<errors::IllegalMoveError>(),
    )?;
    m.add(
        "AmbiguousMoveError",
        py.get_type::<errors::AmbiguousMoveError>(),
    )?;
    m.add("PgnError", py.get_type::<errors::PgnError>())?;
    m.add("EpdError", py.get_type::<errors::EpdError>())?;
    m.add("TextError", py.get_type::<errors::TextError>())?;
    m.add("STARTING_FEN", fenkit::fen::STARTING_FEN)?;
    let langs: Vec<String> = fenkit::Lang::ALL.iter().map(ToString::to_string).collect();
    m.add("LANGS", langs)?;
    m.add_class::<position::Position>()?;
    m.add_class::<board::Board>()?;
    m.add_class::<board::LegalMoves>()?;
    m.add_class::<board::MoveStack>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<moves::Piece>()?;
    m.add_class::<game::Game>()?;
    m.add_class::<game::GameReader>()?;
    m.add_class::<game::Tags>()?;
    m.add_class::<records::EpdRecord>()?;
    m.add_class::<records::EpdReader>()?;
    m.add_function(wrap_pyfunction!(position::perft, m)?)?;
    m.add_function(wrap_pyfunction!(position::convert, m)?)?;
    m.add_function(wrap_pyfunction!(game::read_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(game::write_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(records::read_epd, m)?)?;
    m.add_function(wrap_pyfunction!(text::read_any, m)?)?;
    m.add_function(wrap_pyfunction!(movetext::_game_items, m)?)?;
    m.add_function(wrap_pyfunction!(movetext::_build_game, m)?)?;
    m.add_function(wrap_pyfunction!(movetext::_main_line_moves, m)?)?;
    m.add_function(wrap_pyfunction!(commands::_comment_commands, m)?)?;
    Ok(())
}
