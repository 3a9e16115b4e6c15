//! Any bytes as a PGN file, played on two threads: every game gives what it gives on one
//! thread, in the same order, with the same error. The threads' reader finds where games end
//! with a scan and leaves the tokens to the threads: this checks that they end where the
//! tokens of the one-thread reader end them.

#![no_main]

use std::ops::ControlFlow;

use fenkit::pgn::{PgnError, PgnReader};
use libfuzzer_sys::fuzz_target;

/// Each game's number, plies, end and warnings, or its error, played on `threads` threads.
fn played(data: &[u8], threads: usize) -> Vec<String> {
    let mut seen = Vec::new();
    PgnReader::new(data).max_game_bytes(1 << 12).max_variation_depth(8).map_parallel(
        threads,
        |raw| {
            let header = raw.header()?;
            let mut plies = 0;
            let (end, result) = raw.play(&header, |_| plies += 1)?;
            let warnings = raw.warnings(&end, result);
            let movetext = raw.movetext().len();
            Ok::<_, PgnError>(format!("{} {plies} {end} {movetext} {warnings:?}", raw.number()))
        },
        |game| {
            seen.push(game.and_then(|game| game).unwrap_or_else(|e| e.to_string()));
            ControlFlow::Continue(())
        },
    );
    seen
}

fuzz_target!(|data: &[u8]| {
    assert_eq!(played(data, 1), played(data, 2));
});
