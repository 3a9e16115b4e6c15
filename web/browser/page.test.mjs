// fenkit's teaching page in a real headless Chromium (Debian's `chromium`), driven by
// playwright-core. ../test.sh starts the server and sets FENKIT_URL; screenshots go to
// SCREENSHOTS (target/screenshots/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

const BASE = process.env.FENKIT_URL || "http://127.0.0.1:8080";
const SHOTS = process.env.SCREENSHOTS || "screenshots";
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

const AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const IMMORTAL_PL = "1. e4 e5 2. f4 exf4 3. Gc4 Hh4+ 4. Kf1 b5 5. Gxb5 Sf6 6. Sf3 Hh6 " +
  "7. d3 Sh5 8. Sh4 Hg5 9. Sf5 c6 10. g4 Sf6 11. Wg1 cxb5 12. h4 Hg6 13. h5 Hg5 14. Hf3 Sg8 " +
  "15. Gxf4 Hf6 16. Sc3 Gc5 17. Sd5 Hxb2 18. Gd6 Gxg1 19. e5 Hxa1+ 20. Ke2 Sa6 21. Sxg7+ Kd8 " +
  "22. Hf6+ Sxf6 23. Ge7# 1-0";
// The Polish seed (../shared/seeds/004): the position after 23. Ge7#.
const IMMORTAL_END = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";

let browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

after(async () => {
  if (browser) await browser.close();
});

/// A new page that fails the test on any dialog, any request off the server and any error
/// in the page's script.
async function open(options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on("dialog", async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(BASE) && !url.startsWith("data:")) problems.push(`request off the machine: ${url}`);
  });
  page.on("pageerror", (error) => problems.push(`script error: ${error.message}`));
  return { context, page, problems };
}

const url = (params) => `${BASE}/?${new URLSearchParams(params).toString()}`;

