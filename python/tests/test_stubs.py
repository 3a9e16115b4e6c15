"""The type stubs accept what the functions accept: mypy checks a script that passes every kind
of source, and uses python-chess's names, and refuses one that passes a wrong type."""

import subprocess
import sys
import textwrap

import pytest

GOOD = """
import bz2
import gzip
import io
import pathlib

import fenkit
import fenkit.pgn

path = pathlib.Path("games.pgn")
sources = [
    fenkit.read_pgn("games.pgn"),
    fenkit.read_pgn(path),
    fenkit.read_pgn(b"1. e4 *"),
    fenkit.read_pgn(io.StringIO("1. e4 *")),
    fenkit.read_pgn(io.BytesIO(b"1. e4 *")),
    fenkit.read_pgn(open(path, "rb")),
    fenkit.read_pgn(open(path, encoding="utf-8")),
    fenkit.read_pgn(gzip.open(path)),
    fenkit.read_pgn(gzip.open(path, "rt")),
    fenkit.read_pgn(bz2.open(path)),
]
records = fenkit.read_epd(gzip.open("tests.epd.gz"))
board = fenkit.Board()
move: fenkit.Move = board.push_san("e4")
square: int = fenkit.E4
outcome = board.outcome(claim_draw=True)
if outcome is not None:
    result: str = outcome.result()
game = fenkit.pgn.read_game(io.StringIO("1. e4 *"))
if game is not None:
    for node in game.mainline():
        clock = node.clock()
        san: str = node.san()
    headers = fenkit.pgn.read_headers(open(path))
"""

BAD = """
import fenkit
fenkit.read_pgn(42)
fenkit.Board().push_san(1)
"""


def mypy(code, tmp_path):
    script = tmp_path / "script.py"
    script.write_text(textwrap.dedent(code))
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict-optional", "--no-incremental", str(script)],
        capture_output=True, text=True, cwd=tmp_path,
    )


@pytest.fixture(autouse=True)
def needs_mypy():
    pytest.importorskip("mypy")


def test_the_stubs_accept_every_source(tmp_path):
    run = mypy(GOOD, tmp_path)
    assert run.returncode == 0, run.stdout


def test_the_stubs_refuse_a_wrong_type(tmp_path):
    run = mypy(BAD, tmp_path)
    assert run.returncode == 1
    assert 'Argument 1 to "read_pgn" has incompatible type "int"' in run.stdout
    assert 'Argument 1 to "push_san" of "Board" has incompatible type "int"' in run.stdout
