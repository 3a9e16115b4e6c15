//! Shredder-FEN: the castling rook's file letter.

use super::{Dialect, DialectKind, Letter, NotExpressible, PlacedRight};

/// Shredder-FEN: each right is the castling rook's file letter, upper case for White.
///
/// fenkit writes White first and the king side first (`HAha`), as Stockfish and python-chess
/// do; that order is a convention, not part of the dialect, and any order is read.
///
/// ```
/// use fenkit::dialect::{Dialect, Shredder};
/// use fenkit::{Board, CastlingRights};
/// let mut out = String::new();
/// Shredder.write_castling(&CastlingRights::STANDARD, &Board::STARTING, &mut out)?;
/// assert_eq!(out, "HAha");
/// let err = Shredder.read_castling("KQkq", &Board::STARTING).unwrap_err();
/// assert_eq!(err.to_string(), "'K' is standard FEN and X-FEN, not Shredder-FEN, which names the rook's file: HAha");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Shredder;

impl Shredder {
    pub(super) const RULE: &'static str = "names the rook's file";
}

impl Dialect for Shredder {
    fn kind(&self) -> DialectKind {
        DialectKind::Shredder
    }

    /// Every right has a rook file, so Shredder-FEN can write any right.
    #[inline]
    fn letter(&self, right: &PlacedRight<'_>) -> Result<Letter, NotExpressible> {
        Ok(Letter::file(right.rook()))
    }
}

impl super::sealed::Sealed for Shredder {}

impl From<Shredder> for DialectKind {
    fn from(_: Shredder) -> DialectKind {
        DialectKind::Shredder
    }
}
