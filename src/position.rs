//! A legal position: a [`Setup`] that passed validation.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingMode, CastlingRights, CastlingSide};
use crate::en_passant::EpPolicy;
use crate::piece::{Color, Piece, Role};
use crate::scan;
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

/// A position that obeys the rules: one king each, no pawn on the first or last rank, the side
/// not to move not in check, castling rights with their king and rook, a possible en passant
/// square.
///
/// Equality (`==`, `Hash`) compares every FEN field: the placement, the side to move, the
/// castling rights by rook file, the en passant square as stored (set after every double step,
/// whether or not a pawn can take) and both clocks. So it is not FIDE's "same position" of the
/// repetition rule: for that, count with [`GameState`](crate::GameState); for an opening book,
/// compare [`Position::key`]. docs/positions.md compares the three. Equality also compares the
/// castling convention ([`CastlingMode`], which playing a move keeps): the same board in a
/// standard game and in a Chess960 game are different positions, since their castling moves
/// are written differently in UCI.
///
/// ```
/// use fenkit::{CastlingMode, Position, Setup};
/// let pos = Position::try_from(Setup::STARTING)?;
/// assert_eq!(pos.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// assert_eq!(pos, Position::STARTING);
/// assert_ne!(pos.with_castling_mode(CastlingMode::Chess960), Position::STARTING);
/// let pos: Position = "4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1".parse()?;
/// assert!(pos.is_chess960());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Position {
    /// The fields, and the castling convention (stored in the setup: see [`Setup`]).
    setup: Setup,
}

impl Position {
    /// The standard starting position.
    pub const STARTING: Position = Position {
        setup: Setup::STARTING,
    };

    /// Every field, as a [`Setup`].
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The fields, handed back.
    #[must_use]
    pub fn into_setup(self) -> Setup {
        self.setup
    }

    /// Where the pieces stand.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.setup.board
    }

    /// Whose move it is.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.setup.turn
    }

    /// Who may still castle, by rook file.
    #[must_use]
    pub fn castling(&self) -> &CastlingRights {
        &self.setup.castling
    }

    /// The en passant square as the policy sees it.
    #[must_use]
    pub fn ep_square(&self, policy: EpPolicy) -> Option<Square> {
        self.setup.ep_square_for(policy)
    }

    /// Half-moves since the last capture or pawn move.
    #[must_use]
    pub fn halfmoves(&self) -> u32 {
        self.setup.halfmoves
    }

    /// The full-move number.
    #[must_use]
    pub fn fullmoves(&self) -> u32 {
        self.setup.fullmoves.get()
    }

    /// The pieces giving check to the side to move.
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        self.setup.board.checkers(self.setup.turn)
    }

    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// The castling convention of the position's game (see [`CastlingMode`] for where it
    /// comes from).
    ///
    /// ```
    /// use fenkit::{CastlingMode, Position};
    /// let standard: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse()?;
    /// assert_eq!(standard.castling_mode(), CastlingMode::Standard);
    /// let shredder: Position = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1".parse()?;
    /// assert_eq!(shredder.castling_mode(), CastlingMode::Chess960);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn castling_mode(&self) -> CastlingMode {
        self.setup.mode
    }

    /// The position in a game of the castling convention `mode`: the caller's word, which wins
    /// over what the position was made from.
    ///
    /// ```
    /// use fenkit::{CastlingMode, Position};
    /// let pos = Position::STARTING.with_castling_mode(CastlingMode::Chess960);
    /// assert!(pos.is_chess960());
    /// assert_eq!(pos.setup(), Position::STARTING.setup());
    /// ```
    #[must_use]
    pub const fn with_castling_mode(mut self, mode: CastlingMode) -> Position {
        self.setup.mode = mode;
        self
    }

    /// Sets the castling convention in place (as [`with_castling_mode`](Self::with_castling_mode)).
    pub fn set_castling_mode(&mut self, mode: CastlingMode) {
        self.setup.mode = mode;
    }

    /// Whether the position is in a Chess960 game: its [`castling_mode`](Self::castling_mode)
    /// is [`CastlingMode::Chess960`].
    ///
    /// ```
    /// use fenkit::{Position, chess960};
    /// assert!(!Position::STARTING.is_chess960());
    /// assert!(chess960::start_position(518)?.is_chess960()); // the standard array, as number 518
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn is_chess960(&self) -> bool {
        matches!(self.setup.mode, CastlingMode::Chess960)
    }

    /// Wraps a setup the caller knows to be legal, in a game of castling convention `mode`.
    pub(crate) const fn from_setup_unchecked(mut setup: Setup, mode: CastlingMode) -> Position {
        setup.mode = mode;
        Position { setup }
    }

    /// The fields, to change in place by code that keeps the position legal (making a move).
    pub(crate) fn setup_mut(&mut self) -> &mut Setup {
        &mut self.setup
    }

    /// Checks a setup and collects every problem. The position's castling mode is Chess960
    /// when its castling rights need it (a king off the e-file or a castling rook off the a- and
    /// h-files), standard otherwise; [`with_castling_mode`](Self::with_castling_mode) says
    /// otherwise.
    ///
    /// # Errors
    /// [`IllegalSetupError`] listing every [`Problem`], with the setup handed back.
    #[inline]
    pub fn from_setup(setup: Setup) -> Result<Position, IllegalSetupError> {
        // Checked before it moves: the setup is copied once, into the result.
        let problems = problems(&setup);
        if problems.is_empty() {
            let mode = CastlingMode::of_rights(&setup.castling, &setup.board);
            return Ok(Position::from_setup_unchecked(setup, mode));
        }
        Err(IllegalSetupError::new(setup, problems))
    }
}

