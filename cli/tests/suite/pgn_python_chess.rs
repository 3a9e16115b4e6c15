//! The options of `fenkit pgn` that pgn-extract cannot check, against python-chess
//! (tests/data/python_chess_pgn_extract.expected, made by tests/data/python_chess_pgn_extract.py
//! from endings.pgn, export_differences.pgn and random games that end every way): --fix-result
//! against `Board.outcome()`, --ending, --material, --underpromotion, --add plycount, and the
//! FENs of --fen-comments against `Board.fen()`.

use std::collections::BTreeMap;

use crate::common::*;

/// The files the expectations are about, in tests/data.
const FILES: [&str; 3] = [
    "pgn/endings.pgn",
    "pgn/export_differences.pgn",
    "pgn/random_endings.pgn",
];

/// What python-chess says of each game of a file: game number, then what, then value.
type Said = BTreeMap<usize, BTreeMap<String, String>>;

/// The expectations of `file`.
fn said(file: &str) -> Said {
    let text = std::fs::read_to_string(format!(
        "{ROOT}/tests/data/python_chess_pgn_extract.expected"
    ))
    .expect("fixture exists");
    let mut said = Said::new();
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.splitn(4, '\t').collect();
        if let [name, game, what, value] = fields[..]
            && name == file
        {
            let game = game.parse().expect("a game number");
            said.entry(game)
                .or_default()
                .insert(what.to_owned(), value.to_owned());
        }
    }
    said
}

/// The values of a tag in `pgn`, game after game.
fn tag_values<'a>(pgn: &'a str, name: &str) -> Vec<&'a str> {
    let start = format!("[{name} \"");
    pgn.lines()
        .filter_map(|line| line.strip_prefix(start.as_str())?.strip_suffix("\"]"))
        .collect()
}

/// The numbers of the games `fenkit pgn ARGS --to uci` takes from `path`, space-separated.
fn taken(args: &[&str], path: &str) -> String {
    let run = fenkit(&[&["pgn", "-q", "--to", "uci"], args, &[path]].concat(), "");
    assert_eq!(exit(&run), "0", "{run}");
    stdout(&run)
        .lines()
        .map(|line| line.split('\t').next().unwrap())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The games of `said` whose `what` passes `test`, space-separated.
fn games_where(said: &Said, what: &str, test: impl Fn(&str) -> bool) -> String {
    said.iter()
        .filter(|(_, values)| test(&values[what]))
        .map(|(game, _)| game.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks that `fenkit pgn OPTION VALUE` takes from `path` the games whose `what` lists VALUE
/// (space-separated).
fn check_listed(said: &Said, path: &str, (option, value): (&str, &str), what: &str) {
    let expected = games_where(said, what, |listed| {
        listed.split(' ').any(|one| one == value)
    });
    assert_eq!(
        taken(&[option, value], path),
        expected,
        "{path}: {option} {value}"
    );
}

#[test]
fn fix_result_and_plycount_are_python_chess_outcome_and_plies() {
    for file in FILES {
        let (said, path) = (said(file), format!("tests/data/{file}"));
        let read = fenkit(&["pgn", "-q", &path], "");
        let fixed = fenkit(
            &["pgn", "-q", "--fix-result", "--add", "plycount", &path],
            "",
        );
        let (read, fixed) = (stdout(&read), stdout(&fixed));
        let (results, fixed_results) = (tag_values(read, "Result"), tag_values(fixed, "Result"));
        let plies = tag_values(fixed, "PlyCount");
        assert_eq!(fixed_results.len(), said.len(), "{file}");
        for (game, values) in &said {
            let at = game - 1;
            let expected = match values["outcome"].as_str() {
                "-" => results[at],
                outcome => outcome,
            };
            assert_eq!(fixed_results[at], expected, "{file}: game {game}");
            assert_eq!(plies[at], values["plycount"], "{file}: game {game}");
        }
    }
}

#[test]
fn ending_material_and_underpromotion_take_the_games_python_chess_finds() {
    let mut materials = 0;
    for file in FILES {
        let (said, path) = (said(file), format!("tests/data/{file}"));
        for ending in [
            "checkmate",
            "stalemate",
            "insufficient",
            "repetition",
            "fifty",
        ] {
            check_listed(&said, &path, ("--ending", ending), "ending");
        }
        let expected = games_where(&said, "underpromotion", |value| value == "yes");
        assert_eq!(taken(&["--underpromotion"], &path), expected, "{file}");
        // Every material a game ends with, and a few no game reaches.
        let mut asked: Vec<String> = said
            .values()
            .filter_map(|values| values["material"].rsplit(' ').next().map(str::to_owned))
            .collect();
        asked.extend(["KQQQ:K".to_owned(), "KRR:KNN".to_owned()]);
        asked.sort();
        asked.dedup();
        for material in &asked {
            check_listed(&said, &path, ("--material", material), "material");
            materials += 1;
        }
    }
    assert!(materials >= 20, "{materials} materials asked");
}

#[test]
fn fen_comments_hold_python_chess_fens_in_variations_too() {
    let mut compared = 0;
    for file in FILES {
        let (said, path) = (said(file), format!("tests/data/{file}"));
        for (game, values) in said
            .iter()
            .filter(|(_, values)| values.contains_key("fens"))
        {
            let number = game.to_string();
            let args = [
                "pgn",
                "-q",
                "--games",
                &number,
                "--tags",
                "none",
                "--fen-comments",
            ];
            let run = fenkit(&[&args[..], &[&path]].concat(), "");
            // The comments that are FENs, in order: the game's own comments are left out.
            let fens: Vec<&str> = stdout(&run)
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(comment, _)| comment.trim()))
                .filter(|comment| {
                    comment.matches('/').count() == 7 && comment.split(' ').count() == 6
                })
                .collect();
            let expected: Vec<&str> = values["fens"]
                .split('|')
                .filter(|fen| !fen.is_empty())
                .collect();
            assert_eq!(fens, expected, "{file}: game {game}");
            compared += fens.len();
        }
    }
    assert!(compared > 500, "{compared} FENs compared");
}
