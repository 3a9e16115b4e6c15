//! `fenkit pgn` on files as they come: what a new user hit (byte-order marks of joined files,
//! `%` lines among tags, moves after the result, tags given twice, old Mac line ends), every
//! core (`--threads`), and untrusted input (deep variations, huge bad tokens).

use quickcheck::QuickCheck;

use crate::common::{exit, fenkit, fenkit_bytes, stderr, stdout};

#[test]
fn what_a_new_user_hit() {
    let runs = [
        // Two files saved on Windows, joined: both games read.
        fenkit(
            &["pgn", "--to", "uci"],
            "\u{feff}[Event \"a\"]\r\n\r\n1. e4 *\r\n\r\n\u{feff}[Event \"b\"]\r\n\r\n1. d4 *\r\n",
        ),
        // A `%` line among the tags.
        fenkit(
            &["pgn"],
            "[Event \"a\"]\n% note\n[White \"w\"]\n\n1. e4 e5 1-0\n",
        ),
        // Moves after the result, on the result's line and on the next: the same report, and
        // the next game keeps its number.
        fenkit(
            &["pgn", "--to", "uci", "--keep-going"],
            "1. e4 e5 1-0\n2. Nf3 Nc6 0-1\n\n1. d4 *\n\n1. e4 e5 1-0 2. Nf3 Nc6 0-1\n\n1. c4 *\n",
        ),
        // A tag given twice, a Result tag against the movetext, a checkmate with another result:
        // warnings, and the game is written.
        fenkit(
            &["pgn"],
            "[White \"a\"]\n[White \"b\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 \
             4. Qxf7# 1/2-1/2\n",
        ),
        // Old Mac line ends.
        fenkit(
            &["pgn", "--to", "uci"],
            "[Event \"a\"]\r[White \"b\"]\r\r1. e4 e5 1-0\r\r[Event \"c\"]\r\r1. d4 *\r",
        ),
        // `notate` and `play` refuse moves after the result too.
        fenkit(
            &[
                "notate",
                "--to",
                "uci",
                "startpos",
                "1. e4 e5 1-0 2. Nf3 Nc6 0-1",
            ],
            "",
        ),
        fenkit(&["play", "startpos", "1. e4 e5 1-0 (1... c5)"], ""),
    ];
    snapshot!("pgn_what_a_new_user_hit", runs.join("\n"));
}

#[test]
fn variations_nest_as_deep_as_the_limit_says() {
    let deep = |depth: usize| {
        format!(
            "1. e4 {}e5{} *\n\n1. d4 *\n",
            "(1. d4 ".repeat(depth),
            ")".repeat(depth)
        )
    };
    let at_limit = fenkit(&["pgn", "--to", "uci"], &deep(1000));
    assert_eq!(exit(&at_limit), "0", "{}", stderr(&at_limit));
    let over = fenkit(&["pgn", "--to", "uci", "--keep-going"], &deep(1001));
    assert_eq!(exit(&over), "1");
    assert_eq!(stdout(&over), "2\td2d4\n");
    assert_eq!(
        stderr(&over),
        "game 1 (line 1, column 7007): found a variation nested 1001 deep, expected at most 1000 \
         (the limit can be raised)\n"
    );
    let raised = fenkit(&["pgn", "--to", "pgn", "--max-depth", "1001"], &deep(1001));
    assert_eq!(exit(&raised), "0", "{}", stderr(&raised));
}

/// Games for the property: good ones, bad ones of each kind, and what breaks the reader's
/// expectations (bytes that are not UTF-8, a game without a result, tags given twice).
const PIECES: [&str; 12] = [
    "[Event \"a\"]\n[White \"W\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n",
    "1. d4 d5 2. c4 {a comment\nover two lines} e6 (2... c6 3. Nf3) 1/2-1/2\n\n",
    "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 0-1\n\n",
    "1. e4 e5 2. Nf3 Nxe4 *\n\n",
    "[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n",
    "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n",
    "1. e4 e5 1-0\n2. Nf3 *\n\n",
    "1. e4 {never closed\n\n",
    "[White \"a\"]\n[White \"b\"]\n\n1. c4 c5 *\n\n",
    "[Variant \"chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 Qc7 10. O-O *\n\n",
    "1. e4 e5 2. Bc4\n\n",
    "1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O O-O 5. d3 d6 6. e4 c5 *\n\n",
];