/// Equal when every FEN field is and the castling modes are.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.setup == other.setup && self.setup.mode == other.setup.mode
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.setup.hash(state);
        self.setup.mode.hash(state);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("setup", &self.setup)
            .field("castling_mode", &self.setup.mode)
            .finish()
    }
}

impl TryFrom<Setup> for Position {
    type Error = IllegalSetupError;

    #[inline]
    fn try_from(setup: Setup) -> Result<Position, IllegalSetupError> {
        Position::from_setup(setup)
    }
}

impl From<Position> for Setup {
    fn from(pos: Position) -> Setup {
        pos.setup
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::STARTING
    }
}

/// Every rule the setup breaks, in the order of the FEN fields.
pub(crate) fn problems(setup: &Setup) -> Vec<Problem> {
    problems_with(setup, Castling::Check)
}

/// [`problems`] of a setup the FEN reader has just read. The reader resolved every castling
/// right against the board (a single king on its back rank, a rook of its colour on that
/// side of it), so the castling rules hold already and are not checked again.
#[inline]
pub(crate) fn problems_of_read(setup: &Setup) -> Vec<Problem> {
    debug_assert_eq!(problems(setup), problems_with(setup, Castling::Resolved));
    if breaks_no_rule_plainly(setup) {
        return Vec::new();
    }
    problems_with(setup, Castling::Resolved)
}

/// The test that most positions pass at once: one king a side, neither in check, at most 8
/// pawns and 16 pieces a side, no pawn on a back rank, and an en passant square (if any) that
/// stands. When it holds, [`problems_with`] finds nothing but the castling rules (a property
/// test checks it); when it does not, that finds out what is wrong, or that nothing is (a check
/// one move can give).
#[inline]
fn breaks_no_rule_plainly(setup: &Setup) -> bool {
    let board = &setup.board;
    let (white, black) = (board.by_color(Color::White), board.by_color(Color::Black));
    let pawns = board.by_role(Role::Pawn);
    let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
    let (Some(white_king), Some(black_king)) =
        (board.king_of(Color::White), board.king_of(Color::Black))
    else {
        return false;
    };
    let [white_pawns, black_pawns] = scan::count_ones_2([(pawns & white).0, (pawns & black).0]);
    let [white_pieces, black_pieces] = scan::count_ones_2([white.0, black.0]);
    (pawns & back_ranks).is_empty()
        && white_pawns <= 8
        && black_pawns <= 8
        && white_pieces <= 16
        && black_pieces <= 16
        // Neither king attacked where it stands (`landed` on its own square: no piece taken).
        && !board.attacked_after(white_king, Color::Black, board.occupied(), white_king)
        && !board.attacked_after(black_king, Color::White, board.occupied(), black_king)
        && setup
            .ep_square
            .is_none_or(|square| en_passant_stands(setup, square))
}

