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
    result.innerHTML = html;
    // The link to what is on screen carries a long text compressed: a reload keeps it.
    const share = document.getElementById("share");
    if (text.length > LONGEST_URL_TEXT && share) {
      params = new URL(share.href, location.href).searchParams;
    }
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
