//! UCI castling in the game's own convention, in every command that writes UCI, and
//! `--chess960` / `--standard` to say otherwise.

use crate::common::*;

const STANDARD: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const SHREDDER: &str = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1";

/// The Chess960 game: the standard array in Shredder-FEN, `4. O-O`.
const CHESS960_GAME: &str = "[Event \"?\"]\n[Variant \"Chess960\"]\n\
    [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n[SetUp \"1\"]\n\n\
    1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n";

/// The castling moves of a `moves` or `perft --divide` output.
fn castles(out: &str) -> Vec<&str> {
    stdout(out)
        .lines()
        .map(|line| line.split(':').next().unwrap_or(line))
        .filter(|m| m.starts_with("e1") && ["a1", "c1", "g1", "h1"].contains(&&m[2..4]))
        .collect()
}

#[test]
fn moves_and_perft_write_castling_in_the_positions_convention() {
    for (command, after) in [(&["moves"][..], &[][..]), (&["perft", "--divide"], &["1"])] {
        let run = |extra: &[&str], fen: &str| {
            let args: Vec<&str> = command
                .iter()
                .chain(extra)
                .copied()
                .chain([fen])
                .chain(after.iter().copied())
                .collect();
            fenkit(&args, "")
        };
        assert_eq!(castles(&run(&[], STANDARD)), ["e1c1", "e1g1"]);
        assert_eq!(castles(&run(&[], SHREDDER)), ["e1a1", "e1h1"]);
        assert_eq!(castles(&run(&["--chess960"], STANDARD)), ["e1a1", "e1h1"]);
        assert_eq!(castles(&run(&["--standard"], SHREDDER)), ["e1c1", "e1g1"]);
    }
}

#[test]
fn chess960_and_standard_exclude_each_other() {
    for args in [
        &["moves", "--chess960", "--standard", STANDARD][..],
        &["perft", "--chess960", "--standard", STANDARD, "1"][..],
        &[
            "notate",
            "--to",
            "uci",
            "--chess960",
            "--standard",
            "startpos",
            "e4",
        ][..],
        &["pgn", "--to", "uci", "--chess960", "--standard"][..],
    ] {
        let out = fenkit(args, "");
        assert_eq!(exit(&out), "2", "{out}");
        assert!(stderr(&out).contains("cannot be used with"), "{out}");
    }
}

#[test]
fn pgn_writes_a_chess960_games_castling_as_king_takes_rook() {
    let uci = fenkit(&["pgn", "--to", "uci"], CHESS960_GAME);
    assert_eq!(
        stdout(&uci),
        "1\te2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1h1\n",
        "{uci}"
    );
    let json = fenkit(&["pgn", "--to", "json"], CHESS960_GAME);
    assert!(stdout(&json).contains("\"e1h1\""), "{json}");
    let standard = fenkit(&["pgn", "--to", "uci", "--standard"], CHESS960_GAME);
    assert!(stdout(&standard).ends_with(" e1g1\n"), "{standard}");
    let plain = CHESS960_GAME
        .replace("[Variant \"Chess960\"]\n", "")
        .replace("HAha", "KQkq");
    let uci = fenkit(&["pgn", "--to", "uci"], &plain);
    assert!(stdout(&uci).ends_with(" e1g1\n"), "{uci}");
    let told = fenkit(&["pgn", "--to", "uci", "--chess960"], &plain);
    assert!(stdout(&told).ends_with(" e1h1\n"), "{told}");
}

#[test]
fn notate_writes_castling_in_the_start_positions_convention() {
    let moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O";
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    let run = |extra: &[&str], fen: &str| {
        let args: Vec<&str> = ["notate", "--to", "uci"]
            .into_iter()
            .chain(extra.iter().copied())
            .chain([fen, moves])
            .collect();
        let out = fenkit(&args, "");
        stdout(&out)
            .trim_end()
            .rsplit(' ')
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(run(&[], "startpos"), "e1g1");
    assert_eq!(run(&[], start), "e1h1");
    assert_eq!(run(&["--chess960"], "startpos"), "e1h1");
    assert_eq!(run(&["--standard"], start), "e1g1");
}
