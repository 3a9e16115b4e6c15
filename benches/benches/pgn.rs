//! PGN reading speed: fenkit beside pgn-reader + shakmaty, each validating every move of the
//! lichess sample `lichess_db_1000k.pgn` (438 games, 1 MB), in one run.
//!
//! `cargo bench -p fenkit-benches --bench pgn`. The sample is read from `../shared/data/pgn/`
//! beside the repository; without it the benchmark says so and measures nothing. Measured:
//! - `fenkit/play`: [`PgnReader::next_raw`] and [`RawGame::play`], every move validated,
//!   no game built (what `fenkit pgn --to fen|uci` does);
//! - `fenkit/games`: whole [`Game`](fenkit::pgn::Game)s with comments kept;
//! - `pgn-reader+shakmaty`: pgn-reader 0.29 parsing, shakmaty 0.30 resolving and playing every
//!   SAN, as pgn-reader's own `validate` example does.

// `criterion_group!` defines a public function without docs.
#![allow(missing_docs)]

use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use fenkit::pgn::{PgnReader, RawGame};
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};

const SAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../shared/data/pgn/lichess_db_1000k.pgn"
);

/// Plies played by fenkit without building games.
fn fenkit_plies(pgn: &[u8]) -> usize {
    let mut plies = 0;
    let mut reader = PgnReader::new(pgn);
    while let Some(raw) = reader.next_raw() {
        let raw: RawGame<'_> = raw.expect("the sample reads");
        let header = raw.header().expect("good tags");
        raw.play(&header, |step| {
            if let fenkit::movetext::Step::Move(_) = step {
                plies += 1;
            }
        })
        .expect("legal moves");
    }
    plies
}

/// Plies of the main lines of whole games.
fn fenkit_games(pgn: &[u8]) -> usize {
    PgnReader::new(pgn)
        .map(|game| game.expect("the sample reads").main_line().count())
        .sum()
}

/// pgn-reader's `validate` example: every SAN resolved and played by shakmaty.
struct Validator {
    plies: usize,
}

impl Visitor for Validator {
    type Tags = Option<Chess>;
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<bool, Option<Chess>> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Option<Chess>,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<bool> {
        if name == b"FEN" {
            let Ok(fen) = Fen::from_ascii(value.as_bytes()) else {
                return ControlFlow::Break(false);
            };
            let Ok(pos) = fen.into_position(CastlingMode::Chess960) else {
                return ControlFlow::Break(false);
            };
            tags.replace(pos);
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Option<Chess>) -> ControlFlow<bool, Chess> {
        ControlFlow::Continue(tags.unwrap_or_default())
    }

    fn san(&mut self, pos: &mut Chess, san_plus: SanPlus) -> ControlFlow<bool> {
        match san_plus.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                self.plies += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(false),
        }
    }

    fn end_game(&mut self, _pos: Chess) -> bool {
        true
    }
}

fn pgn_reader_plies(pgn: &[u8]) -> usize {
    let mut reader = Reader::new(pgn);
    let mut validator = Validator { plies: 0 };
    while let Some(ok) = reader.read_game(&mut validator).expect("in memory") {
        assert!(ok, "the sample validates");
    }
    validator.plies
}

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
