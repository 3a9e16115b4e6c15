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
/// The board keeps six bitboards (pawns, knights, the pieces that move along ranks and files,
/// those that move along diagonals, White's pieces, every piece: the rest follows from them)
/// and a table from square to piece (one byte a square); the methods keep them in step, so they
/// always agree.
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
    // Six bitboards, not eight: decisions 0004 and 0012 (a `Position` copied inline).
    pawns: Bitboard,
    knights: Bitboard,
    /// Rooks and queens.
    orthogonal: Bitboard,
    /// Bishops and queens.
    diagonal: Bitboard,
    white: Bitboard,
    occupied: Bitboard,
    squares: [u8; 64],
}

/// For each role (in `Role` order), all ones or zeros for the pawn, knight, orthogonal and
/// diagonal bitboards: which of them a piece of that role is on. A king is on none of them.
const ROLE_BOARDS: [[u64; 4]; 6] = [
    [!0, 0, 0, 0],  // pawn
    [0, !0, 0, 0],  // knight
    [0, 0, 0, !0],  // bishop
    [0, 0, !0, 0],  // rook
    [0, 0, !0, !0], // queen
    [0, 0, 0, 0],   // king
];

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
        pawns: Bitboard::EMPTY,
        knights: Bitboard::EMPTY,
        orthogonal: Bitboard::EMPTY,
        diagonal: Bitboard::EMPTY,
        white: Bitboard::EMPTY,
        occupied: Bitboard::EMPTY,
        squares: [0; 64],
    };

    /// The standard starting placement.
    pub const STARTING: Board = starting_board();

    const fn with(mut self, file: File, rank: Rank, color: Color, role: Role) -> Board {
        let sq = Square::from_coords(file, rank);
        self.add(sq, Piece::new(color, role));
        self
    }

    /// Puts a piece on an empty square in every view.
    #[inline]
    const fn add(&mut self, sq: Square, piece: Piece) {
        let bit = Bitboard::from_square(sq).0;
        let [pawn, knight, orthogonal, diagonal] = ROLE_BOARDS[piece.role as usize];
        self.pawns.0 |= bit & pawn;
        self.knights.0 |= bit & knight;
        self.orthogonal.0 |= bit & orthogonal;
        self.diagonal.0 |= bit & diagonal;
        if let Color::White = piece.color {
            self.white.0 |= bit;
        }
        self.occupied.0 |= bit;
        self.squares[sq.index()] = piece_code(piece);
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
        self.add(sq, piece);
    }

    /// Puts a piece on a square known to be empty (the FEN reader fills each square once; move
    /// making empties the destination first).
    pub(crate) fn put_on_empty(&mut self, sq: Square, piece: Piece) {
        self.add(sq, piece);
    }

    /// Empties `from` and puts `piece` on `to`, replacing what stood there: a move, in one
    /// pass over the bitboards.
    ///
    /// Both squares leave every bitboard and `to` joins those of `piece`, so each bitboard is
    /// read and written once, where emptying the two squares and filling one in turn read and
    /// wrote each of them three times.
    #[inline]
    pub(crate) fn move_piece(&mut self, from: Square, to: Square, piece: Piece) {
        let to_bit = Bitboard::from_square(to).0;
        let keep = !(Bitboard::from_square(from).0 | to_bit);
        let [pawn, knight, orthogonal, diagonal] = ROLE_BOARDS[piece.role as usize];
        self.pawns.0 = (self.pawns.0 & keep) | (to_bit & pawn);
        self.knights.0 = (self.knights.0 & keep) | (to_bit & knight);
        self.orthogonal.0 = (self.orthogonal.0 & keep) | (to_bit & orthogonal);
        self.diagonal.0 = (self.diagonal.0 & keep) | (to_bit & diagonal);
        let white = match piece.color {
            Color::White => to_bit,
            Color::Black => 0,
        };
        self.white.0 = (self.white.0 & keep) | white;
        self.occupied.0 = (self.occupied.0 & keep) | to_bit;
        self.squares[from.index()] = 0;
        self.squares[to.index()] = piece_code(piece);
    }

    /// Sets the board from one code per square as [`piece_code`] gives them, in the order of
    /// a FEN placement: a8 to h8, a7 to h7, and on to h1.
    pub(crate) fn set_piece_codes(&mut self, codes: &[u8; 64]) {
        // The squares rank 1 first, then one set per bit of their codes (taken from the
        // squares, not from the codes in FEN order: turning sets around cost more). In the
        // letters' low bits (P 10000, N 01110, B 00010, R 10010, Q 10001, K 01011) every role
        // has bit 1 or bit 4, and each role is told apart by two or three of bits 0, 1, 3 and
        // 4; bit 5 is Black.
        for (rank, chunk) in codes.chunks_exact(8).rev().enumerate() {
            self.squares[rank * 8..rank * 8 + 8].copy_from_slice(chunk);
        }
        let [b0, b1, _, b3, b4, b5, _, _] = scan::bit_planes(&self.squares);
        let occupied = b1 | b4;
        self.occupied = Bitboard(occupied);
        self.white = Bitboard(occupied & !b5);
        self.pawns = Bitboard(b4 & !b1 & !b0);
        self.knights = Bitboard(b3 & !b0);
        // Rooks (b4 and b1) and queens (b4 and b0); bishops (b1 without b4 or b3) and queens.
        self.orthogonal = Bitboard(b4 & (b1 | b0));
        self.diagonal = Bitboard((b1 & !b4 & !b3) | (b4 & b0));
    }

    /// Empties a square and returns what stood there.
    pub fn clear(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.squares[sq.index()] = 0;
        let mask = !Bitboard::from_square(sq);
        for board in [
            &mut self.pawns,
            &mut self.knights,
            &mut self.orthogonal,
            &mut self.diagonal,
            &mut self.white,
            &mut self.occupied,
        ] {
            *board &= mask;
        }
        Some(piece)
    }

    /// Every occupied square.
    #[must_use]
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// The squares of one colour's pieces.
    #[must_use]
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        match color {
            Color::White => self.white,
            Color::Black => self.occupied & !self.white,
        }
    }

    /// The squares of one role's pieces, of both colours.
    #[must_use]
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        match role {
            Role::Pawn => self.pawns,
            Role::Knight => self.knights,
            Role::Bishop => self.diagonal & !self.orthogonal,
            Role::Rook => self.orthogonal & !self.diagonal,
            Role::Queen => self.orthogonal & self.diagonal,
            Role::King => {
                self.occupied & !(self.pawns | self.knights | self.orthogonal | self.diagonal)
            }
        }
    }

    /// Rooks and queens of both colours: the pieces that move along ranks and files.
    #[must_use]
    #[inline]
    pub(crate) fn orthogonal(&self) -> Bitboard {
        self.orthogonal
    }

    /// Bishops and queens of both colours: the pieces that move along diagonals.
    #[must_use]
    #[inline]
    pub(crate) fn diagonal(&self) -> Bitboard {
        self.diagonal
    }

    /// The squares of one piece (colour and role).
    #[must_use]
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    /// The square of this colour's king when there is exactly one.
    #[must_use]
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::King)).single()
    }

    /// The pieces of `attacker` that attack `sq`, with `occupied` as the blocking squares.
    #[must_use]
    pub fn attackers(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let (rooks_queens, bishops_queens) = (self.orthogonal, self.diagonal);
        let attackers = (attacks::rook(sq, occupied) & rooks_queens)
            | (attacks::bishop(sq, occupied) & bishops_queens)
            | (attacks::knight(sq) & self.by_role(Role::Knight))
            | (attacks::king(sq) & self.by_role(Role::King))
            | (attacks::pawn(!attacker, sq) & self.by_role(Role::Pawn));
        attackers & self.by_color(attacker) & occupied
    }

    /// Whether a piece of `attacker` attacks `sq` after a move: `occupied` is the board's
    /// occupancy after it, and `landed` the square the moving piece went to, so that a piece
    /// of `attacker` taken there attacks no more.
    ///
    /// [`attackers`](Self::attackers) answered sooner: knights, kings and pawns first, then
    /// the sliders on lines through `sq`, each looked at alone.
    #[inline]
    pub(crate) fn attacked_after(
        &self,
        sq: Square,
        attacker: Color,
        occupied: Bitboard,
        landed: Square,
    ) -> bool {
        let pieces = self.by_color(attacker) & occupied.without(landed);
        let steppers = (attacks::knight(sq) & self.by_role(Role::Knight))
            | (attacks::king(sq) & self.by_role(Role::King))
            | (attacks::pawn(!attacker, sq) & self.by_role(Role::Pawn));
        if (steppers & pieces).any() {
            return true;
        }
        let sliders = (attacks::rook_lines(sq) & self.orthogonal)
            | (attacks::bishop_lines(sq) & self.diagonal);
        attacks::unblocked(sq, sliders & pieces, occupied).any()
    }

    /// Of the pieces of `role` on `among`, those that could go to `to` on this board, their
    /// king's safety aside (no pawn: a pawn's moves depend on its side and on what stands on
    /// `to`, see `Position::pseudo_movers`).
    ///
    /// The pieces of the role that see `to` on an empty board, then those with nothing
    /// between (a knight or king has no square between).
    // No branch on the role: decision 0012.
    #[inline(always)]
    pub(crate) fn reaching(&self, role: Role, to: Square, among: Bitboard) -> Bitboard {
        let seen = attacks::reach(role, to) & self.of_role(role) & among;
        attacks::unblocked(to, seen, self.occupied)
    }

    /// [`by_role`](Self::by_role) with no branch on the role: the squares on exactly the
    /// bitboards [`ROLE_BOARDS`] names for it.
    #[inline(always)]
    fn of_role(&self, role: Role) -> Bitboard {
        let [pawn, knight, orthogonal, diagonal] = ROLE_BOARDS[role as usize];
        Bitboard(
            self.occupied.0
                & !(self.pawns.0 ^ pawn)
                & !(self.knights.0 ^ knight)
                & !(self.orthogonal.0 ^ orthogonal)
                & !(self.diagonal.0 ^ diagonal),
        )
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
        let (rooks, bishops) = (self.orthogonal, self.diagonal);
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
    use crate::setup::Setup;
    use quickcheck::QuickCheck;

    #[test]
    fn a_safe_king_has_no_checkers() {
        /// A king not attacked where it stands (as `position` asks it).
        fn is_safe_king(board: &Board, king: Square, color: Color) -> bool {
            !board.attacked_after(king, !color, board.occupied(), king)
        }
        fn agree(setup: Setup, king: Square, color: Color) -> bool {
            let board = setup.board;
            is_safe_king(&board, king, color) == board.checkers_of(king, color).is_empty()
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(Setup, Square, Color) -> bool);
        // A queen seen through an empty line, and behind a blocker.
        let board: Board = "4k3/8/8/8/8/8/8/q3K3".parse().unwrap();
        let e1 = Square::from_coords(File::E, Rank::First);
        assert!(!is_safe_king(&board, e1, Color::White));
        let board: Board = "4k3/8/8/8/8/8/8/q2PK3".parse().unwrap();
        assert!(is_safe_king(&board, e1, Color::White));
    }

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
    fn move_piece_is_emptying_both_squares_then_setting_one() {
        fn agree(setup: crate::Setup, from: Square, to: Square, piece: Piece) -> bool {
            let mut moved = setup.board;
            moved.move_piece(from, to, piece);
            let mut stepwise = setup.board;
            stepwise.clear(from);
            stepwise.set(to, piece);
            moved == stepwise
        }
        quickcheck::QuickCheck::new()
            .tests(2_000)
            .quickcheck(agree as fn(crate::Setup, Square, Square, Piece) -> bool);
    }

    #[test]
    fn reaching_agrees_with_the_attack_tables() {
        fn agree(setup: crate::Setup, to: Square, among: u64) -> bool {
            let (board, among) = (setup.board, Bitboard(among));
            Role::ALL.into_iter().all(|role| {
                let attackers = board
                    .by_role(role)
                    .into_iter()
                    .filter(|&sq| {
                        let piece = board.piece_at(sq).unwrap_or(Piece::new(Color::White, role));
                        attacks::attacks(role, piece.color, sq, board.occupied()).contains(to)
                    })
                    .fold(Bitboard::EMPTY, Bitboard::with);
                let expected = if role == Role::Pawn {
                    Bitboard::EMPTY
                } else {
                    attackers & among
                };
                board.of_role(role) == board.by_role(role)
                    && board.reaching(role, to, among) == expected
            })
        }
        quickcheck::QuickCheck::new()
            .tests(2_000)
            .quickcheck(agree as fn(crate::Setup, Square, u64) -> bool);
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
