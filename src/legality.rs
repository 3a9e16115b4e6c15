//! Why a move is not legal: one vocabulary at the layer where moves are made, which every
//! notation's error wraps with its own text and span.
//!
//! ```
//! use fenkit::{IllegalReason, Move, Position};
//! let e5 = Move::Normal { from: "e2".parse()?, to: "e5".parse()?, promotion: None };
//! let err = Position::STARTING.play(e5).unwrap_err();
//! assert!(matches!(err.reason(), IllegalReason::CannotReach { .. }));
//! assert_eq!(err.to_string(), "e2e5: the pawn on e2 cannot move to e5");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::attacks;
use crate::castling::CastlingSide;
use crate::movegen::{CastlingObstacle, castling_obstacle};
use crate::moves::Move;
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::square::Square;

/// Why a move (a piece going from one square to another, or castling) is not legal in a
/// position, in chess words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalReason {
    /// The start square is empty.
    #[error("there is no piece on {from}")]
    NoPiece {
        /// The empty square.
        from: Square,
    },
    /// The piece belongs to the side not to move.
    #[error("the {role} on {from} is {}, but it is {} move", owner(*color), owner(!*color))]
    NotYourPiece {
        /// Where it stands.
        from: Square,
        /// What it is.
        role: Role,
        /// Whose it is.
        color: Color,
    },
    /// The piece does not move that way, or something is in its way.
    #[error("the {role} on {from} cannot move to {to}")]
    CannotReach {
        /// What moves.
        role: Role,
        /// From where.
        from: Square,
        /// To where.
        to: Square,
    },
    /// The piece is pinned to its king and the move leaves the line of the pin.
    #[error("the {role} on {from} is pinned to the king by the {} on {}", pinner.0, pinner.1)]
    Pinned {
        /// What moves.
        role: Role,
        /// Where it stands.
        from: Square,
        /// The enemy piece that pins it, and where.
        pinner: (Role, Square),
    },
    /// The move would leave the king in check, or keep it there.
    #[error("the {role} on {from} moving to {to} would leave the king in check")]
    KingLeftInCheck {
        /// What moves.
        role: Role,
        /// From where.
        from: Square,
        /// To where.
        to: Square,
    },
    /// The king would step onto an attacked square.
    #[error("the king cannot move to {to}, which is attacked")]
    KingIntoCheck {
        /// Where it would go.
        to: Square,
    },
    /// A pawn reaching the last rank without a promotion piece.
    #[error("a pawn reaching {to} must promote to a queen, rook, bishop or knight")]
    MissingPromotion {
        /// The square on the last rank.
        to: Square,
    },
    /// A promotion piece on a move that does not promote.
    #[error("a {role} going to {to} does not promote")]
    UnexpectedPromotion {
        /// What moves.
        role: Role,
        /// To where.
        to: Square,
    },
    /// A promotion to a king or a pawn.
    #[error("a pawn promotes to a queen, rook, bishop or knight, not to a {role}")]
    PromotionRole {
        /// The piece named.
        role: Role,
    },
    /// Castling that is not allowed now.
    #[error("{} cannot castle {side} side: {why}", color.name())]
    Castling {
        /// Who tried.
        color: Color,
        /// On which side.
        side: CastlingSide,
        /// What stops it.
        why: CastlingObstacle,
    },
}

fn owner(color: Color) -> &'static str {
    match color {
        Color::White => "White's",
        Color::Black => "Black's",
    }
}

