"""fenkit: chess notation that is exact about variants, from Rust.

Two ways in. python-chess's names, so that a script ports by changing its import
(``import fenkit as chess``, ``import fenkit.pgn``): ``Board``, ``Move``, ``Piece``, the square
constants, ``fenkit.pgn.read_game``. And the fast native functions: ``read_pgn``, ``read_epd``,
``convert``, ``Position``, ``read_any``.

FEN in its three dialects (standard, Shredder-FEN, X-FEN) and Chess960, moves in SAN, LAN
and FAN in 18 languages, UCI, ICCF numeric and descriptive notation, EPD and PGN; every move
validated. A thin layer over the Rust library fenkit.

>>> import fenkit
>>> pos = fenkit.Position.from_fen(fenkit.STARTING_FEN)
>>> pos.read_move("Cf3", lang="fr")
'g1f3'
>>> fenkit.Position.chess960(0).fen(dialect="shredder")
'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1'
>>> board = fenkit.Board()
>>> board.push_san("e4")
Move.from_uci('e2e4')
>>> board.piece_at(fenkit.E4)
Piece.from_symbol('P')
"""

from importlib import metadata as _metadata

from ._fenkit import (
    LANGS,
    STARTING_FEN,
    AmbiguousMoveError,
    EpdError,
    EpdReader,
    EpdRecord,
    FenError,
    Game,
    GameReader,
    IllegalMoveError,
    InvalidMoveError,
    LegalMoveGenerator,
    LossyConversion,
    Move,
    MoveError,
    PgnError,
    Piece,
    Position,
    Tags,
    TextError,
    convert,
    perft,
    read_any,
    read_epd,
    read_pgn,
    write_pgn,
)
from . import pgn  # python-chess's chess.pgn: fenkit.pgn.read_game, after `import fenkit` alone
from .board import STARTING_BOARD_FEN, Board, Outcome, Termination
from .squares import *  # noqa: F401,F403  (python-chess's square, colour and piece names)
from .squares import __all__ as _squares_all

__all__ = [
    "LANGS",
    "STARTING_BOARD_FEN",
    "STARTING_FEN",
    "AmbiguousMoveError",
    "Board",
    "EpdError",
    "EpdReader",
    "EpdRecord",
    "FenError",
    "Game",
    "GameReader",
    "IllegalMoveError",
    "InvalidMoveError",
    "LegalMoveGenerator",
    "LossyConversion",
    "Move",
    "MoveError",
    "Outcome",
    "PgnError",
    "Piece",
    "Position",
    "Tags",
    "Termination",
    "TextError",
    "convert",
    "perft",
    "read_any",
    "read_epd",
    "read_pgn",
    "write_pgn",
] + _squares_all

# The version maturin took from python/Cargo.toml, as installed: one version, written once.
__version__ = _metadata.version(__name__)
