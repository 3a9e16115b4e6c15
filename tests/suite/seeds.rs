//! Every FEN example in the seed texts, converted to all three dialects.

use core::fmt::Write as _;

use fenkit::PlacementErrorKind;
use fenkit::fen::{FenErrorKind, FenToPositionError};
use fenkit::{Color, DialectKind, Position, Problem};

use crate::common::{data_path, snapshots};

/// The seed FENs with the comment line above each.
fn seeds() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(data_path("seeds.fen")).unwrap();
    let mut comment = String::new();
    let mut seeds = Vec::new();
    for line in text.lines() {
        if let Some(c) = line.strip_prefix("# ") {
            comment = c.to_owned();
        } else if !line.is_empty() {
            seeds.push((comment.clone(), line.to_owned()));
        }
    }
    seeds
}

#[test]
fn seed_examples_in_every_dialect() {
    let seeds = seeds();
    assert_eq!(seeds.len(), 9);
    let mut out = String::new();
    for (comment, fen) in &seeds {
        writeln!(out, "# {comment}\ninput:    {fen}").unwrap();
        match fen.parse::<Position>() {
            Ok(pos) => {
                for dialect in DialectKind::ALL {
                    let text = pos
                        .to_fen(dialect)
                        .unwrap_or_else(|e| format!("error: {e}"));
                    writeln!(out, "{:<9} {text}", format!("{dialect}:")).unwrap();
                }
            }
            Err(err) => writeln!(out, "error:    {err}").unwrap(),
        }
        out.push('\n');
    }
    snapshots().bind(|| insta::assert_snapshot!(out));
}

#[test]
fn the_malformed_start_position_names_rank_2() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1";
    let Err(FenToPositionError::Parse(err)) = fen.parse::<Position>() else {
        panic!("{fen} must not read");
    };
    assert!(matches!(
        err.kind(),
        FenErrorKind::Placement(PlacementErrorKind::RankLength { squares: 7, .. })
    ));
    assert_eq!(err.kind().to_string(), "rank 2 has 7 squares, expected 8");
    assert_eq!(&fen[err.span()], "PPPPPPP");
}

#[test]
fn standard_seed_examples_are_written_back_unchanged() {
    for (comment, fen) in seeds() {
        let Ok(pos) = fen.parse::<Position>() else {
            continue;
        };
        assert!(pos.castling().is_classical(pos.board()), "{fen}");
        assert_eq!(pos.is_chess960(), fen.contains("AHah"), "{fen}");
        let expected = fen.replace("AHah", "KQkq");
        assert_eq!(
            pos.to_fen(DialectKind::Standard).unwrap(),
            expected,
            "{comment}"
        );
    }
}

#[test]
fn forsyths_1883_example_leaves_black_in_check_with_white_to_move() {
    // "after Black's 40th move", yet the black king on d4 stands next to the white queen on e4.
    let fen = "1r6/5pp1/R1R4p/1r1pP3/2pkQPP1/7P/1P6/2K5 w - - 0 41";
    let Err(FenToPositionError::Illegal(err)) = fen.parse::<Position>() else {
        panic!("{fen} must be illegal");
    };
    assert_eq!(
        err.problems(),
        [Problem::OppositeCheck {
            color: Color::Black
        }]
    );
}
