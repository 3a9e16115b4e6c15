//! Castling rights, stored as the files of the castling rooks.

use crate::board::Board;
use crate::piece::{Color, Piece, Role};
use crate::square::{File, Square};

/// The side of the king a castling rook stands on.
///
/// ```
/// use fenkit::{CastlingSide, File};
/// assert_eq!(CastlingSide::of(File::E, File::H), Some(CastlingSide::King));
/// assert_eq!(CastlingSide::of(File::B, File::A), Some(CastlingSide::Queen));
/// assert_eq!("queen".parse::<CastlingSide>()?, CastlingSide::Queen);
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
    parse_err_fn = castling_side_error
)]
pub enum CastlingSide {
    /// Towards the h-file (short castling, O-O).
    King,
    /// Towards the a-file (long castling, O-O-O).
    Queen,
}

/// The error for a name that is not a castling side.
fn castling_side_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::CastlingSide,
        found,
        &["king", "queen"],
    )
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// Which side of a king on `king` a rook on `rook` stands; `None` on the king's own file.
    #[must_use]
    pub fn of(king: File, rook: File) -> Option<CastlingSide> {
        match rook.cmp(&king) {
            core::cmp::Ordering::Greater => Some(CastlingSide::King),
            core::cmp::Ordering::Less => Some(CastlingSide::Queen),
            core::cmp::Ordering::Equal => None,
        }
    }

    /// The file the king ends on: g for king side, c for queen side.
    #[must_use]
    pub const fn king_to(self) -> File {
        match self {
            CastlingSide::King => File::G,
            CastlingSide::Queen => File::C,
        }
    }

    /// The file the rook ends on: f for king side, d for queen side.
    #[must_use]
    pub const fn rook_to(self) -> File {
        match self {
            CastlingSide::King => File::F,
            CastlingSide::Queen => File::D,
        }
    }

    /// The classical rook file: h for king side, a for queen side.
    #[must_use]
    pub const fn classical_rook(self) -> File {
        match self {
            CastlingSide::King => File::H,
            CastlingSide::Queen => File::A,
        }
    }

    /// The standard FEN letter for White: `K` or `Q`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            CastlingSide::King => 'K',
            CastlingSide::Queen => 'Q',
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

/// Who may still castle, and with which rook: for each colour at most one right per side,
/// stored as the file of the castling rook on that colour's back rank.
///
/// The value is the same whichever dialect the castling field was written in; the dialect only
/// decides the spelling.
///
/// ```
/// use fenkit::{CastlingRights, CastlingSide, Color, File};
/// let mut rights = CastlingRights::NONE;
/// rights.set(Color::White, CastlingSide::King, File::G); // a Chess960 rook on g1
/// assert_eq!(rights.rook(Color::White, CastlingSide::King), Some(File::G));
/// assert_eq!(CastlingRights::STANDARD.iter().count(), 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights {
    rooks: [[Option<File>; 2]; 2],
}

impl CastlingRights {
    /// No castling rights.
    pub const NONE: CastlingRights = CastlingRights {
        rooks: [[None; 2]; 2],
    };

    /// All four rights of the standard start: rooks on a1, h1, a8, h8.
    pub const STANDARD: CastlingRights = CastlingRights {
        rooks: [[Some(File::H), Some(File::A)]; 2],
    };

    /// The file of the castling rook for this colour and side, if the right exists.
    #[must_use]
    pub const fn rook(&self, color: Color, side: CastlingSide) -> Option<File> {
        self.rooks[color.index()][side.index()]
    }

    /// The square of the castling rook for this colour and side, if the right exists.
    #[must_use]
    pub const fn rook_square(&self, color: Color, side: CastlingSide) -> Option<Square> {
        match self.rook(color, side) {
            Some(file) => Some(Square::from_coords(file, color.back_rank())),
            None => None,
        }
    }

    /// Grants the right to castle with the rook on `file`.
    pub fn set(&mut self, color: Color, side: CastlingSide, file: File) {
        self.rooks[color.index()][side.index()] = Some(file);
    }

    /// Removes one right.
    pub fn clear(&mut self, color: Color, side: CastlingSide) {
        self.rooks[color.index()][side.index()] = None;
    }

