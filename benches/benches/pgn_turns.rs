//! PGN reading speed in turns: fenkit (playing the moves with `next_raw` + `RawGame::play`, and
//! building whole games with `for game in PgnReader`) and pgn-reader + shakmaty each validate
//! every move of the lichess sample `lichess_db_1000k.pgn` once a round, one after the other,
//! for 300 rounds,
//! and each one's fastest round is kept (see `turns`), so the two see the same machine even
//! when its speed drifts. A second way, beside `--bench pgn` (criterion), to take the ratio.
//!
//! `cargo bench -p fenkit-benches --bench pgn_turns` (`BENCH_ROUNDS=N` for another count).

#![allow(missing_docs)]

use std::hint::black_box;

mod pgn_work;
mod turns;

use pgn_work::{SAMPLE, fenkit_games, fenkit_plies, pgn_reader_plies};

const ROUNDS: usize = 300;

fn main() {
    let Ok(sample) = std::fs::read(SAMPLE) else {
        eprintln!("{SAMPLE} is missing: nothing to measure");
        return;
    };
    let plies = pgn_reader_plies(&sample);
    assert_eq!(fenkit_plies(&sample), plies);
    assert_eq!(fenkit_games(&sample), plies);
    let measurements: Vec<turns::Measurement> = vec![
        (
            "fenkit_play",
            Box::new(|| {
                black_box(fenkit_plies(black_box(&sample)));
            }),
        ),
        (
            "fenkit_games",
            Box::new(|| {
                black_box(fenkit_games(black_box(&sample)));
            }),
        ),
        (
            "pgn_reader_shakmaty",
            Box::new(|| {
                black_box(pgn_reader_plies(black_box(&sample)));
            }),
        ),
    ];
    let results = turns::run(measurements, ROUNDS);
    for (name, secs) in &results {
        println!("{name:<22} {:.3} ms, the fastest round", secs * 1e3);
    }
    for ours in ["fenkit_play", "fenkit_games"] {
        if let (Some(ours_time), Some(theirs)) = (
            turns::fastest(&results, ours),
            turns::fastest(&results, "pgn_reader_shakmaty"),
        ) {
            println!("pgn_reader_shakmaty ÷ {ours}: {:.2}×", theirs / ours_time);
        }
    }
}
