//! Taking parts out of a game before it is written: comments, NAGs, variations, clocks.

use super::commands::{Command, commands};
use super::game::{Game, Item};
use crate::scan::ShownText;

/// The parts of a game [`Game::strip`] takes out.
///
/// ```
/// use fenkit::pgn::Strip;
/// let strip: Strip = "comments,nags".parse()?;
/// assert_eq!(strip, Strip::new().comments(true).nags(true));
/// assert!("comments,moves".parse::<Strip>().is_err());
/// # Ok::<(), fenkit::pgn::ParseStripError>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[allow(clippy::struct_excessive_bools)]
pub struct Strip {
    comments: bool,
    nags: bool,
    variations: bool,
    clocks: bool,
}

/// A part [`Strip`] does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown part {}, expected comments, nags, variations or clocks", ShownText(.0))]
pub struct ParseStripError(String);

impl Strip {
    /// Nothing taken out.
    #[must_use]
    pub fn new() -> Strip {
        Strip::default()
    }

    /// Every `{…}` and `;` comment (escape lines stay).
    #[must_use]
    pub fn comments(mut self, on: bool) -> Strip {
        self.comments = on;
        self
    }

    /// Every NAG (`$1`) and suffix glyph (`!`, `?!`).
    #[must_use]
    pub fn nags(mut self, on: bool) -> Strip {
        self.nags = on;
        self
    }

    /// Every variation, with all it holds.
    #[must_use]
    pub fn variations(mut self, on: bool) -> Strip {
        self.variations = on;
        self
    }

    /// The clock commands (`[%clk 0:03:00]`) inside comments; a comment left empty goes.
    #[must_use]
    pub fn clocks(mut self, on: bool) -> Strip {
        self.clocks = on;
        self
    }

    /// What this and `other` take out, both.
    ///
    /// ```
    /// use fenkit::pgn::Strip;
    /// let both = Strip::new().nags(true).with(Strip::new().clocks(true));
    /// assert_eq!(both, "nags,clocks".parse()?);
    /// # Ok::<(), fenkit::pgn::ParseStripError>(())
    /// ```
    #[must_use]
    pub fn with(self, other: Strip) -> Strip {
        Strip {
            comments: self.comments || other.comments,
            nags: self.nags || other.nags,
            variations: self.variations || other.variations,
            clocks: self.clocks || other.clocks,
        }
    }

    /// Whether nothing is taken out.
    #[must_use]
    pub fn is_none(&self) -> bool {
        *self == Strip::default()
    }
}

/// A list of parts, `comments,nags,variations,clocks`, any of them in any order.
impl core::str::FromStr for Strip {
    type Err = ParseStripError;

    fn from_str(text: &str) -> Result<Strip, ParseStripError> {
        text.split(',')
            .map(str::trim)
            .try_fold(Strip::new(), |strip, part| match part {
                "comments" => Ok(strip.comments(true)),
                "nags" => Ok(strip.nags(true)),
                "variations" => Ok(strip.variations(true)),
                "clocks" => Ok(strip.clocks(true)),
                _ => Err(ParseStripError(part.to_owned())),
            })
    }
}

/// A comment without its clock commands (and the white space after each); `None` when
/// nothing else is left.
fn without_clocks(text: &str) -> Option<String> {
    let mut kept = String::with_capacity(text.len());
    let mut at = 0;
    for found in commands(text) {
        if matches!(found.command, Ok(Command::Clock(_))) {
            kept.push_str(&text[at..found.span.start]);
            let rest = &text[found.span.end..];
            at = found.span.end + (rest.len() - rest.trim_start().len());
        }
    }
    kept.push_str(&text[at..]);
    (!kept.trim().is_empty()).then_some(kept)
}

