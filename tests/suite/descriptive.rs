//! English descriptive notation: the house style written, the variants of older books read,
//! every error and tolerance with its message, the Immortal Game read move by move, and the
//! round trip over random positions.

use fenkit::descriptive::{
    self, DescriptiveError, DescriptiveReader, DescriptiveTolerance, IllegalDescriptiveReason,
    ParseDescriptiveError, ReadMove,
};
use fenkit::{Move, Position};
use quickcheck::{Arbitrary, Gen, QuickCheck};

use crate::common::snapshots;

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal move of `pos` with this UCI text (castling as king takes rook).
fn uci(pos: &Position, text: &str) -> Move {
    *pos.legal_moves()
        .iter()
        .find(|mv| mv.to_uci(fenkit::CastlingMode::Chess960).to_string() == text)
        .unwrap_or_else(|| panic!("no legal move {text}"))
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
/// Pawns on c4 and e4, and a pawn on d5 both can take.
const TWO_TAKERS: &str = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1";
/// A pawn on e4 that can take on d5 or f5.
const TWO_TARGETS: &str = "4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1";
/// Bishops on b5 (light squares, the king's bishop) and g5 (dark, the queen's) and knights
/// on c6 and f6.
const TWO_BISHOPS: &str = "4k3/8/2n2n2/1B4B1/8/8/8/4K3 w - - 0 1";
/// Rooks on a1 and h1 that both reach d1.
const TWO_ROOKS: &str = "4k3/8/8/8/8/8/6K1/R6R w - - 0 1";
/// Rooks on a6 and a2 that both take the knight on a4.
const ROOKS_ON_A_FILE: &str = "4k3/8/R7/8/n7/8/R7/4K3 w - - 0 1";
const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const PROMOTION: &str = "1r6/P7/8/7k/8/8/8/4K3 w - - 0 1";
const EN_PASSANT: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
const ROOK_CHECK: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
/// Knights on b1 and f3; the one on f3 is pinned by the rook on f8.
const PINNED: &str = "4kr2/8/8/8/8/5N2/8/1N3K2 w - - 0 1";
/// Pawns on b4 and d4 that both take the pawn on c5.
const KNIGHT_AND_QUEEN_PAWNS: &str = "4k3/8/8/2p5/1P1P4/8/8/4K3 w - - 0 1";
/// Chess960: king on b1, rooks on a1 and h1, castling both ways.
const CHESS960: &str = "4k3/8/8/8/8/8/8/RK5R w HA - 0 1";

#[test]
fn the_house_style() {
    let cases = [
        (START, "e2e4", "P-K4"),
        (START, "g1f3", "N-KB3"),
        (START, "b1c3", "N-QB3"),
        (START, "f2f3", "P-KB3"),
        (AFTER_E4, "e7e5", "P-K4"),
        (AFTER_E4, "g8f6", "N-KB3"),
        ("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1f3", "N-B3"),
        ("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "PxP"),
        (TWO_TAKERS, "e4d5", "KPxP"),
        (TWO_TAKERS, "c4d5", "BPxP"),
        (KNIGHT_AND_QUEEN_PAWNS, "b4c5", "NPxP"),
        (KNIGHT_AND_QUEEN_PAWNS, "d4c5", "QPxP"),
        (TWO_TARGETS, "e4d5", "PxP/Q5"),
        (TWO_TARGETS, "e4f5", "PxP/B5"),
        (TWO_BISHOPS, "b5c6", "BxN/QB6ch"),
        (TWO_BISHOPS, "g5f6", "BxN/KB6"),
        (TWO_ROOKS, "a1d1", "R(QR1)-Q1"),
        (TWO_ROOKS, "h1e1", "R(KR1)-K1ch"),
        (TWO_ROOKS, "a1a5", "R-QR5"),
        (ROOKS_ON_A_FILE, "a6a4", "R(6)xN"),
        (ROOKS_ON_A_FILE, "a2a4", "R(2)xN"),
        ("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "a1e1", "R-K1ch"),
        ("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "a1d1", "R-Q1"),
        (CASTLING, "e1h1", "O-O"),
        (CASTLING, "e1a1", "O-O-O"),
        (CASTLING, "a1a8", "RxR/QR8ch"),
        (PROMOTION, "a7a8q", "P-R8=Q"),
        (PROMOTION, "a7a8n", "P-R8=N"),
        (PROMOTION, "a7b8q", "PxR=Q"),
        (EN_PASSANT, "e5d6", "PxP e.p."),
        (EN_PASSANT, "e5e6", "P-K6"),
        // Both Black pawns on the e-file take the pawn on f4, one of them en passant.
        ("6k1/8/8/4p3/4pP2/8/8/1K6 b - f3 0 1", "e5f4", "PxP/B5"),
        ("6k1/8/8/4p3/4pP2/8/8/1K6 b - f3 0 1", "e4f3", "PxP e.p."),
        (ROOK_CHECK, "h1h8", "R-R8ch"),
        (ROOK_CHECK, "e1h1", "O-O"),
        (BACK_RANK, "a1a8", "R-R8 mate"),
        (PINNED, "b1d2", "N-Q2"),
        (CHESS960, "b1h1", "O-O"),
        (CHESS960, "b1a1", "O-O-O"),
        (CHESS960, "b1c1", "K-B1"),
        (CHESS960, "h1h8", "R-KR8ch"),
    ];
    for (fen, mv, expected) in cases {
        let p = pos(fen);
        let mv = uci(&p, mv);
        let text = descriptive::write(&p, mv).unwrap();
        assert_eq!(text, expected, "{fen} {mv}");
        assert_eq!(descriptive::read(&p, &text), Ok(mv), "{fen} {text}");
    }
}

#[test]
fn the_variants_of_older_books() {
    let cases = [
        (START, "Kt-KB3", "g1f3"),
        (START, "KKt-B3", "g1f3"),
        (START, "QKt-B3", "b1c3"),
        (START, "QN-B3", "b1c3"),
        (START, "P\u{2013}K4", "e2e4"),
        (START, "P\u{2014}K4", "e2e4"),
        (START, "KP-K4", "e2e4"),
        (START, "P-K4 ", ""),
        (AFTER_E4, "P-K4", "e7e5"),
        (AFTER_E4, "QKt-B3", "b8c6"),
        ("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "R\u{2013}K.Sq.", "a1e1"),
        ("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "R-KSq", "a1e1"),
        ("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "R-K. Sq.", "a1e1"),
        ("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "R-QKt.Sq.", "a1b1"),
        (TWO_BISHOPS, "BxN/QB6", "b5c6"),
        (TWO_BISHOPS, "B\u{d7}Kt/KB6", "g5f6"),
        (TWO_BISHOPS, "KBxN", "b5c6"),
        (TWO_BISHOPS, "QBxKt", "g5f6"),
        (TWO_BISHOPS, "BxQN", "b5c6"),
        (TWO_BISHOPS, "B(QN5)xN", "b5c6"),
        (TWO_BISHOPS, "B(KKt5)xKt", "g5f6"),
        (TWO_ROOKS, "R(QR1)-Q1", "a1d1"),
        (TWO_ROOKS, "QR-Q1", "a1d1"),
        (TWO_ROOKS, "KR-Q1", "h1d1"),
        (TWO_ROOKS, "R(KR.Sq.)-Q.Sq.", "h1d1"),
        (ROOKS_ON_A_FILE, "R(6)xN", "a6a4"),
        (ROOKS_ON_A_FILE, "R(6)\u{d7}Kt", "a6a4"),
        (ROOKS_ON_A_FILE, "R(QR6)xN/QR4", "a6a4"),
        (TWO_TAKERS, "KPxP", "e4d5"),
        (TWO_TAKERS, "QBPxP", "c4d5"),
        (KNIGHT_AND_QUEEN_PAWNS, "KtPxP", "b4c5"),
        (KNIGHT_AND_QUEEN_PAWNS, "QKtPxP", "b4c5"),
        (TWO_TARGETS, "PxQP", "e4d5"),
        (TWO_TARGETS, "PxKBP", "e4f5"),
        (TWO_TARGETS, "PxBP", "e4f5"),
        (TWO_TARGETS, "PxP/KB5", "e4f5"),
        // Black's king's bishop runs on f8's squares (dark), its queen's bishop on c8's.
        ("4k3/8/8/3bb3/4Q3/8/8/4K3 w - - 0 1", "QxKB", "e4e5"),
        ("4k3/8/8/3bb3/4Q3/8/8/4K3 w - - 0 1", "QxQB", "e4d5"),
        ("4k3/8/8/3bb3/4Q3/8/8/4K3 w - - 0 1", "QxB", ""),
        (PROMOTION, "P-R8(Q)", "a7a8q"),
        (PROMOTION, "P-R8/Q", "a7a8q"),
        (PROMOTION, "P-R8=Kt", "a7a8n"),
        (PROMOTION, "P-QR8(R)", "a7a8r"),
        (PROMOTION, "PxR(Q)", "a7b8q"),
        (PROMOTION, "PxR/Q", "a7b8q"),
        (PROMOTION, "PxR/QN8=B", "a7b8b"),
        ("r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1", "Castles", "e1h1"),
        (CASTLING, "Castles KR", "e1h1"),
        (CASTLING, "Castles (QR)", "e1a1"),
        (CASTLING, "Castles Q", "e1a1"),
        (CASTLING, "0-0", "e1h1"),
        (CASTLING, "0-0-0", "e1a1"),
        (CASTLING, "O\u{2013}O", "e1h1"),
        (EN_PASSANT, "PxP e.p.", "e5d6"),
        (EN_PASSANT, "PxP ep", "e5d6"),
        (EN_PASSANT, "PxP", "e5d6"),
        (EN_PASSANT, "PxP/Q6", "e5d6"),
        (EN_PASSANT, "PxQP e. p.", "e5d6"),
        // After `/` comes the square the pawn lands on, not the one of the pawn taken.
        (EN_PASSANT, "PxP/Q5", ""),
        (ROOK_CHECK, "R-R8+", "h1h8"),
        (ROOK_CHECK, "R-R8 ch", "h1h8"),
        (ROOK_CHECK, "R-R8 ch.", "h1h8"),
        (ROOK_CHECK, "R-R8 check", "h1h8"),
        (ROOK_CHECK, "R-R8ch", "h1h8"),
        (BACK_RANK, "R-R8++", "a1a8"),
        (BACK_RANK, "R-R8#", "a1a8"),
        (BACK_RANK, "R-R8 mate", "a1a8"),
        (BACK_RANK, "R-R8 ch", "a1a8"),
        (CHESS960, "Castles KR", "b1h1"),
    ];
    for (fen, text, expected) in cases {
        let p = pos(fen);
        let read = descriptive::read(&p, text);
        if expected.is_empty() {
            assert!(read.is_err(), "{text} read as {read:?}");
        } else {
            assert_eq!(read, Ok(uci(&p, expected)), "{fen} {text}");
        }
    }
}

/// The error for `text` in `fen`, strictly.
fn error(fen: &str, text: &str) -> DescriptiveError {
    descriptive::read(&pos(fen), text).unwrap_err()
}

#[test]
fn text_that_is_not_descriptive_notation() {
    let cases = [
        (
            "",
            "Move",
            r#"found the end of the move, expected a piece (P, N or Kt, B, R, Q, K, or one named by wing or file such as KR or QBP) or castling (O-O, O-O-O, Castles)"#,
        ),
        (
            "e4",
            "Move",
            r#"found "e4", expected a piece (P, N or Kt, B, R, Q, K, or one named by wing or file such as KR or QBP) or castling (O-O, O-O-O, Castles)"#,
        ),
        (
            "Nf3",
            "Action",
            r#"found "f3", expected '-' and a square, 'x' and a piece, or the piece's rank or square in parentheses such as (6) or (QR3)"#,
        ),
        (
            "P-K9",
            "Square",
            r#"found "K9", expected a square such as K4, QB3 or K.Sq."#,
        ),
        (
            "PxK",
            "Captured",
            r#"found "K", expected the piece taken, such as P, N or Kt, B, R, Q, or KBP"#,
        ),
        (
            "R(9)-Q1",
            "MoverPlace",
            r#"found "9", expected a rank such as (6) or a square such as (QR3)"#,
        ),
        ("R(6-Q1", "CloseParen", r#"found "-", expected ')'"#),
        (
            "P-R8=K",
            "Promotion",
            r#"found "K", expected a promotion piece Q, R, B or N (or Kt)"#,
        ),
        (
            "Castles (KB)",
            "CastlingSide",
            r#"found "KB", expected KR or QR (the side), or the end of the move"#,
        ),
        (
            "P-K4!",
            "End",
            r#"found "!", expected the end of the move, or ch, mate or e.p. after it"#,
        ),
    ];
    for (text, expected, message) in cases {
        let DescriptiveError::Parse(err) = error(START, text) else {
            panic!("{text}: not a parse error");
        };
        assert_eq!(format!("{:?}", err.expected()), expected, "{text}");
        assert_eq!(err.to_string(), message, "{text}");
        assert!(err.span().end <= text.len(), "{text}");
    }
}

#[test]
fn moves_that_do_not_fit_the_position() {
    let cases = [
        (
            START,
            "N-Q4",
            "CannotReach",
            r#"N-Q4: no knight can go to Q4 (d4)"#,
        ),
        (
            START,
            "P-B5",
            "CannotReach",
            r#"P-B5: no pawn can go to B5 (c5 or f5)"#,
        ),
        (
            START,
            "PxP",
            "CannotTake",
            r#"PxP: no pawn can take a pawn"#,
        ),
        (
            "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
            "P-Q5",
            "CaptureWrittenAsMove",
            r#"P-Q5: there is a pawn on d5, and a capture names the piece taken: PxP"#,
        ),
        (
            TWO_TARGETS,
            "P-KB5",
            "CaptureWrittenAsMove",
            r#"P-KB5: there is a pawn on f5, and a capture names the piece taken: PxP/B5"#,
        ),
        (
            TWO_TARGETS,
            "P-Q5",
            "CaptureWrittenAsMove",
            r#"P-Q5: there is a pawn on d5, and a capture names the piece taken: PxP/Q5"#,
        ),
        (
            PROMOTION,
            "P-N8=Q",
            "CaptureWrittenAsMove",
            r#"P-N8=Q: there is a rook on b8, and a capture names the piece taken: PxR=Q"#,
        ),
        (
            CASTLING,
            "O-O e.p.",
            "NotEnPassant",
            r#"O-O e.p.: e.p. is written, but the move is not an en passant capture"#,
        ),
        (
            "r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1",
            "Castles e.p.",
            "NotEnPassant",
            r#"Castles e.p.: e.p. is written, but the move is not an en passant capture"#,
        ),
        (
            START,
            "BxN/QB6",
            "CannotTake",
            r#"BxN/QB6: no bishop can take a knight on QB6 (c6)"#,
        ),
        (
            PINNED,
            "N-K5",
            "Illegal(Pinned",
            r#"N-K5: the knight on f3 is pinned to the king by the rook on f8"#,
        ),
        (
            "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1",
            "K-Q1",
            "Illegal(KingIntoCheck",
            r#"K-Q1: the king cannot move to d1, which is attacked"#,
        ),
        (
            START,
            "N-B3",
            "Ambiguous",
            r#"N-B3: ambiguous: the knight on b1 goes to c3, or the knight on g1 goes to f3"#,
        ),
        (
            TWO_TAKERS,
            "PxP",
            "Ambiguous",
            r#"PxP: ambiguous: the pawn on e4 takes the pawn on d5, or the pawn on c4 takes the pawn on d5"#,
        ),
        (
            CASTLING,
            "Castles",
            "Ambiguous",
            r#"Castles: ambiguous: White castles king side, or White castles queen side"#,
        ),
        (
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "P-R8",
            "Illegal(MissingPromotion",
            r#"P-R8: a pawn reaching a8 must promote to a queen, rook, bishop or knight"#,
        ),
        (
            START,
            "P-K4=Q",
            "Illegal(UnexpectedPromotion",
            r#"P-K4=Q: a pawn going to e4 does not promote"#,
        ),
        (
            "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
            "PxP e.p.",
            "NotEnPassant",
            r#"PxP e.p.: e.p. is written, but the move is not an en passant capture"#,
        ),
        (
            START,
            "O-O",
            "Illegal(Castling",
            r#"O-O: White cannot castle king side: f1 is not empty"#,
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1",
            "O-O",
            "Illegal(Castling",
            r#"O-O: White cannot castle king side: the right to castle on that side is lost"#,
        ),
        (
            START,
            "Castles",
            "NoCastling",
            r#"Castles: White cannot castle on either side"#,
        ),
        (
            START,
            "P-K4ch",
            "NoCheck",
            r#"P-K4ch: it is marked ch, but it gives no check"#,
        ),
        (
            ROOK_CHECK,
            "R-R8 mate",
            "NoMate",
            r#"R-R8 mate: it is marked mate, but it does not mate"#,
        ),
    ];
    for (fen, text, reason, message) in cases {
        let DescriptiveError::Illegal(err) = error(fen, text) else {
            panic!("{text}: not an illegal move");
        };
        assert!(
            format!("{:?}", err.reason()).starts_with(reason),
            "{text}: {:?}",
            err.reason()
        );
        assert_eq!(err.to_string(), message, "{fen} {text}");
        assert_eq!(err.text(), text);
    }
}

#[test]
fn spans_point_at_the_move_or_at_the_sign() {
    assert_eq!(error(START, "N-B3").span(), 0..4);
    assert_eq!(error(START, "P-K4 ch").span(), 5..7);
    assert_eq!(error(START, "P-K4 ch!").span(), 7..8);
    assert_eq!(error(START, "N\u{2013}Q4").span(), 0..6);
}

/// Bishops on a4 and d3 both reach b5; only the one from d3 gives check (the rook's,
/// discovered).
const DISCOVERED: &str = "3k4/8/8/8/B7/3B4/8/3R3K w - - 0 1";

#[test]
fn a_check_sign_chooses_only_when_lenient() {
    let p = pos(DISCOVERED);
    let err = descriptive::read(&p, "B-N5ch").unwrap_err();
    assert_eq!(
        err.to_string(),
        "B-N5ch: ambiguous: the bishop on d3 goes to b5, or the bishop on a4 goes to b5"
    );
    let ReadMove { mv, tolerated } = DescriptiveReader::new()
        .lenient()
        .read(&p, "B-N5ch")
        .unwrap();
    assert_eq!(mv, uci(&p, "d3b5"));
    assert_eq!(tolerated.len(), 1);
    assert_eq!(tolerated[0].span, 4..6);
    assert!(matches!(
        tolerated[0].kind,
        DescriptiveTolerance::SignChose { mate: false, .. }
    ));
    assert_eq!(
        tolerated[0].kind.to_string(),
        "ambiguous, read as the only move that gives check: the bishop on d3 goes to b5 (not the bishop on a4 goes to b5)"
    );
    // Without a sign, or with one that fits both or neither, it stays ambiguous.
    let lenient = DescriptiveReader::new().lenient();
    assert!(lenient.read(&p, "B-N5").is_err());
    assert!(lenient.read(&p, "B-N5 mate").is_err());
    // The house style writes the move with its piece's square, and both readers agree.
    let written = descriptive::write(&p, mv).unwrap();
    assert_eq!(written, "B(3)-N5ch");
    assert_eq!(lenient.read(&p, &written).unwrap().tolerated, []);
}

#[test]
fn a_wrong_sign_is_read_anyway_when_lenient() {
    let lenient = DescriptiveReader::new().lenient();
    let read = lenient.read(&Position::STARTING, "P-K4 ch").unwrap();
    assert_eq!(read.mv, uci(&Position::STARTING, "e2e4"));
    assert_eq!(
        read.tolerated[0].kind,
        DescriptiveTolerance::NoCheck { sign: "ch".into() }
    );
    assert_eq!(
        read.tolerated[0].kind.to_string(),
        "it is marked ch, but it gives no check: read anyway"
    );
    let read = lenient.read(&pos(ROOK_CHECK), "R-R8#").unwrap();
    assert_eq!(
        read.tolerated[0].kind,
        DescriptiveTolerance::NoMate { sign: "#".into() }
    );
    assert_eq!(
        read.tolerated[0].kind.to_string(),
        "it is marked #, but it does not mate: read anyway"
    );
    // A parse error stays one.
    assert!(matches!(
        lenient.read(&Position::STARTING, "P-K9"),
        Err(DescriptiveError::Parse(_))
    ));
    assert!(matches!(
        lenient.read(&Position::STARTING, "N-B3"),
        Err(DescriptiveError::Illegal(ref e)) if matches!(e.reason(), IllegalDescriptiveReason::Ambiguous { .. })
    ));
}

/// The Immortal Game, Anderssen-Kieseritzky, London 1851, as the house style writes it.
const IMMORTAL: [&str; 45] = [
    "P-K4",
    "P-K4",
    "P-KB4",
    "PxP",
    "B-B4",
    "Q-R5ch",
    "K-B1",
    "P-QN4",
    "BxP/N5",
    "N-KB3",
    "N-KB3",
    "Q-R3",
    "P-Q3",
    "N-R4",
    "N-R4",
    "Q-N4",
    "N-B5",
    "P-QB3",
    "P-KN4",
    "N-B3",
    "R-N1",
    "PxB",
    "P-KR4",
    "Q-N3",
    "P-R5",
    "Q-N4",
    "Q-B3",
    "N-N1",
    "BxP",
    "Q-B3",
    "N-B3",
    "B-B4",
    "N-Q5",
    "QxP",
    "B-Q6",
    "BxR",
    "P-K5",
    "QxRch",
    "K-K2",
    "N-QR3",
    "NxPch",
    "K-Q1",
    "Q-B6ch",
    "NxQ",
    "B-K7 mate",
];

/// The same game as a 19th-century book prints it.
const IMMORTAL_OLD: [&str; 45] = [
    "P-K4",
    "P-K4",
    "P-KB4",
    "P\u{d7}P",
    "B-B4",
    "Q-R5 ch",
    "K-B.Sq.",
    "P-QKt4",
    "B\u{d7}KtP",
    "Kt-KB3",
    "Kt-KB3",
    "Q-R3",
    "P-Q3",
    "Kt-R4",
    "Kt-R4",
    "Q-Kt4",
    "Kt-B5",
    "P-QB3",
    "P-KKt4",
    "Kt-KB3",
    "R-Kt.Sq.",
    "P\u{d7}B",
    "P-KR4",
    "Q-Kt3",
    "P-R5",
    "Q-Kt4",
    "Q-B3",
    "Kt-Kt.Sq.",
    "B\u{d7}P",
    "Q-B3",
    "QKt-B3",
    "B-B4",
    "Kt-Q5",
    "Q\u{d7}P",
    "B-Q6",
    "B\u{d7}R",
    "P-K5",
    "Q\u{d7}R ch",
    "K\u{2013}K2",
    "Kt-QR3",
    "Kt\u{d7}P ch",
    "K-Q.Sq.",
    "Q-B6 ch",
    "Kt\u{d7}Q",
    "B-K7 mate",
];

const IMMORTAL_END: &str = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";

/// Plays `moves` from the start, strictly, and gives the position and the moves written back.
fn play(moves: &[&str]) -> (Position, Vec<String>) {
    let mut p = Position::STARTING;
    let mut written = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        let mv = descriptive::read(&p, text)
            .unwrap_or_else(|e| panic!("move {} ({text}): {e}", i / 2 + 1));
        written.push(descriptive::write(&p, mv).unwrap());
        p = p.play(mv).unwrap();
    }
    (p, written)
}

/// `1. P-K4 P-K4 2. …`, one full move a line.
fn movetext(moves: &[String]) -> String {
    moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}\n", i + 1, pair.join(" ")))
        .collect()
}

#[test]
fn the_immortal_game() {
    let (end, written) = play(&IMMORTAL);
    assert_eq!(end.to_string(), IMMORTAL_END);
    assert!(end.is_checkmate());
    assert_eq!(written, IMMORTAL);
    let (end, written_old) = play(&IMMORTAL_OLD);
    assert_eq!(end.to_string(), IMMORTAL_END);
    assert_eq!(written_old, written);
    snapshots().bind(|| insta::assert_snapshot!("descriptive_immortal", movetext(&written)));
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

/// The house style as a 19th-century book would print it: `Kt`, `.Sq.` for the first rank,
/// typographic dash and cross, `(Q)`, ` ch`, `++`, `ep`.
fn old_spelling(text: &str) -> String {
    let letter = |c: char| {
        if c == 'N' {
            "Kt".to_owned()
        } else {
            c.to_string()
        }
    };
    let mut old = String::new();
    let mut chars = text.chars();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        match c {
            '=' => {
                let piece = chars.next().map(letter).unwrap_or_default();
                old.push_str(&format!("({piece})"));
            }
            '-' if !text.starts_with('O') => old.push('\u{2013}'),
            'x' => old.push('\u{d7}'),
            '1' if previous.is_ascii_uppercase() => old.push_str(".Sq."),
            c => old.push_str(&letter(c)),
        }
        previous = c;
    }
    old.replace(" mate", "++")
        .replace("e.p.", "ep")
        .replace("ch", " ch")
        .replace("  ch", " ch")
}

#[test]
fn old_spellings_of_the_house_style() {
    for (house, old) in [
        ("N-KB3", "Kt\u{2013}KB3"),
        ("R(QR1)xN/QN1", "R(QR.Sq.)\u{d7}Kt/QKt.Sq."),
        ("P-R8=Nch", "P\u{2013}R8(Kt) ch"),
        ("PxP e.p. ch", "P\u{d7}P ep ch"),
        ("O-O-O ch", "O-O-O ch"),
        ("R-R8 mate", "R\u{2013}R8++"),
    ] {
        assert_eq!(old_spelling(house), old);
    }
}

#[test]
fn every_legal_move_written_reads_back_strictly() {
    fn property(p: Position) -> bool {
        p.legal_moves().iter().all(|&mv| {
            let text = descriptive::write(&p, mv).unwrap();
            // Strict reading refuses an ambiguous text, so the written form names one move.
            let read = DescriptiveReader::new().read(&p, &text);
            let old = old_spelling(&text);
            let read_old = descriptive::read(&p, &old);
            (read.as_ref().map(|r| (r.mv, r.tolerated.is_empty())) == Ok((mv, true))
                && read_old == Ok(mv))
                || {
                    eprintln!("{p}: {mv} written {text} ({old}), read {read:?}, {read_old:?}");
                    false
                }
        })
    }
    check(300, property as fn(Position) -> bool);
}

/// Text made of the pieces of descriptive notation, and some that are not.
#[derive(Debug, Clone)]
struct Text(String);

const PIECES: [&str; 40] = [
    "P", "N", "Kt", "B", "R", "Q", "K", "-", "x", "/", "(", ")", "=", "1", "2", "3", "4", "5", "6",
    "7", "8", "Sq", ".", "O", "0", " ", "ch", "+", "mate", "#", "e.p.", "Castles", "\u{d7}",
    "\u{2013}", "KB", "QN", "KR", "QB", "é", "9",
];

impl Arbitrary for Text {
    fn arbitrary(g: &mut Gen) -> Text {
        let len = usize::arbitrary(g) % 8;
        Text((0..len).map(|_| *g.choose(&PIECES).unwrap()).collect())
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Text>> {
        Box::new(self.0.shrink().map(Text))
    }
}

#[test]
fn any_text_reads_as_a_legal_move_or_an_error_inside_the_text() {
    fn property(p: Position, text: Text) -> bool {
        let text = text.0;
        [DescriptiveReader::new(), DescriptiveReader::new().lenient()]
            .iter()
            .all(|reader| match reader.read(&p, &text) {
                Ok(read) => p.is_legal(read.mv),
                Err(err) => {
                    let span = err.span();
                    span.start <= span.end
                        && span.end <= text.len()
                        && text.is_char_boundary(span.start)
                        && text.is_char_boundary(span.end)
                        && !err.to_string().is_empty()
                }
            })
    }
    check(2000, property as fn(Position, Text) -> bool);
}

#[test]
fn errors_are_send_and_sync() {
    fn ok<T: Send + Sync + 'static>() {}
    ok::<DescriptiveError>();
    ok::<ParseDescriptiveError>();
    ok::<DescriptiveTolerance>();
}