    /// Removes both rights of one colour.
    pub fn clear_color(&mut self, color: Color) {
        self.rooks[color.index()] = [None; 2];
    }

    /// Whether no right is left.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == CastlingRights::NONE
    }

    /// Every right as (colour, side, rook file): White first, king side first.
    pub fn iter(&self) -> impl Iterator<Item = (Color, CastlingSide, File)> + '_ {
        Color::ALL.into_iter().flat_map(move |color| {
            CastlingSide::ALL
                .into_iter()
                .filter_map(move |side| Some((color, side, self.rook(color, side)?)))
        })
    }

    /// Whether every right is classical: the king on the e-file and the rook on the a- or h-file,
    /// which is what standard FEN can express.
    #[must_use]
    pub fn is_classical(&self, board: &Board) -> bool {
        self.iter().all(|(color, side, file)| {
            file == side.classical_rook() && board.king_file(color) == Some(File::E)
        })
    }

    /// The rights mirrored to the other colour (for flipping a position).
    #[must_use]
    pub fn swap_colors(&self) -> CastlingRights {
        CastlingRights {
            rooks: [self.rooks[1], self.rooks[0]],
        }
    }
}

/// The castling convention of a game: standard chess or Chess960. It decides how castling is
/// written in UCI, the one notation that spells castling differently in the two: king to its
/// destination (`e1g1`) or king takes its own rook (`e1h1`).
///
/// A [`Position`](crate::Position) carries its game's mode
/// ([`castling_mode`](crate::Position::castling_mode)), and every move played keeps it. A
/// position is in Chess960 mode when it was
/// - made from a Chess960 number or a Double Fischer Random start
///   ([`chess960::start_position`](crate::chess960::start_position)),
/// - read from Shredder-FEN (castling as rook files, `HAha`), or from a FEN in any dialect whose
///   castling rights need Chess960 (a king off the e-file, a castling rook off the a- and
///   h-files),
/// - in a PGN game whose `Variant` tag says Chess960 (every position of the game, variations
///   included), or
/// - said so by the caller ([`with_castling_mode`](crate::Position::with_castling_mode));
///
/// otherwise it is in standard mode. So the 18 Chess960 starts whose king and rooks stand on e,
/// a and h (518, the standard array, among them) castle as `e1h1` when they come from their
/// number, and as `e1g1` when read from a standard FEN.
///
/// ```
/// use fenkit::{CastlingMode, Position, chess960};
/// assert_eq!(Position::STARTING.castling_mode(), CastlingMode::Standard);
/// assert_eq!(chess960::start_position(518)?.castling_mode(), CastlingMode::Chess960);
/// let shredder: Position = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1".parse()?;
/// assert_eq!(shredder.castling_mode(), CastlingMode::Chess960);
/// assert_eq!("chess960".parse::<CastlingMode>()?, CastlingMode::Chess960);
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
    parse_err_fn = castling_mode_error
)]
#[non_exhaustive]
pub enum CastlingMode {
    /// Standard chess: castling written king to its destination, `e1g1`, `e1c1` (the UCI
    /// protocol's default).
    #[default]
    Standard,
    /// Chess960: castling written king takes its own rook, `e1h1`, `b1a1` (UCI with
    /// `UCI_Chess960`).
    Chess960,
}

/// The error for a name that is not a castling mode.
fn castling_mode_error(found: &str) -> crate::name::ParseNameError {
    crate::name::ParseNameError::new(
        crate::name::NameKind::CastlingMode,
        found,
        &["standard", "chess960"],
    )
}

impl CastlingMode {
    /// Both conventions: standard, then Chess960.
    ///
    /// ```
    /// use fenkit::CastlingMode;
    /// assert_eq!(CastlingMode::ALL, [CastlingMode::Standard, CastlingMode::Chess960]);
    /// ```
    pub const ALL: &'static [CastlingMode] = <CastlingMode as strum::VariantArray>::VARIANTS;

    /// The mode castling rights on a board ask for when nothing else says: Chess960 when they
    /// need it (a king off the e-file or a castling rook off the a- and h-files), standard
    /// otherwise.
    pub(crate) fn of_rights(rights: &CastlingRights, board: &Board) -> CastlingMode {
        if rights.is_classical(board) {
            CastlingMode::Standard
        } else {
            CastlingMode::Chess960
        }
    }
}

