"""Type stubs of fenkit's native module (re-exported by ``fenkit``)."""

import os
from typing import IO, Any, Dict, Iterable, Iterator, List, Literal, Mapping, MutableMapping, Optional, Tuple, TypedDict, Union

Dialect = Literal["standard", "shredder", "xfen"]
DialectOrAuto = Literal["auto", "standard", "shredder", "xfen"]
EpPolicy = Literal["legal", "pseudo", "keep"]
Notation = Literal["san", "lan", "fan", "uci", "iccf", "descriptive"]
Status = Literal["ongoing", "checkmate", "stalemate", "insufficient_material", "seventy_five_moves"]
Source = Union[str, bytes, bytearray, "os.PathLike[str]", IO[bytes]]
Operand = Union[str, int, float]

STARTING_FEN: str
LANGS: List[str]

class FenError(ValueError):
    """A FEN that does not read, or whose position is not legal."""

    field: str
    column: int
    index: int  # set by ``convert`` only

class LossyConversion(ValueError):
    """Castling rights a FEN dialect cannot write."""

    dialect: str
    index: int  # set by ``convert`` only

class MoveError(ValueError):
    """A move that does not read, or cannot be written."""

    text: str
    column: int

class PgnError(ValueError):
    """A PGN game that does not read."""

    game: int
    line: int
    column: int

class EpdError(ValueError):
    """An EPD record that does not read."""

    line: int
    column: int

class TextError(ValueError):
    """A text that ``read_any`` cannot read as anything."""

    reading: Literal["fen", "epd", "forsyth1883", "forsyth1897", "movetext", "pgn", "empty", "too_long", "too_many_moves"]
    line: int
    column: int

class Position:
    """A legal chess position (standard or Chess960); immutable and hashable."""

    def __init__(self, fen: str = ...) -> None: ...
    @staticmethod
    def from_fen(text: str, dialect: DialectOrAuto = "auto", lenient: bool = False) -> Position: ...
    @staticmethod
    def chess960(n: int) -> Position: ...
    def fen(self, dialect: Dialect = "xfen", ep: EpPolicy = "legal") -> str: ...
    @property
    def dialect(self) -> Dialect: ...
    @property
    def chess960_number(self) -> Optional[int]: ...
    @property
    def is_chess960(self) -> bool: ...
    @property
    def turn(self) -> Literal["white", "black"]: ...
    @property
    def is_check(self) -> bool: ...
    @property
    def status(self) -> Status: ...
    @property
    def halfmoves(self) -> int: ...
    @property
    def fullmoves(self) -> int: ...
    def legal_moves(self, notation: Notation = "uci", lang: str = "en") -> List[str]: ...
    def san(self, move_: str, lang: str = "en") -> str: ...
    def write_move(self, move_: str, notation: Notation = "san", lang: str = "en") -> str: ...
    def read_move(self, text: str, notation: Notation = "san", lang: str = "en", lenient: bool = False) -> str: ...
    def play(self, text: str, notation: Notation = "san", lang: str = "en", lenient: bool = False) -> Position: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

def perft(pos: Position, depth: int) -> int: ...
def convert(
    lines: Iterable[str],
    to: Dialect = "shredder",
    lenient: bool = False,
    dialect: DialectOrAuto = "auto",
    ep: EpPolicy = "keep",
) -> List[str]: ...

class Tags(MutableMapping[str, str]):
    """A game's tags in file order; changes are the game's (and `str(game)` writes them)."""

    def __getitem__(self, name: str) -> str: ...
    def __setitem__(self, name: str, value: str) -> None: ...
    def __delitem__(self, name: str) -> None: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...

class Game:
    """A game read from PGN, every move validated."""

    @property
    def number(self) -> int: ...
    @property
    def tags(self) -> Tags: ...
    @tags.setter
    def tags(self, tags: Mapping[str, str]) -> None: ...
    @property
    def variant(self) -> Literal["standard", "chess960"]: ...
    @property
    def start(self) -> Position: ...
    @property
    def start_fen(self) -> str: ...
    @property
    def end(self) -> Position: ...
    @property
    def end_fen(self) -> str: ...
    @property
    def result(self) -> Literal["1-0", "0-1", "1/2-1/2", "*"]: ...
    @property
    def plies(self) -> int: ...
    @property
    def uci(self) -> List[str]: ...
    @property
    def san(self) -> List[str]: ...
    def moves(self, notation: Notation = "san", lang: str = "en") -> List[str]: ...
    def fens(self, dialect: Dialect = "xfen", ep: EpPolicy = "legal") -> List[str]: ...
    @property
    def comments(self) -> List[str]: ...
    @property
    def start_comment(self) -> str: ...
    @property
    def clocks(self) -> List[Optional[float]]: ...
    @property
    def elapsed(self) -> List[Optional[float]]: ...
    @property
    def evals(self) -> List[Optional[Tuple[Literal["cp", "mate"], int]]]: ...

class GameReader(Iterator[Game]):
    """The games of a PGN input, one at a time."""

    games: int
    skipped: int
    last_error: Optional[PgnError]
    def __iter__(self) -> GameReader: ...
    def __next__(self) -> Game: ...

def read_pgn(source: Source, lang: str = "auto", keep_going: bool = False, strict: bool = False) -> GameReader: ...
def write_pgn(game: Game, fen_dialect: Optional[Dialect] = None, lang: str = "en") -> str: ...

class EpdRecord:
    """An EPD record: a legal position and its operations."""

    def __init__(self, position: Position, ops: Optional[Dict[str, Union[None, Operand, List[Operand]]]] = None) -> None: ...
    @property
    def fen(self) -> str: ...
    @property
    def position(self) -> Position: ...
    @property
    def dialect(self) -> Dialect: ...
    @property
    def ops(self) -> Dict[str, Any]: ...
    def epd(self, dialect: Optional[Dialect] = None, ep: EpPolicy = "legal") -> str: ...

class EpdReader(Iterator[EpdRecord]):
    """The records of an EPD input, one a line (blank lines and `#` comment lines skipped)."""

    def __iter__(self) -> EpdReader: ...
    def __next__(self) -> EpdRecord: ...

def read_epd(
    source: Source,
    dialect: DialectOrAuto = "auto",
    lenient: bool = False,
    lang: str = "en",
    fen_dialect: Optional[Dialect] = None,
) -> EpdReader: ...

class ReadAs(TypedDict, total=False):
    """What ``read_any`` read a text as: ``kind`` always, the other keys when they apply."""

    kind: Literal["fen", "epd", "forsyth1883", "forsyth1897", "movetext", "pgn"]
    dialect: Dialect
    notation: Notation
    lang: str

def read_any(
    text: str, start: Optional[Position] = None, lang: Optional[str] = None
) -> Tuple[ReadAs, Union[Position, EpdRecord, Game]]: ...
