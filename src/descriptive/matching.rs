//! Matching a written move against the legal moves of a position: what both the reader and
//! the writer (which looks for the shortest form that names one move) ask.

use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::square::Square;

use super::names::real_rank;
use super::syntax::{Action, Body, FromPlace, PieceMove, Written};

/// The legal moves of `legal` that `written` names.
pub(super) fn candidates(pos: &Position, legal: &[Move], written: &Written) -> Vec<Move> {
    legal
        .iter()
        .copied()
        .filter(|&mv| !written.ep || matches!(mv, Move::EnPassant { .. }))
        .filter(|&mv| match written.body {
            Body::Castle(side) => {
                mv.castling_side().is_some() && side.is_none_or(|s| mv.castling_side() == Some(s))
            }
            Body::Piece(piece) => fits(pos, &piece, mv) && mv.promotion() == piece.promotion,
        })
        .collect()
}

/// Whether `mv` is the piece move written, its promotion and `e.p.` aside.
pub(super) fn fits(pos: &Position, piece: &PieceMove, mv: Move) -> bool {
    let us = pos.turn();
    let board = pos.board();
    let from = mv.from();
    if !mover_fits(pos, piece, from) {
        return false;
    }
    match (piece.action, mv) {
        (Action::Move(place), Move::Normal { to, .. }) => {
            board.piece_at(to).is_none() && place.contains(us, to)
        }
        (Action::Capture { captured, at }, Move::Normal { to, .. }) => {
            board
                .piece_at(to)
                .is_some_and(|taken| captured.fits(taken.role, !us, to))
                && at.is_none_or(|place| place.contains(us, to))
        }
        (Action::Capture { captured, at }, Move::EnPassant { to, .. }) => {
            // `/square` names where the pawn lands, as for any capture.
            let taken = Square::from_coords(to.file(), from.rank());
            captured.fits(Role::Pawn, !us, taken) && at.is_none_or(|place| place.contains(us, to))
        }
        _ => false,
    }
}

/// Whether the piece on `from` fits the name and the rank or square given for the piece that
/// moves.
pub(super) fn mover_fits(pos: &Position, piece: &PieceMove, from: Square) -> bool {
    let us = pos.turn();
    let from_fits = match piece.from {
        Some(FromPlace::Rank(rank)) => real_rank(us, rank) == Some(from.rank()),
        Some(FromPlace::Square(place)) => place.contains(us, from),
        None => true,
    };
    from_fits
        && pos
            .board()
            .piece_at(from)
            .is_some_and(|mover| piece.mover.fits(mover.role, us, from))
}
