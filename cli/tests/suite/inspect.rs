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
