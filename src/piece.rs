//! Colours, roles and pieces, with their FEN letters.

use core::ops::Not;

use crate::square::Rank;

/// White or Black.
///
/// ```
/// use fenkit::Color;
/// assert_eq!("white".parse::<Color>()?, Color::White);
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.char(), 'b');
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
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = color_error
)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Color {
    White,
    Black,
}

/// The error for a name that is not a colour.
fn color_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(crate::name::NameKind::Color, found, &["white", "black"])
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The side-to-move letter: `w` or `b`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Reads the side-to-move letter `w` or `b`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// The colour as a noun in messages: `White` or `Black`.
    ///
    /// ```
    /// use fenkit::Color;
    /// assert_eq!(format!("{}'s move", Color::Black.name()), "Black's move");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The rank this colour's pieces start on: 1 for White, 8 for Black.
    #[must_use]
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        }
    }

    /// The rank this colour's pawns start on: 2 for White, 7 for Black.
    #[must_use]
    pub const fn pawn_rank(self) -> Rank {
        match self {
            Color::White => Rank::Second,
            Color::Black => Rank::Seventh,
        }
    }

    /// Which way this colour's pawns move, in ranks: 1 for White, -1 for Black.
    ///
    /// ```
    /// use fenkit::{Color, Square};
    /// let e2: Square = "e2".parse()?;
    /// assert_eq!(e2.offset(0, Color::White.forward()), Some("e3".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// The rank of the en passant square when this colour is to move: 6 for White (a black
    /// pawn passed over it), 3 for Black. It is also the rank the other colour's pawns reach
    /// with one step from their start, from where they may step again.
    ///
    /// ```
    /// use fenkit::{Color, Rank};
    /// assert_eq!(Color::White.ep_rank(), Rank::Sixth);
    /// assert_eq!(Color::Black.ep_rank(), Rank::Third);
    /// ```
    #[must_use]
    pub const fn ep_rank(self) -> Rank {
        match self {
            Color::White => Rank::Sixth,
            Color::Black => Rank::Third,
        }
    }

    /// `true` for White.
    #[must_use]
    pub const fn is_white(self) -> bool {
        matches!(self, Color::White)
    }

    /// 0 for White, 1 for Black.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// The kind of a piece, without its colour.
///
/// ```
/// use fenkit::Role;
/// assert_eq!("knight".parse::<Role>()?, Role::Knight);
/// assert_eq!(Role::Knight.char(), 'n');
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
    parse_err_ty = crate::name::ParseNameError,
    parse_err_fn = role_error
)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

/// The error for a name that is not a piece.
fn role_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::Role,
        found,
        &["pawn", "knight", "bishop", "rook", "queen", "king"],
    )
}

impl Role {
    /// All roles, pawn to king.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The lowercase FEN letter: `p n b r q k`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The role for a FEN letter of either case.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// 0 for pawn to 5 for king.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A piece: a colour and a role.
///
/// ```
/// use fenkit::{Color, Piece, Role};
/// let black_queen = Piece::from_char('q').unwrap();
/// assert_eq!(black_queen, Piece::new(Color::Black, Role::Queen));
/// assert_eq!(black_queen.char(), 'q');
/// assert_eq!(black_queen.to_string(), "q");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// The chess figurine of the piece (U+2654 to U+265F): ♔♕♖♗♘♙ for White, ♚♛♜♝♞♟ for
    /// Black, as figurine notation and text diagrams show it.
    ///
    /// ```
    /// use fenkit::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::White, Role::Knight).figurine(), '♘');
    /// assert_eq!(Piece::new(Color::Black, Role::King).figurine(), '♚');
    /// ```
    #[must_use]
    pub const fn figurine(self) -> char {
        // White's king, queen, rook, bishop, knight and pawn, then Black's, six code points on.
        let offset = match self.role {
            Role::King => 0,
            Role::Queen => 1,
            Role::Rook => 2,
            Role::Bishop => 3,
            Role::Knight => 4,
            Role::Pawn => 5,
        } + 6 * self.color.index() as u32;
        match char::from_u32(0x2654 + offset) {
            Some(c) => c,
            None => '?',
        }
    }

