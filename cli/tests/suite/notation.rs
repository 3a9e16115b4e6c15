//! Move notation on the command line (issue 9, part 6): `moves --format`, `play`, `notate`,
//! `explain --move`, `--lang auto`, and the errors of each as a new user meets them.

use crate::cli::{fenkit, fenkit_bytes};
use crate::common::snapshots;

macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        snapshots().bind(|| insta::assert_snapshot!($name, $value))
    };
}

/// A Chess960 position where White can castle both ways (king on b1, rooks on a1 and h1).
const CHESS960: &str = "1k6/8/8/8/8/8/8/RK5R w HA - 0 1";
/// The Polish seed's last position of the Immortal Game, after 23. Ge7#.
const IMMORTAL_END: &str = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";
/// The Immortal Game (Anderssen–Kieseritzky, London 1851) in Polish letters (S G W H K).
const IMMORTAL_PL: &str = "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 6. Sf3 Hh6 \
    7. d3 Sh5 8. Sh4 Hg5 9. Sf5 c6 10. g4 Sf6 11. Wg1 cxb5 12. h4 Hg6 13. h5 Hg5 14. Hf3 Sg8 \
    15. Gxf4 Hf6 16. Sc3 Gc5 17. Sd5 Hxb2 18. Gd6 Gxg1 19. e5 Hxa1+ 20. Ke2 Sa6 21. Sxg7+ Kd8 \
    22. Hf6+ Sxf6 23. Ge7# 1-0";

/// The text between `--- stdout` and `--- stderr` of a run.
pub(crate) fn stdout(run: &str) -> &str {
    let start = run.find("--- stdout\n").expect("a stdout section") + 11;
    let end = run.find("--- stderr\n").expect("a stderr section");
    &run[start..end]
}

/// The exit code of a run.
pub(crate) fn exit(run: &str) -> &str {
    let start = run.find("exit: ").expect("an exit line") + 6;
    run[start..].lines().next().expect("a code")
}

#[test]
fn moves_in_every_format() {
    let mut all = String::new();
    for fen in ["startpos", CHESS960] {
        for format in ["uci", "san", "lan", "fan", "iccf", "descriptive"] {
            all += &fenkit(&["moves", "--format", format, fen], "");
        }
        all += &fenkit(&["moves", "--format", "san", "--lang", "fr", fen], "");
        all += &fenkit(&["moves", "--format", "lan", "--lang", "pl", fen], "");
    }
    snapshot!("moves_formats", all);
}

#[test]
fn every_format_lists_the_same_moves_in_the_same_order() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let uci = fenkit(&["moves", fen], "");
    let count = stdout(&uci).lines().count();
    assert_eq!(count, 48, "{uci}");
    // The default is UCI, as before.
    assert_eq!(
        stdout(&uci),
        stdout(&fenkit(&["moves", "--format", "uci", fen], ""))
    );
    for format in ["san", "lan", "fan", "iccf", "descriptive"] {
        let out = fenkit(&["moves", "--format", format, fen], "");
        assert_eq!(exit(&out), "0", "{out}");
        let lines: Vec<&str> = stdout(&out).lines().collect();
        assert_eq!(lines.len(), count, "{out}");
        // Each line reads back, with play, to the UCI move of the same line.
        for (text, uci) in lines.iter().zip(stdout(&uci).lines()).take(12) {
            let from = if format == "fan" { "san" } else { format };
            let a = fenkit(&["play", "--from", from, fen, text], "");
            let b = fenkit(&["play", "--from", "uci", fen, uci], "");
            assert_eq!(stdout(&a), stdout(&b), "{a}\n{b}");
        }
    }
}

