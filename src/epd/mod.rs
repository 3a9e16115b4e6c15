//! Extended Position Description (EPD, PGN standard 16.2): a position and operations on it.
//!
//! An EPD record is the first four fields of a FEN (piece placement, side to move, castling,
//! en passant), then operations, each an opcode, its operands and `;`, one space apart:
//!
//! ```text
//! r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id "mate 1";
//! ```
//!
//! - The four fields read as [`FenParser`] reads them, in any dialect or a fixed one
//!   (Shredder-FEN, X-FEN, standard), strictly or leniently; the position must be legal.
//! - An opcode is a letter, then up to 14 letters, digits or `_` ([`Opcode`]).
//! - Operands ([`Operand`]) are moves in SAN, strings in quotes (with `\"` and `\\`, under 256
//!   bytes), integers (`-25`), floats (`0.5`: digits on both sides of the point) and, for
//!   opcodes fenkit does not know, any other word, kept as written.
//! - Operand counts and ranges are the standard's (PGN 16.2.5): `am` and `bm` take zero or more
//!   moves of the position, `pm` and `sm` one; `pv` takes zero or more, a variation, each move
//!   read in the position the moves before it lead to. `acn` and `acs` take an integer from 0,
//!   `dm`, `rc` and `tcgs` one from 1, `ce` one from -32767 to 32766; `id` one string; `eco`,
//!   `nic`, `c0`–`c9` and `v0`–`v9` one string or none; `tcri` and `tcsi` two strings (an
//!   address, a name); `draw_accept`, `draw_claim`, `draw_offer`, `draw_reject` and `resign`
//!   none; `noop` any. `acd` (search depth) is not in the standard: it is a known extension,
//!   read as an integer from 0 because files have it.
//! - `hmvc` and `fmvn` are the halfmove clock and the fullmove number: they set the clocks of
//!   the position (`0` and `1` when absent), and [`Epd::to_fen`] writes them.
//! - Each opcode appears at most once; unknown opcodes are kept. Writing puts the operations in
//!   ASCII order of their opcodes and the moves of `am` and `bm` in ASCII order (PGN 16.2.4:
//!   they are sets), keeps the order of every other opcode's operands (`pv`, `tcri` and `tcsi`
//!   depend on it; unknown opcodes may), moves in canonical SAN (`O-O` and `O-O-O` in Chess960
//!   too, in every dialect: what fenkit writes, it reads back).
//!
//! Strict reading (the default) takes exactly that. [`EpdParser::lenient`] also takes, and
//! reports as [`EpdTolerance`], what lenient FEN takes in the four fields, lenient SAN
//! ([`SanReader`](crate::san::SanReader)), runs of spaces, no space after `;`, a last
//! operation without `;`, a string without quotes, and escapes other than `\"` and `\\`.
//!
//! ```
//! use fenkit::epd::{Epd, Operand};
//! let epd: Epd = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - id \"mate 1\"; bm Qxf7#; hmvc 4;".parse()?;
//! assert_eq!(epd.best_moves()[0].to_string(), "h5f7");
//! assert_eq!(epd.id(), Some("mate 1"));
//! assert_eq!(epd.get("hmvc"), Some(&[Operand::Integer(4)][..]));
//! assert_eq!(epd.to_string(), "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; hmvc 4; id \"mate 1\";");
//! assert_eq!(epd.to_fen(fenkit::DialectKind::Standard)?, "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod opcode;
mod read;
mod write;

use core::borrow::Borrow;
use core::fmt;
use core::str::FromStr;
use std::collections::BTreeMap;

pub use self::error::{
    EpdTolerance, OperandExpected, OperationError, OperationErrorKind, ParseEpdError, SpacePlace,
    Tolerated,
};
pub use self::opcode::Takes;
use crate::dialect::{Dialect, DialectKind, LossyConversion};
use crate::en_passant::EpPolicy;
use crate::fen::{FenParser, FieldSpans};
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::san::SanWriter;

/// An operand of an EPD operation.
///
/// ```
/// use fenkit::epd::{Epd, Operand};
/// let epd: Epd = "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; x_score -0.5 12 \"a b\" best;".parse()?;
/// let Some([Operand::Move(kd2)]) = epd.get("bm") else { unreachable!() };
/// assert_eq!(kd2.to_string(), "e1d2");
/// assert_eq!(epd.get("x_score"), Some(&[
///     Operand::Float(-0.5),
///     Operand::Integer(12),
///     Operand::String("a b".to_owned()),
///     Operand::Word("best".to_owned()),
/// ][..]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// A move: of the position (`am`, `bm`, `pm`, `sm`), or of a `pv` variation, each in the
    /// position the moves before it lead to. Written in SAN.
    Move(Move),
    /// A string, without its quotes and escapes: fewer than 256 bytes, no control characters.
    String(String),
    /// An integer, with an optional sign (`+3`, `-25`).
    Integer(i64),
    /// A number with a point, digits on both sides (`0.5`, `-12.25`).
    Float(f64),
    /// Any other word, for an opcode fenkit does not know: no spaces, `;` or control
    /// characters, no `"` at its start, and not a number.
    Word(String),
}

