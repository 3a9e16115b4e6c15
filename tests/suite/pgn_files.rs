//! PGN files as they come (issue 36): files joined without a final line break, old and new
//! encodings in one file, text after a result, the result that selects, import format (the
//! clocks of duplicates: `src/pgn/select/line_key.rs`). Table tests: each row a file as a
//! maintainer meets it.

use fenkit::movetext::GameResult;
use fenkit::pgn::{PgnReader, PgnWarningKind, Selection};

/// Each game of `pgn` as `White: end FEN` or its error.
fn read(reader: PgnReader<&[u8]>) -> Vec<String> {
    reader
        .map(|game| match game {
            Ok(game) => format!(
                "{}: {}",
                game.tags().get("White").unwrap_or("?"),
                game.end().board()
            ),
            Err(err) => err.to_string(),
        })
        .collect()
}

#[test]
fn files_joined_without_a_final_line_break_read_both() {
    let table = [
        // `cat a.pgn b.pgn`, a.pgn without a final line break.
        "[White \"A\"]\n\n1. e4 e5 1-0[White \"B\"]\n\n1. d4 *\n",
        "[White \"A\"]\n\n1. e4 e5 1-0 [White \"B\"]\n\n1. d4 *\n",
        // b.pgn saved on Windows, with a byte-order mark.
        "[White \"A\"]\n\n1. e4 e5 1-0\u{feff}[White \"B\"]\n\n1. d4 *\n",
        "[White \"A\"]\n\n1. e4 e5 *[White \"B\"]\n\n1. d4 *\n",
        "[White \"A\"]\n\n1. e4 e5 1/2-1/2[White \"B\"] [Black \"C\"]\n\n1. d4 *\n",
    ];
    for pgn in table {
        assert_eq!(
            read(PgnReader::new(pgn.as_bytes())),
            [
                "A: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
                "B: rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR"
            ],
            "{pgn:?}"
        );
    }
    // The second game's errors point at its own text, in the columns of the input.
    let pgn = "1. e4 e5 1-0 [White \"B\"] [Black \"C]\n\n1. d4 *\n";
    let errors = read(PgnReader::new(pgn.as_bytes()));
    assert_eq!(
        errors[1],
        "game 2, B - ? (line 1, column 36): found the end of the line in the value of tag \
         Black, expected '\"' to close it"
    );
    // A `[` in a comment after the result is the game's comment, as before.
    let pgn = "1. e4 e5 1-0 {[White \"B\"]}\n\n1. d4 *\n";
    let games: Vec<_> = PgnReader::new(pgn.as_bytes()).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert!(games[0].tags().get("White").is_none());
}

#[test]
fn text_after_the_result_is_said_to_be_after_it() {
    let table = [
        (
            "1. e4 e5 1-0 7. Ke3\n",
            "game 1 (line 1, column 17): found \"Ke3\" after the result, expected the end of the game",
        ),
        (
            "1. e4 e5 1-0 Nf3\n",
            "game 1 (line 1, column 14): found \"Nf3\" after the result, expected the end of the game",
        ),
        (
            "1. e4 e5 1-0\n2. Nf3 Nc6 0-1\n",
            "game 1 (line 2, column 4): found \"Nf3\" after the result, expected the end of the game",
        ),
        (
            "1. e4 e5 * 2. Qxf7\n",
            "game 1 (line 1, column 15): found \"Qxf7\" after the result, expected the end of the game",
        ),
    ];
    for (pgn, error) in table {
        assert_eq!(read(PgnReader::new(pgn.as_bytes())), [error], "{pgn:?}");
    }
}

#[test]
fn with_the_fallback_each_game_is_decoded_on_its_own() {
    // Old TWIC (Latin-1) then new TWIC (UTF-8), then Latin-1 again.
    let pgn: &[u8] = b"[White \"M\xfcller\"]\n\n1. e4 *\n\n\
        [White \"M\xc3\xbcller\"]\n\n1. d4 *\n\n\
        [White \"Gr\xfcnfeld\"]\n\n1. c4 {Gr\xfcnfeld} *\n";
    let mut reader = PgnReader::new(pgn).cp1252_fallback(true);
    let mut seen = Vec::new();
    while let Some(raw) = reader.next_raw() {
        let raw = raw.unwrap();
        let header = raw.header().unwrap();
        let (end, result) = raw.play(&header, |_| {}).unwrap();
        let decoded: Vec<(usize, usize)> = raw
            .warnings(&end, result)
            .iter()
            .filter(|w| matches!(w.kind(), PgnWarningKind::Decoded { byte: 0xFC }))
            .map(|w| (w.line(), w.column()))
            .collect();
        seen.push((raw.tags().get("White").unwrap().to_owned(), decoded));
    }
    assert_eq!(
        seen,
        [
            ("Müller".to_owned(), vec![(1, 10)]),
            ("Müller".to_owned(), vec![]),
            ("Grünfeld".to_owned(), vec![(9, 11)]),
        ]
    );
    // A comment decoded with its game; an error later in it points at the decoded columns.
    let pgn: &[u8] = b"1. e4 {M\xfcller} Nxe4 *\n";
    let err = PgnReader::new(pgn)
        .cp1252_fallback(true)
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!(err.column(), 16);
    // Without it, such a game is bad.
    let err = PgnReader::new(pgn).next().unwrap().unwrap_err();
    assert!(
        err.to_string().contains("0xFC, which is not UTF-8"),
        "{err}"
    );
}

