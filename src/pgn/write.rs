//! Writing games in PGN export format.

use core::fmt::{self, Write};
use std::borrow::Cow;

use super::game::{Game, Item};
use super::tags::{SEVEN_TAG_ROSTER, is_tag_line, starts_as_tag_line, write_tag};
use super::variant::Variant;
use crate::dialect::{Dialect, DialectKind, LossyConversion};
use crate::fen::FenWriter;
use crate::lang::Lang;
use crate::moves::Move;
use crate::movetext::{MoveNumber, MovetextWriter, TokenKind};
use crate::notation::{MoveFormat, MoveNotation, MoveWriter};
use crate::position::Position;
use crate::san::SanWriter;

/// The longest line of movetext export format writes (PGN 8.2.6), in characters.
pub const LINE_WIDTH: usize = 79;

/// What to do with the `Variant` tag when writing.
///
/// ```
/// use fenkit::pgn::VariantTag;
/// assert_eq!("chess960".parse::<VariantTag>()?, VariantTag::Chess960);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = variant_tag_error
)]
#[non_exhaustive]
pub enum VariantTag {
    /// As read: whatever spelling the game had, or none.
    #[default]
    Keep,
    /// `Variant "Chess960"` on every Chess960 game (as lichess writes it, and most tools
    /// read it); standard games keep what they had.
    Chess960,
    /// No `Variant` tag (as CCRL and chess.com write): the `FEN` tag's castling says
    /// Chess960, so a Chess960 game's FEN is written in Shredder-FEN unless a dialect is
    /// chosen, and one is added when the game has none.
    None,
}

impl VariantTag {
    /// Every choice: keep, Chess960, none.
    ///
    /// ```
    /// use fenkit::pgn::VariantTag;
    /// assert_eq!(VariantTag::ALL, [VariantTag::Keep, VariantTag::Chess960, VariantTag::None]);
    /// ```
    pub const ALL: &'static [VariantTag] = <VariantTag as strum::VariantArray>::VARIANTS;
}

/// The error for a name that is not a Variant tag choice.
fn variant_tag_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::VariantTag,
        found,
        &["keep", "chess960", "none"],
    )
}

/// Writes games in PGN export format (PGN 8): the Seven Tag Roster first (with `?` for what is
/// missing, and the `Result` tag saying the movetext's result), then the other tags in ASCII
/// order of their names; a blank line; the movetext in lines of at most 79 characters, as many
/// tokens on a line as fit, moves in canonical SAN of a chosen language, comments, NAGs and
/// variations kept, a suffix glyph written as its NAG (`Qh5?!` as `Qh5 $6`), a Black move's
/// number again after any comment, NAG or variation (`1. e4 $1 1... e5`); the result; a blank
/// line.
///
/// A line is broken only between tokens, never inside a comment (which is written verbatim,
/// but for one thing: a reader takes a line that looks like a tag pair after a blank line for
/// the next game, even inside a comment, so the blank lines before such a line are left out,
/// and a comment whose last line starts as one ends its line at the `}`), so a comment longer
/// than a line makes its line longer. The `FEN` tag is written as read
/// unless a dialect is chosen; the `Variant` tag as [`VariantTag`] says.
///
/// ```
/// use fenkit::{DialectKind, pgn::{PgnReader, PgnWriter, VariantTag}};
/// let pgn = "[Variant \"Chess960\"]\n[FEN \"nrkbrqbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBRQBN w KQkq - 0 1\"]\n\n1. g3 e5 *\n";
/// let game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
/// let ccrl = PgnWriter::new().variant_tag(VariantTag::None).write(&game)?;
/// assert_eq!(ccrl, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
///     [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\
///     [FEN \"nrkbrqbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBRQBN w EBeb - 0 1\"]\n[SetUp \"1\"]\n\n1. g3 e5 *\n\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct PgnWriter<D: Dialect = DialectKind> {
    moves: SanWriter,
    fen: Option<D>,
    variant_tag: VariantTag,
    tags: TagSet,
    width: usize,
    tag_order: TagOrder,
    fen_comments: bool,
    /// Another notation than SAN for the moves, if one is chosen.
    notation: Option<MoveFormat>,
}

