// fenkit's teaching page: the result follows the text as it is typed, links within the result
// (plies, flip, side to move, games) update it in place, and the arrow keys step through a
// game. Without this script the page works the same with full reloads: every state is a link.
"use strict";
(function () {
  document.documentElement.classList.add("js");
  const form = document.getElementById("reader");
  const result = document.getElementById("result");
  if (!form || !result) return;
  const q = document.getElementById("q");
  const start = document.getElementById("start");
  const announce = document.getElementById("announce");
  let timer = 0;
  let sent = 0;
  let said = "";

  function pageUrl(params) { return "/?" + params.toString(); }

  // A text longer than this goes in the body of a POST: a URL cannot hold it as it is (the
  // server's links carry it compressed, as z=).
  const LONGEST_URL_TEXT = 4000;

  // Loads the result for `params`; `focus` names what takes the focus after (a step's link).
  async function load(params, push, focus) {
    const ticket = ++sent;
    let response;
    const text = params.get("q") || "";
    try {
      if (text.length > LONGEST_URL_TEXT) {
        const rest = new URLSearchParams(params);
        rest.delete("q");
        rest.delete("z");
        response = await fetch("/fragment?" + rest.toString(), { method: "POST", body: text });
        params = rest;
      } else {
        response = await fetch("/fragment?" + params.toString());
      }
    } catch (e) {
      return;
    }
    const html = await response.text();
    if (ticket !== sent) return; // a later request has been sent: show only the newest
    const qrOpen = document.getElementById("qr")?.open;
    result.innerHTML = html;
    if (qrOpen && document.getElementById("qr")) document.getElementById("qr").open = true;
    // The link to what is on screen carries a long text compressed (a reload keeps it), and
    // after a move played, the new text.
    const share = document.getElementById("share");
    const played = params.has("play");
    if ((text.length > LONGEST_URL_TEXT || played) && share) {
      const shown = new URL(share.href, location.href).searchParams;
      if (played && shown.has("q")) { q.value = shown.get("q"); if (start) start.value = shown.get("start") || ""; }
      if (document.body.classList.contains("projector")) shown.set("view", "board");
      params = shown;
    }
    board.refresh();
    syncLanguageLinks(params);
    const url = pageUrl(params);
    if (push) history.pushState(null, "", url); else history.replaceState(null, "", url);
    if (focus) restoreFocus(focus);
    tell(focus !== undefined);
  }

  // After a step the focus stays where it was: on the same control, or on the ply shown.
  function restoreFocus(focus) {
    const target = (focus.id && document.getElementById(focus.id)) ||
      result.querySelector(".plies a.current") ||
      document.getElementById("ply") ||
      result;
    if (target === document.getElementById("ply")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: false });
  }

  // One short sentence for screen readers: the ply and its move after a step, what the text
  // was read as after typing (only when it changed).
  function tell(stepped) {
    if (!announce) return;
    const ply = document.getElementById("ply");
    const move = document.querySelector("#move h3");
    const kind = document.getElementById("kind");
    const error = document.querySelector("#error .message");
    let text;
    if (stepped && ply) text = ply.textContent + (move ? ". " + move.textContent : "");
    else if (error) text = error.textContent;
    else if (kind) text = kind.closest(".recognised").firstChild.textContent + kind.textContent;
    else text = "";
    if (text !== said) { said = text; announce.textContent = text; }
  }

  // The language links of the header keep what is on screen, in the other language.
  function syncLanguageLinks(params) {
    document.querySelectorAll("header .langs a[hreflang]").forEach(function (link) {
      const other = new URLSearchParams(params);
      other.set("lang", link.getAttribute("hreflang"));
      link.href = pageUrl(other);
    });
  }

  function formParams() {
    const params = new URLSearchParams();
    params.set("lang", form.elements["lang"].value);
    if (q.value !== "") params.set("q", q.value);
    if (start && start.value.trim() !== "") params.set("start", start.value);
    return params;
  }

  function typed() {
    clearTimeout(timer);
    timer = setTimeout(function () { load(formParams(), false); }, 250);
  }
  q.addEventListener("input", typed);
  if (start) start.addEventListener("input", typed);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    load(formParams(), true);
  });

  // The text comes from the text box (a long one is in links compressed, or not at all).
  function follow(link) {
    const params = new URL(link.href, location.href).searchParams;
    if (q.value !== "") { params.delete("z"); params.set("q", q.value); }
    load(params, true, { id: link.id });
  }

  result.addEventListener("click", function (event) {
    const link = event.target.closest("a[data-nav]");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    follow(link);
  });

  window.addEventListener("popstate", function () {
    const params = new URLSearchParams(location.search);
    if (params.has("q")) q.value = params.get("q");
    else if (!params.has("z")) {
      // A long text is not in the URL: it is still in the text box.
      if (params.has("ply") && q.value !== "") params.set("q", q.value); else q.value = "";
    }
    load(params, false);
  });

  // The board: play a move by its piece and its square, or set up a position (the editor).
  const board = (function () {
    let from = null;       // the square of the piece picked up to play
    let editing = false;   // whether the editor is open
    let tool = "P";        // the editor's piece (a FEN letter), or "-" to remove

    const squares = () => [...result.querySelectorAll("#board .sq")];
    const fen = () => (document.getElementById("board") || {}).dataset?.fen || "";
    const isWhite = (letter) => letter !== "" && letter === letter.toUpperCase();

    // The FEN's fields, its placement as 64 letters (a8 first, "" for an empty square).
    function parse(text) {
      const fields = text.split(" ");
      const cells = [];
      for (const c of fields[0]) {
        if (c === "/") continue;
        if (c >= "1" && c <= "8") for (let i = 0; i < +c; i++) cells.push("");
        else cells.push(c);
      }
      return { cells, turn: fields[1] || "w", castling: fields[2] || "-", ep: fields[3] || "-" };
    }
    function write(pos) {
      const ranks = [];
      for (let r = 0; r < 8; r++) {
        let rank = "", run = 0;
        for (const c of pos.cells.slice(r * 8, r * 8 + 8)) {
          if (c === "") { run++; continue; }
          if (run) { rank += run; run = 0; }
          rank += c;
        }
        ranks.push(rank + (run ? run : ""));
      }
      return `${ranks.join("/")} ${pos.turn} ${pos.castling || "-"} ${pos.ep || "-"} 0 1`;
    }
    const index = (name) => (8 - +name[1]) * 8 + (name.charCodeAt(0) - 97);

    // A new position typed into the text box, as if by hand.
    function show(text) {
      q.value = text;
      if (start) start.value = "";
      load(formParams(), false);
    }

    function edit(square) {
      const pos = parse(fen());
      if (pos.cells.length !== 64) return;
      pos.cells[index(square.dataset.square)] = tool === "-" ? "" : tool;
      focusAfter = square.dataset.square;
      show(write(pos));
    }

    function pick(square) {
      const piece = square.dataset.piece;
      if (from === null || (piece && from.dataset.piece && isWhite(piece) === isWhite(from.dataset.piece) && square !== from)) {
        if (!piece) return;
        squares().forEach((s) => s.removeAttribute("aria-pressed"));
        from = square;
        square.setAttribute("aria-pressed", "true");
        return;
      }
      if (square === from) { from.removeAttribute("aria-pressed"); from = null; return; }
      const uci = from.dataset.square + square.dataset.square;
      const pawn = from.dataset.piece;
      const promoting = (pawn === "P" && uci[1] === "7" && uci[3] === "8") ||
        (pawn === "p" && uci[1] === "2" && uci[3] === "1");
      from = null;
      if (promoting) choose(uci, square); else play(uci, square);
    }

    // Plays `uci` on the position shown; the focus then goes to `square`, where it went.
    function play(uci, square) {
      const params = new URLSearchParams(location.search);
      params.delete("z");
      if (q.value !== "") params.set("q", q.value);
      params.set("play", uci);
      focusAfter = square.dataset.square;
      load(params, true);
    }

    // A pawn on its last rank: the chooser asks what it becomes (queen first, focused).
    let promoting = null;  // the move and its square, while the chooser is open
    const chooser = () => document.getElementById("promotion");
    function choose(uci, square) {
      const box = chooser();
      if (!box) { play(uci + "q", square); return; }
      promoting = { uci, square };
      box.hidden = false;
      box.querySelector("button").focus();
    }
    function chosen(letter) {
      const box = chooser();
      const move = promoting;
      promoting = null;
      if (box) box.hidden = true;
      if (!move) return;
      squares().forEach((s) => s.removeAttribute("aria-pressed"));
      if (letter) play(move.uci + letter, move.square);
      else move.square.focus();
    }
    result.addEventListener("click", function (event) {
      const button = event.target.closest("button[data-promote]");
      if (button) chosen(button.dataset.promote);
    });
    // In the chooser: the arrow keys go from piece to piece, Escape cancels.
    result.addEventListener("keydown", function (event) {
      const box = event.target.closest && event.target.closest("#promotion");
      if (!box) return;
      const buttons = [...box.querySelectorAll("button")];
      const at = buttons.indexOf(event.target);
      const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
      if (event.key === "Escape") chosen("");
      else if (step && at >= 0) buttons[(at + step + buttons.length) % buttons.length].focus();
      else return;
      event.preventDefault();
      event.stopPropagation();
    });

    let focusAfter = null;
    result.addEventListener("click", function (event) {
      const square = event.target.closest(".sq");
      if (!square) return;
      if (editing) edit(square); else pick(square);
    });

    // Dragging: a piece pressed on one square and let go on another plays the move (a press
    // let go where it began is a click, handled above).
    let dragFrom = null;
    result.addEventListener("pointerdown", function (event) {
      const square = event.target.closest(".sq");
      dragFrom = square && square.dataset.piece && !editing ? square : null;
    });
    result.addEventListener("pointerup", function (event) {
      const start = dragFrom;
      dragFrom = null;
      if (!start) return;
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const to = under && under.closest ? under.closest(".sq") : null;
      if (!to || to === start) return;
      from = null;
      pick(start);
      pick(to);
    });

    // Arrow keys move between the squares (as they are drawn), Home and End to a rank's ends.
    result.addEventListener("keydown", function (event) {
      const square = event.target.closest && event.target.closest(".sq");
      if (!square) return;
      const all = squares();
      const at = all.indexOf(square);
      const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 };
      let to = null;
      if (event.key in moves) to = at + moves[event.key];
      else if (event.key === "Home") to = at - (at % 8);
      else if (event.key === "End") to = at - (at % 8) + 7;
      else return;
      event.preventDefault();
      event.stopPropagation();
      if (to < 0 || to > 63 || (Math.abs(moves[event.key] || 0) === 1 && Math.floor(to / 8) !== Math.floor(at / 8))) return;
      square.tabIndex = -1;
      all[to].tabIndex = 0;
      all[to].focus();
    });

    // The editor's fields, from the position shown, and back.
    function fill() {
      const editor = document.getElementById("editor");
      const toggle = document.getElementById("edit-toggle");
      if (!editor || !toggle) return;
      toggle.hidden = false;
      editor.hidden = !editing;
      toggle.setAttribute("aria-expanded", String(editing));
      const pos = parse(fen());
      editor.querySelectorAll('input[name="tool"]').forEach((i) => { i.checked = i.value === tool; });
      editor.querySelectorAll('input[name="edit-turn"]').forEach((i) => { i.checked = i.value === pos.turn; });
      editor.querySelectorAll('input[name="edit-castling"]').forEach((i) => { i.checked = pos.castling.includes(i.value); });
      document.getElementById("edit-ep").value = pos.ep === "-" ? "" : pos.ep;
    }
    function fieldsChanged() {
      const editor = document.getElementById("editor");
      const pos = parse(fen());
      pos.turn = editor.querySelector('input[name="edit-turn"]:checked')?.value || "w";
      pos.castling = [...editor.querySelectorAll('input[name="edit-castling"]:checked')].map((i) => i.value).join("") || "-";
      pos.ep = document.getElementById("edit-ep").value.trim() || "-";
      show(write(pos));
    }
    result.addEventListener("change", function (event) {
      const input = event.target;
      if (input.name === "tool") { tool = input.value; return; }
      if (input.name && input.name.startsWith("edit-")) fieldsChanged();
    });
    result.addEventListener("click", function (event) {
      const button = event.target.closest("button");
      if (!button) return;
      if (button.id === "edit-toggle") {
        editing = !editing;
        from = null;
        fill();
        button.focus();
      } else if (button.id === "edit-clear") {
        focusAfter = null;
        show("8/8/8/8/8/8/8/8 w - - 0 1");
      } else if (button.id === "edit-start") {
        show("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
      }
    });

    return {
      // After the result is replaced: the editor as it was, the focus on the square acted on.
      refresh() {
        from = null;
        promoting = null;
        fill();
        if (focusAfter) {
          const square = result.querySelector(`.sq[data-square="${focusAfter}"]`);
          if (square) {
            squares().forEach((s) => { s.tabIndex = -1; });
            square.tabIndex = 0;
            square.focus();
          }
          focusAfter = null;
        }
      },
    };
  })();
  board.refresh();

  // ← and → step through a game wherever the focus is (but in the text boxes); Home and End
  // only while the focus is in the game or on the board, so that they still scroll the page.
  const keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (event) {
    const target = event.target;
    if (target && (target.tagName === "TEXTAREA" || target.tagName === "INPUT")) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const id = keys[event.key];
    if (!id) return;
    const inGame = target && target.closest && target.closest("#game, #board, .board-col");
    if ((event.key === "Home" || event.key === "End") && !inGame && !document.body.classList.contains("projector")) return;
    const link = document.getElementById(id);
    if (!link) return;
    event.preventDefault();
    follow(link);
  });

  // Touch and keyboard: the explanation under the finger or focus marks its FEN field.
  result.addEventListener("focusin", function (event) {
    const field = event.target.closest(".field");
    if (!field) return;
    result.querySelectorAll(".field.hl").forEach(function (f) { f.classList.remove("hl"); });
    field.classList.add("hl");
  });
})();