impl Position {
    /// Why the piece on `from` cannot go to `to` (promoting to `promotion`) here, or `None`
    /// when some legal move does that. A king going onto its own castling rook, or two files
    /// along its back rank, is read as castling.
    ///
    /// ```
    /// use fenkit::{IllegalReason, Position};
    /// let pos: Position = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1".parse()?;
    /// let why = pos.why_illegal("e1".parse()?, "g1".parse()?, None);
    /// assert_eq!(why.unwrap().to_string(), "White cannot castle king side: the king is in check");
    /// assert_eq!(pos.why_illegal("e1".parse()?, "f1".parse()?, None), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn why_illegal(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Option<IllegalReason> {
        let us = self.turn();
        let Some(piece) = self.board().piece_at(from) else {
            return Some(IllegalReason::NoPiece { from });
        };
        if piece.color != us {
            return Some(IllegalReason::NotYourPiece {
                from,
                role: piece.role,
                color: piece.color,
            });
        }
        let moves = self.legal_moves();
        let fits = |mv: &&Move| match **mv {
            Move::Normal {
                from: f,
                to: t,
                promotion: p,
            } => f == from && t == to && p == promotion,
            Move::EnPassant { from: f, to: t } => f == from && t == to && promotion.is_none(),
            Move::Castle { king, rook } => {
                king == from && (rook == to || mv.to() == to) && promotion.is_none()
            }
        };
        if moves.iter().any(|mv| fits(&mv)) {
            return None;
        }
        Some(self.why_not_moving(piece.role, from, to, promotion))
    }

    /// Why a piece of `role` of the side to move, on `from`, has no legal move to `to`.
    fn why_not_moving(
        &self,
        role: Role,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> IllegalReason {
        let us = self.turn();
        if let Some(promoted) = promotion
            && !matches!(
                promoted,
                Role::Queen | Role::Rook | Role::Bishop | Role::Knight
            )
        {
            return IllegalReason::PromotionRole { role: promoted };
        }
        let promotes = role == Role::Pawn && to.rank() == (!us).back_rank();
        match (promotion, promotes) {
            (Some(_), false) => return IllegalReason::UnexpectedPromotion { role, to },
            (None, true) => return IllegalReason::MissingPromotion { to },
            _ => {}
        }
        // Whether the piece could go there, were its king's safety not to count.
        let reachable = self.pseudo_movers(role, to).contains(from);
        if role == Role::King
            && !reachable
            && let Some(side) = self.castling_side_named(from, to)
        {
            return IllegalReason::Castling {
                color: us,
                side,
                why: self
                    .why_not_castle(side)
                    .unwrap_or(CastlingObstacle::NoRight),
            };
        }
        if !reachable {
            return IllegalReason::CannotReach { role, from, to };
        }
        if role == Role::King {
            return IllegalReason::KingIntoCheck { to };
        }
        match self.pinner(from, to) {
            Some(pinner) => IllegalReason::Pinned { role, from, pinner },
            None => IllegalReason::KingLeftInCheck { role, from, to },
        }
    }

    /// The castling side a king move from `from` to `to` names: onto its own rook with a
    /// right, or onto the g- or c-file of its back rank.
    fn castling_side_named(&self, from: Square, to: Square) -> Option<CastlingSide> {
        let us = self.turn();
        let rank = us.back_rank();
        if from.rank() != rank || to.rank() != rank {
            return None;
        }
        CastlingSide::ALL.into_iter().find(|&side| {
            self.castling().rook_square(us, side) == Some(to)
                || (to.file() == side.king_to()
                    && CastlingSide::of(from.file(), to.file()) == Some(side))
        })
    }

    /// What stops the side to move from castling on `side` now, or `None` when it may.
    ///
    /// ```
    /// use fenkit::{CastlingObstacle, CastlingSide, Position};
    /// let pos: Position = "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1".parse()?;
    /// assert_eq!(pos.why_not_castle(CastlingSide::King), None);
    /// assert_eq!(
    ///     pos.why_not_castle(CastlingSide::Queen),
    ///     Some(CastlingObstacle::Blocked { square: "b1".parse()? })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn why_not_castle(&self, side: CastlingSide) -> Option<CastlingObstacle> {
        let us = self.turn();
        let board = self.board();
        let (Some(rook), Some(king)) = (self.castling().rook_square(us, side), board.king_of(us))
        else {
            return Some(CastlingObstacle::NoRight);
        };
        if self.is_check() {
            return Some(CastlingObstacle::InCheck);
        }
        castling_obstacle(board, us, king, rook, side)
    }

    /// The enemy piece that pins the piece on `from` to its king, when the move to `to`
    /// leaves the line of the pin.
    fn pinner(&self, from: Square, to: Square) -> Option<(Role, Square)> {
        let board = self.board();
        let us = self.turn();
        let king = board.king_of(us)?;
        let without = board.occupied().without(from).with(to);
        board
            .by_color(!us)
            .without(to)
            .into_iter()
            .filter(|&sq| attacks::between(king, sq).contains(from))
            .find_map(|sq| {
                let piece = board.piece_at(sq)?;
                let sees = matches!(piece.role, Role::Bishop | Role::Rook | Role::Queen)
                    && attacks::attacks(piece.role, piece.color, sq, without).contains(king);
                sees.then_some((piece.role, sq))
            })
    }

    /// Why `mv` is not legal here, or `None` when it is.
    ///
    /// ```
    /// use fenkit::{Move, Position};
    /// let castle = Move::Castle { king: "e1".parse()?, rook: "h1".parse()? };
    /// let why = Position::STARTING.why_illegal_move(castle).unwrap();
    /// assert_eq!(why.to_string(), "White cannot castle king side: f1 is not empty");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn why_illegal_move(&self, mv: Move) -> Option<IllegalReason> {
        (!self.is_legal(mv)).then(|| self.why_not_legal(mv))
    }

    /// Why `mv`, known not to be legal, is not.
    pub(crate) fn why_not_legal(&self, mv: Move) -> IllegalReason {
        let Move::Castle { king, rook } = mv else {
            // A move that names a legal one another way (castling as a plain king move, an
            // en passant capture as a plain one) is not a move of the piece as written.
            return self
                .why_illegal(mv.from(), mv.to(), mv.promotion())
                .unwrap_or(IllegalReason::CannotReach {
                    role: self
                        .board()
                        .piece_at(mv.from())
                        .map_or(Role::Pawn, |p| p.role),
                    from: mv.from(),
                    to: mv.to(),
                });
        };
        let us = self.turn();
        match self.board().piece_at(king) {
            None => return IllegalReason::NoPiece { from: king },
            Some(piece) if piece.color != us => {
                return IllegalReason::NotYourPiece {
                    from: king,
                    role: piece.role,
                    color: piece.color,
                };
            }
            Some(_) => {}
        }
        let side = CastlingSide::of(king.file(), rook.file()).unwrap_or(CastlingSide::King);
        let why = match self.castling().rook_square(us, side) {
            Some(right) if right == rook => self.why_not_castle(side),
            _ => None,
        };
        IllegalReason::Castling {
            color: us,
            side,
            why: why.unwrap_or(CastlingObstacle::NoRight),
        }
    }
}

/// A move that is not legal in the position it was played in, and why.
///
/// ```
/// use fenkit::{Move, Position};
/// let e5 = Move::Normal { from: "e2".parse()?, to: "e5".parse()?, promotion: None };
/// let err = Position::STARTING.play(e5).unwrap_err();
/// assert_eq!(err.to_string(), "e2e5: the pawn on e2 cannot move to e5");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct IllegalMoveError {
    mv: Move,
    reason: IllegalReason,
}

impl IllegalMoveError {
    pub(crate) fn new(mv: Move, reason: IllegalReason) -> IllegalMoveError {
        IllegalMoveError { mv, reason }
    }

    /// The move that was refused.
    #[must_use]
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// Why it was refused.
    #[must_use]
    pub fn reason(&self) -> &IllegalReason {
        &self.reason
    }
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.mv, self.reason)
    }
}