/// The order [`PgnWriter`] writes the tags after the Seven Tag Roster in.
///
/// ```
/// use fenkit::pgn::TagOrder;
/// assert_eq!("file".parse::<TagOrder>()?, TagOrder::File);
/// assert_eq!(TagOrder::ALL, [TagOrder::Export, TagOrder::File]);
/// # Ok::<(), fenkit::ParseNameError>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = tag_order_error
)]
#[non_exhaustive]
pub enum TagOrder {
    /// ASCII order of their names, as export format wants (PGN 8.1.1).
    #[default]
    Export,
    /// The order they were read in (the `FEN`, `SetUp` and `Variant` tags added last).
    File,
}

impl TagOrder {
    /// Both orders: export, file.
    pub const ALL: &'static [TagOrder] = <TagOrder as strum::VariantArray>::VARIANTS;
}

/// The error for a name that is not a tag order.
fn tag_order_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(crate::name::NameKind::TagOrder, found, &["export", "file"])
}

/// Which tags [`PgnWriter`] writes.
///
/// ```
/// use fenkit::pgn::TagSet;
/// assert_eq!("roster".parse::<TagSet>()?, TagSet::Roster);
/// assert_eq!(TagSet::ALL, [TagSet::All, TagSet::Roster, TagSet::None]);
/// assert_eq!("some".parse::<TagSet>().unwrap_err().to_string(),
///     r#"unknown tag set "some", expected all, roster or none"#);
/// # Ok::<(), fenkit::ParseNameError>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = tag_set_error
)]
#[non_exhaustive]
pub enum TagSet {
    /// Every tag: the Seven Tag Roster, then the others in ASCII order.
    #[default]
    All,
    /// The Seven Tag Roster, and the `FEN`, `SetUp` and `Variant` tags a game needs to read
    /// back as itself.
    Roster,
    /// No tags: the movetext alone (a game from another start cannot be read back).
    None,
}

impl TagSet {
    /// Every choice: all, roster, none.
    pub const ALL: &'static [TagSet] = <TagSet as strum::VariantArray>::VARIANTS;
}

/// The error for a name that is not a tag set.
fn tag_set_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::TagSet,
        found,
        &["all", "roster", "none"],
    )
}

impl Default for PgnWriter {
    fn default() -> PgnWriter {
        PgnWriter::new()
    }
}

impl PgnWriter {
    /// English SAN, the `FEN` and `Variant` tags as read.
    pub const fn new() -> PgnWriter {
        PgnWriter {
            moves: SanWriter::new(),
            fen: None,
            variant_tag: VariantTag::Keep,
            tags: TagSet::All,
            width: LINE_WIDTH,
            tag_order: TagOrder::Export,
            fen_comments: false,
            notation: None,
        }
    }
}

impl<D: Dialect> PgnWriter<D> {
    /// The language of the piece letters.
    pub const fn lang(self, lang: Lang) -> PgnWriter<D> {
        PgnWriter {
            moves: self.moves.lang(lang),
            ..self
        }
    }

