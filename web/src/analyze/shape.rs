//! The shape of an analysis: what the page renders and `/api/analyze` returns as JSON.

use fenkit::notation::MoveNotation;
use fenkit::recognize::ReadAs;
use serde::Serialize;

use super::error_view::ErrorView;
use super::game_view::GameView;
use super::position_view::PositionView;

/// What a text was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Nothing was given.
    Empty,
    /// A FEN, in any dialect.
    Fen,
    /// An EPD record.
    Epd,
    /// Forsyth's 1883 form (eight lines).
    Forsyth1883,
    /// Forsyth's 1897 form (one line, ranks separated by commas).
    Forsyth1897,
    /// Moves, with or without numbers, comments and variations.
    Movetext,
    /// A PGN game, with its tags.
    Pgn,
    /// A text that could not be read.
    Error,
}

impl Kind {
    /// Its name in the JSON API and the page's `data-kind`: `fen`, `pgn`, …
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Kind::Empty => "empty",
            Kind::Fen => "fen",
            Kind::Epd => "epd",
            Kind::Forsyth1883 => "forsyth1883",
            Kind::Forsyth1897 => "forsyth1897",
            Kind::Movetext => "movetext",
            Kind::Pgn => "pgn",
            Kind::Error => "error",
        }
    }
}

/// Everything the page shows of one text.
#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    /// What the text was read as.
    pub kind: Kind,
    /// The same, in words of the page's language (with the dialect or notation and language).
    pub recognised: String,
    /// The same, as `fenkit inspect --json` gives it: `kind`, and the `dialect`, `notation` and
    /// `lang` that apply (null for an error).
    pub read_as: Option<ReadAsView>,
    /// Which game of a PGN text with several is shown.
    pub games: Option<GamesView>,
    /// The position shown: the one given, or the one after the chosen ply of a game.
    pub position: Option<PositionView>,
    /// The game, when the text held moves.
    pub game: Option<GameView>,
    /// Why the text could not be read, with the place in it.
    pub error: Option<ErrorView>,
    /// An EPD record's operations (`bm`, `id`, …), as written.
    pub operations: Vec<(String, String)>,
    /// What lenient reading let pass, move by move: `3. Fe2b5: not canonical, read as Fb5`.
    pub notes: Vec<String>,
    /// The same in the page's words where it has them, each with whether it is (`true`)
    /// or is left in the library's English.
    #[serde(skip)]
    pub notes_shown: Vec<(String, bool)>,
    /// For a FEN whose placement reads but another field does not: the board as far as it
    /// reads, so that a missing king is seen beside the error.
    pub board_svg: Option<String>,
}

/// What a text was read as, with the keys of `fenkit inspect --json` (docs/json.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReadAsView {
    /// `fen`, `epd`, `forsyth1883`, `forsyth1897`, `movetext` or `pgn`.
    pub kind: &'static str,
    /// The castling dialect of a FEN or an EPD record: `standard`, `shredder`, `xfen`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dialect: Option<String>,
    /// The move notation of movetext or a PGN game: `san`, `lan`, `fan`, …
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notation: Option<&'static str>,
    /// The language of SAN or LAN moves: `en`, `fr`, …
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

impl From<ReadAs> for ReadAsView {
    fn from(read_as: ReadAs) -> ReadAsView {
        ReadAsView {
            kind: read_as.kind.name(),
            dialect: read_as.dialect.map(|dialect| dialect.to_string()),
            notation: read_as.notation.map(MoveNotation::name),
            lang: read_as.lang.map(|lang| lang.to_string()),
        }
    }
}

/// Which game of a PGN text is shown: `number` of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GamesView {
    /// The game shown, from 1.
    pub number: usize,
    /// How many games the text holds.
    pub count: usize,
}

impl Analysis {
    pub(crate) fn new(kind: Kind, recognised: String) -> Analysis {
        Analysis {
            kind,
            recognised,
            read_as: None,
            games: None,
            position: None,
            game: None,
            error: None,
            operations: Vec::new(),
            notes: Vec::new(),
            notes_shown: Vec::new(),
            board_svg: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_named() {
        assert_eq!(Kind::Forsyth1883.code(), "forsyth1883");
        assert_eq!(
            serde_json::to_value(Kind::Forsyth1897).unwrap(),
            Kind::Forsyth1897.code()
        );
    }
}
