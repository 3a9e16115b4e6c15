//! `fenkit pgn` as users run it: every `--to` form, the rewriting options, and bad games with
//! and without `--keep-going`.

use crate::common::*;

const SPELLINGS: &str = "tests/data/pgn/chess960_spellings.pgn";

const MALFORMED: &str = "tests/data/pgn/malformed.pgn";

const LICHESS: &str = "tests/data/lichess_db_100k.pgn";

const GAME: &str =
    "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 {Italian next} Nc6 3. Bc4 1/2-1/2\n";

#[test]
fn every_form_of_output_for_one_game() {
    let mut out = String::new();
    for to in ["pgn", "fen", "epd", "uci", "json"] {
        out.push_str(&fenkit(&["pgn", "--to", to], GAME));
    }
    snapshot!("pgn_every_form", out);
}

#[test]
fn games_written_again_keep_every_rule_of_pgn_export_format() {
    let lichess_1000k = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/data/pgn/lichess_db_1000k.pgn"
    );
    let runs: [(&[&str], usize); 5] = [
        (&["pgn", "--to", "pgn", LICHESS], 47),
        (&["pgn", "--to", "pgn", SPELLINGS], 5),
        (
            &["pgn", "--to", "pgn", "--variant-tag", "none", SPELLINGS],
            5,
        ),
        (
            &[
                "pgn",
                "--to",
                "pgn",
                "--variant-tag",
                "chess960",
                "--fen-dialect",
                "xfen",
                SPELLINGS,
            ],
            5,
        ),
        // The larger lichess sample where the machine holds it (not in the repository).
        (&["pgn", "--to", "pgn", lichess_1000k], 438),
    ];
    for (args, count) in runs {
        if !std::path::Path::new(ROOT)
            .join(args[args.len() - 1])
            .exists()
        {
            eprintln!("skipped: {args:?} (no such file here)");
            continue;
        }
        let (code, out, err) = fenkit_bytes(args, Vec::new());
        let out = String::from_utf8(out).unwrap();
        assert_eq!((code, err.as_str()), (Some(0), ""), "{args:?}");
        assert_eq!(out.matches("\n\n[Event ").count() + 1, count, "{args:?}");
        let problems = crate::export_format::check(&out);
        assert!(problems.is_empty(), "{args:?}: {problems:#?}");
    }
}

