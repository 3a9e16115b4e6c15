#!/usr/bin/env bash
# The Python package's tests: a fresh virtual environment in the target directory, the
# package installed as the README says (`pip install ./python`), and pytest on python/tests.
# Needs Python 3.9+ with pip and venv, Rust, and PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Python: the package built in a fresh virtual environment, and its tests"
python=${PYTHON:-python3}
venv="$(bash scripts/target-dir)/python-venv"
rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet maturin pytest mypy chess "dask[distributed]"
"$venv/bin/python" -m pip install ./python
# From the top of the repository, so that `import fenkit` finds the installed package, not
# the python/fenkit folder without its native half.
"$venv/bin/python" -m pytest python/tests -q
