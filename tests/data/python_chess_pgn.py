"""Regenerates tests/data/lichess_db_100k.expected, what python-chess (1.11, `pip install chess`)
reads in tests/data/lichess_db_100k.pgn: for each game, its number, the number of plies of its
main line, and the FEN of the final position (en passant square only when the capture is legal,
python-chess's default).

    python3 tests/data/python_chess_pgn.py
"""

from pathlib import Path

import chess
import chess.pgn

HERE = Path(__file__).parent


def main():
    lines = [
        f"# What python-chess {chess.__version__} reads in lichess_db_100k.pgn: game number, plies "
        "of the main line, final FEN.",
        "# Regenerate with tests/data/python_chess_pgn.py.",
    ]
    with open(HERE / "lichess_db_100k.pgn", encoding="utf-8") as pgn:
        number = 0
        while True:
            game = chess.pgn.read_game(pgn)
            if game is None:
                break
            number += 1
            if game.errors:
                raise SystemExit(f"game {number}: {game.errors}")
            board = game.end().board()
            lines.append(f"{number}\t{board.ply()}\t{board.fen()}")
    (HERE / "lichess_db_100k.expected").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
