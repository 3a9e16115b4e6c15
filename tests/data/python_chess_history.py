"""Regenerates tests/data/python_chess_history.txt: what python-chess (1.11, `pip install chess`)
says, ply by ply, of the Polyglot key, repetitions, claims and outcome of games: the 20 games of
tests/data/lichess_20.pgn, and random games drawn to repeat positions (moves back and forth,
null moves, long stretches without a capture or pawn move, en passant squares with and without
a legal capture). tests/suite/game_state.rs replays each game through fenkit's GameState and
compares.

    python3 tests/data/python_chess_history.py

A game is three lines, `game <name>`, `fen <start>`, `moves <uci …>` (`0000` a null move), then
one line per position, the start first: `<key> <reps> <now> <next> <outcome>`, where
- key: `chess.polyglot.zobrist_hash`, 16 hex digits;
- reps: the largest n in 1..=6 with `board.is_repetition(n)`;
- now: the claims without a move, `t` for `is_repetition(3)`, `f` for `is_fifty_moves()`, `-`;
- next: `t` for `can_claim_threefold_repetition()`, `f` for `can_claim_fifty_moves()`, `-`;
- outcome: `board.outcome()`'s termination in lower case (`checkmate`, `stalemate`,
  `insufficient_material`, `seventyfive_moves`, `fivefold_repetition`), or `-`.
"""

import random
from pathlib import Path

import chess
import chess.pgn
import chess.polyglot

HERE = Path(__file__).parent

# Starts for the random games: the standard start; a rook ending five half-moves short of the
# fifty-move rule; en passant with the capturing pawn pinned along the rank (illegal) and free.
STARTS = [
    chess.STARTING_FEN,
    "8/8/4k3/8/8/4K3/8/R6r w - - 95 80",
    "8/8/4k3/8/8/4K3/8/R6r w - - 140 120",
    "8/2p5/8/KP5r/8/8/8/7k b - - 0 1",
    "8/2p5/8/1P5r/K7/8/8/7k b - - 0 1",
    "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 8",
]


def flags(pairs):
    return "".join(letter for letter, on in pairs if on) or "-"


def record(board):
    reps = max(n for n in range(1, 7) if board.is_repetition(n))
    now = flags([("t", board.is_repetition(3)), ("f", board.is_fifty_moves())])
    after = flags(
        [("t", board.can_claim_threefold_repetition()), ("f", board.can_claim_fifty_moves())]
    )
    outcome = board.outcome()
    reason = outcome.termination.name.lower() if outcome else "-"
    key = f"{chess.polyglot.zobrist_hash(board):016x}"
    return f"{key} {reps} {now} {after} {reason}"


def game_lines(name, board, moves):
    lines = [f"game {name}", f"fen {board.fen()}", "moves " + " ".join(m.uci() for m in moves)]
    lines.append(record(board))
    for move in moves:
        board.push(move)
        lines.append(record(board))
    return lines


def lichess_games():
    with open(HERE / "lichess_20.pgn", encoding="utf-8") as pgn:
        number = 0
        while True:
            game = chess.pgn.read_game(pgn)
            if game is None:
                return
            number += 1
            yield f"lichess_20.pgn#{number}", game.board(), list(game.mainline_moves())


def random_game(rng, fen, plies):
    """Moves that often go back where they came from, so positions repeat."""
    board = chess.Board(fen)
    moves = []
    while len(moves) < plies and board.outcome() is None:
        legal = list(board.legal_moves)
        quiet = [m for m in legal if not board.is_zeroing(m)]
        back = [
            m
            for m in quiet
            if len(board.move_stack) >= 2
            and board.move_stack[-2]
            and (m.from_square, m.to_square)
            == (board.move_stack[-2].to_square, board.move_stack[-2].from_square)
        ]
        roll = rng.random()
        if roll < 0.03 and not board.is_check():
            move = chess.Move.null()
        elif back and roll < 0.6:
            move = rng.choice(back)
        elif quiet and roll < 0.9:
            move = rng.choice(quiet)
        else:
            move = rng.choice(legal)
        board.push(move)
        moves.append(move)
    return moves


def main():
    lines = [
        f"# What python-chess {chess.__version__} says of keys, repetitions, claims and outcomes.",
        "# Regenerate with tests/data/python_chess_history.py; the format is in its docstring.",
    ]
    for name, board, moves in lichess_games():
        lines += game_lines(name, board, moves)
    rng = random.Random(32)
    for number in range(60):
        fen = STARTS[number % len(STARTS)]
        moves = random_game(rng, fen, rng.randrange(20, 160))
        lines += game_lines(f"random#{number}", chess.Board(fen), moves)
    (HERE / "python_chess_history.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
