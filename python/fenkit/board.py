"""python-chess's ``Board``, ``Outcome`` and ``Termination`` over fenkit's native board.

The moves, the history, repetitions and claims are the library's (``fenkit::GameState``); this
module adds what python-chess gives as Python objects: the outcome, square sets, the text
diagrams.
"""

import dataclasses
import enum
from typing import Dict, Iterable, List, Optional, Tuple

from . import _fenkit
from .squares import (
    FILE_NAMES,
    PAWN,
    QUEEN,
    RANK_NAMES,
    SQUARE_NAMES,
    UNICODE_PIECE_SYMBOLS,
    WHITE,
    Color,
    PieceType,
    Square,
    SquareSet,
    square,
    square_rank,
)

STARTING_FEN = _fenkit.STARTING_FEN
STARTING_BOARD_FEN = STARTING_FEN.split()[0]
Move = _fenkit.Move
Piece = _fenkit.Piece


class Termination(enum.Enum):
    """How a game ended, with python-chess's names."""

    CHECKMATE = enum.auto()
    STALEMATE = enum.auto()
    INSUFFICIENT_MATERIAL = enum.auto()
    SEVENTYFIVE_MOVES = enum.auto()
    FIVEFOLD_REPETITION = enum.auto()
    FIFTY_MOVES = enum.auto()
    THREEFOLD_REPETITION = enum.auto()
    VARIANT_WIN = enum.auto()
    VARIANT_LOSS = enum.auto()
    VARIANT_DRAW = enum.auto()


@dataclasses.dataclass
class Outcome:
    """How a game ended: the ``termination`` and the ``winner`` (``None`` for a draw)."""

    termination: Termination
    winner: Optional[Color]

    def result(self) -> str:
        """``1-0``, ``0-1`` or ``1/2-1/2``."""
        return "1/2-1/2" if self.winner is None else ("1-0" if self.winner else "0-1")


