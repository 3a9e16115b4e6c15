//! Writing a move in the house style: of the forms that name only this move, the shortest.

use crate::legality::IllegalMoveError;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::square::Square;

use super::matching::candidates;
use super::names::{Designator, FileName, Place, rank_number};
use super::syntax::{Action, Body, FromPlace, PieceMove, Sign, Written};

/// The move `mv` of `pos` in English descriptive notation, in the house style (see the
/// [module documentation](super)).
///
/// ```
/// use fenkit::{Move, Position};
/// use fenkit::descriptive;
/// let e4 = Move::Normal { from: "e2".parse()?, to: "e4".parse()?, promotion: None };
/// assert_eq!(descriptive::write(&Position::STARTING, e4)?, "P-K4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`IllegalMoveError`] when `mv` is not a legal move of `pos`.
pub fn write(pos: &Position, mv: Move) -> Result<String, IllegalMoveError> {
    let after = pos.play(mv)?;
    let sign = after.is_check().then(|| Sign {
        mate: after.is_checkmate(),
        text: String::new(),
        span: 0..0,
    });
    let legal = pos.legal_moves();
    let ep = matches!(mv, Move::EnPassant { .. });
    let mut forms: Vec<(String, Written)> = bodies(pos, mv)
        .into_iter()
        .map(|body| {
            let written = Written {
                body,
                body_span: 0..0,
                sign: sign.clone(),
                ep,
            };
            (written.to_string(), written)
        })
        .collect();
    // Shortest first; among forms of one length, the order `bodies` gives.
    forms.sort_by_key(|(text, _)| text.len());
    let unique = forms
        .iter()
        .position(|(_, written)| candidates(pos, &legal, written) == [mv]);
    // The last form names the piece's square and the target's in full, which names one move.
    let index = unique.unwrap_or(forms.len().saturating_sub(1));
    Ok(forms.swap_remove(index).0)
}

/// The ways to write `mv` (a legal move of `pos`), least qualified first.
fn bodies(pos: &Position, mv: Move) -> Vec<Body> {
    if let Some(side) = mv.castling_side() {
        return vec![Body::Castle(Some(side))];
    }
    let us = pos.turn();
    let board = pos.board();
    let (from, to) = (mv.from(), mv.to());
    let role = board.piece_at(from).map_or(Role::Pawn, |piece| piece.role);
    let movers: Vec<(Designator, Option<FromPlace>)> = if role == Role::Pawn {
        let files = [FileName::short(from.file()), FileName::full(from.file())];
        let named = files.into_iter().map(|file| Designator {
            role,
            file: Some(file),
        });
        let mut movers: Vec<_> = core::iter::once(Designator::plain(role))
            .chain(named)
            .map(|mover| (mover, None))
            .collect();
        movers.dedup();
        movers
    } else {
        let mover = Designator::plain(role);
        vec![
            (mover, None),
            (mover, Some(FromPlace::Rank(rank_number(us, from.rank())))),
            (mover, Some(FromPlace::Square(Place::full(us, from)))),
        ]
    };
    let places = |square: Square| {
        let (short, full) = (Place::short(us, square), Place::full(us, square));
        if short == full {
            vec![full]
        } else {
            vec![short, full]
        }
    };
    let captured = match mv {
        Move::EnPassant { .. } => Some(Role::Pawn),
        _ => board.piece_at(to).map(|piece| piece.role),
    };
    let actions: Vec<Action> = match captured {
        None => places(to).into_iter().map(Action::Move).collect(),
        Some(role) => {
            let captured = Designator::plain(role);
            core::iter::once(None)
                .chain(places(to).into_iter().map(Some))
                .map(|at| Action::Capture { captured, at })
                .collect()
        }
    };
    let mut bodies = Vec::new();
    for &(mover, from) in &movers {
        for &action in &actions {
            bodies.push(Body::Piece(PieceMove {
                mover,
                from,
                action,
                promotion: mv.promotion(),
            }));
        }
    }
    bodies
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal move of `fen`, written.
    fn all(fen: &str) -> Vec<String> {
        let pos: Position = fen.parse().unwrap();
        pos.legal_moves()
            .iter()
            .map(|&mv| write(&pos, mv).unwrap())
            .collect()
    }

    #[test]
    fn the_start_position() {
        let mut moves = all("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        moves.sort();
        assert_eq!(
            moves,
            [
                "N-KB3", "N-KR3", "N-QB3", "N-QR3", "P-K3", "P-K4", "P-KB3", "P-KB4", "P-KN3",
                "P-KN4", "P-KR3", "P-KR4", "P-Q3", "P-Q4", "P-QB3", "P-QB4", "P-QN3", "P-QN4",
                "P-QR3", "P-QR4"
            ]
        );
    }

    #[test]
    fn an_illegal_move_is_refused() {
        let pos = Position::STARTING;
        let e5 = Move::Normal {
            from: "e2".parse().unwrap(),
            to: "e5".parse().unwrap(),
            promotion: None,
        };
        assert!(write(&pos, e5).is_err());
    }
}
