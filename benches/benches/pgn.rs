//! PGN reading speed: fenkit beside pgn-reader + shakmaty, each validating every move of the
//! lichess sample `lichess_db_1000k.pgn` (438 games, 1 MB), in one run.
//!
//! `cargo bench -p fenkit-benches --bench pgn`. The sample is read from `../shared/data/pgn/`
//! beside the repository; without it the benchmark says so and measures nothing. Measured:
//! - `fenkit/play`: `PgnReader::next_raw` and `RawGame::play`, every move validated,
//!   no game built (what `fenkit pgn --to fen|uci` does);
//! - `fenkit/games`: whole [`Game`](fenkit::pgn::Game)s with comments kept, the obvious way:
//!   `for game in PgnReader::new(..)`;
//! - `pgn-reader+shakmaty`: pgn-reader 0.29 parsing, shakmaty 0.30 resolving and playing every
//!   SAN, as pgn-reader's own `validate` example does.

// `criterion_group!` defines a public function without docs.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod pgn_work;

use pgn_work::{SAMPLE, fenkit_games, fenkit_plies, pgn_reader_plies};

fn pgn(c: &mut Criterion) {
    let Ok(sample) = std::fs::read(SAMPLE) else {
        eprintln!("{SAMPLE} is missing: nothing to measure");
        return;
    };
    let plies = pgn_reader_plies(&sample);
    assert_eq!(fenkit_plies(&sample), plies);
    assert_eq!(fenkit_games(&sample), plies);
    let mut group = c.benchmark_group("pgn/lichess_db_1000k");
    group.throughput(Throughput::Bytes(sample.len() as u64));
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("fenkit/play", |b| {
        b.iter(|| fenkit_plies(black_box(&sample)))
    });
    group.bench_function("fenkit/games", |b| {
        b.iter(|| fenkit_games(black_box(&sample)))
    });
    group.bench_function("pgn-reader+shakmaty", |b| {
        b.iter(|| pgn_reader_plies(black_box(&sample)));
    });
    group.finish();
}

criterion_group!(benches, pgn);
criterion_main!(benches);