/// An EPD record: a legal position, its clocks set by `hmvc` and `fmvn`, and operations, at
/// most one for each opcode.
///
/// ```
/// use fenkit::epd::{Epd, Operand};
/// use fenkit::Position;
/// let mut epd = Epd::new(Position::STARTING);
/// epd.insert("id".parse()?, vec![Operand::String("start".into())])?;
/// epd.insert("fmvn".parse()?, vec![Operand::Integer(12)])?;
/// assert_eq!(epd.position().fullmoves(), 12);
/// assert_eq!(epd.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - fmvn 12; id \"start\";");
/// // Operands are checked against the opcode and the position.
/// let err = epd.insert("bm".parse()?, vec![Operand::Integer(1)]).unwrap_err();
/// assert_eq!(err.to_string(), "operation bm: found 1, expected a move");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Epd {
    position: Position,
    operations: BTreeMap<Opcode, Vec<Operand>>,
}

impl Epd {
    /// A record of a position without operations; its clocks are reset to `0` and `1`, as an
    /// EPD without `hmvc` and `fmvn` has them.
    #[must_use]
    pub fn new(position: Position) -> Epd {
        Epd {
            position: with_clocks(position, 0, 1),
            operations: BTreeMap::new(),
        }
    }

    /// The position, with the clocks `hmvc` and `fmvn` give (else `0` and `1`).
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The operations, in ASCII order of their opcodes.
    pub fn operations(&self) -> impl Iterator<Item = (&Opcode, &[Operand])> {
        self.operations
            .iter()
            .map(|(opcode, operands)| (opcode, operands.as_slice()))
    }

    /// The operands of an opcode, if the record has it.
    #[must_use]
    pub fn get(&self, opcode: &str) -> Option<&[Operand]> {
        self.operations.get(opcode).map(Vec::as_slice)
    }

    /// The moves of an opcode (empty when the record does not have it).
    fn moves(&self, opcode: &str) -> Vec<Move> {
        let operands = self.get(opcode).unwrap_or_default();
        operands
            .iter()
            .filter_map(|operand| match operand {
                Operand::Move(mv) => Some(*mv),
                _ => None,
            })
            .collect()
    }

