//! `serde` support (the `serde` feature): every type as its text form, the one a person reads.
//!
//! | type | serialized as | read with |
//! |---|---|---|
//! | [`Position`] | its FEN (X-FEN, which is standard FEN for classical castling; Shredder-FEN in a Chess960 game whose rights X-FEN writes as `KQkq`, so that the game's castling convention comes back) | the strict reader, any dialect, then validated |
//! | [`Setup`] | its FEN (X-FEN); an error for a right FEN cannot say | the strict reader, any dialect, not validated |
//! | [`UciMove`] | `e2e4`, `e7e8q`, `e1g1` | [`UciMove::parse_ascii`] |
//! | [`Square`], [`File`], [`Rank`] | `e4`, `e`, `4` | their `FromStr` |
//! | [`Color`], [`Role`] | `white`, `knight` | their `FromStr` |
//! | [`Piece`] | its FEN letter: `N`, `p` | [`Piece::from_char`] |
//! | [`DialectKind`] | `standard`, `shredder`, `xfen` | its `FromStr` (aliases too) |
//!
//! [`Move`](crate::Move) has no impls: it names castling and en passant by what happens on the
//! board, which a text form can only say next to a position. Serialize
//! [`mv.to_uci(mode)`](crate::Move::to_uci) and read it back with [`UciMove::to_move`].
//! [`CastlingRights`](crate::CastlingRights) has none either: its letters (`KQkq`, `HAha`)
//! mean a rook file only next to a board, so it travels inside the FEN of a `Setup` or
//! `Position`.
//!
//! A text that does not read gives the reader's own message as the format's error:
//!
//! ```
//! use fenkit::{Position, Square};
//! let pos: Position = serde_json::from_str(r#""4k3/8/8/8/8/8/8/R3K3 w Q - 0 1""#)?;
//! assert_eq!(serde_json::to_string(&pos)?, r#""4k3/8/8/8/8/8/8/R3K3 w Q - 0 1""#);
//! let squares: Vec<Square> = serde_json::from_str(r#"["e2", "e4"]"#)?;
//! assert_eq!(squares[1].to_string(), "e4");
//! let err = serde_json::from_str::<Square>(r#""e9""#).unwrap_err();
//! assert_eq!(err.to_string(), "found \"e9\", expected a square such as e4 (a file a-h, then a rank 1-8) at line 1 column 4");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use ::serde::de::{self, Deserialize, Deserializer, Visitor};
use ::serde::ser::{self, Serialize, Serializer};

use crate::castling::CastlingMode;
use crate::dialect::DialectKind;
use crate::fen::{Fen, FenErrorKind, FenWriter};
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::setup::Setup;
use crate::square::{File, Rank, Square};
use crate::uci::UciMove;

/// Reads a string with `FromStr`; `expecting` completes "expected …" in the format's errors.
struct FromStrVisitor<T> {
    expecting: &'static str,
    /// The parse error says too little (strum's "Matching variant not found"), so the format's
    /// "invalid value: string "w", expected white or black" is given instead.
    terse: bool,
    ty: PhantomData<fn() -> T>,
}

impl<T> Visitor<'_> for FromStrVisitor<T>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(|err: T::Err| {
            if self.terse {
                E::invalid_value(de::Unexpected::Str(text), &self)
            } else {
                E::custom(err)
            }
        })
    }
}

/// Reads a `T` from a string with its `FromStr` (see [`FromStrVisitor`]).
fn from_text<'de, D, T>(
    deserializer: D,
    expecting: &'static str,
    terse: bool,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: FromStr,
    T::Err: fmt::Display,
{
    deserializer.deserialize_str(FromStrVisitor::<T> {
        expecting,
        terse,
        ty: PhantomData,
    })
}

/// `Serialize` through `Display` and `Deserialize` through `FromStr`.
macro_rules! as_text {
    ($($ty:ty => $expecting:literal, terse: $terse:literal;)*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                from_text(deserializer, $expecting, $terse)
            }
        }
    )*};
}

as_text! {
    Square => "a square such as e4", terse: false;
    File => "a file a-h", terse: false;
    Rank => "a rank 1-8", terse: false;
    Color => "white or black", terse: true;
    Role => "a role: pawn, knight, bishop, rook, queen or king", terse: true;
    DialectKind => "a FEN dialect: standard, shredder or xfen", terse: false;
    UciMove => "a UCI move such as e2e4", terse: false;
}

/// A position's FEN: X-FEN, unless the position is in a Chess960 game and X-FEN would write its
/// castling rights as `KQkq`, which reads back as a standard game: then Shredder-FEN (`HAha`),
/// which reads back as Chess960. With no castling rights left the two conventions write every
/// move alike, and the position comes back standard.
///
/// ```
/// use fenkit::{CastlingMode, Position, chess960};
/// let start = chess960::start_position(518)?;
/// let json = serde_json::to_string(&start)?;
/// assert_eq!(json, r#""rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1""#);
/// let back: Position = serde_json::from_str(&json)?;
/// assert_eq!(back.castling_mode(), CastlingMode::Chess960);
/// assert_eq!(serde_json::to_string(&Position::STARTING)?, r#""rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1""#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let setup = self.setup();
        let reads_back_standard =
            CastlingMode::of_rights(&setup.castling, &setup.board) == CastlingMode::Standard;
        if self.is_chess960()
            && reads_back_standard
            && !setup.castling.is_empty()
            && let Ok(shredder) = self.to_fen(DialectKind::Shredder)
        {
            return serializer.serialize_str(&shredder);
        }
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        from_text(deserializer, "a FEN string of a legal position", false)
    }
}

/// A FEN string, not validated.
struct SetupText;

impl Visitor<'_> for SetupText {
    type Value = Setup;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a FEN string")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Setup, E> {
        text.parse::<Fen>().map(Fen::into_setup).map_err(E::custom)
    }
}

/// A setup whose castling right FEN cannot say (no rook or king for it to resolve to) is an
/// error, the writer's [`LossyConversion`](crate::dialect::LossyConversion); so is an en passant
/// square on the wrong rank for the side to move, which the reader would refuse.
impl Serialize for Setup {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let expected = self.turn.ep_rank();
        if let Some(square) = self.ep_square
            && square.rank() != expected
        {
            let turn = self.turn;
            let kind = FenErrorKind::EnPassantRank {
                square,
                turn,
                expected,
            };
            return Err(ser::Error::custom(kind));
        }
        let fen = FenWriter::new().write(self).map_err(ser::Error::custom)?;
        serializer.serialize_str(&fen)
    }
}

impl<'de> Deserialize<'de> for Setup {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Setup, D::Error> {
        deserializer.deserialize_str(SetupText)
    }
}

/// One FEN piece letter.
struct PieceLetter;

impl PieceLetter {
    fn read<E: de::Error>(c: char) -> Result<Piece, E> {
        Piece::from_char(c).ok_or_else(|| {
            E::custom(format_args!(
                "found {c:?}, expected a piece letter: one of KQRBNP for White, kqrbnp for Black"
            ))
        })
    }
}

impl Visitor<'_> for PieceLetter {
    type Value = Piece;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a FEN piece letter such as N or p")
    }

    fn visit_char<E: de::Error>(self, c: char) -> Result<Piece, E> {
        PieceLetter::read(c)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Piece, E> {
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => PieceLetter::read(c),
            _ => Err(E::invalid_value(de::Unexpected::Str(text), &self)),
        }
    }
}

impl Serialize for Piece {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_char(self.char())
    }
}

impl<'de> Deserialize<'de> for Piece {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Piece, D::Error> {
        deserializer.deserialize_char(PieceLetter)
    }
}
