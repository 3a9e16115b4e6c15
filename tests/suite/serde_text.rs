//! The `serde` feature: every type goes out as its text form and comes back the same.

use fenkit::uci::{CastlingMode, UciMove};
use fenkit::{Color, DialectKind, File, Piece, Position, Rank, Role, Setup, Square};
use quickcheck::{Arbitrary, QuickCheck};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::common::{AFTER_E4, IMMORTAL};

/// Serializes to JSON and back.
fn round_trip<T: Serialize + DeserializeOwned>(value: &T) -> T {
    let json = serde_json::to_string(value).expect("serializes");
    serde_json::from_str(&json).unwrap_or_else(|err| panic!("{json}: {err}"))
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

fn error<T: DeserializeOwned + std::fmt::Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json).unwrap_err().to_string()
}

fn prop<T: Arbitrary + Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(tests: u64) {
    fn same<T: Serialize + DeserializeOwned + PartialEq>(value: T) -> bool {
        round_trip(&value) == value
    }
    QuickCheck::new()
        .tests(tests)
        .quickcheck(same::<T> as fn(T) -> bool);
}

#[test]
fn vocabulary_round_trips() {
    prop::<Square>(200);
    prop::<File>(50);
    prop::<Rank>(50);
    prop::<Color>(20);
    prop::<Role>(50);
    prop::<Piece>(100);
    prop::<DialectKind>(20);
}

#[test]
fn setups_and_positions_round_trip() {
    prop::<Setup>(300);
    // A position comes back in its castling mode (README, the `serde` feature), except a
    // Chess960 one with no castling rights left, which no FEN tells from a standard one (and
    // whose moves every convention writes alike).
    fn same_but_the_mode(pos: Position) -> bool {
        let back: Position = round_trip(&pos);
        let mode = if pos.castling().is_empty() {
            CastlingMode::Standard
        } else {
            pos.castling_mode()
        };
        back == pos.with_castling_mode(mode)
    }
    QuickCheck::new()
        .tests(200)
        .quickcheck(same_but_the_mode as fn(Position) -> bool);
    // Chess960 starts whose king and rooks stand on e, a and h (518 among them) go out as
    // Shredder-FEN, so that they come back Chess960.
    let start = fenkit::chess960::start_position(518).unwrap();
    assert_eq!(round_trip(&start), start);
    assert!(json(&start).contains(" w HAha - "));
    let standard = Position::STARTING;
    assert_eq!(round_trip(&standard), standard);
    assert!(json(&standard).contains(" w KQkq - "));
    let other = fenkit::chess960::start_position(0).unwrap();
    assert_eq!(round_trip(&other), other);
}

#[test]
fn legal_moves_round_trip_as_uci() {
    fn property(pos: Position) -> bool {
        pos.legal_moves().iter().all(|&mv| {
            let uci = mv.to_uci(pos.castling_mode());
            let back: UciMove = round_trip(&uci);
            back == uci && back.to_move(&pos) == Ok(mv)
        })
    }
    QuickCheck::new()
        .tests(100)
        .quickcheck(property as fn(Position) -> bool);
}

