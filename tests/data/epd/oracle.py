# Writes sample.python-chess.jsonl from sample.epd with python-chess (run once, 1.11.2):
#   python3 tests/data/epd/oracle.py
# Each line: the record, the FEN python-chess reads (en passant as written), its operations
# (moves in UCI, pm and sm as one-move lists), and the EPD it writes back with the operations
# in ASCII order.
import json, pathlib, chess

here = pathlib.Path(__file__).parent
out = []
for line in (here / "sample.epd").read_text().splitlines():
    if not line.strip() or line.startswith("#"):
        continue
    board = chess.Board()
    ops = board.set_epd(line)
    shown = {}
    for opcode, value in ops.items():
        if isinstance(value, chess.Move):
            value = [value.uci()]
        elif isinstance(value, list):
            value = [m.uci() for m in value]
        shown[opcode] = value
    written = board.epd(en_passant="fen", **dict(sorted(ops.items())))
    out.append(json.dumps({"epd": line, "fen": board.fen(en_passant="fen"), "ops": shown, "written": written}))
(here / "sample.python-chess.jsonl").write_text("\n".join(out) + "\n")