    /// Writes the `FEN` tag in this dialect: a dialect type or a [`DialectKind`], as
    /// [`FenWriter::dialect`] takes.
    ///
    /// ```
    /// use fenkit::dialect::Shredder;
    /// use fenkit::pgn::{PgnReader, PgnWriter};
    /// static SHREDDER: PgnWriter<Shredder> = PgnWriter::new().dialect(Shredder);
    /// let pgn = "[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\"]\n\n1. O-O *\n";
    /// let game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
    /// assert!(SHREDDER.write(&game)?.contains("[FEN \"4k3/8/8/8/8/8/8/R3K2R w HA - 0 1\"]"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn dialect<E: Dialect>(self, dialect: E) -> PgnWriter<E> {
        PgnWriter {
            moves: self.moves,
            fen: Some(dialect),
            variant_tag: self.variant_tag,
            tags: self.tags,
            width: self.width,
            tag_order: self.tag_order,
            fen_comments: self.fen_comments,
            notation: self.notation,
        }
    }

    /// What to do with the `Variant` tag.
    pub const fn variant_tag(self, policy: VariantTag) -> PgnWriter<D> {
        PgnWriter {
            variant_tag: policy,
            ..self
        }
    }

    /// Which tags to write ([`TagSet::All`] by default).
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, PgnWriter, TagSet};
    /// let pgn = "[White \"A\"]\n[ECO \"C20\"]\n\n1. e4 e5 *\n";
    /// let game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
    /// let roster = PgnWriter::new().tags(TagSet::Roster).write(&game)?;
    /// assert!(roster.contains("[White \"A\"]") && !roster.contains("ECO"));
    /// assert_eq!(PgnWriter::new().tags(TagSet::None).write(&game)?, "1. e4 e5 *\n\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn tags(self, tags: TagSet) -> PgnWriter<D> {
        PgnWriter { tags, ..self }
    }

    /// The longest line of movetext, in characters ([`LINE_WIDTH`], 79, by default, as PGN
    /// 8.2.1 wants: under 80); a token longer than that has a line of its own.
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, PgnWriter, TagSet};
    /// let game = PgnReader::new("1. e4 e5 2. Nf3 Nc6 *".as_bytes()).next().unwrap()?;
    /// let narrow = PgnWriter::new().tags(TagSet::None).width(10).write(&game)?;
    /// assert_eq!(narrow, "1. e4 e5\n2. Nf3 Nc6\n*\n\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn width(self, width: usize) -> PgnWriter<D> {
        PgnWriter { width, ..self }
    }

    /// The order of the tags after the Seven Tag Roster ([`TagOrder::Export`] by default).
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, PgnWriter, TagOrder};
    /// let pgn = "[WhiteElo \"2000\"]\n[ECO \"C20\"]\n\n1. e4 e5 *\n";
    /// let game = PgnReader::new(pgn.as_bytes()).next().unwrap()?;
    /// let kept = PgnWriter::new().tag_order(TagOrder::File).write(&game)?;
    /// assert!(kept.contains("[WhiteElo \"2000\"]\n[ECO \"C20\"]\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn tag_order(self, tag_order: TagOrder) -> PgnWriter<D> {
        PgnWriter { tag_order, ..self }
    }

    /// Whether each move is followed by a comment holding the FEN of the position after it
    /// (in variations too, as pgn-extract's `--fencomments` does), in the `FEN` tag's dialect
    /// (X-FEN unless one is chosen), the en passant square after every two-square pawn move.
    ///
    /// ```
    /// use fenkit::pgn::{PgnReader, PgnWriter, TagSet};
    /// let game = PgnReader::new("1. e4 *".as_bytes()).next().unwrap()?;
    /// let text = PgnWriter::new().tags(TagSet::None).fen_comments(true).write(&game)?;
    /// assert_eq!(text, "1. e4 { rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 } *\n\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn fen_comments(self, fen_comments: bool) -> PgnWriter<D> {
        PgnWriter {
            fen_comments,
            ..self
        }
    }

    /// Writes the moves in another notation than SAN: LAN, FAN, ICCF, descriptive… (as
    /// pgn-extract's `-W` does: the text is then not PGN export format, which wants SAN).
    /// SAN gives the default back, in the format's language.
    ///
    /// ```
    /// use fenkit::notation::MoveFormat;
    /// use fenkit::pgn::{PgnReader, PgnWriter, TagSet};
    /// let game = PgnReader::new("1. e4 e5 2. Nf3 *".as_bytes()).next().unwrap()?;
    /// let lan = PgnWriter::new().tags(TagSet::None).notation(MoveFormat::LAN).write(&game)?;
    /// assert_eq!(lan, "1. e2-e4 e7-e5 2. Ng1-f3 *\n\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn notation(self, format: MoveFormat) -> PgnWriter<D> {
        match format.notation() {
            MoveNotation::San => PgnWriter {
                moves: self.moves.lang(format.lang()),
                notation: None,
                ..self
            },
            _ => PgnWriter {
                notation: Some(format),
                ..self
            },
        }
    }

    /// A move as this writer writes it: SAN unless another notation is chosen.
    fn write_move(&self, pos: &Position, mv: Move) -> String {
        let written = self
            .notation
            .and_then(|format| MoveWriter::new(format).write(pos, mv).ok());
        written.unwrap_or_else(|| self.moves.write(pos, mv).as_str().to_owned())
    }

    /// The game as PGN.
    ///
    /// # Errors
    /// [`LossyConversion`] when the `FEN` tag is to be written in a dialect that cannot hold
    /// its castling rights (standard FEN for most Chess960 starts).
    pub fn write(&self, game: &Game) -> Result<String, LossyConversion> {
        let mut out = String::new();
        self.append(game, &mut out)?;
        Ok(out)
    }

    /// Appends the game as PGN to `out`.
    ///
    /// # Errors
    /// As [`write`](Self::write); nothing is appended then.
    pub fn append(&self, game: &Game, out: &mut String) -> Result<(), LossyConversion> {
        if self.tags != TagSet::None {
            let fen = self.fen_tag(game)?;
            // Writing into a String cannot fail.
            let _ = self.write_tags(game, fen.as_deref(), out);
            out.push('\n');
        }
        self.movetext(game, out);
        out.push('\n');
        Ok(())
    }

    /// The game as PGN with its tags as they are, in their order (none added but the `FEN`,
    /// `SetUp` and `Variant` tags a game without them needs to read back as itself), the
    /// movetext as [`append`](Self::append) writes it: the text form of a [`Game`] that
    /// reads back as the same game, a suffix glyph as its NAG.
    #[cfg(feature = "serde")]
    pub(super) fn write_as_is(&self, game: &Game) -> String {
        let mut out = game.tags().to_string();
        let tags = game.tags();
        // Writing into a String cannot fail.
        if game.variant() == Variant::Chess960 && tags.get("Variant").is_none() {
            let _ = write_tag(&mut out, "Variant", "Chess960");
        }
        if tags.get("FEN").is_none() && *game.start() != crate::position::Position::STARTING {
            let _ = write_tag(&mut out, "FEN", &game.start().to_string());
            if tags.get("SetUp").is_none() {
                let _ = write_tag(&mut out, "SetUp", "1");
            }
        }
        out.push('\n');
        self.movetext(game, &mut out);
        out
    }

    /// The `FEN` tag's value to write, if any.
    fn fen_tag(&self, game: &Game) -> Result<Option<String>, LossyConversion> {
        let chess960 = game.variant() == Variant::Chess960;
        let unmarked = chess960 && self.variant_tag == VariantTag::None;
        let dialect = match self.fen {
            Some(dialect) => Some(dialect.kind()),
            None if unmarked => Some(DialectKind::Shredder),
            None => None,
        };
        match (game.tags().get("FEN"), dialect) {
            (None, _) if !unmarked => Ok(None),
            (Some(text), None) => Ok(Some(text.to_owned())),
            (_, dialect) => FenWriter::new()
                .dialect(dialect.unwrap_or(DialectKind::Shredder))
                .write(game.start().setup())
                .map(Some),
        }
    }

    /// The `Variant` tag's value to write, if any.
    fn variant_value<'g>(&self, game: &'g Game) -> Option<&'g str> {
        let read = game.tags().get("Variant");
        match self.variant_tag {
            VariantTag::Keep => read,
            VariantTag::Chess960 if game.variant() == Variant::Chess960 => Some("Chess960"),
            VariantTag::Chess960 => read,
            VariantTag::None => None,
        }
    }

    /// The tags in export order (PGN 8.1.1): the Seven Tag Roster, `?` for what is missing
    /// and the `Result` tag agreeing with the movetext's result, then the other tags in ASCII
    /// order of their names (`FEN`, `SetUp`, `Variant`, as `Annotator` before `ECO`).
    fn write_tags(&self, game: &Game, fen: Option<&str>, out: &mut String) -> fmt::Result {
        let tags = game.tags();
        let result = game.result().to_string();
        for (name, unknown) in SEVEN_TAG_ROSTER {
            let value = match name {
                "Result" => &result,
                _ => tags.get(name).unwrap_or(unknown),
            };
            write_tag(out, name, value)?;
        }
        let mut rest: Vec<(&str, &str)> = tags
            .iter()
            .filter(|(name, _)| {
                !SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name)
                    && !matches!(*name, "Variant" | "FEN")
                    && (self.tags == TagSet::All || (*name == "SetUp" && fen.is_some()))
            })
            .collect();
        let needed = self.tags == TagSet::All || game.variant() == Variant::Chess960;
        if let Some(value) = self.variant_value(game).filter(|_| needed) {
            rest.push(("Variant", value));
        }
        if let Some(value) = fen {
            rest.push(("FEN", value));
            if tags.get("SetUp").is_none() {
                rest.push(("SetUp", "1"));
            }
        }
        // Stable: a name a file repeats keeps its values in their order.
        if self.tag_order == TagOrder::Export {
            rest.sort_by_key(|(name, _)| *name);
        }
        for (name, value) in rest {
            write_tag(out, name, value)?;
        }
        Ok(())
    }

    fn movetext(&self, game: &Game, out: &mut String) {
        let mut w = MovetextWriter::new(Wrap::new(out, self.width));
        let fens = FenWriter::new().dialect(self.fen.map_or(DialectKind::XFen, |d| d.kind()));
        // Writing into a String cannot fail.
        game.visit(|item, pos| {
            let number = MoveNumber::of(pos);
            let _ = match item {
                Item::Move(mv) if self.fen_comments => {
                    let _ = w.write_move(number, &self.write_move(pos, *mv));
                    // A dialect that cannot hold the position (standard FEN for a Chess960
                    // start) was refused with the FEN tag: X-FEN holds every one.
                    let after = pos.play_unchecked(*mv);
                    let fen = fens
                        .write(after.setup())
                        .or_else(|_| FenWriter::new().write(after.setup()))
                        .unwrap_or_default();
                    w.write_token(&TokenKind::Comment(&format!(" {fen} ")))
                }
                Item::Move(mv) if self.notation.is_some() => {
                    w.write_move(number, &self.write_move(pos, *mv))
                }
                Item::Move(mv) => w.write_move(number, self.moves.write(pos, *mv).as_str()),
                Item::NullMove => w.write_move(number, "--"),
                // Export format writes a suffix glyph as its NAG (PGN 8.2.3.8): `Qh5?!` is `Qh5 $6`.
                Item::Glyph(glyph) => w.write_token(&TokenKind::Nag(glyph.nag())),
                Item::Nag(nag) => w.write_token(&TokenKind::Nag(*nag)),
                Item::Comment(text) => w.write_token(&TokenKind::Comment(&exportable(text))),
                Item::LineComment(text) => w.write_token(&TokenKind::LineComment(text)),
                Item::Escape(text) => w.write_token(&TokenKind::Escape(text)),
                Item::StartVariation => w.write_token(&TokenKind::StartVariation),
                Item::EndVariation => w.write_token(&TokenKind::EndVariation),
            };
        });
        let _ = w.write_token(&TokenKind::Result(game.result()));
        w.finish().finish();
    }
}

