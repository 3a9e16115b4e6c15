"""Regenerates tests/data/lichess_db_100k.python-chess-export.pgn and
tests/data/pgn/export_differences.python-chess.pgn: the games of lichess_db_100k.pgn and of
pgn/export_differences.pgn as python-chess (1.11.2, `pip install chess`) exports them
(`chess.pgn.StringExporter`, its default 80 columns), for tests/suite/pgn.rs to compare with
what fenkit's PgnWriter writes.

    python3 tests/data/python_chess_export.py
"""

from pathlib import Path

import chess
import chess.pgn

HERE = Path(__file__).parent


def export(source, target):
    games = []
    with open(HERE / source, encoding="utf-8") as pgn:
        while True:
            game = chess.pgn.read_game(pgn)
            if game is None:
                break
            if game.errors:
                raise SystemExit(f"{source}, game {len(games) + 1}: {game.errors}")
            exporter = chess.pgn.StringExporter(headers=True, variations=True, comments=True)
            games.append(game.accept(exporter))
    header = (
        f"% The games of {source} as python-chess {chess.__version__} exports them.\n"
        "% Regenerate with tests/data/python_chess_export.py.\n"
    )
    text = header + "".join(game + "\n\n" for game in games)
    (HERE / target).write_text(text, encoding="utf-8")


def main():
    export("lichess_db_100k.pgn", "lichess_db_100k.python-chess-export.pgn")
    export("pgn/export_differences.pgn", "pgn/export_differences.python-chess.pgn")


if __name__ == "__main__":
    main()
