//! The JSON the commands write, one typed struct per output: `inspect --json` ([`Inspect`]),
//! `epd --to json` ([`EpdRecord`]) and `pgn --to json` ([`PgnGame`]). docs/json.md documents
//! each, field by field.
//!
//! Every object is written on one line, with a space after each `:` and `,`
//! (`{"fen": "8/8/8/8/8/8/8/8 w - - 0 1", "ops": {}}`), by serde_json through [`Spaced`].

use std::io;
use std::time::Duration;

use fenkit::movetext::GameResult;
use fenkit::pgn::Eval;
use serde::Serialize;
use serde::ser::Serializer;
use serde_json::ser::{CharEscape, CompactFormatter, Formatter};

/// `inspect --json`: what a FEN says.
#[derive(Debug, Serialize)]
pub(crate) struct Inspect {
    /// What the text was read as.
    pub(crate) read_as: ReadAs,
    /// The piece placement field.
    pub(crate) placement: String,
    /// `w` or `b`.
    pub(crate) turn: char,
    /// The castling rooks' squares of each side, king side first.
    pub(crate) castling: ByColor<Vec<String>>,
    /// The en passant square as the FEN gives it.
    pub(crate) en_passant: Option<String>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    /// The Polyglot key, 16 lower-case hex digits.
    pub(crate) key: String,
    /// The dialect the FEN is written in.
    pub(crate) dialect: String,
    /// The Chess960 number of a Chess960 start position.
    pub(crate) chess960: Option<u16>,
    /// The two numbers of a Double Fischer Random start position (sides set up differently).
    pub(crate) double_fischer_random: Option<ByColor<u16>>,
    pub(crate) check: bool,
    /// The squares of the pieces giving check.
    pub(crate) checkers: Vec<String>,
    pub(crate) legal_moves: usize,
    /// `ongoing`, or how the game ended.
    pub(crate) status: &'static str,
    /// `1-0`, `0-1` or `1/2-1/2` when the game is over.
    pub(crate) result: Option<String>,
    /// How the game ended without a claim (for moves, with the positions before the last).
    pub(crate) outcome: Option<OutcomeJson>,
    /// The draws the player to move may claim (for moves, repetition too).
    pub(crate) claims: Vec<&'static str>,
    /// Whether each side lacks the material to checkmate.
    pub(crate) insufficient_material: ByColor<bool>,
    pub(crate) fifty_moves: bool,
    pub(crate) seventy_five_moves: bool,
}

/// What `inspect` read its text as: the kind, and the dialect, notation and language that
/// apply.
#[derive(Debug, Serialize)]
pub(crate) struct ReadAs {
    /// `fen`, `epd`, `forsyth1883`, `forsyth1897`, `movetext` or `pgn`.
    pub(crate) kind: &'static str,
    /// The castling dialect of a FEN or an EPD record.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) dialect: Option<String>,
    /// The move notation of movetext or a PGN game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) notation: Option<&'static str>,
    /// The language of SAN or LAN moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) lang: Option<String>,
}

/// One value for each side.
#[derive(Debug, Serialize)]
pub(crate) struct ByColor<T> {
    pub(crate) white: T,
    pub(crate) black: T,
}

/// `epd --to json`: one EPD record.
#[derive(Debug, Serialize)]
pub(crate) struct EpdRecord {
    /// The position with its clocks.
    pub(crate) fen: String,
    /// Each opcode with its operands as text, in the record's order.
    pub(crate) ops: Pairs<String, Vec<String>>,
}

/// `pgn --to json`: one game's main line.
#[derive(Debug, Serialize)]
pub(crate) struct PgnGame<'a> {
    /// The game's number in the input, from 1.
    pub(crate) game: usize,
    /// The tags in the order read.
    pub(crate) tags: Pairs<&'a str, &'a str>,
    /// `standard` or `chess960`.
    pub(crate) variant: String,
    /// The language the moves were read in (`--lang`, or the one `--lang auto` found).
    pub(crate) lang: String,
    /// The FEN of the start position.
    pub(crate) start: String,
    /// The moves in UCI (`0000` for a null move).
    pub(crate) uci: Vec<String>,
    /// The moves in SAN (`--` for a null move).
    pub(crate) san: Vec<String>,
    /// The comments before the first move, trimmed, a space between.
    pub(crate) start_comment: Option<String>,
    /// Each ply's comments (after its move, on the main line), as `start_comment`.
    pub(crate) comments: Vec<Option<String>>,
    /// Each ply's `[%clk]`, in seconds.
    pub(crate) clk: Vec<Option<Seconds>>,
    /// Each ply's `[%emt]`, in seconds.
    pub(crate) emt: Vec<Option<Seconds>>,
    /// Each ply's `[%eval]`.
    pub(crate) eval: Vec<Option<EvalJson>>,
    /// The game's result, `*` when it has none.
    pub(crate) result: String,
    /// The FEN of the last position.
    pub(crate) end: String,
    /// How the main line ended without a claim, if it did.
    pub(crate) outcome: Option<OutcomeJson>,
    /// The draws the player to move may claim at the end of the main line.
    pub(crate) claims: Vec<&'static str>,
}

/// How a game ended: `{"result": "1/2-1/2", "reason": "fivefold_repetition"}`.
#[derive(Debug, Serialize)]
pub(crate) struct OutcomeJson {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub(crate) result: String,
    /// [`fenkit::Outcome::reason`]: `checkmate`, `stalemate`, `insufficient_material`,
    /// `fivefold_repetition` or `seventyfive_moves`.
    pub(crate) reason: &'static str,
}

