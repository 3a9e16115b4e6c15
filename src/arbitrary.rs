//! `quickcheck::Arbitrary` for the model, for property tests (feature `quickcheck`).
//!
//! - The vocabulary types pick from their variant lists and shrink towards the first variant.
//! - [`Setup`] is generated freely within what FEN text can say: any pieces anywhere, up to two
//!   castling rights per colour that resolve to a rook beside a king on the back rank, an en
//!   passant square on rank 6 (White to move) or rank 3 (Black to move), small clocks. It drives
//!   parser and writer properties.
//! - [`Position`] is legal by construction: it starts from the standard start, a Chess960 start,
//!   a Double Fischer Random start or a few hand-picked positions (inner castling rooks, en
//!   passant squares that a pin makes illegal to use), then applies random edits, keeping each
//!   edit only if the result is still legal. It shrinks through the validator too, so every
//!   shrunk value is legal.

use core::num::NonZeroU32;

use quickcheck::{Arbitrary, Gen};

use crate::board::Board;
use crate::castling::{CastlingRights, CastlingSide, back_rank_rooks};
use crate::chess960;
use crate::dialect::DialectKind;
use crate::en_passant::EpPolicy;
use crate::lang::Lang;
use crate::notation::MoveNotation;
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

/// Picks one of `all`.
fn pick<T: Copy>(g: &mut Gen, all: &[T]) -> T {
    *g.choose(all).expect("a vocabulary is never empty")
}

/// A number below `n` (`n` > 0).
fn below(g: &mut Gen, n: usize) -> usize {
    usize::arbitrary(g) % n
}

/// The variants before `value`: shrinking goes towards the first variant.
fn earlier<T: Copy + PartialEq + 'static>(
    all: &'static [T],
    value: T,
) -> Box<dyn Iterator<Item = T>> {
    Box::new(all.iter().copied().take_while(move |&v| v != value))
}

macro_rules! arbitrary_vocabulary {
    ($($ty:ty),* $(,)?) => {$(
        impl Arbitrary for $ty {
            fn arbitrary(g: &mut Gen) -> $ty {
                pick(g, <$ty as strum::VariantArray>::VARIANTS)
            }

            fn shrink(&self) -> Box<dyn Iterator<Item = $ty>> {
                earlier(<$ty as strum::VariantArray>::VARIANTS, *self)
            }
        }
    )*};
}

arbitrary_vocabulary!(
    File,
    Rank,
    Color,
    Role,
    CastlingSide,
    DialectKind,
    EpPolicy,
    Lang,
    MoveNotation,
);

impl Arbitrary for Square {
    fn arbitrary(g: &mut Gen) -> Square {
        Square::from_coords(File::arbitrary(g), Rank::arbitrary(g))
    }

    /// Towards a1.
    fn shrink(&self) -> Box<dyn Iterator<Item = Square>> {
        Box::new((self.index() as u8).shrink().filter_map(Square::new))
    }
}

