//! Making moves: the next position, with castling rights, en passant square and clocks updated.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::castling::CastlingSide;
use crate::legality::IllegalMoveError;
use crate::moves::Move;
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::square::Square;

impl Position {
    /// The position after a legal move.
    ///
    /// After a double pawn step the en passant square is always set (the PGN 1994 rule), whether
    /// or not a pawn can take en passant; writers choose what to show with
    /// [`EpPolicy`](crate::EpPolicy).
    ///
    /// ```
    /// use fenkit::{Move, Position};
    /// let e4 = Move::Normal { from: "e2".parse()?, to: "e4".parse()?, promotion: None };
    /// let pos = Position::STARTING.play(e4)?;
    /// assert_eq!(pos.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalMoveError`] when the move is not one of [`Position::legal_moves`].
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMoveError> {
        let mut next = self.clone();
        next.play_in_place(mv)?;
        Ok(next)
    }

    /// Plays a legal move on this position, as [`play`](Self::play) does, without a copy.
    ///
    /// ```
    /// use fenkit::{Move, Position};
    /// let mut pos = Position::STARTING;
    /// pos.play_in_place(Move::Normal { from: "g1".parse()?, to: "f3".parse()?, promotion: None })?;
    /// assert_eq!(pos.to_string(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalMoveError`] when the move is not one of [`Position::legal_moves`]; the
    /// position is then left as it was.
    pub fn play_in_place(&mut self, mv: Move) -> Result<(), IllegalMoveError> {
        if self.is_legal(mv) {
            self.play_unchecked_in_place(mv);
            Ok(())
        } else {
            Err(IllegalMoveError::new(mv, self.why_not_legal(mv)))
        }
    }

