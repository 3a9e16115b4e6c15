//! The `fenkit` binary as users run it: stdout, stderr and exit code of each command.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use crate::common::{AFTER_E4, snapshots};

/// Runs `fenkit` in the crate root with `stdin`, and shows exit code, stdout and stderr.
pub(crate) fn fenkit(args: &[&str], stdin: &str) -> String {
    let (code, stdout, stderr) = fenkit_bytes(args, stdin.as_bytes().to_vec());
    format!(
        "$ fenkit {}\nexit: {}\n--- stdout\n{}--- stderr\n{}",
        args.join(" "),
        code.map_or("killed".into(), |c| c.to_string()),
        String::from_utf8_lossy(&stdout),
        stderr,
    )
}

/// Runs `fenkit` in the crate root with `stdin` written from another thread, so that a large
/// output cannot block a large input: (exit code, stdout, stderr).
pub(crate) fn fenkit_bytes(args: &[&str], stdin: Vec<u8>) -> (Option<i32>, Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fenkit"))
        .current_dir(crate::common::ROOT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("fenkit runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || {
        // fenkit may stop reading early (bad usage, a bad line): ignore a closed pipe.
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("fenkit finishes");
    writer.join().expect("the writer finishes");
    (
        output.status.code(),
        output.stdout,
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        snapshots().bind(|| insta::assert_snapshot!($name, $value))
    };
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CHESS960_0: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";

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
fn bad_usage_exits_2() {
    let mut all = String::new();
    for args in [
        &["convert"][..],
        &["convert", "--to", "fen7"],
        &["convert", "--to", "xfen", "--from", "pgn"],
        &["convert", "--to", "xfen", "--ep", "sometimes"],
        &["inspect"],
        &["chess960"],
        &["chess960", "--identify", START, "--to", "shredder"],
        &["chess960", "--white", "1"],
        &["frobnicate"],
    ] {
        let out = fenkit(args, "");
        assert!(out.contains("exit: 2\n"), "{out}");
        all += &out;
    }
    snapshot!("bad_usage", all);
}

#[test]
fn every_command_help_has_an_example() {
    for command in [
        &[][..],
        &["convert"],
        &["inspect"],
        &["chess960"],
        &["perft"],
        &["moves"],
        &["history"],
        &["explain"],
        &["show"],
    ] {
        let mut args = command.to_vec();
        args.push("--help");
        let out = fenkit(&args, "");
        assert!(out.contains("exit: 0\n"), "{out}");
        assert!(out.contains("Examples:\n  fenkit "), "{out}");
    }
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

/// Runs `fenkit` and reads the first line of its output, then closes the pipe like
/// `| head -1`: that line, the exit code and stderr.
pub(crate) fn first_line_then_close(args: &[&str]) -> (String, Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fenkit"))
        .current_dir(crate::common::ROOT)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("fenkit runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout is piped"))
        .read_line(&mut first)
        .expect("a first line");
    // The reader is dropped here, closing the pipe.
    let output = child.wait_with_output().expect("fenkit finishes");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (first, output.status.code(), stderr)
}
