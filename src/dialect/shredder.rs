//! Shredder-FEN: the castling rook's file letter.

use super::{Dialect, DialectKind, LossyConversion, write_rights};
use crate::board::Board;
use crate::castling::CastlingRights;

/// Shredder-FEN: each right is the castling rook's file letter, upper case for White,
/// White first and king side first (`HAha`).
///
/// ```
/// use fenkit::dialect::{Dialect, Shredder};
/// use fenkit::{Board, CastlingRights};
/// let mut out = String::new();
/// Shredder.write_castling(&CastlingRights::STANDARD, &Board::STARTING, &mut out);
/// assert_eq!(out, "HAha");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Shredder;

impl Dialect for Shredder {
    fn kind(&self) -> DialectKind {
        DialectKind::Shredder
    }

    fn write_castling(&self, rights: &CastlingRights, board: &Board, out: &mut String) {
        write_rights(DialectKind::Shredder, rights, board, out);
    }

    /// Every right has a rook file, so Shredder-FEN can write any rights.
    fn check_expressible(&self, _: &CastlingRights, _: &Board) -> Result<(), LossyConversion> {
        Ok(())
    }
}