impl Arbitrary for Piece {
    fn arbitrary(g: &mut Gen) -> Piece {
        Piece::new(Color::arbitrary(g), Role::arbitrary(g))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Piece>> {
        let color = self.color;
        let role = self.role;
        Box::new(
            color
                .shrink()
                .map(move |color| Piece::new(color, role))
                .chain(role.shrink().map(move |role| Piece::new(color, role))),
        )
    }
}

/// A halfmove clock: mostly small, sometimes the largest FEN allows.
fn halfmoves(g: &mut Gen) -> u32 {
    match below(g, 20) {
        0 => u32::MAX,
        _ => u32::from(u8::arbitrary(g)),
    }
}

/// A fullmove number: mostly small, sometimes the largest FEN allows.
fn fullmoves(g: &mut Gen) -> NonZeroU32 {
    match below(g, 20) {
        0 => NonZeroU32::MAX,
        _ => NonZeroU32::MIN.saturating_add(u32::from(u16::arbitrary(g) % 300)),
    }
}

/// A square on the rank the en passant square must be on with `turn` to move.
fn ep_square(turn: Color, file: File) -> Square {
    Square::from_coords(file, turn.ep_rank())
}

/// The rooks on `color`'s back rank on `side` of its king, a to h.
fn rooks_on_side(board: &Board, color: Color, side: CastlingSide) -> Vec<File> {
    match board.king_file(color) {
        Some(king) => back_rank_rooks(board, color)
            .filter(|&rook| CastlingSide::of(king, rook) == Some(side))
            .collect(),
        None => Vec::new(),
    }
}

/// Drops the rights the board no longer supports (a right needs a single king on the back rank
/// and a rook of its colour on the right side of it).
fn drop_unsupported_rights(setup: &mut Setup) {
    for (color, side, file) in setup.castling.iter().collect::<Vec<_>>() {
        if !rooks_on_side(&setup.board, color, side).contains(&file) {
            setup.castling.clear(color, side);
        }
    }
}

impl Arbitrary for Setup {
    fn arbitrary(g: &mut Gen) -> Setup {
        let mut board = Board::EMPTY;
        for color in Color::ALL {
            // Mostly one king on the back rank, so castling rights can resolve.
            let king = match below(g, 8) {
                0 => None,
                1 => Some(Square::arbitrary(g)),
                // Often on the e-file, so that standard FEN can say the rights.
                2..=4 => Some(Square::from_coords(File::E, color.back_rank())),
                _ => Some(Square::from_coords(File::arbitrary(g), color.back_rank())),
            };
            if let Some(king) = king {
                board.set(king, Piece::new(color, Role::King));
            }
            for _ in 0..below(g, 4) {
                let any = File::arbitrary(g);
                let file = pick(g, &[File::A, File::H, any]);
                let square = Square::from_coords(file, color.back_rank());
                if board.piece_at(square).is_none() {
                    board.set(square, Piece::new(color, Role::Rook));
                }
            }
        }
        for _ in 0..below(g, g.size().clamp(1, 40) + 1) {
            let square = Square::arbitrary(g);
            if board.piece_at(square).is_none() {
                board.set(square, Piece::arbitrary(g));
            }
        }
        let turn = Color::arbitrary(g);
        let mut castling = CastlingRights::NONE;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let rooks = rooks_on_side(&board, color, side);
                if !rooks.is_empty() && bool::arbitrary(g) {
                    castling.set(color, side, pick(g, &rooks));
                }
            }
        }
        let ep_square = (below(g, 3) == 0).then(|| ep_square(turn, File::arbitrary(g)));
        let mut setup = Setup::from_board(board);
        setup.turn = turn;
        setup.castling = castling;
        setup.ep_square = ep_square;
        setup.halfmoves = halfmoves(g);
        setup.fullmoves = fullmoves(g);
        setup
    }

    /// Clears the en passant square, zeroes the clocks, drops a right or removes a piece other
    /// than a king (with the rights that needed it).
    fn shrink(&self) -> Box<dyn Iterator<Item = Setup>> {
        let setup = self.clone();
        let mut simpler = Vec::new();
        if setup.ep_square.is_some() {
            simpler.push(Setup {
                ep_square: None,
                ..setup.clone()
            });
        }
        if setup.halfmoves != 0 || setup.fullmoves != NonZeroU32::MIN {
            simpler.push(Setup {
                halfmoves: 0,
                fullmoves: NonZeroU32::MIN,
                ..setup.clone()
            });
        }
        for (color, side, _) in setup.castling.iter() {
            let mut s = setup.clone();
            s.castling.clear(color, side);
            simpler.push(s);
        }
        let pieces = setup.board.occupied() & !setup.board.by_role(Role::King);
        let removals = pieces.into_iter().map(move |square| {
            let mut s = setup.clone();
            s.board.clear(square);
            drop_unsupported_rights(&mut s);
            s
        });
        Box::new(simpler.into_iter().chain(removals))
    }
}

/// Legal positions that random edits rarely reach, as starting points.
const SEEDS: [&str; 6] = [
    // Taking en passant would expose the black king along the fourth rank.
    "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
    // Taking en passant would expose the black king on the a1-h8 diagonal.
    "8/6B1/8/8/3pP3/8/8/k3K3 b - e3 0 1",
    // The d1 rook castles although the h1 rook is further out: X-FEN writes `DQ`.
    "4k3/8/8/8/8/8/8/1RKR3R w DB - 0 1",
    // Inner queen-side rooks on b1 and b8: X-FEN writes `KBkb`.
    "rr2k2r/pppppppp/8/8/8/8/PPPPPPPP/RR2K2R w KBkb - 0 1",
    // Black to move with partial Chess960 rights: X-FEN writes `Cq`.
    "rkr3r1/pppppppp/8/8/8/8/PPPPPPPP/RKR3R1 b Cq - 3 10",
    // White to move, en passant after ...d5 with a pawn ready to take.
    "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
];

/// One change to a position, kept only if the result is still legal.
#[derive(Debug, Clone, Copy)]
enum Edit {
    Put {
        square: Square,
        piece: Piece,
    },
    PutRook {
        color: Color,
        file: File,
    },
    Clear {
        square: Square,
    },
    ToggleRight {
        color: Color,
        side: CastlingSide,
        file: File,
    },
    DoubleStep {
        file: File,
    },
    PassTurn,
    /// The side to move plays its legal move number `index` (modulo their count).
    PlayLegal {
        index: usize,
    },
    Clocks {
        halfmoves: u32,
        fullmoves: NonZeroU32,
    },
}

impl Edit {
    fn arbitrary(g: &mut Gen) -> Edit {
        match below(g, 10) {
            0 | 1 => Edit::Put {
                square: Square::arbitrary(g),
                piece: Piece::arbitrary(g),
            },
            2 => Edit::PutRook {
                color: Color::arbitrary(g),
                file: File::arbitrary(g),
            },
            3 | 4 => Edit::Clear {
                square: Square::arbitrary(g),
            },
            5 => Edit::ToggleRight {
                color: Color::arbitrary(g),
                side: CastlingSide::arbitrary(g),
                file: File::arbitrary(g),
            },
            6 => Edit::DoubleStep {
                file: File::arbitrary(g),
            },
            7 => Edit::PassTurn,
            8 => Edit::PlayLegal {
                index: usize::arbitrary(g),
            },
            _ => Edit::Clocks {
                halfmoves: halfmoves(g),
                fullmoves: fullmoves(g),
            },
        }
    }

