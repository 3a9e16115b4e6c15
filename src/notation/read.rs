//! Reading a move in any notation.

use core::fmt;
use core::ops::Range;

use super::error::MoveError;
use super::{MoveFormat, MoveNotation};
use crate::descriptive::{self, DescriptiveReader};
use crate::iccf::IccfMove;
use crate::moves::Move;
use crate::position::Position;
use crate::san::{SanReader, SanWriter};
use crate::uci::UciMove;

/// Reads moves in one [`MoveFormat`], strictly (the default, as every reader of one item in
/// fenkit: docs/decisions/0013-strict-by-default.md) or leniently. A `Copy` value with
/// `const` settings, so it can live in a `static`.
///
/// Strict reading takes what the notation's writer writes (SAN, LAN, FAN), or any spelling
/// the notation has when it has several (descriptive: `N-KB3`, `Kt-B3`; UCI: both castling
/// forms); lenient reading also takes the forms each notation's module lists, and says what
/// it let pass ([`read_with_tolerances`](Self::read_with_tolerances)).
///
/// ```
/// use fenkit::{Lang, Position, notation::{MoveFormat, MoveReader, MoveTolerance}};
/// static FRENCH: MoveReader = MoveReader::new(MoveFormat::san(Lang::Fr));
/// let pos = Position::STARTING;
/// assert_eq!(FRENCH.read(&pos, "Cf3")?.to_string(), "g1f3");
/// let err = FRENCH.read(&pos, "Cg1-f3").unwrap_err();
/// assert_eq!(err.to_string(), "Cg1-f3: not canonical, expected Cf3");
/// let read = FRENCH.lenient().read_with_tolerances(&pos, "Cg1-f3!?")?;
/// assert_eq!(read.mv.to_string(), "g1f3");
/// assert_eq!(read.tolerated[0].kind, MoveTolerance::Spelling { canonical: "Cf3".into() });
/// assert_eq!(read.tolerated[0].span, 0..8);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[must_use]
pub struct MoveReader {
    format: MoveFormat,
    strict: bool,
}

/// A move read, and what lenient reading let pass on the way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadMove {
    /// The move.
    pub mv: Move,
    /// What the strict reader would have refused; empty when reading strictly.
    pub tolerated: Vec<Tolerated>,
}

/// Something lenient reading accepted that strict reading refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveTolerance {
    /// The move is not written as the notation writes it (in SAN: `0-0`, `Ng1-f3`, `♘f3`, a
    /// missing or wrong check sign, an annotation glyph such as `!?`): read as the move
    /// `canonical` writes.
    Spelling {
        /// The move as the notation writes it.
        canonical: String,
    },
    /// What lenient descriptive reading let pass: a check or mate sign that is wrong, or that
    /// chose between moves.
    Descriptive(descriptive::DescriptiveTolerance),
}

impl fmt::Display for MoveTolerance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTolerance::Spelling { canonical } => {
                write!(f, "not canonical, read as {canonical}")
            }
            MoveTolerance::Descriptive(tolerance) => tolerance.fmt(f),
        }
    }
}

/// A [`MoveTolerance`] and the byte range of the text it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tolerated {
    /// What was tolerated.
    pub kind: MoveTolerance,
    /// Where.
    pub span: Range<usize>,
}

impl MoveReader {
    /// A strict reader of `format`.
    pub const fn new(format: MoveFormat) -> MoveReader {
        MoveReader {
            format,
            strict: true,
        }
    }

    /// Strict (`true`, the default) or lenient (`false`) reading.
    pub const fn strict(self, strict: bool) -> MoveReader {
        MoveReader { strict, ..self }
    }

    /// Lenient reading; the same as `strict(false)`.
    pub const fn lenient(self) -> MoveReader {
        self.strict(false)
    }

    /// The format read.
    #[must_use]
    pub const fn format(self) -> MoveFormat {
        self.format
    }

