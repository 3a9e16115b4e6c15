#![doc = include_str!("../README.md")]

#[cfg(any(test, feature = "quickcheck"))]
mod arbitrary;
pub mod attacks;
mod bitboard;
mod board;
pub mod castling;
pub mod chess960;
pub mod diagnostic;
pub mod diagram;
pub mod dialect;
mod en_passant;
pub mod explain;
pub mod fen;
pub mod forsyth;
mod movegen;
mod moves;
mod perft;
mod piece;
mod play;
mod position;
mod scan;
mod setup;
mod square;
mod status;
pub mod uci;

pub use crate::bitboard::{Bitboard, Squares};
pub use crate::board::{Board, ParsePlacementError, PlacementErrorKind};
pub use crate::castling::{CastlingRights, CastlingSide};
pub use crate::dialect::{Dialect, DialectKind, LossyConversion};
pub use crate::en_passant::EpPolicy;
pub use crate::movegen::CastlingObstacle;
pub use crate::moves::{Move, MoveList};
pub use crate::perft::{divide, perft};
pub use crate::piece::{Color, Piece, Role};
pub use crate::play::IllegalMoveError;
pub use crate::position::{CastlingProblem, EpProblem, Position, PositionError, Problem};
pub use crate::setup::Setup;
pub use crate::square::{File, ParseSquareError, Rank, Square};
pub use crate::status::Outcome;

/// Long-form documentation; its examples run as doctests, so it cannot drift from the code.
pub mod _docs {
    /// The three castling spellings, auto-detection, what each dialect cannot express, and the
    /// en passant policies.
    #[doc = include_str!("../docs/dialects.md")]
    pub mod dialects {}

    /// From Forsyth's 1883 notation through 1897, Edwards' FEN, Shredder-FEN and X-FEN to the
    /// en passant rule change, each step with a worked example.
    #[doc = include_str!("../docs/history.md")]
    pub mod history {}

    /// Every error fenkit gives, field by field: when it happens, an example and the exact
    /// message; the CLI's exit codes and `line N, column C: message` format.
    #[doc = include_str!("../docs/errors.md")]
    pub mod errors {}
}
