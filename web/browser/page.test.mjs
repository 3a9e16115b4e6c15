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
  await page.locator("#first").focus();
  await page.keyboard.press("End");
  await page.locator('#ply[data-ply="1000"]').waitFor();
  await page.keyboard.press("ArrowLeft");
  await page.locator('#ply[data-ply="999"]').waitFor();
  assert.equal(
    await page.locator('pre[data-form="FEN"]').textContent(),
    "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 999 500",
  );
  const shown = new URL(page.url()).searchParams;
  assert.equal(shown.get("q"), null, "the text is not in the URL as it is");
  assert.ok(shown.get("z").length < 200, "but compressed");
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

// The classroom's problems (issue 35), one test each.

const FORSYTH_1883 = "0 R\u0332 6\n5 P\u0332 P\u0332 0\nR 0 R 4 P\u0332\n0 R\u0332 0 P\u0332 P 3\n2 P\u0332 K\u0332 Q P P 0\n7 P\n0 P 6\n2 K 5";

/// Whether two boxes overlap.
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("1. the board never covers the notations beside it, and Flip overlaps nothing", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: AFTER_E4, lang: "en" }));
  for (const selector of ['dt:has-text("Forsyth 1883")', 'pre[data-form="Forsyth 1883"]', "#problems h2"]) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    const hit = await page.locator(selector).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
      return el.contains(top);
    });
    assert.ok(hit, `${selector} is covered`);
  }
  const flip = await page.locator("#flip").boundingBox();
  for (const other of ["#problems", "#forms", "#fen"]) {
    const box = await page.locator(other).boundingBox();
    assert.ok(!overlap(flip, box), `Flip overlaps ${other}`);
  }
  await page.locator('pre[data-form="Forsyth 1883"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, "desktop-scrolled.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("2. Forsyth 1883's black pieces are underlined, on the page and in /history", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: FORSYTH_1883, lang: "en", turn: "b" }));
  const form = page.locator('pre[data-form="Forsyth 1883"]');
  assert.ok(!(await form.textContent()).includes("\u0332"), "no combining marks left to draw");
  assert.equal(await form.locator(".black").count(), 8, "eight black pieces, each underlined");
  const line = await form.locator(".black").first().evaluate((el) => getComputedStyle(el).textDecorationLine);
  assert.equal(line, "underline");
  // White pieces are not underlined.
  const white = await form.evaluate((el) => getComputedStyle(el).textDecorationLine);
  assert.equal(white, "none");
  await page.goto(`${BASE}/history?lang=en`);
  const example = page.locator("a.example").first();
  assert.equal(await example.evaluate((el) => getComputedStyle(el).textDecorationLine), "none");
  assert.equal(await example.locator(".black").count(), 8);
  await example.screenshot({ path: join(SHOTS, "history-1883.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("3. the 1883 example opens legal, Black to move, and the side to move can be chosen", async () => {
  const { context, page, problems } = await open();
  await page.goto(`${BASE}/history?lang=en`);
  await page.locator("a.example").first().click();
  await page.locator("#kind").waitFor();
  assert.equal(await page.locator("#kind").getAttribute("data-kind"), "forsyth1883");
  assert.match(await page.locator("#problems").textContent(), /None: the position is legal/);
  assert.match(await page.locator('pre[data-form="FEN"]').textContent(), / b - - 0 1$/);
  assert.match(await page.locator("#turn").textContent(), /board only/);
  await page.locator("#turn a", { hasText: "White" }).click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get("turn") === "w");
  assert.match(await page.locator("#problems").textContent(), /check/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("4. the French seed's examples open as French from the English history page", async () => {
  const { context, page, problems } = await open();
  const texts = ["Cf3", "Dxf7++", "T8d7", "Cgf6", "C8f6", "axb8D", "De2xe7", "1..e5 2.Cf3", "1. ... c5 2. Cf3"];
  for (const text of texts) {
    await page.goto(`${BASE}/history?lang=en`);
    await page.locator("a.example pre", { hasText: new RegExp(`^${text.replace(/[.+]/g, "\\$&")}$`) }).click();
    await page.locator("#kind").waitFor();
    assert.match(await page.locator("#kind").textContent(), /\(French, fr\)/, text);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("7. the French and Polish pages speak French and Polish", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: "1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. 0-0", lang: "fr", ply: "1" }));
  const recognised = await page.locator(".recognised").textContent();
  assert.match(recognised, /^Lu comme\u00a0: /, "a space before the colon");
  assert.match(recognised, /SAN \(français, fr\)/);
  assert.equal(await page.locator("header nav.langs").getAttribute("aria-label"), "Langue");
  assert.match(await page.locator("#board svg").innerHTML(), /<title>Trait aux noirs<\/title>/);
  // Lenient reading's notes in French.
  assert.match(await page.locator("#notes li").first().textContent(), /^4\. 0-0: pas la forme habituelle, lu comme O-O$/);
  assert.equal(await page.locator("#notes li").first().getAttribute("lang"), null);
  await page.goto(url({ q: "1. e4 e5 2. Sf3", lang: "pl" }));
  assert.match(await page.locator(".recognised").textContent(), /SAN \(polski, pl\)/);
  await page.goto(`${BASE}/history?lang=pl`);
  assert.match(await page.locator(".examples small").first().textContent(), /^003 \(angielski\): przykład Forsytha/);
  assert.equal(await page.locator("h1").textContent(), "Historia zapisu");
  assert.deepEqual(problems, []);
  await context.close();
});

test("7. the library's errors are in French and Polish too: a bad FEN, an illegal move", async () => {
  const { context, page, problems } = await open();
  const message = page.locator("#error .message");
  const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
  await page.goto(url({ q: `${START} x KQkq - 0 1`, lang: "fr" }));
  assert.equal(await message.textContent(), "trait\u00a0: trouvé «\u00a0x\u00a0», attendu 'w' (trait aux blancs) ou 'b' (trait aux noirs)");
  assert.equal(await message.getAttribute("lang"), null, "in the page's language");
  await page.goto(url({ q: "1. e4 e5 2. Ke3", lang: "fr" }));
  assert.equal(await message.textContent(), "SAN (anglais)\u00a0: coup 2. Ke3\u00a0: les blancs n'ont pas de roi qui puisse aller en e3");
  await page.screenshot({ path: join(SHOTS, "error-fr.png") });
  await page.goto(url({ q: `${START} w KQkq e5 0 1`, lang: "pl" }));
  assert.equal(await message.textContent(), "pole bicia w przelocie: e5 nie może być polem bicia w przelocie, gdy ruch mają białe; oczekiwano pola w rzędzie 6");
  await page.goto(url({ q: "1. e4 e5 2. Gb5 d6", lang: "pl" }));
  assert.equal(await message.textContent(), "SAN (polski): ruch 2... d6: pion na d7 jest w związaniu z królem (goniec na b5)");
  assert.equal(await message.getAttribute("lang"), null);
  // A move played on the board that is not legal.
  await page.goto(url({ q: `${START} w KQkq - 0 1`, lang: "pl" }));
  await page.locator('[data-square="e1"]').click();
  await page.locator('[data-square="e3"]').click();
  await page.locator("#play-error").waitFor();
  assert.equal(await page.locator("#play-error").textContent(), "e1e3: ruch tu nielegalny (król z e1 nie może pójść na e3)");
  // A kind the page has no words for stays in English, marked so.
  await page.goto(url({ q: `${START} w KQkq - bm Zz9;`, lang: "pl" }));
  assert.match(await message.textContent(), /^operation bm: Zz9: /);
  assert.equal(await message.getAttribute("lang"), "en");
  assert.deepEqual(problems, []);
  await context.close();
});

test("8. a bad move or field still shows the board as far as the text reads", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: "1. e4 e5 2. Nf3 Nc6 3. Bb5 Ke7 4. O-O Kd6 5. Qh8", lang: "en" }));
  assert.equal(await page.locator("mark.fault").textContent(), "Qh8");
  await page.locator("#partial").waitFor();
  assert.equal(await page.locator("#ply").getAttribute("data-ply"), "8", "the board before the bad move");
  assert.equal(await page.locator(".plies li").count(), 8);
  assert.equal(await page.locator("#board svg use").count(), 32);
  await page.screenshot({ path: join(SHOTS, "error-partial-game.png"), fullPage: true });
  await page.goto(url({ q: "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", lang: "en" }));
  assert.match(await page.locator("#error .message").textContent(), /castling/);
  assert.equal(await page.locator("#board-as-read svg use").count(), 30, "the board without its kings");
  assert.deepEqual(problems, []);
  await context.close();
});

