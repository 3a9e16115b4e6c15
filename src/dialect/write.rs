//! Writing a castling field: each right's letter, as the dialect spells it.

use super::{Dialect, LossyConversion, PlacedRight};
use crate::board::Board;
use crate::castling::{CastlingRights, CastlingSide};
use crate::piece::Color;

/// The castling field as the dialect spells it, in ASCII, and its length (1 to 4): White
/// first, king side first, `-` when there is no right.
///
/// # Errors
/// [`LossyConversion`] for the first right the dialect cannot write, or that no dialect can
/// (a hand-built setup's right with no rook or king to resolve to).
#[inline]
pub(crate) fn castling_bytes<D: Dialect>(
    dialect: D,
    rights: &CastlingRights,
    board: &Board,
) -> Result<([u8; 4], usize), LossyConversion> {
    let mut letters = [b'-'; 4];
    if rights.is_empty() {
        return Ok((letters, 1));
    }
    let mut len = 0;
    for color in Color::ALL {
        let mut king = None;
        for side in CastlingSide::ALL {
            let Some(rook) = rights.rook(color, side) else {
                continue;
            };
            let king = *king.get_or_insert_with(|| board.king_file(color));
            let right = PlacedRight {
                board,
                color,
                side,
                rook,
                king,
            };
            let letter = right
                .check_placed()
                .and_then(|()| dialect.letter(&right))
                .map_err(|reason| LossyConversion::new(dialect.kind(), &right, reason))?;
            letters[len] = letter.to_byte(color);
            len += 1;
        }
    }
    Ok((letters, len))
}
