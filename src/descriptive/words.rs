//! A move in plain words, for naming the candidates of an ambiguous move.

use core::fmt;

use crate::moves::Move;
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::square::Square;

/// A legal move in plain words with algebraic squares: "the pawn on e4 takes the pawn on d5",
/// "White castles king side". Errors use it to list the moves a text could mean.
///
/// ```
/// use fenkit::{Move, Position};
/// use fenkit::descriptive::MoveWords;
/// let nf3 = Move::Normal { from: "g1".parse()?, to: "f3".parse()?, promotion: None };
/// let words = MoveWords::new(&Position::STARTING, nf3);
/// assert_eq!(words.to_string(), "the knight on g1 goes to f3");
/// assert_eq!(words.mv(), nf3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveWords {
    mv: Move,
    color: Color,
    role: Role,
    captured: Option<(Role, Square)>,
}

impl MoveWords {
    /// The words for `mv` played in `pos` (a move from [`Position::legal_moves`]).
    #[must_use]
    pub fn new(pos: &Position, mv: Move) -> MoveWords {
        let board = pos.board();
        let role = board
            .piece_at(mv.from())
            .map_or(Role::King, |piece| piece.role);
        let captured = match mv {
            Move::Normal { to, .. } => board.piece_at(to).map(|piece| (piece.role, to)),
            Move::EnPassant { from, to } => {
                Some((Role::Pawn, Square::from_coords(to.file(), from.rank())))
            }
            Move::Castle { .. } => None,
        };
        MoveWords {
            mv,
            color: pos.turn(),
            role,
            captured,
        }
    }

    /// The move.
    #[must_use]
    pub fn mv(&self) -> Move {
        self.mv
    }
}

impl fmt::Display for MoveWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(side) = self.mv.castling_side() {
            return write!(f, "{} castles {side} side", self.color.name());
        }
        if let Move::Castle { .. } = self.mv {
            // A castling rook on the king's file cannot be; say what the move is anyway.
            return write!(f, "{} castles", self.color.name());
        }
        write!(f, "the {} on {} ", self.role, self.mv.from())?;
        match self.captured {
            Some((role, square)) => write!(f, "takes the {role} on {square}")?,
            None => write!(f, "goes to {}", self.mv.to())?,
        }
        if let Move::EnPassant { .. } = self.mv {
            f.write_str(" en passant")?;
        }
        if let Some(role) = self.mv.promotion() {
            write!(f, " and becomes a {role}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_for_each_kind_of_move() {
        let pos: Position = "r3k3/1P6/8/3pP3/8/8/8/4K2R w Kq d6 0 1".parse().unwrap();
        let words: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|mv| mv.from().to_string() != "e1" || mv.castling_side().is_some())
            .filter(|mv| mv.promotion().is_none_or(|r| r == Role::Queen))
            .filter(|mv| mv.from().to_string() != "h1")
            .map(|&mv| MoveWords::new(&pos, mv).to_string())
            .collect();
        assert_eq!(
            words,
            [
                "the pawn on e5 goes to e6",
                "the pawn on b7 goes to b8 and becomes a queen",
                "the pawn on b7 takes the rook on a8 and becomes a queen",
                "the pawn on e5 takes the pawn on d5 en passant",
                "White castles king side",
            ]
        );
    }
}
