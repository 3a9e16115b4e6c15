//! The byte-level FEN reader: one pass, no allocation unless something is tolerated or wrong.

use core::num::NonZeroU32;
use core::ops::Range;

use super::error::{FenErrorKind, Field, ParseFenError, Tolerance, Tolerated};
use super::{Fen, FenParser, char_at};
use crate::board::{Board, piece_code};
use crate::dialect::{DialectKind, Tokens};
use crate::piece::{Color, Piece};
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

struct Reader<'a> {
    text: &'a [u8],
    pos: usize,
    strict: bool,
    tolerated: Vec<Tolerated>,
}

fn error(field: Field, kind: FenErrorKind, span: Range<usize>) -> ParseFenError {
    ParseFenError::new(field, kind, span)
}

/// The text found, for a message: cut after 24 characters so junk does not flood it.
fn lossy(bytes: &[u8]) -> String {
    const LIMIT: usize = 24;
    let text = String::from_utf8_lossy(bytes);
    match text.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.into_owned(),
    }
}

pub(super) fn read(parser: &FenParser, text: &[u8]) -> Result<Fen, ParseFenError> {
    if text.is_empty() {
        return Err(error(Field::Board, FenErrorKind::Empty, 0..0));
    }
    let mut r = Reader {
        text,
        pos: 0,
        strict: parser.is_strict(),
        tolerated: Vec::new(),
    };
    r.leading_spaces()?;
    let board = r.placement()?;
    let turn = r.turn()?;
    let castling_field = r.next_field(Field::Castling)?;
    let tokens = Tokens::read(&text[castling_field.clone()], &board)
        .map_err(|e| e.shifted(castling_field.start))?;
    if parser.dialect_kind() == Some(DialectKind::Standard) {
        tokens
            .check_standard()
            .map_err(|e| e.shifted(castling_field.start))?;
    }
    let ep_square = r.en_passant(turn)?;
    let (halfmoves, fullmoves) = r.clocks()?;
    r.end()?;
    Ok(Fen {
        setup: Setup {
            board,
            turn,
            castling: tokens.rights,
            ep_square,
            halfmoves,
            fullmoves,
        },
        dialect: tokens.dialect(),
        tolerated: r.tolerated,
    })
}

/// Reads a piece placement that stands alone, such as `8/8/8/8/8/8/8/K6k`.
pub(crate) fn read_placement_only(text: &[u8]) -> Result<Board, ParseFenError> {
    if text.is_empty() {
        return Err(error(Field::Board, FenErrorKind::Empty, 0..0));
    }
    let mut r = Reader {
        text,
        pos: 0,
        strict: true,
        tolerated: Vec::new(),
    };
    let board = r.placement()?;
    if r.pos < text.len() {
        let kind = FenErrorKind::TrailingText {
            found: lossy(&text[r.pos..]),
        };
        return Err(error(Field::Board, kind, r.pos..text.len()));
    }
    Ok(board)
}

/// What one byte of a piece placement does, for [`quick_placement`].
#[derive(Clone, Copy)]
struct PlacementByte {
    /// Squares it fills: 1 for a piece, 1 to 8 for a digit, 0 otherwise.
    squares: u8,
    /// The piece's code ([`piece_code`]), 0 for none.
    code: u8,
    /// 1 for a digit.
    digit: u8,
    /// What it adds to the rank balance: the squares it fills, -8 for a slash (which ends a
    /// full rank), 64 for anything else (which is always wrong).
    balance: i8,
}

const PLACEMENT_BYTES: [PlacementByte; 256] = placement_bytes();

const fn placement_bytes() -> [PlacementByte; 256] {
    let other = PlacementByte {
        squares: 0,
        code: 0,
        digit: 0,
        balance: 64,
    };
    let mut table = [other; 256];
    let mut byte = 0u8;
    while byte < 128 {
        table[byte as usize] = match byte {
            b'1'..=b'8' => PlacementByte {
                squares: byte - b'0',
                code: 0,
                digit: 1,
                balance: (byte - b'0') as i8,
            },
            b'/' => PlacementByte {
                balance: -8,
                ..other
            },
            _ => match Piece::from_char(byte as char) {
                Some(piece) => PlacementByte {
                    squares: 1,
                    code: piece_code(piece),
                    digit: 0,
                    balance: 1,
                },
                None => other,
            },
        };
        byte += 1;
    }
    table
}

