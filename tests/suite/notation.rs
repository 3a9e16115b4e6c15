//! The one move surface (`fenkit::notation`): every notation read and written through one
//! reader, one writer and one error; one vocabulary of why a move is not legal.

use fenkit::notation::{
    MoveError, MoveErrorKind, MoveFormat, MoveNotation, MoveReader, MoveTolerance, MoveWriter,
};
use fenkit::{IllegalReason, Lang, Move, NameKind, Position, Square};
use quickcheck::{Gen, QuickCheck};

use crate::common::snapshots;

fn pos(fen: &str) -> Position {
    fen.parse().expect("a legal position")
}

/// The format of `notation` in `lang`, or in English when the notation has no letters.
fn format(notation: MoveNotation, lang: Lang) -> MoveFormat {
    MoveFormat::new(notation, lang)
        .or_else(|_| MoveFormat::new(notation, Lang::En))
        .expect("English fits every notation")
}

/// Whether `mv` is castling that ICCF numeric cannot write: anything but the classical king
/// move from the e-file to the g- or c-file with the rook on the a- or h-file.
fn chess960_castling(mv: Move) -> bool {
    let Move::Castle { king, rook } = mv else {
        return false;
    };
    let (king, rook) = (king.to_string(), rook.to_string());
    !(king.starts_with('e') && (rook.starts_with('a') || rook.starts_with('h')))
}

#[test]
fn every_notation_reads_back_strictly_what_it_writes() {
    fn property(pos: Position, notation: MoveNotation, lang: Lang) -> Result<(), String> {
        let format = format(notation, lang);
        let writer = MoveWriter::new(format);
        let strict = MoveReader::new(format);
        for &mv in pos.legal_moves().iter() {
            let text = match writer.write(&pos, mv) {
                Ok(text) => text,
                Err(err) if notation == MoveNotation::Iccf && chess960_castling(mv) => {
                    if !matches!(err.kind(), MoveErrorKind::Inexpressible(_)) {
                        return Err(format!("{pos} {mv}: {err:?}"));
                    }
                    continue;
                }
                Err(err) => return Err(format!("{pos} {format} {mv}: {err}")),
            };
            let read = strict
                .read(&pos, &text)
                .map_err(|e| format!("{pos} {text}: {e}"))?;
            // Descriptive and UCI name some moves two ways; the writer's way is the move.
            if read != mv {
                return Err(format!("{pos} {format}: wrote {mv} as {text}, read {read}"));
            }
            let noted = strict
                .lenient()
                .read_with_tolerances(&pos, &text)
                .map_err(|e| format!("{pos} {text}: lenient: {e}"))?;
            if noted.mv != mv || !noted.tolerated.is_empty() {
                return Err(format!("{pos} {text}: lenient read {noted:?}"));
            }
        }
        Ok(())
    }
    QuickCheck::new()
        .tests(300)
        .quickcheck(property as fn(Position, MoveNotation, Lang) -> Result<(), String>);
}

#[test]
fn every_move_the_reader_refuses_is_refused_with_a_span_inside_the_text() {
    fn property(pos: Position, notation: MoveNotation, text: String) -> bool {
        let reader = MoveReader::new(format(notation, Lang::En)).lenient();
        match reader.read(&pos, &text) {
            Ok(mv) => pos.legal_moves().contains(&mv),
            Err(err) => {
                err.text() == text
                    && err.span().start <= err.span().end
                    && err.span().end <= text.len()
                    && text.is_char_boundary(err.span().start)
                    && text.is_char_boundary(err.span().end)
                    && !err.to_string().is_empty()
            }
        }
    }
    QuickCheck::new()
        .rng(Gen::new(12))
        .tests(2000)
        .quickcheck(property as fn(Position, MoveNotation, String) -> bool);
}

/// A square by name.
fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

