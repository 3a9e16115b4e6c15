//! `fenkit perft` as users run it: counts, `--divide`, Chess960 castling, and the positions and
//! depths it refuses.

use crate::common::*;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn perft_from_the_start_position_divides_into_the_20_first_moves() {
    let out = fenkit(&["perft", "--divide", "startpos", "3"], "");
    assert!(out.contains("exit: 0\n"));
    assert!(stdout(&out).ends_with("\n\n8902\n"));
    assert_eq!(
        stdout(&out).lines().filter(|l| l.contains(": ")).count(),
        20
    );
    snapshot!("perft_startpos_3_divide", out);
}

#[test]
fn perft_prints_only_the_count_without_divide() {
    let start = fenkit(&["perft", START, "3"], "");
    assert_eq!(stdout(&start), "8902\n");
    // Unquoted FEN words work too, as in `inspect`.
    let mut words = vec!["perft"];
    words.extend(KIWIPETE.split(' '));
    words.push("2");
    assert_eq!(stdout(&fenkit(&words, "")), "2039\n");
    assert_eq!(stdout(&fenkit(&["perft", "startpos", "0"], "")), "1\n");
    assert_eq!(
        stdout(&fenkit(&["perft", "--divide", "startpos", "0"], "")),
        "\n1\n"
    );
}

#[test]
fn perft_divide_of_kiwipete_at_depth_2() {
    let out = fenkit(&["perft", "--divide", KIWIPETE, "2"], "");
    assert!(stdout(&out).ends_with("\n\n2039\n"));
    // Standard castling is written king to destination.
    assert!(out.contains("\ne1g1: ") && out.contains("\ne1c1: "));
    snapshot!("perft_kiwipete_2_divide", out);
}

#[test]
fn perft_divide_of_chess960_writes_castling_as_king_takes_rook() {
    let out = fenkit(&["perft", "--divide", CHESS960_CASTLING, "2"], "");
    assert!(
        out.contains("\nf1h1: ") && out.contains("\nf1b1: "),
        "{out}"
    );
    assert!(!out.contains("\nf1c1: "), "{out}");
    snapshot!("perft_chess960_divide", out);
}

#[test]
fn perft_rejects_bad_fens_illegal_positions_and_bad_depths() {
    let mut all = String::new();
    for args in [
        &[
            "perft",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1",
            "2",
        ][..],
        &["perft", "8/8/8/8/8/8/8/KK5k w - - 0 1", "1"],
    ] {
        let out = fenkit(args, "");
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    for args in [
        &["perft", "startpos"][..],
        &["perft", "startpos", "three"],
        &["perft", "startpos", "2.5"],
        &["perft", "startpos", "-1"],
    ] {
        let out = fenkit(args, "");
        assert!(out.contains("exit: 2\n"), "{out}");
        all += &out;
    }
    snapshot!("perft_errors", all);
}

#[test]
fn perft_counts_a_position_with_an_impossible_check_and_warns() {
    // Three pieces check the white king: no move could give that, but the moves are clear.
    let out = fenkit(&["perft", "4k3/8/8/8/1b6/8/4r3/r3K3 w - - 0 1", "1"], "");
    assert!(out.contains("exit: 0\n"), "{out}");
    assert_eq!(stdout(&out), "1\n");
    snapshot!("perft_impossible_check", out);
}

/// shakmaty's "prison" (its perft suite checks depth 32): White's king shuttles between h2
/// and h1, every other piece walled in, so the tree is one line at any depth.
const PRISON: &str = "2b5/kpPp4/1p1P4/1P6/6p1/4p1P1/4PpPK/5B2 w - - 0 1";

#[test]
fn perft_refuses_only_a_depth_it_could_never_finish() {
    let mut all = String::new();
    // The count would pass 64 bits (judged by its growth), the line would not fit in memory,
    // the number is no depth at all.
    for (depth, code, says) in [
        ("15", "1", "expected a depth whose count fits in 64 bits"),
        ("21", "1", "expected a depth whose count fits in 64 bits"),
        ("50000000", "1", "MiB of memory"),
        ("4294967295", "1", "MiB of memory"),
        (
            "99999999999999999999",
            "2",
            "expected at most 4294967295 plies",
        ),
    ] {
        let out = fenkit(&["perft", "startpos", depth], "");
        assert_eq!(exit(&out), code, "{out}");
        assert!(stderr(&out).contains(says), "{out}");
        assert_eq!(stdout(&out), "", "{out}");
        all += &out;
    }
    // Any depth runs where the moves run out, or go on along one line.
    for (fen, depth, nodes) in [
        (STALEMATE, "20", "0\n"),
        (STALEMATE, "4000000", "0\n"),
        (PRISON, "1", "1\n"),
        (PRISON, "32", "1\n"),
        (PRISON, "100", "1\n"),
        (PRISON, "5000", "1\n"),
    ] {
        let out = fenkit(&["perft", fen, depth], "");
        assert_eq!((exit(&out), stdout(&out)), ("0", nodes), "{out}");
    }
    // Slow growth is judged from the seventh ply: two kings alone.
    let out = fenkit(&["perft", "k7/8/8/8/8/8/8/7K w - - 0 1", "100000"], "");
    assert_eq!(exit(&out), "1", "{out}");
    assert!(
        stderr(&out).contains("perft 7 is 71758 here and grows about 7-fold a ply"),
        "{out}"
    );
    let out = fenkit(&["perft", "--divide", PRISON, "32"], "");
    assert_eq!(stdout(&out), "h2h1: 1\n\n1\n", "{out}");
    snapshot!("perft_depth_limit", all);
}

#[test]
fn perft_divide_always_ends_with_the_blank_line() {
    for (fen, depth, expected) in [
        ("startpos", "0", "\n1\n"),
        (STALEMATE, "3", "\n0\n"),
        (FOOLS_MATE, "1", "\n0\n"),
    ] {
        let out = fenkit(&["perft", "--divide", fen, depth], "");
        assert_eq!(stdout(&out), expected, "{out}");
    }
}
