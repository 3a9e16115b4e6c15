//! FEN dialects: how the castling field is spelled.
//!
//! Every dialect reads a letter the same way: `K`/`Q` (`k`/`q` for Black) mean the outermost
//! rook on that side of the king, a file letter the rook on that file. The dialects differ in
//! which letter they write for a right, and a reader fixed to one dialect accepts exactly the
//! letters that dialect writes:
//!
//! | dialect | writes | cannot write |
//! |---|---|---|
//! | [`Standard`] | `K`/`Q`, for a king on the e-file and a rook in the corner | any other right |
//! | [`Shredder`] | the rook's file letter: `HAha`, `HFhf` | nothing |
//! | [`XFen`] | `K`/`Q` for the outermost rook, the rook's file letter for any other | nothing |
//!
//! Each dialect is one file here, implementing [`Dialect::letter`]; reading, writing and
//! detecting the dialect of a field are built on it. Rights are stored by rook file
//! ([`CastlingRights`]), so converting is reading in one dialect and writing in another.
//!
//! ```
//! use fenkit::dialect::{Dialect, Shredder, XFen};
//! use fenkit::Board;
//! let board: Board = "4k3/8/8/8/8/8/8/1RKR3R".parse()?;
//! let rights = Shredder.read_castling("DB", &board)?;
//! let mut text = String::new();
//! XFen.write_castling(&rights, &board, &mut text)?;
//! assert_eq!(text, "DQ");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod read;
mod shredder;
mod standard;
mod write;
mod xfen;

use core::fmt;

pub use self::error::{CastlingErrorKind, NotExpressible, ParseCastlingError, WrittenIn};
pub use self::shredder::Shredder;
pub use self::standard::Standard;
pub use self::xfen::XFen;

pub(crate) use self::read::read_field;
pub(crate) use self::write::castling_bytes;

use crate::board::Board;
use crate::castling::{CastlingRights, CastlingSide};
use crate::piece::{Color, Piece, Role};
use crate::square::{File, Square};

/// The seal of [`Dialect`]: each dialect's file adds its own type.
mod sealed {
    pub trait Sealed {}
    impl Sealed for super::DialectKind {}
}

/// A FEN dialect: which letter it writes for each castling right.
///
/// Implemented by the zero-sized [`Standard`], [`Shredder`] and [`XFen`], and by the
/// run-time choice [`DialectKind`]; [`FenParser`](crate::fen::FenParser) and
/// [`FenWriter`](crate::fen::FenWriter) take any of them. The trait is sealed: a new dialect
/// is a new file in `src/dialect/` and a [`DialectKind`] entry.
pub trait Dialect: sealed::Sealed + Copy + fmt::Debug {
    /// Which dialect this is.
    fn kind(&self) -> DialectKind;

    /// The letter this dialect writes for a right (without its colour's case).
    ///
    /// # Errors
    /// [`NotExpressible`] when the dialect cannot write the right at all.
    fn letter(&self, right: &PlacedRight<'_>) -> Result<Letter, NotExpressible>;

    /// Reads a castling field written in this dialect, resolving every letter against the
    /// board. Another dialect's spelling is an error that names it (read with
    /// [`FenParser::lenient`](crate::fen::FenParser::lenient) to accept it with a warning, or
    /// with [`FenParser::new`](crate::fen::FenParser::new) to accept any dialect).
    ///
    /// ```
    /// use fenkit::dialect::{Dialect, Standard, XFen};
    /// use fenkit::Board;
    /// let board: Board = "4k3/8/8/8/8/8/8/R3K2R".parse()?;
    /// assert_eq!(XFen.read_castling("KQ", &board)?, Standard.read_castling("KQ", &board)?);
    /// assert_eq!(
    ///     XFen.read_castling("HA", &board).unwrap_err().to_string(),
    ///     "'H' is Shredder-FEN, not X-FEN, which writes K and Q for the outermost rooks \
    ///      and a file letter for any other: KQ"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseCastlingError`], with a span inside `field`, when a letter is not a castling
    /// letter, does not match a king and rook on the board, or is not this dialect's spelling.
    fn read_castling(
        &self,
        field: &str,
        board: &Board,
    ) -> Result<CastlingRights, ParseCastlingError> {
        read_field(field.as_bytes(), board, Some(*self), true).map(|read| read.rights)
    }

    /// Appends the castling field for these rights (`-` when there are none).
    ///
    /// ```
    /// use fenkit::dialect::{Dialect, Shredder, Standard};
    /// use fenkit::{Board, CastlingRights};
    /// let mut out = String::new();
    /// Shredder.write_castling(&CastlingRights::STANDARD, &Board::STARTING, &mut out)?;
    /// assert_eq!(out, "HAha");
    /// let chess960: Board = "4k3/8/8/8/8/8/8/4RK1R".parse()?;
    /// let rights = Shredder.read_castling("HE", &chess960)?;
    /// assert!(Standard.write_castling(&rights, &chess960, &mut out).is_err());
    /// assert_eq!(out, "HAha"); // nothing appended
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`LossyConversion`] naming the first right the dialect cannot write; nothing is
    /// appended then.
    fn write_castling(
        &self,
        rights: &CastlingRights,
        board: &Board,
        out: &mut String,
    ) -> Result<(), LossyConversion> {
        let (letters, len) = castling_bytes(*self, rights, board)?;
        out.extend(letters[..len].iter().map(|&byte| char::from(byte)));
        Ok(())
    }
}

