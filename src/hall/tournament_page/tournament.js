"use strict";
// The tournament's pages (src/hall/tournament_page): the server renders
// every tab; this script only fetches a tab's fragment, swaps it in unless
// the jury is typing in it, posts the forms to the hall's API and shows the
// refusal the hall words. Signals for people and tests: every ask (a tab, a
// form opened, a post) is numbered in body[data-asked]; body[data-drawn] is
// the number of the last ask whose fragment is swapped in,
// body[data-answered] that of the last post answered (and drawn, or its
// refusal said), body[data-polled] counts the reloads tried every 5 s (10 s
// on the public pages, which have no tabs). The projector (body[data-cycle])
// asks for its next screen every data-cycle ms instead; the screen it got
// says how many there are (data-views).
const body = document.body, main = document.getElementById("main"), msg = document.getElementById("msg");
const base = body.dataset.fragment, lang = body.dataset.lang;
const tabs = [...document.querySelectorAll("[data-tab]")].map(b => b.dataset.tab);
const PUBLIC = tabs.length === 0;
let tab = tabs.includes(location.hash.slice(1)) ? location.hash.slice(1) : tabs[0];
// What the jury asked to see besides the tab (a form open, a number explained).
let shown = {};
let focusAfter = null, opening = false;
// Asks numbered; only the newest fetch is swapped in (an older answer that
// comes late is dropped).
let asks = 0, fetches = 0, drawnHtml = null;
const ask = () => { asks += 1; body.dataset.asked = String(asks); return asks; };
const bump = name => { body.dataset[name] = String(Number(body.dataset[name] || 0) + 1); };
const say = (text, from) => { msg.textContent = text; msg.dataset.from = from; };
// A refusal as the hall worded it, in the page's language; an answer that is
// not the hall's (a proxy's page) as it came.
async function refusal(r) {
  const text = await r.text();
  try { const d = JSON.parse(text); msg.dataset.error = d.error; return d.message; }
  catch (_) { msg.dataset.error = "bad-request"; return `${body.dataset.odd}: ${r.status} ${text.slice(0, 200)}`; }
}
// The jury is typing: a form is open, or an input of the fragment has
// focus or was edited.
const busy = () => {
  const a = document.activeElement;
  return !!shown.edit || (a && main.contains(a) && /INPUT|TEXTAREA|SELECT/.test(a.tagName)) || !!main.querySelector("[data-edited]");
};
function address() {
  const q = new URLSearchParams({lang, ...shown});
  return `${base}${PUBLIC ? "" : "/" + tab}?${q}`;
}
async function load(force) {
  if (!force && busy()) return;
  const forAsk = asks, mine = ++fetches;
  let r;
  try { r = await fetch(address(), {cache: "no-store", credentials: "same-origin"}); }
  catch (_) { say(body.dataset.offline, "load"); return; }
  if (!r.ok) { say(await refusal(r), "load"); return; }
  const html = await r.text();
  if (mine !== fetches || (!force && busy())) return;
  // A reload that brings what is shown changes nothing on the page (no
  // element the jury is about to tap is replaced under the finger).
  if (html !== drawnHtml) {
    main.innerHTML = html; drawnHtml = html;
    // The title the fragment carries (the tournament's name once opened).
    const named = main.querySelector("[data-title]");
    if (named) { document.title = named.dataset.title; document.getElementById("title").textContent = named.dataset.title; }
    // An open result form says its refusals beside their fields at once.
    main.querySelectorAll("form[data-preview]").forEach(preview);
  }
  body.dataset.drawn = String(forAsk);
  if (msg.dataset.from === "load") say("", "");
  document.querySelectorAll("[data-tab]").forEach(b => b.classList.toggle("on", b.dataset.tab === tab));
  if (focusAfter) { const f = document.getElementById(focusAfter); if (f) f.focus(); focusAfter = null; }
  else if (opening) {
    // A form just opened (the result form): the focus on its first field,
    // not left on the page's body.
    const first = main.querySelector("[data-focus-first]");
    const field = first && first.querySelector("input:not([type=hidden]), select, textarea");
    if (field) field.focus();
  }
  opening = false;
}
// The fields of a form (those outside it that name it too) as the API
// reads them: a checkbox as true or false, anything else as typed.
function fields(form, into) {
  if (!form) return into;
  for (const el of form.elements) {
    if (!el.name || el.disabled) continue;
    into[el.name] = el.type === "checkbox" ? el.checked : el.value;
  }
  return into;
}
// Posts a change; on a refusal, shows `refused` (a form again) if given.
// The button that sent it (`by`) is disabled until the answer is drawn, so
// a second click sends nothing.
async function post(path, data, focus, refused, by) {
  if (by) by.disabled = true;
  const forAsk = ask();
  let r;
  try {
    r = await fetch(`${path}?lang=${lang}`, {method: "POST", credentials: "same-origin", headers: {"content-type": "application/json"}, body: JSON.stringify(data)});
  } catch (_) { say(body.dataset.offline, "call"); if (by) by.disabled = false; body.dataset.answered = String(forAsk); return; }
  if (r.ok) {
    say("", "");
    delete msg.dataset.error;
    // The round the Results tab shows stays after a post.
    shown = shown.round ? {round: shown.round} : {};
    focusAfter = focus || null;
    await load(true);
  } else {
    say(await refusal(r), "call");
    if (refused !== undefined) { shown = Object.fromEntries(new URLSearchParams(refused)); await load(true); }
  }
  if (by && by.isConnected) by.disabled = false;
  body.dataset.answered = String(forAsk);
}
// A result form's preview: its fields posted as typed, the hall's answer
// (drawn by the server) swapped into the form's preview box; a refusal's
// field is marked and its words put where that field's refusals are said.
// Previews are numbered in body[data-preview-asked]; body[data-previewed] is
// the number of the one swapped in (an older answer that comes late is
// dropped).
let previews = 0;
async function preview(form) {
  const mine = ++previews;
  body.dataset.previewAsked = String(mine);
  let r;
  try {
    r = await fetch(`${form.dataset.preview}?lang=${lang}`, {method: "POST", credentials: "same-origin", headers: {"content-type": "application/json"}, body: JSON.stringify(fields(form, {}))});
  } catch (_) { say(body.dataset.offline, "preview"); return; }
  const html = await r.text();
  if (mine !== previews || !form.isConnected) return;
  document.getElementById(form.dataset.previewInto).innerHTML = html;
  const bad = document.getElementById(form.dataset.previewInto).querySelector("[data-field]");
  const field = bad ? bad.dataset.field : "";
  // aria-invalid="true" on the refused field (an empty value would mean false).
  for (const el of form.elements) {
    if (!!el.name && el.name === field) el.setAttribute("aria-invalid", "true");
    else el.removeAttribute("aria-invalid");
  }
  for (const w of form.querySelectorAll("[data-why-for]")) {
    const f = w.dataset.whyFor;
    w.textContent = field && (field === f || field.startsWith(f + ".")) ? bad.dataset.why : "";
  }
  body.dataset.previewed = String(mine);
}
const previewOf = el => { const f = el && el.closest && el.closest("form[data-preview]"); if (f) preview(f); };
function show(what, form, asking) {
  ask();
  opening = true;
  shown = Object.fromEntries(new URLSearchParams(what || ""));
  if (form) fields(form, shown);
  if (asking) shown.ask = "1";
  load(true);
}
document.addEventListener("click", e => {
  // A form's own data-post or data-show is for its submit (below): a click
  // inside a form is not a post of an empty form.
  const t = e.target.closest("[data-tab],[data-explain],[data-show]:not(form),[data-post]:not(form)");
  if (!t || t.closest("form[data-post]") && t.type === "submit") return;
  if (t.closest("form[data-show]") && t.type === "submit") return;
  const d = t.dataset;
  if (d.tab) { ask(); tab = d.tab; location.hash = tab; shown = {}; load(true); return; }
  if (d.explain !== undefined) {
    ask();
    const open = d.explain === "close" || shown.explain === d.explain;
    if (open) delete shown.explain; else shown.explain = d.explain;
    load(true);
    return;
  }
  if (d.show !== undefined) { show(d.show); return; }
  if (d.post && !t.disabled) post(d.post, JSON.parse(d.body || "{}"), null, d.refused, t);
});
document.addEventListener("submit", e => {
  const form = e.target;
  e.preventDefault();
  if (form.dataset.post) post(form.dataset.post, fields(form, JSON.parse(form.dataset.body || "{}")), form.dataset.focus, undefined, e.submitter);
  else if (form.dataset.show !== undefined) show(form.dataset.show, form, e.submitter && e.submitter.dataset.ask !== undefined);
});
// A file chosen for an import: its text put in the field it names, and
// previewed by the hall like a text typed there.
async function readInto(input) {
  const into = document.getElementById(input.dataset.into), file = input.files[0];
  if (!into || !file) return;
  into.value = await file.text();
  into.dataset.edited = "1";
  previewOf(into);
}
document.addEventListener("change", e => {
  const t = e.target;
  if (t.type === "file" && t.dataset.into) { readInto(t); return; }
  if (t.closest("form[data-preview]")) { previewOf(t); return; }
  if (t.dataset.postOnChange) post(t.dataset.postOnChange, {[t.name]: t.value});
  else if (t.dataset.showOnChange !== undefined) { const f = t.closest("form"); show(f.dataset.show, f); }
});
main.addEventListener("input", e => { e.target.dataset.edited = "1"; previewOf(e.target); });
window.addEventListener("hashchange", () => {
  const h = location.hash.slice(1);
  if (tabs.includes(h) && h !== tab) { ask(); tab = h; shown = {}; load(true); }
});
ask();
load(true);
if (body.dataset.cycle) {
  setInterval(() => {
    const drawn = main.querySelector("[data-views]");
    const views = Math.max(1, Number(drawn ? drawn.dataset.views : 1));
    shown.view = String((Number(shown.view || 0) + 1) % views);
    ask();
    load(true).then(() => bump("polled"));
  }, Number(body.dataset.cycle));
} else {
  setInterval(() => load(false).then(() => bump("polled")), PUBLIC ? 10000 : 5000);
}
