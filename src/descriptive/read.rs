//! Reading a move: the legal moves a written move matches, and why nothing or several things
//! match.

use crate::legality::IllegalReason;
use crate::movegen::CastlingObstacle;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::square::Square;

use super::error::{
    DescriptiveError, DescriptiveTolerance, IllegalDescriptiveError, IllegalDescriptiveReason,
    Tolerated,
};
use super::matching::{candidates, fits, mover_fits};
use super::names::Place;
use super::syntax::{Action, Body, PieceMove, Written, parse};
use super::words::MoveWords;
use super::write::write;

/// A move read from descriptive notation, with what the lenient reader let pass.
///
/// ```
/// use fenkit::Position;
/// use fenkit::descriptive::DescriptiveReader;
/// let read = DescriptiveReader::new().read(&Position::STARTING, "P-Q4")?;
/// assert_eq!(read.mv.to().to_string(), "d4");
/// assert!(read.tolerated.is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadMove {
    /// The legal move the text names.
    pub mv: Move,
    /// What was accepted that strict reading refuses (always empty when strict).
    pub tolerated: Vec<Tolerated>,
}

/// Reads `text` as a move in `pos`.
pub(crate) fn read(pos: &Position, text: &str, strict: bool) -> Result<ReadMove, DescriptiveError> {
    let written = parse(text)?;
    let illegal = |reason, span| IllegalDescriptiveError::new(text, reason, span);
    let legal = pos.legal_moves();
    let found = candidates(pos, &legal, &written);
    let mut tolerated = Vec::new();
    let mv = match *found.as_slice() {
        [] => return Err(illegal(why_none(pos, &legal, &written), written.body_span).into()),
        [mv] => mv,
        _ => {
            let words = |mv| MoveWords::new(pos, mv);
            let chosen = match &written.sign {
                Some(sign) if !strict => {
                    let (giving, others): (Vec<Move>, Vec<Move>) =
                        found.iter().partition(|&&mv| gives(pos, mv, sign.mate));
                    match *giving.as_slice() {
                        [mv] => {
                            tolerated.push(Tolerated {
                                kind: DescriptiveTolerance::SignChose {
                                    mate: sign.mate,
                                    chosen: words(mv),
                                    others: others.into_iter().map(words).collect(),
                                },
                                span: sign.span.clone(),
                            });
                            Some(mv)
                        }
                        _ => None,
                    }
                }
                _ => None,
            };
            let Some(mv) = chosen else {
                let candidates = found.into_iter().map(words).collect();
                let reason = IllegalDescriptiveReason::Ambiguous { candidates };
                return Err(illegal(reason, written.body_span).into());
            };
            mv
        }
    };
    if let Some(sign) = &written.sign
        && !gives(pos, mv, sign.mate)
    {
        let text = sign.text.clone();
        let span = sign.span.clone();
        if strict {
            let reason = if sign.mate {
                IllegalDescriptiveReason::NoMate { sign: text }
            } else {
                IllegalDescriptiveReason::NoCheck { sign: text }
            };
            return Err(illegal(reason, span).into());
        }
        let kind = if sign.mate {
            DescriptiveTolerance::NoMate { sign: text }
        } else {
            DescriptiveTolerance::NoCheck { sign: text }
        };
        tolerated.push(Tolerated { kind, span });
    }
    Ok(ReadMove { mv, tolerated })
}

/// Whether `mv` gives check (`mate`: mates).
fn gives(pos: &Position, mv: Move, mate: bool) -> bool {
    let after = pos.play_unchecked(mv);
    if mate {
        after.is_checkmate()
    } else {
        after.is_check()
    }
}

/// Why no legal move fits `written`.
fn why_none(pos: &Position, legal: &[Move], written: &Written) -> IllegalDescriptiveReason {
    let us = pos.turn();
    let piece = match written.body {
        Body::Castle(Some(side)) if !legal.iter().any(|mv| mv.castling_side() == Some(side)) => {
            return IllegalReason::Castling {
                color: us,
                side,
                why: pos
                    .why_not_castle(side)
                    .unwrap_or(CastlingObstacle::NoRight),
            }
            .into();
        }
        Body::Castle(None) if !legal.iter().any(|mv| mv.castling_side().is_some()) => {
            return IllegalDescriptiveReason::NoCastling { color: us };
        }
        // Castling is legal, so `e.p.` was what did not fit.
        Body::Castle(_) => return IllegalDescriptiveReason::NotEnPassant,
        Body::Piece(piece) => piece,
    };
    let loose: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|&mv| fits(pos, &piece, mv))
        .collect();
    if let Some(first) = loose.first() {
        return if loose.iter().any(|mv| mv.promotion() == piece.promotion) {
            IllegalDescriptiveReason::NotEnPassant
        } else if piece.promotion.is_none() {
            IllegalReason::MissingPromotion { to: first.to() }.into()
        } else {
            IllegalReason::UnexpectedPromotion {
                role: piece.mover.role,
                to: first.to(),
            }
            .into()
        };
    }
    if let Some(mv) = pinned_mover(pos, &piece) {
        let (from, to) = (mv.from(), mv.to());
        return pos
            .why_illegal(from, to, mv.promotion())
            .unwrap_or(IllegalReason::KingLeftInCheck {
                role: piece.mover.role,
                from,
                to,
            })
            .into();
    }
    let role = piece.mover.role;
    match piece.action {
        Action::Move(place) => match capture_onto(pos, legal, &piece, place) {
            Some(mv) => IllegalDescriptiveReason::CaptureWrittenAsMove {
                captured: pos.board().piece_at(mv.to()).map_or(Role::Pawn, |p| p.role),
                square: mv.to(),
                capture: write(pos, mv).unwrap_or_default(),
            },
            None => IllegalDescriptiveReason::CannotReach {
                role,
                place: place.to_string(),
                squares: place.squares(us),
            },
        },
        Action::Capture { captured, at } => IllegalDescriptiveReason::CannotTake {
            role,
            captured: captured.role,
            place: at.map(|place| place.to_string()),
            squares: at.map(|place| place.squares(us)).unwrap_or_default(),
        },
    }
}

/// A legal capture by a piece that fits the mover's name onto a square of `place`: what a
/// move written with `-` onto a piece meant.
fn capture_onto(pos: &Position, legal: &[Move], piece: &PieceMove, place: Place) -> Option<Move> {
    let us = pos.turn();
    let board = pos.board();
    legal.iter().copied().find(|&mv| {
        matches!(mv, Move::Normal { .. })
            && mv.promotion() == piece.promotion
            && board.piece_at(mv.to()).is_some()
            && place.contains(us, mv.to())
            && mover_fits(pos, piece, mv.from())
    })
}

/// A piece that fits the mover's name and could make the move written, were it not for its
/// own king's safety.
fn pinned_mover(pos: &Position, piece: &PieceMove) -> Option<Move> {
    Square::all().find_map(|to| {
        pos.pseudo_movers(piece.mover.role, to)
            .into_iter()
            .map(|from| Move::Normal {
                from,
                to,
                promotion: piece.promotion,
            })
            .find(|&mv| fits(pos, piece, mv))
    })
}