/// Whether an en passant square breaks none of [`check_en_passant`]'s rules: on its rank,
/// empty, with a pawn of the side that just moved in front of it and the square behind empty.
#[inline]
fn en_passant_stands(setup: &Setup, square: Square) -> bool {
    let (board, mover) = (&setup.board, !setup.turn);
    let forward = mover.forward();
    square.rank() == setup.turn.ep_rank()
        && board.piece_at(square).is_none()
        && square
            .offset(0, forward)
            .is_some_and(|pawn| board.piece_at(pawn) == Some(Piece::new(mover, Role::Pawn)))
        && square
            .offset(0, -forward)
            .is_some_and(|origin| board.piece_at(origin).is_none())
}

/// Whether the castling rights still need checking against the board.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Castling {
    Check,
    Resolved,
}

fn problems_with(setup: &Setup, castling: Castling) -> Vec<Problem> {
    let mut problems = Vec::new();
    let kings = Color::ALL.map(|color| setup.board.king_of(color));
    check_material(&setup.board, &mut problems);
    check_checks(setup, kings, &mut problems);
    if castling == Castling::Check {
        check_castling(setup, kings, &mut problems);
    }
    check_en_passant(setup, &mut problems);
    problems
}

fn check_material(board: &Board, problems: &mut Vec<Problem>) {
    for color in Color::ALL {
        let kings = board.by_piece(Piece::new(color, Role::King));
        if kings.is_empty() {
            problems.push(Problem::NoKing { color });
        } else if kings.more_than_one() {
            let count = kings.count();
            problems.push(Problem::TooManyKings { color, count });
        }
        let pawns = board.by_piece(Piece::new(color, Role::Pawn)).count();
        if pawns > 8 {
            problems.push(Problem::TooManyPawns {
                color,
                count: pawns,
            });
        }
        let pieces = board.by_color(color).count();
        if pieces > 16 {
            problems.push(Problem::TooManyPieces {
                color,
                count: pieces,
            });
        }
    }
    let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
    for square in board.by_role(Role::Pawn) & back_ranks {
        problems.push(Problem::PawnOnBackRank { square });
    }
}

/// The check rules, with each side's king where [`Board::king_of`] finds it.
fn check_checks(setup: &Setup, kings: [Option<Square>; 2], problems: &mut Vec<Problem>) {
    let board = &setup.board;
    let [white, black] = [Color::White, Color::Black]
        .map(|color| kings[color.index()].map(|king| (king, board.checkers_of(king, color))));
    let (ours, theirs) = match setup.turn {
        Color::White => (white, black),
        Color::Black => (black, white),
    };
    if let Some((_, checkers)) = theirs
        && checkers.any()
    {
        problems.push(Problem::OppositeCheck { color: !setup.turn });
    }
    if let Some((king, checkers)) = ours
        && checkers.any()
        && !is_possible_check(setup, king, checkers)
    {
        problems.push(Problem::ImpossibleCheck {
            color: setup.turn,
            checkers: checkers.count(),
        });
    }
}

