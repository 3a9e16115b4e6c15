//! Sets of squares as 64-bit masks.

use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::square::{File, Rank, Square};

/// A set of squares, one bit per square (bit 0 is a1, bit 63 is h8).
///
/// ```
/// use fenkit::{Bitboard, Square};
/// let e4: Square = "e4".parse()?;
/// let set = Bitboard::from_square(e4);
/// assert!(set.contains(e4));
/// assert_eq!(set.into_iter().collect::<Vec<_>>(), [e4]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set of one square.
    #[must_use]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// All squares of a rank.
    #[must_use]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard(0xff << (8 * rank as u32))
    }

    /// All squares of a file.
    #[must_use]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u32)
    }

    /// Whether the square is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has any square.
    #[must_use]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// How many squares the set holds.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds more than one square.
    #[must_use]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square (nearest a1), if any.
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        Square::new(self.0.trailing_zeros() as u8)
    }

    /// The highest square (nearest h8), if any.
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        match self.0.leading_zeros() {
            64 => None,
            n => Square::new(63 - n as u8),
        }
    }

    /// The only square of the set, if it holds exactly one.
    #[must_use]
    pub const fn single(self) -> Option<Square> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    /// The set with the square added.
    #[must_use]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq.index())
    }

    /// The set with the square removed.
    #[must_use]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

/// The squares of a [`Bitboard`], from a1 towards h8.
#[derive(Debug, Clone)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        let sq = Square::new(self.0.trailing_zeros() as u8)?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl DoubleEndedIterator for Squares {
    fn next_back(&mut self) -> Option<Square> {
        let sq = Bitboard(self.0).last()?;
        self.0 ^= 1 << sq.index();
        Some(sq)
    }
}

macro_rules! bit_ops {
    ($($trait:ident $fn:ident $assign_trait:ident $assign_fn:ident $op:tt),*) => {$(
        impl $trait for Bitboard {
            type Output = Bitboard;
            fn $fn(self, rhs: Bitboard) -> Bitboard { Bitboard(self.0 $op rhs.0) }
        }
        impl $assign_trait for Bitboard {
            fn $assign_fn(&mut self, rhs: Bitboard) { self.0 = self.0 $op rhs.0; }
        }
    )*};
}

bit_ops!(
    BitAnd bitand BitAndAssign bitand_assign &,
    BitOr bitor BitOrAssign bitor_assign |,
    BitXor bitxor BitXorAssign bitxor_assign ^
);

impl Not for Bitboard {
    type Output = Bitboard;

    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_both_ways() {
        let set: Bitboard = ["a1", "e4", "h8"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let names =
            |it: &mut dyn Iterator<Item = Square>| it.map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(names(&mut set.into_iter()), ["a1", "e4", "h8"]);
        assert_eq!(names(&mut set.into_iter().rev()), ["h8", "e4", "a1"]);
        assert_eq!(set.count(), 3);
        assert!(set.more_than_one());
        assert_eq!(set.single(), None);
    }
}
