//! The legal move a SAN text names, or why there is none.

use super::error::{IllegalSanError, IllegalSanReason, Origin};
use super::read::Parsed;
use super::{San, SanPlus};
use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::piece::{Piece, Role};
use crate::position::Position;
use crate::square::{File, Rank, Square};
use crate::uci::why_not_castle;

impl SanPlus {
    /// The legal move of `pos` this names (its suffix is not checked).
    ///
    /// ```
    /// use fenkit::{Position, san::SanPlus};
    /// let pos = Position::STARTING;
    /// let mv = "Nf3".parse::<SanPlus>()?.to_move(&pos)?;
    /// assert_eq!(mv.to_string(), "g1f3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`IllegalSanError`] saying why no legal move fits; it quotes the move in English.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalSanError> {
        let text = self.to_string();
        let target = match self.san {
            San::Normal { to, .. } => {
                // The target is the last square written (a promotion and suffix follow it).
                let at = text.rfind(&to.to_string()[..]).unwrap_or(0);
                at..at + 2
            }
            San::Castle(_) => 0..text.len(),
        };
        resolve(
            pos,
            &Parsed {
                plus: *self,
                target,
                ep: None,
            },
            &text,
        )
    }
}

pub(super) fn resolve(
    pos: &Position,
    parsed: &Parsed,
    text: &str,
) -> Result<Move, IllegalSanError> {
    let whole = 0..text.len();
    let err = |span, reason| IllegalSanError::new(text, span, reason);
    let us = pos.turn();
    let board = pos.board();
    let (role, file, rank, capture, to, promotion) = match parsed.plus.san {
        San::Castle(side) => {
            return match pos
                .legal_moves()
                .iter()
                .find(|mv| mv.castling_side() == Some(side))
            {
                Some(&mv) if parsed.ep.is_none() => Ok(mv),
                Some(_) => Err(err(
                    parsed.ep.clone().unwrap_or(whole),
                    IllegalSanReason::NotEnPassant,
                )),
                None => Err(err(
                    whole,
                    IllegalSanReason::Castling {
                        color: us,
                        side,
                        why: why_not_castle(pos, side),
                    },
                )),
            };
        }
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => (role, file, rank, capture, to, promotion),
    };
    let target = parsed.target.clone();
    // The pieces the text can mean that could go to the target, and those of them whose move
    // is legal.
    let pseudo =
        pos.pseudo_movers(role, to) & written(file, rank) & pawn_starts(role, to, file, capture);
    let candidates = pseudo
        .into_iter()
        .filter(|&from| keeps_king_safe(pos, from, to))
        .fold(Bitboard::EMPTY, Bitboard::with);

    if candidates.more_than_one() {
        return Err(err(
            whole,
            IllegalSanReason::Ambiguous {
                role,
                candidates: candidates.into_iter().collect(),
                to,
            },
        ));
    }
    if let Some(from) = candidates.single() {
        if let Some(promoted) = promotion
            && !matches!(
                promoted,
                Role::Queen | Role::Rook | Role::Bishop | Role::Knight
            )
        {
            return Err(err(
                whole,
                IllegalSanReason::PromotionRole { role: promoted },
            ));
        }
        let promotes = role == Role::Pawn && to.rank() == (!us).back_rank();
        match (promotes, promotion) {
            (true, None) => return Err(err(whole, IllegalSanReason::MissingPromotion { to })),
            (false, Some(_)) => {
                return Err(err(
                    whole,
                    IllegalSanReason::UnexpectedPromotion { role, to },
                ));
            }
            _ => {}
        }
        let is_ep = is_en_passant(pos, from, to);
        if capture && !is_ep && board.piece_at(to).is_none() {
            return Err(err(target, IllegalSanReason::CaptureOnEmpty { to }));
        }
        if let Some(mark) = parsed.ep.clone()
            && !is_ep
        {
            return Err(err(mark, IllegalSanReason::NotEnPassant));
        }
        return Ok(if is_ep {
            Move::EnPassant { from, to }
        } else {
            Move::Normal {
                from,
                to,
                promotion,
            }
        });
    }

    // No legal move fits: say why.
    let moves = pos.legal_moves();
    let ep = pos.setup().ep_square;
    if role == Role::Pawn
        && let Some(ep) = ep
        && let Some(taken) = ep.offset(0, -us.forward())
        && taken == to
        && (capture || parsed.ep.is_some())
        && let Some(&mv) = moves.iter().find(|mv| {
            matches!(mv, Move::EnPassant { .. }) && file.is_none_or(|f| f == mv.from().file())
        })
    {
        return Err(err(
            target,
            IllegalSanReason::EnPassantLanding {
                from: mv.from(),
                taken,
                lands: ep,
            },
        ));
    }
    if let Some(mark) = parsed.ep.clone() {
        return Err(err(mark, IllegalSanReason::NotEnPassant));
    }
    if role == Role::Pawn
        && !capture
        && file.is_none_or(|f| f == to.file())
        && let Some(&mv) = moves
            .iter()
            .find(|mv| mv.to() == to && mv.from().file() != to.file() && is_pawn(pos, mv.from()))
    {
        return Err(err(
            whole,
            IllegalSanReason::PushWhereCaptureFits {
                from: mv.from(),
                to,
            },
        ));
    }
    let ep_target = role == Role::Pawn && ep == Some(to);
    if capture && board.piece_at(to).is_none() && !ep_target {
        return Err(err(target, IllegalSanReason::CaptureOnEmpty { to }));
    }
    let origin = Origin { file, rank };
    if let Some(from) = pseudo.first() {
        let reason = if role == Role::King {
            IllegalSanReason::KingIntoCheck { to }
        } else if let Some(pinner) = pinner(pos, from) {
            IllegalSanReason::Pinned {
                role,
                from,
                pinner: Some(pinner),
            }
        } else {
            IllegalSanReason::KingLeftInCheck { role, from, to }
        };
        return Err(err(whole, reason));
    }
    let ours = board.by_piece(Piece::new(us, role)) & written(file, rank);
    Err(err(
        whole,
        if ours.is_empty() {
            IllegalSanReason::NoSuchPiece {
                color: us,
                role,
                from: origin,
            }
        } else {
            IllegalSanReason::CannotReach {
                color: us,
                role,
                from: origin,
                to,
            }
        },
    ))
}

