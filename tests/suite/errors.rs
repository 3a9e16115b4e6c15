//! Error messages for the malformed and illegal FENs of `tests/data/invalid.fen`, with a caret
//! under the span each error points at.

use core::fmt::Write as _;
use core::ops::Range;
use std::collections::BTreeSet;

use fenkit::dialect::CastlingErrorKind;
use fenkit::fen::{Fen, FenErrorKind, FenParser, Field, IllegalFenPositionError, ParseFenError};
use fenkit::{
    CastlingSide, Color, DialectKind, File, Piece, Position, Problem, Role, Setup, Square,
};

use crate::common::{data_path, snapshots};

/// One table line: how to read it and the bytes.
struct Case {
    parser: FenParser,
    dialect: Option<DialectKind>,
    bytes: Vec<u8>,
}

/// Decodes `\xNN` escapes; `<empty>` is the empty text.
fn unescape(line: &str) -> Vec<u8> {
    if line == "<empty>" {
        return Vec::new();
    }
    let mut bytes = Vec::new();
    let mut rest = line.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        if b == b'\\' && tail.first() == Some(&b'x') && tail.len() >= 3 {
            let hex = std::str::from_utf8(&tail[1..3]).unwrap();
            bytes.push(u8::from_str_radix(hex, 16).unwrap());
            rest = &tail[3..];
        } else {
            bytes.push(b);
            rest = tail;
        }
    }
    bytes
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(data_path("invalid.fen")).unwrap();
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            // `@standard FEN`, `@shredder FEN` and `@xfen FEN` are read in that dialect only.
            let fixed = line.strip_prefix('@').and_then(|rest| rest.split_once(' '));
            match fixed {
                Some((name, fen)) => Case {
                    parser: FenParser::new().dialect(name.parse::<DialectKind>().unwrap()),
                    dialect: Some(name.parse().unwrap()),
                    bytes: unescape(fen),
                },
                None => Case {
                    parser: FenParser::new(),
                    dialect: None,
                    bytes: unescape(line),
                },
            }
        })
        .collect()
}

/// The text as one printable character per character of the input (control characters as
/// their Unicode pictures, bytes that are not UTF-8 as U+FFFD), so carets line up.
fn printable(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .chars()
        .map(|c| match c {
            '\0'..='\x1f' => char::from_u32(0x2400 + c as u32).unwrap(),
            c => c,
        })
        .collect()
}

/// The 1-based column of a byte offset, counted in characters.
fn column(bytes: &[u8], at: usize) -> usize {
    printable(&bytes[..at]).chars().count() + 1
}

/// A caret line under `span`, indented to line up with `input:   `.
fn caret(bytes: &[u8], span: &Range<usize>) -> String {
    let before = column(bytes, span.start) - 1;
    let width = printable(&bytes[span.clone()]).chars().count().max(1);
    format!("         {}{}", " ".repeat(before), "^".repeat(width))
}

/// The byte span of each field, found as the runs of non-space bytes.
fn field_span(bytes: &[u8], field: Field) -> Range<usize> {
    let index = Field::ALL.iter().position(|&f| f == field).unwrap();
    let mut runs = Vec::new();
    let mut start = None;
    for (i, &b) in bytes.iter().chain([b' '].iter()).enumerate() {
        match (b == b' ', start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                runs.push(s..i);
                start = None;
            }
            _ => {}
        }
    }
    runs[index].clone()
}

#[track_caller]
fn check_span(bytes: &[u8], span: &Range<usize>) {
    assert!(
        span.start <= span.end && span.end <= bytes.len(),
        "span {span:?} outside {:?}",
        printable(bytes)
    );
    if let Ok(text) = std::str::from_utf8(bytes) {
        assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
    }
}

fn render_parse_error(out: &mut String, bytes: &[u8], err: &ParseFenError) {
    let span = err.span();
    check_span(bytes, &span);
    writeln!(out, "{}", caret(bytes, &span)).unwrap();
    writeln!(out, "column {}: {err}", column(bytes, span.start)).unwrap();
}