    /// The position after a move known to be legal (taken from [`Position::legal_moves`]),
    /// without checking it.
    ///
    /// Playing an illegal move gives a position that may break the rules; it never panics for
    /// a move whose `from` square holds a piece of the side to move.
    #[must_use]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.play_unchecked_in_place(mv);
        next
    }

    /// The position after passing the move (a null move, `--` in PGN, `0000` in UCI): the
    /// other side to move, no en passant square, the halfmove clock one more, the board and
    /// castling rights unchanged. Not a move of chess: analysis and some PGN files use it.
    ///
    /// ```
    /// use fenkit::Position;
    /// let passed = Position::STARTING.play_null()?;
    /// assert_eq!(passed.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /// # Ok::<(), fenkit::NullMoveError>(())
    /// ```
    ///
    /// # Errors
    /// [`NullMoveError`] when the side to move is in check: the king would stay in check.
    pub fn play_null(&self) -> Result<Position, NullMoveError> {
        if self.is_check()
            && let Some(king) = self.board().king_of(self.turn())
        {
            return Err(NullMoveError { king });
        }
        // The side to move is not in check and the other side was not: the turn can change.
        let mut next = self.clone();
        let setup = next.setup_mut();
        if setup.turn == Color::Black {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        setup.turn = !setup.turn;
        setup.ep_square = None;
        setup.halfmoves = setup.halfmoves.saturating_add(1);
        Ok(next)
    }

    /// Whether a legal move (one of [`Position::legal_moves`]) gives check. A move that is not
    /// castling or en passant is looked at on the squares it changes, without playing it: the
    /// piece where it lands, and the lines it opens to the king.
    ///
    /// ```
    /// use fenkit::Position;
    /// let pos: Position = "4k3/8/8/8/8/8/4N3/Q3R1K1 w - - 0 1".parse()?;
    /// let gives_check = |uci: &str| {
    ///     let mv = pos.legal_moves().iter().copied().find(|m| m.to_string() == uci).unwrap();
    ///     pos.gives_check(mv)
    /// };
    /// assert!(gives_check("a1a4")); // the queen, from a4
    /// assert!(gives_check("e2c3")); // the rook, on the file the knight leaves
    /// assert!(!gives_check("g1h1"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn gives_check(&self, mv: Move) -> bool {
        match (mv, self.board().piece_at(mv.from())) {
            (
                Move::Normal {
                    from,
                    to,
                    promotion,
                },
                Some(piece),
            ) => self.piece_gives_check(promotion.unwrap_or(piece.role), from, to),
            _ => self.gives_check_played(mv),
        }
    }

    /// Whether the legal move of a piece from `from` to `to`, where it stands as `role` (the
    /// piece a pawn promotes to), gives check: not castling, not en passant.
    #[inline(always)]
    pub(crate) fn piece_gives_check(&self, role: Role, from: Square, to: Square) -> bool {
        let (board, us) = (self.board(), self.turn());
        // A legal position has one king of each colour.
        let Some(king) = board.by_piece(Piece::new(!us, Role::King)).first() else {
            return false;
        };
        let occupied = board.occupied().without(from).with(to);
        // A direct check: the piece reaches the king from `to` on an empty board, and nothing
        // stands between (nothing can, for a knight, a pawn or a king).
        let reach = match role {
            Role::Pawn => attacks::pawn(us, to),
            _ => attacks::reach(role, to),
        };
        let direct = reach.contains(king) & (attacks::between(to, king) & occupied).is_empty();
        // A discovered check: `from` stands on a line through the king that the piece leaves
        // (not along it), with a rook or queen of ours on it (a rank or file), or a bishop or
        // queen (a diagonal), and nothing left between that piece and the king.
        let line = attacks::line(king, from);
        let kind = if attacks::rook_lines(king).contains(from) {
            board.orthogonal()
        } else {
            board.diagonal()
        };
        let mut sliders = line & kind & board.by_color(us).without(from);
        if line.contains(to) {
            sliders = Bitboard::EMPTY;
        }
        // Told without a branch on the squares (which the processor would guess wrong, the
        // moves of a game coming in no order), but for the rare line that opens.
        direct | (sliders.any() && attacks::unblocked(king, sliders, occupied).any())
    }

    /// [`gives_check`](Self::gives_check) of castling and en passant (which change more squares
    /// than a move's two), told by playing the move.
    #[cold]
    #[inline(never)]
    fn gives_check_played(&self, mv: Move) -> bool {
        self.play_unchecked(mv).is_check()
    }

    /// [`play_unchecked`](Self::play_unchecked) on this position, without a copy.
    ///
    /// ```
    /// use fenkit::Position;
    /// let mut pos = Position::STARTING;
    /// for _ in 0..4 {
    ///     let first = pos.legal_moves()[0];
    ///     pos.play_unchecked_in_place(first);
    /// }
    /// assert_eq!(pos.to_string(), "r1bqkbnr/pppppppp/8/8/1n6/N4N2/PPPPPPPP/R1BQKB1R w KQkq - 4 3");
    /// ```
    pub fn play_unchecked_in_place(&mut self, mv: Move) {
        let setup = self.setup_mut();
        let us = setup.turn;
        let board = &mut setup.board;
        setup.ep_square = None;
        setup.halfmoves = setup.halfmoves.saturating_add(1);
        match mv {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                let Some(piece) = board.piece_at(from) else {
                    return;
                };
                if board.piece_at(to).is_some() {
                    setup.halfmoves = 0;
                    // A rook taken on its start square takes its castling right with it.
                    setup.castling.clear_rook(!us, to);
                }
                match piece.role {
                    Role::Pawn => {
                        setup.halfmoves = 0;
                        if from.index().abs_diff(to.index()) == 16 {
                            setup.ep_square = Square::new(((from.index() + to.index()) / 2) as u8);
                        }
                    }
                    Role::King => setup.castling.clear_color(us),
                    Role::Rook => setup.castling.clear_rook(us, from),
                    _ => {}
                }
                let role = promotion.unwrap_or(piece.role);
                board.move_piece(from, to, Piece::new(us, role));
            }
            Move::EnPassant { from, to } => {
                setup.halfmoves = 0;
                board.clear(Square::from_coords(to.file(), from.rank()));
                if let Some(pawn) = board.clear(from) {
                    board.put_on_empty(to, pawn);
                }
            }
            Move::Castle { king, rook } => {
                let to = mv.to();
                let rook_to = Square::from_coords(
                    mv.castling_side()
                        .map_or(rook.file(), CastlingSide::rook_to),
                    rook.rank(),
                );
                board.clear(king);
                board.clear(rook);
                board.put_on_empty(to, Piece::new(us, Role::King));
                board.put_on_empty(rook_to, Piece::new(us, Role::Rook));
                setup.castling.clear_color(us);
            }
        }
        if us == Color::Black {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        setup.turn = !us;
    }
}

