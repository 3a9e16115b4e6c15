//! `fenkit convert` as users run it: each dialect, files and stdin, comments, line ends and
//! columns, lossy conversions, illegal positions, en passant policies, lenient reading, byte-order
//! marks, long lines and a closed pipe.

use crate::common::*;

#[test]
fn readme_example_converts_the_shipped_file_to_shredder() {
    snapshot!(
        "convert_examples_shredder",
        fenkit(
            &["convert", "--to", "shredder", "examples/chess960.fen"],
            ""
        )
    );
}

#[test]
fn examples_convert_to_xfen() {
    snapshot!(
        "convert_examples_xfen",
        fenkit(&["convert", "--to", "x-fen", "examples/chess960.fen"], "")
    );
}

#[test]
fn standard_fen_names_every_chess960_right_it_cannot_write() {
    let out = fenkit(
        &[
            "convert",
            "--to",
            "standard",
            "--keep-going",
            "examples/chess960.fen",
        ],
        "",
    );
    assert!(out.contains("exit: 1\n"));
    snapshot!("convert_examples_standard_keep_going", out);
}

#[test]
fn a_small_file_converts_to_each_dialect() {
    for dialect in ["standard", "shredder", "xfen"] {
        let out = fenkit(
            &["convert", "--to", dialect, "tests/data/cli/classical.fen"],
            "",
        );
        snapshot!(format!("convert_classical_{dialect}"), out);
    }
}

#[test]
fn stdin_is_read_when_no_file_is_given_or_for_a_dash() {
    let piped = fenkit(&["convert", "--to", "shredder"], &format!("{START}\n"));
    let dash = fenkit(&["convert", "--to", "shredder", "-"], &format!("{START}\n"));
    assert!(piped.contains(
        "--- stdout\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n--- stderr\n"
    ));
    assert_eq!(piped, dash.replace("shredder -\n", "shredder\n"));
}

#[test]
fn from_standard_rejects_chess960_castling() {
    let input = format!(
        "{START}\n{CHESS960_0}\nbbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\n"
    );
    snapshot!(
        "convert_from_standard_rejects_chess960",
        fenkit(
            &[
                "convert",
                "--from",
                "standard",
                "--to",
                "xfen",
                "--keep-going"
            ],
            &input
        )
    );
}

#[test]
fn keep_going_skips_bad_lines_keeps_order_and_exits_1() {
    let input = format!(
        "{START}\n8/8/8/8/8/8/8/KK5k w - - 0 1\n{AFTER_E4}\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1\n{CHESS960_0}\n"
    );
    let out = fenkit(&["convert", "--to", "shredder", "--keep-going"], &input);
    assert!(out.contains("exit: 1\n"));
    snapshot!("convert_keep_going", out);
}

#[test]
fn without_keep_going_the_first_bad_line_stops_the_run() {
    let input = format!("{START}\n{AFTER_E4}\n8/8/8/8/8/8/8/8 w - - 0 1\n{CHESS960_0}\n");
    snapshot!(
        "convert_stops_at_first_bad_line",
        fenkit(&["convert", "--to", "xfen"], &input)
    );
}

#[test]
fn comments_and_blank_lines_are_copied_unchanged() {
    let input = format!("# a comment\n\n   \n  # indented comment  \n{START}\n#{START}\n");
    snapshot!(
        "convert_comments_and_blank_lines",
        fenkit(&["convert", "--to", "shredder"], &input)
    );
}

#[test]
fn crlf_input_and_surrounding_whitespace_are_ignored() {
    let input = format!("{START}\r\n\t {AFTER_E4}  \r\n# note\r\n\r\n{CHESS960_0}");
    let out = fenkit(&["convert", "--to", "shredder"], &input);
    assert!(!out.contains('\r'));
    snapshot!("convert_crlf", out);
}

#[test]
fn columns_count_from_the_original_line() {
    // Three leading spaces: the short rank 2 starts at column 30, not 27.
    let input = "   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1\n\
                 8/8/8/8/8/8/8/K6k w - - 0 1 é\n\
                 \u{a0}8/8/8/8/8/8/8/K6k w - - 0 1\n";
    snapshot!(
        "convert_columns",
        fenkit(&["convert", "--to", "xfen", "--keep-going"], input)
    );
}

#[test]
fn lossy_conversion_says_what_would_be_lost() {
    snapshot!(
        "convert_lossy",
        fenkit(&["convert", "--to", "standard"], &format!("{CHESS960_0}\n"))
    );
}

#[test]
fn illegal_positions_point_at_the_field_of_the_first_problem() {
    let input = "4k3/8/8/8/8/8/8/4K3 w K - 0 1\n\
                 4k3/8/8/8/8/8/8/4K3 w - e6 0 1\n\
                 4k3/8/8/8/8/8/4r3/4K3 b - - 0 1\n\
                 4k3/8/8/8/8/8/8/4K2P w - - 0 1\n";
    snapshot!(
        "convert_illegal",
        fenkit(&["convert", "--to", "xfen", "--keep-going"], input)
    );
}

