//! `Board`: python-chess's board (moves pushed and popped, repetition, claims) over the
//! library's `GameState`. The Python class `fenkit.Board` adds python-chess's `outcome()`,
//! `str()` and `unicode()` on top of this one.

use fenkit::diagram::{Diagram, Format};
use fenkit::fen::FenWriter;
use fenkit::notation::{MoveFormat, MoveReader, MoveWriter};
use fenkit::uci::UciMove;
use fenkit::{CastlingMode, CastlingSide, Color, DialectKind, EpPolicy, GameState};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};

use crate::errors;
use crate::moves::{Move, Piece, piece_type, square};

/// A colour as python-chess has it: `True` is White.
fn color(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
}

/// The null-move spellings python-chess's `parse_san` takes.
const NULL_SAN: [&str; 4] = ["--", "Z0", "0000", "@@@@"];

/// A chess board with its move stack, as python-chess has it: moves are pushed and popped,
/// and the history answers repetitions and draw claims. Only legal positions and legal moves
/// go in.
#[pyclass(subclass, module = "fenkit._fenkit", name = "Board")]
pub(crate) struct Board {
    state: GameState,
    chess960: bool,
}

impl Board {
    fn pos(&self) -> &fenkit::Position {
        self.state.position()
    }

    fn mode(&self) -> CastlingMode {
        if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }

    fn reset(&mut self, fen: &str) -> PyResult<()> {
        // Lenient as python-chess is: the clocks may be left out.
        let (pos, _) = crate::position::read_lenient(fen)?;
        self.state = GameState::new(pos.with_castling_mode(self.mode()));
        Ok(())
    }

    /// A move of the library as python-chess writes it on this board.
    fn to_py(&self, mv: Option<fenkit::Move>) -> Move {
        Move {
            uci: mv.map(|mv| mv.to_uci(self.mode())),
        }
    }

    /// The legal move a `Move` names here (`None` for a null move), or the library's reason
    /// why it is not legal.
    fn legal(&self, mv: &Move) -> PyResult<Option<fenkit::Move>> {
        let Some(uci) = mv.uci else {
            return Ok(None);
        };
        uci.to_move(self.pos())
            .map(Some)
            .or_else(|_| self.read_uci(&uci.to_string()).map(Some))
    }

    /// Reads UCI text: the quick path for a legal move, the reader's error (with `.text` and
    /// `.column`) otherwise.
    fn read_uci(&self, text: &str) -> PyResult<fenkit::Move> {
        if let Ok(uci) = UciMove::parse_ascii(text.as_bytes())
            && let Ok(mv) = uci.to_move(self.pos())
        {
            return Ok(mv);
        }
        MoveReader::new(MoveFormat::UCI)
            .read(self.pos(), text)
            .map_err(|err| errors::move_error(&err))
    }

    fn read_san(&self, text: &str) -> PyResult<Option<fenkit::Move>> {
        if NULL_SAN.contains(&text) {
            return Ok(None);
        }
        MoveReader::new(MoveFormat::SAN)
            .strict(false)
            .read(self.pos(), text)
            .map(Some)
            .map_err(|err| errors::move_error(&err))
    }

    fn play(&mut self, mv: Option<fenkit::Move>) -> PyResult<()> {
        match mv {
            Some(mv) => self
                .state
                .play(mv)
                .map_err(|err| errors::IllegalMoveError::new_err(err.to_string())),
            None => self
                .state
                .play_null()
                .map_err(|err| errors::IllegalMoveError::new_err(err.to_string())),
        }
    }

    fn write(&self, mv: &Move, format: MoveFormat) -> PyResult<String> {
        match self.legal(mv)? {
            None => Ok("--".to_owned()),
            Some(mv) => MoveWriter::new(format)
                .write(self.pos(), mv)
                .map_err(|err| errors::move_error(&err)),
        }
    }

    /// Whether the position after `mv` stands for at least the third time.
    fn repeats_after(&mut self, mv: fenkit::Move) -> bool {
        if self.state.play(mv).is_err() {
            return false;
        }
        let threefold = self.state.is_threefold();
        self.state.undo();
        threefold
    }

    fn squares(bitboard: fenkit::Bitboard) -> u64 {
        bitboard.0
    }
}

