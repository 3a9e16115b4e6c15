//! "What is this text": every kind of text read by `fenkit::recognize`, from the seed texts
//! and the fixtures, malformed ones included, each with what it was read as, or the error of
//! the reading that got furthest at the place at fault.

use fenkit::diagnostic::Location;
use fenkit::fen::FenWriter;
use fenkit::notation::MoveNotation;
use fenkit::recognize::{
    ReadAs, RecognizeError, RecognizeErrorKind, Recognized, Recognizer, TextKind, Value, read_any,
};
use fenkit::{DialectKind, Lang, Position};

use crate::common::*;

#[track_caller]
fn read(text: &str) -> Recognized {
    read_any(text).unwrap_or_else(|err| panic!("{text:?}: {err}"))
}

#[track_caller]
fn refused(text: &str) -> RecognizeError {
    match read_any(text) {
        Ok(read) => panic!("{text:?} read as {}", read.read_as),
        Err(err) => err,
    }
}

/// What the text was read as, in words, and the end position of a game, or the FEN of a
/// position.
fn summary(read: &Recognized) -> (String, String) {
    let fen = match &read.value {
        Value::Fen(fen) => fen.to_string(),
        Value::Epd(epd) => epd.position().to_string(),
        Value::Board(setup) => FenWriter::new().write(setup).unwrap(),
        Value::Game(game) => game.game.end().to_string(),
        _ => unreachable!("every kind of value is above"),
    };
    (read.read_as.to_string(), fen)
}

#[test]
fn every_kind_of_text_is_read_as_what_it_is() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "FEN (standard FEN)",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "FEN (Shredder-FEN)",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        ),
        (
            "  \u{feff}rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n",
            "FEN (standard FEN)",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        ),
        (
            "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";",
            "EPD (standard FEN)",
            "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
        ),
        (
            "0 B 6\n2 K\u{332}t\u{332} 5\nP\u{332} 0 Kt 0 P 2 R\nP 0 K 3 Kt 0\n4 P K\u{332} 2\n0 Q 2 P\u{332} 2 P\u{332}\n6 K\u{332}t\u{332} P\n0 B 4 R 0",
            "Forsyth 1883",
            "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1 w - - 0 1",
        ),
        (
            "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1",
            "Forsyth 1897",
            "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1 w - - 0 1",
        ),
        (
            "1. e4 c5 2. Nf3",
            "movetext, SAN in English",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        ),
        (
            "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5",
            "movetext, SAN in Polish",
            "rnb1kbnr/p1pp1ppp/8/1p6/2B1Pp1q/8/PPPP2PP/RNBQ1KNR w kq b6 0 5",
        ),
        (
            "1. e4 e5 2. Cf3 Cc6 3. Fb5 {la partie espagnole}",
            "movetext, SAN in French",
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        ),
        (
            "1. P-K4 P-K4 2. Kt-KB3",
            "movetext, descriptive notation",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        ),
        (
            "1. 5254 5755 2. 7163",
            "movetext, ICCF numeric notation",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        ),
        (
            "e2e4 e7e5 g1f3 (d2d4) b8c6",
            "movetext, UCI",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        ),
        (
            "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
            "PGN, SAN in English",
            "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
        ),
        (
            "% an escape line first\n[Event \"x\"]\n\n1. e4 e5 2. Cf3 Cc6 3. Fb5 *",
            "PGN, SAN in French",
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
        ),
    ];
    for &(text, read_as, fen) in cases {
        assert_eq!(
            summary(&read(text)),
            (read_as.to_owned(), fen.to_owned()),
            "{text:?}"
        );
    }
}

#[test]
fn read_as_names_the_keys_that_apply() {
    let fen = read("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").read_as;
    assert_eq!(fen, ReadAs::fen(DialectKind::Shredder));
    assert_eq!((fen.notation, fen.lang), (None, None));
    let san = read("1. e4 e5 2. Sf3").read_as;
    assert_eq!(san.kind, TextKind::Movetext);
    assert_eq!((san.dialect, san.notation), (None, Some(MoveNotation::San)));
    assert!(san.lang.is_some());
    // (`e2e4` alone is SAN too, read leniently as long algebraic.)
    let uci = read("e2e4 e7e5 g1f3 (d2d4) b8c6").read_as;
    assert_eq!((uci.notation, uci.lang), (Some(MoveNotation::Uci), None));
    let forsyth = read("8, 8, 8, 8, 8, 8, 8, 4 K 2 k").read_as;
    assert_eq!(
        (forsyth.kind, forsyth.dialect, forsyth.notation),
        (TextKind::Forsyth1897, None, None)
    );
    let names: Vec<&str> = TextKind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(
        names,
        [
            "fen",
            "epd",
            "forsyth1883",
            "forsyth1897",
            "movetext",
            "pgn"
        ]
    );
}

