"""fenkit against python-chess, side by side in one run (not a test): prints the time of
each and the ratio.

    target/python-venv/bin/python python/bench.py [path.pgn ...]

1. Reading the lichess sample, every move validated, and the UCI main line of each game.
2. FEN read and written (standard positions from the games, and Chess960 positions).
3. SAN of every legal move of a set of positions.
"""

import io
import pathlib
import random
import sys
import time

import chess
import chess.pgn

# This folder holds the package's Python half only: import the installed package instead.
HERE = pathlib.Path(__file__).resolve().parent
sys.path = [p for p in sys.path if pathlib.Path(p or ".").resolve() != HERE]
import fenkit  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
DEFAULT = [ROOT.parent / "shared" / "data" / "pgn" / "lichess_db_1000k.pgn", pathlib.Path("/work/shared/data/pgn/lichess_db_1000k.pgn"), ROOT / "tests" / "data" / "lichess_db_100k.pgn"]


def best(function, repeat=3, budget=2.0):
    """The best time of `repeat` runs (fewer when a run takes longer than `budget`)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
        if sum(times) > budget * repeat:
            break
    return min(times)


def row(name, ours, theirs, unit, count):
    ratio = theirs / ours
    print(f"{name:<44} fenkit {count / ours:>12,.0f} {unit}/s   python-chess {count / theirs:>10,.0f} {unit}/s   {ratio:>6.1f}x")
    return ratio


def main():
    paths = [pathlib.Path(p) for p in sys.argv[1:]] or [next(p for p in DEFAULT if p.is_file())]
    data = b"".join(p.read_bytes() for p in paths)
    text = data.decode("utf-8")
    print(f"fenkit {fenkit.__version__}, python-chess {chess.__version__}, {len(data):,} bytes of PGN from {', '.join(p.name for p in paths)}")

    # 1. PGN: every move validated, the UCI main line of each game.
    def ours_pgn():
        return [game.uci for game in fenkit.read_pgn(data, lang="auto")]

    def ours_pgn_auto():
        return [game.uci for game in fenkit.read_pgn(data, lang="auto")]

    def theirs_pgn():
        out, file = [], io.StringIO(text)
        while (game := chess.pgn.read_game(file)) is not None:
            out.append([move.uci() for move in game.mainline_moves()])
        return out

    games = ours_pgn()
    assert games == theirs_pgn()
    count = len(games)
    t_theirs = best(theirs_pgn)
    ratios = {}
    ratios["pgn"] = row("PGN read, moves validated, UCI main line", best(ours_pgn), t_theirs, "games", count)
    row("  the same, lang=\"auto\" (the default)", best(ours_pgn_auto), t_theirs, "games", count)

    # Positions: every position of the games, and random Chess960 positions.
    fens = [fen for game in fenkit.read_pgn(data) for fen in game.fens()]
    rng = random.Random(1)
    for _ in range(2000):
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        for _ in range(rng.randrange(30)):
            legal = list(board.legal_moves)
            if not legal:
                break
            board.push(rng.choice(legal))
        fens.append(board.fen())

    # 2. FEN read and written.
    def ours_fen():
        return [fenkit.Position.from_fen(fen).fen() for fen in fens]

    def theirs_fen():
        return [chess.Board(fen, chess960=True).fen() for fen in fens]

    assert ours_fen() == theirs_fen()
    ratios["fen"] = row("FEN read and written (Position)", best(ours_fen), best(theirs_fen), "FENs", len(fens))

    def ours_convert():
        return fenkit.convert(fens, to="xfen", ep="legal")

    row("FEN read and written (convert, one batch)", best(ours_convert), best(theirs_fen), "FENs", len(fens))

    # 3. SAN of every legal move.
    sample = fens[:: max(1, len(fens) // 3000)]
    positions = [fenkit.Position.from_fen(fen) for fen in sample]
    boards = [chess.Board(fen, chess960=True) for fen in sample]
    moves = sum(len(pos.legal_moves()) for pos in positions)

    def ours_san():
        return [pos.legal_moves("san") for pos in positions]

    def ours_san_each():
        return [[pos.san(move) for move in pos.legal_moves()] for pos in positions]

    def theirs_san():
        return [[board.san(move) for move in board.legal_moves] for board in boards]

    assert [sorted(m) for m in ours_san()] == [sorted(m) for m in theirs_san()]
    t_theirs = best(theirs_san)
    ratios["san"] = row("SAN of every legal move (legal_moves(\"san\"))", best(ours_san), t_theirs, "moves", moves)
    row("  one call a move (pos.san(uci))", best(ours_san_each), t_theirs, "moves", moves)

    goals = {"pgn": 50, "fen": 20, "san": 20}
    print("goals:", ", ".join(f"{k} {ratios[k]:.0f}x (goal {g}x: {'met' if ratios[k] >= g else 'NOT met'})" for k, g in goals.items()))


if __name__ == "__main__":
    main()
