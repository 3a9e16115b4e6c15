//! Defects found by trying the command line as a new user would (issue 8, part 4): odd
//! arguments, huge numbers, byte-order marks, untrimmed text, `startpos` and `--lenient`
//! everywhere. Each test failed before its fix.

use crate::cli::{fenkit, fenkit_bytes};
use crate::common::snapshots;

macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        snapshots().bind(|| insta::assert_snapshot!($name, $value))
    };
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

/// The text between `--- stdout` and `--- stderr` of a run.
fn stdout(run: &str) -> &str {
    let start = run.find("--- stdout\n").expect("a stdout section") + 11;
    let end = run.find("--- stderr\n").expect("a stderr section");
    &run[start..end]
}

/// The text after `--- stderr` of a run.
fn stderr(run: &str) -> &str {
    let start = run.find("--- stderr\n").expect("a stderr section") + 11;
    &run[start..]
}

/// The exit code of a run.
fn exit(run: &str) -> &str {
    let start = run.find("exit: ").expect("an exit line") + 6;
    run[start..].lines().next().expect("a code")
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

/// Every command that reads one FEN from its arguments, with the options it needs.
const FEN_COMMANDS: [&[&str]; 8] = [
    &["inspect"],
    &["inspect", "--json"],
    &["chess960", "--identify"],
    &["moves"],
    &["history", "--to", "forsyth1897"],
    &["explain"],
    &["show", "--format", "ascii"],
    &["perft", "--depth-last"],
];

/// Runs a command of [`FEN_COMMANDS`] on `fen` (perft at depth 1, after the FEN).
fn run_on(command: &[&str], fen: &str, extra: &[&str]) -> String {
    let mut args: Vec<&str> = command
        .iter()
        .copied()
        .filter(|&a| a != "--depth-last")
        .collect();
    args.extend_from_slice(extra);
    args.push(fen);
    if command.contains(&"--depth-last") {
        args.push("1");
    }
    fenkit(&args, "")
}

#[test]
fn every_command_reads_startpos_and_ignores_a_bom_and_surrounding_white_space() {
    for command in FEN_COMMANDS {
        let plain = run_on(command, START, &[]);
        assert_eq!(exit(&plain), "0", "{plain}");
        for fen in [
            "startpos".to_owned(),
            format!("\u{feff}{START}"),
            format!("{START}\r\n"),
            format!(" {START} "),
            format!("\t{START}\r"),
            " startpos\r\n".to_owned(),
        ] {
            let out = run_on(command, &fen, &[]);
            assert_eq!(exit(&out), "0", "{fen:?}: {out}");
            assert_eq!(stdout(&out), stdout(&plain), "{fen:?}: {out}");
            assert_eq!(stderr(&out), stderr(&plain), "{fen:?}: {out}");
        }
    }
}

#[test]
fn startpos_is_a_position_whatever_dialect_from_names() {
    // `startpos` has no castling letters of its own to check against `--from`.
    for command in FEN_COMMANDS.iter().filter(|c| c[0] != "history") {
        let plain = run_on(command, "startpos", &[]);
        for dialect in ["standard", "shredder", "xfen"] {
            let out = run_on(command, "startpos", &["--from", dialect]);
            assert_eq!(exit(&out), "0", "{dialect}: {out}");
            assert_eq!(stdout(&out), stdout(&plain), "{dialect}: {out}");
        }
    }
}

#[test]
fn every_command_takes_lenient_for_a_fen_without_clocks() {
    let without_clocks = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    let mut all = String::new();
    for command in FEN_COMMANDS {
        let strict = run_on(command, without_clocks, &[]);
        assert_eq!(exit(&strict), "1", "{strict}");
        let lenient = run_on(command, without_clocks, &["--lenient"]);
        assert_eq!(exit(&lenient), "0", "{lenient}");
        assert_eq!(stdout(&lenient), stdout(&run_on(command, START, &[])));
        assert!(
            stderr(&lenient)
                .contains("warning: the halfmove clock and fullmove number are missing")
        );
    }
    // The warnings name what was ignored, in accurate words.
    for fen in [
        format!("{START} "),
        format!("  {START}\t"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1".to_owned(),
    ] {
        all += &fenkit(&["inspect", "--json", "--lenient", &fen], "");
    }
    snapshot!("lenient_warnings", all);
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

/// A file in the temporary directory holding `text`, named after the test.
fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("fenkit-new-user-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("the temporary directory is writable");
    path
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
    // Only at the start: a mark inside the text is still an error.
    let inside = fenkit(
        &["convert", "--to", "shredder"],
        &format!("{START}\n\u{feff}{START}\n"),
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

/// Runs `fenkit` with stdin and stdout from files: the snapshot text of the run.
fn fenkit_with_files(args: &[&str], stdin: std::fs::File, stdout: std::fs::File) -> String {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_fenkit"))
        .current_dir(crate::common::ROOT)
        .args(args)
        .stdin(stdin)
        .stdout(stdout)
        .output()
        .expect("fenkit runs");
    format!(
        "$ fenkit {}\nexit: {}\n--- stderr\n{}",
        args.join(" "),
        output
            .status
            .code()
            .map_or("killed".into(), |c| c.to_string()),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn unreadable_input_and_unwritable_output_are_bad_input_not_a_panic() {
    let mut all = fenkit(&["convert", "--to", "xfen", "tests"], "");
    let directory = || std::fs::File::open("tests").expect("a directory opens for reading");
    let sink = || std::fs::File::create(temp_file("sink", "")).expect("a file");
    all += &fenkit_with_files(&["convert", "--to", "xfen"], directory(), sink());
    all += &fenkit_with_files(&["history", "--from", "forsyth1897"], directory(), sink());
    let not_utf8 = temp_file("latin1.txt", "");
    std::fs::write(&not_utf8, b"1 B 6, 2 kt 5 \xe9").expect("writable");
    let latin1 = std::fs::File::open(&not_utf8).expect("readable");
    all += &fenkit_with_files(&["history", "--from", "forsyth1897"], latin1, sink());
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        let empty = std::fs::File::open(&not_utf8).expect("readable");
        all += &fenkit_with_files(&["moves", "startpos"], empty, full);
    }
    let huge = temp_file("huge.txt", &"8, ".repeat(400_000));
    let huge_file = std::fs::File::open(&huge).expect("readable");
    all += &fenkit_with_files(&["history", "--from", "forsyth1897"], huge_file, sink());
    std::fs::remove_file(&huge).ok();
    std::fs::remove_file(&not_utf8).ok();
    std::fs::remove_file(temp_file("sink", "")).ok();
    for code in all.lines().filter_map(|l| l.strip_prefix("exit: ")) {
        assert_eq!(code, "1", "{all}");
    }
    snapshot!("io_failures", all);
}

#[test]
fn common_mistakes_get_a_message_that_says_what_to_do() {
    // The FEN given to convert as a file name; UCI's moves after startpos.
    let mut all = fenkit(&["convert", "--to", "xfen", START], "");
    assert_eq!(exit(&all), "1", "{all}");
    let moves = fenkit(&["moves", "startpos", "moves", "e2e4", "e7e5"], "");
    assert_eq!(exit(&moves), "1", "{moves}");
    all += &moves;
    // Two FENs in one argument, as `"$(cat file.fen)"` gives: the line at fault is shown.
    let two = fenkit(&["inspect", &format!("{START}\n{START}")], "");
    assert_eq!(exit(&two), "1", "{two}");
    assert!(stderr(&two).starts_with("line 1, column 56: "), "{two}");
    all += &two;
    snapshot!("common_mistakes", all);
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_bad_input_with_a_caret() {
    use std::os::unix::ffi::OsStrExt;
    let fen = std::ffi::OsStr::from_bytes(b"8/8/8/8/8/8/8/K6\xffk w - - 0 1");
    for command in [
        &["inspect"][..],
        &["history", "--to", "forsyth1897"],
        &["chess960", "--identify"],
    ] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_fenkit"))
            .args(command)
            .arg(fen)
            .output()
            .expect("fenkit runs");
        assert_eq!(output.status.code(), Some(1), "{command:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with("column 17: piece placement: found '\u{fffd}'"),
            "{stderr}"
        );
    }
}