/// The castling questions a board answers: where a king stands for castling, and which rook a
/// side letter means. (Board methods, defined with the castling rules they serve.)
impl Board {
    /// The file of the only king of `color` when it stands on its back rank.
    ///
    /// ```
    /// use fenkit::{Board, Color, File};
    /// let board: Board = "4k3/8/8/8/8/8/4K3/8".parse()?;
    /// assert_eq!(board.king_file(Color::Black), Some(File::E));
    /// assert_eq!(board.king_file(Color::White), None); // not on rank 1
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn king_file(&self, color: Color) -> Option<File> {
        let king = self.king_of(color)?;
        (king.rank() == color.back_rank()).then(|| king.file())
    }

    /// The rook of `color` on its back rank farthest from its king on `side`: the rook that `K`
    /// (king side) or `Q` (queen side) means in X-FEN.
    ///
    /// ```
    /// use fenkit::{Board, CastlingSide, Color, File};
    /// let board: Board = "4k3/8/8/8/8/8/8/RR2K1R1".parse()?;
    /// assert_eq!(board.outermost_rook(Color::White, CastlingSide::Queen), Some(File::A));
    /// assert_eq!(board.outermost_rook(Color::White, CastlingSide::King), Some(File::G));
    /// assert_eq!(board.outermost_rook(Color::Black, CastlingSide::King), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn outermost_rook(&self, color: Color, side: CastlingSide) -> Option<File> {
        self.outermost_rook_beside(color, self.king_file(color)?, side)
    }

    /// [`outermost_rook`](Self::outermost_rook) for a king already found on `king`.
    pub(crate) fn outermost_rook_beside(
        &self,
        color: Color,
        king: File,
        side: CastlingSide,
    ) -> Option<File> {
        let king = king.index();
        let rook = Piece::new(color, Role::Rook);
        // One bit a file, a to h, for the rooks on the back rank.
        let rooks = (self.by_piece(rook).0 >> (8 * color.back_rank().index())) & 0xff;
        let file = match side {
            CastlingSide::King => {
                let beyond = rooks >> (king + 1) << (king + 1);
                beyond.checked_ilog2()?
            }
            CastlingSide::Queen => {
                let below = rooks & ((1 << king) - 1);
                (below != 0).then(|| below.trailing_zeros())?
            }
        };
        Some(File::ALL[file as usize])
    }
}

/// The files of the rooks of `color` on its back rank, a to h.
#[cfg(any(test, feature = "quickcheck"))]
pub(crate) fn back_rank_rooks(
    board: &Board,
    color: Color,
) -> impl DoubleEndedIterator<Item = File> {
    let rank = crate::bitboard::Bitboard::from_rank(color.back_rank());
    (board.by_piece(Piece::new(color, Role::Rook)) & rank)
        .into_iter()
        .map(Square::file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rights_come_and_go() {
        let mut rights = CastlingRights::NONE;
        assert!(rights.is_empty());
        rights.set(Color::Black, CastlingSide::Queen, File::B);
        assert!(!rights.is_empty());
        let swapped = rights.swap_colors();
        assert_eq!(
            swapped.rook(Color::White, CastlingSide::Queen),
            Some(File::B)
        );
        assert_eq!(swapped.rook(Color::Black, CastlingSide::Queen), None);
        assert_eq!(swapped.swap_colors(), rights);
        rights.clear(Color::Black, CastlingSide::Queen);
        assert!(rights.is_empty());
    }

    #[test]
    fn the_outermost_rook_is_found_beside_a_king_on_its_back_rank() {
        let board: Board = "r3k1rr/8/8/8/8/8/8/1R2K3".parse().unwrap();
        let outermost = |color, side| board.outermost_rook(color, side);
        assert_eq!(outermost(Color::Black, CastlingSide::King), Some(File::H));
        assert_eq!(outermost(Color::Black, CastlingSide::Queen), Some(File::A));
        assert_eq!(outermost(Color::White, CastlingSide::Queen), Some(File::B));
        assert_eq!(outermost(Color::White, CastlingSide::King), None);
        let off_rank: Board = "4k3/8/8/8/8/8/4K3/R6R".parse().unwrap();
        assert_eq!(
            off_rank.outermost_rook(Color::White, CastlingSide::King),
            None
        );
    }
}