    /// Whether reading is strict.
    #[must_use]
    pub const fn is_strict(self) -> bool {
        self.strict
    }

    /// Reads `text` as a legal move of `pos`.
    ///
    /// ```
    /// use fenkit::{Position, notation::{MoveFormat, MoveReader}};
    /// let pos = Position::STARTING;
    /// let uci = MoveReader::new(MoveFormat::UCI).read(&pos, "g1f3")?;
    /// let iccf = MoveReader::new(MoveFormat::ICCF).read(&pos, "7163")?;
    /// let descriptive = MoveReader::new(MoveFormat::DESCRIPTIVE).read(&pos, "Kt-KB3")?;
    /// assert!(uci == iccf && iccf == descriptive);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`MoveError`]: the text is not a move in the notation, names no legal move (or several),
    /// or, strictly read, is not written as the notation writes it.
    pub fn read(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        let notation = self.format.notation;
        match notation {
            MoveNotation::San | MoveNotation::Lan | MoveNotation::Fan => self
                .san_reader()
                .read(pos, text)
                .map_err(|err| MoveError::from_san(notation, text, err)),
            MoveNotation::Uci => {
                let uci = text
                    .parse::<UciMove>()
                    .map_err(|err| MoveError::from_uci_parse(text, err))?;
                uci.to_move(pos)
                    .map_err(|err| MoveError::from_uci(text, &err))
            }
            MoveNotation::Iccf => {
                let iccf =
                    IccfMove::parse(text).map_err(|err| MoveError::from_iccf_parse(text, &err))?;
                iccf.to_move(pos)
                    .map_err(|err| MoveError::from_iccf(text, &err))
            }
            MoveNotation::Descriptive => Ok(self.read_with_tolerances(pos, text)?.mv),
        }
    }

    /// Reads `text` as a legal move of `pos`, as [`read`](Self::read) does, and says what
    /// lenient reading let pass.
    ///
    /// ```
    /// use fenkit::{Position, notation::{MoveFormat, MoveReader}};
    /// let reader = MoveReader::new(MoveFormat::DESCRIPTIVE).lenient();
    /// let read = reader.read_with_tolerances(&Position::STARTING, "P-K4 ch")?;
    /// assert_eq!(read.tolerated[0].kind.to_string(), "it is marked ch, but it gives no check: read anyway");
    /// assert_eq!(read.tolerated[0].span, 5..7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`read`](Self::read).
    pub fn read_with_tolerances(&self, pos: &Position, text: &str) -> Result<ReadMove, MoveError> {
        let notation = self.format.notation;
        if notation == MoveNotation::Descriptive {
            let read = DescriptiveReader::new()
                .strict(self.strict)
                .read(pos, text)
                .map_err(|err| MoveError::from_descriptive(text, err))?;
            let tolerated = read
                .tolerated
                .into_iter()
                .map(|tolerated| Tolerated {
                    kind: MoveTolerance::Descriptive(tolerated.kind),
                    span: tolerated.span,
                })
                .collect();
            return Ok(ReadMove {
                mv: read.mv,
                tolerated,
            });
        }
        let mv = self.read(pos, text)?;
        let mut tolerated = Vec::new();
        if !self.strict
            && let Some(algebraic) = notation.algebraic()
        {
            let canonical = SanWriter::new()
                .lang(self.format.lang)
                .notation(algebraic)
                .write(pos, mv);
            if text != canonical.as_str() {
                tolerated.push(Tolerated {
                    kind: MoveTolerance::Spelling {
                        canonical: canonical.to_string(),
                    },
                    span: 0..text.len(),
                });
            }
        }
        Ok(ReadMove { mv, tolerated })
    }

    /// The SAN reader of this reader's algebraic notation.
    fn san_reader(&self) -> SanReader {
        let reader = SanReader::new().lang(self.format.lang).strict(self.strict);
        match self.format.notation.algebraic() {
            Some(algebraic) => reader.notation(algebraic),
            None => reader,
        }
    }
}
