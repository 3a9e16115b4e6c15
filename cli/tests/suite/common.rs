//! Shared helpers: where the workspace is, how fenkit is run and its snapshots kept, and the
//! positions and texts several commands' tests use.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// The workspace root: commands run there, as the README's examples do.
pub(crate) const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

pub(crate) use crate::positions::*;

/// insta settings that keep the command-line tests' snapshots in this package's `snapshots/`
/// folder (cli/snapshots), apart from the library's.
pub(crate) fn snapshots() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    settings
}

/// `snapshot!("name", text)`: an insta snapshot kept where [`snapshots`] says.
macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        $crate::common::snapshots().bind(|| insta::assert_snapshot!($name, $value))
    };
}

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
        .current_dir(ROOT)
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

/// Runs `fenkit` and reads the first line of its output, then closes the pipe like
/// `| head -1`: that line, the exit code and stderr.
pub(crate) fn first_line_then_close(args: &[&str]) -> (String, Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fenkit"))
        .current_dir(ROOT)
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

/// The text between `--- stdout` and `--- stderr` of a run.
pub(crate) fn stdout(run: &str) -> &str {
    let start = run.find("--- stdout\n").expect("a stdout section") + 11;
    let end = run.find("--- stderr\n").expect("a stderr section");
    &run[start..end]
}

/// The text after `--- stderr` of a run.
pub(crate) fn stderr(run: &str) -> &str {
    let start = run.find("--- stderr\n").expect("a stderr section") + 11;
    &run[start..]
}

/// The exit code of a run.
pub(crate) fn exit(run: &str) -> &str {
    let start = run.find("exit: ").expect("an exit line") + 6;
    run[start..].lines().next().expect("a code")
}

/// A file in the temporary directory holding `text`, named after the test.
pub(crate) fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("fenkit-new-user-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("the temporary directory is writable");
    path
}

/// Splits a shell line on spaces, keeping 'single-quoted' words whole.
pub(crate) fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        let (word, tail) = match rest.strip_prefix('\'') {
            Some(quoted) => quoted.split_once('\'').expect("closing quote"),
            None => rest.split_once(' ').unwrap_or((rest, "")),
        };
        words.push(word.to_owned());
        rest = tail.trim_start();
    }
    words
}

/// The standard start position.
pub(crate) const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

pub(crate) const CHESS960_0: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";

/// A Chess960 position where White can castle both ways (king on b1, rooks on a1 and h1).
pub(crate) const CHESS960: &str = "1k6/8/8/8/8/8/8/RK5R w HA - 0 1";

/// A Chess960 position: king on f1, castling rooks on b1 and h1 (and the same for Black).
pub(crate) const CHESS960_CASTLING: &str = "1r3k1r/8/8/8/8/8/8/1R3K1R w HBhb - 0 1";

pub(crate) const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";

pub(crate) const STALEMATE: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

/// The Immortal Game (Anderssen–Kieseritzky, London 1851) in Polish letters (S G W H K).
pub(crate) const IMMORTAL_PL: &str = "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 6. Sf3 Hh6 \
    7. d3 Sh5 8. Sh4 Hg5 9. Sf5 c6 10. g4 Sf6 11. Wg1 cxb5 12. h4 Hg6 13. h5 Hg5 14. Hf3 Sg8 \
    15. Gxf4 Hf6 16. Sc3 Gc5 17. Sd5 Hxb2 18. Gd6 Gxg1 19. e5 Hxa1+ 20. Ke2 Sa6 21. Sxg7+ Kd8 \
    22. Hf6+ Sxf6 23. Ge7# 1-0";

/// The formats of `--format`, `--from` and `--to`.
pub(crate) const FORMATS: [&str; 6] = ["uci", "san", "lan", "fan", "iccf", "descriptive"];
