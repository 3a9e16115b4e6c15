//! Forsyth's 1883 and 1897 forms: the seed examples, every seed FEN in both forms, errors, and
//! round trips.

use std::fmt::Write as _;
use std::num::NonZeroU32;

use fenkit::fen::{Fen, FenWriter, Field};
use fenkit::forsyth::{Context, Edition, ForsythWriter};
use fenkit::{Board, Color, Piece, Role, Square};
use quickcheck::{Arbitrary, Gen, QuickCheck};

use crate::common::{SEED_1883, SEED_1883_FEN, SEED_1897, SEED_1897_FEN, snapshots};

#[test]
fn the_1883_diagram_reads_after_blacks_40th_move_and_writes_back() {
    let context = Context {
        turn: Color::White,
        fullmoves: NonZeroU32::new(41).unwrap(),
        ..Context::DEFAULT
    };
    let setup = Edition::Forsyth1883
        .parse_setup(SEED_1883, &context)
        .unwrap();
    assert_eq!(FenWriter::new().write(&setup).unwrap(), SEED_1883_FEN);

    let from_fen = SEED_1883_FEN.parse::<Fen>().unwrap().into_setup();
    let written = Edition::Forsyth1883.write_setup(&from_fen);
    assert_eq!(written.text, SEED_1883);
    assert_eq!(written.dropped, [Field::Fullmove]);

    let ascii = ForsythWriter::new(Edition::Forsyth1883)
        .ascii()
        .write(&setup.board);
    assert_eq!(Edition::Forsyth1883.parse(&ascii).unwrap(), setup.board);
    snapshots().bind(|| {
        insta::assert_snapshot!(
            "forsyth1883_seed",
            format!(
                "{SEED_1883_FEN}\n\nunderlined:\n{}\n\nascii fallback:\n{ascii}",
                written.text
            )
        );
    });
}

#[test]
fn the_1897_line_reads_and_writes_back() {
    let setup = Edition::Forsyth1897
        .parse_setup(SEED_1897, &Context::DEFAULT)
        .unwrap();
    assert_eq!(FenWriter::new().write(&setup).unwrap(), SEED_1897_FEN);
    let written = Edition::Forsyth1897.write_setup(&setup);
    assert_eq!(written.text, SEED_1897);
    assert!(written.dropped.is_empty());
    snapshots().bind(|| {
        insta::assert_snapshot!(
            "forsyth1897_seed",
            format!(
                "{SEED_1897_FEN}\n\n1897:\n{}\n\n1883:\n{}",
                written.text,
                Edition::Forsyth1883.write(&setup.board)
            )
        );
    });
}

