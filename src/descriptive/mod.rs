//! English descriptive notation: `P-K4`, `N-KB3`, `BxN/QB6`, `R(QR3)-Q3`, `O-O`, the notation
//! of English-language chess books until the 1980s.
//!
//! Files are named after the pieces that stand on them at the start (QR, QN, QB, Q, K, KB, KN,
//! KR for a to h) and ranks are counted from the mover's side: White's K4 is e4, Black's K4 is
//! e5. A move names the piece that moves and the square it goes to (`N-KB3`), or the piece it
//! takes (`PxP`, `QxN`).
//!
//! # The house style (writing)
//!
//! [`write()`] gives, of the forms below that name only this move among the legal moves, the
//! shortest; among forms of one length, the one listed first.
//!
//! | part | forms, least qualified first | examples |
//! |---|---|---|
//! | the piece that moves | its letter (`P N B R Q K`; `N`, not `Kt`); a pawn then by its file (`KP`, `BP`, then `QBP`); a piece then by its rank or its square in parentheses | `P`, `KPxP`, `QBPxP`, `R(6)xN`, `R(QR3)-Q3` |
//! | a move | `-` and the square, first without the wing (`B3` is QB3 or KB3), then with it | `N-B3`, `N-KB3`, `P-K4` |
//! | a capture | `x` and the piece taken, then `/` and its square, without the wing, then with it | `PxP`, `QxN`, `BxN/B6`, `BxN/QB6` |
//! | promotion | `=` and the piece | `P-R8=Q`, `PxN=N` |
//! | castling | by the side, in Chess960 too | `O-O`, `O-O-O` |
//! | en passant | ` e.p.` after the capture; the square after `/` is where the pawn lands | `PxP e.p.` |
//! | check | `ch` glued to the move, after a space following castling or `e.p.` | `N-B6ch`, `O-O ch`, `PxP e.p. ch` |
//! | mate | ` mate` | `Q-R7 mate` |
//!
//! The first rank is written `1` (`R-K1`), and the disambiguation counts only legal moves (a
//! pinned knight does not make `N-Q2` ambiguous).
//!
//! ```
//! use fenkit::{Move, Position};
//! use fenkit::descriptive;
//! // After 1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3, White's bishop can take the knight.
//! let pos: Position = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4".parse()?;
//! let bxc6 = Move::Normal { from: "b5".parse()?, to: "c6".parse()?, promotion: None };
//! assert_eq!(descriptive::write(&pos, bxc6)?, "BxN");
//! assert_eq!(descriptive::read(&pos, "BxN")?, bxc6);
//! assert_eq!(descriptive::read(&pos, "B-R4")?.to().to_string(), "a4");
//! assert_eq!(descriptive::read(&pos, "O-O")?.to().to_string(), "g1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Reading
//!
//! Both readers take the house style and the spellings of older books:
//!
//! | written | read as |
//! |---|---|
//! | `Kt` for the knight: `Kt-KB3`, `KtxP` | `N-KB3`, `NxP` |
//! | a piece by its wing: `KKt-B3`, `QR-Q1`, `KBxP` | a bishop by the colour of its start square (White's KB runs on f1's squares); a rook or knight by the half of the board it stands on (the KR on files e-h), since a position keeps no record of where a piece started |
//! | a pawn by its file: `KtPxP`, `QBP-B4`, `KPxP`, and as the piece taken, `PxQP` | the pawn on that file (`BP`: either bishop's file) |
//! | `K.Sq.`, `QKt.Sq.`, `KSq` | K1, QN1 |
//! | `–` and `—` for `-`, `×` for `x`, `0-0` for `O-O` | |
//! | `Castles`, `Castles KR`, `Castles (QR)` | castling; without a side only when one side is legal |
//! | `P-R8(Q)`, `P-R8/Q`, `P-R8=Q` | promotion |
//! | `ch`, `check`, `+`, `dis ch`, `dbl ch` (with or without a space and dots) | check |
//! | `mate`, `++`, `#` | mate |
//! | `e.p.`, `ep` | en passant: only an en passant capture fits |
//!
//! A move must name exactly one legal move (naming more than needed, `N-KB3` where `N-B3`
//! would do, is fine); a check sign that the move does not give is an error, a missing one is
//! not (books often leave it out). The lenient reader ([`DescriptiveReader::lenient`]) differs
//! in two ways, each reported as a [`DescriptiveTolerance`]: when several moves fit and only one of them
//! gives the check or mate the sign claims, it reads that one (old books write `B-B5ch` where
//! two bishops reach a B5), and a sign the move does not deserve is read anyway.
//!
//! ```
//! use fenkit::Position;
//! use fenkit::descriptive::{DescriptiveReader, DescriptiveTolerance};
//! // Both bishops reach b5, but only the one from d3 gives check (the rook's, discovered).
//! let pos: Position = "3k4/8/8/8/B7/3B4/8/3R3K w - - 0 1".parse()?;
//! let err = DescriptiveReader::new().read(&pos, "B-N5ch").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "B-N5ch: ambiguous: the bishop on d3 goes to b5, or the bishop on a4 goes to b5"
//! );
//! let read = DescriptiveReader::new().lenient().read(&pos, "B-N5ch")?;
//! assert_eq!(read.mv.from().to_string(), "d3");
//! assert!(matches!(read.tolerated[0].kind, DescriptiveTolerance::SignChose { .. }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What it cannot express
//!
//! Descriptive notation has no castling rule for Chess960: castling is written by the side
//! (`O-O` is castling with the rook on the king's side of the king, wherever the two stand),
//! and files keep the names of the standard start (QR is the a-file even when a knight started
//! there). A piece named by its wing in old books (`KKt`) meant the piece that started there;
//! without the game's history, the reader takes the wing to be where it stands.