impl OutcomeJson {
    pub(crate) fn of(outcome: fenkit::Outcome) -> OutcomeJson {
        OutcomeJson {
            result: GameResult::from(outcome).to_string(),
            reason: outcome.reason(),
        }
    }
}

/// `fenkit pgn --stats --to json`: the counts as one object, each kind in its own order (the
/// results and variants all, the languages those found).
#[derive(Debug, Serialize)]
pub(crate) struct PgnStats {
    pub(crate) games: usize,
    pub(crate) plies: usize,
    pub(crate) results: Pairs<String, usize>,
    pub(crate) variants: Pairs<String, usize>,
    pub(crate) languages: Pairs<String, usize>,
}

impl PgnStats {
    /// The counts of `stats`.
    pub(crate) fn of(stats: &fenkit::pgn::Stats) -> PgnStats {
        use fenkit::movetext::GameResult;
        use fenkit::pgn::Variant;
        PgnStats {
            games: stats.games(),
            plies: stats.plies(),
            results: Pairs(
                GameResult::ALL
                    .iter()
                    .map(|&r| (r.to_string(), stats.with_result(r)))
                    .collect(),
            ),
            variants: Pairs(
                Variant::ALL
                    .iter()
                    .map(|&v| (v.to_string(), stats.of_variant(v)))
                    .collect(),
            ),
            languages: Pairs(
                fenkit::Lang::ALL
                    .iter()
                    .map(|&l| (l.to_string(), stats.in_lang(l)))
                    .filter(|&(_, n)| n > 0)
                    .collect(),
            ),
        }
    }
}

/// Names and values written as a JSON object in their own order.
#[derive(Debug)]
pub(crate) struct Pairs<K, V>(pub(crate) Vec<(K, V)>);

impl<K: Serialize, V: Serialize> Serialize for Pairs<K, V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// Appends `value`, one of the structs above, as JSON on one line: `{"a": 1, "b": [2, 3]}`.
pub(crate) fn append(value: &impl Serialize, out: &mut String) {
    let mut bytes = Vec::with_capacity(256);
    // serde_json fails only when its writer fails (a `Vec` never does) or on a map key that
    // is not text (every key above is): there is no error to report.
    let _ = value.serialize(&mut serde_json::Serializer::with_formatter(
        &mut bytes, Spaced,
    ));
    // serde_json writes only UTF-8: this borrows the bytes as they are.
    out.push_str(&String::from_utf8_lossy(&bytes));
}

/// serde_json's compact layout with a space after each `:` and `,`, and control characters
/// other than `\n`, `\r` and `\t` as `\u00XX`.
struct Spaced;

impl Formatter for Spaced {
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        separate(writer, first)
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        separate(writer, first)
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }

    fn write_char_escape<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        escape: CharEscape,
    ) -> io::Result<()> {
        match escape {
            CharEscape::Backspace => writer.write_all(b"\\u0008"),
            CharEscape::FormFeed => writer.write_all(b"\\u000c"),
            other => CompactFormatter.write_char_escape(writer, other),
        }
    }
}

/// `, ` before every item but the first.
fn separate<W: ?Sized + io::Write>(writer: &mut W, first: bool) -> io::Result<()> {
    if first {
        Ok(())
    } else {
        writer.write_all(b", ")
    }
}

/// A time in seconds: a whole number when it is one (`180`), else with its decimals (`7.5`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Seconds(pub(crate) Duration);

impl Serialize for Seconds {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.subsec_millis() == 0 {
            serializer.serialize_u64(self.0.as_secs())
        } else {
            serializer.serialize_f64(self.0.as_secs_f64())
        }
    }
}

/// An evaluation: `{"cp": 24}` or `{"mate": -3}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum EvalJson {
    Cp(i32),
    Mate(i32),
}

impl EvalJson {
    /// The JSON of `eval`; `None` for a kind of evaluation this output does not know yet.
    pub(crate) fn of(eval: Eval) -> Option<EvalJson> {
        match eval {
            Eval::Centipawns(cp) => Some(EvalJson::Cp(cp)),
            Eval::Mate(n) => Some(EvalJson::Mate(n)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(value: &impl Serialize) -> String {
        let mut out = String::from("before ");
        append(value, &mut out);
        out
    }

    #[test]
    fn strings_are_escaped() {
        assert_eq!(
            line(&"a\"b\\c\nd\r\t\u{1}\u{8}\u{c}\u{1f}é/"),
            "before \"a\\\"b\\\\c\\nd\\r\\t\\u0001\\u0008\\u000c\\u001fé/\""
        );
    }

    #[test]
    fn items_and_members_are_separated_by_a_comma_and_a_space() {
        let record = EpdRecord {
            fen: "8/8/8/8/8/8/8/8 w - - 0 1".to_owned(),
            ops: Pairs(vec![
                ("id".to_owned(), vec!["x".to_owned()]),
                ("pv".to_owned(), vec!["e4".to_owned(), "e5".to_owned()]),
                ("c0".to_owned(), vec![]),
            ]),
        };
        assert_eq!(
            line(&record),
            "before {\"fen\": \"8/8/8/8/8/8/8/8 w - - 0 1\", \"ops\": {\"id\": [\"x\"], \
             \"pv\": [\"e4\", \"e5\"], \"c0\": []}}"
        );
    }
}