#[test]
fn one_reason_whatever_the_notation() {
    // (position, UCI, ICCF, SAN, descriptive, the reason all four give)
    let start = Position::STARTING;
    let pinned = pos("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    let king = pos("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    let promotes = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let in_check = pos("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
    let cases: [(&Position, [&str; 4], IllegalReason); 5] = [
        (
            &start,
            ["e1g1", "5171", "O-O", "O-O"],
            IllegalReason::Castling {
                color: fenkit::Color::White,
                side: fenkit::CastlingSide::King,
                why: fenkit::CastlingObstacle::Blocked { square: sq("f1") },
            },
        ),
        (
            &pinned,
            ["e2d3", "5243", "Bd3", "B-Q3"],
            IllegalReason::Pinned {
                role: fenkit::Role::Bishop,
                from: sq("e2"),
                pinner: (fenkit::Role::Rook, sq("e7")),
            },
        ),
        (
            &king,
            ["e1d1", "5141", "Kd1", "K-Q1"],
            IllegalReason::KingIntoCheck { to: sq("d1") },
        ),
        (
            &promotes,
            ["a7a8", "1718", "a8", "P-R8"],
            IllegalReason::MissingPromotion { to: sq("a8") },
        ),
        (
            &in_check,
            ["e1c1", "5131", "O-O-O", "O-O-O"],
            IllegalReason::Castling {
                color: fenkit::Color::White,
                side: fenkit::CastlingSide::Queen,
                why: fenkit::CastlingObstacle::InCheck,
            },
        ),
    ];
    let formats = [
        MoveFormat::UCI,
        MoveFormat::ICCF,
        MoveFormat::SAN,
        MoveFormat::DESCRIPTIVE,
    ];
    for (pos, texts, reason) in cases {
        for (format, text) in formats.into_iter().zip(texts) {
            let err = MoveReader::new(format).read(pos, text).unwrap_err();
            assert_eq!(err.illegal(), Some(&reason), "{pos} {format} {text}: {err}");
            assert_eq!(err.span(), 0..text.len(), "{text}");
            assert_eq!(err.notation(), format.notation());
        }
    }
}

#[test]
fn the_move_layer_explains_every_illegal_pair_of_squares() {
    // Every from-to pair that names no legal move has a reason, and the UCI reader gives it.
    fn property(pos: Position, from: Square, to: Square) -> bool {
        let legal = pos.legal_moves().iter().any(|mv| match *mv {
            Move::Castle { king, rook } => king == from && (rook == to || mv.to() == to),
            _ => mv.from() == from && mv.to() == to,
        });
        let why = pos.why_illegal(from, to, None);
        let promotes = pos.board().piece_at(from).is_some_and(|p| {
            p.role == fenkit::Role::Pawn
                && p.color == pos.turn()
                && to.rank() == (!p.color).back_rank()
        });
        match (legal || promotes, why) {
            (true, _) => true,
            (false, None) => false,
            (false, Some(reason)) => {
                let uci = format!("{from}{to}");
                let err = MoveReader::new(MoveFormat::UCI)
                    .read(&pos, &uci)
                    .unwrap_err();
                err.illegal() == Some(&reason)
            }
        }
    }
    QuickCheck::new()
        .tests(1000)
        .quickcheck(property as fn(Position, Square, Square) -> bool);
}

#[test]
fn playing_an_illegal_move_says_why() {
    let pos = pos("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    let bd3 = Move::Normal {
        from: sq("e2"),
        to: sq("d3"),
        promotion: None,
    };
    let err = pos.play(bd3).unwrap_err();
    assert_eq!(err.mv(), bd3);
    assert!(matches!(err.reason(), IllegalReason::Pinned { .. }));
    assert_eq!(
        err.to_string(),
        "e2d3: the bishop on e2 is pinned to the king by the rook on e7"
    );
    assert_eq!(pos.why_illegal_move(bd3), Some(err.reason().clone()));
    let castle = Move::Castle {
        king: sq("e1"),
        rook: sq("h1"),
    };
    assert_eq!(
        pos.why_illegal_move(castle)
            .map(|r| r.to_string())
            .as_deref(),
        Some("White cannot castle king side: the right to castle on that side is lost")
    );
    // The writer refuses what is not legal, in the same words.
    let err = MoveWriter::new(MoveFormat::DESCRIPTIVE)
        .write(&pos, bd3)
        .unwrap_err();
    assert_eq!(err.illegal(), pos.why_illegal_move(bd3).as_ref());
}

#[test]
fn lenient_reading_says_what_it_let_pass() {
    let start = Position::STARTING;
    let italian = pos("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let mate = pos("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    let cases = [
        (&start, MoveFormat::SAN, "Ng1-f3", "Nf3", 0..6),
        (&start, MoveFormat::SAN, "♘f3", "Nf3", 0..5),
        (&start, MoveFormat::SAN, "Nf3+", "Nf3", 0..4),
        (&italian, MoveFormat::SAN, "0-0", "O-O", 0..3),
        (&mate, MoveFormat::SAN, "Qxf7+", "Qxf7#", 0..5),
        (&mate, MoveFormat::san(Lang::Pl), "Hxf7++", "Hxf7#", 0..6),
        (&start, MoveFormat::FAN, "Nf3", "♘f3", 0..3),
        (&start, MoveFormat::LAN, "Nf3", "Ng1-f3", 0..3),
    ];
    for (pos, format, text, canonical, span) in cases {
        let reader = MoveReader::new(format);
        let err = reader.read(pos, text).unwrap_err();
        assert_eq!(
            err.kind(),
            &MoveErrorKind::NotCanonical {
                canonical: canonical.into()
            },
            "{text}"
        );
        let read = reader.lenient().read_with_tolerances(pos, text).unwrap();
        assert_eq!(read.tolerated.len(), 1, "{text}");
        assert_eq!(
            read.tolerated[0].kind,
            MoveTolerance::Spelling {
                canonical: canonical.into()
            }
        );
        assert_eq!(read.tolerated[0].span, span, "{text}");
        assert_eq!(
            read.tolerated[0].kind.to_string(),
            format!("not canonical, read as {canonical}")
        );
        assert!(reader.is_strict() && !reader.lenient().is_strict());
    }
    // Descriptive: a wrong sign is let pass and named; strict reading refuses it.
    let reader = MoveReader::new(MoveFormat::DESCRIPTIVE);
    assert!(reader.read(&start, "P-K4 ch").is_err());
    let read = reader
        .lenient()
        .read_with_tolerances(&start, "P-K4 ch")
        .unwrap();
    assert!(matches!(
        read.tolerated[0].kind,
        MoveTolerance::Descriptive(fenkit::descriptive::DescriptiveTolerance::NoCheck { .. })
    ));
    // Strict reading reports nothing, and neither does lenient reading of canonical text.
    let read = reader.read_with_tolerances(&start, "P-K4").unwrap();
    assert!(read.tolerated.is_empty());
}

#[test]
fn a_format_is_a_notation_in_a_language_it_can_have() {
    for &notation in MoveNotation::ALL {
        for &lang in Lang::ALL {
            let made = MoveFormat::new(notation, lang);
            let can = lang == Lang::En || notation.takes_lang();
            assert_eq!(made.is_ok(), can, "{notation} {lang}");
            if let Err(err) = made {
                assert_eq!((err.notation(), err.lang()), (notation, lang));
            }
        }
        assert_eq!(notation.name().parse::<MoveNotation>(), Ok(notation));
        assert_eq!(
            notation.name().to_uppercase().parse::<MoveNotation>(),
            Ok(notation)
        );
    }
    let err = "algebraic".parse::<MoveNotation>().unwrap_err();
    assert_eq!(err.kind(), NameKind::MoveNotation);
    assert_eq!(
        MoveFormat::new(MoveNotation::Uci, Lang::De)
            .unwrap_err()
            .to_string(),
        "UCI notation is English only, not German (de)"
    );
    assert_eq!(MoveFormat::san(Lang::Fr).to_string(), "san (fr)");
    assert_eq!(MoveFormat::ICCF.to_string(), "iccf");
}

/// The error of reading `text`, shown as a user sees it: the message, and a caret under the
/// span.
fn shown(pos: &Position, format: MoveFormat, text: &str) -> String {
    let err: MoveError = MoveReader::new(format).read(pos, text).unwrap_err();
    let span = err.span();
    let lead = text[..span.start].chars().count();
    let width = text[span].chars().count().max(1);
    format!(
        "{format}:\n  {text}\n  {}{}\n  {err}\n",
        " ".repeat(lead),
        "^".repeat(width)
    )
}

#[test]
fn errors_of_every_notation() {
    let start = Position::STARTING;
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    let cases = [
        (&start, MoveFormat::SAN, "Nf9"),
        (&start, MoveFormat::SAN, "Cf3"),
        (&start, MoveFormat::san(Lang::Fr), "Cd2"),
        (&start, MoveFormat::SAN, "N-f3"),
        (&ep, MoveFormat::SAN, "exd5"),
        (&start, MoveFormat::LAN, "Nf3"),
        (&start, MoveFormat::FAN, "♘f9"),
        (&start, MoveFormat::UCI, "e2e9"),
        (&start, MoveFormat::UCI, "z2e4"),
        (&start, MoveFormat::UCI, "e2é4"),
        (&start, MoveFormat::UCI, "e7e5"),
        (&start, MoveFormat::UCI, "e2e4x"),
        (&start, MoveFormat::ICCF, "5259"),
        (&start, MoveFormat::ICCF, "52549"),
        (&start, MoveFormat::ICCF, "5255"),
        (&start, MoveFormat::DESCRIPTIVE, "N-KB9"),
        (&start, MoveFormat::DESCRIPTIVE, "N-B3"),
        (&start, MoveFormat::DESCRIPTIVE, "P-K4 mate"),
    ];
    let out: String = cases
        .into_iter()
        .map(|(pos, format, text)| shown(pos, format, text))
        .collect();
    snapshots().bind(|| insta::assert_snapshot!("notation_errors", out));
}

#[test]
fn an_en_passant_capture_is_judged_by_its_own_squares() {
    let pos = pos("4k3/8/8/3pP3/8/8/8/3RK3 w - d6 0 2");
    assert_eq!(pos.why_illegal(sq("e5"), sq("d6"), None), None);
    assert_eq!(
        pos.why_illegal(sq("e5"), sq("d6"), Some(fenkit::Role::Queen)),
        Some(IllegalReason::UnexpectedPromotion {
            role: fenkit::Role::Pawn,
            to: sq("d6")
        })
    );
    for (from, to, role) in [
        ("e5", "c6", fenkit::Role::Pawn),
        ("d1", "d6", fenkit::Role::Rook),
    ] {
        assert_eq!(
            pos.why_illegal(sq(from), sq(to), None),
            Some(IllegalReason::CannotReach {
                role,
                from: sq(from),
                to: sq(to)
            }),
            "{from}{to}"
        );
    }
}

#[test]
fn castling_is_named_by_the_king_and_either_square() {
    let pos = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    // The king to its square, or onto its rook: both castle.
    for to in ["g1", "h1", "c1", "a1"] {
        assert_eq!(pos.why_illegal(sq("e1"), sq(to), None), None, "e1{to}");
    }
    // Another piece going where the king lands is no castling.
    assert_eq!(
        pos.why_illegal(sq("a1"), sq("g1"), None),
        Some(IllegalReason::CannotReach {
            role: fenkit::Role::Rook,
            from: sq("a1"),
            to: sq("g1")
        })
    );
    assert!(matches!(
        pos.why_illegal(sq("e1"), sq("g1"), Some(fenkit::Role::Queen)),
        Some(IllegalReason::UnexpectedPromotion { .. })
    ));
}

#[test]
fn a_king_move_is_castling_only_along_its_back_rank() {
    let pos = pos("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    for to in ["g3", "h1"] {
        assert_eq!(
            pos.why_illegal(sq("e1"), sq(to), None),
            Some(IllegalReason::CannotReach {
                role: fenkit::Role::King,
                from: sq("e1"),
                to: sq(to)
            }),
            "e1{to}"
        );
    }
}

#[test]
fn a_castling_move_value_says_why_it_is_not_legal() {
    let pos = pos("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1");
    let castle = |king: &str, rook: &str| Move::Castle {
        king: sq(king),
        rook: sq(rook),
    };
    let castling = |side, why| {
        Some(IllegalReason::Castling {
            color: fenkit::Color::White,
            side,
            why,
        })
    };
    use fenkit::{CastlingObstacle, CastlingSide};
    assert_eq!(
        pos.why_illegal_move(castle("e1", "h1")),
        castling(
            CastlingSide::King,
            CastlingObstacle::Blocked { square: sq("f1") }
        )
    );
    // A rook that holds no right: no castling with it, whatever else stands in the way.
    assert_eq!(
        pos.why_illegal_move(castle("e1", "f1")),
        castling(CastlingSide::King, CastlingObstacle::NoRight)
    );
    assert_eq!(pos.why_illegal_move(castle("e1", "a1")), None);
    assert_eq!(
        pos.why_illegal_move(castle("e8", "h8")),
        Some(IllegalReason::NotYourPiece {
            from: sq("e8"),
            role: fenkit::Role::King,
            color: fenkit::Color::Black
        })
    );
    assert_eq!(
        pos.why_illegal_move(castle("d1", "a1")),
        Some(IllegalReason::NoPiece { from: sq("d1") })
    );
}

#[test]
fn uci_castling_is_written_as_the_writer_is_told_or_as_the_position_needs() {
    let classical = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let chess960 = pos("1r3k1r/8/8/8/8/8/8/1R3K1R w HBhb - 0 1");
    let king_side = |pos: &Position| pos.castling_move(fenkit::CastlingSide::King).unwrap();
    let detect = MoveWriter::new(MoveFormat::UCI);
    assert_eq!(
        detect.write(&classical, king_side(&classical)).unwrap(),
        "e1g1"
    );
    assert_eq!(
        detect.write(&chess960, king_side(&chess960)).unwrap(),
        "f1h1"
    );
    let told = detect.castling(fenkit::uci::CastlingMode::Chess960);
    assert_eq!(
        told.write(&classical, king_side(&classical)).unwrap(),
        "e1h1"
    );
    let told = detect.castling(fenkit::uci::CastlingMode::Standard);
    // A king one file from its destination: `f1g1` would be the king's plain step.
    assert_eq!(told.write(&chess960, king_side(&chess960)).unwrap(), "f1h1");
    let far = pos("r2k3r/8/8/8/8/8/8/R2K3R w HAha - 0 1");
    assert_eq!(detect.write(&far, king_side(&far)).unwrap(), "d1h1");
    assert_eq!(told.write(&far, king_side(&far)).unwrap(), "d1g1");
    assert_eq!(told.format(), MoveFormat::UCI);
}
