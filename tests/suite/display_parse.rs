//! Every value's `Display` text reads back through its `FromStr` to the same value: the
//! names and letters people and programs exchange (a move format, a result, a variant, a
//! piece), each a property over its values. A [`Setup`], which may hold what no FEN can say,
//! has no `Display`: its writer either refuses it or writes a FEN that reads back. A
//! [`Move`](fenkit::Move) is read back in its position (`e5d6` is en passant in one position
//! and not in another), so its text goes through [`UciMove`], which has both; an
//! [`Outcome`](fenkit::Outcome) has no text of its own (its [`GameResult`] has).

use std::fmt::{Debug, Display};
use std::str::FromStr;

use fenkit::dialect::NotExpressible;
use fenkit::fen::FenWriter;
use fenkit::movetext::{GameResult, Glyph, MoveNumber};
use fenkit::notation::{MoveFormat, MoveNotation};
use fenkit::pgn::{Encoding, Variant, VariantTag};
use fenkit::recognize::TextKind;
use fenkit::san::Suffix;
use fenkit::uci::UciMove;
use fenkit::{
    CastlingMode, CastlingSide, Color, DialectKind, EpPolicy, File, Lang, Piece, Position, Rank,
    Role, Setup, Square,
};
use quickcheck::{Arbitrary, Gen, TestResult, quickcheck};

/// Whether `value` reads back from its text.
fn reads_back<T>(value: T) -> bool
where
    T: Display + FromStr + PartialEq + Debug,
    T::Err: Debug,
{
    let text = value.to_string();
    match text.parse::<T>() {
        Ok(read) if read == value => true,
        read => panic!("{value:?} is written {text:?}, which reads as {read:?}"),
    }
}

quickcheck! {
    fn a_piece_reads_back_from_its_letter(piece: Piece) -> bool {
        reads_back(piece)
    }

    fn a_move_format_reads_back_from_its_name(notation: MoveNotation, lang: Lang) -> TestResult {
        match MoveFormat::new(notation, lang) {
            Ok(format) => TestResult::from_bool(reads_back(format)),
            Err(_) => TestResult::discard(),
        }
    }

    fn a_square_reads_back(square: Square) -> bool {
        reads_back(square)
    }

    fn a_move_number_reads_back(number: u32, white: bool) -> bool {
        let color = if white { Color::White } else { Color::Black };
        reads_back(MoveNumber { number, color })
    }

    fn a_move_reads_back_in_its_position(pos: Position) -> bool {
        pos.legal_moves().iter().all(|&mv| {
            let text = mv.to_string();
            let read = text.parse::<UciMove>().map(|uci| uci.to_move(&pos));
            assert_eq!(read, Ok(Ok(mv)), "{text} in {pos}");
            true
        })
    }
}

/// The closed sets, each value in turn.
#[test]
fn every_name_reads_back() {
    assert!(GameResult::ALL.iter().all(|&r| reads_back(r)));
    assert!(Variant::ALL.iter().all(|&v| reads_back(v)));
    assert!(VariantTag::ALL.iter().all(|&v| reads_back(v)));
    assert!(Encoding::ALL.iter().all(|&e| reads_back(e)));
    assert!(CastlingMode::ALL.iter().all(|&m| reads_back(m)));
    assert!(EpPolicy::ALL.iter().all(|&p| reads_back(p)));
    assert!(DialectKind::ALL.iter().all(|&d| reads_back(d)));
    assert!(Lang::ALL.iter().all(|&l| reads_back(l)));
    assert!(File::ALL.iter().all(|&f| reads_back(f)));
    assert!(Rank::ALL.iter().all(|&r| reads_back(r)));
    assert!(Color::ALL.iter().all(|&c| reads_back(c)));
    assert!(Role::ALL.iter().all(|&r| reads_back(r)));
    assert!(Glyph::ALL.iter().all(|&g| reads_back(g)));
    assert!(TextKind::ALL.iter().all(|&k| reads_back(k)));
    assert!(
        [Suffix::Check, Suffix::Checkmate]
            .into_iter()
            .all(reads_back)
    );
    #[cfg(feature = "compression")]
    {
        use fenkit::pgn::Compression;
        let all = [
            Compression::None,
            Compression::Gzip,
            Compression::Zstd,
            Compression::Bzip2,
        ];
        assert!(all.into_iter().all(reads_back));
    }
}

