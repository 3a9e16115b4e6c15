//! fenkit's integration tests: one binary, one module per area.

mod chess960;
mod cli;
mod cli_commands;
mod common;
mod diagram;
mod dialects;
mod error_docs;
mod errors;
mod explain;
mod history;
mod moves;
mod perft;
mod props;
mod regressions;
mod seeds;
