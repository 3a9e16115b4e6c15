//! `fenkit`: convert, inspect, number, draw and explain chess positions, count and list their
//! moves, and write them in Forsyth's historical forms, from the command line.
//!
//! A thin layer over the library: `src/commands/` holds one module per command. Exit codes: 0 for
//! success (and for output closed early, as by `| head`), 1 for bad input, 2 for bad usage.

mod commands;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = commands::Cli::parse();
    match commands::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(),
    }
}
