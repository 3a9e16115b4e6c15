//! PGN game records (PGN 8, 9): reading them as a stream, every move validated, and writing
//! them in export format.
//!
//! - [`PgnReader`] reads games one at a time from any [`BufRead`](std::io::BufRead), in
//!   memory bounded by one game: tags ([`Tags`]), the variant ([`Variant`], decided after all
//!   tags), the start position (the `FEN` tag in any dialect), the movetext (SAN in any of 18
//!   languages) with comments, NAGs, glyphs and variations, and the result. A bad game is a
//!   [`PgnError`] naming the game, the line and column and the move, and reading goes on.
//! - [`RawGame`] is a game's text before its moves are played: [`RawGame::play`] validates
//!   every move and shows each position without building a [`Game`].
//! - [`Game`] holds a game; [`PgnWriter`] writes it in export format, the `FEN` tag in a
//!   chosen dialect and the `Variant` tag as the reader of the file expects ([`VariantTag`]).
//! - [`Selection`] chooses games by their tags, their main line and their number, as
//!   pgn-extract does; [`Dedupe`] drops repeated games; [`Stats`] counts them.
//!   [`Game::strip`] takes comments, NAGs, variations or clocks out, and [`commands`] reads
//!   the `[%clk]`, `[%emt]` and `[%eval]` commands of a comment.
//!
//! Chess960 comes in many spellings: lichess writes `[Variant "Chess960"]` and an X-FEN `FEN`
//! tag, cutechess `[Variant "fischerandom"]`, pgn-extract `[Variant "chess 960"]`, CCRL and
//! chess.com no `Variant` tag and a Shredder-FEN `FEN` tag. All of them read; see
//! [`Variant::from_tag`] and [`Variant::decide`].
//!
//! ```
//! use fenkit::{DialectKind, Lang, pgn::{PgnReader, PgnWriter, VariantTag}};
//! let lichess = r#"[Event "Casual Chess960 game"]
//! [Site "https://lichess.org/abcdefgh"]
//! [Result "*"]
//! [Variant "Chess960"]
//! [FEN "nrkbrqbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBRQBN w KQkq - 0 1"]
//!
//! 1. g3 { [%clk 0:03:00] } 1... e5 2. Cb3 $1 (2. f4) 2... Cg6 *
//! "#;
//! let game = PgnReader::new(lichess.as_bytes()).lang(Lang::Fr).next().unwrap()?;
//! let cutechess = PgnWriter::new()
//!     .dialect(DialectKind::Shredder)
//!     .write(&game)?;
//! assert_eq!(cutechess, r#"[Event "Casual Chess960 game"]
//! [Site "https://lichess.org/abcdefgh"]
//! [Date "????.??.??"]
//! [Round "?"]
//! [White "?"]
//! [Black "?"]
//! [Result "*"]
//! [FEN "nrkbrqbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBRQBN w EBeb - 0 1"]
//! [SetUp "1"]
//! [Variant "Chess960"]
//!
//! 1. g3 { [%clk 0:03:00] } 1... e5 2. Nb3 $1 ( 2. f4 ) 2... Ng6 *
//!
//! "#);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod ahead;
mod build;
mod commands;
mod comment_text;
mod error;
mod game;
mod input;
mod parallel;
mod ply;
mod read;
mod select;
#[cfg(feature = "serde")]
mod serde;
mod split;
mod strip;
mod tags;
mod variant;
mod warning;
mod write;

pub use ahead::ReadAhead;
pub use commands::{Command, CommandError, Eval, Found, commands};
pub use comment_text::CommentText;
pub use error::{PgnError, PgnErrorKind};
pub use game::{Game, GameError, Item};
#[cfg(feature = "compression")]
pub use input::{Compression, Decompressed, decompress};
pub use input::{Decoder, Encoding};
pub use ply::{Plies, Ply};
pub use read::{Header, MAX_GAME_BYTES, PgnReader, RawGame};
pub use select::{
    Bounds, Candidate, DateRange, Dedupe, EcoRange, Ending, Kept, LineKey, Material,
    ParseCriterionError, Picker, Selected, Selection, Stats, Tally, Verdict, Watch,
};
pub use strip::{ParseStripError, Strip};
pub use tags::{ParseTagError, SEVEN_TAG_ROSTER, TagErrorKind, Tags};
pub use variant::{UnknownVariant, Variant, VariantConflict};
pub use warning::{PgnWarning, PgnWarningKind};
pub use write::{LINE_WIDTH, PgnWriter, TagOrder, TagSet, VariantTag};
