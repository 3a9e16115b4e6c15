"""Regenerates the python-chess reference data in tests/data/ (python-chess 1.11, `pip install chess`).

    python3 tests/data/python_chess.py

- chess960.fen: the 960 start positions in Shredder-FEN, one per line, in number order.
- python_chess.fen: positions from seeded random Chess960 games, each as python-chess writes
  it four ways: `X-FEN ; Shredder-FEN ; en passant always ; en passant when pseudo-legal`
  (the first two write the en passant square only when the capture is legal).
"""

import random
from pathlib import Path

import chess

HERE = Path(__file__).parent


def chess960_starts():
    lines = [
        "# The 960 Chess960 start positions in Shredder-FEN: data line k (from 0, comments",
        f"# skipped) is start position number k. Source: python-chess {chess.__version__},",
        "# chess.Board.from_chess960_pos(k).fen(shredder=True); regenerate with tests/data/python_chess.py.",
    ]
    lines += [chess.Board.from_chess960_pos(n).fen(shredder=True) for n in range(960)]
    (HERE / "chess960.fen").write_text("\n".join(lines) + "\n")


def random_games():
    rng = random.Random(960)
    lines = [
        "# Positions from seeded random Chess960 games (and a few Double Fischer Random ones),",
        f"# written by python-chess {chess.__version__}: board.fen() ; board.fen(shredder=True) ;",
        "# board.fen(en_passant='fen') ; board.fen(en_passant='xfen'). python-chess writes X-FEN",
        "# castling (KQkq for the outermost rook, else the file letter); its en passant square is",
        "# written only when the capture is legal, after every double step ('fen'), or when a pawn",
        "# stands ready to take ('xfen').",
        "# Regenerate with tests/data/python_chess.py.",
    ]
    seen = set()
    while len(seen) < 300:
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        if rng.random() < 0.2:
            black = chess.Board.from_chess960_pos(rng.randrange(960))
            placement = black.board_fen().split("/")[:2] + board.board_fen().split("/")[2:]
            board.set_board_fen("/".join(placement))
            board.castling_rights = board.rooks & (chess.BB_RANK_1 | chess.BB_RANK_8)
        for _ in range(rng.randrange(60)):
            moves = list(board.legal_moves)
            if not moves:
                break
            # Prefer castling and pawn double steps: they exercise the castling and en passant fields.
            special = [m for m in moves if board.is_castling(m) or (board.piece_type_at(m.from_square) == chess.PAWN and abs(m.to_square - m.from_square) == 16)]
            board.push(rng.choice(special if special and rng.random() < 0.3 else moves))
        line = " ; ".join([
            board.fen(),
            board.fen(shredder=True),
            board.fen(en_passant="fen"),
            board.fen(en_passant="xfen"),
        ])
        if line not in seen:
            seen.add(line)
            lines.append(line)
    (HERE / "python_chess.fen").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    chess960_starts()
    random_games()