#[pymethods]
impl Board {
    /// The position of a FEN (the standard start by default), with an empty move stack.
    /// `chess960=True` writes castling in UCI as the king taking its rook (`e1h1`).
    #[new]
    #[pyo3(signature = (fen = Some(fenkit::fen::STARTING_FEN), *, chess960 = false))]
    fn py_new(fen: Option<&str>, chess960: bool) -> PyResult<Board> {
        let Some(fen) = fen else {
            return Err(PyValueError::new_err(
                "an empty board is no legal position: give a FEN with both kings",
            ));
        };
        let mut board = Board {
            state: GameState::default(),
            chess960,
        };
        board.reset(fen)?;
        Ok(board)
    }

    /// The board of Chess960 start position `n` (0 to 959; 518 is the standard start).
    #[classmethod]
    fn from_chess960_pos<'py>(cls: &Bound<'py, PyType>, n: i64) -> PyResult<Bound<'py, PyAny>> {
        let pos = u16::try_from(n)
            .ok()
            .and_then(|n| fenkit::chess960::start_position(n).ok())
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "Chess960 start position {n}: expected a number from 0 to 959"
                ))
            })?;
        let fen = pos.to_string();
        let kwargs = PyDict::new(cls.py());
        kwargs.set_item("chess960", true)?;
        cls.call((fen,), Some(&kwargs))
    }

    /// The Chess960 number (0 to 959) of the position when it is a Chess960 start position
    /// (White to move, every castling right), else `None`.
    fn chess960_pos(&self) -> Option<u16> {
        fenkit::chess960::identify(self.pos().setup()).ok()
    }

    /// Whether castling is written in UCI as the king taking its rook (`e1h1`).
    #[getter]
    fn get_chess960(&self) -> bool {
        self.chess960
    }

    #[setter]
    fn set_chess960(&mut self, chess960: bool) {
        self.chess960 = chess960;
    }

    /// A copy; with `stack=False` the current position without its moves, with an integer
    /// only that many of the last moves.
    #[pyo3(signature = (*, stack = None))]
    fn copy<'py>(
        slf: &Bound<'py, Self>,
        stack: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let this = slf.borrow();
        let kept = match stack {
            None => this.state.moves().len(),
            Some(stack) => match stack.extract::<bool>() {
                Ok(all) => {
                    if all {
                        this.state.moves().len()
                    } else {
                        0
                    }
                }
                Err(_) => stack.extract::<usize>()?.min(this.state.moves().len()),
            },
        };
        let played = this.state.moves().len();
        let mut state = GameState::new(this.state.positions()[played - kept].clone());
        for mv in &this.state.moves()[played - kept..] {
            let done = match mv {
                Some(mv) => state.play(*mv).is_ok(),
                None => state.play_null().is_ok(),
            };
            debug_assert!(done, "moves played once play again");
        }
        let copy = slf.get_type().call0()?;
        {
            let mut board = copy.cast::<Board>()?.borrow_mut();
            board.state = state;
            board.chess960 = this.chess960;
        }
        Ok(copy)
    }

    /// Sets the position of a FEN and empties the move stack.
    fn set_fen(&mut self, fen: &str) -> PyResult<()> {
        self.reset(fen)
    }

    /// The FEN: castling in X-FEN (`KQkq`, or the rook's file where that letter would not
    /// name it), in Shredder-FEN with `shredder=True`; the en passant square when the capture
    /// is legal (`en_passant="legal"`), when a pawn stands ready to take (`"xfen"`) or after
    /// every double step (`"fen"`).
    #[pyo3(signature = (*, shredder = false, en_passant = "legal", promoted = None))]
    fn fen(&self, shredder: bool, en_passant: &str, promoted: Option<bool>) -> PyResult<String> {
        let _ = promoted;
        let ep = match en_passant {
            "legal" => EpPolicy::Legal,
            "fen" => EpPolicy::Keep,
            "xfen" => EpPolicy::Pseudo,
            other => {
                return Err(PyValueError::new_err(format!(
                    "en_passant: {other:?}, expected \"legal\", \"fen\" or \"xfen\""
                )));
            }
        };
        let dialect = if shredder {
            DialectKind::Shredder
        } else {
            DialectKind::XFen
        };
        FenWriter::new()
            .dialect(dialect)
            .en_passant(ep)
            .write(self.pos().setup())
            .map_err(|err| errors::lossy(&err))
    }

    /// The board part of the FEN: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR`.
    fn board_fen(&self) -> String {
        self.pos().board().to_string()
    }

    /// `True` when White is to move.
    #[getter]
    fn turn(&self) -> bool {
        self.pos().turn().is_white()
    }

    /// The move number, from 1, counted up after each Black move.
    #[getter]
    fn fullmove_number(&self) -> u32 {
        self.pos().fullmoves()
    }

    /// Half-moves since the last capture or pawn move.
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        self.pos().halfmoves()
    }

    /// The square a pawn skipped with a double step on the last move (whether or not it can
    /// be taken en passant), else `None`.
    #[getter]
    fn ep_square(&self) -> Option<usize> {
        self.pos().ep_square(EpPolicy::Keep).map(|sq| sq.index())
    }

    /// The squares of the castling rooks, as a 64-bit mask.
    #[getter]
    fn castling_rights(&self) -> u64 {
        let rights = self.pos().castling();
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(|c| [(c, CastlingSide::King), (c, CastlingSide::Queen)])
            .filter_map(|(c, side)| rights.rook_square(c, side))
            .fold(0, |mask, sq| mask | 1 << sq.index())
    }

    /// Whether `color` may still castle on the king's side.
    fn has_kingside_castling_rights(&self, color: bool) -> bool {
        let c = self::color(color);
        self.pos().castling().rook(c, CastlingSide::King).is_some()
    }

    /// Whether `color` may still castle on the queen's side.
    fn has_queenside_castling_rights(&self, color: bool) -> bool {
        let c = self::color(color);
        self.pos().castling().rook(c, CastlingSide::Queen).is_some()
    }

    /// Whether `color` may still castle on either side.
    fn has_castling_rights(&self, color: bool) -> bool {
        self.has_kingside_castling_rights(color) || self.has_queenside_castling_rights(color)
    }

    /// The piece on a square (0 to 63), else `None`.
    fn piece_at(&self, square: i64) -> PyResult<Option<Piece>> {
        let sq = self::square(square, "square")?;
        Ok(self.pos().board().piece_at(sq).map(|piece| Piece { piece }))
    }

    /// The type (1 to 6) of the piece on a square, else `None`.
    fn piece_type_at(&self, square: i64) -> PyResult<Option<u8>> {
        let sq = self::square(square, "square")?;
        Ok(self.pos().board().piece_at(sq).map(|p| piece_type(p.role)))
    }

    /// The colour of the piece on a square, else `None`.
    fn color_at(&self, square: i64) -> PyResult<Option<bool>> {
        let sq = self::square(square, "square")?;
        Ok(self.pos().board().piece_at(sq).map(|p| p.color.is_white()))
    }

    /// Every piece by its square, h8 first as python-chess lists them.
    fn piece_map<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let board = self.pos().board();
        let map = PyDict::new(py);
        for sq in board.occupied().into_iter().rev() {
            if let Some(piece) = board.piece_at(sq) {
                map.set_item(sq.index(), Piece { piece })?;
            }
        }
        Ok(map)
    }

    /// The square of the king of `color`.
    fn king(&self, color: bool) -> Option<usize> {
        self.pos()
            .board()
            .king_of(self::color(color))
            .map(|sq| sq.index())
    }

    /// The squares of the pieces of `color` that attack a square, as a 64-bit mask.
    fn _attackers(&self, color: bool, square: i64) -> PyResult<u64> {
        let sq = self::square(square, "square")?;
        let board = self.pos().board();
        Ok(Self::squares(board.attackers(
            sq,
            self::color(color),
            board.occupied(),
        )))
    }

    /// The squares of the pieces of a type (1 to 6) and colour, as a 64-bit mask.
    fn _pieces(&self, piece_type: i64, color: bool) -> PyResult<u64> {
        let piece = fenkit::Piece::new(self::color(color), crate::moves::role(piece_type)?);
        Ok(Self::squares(self.pos().board().by_piece(piece)))
    }

    /// The squares of the pieces giving check, as a 64-bit mask.
    fn _checkers(&self) -> u64 {
        Self::squares(self.pos().checkers())
    }

    /// Whether a piece of `color` attacks a square.
    fn is_attacked_by(&self, color: bool, square: i64) -> PyResult<bool> {
        Ok(self._attackers(color, square)? != 0)
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.pos().is_check()
    }

    /// The legal moves, in the library's order, following the board.
    #[getter]
    fn legal_moves(slf: &Bound<'_, Self>) -> LegalMoves {
        LegalMoves {
            board: slf.clone().unbind(),
        }
    }

    /// Whether a move is legal here (a null move is not).
    fn is_legal(&self, move_: &Move) -> bool {
        move_.uci.is_some_and(|uci| uci.to_move(self.pos()).is_ok())
    }

    /// Whether a legal move castles.
    fn is_castling(&self, move_: &Move) -> bool {
        self.legal(move_)
            .ok()
            .flatten()
            .is_some_and(|mv| mv.castling_side().is_some())
    }

    /// Whether a legal move castles on the king's side.
    fn is_kingside_castling(&self, move_: &Move) -> bool {
        self.legal(move_)
            .ok()
            .flatten()
            .is_some_and(|mv| mv.castling_side() == Some(CastlingSide::King))
    }

    /// Whether a legal move castles on the queen's side.
    fn is_queenside_castling(&self, move_: &Move) -> bool {
        self.legal(move_)
            .ok()
            .flatten()
            .is_some_and(|mv| mv.castling_side() == Some(CastlingSide::Queen))
    }

    /// Whether a legal move takes en passant.
    fn is_en_passant(&self, move_: &Move) -> bool {
        self.legal(move_)
            .ok()
            .flatten()
            .is_some_and(|mv| matches!(mv, fenkit::Move::EnPassant { .. }))
    }

    /// Whether a legal move captures (en passant included).
    fn is_capture(&self, move_: &Move) -> bool {
        self.legal(move_).ok().flatten().is_some_and(|mv| match mv {
            fenkit::Move::EnPassant { .. } => true,
            fenkit::Move::Normal { to, .. } => self.pos().board().piece_at(to).is_some(),
            fenkit::Move::Castle { .. } => false,
        })
    }

    /// Whether a legal move gives check.
    fn gives_check(&self, move_: &Move) -> bool {
        self.legal(move_)
            .ok()
            .flatten()
            .is_some_and(|mv| self.pos().gives_check(mv))
    }

    /// Plays a legal move (or a null move). Raises `IllegalMoveError` for a move that is not
    /// legal here.
    fn push(&mut self, move_: &Move) -> PyResult<()> {
        let mv = self.legal(move_)?;
        self.play(mv)
    }

    /// Reads SAN as python-chess does (leniently: `Qh5` for `Qh5+`, `0-0`, `Ng1f3`; `--` for
    /// a null move), plays it and returns it.
    fn push_san(&mut self, san: &str) -> PyResult<Move> {
        let mv = self.read_san(san)?;
        self.play(mv)?;
        Ok(self.to_py(mv))
    }

    /// Reads UCI (`e2e4`, `e7e8q`, castling either way; `0000` for a null move), plays it and
    /// returns it.
    fn push_uci(&mut self, uci: &str) -> PyResult<Move> {
        let mv = if uci == "0000" {
            None
        } else {
            Some(self.read_uci(uci)?)
        };
        self.play(mv)?;
        Ok(self.to_py(mv))
    }

    /// Takes back the last move and returns it. Raises `IndexError` when none was played.
    fn pop(&mut self) -> PyResult<Move> {
        match self.state.undo() {
            Some(mv) => Ok(self.to_py(mv)),
            None => Err(PyIndexError::new_err("pop from an empty move stack")),
        }
    }

    /// The last move played. Raises `IndexError` when none was.
    fn peek(&self) -> PyResult<Move> {
        match self.state.moves().last() {
            Some(mv) => Ok(self.to_py(*mv)),
            None => Err(PyIndexError::new_err("peek at an empty move stack")),
        }
    }

    /// The moves played, the first first: a read-only sequence that follows the board, as
    /// python-chess's list does (`while board.move_stack: board.pop()`).
    #[getter]
    fn move_stack(slf: &Bound<'_, Self>) -> MoveStack {
        MoveStack {
            board: slf.clone().unbind(),
        }
    }

    /// The half-moves of the game so far, from the move numbers: 0 at the start.
    fn ply(&self) -> u32 {
        let pos = self.pos();
        2 * (pos.fullmoves() - 1) + u32::from(pos.turn() == Color::Black)
    }

    /// Reads SAN as `push_san` does, without playing it.
    fn parse_san(&self, san: &str) -> PyResult<Move> {
        Ok(self.to_py(self.read_san(san)?))
    }

    /// Reads UCI as `push_uci` does, without playing it. Raises `InvalidMoveError` or
    /// `IllegalMoveError` (both `ValueError`s).
    fn parse_uci(&self, uci: &str) -> PyResult<Move> {
        if uci == "0000" {
            return Ok(self.to_py(None));
        }
        Ok(self.to_py(Some(self.read_uci(uci)?)))
    }

    /// A legal move in SAN (`Nf3`, `exd8=Q+`, `O-O`); `--` for a null move.
    fn san(&self, move_: &Move) -> PyResult<String> {
        self.write(move_, MoveFormat::SAN)
    }

    /// A legal move in long algebraic notation (`Ng1-f3`, `e7xd8=Q+`).
    fn lan(&self, move_: &Move) -> PyResult<String> {
        self.write(move_, MoveFormat::LAN)
    }

    /// A legal move in UCI, castling in this board's convention.
    fn uci(&self, move_: &Move) -> PyResult<String> {
        Ok(self.to_py(self.legal(move_)?).uci())
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        self.pos().is_checkmate()
    }

    /// Whether the side to move has no legal move and is not in check.
    fn is_stalemate(&self) -> bool {
        self.pos().is_stalemate()
    }

    /// Whether neither side can ever checkmate.
    fn is_insufficient_material(&self) -> bool {
        self.pos().is_insufficient_material()
    }

    /// Whether `color` has too little material ever to checkmate.
    fn has_insufficient_material(&self, color: bool) -> bool {
        self.pos().has_insufficient_material(self::color(color))
    }

    /// Whether the current position has stood on the board at least `count` times (by FIDE's
    /// rule: the same legal en passant captures, clocks not compared).
    #[pyo3(signature = (count = 3))]
    fn is_repetition(&self, count: usize) -> bool {
        self.state.repetitions() >= count
    }

    /// Whether the position stands for the fifth time: the game is drawn.
    fn is_fivefold_repetition(&self) -> bool {
        self.state.is_fivefold()
    }

    /// Whether 75 moves of each side went without a capture or pawn move, and the side to
    /// move can move: the game is drawn.
    fn is_seventyfive_moves(&self) -> bool {
        self.pos().is_seventy_five_moves() && self.pos().legal_move_count() > 0
    }

    /// Whether 50 moves of each side went without a capture or pawn move, and the side to
    /// move can move.
    fn is_fifty_moves(&self) -> bool {
        self.pos().is_fifty_moves() && self.pos().legal_move_count() > 0
    }

    /// Whether the player to move may claim a draw by the fifty-move rule, now or by
    /// announcing a move that completes the 50 moves.
    fn can_claim_fifty_moves(&self) -> bool {
        if self.is_fifty_moves() {
            return true;
        }
        let pos = self.pos();
        pos.halfmoves() >= 99
            && pos.legal_moves().iter().any(|mv| {
                let next = pos.play_unchecked(*mv);
                next.halfmoves() >= 100 && next.legal_move_count() > 0
            })
    }

    /// Whether the player to move may claim a draw by threefold repetition: the position
    /// stands for the third time, or one of the legal moves makes it so.
    fn can_claim_threefold_repetition(&mut self) -> bool {
        if self.state.is_threefold() {
            return true;
        }
        let moves = self.pos().legal_moves();
        moves.iter().any(|mv| self.repeats_after(*mv))
    }

    /// Whether the player to move may claim a draw, by either rule.
    fn can_claim_draw(&mut self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }

    /// The Polyglot opening-book key of the position, as python-chess's
    /// `chess.polyglot.zobrist_hash(board)` gives it.
    fn zobrist_hash(&self) -> u64 {
        u64::from(self.pos().key())
    }

    /// The library's SVG diagram of the board, the last move marked: what Jupyter shows.
    fn _repr_svg_(&self) -> String {
        let diagram = Diagram::new(Format::Svg);
        let diagram = match self.state.moves().last() {
            Some(Some(mv)) => diagram.last_move(mv.from(), mv.to()),
            _ => diagram,
        };
        diagram.render(self.pos().setup())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Board>().is_ok_and(|other| {
            let (a, b) = (self.pos(), other.borrow());
            let b = b.pos();
            a.board() == b.board()
                && a.turn() == b.turn()
                && a.castling() == b.castling()
                && a.ep_square(EpPolicy::Legal) == b.ep_square(EpPolicy::Legal)
                && a.halfmoves() == b.halfmoves()
                && a.fullmoves() == b.fullmoves()
        })
    }

    fn __repr__(&self) -> PyResult<String> {
        let fen = self.fen(false, "legal", None)?;
        Ok(if self.chess960 {
            format!("Board('{fen}', chess960=True)")
        } else {
            format!("Board('{fen}')")
        })
    }
}

