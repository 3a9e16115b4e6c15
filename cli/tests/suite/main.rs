//! The `fenkit` command as users run it: one test binary, one module per area.

mod cli;
mod cli_commands;
mod common;
mod epd;
mod error_docs;
mod json_docs;
mod new_user;
mod notation;
mod notation_new_user;
mod pgn;
// The positions are the library tests' own.
#[path = "../../../tests/suite/positions.rs"]
mod positions;