#[test]
fn any_number_of_threads_writes_what_one_thread_writes() {
    fn same(picks: Vec<u8>, threads: u8, keep_going: bool, to: u8, select: u8) -> bool {
        // Enough games for several batches of every thread.
        let mut input = String::new();
        for (i, &pick) in picks.iter().cycle().take(picks.len() * 12).enumerate() {
            input.push_str(PIECES[(usize::from(pick) + i / 7) % PIECES.len()]);
        }
        let mut bytes = input.into_bytes();
        if picks.len() % 5 == 1 {
            // A byte that is not UTF-8, somewhere.
            let at = usize::from(picks[0]) * 37 % bytes.len().max(1);
            bytes.insert(at, 0xFC);
        }
        let to = ["uci", "fen", "pgn", "json", "epd"][usize::from(to) % 5];
        let threads = (2 + threads % 4).to_string();
        let mut args = vec!["pgn", "--to", to];
        if keep_going {
            args.push("--keep-going");
        }
        // The selection too: duplicates and counts are decided in input order, the rest on
        // the threads, and reading stops after the last game `--games` takes.
        args.extend(match select % 8 {
            0 => &[][..],
            1 => &["--dedupe"][..],
            2 => &["--games", "3..17"][..],
            3 => &["--stats", "--dedupe"][..],
            4 => &["--plies", "3..", "--invert"][..],
            5 => &["--tag", "White=W", "--tag", "White=a", "--result", "1-0"][..],
            6 => &[
                "--reached",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            ][..],
            _ => &["--player", "b", "--dedupe", "--games", "..40"][..],
        });
        let one = fenkit_bytes(
            &[args.as_slice(), &["--threads", "1"]].concat(),
            bytes.clone(),
        );
        let many = fenkit_bytes(&[args.as_slice(), &["--threads", &threads]].concat(), bytes);
        one == many
    }
    QuickCheck::new()
        .tests(40)
        .quickcheck(same as fn(Vec<u8>, u8, bool, u8, u8) -> bool);
}

#[test]
fn the_lichess_sample_is_written_the_same_on_any_number_of_threads() {
    let sample = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/lichess_db_100k.pgn"
    ))
    .expect("the sample is there");
    for to in ["uci", "fen", "pgn", "json"] {
        let one = fenkit_bytes(&["pgn", "--to", to, "--threads", "1"], sample.clone());
        assert_eq!(one.0, Some(0), "{}", one.2);
        for threads in ["2", "3", "8"] {
            let many = fenkit_bytes(&["pgn", "--to", to, "--threads", threads], sample.clone());
            assert!(one == many, "--to {to} --threads {threads}");
        }
    }
}

#[test]
fn a_huge_bad_token_is_echoed_cut() {
    let huge = |unit: &str| unit.repeat(1 << 20);
    let games = [
        format!("1. e4 {}f3 *\n", huge("N")),
        format!("[Variant \"{}\"]\n\n1. e4 *\n", huge("x")),
        format!("1. e4 ${} *\n", huge("9")),
        format!("1. e4 {} *\n", huge("!")),
        format!("1. e4 e5 1-0 {}\n", huge("2")),
        format!("1. e4 {}. e5 *\n", huge("9")),
    ];
    for game in games {
        let run = fenkit(&["pgn", "--to", "uci"], &game);
        let message = stderr(&run);
        assert_eq!(exit(&run), "1");
        assert!(
            message.chars().count() < 300 && message.contains('…'),
            "{message}"
        );
    }
}

/// The lichess sample as `fenkit pgn --to json` writes it (read from the file).
fn sample_json() -> Vec<u8> {
    let (code, out, err) = fenkit_bytes(
        &["pgn", "--to", "json", "tests/data/lichess_20.pgn"],
        vec![],
    );
    assert_eq!(code, Some(0), "{err}");
    out
}

#[test]
fn compressed_copies_read_to_the_same_games_from_files_and_stdin() {
    let plain = sample_json();
    for file in [
        "tests/data/cli/lichess_20.pgn.gz",
        "tests/data/cli/lichess_20.pgn.zst",
        "tests/data/cli/lichess_20.pgn.bz2",
        // Two gzip members joined, as `cat a.gz b.gz` makes.
        "tests/data/cli/lichess_20_two_members.pgn.gz",
    ] {
        let from_file = fenkit_bytes(&["pgn", "--to", "json", file], vec![]);
        assert_eq!(
            (from_file.0, &from_file.1),
            (Some(0), &plain),
            "{file}: {}",
            from_file.2
        );
        let bytes = std::fs::read(format!("{}/../{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let from_stdin = fenkit_bytes(&["pgn", "--to", "json", "--threads", "2"], bytes);
        assert_eq!(
            (from_stdin.0, &from_stdin.1),
            (Some(0), &plain),
            "{file}: {}",
            from_stdin.2
        );
    }
    // A file cut short is an error, not a game lost in silence.
    let mut cut = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/cli/lichess_20.pgn.zst"
    ))
    .unwrap();
    cut.truncate(cut.len() / 2);
    let run = fenkit_bytes(&["pgn", "--to", "uci"], cut);
    assert_eq!(run.0, Some(1));
    assert!(run.2.contains("cannot read the input"), "{}", run.2);
}

