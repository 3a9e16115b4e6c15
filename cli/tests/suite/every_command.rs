//! What every command does alike: `startpos`, a byte-order mark, white space and `--lenient`
//! around a FEN; help with examples; bad usage; `-` for stdin; control characters, arguments that
//! are not UTF-8 and counters at their largest; unreadable input, closed output and the common
//! mistakes of a new user.

use std::process::{Command, Stdio};

use crate::common::*;

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
        &["serve"],
    ] {
        let mut args = command.to_vec();
        args.push("--help");
        let out = fenkit(&args, "");
        assert!(out.contains("exit: 0\n"), "{out}");
        assert!(out.contains("Examples:\n  fenkit "), "{out}");
    }
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

#[test]
fn dash_reads_stdin_only_where_the_help_says() {
    let mut all = String::new();
    for args in [
        // Movetext: `-` only as the whole movetext.
        &["play", "startpos", "e4", "-"][..],
        &["notate", "--to", "san", "startpos", "-", "e5"],
        // The position is always an argument.
        &["play", "-", "e4"],
        &["moves", "-"],
        &["explain", "--move", "e4", "-"],
    ] {
        let out = fenkit(args, "startpos\n1. e4 e5\n");
        assert_ne!(exit(&out), "0", "{out}");
        all += &out;
    }
    snapshot!("dash_not_stdin", all);
}

#[test]
fn control_characters_are_shown_not_sent_to_the_terminal() {
    let mut all = String::new();
    for (args, stdin) in [
        (&["play", "startpos", "e4 \u{1b}[31mred e5"][..], ""),
        (&["play", "startpos", "-"], "e4\te5\u{c}Nf3\u{b}Nc6\u{0}"),
        (
            &["notate", "--to", "san", "startpos", "-"],
            "e4 e5 Nf3\u{7f}",
        ),
        (&["explain", "--move", "Nf3\u{7}", "startpos"], ""),
        (&["play", "--lang", "auto", "startpos", "e4 \u{9b}e5"], ""),
    ] {
        let out = fenkit(args, stdin);
        assert_eq!(exit(&out), "1", "{out}");
        let err = &out[out.find("--- stderr\n").expect("stderr")..];
        assert!(
            !err.contains(|c: char| c.is_control() && c != '\n' && c != '\t'),
            "{err:?}"
        );
        // The arguments and stdin escaped, so that the snapshot holds no control character.
        all += &format!("$ fenkit {args:?} < {stdin:?}\n{err}");
    }
    // The carets stay under the character the column names.
    let out = fenkit(&["play", "startpos", "{\u{1b}\u{1b}} e4 Qxx"], "");
    let lines: Vec<&str> = out.lines().collect();
    let caret = lines[lines.len() - 1].chars().position(|c| c == '^');
    assert_eq!(
        caret.and_then(|at| lines[lines.len() - 2].chars().nth(at)),
        Some('x'),
        "{out}"
    );
    snapshot!("control_characters", all);
}

#[test]
fn output_closed_at_once_is_no_error() {
    let long = "Nf3 Nf6 Ng1 Ng8 ".repeat(5_000);
    for args in [
        &["moves", "--format", "san", "startpos"][..],
        &["play", "startpos", &long],
        &["notate", "--to", "descriptive", "startpos", &long],
        &["explain", "--move", "Nf3", "startpos"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_fenkit"))
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("fenkit runs");
        drop(child.stdout.take());
        let output = child.wait_with_output().expect("fenkit ends");
        assert_eq!(output.status.code(), Some(0), "{}", args[0]);
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{}", args[0]);
    }
}

#[test]
fn counters_at_their_largest_stay_there() {
    // Black to move at the last fullmove and halfmove clock a u32 holds: no overflow.
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 4294967295 4294967295";
    let out = fenkit(&["play", fen, "Nf6 Nf3 Ng8"], "");
    assert_eq!(exit(&out), "0", "{out}");
    assert!(
        stdout(&out)
            .lines()
            .all(|line| line.ends_with(" 4294967295 4294967295")),
        "{out}"
    );
    for args in [
        &["moves", "--format", "descriptive", fen][..],
        &["explain", "--move", "Nf6", fen],
        &["notate", "--to", "san", fen, "Nf6 Nf3"],
    ] {
        assert_eq!(exit(&fenkit(args, "")), "0", "{args:?}");
    }
}
