//! Where generated moves go: a counter (perft leaves) or a list.

use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::piece::Role;
use crate::square::Square;

/// Receives legal moves in groups.
pub(crate) trait Sink {
    /// One piece moving from `from` to each of `targets`, never promoting.
    fn piece(&mut self, from: Square, targets: Bitboard);
    /// One pawn moving from `from` to each of `targets` on the last rank, promoting.
    fn promotions_from(&mut self, from: Square, targets: Bitboard);
    /// Pawns arriving on each of `targets` from `delta` squares back (by index), not promoting.
    fn pawns(&mut self, targets: Bitboard, delta: i8);
    /// Pawns arriving on each of `targets` from `delta` squares back, promoting.
    fn promotions(&mut self, targets: Bitboard, delta: i8);
    /// An en passant capture or a castling move.
    fn special(&mut self, mv: Move);
}

/// Counts moves (each promotion counts four times: queen, rook, bishop, knight).
pub(crate) struct Counter(pub(crate) usize);

impl Sink for Counter {
    #[inline]
    fn piece(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn promotions_from(&mut self, _from: Square, targets: Bitboard) {
        self.0 += 4 * targets.count() as usize;
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, _delta: i8) {
        self.0 += targets.count() as usize;
    }

    #[inline]
    fn promotions(&mut self, targets: Bitboard, _delta: i8) {
        self.0 += 4 * targets.count() as usize;
    }

    #[inline]
    fn special(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

/// Lists moves.
pub(crate) struct Lister(pub(crate) MoveList);

/// Promotion pieces, in the order moves are listed.
pub(crate) const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// The square `delta` steps back from `to` (the generator only asks for squares on the board).
#[inline]
pub(crate) fn back(to: Square, delta: i8) -> Square {
    Square::new((to.index() as i8 - delta) as u8).expect("origin square on the board")
}

impl Lister {
    #[inline]
    fn promote(&mut self, from: Square, to: Square) {
        for role in PROMOTIONS {
            self.0.push(Move::Normal {
                from,
                to,
                promotion: Some(role),
            });
        }
    }
}

impl Sink for Lister {
    #[inline]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.0.push(Move::Normal {
                from,
                to,
                promotion: None,
            });
        }
    }

    #[inline]
    fn promotions_from(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.promote(from, to);
        }
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, delta: i8) {
        for to in targets {
            self.0.push(Move::Normal {
                from: back(to, delta),
                to,
                promotion: None,
            });
        }
    }

    #[inline]
    fn promotions(&mut self, targets: Bitboard, delta: i8) {
        for to in targets {
            self.promote(back(to, delta), to);
        }
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        self.0.push(mv);
    }
}

/// Finds which of some pieces have a move to one square (castling aside).
pub(crate) struct Movers {
    /// The pieces asked about.
    pub(crate) candidates: Bitboard,
    /// The square they should reach.
    pub(crate) to: Square,
    /// Those found so far.
    pub(crate) found: Bitboard,
}

impl Movers {
    #[inline]
    fn arrive(&mut self, from: Square, targets: Bitboard) {
        if targets.contains(self.to) && self.candidates.contains(from) {
            self.found = self.found.with(from);
        }
    }
}

impl Sink for Movers {
    #[inline]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        self.arrive(from, targets);
    }

    #[inline]
    fn promotions_from(&mut self, from: Square, targets: Bitboard) {
        self.arrive(from, targets);
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, delta: i8) {
        if targets.contains(self.to) {
            self.arrive(back(self.to, delta), targets);
        }
    }

    #[inline]
    fn promotions(&mut self, targets: Bitboard, delta: i8) {
        self.pawns(targets, delta);
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        if let Move::EnPassant { from, to } = mv {
            self.arrive(from, Bitboard::from_square(to));
        }
    }
}
