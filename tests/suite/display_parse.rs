//! Every value's `Display` text reads back through its `FromStr` to the same value: the
//! names and letters people and programs exchange (a move format, a result, a variant, a
//! piece), each a property over its values.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use fenkit::movetext::GameResult;
use fenkit::notation::{MoveFormat, MoveNotation};
use fenkit::pgn::{Encoding, Variant, VariantTag};
use fenkit::{CastlingMode, Color, DialectKind, EpPolicy, File, Lang, Piece, Rank, Role, Square};
use quickcheck::{TestResult, quickcheck};

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
