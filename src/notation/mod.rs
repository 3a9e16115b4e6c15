//! Every move notation behind one shape: a [`MoveFormat`] value names the notation and its
//! language, a [`MoveReader`] reads any of them (strictly by default, leniently on request,
//! reporting what it tolerated) and a [`MoveWriter`] writes any of them; both fail with one
//! [`MoveError`], which always has a span and a reason.
//!
//! Each notation keeps its own module and grammar ([`san`](crate::san) for SAN, LAN and FAN,
//! [`uci`](crate::uci), [`iccf`](crate::iccf), [`descriptive`](crate::descriptive)); this
//! module is what a front end (a command line, a Python package, a web page) needs: it maps
//! its options onto a [`MoveFormat`] and needs nothing else.
//!
//! ```
//! use fenkit::{Lang, Position};
//! use fenkit::notation::{MoveFormat, MoveNotation, MoveReader, MoveWriter};
//! let pos = Position::STARTING;
//! let french = MoveFormat::new(MoveNotation::San, Lang::Fr)?;
//! let mv = MoveReader::new(french).read(&pos, "Cf3")?;
//! for notation in MoveNotation::ALL {
//!     let format = MoveFormat::new(*notation, Lang::En)?;
//!     let text = MoveWriter::new(format).write(&pos, mv)?;
//!     assert_eq!(MoveReader::new(format).read(&pos, &text)?, mv);
//! }
//! let descriptive = MoveWriter::new(MoveFormat::DESCRIPTIVE).write(&pos, mv)?;
//! assert_eq!(descriptive, "N-KB3");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod read;
mod write;

pub use error::{FormatError, MoveError, MoveErrorKind, ParseMoveFormatError};
pub use read::{MoveReader, MoveTolerance, ReadMove, Tolerated};
pub use write::MoveWriter;

use core::fmt;
use core::str::FromStr;

use crate::lang::Lang;
use crate::name::{NameKind, ParseNameError};
use crate::san::AlgebraicNotation;

/// A move notation, without its language.
///
/// ```
/// use fenkit::notation::MoveNotation;
/// assert_eq!("SAN".parse::<MoveNotation>()?, MoveNotation::San);
/// let err = "pgn".parse::<MoveNotation>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     r#"unknown move notation "pgn", expected san, lan, fan, uci, iccf or descriptive"#
/// );
/// # Ok::<(), fenkit::ParseNameError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::VariantArray, strum::IntoStaticStr)]
#[strum(serialize_all = "lowercase")]
#[non_exhaustive]
pub enum MoveNotation {
    /// Standard algebraic notation: `Nf3`, `exd5`, `e8=Q+`, `O-O`, with a language's letters.
    San,
    /// Long algebraic notation: `Ng1-f3`, `e4xd5`, `e7-e8=Q+`, with a language's letters.
    Lan,
    /// Figurine algebraic notation: `♘f3`.
    Fan,
    /// UCI: `e2e4`, `e7e8q`, castling `e1g1` (or `e1h1`, the king taking its rook).
    Uci,
    /// ICCF numeric: `5254`, `57581`, castling as the king's move `5171`.
    Iccf,
    /// English descriptive notation: `P-K4`, `N-KB3`, `PxP`, `O-O`.
    Descriptive,
}

impl MoveNotation {
    /// Every notation.
    pub const ALL: &'static [MoveNotation] = <MoveNotation as strum::VariantArray>::VARIANTS;

    /// The notation's name, as [`FromStr`] reads it: `san`, `uci`, `descriptive`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// Whether the notation writes pieces with a language's letters (SAN and LAN), so that
    /// it takes any [`Lang`]. FAN writes figurines, and reads a language's letters only when
    /// lenient.
    #[must_use]
    pub const fn has_letters(self) -> bool {
        matches!(self, MoveNotation::San | MoveNotation::Lan)
    }

    /// Whether the notation takes a language at all: SAN, LAN and FAN do.
    #[must_use]
    pub const fn takes_lang(self) -> bool {
        matches!(
            self,
            MoveNotation::San | MoveNotation::Lan | MoveNotation::Fan
        )
    }

    /// The algebraic notation this is, if it is one.
    const fn algebraic(self) -> Option<AlgebraicNotation> {
        match self {
            MoveNotation::San => Some(AlgebraicNotation::San),
            MoveNotation::Lan => Some(AlgebraicNotation::Lan),
            MoveNotation::Fan => Some(AlgebraicNotation::Fan),
            MoveNotation::Uci | MoveNotation::Iccf | MoveNotation::Descriptive => None,
        }
    }
}

impl fmt::Display for MoveNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for MoveNotation {
    type Err = ParseNameError;

