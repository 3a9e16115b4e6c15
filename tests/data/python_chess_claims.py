"""Regenerates tests/data/python_chess_claims.txt: what python-chess (`pip install chess`; 1.11.2
when written) does with the texts fenkit's docs (docs/moves.md) say it mishandles. Each line:
`what <TAB> text <TAB> outcome`. tests/suite/san.rs checks the record and that fenkit refuses
these texts in English.

    python3 tests/data/python_chess_claims.py
"""

import io
from pathlib import Path

import chess
import chess.pgn

HERE = Path(__file__).parent

PROMOTION = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"


def parse_san(fen, text):
    try:
        return chess.Board(fen).parse_san(text).uci()
    except ValueError as err:
        return f"raises {type(err).__name__}"


def read_game(text):
    game = chess.pgn.read_game(io.StringIO(text))
    moves = " ".join(move.uci() for move in game.mainline_moves())
    return f"plays {moves or 'nothing'}, errors {len(game.errors)}"


def main():
    lines = [
        f"# What python-chess {chess.__version__} does with texts docs/moves.md names.",
        "# Regenerate with tests/data/python_chess_claims.py.",
    ]
    for text in ["Cf3", "♘f3"]:
        lines.append(f"Board.parse_san\t{text}\t{parse_san(chess.STARTING_FEN, text)}")
    for text in ["1. Cf3 *", "1. ♘f3 *"]:
        lines.append(f"chess.pgn.read_game\t{text}\t{read_game(text)}")
    for text in ["axb8D", "axb8Q"]:
        lines.append(f"Board.parse_san {PROMOTION}\t{text}\t{parse_san(PROMOTION, text)}")
    (HERE / "python_chess_claims.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
