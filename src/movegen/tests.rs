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
