//! The castling convention belongs to the game: where a position's mode comes from, that
//! playing keeps it, and that UCI written in it reads back.

use fenkit::epd::Epd;
use fenkit::fen::FenParser;
use fenkit::movetext::Step;
use fenkit::pgn::{PgnReader, Variant};
use fenkit::uci::UciMove;
use fenkit::{CastlingMode, CastlingSide, DialectKind, Position, Setup, chess960};
use quickcheck::{QuickCheck, TestResult};

use CastlingMode::{Chess960, Standard};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn each_source_of_a_position_gives_its_mode() {
    let setup_of = |fen: &str| pos(fen).into_setup();
    let cases: Vec<(&str, Position, CastlingMode)> = vec![
        ("the standard start", Position::STARTING, Standard),
        (
            "Chess960 number 518",
            chess960::start_position(518).unwrap(),
            Chess960,
        ),
        (
            "Chess960 number 0",
            chess960::start_position(0).unwrap(),
            Chess960,
        ),
        (
            "Double Fischer Random 518/518",
            chess960::double_start_position(518, 518).unwrap(),
            Chess960,
        ),
        (
            "standard FEN, classical rights",
            pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
            Standard,
        ),
        (
            "Shredder-FEN, classical rights",
            pos("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"),
            Chess960,
        ),
        (
            "Shredder-FEN, one right",
            pos("4k3/8/8/8/8/8/8/4K2R w H - 0 1"),
            Chess960,
        ),
        (
            "X-FEN, king off the e-file",
            pos("r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"),
            Chess960,
        ),
        (
            "X-FEN, rook off the a-file",
            pos("1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1"),
            Chess960,
        ),
        (
            "X-FEN, a file letter for an inner rook",
            pos("rr2k2r/8/8/8/8/8/8/RR2K2R w KBkb - 0 1"),
            Chess960,
        ),
        (
            "no castling rights, king off the e-file",
            pos("3k4/8/8/8/8/8/8/3K4 w - - 0 1"),
            Standard,
        ),
        (
            "a setup with classical rights",
            Position::try_from(setup_of("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1")).unwrap(),
            Standard,
        ),
        (
            "a setup whose rights need Chess960",
            Position::try_from(setup_of("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1")).unwrap(),
            Chess960,
        ),
        (
            "an EPD in Shredder-FEN",
            "r3k2r/8/8/8/8/8/8/R3K2R w HAha - bm O-O;"
                .parse::<Epd>()
                .unwrap()
                .position()
                .clone(),
            Chess960,
        ),
        (
            "an EPD in standard FEN",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - bm O-O;"
                .parse::<Epd>()
                .unwrap()
                .position()
                .clone(),
            Standard,
        ),
        (
            "said so by the caller",
            Position::STARTING.with_castling_mode(Chess960),
            Chess960,
        ),
        (
            "said so by the caller, back",
            chess960::start_position(518)
                .unwrap()
                .with_castling_mode(Standard),
            Standard,
        ),
    ];
    for (source, position, mode) in cases {
        assert_eq!(position.castling_mode(), mode, "{source}");
        assert_eq!(position.is_chess960(), mode == Chess960, "{source}");
    }
}

#[test]
fn a_parser_fixed_to_shredder_fen_reads_a_chess960_position() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1";
    let parser = FenParser::new().dialect(DialectKind::Shredder);
    assert!(parser.parse_position(fen).unwrap().is_chess960());
    assert!(
        parser
            .parse(fen)
            .unwrap()
            .into_position()
            .unwrap()
            .is_chess960()
    );
    let standard = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let parser = FenParser::new().dialect(DialectKind::Standard);
    assert!(!parser.parse_position(standard).unwrap().is_chess960());
}

#[test]
fn playing_moves_keeps_the_mode() {
    for mode in [Standard, Chess960] {
        let mut position =
            pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1").with_castling_mode(mode);
        for uci in ["e2e4", "e7e5", "a2a3"] {
            let mv = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
            position = position.play(mv).unwrap();
            assert_eq!(position.castling_mode(), mode);
        }
        let castle = position.castling_move(CastlingSide::King).unwrap();
        let mut in_place = position.clone();
        in_place.play_unchecked_in_place(castle);
        assert_eq!(in_place.castling_mode(), mode);
    }
}

