//! Chess960 (Fischer Random) start positions by number, both ways, and Double Fischer Random.
//!
//! Scharnagl's numbering: for `n` in 0..=959, `n % 4` places the light-squared bishop (b, d, f,
//! h), `(n / 4) % 4` the dark-squared bishop (a, c, e, g), `(n / 16) % 6` the queen on the free
//! squares, `n / 96` one of ten knight pairs on the five squares left, and the last three squares
//! take rook, king, rook. 518 is the classical start.
//!
//! ```
//! use fenkit::{chess960, DialectKind};
//! let pos = chess960::start_position(518)?;
//! assert_eq!(pos.to_fen(DialectKind::Standard)?, fenkit::fen::STARTING_FEN);
//! let pos = chess960::start_position(0)?;
//! assert_eq!(pos.to_fen(DialectKind::Shredder)?, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
//! assert_eq!(chess960::identify(pos.setup()), Ok(0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingMode, CastlingSide};
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::setup::Setup;
use crate::square::{File, Square};

/// How many Chess960 start positions there are.
pub const COUNT: u16 = 960;

/// The number of the classical start position.
pub const CLASSICAL: u16 = 518;

/// The ten ways to place two knights on five free squares, in Scharnagl's order.
const KNIGHT_PAIRS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank of start position `n`, a-file first; `None` past 959.
///
/// ```
/// use fenkit::{chess960::back_rank, Role::*};
/// assert_eq!(back_rank(518), Some([Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook]));
/// assert_eq!(back_rank(960), None);
/// ```
#[must_use]
pub fn back_rank(n: u16) -> Option<[Role; 8]> {
    if n >= COUNT {
        return None;
    }
    let n = usize::from(n);
    let mut rank: [Option<Role>; 8] = [None; 8];
    rank[(n % 4) * 2 + 1] = Some(Role::Bishop);
    rank[((n / 4) % 4) * 2] = Some(Role::Bishop);
    let free = |rank: &[Option<Role>; 8]| -> Vec<usize> {
        (0..8).filter(|&i| rank[i].is_none()).collect()
    };
    let queen = free(&rank)[(n / 16) % 6];
    rank[queen] = Some(Role::Queen);
    let (a, b) = KNIGHT_PAIRS[n / 96];
    let left = free(&rank);
    rank[left[a]] = Some(Role::Knight);
    rank[left[b]] = Some(Role::Knight);
    for (square, role) in free(&rank)
        .into_iter()
        .zip([Role::Rook, Role::King, Role::Rook])
    {
        rank[square] = Some(role);
    }
    Some(rank.map(|role| role.unwrap_or(Role::Pawn)))
}

/// The number of a back rank, if it is one of the 960.
///
/// ```
/// use fenkit::{chess960::number, Role::*};
/// assert_eq!(number(&[Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook]), Some(518));
/// assert_eq!(number(&[Rook, Knight, Bishop, King, Queen, Bishop, Knight, Rook]), Some(534));
/// assert_eq!(number(&[King, Rook, Bishop, Queen, Rook, Bishop, Knight, Knight]), None); // king outside its rooks
/// assert_eq!(number(&[Rook, Knight, Bishop, Queen, King, Knight, Bishop, Rook]), None); // bishops on one colour
/// ```
#[must_use]
pub fn number(rank: &[Role; 8]) -> Option<u16> {
    let files = |role: Role| (0..8).filter(move |&i| rank[i] == role);
    let light = files(Role::Bishop).find(|i| i % 2 == 1)?;
    let dark = files(Role::Bishop).find(|i| i % 2 == 0)?;
    let before_bishops = |i: usize| usize::from(light < i) + usize::from(dark < i);
    let queen = files(Role::Queen).next()?;
    let queen_index = queen - before_bishops(queen);
    let left: Vec<usize> = (0..8)
        .filter(|&i| ![light, dark, queen].contains(&i))
        .collect();
    let knights: Vec<usize> = (0..5).filter(|&i| rank[left[i]] == Role::Knight).collect();
    let pair = KNIGHT_PAIRS.iter().position(|&p| knights == [p.0, p.1])?;
    let n = (pair * 6 + queen_index) * 16 + (dark / 2) * 4 + light / 2;
    let n = u16::try_from(n).ok()?;
    (back_rank(n).as_ref() == Some(rank)).then_some(n)
}

/// Start position `n` with all four castling rights, White to move, in Chess960 mode
/// ([`Position::castling_mode`]): castling is written king takes rook in UCI, even in the 18
/// starts whose king and rooks stand on e, a and h.
///
/// # Errors
/// [`Chess960Error::OutOfRange`] past 959.
pub fn start_position(n: u16) -> Result<Position, Chess960Error> {
    double_start_position(n, n)
}

/// A Double Fischer Random start: White's back rank from `white`, Black's from `black`, in
/// Chess960 mode.
///
/// ```
/// use fenkit::{chess960, DialectKind};
/// let pos = chess960::double_start_position(518, 0)?;
/// assert_eq!(pos.to_fen(DialectKind::Shredder)?, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAhf - 0 1");
/// assert_eq!(chess960::identify_double(pos.setup()), Ok((518, 0)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`Chess960Error::OutOfRange`] when either number is past 959.
pub fn double_start_position(white: u16, black: u16) -> Result<Position, Chess960Error> {
    let mut setup = Setup::from_board(Board::EMPTY);
    for (color, n) in [(Color::White, white), (Color::Black, black)] {
        let roles = back_rank(n).ok_or(Chess960Error::OutOfRange {
            number: u32::from(n),
        })?;
        let pawn_rank = color.pawn_rank();
        for (file, role) in File::ALL.into_iter().zip(roles) {
            setup.board.set(
                Square::from_coords(file, color.back_rank()),
                Piece::new(color, role),
            );
            setup.board.set(
                Square::from_coords(file, pawn_rank),
                Piece::new(color, Role::Pawn),
            );
        }
        let mut rooks = File::ALL
            .into_iter()
            .filter(|f| roles[f.index()] == Role::Rook);
        if let (Some(queen_side), Some(king_side)) = (rooks.next(), rooks.next()) {
            setup.castling.set(color, CastlingSide::Queen, queen_side);
            setup.castling.set(color, CastlingSide::King, king_side);
        }
    }
    let pos = Position::try_from(setup).expect("a Chess960 start position is legal");
    Ok(pos.with_castling_mode(CastlingMode::Chess960))
}

