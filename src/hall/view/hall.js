"use strict";
// The hall view's script: it fetches what the server drew (the cards, a
// table's page), swaps it in, sounds a new alert, and counts each swap in
// window.hall.drawn (what the browser tests wait on). The key is the hall's
// cookie; the words are the server's.
const lang = document.body.dataset.lang;
const q = encodeURIComponent;
const msg = document.getElementById("msg");
const grid = document.getElementById("grid");
const detail = document.getElementById("detail");
const soundButton = document.getElementById("sound");
let audio = null, heard = new Set(), open = null, shownCards = null, finished = "0";
// What the page shows, for people and for the tests.
window.hall = {drawn: 0, polls: 0, tables: 0, alerts: [], beeps: 0, charts: 0, archives: 0};
soundButton.onclick = () => {
  audio = audio || new AudioContext();
  audio.resume();
  soundButton.textContent = soundButton.dataset.on;
  beep();
};
function beep() {
  window.hall.beeps++;
  if (!audio) return;
  for (let i = 0; i < 3; i++) {
    const o = audio.createOscillator(), g = audio.createGain();
    o.frequency.value = 880;
    g.gain.value = 0.4;
    o.connect(g).connect(audio.destination);
    const at = audio.currentTime + i * 0.3;
    o.start(at);
    o.stop(at + 0.18);
  }
}
// A fragment from the server, or null (and why, said in the header).
async function fetched(path, more = "") {
  try {
    const r = await fetch(`${path}?lang=${q(lang)}${more}`, {cache: "no-store", credentials: "same-origin"});
    if (r.ok) { msg.textContent = ""; return await r.text(); }
    const why = await r.json().catch(() => ({}));
    msg.textContent = why.error === "wrong-key" ? msg.dataset.wrongKey
      : why.error === "no-key" ? msg.dataset.noKey : (why.message || r.status);
  } catch (e) {
    msg.textContent = msg.dataset.offline;
  }
  return null;
}
function parsed(html) {
  const t = document.createElement("template");
  t.innerHTML = html;
  return t.content;
}
async function poll() {
  const html = await fetched("/hall/cards", `&finished=${finished}`);
  if (html === null) return;
  const fresh = parsed(html), root = fresh.firstElementChild;
  const alerts = root.dataset.alerts ? root.dataset.alerts.split(" ") : [];
  // Sound once for an alert not shown before.
  if (alerts.some(a => !heard.has(a))) beep();
  heard = new Set(alerts);
  // Cards that bring nothing new are not swapped: no button the jury is
  // about to tap is replaced under the finger.
  if (html !== shownCards) { grid.replaceChildren(fresh); shownCards = html; }
  document.getElementById("count").textContent = root.dataset.count;
  window.hall.polls++;
  window.hall.tables = Number(root.dataset.tables);
  window.hall.alerts = alerts;
  window.hall.drawn++;
}
// A table's page: drawn whole when opened; then only its changing parts
// (data-part) are swapped, so the report's frame is not reloaded.
async function showTable(journal, whole) {
  const html = await fetched(`/hall/tables/${q(journal)}`);
  if (html === null || open !== journal) return;
  const fresh = parsed(html);
  const shown = detail.firstElementChild;
  if (whole || !shown || shown.dataset.of !== journal) {
    detail.replaceChildren(fresh);
    detail.style.display = "block";
    document.getElementById("back").onclick = () => {
      detail.style.display = "none";
      detail.replaceChildren();
      open = null;
    };
    if (location.hash === "#time") document.getElementById("time").scrollIntoView();
  } else {
    for (const part of fresh.querySelectorAll("[data-part]")) {
      const old = detail.querySelector(`[data-part="${part.dataset.part}"]`);
      if (old) old.replaceWith(part);
    }
  }
  window.hall.charts++;
  window.hall.drawn++;
}
// The jury archives a game (or restores it): posted, then the cards drawn
// again; an archived game's page closes.
async function archive(button) {
  const journal = button.dataset.archive, archived = button.dataset.archived === "true";
  button.disabled = true;
  try {
    const r = await fetch(`/api/journals/${q(journal)}/archive?lang=${q(lang)}`, {method: "POST", credentials: "same-origin",
      headers: {"content-type": "application/json"}, body: JSON.stringify({archived})});
    if (!r.ok) { const why = await r.json().catch(() => ({})); msg.textContent = why.message || r.status; }
  } catch (e) { msg.textContent = msg.dataset.offline; }
  if (archived && open === journal) { detail.style.display = "none"; detail.replaceChildren(); open = null; }
  await poll();
  // Counted once the cards are drawn after the answer (what tests wait on).
  window.hall.archives++;
  if (open === journal) showTable(journal, true);
}
// The finished games (their result confirmed) shown or hidden.
document.addEventListener("click", e => {
  const button = e.target.closest("[data-finished]");
  if (!button) return;
  e.stopPropagation();
  finished = button.dataset.finished;
  poll();
}, true);
document.addEventListener("click", e => {
  const button = e.target.closest("[data-archive]");
  if (!button) return;
  e.stopPropagation();
  archive(button);
}, true);
// A card opens with a click anywhere on it, or its link (TAB, Enter): the
// table's page drawn here, not the link followed.
grid.onclick = e => {
  const card = e.target.closest(".card");
  if (!card) return;
  e.preventDefault();
  open = card.dataset.journal;
  showTable(open, true);
};
const asked = new URLSearchParams(location.search).get("open");
poll().then(() => {
  if (asked) { open = asked; showTable(asked, true); }
});
setInterval(poll, 1000);
setInterval(() => { if (open) showTable(open, false); }, 5000);