/// A comment's text as export format can carry it: the blank lines before a line that looks
/// like a tag pair are left out (after a blank line, a reader takes such a line for the next
/// game's tags, as it must to recover from a comment left open); any other text as it is.
/// The last line is never taken for a tag pair: [`Wrap`] ends its line at the `}`.
fn exportable(text: &str) -> Cow<'_, str> {
    // Most comments hold no line break, or no `[`: nothing to look at line by line.
    if !text.contains(['\n', '\r']) || !text.contains('[') {
        return Cow::Borrowed(text);
    }
    let text = if text.contains('\r') {
        Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        Cow::Borrowed(text)
    };
    let lines: Vec<&str> = text.split('\n').collect();
    // From the line before the last back: whether the next line that is not blank looks like a
    // tag pair. The first line shares its line with the `{`, so it is never blank to a reader.
    let mut tag_next = false;
    let mut goes = vec![false; lines.len()];
    for (at, line) in lines.iter().enumerate().rev().skip(1) {
        let line = as_read(line);
        if line.trim_end().is_empty() {
            goes[at] = tag_next && at > 0;
        } else {
            tag_next = is_tag_line(line);
        }
    }
    if !goes.contains(&true) {
        return text;
    }
    let kept: Vec<&str> = lines
        .iter()
        .zip(goes)
        .filter_map(|(line, goes)| (!goes).then_some(*line))
        .collect();
    Cow::Owned(kept.join("\n"))
}

