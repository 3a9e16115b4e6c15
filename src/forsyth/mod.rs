//! David Forsyth's historical forms, the ancestors of FEN: 1883 and 1897.
//!
//! Both record the board only. Reading takes the other fields from a [`Context`] (defaults
//! `w - - 0 1`); writing drops them and [`Written::dropped`] says which ones were not the
//! defaults.
//!
//! | edition | as printed | layout | black pieces | empty squares |
//! |---|---|---|---|---|
//! | [`Forsyth1883`](Edition::Forsyth1883) | Glasgow Weekly Herald, 2 February 1883 | eight lines, rank 8 first, tokens separated by spaces | underlined: `R̲`, `K̲t̲` | `0` for one, `2`..`8` for a run |
//! | [`Forsyth1897`](Edition::Forsyth1897) | The Chess Bouquet, 1897 | one line, ranks separated by `, `, tokens by spaces | lower case: `r`, `kt` | `1`..`8` |
//!
//! Pieces are `K Q R B P` and `Kt` for the knight. The underline is U+0332 COMBINING LOW LINE
//! after each letter of a black piece. For terminals and keyboards without combining characters
//! the **ASCII fallback** of the 1883 form puts `_` before a black piece instead: `_R`, `_Kt`
//! ([`ForsythWriter::ascii`]). The reader accepts both marks, so the fallback round-trips.
//!
//! The readers are forgiving where a person copying a diagram would be: runs of spaces or tabs,
//! spaces at the ends of lines, `\r\n` line ends, blank lines before or after the text, and (in
//! 1897) commas with or without spaces around them. Anything else is a [`ParseForsythError`] with
//! its line and character column. Two counts of empty squares in a row (`1 1 6`) are refused,
//! as FEN refuses `44`: Forsyth wrote every run as one count, and two counts more often mean a
//! piece lost in copying.
//!
//! ```
//! use fenkit::forsyth::{Context, Edition};
//! use fenkit::fen::{Field, FenWriter};
//! use fenkit::Color;
//! use std::num::NonZeroU32;
//!
//! // Forsyth's own 1883 example, "after Black's 40th move".
//! let text = "0 R̲ 6\n5 P̲ P̲ 0\nR 0 R 4 P̲\n0 R̲ 0 P̲ P 3\n2 P̲ K̲ Q P P 0\n7 P\n0 P 6\n2 K 5";
//! let context = Context { turn: Color::White, fullmoves: NonZeroU32::new(41).unwrap(), ..Context::DEFAULT };
//! let setup = Edition::Forsyth1883.parse_setup(text, &context)?;
//! assert_eq!(FenWriter::new().write(&setup)?, "1r6/5pp1/R1R4p/1r1pP3/2pkQPP1/7P/1P6/2K5 w - - 0 41");
//!
//! // Writing gives the diagram back and says what the form could not keep.
//! let written = Edition::Forsyth1883.write_setup(&setup);
//! assert_eq!(written.text, text);
//! assert_eq!(written.dropped, [Field::Fullmove]);
//!
//! // The 1897 form of the same board.
//! assert_eq!(
//!     Edition::Forsyth1897.write(&setup.board),
//!     "1 r 6, 5 p p 1, R 1 R 4 p, 1 r 1 p P 3, 2 p k Q P P 1, 7 P, 1 P 6, 2 K 5"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod e1883;
mod e1897;
mod error;

use core::num::NonZeroU32;

pub use self::error::{ForsythErrorKind, ParseForsythError};

use crate::board::Board;
use crate::castling::CastlingRights;
use crate::fen::Field;
use crate::piece::{Color, Piece, Role};
use crate::setup::Setup;
use crate::square::{Rank, Square};

/// Which of Forsyth's forms: the 1883 original or the 1897 one-line form.
///
/// ```
/// use fenkit::forsyth::Edition;
/// assert_eq!("forsyth1883".parse::<Edition>()?, Edition::Forsyth1883);
/// assert_eq!("1897".parse::<Edition>()?, Edition::Forsyth1897);
/// assert_eq!(Edition::Forsyth1897.to_string(), "forsyth1897");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = edition_error
)]
pub enum Edition {
    /// The Glasgow Weekly Herald, 1883: eight lines, black pieces underlined, `0` for one empty
    /// square.
    #[strum(to_string = "forsyth1883", serialize = "1883")]
    Forsyth1883,
    /// The Chess Bouquet, 1897: one line, black pieces in lower case, `1` for one empty square.
    #[strum(to_string = "forsyth1897", serialize = "1897")]
    Forsyth1897,
}

fn edition_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::ForsythForm,
        found,
        &["forsyth1883", "forsyth1897"],
    )
}

