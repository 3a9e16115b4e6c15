//! Differential tests against python-chess: the 960 start positions, and conversions of
//! positions from random Chess960 games (data in `tests/data/`, made by
//! `tests/data/python_chess.py`).

use std::collections::BTreeMap;

use fenkit::fen::{FenParser, FenWriter};
use fenkit::{DialectKind, EpPolicy, Position, chess960};

use crate::common::data_lines;

#[test]
fn start_positions_match_python_chess() {
    let lines = data_lines("chess960.fen");
    assert_eq!(lines.len(), 960);
    for (n, line) in (0..chess960::COUNT).zip(&lines) {
        let pos = chess960::start_position(n).unwrap();
        assert_eq!(
            &pos.to_fen(DialectKind::Shredder).unwrap(),
            line,
            "number {n}"
        );
        let read: Position = line.parse().unwrap();
        assert_eq!(chess960::identify(read.setup()), Ok(n), "{line}");
    }
}

/// One line of `python_chess.fen`: X-FEN, Shredder-FEN, en passant always, en passant when
/// pseudo-legal.
struct Written<'a> {
    xfen: &'a str,
    shredder: &'a str,
    ep_always: &'a str,
    ep_pseudo: &'a str,
}

fn written(line: &str) -> Written<'_> {
    let cells: Vec<&str> = line.split(" ; ").collect();
    Written {
        xfen: cells[0],
        shredder: cells[1],
        ep_always: cells[2],
        ep_pseudo: cells[3],
    }
}

fn write(pos: &Position, dialect: DialectKind, ep: EpPolicy) -> String {
    FenWriter::new()
        .dialect(dialect)
        .en_passant(ep)
        .write(pos.setup())
        .unwrap()
}

#[test]
fn conversions_match_python_chess() {
    let lines = data_lines("python_chess.fen");
    assert!(lines.len() >= 300);
    let mut detected = BTreeMap::new();
    for line in &lines {
        let w = written(line);
        let from_xfen = FenParser::new().parse(w.xfen).unwrap();
        *detected.entry(from_xfen.dialect().to_string()).or_insert(0) += 1;
        let from_xfen = from_xfen.into_position().unwrap();
        let from_shredder = FenParser::new()
            .dialect(DialectKind::Shredder)
            .parse_position(w.shredder)
            .unwrap();
        assert_eq!(from_xfen.setup(), from_shredder.setup(), "{line}");
        // Shredder-FEN's file letters are a Chess960 game's (`-` is any game's); X-FEN only
        // when the rights need it.
        let rights = !from_shredder.castling().is_empty();
        assert_eq!(from_shredder.is_chess960(), rights, "{line}");
        let classical = from_xfen.castling().is_classical(from_xfen.board());
        assert_eq!(from_xfen.is_chess960(), !classical, "{line}");
        assert_eq!(
            write(&from_xfen, DialectKind::Shredder, EpPolicy::Keep),
            w.shredder
        );
        assert_eq!(
            write(&from_shredder, DialectKind::XFen, EpPolicy::Keep),
            w.xfen
        );
        // Read with every en passant square a double step leaves, written by each policy.
        let always: Position = w.ep_always.parse().unwrap();
        assert_eq!(
            write(&always, DialectKind::XFen, EpPolicy::Keep),
            w.ep_always
        );
        assert_eq!(
            write(&always, DialectKind::XFen, EpPolicy::Pseudo),
            w.ep_pseudo
        );
        assert_eq!(write(&always, DialectKind::XFen, EpPolicy::Legal), w.xfen);
        if !from_xfen.is_chess960() {
            assert_eq!(
                write(&from_xfen, DialectKind::Standard, EpPolicy::Keep),
                w.xfen
            );
        }
    }
    // python-chess's X-FEN is classical KQkq (standard) or KQkq for Chess960 rooks (xfen);
    // a field of file letters only would be detected as Shredder-FEN.
    let total: usize = detected.values().sum();
    assert_eq!(total, lines.len());
    assert!(
        detected.get("standard").copied().unwrap_or(0) > 100,
        "{detected:?}"
    );
    assert!(
        detected.get("xfen").copied().unwrap_or(0) > 50,
        "{detected:?}"
    );
}

/// Standard FEN can write a Chess960 start exactly when its back rank has the rooks on a and h
/// and the king on e: 18 starts (3 × 2 bishop squares × 3 queen squares), not only 518.
#[test]
fn standard_fen_writes_the_starts_with_rook_king_rook_on_a_e_h() {
    let writable: Vec<u16> = (0..chess960::COUNT)
        .filter(|&n| {
            let pos = chess960::start_position(n).unwrap();
            pos.to_fen(DialectKind::Standard).is_ok()
        })
        .collect();
    assert_eq!(
        writable,
        [
            414, 430, 446, 454, 460, 461, 502, 508, 509, 518, 524, 525, 532, 533, 548, 549, 692,
            693
        ]
    );
    for &n in &writable {
        let rank = chess960::start_position(n).unwrap().to_string();
        let back_rank = rank.split(['/', ' ']).nth(7).unwrap();
        let letters: Vec<char> = back_rank.chars().collect();
        assert_eq!(
            (letters[0], letters[4], letters[7]),
            ('R', 'K', 'R'),
            "number {n}"
        );
        let standard = chess960::start_position(n)
            .unwrap()
            .to_fen(DialectKind::Standard)
            .unwrap();
        assert!(
            standard.ends_with(" w KQkq - 0 1"),
            "number {n}: {standard}"
        );
    }
}
