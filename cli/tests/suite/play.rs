//! `fenkit play` as users run it: movetext from a position, in any language and notation
//! (`--lang auto` too), from files of every editor, the dialect kept, bad moves, long games and a
//! closed pipe.

use crate::common::*;

#[test]
fn play_the_french_seed_from_startpos() {
    let out = fenkit(&["play", "--lang", "fr", "startpos", "1. e4 c5 2. Cf3"], "");
    // The French seeds' three FENs, exactly (X-FEN for startpos, the en passant square kept
    // after every two-square move, as the seeds and PGN 1994 write it).
    assert_eq!(
        stdout(&out),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n\
         rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\n\
         rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n",
        "{out}"
    );
    // Several arguments are one movetext.
    let words = fenkit(
        &[
            "play", "--lang", "fr", "startpos", "1.", "e4", "c5", "2.", "Cf3",
        ],
        "",
    );
    assert_eq!(stdout(&words), stdout(&out));
    let mut all = out;
    all += &fenkit(
        &[
            "play",
            "--lang",
            "fr",
            "--ep",
            "legal",
            "startpos",
            "1. e4 c5 2. Cf3",
        ],
        "",
    );
    snapshot!("play_french_seed", all);
}

#[test]
fn play_the_immortal_game_in_polish() {
    let out = fenkit(&["play", "--lang", "pl", "startpos", IMMORTAL_PL], "");
    assert_eq!(exit(&out), "0", "{out}");
    assert_eq!(stdout(&out).lines().count(), 45);
    assert_eq!(stdout(&out).lines().last(), Some(IMMORTAL));
    // Detected, from stdin.
    let auto = fenkit(&["play", "--lang", "auto", "startpos", "-"], IMMORTAL_PL);
    assert_eq!(stdout(&auto), stdout(&out));
    snapshot!("play_immortal_polish", format!("{out}{auto}"));
}

#[test]
fn play_keeps_the_dialect_of_the_start_position() {
    let mut all = String::new();
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        CHESS960,
        "1k6/8/8/8/8/8/8/RK5R w KQ - 0 1",
    ] {
        let movetext = if fen.contains("RK5R") {
            "1. Ra2 Kc7"
        } else {
            "1. e4 e5 2. Nf3"
        };
        all += &fenkit(&["play", fen, movetext], "");
    }
    snapshot!("play_dialects", all);
}

#[test]
fn play_stops_at_a_bad_move_with_the_fens_before_it() {
    let mut all = String::new();
    for (args, stdin) in [
        (
            &["play", "startpos", "1. e4 e5 2. Nf3 Nc6 3. Nd5 Nf6"][..],
            "",
        ),
        (
            &["play", "startpos", "1. Nc3 a6 2. Ne4 a5 3. Nf3 h6 4. Ng5"],
            "",
        ),
        (
            &[
                "play",
                "startpos",
                "1. e4 e5 (1... c5 2. Nf3 Nc6 3. Bxf7) 2. Nf3",
            ],
            "",
        ),
        (&["play", "startpos", "1. e4 e5 2. Cf3"], ""),
        (&["play", "startpos", "1. e4 { unclosed"], ""),
        (&["play", "--strict", "startpos", "1. e4 e5 2. Ng1-f3"], ""),
        (
            &["play", "startpos", "-"],
            "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6 4. Bxe8\n",
        ),
        (&["play", "--from", "uci", "startpos", "e2e4 e7e5 e1g1"], ""),
        (
            &["play", "--from", "iccf", "startpos", "1. 5254 5755 2. 5171"],
            "",
        ),
        (
            &[
                "play",
                "--from",
                "descriptive",
                "startpos",
                "1. P-K4 P-K4 2. N-B3",
            ],
            "",
        ),
        (
            &[
                "play",
                "--lang",
                "fr",
                "startpos",
                "1. e4 c5 2. Cf3 Cc6 3. d4 cxd4 4. Cxd4 Cf6 5. Cc3 e5 6. Cdb5 d6 7. Cd5 Cxd5 8. exd5 Ce7 9. c4 Cg6 10. Da4 Fd7 11. Db4 Df6 12. Cxc7",
            ],
            "",
        ),
    ] {
        all += &fenkit(args, stdin);
    }
    snapshot!("play_errors", all);
}

