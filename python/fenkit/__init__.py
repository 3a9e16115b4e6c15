"""fenkit: chess notation that is exact about variants, from Rust.

FEN in its three dialects (standard, Shredder-FEN, X-FEN) and Chess960, moves in SAN, LAN
and FAN in 18 languages, UCI, ICCF numeric and descriptive notation, EPD and PGN; every move
validated. A thin layer over the Rust library fenkit.

>>> import fenkit
>>> pos = fenkit.Position.from_fen(fenkit.STARTING_FEN)
>>> pos.read_move("Cf3", lang="fr")
'g1f3'
>>> fenkit.Position.chess960(0).fen(dialect="shredder")
'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1'
"""

from importlib import metadata as _metadata

from ._fenkit import (
    LANGS,
    STARTING_FEN,
    EpdError,
    EpdReader,
    EpdRecord,
    FenError,
    Game,
    GameReader,
    LossyConversion,
    MoveError,
    PgnError,
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

__all__ = [
    "LANGS",
    "STARTING_FEN",
    "EpdError",
    "EpdReader",
    "EpdRecord",
    "FenError",
    "Game",
    "GameReader",
    "LossyConversion",
    "MoveError",
    "PgnError",
    "Position",
    "Tags",
    "TextError",
    "convert",
    "perft",
    "read_any",
    "read_epd",
    "read_pgn",
    "write_pgn",
]

# The version maturin took from python/Cargo.toml, as installed: one version, written once.
__version__ = _metadata.version(__name__)
