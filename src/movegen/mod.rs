//! Legal move generation: check and pin masks, evasions, en passant, castling from any files.
//!
//! The generator hands moves to a [`Sink`] in groups (one piece and its target squares, or all
//! pawns moving in one direction), so counting moves is a popcount and listing them is a loop.

mod sink;

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::CastlingSide;
use crate::moves::{Move, MoveList};
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::square::{File, Square};

use sink::{Counter, Lister, Movers};
pub(crate) use sink::{PROMOTIONS, Sink, back};

impl Position {
    /// Every legal move.
    ///
    /// ```
    /// use fenkit::Position;
    /// // Kiwipete: 48 legal moves, two of them castling.
    /// let pos: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse()?;
    /// let moves = pos.legal_moves();
    /// assert_eq!(moves.len(), 48);
    /// assert_eq!(moves.iter().filter(|mv| mv.castling_side().is_some()).count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = Lister(MoveList::new());
        generate(self, &mut list);
        list.0
    }

    /// How many legal moves there are, without listing them (faster than
    /// `legal_moves().len()`).
    ///
    /// ```
    /// use fenkit::Position;
    /// assert_eq!(Position::STARTING.legal_move_count(), 20);
    /// ```
    #[must_use]
    pub fn legal_move_count(&self) -> usize {
        let mut counter = Counter(0);
        generate(self, &mut counter);
        counter.0
    }

    /// Whether the side to move has a legal move: a king step to a square no piece of the
    /// other side attacks answers at once (as it does in most positions, in check or not);
    /// otherwise the moves are counted.
    pub(crate) fn has_legal_move(&self) -> bool {
        let board = self.board();
        let us = self.turn();
        if let Some(king) = board.king_of(us) {
            // The king's own square left empty: a slider's line through it still attacks.
            let occupied = board.occupied().without(king);
            let steps = attacks::king(king) & !board.by_color(us);
            if steps
                .into_iter()
                .any(|sq| !board.attacked_after(sq, !us, occupied, sq))
            {
                return true;
            }
        }
        self.legal_move_count() > 0
    }

    /// Whether a move is legal here.
    ///
    /// ```
    /// use fenkit::{Move, Position};
    /// // The knight on c3 is pinned to its king by the bishop on a5.
    /// let pos: Position = "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1".parse()?;
    /// let knight = |from: &str, to: &str| -> Result<Move, fenkit::ParseSquareError> {
    ///     Ok(Move::Normal { from: from.parse()?, to: to.parse()?, promotion: None })
    /// };
    /// assert!(pos.is_legal(knight("g1", "e2")?));
    /// assert!(!pos.is_legal(knight("c3", "e2")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        match mv {
            Move::Normal {
                from,
                to,
                promotion,
            } => self.is_legal_normal(from, to, promotion),
            Move::EnPassant { from, to } => self.is_legal_en_passant(from, to),
            Move::Castle { .. } => {
                mv.castling_side().and_then(|side| self.castling_move(side)) == Some(mv)
            }
        }
    }

    /// The castling move on `side`, when castling there is legal now.
    ///
    /// ```
    /// use fenkit::{CastlingSide, Position};
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
    /// assert_eq!(pos.castling_move(CastlingSide::King).map(|mv| mv.to().to_string()), Some("g1".to_owned()));
    /// let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1".parse()?;
    /// assert_eq!(pos.castling_move(CastlingSide::King), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn castling_move(&self, side: CastlingSide) -> Option<Move> {
        let us = self.turn();
        let board = self.board();
        let rook = self.castling().rook_square(us, side)?;
        let king = board.king_of(us)?;
        let free = !self.is_check() && castling_obstacle(board, us, king, rook, side).is_none();
        free.then_some(Move::Castle { king, rook })
    }

    /// Whether the pawn on `from` may take en passant, landing on `to`.
    fn is_legal_en_passant(&self, from: Square, to: Square) -> bool {
        let board = self.board();
        let us = self.turn();
        let pawn = board.by_piece(Piece::new(us, Role::Pawn)).contains(from);
        self.setup().ep_square == Some(to)
            && pawn
            && attacks::pawn(us, from).contains(to)
            && board
                .king_of(us)
                .is_some_and(|king| board.is_safe_ep_capture(us, king, from, to))
    }

    /// [`is_legal`](Self::is_legal) for a move that is neither castling nor en passant: the
    /// piece can make it, and afterwards no piece of the other side attacks the king.
    fn is_legal_normal(&self, from: Square, to: Square, promotion: Option<Role>) -> bool {
        let board = self.board();
        let us = self.turn();
        let Some(piece) = board.piece_at(from).filter(|piece| piece.color == us) else {
            return false;
        };
        if board.by_color(us).contains(to) {
            return false;
        }
        let occupied = board.occupied();
        let reaches = match piece.role {
            Role::Pawn => {
                let promotes = to.rank() == (!us).back_rank();
                let promotion_fits = match promotion {
                    None => !promotes,
                    Some(role) => promotes && !matches!(role, Role::Pawn | Role::King),
                };
                let step = from.offset(0, us.forward());
                let moves = if board.by_color(!us).contains(to) {
                    attacks::pawn(us, from).contains(to)
                } else {
                    step == Some(to)
                        || (from.rank() == us.pawn_rank()
                            && step.is_some_and(|one| {
                                !occupied.contains(one) && one.offset(0, us.forward()) == Some(to)
                            }))
                };
                promotion_fits && moves
            }
            Role::Knight => promotion.is_none() && attacks::knight(from).contains(to),
            Role::King => promotion.is_none() && attacks::king(from).contains(to),
            Role::Bishop | Role::Rook | Role::Queen => {
                promotion.is_none()
                    && attacks::slider_lines(piece.role, from).contains(to)
                    && (attacks::between(from, to) & occupied).is_empty()
            }
        };
        if !reaches {
            return false;
        }
        let king = match piece.role {
            Role::King => Some(to),
            _ => board.king_of(us),
        };
        let after = occupied.without(from).with(to);
        king.is_some_and(|king| !board.attacked_after(king, !us, after, to))
    }

    /// The pieces of the side to move of this role that have a legal move to `to`, castling
    /// aside: the candidates a move in algebraic notation (`Nbd2`) must tell apart.
    ///
    /// ```
    /// use fenkit::{Position, Role};
    /// // Both knights reach d2, but the one on f3 is pinned to its king by the rook on f8.
    /// let pos: Position = "4kr2/8/8/8/8/5N2/8/1N3K2 w - - 0 1".parse()?;
    /// let d2 = "d2".parse()?;
    /// let movers: Vec<String> = pos.movers(Role::Knight, d2).into_iter().map(|s| s.to_string()).collect();
    /// assert_eq!(movers, ["b1"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn movers(&self, role: Role, to: Square) -> Bitboard {
        let board = self.board();
        let mut movers = Movers {
            candidates: board.by_piece(Piece::new(self.turn(), role)),
            to,
            found: Bitboard::EMPTY,
        };
        generate(self, &mut movers);
        movers.found
    }

    /// The pieces of the side to move of this role that could move to `to` if their own
    /// king's safety did not count (castling aside): to tell a move that leaves the king in
    /// check from one the piece cannot make at all.
    #[inline(always)]
    pub(crate) fn pseudo_movers(&self, role: Role, to: Square) -> Bitboard {
        let board = self.board();
        let us = self.turn();
        let mine = board.by_color(us);
        if mine.contains(to) {
            return Bitboard::EMPTY;
        }
        if role != Role::Pawn {
            return board.reaching(role, to, mine);
        }
        let occupied = board.occupied();
        let ours = board.by_role(Role::Pawn) & mine;
        let ep = self
            .setup()
            .ep_square
            .map_or(Bitboard::EMPTY, Bitboard::from_square);
        let mut pawns = Bitboard::EMPTY;
        if (board.by_color(!us) | ep).contains(to) {
            pawns |= attacks::pawn(!us, to) & ours;
        }
        if !occupied.contains(to)
            && let Some(one) = to.offset(0, -us.forward())
        {
            pawns |= Bitboard::from_square(one) & ours;
            if !occupied.contains(one)
                && let Some(two) = one.offset(0, -us.forward())
                && two.rank() == us.pawn_rank()
            {
                pawns |= Bitboard::from_square(two) & ours;
            }
        }
        pawns
    }

    /// Of `pieces` (of `role`, each able to go to `to` if its king's safety is left aside),
    /// those whose move leaves their king safe: [`movers`](Self::movers) without generating
    /// moves, for the SAN reader and writer.
    #[inline]
    pub(crate) fn legal_movers(&self, role: Role, pieces: Bitboard, to: Square) -> Bitboard {
        pieces
            .into_iter()
            .filter(|&from| self.leaves_king_safe(role, from, to))
            .fold(Bitboard::EMPTY, Bitboard::with)
    }

    /// Whether the piece of `role` on `from`, able to go to `to` if its king's safety is left
    /// aside, leaves its king safe by going there: the move generator's test of one move,
    /// made alone (decision 0012 lists it with the test that keeps the two in step).
    #[inline(always)]
    pub(crate) fn leaves_king_safe(&self, role: Role, from: Square, to: Square) -> bool {
        let board = self.board();
        let us = self.turn();
        // A position has one king a side (one that breaks the rules after an unchecked move
        // may not: then any of them, or none, is looked at).
        let king = if role == Role::King {
            to
        } else {
            match board.by_piece(Piece::new(us, Role::King)).first() {
                Some(king) => king,
                None => return true,
            }
        };
        let occupied = board.occupied();
        let mut after = occupied.without(from).with(to);
        if is_en_passant(role, from, to, occupied) {
            after = after.without(Square::from_coords(to.file(), from.rank()));
        }
        !board.attacked_after(king, !us, after, to)
    }
}

