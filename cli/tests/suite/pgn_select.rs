//! `fenkit pgn`'s selection, `--stats`, `--strip` and the summary: each option against
//! python-chess on the lichess sample (tests/data/python_chess_select.expected), and the
//! outputs people read as snapshots.

use crate::common::*;

const LICHESS: &str = "tests/data/lichess_db_100k.pgn";

/// The expectation lines of python_chess_select.expected: (criterion, argument, games).
fn expected() -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(format!("{ROOT}/tests/data/python_chess_select.expected"))
        .expect("fixture exists");
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let mut fields = line.splitn(3, '\t').map(str::to_owned);
            let mut next = || fields.next().unwrap_or_default();
            (next(), next(), next())
        })
        .collect()
}

/// The numbers of the games `fenkit pgn ARGS --to uci` writes, space-separated.
fn numbers(args: &[&str]) -> String {
    let mut all = vec!["pgn", "--to", "uci"];
    all.extend(args);
    all.push(LICHESS);
    let run = fenkit(&all, "");
    assert!(run.contains("exit: 0\n"), "{run}");
    stdout(&run)
        .lines()
        .map(|line| line.split('\t').next().unwrap())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn each_option_takes_the_games_python_chess_takes() {
    let mut checked = 0;
    for (criterion, argument, games) in expected() {
        if ["clk", "eval"].contains(&criterion.as_str()) {
            continue;
        }
        let option = format!("--{criterion}");
        assert_eq!(numbers(&[&option, &argument]), games, "{option} {argument}");
        checked += 1;
    }
    assert_eq!(checked, 28);
}

#[test]
fn json_clocks_and_evaluations_are_those_python_chess_reads() {
    let run = fenkit(&["pgn", "--to", "json", LICHESS], "");
    let games: Vec<serde_json::Value> = stdout(&run)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let shown = |value: &serde_json::Value| match value {
        serde_json::Value::Null => "-".to_owned(),
        serde_json::Value::Object(eval) => match (eval.get("cp"), eval.get("mate")) {
            (Some(cp), None) => cp.to_string(),
            (None, Some(mate)) => format!("#{mate}"),
            _ => panic!("{eval:?}"),
        },
        number => number.to_string(),
    };
    let mut compared = 0;
    for (criterion, game, values) in expected() {
        let field = match criterion.as_str() {
            "clk" => "clk",
            "eval" => "eval",
            _ => continue,
        };
        let number: usize = game.parse().unwrap();
        let ours: Vec<String> = games[number - 1][field]
            .as_array()
            .unwrap()
            .iter()
            .map(shown)
            .collect();
        assert_eq!(ours.join(" "), values, "{field} of game {number}");
        compared += 1;
    }
    assert_eq!(compared, 94);
}

#[test]
fn options_given_twice_take_either_and_different_options_both() {
    assert_eq!(
        numbers(&["--eco", "B06", "--eco", "C50"]),
        "14 19 20 23 26 28 29"
    );
    assert_eq!(numbers(&["--eco", "B06", "--result", "1-0"]), "23");
    // Two tags of one name: either; of two names: both.
    assert_eq!(
        numbers(&["--tag", "ECO=B06", "--tag", "ECO=C50"]),
        "14 19 20 23 26 28 29"
    );
    assert_eq!(numbers(&["--tag", "ECO=B06", "--tag", "Result=1-0"]), "23");
    assert_eq!(
        numbers(&["--games", "3..5", "--games", "40.."]),
        "3 4 5 40 41 42 43 44 45 46 47"
    );
    // Game 3 has 39 plies, games 4 and 5 more than 40: inverted, every game but 3.
    assert_eq!(numbers(&["--games", "3..5", "--plies", "..40"]), "3");
    let inverted = numbers(&["--games", "3..5", "--plies", "..40", "--invert"]);
    assert_eq!(inverted.split(' ').count(), 46);
    assert!(!inverted.split(' ').any(|n| n == "3"));
}

#[test]
fn stats_as_json_are_the_same_counts_as_the_text() {
    let args = [
        "pgn", "--stats", "--elo", "1500..", "--lang", "auto", LICHESS,
    ];
    let text = fenkit(&args, "");
    let json = fenkit(&[&args[..], &["--to", "json"]].concat(), "");
    assert_eq!(exit(&json), "0");
    let value: serde_json::Value = serde_json::from_str(stdout(&json)).expect("one JSON object");
    // The text's lines, `name: value` or `name: key n, key n`, read back into the same shape.
    let mut from_text = serde_json::Map::new();
    for line in stdout(&text).lines() {
        let (name, rest) = line.split_once(": ").expect("name: value");
        let value = match rest.parse::<u64>() {
            Ok(n) => serde_json::Value::from(n),
            Err(_) => rest
                .split(", ")
                .map(|pair| {
                    let (key, n) = pair.rsplit_once(' ').expect("key n");
                    (
                        key.to_owned(),
                        serde_json::Value::from(n.parse::<u64>().unwrap()),
                    )
                })
                .collect::<serde_json::Map<_, _>>()
                .into(),
        };
        from_text.insert(name.to_owned(), value);
    }
    assert_eq!(value, serde_json::Value::Object(from_text));
    assert_eq!(value["results"]["1-0"], 14, "{value}");
    assert_eq!(stdout(&json).lines().count(), 1);
}

#[test]
fn selection_summary_stats_and_dedupe() {
    let mut out = String::new();
    for args in [
        &["pgn", "--to", "uci", "--player", "alanbrito", LICHESS][..],
        &["pgn", "--stats", LICHESS],
        &["pgn", "--stats", "--variant", "chess960", LICHESS],
        &[
            "pgn",
            "--stats",
            "--date",
            "2025.05.01",
            "--elo",
            "1500..",
            LICHESS,
        ],
        &[
            "pgn", "--to", "uci", "--dedupe", "--games", "1..2", LICHESS, LICHESS,
        ],
        &[
            "pgn", "--to", "uci", "--dedupe", "--games", "1", "--games", "48", LICHESS, LICHESS,
        ],
        &[
            "pgn",
            "--to",
            "uci",
            "--reached",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
            "--plies",
            "50..",
            LICHESS,
        ],
    ] {
        out.push_str(&fenkit(args, ""));
    }
    snapshot!("pgn_select_summary_and_stats", out);
}

#[test]
fn bad_games_are_counted_and_games_left_out_by_their_tags_are_not_played() {
    let pgn = "[White \"A\"]\n\n1. e4 e5 1-0\n\n[White \"B\"]\n\n1. e4 e4 1-0\n\n\
               [White \"C\"]\n\n1. d4 d5 0-1\n\n[White \"A\"]\n\n1. Nf3 Nf3 *\n";
    let mut out = String::new();
    for args in [
        &["pgn", "--to", "uci", "--keep-going", "--player", "a"][..],
        &[
            "pgn",
            "--to",
            "uci",
            "--keep-going",
            "--stats",
            "--lang",
            "auto",
        ],
        &["pgn", "--to", "uci", "--player", "c", "--invert"],
    ] {
        out.push_str(&fenkit(args, pgn));
    }
    snapshot!("pgn_select_bad_games", out);
}

#[test]
fn strip_takes_parts_out() {
    let pgn = "[Event \"x\"]\n\n1. e4 { [%eval 0.2] [%clk 0:03:00] } e5 $1 { [%clk 0:02:59] } \
               (1... c5 { Sicilian } (1... e6)) 2. Nf3!? ; a note\n*\n";
    let mut out = String::new();
    for strip in [
        "clocks",
        "comments",
        "nags",
        "variations",
        "comments,nags,variations,clocks",
    ] {
        out.push_str(&fenkit(&["pgn", "--strip", strip], pgn));
    }
    out.push_str(&fenkit(
        &["pgn", "--strip", "clocks", "--strip", "nags"],
        pgn,
    ));
    snapshot!("pgn_strip", out);
}

#[test]
fn bad_selection_options_are_usage_errors() {
    let mut out = String::new();
    for args in [
        &["pgn", "--tag", "Opening"][..],
        &["pgn", "--tag", "Opening~("],
        &["pgn", "--tag", "=x"],
        &["pgn", "--result", "2-0"],
        &["pgn", "--eco", "F00"],
        &["pgn", "--date", "2020.13"],
        &["pgn", "--elo", "high"],
        &["pgn", "--variant", "crazyhouse"],
        &["pgn", "--plies", "10..x"],
        &["pgn", "--plies", "10..5"],
        &["pgn", "--games", "0"],
        &["pgn", "--games", "1..99999999999999999999999"],
        &["pgn", "--date", "2021..2020"],
        &["pgn", "--reached", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["pgn", "--strip", "moves"],
        &["pgn", "--strip", "clocks", "--to", "uci"],
    ] {
        out.push_str(&fenkit(args, ""));
    }
    snapshot!("pgn_select_usage", out);
}

/// The `$ fenkit …` examples of docs/records.md's section on choosing games, each with the
/// stdout shown under it.
fn records_examples() -> Vec<(String, String)> {
    let doc = include_str!("../../../docs/records.md");
    let start = doc
        .find("### Choosing, cleaning and counting games")
        .expect("the section");
    let end = start + doc[start..].find("\n## ").expect("a next section");
    let mut examples: Vec<(String, String)> = Vec::new();
    let mut in_console = false;
    for line in doc[start..end].lines() {
        match line {
            "```console" => in_console = true,
            "```" => in_console = false,
            _ if !in_console => {}
            _ => match line.strip_prefix("$ ") {
                Some(command) => examples.push((command.to_owned(), String::new())),
                None => {
                    let (_, output) = examples.last_mut().expect("a command first");
                    output.push_str(line);
                    output.push('\n');
                }
            },
        }
    }
    examples
}

#[test]
fn the_records_doc_examples_show_real_output() {
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_fenkit"));
    let path = std::env::join_paths(
        std::iter::once(bin.parent().expect("a directory").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let examples = records_examples();
    assert_eq!(examples.len(), 22);
    for (command, expected) in examples {
        let output = std::process::Command::new("sh")
            .arg("-c")
            .arg(&command)
            .env("PATH", &path)
            .current_dir(ROOT)
            .output()
            .expect("sh runs");
        assert!(output.status.success(), "{command}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout).trim_end(),
            expected.trim_end(),
            "{command}"
        );
    }
}

/// The issue's "done means", but for the compressed input and the threads (other options): the
/// Chess960 games of one player that reach a position, duplicates dropped, clocks stripped,
/// written with Shredder-FEN tags.
#[test]
fn chess960_games_of_a_player_reaching_a_position_deduplicated_stripped_for_ccrl() {
    let spellings = "tests/data/pgn/chess960_spellings.pgn";
    let out = fenkit(
        &[
            "pgn",
            "--variant",
            "chess960",
            "--player",
            "lichess",
            "--reached",
            "bbrqnnkr/pppppppp/8/8/8/3P4/PPP1PPPP/BBRQNNKR b HChc - 0 1",
            "--dedupe",
            "--strip",
            "clocks",
            "--fen-dialect",
            "shredder",
            "--variant-tag",
            "none",
            spellings,
            spellings,
        ],
        "",
    );
    snapshot!("pgn_select_chess960_for_ccrl", out);
}

/// The numbers of the games `fenkit pgn ARGS --to uci FILE` writes, and its exit code.
fn taken(args: &[&str], file: &str) -> (String, String) {
    let run = fenkit(&[&["pgn", "--to", "uci", "-q"], args, &[file]].concat(), "");
    let numbers: Vec<&str> = stdout(&run)
        .lines()
        .map(|line| line.split('\t').next().unwrap())
        .collect();
    (numbers.join(" "), exit(&run).to_owned())
}

#[test]
fn players_by_part_by_name_and_by_pattern() {
    let table = [
        (&["--player", "ALAN"][..], "1"),
        (&["--player", "=alanbrito4"], "1"),
        (&["--player", "=ALANBRITO4"], ""),
        (&["--player", "=alanbrito"], ""),
        (&["--player", "~^moh"], "2"),
        (&["--player", "~^moh", "--player", "=alanbrito4"], "1 2"),
        (&["--player", "~(?i)^MOH"], "2"),
    ];
    for (args, games) in table {
        assert_eq!(
            taken(args, LICHESS),
            (games.to_owned(), "0".to_owned()),
            "{args:?}"
        );
    }
    let run = fenkit(&["pgn", "--player", "~(", LICHESS], "");
    assert_eq!(exit(&run), "2", "{run}");
    assert!(
        stderr(&run).contains("\"(\" is not a regular expression"),
        "{run}"
    );
}

const ENDINGS: &str = "tests/data/pgn/endings.pgn";

#[test]
fn what_happens_in_the_main_line_selects() {
    let table = [
        (&["--ending", "checkmate"][..], "1"),
        (&["--ending", "stalemate"], "2"),
        (&["--ending", "insufficient"], "4"),
        (&["--ending", "repetition"], "5"),
        (&["--ending", "fifty"], "6"),
        (&["--ending", "checkmate", "--ending", "fifty"], "1 6"),
        (&["--underpromotion"], "3"),
        (&["--underpromotion", "--invert"], "1 2 4 5 6 7"),
        (&["--material", "KR:K"], "3 6"),
        (&["--material", "R:"], "3 6"),
        (&["--material", "KQ:K", "--material", "K:K"], "4 7"),
        (&["--material", "KQ:K", "--ending", "insufficient"], ""),
    ];
    for (args, games) in table {
        assert_eq!(
            taken(args, ENDINGS),
            (games.to_owned(), "0".to_owned()),
            "{args:?}"
        );
    }
    for bad in [
        &["--ending", "resign"][..],
        &["--material", "KR"],
        &["--material", "KZ:K"],
    ] {
        assert_eq!(taken(bad, ENDINGS).1, "2", "{bad:?}");
    }
}

#[test]
fn games_are_written_to_files_of_so_many() {
    let dir = std::env::temp_dir().join(format!("fenkit-split-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let output = dir.join("games.pgn");
    let output = output.to_str().unwrap();
    let run = fenkit(
        &["pgn", "-q", "--output", output, "--split", "3", ENDINGS],
        "",
    );
    assert_eq!(
        (exit(&run), stdout(&run), stderr(&run)),
        ("0", "", ""),
        "{run}"
    );
    let events = |n: usize| {
        let text = std::fs::read_to_string(dir.join(format!("games-{n}.pgn"))).unwrap();
        text.matches("[Event ").count()
    };
    assert_eq!([events(1), events(2), events(3)], [3, 3, 1]);
    assert!(!dir.join("games-4.pgn").exists());
    // Without --split, one file; --split alone is a usage error.
    let run = fenkit(&["pgn", "-q", "--output", output, ENDINGS], "");
    assert_eq!(exit(&run), "0", "{run}");
    assert_eq!(
        std::fs::read_to_string(output)
            .unwrap()
            .matches("[Event ")
            .count(),
        7
    );
    assert_eq!(exit(&fenkit(&["pgn", "--split", "3", ENDINGS], "")), "2");
    let run = fenkit(
        &["pgn", "--output", "/nonexistent/dir/games.pgn", ENDINGS],
        "",
    );
    assert_eq!(exit(&run), "1", "{run}");
    assert!(stderr(&run).contains("/nonexistent/dir/games.pgn"), "{run}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn quiet_keeps_errors_only() {
    let loud = fenkit(
        &["pgn", "--to", "uci", "--keep-going", "--dedupe", ENDINGS],
        "1. e4 *",
    );
    assert!(
        stderr(&loud).contains("warning: the game ends in checkmate"),
        "{loud}"
    );
    assert!(stderr(&loud).contains("fenkit pgn: 7 games read"), "{loud}");
    let quiet = fenkit(&["pgn", "--to", "uci", "-q", ENDINGS, "-"], "1. Ke2 *");
    assert_eq!(exit(&quiet), "1");
    assert_eq!(
        stderr(&quiet),
        "<stdin>: game 1 (line 1, column 4): 1. Ke2: no white king can move to e2\n"
    );
}

#[test]
fn export_options_shape_the_games_written() {
    let run = fenkit(
        &[
            "pgn",
            "-q",
            "--games",
            "1..2",
            "--tags",
            "roster",
            "--add",
            "plycount",
            "--fix-result",
            "--width",
            "40",
            ENDINGS,
        ],
        "",
    );
    snapshot!("pgn_export_options", run);
    let none = fenkit(
        &["pgn", "-q", "--games", "3", "--tags", "none", ENDINGS],
        "",
    );
    assert_eq!(stdout(&none), "1. a8=R Kg6 *\n\n");
    let usage = fenkit(&["pgn", "--to", "uci", "--tags", "roster", ENDINGS], "");
    assert_eq!(exit(&usage), "2", "{usage}");
}

/// An `ECO` tag and an `Opening` tag.
type Named = (String, String);

/// Each game's `ECO` and `Opening` tags.
fn openings(pgn: &str) -> Vec<Named> {
    let value = |line: &str, name: &str| {
        line.strip_prefix(&format!("[{name} \""))
            .map(|rest| rest.trim_end_matches("\"]").to_owned())
    };
    let mut all = Vec::new();
    let mut eco = String::new();
    for line in pgn.lines() {
        if let Some(code) = value(line, "ECO") {
            eco = code;
        } else if let Some(name) = value(line, "Opening") {
            all.push((core::mem::take(&mut eco), name));
        }
    }
    all
}

#[test]
fn classified_openings_are_lichesss_own() {
    let theirs = openings(&std::fs::read_to_string(format!("{ROOT}/{LICHESS}")).unwrap());
    // The tags taken away first: --classify writes them again.
    let bare = fenkit(&["pgn", "-q", "--tags", "roster", LICHESS], "");
    let run = fenkit(&["pgn", "-q", "--classify", "-"], stdout(&bare));
    assert_eq!(exit(&run), "0", "{run}");
    let ours = openings(stdout(&run));
    assert_eq!((ours.len(), theirs.len()), (47, 47));
    let differ: Vec<(usize, &Named, &Named)> = ours
        .iter()
        .zip(&theirs)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(at, (a, b))| (at + 1, a, b))
        .collect();
    // The table shipped is newer than the one lichess named these games with (2025): two
    // games reach a line added since (game 21's 4. Nc3 Nxe4 5. Nxe4 d5, game 38's London).
    let pair = |eco: &str, name: &str| (eco.to_owned(), name.to_owned());
    assert_eq!(
        differ,
        [
            (
                21,
                &pair("C55", "Italian Game: Two Knights Defense"),
                &pair("C47", "Four Knights Game: Italian Variation")
            ),
            (
                38,
                &pair("A45", "Indian Defense: Accelerated London System"),
                &pair("A45", "Indian Defense")
            ),
        ]
    );
}

/// A file read twice with --dedupe writes what the file alone writes: the second copy's games,
/// left unwritten where they are played once their first is taken, are dropped all the same
/// on any number of threads, as PGN and as JSON; --duplicates still gets them.
#[test]
fn dedupe_drops_a_second_copy_written_as_pgn_or_json_on_any_number_of_threads() {
    for to in ["pgn", "json"] {
        let alone = fenkit(&["pgn", "-q", "--to", to, LICHESS], "");
        assert!(alone.contains("exit: 0\n"), "{alone}");
        for threads in ["1", "2", "3"] {
            let args = ["pgn", "-q", "--to", to, "--threads", threads, "--dedupe"];
            let twice = fenkit(&[&args[..], &[LICHESS, LICHESS]].concat(), "");
            assert!(twice.contains("exit: 0\n"), "{twice}");
            assert!(
                stdout(&twice) == stdout(&alone),
                "--to {to} --threads {threads}"
            );
        }
    }
    let dir = std::env::temp_dir().join(format!("fenkit-dups-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let dups = dir.join("dups.pgn");
    let dups = dups.to_str().unwrap();
    let alone = fenkit(&["pgn", "-q", LICHESS], "");
    let run = fenkit(&["pgn", "-q", "--duplicates", dups, LICHESS, LICHESS], "");
    assert!(stdout(&run) == stdout(&alone));
    assert!(std::fs::read_to_string(dups).unwrap() == stdout(&alone));
    std::fs::remove_dir_all(&dir).unwrap();
}
