//! Board diagrams: text with figurines or letters, and an SVG image.
//!
//! | format | looks like | for |
//! |---|---|---|
//! | [`Format::Unicode`] | `♜ ♞ ♝ …`, `·` for an empty square | terminals with Unicode |
//! | [`Format::Ascii`] | `r n b …` (FEN letters), `.` for an empty square | any terminal, logs |
//! | [`Format::Svg`] | an image with light and dark squares | browsers, documents |
//!
//! Every format shows whose move it is and, unless [`Diagram::coordinates`] turns them off, the
//! coordinates; [`Diagram::flipped`] shows the board from Black's side. The output depends only
//! on the position and the options, so it can be snapshot-tested.
//!
//! The SVG image draws its pieces as paths defined once in the file (`<defs>`, then one `<use>`
//! per piece), and its coordinates as paths too, so it looks the same in every viewer and needs
//! no font at all. It also shows what a teacher or a GUI marks on a board: the last move's two
//! squares ([`Diagram::last_move`]) and, without being asked, a red glow under a king in check.
//!
//! ```
//! use fenkit::diagram::{Diagram, Format};
//! use fenkit::Setup;
//! let text = Diagram::new(Format::Ascii).render(&Setup::STARTING);
//! assert_eq!(text.lines().next(), Some("8 r n b q k b n r"));
//! assert_eq!(text.lines().nth(8), Some("  a b c d e f g h"));
//! assert_eq!(text.lines().last(), Some("White to move"));
//! let flipped = Diagram::new(Format::Ascii).flipped().render(&Setup::STARTING);
//! assert_eq!(flipped.lines().next(), Some("1 R N B K Q B N R"));
//! let bare = Diagram::new(Format::Ascii).coordinates(false).render(&Setup::STARTING);
//! assert_eq!(bare.lines().next(), Some("r n b q k b n r"));
//! ```

use core::fmt::Write as _;

use crate::board::Board;
use crate::piece::{Color, Piece, Role};
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

/// The side of one square of the SVG board, in pixels.
pub const SVG_SQUARE: usize = 48;
/// The space around the SVG board for coordinates and the side-to-move disc, in pixels.
pub const SVG_MARGIN: usize = 24;
/// The width and height of the SVG image, in pixels.
pub const SVG_SIZE: usize = SVG_MARGIN * 2 + SVG_SQUARE * 8;

const SQ: usize = SVG_SQUARE;
const MARGIN: usize = SVG_MARGIN;
const SIDE: usize = SVG_SIZE;

/// The colours of the SVG board: light and dark squares, and the same squares when they are
/// part of the last move.
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const LIGHT_MOVED: &str = "#f4e97a";
const DARK_MOVED: &str = "#cdb33c";

/// How a diagram is drawn.
///
/// ```
/// use fenkit::diagram::Format;
/// assert_eq!("svg".parse::<Format>()?, Format::Svg);
/// assert_eq!(Format::Unicode.to_string(), "unicode");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = format_error
)]
#[non_exhaustive]
pub enum Format {
    /// Text with chess figurines (U+2654..U+265F).
    #[default]
    Unicode,
    /// Text with FEN letters.
    Ascii,
    /// An SVG image.
    Svg,
}

impl Format {
    /// Every format: Unicode, ASCII, SVG.
    ///
    /// ```
    /// use fenkit::diagram::Format;
    /// assert_eq!(Format::ALL, [Format::Unicode, Format::Ascii, Format::Svg]);
    /// ```
    pub const ALL: &'static [Format] = <Format as strum::VariantArray>::VARIANTS;
}

fn format_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::DiagramFormat,
        found,
        &["unicode", "ascii", "svg"],
    )
}

/// Draws a position in one format, from White's side or (flipped) Black's, with or without
/// coordinates, and (in SVG) the last move.
///
/// ```
/// use fenkit::diagram::{Diagram, Format};
/// use fenkit::Square;
/// static GUI: Diagram = Diagram::new(Format::Svg).coordinates(false);
/// let (e2, e4): (Square, Square) = ("e2".parse()?, "e4".parse()?);
/// let after_e4 = GUI.last_move(e2, e4);
/// assert_eq!(after_e4.last_move_squares(), Some((e2, e4)));
/// assert!(after_e4.render(&fenkit::Setup::STARTING).contains("last-move"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct Diagram {
    format: Format,
    flipped: bool,
    coordinates: bool,
    last_move: Option<(Square, Square)>,
}

