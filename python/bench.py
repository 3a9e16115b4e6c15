"""fenkit against python-chess, side by side in one run (not a test): prints the time of
each and the ratio.

    target/python-venv/bin/python python/bench.py [path.pgn ...]

1. python-chess's names: replaying every game with push_uci, then pop to the start
   (fenkit.Board against chess.Board), and read_game over the file with each game's moves
   (fenkit.pgn against chess.pgn).
2. The native reader: read_pgn, every move validated, and the UCI main line of each game.
3. FEN read and written (standard positions from the games, and Chess960 positions).
4. SAN of every legal move of a set of positions.
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


def compare(ours, theirs, rounds=5):
    """The best time of each of two functions, run in turns so that both see the same load
    (the machine is shared: a change of load between two runs would show as a ratio)."""
    times = {ours: [], theirs: []}
    for _ in range(rounds):
        for function in (ours, theirs):
            start = time.perf_counter()
            function()
            times[function].append(time.perf_counter() - start)
    return min(times[ours]), min(times[theirs])


def row(name, ours, theirs, unit, count):
    ratio = theirs / ours
    print(f"{name:<44} fenkit {count / ours:>12,.0f} {unit}/s   python-chess {count / theirs:>10,.0f} {unit}/s   {ratio:>6.1f}x")
    return ratio


def main():
    paths = [pathlib.Path(p) for p in sys.argv[1:]] or [next(p for p in DEFAULT if p.is_file())]
    data = b"".join(p.read_bytes() for p in paths)
    text = data.decode("utf-8")
    print(f"fenkit {fenkit.__version__}, python-chess {chess.__version__}, {len(data):,} bytes of PGN from {', '.join(p.name for p in paths)}")

    ratios = {}

    # 1. python-chess's names, the same script through both modules.
    def read_games(module):
        out, file = [], io.StringIO(text)
        while (game := module.pgn.read_game(file)) is not None:
            out.append([move.uci() for move in game.mainline_moves()])
        return out

    games = read_games(fenkit)
    assert games == read_games(chess)
    count = len(games)
    plies = sum(len(game) for game in games)
    t_ours, t_theirs = compare(lambda: read_games(fenkit), lambda: read_games(chess))
    ratios["read_game"] = row("read_game, each game's moves (fenkit.pgn)", t_ours, t_theirs, "games", count)

    def replay(module):
        fens = []
        for game in games:
            board = module.Board()
            for uci in game:
                board.push_uci(uci)
            fens.append(board.fen())
            while board.move_stack:
                board.pop()
        return fens

    assert replay(fenkit) == replay(chess)
    ratios["push_uci"] = row("push_uci every move, then pop (Board)", *compare(lambda: replay(fenkit), lambda: replay(chess)), "plies", plies)

    # 2. PGN: every move validated, the UCI main line of each game.
    def ours_pgn():
        return [game.uci for game in fenkit.read_pgn(data)]

    def ours_pgn_auto():
        return [game.uci for game in fenkit.read_pgn(data, lang="auto")]

    # python-chess's way is read_game, measured above.
    assert ours_pgn() == games
    t_ours, t_theirs = compare(ours_pgn, lambda: read_games(chess))
    ratios["read_pgn"] = row("read_pgn, moves validated, UCI main line", t_ours, t_theirs, "games", count)
    t_ours, t_theirs = compare(ours_pgn_auto, lambda: read_games(chess))
    row("  the same, lang=\"auto\"", t_ours, t_theirs, "games", count)

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

    # 3. FEN read and written.
    def ours_fen():
        return [fenkit.Position.from_fen(fen).fen() for fen in fens]

    def theirs_fen():
        return [chess.Board(fen, chess960=True).fen() for fen in fens]

    assert ours_fen() == theirs_fen()
    ratios["fen"] = row("FEN read and written (Position)", best(ours_fen), best(theirs_fen), "FENs", len(fens))

    def ours_convert():
        return fenkit.convert(fens, to="xfen", ep="legal")

    row("FEN read and written (convert, one batch)", best(ours_convert), best(theirs_fen), "FENs", len(fens))

    # 4. SAN of every legal move.
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

    goals = {"push_uci": 10, "read_game": 20, "read_pgn": 100, "fen": 20, "san": 20}
    print("goals:", ", ".join(f"{k} {ratios[k]:.0f}x (goal {g}x: {'met' if ratios[k] >= g else 'NOT met'})" for k, g in goals.items()))


if __name__ == "__main__":
    main()
