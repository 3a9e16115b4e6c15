//! Any bytes as English descriptive notation against a few fixed positions (castling both
//! ways, Chess960, en passant, promotions, pins): no panic; an error's span lies inside the
//! text; a move read (strictly or leniently) is legal, and the house style writes it as a text
//! that reads back strictly as the same move.

#![no_main]

use std::sync::LazyLock;

use fenkit::Position;
use fenkit::descriptive::{self, DescriptiveReader};
use libfuzzer_sys::fuzz_target;

const FENS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "4k3/8/8/8/8/8/8/RK5R w HA - 0 1",
    "3k4/8/8/8/B7/3B4/8/3R3K w - - 0 1",
];

static POSITIONS: LazyLock<Vec<Position>> =
    LazyLock::new(|| FENS.iter().map(|fen| fen.parse().unwrap()).collect());

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for pos in POSITIONS.iter() {
        for reader in [DescriptiveReader::new(), DescriptiveReader::new().lenient()] {
            match reader.read(pos, text) {
                Ok(read) => {
                    assert!(pos.is_legal(read.mv), "{text} read as {:?}", read.mv);
                    let written = descriptive::write(pos, read.mv).expect("a legal move writes");
                    assert_eq!(descriptive::read(pos, &written), Ok(read.mv), "{text} -> {written}");
                }
                Err(err) => {
                    let span = err.span();
                    assert!(span.start <= span.end && span.end <= text.len(), "{text}: {span:?}");
                    assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
                    assert!(!err.to_string().is_empty());
                }
            }
        }
    }
});