impl Edition {
    /// Both forms, oldest first.
    pub const ALL: [Edition; 2] = [Edition::Forsyth1883, Edition::Forsyth1897];

    /// Reads the board.
    ///
    /// ```
    /// use fenkit::forsyth::Edition;
    /// let board = Edition::Forsyth1897.parse("1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 1")?;
    /// assert_eq!(board.to_string(), "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseForsythError`] with the line, column and span of the first problem.
    pub fn parse(self, text: &str) -> Result<Board, ParseForsythError> {
        match self {
            Edition::Forsyth1883 => e1883::read(text),
            Edition::Forsyth1897 => e1897::read(text),
        }
        .map_err(|err| err.locate(text))
    }

    /// Reads the board and takes every other field from `context`.
    ///
    /// # Errors
    /// [`ParseForsythError`] with the line, column and span of the first problem.
    pub fn parse_setup(self, text: &str, context: &Context) -> Result<Setup, ParseForsythError> {
        Ok(context.setup(self.parse(text)?))
    }

    /// Writes the board; the 1883 form underlines black pieces with U+0332.
    #[must_use]
    pub fn write(self, board: &Board) -> String {
        ForsythWriter::new(self).write(board)
    }

    /// Writes the board of a setup and lists the fields the form cannot keep.
    #[must_use]
    pub fn write_setup(self, setup: &Setup) -> Written {
        ForsythWriter::new(self).write_setup(setup)
    }

    /// An example of the form, for "expected …" messages.
    pub(crate) const fn example(self) -> &'static str {
        match self {
            Edition::Forsyth1883 => "eight lines, rank 8 first, such as '0 R̲ 6'",
            Edition::Forsyth1897 => "one line such as '1 B 6, 2 kt 5, …', rank 8 first",
        }
    }

    /// How the ranks are laid out, for "expected 8 …" messages.
    pub(crate) const fn rank_layout(self) -> &'static str {
        match self {
            Edition::Forsyth1883 => "lines, one per rank from 8 to 1",
            Edition::Forsyth1897 => "separated by ', '",
        }
    }

    /// What a token may be, for "expected …" messages.
    pub(crate) const fn token_grammar(self) -> &'static str {
        match self {
            Edition::Forsyth1883 => {
                "a piece K, Q, R, B, Kt or P (underlined for Black: R̲, or _R) \
                 or a count of empty squares: 0 for one, 2 to 8 for a run"
            }
            Edition::Forsyth1897 => {
                "a piece K, Q, R, B, Kt or P (lower case for Black) \
                 or a count of empty squares from 1 to 8"
            }
        }
    }
}

/// The fields Forsyth's forms do not record, supplied by the caller when reading.
///
/// The default is `w - - 0 1`: White to move, no castling, no en passant square, clocks `0 1`.
///
/// ```
/// use fenkit::fen::FenWriter;
/// use fenkit::forsyth::Context;
/// use fenkit::{Board, Color};
/// let context = Context { turn: Color::Black, ..Context::DEFAULT };
/// assert_eq!(FenWriter::new().write(&context.setup(Board::EMPTY))?, "8/8/8/8/8/8/8/8 b - - 0 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Context {
    /// Whose move it is.
    pub turn: Color,
    /// Who may still castle.
    pub castling: CastlingRights,
    /// The square a pawn just passed over.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move.
    pub halfmoves: u32,
    /// The full-move number.
    pub fullmoves: NonZeroU32,
}

impl Context {
    /// `w - - 0 1`.
    pub const DEFAULT: Context = Context {
        turn: Color::White,
        castling: CastlingRights::NONE,
        ep_square: None,
        halfmoves: 0,
        fullmoves: NonZeroU32::MIN,
    };

    /// A setup with this board and these fields.
    #[must_use]
    pub const fn setup(&self, board: Board) -> Setup {
        let mut setup = Setup::from_board(board);
        setup.turn = self.turn;
        setup.castling = self.castling;
        setup.ep_square = self.ep_square;
        setup.halfmoves = self.halfmoves;
        setup.fullmoves = self.fullmoves;
        setup
    }
}

impl Default for Context {
    fn default() -> Context {
        Context::DEFAULT
    }
}

