//! `fenkit pgn` against pgn-extract (Debian's package, v19-04), where both can do the same
//! work: the same games read from files as they come, selected, and the same moves written.
//!
//! Skipped, with a note on stderr, when `pgn-extract` is neither on `PATH` nor in `/usr/games`
//! (where Debian installs it); `scripts/test` installs it and sets
//! `FENKIT_REQUIRE_PGN_EXTRACT=1`, which turns the skip into a failure.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use crate::common::*;

/// `pgn-extract`, on `PATH` or in `/usr/games`; `None` (after a note) when it is not installed.
fn find() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found = std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/games")])
        .map(|dir| dir.join("pgn-extract"))
        .find(|candidate| candidate.is_file());
    if found.is_none() {
        let required = std::env::var_os("FENKIT_REQUIRE_PGN_EXTRACT").is_some_and(|v| v == "1");
        assert!(
            !required,
            "FENKIT_REQUIRE_PGN_EXTRACT=1, but pgn-extract is not installed"
        );
        eprintln!("note: pgn-extract is not installed (apt-get install pgn-extract): skipped");
    }
    found
}

/// Runs pgn-extract with `args` on `input` (stdin), quietly: its stdout.
pub(crate) fn pgn_extract(path: &PathBuf, args: &[&str], input: &str) -> String {
    let mut child = Command::new(path)
        .current_dir(ROOT)
        .arg("-s")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("pgn-extract runs");
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_owned();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("pgn-extract finishes");
    writer.join().expect("the writer finishes");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A file of the workspace, as text.
fn fixture(path: &str) -> String {
    std::fs::read_to_string(format!("{ROOT}/{path}")).expect("the fixture exists")
}

/// The main lines of pgn-extract's `-Wuci` output, one a game: its movetext lines joined,
/// without the result, promotions in lower case (pgn-extract writes `f7g8Q`).
fn extract_uci(output: &str) -> Vec<String> {
    let mut games = Vec::new();
    let mut moves = String::new();
    for line in output.lines().chain([""]) {
        if line.starts_with('[') {
            continue;
        }
        if line.trim().is_empty() {
            if !moves.is_empty() {
                games.push(core::mem::take(&mut moves));
            }
            continue;
        }
        for word in line.split_whitespace() {
            if ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
                continue;
            }
            if !moves.is_empty() {
                moves.push(' ');
            }
            moves.push_str(&word.to_ascii_lowercase());
        }
    }
    games
}

/// The main lines `fenkit pgn ARGS --to uci` writes for `input`, one a game; checks the exit.
fn fenkit_uci(args: &[&str], input: &str) -> Vec<String> {
    let mut all = vec!["pgn", "--to", "uci"];
    all.extend(args);
    let run = fenkit(&all, input);
    assert_eq!(exit(&run), "0", "{run}");
    stdout(&run)
        .lines()
        .map(|line| {
            line.split_once('\t')
                .map_or("", |(_, moves)| moves)
                .to_owned()
        })
        .collect()
}

/// Games in the import forms pgn-extract reads: a result glued to a mate, piece letters in
/// lower case, moves in coordinates, an ISO date; and files joined without a line break.
const IMPORT: &str = "[Event \"a\"]\n[Date \"1998-02-14\"]\n\n\
    1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#1-0\n\n\
    [Event \"b\"]\n\n1. e4 e5 2. nf3 nc6 3. Bb5 a6 4. Ba4 nf6 5. O-O *\n\n\
    [Event \"c\"]\n\n1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 *\n\n\
    [Event \"d\"]\n\n1. e4 d5 2. exd5 e6 3. dxe6 a6 4. exf7+ Ke7 5. f7g8q a5 1/2-1/2\
    [Event \"e\"]\n\n1. d4 d5 2. c4 *\n";

#[test]
fn import_forms_read_as_pgn_extract_reads_them() {
    let Some(path) = find() else { return };
    let theirs = extract_uci(&pgn_extract(&path, &["-Wuci"], IMPORT));
    assert_eq!(theirs.len(), 5, "{theirs:?}");
    assert_eq!(fenkit_uci(&[], IMPORT), theirs);
    // Selected by the ISO date as pgn-extract selects it (its -T d takes a year).
    let theirs = extract_uci(&pgn_extract(&path, &["-Wuci", "-Td1998"], IMPORT));
    assert_eq!(fenkit_uci(&["--date", "1998"], IMPORT), theirs);
}

/// Games that end in each way, and an underpromotion: tests/data/pgn/endings.pgn.
const ENDINGS: &str = "tests/data/pgn/endings.pgn";

/// The `Event` tags of the games in a PGN text, in order.
fn events(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter_map(|line| line.strip_prefix("[Event \""))
        .map(|rest| rest.trim_end_matches("\"]").to_owned())
        .collect()
}

