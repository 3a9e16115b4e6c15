//! fenkit's integration tests: one binary, one module per area.

mod chess960;
mod cli;
mod common;
mod dialects;
mod errors;
mod moves;
mod perft;
mod props;
mod regressions;
mod seeds;
