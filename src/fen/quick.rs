//! The quick path for well-formed FEN: each field read in one pass with as few tests as
//! possible, and `None` for anything unusual, which the careful reader (`read.rs`) then reads or
//! explains. What the quick path accepts, the careful one reads the same way (a property test
//! and the `parse_roundtrip` fuzz target check it). The piece placement's quick pass belongs to
//! the board (`board/placement.rs`), with the rest of its grammar.

use core::num::NonZeroU32;

use crate::board::{Board, placement};
use crate::castling::{CastlingRights, CastlingSide};
use crate::dialect::{DialectKind, Standard, read_field};
use crate::piece::{Color, Piece, Role};
use crate::setup::Setup;

use crate::square::{File, Square};

/// Reads a FEN in strict form into `setup` (every field of which it sets when it succeeds), and
/// returns the dialect of the castling field; `None` for anything the careful reader must look
/// at: an error, or a castling field that the fixed `dialect` does not write. Its fields stand
/// one space apart, where [`FieldSpans::of_well_formed`] finds them.
#[inline(always)]
pub(super) fn read(
    text: &[u8],
    setup: &mut Setup,
    dialect: Option<DialectKind>,
) -> Option<DialectKind> {
    let len = placement::quick(text, &mut setup.board)?;
    let (turn, rest) = match &text[len..] {
        [b' ', b'w', b' ', rest @ ..] => (Color::White, rest),
        [b' ', b'b', b' ', rest @ ..] => (Color::Black, rest),
        _ => return None,
    };
    let castling_len = rest.iter().position(|&b| b == b' ').filter(|&n| n > 0)?;
    let (castling, rest) = rest.split_at(castling_len);
    let (castling, written_in) = match (castling, dialect) {
        (b"-", _) => (CastlingRights::NONE, DialectKind::Standard),
        // Any dialect: side letters or file letters as quickly as can be.
        (_, None) => castling_letters(castling, &setup.board).or_else(|| {
            let read = read_field(castling, &setup.board, dialect, true).ok()?;
            Some((read.rights, read.written_in))
        })?,
        // One dialect: every letter must be the one it writes.
        (_, Some(_)) => {
            let read = read_field(castling, &setup.board, dialect, true).ok()?;
            (read.rights, read.written_in)
        }
    };
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
    Some(written_in)
}

/// Reads a castling field of side letters (`KQkq` or part of it, which X-FEN writes for every
/// right and standard FEN for the rights it can write: each the outermost rook on its side of
/// its king, see [`crate::dialect`]) or of file letters (Shredder-FEN's `HAha`), each right
/// resolved against the board once. `None` for anything else (a mixture of the two, a side
/// named twice, a letter that names no rook), which the letter-by-letter reader then reads or
/// explains.
fn castling_letters(field: &[u8], board: &Board) -> Option<(CastlingRights, DialectKind)> {
    let kings = Color::ALL.map(|color| board.king_file(color));
    let mut rights = CastlingRights::NONE;
    // One bit a colour and side named so far.
    let mut named = 0u8;
    let (mut files, mut standard) = (0, true);
    for &letter in field {
        let color = match letter.is_ascii_uppercase() {
            true => Color::White,
            false => Color::Black,
        };
        let king = kings[color.index()]?;
        let (side, rook) = match letter | 0x20 {
            lower @ (b'k' | b'q') => {
                let side = CastlingSide::ALL[usize::from(lower == b'q')];
                (side, board.outermost_rook_beside(color, king, side)?)
            }
            lower @ b'a'..=b'h' => {
                files += 1;
                let rook = File::ALL[usize::from(lower - b'a')];
                let square = Square::from_coords(rook, color.back_rank());
                let side = CastlingSide::of(king, rook)?;
                (board.piece_at(square) == Some(Piece::new(color, Role::Rook)))
                    .then_some((side, rook))?
            }
            _ => return None,
        };
        let bit = 1 << (2 * color.index() + side.index());
        if named & bit != 0 {
            return None;
        }
        named |= bit;
        standard &= Standard::can_write(king, side, rook);
        rights.set(color, side, rook);
    }
    let dialect = match (files, standard) {
        (0, true) => DialectKind::Standard,
        (0, false) => DialectKind::XFen,
        (files, _) if files == field.len() => DialectKind::Shredder,
        _ => return None,
    };
    Some((rights, dialect))
}

/// A space and 1 to 9 digits (which cannot overflow), and the text after them.
#[inline(always)]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    /// The quick path must take the common lines itself: the careful reader would read them
    /// the same way, only slower.
    #[test]
    fn well_formed_lines_take_the_quick_path() {
        let read = |text: &str| {
            let mut setup = Setup::from_board(Board::EMPTY);
            super::read(text.as_bytes(), &mut setup, None)
        };
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(read(start), Some(DialectKind::Standard));
        let shredder = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
        assert_eq!(read(shredder), Some(DialectKind::Shredder));
        let chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9";
        assert_eq!(read(chess960), Some(DialectKind::XFen));
        // `KQkq` and `HAha` read without the letter-by-letter reader.
        let read = castling_letters(b"KQkq", &Board::STARTING);
        assert_eq!(
            read,
            Some((CastlingRights::STANDARD, DialectKind::Standard))
        );
        let read = castling_letters(b"HAha", &Board::STARTING);
        assert_eq!(
            read,
            Some((CastlingRights::STANDARD, DialectKind::Shredder))
        );
        // X-FEN's side letters for rooks off the a- and h-files, and the outermost rook on the
        // queen side when there are two.
        let board: Board = "1rk3r1/8/8/8/8/8/8/RR1K2R1".parse().unwrap();
        let mut rights = CastlingRights::NONE;
        rights.set(Color::White, CastlingSide::Queen, File::A);
        rights.set(Color::Black, CastlingSide::King, File::G);
        rights.set(Color::Black, CastlingSide::Queen, File::B);
        let read = castling_letters(b"Qkq", &board);
        assert_eq!(read, Some((rights, DialectKind::XFen)));
        // A king on the a-file has no queen side.
        let board: Board = "k7/8/8/8/8/8/8/KR6".parse().unwrap();
        assert_eq!(castling_letters(b"Q", &board), None);
        // A mixture, and a side named twice, go to the careful reader.
        assert_eq!(castling_letters(b"KA", &Board::STARTING), None);
        assert_eq!(castling_letters(b"KH", &Board::STARTING), None);
    }
}