#[test]
fn endings_and_underpromotions_select_the_games_pgn_extract_selects() {
    let Some(path) = find() else { return };
    let text = fixture(ENDINGS);
    for (theirs, ours) in [
        ("--checkmate", &["--ending", "checkmate"][..]),
        ("--stalemate", &["--ending", "stalemate"]),
        ("--repetition", &["--ending", "repetition"]),
        ("--fifty", &["--ending", "fifty"]),
        ("--underpromotion", &["--underpromotion"]),
    ] {
        let expected = events(&pgn_extract(&path, &[theirs], &text));
        assert_eq!(expected.len(), 1, "{theirs}: pgn-extract takes one game");
        let run = fenkit(&[&["pgn", "-q"][..], ours, &[ENDINGS]].concat(), "");
        assert_eq!(events(stdout(&run)), expected, "{theirs}");
    }
}

/// The `Result` and `PlyCount` tags and the movetext's last word of each game.
fn results(pgn: &str) -> Vec<(String, String, String)> {
    let mut games = Vec::new();
    let (mut tag, mut plies, mut last) = (String::new(), String::new(), String::new());
    for line in pgn.lines().chain([""]) {
        if let Some(value) = line.strip_prefix("[Result \"") {
            tag = value.trim_end_matches("\"]").to_owned();
        } else if let Some(value) = line.strip_prefix("[PlyCount \"") {
            plies = value.trim_end_matches("\"]").to_owned();
        } else if !line.starts_with('[') && !line.trim().is_empty() {
            last = line
                .split_whitespace()
                .last()
                .unwrap_or_default()
                .to_owned();
        } else if line.trim().is_empty() && !last.is_empty() {
            games.push((
                core::mem::take(&mut tag),
                core::mem::take(&mut plies),
                core::mem::take(&mut last),
            ));
        }
    }
    games
}

#[test]
fn fixed_results_and_ply_counts_are_pgn_extracts_but_for_insufficient_material() {
    let Some(path) = find() else { return };
    let text = fixture(ENDINGS);
    let mut theirs = results(&pgn_extract(
        &path,
        &["--fixresulttags", "--plycount"],
        &text,
    ));
    let run = fenkit(
        &["pgn", "-q", "--fix-result", "--add", "plycount", ENDINGS],
        "",
    );
    let ours = results(stdout(&run));
    assert_eq!(ours.len(), 7, "{run}");
    // pgn-extract 19.04 leaves a game that ends in insufficient material as it was (0-1, a
    // king taking the last rook); fenkit's outcome draws it, as FIDE 5.2.2 does.
    assert_eq!(theirs[3], ("0-1".into(), "1".into(), "0-1".into()));
    theirs[3] = ("1/2-1/2".into(), "1".into(), "1/2-1/2".into());
    assert_eq!(ours, theirs);
}

#[test]
fn the_roster_is_pgn_extracts_seven_tags() {
    let Some(path) = find() else { return };
    let text = fixture("tests/data/lichess_20.pgn");
    let tags = |pgn: &str| -> Vec<String> {
        pgn.lines()
            .filter(|l| l.starts_with('[') && l.ends_with("\"]"))
            .map(str::to_owned)
            .collect()
    };
    let run = fenkit(
        &["pgn", "--tags", "roster", "tests/data/lichess_20.pgn"],
        "",
    );
    assert_eq!(
        tags(stdout(&run)),
        tags(&pgn_extract(&path, &["-7"], &text))
    );
}

/// The `Site` tags of the games in a PGN text, in order (lichess's game addresses).
fn sites(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter_map(|line| line.strip_prefix("[Site \""))
        .map(|rest| rest.trim_end_matches("\"]").to_owned())
        .collect()
}

