//! Any bytes as a UCI move against a few fixed positions (castling both ways, Chess960,
//! en passant, promotions): no panic; a move that reads is legal and writes back to a text
//! that reads as the same move; a refused move matches no legal move's text.

#![no_main]

use std::sync::LazyLock;

use fenkit::Position;
use fenkit::uci::{CastlingMode, UciMove};
use libfuzzer_sys::fuzz_target;

const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    // Chess960: the king next to its rook, so e.g. g1 is both a king step and castling.
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
];

static POSITIONS: LazyLock<Vec<Position>> =
    LazyLock::new(|| FENS.iter().map(|fen| fen.parse().unwrap()).collect());

fuzz_target!(|data: &[u8]| {
    let uci = match UciMove::parse_ascii(data) {
        Ok(uci) => uci,
        Err(err) => {
            assert!(!err.to_string().is_empty());
            return;
        }
    };
    let text = uci.to_string();
    assert_eq!(text.parse::<UciMove>().as_ref(), Ok(&uci), "{text}");
    for pos in POSITIONS.iter() {
        let legal = pos.legal_moves();
        match uci.to_move(pos) {
            Ok(mv) => {
                assert!(
                    legal.contains(&mv),
                    "{text} read as {mv:?}, not a legal move"
                );
                pos.play(mv).expect("a legal move plays");
                // In either convention, the position's own or not, the move reads back.
                for mode in [
                    pos.castling_mode(),
                    CastlingMode::Standard,
                    CastlingMode::Chess960,
                ] {
                    let again = mv.to_uci(mode);
                    assert_eq!(again.to_move(pos), Ok(mv), "{text} -> {again} ({mode})");
                }
            }
            Err(err) => {
                assert_eq!(err.uci(), uci);
                assert!(!err.to_string().is_empty());
                for mv in &legal {
                    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
                        assert_ne!(mv.to_uci(mode), uci, "{err}, yet {mv:?} is legal");
                    }
                }
            }
        }
    }
});