impl Diagram {
    /// A diagram in this format, seen from White's side (rank 8 at the top), with coordinates.
    pub const fn new(format: Format) -> Diagram {
        Diagram {
            format,
            flipped: false,
            coordinates: true,
            last_move: None,
        }
    }

    /// Seen from Black's side: rank 1 at the top, the h-file on the left.
    pub const fn flipped(self) -> Diagram {
        Diagram {
            flipped: true,
            ..self
        }
    }

    /// With the file letters and rank digits beside the board (`true`, the default) or
    /// without them.
    pub const fn coordinates(self, coordinates: bool) -> Diagram {
        Diagram {
            coordinates,
            ..self
        }
    }

    /// Marks the last move's squares, where the piece came from and where it went (for
    /// castling, where the king came from and the king's or the rook's square, as the move was
    /// written). The SVG image tints both squares; the text formats do not show it.
    ///
    /// The squares are drawn as given; whether the move could have led to the position is for
    /// the caller to check.
    pub const fn last_move(self, from: Square, to: Square) -> Diagram {
        Diagram {
            last_move: Some((from, to)),
            ..self
        }
    }

    /// The last move's squares, if set.
    #[must_use]
    pub const fn last_move_squares(&self) -> Option<(Square, Square)> {
        self.last_move
    }

    /// The diagram of a position, with whose move it is (text ends with a newline). In SVG, a
    /// king of the side to move that is in check stands on a red glow.
    #[must_use]
    pub fn render(&self, setup: &Setup) -> String {
        self.draw(&setup.board, Some(setup.turn), Some(setup))
    }

    /// The diagram of a board alone: squares, pieces and coordinates, no side to move (so no
    /// check either).
    ///
    /// ```
    /// use fenkit::diagram::{Diagram, Format};
    /// use fenkit::Board;
    /// let text = Diagram::new(Format::Unicode).render_board(&Board::STARTING);
    /// assert_eq!(text.lines().next(), Some("8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜"));
    /// assert_eq!(text.lines().count(), 9);
    /// ```
    #[must_use]
    pub fn render_board(&self, board: &Board) -> String {
        self.draw(board, None, None)
    }

    fn draw(&self, board: &Board, turn: Option<Color>, setup: Option<&Setup>) -> String {
        match self.format {
            Format::Unicode => self.text(board, turn, Piece::figurine, '·'),
            Format::Ascii => self.text(board, turn, Piece::char, '.'),
            Format::Svg => self.svg(board, turn, setup),
        }
    }

    /// The ranks top to bottom and the files left to right, as seen.
    fn axes(&self) -> ([Rank; 8], [File; 8]) {
        let mut ranks = Rank::ALL;
        let mut files = File::ALL;
        if self.flipped {
            files.reverse();
        } else {
            ranks.reverse();
        }
        (ranks, files)
    }