#[test]
fn the_text_forms() {
    let pos: Position = AFTER_E4.parse().unwrap();
    assert_eq!(json(&pos), format!("\"{AFTER_E4}\""));
    assert_eq!(json(pos.setup()), format!("\"{AFTER_E4}\""));
    let sq: Square = "e4".parse().unwrap();
    assert_eq!(json(&sq), "\"e4\"");
    assert_eq!(json(&sq.file()), "\"e\"");
    assert_eq!(json(&sq.rank()), "\"4\"");
    assert_eq!(json(&Color::Black), "\"black\"");
    assert_eq!(json(&Role::Knight), "\"knight\"");
    let knight = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    assert_eq!(json(&knight), "\"N\"");
    assert_eq!(json(&DialectKind::XFen), "\"xfen\"");
    assert_eq!(json(&"e7e8q".parse::<UciMove>().unwrap()), "\"e7e8q\"");
    // Shredder-FEN reads; the position is written back as X-FEN.
    let chess960: Position =
        serde_json::from_str("\"1r3k1r/8/8/8/8/8/8/1R3K1R w HBhb - 0 1\"").unwrap();
    assert_eq!(
        json(&chess960),
        "\"1r3k1r/8/8/8/8/8/8/1R3K1R w KQkq - 0 1\""
    );
    // Aliases read as their own parsers read them.
    assert_eq!(
        serde_json::from_str::<DialectKind>("\"x-fen\"").unwrap(),
        DialectKind::XFen
    );
    // Inside a structure, as a GUI might store a game state.
    let state = (pos.clone(), Some("e2e4".parse::<UciMove>().unwrap()));
    assert_eq!(round_trip(&state), state);
}

#[test]
fn bad_text_gives_the_readers_message() {
    // A setup need only be FEN; a position must be legal too.
    let no_kings = "\"8/8/8/8/8/8/8/8 w - - 0 1\"";
    assert!(serde_json::from_str::<Setup>(no_kings).is_ok());
    insta::assert_snapshot!(error::<Position>(no_kings), @"illegal position: White has no king; Black has no king at line 1 column 27");
    insta::assert_snapshot!(
        error::<Position>("\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1\""),
        @"piece placement: rank 2 has 7 squares, expected 8 at line 1 column 57"
    );
    insta::assert_snapshot!(error::<Setup>("\"\""), @"piece placement: the text is empty, expected a FEN such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 at line 1 column 2");
    insta::assert_snapshot!(error::<Square>("\"i1\""), @"found \"i1\", expected a square such as e4 (a file a-h, then a rank 1-8) at line 1 column 4");
    insta::assert_snapshot!(error::<Piece>("\"X\""), @"found 'X', expected a piece letter: one of KQRBNP for White, kqrbnp for Black at line 1 column 3");
    insta::assert_snapshot!(error::<Piece>("\"Nn\""), @"invalid value: string \"Nn\", expected a FEN piece letter such as N or p at line 1 column 4");
    insta::assert_snapshot!(error::<UciMove>("\"e2e9\""), @"found \"e9\" at column 3, expected a square such as e4 at line 1 column 6");
    insta::assert_snapshot!(error::<Color>("\"w\""), @"invalid value: string \"w\", expected white or black at line 1 column 3");
    insta::assert_snapshot!(error::<Role>("\"horse\""), @"invalid value: string \"horse\", expected a role: pawn, knight, bishop, rook, queen or king at line 1 column 7");
    insta::assert_snapshot!(error::<DialectKind>("\"epd\""), @"unknown dialect \"epd\", expected standard, shredder or xfen at line 1 column 5");
    insta::assert_snapshot!(error::<Square>("42"), @"invalid type: integer `42`, expected a square such as e4 at line 1 column 2");
    // The Immortal Game's mate reads as a position: a legal one.
    assert!(serde_json::from_str::<Position>(&format!("\"{IMMORTAL}\"")).is_ok());
}

/// A setup built by hand that no FEN reader would take is refused when serialized, with the
/// reader's own words, rather than written as text that cannot be read back.
#[test]
fn a_setup_the_reader_would_refuse_is_not_serialized() {
    let mut setup: Setup = AFTER_E4.parse().unwrap();
    setup.ep_square = Some(Square::from_coords(File::E, Rank::Fourth));
    let err = serde_json::to_string(&setup).unwrap_err().to_string();
    insta::assert_snapshot!(err, @"e4 cannot be the en passant square with Black to move, expected a square on rank 3");
    // On its rank, the same square reads back.
    setup.ep_square = Some(Square::from_coords(File::E, Rank::Third));
    assert_eq!(round_trip(&setup), setup);
}
