//! Moves, and a fixed-capacity list to generate them into.

use core::fmt::{self, Write};
use core::ops::Deref;

use crate::castling::CastlingSide;
use crate::piece::Role;
use crate::square::{File, Rank, Square};

/// A move of the side to move, as the move generator produces it.
///
/// Castling is stored as the king's square and the castling rook's square, which names it without
/// doubt in standard chess and Chess960 alike.
///
/// ```
/// use fenkit::{Move, Position};
/// let pos = Position::STARTING;
/// let e4 = Move::Normal { from: "e2".parse()?, to: "e4".parse()?, promotion: None };
/// assert!(pos.legal_moves().contains(&e4));
/// assert_eq!(e4.to().to_string(), "e4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece moves from one square to another, capturing what stands there, promoting if a
    /// pawn reaches the last rank.
    Normal {
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The piece a pawn becomes on the last rank.
        promotion: Option<Role>,
    },
    /// A pawn takes a pawn that just passed it with a double step.
    EnPassant {
        /// Where the capturing pawn stands.
        from: Square,
        /// The en passant square, where it goes.
        to: Square,
    },
    /// The king and a rook castle.
    Castle {
        /// Where the king stands.
        king: Square,
        /// Where the castling rook stands.
        rook: Square,
    },
}

impl Move {
    /// The square of the piece that moves (the king, for castling).
    #[must_use]
    pub const fn from(self) -> Square {
        match self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// The square the moving piece ends on (for castling, the king's g- or c-file square).
    #[must_use]
    pub const fn to(self) -> Square {
        match self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, rook } => {
                let side = if rook.index() > king.index() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                Square::from_coords(side.king_to(), king.rank())
            }
        }
    }

    /// The piece a pawn promotes to, if it does.
    #[must_use]
    pub const fn promotion(self) -> Option<Role> {
        match self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// The castling side, for a castling move.
    #[must_use]
    pub fn castling_side(self) -> Option<CastlingSide> {
        match self {
            Move::Castle { king, rook } => CastlingSide::of(king.file(), rook.file()),
            _ => None,
        }
    }
}

/// Writes the move as UCI does, from-square and to-square (`e2e4`) with the promotion letter
/// (`e7e8q`). Without a position it cannot know the game's castling convention, so it writes
/// castling in the one way no UCI engine takes for another move: classical castling (the king
/// on the e-file, the rook on the a- or h-file) as the king's move, `e1g1` or `e1c1`, which a
/// standard engine plays and a Chess960 engine refuses rather than misreads; any other castling
/// as the king taking its own rook (`b1a1`, `f1h1`), which only a Chess960 engine plays. To
/// write a game's UCI, use [`to_uci`](Move::to_uci) with the position's
/// [`castling_mode`](crate::Position::castling_mode).
///
/// The text reads back in the move's position, not alone (`e5d6` is en passant in one
/// position and not in another), so `Move` has no `FromStr`: read it as a
/// [`UciMove`](crate::uci::UciMove) and then [`to_move`](crate::uci::UciMove::to_move).
///
/// ```
/// use fenkit::{Move, Role};
/// let e8q = Move::Normal { from: "e7".parse()?, to: "e8".parse()?, promotion: Some(Role::Queen) };
/// assert_eq!(e8q.to_string(), "e7e8q");
/// let castle = Move::Castle { king: "e1".parse()?, rook: "h1".parse()? };
/// assert_eq!(castle.to_string(), "e1g1");
/// let chess960 = Move::Castle { king: "b1".parse()?, rook: "a1".parse()? };
/// assert_eq!(chess960.to_string(), "b1a1");
/// assert_eq!(Move::EnPassant { from: "e5".parse()?, to: "d6".parse()? }.to_string(), "e5d6");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let to = match *self {
            Move::Castle { king, rook }
                if king.file() == File::E && matches!(rook.file(), File::A | File::H) =>
            {
                self.to()
            }
            Move::Castle { rook, .. } => rook,
            mv => mv.to(),
        };
        write!(f, "{}{to}", self.from())?;
        match self.promotion() {
            Some(role) => f.write_char(role.char()),
            None => Ok(()),
        }
    }
}

/// Room for every legal move of any [`Position`](crate::Position): at most 16 pieces a side, so
/// at most 15 queens (27 moves each), a king (8) and two castling moves: 415. (Positions
/// reachable in a game have at most 218.)
pub(crate) const CAPACITY: usize = 512;

/// The legal moves of a position, in a fixed-capacity array (no allocation).
///
/// It dereferences to a slice of [`Move`].
///
/// ```
/// use fenkit::Position;
/// let moves = Position::STARTING.legal_moves();
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().all(|mv| mv.promotion().is_none()));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; CAPACITY],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::Castle {
                king: Square::from_coords(File::A, Rank::First),
                rook: Square::from_coords(File::A, Rank::First),
            }; CAPACITY],
            len: 0,
        }
    }

    /// Adds a move. The generator never adds more than a position's legal moves.
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl core::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
