//! ICCF numeric notation: every error with its message and span, castling in standard chess
//! and Chess960, and properties over random positions and games.

use fenkit::IllegalReason;
use fenkit::iccf::{IccfErrorKind, IccfMove};
use fenkit::{CastlingSide, Move, Position, Role};
use quickcheck::QuickCheck;

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

fn read(fen: &str, text: &str) -> Result<Move, String> {
    let mv: IccfMove = text.parse().map_err(|e| format!("{e:?}"))?;
    mv.to_move(&pos(fen)).map_err(|e| e.to_string())
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn syntax_errors_say_what_and_where() {
    let cases: [(&str, IccfErrorKind, std::ops::Range<usize>, &str); 11] = [
        (
            "e2e4",
            IccfErrorKind::NotDigit { found: 'e' },
            0..1,
            "found 'e', expected a digit: ICCF numeric writes e4 as 54",
        ),
        (
            "52½4",
            IccfErrorKind::NotDigit { found: '½' },
            2..4,
            "found '½', expected a digit: ICCF numeric writes e4 as 54",
        ),
        (
            "525",
            IccfErrorKind::Length { found: 3 },
            0..3,
            "found 3 digits, expected 4 such as 5254 or 5 for a promotion such as 37381",
        ),
        (
            "",
            IccfErrorKind::Length { found: 0 },
            0..0,
            "found 0 digits, expected 4 such as 5254 or 5 for a promotion such as 37381",
        ),
        (
            "1",
            IccfErrorKind::Length { found: 1 },
            0..1,
            "found 1 digit, expected 4 such as 5254 or 5 for a promotion such as 37381",
        ),
        (
            "525412",
            IccfErrorKind::Length { found: 6 },
            0..6,
            "found 6 digits, expected 4 such as 5254 or 5 for a promotion such as 37381",
        ),
        (
            "0254",
            IccfErrorKind::File { found: '0' },
            0..1,
            "found '0' as a file, expected a digit 1-8 (a is 1, h is 8)",
        ),
        (
            "5054",
            IccfErrorKind::Rank { found: '0' },
            1..2,
            "found '0' as a rank, expected a digit 1-8",
        ),
        (
            "5294",
            IccfErrorKind::File { found: '9' },
            2..3,
            "found '9' as a file, expected a digit 1-8 (a is 1, h is 8)",
        ),
        (
            "5259",
            IccfErrorKind::Rank { found: '9' },
            3..4,
            "found '9' as a rank, expected a digit 1-8",
        ),
        (
            "37385",
            IccfErrorKind::Promotion { found: '5' },
            4..5,
            "found '5' as a promotion piece, expected 1 (queen), 2 (rook), 3 (bishop) or 4 (knight)",
        ),
    ];
    for (text, kind, span, message) in cases {
        let err = IccfMove::parse(text).unwrap_err();
        assert_eq!(err.kind(), &kind, "{text}");
        assert_eq!(err.span(), span, "{text}");
        assert_eq!(err.to_string(), message, "{text}");
    }
}

#[test]
fn illegal_moves_say_why_in_chess_words() {
    let cases = [
        (START, "5354", "5354 (e3-e4): there is no piece on e3"),
        (
            START,
            "5755",
            "5755 (e7-e5): the pawn on e7 is Black's, but it is White's move",
        ),
        (
            START,
            "5255",
            "5255 (e2-e5): the pawn on e2 cannot move to e5",
        ),
        (
            "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1",
            "5242",
            "5242 (e2-d2): the rook on e2 is pinned to the king by the rook on e7",
        ),
        (
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "1718",
            "1718 (a7-a8): a pawn reaching a8 must promote: add 1 (queen), 2 (rook), 3 (bishop) or 4 (knight)",
        ),
        (
            START,
            "71631",
            "71631 (g1-f3): a knight going to f3 does not promote, expected no fifth digit",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1",
            "5171",
            "5171 (e1-g1): White cannot castle king side: the right to castle on that side is lost",
        ),
        (
            "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
            "5131",
            "5131 (e1-c1): White cannot castle queen side: the king is in check",
        ),
        (
            "r3k1nr/8/8/8/8/8/8/4K3 b kq - 0 1",
            "5878",
            "5878 (e8-g8): Black cannot castle king side: g8 is not empty",
        ),
        // The king "taking" its own rook is UCI's Chess960 castling, not ICCF's, whether that
        // castling is legal or not.
        (
            "4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1",
            "5181",
            "5181 (e1-h1): the king on e1 cannot move to h1",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "5181",
            "5181 (e1-h1): the king on e1 cannot move to h1",
        ),
    ];
    for (fen, text, message) in cases {
        assert_eq!(read(fen, text), Err(message.to_owned()), "{fen} {text}");
    }
    let err = "5354"
        .parse::<IccfMove>()
        .unwrap()
        .to_move(&pos(START))
        .unwrap_err();
    assert_eq!(err.iccf().to_string(), "5354");
    assert!(matches!(err.reason(), IllegalReason::NoPiece { .. }));
}

#[test]
fn the_four_castling_moves_and_a_promotion() {
    let both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let black = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    for (fen, text, side) in [
        (both, "5171", CastlingSide::King),
        (both, "5131", CastlingSide::Queen),
        (black, "5878", CastlingSide::King),
        (black, "5838", CastlingSide::Queen),
    ] {
        let mv = read(fen, text).unwrap();
        assert_eq!(mv.castling_side(), Some(side), "{text}");
        assert_eq!(IccfMove::from_move(mv).unwrap().to_string(), text);
    }
    let mv = read("1n2k3/2P5/8/8/8/8/8/4K3 w - - 0 1", "37284").unwrap();
    assert_eq!(mv.promotion(), Some(Role::Knight));
    assert_eq!(mv.to_iccf().unwrap().to_string(), "37284");
}

#[test]
fn chess960_castling_reads_from_the_kings_move_and_is_not_written() {
    // King on b1, rooks on a1 and h1: queen side the king goes to c1, king side to g1.
    let fen = "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1";
    // b1-c1 is also the king's one-step move, which wins: that castling has no ICCF form.
    let long = Move::Castle {
        king: "b1".parse().unwrap(),
        rook: "a1".parse().unwrap(),
    };
    assert!(pos(fen).legal_moves().contains(&long));
    assert_eq!(
        read(fen, "2131").unwrap(),
        Move::Normal {
            from: "b1".parse().unwrap(),
            to: "c1".parse().unwrap(),
            promotion: None
        }
    );
    let short = read(fen, "2171").unwrap();
    assert_eq!(short.castling_side(), Some(CastlingSide::King));
    for mv in [long, short] {
        assert_eq!(
            IccfMove::from_move(mv).unwrap_err().to_string(),
            format!(
                "ICCF numeric has no way to write Chess960 castling: the king on b1 castling with \
                 the rook on {} is not the classical castling from e1 with the rook on a1 or h1",
                match mv {
                    Move::Castle { rook, .. } => rook.to_string(),
                    _ => unreachable!(),
                }
            )
        );
        assert_eq!(IccfMove::from_move(mv).unwrap_err().castling(), mv);
    }
    // A king on f1 next to g1: 6171 is the king's step, which wins over castling.
    let fen = "5rk1/8/8/8/8/8/8/5K1R w H - 0 1";
    assert_eq!(
        read(fen, "6171").unwrap(),
        Move::Normal {
            from: "f1".parse().unwrap(),
            to: "g1".parse().unwrap(),
            promotion: None
        }
    );
    // Chess960 position 518 is the standard start: its castling is the classical one.
    let mv = read("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "5171").unwrap();
    assert_eq!(mv.to_iccf().unwrap().to_string(), "5171");
}

/// Runs a property `tests` times, or as often as `QUICKCHECK_TESTS` says.
fn check<A: quickcheck::Testable>(tests: u64, property: A) {
    let qc = QuickCheck::new();
    let mut qc = if std::env::var_os("QUICKCHECK_TESTS").is_some() {
        qc
    } else {
        qc.tests(tests)
    };
    qc.quickcheck(property);
}

/// Whether the move is castling that ICCF cannot write: not from the e-file to a corner rook.
fn is_chess960_castling(mv: Move) -> bool {
    match mv {
        Move::Castle { king, rook } => {
            king.file() != fenkit::File::E
                || !matches!(rook.file(), fenkit::File::A | fenkit::File::H)
        }
        _ => false,
    }
}

#[test]
fn every_legal_move_reads_back_or_is_chess960_castling() {
    fn property(pos: Position) -> bool {
        pos.legal_moves()
            .iter()
            .all(|&mv| match IccfMove::from_move(mv) {
                Ok(iccf) => {
                    let text = iccf.to_string();
                    text.parse::<IccfMove>() == Ok(iccf) && iccf.to_move(&pos) == Ok(mv)
                }
                Err(err) => is_chess960_castling(mv) && err.castling() == mv,
            })
    }
    check(1000, property as fn(Position) -> bool);
}

#[test]
fn random_games_written_in_iccf_read_back() {
    fn property(start: Position, picks: Vec<u16>) -> bool {
        let mut pos = start.clone();
        let mut written = Vec::new();
        let mut played = Vec::new();
        for pick in picks {
            let moves = pos.legal_moves();
            let Some(&mv) = moves.get(usize::from(pick) % moves.len().max(1)) else {
                break;
            };
            let Ok(iccf) = mv.to_iccf() else { continue };
            written.push(iccf.to_string());
            played.push(mv);
            pos = pos.play(mv).unwrap();
        }
        let mut pos = start;
        for (text, mv) in written.iter().zip(played) {
            match text.parse::<IccfMove>().map(|m| m.to_move(&pos)) {
                Ok(Ok(read)) if read == mv => pos = pos.play(read).unwrap(),
                _ => return false,
            }
        }
        true
    }
    check(300, property as fn(Position, Vec<u16>) -> bool);
}

#[test]
fn any_digits_read_safely() {
    fn property(digits: Vec<u8>, pos: Position) -> bool {
        let text: String = digits.iter().map(|d| char::from(b'0' + d % 10)).collect();
        let Ok(iccf) = text.parse::<IccfMove>() else {
            return true;
        };
        match iccf.to_move(&pos) {
            Ok(mv) => pos.legal_moves().contains(&mv),
            Err(err) => {
                err.iccf() == iccf
                    && pos
                        .legal_moves()
                        .iter()
                        .all(|mv| mv.to_iccf().ok() != Some(iccf))
            }
        }
    }
    check(2000, property as fn(Vec<u8>, Position) -> bool);
}