/// A castling right as it stands on a board: what a dialect looks at to choose its letter.
#[derive(Debug, Clone, Copy)]
pub struct PlacedRight<'a> {
    board: &'a Board,
    color: Color,
    side: CastlingSide,
    rook: File,
    king: Option<File>,
}

impl PlacedRight<'_> {
    /// Whose right it is.
    #[must_use]
    pub fn color(&self) -> Color {
        self.color
    }

    /// Which side of the king the rook stands on.
    #[must_use]
    pub fn side(&self) -> CastlingSide {
        self.side
    }

    /// The castling rook's file.
    #[must_use]
    pub fn rook(&self) -> File {
        self.rook
    }

    /// The king's file, when the colour's only king stands on its back rank (a right read
    /// from a FEN always has one; a hand-built [`Setup`](crate::Setup) may not).
    #[must_use]
    pub fn king(&self) -> Option<File> {
        self.king
    }

    /// Whether the rook is the outermost rook of its colour on its side of the king.
    #[must_use]
    pub fn is_outermost(&self) -> bool {
        self.king.and_then(|king| {
            self.board
                .outermost_rook_beside(self.color, king, self.side)
        }) == Some(self.rook)
    }

    /// Whether FEN can say the right at all: one king of its colour on the back rank, and a
    /// rook of that colour on the right's file, on its side of the king. A right read from a FEN
    /// always can; a hand-built [`Setup`](crate::Setup) may hold one that cannot.
    ///
    /// # Errors
    /// [`NotExpressible::NoSingleKing`], [`NotExpressible::WrongSide`] or
    /// [`NotExpressible::NoRook`], the first that applies.
    pub(crate) fn check_placed(&self) -> Result<(), NotExpressible> {
        let Some(king) = self.king else {
            return Err(NotExpressible::NoSingleKing {
                color: self.color,
                rank: self.color.back_rank(),
            });
        };
        if CastlingSide::of(king, self.rook) != Some(self.side) {
            return Err(NotExpressible::WrongSide {
                side: self.side,
                king: self.square(king),
            });
        }
        let square = self.square(self.rook);
        if self.board.piece_at(square) != Some(Piece::new(self.color, Role::Rook)) {
            return Err(NotExpressible::NoRook {
                color: self.color,
                square,
            });
        }
        Ok(())
    }

    /// The square on the back rank of this right's colour.
    fn square(&self, file: File) -> Square {
        Square::from_coords(file, self.color.back_rank())
    }
}

/// A castling letter without its colour: `K`/`Q` by side, or a rook's file `A` to `H`.
///
/// Kept as the upper-case ASCII letter, so that writing one is a byte and a case bit.
///
/// ```
/// use fenkit::dialect::Letter;
/// use fenkit::{CastlingSide, Color, File};
/// assert_eq!(Letter::side(CastlingSide::Queen).to_char(Color::Black), 'q');
/// assert_eq!(Letter::file(File::H).to_char(Color::White), 'H');
/// assert_eq!(Letter::file(File::H).as_file(), Some(File::H));
/// assert_eq!(Letter::side(CastlingSide::King).as_file(), None);
/// assert_eq!(Letter::side(CastlingSide::King).as_side(), Some(CastlingSide::King));
/// assert_eq!(Letter::side(CastlingSide::Queen).as_side(), Some(CastlingSide::Queen));
/// assert_eq!(Letter::file(File::A).as_side(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Letter(u8);

