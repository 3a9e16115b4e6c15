use crate::{Position, perft};

fn count(fen: &str, depth: u32) -> u64 {
    perft(&fen.parse::<Position>().unwrap(), depth)
}

#[test]
fn start_position() {
    assert_eq!(
        count(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            4
        ),
        197_281
    );
}

#[test]
fn kiwipete() {
    assert_eq!(
        count(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            3
        ),
        97_862
    );
}

/// `has_legal_move` answers as counting the moves does, in any position and in every position
/// a move leads to (checks and mates among them).
#[test]
fn a_legal_move_is_found_exactly_when_there_is_one() {
    fn prop(pos: Position) -> bool {
        let agrees = |pos: &Position| pos.has_legal_move() == (pos.legal_move_count() > 0);
        agrees(&pos)
            && pos
                .legal_moves()
                .iter()
                .all(|&mv| agrees(&pos.play_unchecked(mv)))
    }
    quickcheck::QuickCheck::new()
        .tests(500)
        .quickcheck(prop as fn(Position) -> bool);
    // Mate and stalemate, where no king step is free.
    for fen in [
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    ] {
        assert!(!fen.parse::<Position>().unwrap().has_legal_move(), "{fen}");
    }
}
