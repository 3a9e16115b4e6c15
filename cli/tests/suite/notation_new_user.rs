//! `moves`, `play`, `notate` and `explain --move` tried as a new user would (issue 9
//! hardening). Defects found, each test failing before its fix: files from other editors (old
//! Mac line ends, UTF-16), `-` where it does not read stdin, control characters echoed to the
//! terminal. Behaviour checked and kept: output closed early, counters at their largest, every
//! `--from` reading what every `--to` writes.

use std::process::{Command, Stdio};

use crate::cli::{fenkit, fenkit_bytes};
use crate::common::snapshots;
use crate::notation::{exit, stdout};

macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        snapshots().bind(|| insta::assert_snapshot!($name, $value))
    };
}

/// The text after `--- stderr` of a run.
fn stderr(run: &str) -> &str {
    run.split_once("--- stderr\n").map_or("", |(_, err)| err)
}

/// The formats of `--format`, `--from` and `--to`.
const FORMATS: [&str; 6] = ["uci", "san", "lan", "fan", "iccf", "descriptive"];

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

#[test]
fn every_from_reads_what_every_to_writes() {
    // Castling both ways, en passant, promotion and under-promotion with capture, a
    // variation, comments, NAGs and a result; then a Chess960 start, castling left out (ICCF
    // has no way to write it).
    let games = [
        (
            "startpos",
            "1. e4 d5 2. e5 f5 3. exf6 Nc6 4. fxg7 Be6 5. gxh8=N Qd6 {!} 6. Nf3 O-O-O \
             7. Bc4 (7. Be2 a5) 7... a5 $1 8. O-O h6 9. d4 b5 1-0",
        ),
        (
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
            "1. d4 d5 2. Nd3 Nd6 3. Ne3 Ne6 4. Qd2 Qd7 *",
        ),
    ];
    for (start, game) in games {
        let canonical = fenkit(&["notate", "--to", "san", start, game], "");
        assert_eq!(exit(&canonical), "0", "{canonical}");
        for to in FORMATS {
            let written = fenkit(&["notate", "--to", to, start, game], "");
            assert_eq!(exit(&written), "0", "{written}");
            let written = stdout(&written).trim_end();
            for strict in [&[][..], &["--strict"]] {
                let mut args = vec!["notate", "--from", to, "--to", "san"];
                args.extend(strict);
                args.extend([start, written]);
                let back = fenkit(&args, "");
                assert_eq!(stdout(&back), stdout(&canonical), "{back}");
            }
        }
    }
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
fn what_notate_writes_play_reads_back_in_every_notation() {
    // Fool's mate ends in ` mate`; castling with check in ` ch` (descriptive), `+` (SAN).
    for text in [
        "1. f3 e5 2. g4 Qh4#",
        // `PxP e.p.` and `O-O ch` in descriptive notation.
        "1. f4 g5 2. fxg5 f5 3. gxf6 Kf7 4. Nh3 Kxf6 5. e3 Kf5 6. Be2 a6 7. O-O+ Kg6 8. Rf6+ Kxf6",
        "1. e4 Nf6 2. e5 d5 3. exd6 e5 4. d4 Be7 5. Bf4 O-O 6. Nf3 Re8 7. Be2 Bf8 8. O-O exf4",
    ] {
        let uci = fenkit(&["notate", "--to", "uci", "startpos", text], "");
        assert_eq!(exit(&uci), "0", "{uci}");
        for format in FORMATS {
            let written = fenkit(&["notate", "--to", format, "startpos", text], "");
            assert_eq!(exit(&written), "0", "{written}");
            let back = fenkit(
                &[
                    "notate", "--from", format, "--to", "uci", "--strict", "startpos", "-",
                ],
                stdout(&written),
            );
            assert_eq!(stdout(&back), stdout(&uci), "{format}: {written}\n{back}");
        }
    }
    let mate = fenkit(
        &[
            "notate",
            "--to",
            "descriptive",
            "startpos",
            "1. f3 e5 2. g4 Qh4#",
        ],
        "",
    );
    assert_eq!(stdout(&mate), "1. P-KB3 P-K4 2. P-KN4 Q-R5 mate\n");
    let played = fenkit(
        &["play", "--from", "descriptive", "startpos", stdout(&mate)],
        "",
    );
    assert_eq!(exit(&played), "0", "{played}");
    assert_eq!(stdout(&played).lines().count(), 4, "{played}");
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