#[test]
fn every_fen_and_epd_fixture_reads_as_itself() {
    for line in data_lines("seeds.fen") {
        match read_any(&line) {
            Ok(read) => assert_eq!(read.read_as.kind, TextKind::Fen, "{line}"),
            // The French seed prints the start with a pawn missing: a FEN error at rank 2.
            Err(err) => {
                assert!(
                    matches!(err.kind(), RecognizeErrorKind::Fen(_)),
                    "{line}: {err}"
                );
                assert_eq!(&line[err.span()], "PPPPPPP", "{line}");
            }
        }
    }
    for line in data_lines("epd/sample.epd") {
        assert_eq!(read(&line).read_as.kind, TextKind::Epd, "{line}");
    }
    for line in data_lines("invalid.fen") {
        // Every invalid FEN is refused where a FEN or EPD reader stopped, or read by another
        // reader: never a panic, and the span lies in the text.
        if let Err(err) = read_any(&line) {
            assert!(err.span().end <= line.len(), "{line}: {err}");
        }
    }
}

#[test]
fn the_first_game_of_every_pgn_fixture_reads_or_names_its_fault() {
    let text = std::fs::read_to_string(data_path("pgn/malformed.pgn")).unwrap();
    // Each game of the malformed file on its own: the good ones read, every other one is
    // refused with the place of its fault.
    let starts: Vec<usize> = text.match_indices("[Event ").map(|(at, _)| at).collect();
    for (index, &start) in starts.iter().enumerate() {
        let end = starts.get(index + 1).copied().unwrap_or(text.len());
        let game = &text[start..end];
        let event = game.lines().next().unwrap();
        match read_any(game) {
            Ok(read) => {
                assert!(event.contains("good"), "{event} read");
                assert_eq!(read.read_as.kind, TextKind::Pgn);
            }
            Err(err) => {
                assert!(!event.contains("good"), "{event}: {err}");
                assert!(err.span().end <= game.len(), "{event}: {err}");
                assert!(err.to_string().starts_with("PGN: "), "{event}: {err}");
            }
        }
    }
    for name in ["lichess_20.pgn", "pgn/chess960_spellings.pgn"] {
        let text = std::fs::read_to_string(data_path(name)).unwrap();
        // Up to the second game.
        let second = text
            .match_indices("\n[Event ")
            .nth(1)
            .map_or(text.len(), |(at, _)| at);
        let first = &text[..second];
        assert_eq!(read(first).read_as.kind, TextKind::Pgn, "{name}");
    }
}