test("9. a long annotated game is shared by its link, and a reload keeps it", async () => {
  const { context, page, problems } = await open();
  await page.goto(`${BASE}/?lang=en`);
  const shuffle = "1. Nf3 {out} Nf6 {out} 2. Ng1 {back} Ng8 {back} ".repeat(150);
  const pgn = `[Event "A long lesson"]\n[Site "Classroom"]\n[Result "*"]\n\n${shuffle}*`;
  assert.ok(pgn.length > 6500);
  await page.locator("#q").fill(pgn);
  await page.locator('#ply[data-ply="0"]').waitFor();
  const share = await page.locator("#share").getAttribute("href");
  assert.ok(new URL(share, BASE).searchParams.get("z"), "the share link carries the game");
  await page.reload();
  await page.locator('#ply[data-ply="0"]').waitFor();
  assert.match(await page.locator("#ply").textContent(), /0 \/ 600/);
  assert.equal(await page.locator("#q").inputValue(), pgn.replace(/\r/g, ""));
  // Opened in a new page, without the script's help.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const fresh = await other.newPage();
  await fresh.goto(new URL(share, BASE).href);
  assert.equal(await fresh.locator("#tags td").first().textContent(), "A long lesson");
  await other.close();
  assert.deepEqual(problems, []);
  await context.close();
});

