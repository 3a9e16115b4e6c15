//! Field-by-field explanations in English, French and Polish.

use fenkit::Position;
use fenkit::explain::{Lang, explain, explain_san};
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

/// Moves that show every point of a move explanation: a quiet move, disambiguation by file,
/// by rank and by square, a pinned rival, a pawn capture, en passant, a promotion with
/// capture, check, mate, castling (classical and Chess960), and a text that is not canonical.
/// Each (FEN, SAN in English, in French, in Polish).
const MOVES: &[(&str, [&str; 3])] = &[
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ["Nf3", "Cf3", "Sf3"],
    ),
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ["Ng1-f3", "Cg1-f3", "Sg1-f3"],
    ),
    (
        "r1bqnknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1",
        ["Ngf6", "Cgf6", "Sgf6"],
    ),
    ("3k4/8/8/8/8/8/8/R4RK1 w - - 0 1", ["Rae1", "Tae1", "Wae1"]),
    (
        "3r1k2/8/8/3R4/8/8/8/3R1K2 w - - 0 1",
        ["R1d3", "T1d3", "W1d3"],
    ),
    (
        "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1",
        ["Qh4e1", "Dh4e1", "Hh4e1"],
    ),
    ("4kr2/8/8/8/8/5N2/8/1N3K2 w - - 0 1", ["Nd2", "Cd2", "Sd2"]),
    (
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        ["exd5", "exd5", "exd5"],
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ["exf6", "exf6", "exf6"],
    ),
    (
        "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        ["axb8=Q+", "axb8D", "axb8=H+"],
    ),
    (
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        ["Qxf7#", "Dxf7#", "Hxf7#"],
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        ["O-O-O", "0-0-0", "O-O-O"],
    ),
    ("1k6/8/8/8/8/8/8/RK5R w HA - 0 1", ["O-O", "O-O", "O-O"]),
];

#[test]
fn moves_are_explained_in_three_languages() {
    for (lang, index, name) in [
        (Lang::En, 0, "explain_move_en"),
        (Lang::Fr, 1, "explain_move_fr"),
        (Lang::Pl, 2, "explain_move_pl"),
    ] {
        let mut all = String::new();
        for (fen, texts) in MOVES {
            let pos: Position = fen.parse().expect("a legal position");
            let text = explain_san(&pos, texts[index], lang).expect("a legal move");
            all += &format!("{fen}\n{text}\n");
        }
        snapshots().bind(|| insta::assert_snapshot!(name, all));
    }
}

#[test]
fn a_move_that_is_not_legal_is_the_san_error() {
    let err =
        explain_san(&Position::STARTING, "Cf3", Lang::En).expect_err("C is no English letter");
    assert_eq!(err.span(), 0..1);
    assert_eq!(
        explain_san(&Position::STARTING, "Cf3", Lang::Fr)
            .expect("French")
            .lines()
            .next(),
        Some("Cf3 : cavalier blanc, de g1 en f3.")
    );
}
