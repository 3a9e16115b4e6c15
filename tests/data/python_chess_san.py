"""Regenerates tests/data/python_chess_san.txt, the SAN python-chess writes (python-chess 1.11,
`pip install chess`).

    python3 tests/data/python_chess_san.py

Each data line is a position and the SAN of every legal move, as python-chess writes them:
`FEN ; san san san ...`. Positions come from seeded random games, standard and Chess960
(Shredder-FEN for those), with captures, pawn moves, checks and castling preferred now and then so that
promotions, disambiguation, en passant and mates turn up.
"""

import random
from pathlib import Path

import chess

HERE = Path(__file__).parent


def interesting(board, moves, rng):
    """A move, preferring captures, pawn moves, checks and castling a third of the time."""
    if rng.random() < 0.35:
        kind = rng.choice(["capture", "pawn", "check", "castle"])
        if kind == "capture":
            special = [m for m in moves if board.is_capture(m)]
        elif kind == "pawn":
            special = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
        elif kind == "check":
            special = [m for m in moves if board.gives_check(m)]
        else:
            special = [m for m in moves if board.is_castling(m)]
        if special:
            return rng.choice(special)
    return rng.choice(moves)


def main():
    rng = random.Random(2026)
    lines = [
        f"# Positions from seeded random games and the SAN python-chess {chess.__version__} writes for",
        "# every legal move: `FEN ; san san ...`. Standard games first, then Chess960 (Shredder-FEN).",
        "# Regenerate with tests/data/python_chess_san.py.",
    ]
    seen = set()
    for chess960 in (False, True):
        count = 0
        while count < 300:
            if chess960:
                board = chess.Board.from_chess960_pos(rng.randrange(960))
            else:
                board = chess.Board()
            plies = rng.randrange(1, rng.choice([24, 160]))
            for _ in range(plies):
                moves = list(board.legal_moves)
                if not moves:
                    break
                board.push(interesting(board, moves, rng))
            if board.is_game_over() and not board.is_checkmate():
                continue
            fen = board.fen(shredder=chess960)
            if fen in seen:
                continue
            seen.add(fen)
            sans = [board.san(m) for m in board.legal_moves]
            lines.append(f"{fen} ; {' '.join(sans)}")
            count += 1
    (HERE / "python_chess_san.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