/// A line as a reader looks at it for a tag pair: without a byte-order mark at its start (one
/// that starts a file joined to another), then without its leading white space.
fn as_read(line: &str) -> &str {
    line.strip_prefix('\u{feff}').unwrap_or(line).trim_start()
}

/// Where the text being wrapped stands: in plain movetext, in a `{...}` comment, or in a
/// `;` comment or `%` escape that runs to the end of its line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Within {
    Movetext,
    Comment,
    ToLineEnd,
}

/// Breaks movetext into lines of at most [`LINE_WIDTH`] characters, as many tokens on a line as
/// fit (PGN 8.2.1), at spaces between tokens only: a move number is a token of its own, so a
/// line may end with `12.`; a comment is never broken (its text is kept as it is).
#[derive(Debug)]
struct Wrap<'a> {
    out: &'a mut String,
    line: String,
    /// The most characters a line takes.
    most: usize,
    /// Characters in `line`.
    width: usize,
    /// The last space of `line` the line may break at.
    space: Option<usize>,
    within: Within,
    /// Whether the line started inside a comment and starts as a tag pair, so it ends at the
    /// next space.
    tag_like: bool,
}

impl<'a> Wrap<'a> {
    fn new(out: &'a mut String, most: usize) -> Wrap<'a> {
        Wrap {
            out,
            line: String::new(),
            most,
            width: 0,
            space: None,
            within: Within::Movetext,
            tag_like: false,
        }
    }

    /// Ends the line being built.
    fn end_line(&mut self) {
        self.out.push_str(&self.line);
        self.out.push('\n');
        self.line.clear();
        self.width = 0;
        self.space = None;
        self.tag_like = false;
    }

    fn push(&mut self, c: char) {
        if c == '\n' {
            self.end_line();
            if self.within == Within::ToLineEnd {
                self.within = Within::Movetext;
            }
            return;
        }
        match (self.within, c) {
            (Within::Movetext, ' ') if self.tag_like => {
                self.end_line();
                return;
            }
            (Within::Movetext, ' ') => self.space = Some(self.line.len()),
            (Within::Movetext, '{') => self.within = Within::Comment,
            (Within::Movetext, ';') => self.within = Within::ToLineEnd,
            (Within::Movetext, '%') if self.line.is_empty() => self.within = Within::ToLineEnd,
            (Within::Comment, '}') => {
                self.within = Within::Movetext;
                // A comment's last line that starts as a tag pair: what follows on its line
                // could end it with `]` (`; see [a]`), and a reader would take it for one.
                self.tag_like = starts_as_tag_line(as_read(&self.line));
            }
            _ => {}
        }
        self.line.push(c);
        self.width += 1;
        if self.width > self.most
            && let Some(space) = self.space.take()
        {
            self.out.push_str(&self.line[..space]);
            self.out.push('\n');
            self.line.drain(..=space);
            self.width = self.line.chars().count();
        }
    }

    /// Writes the last line.
    fn finish(mut self) {
        if !self.line.is_empty() {
            self.end_line();
        }
    }
}

impl Write for Wrap<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        s.chars().for_each(|c| self.push(c));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrap(text: &str) -> String {
        let mut out = String::new();
        let mut w = Wrap::new(&mut out, LINE_WIDTH);
        let _ = w.write_str(text);
        w.finish();
        out
    }

