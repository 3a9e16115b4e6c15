//! Reading a castling field: each letter resolved against the board, then checked against the
//! dialect being read, and the dialect the field was written in found.

use super::error::{CastlingErrorKind, ParseCastlingError, WrittenIn};
use super::{Dialect, DialectKind, Letter, PlacedRight};
use crate::board::Board;
use crate::castling::{CastlingRights, CastlingSide};
use crate::piece::{Color, Piece, Role};
use crate::scan::char_at;
use crate::square::{File, Square};

/// A castling field as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FieldRead {
    pub(crate) rights: CastlingRights,
    /// The dialect the field was written in: the first in [`DialectKind::ALL`] that writes
    /// every letter as it stands; X-FEN, which reads any letter, for a mixture none writes.
    pub(crate) written_in: DialectKind,
    /// Whether a lenient reader fixed to one dialect accepted another dialect's spelling.
    pub(crate) foreign: bool,
    /// Whether no dialect writes every letter as it stands (then `written_in` is X-FEN).
    pub(crate) mixed: bool,
}

/// One letter of the field, resolved: where it was, and the right it names.
#[derive(Debug, Clone, Copy)]
struct Read {
    at: usize,
    letter: Letter,
    color: Color,
    side: CastlingSide,
    rook: File,
    king: File,
}

impl Read {
    fn placed<'a>(&self, board: &'a Board) -> PlacedRight<'a> {
        PlacedRight {
            board,
            color: self.color,
            side: self.side,
            rook: self.rook,
            king: Some(self.king),
        }
    }

    fn char(&self) -> char {
        self.letter.to_char(self.color)
    }

    /// Whether `dialect` writes this letter for this right.
    fn written_by(&self, dialect: impl Dialect, board: &Board) -> bool {
        dialect.letter(&self.placed(board)) == Ok(self.letter)
    }

    fn error(&self, kind: CastlingErrorKind) -> ParseCastlingError {
        ParseCastlingError::new(kind, self.at..self.at + 1)
    }
}

/// Reads a castling field (spans relative to the field). With a `dialect`, every letter must
/// be the one that dialect writes: an error when `strict`, [`FieldRead::foreign`] otherwise.
#[inline]
pub(crate) fn read_field<D: Dialect>(
    field: &[u8],
    board: &Board,
    dialect: Option<D>,
    strict: bool,
) -> Result<FieldRead, ParseCastlingError> {
    let mut read = FieldRead {
        rights: CastlingRights::NONE,
        written_in: DialectKind::Standard,
        foreign: false,
        mixed: false,
    };
    if field == b"-" {
        return Ok(read);
    }
    // The letters in the order they were read (at most one per colour and side).
    let mut letters: [Option<Read>; 4] = [None; 4];
    for (at, &byte) in field.iter().enumerate() {
        let letter = resolve(field, at, byte, board)?;
        let same_side = letters
            .iter()
            .flatten()
            .find(|first| first.color == letter.color && first.side == letter.side);
        if let Some(first) = same_side {
            let kind = if first.char() == letter.char() {
                CastlingErrorKind::Repeated {
                    letter: letter.char(),
                }
            } else {
                CastlingErrorKind::SameSide {
                    first: first.char(),
                    second: letter.char(),
                    color: letter.color,
                    side: letter.side,
                }
            };
            return Err(letter.error(kind));
        }
        // Four letters at most get here: a fifth would repeat a colour and side.
        if let Some(slot) = letters.iter_mut().find(|slot| slot.is_none()) {
            *slot = Some(letter);
        }
        read.rights.set(letter.color, letter.side, letter.rook);
    }
    let all = |dialect: DialectKind| {
        letters
            .iter()
            .flatten()
            .all(|l| l.written_by(dialect, board))
    };
    let found = DialectKind::ALL.into_iter().find(|&dialect| all(dialect));
    read.written_in = found.unwrap_or(DialectKind::XFen);
    read.mixed = found.is_none();
    let Some(dialect) = dialect else {
        return Ok(read);
    };
    if found == Some(dialect.kind()) || all(dialect.kind()) {
        return Ok(read);
    }
    if !strict {
        read.foreign = true;
        return Ok(read);
    }
    let letters: Vec<Read> = letters.into_iter().flatten().collect();
    Err(spelling_error(dialect, &letters, &read.rights, board))
}

