//! fenkit's integration tests: one binary, one module per area.

mod chess960;
mod common;
mod descriptive;
mod diagram;
mod dialects;
mod epd;
mod errors;
mod explain;
mod export_format;
mod history;
mod iccf;
mod layers;
mod moves;
mod movetext;
mod notation;
mod perft;
mod pgn;
mod positions;
mod props;
mod read_back;
mod regressions;
mod render;
mod san;
mod seeds;
mod select;
mod serde_text;
