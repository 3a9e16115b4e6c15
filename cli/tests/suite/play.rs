//! `fenkit play` as users run it: movetext from a position, in any language and notation
//! (`--lang auto` too), from files of every editor, the dialect kept, bad moves, long games and a
//! closed pipe.

use crate::common::*;

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

#[test]
fn play_writes_the_fen_its_help_names() {
    // The help names standard FEN for startpos, the en passant square after every two-square
    // pawn move (PGN 1994), and X-FEN's rule under `--ep pseudo`: each as it is written.
    let help = fenkit(&["play", "--help"], "");
    let help = stdout(&help)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(help.contains("standard FEN for `startpos`"), "{help}");
    assert!(help.contains("(`e3` after 1. e4)"), "{help}");
    assert!(help.contains("`--ep pseudo` is X-FEN's own rule"), "{help}");
    let kept = fenkit(&["play", "startpos", "1. e4"], "");
    assert_eq!(
        stdout(&kept),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
    );
    let pseudo = fenkit(&["play", "--ep", "pseudo", "startpos", "1. e4"], "");
    assert_eq!(
        stdout(&pseudo),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
    );
    // The line read back as standard FEN, strictly, is the same position.
    let line = stdout(&kept).trim_end();
    let read = fenkit(&["inspect", "--from", "standard", line], "");
    assert_eq!(exit(&read), "0", "{read}");
}

#[test]
fn lang_auto_prefers_the_most_widely_spoken_of_languages_that_read_alike() {
    for (text, note) in [
        (
            "1. e4 e5 2. Sf3 Sc6 3. Lb5",
            "note: read as German (de); da, no, sv read the same moves\n",
        ),
        (
            "1. e4 c5 2. Cf3",
            "note: read as Spanish (es); fr, it, pt, ro read the same moves\n",
        ),
    ] {
        let out = fenkit(&["play", "--lang", "auto", "startpos", text], "");
        assert_eq!(exit(&out), "0", "{out}");
        assert!(out.ends_with(note), "{out}");
    }
}

#[test]
fn castles_with_its_side_reads_as_castling_on_that_side() {
    // Both sides legal for White after these moves: the side decides.
    let opening = "1. P-Q4 P-Q4 2. N-QB3 N-QB3 3. B-B4 B-B4 4. Q-Q2 Q-Q2 5. N-B3 N-B3 \
                   6. P-K3 P-K3 7. B-K2 B-K2 8.";
    let king_side = "r3k2r/pppqbppp/2n1pn2/3p1b2/3P1B2/2N1PN2/PPPQBPPP/R4RK1 b kq - 3 8\n";
    let queen_side = "r3k2r/pppqbppp/2n1pn2/3p1b2/3P1B2/2N1PN2/PPPQBPPP/2KR3R b kq - 3 8\n";
    for (castles, fen) in [
        ("Castles KR", king_side),
        ("Castles (KR)", king_side),
        ("Castles K", king_side),
        ("Castles QR", queen_side),
        ("Castles (QR)", queen_side),
        ("castles Q", queen_side),
    ] {
        let text = format!("{opening} {castles} Castles (QR)");
        let out = fenkit(&["play", "--from", "descriptive", "startpos", &text], "");
        assert_eq!(exit(&out), "0", "{castles}: {out}");
        let lines: Vec<&str> = stdout(&out).lines().collect();
        assert_eq!(format!("{}\n", lines[14]), fen, "{castles}: {out}");
        assert!(lines[15].starts_with("2kr3r/"), "{castles}: {out}");
    }
    // Without the side, both are legal: ambiguous, as before.
    let out = fenkit(
        &[
            "play",
            "--from",
            "descriptive",
            "startpos",
            &format!("{opening} Castles"),
        ],
        "",
    );
    assert_eq!(exit(&out), "1", "{out}");
    assert!(stderr(&out).contains("ambiguous"), "{out}");
}

