//! Piece placement: bitboards for fast set operations, a square table for fast lookup. The
//! text of a placement (`rnbqkbnr/pppppppp/8/…`), read and written, is in `placement.rs`.

use core::fmt;

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::piece::{Color, Piece, Role};
use crate::scan;

pub(crate) mod placement;

pub use self::placement::{ParsePlacementError, PlacementErrorKind};
use crate::square::{File, Rank, Square};

/// Where the pieces stand, and nothing else.
///
/// The board keeps one bitboard per colour and per role, plus a table from square to piece (one
/// byte a square); the methods keep them in step, so they always agree.
///
/// ```
/// use fenkit::{Board, Color, Piece, Role};
/// let board = Board::STARTING;
/// assert_eq!(board.piece_at("e1".parse()?), Some(Piece::new(Color::White, Role::King)));
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
/// assert_eq!("8/8/8/8/8/8/8/K6k".parse::<Board>()?.occupied().count(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    squares: [u8; 64],
}

const fn starting_board() -> Board {
    let back = [
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::Queen,
        Role::King,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
    ];
    let mut board = Board::EMPTY;
    let mut f = 0;
    while f < 8 {
        let file = File::ALL[f];
        board = board
            .with(file, Rank::First, Color::White, back[f])
            .with(file, Rank::Second, Color::White, Role::Pawn)
            .with(file, Rank::Seventh, Color::Black, Role::Pawn)
            .with(file, Rank::Eighth, Color::Black, back[f]);
        f += 1;
    }
    board
}

impl Board {
    /// The board with no pieces.
    pub const EMPTY: Board = Board {
        by_role: [Bitboard::EMPTY; 6],
        by_color: [Bitboard::EMPTY; 2],
        squares: [0; 64],
    };

    /// The standard starting placement.
    pub const STARTING: Board = starting_board();

    const fn with(mut self, file: File, rank: Rank, color: Color, role: Role) -> Board {
        let sq = Square::from_coords(file, rank);
        self.by_role[role as usize] = self.by_role[role as usize].with(sq);
        self.by_color[color as usize] = self.by_color[color as usize].with(sq);
        self.squares[sq.index()] = piece_code(Piece::new(color, role));
        self
    }

