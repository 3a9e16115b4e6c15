//! Reading SAN with the default (strict) reader, beside shakmaty's `SanPlus::from_ascii` +
//! `to_move` on the same texts (check and mate signs included), with criterion: the second
//! way of measuring the ratio that `notation.rs` measures in turns.
//!
//! `cargo bench -p fenkit-benches --bench san`. Two groups: `san_strict/few`, the moves of the
//! first 300 positions of the corpus (texts and positions in the caches), and
//! `san_strict/corpus`, every legal move of every position of `san_cases` (570,000 texts).

// `criterion_group!` defines a public function without docs.
#![allow(missing_docs)]

mod corpus;
mod san_cases;

use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use fenkit::san::SanReader;

use san_cases::{FEW, Texts, cases, fenkit_reads, shakmaty_reads};

fn strict(c: &mut Criterion) {
    let all = cases();
    let few = &all[..FEW.min(all.len())];
    let reader = SanReader::new();
    for (name, cases, samples) in [("few", few, 50), ("corpus", &all[..], 10)] {
        let moves: usize = cases.iter().map(|case| case.sans_plus.len()).sum();
        let mut group = c.benchmark_group(format!("san_strict/{name}"));
        group.throughput(Throughput::Elements(moves as u64));
        group.sample_size(samples);
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(5));
        group.bench_function("fenkit", |b| {
            b.iter(|| fenkit_reads(cases, reader, Texts::Signed));
        });
        group.bench_function("shakmaty", |b| {
            b.iter(|| shakmaty_reads(cases, Texts::Signed));
        });
        group.finish();
    }
}

criterion_group!(benches, strict);
criterion_main!(benches);