test("typing a FEN shows the board with its 32 pieces and the three dialects", async () => {
  const { context, page, problems } = await open();
  await page.goto(`${BASE}/?lang=en`);
  await page.locator("#q").click();
  await page.keyboard.type(AFTER_E4, { delay: 5 });
  await page.waitForFunction(() => document.querySelectorAll("#board svg use").length === 32);
  assert.equal(await page.locator("#kind").getAttribute("data-kind"), "fen");
  assert.equal(await page.locator('pre[data-form="FEN"]').textContent(), AFTER_E4);
  assert.equal(
    await page.locator('pre[data-form="Shredder-FEN"]').textContent(),
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha e3 0 1",
  );
  assert.equal(
    await page.locator('pre[data-form="X-FEN"]').textContent(),
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
  );
  // The link follows what is typed, so it can be shared, and so do the language links.
  assert.equal(new URL(page.url()).searchParams.get("q"), AFTER_E4);
  const french = new URL(await page.locator('header a[hreflang="fr"]').getAttribute("href"), BASE);
  assert.equal(french.searchParams.get("q"), AFTER_E4);
  // Pointing at an explanation highlights its field.
  await page.locator('.field[data-field="4"]').hover();
  const background = await page.locator("#fen-4").evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.notEqual(background, "rgba(0, 0, 0, 0)");
  await page.screenshot({ path: join(SHOTS, "fen-typed.png"), fullPage: true });
  // Flip: rank 1 at the top, White's rook first; and back.
  const firstPiece = () => page.locator("#board svg use").first().getAttribute("xlink:href");
  assert.equal(await firstPiece(), "#black-rook");
  await page.locator("#flip").click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get("flip") === "1");
  assert.equal(await firstPiece(), "#white-rook");
  await page.locator("#flip").click();
  await page.waitForFunction(() => !new URL(location.href).searchParams.has("flip"));
  assert.equal(await firstPiece(), "#black-rook");
  // The README's picture (docs/images/web.png is a copy): what a teacher sees first, with the
  // explanation of the placement focused (as by the Tab key) and its field highlighted.
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    document.querySelector('.field[data-field="1"]').focus({ preventScroll: true });
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: join(SHOTS, "readme.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the Immortal Game in Polish letters, stepped with the arrow keys to the seed's FEN", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: IMMORTAL_PL, lang: "pl" }));
  assert.equal(await page.locator("#kind").getAttribute("data-kind"), "movetext");
  assert.equal(await page.locator("#ply").getAttribute("data-ply"), "0");
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  for (let ply = 1; ply <= 45; ply++) {
    await page.keyboard.press("ArrowRight");
    await page.locator(`#ply[data-ply="${ply}"]`).waitFor();
  }
  assert.equal(await page.locator('pre[data-form="FEN"]').textContent(), IMMORTAL_END);
  assert.match(await page.locator("#notations").textContent(), /Ge7#/);
  assert.match(await page.locator("#status").textContent(), /Mat/);
  assert.equal(new URL(page.url()).searchParams.get("ply"), "45");
  await page.screenshot({ path: join(SHOTS, "immortal-last-ply.png"), fullPage: true });
  // Back one ply, then Home to the start.
  await page.keyboard.press("ArrowLeft");
  await page.locator('#ply[data-ply="44"]').waitFor();
  await page.keyboard.press("Home");
  await page.locator('#ply[data-ply="0"]').waitFor();
  // The browser's Back button returns to the ply before.
  await page.goBack();
  await page.locator('#ply[data-ply="44"]').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a long game pasted is read and stepped (posted, too long for a link)", async () => {
  const { context, page, problems } = await open();
  await page.goto(`${BASE}/?lang=en`);
  const game = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(250) + "*";
  await page.locator("#q").fill(game);
  await page.locator('#ply[data-ply="0"]').waitFor();
  assert.match(await page.locator("#ply").textContent(), /0 \/ 1000/);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("End");
  await page.locator('#ply[data-ply="1000"]').waitFor();
  await page.keyboard.press("ArrowLeft");
  await page.locator('#ply[data-ply="999"]').waitFor();
  assert.equal(
    await page.locator('pre[data-form="FEN"]').textContent(),
    "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 999 500",
  );
  assert.equal(new URL(page.url()).searchParams.get("q"), null, "the text stays out of the URL");
  await page.goBack();
  await page.locator('#ply[data-ply="1000"]').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a shared link shows the same ply without JavaScript", async () => {
  const { context, page, problems } = await open({ javaScriptEnabled: false });
  await page.goto(url({ q: IMMORTAL_PL, lang: "pl", ply: "45" }));
  assert.equal(await page.locator('pre[data-form="FEN"]').textContent(), IMMORTAL_END);
  await page.locator("#prev").click();
  await page.locator('#ply[data-ply="44"]').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("injection probes never run", async () => {
  const { context, page, problems } = await open();
  const probes = [
    "<script>window.pwned = 1; alert(1)</script>",
    '"><img src=x onerror="window.pwned=1;alert(2)">',
    '[Event "<script>window.pwned=1;alert(3)</script>"]\n[White "<img src=x onerror=alert(4)>"]\n\n' +
      "1. e4 {<script>window.pwned=1;alert(5)</script>} e5 1-0",
    "1. e4 <svg onload=alert(6)>",
  ];
  for (const probe of probes) {
    await page.goto(url({ q: probe }));
    assert.equal(await page.evaluate(() => window.pwned), undefined, probe);
  }
  // The PGN's tags and comment are shown as text.
  await page.goto(url({ q: probes[2] }));
  assert.match(await page.locator("#tags").textContent(), /<script>window\.pwned=1;alert\(3\)<\/script>/);
  // Typed, too.
  await page.goto(`${BASE}/?lang=en`);
  await page.locator("#q").fill(probes[0]);
  await page.locator("#error").waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  await page.screenshot({ path: join(SHOTS, "injection-probe.png"), fullPage: true });
  assert.deepEqual(problems, [], "no dialog, no request off the server");
  await context.close();
});

test("an error teaches: the French seed's dx e5 e.p.", async () => {
  const { context, page, problems } = await open();
  await page.goto(
    url({ q: "dx e5 e.p.", start: "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 3", lang: "fr" }),
  );
  assert.match(await page.locator("#error .message").textContent(), /lands on e6/);
  assert.equal(await page.locator("mark.fault").textContent(), "e5");
  await page.screenshot({ path: join(SHOTS, "error-en-passant.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the history page opens its examples in the main page", async () => {
  const { context, page, problems } = await open();
  await page.goto(`${BASE}/history?lang=fr`);
  await page.screenshot({ path: join(SHOTS, "history.png"), fullPage: true });
  await page.locator("a.example", { hasText: "1 B 6, 2 kt 5" }).click();
  await page.locator("#kind").waitFor();
  assert.equal(await page.locator("#kind").getAttribute("data-kind"), "forsyth1897");
  assert.equal(
    await page.locator('pre[data-form="FEN"]').textContent(),
    "1B6/2n5/p1N1P2R/P1K3N1/4Pk2/1Q2p2p/6nP/1B4R1 w - - 0 1",
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test("the page at a phone's width has no sideways scrolling", async () => {
  const { context, page, problems } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(url({ q: AFTER_E4, lang: "pl" }));
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
    board: document.querySelector("#board svg").getBoundingClientRect().width,
  }));
  // A phone widens its layout to fit content that is too wide: the width must stay the phone's.
  assert.equal(widths.view, 390, "the layout is the phone's width");
  assert.ok(widths.page <= 390, `page ${widths.page} wider than the screen`);
  assert.ok(widths.board <= widths.view && widths.board > 300, `board ${widths.board}`);
  await page.screenshot({ path: join(SHOTS, "phone.png"), fullPage: false });
  await page.goto(url({ q: IMMORTAL_PL, lang: "pl", ply: "45" }));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `game page ${wide} wide`);
  await page.screenshot({ path: join(SHOTS, "phone-game.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