test("10. fr-FR is French, a PGN's games are counted and chosen, one move opens after it", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: AFTER_E4, lang: "fr-FR" }));
  assert.equal(await page.locator("html").getAttribute("lang"), "fr");
  const two = '[Event "One"]\n\n1. e4 e5 1-0\n\n[Event "Two"]\n\n1. d4 d5 2. c4 0-1\n';
  await page.goto(url({ q: two, lang: "en" }));
  assert.equal(await page.locator("#game-of").textContent(), "Game 1 of 2 in the text");
  await page.locator("#games a").click();
  await page.locator('#game-of[data-game="2"]').waitFor();
  assert.match(await page.locator("#tags").textContent(), /Two/);
  assert.equal(new URL(page.url()).searchParams.get("game"), "2");
  await page.goto(url({ q: "Cf3", lang: "en", letters: "fr" }));
  assert.equal(await page.locator("#ply").getAttribute("data-ply"), "1", "the move is shown played");
  assert.match(await page.locator("#move h3").textContent(), /Nf3/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("11. the keyboard and screen readers: focus kept, a skip link, one short announcement", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: IMMORTAL_PL, lang: "pl" }));
  assert.equal(await page.locator("h1").textContent(), "Odczytaj tekst");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.className), "skip");
  assert.equal(await page.locator("#result").getAttribute("aria-live"), null, "the result is not re-read whole");
  await page.locator("#next").click();
  await page.locator('#ply[data-ply="1"]').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), "next", "the focus stays on Next");
  await page.locator("#next").click();
  await page.locator('#ply[data-ply="2"]').waitFor();
  await page.waitForFunction(() => document.getElementById("announce").textContent.includes("e5"));
  await page.locator(".plies a").nth(5).click();
  await page.locator('#ply[data-ply="6"]').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-current")), "step");
  // The board is named in words, not by its FEN.
  const name = await page.locator("#board").getAttribute("aria-label");
  assert.equal(name, "Szachownica: Ruch białych, 31 bierek, po 3... Hh4+");
  // Home and End scroll the page unless the focus is in the game.
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("End");
  await page.waitForTimeout(300);
  assert.equal(await page.locator("#ply").getAttribute("data-ply"), "6");
  assert.ok(await page.evaluate(() => window.scrollY > 0), "End scrolled the page");
  await context.close();
  // On a phone, every link of the game is at least 24 px high.
  const phone = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.page.goto(url({ q: IMMORTAL_PL, lang: "pl", ply: "3" }));
  const heights = await phone.page.evaluate(() =>
    [...document.querySelectorAll(".plies a, #flip, #next, #prev, #share")].map((a) => a.getBoundingClientRect().height));
  assert.ok(heights.every((h) => h >= 24), `heights ${Math.min(...heights)}`);
  assert.deepEqual([...problems, ...phone.problems], []);
  await phone.context.close();
});

