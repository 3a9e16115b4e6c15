//! ICCF numeric notation, the correspondence-chess notation that needs no letters: each square
//! is its file digit (a = 1 … h = 8) then its rank digit, so e4 is `54`.
//!
//! | move | ICCF | SAN |
//! |---|---|---|
//! | a pawn or piece: from-square, to-square | `5254`, `7163` | `e4`, `Nf3` |
//! | promotion: a fifth digit, 1 = queen, 2 = rook, 3 = bishop, 4 = knight | `37381` | `c8=Q` |
//! | castling: the king's move | `5171`, `5131`, `5878`, `5838` | `O-O`, `O-O-O` |
//!
//! There are no capture, check or en passant marks.
//!
//! **Chess960.** ICCF defines nothing for Chess960 castling. fenkit writes a castling move only
//! when it is the classical one, the king going from the e-file two squares towards the corner
//! rook (`5171`); writing any other castling is a [`Chess960CastlingError`]. When reading, a
//! king move onto the g- or c-file of its back rank is castling if that castling is legal and
//! the king could not simply step there: a one-step king move wins, as it does in UCI. So `5171`
//! reads as castling in every position where the king on e1 castles king side, and a Chess960
//! castling whose king moves more than one square reads back from the king's move too.
//!
//! ```
//! use fenkit::{Position, iccf::IccfMove};
//! let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
//! let castle = "5171".parse::<IccfMove>()?.to_move(&pos)?;
//! assert_eq!(castle.castling_side(), Some(fenkit::CastlingSide::King));
//! assert_eq!(IccfMove::from_move(castle)?.to_string(), "5171");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::castling::CastlingSide;
use crate::legality::IllegalReason;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::scan::Shown;
use crate::square::{File, Rank, Square};
use crate::uci::UciMove;

/// A move in ICCF numeric notation: two squares and an optional promotion piece. It says
/// nothing about legality until read against a position with [`IccfMove::to_move`].
///
/// ```
/// use fenkit::{Role, iccf::IccfMove};
/// let mv: IccfMove = "37381".parse()?;
/// assert_eq!(mv.from.to_string(), "c7");
/// assert_eq!(mv.to.to_string(), "c8");
/// assert_eq!(mv.promotion, Some(Role::Queen));
/// assert_eq!(mv.to_string(), "37381");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IccfMove {
    /// The square the move starts on (the king's, for castling).
    pub from: Square,
    /// The square the move ends on (the king's destination, for castling).
    pub to: Square,
    /// The piece a pawn promotes to.
    pub promotion: Option<Role>,
}

/// The ICCF digit of a promotion piece.
const fn promotion_digit(role: Role) -> Option<char> {
    match role {
        Role::Queen => Some('1'),
        Role::Rook => Some('2'),
        Role::Bishop => Some('3'),
        Role::Knight => Some('4'),
        Role::Pawn | Role::King => None,
    }
}

/// The promotion piece of an ICCF digit.
const fn promotion_role(digit: u8) -> Option<Role> {
    match digit {
        b'1' => Some(Role::Queen),
        b'2' => Some(Role::Rook),
        b'3' => Some(Role::Bishop),
        b'4' => Some(Role::Knight),
        _ => None,
    }
}

