//! UCI move notation: `e2e4`, `e7e8q`, and castling as `e1g1` or `e1h1`.
//!
//! | move | standard mode | Chess960 mode |
//! |---|---|---|
//! | pawn or piece | `e2e4`, `g1f3` | the same |
//! | promotion | `e7e8q` (`q`, `r`, `b` or `n`) | the same |
//! | castling | king to its destination: `e1g1`, `e8c8` | king takes its own rook: `e1h1`, `b1a1` |
//!
//! The mode is the game's: a [`Position`] carries it ([`Position::castling_mode`]; see
//! [`CastlingMode`] for where it comes from), and [`Move::to_uci`] and
//! [`MoveWriter`](crate::notation::MoveWriter) write by it unless told otherwise. In standard
//! mode a castling whose king moves less than two files (possible only in a Chess960 position:
//! a king on g1 or c1 that stays, or a king on f1, b1 or d1 that steps one file) is written king
//! takes rook, since king-to-destination would name a plain king move or none.
//!
//! Reading needs no mode and accepts both castling forms where they are unambiguous: a king
//! "taking" its own castling rook is castling; a king moving to its castling destination is
//! castling unless that is also a legal one-step king move (possible only in Chess960, where the
//! king-takes-rook form is then the way to write castling).
//!
//! ```
//! use fenkit::{Position, uci::{CastlingMode, UciMove}};
//! let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
//! let castle = "e1g1".parse::<UciMove>()?.to_move(&pos)?;
//! assert_eq!(castle, "e1h1".parse::<UciMove>()?.to_move(&pos)?);
//! assert_eq!(castle.to_uci(pos.castling_mode()).to_string(), "e1g1");
//! assert_eq!(UciMove::from_move(castle, CastlingMode::Chess960).to_string(), "e1h1");
//! let chess960: Position = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1".parse()?;
//! assert_eq!(castle.to_uci(chess960.castling_mode()).to_string(), "e1h1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt::{self, Write as _};
use core::str::FromStr;

pub use crate::castling::CastlingMode;
use crate::legality::IllegalReason;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::scan::{Shown, ShownText};
use crate::square::Square;

/// A move in UCI notation: two squares and an optional promotion piece. It says nothing about
/// legality until read against a position with [`UciMove::to_move`].
///
/// ```
/// use fenkit::{Role, uci::UciMove};
/// let uci: UciMove = "e7e8q".parse()?;
/// assert_eq!(uci.promotion, Some(Role::Queen));
/// assert_eq!(uci.to_string(), "e7e8q");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UciMove {
    /// The square the move starts on.
    pub from: Square,
    /// The square the move ends on (for castling: the king's destination or the rook).
    pub to: Square,
    /// The piece a pawn promotes to.
    pub promotion: Option<Role>,
}

impl UciMove {
    /// Appends the move's text (`e2e4`, `e7e8q`) to `out`: what `Display` writes, without the
    /// formatting machinery, for writers of many moves.
    ///
    /// ```
    /// use fenkit::uci::UciMove;
    /// let mut line = String::from("1\t");
    /// "e7e8q".parse::<UciMove>()?.append_to(&mut line);
    /// assert_eq!(line, "1\te7e8q");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn append_to(&self, out: &mut String) {
        // Character by character: a square's name as a slice was copied by a call to `memcpy`.
        for square in [self.from, self.to] {
            out.push(square.file().char());
            out.push(square.rank().char());
        }
        if let Some(role) = self.promotion {
            out.push(role.char());
        }
    }

    /// Reads `e2e4` or `e7e8q` (promotion letter in lower case, as UCI writes it).
    ///
    /// # Errors
    /// [`ParseUciError`] saying what was expected.
    pub fn parse_ascii(text: &[u8]) -> Result<UciMove, ParseUciError> {
        if let Some(at) = text.iter().position(|b| !b.is_ascii()) {
            let found = String::from_utf8_lossy(&text[at..]).chars().next();
            return Err(ParseUciError::NotAscii {
                column: at + 1,
                found: found.unwrap_or(char::REPLACEMENT_CHARACTER),
            });
        }
        if !(4..=5).contains(&text.len()) {
            return Err(ParseUciError::Length { found: text.len() });
        }
        let square = |at: usize| {
            Square::from_ascii(&text[at..at + 2]).ok_or_else(|| ParseUciError::Square {
                column: at + 1,
                found: String::from_utf8_lossy(&text[at..at + 2]).into_owned(),
            })
        };
        let (from, to) = (square(0)?, square(2)?);
        let promotion = match text.get(4) {
            None => None,
            Some(b'q') => Some(Role::Queen),
            Some(b'r') => Some(Role::Rook),
            Some(b'b') => Some(Role::Bishop),
            Some(b'n') => Some(Role::Knight),
            Some(&c) => return Err(ParseUciError::Promotion { found: c as char }),
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }

    /// Writes a move. Castling follows `mode`; in standard mode a castling move whose king
    /// moves less than two files (a Chess960 king already on g1 or c1, or one file from it) is
    /// written king-takes-rook, the only form that names it: king-to-destination would be no
    /// move or a plain king move.
    ///
    /// ```
    /// use fenkit::{Move, uci::{CastlingMode, UciMove}};
    /// let classical = Move::Castle { king: "e1".parse()?, rook: "h1".parse()? };
    /// assert_eq!(UciMove::from_move(classical, CastlingMode::Standard).to_string(), "e1g1");
    /// let one_step = Move::Castle { king: "f1".parse()?, rook: "h1".parse()? };
    /// assert_eq!(UciMove::from_move(one_step, CastlingMode::Standard).to_string(), "f1h1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn from_move(mv: Move, mode: CastlingMode) -> UciMove {
        match mv {
            Move::Normal {
                from,
                to,
                promotion,
            } => UciMove {
                from,
                to,
                promotion,
            },
            Move::EnPassant { from, to } => UciMove {
                from,
                to,
                promotion: None,
            },
            Move::Castle { king, rook } => {
                let to = match mode {
                    CastlingMode::Standard
                        if king.file().index().abs_diff(mv.to().file().index()) >= 2 =>
                    {
                        mv.to()
                    }
                    _ => rook,
                };
                UciMove {
                    from: king,
                    to,
                    promotion: None,
                }
            }
        }
    }

    /// The legal move this names in `pos`.
    ///
    /// ```
    /// use fenkit::{Position, uci::UciMove};
    /// let pos = Position::STARTING;
    /// let err = "e2e5".parse::<UciMove>()?.to_move(&pos).unwrap_err();
    /// assert_eq!(err.to_string(), "e2e5: the pawn on e2 cannot move to e5");
    /// let err = "e7e5".parse::<UciMove>()?.to_move(&pos).unwrap_err();
    /// assert_eq!(err.to_string(), "e7e5: the pawn on e7 is Black's, but it is White's move");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalUciError`] saying in chess terms why the move cannot be played.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalUciError> {
        let moves = pos.legal_moves();
        // A legal one-step king move wins over castling to the same square.
        let plain = moves.iter().find(|mv| match **mv {
            Move::Normal {
                from,
                to,
                promotion,
            } => from == self.from && to == self.to && promotion == self.promotion,
            Move::EnPassant { from, to } => {
                from == self.from && to == self.to && self.promotion.is_none()
            }
            Move::Castle { .. } => false,
        });
        let castle = || {
            moves.iter().find(|mv| match **mv {
                Move::Castle { king, rook } => {
                    king == self.from
                        && (rook == self.to || mv.to() == self.to)
                        && self.promotion.is_none()
                }
                _ => false,
            })
        };
        if let Some(&mv) = plain.or_else(castle) {
            return Ok(mv);
        }
        // The search above and `why_illegal` take the same moves, so this is never the
        // fallback's: it stands for a move that names no legal one.
        let reason = pos
            .why_illegal(self.from, self.to, self.promotion)
            .unwrap_or(IllegalReason::CannotReach {
                role: Role::King,
                from: self.from,
                to: self.to,
            });
        Err(IllegalUciError { uci: *self, reason })
    }
}

