//! `fenkit moves` as users run it: every legal move, sorted, in each format, Chess960 castling,
//! and errors.

use crate::common::*;

#[test]
fn moves_lists_every_legal_move_sorted() {
    let mut all = fenkit(&["moves", "startpos"], "");
    assert_eq!(stdout(&all).lines().count(), 20);
    let castling = fenkit(&["moves", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"], "");
    assert!(castling.contains("\ne1c1\n") && castling.contains("\ne1g1\n"));
    let chess960 = fenkit(&["moves", "--format", "uci", CHESS960_CASTLING], "");
    assert!(chess960.contains("\nf1b1\n") && chess960.contains("\nf1h1\n"));
    let promotion = fenkit(&["moves", "7k/P7/8/8/8/8/8/K7 w - - 0 1"], "");
    assert!(promotion.contains("\na7a8b\na7a8n\na7a8q\na7a8r\n"));
    for out in [castling, chess960, promotion] {
        let moves: Vec<&str> = stdout(&out).lines().collect();
        assert!(moves.is_sorted(), "{out}");
        all += &out;
    }
    snapshot!("moves", all);
}

#[test]
fn moves_with_chess960_write_classical_castling_as_king_takes_rook() {
    let out = fenkit(
        &[
            "moves",
            "--chess960",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        ],
        "",
    );
    let moves: Vec<&str> = stdout(&out).lines().collect();
    assert!(moves.contains(&"e1a1") && moves.contains(&"e1h1"), "{out}");
    assert!(
        !moves.contains(&"e1g1") && !moves.contains(&"e1c1"),
        "{out}"
    );
}

#[test]
fn moves_of_a_finished_game_print_nothing() {
    let out = fenkit(&["moves", IMMORTAL], "");
    assert!(out.contains("exit: 0\n--- stdout\n--- stderr\n"), "{out}");
}

#[test]
fn moves_errors() {
    let mut all = fenkit(
        &[
            "moves",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
        ],
        "",
    );
    assert!(all.contains("exit: 1\n"));
    // SAN and the other notations are formats now (tests in notation.rs); PGN is not.
    let pgn = fenkit(&["moves", "--format", "pgn", "startpos"], "");
    assert!(pgn.contains("exit: 2\n"));
    all += &pgn;
    snapshot!("moves_errors", all);
}

#[test]
fn moves_in_every_format() {
    let mut all = String::new();
    for fen in ["startpos", CHESS960] {
        for format in ["uci", "san", "lan", "fan", "iccf", "descriptive"] {
            all += &fenkit(&["moves", "--format", format, fen], "");
        }
        all += &fenkit(&["moves", "--format", "san", "--lang", "fr", fen], "");
        all += &fenkit(&["moves", "--format", "lan", "--lang", "pl", fen], "");
    }
    snapshot!("moves_formats", all);
}

#[test]
fn every_format_lists_the_same_moves_in_the_same_order() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let uci = fenkit(&["moves", fen], "");
    let count = stdout(&uci).lines().count();
    assert_eq!(count, 48, "{uci}");
    // The default is UCI, as before.
    assert_eq!(
        stdout(&uci),
        stdout(&fenkit(&["moves", "--format", "uci", fen], ""))
    );
    for format in ["san", "lan", "fan", "iccf", "descriptive"] {
        let out = fenkit(&["moves", "--format", format, fen], "");
        assert_eq!(exit(&out), "0", "{out}");
        let lines: Vec<&str> = stdout(&out).lines().collect();
        assert_eq!(lines.len(), count, "{out}");
        // Each line reads back, with play, to the UCI move of the same line.
        for (text, uci) in lines.iter().zip(stdout(&uci).lines()).take(12) {
            let from = if format == "fan" { "san" } else { format };
            let a = fenkit(&["play", "--from", from, fen, text], "");
            let b = fenkit(&["play", "--from", "uci", fen, uci], "");
            assert_eq!(stdout(&a), stdout(&b), "{a}\n{b}");
        }
    }
}