/// The pages a page prints on, A4, and a picture of the first as printed.
async function printed(page, shot) {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  if (shot) await page.screenshot({ path: join(SHOTS, shot), fullPage: true });
  await page.emulateMedia({ media: "screen" });
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
}

const FORTY_MOVES = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(20).trim() + " *";

test("5. printing: a position on one A4 page, a 40-move game on two, /history with its boards", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: AFTER_E4, lang: "en" }));
  assert.equal(await printed(page, "print-position.png"), 1, "one page for a position");
  await page.emulateMedia({ media: "print" });
  for (const hidden of ["#flip", "#share", "form#reader"]) {
    assert.equal(await page.locator(hidden).isVisible(), false, `${hidden} is printed`);
  }
  assert.equal(await page.locator("#print-text").textContent(), AFTER_E4, "the text as typed is printed");
  const board = await page.locator("#board").boundingBox();
  assert.ok(board.width > 250, `the board prints ${board.width} px wide`);
  await page.emulateMedia({ media: "screen" });
  await page.goto(url({ q: FORTY_MOVES, lang: "en", ply: "40" }));
  assert.ok((await printed(page, "print-game.png")) <= 2, "a 40-move game on at most two pages");
  await page.goto(`${BASE}/history?lang=en`);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.locator(".example-board").first().isVisible(), "the history prints its boards");
  assert.deepEqual(problems, []);
  await context.close();
});

