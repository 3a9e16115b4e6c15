"""Regenerates tests/data/python_chess_select.expected: which games of
tests/data/lichess_db_100k.pgn python-chess (1.11, `pip install chess`) finds for each criterion
of `fenkit pgn`'s selection, and the clocks and evaluations it reads in each game's comments.

    python3 tests/data/python_chess_select.py

Each line is `<criterion>\t<argument>\t<game numbers, space-separated>`, or
`clk\t<game>\t<seconds per ply>` and `eval\t<game>\t<per ply: centipawns, #mate, or ->`
(`-` where a ply's comment has none). A position is reached when python-chess's `Board.epd()`
(placement, side to move, castling rights, en passant square only when a capture is legal)
is the target's, at any ply of the main line, the start included.
"""

import re
from pathlib import Path

import chess
import chess.pgn

HERE = Path(__file__).parent


def games():
    with open(HERE / "lichess_db_100k.pgn", encoding="utf-8") as pgn:
        while True:
            game = chess.pgn.read_game(pgn)
            if game is None:
                return
            if game.errors:
                raise SystemExit(f"{game.errors}")
            yield game


def main():
    read = list(games())
    numbered = list(enumerate(read, start=1))
    positions = []
    for _, game in numbered:
        board = game.board()
        keys = [board.epd()]
        for move in game.mainline_moves():
            board.push(move)
            keys.append(board.epd())
        positions.append(keys)

    # Targets: opening positions many games share, positions deep in single games, and the
    # first position with a legal en passant capture, with and without its square.
    targets = [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -",
        "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq -",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -",
    ]
    for game, ply in [(1, 10), (5, 20), (20, 30), (33, 7)]:
        targets.append(positions[game - 1][ply])
    for keys in positions:
        with_ep = [key for key in keys if key.split(" ")[3] != "-"]
        if with_ep:
            targets.append(with_ep[0])
            fields = with_ep[0].split(" ")
            targets.append(" ".join(fields[:3] + ["-"]))
            break

    lines = [
        f"# What python-chess {chess.__version__} selects in lichess_db_100k.pgn, and the clocks "
        "and evaluations it reads.",
        "# Regenerate with tests/data/python_chess_select.py.",
    ]

    def select(criterion, argument, test):
        chosen = [str(n) for n, game in numbered if test(n, game)]
        lines.append(f"{criterion}\t{argument}\t{' '.join(chosen)}")

    for eco in ["B06", "C50", "A40"]:
        select("tag", f"ECO={eco}", lambda n, g, eco=eco: g.headers.get("ECO") == eco)
    for pattern in ["^Sicilian", "Defense$", "Gambit"]:
        select(
            "tag",
            f"Opening~{pattern}",
            lambda n, g, p=pattern: re.search(p, g.headers.get("Opening", "")) is not None,
        )
    for text in ["an", "ABC", "x"]:
        select(
            "player",
            text,
            lambda n, g, t=text: any(
                t.lower() in g.headers.get(side, "").lower() for side in ["White", "Black"]
            ),
        )
    for result in ["1-0", "0-1", "1/2-1/2", "*"]:
        select("result", result, lambda n, g, r=result: g.headers.get("Result") == r)
    for low, high in [(0, 40), (41, 80), (81, 1000), (60, 60)]:
        select(
            "plies",
            f"{low}..{high}",
            lambda n, g, low=low, high=high: low <= len(positions[n - 1]) - 1 <= high,
        )
    for target in targets:
        select("reached", target + " 0 1", lambda n, g, t=target: t in positions[n - 1])

    for number, game in numbered:
        clocks, evals = [], []
        for node in game.mainline():
            clock = node.clock()
            clocks.append("-" if clock is None else f"{clock:g}")
            score = node.eval()
            if score is None:
                evals.append("-")
            elif score.is_mate():
                evals.append(f"#{score.white().mate()}")
            else:
                evals.append(str(score.white().score()))
        lines.append(f"clk\t{number}\t{' '.join(clocks)}")
        lines.append(f"eval\t{number}\t{' '.join(evals)}")
    (HERE / "python_chess_select.expected").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
