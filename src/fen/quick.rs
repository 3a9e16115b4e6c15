//! The quick path for well-formed FEN: each field read in one pass with as few tests as
//! possible, and `None` for anything unusual, which the careful reader (`read.rs`) then reads or
//! explains. What the quick path accepts, the careful one reads the same way (a property test
//! and the `parse_roundtrip` fuzz target check it).

use core::num::NonZeroU32;

use crate::bitboard::Bitboard;
use crate::board::{Board, piece_code};
use crate::castling::{CastlingRights, CastlingSide, king_file, outermost_rook_beside};
use crate::dialect::{DialectKind, Tokens};
use crate::piece::{Color, Piece};
use crate::scan;
use crate::setup::Setup;
use crate::square::{File, Square};

/// Reads a FEN in strict form into `setup` (every field of which it sets when it succeeds),
/// and returns the dialect of the castling field; `None` for anything the careful reader must
/// look at: an error, or a castling field that `standard_only` rejects.
#[inline]
pub(super) fn read(text: &[u8], setup: &mut Setup, standard_only: bool) -> Option<DialectKind> {
    let len = placement(text, &mut setup.board)?;
    let (turn, rest) = match &text[len..] {
        [b' ', b'w', b' ', rest @ ..] => (Color::White, rest),
        [b' ', b'b', b' ', rest @ ..] => (Color::Black, rest),
        _ => return None,
    };
    let castling_len = rest.iter().position(|&b| b == b' ').filter(|&n| n > 0)?;
    let (castling, rest) = rest.split_at(castling_len);
    let (castling, dialect) = match castling {
        b"-" => (CastlingRights::NONE, DialectKind::Standard),
        _ => match side_letters(castling, &setup.board) {
            Some(read) => read,
            None => {
                let tokens = Tokens::read(castling, &setup.board).ok()?;
                (tokens.rights, tokens.dialect())
            }
        },
    };
    if standard_only && dialect != DialectKind::Standard {
        return None;
    }
    let ep_rank = turn.ep_rank().char() as u8;
    let (ep_square, rest) = match rest {
        [b' ', b'-', rest @ ..] => (None, rest),
        [b' ', file, rank, rest @ ..] if *rank == ep_rank => {
            (Some(Square::from_ascii(&[*file, *rank])?), rest)
        }
        _ => return None,
    };
    let (halfmoves, rest) = number(rest)?;
    let (fullmoves, rest) = number(rest)?;
    if !rest.is_empty() {
        return None;
    }
    setup.turn = turn;
    setup.castling = castling;
    setup.ep_square = ep_square;
    setup.halfmoves = halfmoves;
    setup.fullmoves = NonZeroU32::new(fullmoves)?;
    Some(dialect)
}

/// Reads a castling field of side letters, `KQkq` or part of it in that order: each letter
/// means the outermost rook on its side of its king (see [`crate::dialect`]), and the field is
/// standard FEN when every right has its king on e and its rook in the corner. `None` for
/// anything else, which the letter-by-letter reader then reads or explains.
fn side_letters(field: &[u8], board: &Board) -> Option<(CastlingRights, DialectKind)> {
    /// The place of each side letter in `KQkq`, 4 for any other byte.
    const PLACES: [u8; 256] = {
        let mut places = [4; 256];
        (places[b'K' as usize], places[b'Q' as usize]) = (0, 1);
        (places[b'k' as usize], places[b'q' as usize]) = (2, 3);
        places
    };
    let mut rights = CastlingRights::NONE;
    let mut standard = true;
    let mut next = 0;
    for &letter in field {
        let at = usize::from(PLACES[usize::from(letter)]);
        if at < next || at > 3 {
            return None;
        }
        next = at + 1;
        let (color, side) = (Color::ALL[at / 2], CastlingSide::ALL[at % 2]);
        let king = king_file(board, color)?;
        let rook = outermost_rook_beside(board, color, king, side)?;
        standard &= king == File::E && rook == side.classical_rook();
        rights.set(color, side, rook);
    }
    let dialect = match standard {
        true => DialectKind::Standard,
        false => DialectKind::XFen,
    };
    Some((rights, dialect))
}

/// A space and 1 to 9 digits (which cannot overflow), and the text after them.
fn number(text: &[u8]) -> Option<(u32, &[u8])> {
    let text = text.strip_prefix(b" ")?;
    let mut value = 0;
    for (at, &byte) in text.iter().enumerate() {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return (at > 0).then_some((value, &text[at..]));
        }
        if at == 9 {
            return None;
        }
        value = value * 10 + u32::from(digit);
    }
    // The end of the text, after 1 to 9 digits.
    (!text.is_empty()).then_some((value, &[][..]))
}