class Board(_fenkit.Board):
    """A board with its move stack, as python-chess's ``chess.Board``: ``Board(fen=STARTING_FEN,
    *, chess960=False)``. Only legal positions and legal moves go in.

    >>> board = Board()
    >>> board.push_san("e4")
    Move.from_uci('e2e4')
    >>> board.fen()
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
    """

    def outcome(self, *, claim_draw: bool = False) -> Optional[Outcome]:
        """How the game has ended, checked in python-chess's order; with ``claim_draw=True``
        a draw the player to move may claim counts too. ``None`` while it goes on."""
        if self.is_checkmate():
            return Outcome(Termination.CHECKMATE, not self.turn)
        if self.is_insufficient_material():
            return Outcome(Termination.INSUFFICIENT_MATERIAL, None)
        if not self.legal_moves:
            return Outcome(Termination.STALEMATE, None)
        if self.is_seventyfive_moves():
            return Outcome(Termination.SEVENTYFIVE_MOVES, None)
        if self.is_fivefold_repetition():
            return Outcome(Termination.FIVEFOLD_REPETITION, None)
        if claim_draw:
            if self.can_claim_fifty_moves():
                return Outcome(Termination.FIFTY_MOVES, None)
            if self.can_claim_threefold_repetition():
                return Outcome(Termination.THREEFOLD_REPETITION, None)
        return None

    def is_game_over(self, *, claim_draw: bool = False) -> bool:
        """Whether the game has ended (or, with ``claim_draw=True``, a draw may be claimed)."""
        return self.outcome(claim_draw=claim_draw) is not None

    def result(self, *, claim_draw: bool = False) -> str:
        """The result so far: ``1-0``, ``0-1``, ``1/2-1/2`` or ``*`` while the game goes on."""
        outcome = self.outcome(claim_draw=claim_draw)
        return outcome.result() if outcome else "*"

    def san_and_push(self, move: Move) -> str:
        """The move's SAN, then the move played."""
        san = self.san(move)
        self.push(move)
        return san

    def find_move(self, from_square: Square, to_square: Square, promotion: Optional[PieceType] = None) -> Move:
        """The legal move from one square to another (a pawn reaching the last rank becomes a
        queen unless ``promotion`` says), castling in the board's convention. Raises
        ``IllegalMoveError`` when there is none."""
        if from_square == to_square:
            raise _fenkit.IllegalMoveError(f"no move from {SQUARE_NAMES[from_square]} to the same square")
        if promotion is None and self.piece_type_at(from_square) == PAWN and square_rank(to_square) in (0, 7):
            promotion = QUEEN
        return self.parse_uci(Move(from_square, to_square, promotion).uci())

    def attackers(self, color: Color, square: Square) -> SquareSet:
        """The squares of the pieces of ``color`` that attack ``square``."""
        return SquareSet(self._attackers(color, square))

    def checkers(self) -> SquareSet:
        """The squares of the pieces giving check."""
        return SquareSet(self._checkers())

    def pieces(self, piece_type: PieceType, color: Color) -> SquareSet:
        """The squares of the pieces of a type and colour."""
        return SquareSet(self._pieces(piece_type, color))

    def root(self) -> "Board":
        """A copy of the board before the first move of its stack."""
        root = self.copy()
        while root.move_stack:
            root.pop()
        return root

    def __reduce__(self):
        """A board pickles (and copies) as its start, its moves and its convention."""
        root = self.root()
        moves = [move.uci() for move in self.move_stack]
        return (_replayed, (type(self), root.fen(en_passant="fen"), self.chess960, moves))

    def epd(self, *, shredder: bool = False, en_passant: str = "legal", promoted: Optional[bool] = None, **operations: object) -> str:
        """The FEN without its clocks, then EPD operations (``bm=move``, ``id="name"``) as
        fenkit's EPD writer writes them (moves in SAN)."""
        fields = self.fen(shredder=shredder, en_passant=en_passant, promoted=promoted).split(" ")[:4]
        epd = " ".join(fields)
        if not operations:
            return epd
        ops: Dict[str, object] = {}
        for name, value in operations.items():
            if isinstance(value, Move):
                value = value.uci()
            elif isinstance(value, (list, tuple)) and all(isinstance(v, Move) for v in value):
                value = [v.uci() for v in value]
            ops[name] = value
        record = _fenkit.EpdRecord(_fenkit.Position(self.fen()), ops)
        return record.epd("shredder" if shredder else "xfen")

    def variation_san(self, moves: Iterable[Move]) -> str:
        """Moves played from here in SAN with their numbers: ``1. e4 e5 2. Nf3``."""
        board = self.copy(stack=False)
        parts = []
        for index, move in enumerate(moves):
            if board.turn == WHITE:
                parts.append(f"{board.fullmove_number}. {board.san(move)}")
            elif index == 0:
                parts.append(f"{board.fullmove_number}...{board.san(move)}")
            else:
                parts.append(board.san(move))
            board.push(move)
        return " ".join(parts)

    def __str__(self) -> str:
        return "\n".join(" ".join(cells) for _, cells in self._rows(lambda piece: piece.symbol(), "."))

    def unicode(self, *, invert_color: bool = False, borders: bool = False, empty_square: str = "⭘", orientation: Color = WHITE) -> str:
        """The board in figurines, as python-chess draws it (``borders=True`` for a grid with
        coordinates, ``orientation=BLACK`` from Black's side)."""
        symbol = lambda piece: UNICODE_PIECE_SYMBOLS[  # noqa: E731
            piece.symbol().swapcase() if invert_color else piece.symbol()
        ]
        rows = self._rows(symbol, empty_square, orientation)
        if not borders:
            return "\n".join(" ".join(cells) for _, cells in rows)
        rule = "  " + "-" * 17 + "\n"
        lines = [rule + RANK_NAMES[rank] + " |" + "|".join(cells) + "|\n" for rank, cells in rows]
        letters = " ".join(FILE_NAMES if orientation else reversed(FILE_NAMES))
        return "".join(lines) + rule + "   " + letters

    def _rows(self, symbol, empty: str, orientation: Color = WHITE) -> List[Tuple[int, List[str]]]:
        """Each rank from the top as the player of ``orientation`` sees it, with its cells."""
        ranks = range(7, -1, -1) if orientation else range(8)
        files = range(8) if orientation else range(7, -1, -1)
        rows = []
        for rank in ranks:
            cells = []
            for file in files:
                piece = self.piece_at(square(file, rank))
                cells.append(symbol(piece) if piece else empty)
            rows.append((rank, cells))
        return rows


def _replayed(cls, fen: str, chess960: bool, moves: List[str]) -> Board:
    """A board from a FEN with moves pushed, as pickled."""
    board = cls(fen, chess960=chess960)
    for uci in moves:
        board.push_uci(uci)
    return board


__all__ = ["Board", "Outcome", "STARTING_BOARD_FEN", "STARTING_FEN", "Termination"]
