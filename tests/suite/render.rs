//! The SVG diagram as a user sees it: rendered to pixels with resvg (no fonts loaded, so
//! anything drawn with text would be missing), then looked at square by square.

use fenkit::diagram::{Diagram, Format, SVG_MARGIN, SVG_SIZE, SVG_SQUARE};
use fenkit::fen::{Fen, STARTING_FEN};
use fenkit::{File, Rank, Setup, Square};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};

use crate::common::IMMORTAL;

const LIGHT: Rgb = [0xf0, 0xd9, 0xb5];
const DARK: Rgb = [0xb5, 0x88, 0x63];
const LIGHT_MOVED: Rgb = [0xf4, 0xe9, 0x7a];
const DARK_MOVED: Rgb = [0xcd, 0xb3, 0x3c];

type Rgb = [u8; 3];

fn setup(text: &str) -> Setup {
    text.parse::<Fen>().unwrap().into_setup()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A rendered diagram, one pixel per SVG unit.
struct Picture {
    pixmap: Pixmap,
    flipped: bool,
}

impl Picture {
    #[track_caller]
    fn of(diagram: Diagram, flipped: bool, setup: &Setup) -> Picture {
        let svg = diagram.render(setup);
        let tree = Tree::from_str(&svg, &Options::default()).expect("resvg reads the SVG");
        let side = u32::try_from(SVG_SIZE).unwrap();
        assert_eq!(tree.size().width(), SVG_SIZE as f32);
        let mut pixmap = Pixmap::new(side, side).unwrap();
        resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
        Picture { pixmap, flipped }
    }

    fn new(setup: &Setup) -> Picture {
        Picture::of(Diagram::new(Format::Svg), false, setup)
    }

    /// The colour at a pixel (the background is opaque, so no alpha to undo).
    fn at(&self, x: usize, y: usize) -> Rgb {
        let p = self.pixmap.pixel(x as u32, y as u32).unwrap();
        assert_eq!(p.alpha(), 255, "opaque at {x},{y}");
        [p.red(), p.green(), p.blue()]
    }

    /// The top-left pixel of a square, as seen.
    fn origin(&self, square: Square) -> (usize, usize) {
        let (col, row) = if self.flipped {
            (7 - square.file().index(), square.rank().index())
        } else {
            (square.file().index(), 7 - square.rank().index())
        };
        (SVG_MARGIN + col * SVG_SQUARE, SVG_MARGIN + row * SVG_SQUARE)
    }

    fn centre(&self, square: Square) -> Rgb {
        let (x, y) = self.origin(square);
        self.at(x + SVG_SQUARE / 2, y + SVG_SQUARE / 2)
    }

    /// A corner of a square, where no piece reaches.
    fn corner(&self, square: Square) -> Rgb {
        let (x, y) = self.origin(square);
        self.at(x + 2, y + 2)
    }

    /// Every pixel of a square but its outermost row and column (where neighbours blend in).
    fn square(&self, square: Square) -> Vec<Rgb> {
        let (x0, y0) = self.origin(square);
        let mut pixels = Vec::new();
        for y in y0 + 1..y0 + SVG_SQUARE - 1 {
            for x in x0 + 1..x0 + SVG_SQUARE - 1 {
                pixels.push(self.at(x, y));
            }
        }
        pixels
    }

    /// Every pixel of the margin beside the `i`th row as seen (ranks, on the left) or under the
    /// `i`th column (files).
    fn label(&self, axis: Axis, i: usize) -> Vec<Rgb> {
        let along = SVG_MARGIN + i * SVG_SQUARE..SVG_MARGIN + (i + 1) * SVG_SQUARE;
        let across = match axis {
            Axis::Ranks => 0..SVG_MARGIN,
            Axis::Files => SVG_MARGIN + 8 * SVG_SQUARE..SVG_SIZE,
        };
        let mut pixels = Vec::new();
        for a in along {
            for b in across.clone() {
                pixels.push(match axis {
                    Axis::Ranks => self.at(b, a),
                    Axis::Files => self.at(a, b),
                });
            }
        }
        pixels
    }

    fn count(&self, square: Square, test: fn(Rgb) -> bool) -> usize {
        self.square(square).into_iter().filter(|&p| test(p)).count()
    }
}

/// Where coordinates stand: the ranks' digits left of the board, the files' letters under it.
#[derive(Debug, Clone, Copy)]
enum Axis {
    Ranks,
    Files,
}

#[track_caller]
fn assert_near(found: Rgb, expected: Rgb) {
    let close = found.iter().zip(expected).all(|(&f, e)| f.abs_diff(e) <= 2);
    assert!(close, "found {found:02x?}, expected {expected:02x?}");
}

fn whiteish([r, g, b]: Rgb) -> bool {
    r > 245 && g > 245 && b > 245
}

fn blackish([r, g, b]: Rgb) -> bool {
    r < 40 && g < 40 && b < 40
}

fn reddish([r, g, b]: Rgb) -> bool {
    r > 150 && g < 90 && b < 90
}

#[test]
fn light_and_dark_squares_have_their_colours() {
    let pic = Picture::new(&Setup::STARTING);
    // a1 is dark, h1 light; e4 light, d4 dark; the corners of occupied squares too.
    for (name, colour) in [("e4", LIGHT), ("d4", DARK), ("e5", DARK), ("d5", LIGHT)] {
        assert_near(pic.centre(sq(name)), colour);
    }
    assert_near(pic.corner(sq("a1")), DARK);
    assert_near(pic.corner(sq("h1")), LIGHT);
    assert_near(pic.corner(sq("a8")), LIGHT);
}

#[test]
fn pieces_are_drawn_without_any_font() {
    let pic = Picture::new(&Setup::STARTING);
    for file in File::ALL {
        for rank in Rank::ALL {
            let square = Square::from_coords(file, rank);
            let (white, black) = (pic.count(square, whiteish), pic.count(square, blackish));
            match rank.index() {
                // A white piece: a white body with a dark outline.
                0 | 1 => assert!(white > 150 && black > 60, "{square}: {white} {black}"),
                // A black piece: mostly black, with a few white lines on the larger pieces.
                6 | 7 => assert!(
                    black > 250 && black > 3 * white,
                    "{square}: {white} {black}"
                ),
                // Nothing but the square's colour.
                _ => assert!(white == 0 && black == 0, "{square}: {white} {black}"),
            }
        }
    }
    // The same piece looks the same on every square of its colour, and each role differs.
    assert_eq!(pic.square(sq("a2")), pic.square(sq("c2")));
    assert_ne!(pic.square(sq("a2")), pic.square(sq("a4")));
    let back_rank: Vec<_> = ["a1", "b1", "c1", "d1", "e1"]
        .map(|name| pic.square(sq(name)))
        .to_vec();
    for (i, a) in back_rank.iter().enumerate() {
        for b in &back_rank[i + 1..] {
            assert_ne!(a, b);
        }
    }
    // Nothing needs a font: there is no text to draw, coordinates included.
    let svg = Diagram::new(Format::Svg).render(&Setup::STARTING);
    assert!(!svg.contains("<text") && !svg.contains("font"), "{svg}");
}

/// Ink of the coordinates' grey (#333333), anti-aliased edges included.
fn inked([r, g, b]: Rgb) -> bool {
    r < 160 && g < 160 && b < 160
}

#[test]
fn the_coordinates_are_drawn_in_the_margins() {
    let plain = Picture::new(&Setup::STARTING);
    let flipped = Picture::of(Diagram::new(Format::Svg).flipped(), true, &Setup::STARTING);
    let bare = Picture::of(
        Diagram::new(Format::Svg).coordinates(false),
        false,
        &Setup::STARTING,
    );
    for axis in [Axis::Ranks, Axis::Files] {
        let labels: Vec<_> = (0..8).map(|i| plain.label(axis, i)).collect();
        for (i, label) in labels.iter().enumerate() {
            let ink = label.iter().filter(|&&p| inked(p)).count();
            assert!(ink > 12, "{axis:?} {i}: {ink} pixels of ink");
            // Seen from Black's side, the same labels in the other order.
            assert_eq!(&flipped.label(axis, 7 - i), label, "{axis:?} {i}");
            // Without coordinates, a blank margin.
            assert!(
                bare.label(axis, i).iter().all(|&p| whiteish(p)),
                "{axis:?} {i}"
            );
            // Every digit and every letter is its own.
            for other in &labels[i + 1..] {
                assert_ne!(label, other, "{axis:?} {i}");
            }
        }
    }
}

#[test]
fn each_piece_is_defined_once_and_used_per_square() {
    let svg = Diagram::new(Format::Svg).render(&Setup::STARTING);
    assert_eq!(svg.matches("<use ").count(), 32);
    for id in ["white-pawn", "white-king", "black-knight", "black-queen"] {
        assert_eq!(svg.matches(&format!("id=\"{id}\"")).count(), 1, "{id}");
    }
    // Only the pieces on the board are defined.
    let lone_kings = Diagram::new(Format::Svg).render(&setup("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    assert_eq!(lone_kings.matches(" id=\"").count(), 2, "{lone_kings}");
    // About 11 KB of pieces and squares, 3 KB of coordinate glyphs.
    assert!(svg.len() < 15_000, "{} bytes", svg.len());
}

#[test]
fn the_last_move_tints_both_squares() {
    let after_nf3 = setup("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    let plain = Picture::new(&after_nf3);
    let marked = Picture::of(
        Diagram::new(Format::Svg).last_move(sq("g1"), sq("f3")),
        false,
        &after_nf3,
    );
    // g1 (dark) is empty now; f3 (light) has the knight, so look at its corner.
    assert_near(plain.centre(sq("g1")), DARK);
    assert_near(marked.centre(sq("g1")), DARK_MOVED);
    assert_near(plain.corner(sq("f3")), LIGHT);
    assert_near(marked.corner(sq("f3")), LIGHT_MOVED);
    // The knight still shows on its tinted square; no other square changes.
    assert!(marked.count(sq("f3"), whiteish) > 150);
    for square in Square::all().filter(|&s| s != sq("g1") && s != sq("f3")) {
        assert_eq!(plain.square(square), marked.square(square), "{square}");
    }
}

#[test]
fn a_king_in_check_stands_on_a_red_glow() {
    // The Immortal Game's last position: 23.Be7#, the black king on d8 is in check.
    let mate = setup(IMMORTAL);
    let pic = Picture::new(&mate);
    let red = pic.count(sq("d8"), reddish);
    assert!(red > 150, "{red} red pixels on d8");
    // Brightest near the king, fading towards the corners of the square.
    assert!(!reddish(pic.corner(sq("d8"))));
    // Nowhere else.
    for square in Square::all().filter(|&s| s != sq("d8")) {
        assert_eq!(pic.count(square, reddish), 0, "{square}");
    }
    // The same board with White to move: no check, no glow.
    let mut quiet = mate.clone();
    quiet.turn = fenkit::Color::White;
    let pic = Picture::new(&quiet);
    assert_eq!(pic.count(sq("d8"), reddish), 0);
    assert_eq!(pic.count(sq("e2"), reddish), 0);
}

#[test]
fn a_flipped_board_puts_a1_top_right() {
    let start = setup(STARTING_FEN);
    let white = Picture::new(&start);
    let black = Picture::of(Diagram::new(Format::Svg).flipped(), true, &start);
    // The white rook on a1: bottom-left from White's side, top-right from Black's.
    let top_right = SVG_MARGIN + 7 * SVG_SQUARE;
    assert_eq!(black.origin(sq("a1")), (top_right, SVG_MARGIN));
    assert!(black.count(sq("a1"), whiteish) > 150);
    for square in Square::all() {
        assert_eq!(white.square(square), black.square(square), "{square}");
    }
    // The top-left square from Black's side is h1, with White's other rook.
    assert_eq!(black.origin(sq("h1")), (SVG_MARGIN, SVG_MARGIN));
    assert_eq!(white.origin(sq("h1")), (top_right, top_right));
}

#[test]
fn the_side_to_move_disc_takes_its_colour() {
    let disc_x = SVG_MARGIN + 8 * SVG_SQUARE + SVG_MARGIN / 2;
    let bottom = SVG_MARGIN + 8 * SVG_SQUARE - SVG_SQUARE / 2;
    let top = SVG_MARGIN + SVG_SQUARE / 2;
    // White to move: a white disc with a black rim beside White's side of the board.
    let white = Picture::new(&Setup::STARTING);
    assert!(whiteish(white.at(disc_x, bottom)));
    assert!(white.at(disc_x, bottom - 7)[0] < 128);
    assert!(whiteish(white.at(disc_x, top - 7)));
    // Black to move: a black disc beside Black's side, nothing at White's.
    let black = Picture::new(&setup(IMMORTAL));
    assert!(blackish(black.at(disc_x, top)));
    assert!(whiteish(black.at(disc_x, bottom - 7)));
}

#[test]
fn the_readme_picture_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/images/immortal.svg");
    let file = std::fs::read_to_string(path).expect("docs/images/immortal.svg");
    let diagram = Diagram::new(Format::Svg).last_move(sq("d6"), sq("e7"));
    assert_eq!(file, diagram.render(&setup(IMMORTAL)), "regenerate {path}");
}