impl FromStr for UciMove {
    type Err = ParseUciError;

    fn from_str(s: &str) -> Result<UciMove, ParseUciError> {
        UciMove::parse_ascii(s.as_bytes())
    }
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The parts written as they are, as `append_to` does, without `write!`'s arguments.
        f.write_str(self.from.name())?;
        f.write_str(self.to.name())?;
        match self.promotion {
            Some(role) => f.write_char(role.char()),
            None => Ok(()),
        }
    }
}

impl Move {
    /// The move in UCI notation, castling written as `mode` says: give it the mode of the
    /// position the move is played in, [`Position::castling_mode`].
    ///
    /// ```
    /// use fenkit::{CastlingMode, Position};
    /// let first = Position::STARTING.legal_moves()[0];
    /// assert_eq!(first.to_uci(Position::STARTING.castling_mode()).to_string(), "b1a3");
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
    /// let castle = "e1g1".parse::<fenkit::uci::UciMove>()?.to_move(&pos)?;
    /// assert_eq!(castle.to_uci(pos.castling_mode()).to_string(), "e1g1");
    /// let in_960 = pos.with_castling_mode(CastlingMode::Chess960);
    /// assert_eq!(castle.to_uci(in_960.castling_mode()).to_string(), "e1h1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn to_uci(self, mode: CastlingMode) -> UciMove {
        UciMove::from_move(self, mode)
    }
}

/// Text that is not a UCI move.
///
/// ```
/// use fenkit::uci::UciMove;
/// let err = "e2e9".parse::<UciMove>().unwrap_err();
/// assert_eq!(err.to_string(), "found \"e9\" at column 3, expected a square such as e4");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseUciError {
    /// A character outside ASCII (UCI moves are letters and digits).
    #[error("found {} at column {column}, expected letters and digits such as e2e4", Shown(*found))]
    NotAscii {
        /// The 1-based column of the character.
        column: usize,
        /// The character (U+FFFD when the bytes are not UTF-8).
        found: char,
    },
    /// Not 4 or 5 characters.
    #[error(
        "found {found} character{}, expected 4 or 5 such as e2e4 or e7e8q",
        if *found == 1 { "" } else { "s" }
    )]
    Length {
        /// How many bytes there were.
        found: usize,
    },
    /// Not a square where one belongs.
    #[error(
        "found {} at column {column}, expected a square such as e4",
        ShownText(found)
    )]
    Square {
        /// The 1-based column where the square starts.
        column: usize,
        /// What stood there.
        found: String,
    },
    /// A fifth character that is not a promotion piece.
    #[error("found {}, expected a promotion piece q, r, b or n", Shown(*found))]
    Promotion {
        /// The character found.
        found: char,
    },
}

/// A well-formed UCI move that is not legal in the position, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{uci}: {reason}")]
pub struct IllegalUciError {
    uci: UciMove,
    reason: IllegalReason,
}

impl IllegalUciError {
    /// The move that was refused.
    #[must_use]
    pub fn uci(&self) -> UciMove {
        self.uci
    }

    /// Why it was refused.
    #[must_use]
    pub fn reason(&self) -> &IllegalReason {
        &self.reason
    }
}