/// The error for the first letter `dialect` cannot mean, or else the first it spells another
/// way.
#[cold]
fn spelling_error(
    dialect: impl Dialect,
    letters: &[Read],
    rights: &CastlingRights,
    board: &Board,
) -> ParseCastlingError {
    for letter in letters {
        if let Err(reason) = dialect.letter(&letter.placed(board)) {
            return letter.error(CastlingErrorKind::NotExpressible {
                letter: letter.char(),
                dialect: dialect.kind(),
                reason,
            });
        }
    }
    let mut expected = String::new();
    // Every right is expressible (checked above), so the field can be written.
    let _ = dialect.write_castling(rights, board, &mut expected);
    let letter = letters
        .iter()
        .find(|letter| !letter.written_by(dialect, board))
        .unwrap_or(&letters[0]);
    let written_in = WrittenIn::of(|other| letter.written_by(other, board));
    letter.error(CastlingErrorKind::Spelling {
        letter: letter.char(),
        dialect: dialect.kind(),
        written_in,
        expected,
    })
}

/// Resolves the letter at `at` against the board: `K`/`Q` the outermost rook on that side of
/// the king, a file letter the rook on that file.
fn resolve(field: &[u8], at: usize, byte: u8, board: &Board) -> Result<Read, ParseCastlingError> {
    let error = |kind| Err(ParseCastlingError::new(kind, at..at + 1));
    let color = match byte.is_ascii_uppercase() {
        true => Color::White,
        false => Color::Black,
    };
    let rank = color.back_rank();
    let letter = match byte.to_ascii_lowercase() {
        b'k' => Letter::side(CastlingSide::King),
        b'q' => Letter::side(CastlingSide::Queen),
        lower @ b'a'..=b'h' => Letter::file(File::ALL[usize::from(lower - b'a')]),
        b'-' => return error(CastlingErrorKind::Dash),
        _ => return Err(bad_char(field, at)),
    };
    let letter_char = byte as char;
    let Some(king) = board.king_file(color) else {
        let kings = board.by_piece(Piece::new(color, Role::King)).count();
        return error(CastlingErrorKind::NoKing {
            letter: letter_char,
            color,
            rank,
            kings,
        });
    };
    let (side, rook) = match letter.side_or_file() {
        Ok(side) => match board.outermost_rook_beside(color, king, side) {
            Some(rook) => (side, rook),
            None => {
                return error(CastlingErrorKind::NoRook {
                    letter: letter_char,
                    color,
                    side,
                    rank,
                });
            }
        },
        Err(file) => {
            let square = Square::from_coords(file, rank);
            let Some(side) = CastlingSide::of(king, file) else {
                return error(CastlingErrorKind::KingFile {
                    letter: letter_char,
                    square,
                    color,
                });
            };
            if board.piece_at(square) != Some(Piece::new(color, Role::Rook)) {
                return error(CastlingErrorKind::FileNoRook {
                    letter: letter_char,
                    square,
                    color,
                });
            }
            (side, file)
        }
    };
    Ok(Read {
        at,
        letter,
        color,
        side,
        rook,
        king,
    })
}

#[cold]
fn bad_char(field: &[u8], at: usize) -> ParseCastlingError {
    let (found, len) = char_at(field, at);
    let kind = if found.is_ascii() {
        CastlingErrorKind::Char { found }
    } else {
        CastlingErrorKind::NonAscii { found }
    };
    ParseCastlingError::new(kind, at..at + len)
}