fn render_position_error(out: &mut String, bytes: &[u8], err: &IllegalFenPositionError) {
    assert!(!err.problems().is_empty());
    for located in err.located() {
        let problem = located.problem;
        // The library's span is its field, as found by splitting the text at spaces.
        assert_eq!(located.field, Field::of_problem(problem));
        let span = located.span;
        assert_eq!(span, field_span(bytes, located.field), "{problem}");
        check_span(bytes, &span);
        writeln!(out, "{}", caret(bytes, &span)).unwrap();
        writeln!(out, "column {}: {problem}", column(bytes, span.start)).unwrap();
    }
    writeln!(out, "as one line: {err}").unwrap();
}

/// Renders one reading: the error with its caret, or what was tolerated.
fn render(out: &mut String, bytes: &[u8], read: &Result<Fen, ParseFenError>) {
    match read {
        Err(err) => render_parse_error(out, bytes, err),
        Ok(fen) => {
            for t in fen.tolerated() {
                check_span(bytes, &t.span);
                writeln!(out, "{}", caret(bytes, &t.span)).unwrap();
                writeln!(out, "tolerated: {}", t.kind).unwrap();
            }
            match fen.clone().into_position() {
                Ok(_) => writeln!(out, "legal").unwrap(),
                Err(err) => render_position_error(out, bytes, &err),
            }
        }
    }
}

/// The variant name of an error kind or problem, from its `Debug` text.
fn variant(debug: String) -> String {
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap()
        .to_owned()
}

#[test]
fn every_invalid_fen_gets_a_message_with_a_caret() {
    let cases = cases();
    assert!(cases.len() >= 60, "only {} cases", cases.len());
    let mut kinds = BTreeSet::new();
    let mut out = String::new();
    for case in &cases {
        let bytes = &case.bytes;
        let strict = case.parser.parse_ascii(bytes);
        let lenient = case.parser.lenient().parse_ascii(bytes);
        if let Some(dialect) = case.dialect {
            writeln!(out, "read as {}", dialect.title()).unwrap();
        }
        writeln!(out, "input:   {}", printable(bytes)).unwrap();
        render(&mut out, bytes, &strict);
        if strict != lenient {
            writeln!(out, "lenient:").unwrap();
            render(&mut out, bytes, &lenient);
        }
        out.push('\n');
        match &strict {
            Err(err) => {
                kinds.insert(match err.kind() {
                    FenErrorKind::Placement(kind) => variant(format!("{kind:?}")),
                    kind => variant(format!("{kind:?}")),
                });
                if let FenErrorKind::Castling(kind) = err.kind() {
                    kinds.insert(format!("Castling::{}", variant(format!("{kind:?}"))));
                    if let CastlingErrorKind::NotExpressible { reason, .. } = kind {
                        kinds.insert(format!(
                            "NotExpressible::{}",
                            variant(format!("{reason:?}"))
                        ));
                    }
                }
            }
            Ok(fen) => {
                let err = fen
                    .clone()
                    .into_position()
                    .expect_err("every line is invalid");
                for problem in err.problems() {
                    kinds.insert(format!("Problem::{}", variant(format!("{problem:?}"))));
                    if let Problem::EnPassant { reason, .. } = problem {
                        kinds.insert(format!("EpProblem::{}", variant(format!("{reason:?}"))));
                    }
                }
            }
        }
    }
    let every_kind = [
        "AdjacentDigits",
        "Castling",
        "Castling::Char",
        "Castling::Dash",
        "Castling::FileNoRook",
        "Castling::KingFile",
        "Castling::NoKing",
        "Castling::NoRook",
        "Castling::NonAscii",
        "Castling::NotExpressible",
        "Castling::Repeated",
        "Castling::SameSide",
        "Castling::Spelling",
        "Empty",
        "EmptyCount",
        "EnPassantRank",
        "EnPassantSquare",
        "EpProblem::NoPawn",
        "EpProblem::Occupied",
        "EpProblem::OriginOccupied",
        "FullmoveZero",
        "Missing",
        "NonAscii",
        "NotExpressible::KingNotOnE",
        "NotExpressible::RookNotInCorner",
        "Number",
        "NumberTooLarge",
        "OuterSpace",
        "PieceChar",
        "Problem::EnPassant",
        "Problem::ImpossibleCheck",
        "Problem::NoKing",
        "Problem::OppositeCheck",
        "Problem::PawnOnBackRank",
        "Problem::TooManyKings",
        "Problem::TooManyPawns",
        "Problem::TooManyPieces",
        "RankCount",
        "RankLength",
        "SpaceRun",
        "TrailingText",
        "Turn",
    ];
    let every_kind: BTreeSet<String> = every_kind.iter().map(|s| s.to_string()).collect();
    let missing: Vec<_> = every_kind.difference(&kinds).collect();
    assert!(missing.is_empty(), "not covered: {missing:?}");
    snapshots().bind(|| insta::assert_snapshot!(out));
}

