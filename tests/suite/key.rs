//! The Polyglot key: the book format's published test positions, reached from their FEN and by
//! playing the moves, and the en passant rule of the format.

use fenkit::uci::UciMove;
use fenkit::{Key, Position};

/// The test positions published with the Polyglot book format (Michel Van den Bergh's
/// description, "Random64[781]"): the moves from the start, the FEN, the key.
const PUBLISHED: &[(&str, &str, &str)] = &[
    (
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "463b96181691fc9c",
    ),
    (
        "e2e4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "823c9b50fd114196",
    ),
    (
        "e2e4 d7d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        "0756b94461c50fb0",
    ),
    (
        "e2e4 d7d5 e4e5",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
        "662fafb965db29d4",
    ),
    (
        "e2e4 d7d5 e4e5 f7f5",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "22a48b5a8e47ff78",
    ),
    (
        "e2e4 d7d5 e4e5 f7f5 e1e2",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
        "652a607ca3f242c1",
    ),
    (
        "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7",
        "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
        "00fdd303c946bdd9",
    ),
    (
        "a2a4 b7b5 h2h4 b5b4 c2c4",
        "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
        "3c8123ea7b067637",
    ),
    (
        "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3",
        "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
        "5c3f9b829b279560",
    ),
];

fn played(moves: &str) -> Position {
    let mut pos = Position::STARTING;
    for uci in moves.split_whitespace() {
        let mv = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos = pos.play(mv).unwrap();
    }
    pos
}

#[test]
fn the_published_test_positions() {
    for &(moves, fen, key) in PUBLISHED {
        let from_fen: Position = fen.parse().unwrap();
        assert_eq!(from_fen.key().to_string(), key, "{fen}");
        let by_moves = played(moves);
        assert_eq!(by_moves.key().to_string(), key, "after {moves:?}");
        assert_eq!(key.parse::<Key>(), Ok(by_moves.key()));
        assert_eq!(format!("{:x}", by_moves.key()), key);
        assert_eq!(
            u64::from(by_moves.key()),
            u64::from_str_radix(key, 16).unwrap()
        );
    }
}

#[test]
fn the_en_passant_file_counts_only_with_a_pawn_beside() {
    let key = |fen: &str| fen.parse::<Position>().unwrap().key();
    // No white pawn beside d5: the square changes nothing.
    assert_eq!(
        key("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1"),
        key("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1")
    );
    // A pawn beside it counts, even pinned so that taking is illegal (the format does not ask).
    assert_ne!(
        key("8/8/8/KPp4r/8/8/8/7k w - c6 0 1"),
        key("8/8/8/KPp4r/8/8/8/7k w - - 0 1")
    );
    // The clocks are not part of the key.
    assert_eq!(
        key("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        key("4k3/8/8/8/8/8/8/4K2R w K - 37 90")
    );
}

#[test]
fn castling_rights_count_by_side() {
    let key = |fen: &str| fen.parse::<Position>().unwrap().key();
    let standard = key("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let values = [
        key("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"),
        key("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"),
        key("r3k2r/8/8/8/8/8/8/R3K2R w KQq - 0 1"),
        key("r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1"),
        key("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"),
        key("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"),
    ];
    for (i, value) in values.iter().enumerate() {
        assert_ne!(*value, standard, "{i}");
    }
    // The four rights are four values: taking them away one by one and all at once agree.
    let xor = |a: Key, b: Key| u64::from(a) ^ u64::from(b);
    let each: u64 = values[..4].iter().fold(0, |acc, v| acc ^ xor(*v, standard));
    assert_eq!(each, xor(values[4], standard));
    // A Chess960 right is a king-side or queen-side right: the same four values.
    let chess960 = xor(
        key("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"),
        key("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w - - 0 1"),
    );
    assert_eq!(chess960, xor(values[4], standard));
}