/// Whether a piece of `role` going from `from` to `to` takes en passant: a pawn going aslant
/// to an empty square.
#[inline]
pub(crate) fn is_en_passant(role: Role, from: Square, to: Square, occupied: Bitboard) -> bool {
    role == Role::Pawn && from.file() != to.file() && !occupied.contains(to)
}

#[inline]
fn shift(bb: Bitboard, delta: i8) -> Bitboard {
    if delta > 0 {
        Bitboard(bb.0 << delta)
    } else {
        Bitboard(bb.0 >> -delta)
    }
}

/// Feeds every legal move of `pos` to `sink`.
pub(crate) fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let setup = pos.setup();
    let board = &setup.board;
    let us = setup.turn;
    let them = !us;
    let ours = board.by_color(us);
    let theirs = board.by_color(them);
    let occupied = ours | theirs;
    let Some(king) = (board.by_role(Role::King) & ours).first() else {
        return;
    };

    // The king never shields a square from a slider that attacks it.
    let without_king = occupied.without(king);
    let mut king_targets = Bitboard::EMPTY;
    for to in attacks::king(king) & !ours {
        if board.attackers(to, them, without_king).is_empty() {
            king_targets = king_targets.with(to);
        }
    }
    sink.piece(king, king_targets);

    let checkers = board.attackers(king, them, occupied);
    if checkers.more_than_one() {
        return;
    }
    // Where a piece other than the king may go: anywhere not our own, or, in check, onto the
    // checker or between it and the king.
    let target = match checkers.single() {
        Some(checker) => attacks::between(king, checker).with(checker),
        None => !ours,
    };
    let pinned = pinned(board, us, king, occupied);

    for from in board.by_role(Role::Knight) & ours & !pinned {
        sink.piece(from, attacks::knight(from) & target);
    }
    let sliders = [
        (
            Role::Bishop,
            attacks::bishop as fn(Square, Bitboard) -> Bitboard,
        ),
        (Role::Rook, attacks::rook),
        (Role::Queen, attacks::queen),
    ];
    for (role, attacks_of) in sliders {
        for from in board.by_role(role) & ours {
            let mut targets = attacks_of(from, occupied) & target;
            if pinned.contains(from) {
                targets &= attacks::line(king, from);
            }
            sink.piece(from, targets);
        }
    }

    pawn_moves(board, us, king, target, pinned, sink);

    if let Some(ep) = setup.ep_square {
        for from in attacks::pawn(them, ep) & board.by_role(Role::Pawn) & ours {
            if board.is_safe_ep_capture(us, king, from, ep) {
                sink.special(Move::EnPassant { from, to: ep });
            }
        }
    }

    if checkers.is_empty() {
        for side in CastlingSide::ALL {
            if let Some(rook) = setup.castling.rook_square(us, side)
                && castling_obstacle(board, us, king, rook, side).is_none()
            {
                sink.special(Move::Castle { king, rook });
            }
        }
    }
}