#[test]
fn fens_are_numbered_by_game_and_ply_from_the_start() {
    let out = fenkit(&["pgn", "--to", "fen", LICHESS], "");
    assert!(out.contains("exit: 0\n"), "{out}");
    let lines: Vec<&str> = stdout(&out).lines().collect();
    assert_eq!(
        lines[0],
        "1\t0\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        lines[1],
        "1\t1\trnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    // 47 games: one line for each start and each ply.
    let starts = lines.iter().filter(|l| l.split('\t').nth(1) == Some("0"));
    assert_eq!(starts.count(), 47);
    let uci = fenkit(&["pgn", "--to", "uci", LICHESS], "");
    let plies: usize = stdout(&uci)
        .lines()
        .map(|l| l.split('\t').nth(1).unwrap().split(' ').count())
        .sum();
    assert_eq!(lines.len(), plies + 47);
}

#[test]
fn chess960_spellings_rewritten_for_ccrl_and_for_lichess() {
    let mut out = fenkit(
        &[
            "pgn",
            "--variant-tag",
            "none",
            "--fen-dialect",
            "shredder",
            SPELLINGS,
        ],
        "",
    );
    out.push_str(&fenkit(
        &[
            "pgn",
            "--variant-tag",
            "chess960",
            "--fen-dialect",
            "xfen",
            SPELLINGS,
        ],
        "",
    ));
    out.push_str(&fenkit(&["pgn", "--to", "uci", SPELLINGS], ""));
    snapshot!("pgn_chess960_rewritten", out);
}

#[test]
fn french_movetext_written_in_english_and_german() {
    let french = "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. O-O Fe7 *\n";
    let english = fenkit(&["pgn", "--lang", "fr", "--to-lang", "en"], french);
    assert!(
        stdout(&english).contains("\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n"),
        "{english}"
    );
    let same = fenkit(&["pgn", "--lang", "fr"], french);
    assert!(stdout(&same).contains("2. Cf3 Cc6 3. Fb5"), "{same}");
    let german = fenkit(
        &["pgn", "--lang", "fr", "--to-lang", "de", "--to", "json"],
        french,
    );
    assert!(
        stdout(&german).contains("\"san\": [\"e4\", \"e5\", \"Sf3\""),
        "{german}"
    );
}

#[test]
fn bad_games_stop_the_run_or_are_skipped_whole_with_keep_going() {
    let mut out = fenkit(&["pgn", "--to", "uci", MALFORMED], "");
    out.push_str(&fenkit(
        &["pgn", "--to", "fen", "--keep-going", MALFORMED],
        "",
    ));
    snapshot!("pgn_bad_games", out);
}

#[test]
fn a_game_lost_in_the_middle_of_its_fens_writes_none_of_them() {
    let pgn = "1. e4 e5 2. Ke3 *\n\n1. d4 *\n";
    let out = fenkit(&["pgn", "--to", "fen", "--keep-going"], pgn);
    assert_eq!(
        stdout(&out),
        "2\t0\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
         2\t1\trnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1\n"
    );
    assert!(out.contains("exit: 1\n"));
    assert!(
        out.ends_with("game 1 (line 1, column 13): 2. Ke3: no white king can move to e3\n"),
        "{out}"
    );
}

#[test]
fn a_chess960_fen_in_standard_fen_is_a_bad_game() {
    let out = fenkit(
        &[
            "pgn",
            "--fen-dialect",
            "standard",
            "--keep-going",
            SPELLINGS,
        ],
        "",
    );
    assert!(out.contains("exit: 1\n"), "{out}");
    // The pgn-extract game starts from the classical array: standard FEN can write it.
    assert_eq!(stdout(&out).matches("[Event ").count(), 1, "{out}");
    assert_eq!(out.matches("in standard FEN: it needs").count(), 4, "{out}");
}

#[test]
fn files_that_cannot_be_read_and_stdin_named_by_a_dash() {
    let out = fenkit(&["pgn", "--to", "uci", "no/such.pgn", "-"], "1. d4 *\n");
    assert!(
        out.contains("exit: 1\n") && out.contains("error: cannot read no/such.pgn"),
        "{out}"
    );
    let out = fenkit(
        &["pgn", "--to", "uci", "--keep-going", "no/such.pgn", "-"],
        "1. d4 *\n",
    );
    assert_eq!(stdout(&out), "1\td2d4\n", "{out}");
    let out = fenkit(&["pgn", "--to", "uci", "-"], "1. d4 d5 2. Bxh7 *\n");
    assert!(
        out.ends_with(
            "<stdin>: game 1 (line 1, column 13): 2. Bxh7: no white bishop can move to h7\n"
        ),
        "{out}"
    );
}

#[test]
fn bad_usage_is_exit_2() {
    for args in [
        &["pgn", "--to", "san"][..],
        &["pgn", "--variant-tag", "lichess"],
        &["pgn", "--lang", "xx"],
        &["pgn", "--fen-dialect", "fen6"],
    ] {
        let (code, _, stderr) = fenkit_bytes(args, Vec::new());
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
    }
}

/// The same game gives the same plies in `pgn --to json`, on the page (`/api/analyze`) and in
/// Python: each front end checks its own output against
/// `tests/data/pgn/lichess_clocks.plies.json`.
#[test]
fn json_plies_are_the_ones_every_front_end_gives() {
    let (code, stdout, _) = crate::common::fenkit_bytes(
        &["pgn", "--to", "json", "tests/data/pgn/lichess_clocks.pgn"],
        Vec::new(),
    );
    assert_eq!(code, Some(0));
    let game: serde_json::Value = serde_json::from_slice(&stdout).unwrap();
    let expected: serde_json::Value = serde_json::from_str(include_str!(
        "../../../tests/data/pgn/lichess_clocks.plies.json"
    ))
    .unwrap();
    for key in [
        "uci",
        "san",
        "start_comment",
        "comments",
        "clk",
        "emt",
        "eval",
    ] {
        assert_eq!(game[key], expected[key], "{key}");
    }
}