/// Whether one move of the side that just moved could have left these checkers.
///
/// One move gives at most two checks: the piece that moved, and a line it (or a captured en
/// passant pawn) opened. So never three checkers, never a king, never two pawns or knights, and
/// never two checkers on one line through the king (the opened line would run through the piece
/// that moved). After a double pawn step (an en passant square is set), the pawn gives the only
/// check, or its start square was blocking the only check.
fn is_possible_check(setup: &Setup, king: Square, checkers: Bitboard) -> bool {
    let board = &setup.board;
    let steppers = board.by_role(Role::Pawn) | board.by_role(Role::Knight);
    if checkers.count() > 2
        || (checkers & board.by_role(Role::King)).any()
        || (checkers & steppers).more_than_one()
    {
        return false;
    }
    if let (Some(a), Some(b)) = (checkers.first(), checkers.last())
        && a != b
        && attacks::aligned(a, king, b)
    {
        return false;
    }
    match double_step(setup) {
        Some((from, to)) => {
            let before = board.occupied().without(to).with(from);
            checkers.single() == Some(to)
                || (checkers.single().is_some()
                    && board.attackers(king, !setup.turn, before).is_empty())
        }
        None => true,
    }
}

/// The double pawn step the en passant square says just happened, when the board agrees.
fn double_step(setup: &Setup) -> Option<(Square, Square)> {
    let ep = setup.ep_square?;
    let mover = !setup.turn;
    let forward = mover.forward();
    let (from, to) = (ep.offset(0, -forward)?, ep.offset(0, forward)?);
    (from.rank() == mover.pawn_rank()
        && setup.board.piece_at(to) == Some(Piece::new(mover, Role::Pawn)))
    .then_some((from, to))
}

fn check_castling(setup: &Setup, kings: [Option<Square>; 2], problems: &mut Vec<Problem>) {
    let board = &setup.board;
    for color in Color::ALL {
        let rank = color.back_rank();
        let king = kings[color.index()].filter(|k| k.rank() == rank);
        for side in CastlingSide::ALL {
            if let Some(file) = setup.castling.rook(color, side) {
                check_castling_right(board, color, side, file, king, problems);
            }
        }
    }
}

/// Checks one right: its king on the back rank, its rook on its side.
fn check_castling_right(
    board: &Board,
    color: Color,
    side: CastlingSide,
    file: File,
    king: Option<Square>,
    problems: &mut Vec<Problem>,
) {
    let rook = Square::from_coords(file, color.back_rank());
    let reason = match king {
        None => Some(CastlingProblem::NoKing),
        Some(king) if CastlingSide::of(king.file(), file) != Some(side) => {
            Some(CastlingProblem::WrongSide { king })
        }
        Some(_) if board.piece_at(rook) != Some(Piece::new(color, Role::Rook)) => {
            Some(CastlingProblem::NoRook)
        }
        Some(_) => None,
    };
    if let Some(reason) = reason {
        problems.push(Problem::Castling {
            color,
            side,
            rook,
            reason,
        });
    }
}

fn check_en_passant(setup: &Setup, problems: &mut Vec<Problem>) {
    let Some(square) = setup.ep_square else {
        return;
    };
    let board = &setup.board;
    let mover = !setup.turn;
    let (expected_rank, forward) = (setup.turn.ep_rank(), mover.forward());
    let reason = if square.rank() != expected_rank {
        Some(EpProblem::WrongRank {
            expected: expected_rank,
        })
    } else if board.piece_at(square).is_some() {
        Some(EpProblem::Occupied)
    } else {
        let pawn_square = square.offset(0, forward);
        let origin = square.offset(0, -forward);
        match (pawn_square, origin) {
            (Some(pawn_square), _)
                if board.piece_at(pawn_square) != Some(Piece::new(mover, Role::Pawn)) =>
            {
                Some(EpProblem::NoPawn { pawn_square })
            }
            (_, Some(origin)) if board.piece_at(origin).is_some() => {
                Some(EpProblem::OriginOccupied { origin })
            }
            _ => None,
        }
    };
    if let Some(reason) = reason {
        problems.push(Problem::EnPassant {
            square,
            color: mover,
            reason,
        });
    }
}