impl IccfMove {
    /// Reads `5254` or `37381`.
    ///
    /// ```
    /// use fenkit::iccf::IccfMove;
    /// let err = IccfMove::parse("5294").unwrap_err();
    /// assert_eq!(err.to_string(), "found '9' as a file, expected a digit 1-8 (a is 1, h is 8)");
    /// assert_eq!(err.span(), 2..3);
    /// ```
    ///
    /// # Errors
    /// [`ParseIccfError`] saying what was found and what was expected, with the byte span.
    pub fn parse(text: &str) -> Result<IccfMove, ParseIccfError> {
        let error = |kind, span| ParseIccfError { kind, span };
        if let Some((at, found)) = text.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
            return Err(error(
                IccfErrorKind::NotDigit { found },
                at..at + found.len_utf8(),
            ));
        }
        let digits = text.as_bytes();
        if !(4..=5).contains(&digits.len()) {
            return Err(error(
                IccfErrorKind::Length {
                    found: digits.len(),
                },
                0..digits.len(),
            ));
        }
        let square = |at: usize| -> Result<Square, ParseIccfError> {
            let (file, rank) = (digits[at], digits[at + 1]);
            let file = File::new(file.wrapping_sub(b'1')).ok_or_else(|| {
                error(
                    IccfErrorKind::File {
                        found: file as char,
                    },
                    at..at + 1,
                )
            })?;
            let rank = Rank::new(rank.wrapping_sub(b'1')).ok_or_else(|| {
                error(
                    IccfErrorKind::Rank {
                        found: rank as char,
                    },
                    at + 1..at + 2,
                )
            })?;
            Ok(Square::from_coords(file, rank))
        };
        let (from, to) = (square(0)?, square(2)?);
        let promotion = match digits.get(4) {
            None => None,
            Some(&d) => Some(
                promotion_role(d)
                    .ok_or_else(|| error(IccfErrorKind::Promotion { found: d as char }, 4..5))?,
            ),
        };
        Ok(IccfMove {
            from,
            to,
            promotion,
        })
    }

    /// Writes a move. Castling is the king's move to its destination; a castling move that is
    /// not the classical one (king on the e-file, rook in the corner) cannot be written.
    ///
    /// ```
    /// use fenkit::{Move, iccf::IccfMove};
    /// let e4 = Move::Normal { from: "e2".parse()?, to: "e4".parse()?, promotion: None };
    /// assert_eq!(IccfMove::from_move(e4)?.to_string(), "5254");
    /// let chess960 = Move::Castle { king: "b1".parse()?, rook: "a1".parse()? };
    /// assert_eq!(
    ///     IccfMove::from_move(chess960).unwrap_err().to_string(),
    ///     "ICCF numeric has no way to write Chess960 castling: the king on b1 castling with the \
    ///      rook on a1 is not the classical castling from e1 with the rook on a1 or h1",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Chess960CastlingError`] for a castling move that ICCF has no way to write.
    pub fn from_move(mv: Move) -> Result<IccfMove, Chess960CastlingError> {
        if let Move::Castle { king, rook } = mv {
            let classical = king.file() == File::E
                && CastlingSide::of(king.file(), rook.file())
                    .is_some_and(|side| side.classical_rook() == rook.file());
            if !classical {
                return Err(Chess960CastlingError { king, rook });
            }
        }
        Ok(IccfMove {
            from: mv.from(),
            to: mv.to(),
            promotion: mv.promotion(),
        })
    }

    /// The legal move this names in `pos`.
    ///
    /// ```
    /// use fenkit::{Position, iccf::IccfMove};
    /// let pos = Position::STARTING;
    /// let err = "5255".parse::<IccfMove>()?.to_move(&pos).unwrap_err();
    /// assert_eq!(err.to_string(), "5255 (e2-e5): the pawn on e2 cannot move to e5");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalIccfError`] saying in chess terms why the move cannot be played.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalIccfError> {
        let err = |reason| IllegalIccfError {
            iccf: *self,
            reason,
        };
        // UCI also reads a king taking its own rook as castling; ICCF writes castling as the
        // king's move only, so that is a king that cannot move there.
        let king_cannot_reach = || {
            err(IllegalReason::CannotReach {
                role: Role::King,
                from: self.from,
                to: self.to,
            })
        };
        let uci = UciMove {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        };
        match uci.to_move(pos) {
            Ok(mv @ Move::Castle { .. }) if mv.to() != self.to => Err(king_cannot_reach()),
            Ok(mv) => Ok(mv),
            Err(e) => Err(match e.reason() {
                IllegalReason::Castling { side, .. } if self.to.file() != side.king_to() => {
                    king_cannot_reach()
                }
                reason => err(reason.clone()),
            }),
        }
    }
}

impl FromStr for IccfMove {
    type Err = ParseIccfError;

    fn from_str(s: &str) -> Result<IccfMove, ParseIccfError> {
        IccfMove::parse(s)
    }
}

/// The digits of a square: e4 is `54`.
fn write_square(f: &mut fmt::Formatter<'_>, sq: Square) -> fmt::Result {
    write!(f, "{}{}", sq.file().index() + 1, sq.rank().index() + 1)
}

impl fmt::Display for IccfMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_square(f, self.from)?;
        write_square(f, self.to)?;
        match self.promotion.and_then(promotion_digit) {
            Some(digit) => write!(f, "{digit}"),
            None => Ok(()),
        }
    }
}

impl Move {
    /// The move in ICCF numeric notation.
    ///
    /// ```
    /// use fenkit::Position;
    /// let first = Position::STARTING.legal_moves()[0];
    /// assert_eq!(first.to_iccf()?.to_string(), "2113");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`Chess960CastlingError`] for a castling move that ICCF has no way to write.
    pub fn to_iccf(self) -> Result<IccfMove, Chess960CastlingError> {
        IccfMove::from_move(self)
    }
}

/// Text that is not an ICCF numeric move, and where in it.
///
/// ```
/// use fenkit::iccf::{IccfErrorKind, IccfMove};
/// let err = "e2e4".parse::<IccfMove>().unwrap_err();
/// assert_eq!(err.kind(), &IccfErrorKind::NotDigit { found: 'e' });
/// assert_eq!(err.span(), 0..1);
/// assert_eq!(err.to_string(), "found 'e', expected a digit: ICCF numeric writes e4 as 54");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct ParseIccfError {
    kind: IccfErrorKind,
    span: Range<usize>,
}