    /// The text of each operand of an opcode, if the record has it, as EPD writes them: moves
    /// in SAN (a variation's each in the position the moves before it lead to; those of `am`
    /// and `bm`, a set, in ASCII order), strings without quotes or escapes, numbers.
    ///
    /// ```
    /// use fenkit::epd::Epd;
    /// let epd: Epd = r#"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4 d4 Nf3; pv e4 e5; c0 "a \"b\"";"#.parse()?;
    /// assert_eq!(epd.operand_texts("bm"), Some(vec!["Nf3".to_owned(), "d4".to_owned(), "e4".to_owned()]));
    /// assert_eq!(epd.operand_texts("pv"), Some(vec!["e4".to_owned(), "e5".to_owned()]));
    /// assert_eq!(epd.operand_texts("c0"), Some(vec![r#"a "b""#.to_owned()]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn operand_texts(&self, opcode: &str) -> Option<Vec<String>> {
        let (opcode, operands) = self.operations.get_key_value(opcode)?;
        Some(write::texts(self, opcode, operands))
    }

    /// The best moves (`bm`) in ASCII order of their SAN, or none.
    #[must_use]
    pub fn best_moves(&self) -> Vec<Move> {
        self.moves("bm")
    }

    /// The moves to avoid (`am`) in ASCII order of their SAN, or none.
    #[must_use]
    pub fn avoid_moves(&self) -> Vec<Move> {
        self.moves("am")
    }

    /// The predicted variation (`pv`), from the position, or none.
    #[must_use]
    pub fn variation(&self) -> Vec<Move> {
        self.moves("pv")
    }

    /// The identifier (`id`), if any.
    #[must_use]
    pub fn id(&self) -> Option<&str> {
        match self.get("id") {
            Some([Operand::String(id)]) => Some(id),
            _ => None,
        }
    }

    /// Adds an operation, or replaces the one with the same opcode (returning its operands).
    /// `hmvc` and `fmvn` set the position's clocks.
    ///
    /// # Errors
    /// [`OperationError`] when the operands do not fit the opcode (see the
    /// [module documentation](self)) or a move is not legal where it is played.
    pub fn insert(
        &mut self,
        opcode: Opcode,
        operands: Vec<Operand>,
    ) -> Result<Option<Vec<Operand>>, OperationError> {
        read::check(&self.position, opcode.kind(), &operands)
            .map_err(|kind| OperationError::new(Some(&opcode), kind, 0..0))?;
        Ok(self.store(opcode, operands))
    }

    /// Adds or replaces an operation whose operands fit its opcode. The moves of `am` and `bm`,
    /// a set, are kept in ASCII order of their SAN, the order PGN 16.2.5.3 and .4 write them in.
    fn store(&mut self, opcode: Opcode, mut operands: Vec<Operand>) -> Option<Vec<Operand>> {
        if opcode.kind() == Takes::Moves {
            operands.sort_by_cached_key(|operand| match operand {
                Operand::Move(mv) => SanWriter::new().write(&self.position, *mv).to_string(),
                _ => String::new(),
            });
        }
        let (halfmoves, fullmoves) = (self.position.halfmoves(), self.position.fullmoves());
        match (opcode.kind(), operands.as_slice()) {
            (Takes::Halfmove, [Operand::Integer(n)]) => {
                self.set_clocks(u32::try_from(*n).unwrap_or(halfmoves), fullmoves);
            }
            (Takes::Fullmove, [Operand::Integer(n)]) => {
                self.set_clocks(halfmoves, u32::try_from(*n).unwrap_or(fullmoves));
            }
            _ => {}
        }
        self.operations.insert(opcode, operands)
    }

    /// Removes an operation, returning its operands; removing `hmvc` or `fmvn` resets its
    /// clock to `0` or `1`.
    pub fn remove(&mut self, opcode: &str) -> Option<Vec<Operand>> {
        let removed = self.operations.remove(opcode)?;
        match opcode {
            "hmvc" => self.set_clocks(0, self.position.fullmoves()),
            "fmvn" => self.set_clocks(self.position.halfmoves(), 1),
            _ => {}
        }
        Some(removed)
    }

    fn set_clocks(&mut self, halfmoves: u32, fullmoves: u32) {
        self.position = with_clocks(self.position.clone(), halfmoves, fullmoves);
    }

    /// The FEN of the position in a dialect, with the clocks `hmvc` and `fmvn` give (else `0`
    /// and `1`), en passant square as read.
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    pub fn to_fen(&self, dialect: impl Dialect) -> Result<String, LossyConversion> {
        self.position.to_fen(dialect)
    }
}

/// The position with these clocks (a fullmove number of 0 is read as 1).
fn with_clocks(position: Position, halfmoves: u32, fullmoves: u32) -> Position {
    let mode = position.castling_mode();
    let mut setup = position.into_setup();
    setup.halfmoves = halfmoves;
    setup.fullmoves = core::num::NonZeroU32::new(fullmoves).unwrap_or(core::num::NonZeroU32::MIN);
    // The clocks take no part in what makes a position legal.
    Position::from_setup_unchecked(setup, mode)
}

impl FromStr for Epd {
    type Err = ParseEpdError;

    /// Reads an EPD strictly, in any dialect.
    fn from_str(s: &str) -> Result<Epd, ParseEpdError> {
        EpdParser::new().parse(s).map(|read| read.epd)
    }
}

/// Writes X-FEN (which is standard FEN for classical castling rights), en passant as stored.
impl fmt::Display for Epd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(128);
        // X-FEN can write every right.
        EpdWriter::new()
            .append(self, &mut out)
            .map_err(|_| fmt::Error)?;
        f.write_str(&out)
    }
}

/// How to read EPD: the dialect of the castling field (or any, detected), strict or lenient,
/// and the language of the moves (English unless set).
///
/// [`dialect`](Self::dialect) takes a dialect type or a [`DialectKind`], as
/// [`FenParser::dialect`] does; [`parse`](Self::parse) and [`parse_ascii`](Self::parse_ascii)
/// both give the record with the dialect it was read in and what was tolerated.
///
/// ```
/// use fenkit::dialect::Shredder;
/// use fenkit::epd::EpdParser;
/// use fenkit::{DialectKind, Lang};
/// static SHREDDER: EpdParser<Shredder> = EpdParser::new().dialect(Shredder);
/// let read = SHREDDER.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - bm e4;")?;
/// assert_eq!(read.epd.best_moves()[0].to_string(), "e2e4");
/// assert_eq!(read.dialect, DialectKind::Shredder);
/// assert!(SHREDDER.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;").is_err());
/// let french = EpdParser::new().lang(Lang::Fr).parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Cf3;")?;
/// assert_eq!(french.epd.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3;");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct EpdParser<D: Dialect = DialectKind> {
    fen: FenParser<D>,
    lang: Lang,
}

