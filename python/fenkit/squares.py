"""Squares, colours and piece types as python-chess numbers them, and `SquareSet`.

Squares are integers from 0 (a1) to 63 (h8), rank by rank: ``fenkit.E4 == 28``. Colours are
booleans (``WHITE`` is ``True``), piece types the integers 1 (``PAWN``) to 6 (``KING``).
"""

from typing import Iterable, Iterator, List, SupportsInt, Union

Color = bool
WHITE: Color = True
BLACK: Color = False
COLORS = [WHITE, BLACK]
COLOR_NAMES = ["black", "white"]

PieceType = int
PAWN: PieceType = 1
KNIGHT: PieceType = 2
BISHOP: PieceType = 3
ROOK: PieceType = 4
QUEEN: PieceType = 5
KING: PieceType = 6
PIECE_TYPES = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING]
PIECE_SYMBOLS = [None, "p", "n", "b", "r", "q", "k"]
PIECE_NAMES = [None, "pawn", "knight", "bishop", "rook", "queen", "king"]
UNICODE_PIECE_SYMBOLS = {
    "R": "♖", "r": "♜", "N": "♘", "n": "♞", "B": "♗", "b": "♝",
    "Q": "♕", "q": "♛", "K": "♔", "k": "♚", "P": "♙", "p": "♟",
}

FILE_NAMES = ["a", "b", "c", "d", "e", "f", "g", "h"]
RANK_NAMES = ["1", "2", "3", "4", "5", "6", "7", "8"]

Square = int
SQUARES = list(range(64))
SQUARE_NAMES = [f + r for r in RANK_NAMES for f in FILE_NAMES]
(
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
) = SQUARES


def piece_symbol(piece_type: PieceType) -> str:
    """The lower-case letter of a piece type: ``piece_symbol(KNIGHT) == "n"``."""
    return PIECE_SYMBOLS[piece_type]  # type: ignore[return-value]


def piece_name(piece_type: PieceType) -> str:
    """The English name of a piece type: ``piece_name(KNIGHT) == "knight"``."""
    return PIECE_NAMES[piece_type]  # type: ignore[return-value]


def square(file_index: int, rank_index: int) -> Square:
    """The square on a file and rank, both counted from 0: ``square(4, 3) == E4``."""
    return rank_index * 8 + file_index


def square_file(square: Square) -> int:
    """The file of a square, from 0 (a)."""
    return square & 7


def square_rank(square: Square) -> int:
    """The rank of a square, from 0 (the first)."""
    return square >> 3


def square_name(square: Square) -> str:
    """The name of a square: ``square_name(28) == "e4"``."""
    return SQUARE_NAMES[square]


def parse_square(name: str) -> Square:
    """The square of a name: ``parse_square("e4") == 28``; a ``ValueError`` for no square."""
    try:
        return SQUARE_NAMES.index(name)
    except ValueError:
        raise ValueError(f"{name!r} is no square: expected a file a-h and a rank 1-8, such as e4") from None


def square_distance(a: Square, b: Square) -> int:
    """The number of king steps from one square to the other."""
    return max(abs(square_file(a) - square_file(b)), abs(square_rank(a) - square_rank(b)))


def square_mirror(square: Square) -> Square:
    """The square on the same file, seen from the other side (e2 for e7)."""
    return square ^ 0x38


IntoSquareSet = Union[SupportsInt, Iterable[Square]]


def _mask(squares: IntoSquareSet) -> int:
    try:
        return int(squares) & 0xFFFF_FFFF_FFFF_FFFF  # type: ignore[arg-type]
    except TypeError:
        mask = 0
        for sq in squares:  # type: ignore[union-attr]
            mask |= 1 << sq
        return mask


class SquareSet:
    """A set of squares, as python-chess's ``SquareSet``: iterated from a1 to h8, with
    ``len()``, ``in``, ``int()`` (the 64-bit mask) and the set operators."""

    __slots__ = ("mask",)

    def __init__(self, squares: IntoSquareSet = 0) -> None:
        self.mask = _mask(squares)

    def __iter__(self) -> Iterator[Square]:
        mask = self.mask
        while mask:
            low = mask & -mask
            yield low.bit_length() - 1
            mask ^= low

    def __reversed__(self) -> Iterator[Square]:
        mask = self.mask
        while mask:
            high = mask.bit_length() - 1
            yield high
            mask ^= 1 << high

    def __len__(self) -> int:
        return bin(self.mask).count("1")

    def __contains__(self, square: object) -> bool:
        return isinstance(square, int) and 0 <= square < 64 and bool(self.mask >> square & 1)

    def __bool__(self) -> bool:
        return bool(self.mask)

    def __int__(self) -> int:
        return self.mask

    def __index__(self) -> int:
        return self.mask

    def __eq__(self, other: object) -> bool:
        try:
            return self.mask == _mask(other)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return NotImplemented

    def __hash__(self) -> int:
        return hash(self.mask)

    def __and__(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask & _mask(other))

    def __or__(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask | _mask(other))

    def __xor__(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask ^ _mask(other))

    def __sub__(self, other: IntoSquareSet) -> "SquareSet":
        return SquareSet(self.mask & ~_mask(other))

    def add(self, square: Square) -> None:
        """Adds a square."""
        self.mask |= 1 << square

    def discard(self, square: Square) -> None:
        """Removes a square if it is in the set."""
        self.mask &= ~(1 << square)

    def tolist(self) -> List[bool]:
        """64 booleans, one a square from a1."""
        return [bool(self.mask >> sq & 1) for sq in SQUARES]

    def __repr__(self) -> str:
        return f"SquareSet({self.mask:#021_x})"

    def __str__(self) -> str:
        rows = []
        for rank in range(7, -1, -1):
            rows.append(" ".join("1" if self.mask >> square(f, rank) & 1 else "." for f in range(8)))
        return "\n".join(rows)


__all__ = [
    "WHITE", "BLACK", "COLORS", "COLOR_NAMES", "Color", "PieceType", "Square",
    "PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING", "PIECE_TYPES", "PIECE_SYMBOLS",
    "PIECE_NAMES", "UNICODE_PIECE_SYMBOLS", "FILE_NAMES", "RANK_NAMES", "SQUARES",
    "SQUARE_NAMES", "piece_symbol", "piece_name", "square", "square_file", "square_rank",
    "square_name", "parse_square", "square_distance", "square_mirror", "SquareSet",
    "A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1",
    "A2", "B2", "C2", "D2", "E2", "F2", "G2", "H2",
    "A3", "B3", "C3", "D3", "E3", "F3", "G3", "H3",
    "A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4",
    "A5", "B5", "C5", "D5", "E5", "F5", "G5", "H5",
    "A6", "B6", "C6", "D6", "E6", "F6", "G6", "H6",
    "A7", "B7", "C7", "D7", "E7", "F7", "G7", "H7",
    "A8", "B8", "C8", "D8", "E8", "F8", "G8", "H8",
]