/// A setup that is not a legal position, with every reason and the setup handed back.
///
/// ```
/// use fenkit::{fen::Fen, Position};
/// let setup = "8/8/8/8/8/8/8/KK5k w - - 0 1".parse::<Fen>()?.into_setup();
/// let err = Position::try_from(setup).unwrap_err();
/// assert_eq!(err.to_string(), "illegal position: White has 2 kings, expected 1");
/// let setup = err.into_setup(); // take it back to repair it
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("illegal position: {}", DisplayProblems(.problems))]
pub struct IllegalSetupError {
    setup: Box<Setup>,
    problems: Vec<Problem>,
}

struct DisplayProblems<'a>(&'a [Problem]);

impl fmt::Display for DisplayProblems<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{problem}")?;
        }
        Ok(())
    }
}

impl IllegalSetupError {
    /// The error for a setup and the problems [`problems`] found in it (at least one).
    pub(crate) fn new(setup: Setup, problems: Vec<Problem>) -> IllegalSetupError {
        IllegalSetupError {
            setup: Box::new(setup),
            problems,
        }
    }

    /// Every problem found, in the order of the FEN fields.
    #[must_use]
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// The rejected setup.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rejected setup, handed back so the caller can repair it.
    #[must_use]
    pub fn into_setup(self) -> Setup {
        *self.setup
    }

    /// The position despite checks that no single move could give, when nothing else is wrong;
    /// otherwise the error with those problems left out.
    ///
    /// The move generator works in such positions (some published perft suites use them), but
    /// other programs may not.
    ///
    /// ```
    /// use fenkit::{fen::Fen, Position};
    /// // Three pieces check the white king.
    /// let setup = "4k3/8/8/8/1b6/8/4r3/r3K3 w - - 0 1".parse::<Fen>()?.into_setup();
    /// let err = Position::try_from(setup).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal position: the white king is in a check no single move could give (3 checking pieces)");
    /// assert!(err.ignore_impossible_check().is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The remaining problems, if any.
    pub fn ignore_impossible_check(self) -> Result<Position, IllegalSetupError> {
        self.ignore(|p| matches!(p, Problem::ImpossibleCheck { .. }))
    }

    fn ignore(mut self, ignored: impl Fn(&Problem) -> bool) -> Result<Position, IllegalSetupError> {
        self.problems.retain(|p| !ignored(p));
        if self.problems.is_empty() {
            let setup = *self.setup;
            let mode = CastlingMode::of_rights(&setup.castling, &setup.board);
            Ok(Position::from_setup_unchecked(setup, mode))
        } else {
            Err(self)
        }
    }
}

/// One reason a setup is not a legal position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Problem {
    /// A side without its king.
    #[error("{} has no king", color.name())]
    NoKing {
        /// Whose king is missing.
        color: Color,
    },
    /// A side with more than one king.
    #[error("{} has {count} kings, expected 1", color.name())]
    TooManyKings {
        /// Whose kings.
        color: Color,
        /// How many.
        count: u32,
    },
    /// More than eight pawns of one colour.
    #[error("{} has {count} pawns, expected at most 8", color.name())]
    TooManyPawns {
        /// Whose pawns.
        color: Color,
        /// How many.
        count: u32,
    },
    /// More than sixteen pieces of one colour.
    #[error("{} has {count} pieces, expected at most 16", color.name())]
    TooManyPieces {
        /// Whose pieces.
        color: Color,
        /// How many.
        count: u32,
    },
    /// A pawn on rank 1 or 8.
    #[error("pawn on {square}: pawns never stand on rank 1 or 8")]
    PawnOnBackRank {
        /// Where it stands.
        square: Square,
    },
    /// The side that just moved is in check.
    #[error("{} is in check although it is {}'s move", color.name(), (!*color).name())]
    OppositeCheck {
        /// The side in check.
        color: Color,
    },
    /// A check that no move could have given.
    #[error(
        "the {color} king is in a check no single move could give ({})",
        checking_pieces(*checkers)
    )]
    ImpossibleCheck {
        /// The side in check.
        color: Color,
        /// How many pieces give check.
        checkers: u32,
    },
    /// A castling right without its king or rook.
    #[error("{}'s {side}-side castling with the rook on {rook}: {reason}", color.name())]
    Castling {
        /// Whose right.
        color: Color,
        /// Which side.
        side: CastlingSide,
        /// The square of the castling rook.
        rook: Square,
        /// What is missing.
        reason: CastlingProblem,
    },
    /// An en passant square that no double pawn step could have left.
    #[error("en passant square {square}: {reason}")]
    EnPassant {
        /// The square given.
        square: Square,
        /// The side whose pawn would have moved.
        color: Color,
        /// Why it cannot be.
        reason: EpProblem,
    },
}