    /// The piece a figurine shows, of either colour.
    ///
    /// ```
    /// use fenkit::{Color, Piece, Role};
    /// assert_eq!(Piece::from_figurine('♞'), Some(Piece::new(Color::Black, Role::Knight)));
    /// assert_eq!(Piece::from_figurine('N'), None);
    /// ```
    #[must_use]
    pub const fn from_figurine(c: char) -> Option<Piece> {
        let code = c as u32;
        if code < 0x2654 || code > 0x265F {
            return None;
        }
        let offset = code - 0x2654;
        let color = if offset < 6 {
            Color::White
        } else {
            Color::Black
        };
        let role = match offset % 6 {
            0 => Role::King,
            1 => Role::Queen,
            2 => Role::Rook,
            3 => Role::Bishop,
            4 => Role::Knight,
            _ => Role::Pawn,
        };
        Some(Piece::new(color, role))
    }

    /// The piece of this colour and role.
    ///
    /// ```
    /// use fenkit::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::Black, Role::Knight).char(), 'n');
    /// ```
    #[must_use]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The FEN letter: upper case for White, lower case for Black.
    #[must_use]
    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece for a FEN letter (`K` white king, `k` black king, …).
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match Role::from_char(c) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }
}

/// Writes the FEN letter: upper case for White, lower case for Black.
impl core::fmt::Display for Piece {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write;
        f.write_char(self.char())
    }
}

/// Reads a FEN letter, as `Display` writes it.
///
/// ```
/// use fenkit::{Color, Piece, Role};
/// assert_eq!("n".parse(), Ok(Piece::new(Color::Black, Role::Knight)));
/// assert_eq!(
///     "Kt".parse::<Piece>().unwrap_err().to_string(),
///     r#"unknown piece letter "Kt", expected K, Q, R, B, N, P, k, q, r, b, n or p"#
/// );
/// ```
impl core::str::FromStr for Piece {
    type Err = crate::name::ParseNameError;

    fn from_str(s: &str) -> Result<Piece, Self::Err> {
        let mut chars = s.chars();
        match (chars.next().and_then(Piece::from_char), chars.next()) {
            (Some(piece), None) => Ok(piece),
            _ => Err(crate::name::ParseNameError::new(
                crate::name::NameKind::Piece,
                s,
                &["K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p"],
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figurines_read_back() {
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                assert_eq!(Piece::from_figurine(piece.figurine()), Some(piece));
            }
        }
        // Every figurine, and the characters either side of the twelve.
        let read: Vec<Option<Piece>> = ('\u{2653}'..='\u{2660}')
            .map(Piece::from_figurine)
            .collect();
        assert_eq!(read.iter().flatten().count(), 12);
        assert_eq!((read[0], read[13]), (None, None));
    }
    use crate::square::{File, Square};

    #[test]
    fn colour_letters_read_back() {
        for color in Color::ALL {
            assert_eq!(Color::from_char(color.char()), Some(color));
        }
        assert_eq!(Color::from_char('W'), None);
    }

    #[test]
    fn pieces_write_their_fen_letters() {
        let letters: String = Color::ALL
            .into_iter()
            .flat_map(|color| Role::ALL.map(|role| Piece::new(color, role).to_string()))
            .collect();
        assert_eq!(letters, "PNBRQKpnbrqk");
    }

    /// A pawn steps from its start over the square the other side's en passant square names.
    #[test]
    fn pawn_ranks_agree_with_each_other() {
        for color in Color::ALL {
            let start = Square::from_coords(File::E, color.pawn_rank());
            let over = start.offset(0, color.forward()).unwrap();
            assert_eq!(over.rank(), (!color).ep_rank(), "{color}");
            let far = over.offset(0, 5 * color.forward()).unwrap();
            assert_eq!(far.rank(), (!color).back_rank(), "{color}");
        }
    }
}