impl Letter {
    /// `K` or `Q`: the outermost rook on that side.
    #[must_use]
    pub const fn side(side: CastlingSide) -> Letter {
        Letter(side.char() as u8)
    }

    /// `A` to `H`: the rook on that file.
    #[must_use]
    pub const fn file(file: File) -> Letter {
        Letter(b'A' + file.index() as u8)
    }

    /// The side, for `K` or `Q`.
    #[must_use]
    pub const fn as_side(self) -> Option<CastlingSide> {
        match self.0 {
            b'K' => Some(CastlingSide::King),
            b'Q' => Some(CastlingSide::Queen),
            _ => None,
        }
    }

    /// The file, for `A` to `H`.
    #[must_use]
    pub const fn as_file(self) -> Option<File> {
        match self.0 {
            b'A'..=b'H' => File::new(self.0 - b'A'),
            _ => None,
        }
    }

    /// The side of `K`/`Q`, or else the file: every letter is one or the other.
    pub(crate) const fn side_or_file(self) -> Result<CastlingSide, File> {
        match self.0 {
            b'K' => Ok(CastlingSide::King),
            b'Q' => Ok(CastlingSide::Queen),
            byte => Err(File::ALL[(byte.wrapping_sub(b'A') & 7) as usize]),
        }
    }

    /// The letter as written for a colour: upper case for White.
    #[must_use]
    pub fn to_char(self, color: Color) -> char {
        char::from(self.to_byte(color))
    }

    /// The ASCII letter for a colour: the lower-case bit set for Black. (The letter is kept
    /// upper case, so `^` would do the same as `|` here: an equivalent mutant.)
    #[inline]
    pub(crate) const fn to_byte(self, color: Color) -> u8 {
        self.0 | (color.index() as u8) << 5
    }
}

/// The dialects as a run-time value, for command lines and configuration.
///
/// Every table kept per dialect is sized by [`DialectKind::COUNT`] and every `match` on a
/// dialect names each one, so a new entry here is a compile error wherever it is not yet
/// handled (see decision 0009 for the list).
///
/// ```
/// use fenkit::DialectKind;
/// assert_eq!("x-fen".parse::<DialectKind>()?, DialectKind::XFen);
/// assert_eq!("Shredder-FEN".parse::<DialectKind>()?, DialectKind::Shredder);
/// assert_eq!(DialectKind::XFen.to_string(), "xfen");
/// assert_eq!(DialectKind::ALL.map(DialectKind::index), [0, 1, 2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    ascii_case_insensitive,
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = dialect_error
)]
#[non_exhaustive]
pub enum DialectKind {
    /// Standard FEN (PGN 1994): `KQkq`.
    #[strum(to_string = "standard", serialize = "fen")]
    Standard,
    /// Shredder-FEN: rook file letters, `HAha`.
    #[strum(
        to_string = "shredder",
        serialize = "shredder-fen",
        serialize = "shredderfen"
    )]
    Shredder,
    /// X-FEN: `KQkq` for the outermost rook, a file letter otherwise.
    #[strum(to_string = "xfen", serialize = "x-fen")]
    XFen,
}

impl DialectKind {
    /// How many dialects there are: the size of every table kept per dialect.
    pub const COUNT: usize = <DialectKind as strum::VariantArray>::VARIANTS.len();

    /// Every dialect, in the order detection tries them ([`Fen::dialect`](crate::fen::Fen::dialect)
    /// is the first that writes every letter of the field).
    pub const ALL: [DialectKind; DialectKind::COUNT] = [
        DialectKind::Standard,
        DialectKind::Shredder,
        DialectKind::XFen,
    ];

    /// The names [`FromStr`](core::str::FromStr) reads, one per dialect, as `Display` writes
    /// them.
    const NAMES: [&'static str; DialectKind::COUNT] = {
        let mut names = [""; DialectKind::COUNT];
        let mut at = 0;
        while at < DialectKind::COUNT {
            names[at] = DialectKind::ALL[at].name();
            at += 1;
        }
        names
    };

    /// The dialect's place in [`DialectKind::ALL`], for tables kept per dialect.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The dialect's name as `Display` writes it and command lines take it.
    const fn name(self) -> &'static str {
        match self {
            DialectKind::Standard => "standard",
            DialectKind::Shredder => "shredder",
            DialectKind::XFen => "xfen",
        }
    }

    /// The dialect's usual name, as people write it: `standard FEN`, `Shredder-FEN`, `X-FEN`.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            DialectKind::Standard => "standard FEN",
            DialectKind::Shredder => "Shredder-FEN",
            DialectKind::XFen => "X-FEN",
        }
    }

    /// What the dialect writes, for messages: "names the rook's file".
    #[must_use]
    pub const fn rule(self) -> &'static str {
        match self {
            DialectKind::Standard => Standard::RULE,
            DialectKind::Shredder => Shredder::RULE,
            DialectKind::XFen => XFen::RULE,
        }
    }
}

