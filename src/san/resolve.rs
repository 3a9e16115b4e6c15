//! The legal move a SAN text names, or why there is none.

use super::error::{IllegalSanError, IllegalSanReason, Origin};
use super::{Parsed, San, SanPlus};
use crate::bitboard::Bitboard;
use crate::castling::CastlingSide;
use crate::legality::IllegalReason;
use crate::movegen::{CastlingObstacle, is_en_passant};
use crate::moves::Move;
use crate::piece::{Piece, Role};
use crate::position::Position;
use crate::square::{File, Rank, Square};

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
        // The text is written only for the error.
        if let Some(mv) = find(pos, self.san, false) {
            return Ok(mv);
        }
        let text = self.to_string();
        let target = match self.san {
            San::Normal { to, .. } => {
                // The target is the last square written (a promotion and suffix follow it).
                let at = text.rfind(&to.to_string()[..]).unwrap_or(0);
                at..at + 2
            }
            San::Castle(_) => 0..text.len(),
        };
        let parsed = Parsed {
            plus: *self,
            target,
            ep: None,
        };
        Err(why_not(pos, &parsed, &text))
    }
}

/// The legal move `san` names (with an en passant mark after it when `ep_mark`), or `None`
/// when no legal move fits ([`why_not`] then says why).
///
/// Pawns and pieces part at once: a piece move has no promotion, en passant or push to tell
/// apart.
// The move by value, and an `Option` back: decision 0012 (registers).
#[inline(always)]
pub(super) fn find(pos: &Position, san: San, ep_mark: bool) -> Option<Move> {
    match san {
        San::Castle(side) => pos.castling_move(side).filter(|_| !ep_mark),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if role == Role::Pawn {
                let from = written(file, rank) & pawn_starts(role, to, file, capture);
                return pawn_move(pos, from, to, capture, promotion, ep_mark);
            }
            if promotion.is_some() || ep_mark {
                return None;
            }
            // Most piece moves name no start square: their mask is not built.
            let from = match (file, rank) {
                (None, None) => Bitboard(!0),
                _ => written(file, rank),
            };
            piece_move(pos, role, from, to, capture)
        }
    }
}

/// The one legal move to `to` of a piece of `role` (not a pawn) standing on a square of
/// `from`, a capture when `capture` says so; `None` when there is no such move, or more than
/// one.
#[inline(always)]
fn piece_move(
    pos: &Position,
    role: Role,
    from: Bitboard,
    to: Square,
    capture: bool,
) -> Option<Move> {
    let board = pos.board();
    let occupied = board.occupied();
    if capture && !occupied.contains(to) {
        return None;
    }
    let pieces = pos.pseudo_movers(role, to) & from;
    let from = the_mover(pos, role, pieces, to)?;
    Some(Move::Normal {
        from,
        to,
        promotion: None,
    })
}

/// The one legal pawn move to `to` from a square of `from`, promoting as written.
#[inline(always)]
fn pawn_move(
    pos: &Position,
    from: Bitboard,
    to: Square,
    capture: bool,
    promotion: Option<Role>,
    ep_mark: bool,
) -> Option<Move> {
    let pieces = pos.pseudo_movers(Role::Pawn, to) & from;
    let from = the_mover(pos, Role::Pawn, pieces, to)?;
    let occupied = pos.board().occupied();
    if is_en_passant(Role::Pawn, from, to, occupied) {
        return promotion.is_none().then_some(Move::EnPassant { from, to });
    }
    let promotes = to.rank() == (!pos.turn()).back_rank();
    let fits = match promotion {
        None => !promotes,
        Some(Role::Queen | Role::Rook | Role::Bishop | Role::Knight) => promotes,
        Some(_) => false,
    };
    (fits && !ep_mark && (!capture || occupied.contains(to))).then_some(Move::Normal {
        from,
        to,
        promotion,
    })
}