    fn text(
        &self,
        board: &Board,
        turn: Option<Color>,
        glyph: fn(Piece) -> char,
        empty: char,
    ) -> String {
        let (ranks, files) = self.axes();
        let mut out = String::with_capacity(256);
        for rank in ranks {
            if self.coordinates {
                out.push(rank.char());
                out.push(' ');
            }
            for (i, file) in files.into_iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                let square = Square::from_coords(file, rank);
                out.push(board.piece_at(square).map_or(empty, glyph));
            }
            out.push('\n');
        }
        if self.coordinates {
            out.push(' ');
            for file in files {
                out.push(' ');
                out.push(file.char());
            }
            out.push('\n');
        }
        if let Some(turn) = turn {
            out.push_str(to_move(turn));
            out.push('\n');
        }
        out
    }

    fn svg(&self, board: &Board, turn: Option<Color>, setup: Option<&Setup>) -> String {
        let (ranks, files) = self.axes();
        // The king of the side to move, when it is in check.
        let checked =
            turn.and_then(|turn| board.king_of(turn).filter(|_| board.checkers(turn).any()));
        let mut out = String::with_capacity(8192);
        let _ = write!(
            out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
             width=\"{SIDE}\" height=\"{SIDE}\" viewBox=\"0 0 {SIDE} {SIDE}\">\n\
             <title>{}</title>\n\
             <defs>\n",
            escape(&title(setup, board))
        );
        if checked.is_some() {
            out.push_str(
                "<radialGradient id=\"check\">\
                 <stop offset=\"0\" stop-color=\"#ff0000\"/>\
                 <stop offset=\"0.6\" stop-color=\"#e60000\" stop-opacity=\"0.85\"/>\
                 <stop offset=\"1\" stop-color=\"#c00000\" stop-opacity=\"0\"/>\
                 </radialGradient>\n",
            );
        }
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece { color, role };
                if board.by_piece(piece).any() {
                    piece_def(piece, &mut out);
                }
            }
        }
        let _ = writeln!(
            out,
            "</defs>\n<rect x=\"0\" y=\"0\" width=\"{SIDE}\" height=\"{SIDE}\" fill=\"#ffffff\"/>"
        );
        for (row, &rank) in ranks.iter().enumerate() {
            for (col, &file) in files.iter().enumerate() {
                let (x, y) = (MARGIN + col * SQ, MARGIN + row * SQ);
                let square = Square::from_coords(file, rank);
                let dark = (file.index() + rank.index()) % 2 == 0;
                let moved = self
                    .last_move
                    .is_some_and(|(from, to)| square == from || square == to);
                let (class, fill) = match (dark, moved) {
                    (true, false) => ("dark", DARK),
                    (false, false) => ("light", LIGHT),
                    (true, true) => ("dark last-move", DARK_MOVED),
                    (false, true) => ("light last-move", LIGHT_MOVED),
                };
                let _ = writeln!(
                    out,
                    "<rect class=\"{class}\" x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\" fill=\"{fill}\"/>"
                );
                if checked == Some(square) {
                    let _ = writeln!(
                        out,
                        "<rect class=\"check\" x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\" fill=\"url(#check)\"/>"
                    );
                }
                if let Some(piece) = board.piece_at(square) {
                    let _ = writeln!(
                        out,
                        "<use xlink:href=\"#{}\" x=\"{x}\" y=\"{y}\"/>",
                        piece_id(piece)
                    );
                }
            }
        }
        if self.coordinates {
            // Each glyph is drawn in a 6 × 10 box whose bottom edge is the baseline: ranks
            // centred on their row, files under the board, centred on their column.
            out.push_str(
                "<g class=\"coordinates\" fill=\"none\" stroke=\"#333333\" stroke-width=\"1.3\" \
                 stroke-linecap=\"round\" stroke-linejoin=\"round\">\n",
            );
            for (row, &rank) in ranks.iter().enumerate() {
                let (x, y) = (MARGIN / 2 - 3, MARGIN + row * SQ + SQ / 2 - 5);
                let glyph = RANK_GLYPHS[rank.index()];
                let _ = writeln!(
                    out,
                    "<path transform=\"translate({x} {y})\" d=\"{glyph}\"/>"
                );
            }
            for (col, &file) in files.iter().enumerate() {
                let (x, y) = (MARGIN + col * SQ + SQ / 2 - 3, MARGIN + SQ * 8 + 7);
                let glyph = FILE_GLYPHS[file.index()];
                let _ = writeln!(
                    out,
                    "<path transform=\"translate({x} {y})\" d=\"{glyph}\"/>"
                );
            }
            out.push_str("</g>\n");
        }
        if let Some(turn) = turn {
            self.svg_turn(turn, &mut out);
        }
        out.push_str("</svg>\n");
        out
    }

    /// The side to move: a disc of its colour beside the edge its pieces started from.
    fn svg_turn(&self, turn: Color, out: &mut String) {
        let mover_at_bottom = turn.is_white() != self.flipped;
        let cy = if mover_at_bottom {
            MARGIN + SQ * 8 - SQ / 2
        } else {
            MARGIN + SQ / 2
        };
        let fill = if turn.is_white() {
            "#ffffff"
        } else {
            "#000000"
        };
        let _ = writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{cy}\" r=\"7\" fill=\"{fill}\" stroke=\"#000000\" stroke-width=\"1.5\">\
             <title>{}</title></circle>",
            MARGIN + SQ * 8 + MARGIN / 2,
            to_move(turn)
        );
    }
}

