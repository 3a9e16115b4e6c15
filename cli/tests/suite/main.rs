//! The `fenkit` command as users run it: one test binary, one module per command (and one for
//! what every command does alike), and the docs whose examples it runs.

#[macro_use]
mod common;

mod castling_mode;
mod chess960;
mod convert;
mod epd;
mod error_docs;
mod every_command;
mod explain;
// PGN export format's checker is the library tests' own.
#[path = "../../../tests/suite/export_format.rs"]
mod export_format;
mod history;
mod inspect;
mod json_docs;
mod moves;
mod notate;
mod perft;
mod pgn;
mod pgn_extract;
mod pgn_input;
mod pgn_python_chess;
mod pgn_select;
mod play;
mod readme;
mod serve;
mod show;
// The positions are the library tests' own.
#[path = "../../../tests/suite/positions.rs"]
mod positions;