/// The number of a Chess960 start position: one of the 960 back ranks with Black mirroring
/// White, pawns on ranks 2 and 7 and nothing else, all four castling rights, White to move, no
/// en passant square. The clocks are not checked.
///
/// # Errors
/// [`Chess960Error`] saying what differs from a start position.
pub fn identify(setup: &Setup) -> Result<u16, Chess960Error> {
    let (white, black) = identify_double(setup)?;
    if white == black {
        Ok(white)
    } else {
        Err(Chess960Error::NotMirrored { white, black })
    }
}

/// The numbers of a Double Fischer Random start (White's, Black's): as [`identify`], but
/// Black's back rank may differ from White's.
///
/// # Errors
/// [`Chess960Error`] saying what differs from a start position.
pub fn identify_double(setup: &Setup) -> Result<(u16, u16), Chess960Error> {
    let white = side_number(&setup.board, Color::White)?;
    let black = side_number(&setup.board, Color::Black)?;
    let expected = double_start_position(white, black)?;
    if setup.castling != *expected.castling() {
        return Err(Chess960Error::Castling);
    }
    if setup.turn != Color::White {
        return Err(Chess960Error::BlackToMove);
    }
    if setup.ep_square.is_some() {
        return Err(Chess960Error::EnPassant);
    }
    Ok((white, black))
}

fn side_number(board: &Board, color: Color) -> Result<u16, Chess960Error> {
    let (back, pawns) = (color.back_rank(), color.pawn_rank());
    let home = Bitboard::from_rank(back) | Bitboard::from_rank(pawns);
    let pawn_rank = Bitboard::from_rank(pawns);
    let own = board.by_color(color);
    let pawns_ok = board.by_piece(Piece::new(color, Role::Pawn)) == pawn_rank;
    if own != home || !pawns_ok {
        return Err(Chess960Error::Placement { color });
    }
    let roles = File::ALL.map(|file| {
        board
            .piece_at(Square::from_coords(file, back))
            .map_or(Role::Pawn, |p| p.role)
    });
    number(&roles).ok_or(Chess960Error::NotAnArray { color })
}

/// Why a number or a position is not a Chess960 start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Chess960Error {
    /// A number past 959.
    #[error("{number} is not a Chess960 start position number, expected 0 to 959")]
    OutOfRange {
        /// The number given.
        number: u32,
    },
    /// Pieces away from the two home ranks, or pawns missing.
    #[error(
        "not a start position: {}'s pieces are not all on their home ranks with eight pawns in front",
        color.name()
    )]
    Placement {
        /// Whose pieces.
        color: Color,
    },
    /// A back rank that is not one of the 960 (bishops on one colour, king outside its rooks…).
    #[error(
        "not a Chess960 start position: {}'s back rank is not one of the 960 arrays (bishops on opposite colours, king between the rooks)",
        color.name()
    )]
    NotAnArray {
        /// Whose back rank.
        color: Color,
    },
    /// Black's back rank does not mirror White's.
    #[error(
        "Black's back rank (number {black}) does not mirror White's (number {white}): a Double Fischer Random start"
    )]
    NotMirrored {
        /// White's number.
        white: u16,
        /// Black's number.
        black: u16,
    },
    /// Not all four castling rights with the start rooks.
    #[error(
        "not a start position: a start position has all four castling rights, with the rooks it starts with"
    )]
    Castling,
    /// Black to move.
    #[error("not a start position: White moves first")]
    BlackToMove,
    /// An en passant square.
    #[error("not a start position: it has an en passant square")]
    EnPassant,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_round_trips() {
        for n in 0..COUNT {
            let rank = back_rank(n).unwrap();
            assert_eq!(number(&rank), Some(n));
            assert_eq!(identify(start_position(n).unwrap().setup()), Ok(n));
        }
    }

    #[test]
    fn the_960_back_ranks_are_distinct_and_legal() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..COUNT {
            let rank = back_rank(n).unwrap();
            assert!(seen.insert(rank));
            let at = |role| (0..8).filter(|&i| rank[i] == role).collect::<Vec<_>>();
            let (bishops, rooks, king) = (at(Role::Bishop), at(Role::Rook), at(Role::King)[0]);
            assert_ne!(
                bishops[0] % 2,
                bishops[1] % 2,
                "bishops on opposite colours in {n}"
            );
            assert!(
                rooks[0] < king && king < rooks[1],
                "king between the rooks in {n}"
            );
        }
    }

    #[test]
    fn known_numbers() {
        let name = |n| {
            back_rank(n)
                .unwrap()
                .map(|r| r.char().to_ascii_uppercase())
                .iter()
                .collect::<String>()
        };
        assert_eq!(name(0), "BBQNNRKR");
        assert_eq!(name(518), "RNBQKBNR");
        assert_eq!(name(959), "RKRNNQBB");
    }
}
