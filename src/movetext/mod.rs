//! Movetext, the moves of a game as PGN and books write them: move numbers, moves in any
//! notation, comments, annotation glyphs and NAGs, variations and the result.
//!
//! [`tokens`] splits movetext into [`Token`]s with byte spans, allocating nothing.

mod error;
mod token;

pub use error::{MovetextErrorKind, ParseMovetextError};
pub use token::{GameResult, Glyph, Token, TokenKind, Tokens, tokens};
