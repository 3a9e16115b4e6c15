"""python-chess's ``chess.pgn`` over fenkit: ``read_game``, ``read_headers``, ``Game`` and its
nodes, so that ``import chess.pgn`` ports as ``import fenkit.pgn``.

Each game is read and checked by the library (every move legal, in the standard's import
format); its tree of nodes is built from the library's game only when asked for, and an edited
game is rebuilt by the library, every move checked again, to be written.

>>> import io
>>> game = read_game(io.StringIO('[Event "x"]\\n\\n1. e4 { best } e5 (1... c5 $1) 2. Nf3 *\\n'))
>>> [node.san() for node in game.mainline()]
['e4', 'e5', 'Nf3']
>>> game.next().comment, game.next().variations[1].nags
('best', {1})
"""

import re
from typing import Dict, Iterable, Iterator, List, MutableMapping, Optional, Set, TextIO, Tuple, Union

from . import _fenkit
from .board import STARTING_FEN, Board, Move

NAG_NULL = 0
NAG_GOOD_MOVE = 1
NAG_MISTAKE = 2
NAG_BRILLIANT_MOVE = 3
NAG_BLUNDER = 4
NAG_SPECULATIVE_MOVE = 5
NAG_DUBIOUS_MOVE = 6

TAG_ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
_ROSTER_DEFAULTS = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": "?", "Black": "?", "Result": "*"}
_TAG = re.compile(r'^\s*\[\s*([A-Za-z0-9][A-Za-z0-9_+#=:-]*)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_CHESS960 = {"chess960", "960", "fischerandom", "fischerrandom", "fischerrandomchess", "fr", "frc", "chess960fischerrandom", "doublefischerrandom", "dfrc"}

Eval = Tuple[str, int]
"""An evaluation from White's side: ``("cp", 24)`` for +0.24, ``("mate", -3)`` for Black mating in 3."""


class Headers(MutableMapping[str, str]):
    """A game's tags, as python-chess's ``Headers``: the seven tag roster first (in its
    order), then the others in the order given. ``Headers()`` has the roster's defaults."""

    def __init__(self, data: Optional[Union[MutableMapping[str, str], Iterable[Tuple[str, str]]]] = None, **kwargs: str) -> None:
        self._tags: Dict[str, str] = {}
        self.update(_ROSTER_DEFAULTS if data is None else data, **kwargs)

    def __getitem__(self, name: str) -> str:
        return self._tags[name]

    def __setitem__(self, name: str, value: str) -> None:
        if not (name and re.fullmatch(r"[A-Za-z0-9_]+", name)):
            raise ValueError(f"found tag name {name!r}, expected letters, digits and '_'")
        self._tags[name] = str(value)

    def __delitem__(self, name: str) -> None:
        del self._tags[name]

    def __iter__(self) -> Iterator[str]:
        for name in TAG_ROSTER:
            if name in self._tags:
                yield name
        for name in self._tags:
            if name not in TAG_ROSTER:
                yield name

    def __len__(self) -> int:
        return len(self._tags)

    @classmethod
    def _read(cls, pairs: Iterable[Tuple[str, str]]) -> "Headers":
        """The tags the library read, valid names each once: taken without checking again."""
        headers = cls.__new__(cls)
        headers._tags = dict(pairs)
        return headers

    def is_chess960(self) -> bool:
        """Whether the ``Variant`` tag names Chess960."""
        variant = re.sub(r"[ \t_-]", "", self._tags.get("Variant", "")).lower()
        return variant in _CHESS960

    def board(self) -> Board:
        """The start position the tags give (``FEN``, ``Variant``)."""
        return Board(self._tags.get("FEN", STARTING_FEN), chess960=self.is_chess960())

    def copy(self) -> "Headers":
        return Headers(self.items())

    def __repr__(self) -> str:
        return "Headers({})".format(", ".join(f"{name}={value!r}" for name, value in self.items()))


def _clean(comment: str) -> str:
    """A comment's text as python-chess gives it: one space stripped at each end."""
    if comment.startswith(" "):
        comment = comment[1:]
    if comment.endswith(" "):
        comment = comment[:-1]
    return comment


def _joined(old: str, new: str) -> str:
    return f"{old} {new}" if old and new else old or new


class GameNode:
    """A node of a game's tree: the game itself, or a move (``ChildNode``). ``variations``
    are the moves that follow, the main one first."""

    parent: Optional["GameNode"]
    move: Optional[Move]

    def __init__(self, *, comment: str = "") -> None:
        self.parent = None
        self.move = None
        self.variations: List["ChildNode"] = []
        self.comment = comment
        self.starting_comment = ""
        self.nags: Set[int] = set()

    def game(self) -> "Game":
        """The game this node is part of."""
        node = self
        while node.parent is not None:
            node = node.parent
        return node  # type: ignore[return-value]

    def root(self) -> "GameNode":
        """The game, the root of the tree."""
        return self.game()

    def board(self) -> Board:
        """The position after this node's move, replayed from the start."""
        moves = []
        node: GameNode = self
        while node.parent is not None:
            moves.append(node.move)
            node = node.parent
        board = node.board()
        for move in reversed(moves):
            board.push(move)  # type: ignore[arg-type]
        return board

    def ply(self) -> int:
        """The number of half-moves played to reach this node, counted from the start
        position's move number."""
        depth, node = 0, self
        while node.parent is not None:
            depth, node = depth + 1, node.parent
        return node.ply() + depth

    def end(self) -> "GameNode":
        """The last node of the main line from here."""
        node = self
        while node.variations:
            node = node.variations[0]
        return node

    def is_end(self) -> bool:
        """Whether no move follows."""
        return not self.variations

    def next(self) -> Optional["ChildNode"]:
        """The main move that follows, else ``None``."""
        return self.variations[0] if self.variations else None

    def is_mainline(self) -> bool:
        """Whether this node is on the game's main line."""
        node = self
        while node.parent is not None:
            if node.parent.variations[0] is not node:
                return False
            node = node.parent
        return True

    def is_main_variation(self) -> bool:
        """Whether this node is its parent's main continuation (the game is)."""
        return self.parent is None or self.parent.variations[0] is self

    def starts_variation(self) -> bool:
        """Whether this node starts a side line."""
        return self.parent is not None and self.parent.variations[0] is not self

    def variation(self, move: Union[int, Move, "GameNode"]) -> "ChildNode":
        """The continuation by a move, or by its index; ``KeyError`` when there is none."""
        if isinstance(move, int):
            return self.variations[move]
        for child in self.variations:
            if child is move or child.move == move:
                return child
        raise KeyError(move)

    def has_variation(self, move: Union[Move, "GameNode"]) -> bool:
        """Whether a move is among the continuations."""
        return any(child is move or child.move == move for child in self.variations)

    def promote_to_main(self, move: Union[Move, "GameNode"]) -> None:
        """Makes a continuation the main one."""
        child = self.variation(move)
        self.variations.remove(child)
        self.variations.insert(0, child)

    def promote(self, move: Union[Move, "GameNode"]) -> None:
        """Moves a continuation one place up."""
        child = self.variation(move)
        i = self.variations.index(child)
        if i > 0:
            self.variations[i - 1], self.variations[i] = self.variations[i], self.variations[i - 1]

    def demote(self, move: Union[Move, "GameNode"]) -> None:
        """Moves a continuation one place down."""
        child = self.variation(move)
        i = self.variations.index(child)
        if i < len(self.variations) - 1:
            self.variations[i + 1], self.variations[i] = self.variations[i], self.variations[i + 1]

    def remove_variation(self, move: Union[Move, "GameNode"]) -> None:
        """Removes a continuation and everything after it."""
        self.variations.remove(self.variation(move))

    def add_variation(self, move: Move, *, comment: str = "", starting_comment: str = "", nags: Iterable[int] = ()) -> "ChildNode":
        """Adds a continuation after the others and returns it. The move is checked when the
        game is written or a board is asked for."""
        node = ChildNode(self, move, comment=comment, starting_comment=starting_comment, nags=nags)
        return node

    def add_main_variation(self, move: Move, *, comment: str = "", nags: Iterable[int] = ()) -> "ChildNode":
        """Adds a continuation as the main one and returns it."""
        node = self.add_variation(move, comment=comment, nags=nags)
        self.variations.insert(0, self.variations.pop())
        return node

    def add_line(self, moves: Iterable[Move], *, comment: str = "", starting_comment: str = "", nags: Iterable[int] = ()) -> "GameNode":
        """Adds moves one after the other; the comment and NAGs go to the last, the starting
        comment to the first. Returns the last node."""
        node: GameNode = self
        for move in moves:
            node = node.add_variation(move, starting_comment=starting_comment)
            starting_comment = ""
        node.comment = _joined(node.comment, comment)
        node.nags.update(nags)
        return node

    def mainline(self) -> "Mainline[ChildNode]":
        """The nodes of the main line after this one."""
        return Mainline(self, lambda node: node)

    def mainline_moves(self) -> "Mainline[Move]":
        """The moves of the main line after this one."""
        return Mainline(self, lambda node: node.move)

    def clock(self) -> Optional[float]:
        """The clock after this move (``[%clk 0:03:00]`` in its comment), in seconds."""
        return _fenkit._comment_commands(self.comment)[0] if "[%" in self.comment else None

    def emt(self) -> Optional[float]:
        """The time this move took (``[%emt 0:00:05]`` in its comment), in seconds."""
        return _fenkit._comment_commands(self.comment)[1] if "[%" in self.comment else None

    def eval(self) -> Optional[Eval]:
        """The evaluation in the comment (``[%eval 0.24]``, ``[%eval #-3]``) from White's side:
        ``("cp", 24)`` or ``("mate", -3)``. python-chess gives a ``PovScore`` instead."""
        return _fenkit._comment_commands(self.comment)[2] if "[%" in self.comment else None

    def _items(self, out: List[tuple], *, comments: bool = True, variations: bool = True) -> None:
        """The movetext from this node on, as the library's items."""
        node = self
        while node.variations:
            main = node.variations[0]
            main._move_items(out, starts_variation=False, comments=comments)
            for side in node.variations[1:] if variations else ():
                out.append(("(",))
                side._move_items(out, starts_variation=True, comments=comments)
                side._items(out, comments=comments)
                out.append((")",))
            node = main


class ChildNode(GameNode):
    """A move of the game's tree, with its ``comment``, ``starting_comment`` (before a side
    line's first move) and ``nags``."""

    parent: GameNode
    move: Move

    def __init__(self, parent: GameNode, move: Move, *, comment: str = "", starting_comment: str = "", nags: Iterable[int] = ()) -> None:
        super().__init__(comment=comment)
        self.parent = parent
        self.move = move
        self.starting_comment = starting_comment
        self.nags = set(nags)
        parent.variations.append(self)

    def san(self) -> str:
        """The move in SAN, in the position before it."""
        return self.parent.board().san(self.move)

    def uci(self) -> str:
        """The move in UCI, castling in the game's convention."""
        return self.parent.board().uci(self.move)

    def _move_items(self, out: List[tuple], *, starts_variation: bool, comments: bool = True) -> None:
        if comments and starts_variation and self.starting_comment:
            out.append(("comment", f" {self.starting_comment} "))
        out.append(("move", self.move.uci()))
        # As python-chess's exporter, NAGs go with the comments.
        for nag in sorted(self.nags) if comments else ():
            out.append(("nag", nag))
        if comments and self.comment:
            out.append(("comment", f" {self.comment} "))

    def __repr__(self) -> str:
        return f"<ChildNode at {id(self):#x} ({self.ply()}. {self.move.uci()})>"


class Mainline:
    """The main line from a node: its nodes or moves, iterable (also reversed), with
    ``len()``; ``str()`` gives it in SAN with move numbers."""

    def __init__(self, start: GameNode, f) -> None:
        self.start = start
        self.f = f

    def _nodes(self) -> Iterator[GameNode]:
        node = self.start
        while node.variations:
            node = node.variations[0]
            yield node

    def __iter__(self):
        return (self.f(node) for node in self._nodes())

    def __reversed__(self):
        return reversed([self.f(node) for node in self._nodes()])

    def __len__(self) -> int:
        return sum(1 for _ in self._nodes())

    def __bool__(self) -> bool:
        return bool(self.start.variations)

    def __str__(self) -> str:
        return self.start.board().variation_san([node.move for node in self._nodes()])


class Game(GameNode):
    """A game: its ``headers``, its tree of moves from the start, and ``errors`` (the error
    of a game that did not read). ``Game()`` is an empty game with the roster's tags;
    ``str(game)`` is its PGN in export format, written by the library."""

    def __init__(self, headers: Optional[Union[MutableMapping[str, str], Iterable[Tuple[str, str]]]] = None) -> None:
        self._native: Optional[_fenkit.Game] = None
        self._tree_built = True
        super().__init__()
        self.headers = Headers(headers)
        self.errors: List[Exception] = []

    @classmethod
    def _read(cls, native: "_fenkit.Game") -> "Game":
        game = cls.__new__(cls)
        game.parent = None
        game.move = None
        game._native = native
        game._tree_built = False
        game.starting_comment = ""
        game.nags = set()
        game.headers = Headers._read(native.tags.items())
        game.errors = []
        return game

    def _tree(self) -> None:
        """Builds the nodes from the library's game, the first time they are asked for."""
        if self._tree_built:
            return
        self._tree_built = True
        self.__dict__["variations"] = []
        self.__dict__["comment"] = ""
        node: GameNode = self
        stack: List[GameNode] = []
        starting = None
        for item in _fenkit._game_items(self._native):
            kind = item[0]
            if kind == "move":
                node = ChildNode(node, Move.from_uci(item[1]))
                if starting:
                    node.starting_comment = starting
                starting = None
            elif kind == "comment":
                if starting is not None:
                    starting = _joined(starting, _clean(item[1]))
                else:
                    node.comment = _joined(node.comment, _clean(item[1]))
            elif kind == "nag":
                node.nags.add(item[1])
            elif kind == "(":
                stack.append(node)
                node = node.parent  # type: ignore[assignment]
                starting = ""
            else:
                node = stack.pop()
                starting = None

    @property  # type: ignore[override]
    def variations(self) -> List[ChildNode]:
        """The first moves: the main one, then the others."""
        self._tree()
        return self.__dict__["variations"]

    @variations.setter
    def variations(self, value: List[ChildNode]) -> None:
        self.__dict__["variations"] = value

    @property  # type: ignore[override]
    def comment(self) -> str:
        """The comment before the first move."""
        self._tree()
        return self.__dict__["comment"]

    @comment.setter
    def comment(self, value: str) -> None:
        self.__dict__["comment"] = value

    def board(self) -> Board:
        """The start position, from the ``FEN`` and ``Variant`` tags."""
        if self._native is not None and not self._tree_built:
            return Board(self._native.start_fen, chess960=self._native.variant == "chess960")
        return self.headers.board()

    def ply(self) -> int:
        """The half-moves before the start position, from its move number."""
        return self.board().ply()

    def mainline_moves(self) -> "Mainline[Move]":
        """The moves of the main line."""
        if not self._tree_built and self._native is not None:
            return _NativeMainline(self)  # type: ignore[return-value]
        return super().mainline_moves()

    def setup(self, board: Union[Board, str]) -> None:
        """Sets the start position: the ``FEN`` and ``SetUp`` tags (removed for the standard
        start) and ``Variant`` for a Chess960 board."""
        if isinstance(board, str):
            board = Board(board)
        fen = board.fen()
        if fen == STARTING_FEN and not board.chess960:
            self.headers.pop("FEN", None)
            self.headers.pop("SetUp", None)
        else:
            self.headers["FEN"] = fen
            self.headers["SetUp"] = "1"
        if board.chess960:
            self.headers["Variant"] = "Chess960"
        elif self.headers.is_chess960():
            del self.headers["Variant"]

    @classmethod
    def from_board(cls, board: Board) -> "Game":
        """A game of a board's moves from its root position, with its result."""
        game = cls()
        game.setup(board.root())
        node: GameNode = game
        for move in board.move_stack:
            node = node.add_variation(move)
        game.headers["Result"] = board.result()
        return game

    def _library_game(self, *, comments: bool = True, variations: bool = True) -> "_fenkit.Game":
        """The library's game of the headers and the tree, every move checked."""
        if self._tree_built or not (comments and variations):
            items: List[tuple] = []
            if comments and self.comment:
                items.append(("comment", f" {self.comment} "))
            self._items(items, comments=comments, variations=variations)
        else:
            items = _fenkit._game_items(self._native)
        return _fenkit._build_game(list(self.headers.items()), items)

    def accept(self, exporter: "StringExporter") -> Union[str, int]:
        """The game written by an exporter: ``StringExporter`` gives the text, ``FileExporter``
        writes it and gives the number of characters written."""
        return exporter._export(self)

    def __str__(self) -> str:
        return str(self._library_game())

    def __repr__(self) -> str:
        return f"<Game at {id(self):#x} ({self.headers.get('White', '?')!r} vs. {self.headers.get('Black', '?')!r}, {self.headers.get('Date', '????.??.??')!r})>"


class _NativeMainline:
    """The main line's moves of a game not yet built into nodes, from the library's game."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def _moves(self) -> List[Move]:
        return _fenkit._main_line_moves(self.game._native)

    def __iter__(self) -> Iterator[Move]:
        return iter(self._moves())

    def __reversed__(self) -> Iterator[Move]:
        return reversed(self._moves())

    def __len__(self) -> int:
        return self.game._native.plies  # type: ignore[union-attr]

    def __bool__(self) -> bool:
        return len(self) > 0

    def __str__(self) -> str:
        return self.game.board().variation_san(self._moves())


class StringExporter:
    """Writes games for ``game.accept(exporter)``, as python-chess's exporter: with or without
    the ``headers``, ``comments`` (NAGs too) and ``variations``; the movetext in lines of at most 79
    characters (the PGN standard's, for ``columns=80``) or on one line (``columns=None``)."""

    def __init__(self, *, columns: Optional[int] = 80, headers: bool = True, comments: bool = True, variations: bool = True) -> None:
        if columns not in (80, None):
            raise ValueError(f"columns={columns}: fenkit writes lines of the PGN standard's 79 characters (columns=80) or one line (None)")
        self.columns = columns
        self.headers = headers
        self.comments = comments
        self.variations = variations

    def _text(self, game: Game) -> str:
        text = str(game._library_game(comments=self.comments, variations=self.variations))
        tags, _, movetext = text.partition("\n\n")
        if self.columns is None:
            movetext = " ".join(movetext.split("\n")).strip() + "\n"
        return f"{tags}\n\n{movetext}" if self.headers else movetext

    def _export(self, game: Game) -> Union[str, int]:
        return self._text(game).rstrip("\n")


class FileExporter(StringExporter):
    """As ``StringExporter``, but ``game.accept(exporter)`` writes the game to a text file,
    with a blank line after it, and gives the number of characters written."""

    def __init__(self, handle: TextIO, *, columns: Optional[int] = 80, headers: bool = True, comments: bool = True, variations: bool = True) -> None:
        super().__init__(columns=columns, headers=headers, comments=comments, variations=variations)
        self.handle = handle

    def _export(self, game: Game) -> Union[str, int]:
        text = self._text(game).rstrip("\n") + "\n\n"
        return self.handle.write(text)


def _game_text(handle: TextIO) -> Optional[Tuple[List[str], str]]:
    """The next game of a text file, as python-chess finds its end: its tag lines, and the
    whole text (tags and movetext) up to the blank line after the movetext. ``None`` at the
    end of the file."""
    readline = handle.readline
    line = readline().lstrip("\ufeff")
    while line.isspace() or line.startswith("%") or line.startswith(";"):
        line = readline()
    if not line:
        return None
    tags: List[str] = []
    blank = 0
    while line:
        if line.startswith("%") or line.startswith(";"):
            line = readline()
            continue
        if blank < 1 and line.isspace():
            blank += 1
            line = readline()
            continue
        if not line.startswith("["):
            break
        blank = 0
        tags.append(line)
        line = readline()
    movetext: List[str] = []
    in_comment = False
    while line:
        if not in_comment and line.isspace():
            break
        movetext.append(line)
        if in_comment or ";" in line or line.count("{") != line.count("}"):
            in_comment = _ends_in_comment(line, in_comment)
        line = readline()
    return tags, "".join(tags) + "\n" + "".join(movetext)


def _ends_in_comment(line: str, in_comment: bool) -> bool:
    """Whether a line of movetext ends inside a ``{...}`` comment."""
    at = 0
    while True:
        if in_comment:
            close = line.find("}", at)
            if close < 0:
                return True
            in_comment, at = False, close + 1
        else:
            brace, semicolon = line.find("{", at), line.find(";", at)
            if brace < 0 or 0 <= semicolon < brace:
                return False
            in_comment, at = True, brace + 1


def _headers(lines: List[str]) -> Headers:
    headers = Headers({})
    for line in lines:
        match = _TAG.match(line)
        if match and match.group(1) not in headers:
            headers[match.group(1)] = re.sub(r"\\(.)", r"\1", match.group(2))
    return headers


def read_game(handle: TextIO) -> Optional[Game]:
    """Reads the next game of a text file (``open(path)``, ``io.StringIO(text)``), as
    python-chess does, leaving the file after it; ``None`` at the end. Every move is checked
    by the library. A game that does not read comes back with its headers, no moves, and the
    library's ``PgnError`` in ``game.errors``."""
    found = _game_text(handle)
    if found is None:
        return None
    tags, text = found
    try:
        return Game._read(_fenkit.Game.from_pgn(text))
    except _fenkit.PgnError as err:
        game = Game(_headers(tags))
        game.errors.append(err)
        return game


def read_headers(handle: TextIO) -> Optional[Headers]:
    """Reads the tags of the next game of a text file and skips its moves; ``None`` at the
    end."""
    found = _game_text(handle)
    return None if found is None else _headers(found[0])


def skip_game(handle: TextIO) -> bool:
    """Skips the next game of a text file; whether there was one."""
    return _game_text(handle) is not None


__all__ = [
    "ChildNode",
    "FileExporter",
    "StringExporter",
    "Game",
    "GameNode",
    "Headers",
    "Mainline",
    "NAG_BLUNDER",
    "NAG_BRILLIANT_MOVE",
    "NAG_DUBIOUS_MOVE",
    "NAG_GOOD_MOVE",
    "NAG_MISTAKE",
    "NAG_NULL",
    "NAG_SPECULATIVE_MOVE",
    "TAG_ROSTER",
    "read_game",
    "read_headers",
    "skip_game",
]
