//! Movetext, the moves of a game as PGN and books write them: move numbers, moves in any
//! notation, comments, annotation glyphs and NAGs, variations and the result.
//!
//! Three layers, each usable alone:
//! - [`tokens`] splits movetext into [`Token`]s with byte spans, allocating nothing and
//!   knowing no notation: a move is any word that could be one.
//! - [`walk`] plays the tokens from a position with a move reader of the caller's choice
//!   (UCI, ICCF, SAN in any language), each variation from its own position.
//! - [`MovetextWriter`] and [`notate`] write movetext back in PGN export spacing, moves in a
//!   notation of the caller's choice.
//!
//! [`detect_lang`] finds the languages in which every move of a SAN movetext is legal.
//!
//! | token | read | written |
//! |---|---|---|
//! | move number | `1.`, `1. `, `12.`, `1...`, `1..`, `1…`, `1. ...`, digits alone (at most 3) | `1.`, `5...` |
//! | move | a word starting with a letter, digit or figurine: `e4`, `Cf3`, `♘f3`, `Кр1e2`, `O-O`, `0-0-0`, `e8=Q+`, `5254`, `P-R8(Q)`; with the words that belong to it: `exd6 e.p.`, `Q-R5 mate`, `dx e5`, `Castles (QR)` | as read |
//! | null move | `--`, `Z0` | `--` |
//! | glyph | `! ? !! ?? !? ?!`, glued to a move or alone | glued to its move |
//! | NAG | `$0` to `$255` | `$n` |
//! | comment | `{...}` (over lines, verbatim), `;` to the end of the line | as read |
//! | escape | a line starting with `%` | as read, on its own line |
//! | variation | `(` … `)`, nested | `( … )`, spaced |
//! | result | `1-0`, `0-1`, `1/2-1/2`, `*`, `½-½`, `0,5-0,5` | `1-0`, `0-1`, `1/2-1/2`, `*` |
//!
//! How the tokenizer decides between look-alikes:
//! - **Results first**: `1-0`, `0-1` and the draws are results only when the text ends or white
//!   space, a bracket, a comment, a NAG or a glyph follows them, so `0-0` and `0-0-0` are moves
//!   (castling) and `1-0` is a result.
//! - **Digits**: followed by dots (or `…`) they are a move number; alone, at most three digits
//!   are a move number (PGN allows `12 e4`) and four or more are a move, as ICCF writes them
//!   (`5254`). `1.e4` and `1...e5` split after the dots.
//! - **Words that belong to a move**: after white space, a mark of en passant, check or mate
//!   (`e.p.`, `e.p`, `ep`, `e. p.`, `ch`, `ch.`, `check`, `mate`, `Mate`, `dis ch`, `dbl ch`)
//!   belongs to the move before it, since no notation writes a move so: `exd6 e.p.`,
//!   `dxe6 ep`, `Q-R5 mate` and `O-O ch` are one move token each, whose text is all of it, and
//!   the move reader decides what the mark means. So is the square after a move that ends in
//!   a capture sign (`x`, `×`, Russian `х` and `:`): the French seed's `dx e5 e.p.` is one
//!   move. And after `Castles`, the side: `Castles KR`, `Castles (QR)`.
//! - **Descriptive notation** glues parts in parentheses to a move: `P-R8(Q)`, `R(6)xN`,
//!   `R(QR3)-Q3` are one move each, since the part is one to four capital letters or digits;
//!   any other `(` starts a variation (`e4(d4)` is a move and a variation).
//! - A `%` starts an escape line only at the start of a line; anywhere else it is an error.
//!
//! ```
//! use fenkit::movetext::{tokens, write_tokens, TokenKind};
//! let text = "1.e4 e5 2.Cf3 Cc6 3. Fc4 Fc5 {Italienne} 0,5-0,5";
//! let kinds: Vec<TokenKind> = tokens(text).map(|t| t.map(|t| t.kind)).collect::<Result<_, _>>()?;
//! assert_eq!(kinds.iter().filter(|t| t.is_move()).count(), 6);
//! assert_eq!(write_tokens(&kinds), "1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 {Italienne} 1/2-1/2");
//! # Ok::<(), fenkit::movetext::ParseMovetextError>(())
//! ```

mod detect;
mod error;
mod found;
mod import;
mod token;
mod walk;
mod write;

pub use detect::{LangFit, NoLangFits, detect_lang};
pub use error::{MovetextErrorKind, ParseMovetextError};
pub(crate) use found::FoundTokens;
pub use import::ImportForm;
pub(crate) use token::result_at;
pub use token::{GameResult, Glyph, MAX_VARIATION_DEPTH, Token, TokenKind, Tokens, tokens};
pub(crate) use walk::{ImportSan, Line, null_move, walk_san_found};
pub use walk::{MoveNumber, Played, Step, WalkError, WalkErrorKind, after_result, walk, walk_san};
pub use write::{MovetextWriter, notate, write_tokens};