#[test]
fn play_as_a_new_user_tries_it() {
    let mut all = String::new();
    for (args, stdin) in [
        // Empty movetext, only a result, only a comment.
        (&["play", "startpos", ""][..], ""),
        (&["play", "startpos", "-"], "\n\n"),
        (&["play", "startpos", "1-0"], ""),
        (&["play", "startpos", "{ no moves yet } *"], ""),
        // A byte-order mark and Windows line ends on stdin.
        (&["play", "startpos", "-"], "\u{feff}1. e4 e5\r\n2. Nf3\r\n"),
        // The FEN forgot its quotes: the words after the first are movetext.
        (
            &[
                "play",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
                "w",
                "KQkq",
                "-",
                "0",
                "1",
                "e4",
            ],
            "",
        ),
        // UCI's `startpos moves e2e4`.
        (&["play", "startpos", "moves", "e2e4"], ""),
        // No movetext at all, an unknown notation or language.
        (&["play", "startpos"], ""),
        (&["play", "--from", "pgn", "startpos", "e4"], ""),
        (&["play", "--lang", "xx", "startpos", "e4"], ""),
        (
            &[
                "play",
                "--from",
                "descriptive",
                "--lang",
                "fr",
                "startpos",
                "P-K4",
            ],
            "",
        ),
        (
            &[
                "play", "--from", "uci", "--lang", "auto", "startpos", "e2e4",
            ],
            "",
        ),
        // What lenient descriptive reading lets pass is named.
        (
            &[
                "play",
                "--from",
                "descriptive",
                "startpos",
                "1. P-K4ch P-K4",
            ],
            "",
        ),
        (
            &["moves", "--format", "iccf", "--lang", "fr", "startpos"],
            "",
        ),
        (
            &[
                "moves",
                "--format",
                "descriptive",
                "--lang",
                "pl",
                "startpos",
            ],
            "",
        ),
    ] {
        all += &fenkit(args, stdin);
    }
    snapshot!("play_new_user", all);
}

#[test]
fn options_may_follow_the_movetext() {
    let out = fenkit(
        &[
            "notate",
            "--to",
            "san",
            "startpos",
            "1. P-K4 P-K4 2. Kt-KB3",
            "--from",
            "descriptive",
        ],
        "",
    );
    assert_eq!(
        (exit(&out), stdout(&out)),
        ("0", "1. e4 e5 2. Nf3\n"),
        "{out}"
    );
    let out = fenkit(&["play", "startpos", "1. e4 c5 2. Cf3", "--lang", "fr"], "");
    assert_eq!(stdout(&out).lines().count(), 3, "{out}");
}