/// Our pieces that stand alone between our king and an enemy slider aiming at it.
fn pinned(board: &Board, us: Color, king: Square, occupied: Bitboard) -> Bitboard {
    let theirs = board.by_color(!us);
    let snipers = ((attacks::rook(king, Bitboard::EMPTY) & board.orthogonal())
        | (attacks::bishop(king, Bitboard::EMPTY) & board.diagonal()))
        & theirs;
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = attacks::between(king, sniper) & occupied;
        if !blockers.more_than_one() {
            pinned |= blockers & board.by_color(us);
        }
    }
    pinned
}

fn pawn_moves<S: Sink>(
    board: &Board,
    us: Color,
    king: Square,
    target: Bitboard,
    pinned: Bitboard,
    sink: &mut S,
) {
    // One step forward as a shift of the square index.
    let up = 8 * us.forward();
    // Where a pawn stands after one step from its start, free to step again: the rank our
    // double step leaves the en passant square on.
    let double_rank = Bitboard::from_rank((!us).ep_rank());
    let last_rank = Bitboard::from_rank((!us).back_rank());
    let empty = !board.occupied();
    let theirs = board.by_color(!us);
    let pawns = board.by_role(Role::Pawn) & board.by_color(us);

    let free = pawns & !pinned;
    let single = shift(free, up) & empty;
    let double = shift(single & double_rank, up) & empty & target;
    let single = single & target;
    sink.pawns(single & !last_rank, up);
    sink.promotions(single & last_rank, up);
    sink.pawns(double, 2 * up);
    for (edge, delta) in [(File::A, up - 1), (File::H, up + 1)] {
        let captures = shift(free & !Bitboard::from_file(edge), delta) & theirs & target;
        sink.pawns(captures & !last_rank, delta);
        sink.promotions(captures & last_rank, delta);
    }

    for from in pawns & pinned {
        let one = shift(Bitboard::from_square(from), up) & empty;
        let two = shift(one & double_rank, up) & empty;
        let captures = attacks::pawn(us, from) & theirs;
        let targets = (one | two | captures) & target & attacks::line(king, from);
        sink.piece(from, targets & !last_rank);
        sink.promotions_from(from, targets & last_rank);
    }
}