    fn apply(self, mut setup: Setup) -> Setup {
        match self {
            Edit::Put { square, piece } => setup.board.set(square, piece),
            Edit::PutRook { color, file } => setup.board.set(
                Square::from_coords(file, color.back_rank()),
                Piece::new(color, Role::Rook),
            ),
            Edit::Clear { square } => {
                setup.board.clear(square);
            }
            Edit::ToggleRight { color, side, file } => {
                if setup.castling.rook(color, side) == Some(file) {
                    setup.castling.clear(color, side);
                } else {
                    setup.castling.set(color, side, file);
                }
            }
            Edit::DoubleStep { file } => {
                // The side not to move has just pushed a pawn two squares on `file`.
                let mover = !setup.turn;
                let from = Square::from_coords(file, mover.pawn_rank());
                let over = Square::from_coords(file, setup.turn.ep_rank());
                setup.board.clear(from);
                setup.board.clear(over);
                setup.board.set(
                    over.offset(0, mover.forward()).unwrap_or(over),
                    Piece::new(mover, Role::Pawn),
                );
                setup.ep_square = Some(over);
            }
            Edit::PassTurn => {
                setup.turn = !setup.turn;
                setup.ep_square = None;
            }
            Edit::PlayLegal { index } => {
                if let Ok(pos) = Position::try_from(setup.clone()) {
                    let moves = pos.legal_moves();
                    if !moves.is_empty() {
                        return pos.play_unchecked(moves[index % moves.len()]).into_setup();
                    }
                }
            }
            Edit::Clocks {
                halfmoves,
                fullmoves,
            } => {
                setup.halfmoves = halfmoves;
                setup.fullmoves = fullmoves;
            }
        }
        setup
    }
}

/// A Chess960 start position number.
fn chess960_number(g: &mut Gen) -> u16 {
    u16::arbitrary(g) % chess960::COUNT
}

/// Where a generated position starts.
fn seed(g: &mut Gen) -> Position {
    let start = match below(g, 4) {
        0 => return Position::STARTING,
        1 => chess960::start_position(chess960_number(g)),
        2 => chess960::double_start_position(chess960_number(g), chess960_number(g)),
        _ => {
            return pick(g, &SEEDS)
                .parse()
                .expect("every hand-picked seed is legal");
        }
    };
    start.expect("numbers below 960 are start positions")
}

impl Arbitrary for Position {
    fn arbitrary(g: &mut Gen) -> Position {
        let mut position = seed(g);
        for _ in 0..below(g, g.size() + 1) {
            let edited = Edit::arbitrary(g).apply(position.setup().clone());
            if let Ok(legal) = Position::try_from(edited) {
                position = legal;
            }
        }
        position
    }

    /// The [`Setup`] shrinks, kept only where still legal.
    fn shrink(&self) -> Box<dyn Iterator<Item = Position>> {
        Box::new(
            self.setup()
                .shrink()
                .filter_map(|setup| Position::try_from(setup).ok()),
        )
    }
}

/// `bytes` with up to three of them changed to, or a byte inserted from, `noise`, or
/// removed.
#[cfg(test)]
pub(crate) fn mutated(mut bytes: Vec<u8>, noise: &[u8], g: &mut Gen) -> Vec<u8> {
    for _ in 0..u8::arbitrary(g) % 4 {
        let at = usize::arbitrary(g) % (bytes.len() + 1);
        let noise = *g.choose(noise).unwrap();
        match u8::arbitrary(g) % 3 {
            0 if at < bytes.len() => bytes[at] = noise,
            1 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => bytes.insert(at, noise),
        }
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seed_is_legal() {
        for fen in SEEDS {
            assert!(fen.parse::<Position>().is_ok(), "{fen}");
        }
    }

    #[test]
    fn shrunk_positions_stay_legal_and_get_smaller() {
        let mut g = Gen::new(50);
        for _ in 0..50 {
            let position = Position::arbitrary(&mut g);
            let pieces = position.board().occupied().count();
            for smaller in position.shrink() {
                assert!(Position::try_from(smaller.setup().clone()).is_ok());
                assert!(smaller.board().occupied().count() <= pieces);
                assert_ne!(smaller, position);
            }
        }
    }

    #[test]
    fn setups_say_only_what_fen_can_say() {
        let mut g = Gen::new(50);
        for _ in 0..200 {
            let setup = Setup::arbitrary(&mut g);
            for (color, side, file) in setup.castling.iter() {
                assert!(rooks_on_side(&setup.board, color, side).contains(&file));
            }
            if let Some(ep) = setup.ep_square {
                assert_eq!(ep, ep_square(setup.turn, ep.file()));
            }
        }
    }
}
