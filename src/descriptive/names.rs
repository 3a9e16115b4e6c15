//! The names descriptive notation gives: files after the pieces of the standard start (`QR` is
//! the a-file, `KB` the f-file), ranks counted from the mover's side, and pieces named by kind,
//! wing (`KR`, `QKt`) or, for pawns, file (`KBP`).

use core::fmt;

use crate::piece::{Color, Role};
use crate::square::{File, Rank, Square};

/// A half of the board: the king's side (files e-h) or the queen's side (files a-d).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Wing {
    King,
    Queen,
}

impl Wing {
    /// The letter that names the wing: `K` or `Q`.
    pub(crate) const fn char(self) -> char {
        match self {
            Wing::King => 'K',
            Wing::Queen => 'Q',
        }
    }

    /// The wing a file lies on.
    pub(crate) const fn of(file: File) -> Wing {
        if file.index() >= File::E.index() {
            Wing::King
        } else {
            Wing::Queen
        }
    }
}

/// The letter descriptive notation writes for a piece (house style: `N` for the knight).
pub(crate) const fn letter(role: Role) -> char {
    match role {
        Role::Pawn => 'P',
        Role::Knight => 'N',
        Role::Bishop => 'B',
        Role::Rook => 'R',
        Role::Queen => 'Q',
        Role::King => 'K',
    }
}

/// A file as descriptive notation names it: after the piece that starts on it (`R`, `N`, `B`,
/// `Q`, `K`), with the wing when the piece has one on each side (`QB` is c, `KB` is f) or
/// without it (`B` is c or f).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FileName {
    /// `None` for the queen's and king's files, and for a rook, knight or bishop file written
    /// without its wing.
    wing: Option<Wing>,
    /// The piece of the standard start the file is named after (never a pawn).
    piece: Role,
}

impl FileName {
    /// A file name, if `piece` names files and `wing` fits it (the queen and the king have
    /// one file each, so no wing).
    pub(crate) const fn new(wing: Option<Wing>, piece: Role) -> Option<FileName> {
        match (piece, wing) {
            (Role::Pawn, _) | (Role::Queen | Role::King, Some(_)) => None,
            _ => Some(FileName { wing, piece }),
        }
    }

    /// The full name of a file: `QR` for a, `Q` for d, `KB` for f.
    pub(crate) const fn full(file: File) -> FileName {
        let (wing, piece) = match file {
            File::A => (Some(Wing::Queen), Role::Rook),
            File::B => (Some(Wing::Queen), Role::Knight),
            File::C => (Some(Wing::Queen), Role::Bishop),
            File::D => (None, Role::Queen),
            File::E => (None, Role::King),
            File::F => (Some(Wing::King), Role::Bishop),
            File::G => (Some(Wing::King), Role::Knight),
            File::H => (Some(Wing::King), Role::Rook),
        };
        FileName { wing, piece }
    }

    /// The name of a file without its wing: `R` for a or h, `Q` for d.
    pub(crate) const fn short(file: File) -> FileName {
        FileName {
            wing: None,
            piece: FileName::full(file).piece,
        }
    }

    /// Whether `file` has this name.
    pub(crate) fn contains(self, file: File) -> bool {
        let full = FileName::full(file);
        full.piece == self.piece && (self.wing.is_none() || self.wing == full.wing)
    }

    /// The files of this name, a to h.
    pub(crate) fn files(self) -> impl Iterator<Item = File> {
        File::ALL.into_iter().filter(move |&f| self.contains(f))
    }
}

impl fmt::Display for FileName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(wing) = self.wing {
            write!(f, "{}", wing.char())?;
        }
        write!(f, "{}", letter(self.piece))
    }
}

/// The real rank of rank `number` (1 to 8) counted from `color`'s side.
pub(crate) fn real_rank(color: Color, number: u8) -> Option<Rank> {
    let index = number.checked_sub(1)?;
    match color {
        Color::White => Rank::new(index),
        Color::Black => Rank::new(7u8.checked_sub(index)?),
    }
}

/// The number (1 to 8) of `rank` counted from `color`'s side.
pub(crate) const fn rank_number(color: Color, rank: Rank) -> u8 {
    let index = rank.index() as u8;
    match color {
        Color::White => index + 1,
        Color::Black => 8 - index,
    }
}

/// A square as descriptive notation names it: a file name and a rank counted from the mover's
/// side (`KB3`, or `B3` for QB3 or KB3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Place {
    pub(crate) file: FileName,
    /// 1 to 8.
    pub(crate) rank: u8,
}

impl Place {
    /// The full name of `square` seen from `color`'s side (`KB3` for f3 for White).
    pub(crate) fn full(color: Color, square: Square) -> Place {
        Place {
            file: FileName::full(square.file()),
            rank: rank_number(color, square.rank()),
        }
    }