impl Default for EpdParser {
    fn default() -> EpdParser {
        EpdParser::new()
    }
}

impl EpdParser {
    /// Strict, any dialect, English moves.
    pub const fn new() -> EpdParser {
        EpdParser {
            fen: FenParser::new(),
            lang: Lang::En,
        }
    }
}

impl<D: Dialect> EpdParser<D> {
    /// Reads only this dialect's castling spellings (as [`FenParser::dialect`]).
    pub const fn dialect<E: Dialect>(self, dialect: E) -> EpdParser<E> {
        EpdParser {
            fen: self.fen.dialect(dialect),
            lang: self.lang,
        }
    }

    /// Reads any dialect and reports which one the text was in (the default).
    pub const fn auto(self) -> EpdParser<D> {
        EpdParser {
            fen: self.fen.auto(),
            ..self
        }
    }

    /// Strict (`true`, the default) or lenient (`false`) reading.
    pub const fn strict(self, strict: bool) -> EpdParser<D> {
        EpdParser {
            fen: self.fen.strict(strict),
            ..self
        }
    }

    /// Lenient reading; the same as `strict(false)`.
    pub const fn lenient(self) -> EpdParser<D> {
        self.strict(false)
    }

    /// The language of the moves' piece letters.
    pub const fn lang(self, lang: Lang) -> EpdParser<D> {
        EpdParser { lang, ..self }
    }

    /// Reads an EPD record, with the dialect of its castling field and what was tolerated.
    ///
    /// # Errors
    /// [`ParseEpdError`] naming the field or the operation, the span and what was expected.
    pub fn parse(&self, text: &str) -> Result<ReadEpd, ParseEpdError> {
        self.parse_ascii(text.as_bytes())
    }

    /// Reads an EPD record from bytes, as [`parse`](Self::parse) does; any byte string gives
    /// a value or an error, never a panic.
    ///
    /// # Errors
    /// [`ParseEpdError`] naming the field or the operation, the span and what was expected.
    pub fn parse_ascii(&self, text: &[u8]) -> Result<ReadEpd, ParseEpdError> {
        // The reader is compiled once, in this crate, whatever dialect type a caller names.
        let erased = EpdParser {
            fen: self.fen.erased(),
            lang: self.lang,
        };
        read::read(&erased, text)
    }
}

/// An EPD record as read, with the dialect of its castling field and what the lenient reader
/// let pass.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct ReadEpd {
    /// The record.
    pub epd: Epd,
    /// The dialect the castling field was written in (see [`Fen::dialect`](crate::fen::Fen::dialect)).
    pub dialect: DialectKind,
    /// What the lenient reader accepted that strict EPD does not allow.
    pub tolerated: Vec<Tolerated>,
    /// Where the four position fields stand in the text (the clocks, which an EPD does not
    /// have, at the end of the fourth).
    pub spans: FieldSpans,
}

/// Writes EPD with the castling field in a chosen dialect (X-FEN unless set), the en passant
/// square by a chosen [`EpPolicy`] (as stored unless set, as [`FenWriter`](crate::fen::FenWriter)
/// does), operations in ASCII order of their opcodes and moves in English SAN.
///
/// [`dialect`](Self::dialect) takes a dialect type or a [`DialectKind`], as
/// [`FenWriter::dialect`](crate::fen::FenWriter::dialect) does.
///
/// ```
/// use fenkit::dialect::Shredder;
/// use fenkit::epd::{Epd, EpdWriter};
/// use fenkit::DialectKind;
/// let epd: Epd = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - bm O-O-O;".parse()?;
/// static SHREDDER: EpdWriter<Shredder> = EpdWriter::new().dialect(Shredder);
/// let shredder = SHREDDER.write(&epd)?;
/// assert_eq!(shredder, "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - bm O-O-O;");
/// assert_eq!(EpdWriter::new().dialect(DialectKind::Shredder).write(&epd)?, shredder);
/// assert_eq!(shredder.parse::<Epd>()?, epd);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// The en passant square follows the same policy in EPD as in FEN:
///
/// ```
/// use fenkit::epd::{Epd, EpdWriter};
/// use fenkit::fen::FenWriter;
/// use fenkit::EpPolicy;
/// let epd: Epd = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"1.e4\";".parse()?;
/// assert_eq!(EpdWriter::new().write(&epd)?, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"1.e4\";");
/// let legal = EpdWriter::new().en_passant(EpPolicy::Legal);
/// assert_eq!(legal.write(&epd)?, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"1.e4\";");
/// let fen = FenWriter::new().en_passant(EpPolicy::Legal).write(epd.position().setup())?;
/// assert_eq!(fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct EpdWriter<D: Dialect = DialectKind> {
    dialect: D,
    ep: EpPolicy,
}

