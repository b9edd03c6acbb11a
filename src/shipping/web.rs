//! Shipping in the browser: the outbox driven by `fetch` and timers on the
//! page's event loop (no threads). Each journal write starts a send if none
//! is under way; a timer wakes it at the outbox's next deadline.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde_json::Value;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};
use wasm_bindgen_futures::JsFuture;

use super::ledger::{
    DrawRefused, HallAddress, TakeRefused, choose, device_id_with, install, read_answer,
    read_assignment,
};
use super::outbox::{Outbox, Reply};
use crate::disk::{self, Disk as _};
use crate::engine::Ms;
use crate::session::{Courier, HallStatus};
use crate::wire;

#[wasm_bindgen(inline_js = r#"
export function hall_send(method, url, key, lang, body) {
    return fetch(url, {
        method,
        headers: {"X-Tournament-Key": key, "Accept-Language": lang, "Content-Type": "application/json"},
        body: body || undefined,
        cache: "no-store",
    }).then(async (r) => JSON.stringify({status: r.status, body: await r.text()}));
}
export function random_bytes() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return bytes;
}
export function after(ms, f) { setTimeout(f, ms); }
export function page_param(name) { return new URLSearchParams(location.search).get(name); }
export function page_origin() { return location.origin; }
export function forget_param(name) {
    const url = new URL(location.href);
    url.searchParams.delete(name);
    history.replaceState(null, "", url);
}
export function now_ms() { return performance.now(); }
const CONTINUE = "friedrich-clock/continue";
export function reload_with(hall, key, table) {
    sessionStorage.setItem(CONTINUE, JSON.stringify({hall, key, table}));
    const url = new URL(location.href);
    for (const name of ["hall", "key", "continue"]) url.searchParams.delete(name);
    history.replaceState(null, "", url);
    location.reload();
}
export function continue_asked() {
    const asked = sessionStorage.getItem(CONTINUE);
    sessionStorage.removeItem(CONTINUE);
    return asked;
}
"#)]
extern "C" {
    /// `fetch` with the key; resolves to `{"status", "body"}` as JSON text,
    /// rejects when the hall cannot be reached.
    fn hall_send(method: &str, url: &str, key: &str, lang: &str, body: &str) -> js_sys::Promise;
    /// 16 bytes from the browser's cryptographic random source.
    fn random_bytes() -> js_sys::Uint8Array;
    /// Calls `f` after `ms` milliseconds.
    fn after(ms: f64, f: &JsValue);
    /// A parameter of the page's address.
    fn page_param(name: &str) -> Option<String>;
    /// The page's origin (`http://host:port`).
    fn page_origin() -> String;
    /// Takes a parameter out of the page's address (no reload).
    fn forget_param(name: &str);
    /// The page's monotonic clock, in ms.
    fn now_ms() -> f64;
    /// Reloads the page to continue a table from the hall, the hall, key and
    /// table kept for the page's next load in its session's storage (never
    /// in its address).
    fn reload_with(hall: &str, key: &str, table: &str);
    /// What [`reload_with`] kept for this load (JSON), taken once.
    fn continue_asked() -> Option<String>;
}

/// A take-over kept for the page's next load by [`reload_to_continue`].
#[derive(serde::Deserialize)]
struct Asked {
    hall: String,
    key: String,
    table: String,
}

/// The hall named by the page's address: `?key=KEY` (the hall that served the
/// page) or `?hall=host:port&key=KEY`; and `continue=N`, a table to take over
/// (or the take-over [`reload_to_continue`] kept for this load). The key,
/// the hall and the table are taken out of the address at once (an address
/// is kept in history and sent on in a `Referer`); the settings keep the
/// hall and its key.
pub fn from_page() -> (Option<HallAddress>, Option<String>) {
    if let Some(asked) = continue_asked().and_then(|a| serde_json::from_str::<Asked>(&a).ok()) {
        return (
            Some(HallAddress::new(&asked.hall, &asked.key)),
            Some(asked.table),
        );
    }
    let key = page_param("key").filter(|k| !k.trim().is_empty());
    let url = page_param("hall").unwrap_or_else(page_origin);
    let table = page_param("continue");
    // Taken once: a reload later must not take the game again and put the
    // hall's (perhaps older) copy over this browser's.
    for name in ["key", "hall", "continue"] {
        forget_param(name);
    }
    let Some(key) = key else {
        return (None, None);
    };
    (Some(HallAddress::new(&url, &key)), table)
}

