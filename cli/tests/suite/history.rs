//! `fenkit history` as users run it: Forsyth's 1883 and 1897 notations read and written, the
//! seeds, byte-order marks, boards that are not legal positions, and errors.

use crate::common::*;

/// The 1883 seed as a file holds it, and as `history --to forsyth1883` prints it: with a final
/// newline.
fn seed_1883_file() -> String {
    format!("{SEED_1883}\n")
}

#[test]
fn history_reads_the_1883_seed_diagram_after_blacks_40th_move() {
    let out = fenkit(
        &[
            "history",
            "--from",
            "forsyth1883",
            "--turn",
            "w",
            "--fullmove",
            "41",
        ],
        &seed_1883_file(),
    );
    assert_eq!(stdout(&out), format!("{SEED_1883_FEN}\n"));
    snapshot!("history_from_1883_seed", out);
}

#[test]
fn history_writes_the_1883_seed_diagram_and_names_the_dropped_fullmove() {
    let out = fenkit(&["history", "--to", "forsyth1883", SEED_1883_FEN], "");
    assert_eq!(stdout(&out), seed_1883_file());
    assert!(out.ends_with("dropped the fullmove number 41\n"), "{out}");
    // The FEN can come on stdin, and the ASCII fallback reads back to the same board.
    let ascii = fenkit(
        &["history", "--to", "forsyth1883", "--ascii"],
        &format!("{SEED_1883_FEN}\n"),
    );
    let back = fenkit(
        &["history", "--from", "1883", "--fullmove", "41"],
        stdout(&ascii),
    );
    assert_eq!(stdout(&back), format!("{SEED_1883_FEN}\n"));
    snapshot!("history_to_1883_seed", format!("{out}{ascii}"));
}

#[test]
fn history_reads_and_writes_the_1897_seed_line() {
    let read = fenkit(&["history", "--from", "forsyth1897", SEED_1897], "");
    assert_eq!(stdout(&read), format!("{SEED_1897_FEN}\n"));
    let write = fenkit(&["history", "--to", "forsyth1897", SEED_1897_FEN], "");
    assert_eq!(stdout(&write), format!("{SEED_1897}\n"));
    // Unquoted, the words are joined with spaces, which gives the line back.
    let mut words = vec!["history", "--from", "forsyth1897"];
    words.extend(SEED_1897.split(' '));
    assert_eq!(stdout(&fenkit(&words, "")), format!("{SEED_1897_FEN}\n"));
    snapshot!("history_1897_seed", format!("{read}{write}"));
}

#[test]
fn history_of_the_start_position_drops_the_castling_rights() {
    let mut all = String::new();
    for form in ["forsyth1883", "forsyth1897"] {
        all += &fenkit(&["history", "--to", form, START], "");
        all += &fenkit(&["history", "--to", form, AFTER_E4], "");
    }
    all += &fenkit(&["history", "--to", "forsyth1883", "--ascii", AFTER_E4], "");
    assert!(
        all.contains("dropped the side to move b, castling field KQkq and en passant field e3\n")
    );
    snapshot!("history_start_and_e4", all);
}

#[test]
fn history_errors_give_line_and_column() {
    let mut all = String::new();
    let seed = seed_1883_file();
    let one = seed.replace("0 R\u{332} 0 P\u{332} P 3", "0 R\u{332} 1 P\u{332} P 3");
    let underlined_count = seed.replace("2 K 5", "2 K 5\u{332}");
    let short = seed.replace("7 P\n", "");
    for (form, text) in [
        ("forsyth1883", one.as_str()),
        ("forsyth1883", underlined_count.as_str()),
        ("forsyth1883", short.as_str()),
        ("forsyth1883", "\n\n"),
    ] {
        let out = fenkit(&["history", "--from", form], text);
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    for text in [
        SEED_1897.replace("p 1 Kt", "p 1 N"),
        SEED_1897.replace("1 B 4 R 1", "1 B 4 R"),
        SEED_1897.replace("6 kt P", "6 kt Z"),
    ] {
        let out = fenkit(&["history", "--from", "forsyth1897", &text], "");
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    let bad_fen = fenkit(
        &["history", "--to", "forsyth1897", "8/8/8/8/8/8/8 w - - 0 1"],
        "",
    );
    assert!(bad_fen.contains("exit: 1\n"), "{bad_fen}");
    all += &bad_fen;
    assert!(all.contains("line 4, column 6: found '1', expected '0'"));
    snapshot!("history_errors", all);
}

#[test]
fn history_bad_usage_exits_2() {
    let mut all = String::new();
    for args in [
        &["history"][..],
        &["history", "--to", "forsyth1883", "--from", "forsyth1897"],
        &["history", "--to", "forsyth1884", START],
        &["history", "--to", "forsyth1883", "--turn", "b", START],
        &["history", "--from", "forsyth1883", "--ascii"],
        &["history", "--from", "forsyth1897", "--turn", "white"],
        &["history", "--from", "forsyth1897", "--fullmove", "0"],
        &["history", "--to", "forsyth1897", "--ascii", START],
    ] {
        let out = fenkit(args, "");
        assert!(out.contains("exit: 2\n"), "{out}");
        all += &out;
    }
    snapshot!("history_bad_usage", all);
}

#[test]
fn history_warns_about_a_board_that_is_not_a_legal_position() {
    let mut all = String::new();
    for text in [
        "8, 8, 8, 8, 8, 8, 8, 8",
        "K 1 K 1 K 3, 8, 8, 8, 8, 8, 8, 7 k",
        "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1",
    ] {
        let out = fenkit(&["history", "--from", "forsyth1897", text], "");
        assert_eq!(exit(&out), "0", "{out}");
        all += &out;
    }
    assert_eq!(all.matches("warning: illegal position").count(), 2, "{all}");
    snapshot!("history_illegal_boards", all);
}

#[test]
fn forsyth_and_fen_both_refuse_two_counts_in_a_row() {
    let mut all = String::new();
    for (form, text) in [
        ("forsyth1897", "K 1 1 5, 8, 8, 8, 8, 8, 8, 7 k".to_owned()),
        ("forsyth1883", "K 0 0 5\n8\n8\n8\n8\n8\n8\n7 K̲".to_owned()),
    ] {
        let out = fenkit(&["history", "--from", form], &text);
        assert_eq!(exit(&out), "1", "{out}");
        all += &out;
    }
    let fen = fenkit(&["inspect", "K11k4/8/8/8/8/8/8/8 w - - 0 1"], "");
    assert_eq!(exit(&fen), "1", "{fen}");
    all += &fen;
    snapshot!("adjacent_counts", all);
}

#[test]
fn history_skips_a_bom_in_stdin_and_arguments() {
    let text = "\u{feff}1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1\r\n";
    let piped = fenkit(&["history", "--from", "forsyth1897"], text);
    assert_eq!(exit(&piped), "0", "{piped}");
    let argument = fenkit(&["history", "--from", "forsyth1897", text], "");
    assert_eq!(stdout(&argument), stdout(&piped));
    let fen = fenkit(
        &["history", "--to", "forsyth1897"],
        &format!("\u{feff}{START}\r\n"),
    );
    assert_eq!(
        stdout(&fen),
        "r kt b q k b kt r, p p p p p p p p, 8, 8, 8, 8, P P P P P P P P, R Kt B Q K B Kt R\n",
        "{fen}"
    );
}
