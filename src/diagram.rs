//! Board diagrams: text with figurines or letters, and an SVG image.
//!
//! | format | looks like | for |
//! |---|---|---|
//! | [`Format::Unicode`] | `♜ ♞ ♝ …`, `·` for an empty square | terminals with Unicode |
//! | [`Format::Ascii`] | `r n b …` (FEN letters), `.` for an empty square | any terminal, logs |
//! | [`Format::Svg`] | an image with light and dark squares | browsers, documents |
//!
//! Every format shows the coordinates and whose move it is; [`Diagram::flipped`] shows the board
//! from Black's side. The output depends only on the position, so it can be snapshot-tested.
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
//! ```

use core::fmt::Write as _;

use crate::board::Board;
use crate::piece::{Color, Piece, Role};
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

/// The side of one square of the SVG board, in pixels.
const SQ: usize = 48;
/// The space around the SVG board for coordinates and the side-to-move disc.
const MARGIN: usize = 24;
/// The width and height of the SVG image.
const SIDE: usize = MARGIN * 2 + SQ * 8;

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
    strum::EnumIter,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::ParseNameError,
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

fn format_error(found: &str) -> crate::ParseNameError {
    crate::ParseNameError::new(
        crate::NameKind::DiagramFormat,
        found,
        &["unicode", "ascii", "svg"],
    )
}

/// Draws a position in one format, from White's side or (flipped) Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct Diagram {
    format: Format,
    flipped: bool,
}

impl Diagram {
    /// A diagram in this format, seen from White's side (rank 8 at the top).
    pub const fn new(format: Format) -> Diagram {
        Diagram {
            format,
            flipped: false,
        }
    }

    /// Seen from Black's side: rank 1 at the top, the h-file on the left.
    pub const fn flipped(self) -> Diagram {
        Diagram {
            flipped: true,
            ..self
        }
    }

    /// The diagram of a position, with whose move it is (text ends with a newline).
    #[must_use]
    pub fn render(&self, setup: &Setup) -> String {
        self.draw(&setup.board, Some(setup.turn), Some(setup))
    }

    /// The diagram of a board alone: squares, pieces and coordinates, no side to move.
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
            Format::Unicode => self.text(board, turn, figurine, '·'),
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
            out.push(rank.char());
            for file in files {
                out.push(' ');
                let square = Square::from_coords(file, rank);
                out.push(board.piece_at(square).map_or(empty, glyph));
            }
            out.push('\n');
        }
        out.push(' ');
        for file in files {
            out.push(' ');
            out.push(file.char());
        }
        out.push('\n');
        if let Some(turn) = turn {
            out.push_str(to_move(turn));
            out.push('\n');
        }
        out
    }

    fn svg(&self, board: &Board, turn: Option<Color>, setup: Option<&Setup>) -> String {
        let (ranks, files) = self.axes();
        let mut out = String::with_capacity(8192);
        let _ = write!(
            out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{SIDE}\" height=\"{SIDE}\" \
             viewBox=\"0 0 {SIDE} {SIDE}\">\n\
             <title>{}</title>\n\
             <style>\n\
             .light {{ fill: #f0d9b5; }}\n\
             .dark {{ fill: #b58863; }}\n\
             .piece {{ font-family: 'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols 2', sans-serif; \
             font-size: 40px; text-anchor: middle; stroke-width: 1.5px; paint-order: stroke; }}\n\
             .white {{ fill: #ffffff; stroke: #000000; }}\n\
             .black {{ fill: #000000; stroke: #ffffff; }}\n\
             .coord {{ font-family: sans-serif; font-size: 14px; fill: #333333; text-anchor: middle; }}\n\
             </style>\n\
             <rect x=\"0\" y=\"0\" width=\"{SIDE}\" height=\"{SIDE}\" fill=\"#ffffff\"/>\n",
            escape(&setup.map_or_else(|| board.to_string(), Setup::to_string))
        );
        for (row, &rank) in ranks.iter().enumerate() {
            for (col, &file) in files.iter().enumerate() {
                let (x, y) = (MARGIN + col * SQ, MARGIN + row * SQ);
                let square = Square::from_coords(file, rank);
                let shade = if (file.index() + rank.index()) % 2 == 0 {
                    "dark"
                } else {
                    "light"
                };
                let _ = writeln!(
                    out,
                    "<rect class=\"{shade}\" x=\"{x}\" y=\"{y}\" width=\"{SQ}\" height=\"{SQ}\"/>"
                );
                if let Some(piece) = board.piece_at(square) {
                    // The solid glyphs for both colours, so the fill shows the colour; U+FE0E
                    // asks for text rather than emoji presentation.
                    let class = if piece.color.is_white() {
                        "white"
                    } else {
                        "black"
                    };
                    let glyph = figurine(Piece {
                        color: Color::Black,
                        role: piece.role,
                    });
                    let _ = writeln!(
                        out,
                        "<text class=\"piece {class}\" x=\"{}\" y=\"{}\">{glyph}\u{fe0e}</text>",
                        x + SQ / 2,
                        y + SQ - 10
                    );
                }
            }
        }
        for (row, &rank) in ranks.iter().enumerate() {
            let _ = writeln!(
                out,
                "<text class=\"coord\" x=\"{}\" y=\"{}\">{}</text>",
                MARGIN / 2,
                MARGIN + row * SQ + SQ / 2 + 5,
                rank.char()
            );
        }
        for (col, &file) in files.iter().enumerate() {
            let _ = writeln!(
                out,
                "<text class=\"coord\" x=\"{}\" y=\"{}\">{}</text>",
                MARGIN + col * SQ + SQ / 2,
                MARGIN + SQ * 8 + 17,
                file.char()
            );
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

/// The chess figurine of a piece: ♔♕♖♗♘♙ for White, ♚♛♜♝♞♟ for Black.
#[must_use]
pub const fn figurine(piece: Piece) -> char {
    let white = match piece.role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    };
    match piece.color {
        Color::White => white,
        // The black figurines follow the white ones at a distance of six code points.
        Color::Black => match char::from_u32(white as u32 + 6) {
            Some(c) => c,
            None => white,
        },
    }
}

const fn to_move(turn: Color) -> &'static str {
    match turn {
        Color::White => "White to move",
        Color::Black => "Black to move",
    }
}

/// Escapes text for XML content.
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
            .flat_map(|color| Role::ALL.map(|role| figurine(Piece { color, role })))
            .collect();
        assert_eq!(glyphs, "♙♘♗♖♕♔♟♞♝♜♛♚");
    }

    #[test]
    fn escapes_xml_specials() {
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