test("6. the projector view shows the board as large as the screen, the move beside it", async () => {
  for (const [width, height] of [[1024, 768], [1920, 1080]]) {
    const { context, page, problems } = await open({ viewport: { width, height } });
    await page.goto(url({ q: IMMORTAL_PL, lang: "pl", ply: "45", view: "board" }));
    const board = await page.locator("#board svg").boundingBox();
    assert.ok(board.y < 20, `the board starts ${board.y} px down`);
    assert.ok(board.height > height * 0.85, `the board is ${board.height} px high on ${height}`);
    assert.ok(board.y + board.height <= height, "the board fits");
    const move = await page.locator("#move h3").boundingBox();
    assert.ok(move.y + move.height <= height && move.x >= board.x + board.width, "the move beside the board");
    assert.ok(parseFloat(await page.locator("#move h3").evaluate((el) => getComputedStyle(el).fontSize)) >= 48);
    assert.equal(await page.locator("form#reader").isVisible(), false);
    await page.screenshot({ path: join(SHOTS, `projector-${width}.png`) });
    // Stepping keeps the view; Home works there without focusing the game.
    await page.locator("body").click({ position: { x: width - 5, y: height - 5 } });
    await page.keyboard.press("Home");
    await page.locator('#ply[data-ply="0"]').waitFor();
    assert.equal(new URL(page.url()).searchParams.get("view"), "board");
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("diagrams to take away: /board.svg and /board.png of what is on screen", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: IMMORTAL_PL, lang: "pl", ply: "45", flip: "1" }));
  const svgLink = await page.locator('#diagram-links a[href^="/board.svg"]').getAttribute("href");
  const svg = await page.request.get(`${BASE}${svgLink}`);
  assert.equal(svg.headers()["content-type"], "image/svg+xml; charset=utf-8");
  assert.equal((await svg.text()).match(/<use /g).length, 23, "the pieces after 23. Ge7#");
  const pngLink = await page.locator('#diagram-links a[href^="/board.png"]').getAttribute("href");
  await page.goto(`${BASE}${pngLink}&size=256`);
  const size = await page.evaluate(() => [document.images[0].naturalWidth, document.images[0].naturalHeight]);
  assert.deepEqual(size, [256, 256]);
  await page.screenshot({ path: join(SHOTS, "board-png.png") });
  const bad = await page.request.get(`${BASE}/board.png?q=${encodeURIComponent(AFTER_E4)}&size=99999`);
  assert.equal(bad.status(), 400);
  assert.match(await bad.text(), /size: expected the picture's side in pixels, from 64 to 2048, found 99999/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a board to play on: a piece and its square, clicked, dragged or by keyboard; every form follows", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", lang: "fr" }));
  assert.equal(await page.locator("#board [data-square]").count(), 64);
  assert.equal(await page.locator('[data-square="e2"]').getAttribute("aria-label"), "e2\u00a0: pion blanc");
  await page.locator('[data-square="e2"]').click();
  assert.equal(await page.locator('[data-square="e2"]').getAttribute("aria-pressed"), "true");
  await page.locator('[data-square="e4"]').click();
  await page.locator('#ply[data-ply="1"]').waitFor();
  assert.equal(await page.locator("#q").inputValue(), "1. e4");
  assert.equal(await page.locator('pre[data-form="FEN"]').textContent(), AFTER_E4);
  assert.match(await page.locator('pre[data-form="Forsyth 1897"]').textContent(), /^r kt b q k b kt r, p p p p p p p p, 8, 8, 4 P 3/);
  assert.equal(await page.locator("#notations td").first().textContent(), "e4");
  // The keyboard: from e4 (focused after the move) up to e7... by the arrows, Enter twice.
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), "e4");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), "d7");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.locator('#ply[data-ply="2"]').waitFor();
  assert.equal(await page.locator("#q").inputValue(), "1. e4 d5");
  assert.equal(new URL(page.url()).searchParams.get("q"), "1. e4 d5", "the link follows");
  // An illegal move is refused in words, and nothing changes.
  await page.locator('[data-square="e1"]').click();
  await page.locator('[data-square="e3"]').click();
  await page.locator("#play-error").waitFor();
  assert.match(await page.locator("#play-error").textContent(), /^e1e3 : coup illégal ici/);
  assert.equal(await page.locator("#q").inputValue(), "1. e4 d5");
  // From an earlier ply, a move starts a new line from there.
  await page.locator("#first").click();
  await page.locator('#ply[data-ply="0"]').waitFor();
  await page.locator('[data-square="g1"]').click();
  await page.locator('[data-square="f3"]').click();
  await page.locator('#ply[data-ply="1"]').waitFor();
  assert.equal(await page.locator("#q").inputValue(), "1. Cf3");
  // Dragged, too.
  await page.locator('[data-square="d7"]').dragTo(page.locator('[data-square="d5"]'));
  await page.locator('#ply[data-ply="2"]').waitFor();
  assert.equal(await page.locator("#q").inputValue(), "1. Cf3 d5");
  await page.screenshot({ path: join(SHOTS, "board-played.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("a pawn on its last rank becomes the piece chosen: a knight by keyboard, a rook in Chess960", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: "7k/4P3/8/8/8/8/8/4K3 w - - 0 1", lang: "en" }));
  const focused = () => page.evaluate(() => document.activeElement.dataset.promote ?? document.activeElement.dataset.square);
  await page.locator('[data-square="e7"]').click();
  await page.locator('[data-square="e8"]').click();
  await page.locator("#promotion").waitFor();
  assert.equal(await focused(), "q", "the chooser opens on the queen");
  assert.deepEqual(
    await page.locator("#promotion button[data-promote]").evaluateAll((all) => all.map((b) => b.getAttribute("aria-label") ?? b.textContent)),
    ["white queen", "white rook", "white bishop", "white knight", "Cancel"],
  );
  // Escape puts the pawn back: nothing is played, the focus is on the square.
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#promotion").isHidden(), true);
  assert.equal(await focused(), "e8");
  assert.equal(await page.locator("#q").inputValue(), "7k/4P3/8/8/8/8/8/4K3 w - - 0 1");
  // By keyboard: the pawn taken up and put down with Enter, the knight chosen with the arrows.
  await page.locator('[data-square="e7"]').focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await page.locator("#promotion").waitFor();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await focused(), "n");
  await page.screenshot({ path: join(SHOTS, "board-promotion.png") });
  await page.keyboard.press("Enter");
  await page.locator('#ply[data-ply="1"]').waitFor();
  assert.equal(await page.locator("#q").inputValue(), "1. e8=N");
  assert.equal(await page.locator("#notations td").first().textContent(), "e8=N");
  assert.equal(await page.locator('pre[data-form="FEN"]').textContent(), "4N2k/8/8/8/8/8/8/4K3 b - - 0 1");
  // Chess960, Black to move, in Polish: dragged onto a rook, the pawn becomes a rook.
  const chess960 = "1rk2r2/8/8/8/8/8/4p3/1RK2R2 b FBfb - 0 1";
  await page.goto(url({ q: chess960, lang: "pl" }));
  await page.locator('[data-square="e2"]').dragTo(page.locator('[data-square="f1"]'));
  await page.locator("#promotion").waitFor();
  assert.equal(await page.locator('#promotion button[data-promote="r"]').textContent(), "♜");
  await page.locator('#promotion button[data-promote="r"]').click();
  await page.locator('#ply[data-ply="1"]').waitFor();
  assert.equal(await page.locator("#q").inputValue(), "1... exf1=W+");
  assert.equal(await page.locator('pre[data-form="X-FEN"]').textContent(), "1rk2r2/8/8/8/8/8/8/1RK2r2 w Qkq - 0 2");
  assert.deepEqual(problems, []);
  await context.close();
});

