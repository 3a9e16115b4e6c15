//! Field-by-field explanations in English, French and Polish.

use fenkit::explain::{Lang, explain};
use fenkit::fen::Fen;

use crate::common::snapshots;

/// The seed positions, then Chess960 and en passant cases the seeds do not show.
const POSITIONS: [(&str, &str); 11] = [
    (
        "start position",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "after 1.e4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    ),
    (
        "after 1...c5",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
    ),
    (
        "after 2.Nf3",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    ),
    (
        "the Immortal Game after 23.Be7#",
        "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23",
    ),
    (
        "Forsyth's 1883 example",
        "1r6/5pp1/R1R4p/1r1pP3/2pkQPP1/7P/1P6/2K5 w - - 0 41",
    ),
    (
        "Chess960 in Shredder-FEN",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    ),
    (
        "X-FEN: KQkq for Chess960 kings and rooks",
        "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1",
    ),
    (
        "X-FEN: a file letter for an inner rook",
        "rr2k2r/8/8/8/8/8/8/RR2K2R b Kb - 3 30",
    ),
    (
        "an en passant capture that is legal",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ),
    (
        "an en passant capture that a pin forbids",
        "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
    ),
];

fn all_explained(lang: Lang) -> String {
    POSITIONS
        .iter()
        .map(|(title, text)| {
            let fen: Fen = text.parse().unwrap();
            format!("## {title}\n{}", explain(&fen, lang))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn explains_in_english() {
    let text = all_explained(Lang::En);
    assert!(text.contains("Rank 6: 8 = 8 empty squares"));
    assert!(text.contains("Both sides may still castle on both wings."));
    assert!(text.contains("e3 is the square the white pawn passed over"));
    snapshots().bind(|| insta::assert_snapshot!("explain_en", text));
}

#[test]
fn explains_in_french() {
    let text = all_explained(Lang::Fr);
    assert!(text.contains("Rangée 6 : 8 = 8 cases vides"));
    assert!(text.contains("Rangée 4 : 4P3 = 4 cases vides, pion blanc, 3 cases vides"));
    assert!(text.contains("Trait aux noirs."));
    snapshots().bind(|| insta::assert_snapshot!("explain_fr", text));
}

#[test]
fn explains_in_polish_with_number_agreement() {
    let text = all_explained(Lang::Pl);
    assert!(text.contains("Rząd 6: 8 = 8 pustych pól"));
    assert!(text.contains("PPPP1PPP = 4 białe piony, 1 puste pole, 3 białe piony"));
    assert!(text.contains("Rząd 7: pppppppp = 8 czarnych pionów"));
    assert!(text.contains("0 posunięć od ostatniego bicia"));
    assert!(text.contains("1 posunięcie od ostatniego bicia"));
    assert!(text.contains("3 posunięcia od ostatniego bicia"));
    snapshots().bind(|| insta::assert_snapshot!("explain_pl", text));
}

#[test]
fn names_the_dialect_the_castling_field_was_read_in() {
    let dialect_line = |text: &str| {
        let fen: Fen = text.parse().unwrap();
        explain(&fen, Lang::En)
            .lines()
            .find(|l| l.contains("Written in"))
            .unwrap()
            .trim()
            .split(':')
            .next()
            .unwrap()
            .to_owned()
    };
    assert_eq!(
        dialect_line(POSITIONS[0].1),
        "Written in standard FEN (PGN 1994)"
    );
    assert_eq!(dialect_line(POSITIONS[6].1), "Written in Shredder-FEN");
    assert_eq!(dialect_line(POSITIONS[7].1), "Written in X-FEN (Scharnagl)");
}
