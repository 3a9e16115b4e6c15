//! `fenkit inspect` as users run it: the summary and the JSON, a FEN split over arguments,
//! checkmate, stalemate and the move rules, and bad FENs shown with a caret.

use crate::common::*;

#[test]
fn inspect_json() {
    let mut all = String::new();
    for fen in [START, CHESS960_0, AFTER_E4] {
        let out = fenkit(&["inspect", "--json", fen], "");
        assert!(out.contains("exit: 0\n"));
        all += &out;
    }
    snapshot!("inspect_json", all);
}

#[test]
fn inspect_json_of_partial_chess960_rights_and_a_shredder_dialect() {
    snapshot!(
        "inspect_json_partial_rights",
        fenkit(
            &[
                "inspect",
                "--json",
                "rkrnnqbb/pppp1ppp/8/4p3/4P3/3N1N2/PPPPQPPP/1KR1R1BB w Cca - 4 9"
            ],
            ""
        )
    );
}

#[test]
fn inspect_accepts_a_fen_split_over_arguments() {
    let mut words = vec!["inspect", "--json"];
    words.extend(AFTER_E4.split(' '));
    let split = fenkit(&words, "");
    let quoted = fenkit(&["inspect", "--json", AFTER_E4], "");
    assert_eq!(
        split.split_once('\n').unwrap().1,
        quoted.split_once('\n').unwrap().1
    );
}

#[test]
fn inspect_summary() {
    snapshot!("inspect_text_after_e4", fenkit(&["inspect", AFTER_E4], ""));
    snapshot!(
        "inspect_text_chess960_check_unicode",
        fenkit(
            &[
                "inspect",
                "--unicode",
                "nrkbbr1n/pppp1ppp/4p2q/8/3P4/8/PPP1PPPP/NRKBBRQN w FBfb - 1 3"
            ],
            ""
        )
    );
}

#[test]
fn inspect_bad_fen_shows_the_column_and_a_caret() {
    snapshot!(
        "inspect_bad_fen",
        fenkit(
            &[
                "inspect",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1"
            ],
            ""
        )
    );
    snapshot!(
        "inspect_illegal",
        fenkit(&["inspect", "--json", "8/8/8/8/8/8/8/KK5k w - - 0 1"], "")
    );
}

#[test]
fn a_long_argument_is_echoed_around_the_problem_only() {
    let long = format!("{START}{}", " x".repeat(50_000));
    let out = fenkit(&["inspect", &long], "");
    assert_eq!(exit(&out), "1");
    let err = stderr(&out);
    assert!(err.starts_with("column 58: "), "{err}");
    // Every line stays short, and the caret is under the character the column names.
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines.iter().all(|l| l.chars().count() < 200), "{err}");
    let caret = lines[2].chars().position(|c| c == '^').expect("a caret");
    assert_eq!(lines[1].chars().nth(caret), Some('x'), "{err}");
    let mut all = out.replace(&long, "START x x x …");
    // A problem in the middle: `…` on both sides.
    let middle = format!("{} {START} {}", "8".repeat(300), "x".repeat(300));
    all += &fenkit(&["inspect", &middle], "").replace(&middle, "888… START xxx…");
    snapshot!("long_argument_excerpt", all);
}

#[test]
fn inspect_reports_checkmate_stalemate_material_and_the_move_rules() {
    let mut all = String::new();
    for fen in [
        FOOLS_MATE,
        STALEMATE,
        "8/8/4k3/8/8/3NK3/8/8 w - - 99 80",
        "8/8/4k3/8/8/4K3/8/R7 w - - 120 200",
        "8/8/4k3/8/8/4K3/8/R7 w - - 150 200",
    ] {
        let text = fenkit(&["inspect", fen], "");
        let summary: String = text
            .lines()
            .filter(|l| {
                ["$", "Check", "Outcome", "Material", "Move rules"]
                    .iter()
                    .any(|p| l.starts_with(p))
            })
            .map(|l| format!("{l}\n"))
            .collect();
        all += &summary;
        all += stdout(&fenkit(&["inspect", "--json", fen], ""));
    }
    snapshot!("inspect_status", all);
}