// Checked when compiling: every dialect stands in `ALL` at its own `index`, by which the tables
// kept per dialect are read.
const _: () = {
    let mut at = 0;
    while at < DialectKind::COUNT {
        assert!(DialectKind::ALL[at].index() == at);
        at += 1;
    }
};

fn dialect_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(crate::name::NameKind::Dialect, found, &DialectKind::NAMES)
}

/// Every [`DialectKind`] entry names its dialect's type: the run-time choice asks it.
impl Dialect for DialectKind {
    fn kind(&self) -> DialectKind {
        *self
    }

    #[inline]
    fn letter(&self, right: &PlacedRight<'_>) -> Result<Letter, NotExpressible> {
        match self {
            DialectKind::Standard => Standard.letter(right),
            DialectKind::Shredder => Shredder.letter(right),
            DialectKind::XFen => XFen.letter(right),
        }
    }
}

/// Castling rights that a dialect cannot write: the first such right, why the dialect cannot
/// write it, and the letter each other dialect writes for it.
///
/// ```
/// use fenkit::{DialectKind, Position};
/// let pos: Position = "4k3/8/8/8/8/8/8/1RKR3R w DB - 0 1".parse()?;
/// let err = pos.to_fen(DialectKind::Standard).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "cannot write White's king-side castling with the rook on d1 in standard FEN: \
///      it needs the king on e1, found it on c1, and the rook on h1, found the castling rook \
///      on d1; Shredder-FEN writes it as D, X-FEN as D"
/// );
/// assert_eq!(err.others().collect::<Vec<_>>(), [(DialectKind::Shredder, 'D'), (DialectKind::XFen, 'D')]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "cannot write {}'s {side}-side castling with the rook on {rook} in {}: {reason}; {}",
    color.name(),
    dialect.title(),
    Others(self),
)]
pub struct LossyConversion {
    dialect: DialectKind,
    color: Color,
    side: CastlingSide,
    rook: Square,
    reason: NotExpressible,
    /// The letter each dialect writes for the right, by [`DialectKind::index`].
    letters: [Option<char>; DialectKind::COUNT],
}

/// "Shredder-FEN writes it as D, X-FEN as D", from each dialect's letter.
struct Others<'a>(&'a LossyConversion);

impl fmt::Display for Others<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut others = self.0.others();
        let Some((first, letter)) = others.next() else {
            return f.write_str("no dialect can write it");
        };
        write!(f, "{} writes it as {letter}", first.title())?;
        for (dialect, letter) in others {
            write!(f, ", {} as {letter}", dialect.title())?;
        }
        Ok(())
    }
}

impl LossyConversion {
    pub(crate) fn new(
        dialect: DialectKind,
        right: &PlacedRight<'_>,
        reason: NotExpressible,
    ) -> Self {
        let placed = right.check_placed().is_ok();
        let letters = DialectKind::ALL.map(|other| {
            let letter = other.letter(right).ok().filter(|_| placed)?;
            (other != dialect).then(|| letter.to_char(right.color))
        });
        LossyConversion {
            dialect,
            color: right.color,
            side: right.side,
            rook: right.square(right.rook),
            reason,
            letters,
        }
    }

    /// The dialect that cannot express the right.
    #[must_use]
    pub fn dialect(&self) -> DialectKind {
        self.dialect
    }

    /// The right that would be lost: its colour, side and rook square.
    #[must_use]
    pub fn right(&self) -> (Color, CastlingSide, Square) {
        (self.color, self.side, self.rook)
    }

    /// What the dialect needs that the board does not have.
    #[must_use]
    pub fn reason(&self) -> NotExpressible {
        self.reason
    }

    /// The other dialects that can write the right, each with the letter it writes, in the
    /// order of [`DialectKind::ALL`].
    pub fn others(&self) -> impl Iterator<Item = (DialectKind, char)> + '_ {
        DialectKind::ALL
            .into_iter()
            .zip(self.letters)
            .filter_map(|(dialect, letter)| Some((dialect, letter?)))
    }
}