/// The moves played on a board, first first: `len()`, indexing, iteration and `==` with a
/// list, following the board as it is pushed and popped.
#[pyclass(module = "fenkit", name = "MoveStack", sequence)]
pub(crate) struct MoveStack {
    board: Py<Board>,
}

impl MoveStack {
    fn list<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyList>> {
        let board = self.board.borrow(py);
        let moves = board.state.moves().iter().map(|mv| board.to_py(*mv));
        pyo3::types::PyList::new(py, moves)
    }
}

#[pymethods]
impl MoveStack {
    fn __len__(&self, py: Python<'_>) -> usize {
        self.board.borrow(py).state.moves().len()
    }

    fn __getitem__<'py>(&self, index: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let py = index.py();
        if let Ok(at) = index.extract::<isize>() {
            let board = self.board.borrow(py);
            let moves = board.state.moves();
            let at = if at < 0 {
                at + moves.len() as isize
            } else {
                at
            };
            return match usize::try_from(at).ok().and_then(|at| moves.get(at)) {
                Some(mv) => Ok(Bound::new(py, board.to_py(*mv))?.into_any()),
                None => Err(PyIndexError::new_err("move stack index out of range")),
            };
        }
        self.list(py)?.as_any().get_item(index)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.list(py)?.try_iter()?.into_any())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let other = match other.cast::<MoveStack>() {
            Ok(stack) => stack.borrow().list(other.py())?.into_any(),
            Err(_) => other.clone(),
        };
        self.list(other.py())?.as_any().eq(other)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.list(py)?.repr()?.to_string())
    }
}