/// The table a table card's QR code names (`?table=N`, beside its key),
/// taken out of the address like the key.
pub fn table_from_page() -> Option<String> {
    let table = page_param("table").filter(|t| t.trim().parse::<u32>().is_ok_and(|n| n >= 1));
    forget_param("table");
    table
}

/// Reloads the page to take `table`'s game over from `hall` (see [`from_page`]).
pub fn reload_to_continue(hall: &HallAddress, table: &str) {
    reload_with(&hall.url, &hall.key, table);
}

/// This device's id for the hall, kept in the browser's storage.
pub fn device_id(data_dir: &Path) -> Result<String, String> {
    device_id_with(data_dir, || {
        let mut bytes = [0u8; 16];
        random_bytes().copy_to(&mut bytes);
        Ok(bytes)
    })
}

/// One request to the hall with its key and the table's language: its
/// status and JSON answer; `Err` if unreachable.
async fn send(
    method: &str,
    url: &str,
    hall: &HallAddress,
    body: &str,
) -> Result<(u16, Value), String> {
    let lang = hall.lang.code();
    let answer = JsFuture::from(hall_send(method, url, &hall.key, lang, body))
        .await
        .map_err(|e| format!("cannot reach the hall: {e:?}"))?;
    let answer: Value =
        serde_json::from_str(&answer.as_string().unwrap_or_default()).map_err(|e| e.to_string())?;
    let code = answer["status"]
        .as_u64()
        .and_then(|c| u16::try_from(c).ok())
        .unwrap_or(0);
    let body =
        serde_json::from_str(answer["body"].as_str().unwrap_or("null")).unwrap_or(Value::Null);
    Ok((code, body))
}

/// The page's ms, for the outbox.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn now() -> Ms {
    now_ms().max(0.0) as Ms
}

/// What the page's shipper holds.
struct State {
    hall: HallAddress,
    outbox: Outbox,
    /// A send is under way.
    busy: bool,
    /// The timer set last (older ones do nothing when they fire).
    timer: u64,
    /// Called when the status changes (the page draws the hall's mark then,
    /// and only then).
    wake: Option<Box<dyn Fn()>>,
    /// The status last told.
    told: Option<HallStatus>,
}

impl State {
    /// Calls the waker if the status is not the one last told.
    fn tell(&mut self) {
        let now = self.outbox.status();
        if self.told.as_ref() != Some(&now) {
            self.told = Some(now);
            if let Some(wake) = &self.wake {
                wake();
            }
        }
    }
}

/// The courier of a page: ships whatever journal it is told of.
pub struct WebShipper(Rc<RefCell<State>>);

impl WebShipper {
    /// A shipper to `hall` as device `device`.
    pub fn new(hall: HallAddress, device: String) -> Self {
        Self(Rc::new(RefCell::new(State {
            hall,
            outbox: Outbox::new(device),
            busy: false,
            timer: 0,
            wake: None,
            told: None,
        })))
    }

    /// Calls `wake` whenever the link's status changes from now on (the
    /// page's frame for the hall's mark), unless a waker is set already.
    pub fn when_status_changes(&self, wake: impl Fn() + 'static) {
        let mut s = self.0.borrow_mut();
        if s.wake.is_none() {
            s.wake = Some(Box::new(wake));
        }
    }

    /// Ships to `hall` from now on (the laptop died and the hall runs at a
    /// new address): asked at once, from where its copy ends, even while a
    /// send to the old address still waits for its answer (which the
    /// outbox then drops: its ticket is no longer the one under way).
    pub fn readdress(&self, hall: HallAddress) {
        {
            let mut s = self.0.borrow_mut();
            s.hall = hall;
            s.timer += 1;
            s.outbox.readdressed();
            s.tell();
        }
        kick(Rc::clone(&self.0));
    }
}

