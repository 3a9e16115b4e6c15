#!/bin/sh
# Measures `fenkit pgn` end to end on the 50 MB sample (the lichess sample joined 50 times), in
# one run: one thread against two for `--to uci`, `--to fen` and `--stats`, the plain file against
# its zstd copy, and the selection's cost (a player and a position reached; a selection that
# keeps nothing and --dedupe, written as PGN, against --to uci); and, as the
# machine's own ceiling for the threads, two one-thread `--stats` processes at once against one.
#
#   sh benches/pgn_cli.sh [ROUNDS]
#
# Builds the release binary, writes the sample (and `.zst` when the zstd tool is there) under
# $TMPDIR/fenkit-pgn-bench/, then runs every command once a round, the commands in turns, for
# ROUNDS rounds (default 12), so that all of them meet the same machine; prints each command's
# fastest and median wall-clock time. Ratios are taken between lines of one run.
set -eu

rounds=${1:-12}
dir=${TMPDIR:-/tmp}/fenkit-pgn-bench
mkdir -p "$dir"
sample="$(dirname "$0")/../../shared/data/pgn/lichess_db_1000k.pgn"
if [ ! -f "$dir/50.pgn" ]; then
    : > "$dir/50.pgn"
    i=0
    while [ "$i" -lt 50 ]; do
        cat "$sample" >> "$dir/50.pgn"
        i=$((i + 1))
    done
fi
# A 128 KiB window, so that zstd compresses the sample as it would unique games (about 4.5×),
# not the 50 copies of it (60×, when it sees one copy from the next).
if command -v zstd > /dev/null && [ ! -f "$dir/50w.pgn.zst" ]; then
    zstd -q -3 --zstd=wlog=17 "$dir/50.pgn" -o "$dir/50w.pgn.zst"
fi
cargo build --quiet --release -p fenkit-cli
fenkit="$(bash "$(dirname "$0")/../scripts/target-dir")/release/fenkit"
pgn="$dir/50.pgn"
reached='rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'

python3 - "$rounds" "$fenkit" "$pgn" "$reached" <<'PY'
import os, statistics, subprocess, sys, time
rounds, fenkit, pgn, reached = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
commands = []
for to in ["--to uci", "--to fen", "--stats"]:
    for threads in ["1", "2"]:
        commands.append(f"{to} --threads {threads}")
ZST = pgn.removesuffix(".pgn") + "w.pgn.zst"
if os.path.exists(ZST):
    commands.append("--to uci --threads 1 .zst")
    commands.append("--to uci --threads 2 .zst")
commands.append("--to uci --threads 1 --player a --reached")
# Issue 36: a selection that keeps nothing, written as PGN, against --to uci; --dedupe as PGN
# against --dedupe as UCI.
commands.append("--to pgn --threads 1 --plies 500..")
commands.append("--to pgn --threads 1 --dedupe")
commands.append("--to uci --threads 1 --dedupe")
# Two processes at once, each on one thread: what two busy cores give on this machine.
PAIR = "--stats --threads 1, two processes at once"
commands.append(PAIR)
times = {c: [] for c in commands}
for _ in range(rounds):
    for c in commands:
        if c == PAIR:
            start = time.perf_counter()
            pair = [subprocess.Popen([fenkit, "pgn", "--stats", "--threads", "1", pgn],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    for _ in range(2)]
            for process in pair:
                process.wait()
            times[c].append(time.perf_counter() - start)
            continue
        args = c.split()
        path = pgn
        if ".zst" in args:
            args.remove(".zst")
            path = ZST
        if "--reached" in args:
            args.append(reached)
        start = time.perf_counter()
        subprocess.run([fenkit, "pgn", *args, path], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
        times[c].append(time.perf_counter() - start)
for c in commands:
    t = times[c]
    print(f"{c:<45} fastest {min(t) * 1e3:6.1f} ms  median {statistics.median(t) * 1e3:6.1f} ms")
def ratio(one, two, twice=1):
    """One's time over two's, fastest and median (two's work `twice` one's)."""
    a, b = times[one], times[two]
    return (f"{twice * min(a) / min(b):.2f}× / "
            f"{twice * statistics.median(a) / statistics.median(b):.2f}×")
for to in ["--to uci", "--to fen", "--stats"]:
    print(f"{to:<10} --threads 2 ÷ 1 (fastest / median): "
          f"{ratio(f'{to} --threads 1', f'{to} --threads 2')}")
if os.path.exists(ZST):
    print(f"zstd       --threads 2 ÷ 1 (fastest / median): "
          f"{ratio('--to uci --threads 1 .zst', '--to uci --threads 2 .zst')}")
print(f"--plies 500.. --to pgn ÷ --to uci (fastest / median): "
      f"{ratio('--to pgn --threads 1 --plies 500..', '--to uci --threads 1')}")
print(f"--dedupe --to pgn ÷ --dedupe --to uci (fastest / median): "
      f"{ratio('--to pgn --threads 1 --dedupe', '--to uci --threads 1 --dedupe')}")
print(f"machine: two processes ÷ one, --stats (fastest / median): "
      f"{ratio('--stats --threads 1', PAIR, twice=2)}")
PY
