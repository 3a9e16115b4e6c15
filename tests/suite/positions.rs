//! The positions the tests share, the seed examples among them (shared with the CLI tests).

#![allow(dead_code)]

/// The position after 1.e4, with the en passant square PGN 1994 writes.
pub(crate) const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
/// The Immortal Game after 23.Be7#.
pub(crate) const IMMORTAL: &str = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";

/// Forsyth's 1883 example from the Glasgow Weekly Herald, with the underlines the plain-text
/// copy of the seed lost (the colours come from the modern FEN printed beside it).
pub(crate) const SEED_1883: &str = "0 R\u{332} 6\n\
                                    5 P\u{332} P\u{332} 0\n\
                                    R 0 R 4 P\u{332}\n\
                                    0 R\u{332} 0 P\u{332} P 3\n\
                                    2 P\u{332} K\u{332} Q P P 0\n\
                                    7 P\n\
                                    0 P 6\n\
                                    2 K 5";
/// What [`SEED_1883`] reads as, after Black's 40th move.
pub(crate) const SEED_1883_FEN: &str = "1r6/5pp1/R1R4p/1r1pP3/2pkQPP1/7P/1P6/2K5 w - - 0 41";

/// The 1897 example from The Chess Bouquet.
pub(crate) const SEED_1897: &str =
    "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1";
/// What [`SEED_1897`] reads as.
pub(crate) const SEED_1897_FEN: &str = "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1 w - - 0 1";