impl Default for EpdWriter {
    fn default() -> EpdWriter {
        EpdWriter::new()
    }
}

impl EpdWriter {
    /// X-FEN (standard FEN wherever that can express the rights), en passant square kept.
    pub const fn new() -> EpdWriter {
        EpdWriter {
            dialect: DialectKind::XFen,
            ep: EpPolicy::Keep,
        }
    }
}

impl<D: Dialect> EpdWriter<D> {
    /// Writes the castling field in this dialect.
    pub const fn dialect<E: Dialect>(self, dialect: E) -> EpdWriter<E> {
        EpdWriter {
            dialect,
            ep: self.ep,
        }
    }

    /// Writes the en passant square by this policy.
    pub const fn en_passant(self, ep: EpPolicy) -> EpdWriter<D> {
        EpdWriter { ep, ..self }
    }

    /// The EPD of a record.
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    pub fn write(&self, epd: &Epd) -> Result<String, LossyConversion> {
        let mut out = String::with_capacity(128);
        self.append(epd, &mut out)?;
        Ok(out)
    }

    /// Appends the EPD of a record to `out` (nothing is appended on error).
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    pub fn append(&self, epd: &Epd, out: &mut String) -> Result<(), LossyConversion> {
        write::append(self.dialect.kind(), self.ep, epd, out)
    }

    /// Appends the EPD of a position without operations, its four fields, to `out` (nothing is
    /// appended on error): what [`append`](Self::append) writes for `Epd::new(position)`,
    /// without building the record.
    ///
    /// ```
    /// use fenkit::epd::EpdWriter;
    /// use fenkit::{EpPolicy, Position};
    /// let pos: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
    /// let mut out = String::new();
    /// EpdWriter::new().en_passant(EpPolicy::Pseudo).append_position(&pos, &mut out)?;
    /// assert_eq!(out, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`LossyConversion`] when the dialect cannot express the castling rights.
    pub fn append_position(
        &self,
        position: &Position,
        out: &mut String,
    ) -> Result<(), LossyConversion> {
        write::fields(self.dialect.kind(), self.ep, position.setup(), out)
    }
}

/// The name of an EPD operation: a letter, then up to 14 letters, digits or `_` (`bm`, `id`,
/// `c0`, `draw_offer`). Opcodes compare, and are written, in ASCII order.
///
/// ```
/// use fenkit::epd::Opcode;
/// let bm: Opcode = "bm".parse()?;
/// assert_eq!(bm.as_str(), "bm");
/// assert!("9x".parse::<Opcode>().is_err());
/// assert!("a_very_long_opcode".parse::<Opcode>().is_err()); // 18 characters
/// # Ok::<(), fenkit::epd::OperationError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Opcode(Box<str>);

/// The longest opcode, in bytes.
const LONGEST: usize = 15;

impl Opcode {
    /// The opcode spelled `text`.
    ///
    /// # Errors
    /// [`OperationErrorKind::Opcode`] when `text` is not an opcode.
    pub fn new(text: &str) -> Result<Opcode, OperationError> {
        Opcode::from_ascii(text.as_bytes()).ok_or_else(|| {
            let kind = OperationErrorKind::Opcode {
                found: text.to_owned(),
            };
            OperationError::new(None, kind, 0..text.len())
        })
    }

    /// The opcode spelled by these bytes, if they spell one.
    pub(crate) fn from_ascii(text: &[u8]) -> Option<Opcode> {
        let (first, rest) = text.split_first()?;
        let valid = first.is_ascii_alphabetic()
            && text.len() <= LONGEST
            && rest.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'_');
        // Checked ASCII, so UTF-8.
        valid.then(|| Opcode(core::str::from_utf8(text).unwrap_or_default().into()))
    }

    /// The opcode's text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What the operands of this opcode must be.
    pub(crate) fn kind(&self) -> Takes {
        Takes::of(&self.0)
    }
}

impl FromStr for Opcode {
    type Err = OperationError;

    fn from_str(s: &str) -> Result<Opcode, OperationError> {
        Opcode::new(s)
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Borrow<str> for Opcode {
    fn borrow(&self) -> &str {
        &self.0
    }
}
