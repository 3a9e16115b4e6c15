//! Any bytes as a move in any notation (`fenkit::notation`), the first byte picking the
//! notation and the language, against a few fixed positions: no panic; an error's span lies
//! inside the text, on character boundaries; a move read (strictly or leniently) is legal, each
//! tolerance's span lies inside the text, and the move written in every notation reads back
//! strictly to the same move (or is refused as inexpressible: ICCF and Chess960 castling).

#![no_main]

use std::sync::LazyLock;

use fenkit::notation::{MoveErrorKind, MoveFormat, MoveNotation, MoveReader, MoveWriter};
use fenkit::{Lang, Position};
use libfuzzer_sys::fuzz_target;

const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "4k3/8/8/b7/8/2N5/8/1RK3NR w H - 0 1",
];

static POSITIONS: LazyLock<Vec<Position>> =
    LazyLock::new(|| FENS.iter().map(|fen| fen.parse().unwrap()).collect());

/// The format of `notation` in `lang`, or in English when the notation has no letters.
fn format_of(notation: MoveNotation, lang: Lang) -> MoveFormat {
    MoveFormat::new(notation, lang).unwrap_or_else(|_| MoveFormat::new(notation, Lang::En).unwrap())
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let notation = MoveNotation::ALL[usize::from(pick) % MoveNotation::ALL.len()];
    let lang = Lang::ALL[usize::from(pick / 8) % Lang::ALL.len()];
    let format = format_of(notation, lang);
    for pos in POSITIONS.iter() {
        for reader in [MoveReader::new(format), MoveReader::new(format).lenient()] {
            let read = match reader.read_with_tolerances(pos, text) {
                Ok(read) => read,
                Err(err) => {
                    let span = err.span();
                    assert!(span.start <= span.end && span.end <= text.len(), "{text}: {err}");
                    assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
                    assert!(!err.to_string().is_empty());
                    continue;
                }
            };
            assert!(pos.is_legal(read.mv), "{text} read as {:?}", read.mv);
            assert!(reader.is_strict() <= read.tolerated.is_empty(), "{text}");
            for tolerated in &read.tolerated {
                assert!(tolerated.span.end <= text.len(), "{text}: {tolerated:?}");
            }
            for &other in MoveNotation::ALL {
                let other = format_of(other, lang);
                match MoveWriter::new(other).write(pos, read.mv) {
                    Ok(written) => {
                        let back = MoveReader::new(other).read(pos, &written);
                        assert_eq!(back, Ok(read.mv), "{text} -> {other} {written}");
                    }
                    Err(err) => assert!(
                        matches!(err.kind(), MoveErrorKind::Inexpressible(_)),
                        "{text} -> {other}: {err}"
                    ),
                }
            }
        }
    }
});