/// A null move while the side to move is in check: passing would leave the king in check.
///
/// ```
/// use fenkit::Position;
/// let check: Position = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1".parse()?;
/// let err = check.play_null().unwrap_err();
/// assert_eq!(err.to_string(), "a null move is not possible while the king on e1 is in check");
/// assert_eq!(err.king().to_string(), "e1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a null move is not possible while the king on {king} is in check")]
pub struct NullMoveError {
    king: Square,
}

impl NullMoveError {
    /// The square of the king in check.
    #[must_use]
    pub fn king(&self) -> Square {
        self.king
    }
}

impl crate::castling::CastlingRights {
    /// Removes the right of `color` whose rook starts on `square`, if there is one.
    #[inline]
    pub(crate) fn clear_rook(&mut self, color: Color, square: Square) {
        if square.rank() != color.back_rank() {
            return;
        }
        for side in CastlingSide::ALL {
            if self.rook(color, side) == Some(square.file()) {
                self.clear(color, side);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap()
    }

    fn find(pos: &Position, from: &str, to: &str) -> Move {
        *pos.legal_moves()
            .iter()
            .find(|mv| mv.from().to_string() == from && mv.to().to_string() == to)
            .unwrap_or_else(|| panic!("no legal move {from}{to}"))
    }

    #[test]
    fn capturing_a_rook_on_its_start_square_loses_that_right() {
        let p = pos("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 3 10");
        let next = p.play_unchecked(find(&p, "g2", "h1"));
        assert_eq!(next.to_string(), "r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 11");
    }

    #[test]
    fn king_and_rook_moves_lose_rights() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(
            p.play_unchecked(find(&p, "e1", "f1")).to_string(),
            "r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1"
        );
        assert_eq!(
            p.play_unchecked(find(&p, "a1", "a5")).to_string(),
            "r3k2r/8/8/R7/8/8/8/4K2R b Kkq - 1 1"
        );
    }

    #[test]
    fn chess960_castling_moves_both_pieces() {
        // King b1, rook a1: queen-side castling ends with king c1, rook d1.
        let p = pos("4r1k1/8/8/8/8/8/8/RK5R w HA - 0 1");
        let castle = Move::Castle {
            king: "b1".parse().unwrap(),
            rook: "a1".parse().unwrap(),
        };
        assert_eq!(
            p.play(castle).unwrap().to_string(),
            "4r1k1/8/8/8/8/8/8/2KR3R b - - 1 1"
        );
    }

    #[test]
    fn en_passant_removes_the_passed_pawn() {
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        let mv = Move::EnPassant {
            from: "e5".parse().unwrap(),
            to: "d6".parse().unwrap(),
        };
        assert_eq!(
            p.play(mv).unwrap().to_string(),
            "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"
        );
    }

    #[test]
    fn promotion_changes_the_piece() {
        let p = pos("8/4P1k1/8/8/8/8/8/4K3 w - - 5 40");
        let mv = Move::Normal {
            from: "e7".parse().unwrap(),
            to: "e8".parse().unwrap(),
            promotion: Some(Role::Knight),
        };
        assert_eq!(
            p.play(mv).unwrap().to_string(),
            "4N3/6k1/8/8/8/8/8/4K3 b - - 0 40"
        );
    }

    #[test]
    fn double_step_always_sets_the_square() {
        let p = pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        let next = p.play_unchecked(find(&p, "e2", "e4"));
        assert_eq!(
            next.setup().ep_square.map(|s| s.to_string()).as_deref(),
            Some("e3")
        );
    }
}
