//! The dialect rules of DESIGN.md, as a table in `tests/data/dialects.txt`.

use fenkit::chess960;
use fenkit::dialect::NotExpressible;
use fenkit::fen::{FenParser, FenWriter};
use fenkit::{DialectKind, Position};

use crate::common::data_lines;

/// Reads `fen` with `read` and describes the result as the table does.
fn describe(fen: &str, read: &str) -> Vec<String> {
    let (name, lenient) = match read.strip_suffix(" lenient") {
        Some(name) => (name, true),
        None => (read, false),
    };
    let parser = match name {
        "auto" => FenParser::new(),
        name => FenParser::new().dialect(name.parse::<DialectKind>().expect("a dialect name")),
    }
    .strict(!lenient);
    let fen = match parser.parse(fen) {
        Ok(fen) => fen,
        Err(err) => return vec!["error".to_owned(), err.to_string()],
    };
    let mut row = vec![fen.dialect().to_string()];
    for dialect in DialectKind::ALL {
        row.push(match FenWriter::new().dialect(dialect).write(fen.setup()) {
            Ok(text) => text.split(' ').nth(2).expect("six fields").to_owned(),
            Err(_) => "lossy".to_owned(),
        });
    }
    row.extend(fen.tolerated().iter().map(|t| t.kind.to_string()));
    row
}

