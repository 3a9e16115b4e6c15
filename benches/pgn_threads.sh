#!/bin/sh
# Measures `fenkit pgn --threads 2` against the machine's own ceiling for two threads: two
# one-thread processes run at the same time, each on half the input (issue 36). For `--to uci`,
# `--to fen`, `--stats` and a selection (`--player a --reached FEN`), on the 50 MB sample that
# benches/pgn_cli.sh writes (the lichess sample joined 50 times; a half is 25 copies).
#
#   sh benches/pgn_threads.sh [ROUNDS [OTHER_FENKIT...]]
#
# Each round runs, for each command, the two forms one after the other, so that they meet the
# same machine; prints per command the fastest and median of each and the ceiling's time over
# `--threads 2`'s, per round (min–max), fastest over fastest and median over median: 1 is as
# fast as the ceiling. Other fenkit binaries given (another commit's build) run in the same
# rounds, each after this tree's, so that a change is measured against its base.
set -eu

rounds=${1:-6}
[ $# -gt 0 ] && shift
dir=${TMPDIR:-/tmp}/fenkit-pgn-bench
mkdir -p "$dir"
sample="$(dirname "$0")/../../shared/data/pgn/lichess_db_1000k.pgn"
for copies in 50 25; do
    [ -f "$dir/$copies.pgn" ] || yes "$sample" | head -n "$copies" | xargs cat > "$dir/$copies.pgn"
done
cargo build --quiet --release -p fenkit-cli
fenkit="$(bash "$(dirname "$0")/../scripts/target-dir")/release/fenkit"

python3 - "$rounds" "$dir/50.pgn" "$dir/25.pgn" "$fenkit" "$@" <<'PY'
import statistics, subprocess, sys, time
rounds, whole, half, binaries = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
reached = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
commands = {
    "--to uci": ["--to", "uci"],
    "--to fen": ["--to", "fen"],
    "--stats": ["--stats"],
    "selection": ["--to", "uci", "--player", "a", "--reached", reached],
}
threads = {(name, fenkit): [] for name in commands for fenkit in binaries}
ceiling = {(name, fenkit): [] for name in commands for fenkit in binaries}
for _ in range(rounds):
    for name, args in commands.items():
        for fenkit in binaries:
            start = time.perf_counter()
            subprocess.run([fenkit, "pgn", "--threads", "2", *args, whole],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            threads[name, fenkit].append(time.perf_counter() - start)
            start = time.perf_counter()
            pair = [subprocess.Popen([fenkit, "pgn", "--threads", "1", *args, half],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    for _ in range(2)]
            for process in pair:
                process.wait()
            ceiling[name, fenkit].append(time.perf_counter() - start)
for name in commands:
    for fenkit in binaries:
        t, c = threads[name, fenkit], ceiling[name, fenkit]
        per_round = [b / a for a, b in zip(t, c)]
        label = name if len(binaries) == 1 else f"{name} {fenkit}"
        print(f"{label:<10} --threads 2 fastest {min(t) * 1e3:6.1f} median {statistics.median(t) * 1e3:6.1f} ms;"
              f" two processes fastest {min(c) * 1e3:6.1f} median {statistics.median(c) * 1e3:6.1f} ms;"
              f" of the ceiling: {min(per_round):.2f}–{max(per_round):.2f} per round,"
              f" {min(c) / min(t):.2f} fastest, {statistics.median(c) / statistics.median(t):.2f} median")
PY