#[test]
fn malformed_texts_give_the_error_of_the_reading_that_got_furthest() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    // (text, the message's start, the text at fault, its line and column)
    let cases: Vec<(String, &str, &str, (usize, usize))> = vec![
        (
            format!("{start} x KQkq - 0 1"),
            "side to move",
            "x",
            (1, 45),
        ),
        (
            format!("{start} w KQkq - bm Zz9;"),
            "operation bm: Zz9: ",
            "Z",
            (1, 57),
        ),
        (
            "8\n8\n8\n8\n8\n8\n8\n2 K 1 4".to_owned(),
            "Forsyth 1883: found '1'",
            "1",
            (8, 5),
        ),
        (
            "8, 8, 8, 8, 8, 8, 8, 4 K 2 kt 2".to_owned(),
            "Forsyth 1897: rank 1 has 10 squares",
            "2",
            (1, 31),
        ),
        (
            "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. Kt-K9".to_owned(),
            "descriptive notation: move 3. Kt-K9: ",
            "K9",
            (1, 37),
        ),
        (
            "1. 5254 5755 2. 7163 2899".to_owned(),
            "ICCF numeric notation: move 2... 2899: ",
            "9",
            (1, 24),
        ),
        (
            "1. e4 e5\n2. Nf3 Nf6 3. Nf7".to_owned(),
            "SAN (English): move 3. Nf7: ",
            "Nf7",
            (2, 15),
        ),
        ("Zz9".to_owned(), "SAN (", "Z", (1, 1)),
        // The word at fault is marked to the end of the text.
        (
            "[Event \"x\"]\n\n1. e4 e5 2. Nf7".to_owned(),
            "PGN: 2. Nf7: ",
            "Nf7",
            (3, 13),
        ),
        // Movetext in LAN is named so in its error.
        (
            "1. e2-e4 e7-e5 2. Ng1-f4".to_owned(),
            "LAN (English): move 2. Ng1-f4: no white knight on g1 can move to f4",
            "Ng1-f4",
            (1, 19),
        ),
        // A move that ends early is marked whole.
        (
            "1. e4 e5 2. Nf".to_owned(),
            "SAN (English): move 2. Nf: found the end of the move, expected a square",
            "Nf",
            (1, 13),
        ),
        (
            "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Nf7 *".to_owned(),
            "PGN: 3. Nf7: ",
            "Nf7",
            (4, 15),
        ),
        (
            "[Event \"x]\n\n1. e4 *".to_owned(),
            "PGN: found the end of the line",
            "",
            (1, 11),
        ),
        ("  \n\t ".to_owned(), "the text is empty", "", (1, 1)),
        // What follows the result is after it, whether or not it could be played as a move.
        (
            "1. e4 * 2. d4".to_owned(),
            "SAN (English): found \"d4\" after the result",
            "d4",
            (1, 12),
        ),
        (
            "1. P-K4 P-K4 1-0 2. P-Q9".to_owned(),
            "descriptive notation: found \"P-Q9\" after the result",
            "P-Q9",
            (1, 21),
        ),
    ];
    for (text, message, marked, at) in cases {
        let err = refused(&text);
        assert!(
            err.to_string().starts_with(message),
            "{text:?}: {err} (expected {message:?}…)"
        );
        assert_eq!(&text[err.span()], marked, "{text:?}: {err}");
        let place = Location::of(&text, err.span());
        assert_eq!((place.line(), place.column()), at, "{text:?}: {err}");
    }
}

#[test]
fn the_moves_given_are_those_of_the_main_line() {
    let read = read("1. e4 (1. d4 d5 (1... Nf6) 2. c4) 1... e5 2. Nf3");
    let Value::Game(game) = &read.value else {
        panic!("a game")
    };
    assert_eq!(game.given, ["e4", "e5", "Nf3"]);
}

#[test]
fn spans_count_from_the_text_as_given() {
    let text = "\u{feff}\n\n  1. e4 e5 2. Nf3 Nf6 3. Nf7";
    let err = refused(text);
    assert_eq!(&text[err.span()], "Nf7");
    assert_eq!(Location::of(text, err.span()).line(), 3);
}

#[test]
fn the_work_is_bounded() {
    let long = "e4 ".repeat(fenkit::recognize::MAX_BYTES / 3 + 1);
    let err = refused(&long);
    assert!(
        matches!(err.kind(), RecognizeErrorKind::TooLong { .. }),
        "{err}"
    );
    let many = format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(5001));
    let err = refused(&many);
    assert_eq!(
        err.to_string(),
        "the text holds more than 20000 moves, expected at most 20000"
    );
    let exactly = format!("{}*", "Nf3 Nf6 Ng1 Ng8 ".repeat(5000));
    assert_eq!(read(&exactly).read_as.kind, TextKind::Movetext);
    let small = Recognizer::new().max_bytes(10);
    assert!(small.read("1. e4 e5 *").is_ok(), "10 bytes");
    assert!(small.read("1. e4 e5   ").is_err(), "11 bytes");
    let few = Recognizer::new().max_moves(2);
    assert!(few.read("1. e4 e5").is_ok());
    assert_eq!(
        few.read("1. e4 e5 2. Nf3").unwrap_err().to_string(),
        "the text holds more than 2 moves, expected at most 2"
    );
}

#[test]
fn each_notation_is_named_in_words() {
    let cases = [
        ("1. e4 e5 2. Nf3", "movetext, SAN in English"),
        ("1. e2-e4 e7-e5 2. Ng1-f3", "movetext, LAN in English"),
        ("1. e4 e5 2. ♘f3", "movetext, FAN"),
        ("1. e4 e5 2. Sf3", "movetext, SAN in German"),
        ("e2e4 e7e5 g1f3 (d2d4) b8c6", "movetext, UCI"),
        ("1. 5254 5755 2. 7163", "movetext, ICCF numeric notation"),
        ("1. P-K4 P-K4 2. N-KB3", "movetext, descriptive notation"),
        // A capture sign does for the `-`; one short move makes the text SAN, read leniently.
        ("1. e2-e4 d7-d5 2. e4xd5 Qd8xd5", "movetext, LAN in English"),
        ("1. e2-e4 e5 2. Ng1-f3", "movetext, SAN in English"),
    ];
    for (text, words) in cases {
        assert_eq!(read(text).read_as.to_string(), words, "{text}");
    }
}