/// The legal moves of a board, as python-chess's `board.legal_moves`: iterable, with `len()`
/// and `in`, following the board as it is pushed and popped.
#[pyclass(module = "fenkit", name = "LegalMoveGenerator")]
pub(crate) struct LegalMoves {
    board: Py<Board>,
}

impl LegalMoves {
    fn moves(&self, py: Python<'_>) -> Vec<Move> {
        let board = self.board.borrow(py);
        let legal = board.pos().legal_moves();
        legal.iter().map(|mv| board.to_py(Some(*mv))).collect()
    }
}

#[pymethods]
impl LegalMoves {
    fn __len__(&self, py: Python<'_>) -> usize {
        self.board.borrow(py).pos().legal_move_count()
    }

    fn __bool__(&self, py: Python<'_>) -> bool {
        self.__len__(py) > 0
    }

    fn __contains__(&self, move_: &Bound<'_, PyAny>) -> bool {
        move_
            .cast::<Move>()
            .is_ok_and(|mv| self.board.borrow(move_.py()).is_legal(mv.get()))
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let list = pyo3::types::PyList::new(py, self.moves(py))?;
        Ok(list.try_iter()?.into_any())
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let names: Vec<String> = self.moves(py).iter().map(Move::uci).collect();
        format!("<LegalMoveGenerator ({})>", names.join(", "))
    }
}
