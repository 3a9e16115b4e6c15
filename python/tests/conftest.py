"""Paths to the repository's data, shared by the tests."""

import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
# The larger lichess sample lives beside the repository (shared/data/pgn), on CI as here.
SHARED_PGN = ROOT.parent / "shared" / "data" / "pgn"
for candidate in (ROOT.parent / "shared", pathlib.Path("/work/shared")):
    if (candidate / "data" / "pgn").is_dir():
        SHARED_PGN = candidate / "data" / "pgn"
        break

LICHESS_100K = DATA / "lichess_db_100k.pgn"


def lichess_samples():
    """The lichess samples: the one in the repository, and the larger one when present."""
    samples = [LICHESS_100K]
    big = SHARED_PGN / "lichess_db_1000k.pgn"
    if big.is_file():
        samples.append(big)
    return samples


@pytest.fixture
def lichess_path():
    return LICHESS_100K
