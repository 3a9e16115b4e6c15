//! Files, ranks and squares.

use core::fmt;

/// A file (column) of the board, `a` to `h`.
///
/// ```
/// use fenkit::File;
/// assert_eq!("e".parse::<File>()?, File::E);
/// assert_eq!(File::from_char('e'), Some(File::E));
/// assert_eq!(File::E.char(), 'e');
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(
    serialize_all = "lowercase",
    parse_err_ty = ParseSquareError,
    parse_err_fn = file_error
)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank (row) of the board, `1` to `8`.
///
/// ```
/// use fenkit::Rank;
/// assert_eq!("3".parse::<Rank>()?, Rank::Third);
/// assert_eq!(Rank::Third.char(), '3');
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(parse_err_ty = ParseSquareError, parse_err_fn = rank_error)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    #[strum(serialize = "1")]
    First,
    #[strum(serialize = "2")]
    Second,
    #[strum(serialize = "3")]
    Third,
    #[strum(serialize = "4")]
    Fourth,
    #[strum(serialize = "5")]
    Fifth,
    #[strum(serialize = "6")]
    Sixth,
    #[strum(serialize = "7")]
    Seventh,
    #[strum(serialize = "8")]
    Eighth,
}

/// A text that does not name a file, rank or square.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("found {found:?}, expected {expected}")]
pub struct ParseSquareError {
    found: String,
    expected: SquarePart,
}

/// What a [`ParseSquareError`] expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::Display)]
enum SquarePart {
    #[strum(to_string = "a file a-h")]
    File,
    #[strum(to_string = "a rank 1-8")]
    Rank,
    #[strum(to_string = "a square such as e4 (a file a-h, then a rank 1-8)")]
    Square,
}

fn file_error(found: &str) -> ParseSquareError {
    ParseSquareError {
        found: found.to_owned(),
        expected: SquarePart::File,
    }
}

fn rank_error(found: &str) -> ParseSquareError {
    ParseSquareError {
        found: found.to_owned(),
        expected: SquarePart::Rank,
    }
}

impl File {
    /// All files, a to h.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with index 0 (a) to 7 (h); `None` past 7.
    #[must_use]
    pub const fn new(index: u8) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// The file for a lowercase letter `a`..`h`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<File> {
        if c.is_ascii_lowercase() {
            File::new(c as u8 - b'a')
        } else {
            None
        }
    }

    /// The lowercase letter of the file.
    #[must_use]
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The lowercase letter of the file, as text.
    ///
    /// ```
    /// use fenkit::File;
    /// assert_eq!(File::G.name(), "g");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        let at = self as usize;
        "abcdefgh".get(at..=at).unwrap_or_default()
    }

    /// The index, 0 for a to 7 for h.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file seen from the other side of the board (a ↔ h).
    #[must_use]
    pub const fn flip(self) -> File {
        File::ALL[7 - self as usize]
    }
}

impl Rank {
    /// All ranks, 1 to 8.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with index 0 (rank 1) to 7 (rank 8); `None` past 7.
    #[must_use]
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// The rank for a digit `1`..`8`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Rank> {
        if c.is_ascii_digit() && c != '0' {
            Rank::new(c as u8 - b'1')
        } else {
            None
        }
    }

    /// The digit of the rank.
    #[must_use]
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The digit of the rank, as text.
    ///
    /// ```
    /// use fenkit::Rank;
    /// assert_eq!(Rank::Eighth.name(), "8");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        let at = self as usize;
        "12345678".get(at..=at).unwrap_or_default()
    }

    /// The index, 0 for rank 1 to 7 for rank 8.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank seen from the other side of the board (1 ↔ 8).
    #[must_use]
    pub const fn flip(self) -> Rank {
        Rank::ALL[7 - self as usize]
    }
}

/// A square of the board, `a1` (index 0) to `h8` (index 63), rank by rank.
///
/// ```
/// use fenkit::{File, Rank, Square};
/// let e4: Square = "e4".parse()?;
/// assert_eq!(e4, Square::from_coords(File::E, Rank::Fourth));
/// assert_eq!(e4.to_string(), "e4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

/// Every square's name, a1 to h8, two letters each.
const SQUARE_NAMES: &str = concat!(
    "a1b1c1d1e1f1g1h1a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4e4f4g4h4",
    "a5b5c5d5e5f5g5h5a6b6c6d6e6f6g6h6a7b7c7d7e7f7g7h7a8b8c8d8e8f8g8h8",
);

impl Square {
    /// The square's name, file then rank.
    ///
    /// ```
    /// use fenkit::Square;
    /// assert_eq!(Square::new(0).map(Square::name), Some("a1"));
    /// assert_eq!(Square::new(63).map(Square::name), Some("h8"));
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        let at = self.index() * 2;
        SQUARE_NAMES.get(at..at + 2).unwrap_or_default()
    }

    /// The square with index 0 (a1) to 63 (h8); `None` past 63.
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at a file and rank.
    #[must_use]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank as u8 * 8 + file as u8)
    }

    /// Reads `e4` and the like from two ASCII bytes.
    #[must_use]
    pub const fn from_ascii(text: &[u8]) -> Option<Square> {
        if let [f, r] = *text
            && let (Some(file), Some(rank)) =
                (File::from_char(f as char), Rank::from_char(r as char))
        {
            return Some(Square::from_coords(file, rank));
        }
        None
    }

    /// The index, 0 for a1 to 63 for h8.
    #[must_use]
    pub const fn index(self) -> usize {
        // Always below 64; the mask tells the compiler so, and tables indexed by a square
        // need no bounds check.
        (self.0 & 63) as usize
    }

    /// The file of the square.
    #[must_use]
    pub const fn file(self) -> File {
        File::ALL[(self.0 & 7) as usize]
    }

    /// The rank of the square.
    #[must_use]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 >> 3) as usize]
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    #[must_use]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + df;
        let r = (self.0 >> 3) as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// The same file on the other side of the board (e2 ↔ e7).
    #[must_use]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// Every square, a1 to h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl core::str::FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes()).ok_or_else(|| ParseSquareError {
            found: s.to_owned(),
            expected: SquarePart::Square,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_file_then_rank() {
        for sq in Square::all() {
            let expected = format!("{}{}", sq.file().char(), sq.rank().char());
            assert_eq!(sq.name(), expected);
            assert_eq!(sq.file().name(), &expected[..1]);
            assert_eq!(sq.rank().name(), &expected[1..]);
        }
    }

    #[test]
    fn squares_round_trip_through_text() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(Square::from_coords(sq.file(), sq.rank()), sq);
        }
    }

    #[test]
    fn parse_errors_say_what_was_expected() {
        assert_eq!(
            "z".parse::<File>().unwrap_err().to_string(),
            r#"found "z", expected a file a-h"#
        );
        assert_eq!(
            "e9".parse::<Square>().unwrap_err().to_string(),
            r#"found "e9", expected a square such as e4 (a file a-h, then a rank 1-8)"#
        );
    }

    #[test]
    fn offsets_stay_on_the_board() {
        let h8: Square = "h8".parse().unwrap();
        assert_eq!(h8.offset(1, 0), None);
        assert_eq!(h8.offset(-7, -7).map(|s| s.to_string()), Some("a1".into()));
    }
}
