"""Heavy work runs without the GIL: with a switch interval so long that a thread holding the GIL
would keep it to the end, the main thread still runs while the work is under way."""

import sys
import threading

import pytest

import fenkit

from conftest import LICHESS_100K


@pytest.fixture
def no_preemption():
    interval = sys.getswitchinterval()
    sys.setswitchinterval(100.0)
    yield
    sys.setswitchinterval(interval)


def runs_alongside(work):
    """Whether the main thread ran while `work` ran in another thread."""
    started, done = threading.Event(), threading.Event()

    def target():
        started.set()
        work()
        done.set()

    thread = threading.Thread(target=target)
    thread.start()
    started.wait()
    seen_running = not done.is_set()
    thread.join()
    return seen_running


def test_perft_releases_the_gil(no_preemption):
    assert runs_alongside(lambda: fenkit.perft(fenkit.Position(), 6))


def test_convert_releases_the_gil(no_preemption):
    fens = [fenkit.STARTING_FEN] * 300_000
    assert runs_alongside(lambda: fenkit.convert(fens))


def test_reading_pgn_releases_the_gil(no_preemption):
    data = LICHESS_100K.read_bytes() * 40
    games = fenkit.read_pgn(data, lang="en")
    assert runs_alongside(lambda: next(games) and sum(1 for _ in games))


def test_reading_epd_releases_the_gil(no_preemption, tmp_path):
    path = tmp_path / "many.epd"
    path.write_text("# a comment line, skipped\n" + "4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id \"x\";\n" * 100_000)
    records = fenkit.read_epd(path)
    assert runs_alongside(lambda: next(records) and sum(1 for _ in records))