/// `text` in a single-byte encoding: Latin-1, or Windows-1252 for the few it places in
/// 0x80–0x9F.
fn single_bytes(text: &str, windows: bool) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '“' if windows => 0x93,
            '”' if windows => 0x94,
            'Œ' if windows => 0x8C,
            _ => u8::try_from(u32::from(c)).expect("a Latin-1 character"),
        })
        .collect()
}

#[test]
fn re_encoded_copies_read_to_the_same_games_with_their_encoding() {
    let sample = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/lichess_20.pgn"
    ))
    .unwrap();
    let named = |quotes: &str| {
        sample
            .replacen("[White \"", "[White \"Müller ", 3)
            .replacen("[Black \"", &format!("[Black \"Ærøskøbing {quotes} "), 2)
    };
    let json = |args: &[&str], input: Vec<u8>| {
        fenkit_bytes(&[&["pgn", "--to", "json"], args].concat(), input)
    };
    for (quotes, encoding, windows) in [("«»", "latin1", false), ("“Œ”", "cp1252", true)] {
        let utf8 = json(&[], named(quotes).into_bytes());
        assert_eq!(utf8.0, Some(0), "{}", utf8.2);
        let bytes = single_bytes(&named(quotes), windows);
        let decoded = json(&["--encoding", encoding], bytes.clone());
        assert_eq!(decoded, utf8, "{encoding}");
        // Auto: UTF-8 read as it is, and Windows-1252 with a warning.
        assert_eq!(
            json(&["--encoding", "auto"], named(quotes).into_bytes()),
            utf8
        );
        let auto = json(&["--encoding", "auto"], bytes.clone());
        assert_eq!((auto.0, &auto.1), (Some(0), &utf8.1), "{encoding}");
        // A warning for each game so read (three names changed, and game 5 has a ü), at its
        // first such byte.
        let warnings: Vec<&str> = auto.2.lines().collect();
        assert_eq!(warnings.len(), 4, "{warnings:#?}");
        assert!(
            warnings[0].starts_with("game 1, Müller ")
                && warnings[0].ends_with(
                    "(line 10, column 10): warning: found the byte 0xFC, which is not UTF-8: \
                     the game is read as Windows-1252"
                ),
            "{}",
            auto.2
        );
        // Without an encoding, the game is bad, and the byte named.
        let bad = json(&["--keep-going"], bytes);
        assert_eq!(bad.0, Some(1));
        assert!(
            bad.2.starts_with("game 1, M\u{fffd}ller ")
                && bad
                    .2
                    .contains("(line 10, column 10): found the byte 0xFC, which is not UTF-8"),
            "{}",
            bad.2
        );
    }
}

#[test]
fn old_and_new_games_joined_are_each_read_in_their_encoding() {
    // Old TWIC (Latin-1) then new TWIC (UTF-8), on one thread and on two.
    let mut joined = b"[White \"M\xfcller\"]\n\n1. e4 *\n\n".to_vec();
    joined.extend_from_slice("[White \"Müller\"]\n\n1. d4 *\n\n".as_bytes());
    joined.extend_from_slice(b"[White \"Gr\xfcnfeld\"]\n\n1. c4 *\n");
    for threads in ["1", "2"] {
        let args = [
            "pgn",
            "--encoding",
            "auto",
            "--threads",
            threads,
            "--to",
            "json",
        ];
        let (code, out, err) = fenkit_bytes(&args, joined.clone());
        assert_eq!(code, Some(0), "{err}");
        let names: Vec<String> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
            .map(|game| game["tags"]["White"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(names, ["Müller", "Müller", "Grünfeld"]);
        assert_eq!(
            err,
            "game 1, Müller - ? (line 1, column 10): warning: found the byte 0xFC, which is not \
             UTF-8: the game is read as Windows-1252\n\
             game 3, Grünfeld - ? (line 9, column 11): warning: found the byte 0xFC, which is \
             not UTF-8: the game is read as Windows-1252\n"
        );
    }
}

#[test]
fn a_huge_number_of_threads_is_played_on_at_most_256() {
    let pgn = "1. e4 e5 *\n\n1. d4 d5 1-0\n".repeat(50);
    let many = fenkit(&["pgn", "--to", "uci", "--threads", "99999"], &pgn);
    let one = fenkit(&["pgn", "--to", "uci", "--threads", "1"], &pgn);
    assert_eq!(stdout(&many), stdout(&one));
    assert_eq!(stdout(&many).lines().count(), 100);
    assert_eq!(exit(&many), "0", "{many}");
}