/// The id of a piece's drawing in the SVG `<defs>`: `white-king`, `black-pawn`, …
fn piece_id(piece: Piece) -> String {
    let color: &str = piece.color.into();
    let role: &str = piece.role.into();
    format!("{color}-{role}")
}

/// A piece drawn in a 48 × 48 square (and then enlarged by a tenth about its centre): its outline, filled in the piece's colour; lines inside
/// it; and dots (the knight's eye and nostril). Lines and dots take the other colour, so they
/// show on black pieces too. Drawn for fenkit (no font, no outside artwork).
struct Shape {
    body: &'static str,
    lines: &'static str,
    dots: &'static str,
}

const fn shape(role: Role) -> Shape {
    match role {
        Role::Pawn => Shape {
            body: "M14 40H34C34 34 29 31.5 28.5 27.5H30.5C30.5 25.5 29.5 24 27.5 22.5\
                   A6 6 0 1 0 20.5 22.5C18.5 24 17.5 25.5 17.5 27.5H19.5C19 31.5 14 34 14 40Z",
            lines: "",
            dots: "",
        },
        Role::Knight => Shape {
            body: "M37 40C37 28 35 17 27 10.5L25.5 5.5L22 10C17 11.5 12.5 17 10 24.5\
                   C9.5 27.5 11 30 13.5 29.5L18 27.5C20 27 22 25.5 23.5 23.5C22 29.5 15 33 15 40Z",
            lines: "M29 12C33 18 34.5 27 34 38",
            dots: "M22.5 16A1.5 1.5 0 1 1 19.5 16A1.5 1.5 0 1 1 22.5 16Z\
                   M13.4 25.5A0.9 0.9 0 1 1 11.6 25.5A0.9 0.9 0 1 1 13.4 25.5Z",
        },
        Role::Bishop => Shape {
            body: "M12 40.5C12 38 15 36.5 18 36.5H30C33 36.5 36 38 36 40.5Z\
                   M17.5 36.5V33.5H30.5V36.5Z\
                   M18 33.5C14.5 28 16 20 24 12.5C32 20 33.5 28 30 33.5Z\
                   M26.5 10A2.5 2.5 0 1 1 21.5 10A2.5 2.5 0 1 1 26.5 10Z",
            lines: "M24 18.5V27.5M19.5 23H28.5",
            dots: "",
        },
        Role::Rook => Shape {
            body: "M12 40H36V37H33L31.5 33V18L34 15V9H29.5V12H26.5V9H21.5V12H18.5V9H14V15\
                   L16.5 18V33L15 37H12Z",
            lines: "M15 37H33M16.5 33H31.5M16.5 18H31.5",
            dots: "",
        },
        Role::Queen => Shape {
            body: "M12 40H36L35 35L39 13.5L30.5 27L31.5 10.5L26 25.5L24 9L22 25.5L16.5 10.5\
                   L17.5 27L9 13.5L13 35Z\
                   M11.5 11A2.5 2.5 0 1 1 6.5 11A2.5 2.5 0 1 1 11.5 11Z\
                   M19 8A2.5 2.5 0 1 1 14 8A2.5 2.5 0 1 1 19 8Z\
                   M26.5 6.5A2.5 2.5 0 1 1 21.5 6.5A2.5 2.5 0 1 1 26.5 6.5Z\
                   M34 8A2.5 2.5 0 1 1 29 8A2.5 2.5 0 1 1 34 8Z\
                   M41.5 11A2.5 2.5 0 1 1 36.5 11A2.5 2.5 0 1 1 41.5 11Z",
            lines: "M13 35C20 33.5 28 33.5 35 35M12.6 37.5H35.4",
            dots: "",
        },
        Role::King => Shape {
            body: "M22.5 4V7H19.5V10H22.5V14H25.5V10H28.5V7H25.5V4Z\
                   M24 14C27.5 14 28 18.5 24 25C20 18.5 20.5 14 24 14Z\
                   M12 40H36L35 35C41 30 41.5 20 33.5 19C29 18.5 25.5 21 24 25\
                   C22.5 21 19 18.5 14.5 19C6.5 20 7 30 13 35Z",
            lines: "M13 35C20 33.5 28 33.5 35 35M12.6 37.5H35.4",
            dots: "",
        },
    }
}

