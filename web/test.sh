#!/usr/bin/env bash
# The teaching page's browser and load tests (scripts/test runs this after the Rust tests):
# installs what they need (Debian's chromium, node and npm, playwright-core from npm), starts
# `fenkit serve` on a free loopback port, runs the browser tests in headless Chromium (the
# screenshots go to target/screenshots/), then the load test, and stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null || need_apt+=(chromium)
command -v node >/dev/null || need_apt+=(nodejs)
command -v npm >/dev/null || need_apt+=(npm)
if ((${#need_apt[@]})); then
  echo "== web: installing ${need_apt[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

echo "== web: npm ci (playwright-core)"
(cd web/browser && npm ci --no-audit --no-fund --loglevel=error)

echo "== web: building fenkit"
cargo build --locked -p fenkit-cli
target="$(bash scripts/target-dir)"
fenkit="$target/debug/fenkit"

log="$(mktemp)"
# Port 0: the system picks a free port; `fenkit serve` prints the URL it got.
"$fenkit" serve --addr 127.0.0.1:0 >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT
url=""
for _ in $(seq 1 100); do
  url="$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$log" || true)"
  [[ -n "$url" ]] && break
  kill -0 "$server" 2>/dev/null || { cat "$log"; exit 1; }
  sleep 0.1
done
[[ -n "$url" ]] || { echo "fenkit serve did not start"; cat "$log"; exit 1; }
echo "== web: server at $url"

mkdir -p "$target/screenshots"
export FENKIT_URL="$url" SCREENSHOTS="$target/screenshots" CHROMIUM="$(command -v chromium)"
echo "== web: browser tests (headless Chromium)"
(cd web/browser && timeout 600 node --test --test-concurrency=1 page.test.mjs)
echo "== web: load test"
(cd web/browser && timeout 300 node load.mjs)
echo "== web: screenshots in $target/screenshots/"