/// Of `pieces` (of `role`, each able to go to `to` if its king's safety is left aside), the
/// one whose move leaves its king safe; `None` when there is none or more than one.
#[inline(always)]
fn the_mover(pos: &Position, role: Role, pieces: Bitboard, to: Square) -> Option<Square> {
    // Mostly one piece can go there at all: its move alone is checked.
    match pieces.single() {
        Some(from) => pos.leaves_king_safe(role, from, to).then_some(from),
        None => pos.legal_movers(role, pieces, to).single(),
    }
}

/// Why no legal move fits the text (a move that [`find`] does not find).
#[cold]
pub(super) fn why_not(pos: &Position, parsed: &Parsed, text: &str) -> IllegalSanError {
    let whole = 0..text.len();
    let err = |span, reason| IllegalSanError::new(text, span, reason);
    let us = pos.turn();
    let board = pos.board();
    let (role, file, rank, capture, to, promotion) = match parsed.plus.san {
        San::Castle(side) => {
            return match pos.castling_move(side) {
                Some(_) => err(
                    parsed.ep.clone().unwrap_or(whole),
                    IllegalSanReason::NotEnPassant,
                ),
                None => err(whole, castling(pos, side).into()),
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
    let candidates = pos.legal_movers(role, pseudo, to);

    if candidates.more_than_one() {
        return err(
            whole,
            IllegalSanReason::Ambiguous {
                role,
                candidates: candidates.into_iter().collect(),
                to,
            },
        );
    }
    if let Some(from) = candidates.single() {
        // The piece is found: something else the text says is wrong.
        if let Some(promoted) = promotion
            && !matches!(
                promoted,
                Role::Queen | Role::Rook | Role::Bishop | Role::Knight
            )
        {
            return err(
                whole,
                IllegalReason::PromotionRole { role: promoted }.into(),
            );
        }
        let promotes = role == Role::Pawn && to.rank() == (!us).back_rank();
        match (promotes, promotion) {
            (true, None) => return err(whole, IllegalReason::MissingPromotion { to }.into()),
            (false, Some(_)) => {
                return err(
                    whole,
                    IllegalReason::UnexpectedPromotion { role, to }.into(),
                );
            }
            _ => {}
        }
        let is_ep = is_en_passant(role, from, to, board.occupied());
        if capture && !is_ep && board.piece_at(to).is_none() {
            return err(target, IllegalSanReason::CaptureOnEmpty { to });
        }
        // All that is left: an en passant mark on another move.
        return err(
            parsed.ep.clone().unwrap_or(whole),
            IllegalSanReason::NotEnPassant,
        );
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
        return err(
            target,
            IllegalSanReason::EnPassantLanding {
                from: mv.from(),
                taken,
                lands: ep,
            },
        );
    }
    if let Some(mark) = parsed.ep.clone() {
        return err(mark, IllegalSanReason::NotEnPassant);
    }
    if role == Role::Pawn
        && !capture
        && file.is_none_or(|f| f == to.file())
        && let Some(&mv) = moves
            .iter()
            .find(|mv| mv.to() == to && mv.from().file() != to.file() && is_pawn(pos, mv.from()))
    {
        return err(
            whole,
            IllegalSanReason::PushWhereCaptureFits {
                from: mv.from(),
                to,
            },
        );
    }
    let ep_target = role == Role::Pawn && ep == Some(to);
    if capture && board.piece_at(to).is_none() && !ep_target {
        return err(target, IllegalSanReason::CaptureOnEmpty { to });
    }
    let origin = Origin { file, rank };
    if let Some(from) = pseudo.first() {
        // The piece could go there but for its king's safety: the move layer says how.
        let reason = pos
            .why_illegal(from, to, promotion)
            .unwrap_or(IllegalReason::KingLeftInCheck { role, from, to });
        return err(whole, reason.into());
    }
    let ours = board.by_piece(Piece::new(us, role)) & written(file, rank);
    err(
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
    )
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

/// Why the side to move cannot castle on `side`, which it cannot now.
fn castling(pos: &Position, side: CastlingSide) -> IllegalReason {
    IllegalReason::Castling {
        color: pos.turn(),
        side,
        why: pos
            .why_not_castle(side)
            .unwrap_or(CastlingObstacle::NoRight),
    }
}
