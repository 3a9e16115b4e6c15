// fenkit's teaching page: the result follows the text as it is typed, links within the result
// (plies, flip) update it in place, and the arrow keys step through a game. Without this
// script the page works the same with full reloads: every state is a link.
"use strict";
(function () {
  document.documentElement.classList.add("js");
  const form = document.getElementById("reader");
  const result = document.getElementById("result");
  if (!form || !result) return;
  const q = document.getElementById("q");
  const start = document.getElementById("start");
  let timer = 0;
  let sent = 0;

  function pageUrl(params) { return "/?" + params.toString(); }

  // A text longer than this goes in the body of a POST: a URL cannot hold it.
  const LONGEST_URL_TEXT = 4000;

  async function load(params, push) {
    const ticket = ++sent;
    let response;
    const text = params.get("q") || "";
    try {
      if (text.length > LONGEST_URL_TEXT) {
        const rest = new URLSearchParams(params);
        rest.delete("q");
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
    syncLanguageLinks(params);
    const url = pageUrl(params);
    if (push) history.pushState(null, "", url); else history.replaceState(null, "", url);
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

  q.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { load(formParams(), false); }, 250);
  });
  if (start) start.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { load(formParams(), false); }, 250);
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    load(formParams(), true);
  });

  // Links leave out a text longer than the server puts in them: it comes from the text box.
  function follow(link) {
    const params = new URL(link.href, location.href).searchParams;
    if (!params.has("q") && q.value !== "") params.set("q", q.value);
    load(params, true);
  }

  result.addEventListener("click", function (event) {
    const link = event.target.closest("a[data-nav]");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    follow(link);
  });

  window.addEventListener("popstate", function () {
    const params = new URLSearchParams(location.search);
    // A long text is not in the URL: it is still in the text box.
    if (params.has("q")) q.value = params.get("q");
    else if (params.has("ply") && q.value !== "") params.set("q", q.value);
    else q.value = "";
    load(params, false);
  });

  const keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (event) {
    const target = event.target;
    if (target && (target.tagName === "TEXTAREA" || target.tagName === "INPUT")) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const id = keys[event.key];
    if (!id) return;
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