/// Castling problems cannot come from FEN text (the reader resolves every right against the
/// board), so they are checked on hand-built setups.
#[test]
fn castling_and_en_passant_problems_of_hand_built_setups() {
    let setup = |fen: &str| fen.parse::<Fen>().unwrap().into_setup();
    let problems = |s: Setup| {
        Position::try_from(s)
            .unwrap_err()
            .problems()
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
    };

    let mut no_rook = setup("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    no_rook
        .board
        .clear(Square::from_coords(File::H, fenkit::Rank::First));
    assert_eq!(
        problems(no_rook),
        ["White's king-side castling with the rook on h1: there is no rook of that colour there"]
    );

    let mut no_king = setup("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    no_king
        .board
        .clear(Square::from_coords(File::E, fenkit::Rank::First));
    no_king.board.set(
        Square::from_coords(File::E, fenkit::Rank::Second),
        Piece {
            color: Color::White,
            role: Role::King,
        },
    );
    assert_eq!(
        problems(no_king),
        ["White's king-side castling with the rook on h1: there is no king on the back rank"]
    );

    let mut wrong_side = setup("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    wrong_side.castling.clear(Color::White, CastlingSide::Queen);
    wrong_side
        .castling
        .set(Color::White, CastlingSide::King, File::A);
    assert_eq!(
        problems(wrong_side),
        [
            "White's king-side castling with the rook on a1: the rook is not on that side of the king on e1"
        ]
    );

    let mut wrong_rank = setup("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    wrong_rank.ep_square = Some(Square::from_coords(File::E, fenkit::Rank::Third));
    assert_eq!(
        problems(wrong_rank),
        ["en passant square e3: expected a square on rank 6 for the side that just moved"]
    );
}

/// Each problem points at the field it concerns, castling rights included.
#[test]
fn problems_point_at_their_fields() {
    let mut setup = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
        .parse::<Fen>()
        .unwrap()
        .into_setup();
    setup
        .board
        .clear(Square::from_coords(File::H, fenkit::Rank::First));
    let err = Position::try_from(setup).unwrap_err();
    let fields: Vec<Field> = err.problems().iter().map(Field::of_problem).collect();
    assert_eq!(fields, [Field::Castling]);
    let field = |fen: &str| {
        let setup = fen.parse::<Fen>().unwrap().into_setup();
        let err = Position::try_from(setup).unwrap_err();
        Field::of_problem(&err.problems()[0])
    };
    assert_eq!(field("4k3/8/8/8/8/8/8/4K2r b - - 0 1"), Field::Turn);
    assert_eq!(field("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"), Field::EnPassant);
    assert_eq!(field("4k3/8/8/8/8/8/8/KK6 w - - 0 1"), Field::Board);
}

/// A position gives its setup back, and so does the error for a setup that is not one, so the
/// caller can repair it.
#[test]
fn setups_are_handed_back() {
    let fen = "r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 7";
    let setup = fen.parse::<Fen>().unwrap().into_setup();
    let pos = Position::try_from(setup.clone()).unwrap();
    assert_eq!(pos.clone().into_setup(), setup);
    assert_eq!(Setup::from(pos), setup);

    let mut broken = setup.clone();
    broken.board.set(
        Square::from_coords(File::A, fenkit::Rank::Fourth),
        Piece::new(Color::White, Role::King),
    );
    let err = Position::try_from(broken.clone()).unwrap_err();
    assert_eq!(err.setup(), &broken);
    assert_eq!(err.into_setup(), broken);
}

/// A position answers for each of its fields as the FEN gave them.
#[test]
fn a_position_reports_its_fields() {
    let pos: Position = "r3k2r/8/8/8/4Pp2/8/8/R3K2R b Kq e3 0 7".parse().unwrap();
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(pos.fullmoves(), 7);
    assert_eq!(pos.halfmoves(), 0);
    let rights: Vec<_> = pos.castling().iter().collect();
    assert_eq!(
        rights,
        [
            (Color::White, CastlingSide::King, File::H),
            (Color::Black, CastlingSide::Queen, File::A)
        ]
    );
    let e3 = Square::from_coords(File::E, fenkit::Rank::Third);
    assert_eq!(pos.ep_square(fenkit::EpPolicy::Keep), Some(e3));
    assert_eq!(pos.ep_square(fenkit::EpPolicy::Legal), Some(e3));
    let quiet: Position = "4k3/8/8/8/8/8/8/4K3 w - - 12 40".parse().unwrap();
    assert_eq!((quiet.halfmoves(), quiet.fullmoves()), (12, 40));
    assert_eq!(quiet.ep_square(fenkit::EpPolicy::Keep), None);
}

/// `ignore_impossible_check` hands back the position itself when that check is its only
/// problem, and otherwise the error with the other problems alone.
#[test]
fn an_impossible_check_can_be_ignored_and_nothing_else() {
    let three_checkers = "4k3/8/8/8/1b6/8/4r3/r3K3 w - - 0 1";
    let setup = three_checkers.parse::<Fen>().unwrap().into_setup();
    let err = Position::try_from(setup.clone()).unwrap_err();
    let pos = err.ignore_impossible_check().unwrap();
    assert_eq!(pos.setup(), &setup);
    assert_eq!(pos.legal_move_count(), 1); // Kxe2, the one way out
    let mut with_pawn_on_rank_1 = setup;
    with_pawn_on_rank_1.board.set(
        Square::from_coords(File::H, fenkit::Rank::First),
        Piece::new(Color::White, Role::Pawn),
    );
    let err = Position::try_from(with_pawn_on_rank_1.clone()).unwrap_err();
    assert_eq!(err.problems().len(), 2);
    let err = err.ignore_impossible_check().unwrap_err();
    assert!(
        matches!(err.problems(), [Problem::PawnOnBackRank { .. }]),
        "{err}"
    );
    assert_eq!(err.into_setup(), with_pawn_on_rank_1);
}

/// The names of an enum's variants as `Display` writes them, and the error for a wrong one.
fn names_and_error<T>(variants: &[T], wrong: &str) -> (Vec<String>, fenkit::ParseNameError)
where
    T: core::fmt::Display
        + core::str::FromStr<Err = fenkit::ParseNameError>
        + PartialEq
        + core::fmt::Debug,
{
    for variant in variants {
        let name = variant.to_string();
        assert_eq!(name.parse::<T>().as_ref(), Ok(variant), "{name}");
    }
    let names = variants.iter().map(ToString::to_string).collect();
    (names, wrong.parse::<T>().unwrap_err())
}

#[test]
fn every_name_error_names_what_would_do_in_chess_words() {
    use fenkit::pgn::VariantTag;
    use fenkit::san::AlgebraicNotation;
    use fenkit::uci::CastlingMode;
    use fenkit::{CastlingSide, Color, NameKind, Role};
    use strum::VariantArray;
    let cases = [
        (
            names_and_error(AlgebraicNotation::VARIANTS, "pgn"),
            NameKind::AlgebraicNotation,
        ),
        (
            names_and_error(CastlingMode::VARIANTS, "960"),
            NameKind::CastlingMode,
        ),
        (names_and_error(Role::VARIANTS, "N"), NameKind::Role),
        (names_and_error(Color::VARIANTS, "w"), NameKind::Color),
        (
            names_and_error(CastlingSide::VARIANTS, "short"),
            NameKind::CastlingSide,
        ),
        (
            names_and_error(VariantTag::VARIANTS, "960"),
            NameKind::VariantTag,
        ),
        (
            names_and_error(DialectKind::VARIANTS, "fen960"),
            NameKind::Dialect,
        ),
        (
            names_and_error(fenkit::movetext::GameResult::ALL, "½-½"),
            NameKind::GameResult,
        ),
        (
            names_and_error(fenkit::pgn::Variant::ALL, "atomic"),
            NameKind::Variant,
        ),
    ];
    let mut out = String::new();
    for ((names, err), kind) in cases {
        // The names offered are exactly the ones that read.
        assert_eq!(err.expected(), names, "{kind}");
        assert_eq!(err.kind(), kind);
        assert!(!err.to_string().contains("Matching variant"), "{err}");
        writeln!(out, "{kind}: {err}").unwrap();
    }
    snapshots().bind(|| insta::assert_snapshot!(out));
}

#[test]
fn white_space_around_a_fen_is_reported_in_words_where_it_was() {
    use fenkit::fen::{Edge, FenTolerance};
    let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    let table = [
        (
            format!(" {fen}"),
            vec![("ignored a space before the FEN", 0..1)],
        ),
        (
            format!("\u{feff}{fen}"),
            vec![("ignored a byte-order mark before the FEN", 0..3)],
        ),
        (
            format!("\t\t{fen}\n\n"),
            vec![
                ("ignored 2 tabs before the FEN", 0..2),
                ("ignored 2 line feeds after the FEN", 29..31),
            ],
        ),
        (
            format!("{fen} \t\r\n\x0c"),
            vec![(
                "ignored a space, a tab, a carriage return, a line feed and a form feed after the FEN",
                27..32,
            )],
        ),
        (
            format!("{fen}\r\r"),
            vec![("ignored 2 carriage returns after the FEN", 27..29)],
        ),
        (
            format!("{fen}\x0c\x0c"),
            vec![("ignored 2 form feeds after the FEN", 27..29)],
        ),
    ];
    for (text, expected) in table {
        // Strict reading refuses it; strict and trimmed, or lenient, reads it and says so.
        assert!(FenParser::new().parse(&text).is_err(), "{text:?}");
        for parser in [FenParser::new().trimmed(), FenParser::new().lenient()] {
            let read = parser.parse(&text).unwrap();
            let found: Vec<(String, Range<usize>)> = read
                .tolerated()
                .iter()
                .map(|t| (t.kind.to_string(), t.span.clone()))
                .collect();
            let expected: Vec<(String, Range<usize>)> = expected
                .iter()
                .map(|(message, span)| ((*message).to_owned(), span.clone()))
                .collect();
            assert_eq!(found, expected, "{text:?}");
            assert_eq!(
                read.setup(),
                &fen.parse::<Fen>().unwrap().into_setup().clone()
            );
        }
    }
    let read = FenParser::new()
        .trimmed()
        .parse(&format!("{fen}\t"))
        .unwrap();
    let FenTolerance::Surrounding { edge, found } = read.tolerated()[0].kind else {
        panic!("{:?}", read.tolerated());
    };
    assert_eq!((edge, found.tabs, found.spaces), (Edge::End, 1, 0));
}

#[test]
fn a_position_error_keeps_the_places_of_its_problems() {
    // Three pieces check the white king: a check no single move could give.
    let text = "4k3/8/8/8/1b6/8/4r3/r3K3 w - - 0 1";
    let err = text.parse::<Fen>().unwrap().into_position().unwrap_err();
    assert_eq!(err.spans().get(Field::Turn), 25..26);
    assert_eq!(err.spans().get(Field::Fullmove), 33..34);
    let position = err.clone().ignore_impossible_check().unwrap();
    assert_eq!(position.to_string(), text);
    // With another problem left, the error keeps its places.
    let text = "4k3/8/8/8/1b6/8/4r3/r3K3 w - e6 0 1";
    let err = text.parse::<Fen>().unwrap().into_position().unwrap_err();
    let left = err.ignore_impossible_check().unwrap_err();
    assert_eq!(left.problems().len(), 1);
    assert_eq!((left.field(), left.span()), (Field::EnPassant, 29..31));
    assert_eq!(left.spans().get(Field::Board), 0..24);
}
