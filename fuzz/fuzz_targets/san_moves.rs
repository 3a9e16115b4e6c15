//! Any bytes as a move in SAN, LAN or FAN, in every language, against a few fixed positions
//! (castling both ways, Chess960, en passant, promotions, pins): no panic; an error's span lies
//! inside the text; a move read leniently is legal, and its canonical SAN, LAN and FAN read
//! back strictly to the same move; a move read strictly is written exactly as the text.

#![no_main]

use std::sync::LazyLock;

use fenkit::san::{SanWriter, AlgebraicNotation, SanReader};
use fenkit::{Lang, Position};
use libfuzzer_sys::fuzz_target;

const FENS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "4k2N/8/8/8/5N1N/8/8/4K3 w - - 0 1",
    "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1",
];

static POSITIONS: LazyLock<Vec<Position>> =
    LazyLock::new(|| FENS.iter().map(|fen| fen.parse().unwrap()).collect());

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The first byte picks the language, so every language gets its share.
    let lang = Lang::ALL[usize::from(data.first().copied().unwrap_or(0)) % Lang::ALL.len()];
    for pos in POSITIONS.iter() {
        let reader = SanReader::new().lenient().lang(lang);
        match reader.read(pos, text) {
            Ok(mv) => {
                assert!(pos.is_legal(mv), "{text} read as {mv:?}, not a legal move");
                for &notation in AlgebraicNotation::ALL {
                    let written = SanWriter::new().lang(lang).notation(notation).write(pos, mv);
                    let strict = reader.strict(true).notation(notation);
                    assert_eq!(strict.read(pos, &written), Ok(mv), "{text} -> {written}");
                }
            }
            Err(err) => {
                assert!(err.span().end <= text.len(), "{text}: {err}");
                assert!(!err.to_string().is_empty());
            }
        }
        if let Ok(mv) = reader.strict(true).read(pos, text) {
            let written = SanWriter::new().lang(lang).write(pos, mv);
            assert_eq!(written.as_str(), text);
        }
    }
});