/// What is not a name says what would be.
#[test]
fn a_text_that_is_no_name_says_what_would_be() {
    let err = "!!!".parse::<Glyph>().unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"unknown glyph "!!!", expected !, ?, !!, ??, !? or ?!"#
    );
    let err = "12..".parse::<MoveNumber>().unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"unknown move number "12..", expected 12. or 12..."#
    );
    assert!("x.".parse::<MoveNumber>().is_err() && "99999999999.".parse::<MoveNumber>().is_err());
    assert!("++".parse::<Suffix>().is_err() && "FEN".parse::<TextKind>().is_err());
}

/// Every move format there is, English or not: FAN in French is written `fan (fr)`, not
/// `fan`, which is English.
#[test]
fn every_move_format_reads_back() {
    let formats: Vec<MoveFormat> = MoveNotation::ALL
        .iter()
        .flat_map(|&n| Lang::ALL.iter().map(move |&l| MoveFormat::new(n, l)))
        .filter_map(Result::ok)
        .collect();
    assert_eq!(formats.len(), 3 * Lang::ALL.len() + 3);
    assert!(formats.into_iter().all(reads_back));
    assert_eq!(
        "san de".parse::<MoveFormat>().unwrap_err().to_string(),
        r#"move format "san de": expected a notation, then its language in brackets, as in "san (de)""#
    );
}

/// A setup as a program might build one: a generated setup with any castling right set or
/// cleared, and sometimes a king or a back-rank piece taken off.
#[derive(Debug, Clone)]
struct HandBuilt(Setup);

impl Arbitrary for HandBuilt {
    fn arbitrary(g: &mut Gen) -> HandBuilt {
        let mut setup = Setup::arbitrary(g);
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                match u8::arbitrary(g) % 4 {
                    0 => setup.castling.set(color, side, File::arbitrary(g)),
                    1 => setup.castling.clear(color, side),
                    _ => {}
                }
            }
            if bool::arbitrary(g) {
                let file = File::arbitrary(g);
                setup
                    .board
                    .clear(Square::from_coords(file, color.back_rank()));
            }
        }
        HandBuilt(setup)
    }
}

/// Whether X-FEN refuses only what no dialect can write, and otherwise writes a FEN that the
/// strict reader, and serde, read back to the same setup.
fn written_or_refused(setup: &Setup) -> bool {
    match FenWriter::new().write(setup) {
        Ok(text) => {
            let json = serde_json::to_string(setup).expect("serializes what X-FEN writes");
            let from_json: Setup = serde_json::from_str(&json).expect("deserializes");
            text.parse::<Setup>().as_ref() == Ok(setup) && &from_json == setup
        }
        Err(err) => {
            let unsayable = matches!(
                err.reason(),
                NotExpressible::NoSingleKing { .. }
                    | NotExpressible::NoRook { .. }
                    | NotExpressible::WrongSide { .. }
            );
            unsayable && err.others().count() == 0 && serde_json::to_string(setup).is_err()
        }
    }
}

#[test]
fn a_setup_is_written_as_a_fen_that_reads_back_or_refused() {
    fn property(setup: HandBuilt) -> bool {
        written_or_refused(&setup.0)
    }
    quickcheck::QuickCheck::new()
        .tests(500)
        .quickcheck(property as fn(HandBuilt) -> bool);
    // Both answers come up often.
    let mut g = Gen::new(30);
    let setups: Vec<Setup> = (0..300).map(|_| HandBuilt::arbitrary(&mut g).0).collect();
    let written = setups
        .iter()
        .filter(|s| FenWriter::new().write(s).is_ok())
        .count();
    assert!(written > 30 && written < 270, "{written} of 300 written");
}

/// The setup of the issue: a right whose rook is gone is refused, and says why.
#[test]
fn a_right_with_no_rook_is_refused_with_its_reason() {
    let mut setup: Setup = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
    setup.board.clear("h1".parse().unwrap());
    let err = FenWriter::new().write(&setup).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot write White's king-side castling with the rook on h1 in X-FEN: it needs a \
         white rook on h1, found none; no dialect can write it"
    );
    let json = serde_json::to_string(&setup).unwrap_err();
    assert_eq!(json.to_string(), err.to_string());
}
