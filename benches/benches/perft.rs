//! Perft speed: fenkit beside shakmaty and cozy-chess on the same positions, in one run.
//!
//! `cargo bench --bench perft` (about a minute). Every library counts the last ply without
//! playing it (bulk counting).

// `criterion_group!` defines a public function without docs.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};

const CASES: [(&str, &str, u32, u64); 2] = [
    (
        "start-5",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete-4",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

fn perft(c: &mut Criterion) {
    for (name, fen, depth, nodes) in CASES {
        let fenkit_pos: fenkit::Position = fen.parse().expect("valid fen");
        let shakmaty_pos: shakmaty::Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .expect("valid fen")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal position");
        let cozy_board: cozy_chess::Board = fen.parse().expect("valid fen");
        assert_eq!(fenkit::perft(&fenkit_pos, depth), nodes);
        assert_eq!(shakmaty::perft(&shakmaty_pos, depth), nodes);
        assert_eq!(cozy_perft(&cozy_board, depth), nodes);

        let mut group = c.benchmark_group(format!("perft/{name}"));
        group.sample_size(10);
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(4));
        group.bench_function("fenkit", |b| {
            b.iter(|| fenkit::perft(black_box(&fenkit_pos), depth));
        });
        group.bench_function("shakmaty", |b| {
            b.iter(|| shakmaty::perft(black_box(&shakmaty_pos), depth));
        });
        group.bench_function("cozy-chess", |b| {
            b.iter(|| cozy_perft(black_box(&cozy_board), depth));
        });
        group.finish();
    }
}

criterion_group!(benches, perft);
criterion_main!(benches);