/// The ranks' glyphs, `1` to `8`: strokes drawn for fenkit (no font) in a 6 × 10 box whose
/// bottom edge is the baseline.
const RANK_GLYPHS: [&str; 8] = [
    "M1.2 2.2L3.5 0V10M1.2 10H5.8",
    "M0.6 2.6C0.6 0.9 1.8 0 3 0C4.4 0 5.4 1 5.4 2.6C5.4 5.2 0.6 7 0.6 10H5.6",
    "M0.6 1.4C1.2 0.4 2 0 3 0C4.5 0 5.3 1.1 5.3 2.4C5.3 3.8 4.2 4.7 2.6 4.7\
     C4.4 4.7 5.6 5.7 5.6 7.3C5.6 9 4.4 10 2.9 10C1.8 10 0.9 9.5 0.4 8.6",
    "M4.4 10V0L0.4 7H5.8",
    "M5.2 0H1.2L0.8 4.6C1.5 4 2.3 3.8 3 3.8C4.6 3.8 5.6 5 5.6 6.9\
     C5.6 8.8 4.4 10 2.8 10C1.8 10 0.9 9.5 0.4 8.7",
    "M4.9 0.8C4.4 0.3 3.7 0 3 0C1.3 0 0.5 2 0.5 5.5V7C0.5 8.8 1.6 10 3.1 10\
     C4.6 10 5.6 8.8 5.6 7C5.6 5.3 4.6 4.2 3.1 4.2C1.8 4.2 0.8 5 0.5 6",
    "M0.4 0H5.6L2.2 10",
    "M3 4.7C1.6 4.7 0.7 3.8 0.7 2.4C0.7 1 1.6 0 3 0C4.4 0 5.3 1 5.3 2.4\
     C5.3 3.8 4.4 4.7 3 4.7C1.4 4.7 0.4 5.7 0.4 7.3C0.4 8.9 1.5 10 3 10\
     C4.5 10 5.6 8.9 5.6 7.3C5.6 5.7 4.6 4.7 3 4.7Z",
];
/// The files' glyphs, `a` to `h`, in the same box: 7 high (from 3), with ascenders to the top
/// and `g`'s descender below the box, to 13.2.
const FILE_GLYPHS: [&str; 8] = [
    "M1 4.2C1.6 3.6 2.3 3.3 3.1 3.3C4.4 3.3 5.1 4 5.1 5.3V10M5.1 6.6\
     C3.6 6.6 0.6 6.5 0.6 8.3C0.6 9.4 1.4 10 2.4 10C3.6 10 4.6 9.3 5.1 8.3",
    "M0.8 0V10M0.8 6.6C0.8 4.6 1.8 3.3 3.2 3.3C4.6 3.3 5.5 4.7 5.5 6.65\
     C5.5 8.6 4.6 10 3.2 10C1.8 10 0.8 8.7 0.8 6.6",
    "M5.3 4.4C4.8 3.7 4.1 3.3 3.2 3.3C1.6 3.3 0.6 4.7 0.6 6.65C0.6 8.6 1.6 10 3.2 10\
     C4.1 10 4.8 9.6 5.3 8.9",
    "M5.2 0V10M5.2 6.6C5.2 4.6 4.2 3.3 2.8 3.3C1.4 3.3 0.5 4.7 0.5 6.65\
     C0.5 8.6 1.4 10 2.8 10C4.2 10 5.2 8.7 5.2 6.6",
    "M0.7 6.6H5.4C5.4 4.6 4.4 3.3 3 3.3C1.6 3.3 0.6 4.7 0.6 6.65\
     C0.6 8.6 1.6 10 3.1 10C4.1 10 4.8 9.6 5.3 8.9",
    "M5 0.6C4.6 0.2 4.1 0 3.6 0C2.5 0 2 0.8 2 2V10M0.5 3.6H4.8",
    "M5.2 3.5V10.8C5.2 12.3 4.3 13.2 2.9 13.2C1.9 13.2 1.2 12.9 0.7 12.3M5.2 6.4\
     C5.2 4.5 4.2 3.3 2.8 3.3C1.4 3.3 0.5 4.6 0.5 6.4C0.5 8.2 1.4 9.4 2.8 9.4\
     C4.2 9.4 5.2 8.3 5.2 6.4",
    "M0.8 0V10M0.8 5.8C1.3 4.2 2.2 3.3 3.3 3.3C4.6 3.3 5.3 4.1 5.3 5.6V10",
];

