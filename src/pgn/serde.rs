//! `serde` support for games (the `serde` feature), each as the form a person reads:
//!
//! | type | serialized as | read with |
//! |---|---|---|
//! | [`Game`] | its PGN: the tags as they are, in their order, then the movetext in export format | [`PgnReader`], English SAN, one game |
//! | [`Tags`] | a map from name to value, in order (a name given twice, twice) | in the order given |
//! | [`GameResult`] | `1-0`, `0-1`, `1/2-1/2`, `*` | those four |
//!
//! A game reads back as the same game, but for a suffix glyph, which the movetext writes as its
//! NAG (`!` as `$1`, PGN 8.2.3.8) and reads back as one.
//!
//! ```
//! use fenkit::{Position, pgn::{Game, Variant}, movetext::GameResult};
//! let mut game = Game::new(Position::STARTING, Variant::Standard);
//! game.tags_mut().set("White", "Réti");
//! game.play(Position::STARTING.legal_moves()[0])?;
//! game.comment("a first move")?;
//! game.set_result(GameResult::Draw);
//! let json = serde_json::to_string(&game)?;
//! assert_eq!(json, r#""[White \"Réti\"]\n\n1. Na3 {a first move} 1/2-1/2\n""#);
//! assert_eq!(serde_json::from_str::<Game>(&json)?, game);
//! assert_eq!(serde_json::to_string(game.tags())?, r#"{"White":"Réti"}"#);
//! let err = serde_json::from_str::<Game>(r#""1. e4 e5 2. Ke3 *""#).unwrap_err();
//! assert_eq!(err.to_string(), "game 1 (line 1, column 13): 2. Ke3: no white king can move to e3 at line 1 column 19");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use ::serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use ::serde::ser::{Serialize, SerializeMap, Serializer};

use super::game::Game;
use super::read::PgnReader;
use super::tags::Tags;
use super::write::PgnWriter;
use crate::movetext::GameResult;

impl Serialize for Game {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&PgnWriter::new().write_as_is(self))
    }
}

/// One PGN game.
struct GameText;

impl Visitor<'_> for GameText {
    type Value = Game;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("one game in PGN")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Game, E> {
        let mut games = PgnReader::new(text.as_bytes());
        let game = match games.next() {
            Some(game) => game.map_err(E::custom)?,
            None => return Err(E::custom("found no game, expected one game in PGN")),
        };
        match games.next() {
            None => Ok(game),
            Some(_) => Err(E::custom("found a second game, expected one game in PGN")),
        }
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Game, D::Error> {
        deserializer.deserialize_str(GameText)
    }
}

impl Serialize for Tags {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.len()))?;
        for (name, value) in self.iter() {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// Tag names and values, in order.
struct TagMap;

impl<'de> Visitor<'de> for TagMap {
    type Value = Tags;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a map from tag names to values")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tags, A::Error> {
        let mut tags = Tags::new();
        while let Some((name, value)) =
            map.next_entry::<std::borrow::Cow<'_, str>, std::borrow::Cow<'_, str>>()?
        {
            tags.push(&name, &value);
        }
        Ok(tags)
    }
}

impl<'de> Deserialize<'de> for Tags {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Tags, D::Error> {
        deserializer.deserialize_map(TagMap)
    }
}

impl Serialize for GameResult {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(<&str>::from(*self))
    }
}

/// `1-0`, `0-1`, `1/2-1/2` or `*`.
struct ResultText;

impl Visitor<'_> for ResultText {
    type Value = GameResult;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a result: 1-0, 0-1, 1/2-1/2 or *")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<GameResult, E> {
        <GameResult as strum::VariantArray>::VARIANTS
            .iter()
            .copied()
            .find(|result| <&str>::from(*result) == text)
            .ok_or_else(|| E::invalid_value(de::Unexpected::Str(text), &self))
    }
}

impl<'de> Deserialize<'de> for GameResult {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameResult, D::Error> {
        deserializer.deserialize_str(ResultText)
    }
}