    /// The piece on a square, if any.
    #[must_use]
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        PIECES_BY_CODE[usize::from(self.squares[sq.index()] & 63)]
    }

    /// Puts a piece on a square, replacing what stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        self.by_role[piece.role.index()] |= Bitboard::from_square(sq);
        self.by_color[piece.color.index()] |= Bitboard::from_square(sq);
        self.squares[sq.index()] = piece_code(piece);
    }

    /// Puts a piece on a square known to be empty (the FEN reader fills each square once; move
    /// making empties the destination first).
    pub(crate) fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role.index()] |= Bitboard::from_square(sq);
        self.by_color[piece.color.index()] |= Bitboard::from_square(sq);
        self.squares[sq.index()] = piece_code(piece);
    }

    /// Sets the board from one code per square as [`piece_code`] gives them, in the order of
    /// a FEN placement: a8 to h8, a7 to h7, and on to h1.
    pub(crate) fn set_piece_codes(&mut self, codes: &[u8; 64]) {
        // One set per bit of the codes (rank 8 first, so swapped to rank 1 first). In the
        // letters' low bits (P 10000, N 01110, B 00010, R 10010, Q 10001, K 01011) every role
        // has bit 1 or bit 4, and each role is told apart by two or three of bits 0, 1, 3 and
        // 4; bit 5 is Black.
        let [b0, b1, _, b3, b4, b5, _, _] = scan::bit_planes(codes).map(u64::swap_bytes);
        for (rank, chunk) in codes.chunks_exact(8).rev().enumerate() {
            self.squares[rank * 8..rank * 8 + 8].copy_from_slice(chunk);
        }
        let occupied = b1 | b4;
        self.by_color = [Bitboard(occupied & !b5), Bitboard(occupied & b5)];
        self.by_role = [
            b4 & !b1 & !b0, // pawn
            b3 & !b0,       // knight
            b1 & !b4 & !b3, // bishop
            b4 & b1,        // rook
            b4 & b0,        // queen
            b3 & b0,        // king
        ]
        .map(Bitboard);
    }

    /// Empties a square and returns what stood there.
    pub fn clear(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.squares[sq.index()] = 0;
        let mask = !Bitboard::from_square(sq);
        self.by_role[piece.role.index()] &= mask;
        self.by_color[piece.color.index()] &= mask;
        Some(piece)
    }

    /// Every occupied square.
    #[must_use]
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of one colour's pieces.
    #[must_use]
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of one role's pieces, of both colours.
    #[must_use]
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of one piece (colour and role).
    #[must_use]
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    /// The square of this colour's king when there is exactly one.
    #[must_use]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::King)).single()
    }

    /// The pieces of `attacker` that attack `sq`, with `occupied` as the blocking squares.
    #[must_use]
    pub fn attackers(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let rooks_queens = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let bishops_queens = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let attackers = (attacks::rook(sq, occupied) & rooks_queens)
            | (attacks::bishop(sq, occupied) & bishops_queens)
            | (attacks::knight(sq) & self.by_role(Role::Knight))
            | (attacks::king(sq) & self.by_role(Role::King))
            | (attacks::pawn(!attacker, sq) & self.by_role(Role::Pawn));
        attackers & self.by_color(attacker) & occupied
    }

    /// The pieces giving check to the king of `color` (empty when it has no single king).
    ///
    /// The same as [`attackers`](Self::attackers) of the king, found without the large slider
    /// tables: a slider checks when it is the first piece on one of its lines from the king.
    #[must_use]
    pub fn checkers(&self, color: Color) -> Bitboard {
        match self.king_of(color) {
            Some(king) => self.checkers_of(king, color),
            None => Bitboard::EMPTY,
        }
    }

    /// [`checkers`](Self::checkers) of a king already found on `king`.
    pub(crate) fn checkers_of(&self, king: Square, color: Color) -> Bitboard {
        let them = self.by_color(!color);
        let queens = self.by_role(Role::Queen);
        let rooks = self.by_role(Role::Rook) | queens;
        let bishops = self.by_role(Role::Bishop) | queens;
        // Most kings have no slider of the other side on their lines at all.
        let snipers = (attacks::rook_lines(king) & rooks) | (attacks::bishop_lines(king) & bishops);
        let sliders = if (snipers & them).is_empty() {
            Bitboard::EMPTY
        } else {
            let (rook_lines, bishop_lines) = attacks::nearest(king, self.occupied());
            (rook_lines & rooks) | (bishop_lines & bishops)
        };
        let steppers = (attacks::knight(king) & self.by_role(Role::Knight))
            | (attacks::king(king) & self.by_role(Role::King))
            | (attacks::pawn(color, king) & self.by_role(Role::Pawn));
        (sliders | steppers) & them
    }

    /// Whether the pawn of `us` on `from` may take en passant on `ep` without leaving the king
    /// of `us` on `king` in check: the whole board after the capture is looked at, so captures
    /// that open a rank between the king and a rook or queen are caught.
    pub(crate) fn is_safe_ep_capture(
        &self,
        us: Color,
        king: Square,
        from: Square,
        ep: Square,
    ) -> bool {
        let captured = Square::from_coords(ep.file(), from.rank());
        let occupied = self.occupied().without(from).without(captured).with(ep);
        self.attackers(king, !us, occupied).is_empty()
    }
}

/// The code of a piece in the square table: its FEN letter without bit 6 (`P` 0x10, `p`
/// 0x30), so that adding bit 6 back gives the letter; 0 is an empty square.
pub(crate) const fn piece_code(piece: Piece) -> u8 {
    let uppercase = piece.role.char() as u8 - b'a' + b'A';
    (uppercase & 0x1f) | (piece.color as u8) << 5
}

const PIECES_BY_CODE: [Option<Piece>; 64] = {
    let mut table = [None; 64];
    let mut i = 0;
    while i < 12 {
        let piece = Piece::new(Color::ALL[i / 6], Role::ALL[i % 6]);
        table[piece_code(piece) as usize] = Some(piece);
        i += 1;
    }
    table
};

impl Default for Board {
    fn default() -> Board {
        Board::EMPTY
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = [0u8; 80];
        let len = self.placement_bytes(&mut text);
        f.write_str(core::str::from_utf8(&text[..len]).unwrap_or_default())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_and_clear_keep_every_view_in_step() {
        let mut board = Board::STARTING;
        let e2: Square = "e2".parse().unwrap();
        let e4: Square = "e4".parse().unwrap();
        let pawn = board.clear(e2).unwrap();
        board.set(e4, pawn);
        assert_eq!(
            board.to_string(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
        );
        assert_eq!(board.by_piece(pawn).count(), 8);
        assert!(board.by_piece(pawn).contains(e4));
        assert!(!board.occupied().contains(e2));
    }

    #[test]
    fn finds_checkers() {
        let board: Board = "4k3/8/8/8/8/8/4r2q/4K3".parse().unwrap();
        let checkers: Vec<String> = board
            .checkers(Color::White)
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(checkers, ["e2"]);
        assert!(board.checkers(Color::Black).is_empty());
    }
}