#[test]
fn duplicates_and_games_already_in_a_file_are_those_pgn_extract_finds() {
    let Some(path) = find() else { return };
    let dir = std::env::temp_dir().join(format!("fenkit-dedupe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let at = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let sample = "tests/data/lichess_db_100k.pgn";
    let text = fixture(sample);
    // The sample twice: pgn-extract -d writes the
    // duplicates, -o the others.
    let doubled = format!("{text}\n{text}");
    let their_dups = at("their-dups.pgn");
    // (pgn-extract 19.04 finds no duplicates in stdin: it reads a file.)
    let doubled_file = at("doubled.pgn");
    std::fs::write(&doubled_file, &doubled).unwrap();
    let their_out = at("their-out.pgn");
    let args = ["-d", &their_dups, "-o", &their_out, &doubled_file];
    pgn_extract(&path, &args, "");
    let their_kept = std::fs::read_to_string(&their_out).unwrap();
    let our_dups = at("our-dups.pgn");
    let ours = fenkit(&["pgn", "-q", "--duplicates", &our_dups], &doubled);
    assert_eq!(exit(&ours), "0", "{ours}");
    let read = |file: &str| std::fs::read_to_string(file).unwrap();
    let (ours_kept, theirs_kept) = (sites(stdout(&ours)), sites(&their_kept));
    assert_eq!((ours_kept.len(), theirs_kept.len()), (47, 47));
    assert_eq!(ours_kept, theirs_kept);
    assert_eq!(sites(&read(&our_dups)), sites(&read(&their_dups)));
    assert_eq!(sites(&read(&our_dups)).len(), 47);
    // The first ten games as a file already kept: -D -c drops them.
    let ten = at("ten.pgn");
    let run = fenkit(
        &["pgn", "-q", "--games", "1..10", "--output", &ten, sample],
        "",
    );
    assert_eq!(exit(&run), "0", "{run}");
    let theirs = pgn_extract(&path, &["-D", "-c", &ten, sample], "");
    let ours = fenkit(&["pgn", "-q", "--dedupe-against", &ten, sample], "");
    assert_eq!(sites(stdout(&ours)), sites(&theirs));
    assert_eq!(sites(&theirs).len(), 37);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The comments of a PGN text that hold a FEN (a board of eight ranks), trimmed.
fn fen_comments(pgn: &str) -> Vec<String> {
    pgn.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}'))
        .map(|(comment, _)| comment.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|comment| {
            comment
                .split(' ')
                .next()
                .is_some_and(|board| board.matches('/').count() == 7)
        })
        .collect()
}

#[test]
fn fen_comments_are_pgn_extracts_and_the_tags_keep_the_files_order() {
    let Some(path) = find() else { return };
    let sample = "tests/data/lichess_20.pgn";
    let text = fixture(sample);
    let theirs = pgn_extract(&path, &["-C", "--fencomments"], &text);
    let ours = fenkit(
        &[
            "pgn",
            "-q",
            "--strip",
            "comments",
            "--fen-comments",
            "--tag-order",
            "file",
            sample,
        ],
        "",
    );
    assert_eq!(exit(&ours), "0", "{ours}");
    let (ours_fens, theirs_fens) = (fen_comments(stdout(&ours)), fen_comments(&theirs));
    assert!(ours_fens.len() > 1000, "{}", ours_fens.len());
    assert_eq!(ours_fens, theirs_fens);
    let tags = |pgn: &str| -> Vec<String> {
        pgn.lines()
            .filter(|l| l.starts_with('[') && l.ends_with("\"]"))
            .map(str::to_owned)
            .collect()
    };
    // The file's own order (lichess writes the roster first); pgn-extract has an order of
    // its own (WhiteElo before UTCDate).
    assert_eq!(tags(stdout(&ours)), tags(&text));
    assert_ne!(tags(&theirs), tags(&text));
}

/// The moves of a PGN text's movetext, without tags, move numbers, NAGs, results, comments and
/// check signs, castling as `O-O` and `O-O-O` (pgn-extract writes the king's move), a
/// promotion without `=`.
fn moves_written(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter(|line| !line.starts_with('['))
        .flat_map(str::split_whitespace)
        .filter(|word| !word.ends_with('.') && !word.starts_with('$'))
        .filter(|word| !["1-0", "0-1", "1/2-1/2", "*"].contains(word))
        .map(|word| match word.trim_end_matches(['+', '#']) {
            "e1-g1" | "e8-g8" => "O-O".to_owned(),
            "e1-c1" | "e8-c8" => "O-O-O".to_owned(),
            // fenkit's LAN writes a promotion `c7xd8=Q`, pgn-extract's `c7xd8Q`.
            word => word.replace('=', ""),
        })
        .collect()
}

#[test]
fn long_algebraic_moves_are_pgn_extracts() {
    let Some(path) = find() else { return };
    let sample = "tests/data/lichess_20.pgn";
    let text = fixture(sample);
    let theirs = moves_written(&pgn_extract(&path, &["-C", "-Wxlalg"], &text));
    let run = fenkit(
        &[
            "pgn",
            "-q",
            "--strip",
            "comments,nags",
            "--notation",
            "lan",
            sample,
        ],
        "",
    );
    let ours = moves_written(stdout(&run));
    assert!(ours.len() > 1000, "{run}");
    assert_eq!(ours, theirs);
}

/// Games with variations within variations, a comment and a NAG among them.
const VARIATIONS: &str = "[Event \"a\"]\n\n\
    1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 {good} Nc6 (2... d6 3. d4) 3. Bb5 $1 *\n\n\
    [Event \"b\"]\n\n1. d4 (1. c4 e5 (1... c5) 2. Nc3) d5 2. c4 (2. Nf3 Nf6 (2... c5 3. c3)) e6 1-0\n";

#[test]
fn variations_split_into_the_games_pgn_extract_writes() {
    let Some(path) = find() else { return };
    let theirs = pgn_extract(&path, &["-C", "-N", "--splitvariants"], VARIATIONS);
    let run = fenkit(
        &[
            "pgn",
            "-q",
            "--strip",
            "comments,nags",
            "--split-variations",
        ],
        VARIATIONS,
    );
    assert_eq!(exit(&run), "0", "{run}");
    let games = |pgn: &str| -> Vec<Vec<String>> {
        pgn.split("[Event ").skip(1).map(moves_written).collect()
    };
    let ours = games(stdout(&run));
    assert_eq!(ours.len(), 9, "{run}");
    assert_eq!(ours, games(&theirs));
}
