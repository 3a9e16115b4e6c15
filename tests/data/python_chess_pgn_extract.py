"""Regenerates tests/data/pgn/random_endings.pgn and tests/data/python_chess_pgn_extract.expected:
what python-chess (1.11, `pip install chess`) says of the games for the options of `fenkit pgn`
that pgn-extract cannot check (cli/tests/suite/pgn_python_chess.rs compares):

    python3 tests/data/python_chess_pgn_extract.py

random_endings.pgn holds random games, played by python-chess from a fixed seed until the game
is over (checkmate, stalemate, insufficient material, fivefold repetition, the seventy-five-move
rule) or 400 plies, captures taken more often than by chance, with the result `*`; the first
four with variations (nested) of random moves. For each game of the FILES below, in order, the
expectation file has the lines `<file>\t<game>\t<what>\t<value>`:

- `outcome`: `Board.outcome()`'s result at the end of the main line (`-` when not decided);
- `ending`: the `--ending` kinds the last position is (checkmate, stalemate, insufficient,
  repetition: `is_repetition(3)`, fifty: a halfmove clock of 100 or more), space-separated;
- `material`: every material the main line reaches (`KQP:KQ`), space-separated, in order;
- `underpromotion`: `yes` when a main-line move promotes to a rook, bishop or knight;
- `plycount`: the plies of the main line;
- `fens`: `Board.fen(en_passant="fen")` after every move, variations too, in the order
  python-chess writes the moves, `|`-separated (in the first FENS games of a file: the
  expectations stay small).
"""

import io
import random
import re
from pathlib import Path

import chess
import chess.pgn

HERE = Path(__file__).parent
FILES = ["pgn/endings.pgn", "pgn/export_differences.pgn", "pgn/random_endings.pgn"]
ORDER = "KQRBNP"
FENS = 8


def random_games(count=40, seed=36):
    rng = random.Random(seed)
    games = []
    for number in range(1, count + 1):
        board = chess.Board()
        while not board.is_game_over() and board.ply() < 400:
            moves = list(board.legal_moves)
            # Captures more often than by chance: games that end before the cap.
            captures = [move for move in moves if board.is_capture(move)]
            board.push(rng.choice(captures if captures and rng.random() < 0.7 else moves))
        game = chess.pgn.Game.from_board(board)
        if number <= 4:
            add_variations(game, rng)
        game.headers["Event"] = f"Random game {number}"
        game.headers["Result"] = "*"
        games.append(str(game))
    return "\n\n".join(games) + "\n"


def add_variations(game, rng):
    """Variations of three random moves beside every tenth move of the main line, each with
    a variation of its own beside its second move."""
    def line(node, plies):
        first = None
        for _ in range(plies):
            moves = list(node.board().legal_moves)
            if not moves:
                break
            node = node.add_variation(rng.choice(moves))
            first = first or node
        return first

    for ply, node in enumerate(list(game.mainline())):
        if ply % 10 == 0 and node.parent is not None:
            variation = line(node.parent, 3)
            if variation is not None and variation.variations:
                line(variation, 2)


def material(board):
    sides = []
    for color in [chess.WHITE, chess.BLACK]:
        letters = ""
        for letter in ORDER:
            piece = chess.Piece.from_symbol(letter)
            letters += letter * len(board.pieces(piece.piece_type, color))
        sides.append(letters)
    return ":".join(sides)


def endings(board):
    kinds = []
    if board.is_checkmate():
        kinds.append("checkmate")
    if board.is_stalemate():
        kinds.append("stalemate")
    if board.is_insufficient_material():
        kinds.append("insufficient")
    if board.is_repetition(3):
        kinds.append("repetition")
    if board.halfmove_clock >= 100:
        kinds.append("fifty")
    return " ".join(kinds) or "-"


def fens(game):
    """The FENs after every move, in the order python-chess's exporter writes the moves."""
    def mark(node):
        for child in node.variations:
            child.comment = child.board().fen(en_passant="fen")
            mark(child)
    mark(game)
    exported = game.accept(chess.pgn.StringExporter(headers=False, comments=True))
    return re.findall(r"\{ ([^}]*) \}", exported)


def main():
    (HERE / "pgn/random_endings.pgn").write_text(random_games(), encoding="utf-8")
    lines = [
        f"# What python-chess {chess.__version__} says of the games; regenerate with "
        "tests/data/python_chess_pgn_extract.py.",
    ]
    for name in FILES:
        with open(HERE / name, encoding="utf-8") as pgn:
            number = 0
            while (game := chess.pgn.read_game(pgn)) is not None:
                if game.errors:
                    raise SystemExit(f"{name}: {game.errors}")
                number += 1
                board = game.board()
                reached = [material(board)]
                under = False
                for move in game.mainline_moves():
                    under |= move.promotion not in (None, chess.QUEEN)
                    board.push(move)
                    reached.append(material(board))
                outcome = board.outcome()
                seen = list(dict.fromkeys(reached))
                for what, value in [
                    ("outcome", outcome.result() if outcome else "-"),
                    ("ending", endings(board)),
                    ("material", " ".join(seen)),
                    ("underpromotion", "yes" if under else "no"),
                    ("plycount", str(board.ply() - game.board().ply())),
                ] + ([("fens", "|".join(fens(game)))] if number <= FENS else []):
                    lines.append(f"{name}\t{number}\t{what}\t{value}")
    (HERE / "python_chess_pgn_extract.expected").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
