//! # fenkit
//!
//! Chess position notation that is exact about variants: standard FEN, Shredder-FEN and X-FEN,
//! Chess960 castling stored by rook file, and clear errors for every malformed input.
//!
//! ```
//! use fenkit::{DialectKind, Position};
//! let pos: Position = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9".parse()?;
//! assert_eq!(pos.to_fen(DialectKind::XFen)?, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
//! assert!(pos.to_fen(DialectKind::Standard).is_err()); // the king is on g1: not standard FEN
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Feature flags
//! - `cli` (default): the `fenkit` command-line tool (adds `clap`). Library users can set
//!   `default-features = false`.
//! - `quickcheck`: `quickcheck::Arbitrary` for [`Setup`] and [`Position`] and the vocabulary
//!   types, for property tests downstream.

#[cfg(any(test, feature = "quickcheck"))]
mod arbitrary;
pub mod attacks;
mod bitboard;
mod board;
pub mod castling;
pub mod chess960;
pub mod dialect;
mod en_passant;
pub mod fen;
mod piece;
mod position;
mod setup;
mod square;

pub use crate::bitboard::{Bitboard, Squares};
pub use crate::board::Board;
pub use crate::castling::{CastlingRights, CastlingSide};
pub use crate::dialect::{Dialect, DialectKind, LossyConversion};
pub use crate::en_passant::EpPolicy;
pub use crate::piece::{Color, Piece, Role};
pub use crate::position::{CastlingProblem, EpProblem, Position, PositionError, Problem};
pub use crate::setup::Setup;
pub use crate::square::{File, ParseSquareError, Rank, Square};