/// "1 checking piece", "3 checking pieces".
fn checking_pieces(checkers: u32) -> String {
    match checkers {
        1 => "1 checking piece".to_owned(),
        n => format!("{n} checking pieces"),
    }
}

/// Why a castling right cannot be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CastlingProblem {
    /// No king of that colour on its back rank.
    #[error("there is no king on the back rank")]
    NoKing,
    /// The rook square is empty or holds another piece.
    #[error("there is no rook of that colour there")]
    NoRook,
    /// The rook is not on that side of the king.
    #[error("the rook is not on that side of the king on {king}")]
    WrongSide {
        /// Where the king stands.
        king: Square,
    },
}

/// Why an en passant square cannot be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EpProblem {
    /// Not on rank 3 (after a white step) or rank 6 (after a black step).
    #[error("expected a square on rank {expected} for the side that just moved")]
    WrongRank {
        /// The rank it must be on.
        expected: Rank,
    },
    /// A piece stands on the square the pawn passed over.
    #[error("the square is occupied, but a pawn just passed over it")]
    Occupied,
    /// No pawn stands where the double step would have ended.
    #[error("no pawn on {pawn_square} that could just have moved two squares")]
    NoPawn {
        /// Where the pawn should be.
        pawn_square: Square,
    },
    /// The square the pawn came from is occupied.
    #[error("{origin} is occupied, but the pawn just left it")]
    OriginOccupied {
        /// Where the pawn came from.
        origin: Square,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use quickcheck::QuickCheck;

    #[test]
    fn a_position_that_breaks_no_rule_plainly_breaks_none() {
        fn agree(setup: Setup) -> bool {
            !breaks_no_rule_plainly(&setup) || problems_with(&setup, Castling::Resolved).is_empty()
        }
        QuickCheck::new()
            .tests(20_000)
            .quickcheck(agree as fn(Setup) -> bool);
    }

    #[test]
    fn common_positions_are_told_legal_at_once() {
        let plain = |fen: &str| breaks_no_rule_plainly(&fen.parse::<Setup>().unwrap());
        assert!(plain(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        ));
        assert!(plain("8/8/8/8/8/8/8/K6k b - - 0 1"));
        // An en passant square that stands, for either side.
        assert!(plain(
            "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2"
        ));
        assert!(plain(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        ));
        // Legal, but for the careful test: a check.
        assert!(!plain("4k3/8/8/8/8/8/8/4K2r w - - 0 1"));
        // En passant squares that do not stand: no pawn in front, the square behind taken,
        // the square itself taken.
        assert!(!plain("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"));
        assert!(!plain("4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1"));
        assert!(!plain("4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1"));
        // Illegal: the side not to move in check, no black king, a pawn on the first rank, nine
        // pawns, seventeen pieces.
        assert!(!plain("4k3/8/8/8/8/8/8/4K2r b - - 0 1"));
        assert!(!plain("8/8/8/8/8/8/8/4K3 w - - 0 1"));
        assert!(!plain("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"));
        assert!(!plain("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"));
        assert!(!plain("4k3/8/8/8/7N/NNNNNNNN/NNNNNNNN/4K3 w - - 0 1"));
        assert!(!plain("4K3/8/8/8/7n/nnnnnnnn/nnnnnnnn/4k3 w - - 0 1"));
        assert!(!plain("4K3/8/8/8/8/p7/pppppppp/4k3 w - - 0 1"));
    }
}