impl Game {
    /// Takes the parts `strip` names out of the movetext.
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, PgnWriter, Strip};
    /// let pgn = "1. e4 { [%eval 0.2] [%clk 0:03:00] } e5 $1 { [%clk 0:03:00] } (1... c5 { Sicilian }) 2. Nf3 *\n";
    /// let mut game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
    /// game.strip("clocks,nags,variations".parse()?);
    /// assert_eq!(PgnWriter::new().write(&game)?, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n\
    ///     [Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 { [%eval 0.2] } 1... e5 2. Nf3 *\n\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn strip(&mut self, strip: Strip) {
        if strip.is_none() {
            return;
        }
        let mut depth = 0usize;
        self.items_mut().retain_mut(|item| {
            match item {
                Item::StartVariation if strip.variations => {
                    depth += 1;
                    return false;
                }
                Item::EndVariation if strip.variations => {
                    depth = depth.saturating_sub(1);
                    return false;
                }
                _ if depth > 0 => return false,
                Item::Comment(_) | Item::LineComment(_) if strip.comments => return false,
                Item::Nag(_) | Item::Glyph(_) if strip.nags => return false,
                Item::Comment(text) if strip.clocks && text.contains("[%clk") => {
                    match without_clocks(text) {
                        Some(kept) => *text = kept.into(),
                        None => return false,
                    }
                }
                _ => {}
            }
            true
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{PgnReader, PgnWriter};

    #[test]
    fn with_takes_out_what_either_takes_out() {
        let parts = ["comments", "nags", "variations", "clocks"];
        for one in parts {
            let strip: Strip = one.parse().unwrap();
            assert_eq!(strip.with(Strip::new()), strip, "{one}");
            assert_eq!(Strip::new().with(strip), strip, "{one}");
            for other in parts {
                let both: Strip = format!("{one},{other}").parse().unwrap();
                assert_eq!(strip.with(other.parse().unwrap()), both, "{one} {other}");
            }
        }
        assert!(Strip::new().with(Strip::new()).is_none());
    }

    /// The movetext `pgn` is written with after `strip`.
    fn stripped(pgn: &str, strip: &str) -> String {
        let mut game = PgnReader::new(pgn.as_bytes()).next().unwrap().unwrap();
        game.strip(strip.parse().unwrap());
        let written = PgnWriter::new().write(&game).unwrap();
        // Lines joined: where the writer breaks them is not the point here.
        written
            .split_once("\n\n")
            .unwrap()
            .1
            .trim_end()
            .replace('\n', " ")
    }

    const GAME: &str = "1. e4 { [%clk 0:03:00] } e5 $1 ; a note\n2. Nf3!? { best [%clk 0:02:59] } \
        (2. f4 { gambit } (2. d4) 2... exf4) 2... Nc6 { [%eval 0.3] [%clk 0:02:58] } *\n";

    #[test]
    fn each_part_goes_alone() {
        let table = [
            (
                "comments",
                "1. e4 e5 $1 2. Nf3 $5 ( 2. f4 ( 2. d4 ) 2... exf4 ) 2... Nc6 *",
            ),
            (
                "nags",
                "1. e4 { [%clk 0:03:00] } 1... e5 ; a note 2. Nf3 { best [%clk 0:02:59] } \
                 ( 2. f4 { gambit } ( 2. d4 ) 2... exf4 ) 2... Nc6 { [%eval 0.3] [%clk 0:02:58] } *",
            ),
            (
                "variations",
                "1. e4 { [%clk 0:03:00] } 1... e5 $1 ; a note 2. Nf3 $5 { best [%clk 0:02:59] } \
                 2... Nc6 { [%eval 0.3] [%clk 0:02:58] } *",
            ),
            (
                "clocks",
                "1. e4 e5 $1 ; a note 2. Nf3 $5 { best } ( 2. f4 { gambit } ( 2. d4 ) 2... exf4 ) \
                 2... Nc6 { [%eval 0.3] } *",
            ),
            ("comments,nags,variations,clocks", "1. e4 e5 2. Nf3 Nc6 *"),
        ];
        for (strip, expected) in table {
            assert_eq!(stripped(GAME, strip), expected, "{strip}");
        }
    }

    #[test]
    fn clocks_go_with_the_space_after_them() {
        assert_eq!(without_clocks(" [%clk 0:03:00] "), None);
        assert_eq!(
            without_clocks(" [%clk 0:03:00]  good [%clk 1:00] "),
            Some(" good ".to_owned())
        );
        // A clock that does not read is not a clock: it stays.
        assert_eq!(
            without_clocks(" [%clk soon] "),
            Some(" [%clk soon] ".to_owned())
        );
        assert_eq!(
            without_clocks("[%emt 0:00:01]"),
            Some("[%emt 0:00:01]".to_owned())
        );
    }

    #[test]
    fn nothing_to_strip_leaves_the_game_as_it_was() {
        let mut game = PgnReader::new(GAME.as_bytes()).next().unwrap().unwrap();
        let before = game.clone();
        game.strip(Strip::new());
        assert_eq!(game, before);
        assert!(Strip::new().is_none());
        assert!(!Strip::new().clocks(true).is_none());
    }
}