#[test]
fn movetext_starts_where_it_is_told_in_the_language_preferred() {
    let start: Position = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPBPPP/RNBQK1NR w KQkq - 2 3"
        .parse()
        .unwrap();
    let read = Recognizer::new()
        .start(start.clone())
        .prefer_lang(Lang::Fr)
        .read("Fe2b5")
        .unwrap();
    assert_eq!(read.read_as.lang, Some(Lang::Fr));
    let Value::Game(game) = &read.value else {
        panic!("a game")
    };
    assert_eq!(
        game.notes[0].to_string(),
        "3. Fe2b5: not canonical, read as Fb5"
    );
    assert_eq!(game.given, ["Fe2b5"]);
    // With a `-`, the same move is LAN, which it reads as, with nothing to note.
    let read = Recognizer::new()
        .start(start)
        .prefer_lang(Lang::Fr)
        .read("Fe2-b5")
        .unwrap();
    assert_eq!(read.read_as.to_string(), "movetext, LAN in French");
    let Value::Game(game) = &read.value else {
        panic!("a game")
    };
    assert!(game.notes.is_empty(), "{:?}", game.notes);
    // A PGN game's start comes from its tags, whatever the recognizer is told.
    let pgn = "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *";
    let read = Recognizer::new()
        .start(Position::STARTING)
        .read(pgn)
        .unwrap();
    assert_eq!(summary(&read).1, "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // A language preferred that does not read the moves is passed over.
    let read = Recognizer::new()
        .prefer_lang(Lang::De)
        .read("1. e4 e5 2. Nf3")
        .unwrap();
    assert_eq!(read.read_as.lang, Some(Lang::En));
    // `Sf3` is a knight in Polish and in German: the preferred one of the two wins.
    for lang in [Lang::De, Lang::Pl] {
        let read = Recognizer::new()
            .prefer_lang(lang)
            .read("1. Sf3 d5")
            .unwrap();
        assert_eq!(read.read_as.lang, Some(lang));
    }
}

quickcheck::quickcheck! {
    /// Any text gives a value or an error whose span lies in the text, on character
    /// boundaries: never a panic.
    fn prop_errors_point_into_the_text(pieces: Vec<u8>) -> bool {
        const PIECES: [&str; 16] = [
            "1. ", "e4 ", "Nf3", "/", "8", " w ", "KQkq", "-", "\n", "[Event \"x\"]\n",
            "{", ")", "é", ", ", "Kt", "\u{332}",
        ];
        let text: String = pieces.iter().map(|&p| PIECES[usize::from(p) % PIECES.len()]).collect();
        match read_any(&text) {
            Ok(_) => true,
            Err(err) => {
                let span = err.span();
                span.start <= span.end
                    && span.end <= text.len()
                    && text.is_char_boundary(span.start)
                    && text.is_char_boundary(span.end)
            }
        }
    }
}

/// Found by fuzzing (`fuzz/regressions/recognize`): movetext whose comment holds a blank line
/// and then a line that looks like a tag pair reads as one game; its export reads back as the
/// same game (the export leaves those blank lines out: a reader takes the line for a new game).
#[test]
fn movetext_with_a_tag_line_in_a_comment_exports_and_reads_back() {
    let text = "{a\n\n[Event \" x\"]\n\n%%0\n\n[E x} 1. e4 {\n\n[Event \"y\"]} e5 *";
    exports_and_reads_back(text, 2);
    // The second input: a line holding only a byte-order mark is blank to a reader.
    exports_and_reads_back("{\u{e}r?\n\u{feff}\n[En\"]\n\n\nt \"x}", 0);
}

#[track_caller]
fn exports_and_reads_back(text: &str, plies: usize) {
    let Value::Game(game) = read(text).value else {
        panic!("{text:?} is not a game")
    };
    assert_eq!(game.given.len(), plies);
    let pgn = fenkit::pgn::PgnWriter::new().write(&game.game).unwrap();
    let again = read(&pgn);
    assert_eq!(again.read_as.kind, TextKind::Pgn, "{pgn}");
    let Value::Game(back) = again.value else {
        panic!("{pgn} is not a game")
    };
    assert_eq!(back.game.end(), game.game.end(), "{pgn}");
    assert_eq!(back.given.len(), plies, "{pgn}");
}
