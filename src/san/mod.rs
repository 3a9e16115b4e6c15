//! Standard algebraic notation (SAN), its long form (LAN) and figurines (FAN), in 18 languages.
//!
//! | notation | knight | pawn capture | promotion | castling |
//! |---|---|---|---|---|
//! | SAN | `Nf3`, `Nbd2`, `Nh4g6` | `exd5` | `e8=Q+` | `O-O`, `O-O-O` |
//! | LAN | `Ng1-f3` | `e4xd5` | `e7-e8=Q+` | `O-O`, `O-O-O` |
//! | FAN | `♘f3` | `exd5` | `e8=♕+` | `O-O`, `O-O-O` |
//!
//! **Writing** ([`SanWriter`]) is canonical PGN SAN: the piece letter of the language, the
//! disambiguation only against rivals with a *legal* move to the same square (the file if it
//! tells them apart, else the rank, else both), `x` for a capture, `=Q` for a promotion, `+` or
//! `#`. In Chess960 `O-O` castles with the rook on the king's h-side and `O-O-O` with the one on
//! its a-side, wherever they stand. It needs no allocation: a [`MoveText`] is a small buffer.
//!
//! **Reading** ([`SanReader`]) is lenient by default and takes, besides canonical SAN:
//! `0-0` and `0-0-0`; a promotion without `=` (`e8Q`, `axb8D`) or with a lower-case letter
//! (`e8=q`); a missing `x` (`Nf3` for `Nxf3`, `ed5`); over-disambiguation (`Ngf3`, `Ng1f3`),
//! and so LAN (`Ng1-f3`, `e2-e4`, `e4xd5`); a space after `x`; `e.p.`, `e.p` or `ep` after an
//! en passant capture, with or without a space; `++` for mate; a check or mate sign that is
//! wrong; one annotation glyph glued on (`!`, `?`, `!!`, `??`, `!?`, `?!`); figurines of
//! either colour for the piece or the promotion; in Russian, the Cyrillic `х` and `:` for `x`
//! (`dхe5`, `С:c6`). The strict reader ([`SanReader::strict`])
//! takes exactly what [`SanWriter`] writes.
//!
//! Whatever the mode, the reader never guesses and never skips a character: `Cf3` in English
//! is not a move (`C` is no English piece letter), an ambiguous move names its candidates, and
//! a pawn move written as a push (`e5`) where only a capture (`dxe5`) gets there is refused.
//!
//! ```
//! use fenkit::{Lang, Position, san::{SanWriter, SanReader}};
//! let pos = Position::STARTING;
//! let nf3 = SanReader::new().lang(Lang::Fr).read(&pos, "Cf3")?;
//! assert_eq!(nf3.to_string(), "g1f3");
//! assert_eq!(SanWriter::new().write(&pos, nf3).as_str(), "Nf3");
//! assert_eq!(SanWriter::new().lang(Lang::De).write(&pos, nf3).as_str(), "Sf3");
//! let err = SanReader::new().read(&pos, "Cf3").unwrap_err();
//! assert_eq!(err.to_string(), "found 'C', expected a piece letter K, Q, R, B or N, a file a-h, or O-O");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod canonical;
mod error;
mod read;
mod resolve;
mod write;

use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::castling::CastlingSide;
use crate::lang::Lang;
use crate::piece::Role;
use crate::square::{File, Rank, Square};

pub use error::{
    IllegalSanError, IllegalSanReason, Origin, ParseSanError, ParseSanErrorKind, SanError,
};
pub use read::SanReader;
pub use write::{MoveText, SanWriter};

/// A move in algebraic notation, before it is read against a position.
///
/// ```
/// use fenkit::{Role, san::San};
/// let san: San = "Nbd2".parse()?;
/// let San::Normal { role, file, rank, capture, to, promotion } = san else { unreachable!() };
/// assert_eq!((role, file.map(|f| f.char()), rank, capture), (Role::Knight, Some('b'), None, false));
/// assert_eq!((to.to_string(), promotion), ("d2".to_owned(), None));
/// assert_eq!(san.to_string(), "Nbd2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn moving to a square.
    Normal {
        /// What moves.
        role: Role,
        /// The file it starts on, when written (`Nbd2`, `exd5`).
        file: Option<File>,
        /// The rank it starts on, when written (`R1a3`).
        rank: Option<Rank>,
        /// Whether the move is written as a capture (`x`).
        capture: bool,
        /// Where it goes.
        to: Square,
        /// What a pawn promotes to.
        promotion: Option<Role>,
    },
    /// Castling, `O-O` (king side, h-side rook) or `O-O-O` (queen side, a-side rook).
    Castle(CastlingSide),
}

/// The check or mate sign after a move.
///
/// ```
/// use fenkit::san::Suffix;
/// assert_eq!(Suffix::Checkmate.to_string(), "#");
/// assert_eq!("+".parse::<Suffix>()?, Suffix::Check);
/// # Ok::<(), fenkit::ParseNameError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, strum::Display, strum::EnumString)]
#[strum(parse_err_ty = crate::name::ParseNameError, parse_err_fn = suffix_error)]
pub enum Suffix {
    /// `+`
    #[strum(to_string = "+")]
    Check,
    /// `#`
    #[strum(to_string = "#")]
    Checkmate,
}