#[test]
fn the_result_selected_is_the_result_written() {
    let pgn = "[Result \"1-0\"]\n\n1. e4 *\n\n[Result \"1-0\"]\n\n1. d4 0-1\n\n\
        [Result \"1-0\"]\n\n1. c4 1-0\n\n1. Nf3 1-0\n";
    let taken = |result| {
        Selection::new()
            .result(result)
            .games_of(PgnReader::new(pgn.as_bytes()))
            .map(|game| game.unwrap().result())
            .collect::<Vec<_>>()
    };
    for result in [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Unknown,
        GameResult::Draw,
    ] {
        let games = taken(result);
        assert!(games.iter().all(|&r| r == result), "{result}: {games:?}");
    }
    assert_eq!(taken(GameResult::WhiteWins).len(), 2);
}

/// Each game of `pgn` read leniently: its warnings, or its error.
fn warnings(pgn: &str, strict: bool) -> Vec<String> {
    let mut reader = PgnReader::new(pgn.as_bytes()).strict(strict);
    let mut all = Vec::new();
    while let Some(raw) = reader.next_raw() {
        let raw = raw.unwrap();
        let played = raw.header().and_then(|header| raw.play(&header, |_| {}));
        match played {
            Ok((end, result)) => {
                all.extend(raw.warnings(&end, result).iter().map(|w| w.to_string()))
            }
            Err(err) => all.push(err.to_string()),
        }
    }
    all
}

#[test]
fn import_format_is_read_leniently_said_and_refused_strictly() {
    let table = [
        (
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#1-0\n",
            "game 1 (line 1, column 40): warning: found \"1-0\", a result glued to the move before \
             it: read as PGN import format allows (--strict refuses it)",
            "game 1 (line 1, column 40): found \"1-0\", a result glued to the move before it, \
             expected PGN export format (read without --strict, it is taken)",
        ),
        (
            "1. e4 e5 2. nf3 nc6 3. qe2 *\n",
            "game 1 (line 1, column 13): warning: found \"nf3\", a piece letter in lower case, and \
             2 more in the game: read as PGN import format allows (--strict refuses it)",
            "game 1 (line 1, column 13): 2. nf3: found 'n', expected a piece letter K, Q, R, B or \
             N, a file a-h, or O-O",
        ),
        (
            "1. e2e4 e7e5 2. g1f3 *\n",
            "game 1 (line 1, column 4): warning: found \"e2e4\", a move in coordinates, and 2 more \
             in the game: read as PGN import format allows (--strict refuses it)",
            "game 1 (line 1, column 4): 1. e2e4: not canonical, expected e4",
        ),
        (
            "[Date \"1998-02-14\"]\n\n1. e4 *\n",
            "game 1 (line 1, column 8): warning: found \"1998-02-14\", a date written YYYY-MM-DD: \
             read as PGN import format allows (--strict refuses it)",
            "game 1 (line 1, column 8): found \"1998-02-14\", a date written YYYY-MM-DD, expected \
             PGN export format (read without --strict, it is taken)",
        ),
        // `b` is the b-pawn's file: a bishop in lower case is not guessed.
        (
            "1. e4 e5 2. bc4 *\n",
            "game 1 (line 1, column 13): 2. bc4: no white pawn on the b-file can move to c4",
            "game 1 (line 1, column 13): 2. bc4: no white pawn on the b-file can move to c4",
        ),
    ];
    for (pgn, lenient, strict) in table {
        assert_eq!(warnings(pgn, false), [lenient], "{pgn:?}");
        assert_eq!(warnings(pgn, true), [strict], "{pgn:?}");
    }
    // An illegal move in coordinates is still an error; the moves read are those meant.
    let game = PgnReader::new("1. e2e4 e7e5 2. nf3 b8c6 3. e7e8q *".as_bytes())
        .next()
        .unwrap();
    assert!(game.is_err());
    let game = PgnReader::new("1. e2e4 e7e5 2. nf3 b8c6 *".as_bytes())
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(
        game.end().to_string(),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
}