impl Courier for WebShipper {
    fn opened(&self, journal: &Path) {
        self.0.borrow_mut().outbox.opened(journal, now());
        self.written(journal, 0);
    }

    fn written(&self, journal: &Path, t: Ms) {
        let idle = {
            let mut s = self.0.borrow_mut();
            s.outbox.written(journal, t, now());
            s.tell();
            !s.busy
        };
        if idle {
            kick(Rc::clone(&self.0));
        }
    }

    fn status(&self) -> HallStatus {
        self.0.borrow().outbox.status()
    }
}

fn kick(state: Rc<RefCell<State>>) {
    state.borrow_mut().busy = true;
    wasm_bindgen_futures::spawn_local(run(state));
}

/// Sends what the outbox says is due, one push at a time, then sets a timer
/// for its next deadline (the hall hears the page every few seconds even
/// when no frame is drawn, and an offline hall is tried again). Two runs may
/// overlap after the hall moved (one still waits for the old address): each
/// tells the outbox its own push's answer, and only the push under way counts.
async fn run(state: Rc<RefCell<State>>) {
    loop {
        let parcel = {
            let mut s = state.borrow_mut();
            let journal = s.outbox.acked().0.map(Path::to_owned);
            if let Some(journal) = journal {
                // Only what the browser has put on its disk (the IndexedDB
                // mirror) goes to the hall.
                let on_disk = disk::on_disk(&journal).unwrap_or(usize::MAX);
                s.outbox.on_disk(&journal, on_disk);
            }
            let parcel = s.outbox.poll(now(), |p| disk::here().read(p).ok());
            s.tell();
            parcel.map(|p| (p, s.hall.clone()))
        };
        let Some((parcel, hall)) = parcel else {
            break;
        };
        let body = serde_json::to_string(&parcel.push).unwrap_or_default();
        let answer = send("POST", &hall.journal_url(&parcel.journal), &hall, &body).await;
        let reply = match answer {
            Err(e) => Reply::Unreachable(e),
            Ok((code, value)) => Reply::Answered(code, value),
        };
        let mut s = state.borrow_mut();
        s.outbox.answered(parcel.ticket, reply, now());
        s.tell();
    }
    let mut s = state.borrow_mut();
    s.busy = false;
    let Some(at) = s.outbox.next_deadline() else {
        return;
    };
    s.timer += 1;
    let (timer, again) = (s.timer, Rc::clone(&state));
    let due = Closure::once_into_js(move || {
        let due = {
            let s = again.borrow();
            s.timer == timer && !s.busy
        };
        if due {
            kick(again);
        }
    });
    after(at.saturating_sub(now()) as f64, &due);
}

/// Takes table `table`'s unfinished game over from the hall into the
/// browser's storage under `data_dir`, so the recovery screen comes next.
pub async fn continue_from(
    hall: &HallAddress,
    table: &str,
    data_dir: &Path,
) -> Result<PathBuf, TakeRefused> {
    let device = device_id(data_dir).map_err(TakeRefused::Storage)?;
    let unreachable = |detail| TakeRefused::Unreachable {
        url: hall.url.clone(),
        detail,
    };
    let tables = format!("{}/api/tables", hall.url);
    let (status, body) = send("GET", &tables, hall, "").await.map_err(unreachable)?;
    let listing: wire::Listing = read_answer(status, &body)?;
    let name = choose(&listing, table)?;
    let url = format!("{}/api/journals/{name}/take", hall.url);
    let take = serde_json::to_string(&wire::Take { device }).unwrap_or_default();
    let (status, body) = send("POST", &url, hall, &take).await.map_err(unreachable)?;
    let taken: wire::Taken = read_answer(status, &body)?;
    install(data_dir, &name, &taken)
}

/// Asks `hall` which players its draw seats at `game`.
pub(super) async fn assignment(
    hall: &HallAddress,
    game: wire::GameRef,
) -> Result<wire::Assignment, DrawRefused> {
    let (status, body) = send("GET", &hall.assignment_url(game), hall, "")
        .await
        .map_err(|detail| DrawRefused::Unreachable {
            url: hall.url.clone(),
            detail,
        })?;
    read_assignment(status, &body)
}