/// Where the fields of a count of [`placement`] start. The low byte counts the squares filled:
/// the place of the next code. From bit [`CODES`], the piece codes add up to nothing useful
/// (at most 71 × 0x32 of them); then the slashes, and twice the squares of the current rank:
/// in [`RANK_BIASED`] with 7 added (so a rank of more than 8 squares sets bit 4 of that
/// field), and in [`RANK`] as they are (so a rank of fewer than 8 squares, once its slash
/// takes 8 off, sets the top bit, [`SHORT_RANK`]).
const CODES: u32 = 8;
const SLASHES: u32 = 20;
const RANK_BIASED: u32 = 30;
const RANK: u32 = 42;
const SHORT_RANK: u32 = 63;

/// The count of a well-formed placement at its end: 64 squares and 7 slashes.
const WELL_FORMED: u64 = 64 | 7 << SLASHES;
/// The bits of the squares and slashes in a count.
const SQUARES_AND_SLASHES: u64 = 0xff | ((1 << RANK_BIASED) - (1 << SLASHES));
/// The bits that a count of a malformed placement sets at some point.
const MALFORMED: u64 = 1 << SHORT_RANK | 16 << RANK_BIASED;

/// What one byte of a piece placement adds to the count of [`placement`]; its second byte is
/// the byte's piece code ([`piece_code`], 0 for a digit or slash). A piece fills a square, a
/// digit 1 to 8 squares, a slash takes 8 off the rank's squares; any other byte counts eight
/// slashes, so the count cannot come out right.
const PLACEMENT_STEPS: [u64; 256] = {
    const fn rank_squares(n: u64) -> u64 {
        n << RANK_BIASED | n << RANK
    }
    let mut table = [8 << SLASHES; 256];
    let mut byte = 0u8;
    while byte < 128 {
        if let Some(piece) = Piece::from_char(byte as char) {
            table[byte as usize] = (piece_code(piece) as u64) << CODES | 1 | rank_squares(1);
        }
        match byte {
            b'1'..=b'8' => {
                let squares = (byte - b'0') as u64;
                table[byte as usize] = squares | rank_squares(squares);
            }
            b'/' => table[byte as usize] = (1u64 << SLASHES).wrapping_sub(rank_squares(8)),
            _ => {}
        }
        byte += 1;
    }
    table
};

/// Reads a well-formed piece placement at the start of `text` (up to the first space) into
/// `board` in one pass without branching on the bytes, and returns the field's length; `None`
/// for anything else (with `board` in any state), which the careful reader then explains.
///
/// The pass only places the pieces and counts (see [`PLACEMENT_STEPS`]); the checks come
/// after it. No rank holds more than 8 squares, none fewer (its slash would leave fewer than
/// none), and with exactly 7 slashes and 64 squares, every rank is full. Adjacent digits
/// (`44` for `8`) make the field longer than the one way to write the board: one letter a
/// piece, one digit a run of empty squares, 7 slashes.
pub(super) fn placement(text: &[u8], board: &mut Board) -> Option<usize> {
    // 64 pieces and 7 slashes at most; anything longer is wrong.
    const LONGEST: usize = 71;
    let head = text.get(..=LONGEST).unwrap_or(text);
    let len = scan::find_byte(head, b' ').unwrap_or(head.len());
    let field = head.get(..len).filter(|_| len <= LONGEST)?;
    // The codes in the order of the text: a8 to h8, then a7 and on (a malformed field may
    // write past h1).
    let mut codes = [0u8; 256];
    let mut count = 7 << RANK_BIASED;
    let mut seen = 0;
    for &byte in field {
        let step = PLACEMENT_STEPS[usize::from(byte)];
        // Digits and slashes write 0 on a square that is still empty.
        codes[usize::from(count as u8)] = (step >> CODES) as u8;
        count = u64::wrapping_add(count, step);
        seen |= count;
    }
    if count & SQUARES_AND_SLASHES != WELL_FORMED || seen & MALFORMED != 0 {
        return None;
    }
    let (codes, _) = codes.split_first_chunk()?;
    board.set_piece_codes(codes);
    (len == shortest_placement(board.occupied())).then_some(len)
}

/// The length of the one well-formed placement of a board with these squares occupied.
fn shortest_placement(occupied: Bitboard) -> usize {
    let empty = !occupied.0;
    // An empty square starts a run when the square to its left is occupied or off the board.
    let run_starts = empty & !((empty << 1) & !Bitboard::from_file(File::A).0);
    (occupied.0.count_ones() + run_starts.count_ones() + 7) as usize
}
