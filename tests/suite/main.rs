//! fenkit's integration tests: one binary, one module per area.

mod common;
mod diagram;
mod explain;
mod history;