/// Whether a pawn or piece on `from` going to `to` takes en passant: a pawn going aslant to an
/// empty square.
fn is_en_passant(pos: &Position, from: Square, to: Square) -> bool {
    let board = pos.board();
    from.file() != to.file()
        && board.piece_at(to).is_none()
        && board.piece_at(from).is_some_and(|p| p.role == Role::Pawn)
}

/// Whether the side to move's king is safe after the piece on `from` goes to `to` (a move
/// the piece can make if its king's safety is left aside, castling aside).
fn keeps_king_safe(pos: &Position, from: Square, to: Square) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(us) else {
        return true;
    };
    let king = if king == from { to } else { king };
    let mut occupied = board.occupied().without(from).with(to);
    if is_en_passant(pos, from, to) {
        occupied = occupied.without(Square::from_coords(to.file(), from.rank()));
    }
    // A piece taken on `to` attacks no more.
    (board.attackers(king, !us, occupied) & !Bitboard::from_square(to)).is_empty()
}

fn is_pawn(pos: &Position, sq: Square) -> bool {
    pos.board()
        .piece_at(sq)
        .is_some_and(|p| p.role == Role::Pawn)
}

/// The squares a written file and rank allow.
fn written(file: Option<File>, rank: Option<Rank>) -> Bitboard {
    let files = file.map_or(Bitboard(!0), Bitboard::from_file);
    let ranks = rank.map_or(Bitboard(!0), Bitboard::from_rank);
    files & ranks
}

/// For a pawn whose file is not written, the squares whose pawn the move can mean: another
/// file for a capture, the target's file for a push; all squares otherwise (a written file is
/// [`written`]'s).
fn pawn_starts(role: Role, to: Square, file: Option<File>, capture: bool) -> Bitboard {
    match (role, file) {
        (Role::Pawn, None) if capture => !Bitboard::from_file(to.file()),
        (Role::Pawn, None) => Bitboard::from_file(to.file()),
        _ => Bitboard(!0),
    }
}

/// The enemy piece that pins the piece on `from` to its king, if one does.
fn pinner(pos: &Position, from: Square) -> Option<(Role, Square)> {
    let board = pos.board();
    let us = pos.turn();
    let king = board.king_of(us)?;
    let without = board.occupied().without(from);
    board
        .by_color(!us)
        .into_iter()
        .filter(|&sq| attacks::between(king, sq).contains(from))
        .find_map(|sq| {
            let piece = board.piece_at(sq)?;
            let sees = matches!(piece.role, Role::Bishop | Role::Rook | Role::Queen)
                && attacks::attacks(piece.role, piece.color, sq, without).contains(king);
            sees.then_some((piece.role, sq))
        })
}