    /// The short name of `square` seen from `color`'s side (`B3` for f3 for White).
    pub(crate) fn short(color: Color, square: Square) -> Place {
        Place {
            file: FileName::short(square.file()),
            rank: rank_number(color, square.rank()),
        }
    }

    /// Whether `square` has this name, seen from `color`'s side.
    pub(crate) fn contains(self, color: Color, square: Square) -> bool {
        real_rank(color, self.rank) == Some(square.rank()) && self.file.contains(square.file())
    }

    /// The squares of this name seen from `color`'s side, a to h.
    pub(crate) fn squares(self, color: Color) -> Vec<Square> {
        match real_rank(color, self.rank) {
            Some(rank) => self
                .file
                .files()
                .map(|file| Square::from_coords(file, rank))
                .collect(),
            None => Vec::new(),
        }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file, self.rank)
    }
}

/// A piece named in a move: by kind (`N`, `P`), by kind and wing (`KR`, `QKt`, `KB`), or a pawn
/// by its file (`KBP`, `BP`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Designator {
    pub(crate) role: Role,
    /// For a pawn: the file it stands on. For a rook, knight or bishop: its wing, as the name of
    /// its wing's file of that piece (`KR`).
    pub(crate) file: Option<FileName>,
}

impl Designator {
    /// A piece named by its kind only.
    pub(crate) const fn plain(role: Role) -> Designator {
        Designator { role, file: None }
    }

    /// Whether a piece of `role` and `color` on `square` fits this name.
    ///
    /// A wing names a bishop by the colour of its start square (the king's bishop of White is
    /// the one on the squares of f1's colour) and a rook or knight by the half of the board it
    /// stands on (the king's rook stands on files e-h): descriptive notation names the piece
    /// that started there, and a position without its game keeps no such history.
    pub(crate) fn fits(self, role: Role, color: Color, square: Square) -> bool {
        if role != self.role {
            return false;
        }
        let Some(name) = self.file else {
            return true;
        };
        match role {
            Role::Pawn => name.contains(square.file()),
            Role::Bishop => {
                let start = name
                    .files()
                    .next()
                    .map(|file| Square::from_coords(file, color.back_rank()));
                start.is_some_and(|start| shade(start) == shade(square))
            }
            _ => name
                .wing
                .is_some_and(|wing| wing == Wing::of(square.file())),
        }
    }
}

/// The colour of a square: 0 for dark (a1), 1 for light (h1).
fn shade(square: Square) -> usize {
    (square.file().index() + square.rank().index()) % 2
}

impl fmt::Display for Designator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.role, self.file) {
            (Role::Pawn, Some(file)) => write!(f, "{file}P"),
            (_, Some(file)) => write!(f, "{file}"),
            (role, None) => write!(f, "{}", letter(role)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn files_are_named_after_the_pieces_of_the_start() {
        let names: Vec<String> = File::ALL
            .iter()
            .map(|&f| FileName::full(f).to_string())
            .collect();
        assert_eq!(names, ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"]);
        let short: Vec<String> = File::ALL
            .iter()
            .map(|&f| FileName::short(f).to_string())
            .collect();
        assert_eq!(short, ["R", "N", "B", "Q", "K", "B", "N", "R"]);
    }

    #[test]
    fn ranks_count_from_the_movers_side() {
        let k4 = Place {
            file: FileName::full(File::E),
            rank: 4,
        };
        assert_eq!(k4.squares(Color::White), [sq("e4")]);
        assert_eq!(k4.squares(Color::Black), [sq("e5")]);
        assert_eq!(Place::full(Color::Black, sq("f6")).to_string(), "KB3");
        assert_eq!(Place::short(Color::White, sq("c3")).to_string(), "B3");
        let b3 = Place::short(Color::White, sq("c3"));
        assert_eq!(b3.squares(Color::White), [sq("c3"), sq("f3")]);
    }

    #[test]
    fn a_wing_names_bishops_by_colour_and_other_pieces_by_half() {
        let kb = Designator {
            role: Role::Bishop,
            file: FileName::new(Some(Wing::King), Role::Bishop),
        };
        // White's king's bishop runs on f1's squares (light), Black's on f8's (dark).
        assert!(kb.fits(Role::Bishop, Color::White, sq("c4")));
        assert!(!kb.fits(Role::Bishop, Color::White, sq("d4")));
        assert!(kb.fits(Role::Bishop, Color::Black, sq("d4")));
        let qr = Designator {
            role: Role::Rook,
            file: FileName::new(Some(Wing::Queen), Role::Rook),
        };
        assert!(qr.fits(Role::Rook, Color::White, sq("d1")));
        assert!(!qr.fits(Role::Rook, Color::White, sq("f1")));
        assert_eq!(qr.to_string(), "QR");
        assert_eq!(FileName::new(Some(Wing::King), Role::Queen), None);
    }
}
