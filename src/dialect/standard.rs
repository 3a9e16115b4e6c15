//! Standard FEN (PGN 1994): `KQkq`, classical kings and rooks only.

use super::{Dialect, DialectKind, LossyConversion, write_rights};
use crate::board::Board;
use crate::castling::CastlingRights;
use crate::square::File;

/// Standard FEN: `K`/`Q` only, meaning the king on the e-file and the rook on the h- or a-file.
///
/// Writing a Chess960 right is a [`LossyConversion`], never a silent loss.
///
/// ```
/// use fenkit::dialect::{Dialect, Standard};
/// use fenkit::{Board, CastlingRights};
/// let mut out = String::new();
/// Standard.write_castling(&CastlingRights::STANDARD, &Board::STARTING, &mut out);
/// assert_eq!(out, "KQkq");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Standard;

impl Dialect for Standard {
    fn kind(&self) -> DialectKind {
        DialectKind::Standard
    }

    fn write_castling(&self, rights: &CastlingRights, board: &Board, out: &mut String) {
        write_rights(DialectKind::Standard, rights, board, out);
    }

    fn check_expressible(
        &self,
        rights: &CastlingRights,
        board: &Board,
    ) -> Result<(), LossyConversion> {
        for (color, side, file) in rights.iter() {
            if file != side.classical_rook() || board.king_file(color) != Some(File::E) {
                return Err(LossyConversion::new(
                    DialectKind::Standard,
                    board,
                    color,
                    side,
                    file,
                ));
            }
        }
        Ok(())
    }
}