/// Reads a well-formed piece placement at the start of `text` (up to the first space) in one
/// pass without branching on the bytes; the board and the field's length, or `None` for
/// anything else, which [`Reader::careful_placement`] then explains.
fn quick_placement(text: &[u8]) -> Option<(Board, usize)> {
    // 64 pieces and 7 slashes at most; anything longer is wrong.
    const LONGEST: usize = 71;
    let mut codes = [0u8; 64];
    let mut len = 0;
    // Squares filled so far, from a8, rank by rank.
    let mut filled = 0usize;
    // The squares of the current rank: from 0 to 8 as long as every rank is full at its
    // slash (which subtracts 8) and no other byte came (which adds 64).
    let mut balance = 0isize;
    // Every balance, and every balance plus 7, or'ed: bits above the fourth mean a rank was
    // short (a negative balance) or long (more than 8).
    let mut every_balance = 0isize;
    let mut previous_digit = 0u8;
    let mut adjacent_digits = 0u8;
    for &byte in text.iter().take(LONGEST + 1) {
        if byte == b' ' {
            break;
        }
        len += 1;
        let class = PLACEMENT_BYTES[usize::from(byte)];
        // Digits and slashes write 0 on a square that is still empty.
        codes[(filled & 63) ^ 56] = class.code; // a8 is 56, h1 is 7
        filled += usize::from(class.squares);
        balance += isize::from(class.balance);
        every_balance |= balance | (balance + 7);
        adjacent_digits |= previous_digit & class.digit;
        previous_digit = class.digit;
    }
    // A full last rank and 64 squares make 7 slashes.
    let well_formed = len <= LONGEST
        && every_balance & !15 == 0
        && adjacent_digits == 0
        && balance == 8
        && filled == 64;
    well_formed.then(|| (Board::from_piece_codes(&codes), len))
}

