//! Measuring in turns, shared by `interleaved.rs`, `notation.rs` and `pgn_turns.rs`: every measurement runs
//! once a round, one after the other, and each one's fastest round is kept, so the libraries see
//! the same machine even when its speed drifts. Each timed pass comes right after an untimed
//! pass over the same data, so no measurement is timed on data that the one before it pushed out
//! of the caches (which one that is depends on the order of the list).

use std::time::Instant;

/// One measurement: a name, and one pass over its data.
pub(crate) type Measurement<'a> = (&'static str, Box<dyn FnMut() + 'a>);

/// The measurements the command line asks for (`NAME` runs those whose names contain it,
/// `=NAME` only the one called that, nothing runs them all), each run `rounds` times in turns
/// (or as many as the environment variable `BENCH_ROUNDS` says; for counting instructions under
/// valgrind, the counts of `BENCH_ROUNDS=1` and `=2` differ by two passes): each one's name and
/// fastest timed pass, in seconds.
pub(crate) fn run(
    mut measurements: Vec<Measurement<'_>>,
    rounds: usize,
) -> Vec<(&'static str, f64)> {
    let filter = std::env::args()
        .skip(1)
        .find(|arg| !arg.starts_with("--"))
        .unwrap_or_default();
    measurements.retain(|(name, _)| match filter.strip_prefix('=') {
        Some(exact) => *name == exact,
        None => name.contains(&*filter),
    });
    let rounds = std::env::var("BENCH_ROUNDS")
        .ok()
        .and_then(|rounds| rounds.parse().ok())
        .unwrap_or(rounds);
    let mut fastest = vec![f64::MAX; measurements.len()];
    for _ in 0..rounds {
        for ((_, pass), fastest) in measurements.iter_mut().zip(&mut fastest) {
            pass();
            let start = Instant::now();
            pass();
            *fastest = fastest.min(start.elapsed().as_secs_f64());
        }
    }
    measurements
        .iter()
        .map(|(name, _)| *name)
        .zip(fastest)
        .collect()
}

/// The fastest pass of the measurement called `name`, if it ran.
pub(crate) fn fastest(results: &[(&str, f64)], name: &str) -> Option<f64> {
    results
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, secs)| secs)
}
