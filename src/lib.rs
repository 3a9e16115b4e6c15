#![doc = include_str!("../README.md")]

// The modules by layer (docs/decisions/0008-one-way-layers.md): each names only its own layer
// and those above it in this list; tests/suite/layers.rs checks it.

// 0: squares, pieces, bitboards, attack tables, byte scanning, names, languages.
pub mod attacks;
mod bitboard;
mod lang;
mod name;
mod piece;
mod scan;
mod square;
// 1: the board and the text of its placement.
mod board;
// 2: what a position holds besides the board.
pub mod castling;
mod en_passant;
mod setup;
// 3: the legal position.
mod position;
// 4: moves and what follows from them.
mod legality;
mod movegen;
mod moves;
mod perft;
mod play;
mod status;
// 5: notations.
pub mod chess960;
pub mod descriptive;
pub mod diagnostic;
pub mod dialect;
pub mod epd;
pub mod fen;
pub mod forsyth;
pub mod iccf;
pub mod movetext;
pub mod notation;
pub mod pgn;
pub mod san;
#[cfg(feature = "serde")]
mod serde;
pub mod uci;
// 6: teaching output.
pub mod diagram;
pub mod explain;
// Test support: quickcheck `Arbitrary` impls, which may use every layer.
#[cfg(any(test, feature = "quickcheck"))]
mod arbitrary;

pub use crate::bitboard::{Bitboard, Squares};
pub use crate::board::{Board, ParsePlacementError, PlacementErrorKind};
pub use crate::castling::{CastlingRights, CastlingSide};
pub use crate::dialect::{Dialect, DialectKind, LossyConversion};
pub use crate::en_passant::EpPolicy;
pub use crate::lang::Lang;
pub use crate::legality::{IllegalMoveError, IllegalReason};
pub use crate::movegen::CastlingObstacle;
pub use crate::moves::{Move, MoveList};
pub use crate::name::{NameKind, ParseNameError};
pub use crate::perft::{divide, perft};
pub use crate::piece::{Color, Piece, Role};
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

    /// Move notations (SAN, LAN and FAN in 18 languages, ICCF numeric, English descriptive),
    /// movetext, what each cannot express, and a short history.
    #[doc = include_str!("../docs/moves.md")]
    pub mod moves {}

    /// Game records: EPD (what fenkit reads and writes, the opcodes and their operands,
    /// Chess960 castling, the command line) and PGN (reading, writing, Chess960 in PGN: every
    /// spelling met in the wild and what fenkit writes).
    #[doc = include_str!("../docs/records.md")]
    pub mod records {}

    /// Every error fenkit gives, field by field: when it happens, an example and the exact
    /// message; the CLI's exit codes and `line N, column C: message` format.
    #[doc = include_str!("../docs/errors.md")]
    pub mod errors {}
}
