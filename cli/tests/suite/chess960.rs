//! `fenkit chess960` as users run it: start positions by number, `--identify`, Double Fischer
//! Random, and the numbers and options it refuses.

use crate::common::*;

#[test]
fn chess960_numbers() {
    let mut all = String::new();
    for args in [
        &["chess960", "518"][..],
        &["chess960", "0"],
        &["chess960", "959"],
        &["chess960", "0", "--to", "shredder"],
        &["chess960", "959", "--to", "standard"],
        &[
            "chess960", "--white", "518", "--black", "0", "--to", "shredder",
        ],
    ] {
        all += &fenkit(args, "");
    }
    snapshot!("chess960_numbers", all);
}

#[test]
fn chess960_out_of_range_is_bad_input() {
    let mut all = String::new();
    for n in ["960", "-1", "70000"] {
        let out = fenkit(&["chess960", n], "");
        assert!(out.contains("exit: 1\n"));
        all += &out;
    }
    snapshot!("chess960_out_of_range", all);
}

#[test]
fn chess960_identify() {
    let mut all = String::new();
    all += &fenkit(&["chess960", "--identify", CHESS960_0], "");
    all += &fenkit(&["chess960", "--identify", START], "");
    let mut words = vec!["chess960", "--identify"];
    words.extend("rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1".split(' '));
    all += &fenkit(&words, "");
    all += &fenkit(&["chess960", "--identify", AFTER_E4], "");
    all += &fenkit(
        &[
            "chess960",
            "--identify",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAhf - 0 1",
        ],
        "",
    );
    all += &fenkit(&["chess960", "--identify", "not a fen"], "");
    snapshot!("chess960_identify", all);
}

#[test]
fn chess960_options_for_identify_refuse_a_number() {
    let out = fenkit(&["chess960", "518", "--lenient"], "");
    assert!(out.contains("exit: 2\n"), "{out}");
    assert!(out.contains("not provided:\n  --identify"), "{out}");
}

#[test]
fn chess960_numbers_outside_the_range_get_one_message_and_exit_1() {
    let mut all = String::new();
    for n in [
        "99999999999999999999",
        "abc",
        "-1",
        "960",
        "+5",
        "65536",
        "",
    ] {
        let out = fenkit(&["chess960", n], "");
        assert_eq!(exit(&out), "1", "{out}");
        assert!(
            stderr(&out).ends_with(" is not a Chess960 start position number, expected 0 to 959\n"),
            "{out}"
        );
        all += &out;
    }
    for (white, black) in [("-1", "0"), ("0", "1000")] {
        let out = fenkit(&["chess960", "--white", white, "--black", black], "");
        assert_eq!(exit(&out), "1", "{out}");
        all += &out;
    }
    snapshot!("chess960_numbers_out_of_range", all);
}

#[test]
fn double_fischer_random_starts_identify_as_both_numbers_in_every_form() {
    let created = fenkit(&["chess960", "--white", "518", "--black", "0"], "");
    let fen = stdout(&created).trim_end().to_owned();
    let identified = fenkit(&["chess960", "--identify", &fen], "");
    assert_eq!(stdout(&identified), "518 0\n", "{identified}");
    // Options in any order, the FEN quoted or not.
    let mut words = vec!["chess960"];
    words.extend(fen.split(' '));
    words.push("--identify");
    assert_eq!(stdout(&fenkit(&words, "")), "518 0\n");
    let json = fenkit(&["inspect", "--json", &fen], "");
    assert!(
        json.contains(r#""chess960": null, "double_fischer_random": {"white": 518, "black": 0}"#),
        "{json}"
    );
    let summary = fenkit(&["inspect", &fen], "");
    assert!(summary.contains("Double Fischer Random start, White 518, Black 0"));
    let json = fenkit(&["inspect", "--json", "startpos"], "");
    assert!(json.contains(r#""chess960": 518, "double_fischer_random": null"#));
}

#[test]
fn chess960_refuses_options_that_do_not_apply() {
    let mut all = String::new();
    for args in [
        &["chess960", "--identify", START, "--to", "shredder"][..],
        &["chess960", "518", "--from", "xfen"],
        &["chess960", "518", "--lenient"],
        &["chess960", "--identify", "--white", "1", "--black", "2"],
        &["chess960", "1", "2"],
        &["chess960", "--identify", "518"],
    ] {
        let out = fenkit(args, "");
        assert_eq!(exit(&out), "2", "{out}");
        all += &out;
    }
    snapshot!("chess960_options_that_do_not_apply", all);
}
