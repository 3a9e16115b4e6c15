#!/bin/sh
# Measures how fast `fenkit convert` streams FEN text: X-FEN in, Shredder-FEN out, one core.
#
#   sh benches/convert.sh [REPEATS] [RUNS]
#
# Builds the large input from the 12,000-position corpus of `benches/benches/fen.rs` (deterministic,
# no network), repeated REPEATS times (default 125: 1.5 million lines, about 92 MB), builds the
# release binary, and times RUNS conversions (default 5) with the output sent to /dev/null.
# Prints each run's wall-clock time and throughput, then the best run; the best run is the
# figure least disturbed by other work on the machine.
set -eu

repeats=${1:-125}
runs=${2:-5}
dir=${TMPDIR:-/tmp}/fenkit-convert-bench
mkdir -p "$dir"

FENKIT_BENCH_CORPUS="$dir/corpus.fen" cargo bench --quiet -p fenkit-benches --bench fen
: > "$dir/large.fen"
i=0
while [ "$i" -lt "$repeats" ]; do
    cat "$dir/corpus.fen" >> "$dir/large.fen"
    i=$((i + 1))
done
cargo build --quiet --release -p fenkit-cli
fenkit="$(bash "$(dirname "$0")/../scripts/target-dir")/release/fenkit"
bytes=$(wc -c < "$dir/large.fen")
lines=$(wc -l < "$dir/large.fen")
echo "input: $lines lines, $bytes bytes ($dir/large.fen)"

run=0
while [ "$run" -lt "$runs" ]; do
    start=$(date +%s.%N)
    "$fenkit" convert --to shredder "$dir/large.fen" > /dev/null
    end=$(date +%s.%N)
    echo "$start $end"
    run=$((run + 1))
done | awk -v bytes="$bytes" '
    { s = $2 - $1; printf "run %d: %.3f s, %.0f MB/s\n", NR, s, bytes / s / 1e6
      if (NR == 1 || s < best) best = s }
    END { printf "best: %.3f s, %.0f MB/s\n", best, bytes / best / 1e6 }'