/// Writes the `<defs>` entry of one piece.
fn piece_def(piece: Piece, out: &mut String) {
    let (fill, other) = if piece.color.is_white() {
        ("#ffffff", "#000000")
    } else {
        ("#000000", "#ffffff")
    };
    let shape = shape(piece.role);
    let _ = write!(
        out,
        "<g id=\"{}\" transform=\"matrix(1.1 0 0 1.1 -2.4 -2.4)\" stroke=\"#000000\" \
         stroke-width=\"1.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"><path d=\"{}\" fill=\"{fill}\"/>",
        piece_id(piece),
        shape.body
    );
    if !shape.lines.is_empty() {
        let _ = write!(
            out,
            "<path d=\"{}\" fill=\"none\" stroke=\"{other}\"/>",
            shape.lines
        );
    }
    if !shape.dots.is_empty() {
        let _ = write!(
            out,
            "<path d=\"{}\" fill=\"{other}\" stroke=\"none\"/>",
            shape.dots
        );
    }
    out.push_str("</g>\n");
}

const fn to_move(turn: Color) -> &'static str {
    match turn {
        Color::White => "White to move",
        Color::Black => "Black to move",
    }
}

/// Escapes text for XML content.
/// The SVG's title: the FEN of the setup, or the board's placement when there is no setup or
/// FEN cannot say it (a hand-built setup's castling right with no rook, say).
fn title(setup: Option<&Setup>, board: &Board) -> String {
    setup
        .and_then(|setup| crate::fen::FenWriter::new().write(setup).ok())
        .unwrap_or_else(|| board.to_string())
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figurines_cover_both_colours() {
        let glyphs: String = Color::ALL
            .into_iter()
            .flat_map(|color| Role::ALL.map(|role| Piece { color, role }.figurine()))
            .collect();
        assert_eq!(glyphs, "♙♘♗♖♕♔♟♞♝♜♛♚");
    }

    #[test]
    fn coordinates_stand_centred_beside_and_under_their_squares() {
        let path = |x: usize, y: usize, glyph: &str| {
            format!("<path transform=\"translate({x} {y})\" d=\"{glyph}\"/>")
        };
        let svg = Diagram::new(Format::Svg).render(&Setup::STARTING);
        // Rank 8 beside the top row, rank 1 beside the bottom one; a and h under the board's
        // first and last columns.
        for label in [
            path(9, 43, RANK_GLYPHS[7]),
            path(9, 379, RANK_GLYPHS[0]),
            path(45, 415, FILE_GLYPHS[0]),
            path(381, 415, FILE_GLYPHS[7]),
        ] {
            assert!(svg.contains(&label), "{label}");
        }
        // From Black's side, rank 1 is at the top and h at the left.
        let flipped = Diagram::new(Format::Svg).flipped().render(&Setup::STARTING);
        assert!(flipped.contains(&path(9, 43, RANK_GLYPHS[0])));
        assert!(flipped.contains(&path(45, 415, FILE_GLYPHS[7])));
    }

    #[test]
    fn escapes_xml_specials() {
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