#[test]
fn en_passant_policies() {
    // Pinned along the rank: a black pawn stands ready to take, but the capture is illegal.
    let pinned = "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1";
    let input = format!("{AFTER_E4}\n{pinned}\n4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1\n");
    let mut all = String::new();
    for ep in ["keep", "pseudo", "legal"] {
        all += &fenkit(&["convert", "--to", "xfen", "--ep", ep], &input);
    }
    snapshot!("convert_ep_policies", all);
}

#[test]
fn lenient_reading_warns_about_each_tolerance() {
    let input =
        "8/8/8/8/8/8/8/K6k  w - -\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0\n";
    let strict = fenkit(&["convert", "--to", "xfen", "--keep-going"], input);
    let lenient = fenkit(&["convert", "--to", "xfen", "--lenient"], input);
    snapshot!("convert_lenient", format!("{strict}\n{lenient}"));
}

#[test]
fn unreadable_files_are_bad_input() {
    snapshot!(
        "convert_missing_file",
        fenkit(
            &[
                "convert",
                "--to",
                "xfen",
                "no/such/file.fen",
                "tests/data/cli/classical.fen"
            ],
            ""
        )
    );
}

#[test]
fn a_closed_pipe_stops_quietly() {
    // About 1 MB of output: far more than the pipe and the writer's buffer hold.
    let mut args = vec!["convert", "--to", "shredder"];
    args.extend(std::iter::repeat_n("examples/chess960.fen", 500));
    let (first, code, stderr) = first_line_then_close(&args);
    assert_eq!(
        first,
        "# Chess960 positions in the three FEN dialects, one FEN per line.\n"
    );
    assert_eq!(code, Some(0));
    assert_eq!(stderr, "");
}

#[test]
fn convert_skips_a_bom_at_the_start_of_a_file_and_of_stdin() {
    let text = format!("\u{feff}{START}\r\n# after\r\n");
    let file = temp_file("bom.fen", &text);
    let from_file = fenkit(
        &["convert", "--to", "shredder", file.to_str().expect("UTF-8")],
        "",
    );
    let from_stdin = fenkit(&["convert", "--to", "shredder"], &text);
    std::fs::remove_file(&file).ok();
    let expected = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n# after\n";
    assert_eq!(
        (exit(&from_file), stdout(&from_file)),
        ("0", expected),
        "{from_file}"
    );
    assert_eq!(
        (exit(&from_stdin), stdout(&from_stdin)),
        ("0", expected),
        "{from_stdin}"
    );
    // At the start of any line (files saved on Windows and joined), but a mark inside a line
    // is still an error.
    let joined = fenkit(
        &["convert", "--to", "shredder"],
        &format!("{START}\n\u{feff}{START}\n"),
    );
    assert_eq!(
        (exit(&joined), stdout(&joined)),
        (
            "0",
            format!("{}{}", &expected[..57], &expected[..57]).as_str()
        ),
        "{joined}"
    );
    let inside = fenkit(
        &["convert", "--to", "shredder"],
        &format!("{START}\n{START}\u{feff}\n"),
    );
    assert_eq!(exit(&inside), "1", "{inside}");
}

#[test]
fn convert_names_stdin_when_files_are_named_too() {
    let out = fenkit(
        &[
            "convert",
            "--to",
            "xfen",
            "--keep-going",
            "-",
            "tests/data/cli/errors.fen",
        ],
        "8/8/8/8/8/8/8/KK5k w - - 0 1\n",
    );
    assert!(
        stderr(&out).starts_with("<stdin>: line 1, column 1: illegal position"),
        "{out}"
    );
    snapshot!("convert_stdin_named", out);
}

#[test]
fn convert_copies_comments_of_any_length_and_refuses_other_long_lines_exactly() {
    let longest = 1 << 20;
    let comment = format!("# {}", "x".repeat(3 * longest));
    let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    let input = format!(
        "{comment}\r\n{fen}{}\n{fen}{}\n",
        " ".repeat(longest - fen.len()),
        " ".repeat(longest + 1 - fen.len())
    );
    let (code, out, err) = fenkit_bytes(&["convert", "--to", "xfen"], input.into_bytes());
    assert_eq!(code, Some(1));
    assert!(out == format!("{comment}\n{fen}\n").as_bytes());
    snapshot!("convert_long_lines", err);
}

#[test]
fn convert_lenient_names_the_white_space_around_a_fen() {
    let input = format!("  {START}\t\r\n{START}\n");
    let strict = fenkit(&["convert", "--to", "xfen"], &input);
    assert_eq!((exit(&strict), stderr(&strict)), ("0", ""), "{strict}");
    let lenient = fenkit(&["convert", "--to", "xfen", "--lenient"], &input);
    assert_eq!(stdout(&lenient), stdout(&strict));
    snapshot!("convert_lenient_white_space", stderr(&lenient));
}