    fn from_str(text: &str) -> Result<MoveNotation, ParseNameError> {
        const NAMES: &[&str] = &["san", "lan", "fan", "uci", "iccf", "descriptive"];
        MoveNotation::ALL
            .iter()
            .copied()
            .find(|notation| notation.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| ParseNameError::new(NameKind::MoveNotation, text, NAMES))
    }
}

/// A move notation with its language: what a reader reads and a writer writes.
///
/// A language other than English is taken only by the notations that write a language's
/// letters (SAN, LAN) or read them leniently (FAN); UCI, ICCF and descriptive notation have
/// none ([`FormatError`]), so a format that cannot exist cannot be built.
///
/// ```
/// use fenkit::{Lang, notation::{MoveFormat, MoveNotation}};
/// let german = MoveFormat::new(MoveNotation::San, Lang::De)?;
/// assert_eq!(german.to_string(), "san (de)");
/// let err = MoveFormat::new(MoveNotation::Descriptive, Lang::Fr).unwrap_err();
/// assert_eq!(err.to_string(), "descriptive notation is English only, not French (fr)");
/// # Ok::<(), fenkit::notation::FormatError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveFormat {
    notation: MoveNotation,
    lang: Lang,
}

impl MoveFormat {
    /// English SAN.
    pub const SAN: MoveFormat = MoveFormat::english(MoveNotation::San);
    /// English LAN.
    pub const LAN: MoveFormat = MoveFormat::english(MoveNotation::Lan);
    /// Figurines.
    pub const FAN: MoveFormat = MoveFormat::english(MoveNotation::Fan);
    /// UCI.
    pub const UCI: MoveFormat = MoveFormat::english(MoveNotation::Uci);
    /// ICCF numeric.
    pub const ICCF: MoveFormat = MoveFormat::english(MoveNotation::Iccf);
    /// English descriptive notation.
    pub const DESCRIPTIVE: MoveFormat = MoveFormat::english(MoveNotation::Descriptive);

    const fn english(notation: MoveNotation) -> MoveFormat {
        MoveFormat {
            notation,
            lang: Lang::En,
        }
    }

    /// A notation in a language.
    ///
    /// # Errors
    /// [`FormatError`] for a language other than English with a notation that has no
    /// letters (UCI, ICCF, descriptive).
    pub const fn new(notation: MoveNotation, lang: Lang) -> Result<MoveFormat, FormatError> {
        if !notation.takes_lang() && !matches!(lang, Lang::En) {
            return Err(FormatError { notation, lang });
        }
        Ok(MoveFormat { notation, lang })
    }

    /// SAN in a language.
    ///
    /// ```
    /// use fenkit::{Lang, notation::MoveFormat};
    /// assert_eq!(MoveFormat::san(Lang::En), MoveFormat::SAN);
    /// ```
    #[must_use]
    pub const fn san(lang: Lang) -> MoveFormat {
        MoveFormat {
            notation: MoveNotation::San,
            lang,
        }
    }

    /// The notation.
    #[must_use]
    pub const fn notation(self) -> MoveNotation {
        self.notation
    }

    /// The language of its letters (English for the notations without any).
    #[must_use]
    pub const fn lang(self) -> Lang {
        self.lang
    }
}

/// Writes the notation's name, then the language's code in brackets for the notations with
/// letters, and for FAN in another language than English (which it reads leniently).
impl fmt::Display for MoveFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.notation.has_letters() || !matches!(self.lang, Lang::En) {
            write!(f, "{} ({})", self.notation, self.lang)
        } else {
            write!(f, "{}", self.notation)
        }
    }
}

/// Reads a move format as `Display` writes it: `san (de)`, `fan (fr)`, `uci`; a notation
/// alone is English.
///
/// ```
/// use fenkit::{Lang, notation::{MoveFormat, MoveNotation}};
/// assert_eq!("lan (fr)".parse(), MoveFormat::new(MoveNotation::Lan, Lang::Fr).map_err(Into::into));
/// assert_eq!("iccf".parse(), Ok(MoveFormat::ICCF));
/// assert_eq!(
///     "uci (fr)".parse::<MoveFormat>().unwrap_err().to_string(),
///     "UCI notation is English only, not French (fr)"
/// );
/// ```
impl FromStr for MoveFormat {
    type Err = ParseMoveFormatError;

    fn from_str(text: &str) -> Result<MoveFormat, ParseMoveFormatError> {
        let Some((notation, lang)) = text.split_once(' ') else {
            return Ok(MoveFormat::english(text.parse()?));
        };
        let lang = lang
            .strip_prefix('(')
            .and_then(|lang| lang.strip_suffix(')'))
            .ok_or_else(|| ParseMoveFormatError::Form {
                found: text.to_owned(),
            })?;
        Ok(MoveFormat::new(notation.parse()?, lang.parse()?)?)
    }
}
