// A load test on the loopback address, bounded in count and time: CLIENTS concurrent clients
// send REQUESTS requests in all (pages, ply links, the API, the history page), every answer is
// checked, and the latencies' 50th, 99th percentile and maximum are printed.
const BASE = process.env.FENKIT_URL || "http://127.0.0.1:8080";
const REQUESTS = Number(process.env.LOAD_REQUESTS || 2000);
const CLIENTS = Number(process.env.LOAD_CLIENTS || 64);
const LIMIT_MS = Number(process.env.LOAD_LIMIT_MS || 180000);

const AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const IMMORTAL_PL = "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 6. Sf3 Hh6 " +
  "7. d3 Sh5 8. Sh4 Hg5 9. Sf5 c6 10. g4 Sf6 11. Wg1 cxb5 12. h4 Hg6 13. h5 Hg5 14. Hf3 Sg8 " +
  "15. Gxf4 Hf6 16. Sc3 Gc5 17. Sd5 Hxb2 18. Gd6 Gxg1 19. e5 Hxa1+ 20. Ke2 Sa6 21. Sxg7+ Kd8 " +
  "22. Hf6+ Sxf6 23. Ge7# 1-0";
const IMMORTAL_END = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";
const q = (params) => new URLSearchParams(params).toString();

// Each kind of request with what its answer must hold.
const KINDS = [
  { path: `/?${q({ q: AFTER_E4 })}`, status: 200, holds: `>${AFTER_E4}</pre>` },
  { path: `/?${q({ q: IMMORTAL_PL, lang: "pl", ply: "45" })}`, status: 200, holds: `>${IMMORTAL_END}</pre>` },
  { path: `/api/analyze?${q({ q: IMMORTAL_PL, ply: "45" })}`, status: 200, holds: `"fen":"${IMMORTAL_END}"` },
  { path: `/fragment?${q({ q: "1. e4 c5 2. Cf3", lang: "fr", ply: "3" })}`, status: 200, holds: "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2" },
  { path: `/?${q({ q: "<script>alert(1)</script>" })}`, status: 200, holds: "&#60;script&#62;" },
  { path: "/history?lang=pl", status: 200, holds: "Osiem linijek Forsytha" },
  { path: "/assets/app.js", status: 200, holds: "ArrowRight" },
];

const latencies = [];
let next = 0;
let failures = 0;
const started = performance.now();
const deadline = started + LIMIT_MS;

async function client() {
  while (next < REQUESTS && performance.now() < deadline) {
    const kind = KINDS[next++ % KINDS.length];
    const t0 = performance.now();
    try {
      const response = await fetch(BASE + kind.path, { signal: AbortSignal.timeout(30000) });
      const body = await response.text();
      latencies.push(performance.now() - t0);
      if (response.status !== kind.status || !body.includes(kind.holds)) {
        failures++;
        if (failures <= 5) console.error(`wrong answer ${response.status} for ${kind.path.slice(0, 80)}`);
      }
    } catch (error) {
      failures++;
      if (failures <= 5) console.error(`no answer for ${kind.path.slice(0, 80)}: ${error}`);
    }
  }
}

await Promise.all(Array.from({ length: CLIENTS }, client));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(
  `load: ${latencies.length} answers from ${CLIENTS} concurrent clients in ${seconds.toFixed(1)} s ` +
    `(${(latencies.length / seconds).toFixed(0)}/s), ${failures} wrong; latency p50 ${at(50).toFixed(1)} ms, ` +
    `p99 ${at(99).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`,
);
if (failures > 0 || latencies.length < REQUESTS) {
  console.error(`load: ${failures} wrong answers, ${REQUESTS - latencies.length} not sent within ${LIMIT_MS} ms`);
  process.exit(1);
}