#[test]
fn russian_captures_with_the_cyrillic_x_and_the_colon() {
    let moves = "1. e4 d5 2. eхd5 Ф:d5 3. Кc3 Фa5 4. Сc4 Кf6 5. Кf3 Сg4 6. С:f7+ Кр:f7";
    let out = fenkit(
        &["notate", "--lang", "ru", "--to", "uci", "startpos", moves],
        "",
    );
    assert_eq!(
        stdout(&out),
        "1. e2e4 d7d5 2. e4d5 d8d5 3. b1c3 d5a5 4. f1c4 g8f6 5. g1f3 c8g4 6. c4f7 e8f7\n",
        "{out}"
    );
    // A space after the sign, as after `x`.
    let out = fenkit(
        &[
            "play",
            "--lang",
            "ru",
            "startpos",
            "1. e4 d5 2. eх d5 Ф: d5",
        ],
        "",
    );
    assert_eq!(
        (exit(&out), stdout(&out).lines().count()),
        ("0", 4),
        "{out}"
    );
    // Strictly, only what fenkit writes: `x`.
    let out = fenkit(
        &[
            "play",
            "--strict",
            "--lang",
            "ru",
            "startpos",
            "1. e4 d5 2. eхd5",
        ],
        "",
    );
    assert_eq!(exit(&out), "1", "{out}");
    assert!(
        stderr(&out).contains("not canonical, expected exd5"),
        "{out}"
    );
    // Only Russian takes them.
    let out = fenkit(&["play", "startpos", "1. e4 d5 2. e:d5"], "");
    assert_eq!(exit(&out), "1", "{out}");
}

#[test]
fn the_french_seeds_en_passant_example_reads_as_one_move_in_a_movetext() {
    // The seed prints `dx e5 e.p.`: one move, which lands on the wrong square.
    let fen = "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3";
    let out = fenkit(&["play", "--lang", "fr", fen, "3. dx e5 e.p."], "");
    assert_eq!(exit(&out), "1", "{out}");
    assert!(
        stderr(&out).contains(
            "move 3. dx e5 e.p.: an en passant capture lands on e6, the square the pawn passed \
             over, not on e5 where it stands: write dxe6"
        ),
        "{out}"
    );
    // Written onto e6, with the mark apart in every spelling, it is the capture.
    let taken = "rnbqkbnr/pppp1ppp/4P3/8/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3\n";
    for text in [
        "3. dx e6 e.p. Cf6",
        "3. dxe6 ep Cf6",
        "3. dxe6 e.p Cf6",
        "3. dx  e6\ne.p. Cf6",
    ] {
        let out = fenkit(&["play", "--lang", "fr", fen, text], "");
        assert_eq!(exit(&out), "0", "{text:?}: {out}");
        assert_eq!(
            stdout(&out).lines().next(),
            Some(taken.trim_end()),
            "{text:?}"
        );
    }
    // Issue 21: `dxe6 ep` inside a movetext, as `explain --move` reads it alone.
    let out = fenkit(&["play", fen, "3. dxe6 ep Nf6 4. exf7+"], "");
    assert_eq!(
        (exit(&out), stdout(&out).lines().count()),
        ("0", 3),
        "{out}"
    );
}

#[test]
fn lenient_reading_names_what_it_let_pass_in_every_notation() {
    // SAN: a LAN move and castling with zeros are read, each named in a warning with its
    // column and a caret; --strict refuses the first with the canonical spelling.
    let text = "1. e4 e5 2. Ng1-f3 Nc6 3. Bb5 Nf6 4. 0-0";
    let out = fenkit(&["play", "startpos", text], "");
    assert_eq!(exit(&out), "0", "{out}");
    assert_eq!(stdout(&out).lines().count(), 7, "{out}");
    let err = stderr(&out);
    assert!(
        err.contains("column 13: warning: move 2. Ng1-f3: not canonical, read as Nf3\n"),
        "{out}"
    );
    assert!(
        err.contains("column 38: warning: move 4. 0-0: not canonical, read as O-O\n"),
        "{out}"
    );
    assert_eq!(err.matches("warning:").count(), 2, "{out}");
    let strict = fenkit(&["play", "--strict", "startpos", text], "");
    assert_eq!(exit(&strict), "1", "{strict}");
    assert!(
        stderr(&strict).contains("move 2. Ng1-f3: not canonical, expected Nf3"),
        "{strict}"
    );
    // Canonical text reads without a word on stderr, in any notation.
    for (from, text) in [
        ("san", "1. e4 e5 2. Nf3"),
        ("uci", "1. e2e4 e7e5 2. g1f3"),
        ("iccf", "1. 5254 5755 2. 7163"),
        ("descriptive", "1. P-K4 P-K4 2. N-KB3"),
    ] {
        let out = fenkit(&["play", "--from", from, "startpos", text], "");
        assert_eq!((exit(&out), stderr(&out)), ("0", ""), "{from}: {out}");
    }
}