mod error;
mod matching;
mod names;
mod read;
mod syntax;
mod words;
mod write;

pub use error::{
    DescriptiveError, DescriptiveTolerance, Expected, IllegalDescriptiveError,
    IllegalDescriptiveReason, ParseDescriptiveError, Tolerated,
};
pub use read::ReadMove;
pub use words::MoveWords;
pub use write::write;

use crate::moves::Move;
use crate::position::Position;

/// Reads English descriptive notation, strictly (the default) or leniently. A `Copy` value
/// with `const` builders, so it can live in a `static`.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive::DescriptiveReader;
/// static LENIENT: DescriptiveReader = DescriptiveReader::new().lenient();
/// let read = LENIENT.read(&Position::STARTING, "P-K4 ch")?;
/// assert_eq!(read.mv.to().to_string(), "e4");
/// assert_eq!(read.tolerated[0].kind.to_string(), "it is marked ch, but it gives no check: read anyway");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct DescriptiveReader {
    strict: bool,
}

impl Default for DescriptiveReader {
    fn default() -> DescriptiveReader {
        DescriptiveReader::new()
    }
}

impl DescriptiveReader {
    /// A strict reader.
    pub const fn new() -> DescriptiveReader {
        DescriptiveReader { strict: true }
    }

    /// Strict (`true`, the default) or lenient (`false`) reading.
    pub const fn strict(self, strict: bool) -> DescriptiveReader {
        DescriptiveReader { strict }
    }

    /// Lenient reading; the same as `strict(false)`.
    pub const fn lenient(self) -> DescriptiveReader {
        self.strict(false)
    }

    /// Reads `text` as a legal move of `pos`.
    ///
    /// # Errors
    /// [`DescriptiveError::Parse`] when the text is not descriptive notation,
    /// [`DescriptiveError::Illegal`] when it names no legal move, or several.
    pub fn read(&self, pos: &Position, text: &str) -> Result<ReadMove, DescriptiveError> {
        read::read(pos, text, self.strict)
    }
}

/// Reads `text` as a legal move of `pos`, strictly.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive;
/// let pos = Position::STARTING;
/// assert_eq!(descriptive::read(&pos, "Kt-KB3")?.to().to_string(), "f3");
/// assert_eq!(
///     descriptive::read(&pos, "N-B3").unwrap_err().to_string(),
///     "N-B3: ambiguous: the knight on b1 goes to c3, or the knight on g1 goes to f3"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`DescriptiveReader::read`].
pub fn read(pos: &Position, text: &str) -> Result<Move, DescriptiveError> {
    DescriptiveReader::new().read(pos, text).map(|read| read.mv)
}
