//! Standard FEN (PGN 1994): `KQkq`, classical kings and rooks only.

use super::{Dialect, DialectKind, Letter, NotExpressible, PlacedRight};
use crate::square::File;

/// Standard FEN: `K`/`Q` only, meaning the king on the e-file and the rook on the h- or a-file.
///
/// Writing any other right is a [`LossyConversion`](super::LossyConversion), never a silent
/// loss; reading a file letter or a Chess960 `K`/`Q` is an error.
///
/// ```
/// use fenkit::dialect::{Dialect, Standard};
/// use fenkit::{Board, CastlingRights};
/// let mut out = String::new();
/// Standard.write_castling(&CastlingRights::STANDARD, &Board::STARTING, &mut out)?;
/// assert_eq!(out, "KQkq");
/// let err = Standard.read_castling("HAha", &Board::STARTING).unwrap_err();
/// assert_eq!(err.to_string(), "'H' is Shredder-FEN, not standard FEN, which writes K and Q \
///     for a king on the e-file and rooks in the corners: KQkq");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Standard;

impl Standard {
    pub(super) const RULE: &'static str =
        "writes K and Q for a king on the e-file and rooks in the corners";
}

impl Dialect for Standard {
    fn kind(&self) -> DialectKind {
        DialectKind::Standard
    }

    #[inline]
    fn letter(&self, right: &PlacedRight<'_>) -> Result<Letter, NotExpressible> {
        let corner = right.side().classical_rook();
        let expected = right.square(File::E);
        match right.king() {
            None => return Err(NotExpressible::NoKing { expected }),
            Some(File::E) => {}
            Some(king) => {
                let found = right.square(king);
                return Err(NotExpressible::KingNotOnE { expected, found });
            }
        }
        if right.rook() != corner {
            Err(NotExpressible::RookNotInCorner {
                expected: right.square(corner),
                found: right.square(right.rook()),
            })
        } else {
            Ok(Letter::side(right.side()))
        }
    }
}
