//! Standard FEN (PGN 1994): `KQkq`, classical kings and rooks only.

use super::{Dialect, DialectKind, Letter, NotExpressible, PlacedRight};
use crate::castling::CastlingSide;
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

    /// The rule itself: whether standard FEN can write a right with this king and rook (the
    /// FEN reader's quick path asks it too).
    #[inline]
    pub(crate) fn can_write(king: File, side: CastlingSide, rook: File) -> bool {
        king == File::E && rook == side.classical_rook()
    }
}

impl Dialect for Standard {
    fn kind(&self) -> DialectKind {
        DialectKind::Standard
    }

    #[inline]
    fn letter(&self, right: &PlacedRight<'_>) -> Result<Letter, NotExpressible> {
        let side = right.side();
        let Some(king) = right.king() else {
            let expected = right.square(File::E);
            return Err(NotExpressible::NoKing { expected });
        };
        if Standard::can_write(king, side, right.rook()) {
            return Ok(Letter::side(side));
        }
        let (king_expected, king_found) = (right.square(File::E), right.square(king));
        let (rook_expected, rook_found) = (
            right.square(side.classical_rook()),
            right.square(right.rook()),
        );
        Err(match (king == File::E, rook_expected == rook_found) {
            (false, false) => NotExpressible::KingAndRook {
                king_expected,
                king_found,
                rook_expected,
                rook_found,
            },
            (false, true) => NotExpressible::KingNotOnE {
                expected: king_expected,
                found: king_found,
            },
            // Not both where they belong: `can_write` would have said yes.
            (true, _) => NotExpressible::RookNotInCorner {
                expected: rook_expected,
                found: rook_found,
            },
        })
    }
}

impl super::sealed::Sealed for Standard {}

impl From<Standard> for DialectKind {
    fn from(_: Standard) -> DialectKind {
        DialectKind::Standard
    }
}