/// The fields of a setup that Forsyth's forms would drop because they are not the defaults
/// `w - - 0 1`, in FEN order.
///
/// ```
/// use fenkit::fen::Field;
/// use fenkit::{forsyth, Setup};
/// assert_eq!(forsyth::dropped_fields(&Setup::STARTING), [Field::Castling]);
/// ```
#[must_use]
pub fn dropped_fields(setup: &Setup) -> Vec<Field> {
    let d = Context::DEFAULT;
    [
        (Field::Turn, setup.turn != d.turn),
        (Field::Castling, setup.castling != d.castling),
        (Field::EnPassant, setup.ep_square != d.ep_square),
        (Field::Halfmove, setup.halfmoves != d.halfmoves),
        (Field::Fullmove, setup.fullmoves != d.fullmoves),
    ]
    .into_iter()
    .filter_map(|(field, dropped)| dropped.then_some(field))
    .collect()
}

/// A board written in one of Forsyth's forms, and the fields that were left out.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Written {
    /// The text; the 1883 form has eight lines joined by `\n`, no final newline.
    pub text: String,
    /// The fields the setup held that the form cannot record (not `w - - 0 1`), in FEN order.
    pub dropped: Vec<Field>,
}

/// Writes Forsyth's forms; for 1883, with underlines (the default) or the ASCII fallback.
///
/// ```
/// use fenkit::forsyth::{Edition, ForsythWriter};
/// use fenkit::Board;
/// let ascii = ForsythWriter::new(Edition::Forsyth1883).ascii();
/// assert_eq!(ascii.write(&Board::STARTING).lines().next(), Some("_R _Kt _B _Q _K _B _Kt _R"));
/// let underlined = Edition::Forsyth1883.write(&Board::STARTING);
/// assert_eq!(underlined.lines().nth(1), Some("P̲ P̲ P̲ P̲ P̲ P̲ P̲ P̲"));
/// assert_eq!(Edition::Forsyth1883.parse(&ascii.write(&Board::STARTING))?, Board::STARTING);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct ForsythWriter {
    edition: Edition,
    ascii: bool,
}

impl ForsythWriter {
    /// Writes this form; the 1883 form with underlines.
    pub const fn new(edition: Edition) -> ForsythWriter {
        ForsythWriter {
            edition,
            ascii: false,
        }
    }

    /// Marks black pieces of the 1883 form with a leading `_` instead of underlines
    /// (`_R`, `_Kt`). The 1897 form is plain ASCII already and does not change.
    pub const fn ascii(self) -> ForsythWriter {
        ForsythWriter {
            ascii: true,
            ..self
        }
    }

    /// Writes the board.
    #[must_use]
    pub fn write(&self, board: &Board) -> String {
        let mut out = String::with_capacity(160);
        match self.edition {
            Edition::Forsyth1883 => e1883::write(board, self.ascii, &mut out),
            Edition::Forsyth1897 => e1897::write(board, &mut out),
        }
        out
    }

    /// Writes the board of a setup and lists the fields the form cannot keep.
    #[must_use]
    pub fn write_setup(&self, setup: &Setup) -> Written {
        Written {
            text: self.write(&setup.board),
            dropped: dropped_fields(setup),
        }
    }
}

/// Forsyth's name for a role: `K Q R B P`, and `Kt` for the knight.
const fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "P",
        Role::Knight => "Kt",
        Role::Bishop => "B",
        Role::Rook => "R",
        Role::Queen => "Q",
        Role::King => "K",
    }
}

/// The role for Forsyth's upper-case name.
fn role_from_name(name: &str) -> Option<Role> {
    Some(match name {
        "P" => Role::Pawn,
        "Kt" => Role::Knight,
        "B" => Role::Bishop,
        "R" => Role::Rook,
        "Q" => Role::Queen,
        "K" => Role::King,
        _ => return None,
    })
}

/// One token of a rank: a piece, or a run of empty squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cell {
    Empty(u32),
    Piece(Piece),
}

impl Cell {
    const fn squares(self) -> u32 {
        match self {
            Cell::Empty(n) => n,
            Cell::Piece(_) => 1,
        }
    }
}

/// A cell and the character column (1-based) its token starts at.
type Located = (usize, Cell);

/// Puts one rank's cells on the board, checking that they add up to eight squares. A rank that
/// is too long is reported at the token that runs past the eighth square, one that is too short
/// at `end`, the column after its last token.
fn fill_rank(
    board: &mut Board,
    rank: Rank,
    cells: &[Located],
    line: usize,
    end: usize,
) -> Result<(), ParseForsythError> {
    // Forsyth wrote a run of empty squares as one count, as FEN does: two counts in a row
    // are refused by both readers (they more often mean a piece lost in copying).
    for pair in cells.windows(2) {
        if let [(_, Cell::Empty(first)), (column, Cell::Empty(second))] = *pair {
            return Err(ParseForsythError::new(
                line,
                column,
                ForsythErrorKind::AdjacentCounts {
                    squares: first + second,
                },
            ));
        }
    }
    let squares: u32 = cells.iter().map(|(_, cell)| cell.squares()).sum();
    if squares != 8 {
        let mut seen = 0;
        let column = cells
            .iter()
            .find(|(_, cell)| {
                seen += cell.squares();
                seen > 8
            })
            .map_or(end, |&(column, _)| column);
        return Err(ParseForsythError::new(
            line,
            column,
            ForsythErrorKind::RankLength { rank, squares },
        ));
    }
    let mut file = 0;
    for &(_, cell) in cells {
        match cell {
            Cell::Empty(n) => file += n as u8,
            Cell::Piece(piece) => {
                let file_of = crate::square::File::ALL[file as usize];
                board.put_on_empty(Square::from_coords(file_of, rank), piece);
                file += 1;
            }
        }
    }
    Ok(())
}

