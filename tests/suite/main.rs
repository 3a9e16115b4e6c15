//! fenkit's integration tests: one binary, one module per area.

mod common;
mod dialects;
mod errors;
mod seeds;