#[test]
fn play_the_french_seed_from_startpos() {
    let out = fenkit(&["play", "--lang", "fr", "startpos", "1. e4 c5 2. Cf3"], "");
    // The French seeds' three FENs, exactly (standard FEN for startpos, the en passant square
    // kept after every two-square move, as the seeds and PGN 1994 write it).
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
    assert_eq!(stdout(&out).lines().last(), Some(IMMORTAL_END));
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
fn notate_rewrites_movetext() {
    let mut all = String::new();
    for args in [
        &[
            "notate",
            "--from",
            "descriptive",
            "--to",
            "san",
            "startpos",
            "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-B4 B-B4 4. P-QKt4 BxKtP 5. P-B3 B-R4 6. Castles",
        ][..],
        &[
            "notate",
            "--lang",
            "fr",
            "--to-lang",
            "en",
            "--to",
            "san",
            "startpos",
            "1.e4 c5 2.Cf3 {La Sicilienne} d6 (2...Cc6 3.Fb5!? $1) 3.d4 cxd4 4.Cxd4 Cf6 5.Cc3 a6 ½-½",
        ],
        &[
            "notate",
            "--lang",
            "fr",
            "--to",
            "lan",
            "startpos",
            "1.e4 c5 2.Cf3 d6 *",
        ],
        &[
            "notate",
            "--to",
            "fan",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--to",
            "uci",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--to",
            "iccf",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--to",
            "descriptive",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O",
        ],
        &[
            "notate",
            "--from",
            "uci",
            "--to",
            "san",
            "--to-lang",
            "pl",
            "startpos",
            "e2e4 e7e5 g1f3 b8c6 f1b5",
        ],
        &[
            "notate",
            "--from",
            "iccf",
            "--to",
            "san",
            "startpos",
            "1. 5254 3735 2. 7163",
        ],
        &[
            "notate",
            "--to",
            "san",
            "startpos",
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 { Morphy } 4. Ba4 ; a line comment\n4... Nf6 1-0",
        ],
        &[
            "notate",
            "--lang",
            "pl",
            "--to",
            "san",
            "--to-lang",
            "en",
            "startpos",
            IMMORTAL_PL,
        ],
        // Chess960 castling has no ICCF form; UCI writes it king-takes-rook.
        &["notate", "--to", "iccf", CHESS960, "1. O-O"],
        &["notate", "--to", "uci", CHESS960, "1. O-O"],
        // Only a result.
        &["notate", "--to", "san", "startpos", "1-0"],
        // Errors.
        &["notate", "--to", "san", "startpos", "1. e4 e5 2. Nf3 Nf3"],
        &[
            "notate",
            "--to",
            "descriptive",
            "--to-lang",
            "fr",
            "startpos",
            "e4",
        ],
        &["notate", "startpos", "e4"],
    ] {
        all += &fenkit(args, "");
    }
    snapshot!("notate", all);
}

#[test]
fn explain_a_move_in_three_languages() {
    let knights = "r1bqnknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1";
    let mut all = String::new();
    for (lang, mv) in [
        ("en", "Ngf6"),
        ("fr", "Cgf6"),
        ("pl", "Sgf6"),
        ("fr", "C8f6"),
    ] {
        all += &fenkit(&["explain", "--lang", lang, "--move", mv, knights], "");
    }
    let ep = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    for lang in ["en", "fr", "pl"] {
        all += &fenkit(&["explain", "--lang", lang, "--move", "exf6", ep], "");
        all += &fenkit(&["explain", "--lang", lang, "--move", "O-O", CHESS960], "");
    }
    all += &fenkit(
        &[
            "explain",
            "--lang",
            "pl",
            "--move",
            "Ge7#",
            "r1bk3r/p2p1pNp/n2B1n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 w - - 0 23",
        ],
        "",
    );
    all += &fenkit(&["explain", "--move", "e4", "startpos"], "");
    snapshot!("explain_move", all);
}

#[test]
fn explain_move_errors() {
    let mut all = String::new();
    for args in [
        &["explain", "--move", "Cf3", "startpos"][..],
        &["explain", "--move", "Nd2", "startpos"],
        &["explain", "--lang", "de", "--move", "Sf3", "startpos"],
        &["explain", "--move", "e4", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["explain", "--move", "", "startpos"],
    ] {
        all += &fenkit(args, "");
    }
    snapshot!("explain_move_errors", all);
}