impl ParseIccfError {
    /// What is wrong.
    #[must_use]
    pub fn kind(&self) -> &IccfErrorKind {
        &self.kind
    }

    /// The byte range of the text it points at.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }
}

/// What is wrong with the text of an ICCF move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IccfErrorKind {
    /// A character that is not a digit.
    #[error("found {}, expected a digit: ICCF numeric writes e4 as 54", Shown(*found))]
    NotDigit {
        /// The character.
        found: char,
    },
    /// Not 4 or 5 digits.
    #[error(
        "found {found} digit{}, expected 4 such as 5254 or 5 for a promotion such as 37381",
        if *found == 1 { "" } else { "s" }
    )]
    Length {
        /// How many digits there were.
        found: usize,
    },
    /// A file digit that is 0 or 9.
    #[error("found {} as a file, expected a digit 1-8 (a is 1, h is 8)", Shown(*found))]
    File {
        /// The digit.
        found: char,
    },
    /// A rank digit that is 0 or 9.
    #[error("found {} as a rank, expected a digit 1-8", Shown(*found))]
    Rank {
        /// The digit.
        found: char,
    },
    /// A fifth digit that is not a promotion piece.
    #[error(
        "found {} as a promotion piece, expected 1 (queen), 2 (rook), 3 (bishop) or 4 (knight)",
        Shown(*found)
    )]
    Promotion {
        /// The digit.
        found: char,
    },
}

/// A castling move that ICCF numeric cannot write: ICCF defines castling as the classical king
/// move (`5171`, `5131`, `5878`, `5838`) and says nothing of Chess960.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "ICCF numeric has no way to write Chess960 castling: the king on {king} castling with the rook on {rook} is not the classical castling from e{rank} with the rook on a{rank} or h{rank}",
    rank = king.rank()
)]
pub struct Chess960CastlingError {
    king: Square,
    rook: Square,
}

impl Chess960CastlingError {
    /// The castling move that cannot be written.
    #[must_use]
    pub fn castling(&self) -> Move {
        Move::Castle {
            king: self.king,
            rook: self.rook,
        }
    }
}

/// A well-formed ICCF move that is not legal in the position, with the reason: the reasons
/// of a UCI move (both name a move by its squares), the promotion ones worded for ICCF's
/// digits. Its message names the move in ICCF digits and in squares: `5255 (e2-e5): …`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalIccfError {
    iccf: IccfMove,
    reason: IllegalReason,
}

impl IllegalIccfError {
    pub(crate) fn new(iccf: IccfMove, reason: IllegalReason) -> IllegalIccfError {
        IllegalIccfError { iccf, reason }
    }

    /// The move that was refused.
    #[must_use]
    pub fn iccf(&self) -> IccfMove {
        self.iccf
    }

    /// Why it was refused.
    #[must_use]
    pub fn reason(&self) -> &IllegalReason {
        &self.reason
    }
}

impl fmt::Display for IllegalIccfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let iccf = self.iccf;
        write!(f, "{iccf} ({}-{}): ", iccf.from, iccf.to)?;
        match self.reason {
            IllegalReason::MissingPromotion { to } => write!(
                f,
                "a pawn reaching {to} must promote: add 1 (queen), 2 (rook), 3 (bishop) or 4 (knight)"
            ),
            IllegalReason::UnexpectedPromotion { role, to } => {
                write!(
                    f,
                    "a {role} going to {to} does not promote, expected no fifth digit"
                )
            }
            ref reason => reason.fmt(f),
        }
    }
}

impl std::error::Error for IllegalIccfError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_file_then_rank_digits() {
        for sq in Square::all() {
            let mv = IccfMove {
                from: sq,
                to: sq,
                promotion: None,
            };
            let text = mv.to_string();
            assert_eq!(text.parse::<IccfMove>(), Ok(mv), "{sq}");
        }
        let e4 = IccfMove::parse("5254").unwrap();
        assert_eq!(
            (e4.from.to_string(), e4.to.to_string()),
            ("e2".into(), "e4".into())
        );
    }

    #[test]
    fn promotion_digits_round_trip() {
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
            let digit = promotion_digit(role).unwrap();
            assert_eq!(promotion_role(digit as u8), Some(role));
        }
        assert_eq!(promotion_digit(Role::King), None);
        assert_eq!(promotion_digit(Role::Pawn), None);
        assert_eq!(promotion_role(b'5'), None);
        assert_eq!(promotion_role(b'0'), None);
    }
}