/// Every other FEN printed in the five seed texts, with where it comes from. The French
/// tutorial (001) prints the start position with seven white pawns: a misprint the reader must
/// refuse, not repair.
const SEED_FENS: [(&str, &str); 6] = [
    (
        "start position (000, 002, 003, 004)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "after 1.e4 (000, 002, 003, 004)",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    ),
    (
        "after 1...c5 (000, 002, 003, 004)",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
    ),
    (
        "after 2.Nf3 (000, 002, 003)",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    ),
    (
        "the Immortal Game after 23.Be7# (004)",
        "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23",
    ),
    (
        "start position as misprinted in 001",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
];

#[test]
fn every_seed_fen_in_both_historical_forms() {
    let mut out = String::new();
    for (title, text) in SEED_FENS {
        writeln!(out, "## {title}\n{text}\n").unwrap();
        let setup = match text.parse::<Fen>() {
            Ok(fen) => fen.into_setup(),
            Err(err) => {
                writeln!(out, "not FEN: {err}\n").unwrap();
                continue;
            }
        };
        for edition in Edition::ALL {
            let written = edition.write_setup(&setup);
            let back = edition.parse(&written.text).unwrap();
            assert_eq!(back, setup.board, "{edition} round trip of {text}");
            let dropped: Vec<String> = written.dropped.iter().map(Field::to_string).collect();
            writeln!(
                out,
                "{edition} (drops {}):\n{}\n",
                if dropped.is_empty() {
                    "nothing".to_owned()
                } else {
                    dropped.join(", ")
                },
                written.text
            )
            .unwrap();
        }
    }
    snapshots().bind(|| insta::assert_snapshot!("forsyth_seed_fens", out));
}

#[test]
fn malformed_historical_texts_are_refused_with_line_and_column() {
    let r = "\u{332}";
    let cases: Vec<(&str, Edition, String)> = vec![
        (
            "a rank of nine squares",
            Edition::Forsyth1883,
            SEED_1883.replacen("7 P", "8 P", 1),
        ),
        (
            "a rank of seven squares",
            Edition::Forsyth1883,
            SEED_1883.replacen("0 P 6", "0 P 5", 1),
        ),
        (
            "a 1, which the 1883 form never used",
            Edition::Forsyth1883,
            SEED_1883.replacen("2 K 5", "1 K 6", 1),
        ),
        (
            "N for the knight",
            Edition::Forsyth1883,
            SEED_1883.replacen("7 P", "6 N P", 1),
        ),
        (
            "an unknown piece",
            Edition::Forsyth1883,
            SEED_1883.replacen("7 P", "7 X", 1),
        ),
        (
            "a lower-case letter in 1883",
            Edition::Forsyth1883,
            SEED_1883.replacen("7 P", "7 p", 1),
        ),
        (
            "an underlined count",
            Edition::Forsyth1883,
            SEED_1883.replacen("7 P", &format!("7{r} P"), 1),
        ),
        (
            "an ASCII-marked count",
            Edition::Forsyth1883,
            SEED_1883.replacen("7 P", "_7 P", 1),
        ),
        (
            "a half-underlined knight",
            Edition::Forsyth1883,
            SEED_1883.replacen("7 P", &format!("6 K{r}t P"), 1),
        ),
        (
            "seven lines",
            Edition::Forsyth1883,
            SEED_1883.replacen("\n7 P", "", 1),
        ),
        (
            "nine lines",
            Edition::Forsyth1883,
            format!("{SEED_1883}\n8"),
        ),
        (
            "a blank line between ranks",
            Edition::Forsyth1883,
            SEED_1883.replacen("\n7 P", "\n\n7 P", 1),
        ),
        ("nothing at all", Edition::Forsyth1883, " \n\n".to_owned()),
        (
            "a 0, which the 1897 form replaced with 1",
            Edition::Forsyth1897,
            SEED_1897.replacen("1 B 6", "0 B 6", 1),
        ),
        (
            "an upper-case KT",
            Edition::Forsyth1897,
            SEED_1897.replacen("Kt 1", "KT 1", 1),
        ),
        (
            "n for the knight",
            Edition::Forsyth1897,
            SEED_1897.replacen("2 kt 5", "2 n 5", 1),
        ),
        (
            "seven ranks",
            Edition::Forsyth1897,
            SEED_1897.replacen(", 6 kt P", "", 1),
        ),
        (
            "nine ranks",
            Edition::Forsyth1897,
            format!("{SEED_1897}, 8"),
        ),
        ("two lines", Edition::Forsyth1897, format!("{SEED_1897}\n8")),
        (
            "a rank of nine squares",
            Edition::Forsyth1897,
            SEED_1897.replacen("4 P k 2", "4 P k 3", 1),
        ),
    ];
    let mut out = String::new();
    for (title, edition, text) in cases {
        let err = edition.parse(&text).unwrap_err();
        let line = text.split('\n').nth(err.line() - 1).unwrap_or("");
        let caret = " ".repeat(err.column() - 1);
        writeln!(
            out,
            "## {title} ({edition})\nline {}, column {}: {err}\n  {line}\n  {caret}^\n",
            err.line(),
            err.column()
        )
        .unwrap();
    }
    snapshots().bind(|| insta::assert_snapshot!("forsyth_errors", out));
}

#[test]
fn the_reader_forgives_what_a_person_copying_would_do() {
    let sloppy = format!(
        "\r\n  {}\r\n\r\n",
        SEED_1883.replace(' ', "   ").replace('\n', " \r\n")
    );
    let board = Edition::Forsyth1883.parse(&sloppy).unwrap();
    assert_eq!(board, Edition::Forsyth1883.parse(SEED_1883).unwrap());
    let sloppy_1897 = format!(" {}\n", SEED_1897.replace(", ", " ,  "));
    let board = Edition::Forsyth1897.parse(&sloppy_1897).unwrap();
    assert_eq!(
        board.to_string(),
        "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1"
    );
}

/// Any placement: each square empty or holding any piece, kings and pawns anywhere.
#[derive(Debug, Clone)]
struct AnyBoard(Board);

impl Arbitrary for AnyBoard {
    fn arbitrary(g: &mut Gen) -> AnyBoard {
        let mut board = Board::EMPTY;
        for sq in Square::all() {
            if bool::arbitrary(g) {
                let color = *g.choose(&Color::ALL).unwrap();
                let role = *g.choose(&Role::ALL).unwrap();
                board.set(sq, Piece { color, role });
            }
        }
        AnyBoard(board)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = AnyBoard>> {
        let board = self.0;
        Box::new(board.occupied().into_iter().map(move |sq| {
            let mut smaller = board;
            smaller.clear(sq);
            AnyBoard(smaller)
        }))
    }
}

#[test]
fn both_forms_round_trip_any_board() {
    fn round_trips(board: AnyBoard) -> bool {
        let board = board.0;
        let writers = [
            ForsythWriter::new(Edition::Forsyth1883),
            ForsythWriter::new(Edition::Forsyth1883).ascii(),
            ForsythWriter::new(Edition::Forsyth1897),
        ];
        Edition::ALL
            .iter()
            .all(|&e| e.parse(&e.write(&board)) == Ok(board))
            && writers[1].write(&board).is_ascii()
            && Edition::Forsyth1883.parse(&writers[1].write(&board)) == Ok(board)
            && writers[2].write(&board) == Edition::Forsyth1897.write(&board)
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(round_trips as fn(AnyBoard) -> bool);
}

#[test]
fn readers_never_panic_and_errors_point_inside_the_text() {
    fn inside(text: String) -> bool {
        Edition::ALL.iter().all(|e| match e.parse(&text) {
            Ok(_) => true,
            Err(err) => {
                let line = text.split('\n').nth(err.line() - 1);
                line.is_some_and(|l| err.column() >= 1 && err.column() <= l.chars().count() + 1)
            }
        })
    }
    QuickCheck::new()
        .tests(500)
        .quickcheck(inside as fn(String) -> bool);
}

#[test]
fn errors_are_send_sync() {
    fn ok<T: Send + Sync + 'static>() {}
    ok::<fenkit::forsyth::ParseForsythError>();
    ok::<fenkit::ParseNameError>();
}