#[test]
fn the_mode_takes_part_in_equality_and_hashing() {
    use std::collections::HashSet;
    let standard = Position::STARTING;
    let chess960 = Position::STARTING.with_castling_mode(Chess960);
    assert_ne!(standard, chess960);
    assert_eq!(standard.setup(), chess960.setup());
    let set: HashSet<Position> = [standard.clone(), chess960.clone(), standard].into();
    assert_eq!(set.len(), 2);
}

/// A Chess960 game: every position in Chess960 mode, the variations' too; its castling in UCI
/// is king takes rook, also from the standard array (the example).
#[test]
fn every_position_of_a_chess960_game_is_in_chess960_mode() {
    let pgn = "[Variant \"Chess960\"]\n\
               [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n\n\
               1. e4 e5 2. Nf3 Nc6 3. Bc4 (3. Bb5 a6 4. O-O) 3... Bc5 4. O-O *\n";
    let mut reader = PgnReader::new(pgn.as_bytes());
    let raw = reader.next_raw().unwrap().unwrap();
    let header = raw.header().unwrap();
    assert_eq!(header.variant, Variant::Chess960);
    assert!(header.start.is_chess960());
    let mut castles = Vec::new();
    let mut seen = 0;
    raw.play(&header, |step| {
        if let Step::Move(played) = step {
            seen += 1;
            assert!(played.before.is_chess960() && played.after.is_chess960());
            if let Some(mv @ fenkit::Move::Castle { .. }) = played.mv {
                castles.push((played.depth, mv.to_uci(played.before.castling_mode())));
            }
        }
    })
    .unwrap();
    assert_eq!(seen, 10);
    let castles: Vec<String> = castles.iter().map(|(d, u)| format!("{d}:{u}")).collect();
    assert_eq!(castles, ["1:e1h1", "0:e1h1"]);
    let game = PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap();
    assert!(game.start().is_chess960() && game.end().is_chess960());

    // The same game without the Variant tag, in standard FEN: standard chess.
    let standard = "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n\
                    1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n";
    let game = PgnReader::new(standard.as_bytes()).next().unwrap().unwrap();
    assert!(!game.start().is_chess960() && !game.end().is_chess960());
    // A Variant tag saying standard chess over a Shredder-FEN tag: standard chess.
    let said = "[Variant \"Standard\"]\n\
                [FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n\n1. e4 *\n";
    let game = PgnReader::new(said.as_bytes()).next().unwrap().unwrap();
    assert!(!game.start().is_chess960());
}

/// UCI written in a position's mode (or the other) reads back to the same move.
fn uci_reads_back(position: Position, chess960: bool) -> TestResult {
    let position = if chess960 {
        position.clone().with_castling_mode(Chess960)
    } else {
        position
    };
    for mode in [position.castling_mode(), Standard, Chess960] {
        for &mv in &position.legal_moves() {
            let text = mv.to_uci(mode).to_string();
            let back = text.parse::<UciMove>().map(|uci| uci.to_move(&position));
            if back != Ok(Ok(mv)) {
                return TestResult::error(format!(
                    "{position} ({mode}): {mv:?} as {text}: {back:?}"
                ));
            }
            // Display writes one of the two, never another move's text.
            let shown = mv.to_string();
            let back = shown.parse::<UciMove>().map(|uci| uci.to_move(&position));
            if back != Ok(Ok(mv)) {
                return TestResult::error(format!("{position}: {mv:?} shown as {shown}: {back:?}"));
            }
        }
    }
    TestResult::passed()
}

#[test]
fn uci_written_in_a_positions_mode_reads_back_to_the_same_move() {
    QuickCheck::new()
        .tests(300)
        .quickcheck(uci_reads_back as fn(Position, bool) -> TestResult);
    // Every castling a Chess960 start has once the pieces between king and rooks are gone.
    for n in 0..chess960::COUNT {
        let start = chess960::start_position(n).unwrap();
        let mut setup: Setup = start.setup().clone();
        for square in start.board().occupied() {
            let piece = start.board().piece_at(square).unwrap();
            if square.rank() == fenkit::Rank::First
                && !matches!(piece.role, fenkit::Role::King | fenkit::Role::Rook)
            {
                setup.board.clear(square);
            }
        }
        let open = Position::try_from(setup).unwrap();
        for chess960 in [false, true] {
            let result = uci_reads_back(open.clone(), chess960);
            assert!(!result.is_failure(), "{n}: {result:?}");
        }
    }
}
