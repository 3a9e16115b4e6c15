#![doc = include_str!("lib.md")]
// docs.rs builds with `--cfg docsrs` (Cargo.toml, `package.metadata.docs.rs`): each item behind
// a feature is marked with the feature it needs.
#![cfg_attr(docsrs, feature(doc_cfg))]

// The modules by layer (docs/decisions/0008-one-way-layers.md): each names only modules listed
// above it here, of a lower layer or sub-layer; tests/suite/layers.rs checks it.

// 0a: squares, byte scanning, names.
mod name;
mod scan;
mod square;
// 0b: pieces, bitboards.
mod bitboard;
mod piece;
// 0c: attack tables, the languages of notation.
pub mod attacks;
mod lang;
// 1: the board and the text of its placement.
mod board;
// 2a: castling rights.
pub mod castling;
// 2b: what a position holds besides the board.
mod setup;
// 2c: the en passant policies.
mod en_passant;
// 3: the legal position.
mod position;
// 4a: moves; the Polyglot key.
mod key;
mod moves;
// 4b: generating them, and the game's status.
mod movegen;
mod status;
// 4c: why a move is not legal; counting moves.
mod legality;
mod perft;
// 4d: playing them.
mod play;
// 4e: a game's history: repetition, outcome and claims.
mod history;
// 5a: the parts notations are made of: castling dialects, moves as squares, Chess960
// numbering, caret diagnostics.
pub mod chess960;
pub mod diagnostic;
pub mod dialect;
pub mod uci;
// 5b: one position or one move.
pub mod descriptive;
pub mod fen;
pub mod iccf;
pub mod san;
// 5c: built from those: every move notation as one, historic positions, serde forms.
pub mod forsyth;
pub mod notation;
#[cfg(feature = "serde")]
mod serde;
// 5d: records of moves: EPD records (their moves read as any notation's are), moves in
// sequence.
pub mod epd;
pub mod movetext;
// 5e: games.
pub mod pgn;
// 6: teaching output.
pub mod diagram;
pub mod explain;
// 7: what a text is, read by every reader.
pub mod recognize;
// Test support: quickcheck `Arbitrary` impls, which may use every layer.
#[cfg(any(test, feature = "quickcheck"))]
mod arbitrary;

pub use crate::bitboard::{Bitboard, Squares};
pub use crate::board::{Board, ParsePlacementError, PlacementErrorKind};
pub use crate::castling::{CastlingMode, CastlingRights, CastlingSide};
pub use crate::dialect::{Dialect, DialectKind, LossyConversion};
pub use crate::en_passant::EpPolicy;
pub use crate::history::GameState;
pub use crate::key::{Key, ParseKeyError};
pub use crate::lang::Lang;
pub use crate::legality::{IllegalMoveError, IllegalReason};
pub use crate::movegen::CastlingObstacle;
pub use crate::moves::{Move, MoveList};
pub use crate::name::{NameKind, ParseNameError};
pub use crate::perft::{checked_divide, checked_perft, divide, perft};
pub use crate::piece::{Color, Piece, Role};
pub use crate::play::NullMoveError;
pub use crate::position::{CastlingProblem, EpProblem, IllegalSetupError, Position, Problem};
pub use crate::setup::Setup;
pub use crate::square::{File, ParseSquareError, Rank, Square};
pub use crate::status::{Claim, Outcome};

/// The project's README (the command line, the page, Python and the library): its Rust
/// examples run as doctests too.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

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

    /// When two positions are the same: `Position` equality, the Polyglot key, repetition by
    /// FIDE's rule, the outcome and the claims of a `GameState`.
    #[doc = include_str!("../docs/positions.md")]
    pub mod positions {}

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
