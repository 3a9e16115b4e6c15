//! `fenkit show` as users run it: text diagrams, the SVG image and its last move, and errors.

use fenkit::diagram::{Diagram, Format};
use fenkit::fen::Fen;

use crate::common::*;

#[test]
fn show_draws_text_diagrams() {
    let mut all = fenkit(&["show", IMMORTAL], "");
    all += &fenkit(&["show", "--format", "ascii", "--flip", AFTER_E4], "");
    // An illegal position is still a board to look at.
    all += &fenkit(
        &["show", "--format", "ascii", "8/8/8/8/8/8/8/8 w - - 0 1"],
        "",
    );
    assert_eq!(all.matches("exit: 0\n").count(), 3);
    snapshot!("show_text", all);
}

#[test]
fn show_svg_is_the_librarys_well_formed_image() {
    let out = fenkit(&["show", "--format", "svg", IMMORTAL], "");
    let svg = stdout(&out);
    let setup = IMMORTAL.parse::<Fen>().unwrap().into_setup();
    assert_eq!(svg, Diagram::new(Format::Svg).render(&setup));
    snapshot!("show_svg", out);
}

#[test]
fn show_errors() {
    let mut all = fenkit(
        &[
            "show",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        ],
        "",
    );
    assert!(all.contains("exit: 1\n"));
    let png = fenkit(&["show", "--format", "png", START], "");
    assert!(png.contains("exit: 2\n"));
    all += &png;
    // A last move that is not UCI, or goes nowhere: bad usage.
    for bad in ["e2e9", "e2", "e2e2"] {
        let out = fenkit(&["show", "--last-move", bad, AFTER_E4], "");
        assert!(out.contains("exit: 2\n"), "{out}");
        all += &out;
    }
    // A last move that does not fit the position: bad input.
    for unfit in ["e2e3", "d2d7"] {
        let out = fenkit(&["show", "--last-move", unfit, AFTER_E4], "");
        assert!(out.contains("exit: 1\n"), "{out}");
        all += &out;
    }
    snapshot!("show_errors", all);
}

#[test]
fn show_svg_marks_the_last_move() {
    let out = fenkit(
        &[
            "show",
            "--format",
            "svg",
            "--last-move",
            "e2e4",
            "--no-coordinates",
            AFTER_E4,
        ],
        "",
    );
    assert!(out.contains("exit: 0\n"), "{out}");
    let setup = AFTER_E4.parse::<Fen>().unwrap().into_setup();
    let e2e4 = Diagram::new(Format::Svg)
        .coordinates(false)
        .last_move("e2".parse().unwrap(), "e4".parse().unwrap());
    assert_eq!(stdout(&out), e2e4.render(&setup));
    // Castling written king-takes-rook leaves the rook's square empty, and is accepted.
    let castled = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4";
    for written in ["e1g1", "e1h1"] {
        let out = fenkit(&["show", "--last-move", written, castled], "");
        assert!(out.contains("exit: 0\n"), "{out}");
    }
    // --coordinates is the default; the last of the pair wins.
    let with = fenkit(&["show", "--no-coordinates", "--coordinates", AFTER_E4], "");
    assert_eq!(stdout(&with), stdout(&fenkit(&["show", AFTER_E4], "")));
}