/// The tokens of a piece of text separated by white space, with the character column (1-based)
/// each starts at; `offset` is the column of the text's first character minus one.
fn tokens(text: &str, offset: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::with_capacity(8);
    let mut start = None;
    let mut column = offset;
    for (byte, c) in text.char_indices() {
        column += 1;
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((byte, column)),
            (true, Some((from, col))) => {
                out.push((col, &text[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((from, col)) = start {
        out.push((col, &text[from..]));
    }
    out
}

/// Writes the eight ranks, rank 8 first, tokens separated by single spaces: `one` for a single
/// empty square, the digit for a longer run, `piece` for each piece, `separator` between ranks.
fn write_ranks(
    board: &Board,
    separator: &str,
    one: char,
    piece: impl Fn(Piece, &mut String),
    out: &mut String,
) {
    for (i, &rank) in Rank::ALL.iter().rev().enumerate() {
        if i > 0 {
            out.push_str(separator);
        }
        let start = out.len();
        let mut empty = 0u8;
        let space = |out: &mut String| {
            if out.len() > start {
                out.push(' ');
            }
        };
        let run = |count: u8| {
            if count == 1 {
                one
            } else {
                (b'0' + count) as char
            }
        };
        for file in crate::square::File::ALL {
            let here = board.piece_at(Square::from_coords(file, rank));
            empty += u8::from(here.is_none());
            // A run of empty squares ends at a piece or at the edge of the board.
            if empty > 0 && (here.is_some() || file == crate::square::File::H) {
                space(out);
                out.push(run(empty));
                empty = 0;
            }
            if let Some(p) = here {
                space(out);
                piece(p, out);
            }
        }
    }
}

/// The rank written on the `index`-th line or segment (0 is rank 8).
fn rank_at(index: usize) -> Rank {
    Rank::ALL[7 - index]
}

/// The lines of a text without their `\r`, each with its 1-based number, leading and trailing
/// blank lines left out.
fn content_lines(text: &str) -> Vec<(usize, &str)> {
    let lines: Vec<(usize, &str)> = text
        .split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
        .collect();
    let first = lines.iter().position(|(_, l)| !l.trim().is_empty());
    let last = lines.iter().rposition(|(_, l)| !l.trim().is_empty());
    match (first, last) {
        (Some(first), Some(last)) => lines[first..=last].to_vec(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_character_columns() {
        assert_eq!(tokens("  R̲ 0  Kt", 0), [(3, "R̲"), (6, "0"), (9, "Kt")]);
        assert_eq!(tokens("P", 4), [(5, "P")]);
    }

    #[test]
    fn error_spans_cover_the_token_at_fault() {
        let text = "\r\n0 K\u{332}t 6\r\n8";
        let err = Edition::Forsyth1883.parse(text).unwrap_err();
        assert_eq!((err.line(), err.column()), (2, 3));
        assert_eq!(&text[err.span()], "K\u{332}t");
        let text =
            "1 B 6, 2 kt 5, p 1 Kt 1 P 2 R, P 1 K 3 Kt 1, 4 P k 2, 1 Q 2 p 2 p, 6 kt P, 1 B 4 R 0";
        let err = Edition::Forsyth1897.parse(text).unwrap_err();
        assert_eq!(err.span(), text.len() - 1..text.len());
        // Too few ranks: at the end of the text.
        let err = Edition::Forsyth1897.parse("8, 8").unwrap_err();
        assert_eq!((err.column(), err.span()), (5, 4..4));
        let err = Edition::Forsyth1897.parse("  ").unwrap_err();
        assert_eq!(err.span(), 0..0);
    }

    #[test]
    fn content_lines_skip_blank_edges_and_carriage_returns() {
        assert_eq!(
            content_lines("\r\na\r\n\r\nb\r\n\n"),
            [(2, "a"), (3, ""), (4, "b")]
        );
        assert!(content_lines(" \n \t").is_empty());
    }
}
