//! The published perft suites, read in their own format from `tests/data/*.perft`.
//!
//! In CI each case runs at every depth whose node count is at most [`CI_NODE_LIMIT`] (about 20
//! seconds in the debug profile). `FENKIT_PERFT_NODES=10000000 cargo test --release perft`
//! raises the limit; `FENKIT_PERFT_FULL=1 cargo test --release perft` runs every depth in the
//! files (about 4.8 × 10¹² nodes: hours).

use fenkit::fen::FenParser;
use fenkit::{Problem, perft};

use crate::common::perft_suite;

/// Node counts up to this run in a normal `cargo test`.
const CI_NODE_LIMIT: u64 = 100_000;

/// Suite positions fenkit refuses to hold: more than 16 pieces of one colour. (The move list
/// has room for the moves of any position with at most 16 pieces a side.)
const REFUSED: [&str; 1] = ["max-legals-too-much-material"];

fn node_limit() -> u64 {
    if std::env::var("FENKIT_PERFT_FULL").as_deref() == Ok("1") {
        return u64::MAX;
    }
    std::env::var("FENKIT_PERFT_NODES")
        .ok()
        .map_or(CI_NODE_LIMIT, |n| {
            n.parse().expect("FENKIT_PERFT_NODES is a number")
        })
}

/// Runs a suite and, at the CI limit, checks that it ran the expected number of perft lines.
#[track_caller]
fn check_suite(name: &str, expected_at_ci_limit: usize) {
    let Some(text) = perft_suite(name) else {
        return;
    };
    let checked = run_suite(name, &text);
    if node_limit() == CI_NODE_LIMIT {
        assert_eq!(checked, expected_at_ci_limit, "{name}: perft lines checked");
    }
}

/// Reads the suite and checks every perft line within the limit; returns how many it checked.
///
/// Some suites hold positions with checks that no single move gives; they are read with that
/// problem ignored, as the suites intend.
#[track_caller]
fn run_suite(name: &str, text: &str) -> usize {
    let limit = node_limit();
    let mut pos = None;
    let mut id = String::new();
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in text.lines().map(str::trim) {
        let (keyword, rest) = line.split_once(' ').unwrap_or((line, ""));
        match keyword {
            "id" => id = rest.to_owned(),
            "epd" => {
                let fen = FenParser::new()
                    .lenient()
                    .parse_ascii(rest.as_bytes())
                    .unwrap_or_else(|e| panic!("{name} {id}: {rest}: {e}"));
                let position = fen
                    .into_position()
                    .or_else(fenkit::fen::IllegalFenPositionError::ignore_impossible_check);
                pos = match position {
                    Err(e) if REFUSED.contains(&id.as_str()) => {
                        let too_many = |p: &Problem| matches!(p, Problem::TooManyPieces { .. });
                        assert!(e.problems().iter().all(too_many), "{id}: {e}");
                        None
                    }
                    Err(e) => panic!("{name} {id}: {rest}: {e}"),
                    Ok(position) => Some((rest.to_owned(), position)),
                };
            }
            "perft" => {
                let (depth, nodes) = rest.split_once(' ').expect("perft DEPTH NODES");
                let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
                let Some((epd, position)) = &pos else {
                    continue;
                };
                if nodes <= limit {
                    let found = perft(position, depth);
                    if found != nodes {
                        failures.push(format!(
                            "{id} ({epd}) depth {depth}: found {found}, expected {nodes}"
                        ));
                    }
                    checked += 1;
                }
            }
            _ => {}
        }
    }
    assert!(failures.is_empty(), "{name}:\n{}", failures.join("\n"));
    checked
}

#[test]
fn shakmaty_tricky() {
    check_suite("shakmaty-tricky.perft", 80);
}

#[test]
fn python_chess_tricky() {
    check_suite("python-chess-tricky.perft", 61);
}

#[test]
fn shakmaty_chess960() {
    check_suite("shakmaty-chess960.perft", 2887);
}

#[test]
fn shakmaty_random() {
    check_suite("shakmaty-random.perft", 22_155);
}

#[test]
fn checked_perft_counts_what_perft_counts_and_any_depth_of_one_line() {
    let kiwipete: fenkit::Position =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
            .parse()
            .expect("kiwipete");
    for depth in 0..=3 {
        assert_eq!(
            fenkit::checked_perft(&kiwipete, depth),
            Some(perft(&kiwipete, depth))
        );
        let split = fenkit::checked_divide(&kiwipete, depth).expect("fits");
        assert_eq!(split, fenkit::divide(&kiwipete, depth));
    }
    // shakmaty's "prison": one line, checked there at depth 32; past the depth that cannot
    // overflow (7), past the recursion (64), and far beyond.
    let prison: fenkit::Position = "2b5/kpPp4/1p1P4/1P6/6p1/4p1P1/4PpPK/5B2 w - - 0 1"
        .parse()
        .expect("prison");
    for depth in [8, 32, 65, 200_000] {
        assert_eq!(fenkit::checked_perft(&prison, depth), Some(1), "{depth}");
        assert_eq!(perft(&prison, depth), 1, "{depth}");
    }
}