#[test]
fn every_rule_in_the_dialect_table() {
    let lines = data_lines("dialects.txt");
    assert!(lines.len() >= 40, "the table lost lines");
    let mut wrong = Vec::new();
    for line in &lines {
        let cells: Vec<&str> = line.split(" | ").collect();
        let (fen, read, expected) = (cells[0], cells[1], &cells[2..]);
        let actual = describe(fen, read);
        if actual != expected {
            wrong.push(format!(
                "{fen} | {read}\n  expected {expected:?}\n  found    {actual:?}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn each_dialect_reads_back_what_it_writes_for_the_table() {
    for line in data_lines("dialects.txt") {
        let fen = line.split(" | ").next().expect("a FEN");
        let Ok(read) = FenParser::new().parse(fen) else {
            continue;
        };
        for dialect in DialectKind::ALL {
            let Ok(text) = FenWriter::new().dialect(dialect).write(read.setup()) else {
                continue;
            };
            let back = FenParser::new().dialect(dialect).parse(&text);
            assert_eq!(
                back.map(|f| f.into_setup()).as_ref(),
                Ok(read.setup()),
                "{text}"
            );
        }
    }
}

#[test]
fn standard_fen_names_the_right_it_cannot_write() {
    let pos: Position = "4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1".parse().unwrap();
    let err = pos.to_fen(DialectKind::Standard).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot write White's king-side castling with the rook on g1 in standard FEN: it needs \
         the king on e1, found it on b1, and the rook on h1, found the castling rook on g1; \
         Shredder-FEN writes it as G, X-FEN as K"
    );
    assert_eq!(err.dialect(), DialectKind::Standard);
    assert!(matches!(err.reason(), NotExpressible::KingAndRook { .. }));
    assert_eq!(err.right().2.to_string(), "g1");
}

#[test]
fn standard_fen_cannot_write_a_double_fischer_random_start() {
    let pos = chess960::double_start_position(chess960::CLASSICAL, 0).unwrap();
    let err = pos.to_fen(DialectKind::Standard).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot write Black's king-side castling with the rook on h8 in standard FEN: it needs \
         the king on e8, found it on g8; Shredder-FEN writes it as h, X-FEN as k"
    );
    assert_eq!(
        pos.to_fen(DialectKind::Shredder).unwrap(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAhf - 0 1"
    );
    assert_eq!(
        pos.to_fen(DialectKind::XFen).unwrap(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn a_writer_error_leaves_the_output_untouched() {
    let pos: Position = "4k3/8/8/8/8/8/8/1RKR3R w DB - 0 1".parse().unwrap();
    let mut out = String::from("fen: ");
    let writer = FenWriter::new().dialect(DialectKind::Standard);
    assert!(writer.append(pos.setup(), &mut out).is_err());
    assert_eq!(out, "fen: ");
}

#[test]
fn the_three_examples_of_the_issue_convert_to_x_fen() {
    for (fen, xfen) in [
        ("4k3/8/8/8/8/8/8/1RKR3R w DB - 0 1", "DQ"),
        ("4k3/8/8/8/8/8/8/RR2K2R w HB - 0 1", "KB"),
        ("4k3/8/8/8/8/8/8/RKR3R1 w CA - 0 1", "CQ"),
    ] {
        let pos: Position = fen.parse().unwrap();
        let text = pos.to_fen(DialectKind::XFen).unwrap();
        assert_eq!(text.split(' ').nth(2), Some(xfen), "{fen}");
        let back: Position = text.parse().unwrap();
        assert_eq!(back.to_fen(DialectKind::Shredder).unwrap(), fen);
    }
}

#[test]
fn standard_fen_names_only_what_is_missing() {
    // The king is at home: the message asks for the rook in the corner only.
    let pos: Position = "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1".parse().unwrap();
    let err = pos.to_fen(DialectKind::Standard).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot write White's king-side castling with the rook on g1 in standard FEN: it needs \
         the rook on h1, found the castling rook on g1; Shredder-FEN writes it as G, X-FEN as K"
    );
    assert_eq!(
        err.others().collect::<Vec<_>>(),
        [(DialectKind::Shredder, 'G'), (DialectKind::XFen, 'K')]
    );
}

#[test]
fn castling_errors_point_at_their_letter() {
    use fenkit::dialect::{Dialect, Shredder};
    let board: fenkit::Board = "4k3/8/8/8/8/8/8/4K2R".parse().unwrap();
    // 'A' is the second letter: the caret goes under it alone.
    let err = Shredder.read_castling("HA", &board).unwrap_err();
    assert_eq!(
        err.to_string(),
        "'A' names the rook on a1, but a1 holds no white rook"
    );
    assert_eq!(err.span(), 1..2);
    let err = FenParser::new()
        .parse("4k3/8/8/8/8/8/8/4K2R w Kk - 0 1")
        .unwrap_err();
    assert_eq!(err.span(), 24..25); // the k
}

/// What every dialect gives the rest of the library, checked for each: the compiler finds the
/// places that must name a new dialect (decision 0009); this checks that what they give is
/// its own and whole.
#[test]
fn every_dialect_is_known_to_every_part_of_the_library() {
    use fenkit::Board;
    use fenkit::dialect::Dialect;
    let inner: Position = "4k3/8/8/8/8/8/8/1RKR3R w DB - 0 1".parse().unwrap();
    for (at, dialect) in DialectKind::ALL.into_iter().enumerate() {
        assert_eq!(dialect.index(), at);
        assert_eq!(dialect.to_string().parse::<DialectKind>(), Ok(dialect));
        for other in &DialectKind::ALL[at + 1..] {
            assert_ne!(dialect.title(), other.title());
            assert_ne!(dialect.rule(), other.rule());
            assert_ne!(dialect.to_string(), other.to_string());
        }
        // It writes the classical rights, and reads back what it writes.
        let mut field = String::new();
        dialect
            .write_castling(
                &fenkit::CastlingRights::STANDARD,
                &Board::STARTING,
                &mut field,
            )
            .unwrap();
        assert_eq!(
            dialect.read_castling(&field, &Board::STARTING),
            Ok(fenkit::CastlingRights::STANDARD)
        );
        // A right it cannot write names it, and names it among the others where it can.
        let lossy = DialectKind::ALL
            .into_iter()
            .filter_map(|other| inner.to_fen(other).err())
            .collect::<Vec<_>>();
        for err in &lossy {
            let lists = err.others().any(|(other, _)| other == dialect);
            assert_eq!(lists, inner.to_fen(dialect).is_ok(), "{err}");
            if lists {
                assert!(err.to_string().contains(dialect.title()), "{err}");
            }
        }
    }
}