test("a board to set up: pieces placed and removed, side to move, castling, en passant", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", lang: "en" }));
  await page.locator("#edit-toggle").click();
  assert.equal(await page.locator("#edit-toggle").getAttribute("aria-expanded"), "true");
  await page.locator("#edit-clear").click();
  await page.waitForFunction(() => document.querySelector("#q").value.startsWith("8/8/8/8/8/8/8/8 "));
  for (const [tool, square] of [["white king", "e1"], ["white rook", "h1"], ["black king", "e8"], ["black pawn", "d4"], ["white pawn", "e2"]]) {
    await page.locator(`.tools label[title="${tool}"]`).click();
    await page.locator(`[data-square="${square}"]`).click();
    await page.locator(`[data-square="${square}"][aria-label$="${tool}"]`).waitFor();
  }
  assert.equal(await page.locator("#editor").isVisible(), true, "the editor stays open");
  await page.locator('.tools label[title="Remove"]').click();
  await page.locator('[data-square="e2"]').click();
  await page.locator('[data-square="e2"][aria-label="e2: empty"]').waitFor();
  await page.locator('.tools label[title="white pawn"]').click();
  await page.locator('[data-square="e4"]').click();
  await page.locator('[data-square="e4"][aria-label="e4: white pawn"]').waitFor();
  await page.locator('input[name="edit-turn"][value="b"]').check();
  await page.waitForFunction(() => / b - - 0 1$/.test(document.querySelector("#q").value));
  await page.waitForFunction(() => / b - - 0 1$/.test(document.querySelector('pre[data-form="FEN"]')?.textContent ?? ""));
  await page.locator('input[name="edit-castling"][value="K"]').check();
  await page.waitForFunction(() => / b K - 0 1$/.test(document.querySelector("#q").value));
  // The server's answer redraws the editor: typed into before it lands, the field is lost.
  await page.waitForFunction(() => / b K - 0 1$/.test(document.querySelector('pre[data-form="FEN"]')?.textContent ?? ""));
  await page.locator("#edit-ep").fill("e3");
  await page.locator("#edit-ep").press("Tab");
  await page.waitForFunction(() => / b K e3 0 1$/.test(document.querySelector("#q").value));
  // The forms come from the server after the text box changes: wait for them, not only for it.
  await page.waitForFunction(() => / b K e3 0 1$/.test(document.querySelector('pre[data-form="FEN"]')?.textContent ?? ""));
  assert.equal(await page.locator('pre[data-form="FEN"]').textContent(), "4k3/8/8/8/3pP3/8/8/4K2R b K e3 0 1");
  assert.equal(await page.locator('pre[data-form="X-FEN"]').textContent(), "4k3/8/8/8/3pP3/8/8/4K2R b K e3 0 1");
  assert.equal(await page.locator('pre[data-form="Shredder-FEN"]').textContent(), "4k3/8/8/8/3pP3/8/8/4K2R b H e3 0 1");
  assert.match(await page.locator('pre[data-form="EPD"]').textContent(), /^4k3\/8\/8\/8\/3pP3\/8\/8\/4K2R b K e3/);
  assert.match(await page.locator("#moves").textContent(), /dxe3/, "the en passant capture is a legal move");
  await page.screenshot({ path: join(SHOTS, "board-set-up.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("sharing with phones: a QR code of the link to what is on screen", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: IMMORTAL_PL, lang: "pl", ply: "12" }));
  await page.locator("#qr summary").click();
  // The code's link is the shortest form of the link to what is on screen: the text compressed.
  const coded = await page.locator(".qr-url code").textContent();
  assert.ok(coded.startsWith(`${BASE}/?lang=pl&z=`) && coded.endsWith("&ply=12"), coded);
  const share = await page.locator("#share").getAttribute("href");
  assert.ok(coded.length < BASE.length + share.length, "shorter than the link as it is");
  const code = await page.locator(".qr-code svg").boundingBox();
  assert.ok(code.width >= 200, `the code is ${code.width} px wide`);
  await page.locator("#qr").screenshot({ path: join(SHOTS, "qr.png") });
  const phone = await browser.newContext({ javaScriptEnabled: false });
  const opened = await phone.newPage();
  await opened.goto(coded);
  assert.equal(await opened.locator("#ply").getAttribute("data-ply"), "12");
  assert.equal(await opened.locator("#q").inputValue(), IMMORTAL_PL);
  await phone.close();
  // Stepping keeps the code with the link.
  await page.locator("#next").click();
  await page.locator('#ply[data-ply="13"]').waitFor();
  assert.match(await page.locator(".qr-url code").textContent(), /ply=13/);
  assert.ok(await page.locator(".qr-code svg").isVisible(), "the code stays open");
  assert.deepEqual(problems, []);
  await context.close();
});

test("a worksheet: the board and blank lines for the student's notation, on one page", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: AFTER_E4, lang: "en" }));
  await page.locator("#worksheet-link").click();
  await page.waitForURL(/view=worksheet/);
  const blanks = await page.locator("#worksheet dt").allTextContents();
  assert.deepEqual(blanks, ["FEN", "Shredder-FEN", "X-FEN", "EPD", "Forsyth 1897", "Forsyth 1883"]);
  assert.equal(await page.locator('pre[data-form="FEN"]').isVisible(), false, "the answers are not shown");
  assert.equal(await printed(page, "worksheet-position.png"), 1);
  await page.goto(url({ q: "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6", lang: "fr", view: "worksheet" }));
  const rows = await page.locator("#worksheet li").allTextContents();
  assert.deepEqual(rows.map((r) => r.replace(/\s+/g, " ").trim()), ["1. e4 e5", "2. Cf3 Cc6", "3. Fb5 a6"]);
  assert.equal(await page.locator("#worksheet .blank").count(), 6, "a blank for each move");
  assert.equal(await printed(page, "worksheet-game.png"), 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test("history side by side: the Immortal Game in parallel columns, Forsyth after chosen moves", async () => {
  const { context, page, problems } = await open();
  await page.goto(`${BASE}/history?lang=pl`);
  const heads = await page.locator(".parallel thead th").allTextContents();
  assert.deepEqual(heads, ["Ruch", "Opisowa", "SAN (angielski)", "SAN (francuski)", "SAN (niemiecki)", "SAN (polski)", "ICCF"]);
  const third = await page.locator(".parallel tbody tr").nth(2).locator("td").allTextContents();
  assert.deepEqual(third, ["B-B4 Q-R5ch", "Bc4 Qh4+", "Fc4 Dh4+", "Lc4 Dh4+", "Gc4 Hh4+", "6134 4884"]);
  assert.equal(await page.locator(".parallel tbody tr").count(), 23);
  assert.match(await page.locator(".snapshots dd").last().textContent(), /^r 1 b k 3 r, p 2 p B p Kt p, kt 4 kt 2/);
  // A phone scrolls the table, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 390);
  await page.locator("#side-by-side").screenshot({ path: join(SHOTS, "history-side-by-side.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the quiz: the student writes the position or the move, the page checks and explains", async () => {
  const { context, page, problems } = await open();
  await page.goto(url({ q: IMMORTAL_PL, lang: "en", ply: "45" }));
  await page.locator("#quiz-link").click();
  await page.waitForURL(/\/quiz\?/);
  assert.match(await page.locator("#question").textContent(), /^Write this position in FEN\.$/);
  await page.locator("#answer").fill("r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 w - - 1 23");
  await page.locator("#quiz-form button").click();
  await page.locator("#verdict").waitFor();
  assert.match(await page.locator("#verdict").textContent(), /side to move: you wrote w, expected b/);
  await page.locator("#ask").selectOption("san-fr");
  await page.locator("#answer").fill("Fe7#");
  await page.locator("#quiz-form button").click();
  await page.locator("#verdict .right").waitFor();
  assert.match(await page.locator("#question").textContent(), /^Write the move 23\. in SAN \(French\)\.$/);
  await page.locator("#ask").selectOption("descriptive");
  await page.locator("#answer").fill("B-K6");
  await page.locator("#quiz-form button").click();
  await page.locator("#verdict").waitFor();
  assert.match(await page.locator("#verdict").textContent(), /the move played is B-K7 mate/);
  await page.screenshot({ path: join(SHOTS, "quiz.png"), fullPage: true });
  // The same question in French.
  await page.locator('header a[hreflang="fr"]').click();
  await page.waitForURL(/\/quiz\?lang=fr/);
  assert.match(await page.locator("#question").textContent(), /^Écrivez cette position en FEN\.$/);
  // 1883 by hand: an underscore after a letter is its underline.
  await page.goto(`${BASE}/quiz?lang=en&ask=forsyth1883&q=${encodeURIComponent("8/8/8/8/8/8/8/K6k w - - 0 1")}`);
  await page.locator("#answer").fill("8\n8\n8\n8\n8\n8\n8\nK 6 K_");
  await page.locator("#quiz-form button").click();
  await page.locator("#verdict .right").waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("axe-core finds no accessibility violation in any view", async () => {
  // The audit's script is added to the page, so the page's own CSP is set aside for it.
  const context = await browser.newContext({ bypassCSP: true });
  const axe = new URL("./node_modules/axe-core/axe.min.js", import.meta.url).pathname;
  const views = [
    url({ q: AFTER_E4, lang: "en" }),
    url({ q: IMMORTAL_PL, lang: "pl", ply: "12" }),
    url({ q: IMMORTAL_PL, lang: "fr", ply: "45", view: "board" }),
    url({ q: "1. e4 e5 2. Cf3", lang: "fr", view: "worksheet" }),
    url({ q: FORSYTH_1883, lang: "en" }),
    url({ q: "1. e4 e5 2. Nf3 Nc6 3. Bb5 Ke7 4. O-O Kd6 5. Qh8", lang: "en" }),
    `${BASE}/history?lang=fr`,
    `${BASE}/quiz?lang=en&ask=san-fr&answer=Fe7`,
  ];
  for (const view of views) {
    const page = await context.newPage();
    await page.goto(view);
    await page.addScriptTag({ path: axe });
    const found = await page.evaluate(async () =>
      (await window.axe.run()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`));
    assert.deepEqual(found, [], view);
    await page.close();
  }
  await context.close();
});
