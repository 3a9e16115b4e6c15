//! X-FEN: `KQkq` for the outermost rook, a file letter only where that would be ambiguous.

use super::{Dialect, DialectKind, Letter, NotExpressible, PlacedRight};

/// X-FEN (Reinhard Scharnagl): `K`/`Q` when the castling rook is the outermost rook of its
/// colour on that side of the king, otherwise the rook's file letter.
///
/// ```
/// use fenkit::dialect::{Dialect, XFen};
/// use fenkit::{Board, CastlingRights, CastlingSide, Color, File};
/// let board: Board = "4k3/8/8/8/8/8/8/RR2K2R".parse()?;
/// let mut rights = CastlingRights::NONE;
/// rights.set(Color::White, CastlingSide::King, File::H);
/// rights.set(Color::White, CastlingSide::Queen, File::B);
/// let mut out = String::new();
/// XFen.write_castling(&rights, &board, &mut out)?;
/// assert_eq!(out, "KB");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct XFen;

impl XFen {
    pub(super) const RULE: &'static str =
        "writes K and Q for the outermost rooks and a file letter for any other";
}

impl Dialect for XFen {
    fn kind(&self) -> DialectKind {
        DialectKind::XFen
    }

    /// A file letter can name any rook, so X-FEN can write any right.
    #[inline]
    fn letter(&self, right: &PlacedRight<'_>) -> Result<Letter, NotExpressible> {
        let (by_side, by_file) = (Letter::side(right.side()), Letter::file(right.rook()));
        Ok(if right.is_outermost() {
            by_side
        } else {
            by_file
        })
    }
}

impl super::sealed::Sealed for XFen {}

impl From<XFen> for DialectKind {
    fn from(_: XFen) -> DialectKind {
        DialectKind::XFen
    }
}