impl Reader<'_> {
    fn spaces(&mut self) -> Range<usize> {
        let start = self.pos;
        while self.text.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
        start..self.pos
    }

    fn tolerate(&mut self, kind: Tolerance, span: Range<usize>) {
        self.tolerated.push(Tolerated { kind, span });
    }

    fn leading_spaces(&mut self) -> Result<(), ParseFenError> {
        let run = self.spaces();
        if !run.is_empty() {
            if self.strict {
                let kind = FenErrorKind::OuterSpace {
                    place: "at the start",
                };
                return Err(error(Field::Board, kind, run));
            }
            self.tolerate(Tolerance::SpaceRun, run);
        }
        Ok(())
    }

    /// Moves past the separator and returns the next field, or `None` at the end of the text.
    fn try_next_field(&mut self, field: Field) -> Result<Option<Range<usize>>, ParseFenError> {
        let run = self.spaces();
        if self.pos == self.text.len() {
            if !run.is_empty() {
                if self.strict {
                    let kind = FenErrorKind::OuterSpace {
                        place: "at the end",
                    };
                    return Err(error(field, kind, run));
                }
                self.tolerate(Tolerance::SpaceRun, run);
            }
            return Ok(None);
        }
        if run.len() > 1 {
            if self.strict {
                let kind = FenErrorKind::SpaceRun { count: run.len() };
                return Err(error(field, kind, run));
            }
            self.tolerate(Tolerance::SpaceRun, run);
        }
        let start = self.pos;
        while self.pos < self.text.len() && self.text[self.pos] != b' ' {
            self.pos += 1;
        }
        Ok(Some(start..self.pos))
    }

    fn next_field(&mut self, field: Field) -> Result<Range<usize>, ParseFenError> {
        let end = self.text.len();
        self.try_next_field(field)?.ok_or_else(|| {
            let kind = FenErrorKind::Missing {
                expected: field.expected(),
            };
            error(field, kind, end..end)
        })
    }

    /// Reads the piece placement: the quick pass for a well-formed field, the careful one to
    /// explain anything else.
    fn placement(&mut self) -> Result<Board, ParseFenError> {
        if let Some((board, len)) = quick_placement(&self.text[self.pos..]) {
            self.pos += len;
            return Ok(board);
        }
        self.careful_placement()
    }

    fn careful_placement(&mut self) -> Result<Board, ParseFenError> {
        let text = self.text;
        let start = self.pos;
        let mut board = Board::EMPTY;
        let mut rank = 7usize;
        let mut squares = 0u32;
        let mut rank_start = start;
        let mut previous_digit = None;
        let bad_rank = |rank: usize, squares: u32, span: Range<usize>| {
            let rank = Rank::ALL[rank];
            error(
                Field::Board,
                FenErrorKind::RankLength { rank, squares },
                span,
            )
        };
        while self.pos < text.len() {
            let byte = text[self.pos];
            match byte {
                b' ' => break,
                b'/' => {
                    if squares != 8 {
                        return Err(bad_rank(rank, squares, rank_start..self.pos));
                    }
                    if rank == 0 {
                        let end = text[self.pos..].iter().position(|&b| b == b' ');
                        let end = end.map_or(text.len(), |e| e + self.pos);
                        let ranks =
                            1 + text[start..end].iter().filter(|&&b| b == b'/').count() as u32;
                        return Err(error(
                            Field::Board,
                            FenErrorKind::RankCount { ranks },
                            start..end,
                        ));
                    }
                    rank -= 1;
                    squares = 0;
                    rank_start = self.pos + 1;
                    previous_digit = None;
                }
                b'1'..=b'8' => {
                    if let Some(first) = previous_digit {
                        let kind = FenErrorKind::AdjacentDigits {
                            first,
                            second: byte as char,
                        };
                        return Err(error(Field::Board, kind, self.pos - 1..self.pos + 1));
                    }
                    squares += u32::from(byte - b'0');
                    previous_digit = Some(byte as char);
                }
                b'0' | b'9' => {
                    let kind = FenErrorKind::EmptyCount {
                        found: byte as char,
                    };
                    return Err(error(Field::Board, kind, self.pos..self.pos + 1));
                }
                _ => {
                    let Some(piece) = Piece::from_char(byte as char).filter(|_| byte.is_ascii())
                    else {
                        let (found, len) = char_at(text, self.pos);
                        let kind = if found.is_ascii() {
                            FenErrorKind::PieceChar { found }
                        } else {
                            FenErrorKind::NonAscii { found }
                        };
                        return Err(error(Field::Board, kind, self.pos..self.pos + len));
                    };
                    if squares < 8 {
                        let square =
                            Square::from_coords(File::ALL[squares as usize], Rank::ALL[rank]);
                        board.put_on_empty(square, piece);
                    }
                    squares += 1;
                    previous_digit = None;
                }
            }
            self.pos += 1;
        }
        if squares != 8 {
            return Err(bad_rank(rank, squares, rank_start..self.pos));
        }
        if rank != 0 {
            let ranks = 8 - rank as u32;
            return Err(error(
                Field::Board,
                FenErrorKind::RankCount { ranks },
                start..self.pos,
            ));
        }
        Ok(board)
    }

    fn turn(&mut self) -> Result<Color, ParseFenError> {
        let span = self.next_field(Field::Turn)?;
        match &self.text[span.clone()] {
            b"w" => Ok(Color::White),
            b"b" => Ok(Color::Black),
            other => {
                let kind = FenErrorKind::Turn {
                    found: lossy(other),
                };
                Err(error(Field::Turn, kind, span))
            }
        }
    }

    fn en_passant(&mut self, turn: Color) -> Result<Option<Square>, ParseFenError> {
        let span = self.next_field(Field::EnPassant)?;
        let text = &self.text[span.clone()];
        if text == b"-" {
            return Ok(None);
        }
        let Some(square) = Square::from_ascii(text) else {
            let kind = FenErrorKind::EnPassantSquare { found: lossy(text) };
            return Err(error(Field::EnPassant, kind, span));
        };
        let expected = match turn {
            Color::White => Rank::Sixth,
            Color::Black => Rank::Third,
        };
        if square.rank() != expected {
            let kind = FenErrorKind::EnPassantRank {
                square,
                turn,
                expected,
            };
            return Err(error(Field::EnPassant, kind, span));
        }
        Ok(Some(square))
    }

    fn number(&self, field: Field, span: Range<usize>) -> Result<u32, ParseFenError> {
        let text = &self.text[span.clone()];
        let mut value: u32 = 0;
        for &byte in text {
            if !byte.is_ascii_digit() {
                let kind = FenErrorKind::Number { found: lossy(text) };
                return Err(error(field, kind, span));
            }
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u32::from(byte - b'0')))
            {
                Some(v) => v,
                None => {
                    let too_large = text.iter().all(u8::is_ascii_digit);
                    let found = lossy(text);
                    let kind = if too_large {
                        FenErrorKind::NumberTooLarge { found }
                    } else {
                        FenErrorKind::Number { found }
                    };
                    return Err(error(field, kind, span));
                }
            };
        }
        Ok(value)
    }

    fn clocks(&mut self) -> Result<(u32, NonZeroU32), ParseFenError> {
        let halfmove = if self.strict {
            Some(self.next_field(Field::Halfmove)?)
        } else {
            self.try_next_field(Field::Halfmove)?
        };
        let Some(halfmove) = halfmove else {
            let end = self.text.len();
            self.tolerate(Tolerance::MissingClocks, end..end);
            return Ok((0, NonZeroU32::MIN));
        };
        let halfmoves = self.number(Field::Halfmove, halfmove)?;
        let fullmove = if self.strict {
            Some(self.next_field(Field::Fullmove)?)
        } else {
            self.try_next_field(Field::Fullmove)?
        };
        let Some(fullmove) = fullmove else {
            let end = self.text.len();
            self.tolerate(Tolerance::MissingFullmove, end..end);
            return Ok((halfmoves, NonZeroU32::MIN));
        };
        let value = self.number(Field::Fullmove, fullmove.clone())?;
        let fullmoves = match NonZeroU32::new(value) {
            Some(n) => n,
            None if self.strict => {
                return Err(error(Field::Fullmove, FenErrorKind::FullmoveZero, fullmove));
            }
            None => {
                self.tolerate(Tolerance::FullmoveZero, fullmove);
                NonZeroU32::MIN
            }
        };
        Ok((halfmoves, fullmoves))
    }

    fn end(&mut self) -> Result<(), ParseFenError> {
        if self.pos == self.text.len() {
            return Ok(());
        }
        match self.try_next_field(Field::Fullmove)? {
            None => Ok(()),
            Some(extra) => {
                let kind = FenErrorKind::TrailingText {
                    found: lossy(&self.text[extra.start..]),
                };
                Err(error(Field::Fullmove, kind, extra.start..self.text.len()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::{Arbitrary, Gen, QuickCheck};

    fn reader(text: &[u8]) -> Reader<'_> {
        Reader {
            text,
            pos: 0,
            strict: true,
            tolerated: Vec::new(),
        }
    }

    /// A well-formed placement of a random board, with up to three bytes changed, inserted
    /// or removed.
    #[derive(Debug, Clone)]
    struct PlacementLike(Vec<u8>);

    impl Arbitrary for PlacementLike {
        fn arbitrary(g: &mut Gen) -> PlacementLike {
            const PIECES: &[u8] = b"pnbrqkPNBRQK";
            const NOISE: &[u8] = b"pK18/09x \xc3";
            let mut board = Board::EMPTY;
            for sq in Square::all() {
                if bool::arbitrary(g) {
                    let letter = *g.choose(PIECES).unwrap();
                    board.set(sq, Piece::from_char(char::from(letter)).unwrap());
                }
            }
            let mut bytes = board.to_string().into_bytes();
            for _ in 0..u8::arbitrary(g) % 4 {
                let at = usize::arbitrary(g) % (bytes.len() + 1);
                let noise = *g.choose(NOISE).unwrap();
                match u8::arbitrary(g) % 3 {
                    0 if at < bytes.len() => bytes[at] = noise,
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    _ => bytes.insert(at, noise),
                }
            }
            PlacementLike(bytes)
        }
    }

    #[test]
    fn quick_and_careful_placement_agree() {
        fn agree(text: PlacementLike) -> bool {
            let (mut quick, mut careful) = (reader(&text.0), reader(&text.0));
            let both = (quick.placement(), careful.careful_placement());
            let field = text.0.split(|&b| b == b' ').next().unwrap_or_default();
            match both {
                (Ok(a), Ok(b)) => {
                    a == b && quick.pos == careful.pos && quick_placement(field).is_some()
                }
                (Err(a), Err(b)) => a == b && quick_placement(field).is_none(),
                _ => false,
            }
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(PlacementLike) -> bool);
    }

    #[test]
    fn quick_placement_reads_every_piece() {
        let text = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
        let (board, _) = quick_placement(text.as_bytes()).unwrap();
        assert_eq!(board.to_string(), text);
        assert_eq!(Ok(board), reader(text.as_bytes()).careful_placement());
        assert_eq!(quick_placement(b"8/8/8/8/8/8/8/44"), None); // adjacent digits
    }
}