    #[test]
    fn lines_break_at_spaces_between_tokens() {
        let text = "1. e4 e5 ".repeat(20);
        let wrapped = wrap(text.trim_end());
        assert!(
            wrapped.lines().all(|l| l.chars().count() <= LINE_WIDTH),
            "{wrapped}"
        );
        assert_eq!(wrapped.replace('\n', " ").trim_end(), text.trim_end());
        assert_eq!(wrapped.lines().next().map(str::len), Some(77));
    }

    #[test]
    fn a_move_number_is_a_token_of_its_own_and_may_end_a_line() {
        let start = "x".repeat(75);
        assert_eq!(
            wrap(&format!("{start} 12. Nf3")),
            format!("{start} 12.\nNf3\n")
        );
    }

    #[test]
    fn a_line_may_be_exactly_79_characters() {
        let full = format!("{} {}", "x".repeat(37), "y".repeat(41));
        assert_eq!(wrap(&format!("{full} z")), format!("{full}\nz\n"));
    }

    #[test]
    fn comments_are_never_broken() {
        let comment = format!("{{{}}}", "word ".repeat(30));
        let wrapped = wrap(&format!("1. e4 {comment} e5"));
        assert_eq!(wrapped, format!("1. e4\n{comment}\ne5\n"));
        let line = format!(";{}", "x ".repeat(50));
        assert_eq!(wrap(&format!("e4 {line}\ne5")), format!("e4\n{line}\ne5\n"));
        let escape = format!("%{}", "y ".repeat(50));
        assert_eq!(wrap(&format!("{escape}\ne4")), format!("{escape}\ne4\n"));
    }

    #[test]
    fn a_comments_last_line_that_starts_as_a_tag_pair_ends_at_its_brace() {
        // Else `[b "c"]} e4 ;d]` would end in `]`, a tag pair to a reader after the blank line.
        assert_eq!(
            wrap("1. d4 {a\n\n[b \"c\"]} e4 ;d]\ne5 {[x \"y\"]} f4"),
            "1. d4 {a\n\n[b \"c\"]}\ne4 ;d]\ne5 {[x \"y\"]} f4\n"
        );
        assert_eq!(
            wrap("{a\n\u{feff} [b \"} e4 e5"),
            "{a\n\u{feff} [b \"}\ne4 e5\n"
        );
    }

    #[test]
    fn only_the_blank_lines_before_a_whole_tag_line_are_left_out() {
        let kept = "a\n\n[Event \"x\"] not the end\n\n[b \"c\"]";
        assert_eq!(exportable(kept), kept);
        assert_eq!(
            exportable("a\n\n \n[Event \"x\"]\n\n\u{feff}\n [Site \"y\"]\nz"),
            "a\n[Event \"x\"]\n [Site \"y\"]\nz"
        );
        assert_eq!(exportable("\n\n[a \"b\"]\n"), "\n[a \"b\"]\n");
    }
}