/// Why castling is not legal now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CastlingObstacle {
    /// The right to castle on that side is gone (or was never given).
    #[error("the right to castle on that side is lost")]
    NoRight,
    /// The king is in check.
    #[error("the king is in check")]
    InCheck,
    /// A piece stands where the king or the rook passes or lands.
    #[error("{square} is not empty")]
    Blocked {
        /// The first such square.
        square: Square,
    },
    /// The king stands in check, passes over or lands on an attacked square.
    #[error("the king would pass through or land on {square}, which is attacked")]
    Attacked {
        /// The first such square (the king's own square when in check).
        square: Square,
    },
}

/// What stops castling with the rook on `rook` now, if anything; assumes the right exists and
/// the king is not in check.
pub(crate) fn castling_obstacle(
    board: &Board,
    us: Color,
    king: Square,
    rook: Square,
    side: CastlingSide,
) -> Option<CastlingObstacle> {
    let rank = us.back_rank();
    let king_to = Square::from_coords(side.king_to(), rank);
    let rook_to = Square::from_coords(side.rook_to(), rank);
    let movers = Bitboard::from_square(king).with(rook);
    let king_path = attacks::between(king, king_to).with(king_to);
    let path = (king_path | attacks::between(rook, rook_to).with(rook_to)) & !movers;
    if let Some(square) = (path & board.occupied()).first() {
        return Some(CastlingObstacle::Blocked { square });
    }
    // Looked at without the king and the rook: the rook leaving can open a line onto the
    // king's destination (a king on f1 castling with a rook on g1 next to an enemy rook on h1).
    let occupied = board.occupied() & !movers;
    king_path
        .into_iter()
        .find(|&sq| board.attackers(sq, !us, occupied).any())
        .map(|square| CastlingObstacle::Attacked { square })
}

#[cfg(test)]
mod tests;