#[test]
fn play_streams_a_long_game_and_stops_quietly_when_the_output_closes() {
    let game = "Nf3 Nf6 Ng1 Ng8 ".repeat(50_000);
    let (code, out, err) = fenkit_bytes(&["play", "startpos", "-"], game.clone().into_bytes());
    assert_eq!((code, err.as_str()), (Some(0), ""));
    assert_eq!(out.iter().filter(|&&b| b == b'\n').count(), 200_000);
    // A reader that takes one line and closes the pipe: exit 0, nothing on stderr.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_fenkit"))
        .args(["play", "startpos", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("fenkit runs");
    let mut input = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = input.write_all(game.as_bytes());
    });
    let mut first = String::new();
    {
        use std::io::BufRead;
        let mut reader = std::io::BufReader::new(child.stdout.take().expect("stdout"));
        reader.read_line(&mut first).expect("a line");
    }
    let output = child.wait_with_output().expect("fenkit ends");
    writer.join().expect("the writer ends");
    assert_eq!(
        first,
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1\n"
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn lang_auto_says_what_it_chose() {
    let mut all = String::new();
    for text in [
        // One language.
        "1. e4 c5 2. Cf3 d6 3. Fb5+",
        // Several that read the same moves.
        "1. e4 c5 2. Cf3",
        // Pawn moves only: English, and every other language reads them the same.
        "1. e4 e5 2. d4",
        // English and others that read other moves: English, with a note.
        "1. d4 d5 2. Nd2",
        // Several, none English, each reading other moves: bad input.
        "1. d4 d5 2. Sd2",
        // None: the error of the language that got furthest.
        "1. e4 e5 2. Cf3 Cc6 3. Xb5",
    ] {
        all += &fenkit(&["play", "--lang", "auto", "startpos", text], "");
    }
    all += &fenkit(
        &[
            "notate",
            "--lang",
            "auto",
            "--to",
            "san",
            "--to-lang",
            "en",
            "startpos",
            IMMORTAL_PL,
        ],
        "",
    );
    snapshot!("lang_auto", all);
}

#[test]
fn movetext_from_windows_and_old_mac_editors() {
    // A `;` comment used to run to a `\n` only: with old Mac line ends it swallowed the rest.
    let three_fens = |run: &str| stdout(run).lines().count() == 3;
    for text in [
        "\u{feff}1. e4 e5 ; open game\r\n2. Nf3\r\n",
        "1. e4 e5 ; open game\r2. Nf3\r",
        "1. e4 e5 ; open game\n2. Nf3\n",
    ] {
        let out = fenkit(&["play", "startpos", "-"], text);
        assert!(exit(&out) == "0" && three_fens(&out), "{out}");
        let out = fenkit(&["notate", "--to", "uci", "startpos", "-"], text);
        assert_eq!(
            stdout(&out),
            "1. e2e4 e7e5 ; open game\n2. g1f3\n",
            "{text:?}"
        );
    }
    // A line number, not an echo that a lone `\r` would scramble on the terminal.
    let mut all = fenkit(&["play", "startpos", "-"], "1. e4 e5\r2. Nf3 Qxx\r");
    // Notepad's "Unicode": UTF-16 with its byte-order mark, either byte order.
    for bom in [[0xFF, 0xFE], [0xFE, 0xFF]] {
        let mut bytes = bom.to_vec();
        for unit in "1. e4 e5\r\n".encode_utf16() {
            let pair = if bom[0] == 0xFF {
                unit.to_le_bytes()
            } else {
                unit.to_be_bytes()
            };
            bytes.extend(pair);
        }
        let (code, out, err) = fenkit_bytes(&["play", "startpos", "-"], bytes);
        assert_eq!((code, out.len()), (Some(1), 0), "{err}");
        all += &format!("$ fenkit play startpos - (UTF-16, {bom:02X?})\n{err}");
    }
    snapshot!("movetext_editors", all);
}

#[test]
fn a_long_word_is_not_echoed_whole() {
    // Each message used to repeat the whole word, once or twice: 200 kB of stderr here.
    let word = format!("Nf3{}", "x".repeat(100_000));
    for from in FORMATS {
        let out = fenkit(&["play", "--from", from, "startpos", "-"], &word);
        assert_eq!(exit(&out), "1", "{from}");
        let err = &out[out.find("--- stderr\n").expect("stderr")..];
        assert!(err.len() < 1_000, "{from}: {} bytes", err.len());
        assert!(err.contains("move 1. Nf3xxxxxxxxxxxxxxxxxxxxx…: "), "{err}");
    }
    let out = fenkit(&["explain", "--move", &word[..50_000], "startpos"], "");
    let err = &out[out.find("--- stderr\n").expect("stderr")..];
    assert!(err.len() < 1_000, "{} bytes", err.len());
}
