//! `fenkit explain` as users run it: a position's or a move's explanation in three languages,
//! and errors.

use fenkit::fen::Fen;

use crate::common::*;

#[test]
fn explain_in_english_french_and_polish() {
    for lang in ["en", "fr", "pl"] {
        let out = fenkit(&["explain", "--lang", lang, AFTER_E4], "");
        assert!(out.contains("exit: 0\n"), "{out}");
        let fen: Fen = AFTER_E4.parse().unwrap();
        let library = fenkit::explain::explain(&fen, lang.parse().unwrap());
        assert_eq!(stdout(&out), library);
        snapshot!(format!("explain_{lang}"), out);
    }
    let default = fenkit(&["explain", AFTER_E4], "");
    assert!(default.contains("the square the white pawn passed over"));
}

#[test]
fn explain_errors() {
    let mut all = fenkit(
        &[
            "explain",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
        ],
        "",
    );
    assert!(all.contains("exit: 1\n"));
    let german = fenkit(&["explain", "--lang", "de", AFTER_E4], "");
    assert!(german.contains("exit: 2\n"));
    all += &german;
    snapshot!("explain_errors", all);
}

#[test]
fn explain_a_move_in_three_languages() {
    let knights = "r1bqnknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1";
    let mut all = String::new();
    for (lang, mv) in [
        ("en", "Ngf6"),
        ("fr", "Cgf6"),
        ("pl", "Sgf6"),
        ("fr", "C8f6"),
    ] {
        all += &fenkit(&["explain", "--lang", lang, "--move", mv, knights], "");
    }
    let ep = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    for lang in ["en", "fr", "pl"] {
        all += &fenkit(&["explain", "--lang", lang, "--move", "exf6", ep], "");
        all += &fenkit(&["explain", "--lang", lang, "--move", "O-O", CHESS960], "");
    }
    all += &fenkit(
        &[
            "explain",
            "--lang",
            "pl",
            "--move",
            "Ge7#",
            "r1bk3r/p2p1pNp/n2B1n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 w - - 0 23",
        ],
        "",
    );
    all += &fenkit(&["explain", "--move", "e4", "startpos"], "");
    snapshot!("explain_move", all);
}

#[test]
fn explain_move_errors() {
    let mut all = String::new();
    for args in [
        &["explain", "--move", "Cf3", "startpos"][..],
        &["explain", "--move", "Nd2", "startpos"],
        &["explain", "--lang", "de", "--move", "Sf3", "startpos"],
        &["explain", "--move", "e4", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["explain", "--move", "", "startpos"],
    ] {
        all += &fenkit(args, "");
    }
    snapshot!("explain_move_errors", all);
}