/// The error for a text that is neither sign.
fn suffix_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(crate::name::NameKind::Suffix, found, &["+", "#"])
}

impl Suffix {
    /// The suffix a position after a move calls for: `#` when its side to move is mated, `+`
    /// when it is in check.
    ///
    /// ```
    /// use fenkit::{Position, san::Suffix};
    /// assert_eq!(Suffix::of(&Position::STARTING), None);
    /// let mated: Position = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1".parse()?;
    /// assert_eq!(Suffix::of(&mated), Some(Suffix::Checkmate));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn of(after: &crate::position::Position) -> Option<Suffix> {
        if !after.is_check() {
            None
        } else if !after.has_legal_move() {
            Some(Suffix::Checkmate)
        } else {
            Some(Suffix::Check)
        }
    }

    /// The suffix a legal move of `pos` calls for: the move is played only when it gives check
    /// (to tell mate), which [`Position::gives_check`](crate::Position::gives_check) tells
    /// without playing it.
    pub(crate) fn after(pos: &crate::position::Position, mv: crate::moves::Move) -> Option<Suffix> {
        pos.gives_check(mv).then(|| Suffix::of_check(pos, mv))
    }

    /// The suffix of a legal move of `pos` that gives check: mate when the other side has no
    /// legal move after it (its check is not looked for again).
    #[inline(never)]
    pub(crate) fn of_check(pos: &crate::position::Position, mv: crate::moves::Move) -> Suffix {
        if pos.play_unchecked(mv).has_legal_move() {
            Suffix::Check
        } else {
            Suffix::Checkmate
        }
    }
}

/// A move in algebraic notation with its check or mate sign.
///
/// ```
/// use fenkit::san::{SanPlus, Suffix};
/// let san: SanPlus = "Qh4e1#".parse()?;
/// assert_eq!(san.suffix, Some(Suffix::Checkmate));
/// assert_eq!(san.to_string(), "Qh4e1#");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// Its check or mate sign.
    pub suffix: Option<Suffix>,
}

/// How a move is written.
///
/// ```
/// use fenkit::{Position, san::{SanWriter, AlgebraicNotation}};
/// let pos = Position::STARTING;
/// let nf3 = pos.legal_moves().iter().copied().find(|m| m.to().to_string() == "f3" && m.from().to_string() == "g1").unwrap();
/// let text = |n| SanWriter::new().notation(n).write(&pos, nf3).to_string();
/// assert_eq!([text(AlgebraicNotation::San), text(AlgebraicNotation::Lan), text(AlgebraicNotation::Fan)], ["Nf3", "Ng1-f3", "♘f3"]);
/// assert_eq!("lan".parse::<AlgebraicNotation>()?, AlgebraicNotation::Lan);
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
    parse_err_fn = notation_error
)]
pub enum AlgebraicNotation {
    /// Standard algebraic notation: `Nf3`, `exd5`, `e8=Q`.
    #[default]
    San,
    /// Long algebraic notation: the start square always, `-` or `x`: `Ng1-f3`, `e4xd5`.
    Lan,
    /// Figurine algebraic notation: SAN with the figurine of the mover's colour, `♘f3`.
    Fan,
}

/// The error for a name that is not a move notation.
fn notation_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::AlgebraicNotation,
        found,
        &["san", "lan", "fan"],
    )
}

impl AlgebraicNotation {
    /// The three notations.
    pub const ALL: &'static [AlgebraicNotation] =
        <AlgebraicNotation as strum::VariantArray>::VARIANTS;
}

/// A move read, with the places of its parts.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Parsed {
    plus: SanPlus,
    /// Where the square the move goes to is written.
    target: Range<usize>,
    /// Where `e.p.` is written.
    ep: Option<Range<usize>>,
}

impl FromStr for San {
    type Err = ParseSanError;

    /// Reads English SAN leniently, without its suffix (which must be absent).
    fn from_str(s: &str) -> Result<San, ParseSanError> {
        let plus: SanPlus = s.parse()?;
        match plus.suffix {
            None => Ok(plus.san),
            Some(_) => Err(ParseSanError::trailing(s, s.len() - 1)),
        }
    }
}

impl FromStr for SanPlus {
    type Err = ParseSanError;

    /// Reads English SAN leniently.
    fn from_str(s: &str) -> Result<SanPlus, ParseSanError> {
        SanReader::new().parse(s)
    }
}

/// Writes English SAN: the disambiguation as stored, without a hyphen.
impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match write::english_whole(self) {
            Some(text) => f.write_str(text),
            None => write::san_text(f, self, Lang::En, None, false),
        }
    }
}

/// Writes English SAN and the suffix.
impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.san.fmt(f)?;
        match self.suffix {
            Some(suffix) => suffix.fmt(f),
            None => Ok(()),
        }
    }
}