/// One text of each kind `inspect` reads, from the seed texts (`../shared/seeds/`).
const KINDS: [&str; 6] = [
    // A FEN (Shredder-FEN).
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    // An EPD record.
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"mate in 1\";",
    // The Chess Bouquet's board in the 1883 form.
    "0 B 6\n2 K\u{332}t\u{332} 5\nP\u{332} 0 Kt 0 P 2 R\nP 0 K 3 Kt 0\n4 P K\u{332} 2\n0 Q 2 P\u{332} 2 P\u{332}\n6 K\u{332}t\u{332} P\n0 B 4 R 0",
    // The Chess Bouquet, 1897.
    "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1",
    // Movetext in English descriptive notation.
    "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-Kt5",
    // A PGN game in Polish SAN (the Immortal Game's end).
    "[Event \"London\"]\n[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n\n1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 6. Sf3 Hh6 7. d3 Sh5 8. Sh4 Hg5 9. Sf5 c6 10. g4 Sf6 11. Wg1 cxb5 12. h4 Hg6 13. h5 Hg5 14. Hf3 Sg8 15. Gxf4 Hf6 16. Sc3 Gc5 17. Sd5 Hxb2 18. Gd6 Gxg1 19. e5 Hxa1+ 20. Ke2 Sa6 21. Sxg7+ Kd8 22. Hf6+ Sxf6 23. Ge7# 1-0",
];

#[test]
fn inspect_says_what_it_read_each_kind_of_text_as() {
    let mut all = String::new();
    for text in KINDS {
        all += &fenkit(&["inspect", text], "");
        all += &fenkit(&["inspect", "--json", text], "");
    }
    snapshot!("inspect_each_kind", all);
}

#[test]
fn inspect_points_at_the_fault_of_each_kind_of_text() {
    let mut all = String::new();
    for text in [
        // An EPD record whose operation does not read.
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf9#;",
        // The 1883 form with a 1 (the seed's misprint of the last line).
        "0 R\u{332} 6\n5 P\u{332} P\u{332} 0\nR 0 R 4 P\u{332}\n0 R\u{332} 0 P\u{332} P 3\n2 P\u{332} K\u{332} Q P P 0\n7 P\n0 P 6\n2 K 1 4",
        // A board with no black king.
        "8, 8, 8, 8, 8, 8, 8, 4 K 3",
        // A move that no notation reads.
        "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Kt-K9",
        // A PGN game with an illegal move on its second line of movetext.
        "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Nf7 *",
    ] {
        all += &fenkit(&["inspect", text], "");
    }
    snapshot!("inspect_each_kind_errors", all);
}

/// For moves, the outcome and the claims count the positions before the end (FIDE 9.2, 9.6.1):
/// twice `Nf3 Nf6 Ng1 Ng8` may be claimed, four times is drawn; a FEN alone has no history.
#[test]
fn inspect_of_moves_counts_repetitions() {
    let twice = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    let four_times = format!("{twice} 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8");
    let json = |text: &str| -> serde_json::Value {
        serde_json::from_str(stdout(&fenkit(&["inspect", "--json", text], ""))).unwrap()
    };
    let fields = |v: serde_json::Value| {
        (
            v["status"].clone(),
            v["outcome"].clone(),
            v["claims"].clone(),
        )
    };
    let ongoing = (
        serde_json::json!("ongoing"),
        serde_json::Value::Null,
        serde_json::json!(["threefold_repetition"]),
    );
    assert_eq!(fields(json(twice)), ongoing);
    let drawn = serde_json::json!({"result": "1/2-1/2", "reason": "fivefold_repetition"});
    assert_eq!(
        fields(json(&four_times)),
        (
            serde_json::json!("fivefold_repetition"),
            drawn,
            serde_json::json!([])
        )
    );
    // The same end position as a FEN: no history, so nothing to claim or end.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9";
    assert_eq!(
        fields(json(fen)),
        (
            serde_json::json!("ongoing"),
            serde_json::Value::Null,
            serde_json::json!([])
        )
    );
    let outcome = |text: &str| {
        let out = fenkit(&["inspect", text], "");
        stdout(&out)
            .lines()
            .find(|l| l.starts_with("Outcome:"))
            .map(str::to_owned)
    };
    assert_eq!(
        outcome(twice).as_deref(),
        Some(
            "Outcome:       the game goes on, with 20 legal moves; a draw may be claimed (the same position for the third time)"
        )
    );
    assert_eq!(
        outcome(&four_times).as_deref(),
        Some("Outcome:       the same position for the fifth time, a draw (1/2-1/2)")
    );
}
