//! Shipping in the browser: `fetch` on the page's event loop (no threads).
//! Each journal write or heartbeat starts a send if none is under way; an
//! offline hall is tried again by a timer every two seconds.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde_json::{Value, json};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};
use wasm_bindgen_futures::JsFuture;

use super::ledger::{
    ALIVE_EVERY, HallAddress, Next, RETRY, TakeRefused, answered, choose, complete_lines,
    device_id_with, install, push_body,
};
use crate::engine::Ms;
use crate::session::{Courier, HallStatus};

#[wasm_bindgen(inline_js = r#"
export function hall_send(method, url, key, body) {
    return fetch(url, {
        method,
        headers: {"X-Tournament-Key": key, "Content-Type": "application/json"},
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
export function reload_with(hall, key, table) {
    const params = new URLSearchParams({hall, key, continue: table});
    location.search = "?" + params.toString();
}
"#)]
extern "C" {
    /// `fetch` with the key; resolves to `{"status", "body"}` as JSON text,
    /// rejects when the hall cannot be reached.
    fn hall_send(method: &str, url: &str, key: &str, body: &str) -> js_sys::Promise;
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
    /// Reloads the page with the hall, key and table to continue in its address.
    fn reload_with(hall: &str, key: &str, table: &str);
}

/// The hall named by the page's address: `?key=KEY` (the hall that served the
/// page) or `?hall=host:port&key=KEY`; and `continue=N`, a table to take over.
pub fn from_page() -> (Option<HallAddress>, Option<String>) {
    let Some(key) = page_param("key").filter(|k| !k.trim().is_empty()) else {
        return (None, None);
    };
    let url = page_param("hall").unwrap_or_else(page_origin);
    let table = page_param("continue");
    // Taken once: a reload later must not take the game again and put the
    // hall's (perhaps older) copy over this browser's.
    forget_param("continue");
    (Some(HallAddress::new(&url, &key)), table)
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

/// Whole ms since the page's instant `at` (never negative).
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn since(at: f64) -> Ms {
    (now_ms() - at).max(0.0) as Ms
}

/// One request to the hall: its status and JSON answer; `Err` if unreachable.
async fn send(method: &str, url: &str, key: &str, body: &str) -> Result<(u16, Value), String> {
    let answer = JsFuture::from(hall_send(method, url, key, body))
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

/// What the page's shipper knows.
struct State {
    hall: HallAddress,
    device: String,
    journal: Option<PathBuf>,
    /// The game time last told, and the page's instant then.
    clock: (Ms, f64),
    acked: usize,
    status: HallStatus,
    /// A send is under way (or a retry is scheduled).
    busy: bool,
    last_sent: Option<f64>,
    stopped: bool,
    /// The heartbeat timer set last (older ones do nothing when they fire).
    beat_timer: u64,
}

/// The courier of a page: ships whatever journal it is told of.
pub struct WebShipper(Rc<RefCell<State>>);

impl WebShipper {
    /// A shipper to `hall` as device `device`.
    pub fn new(hall: HallAddress, device: String) -> Self {
        Self(Rc::new(RefCell::new(State {
            hall,
            device,
            journal: None,
            clock: (0, now_ms()),
            acked: 0,
            status: HallStatus::Connecting,
            busy: false,
            last_sent: None,
            stopped: false,
            beat_timer: 0,
        })))
    }
}

impl Courier for WebShipper {
    fn opened(&self, journal: &Path) {
        {
            let mut s = self.0.borrow_mut();
            s.journal = Some(journal.to_owned());
            s.acked = 0;
            s.stopped = false;
            s.status = HallStatus::Connecting;
        }
        self.written(journal, 0);
    }

    fn written(&self, journal: &Path, t: Ms) {
        let start = {
            let mut s = self.0.borrow_mut();
            if s.journal.as_deref() != Some(journal) {
                s.journal = Some(journal.to_owned());
                s.acked = 0;
                s.stopped = false;
            }
            s.clock = (t, now_ms());
            !s.busy
        };
        if start {
            kick(Rc::clone(&self.0));
        }
    }

    fn status(&self) -> HallStatus {
        self.0.borrow().status.clone()
    }
}

fn kick(state: Rc<RefCell<State>>) {
    state.borrow_mut().busy = true;
    wasm_bindgen_futures::spawn_local(run(state));
}

/// Sends until the hall has every line, then rests; offline, retries later.
async fn run(state: Rc<RefCell<State>>) {
    loop {
        let request = {
            let s = state.borrow();
            let Some(path) = s.journal.clone().filter(|_| !s.stopped) else {
                break;
            };
            let lines = complete_lines(&path);
            let idle = s
                .last_sent
                .is_some_and(|at| now_ms() - at < ALIVE_EVERY as f64);
            if lines.len() <= s.acked && idle {
                break;
            }
            let t = s.clock.0 + since(s.clock.1);
            let body = push_body(&s.device, s.acked, &lines, t).to_string();
            (
                s.hall.journal_url(&path),
                s.hall.key.clone(),
                body,
                lines.len(),
            )
        };
        let (url, key, body, total) = request;
        let answer = send("POST", &url, &key, &body).await;
        let mut s = state.borrow_mut();
        let next = match answer {
            Err(e) => {
                log::info!("hall offline: {e}");
                s.status = HallStatus::Offline;
                Next::Later(RETRY)
            }
            Ok((code, value)) => {
                s.last_sent = Some(now_ms());
                let (status, next) = answered(code, &value, &mut s.acked, total);
                if status != HallStatus::Connecting {
                    s.status = status;
                }
                next
            }
        };
        match next {
            Next::Again => {}
            Next::Idle => {
                // The hall hears the page every ALIVE_EVERY even when no frame
                // is drawn (a stopped clock draws none): a table that is only
                // quiet is not taken for gone and its game taken over.
                s.beat_timer += 1;
                let (timer, again) = (s.beat_timer, Rc::clone(&state));
                let beat = Closure::once_into_js(move || {
                    let due = {
                        let s = again.borrow();
                        s.beat_timer == timer && !s.busy
                    };
                    if due {
                        kick(again);
                    }
                });
                after(ALIVE_EVERY as f64, &beat);
                break;
            }
            Next::Stop => {
                s.stopped = true;
                break;
            }
            Next::Later(ms) => {
                // Stays busy until the timer sends again.
                drop(s);
                let again = Rc::clone(&state);
                let retry = Closure::once_into_js(move || {
                    wasm_bindgen_futures::spawn_local(run(again));
                });
                after(ms as f64, &retry);
                return;
            }
        }
    }
    state.borrow_mut().busy = false;
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
    let (_, listing) = send("GET", &tables, &hall.key, "")
        .await
        .map_err(unreachable)?;
    let name = choose(&listing, table)?;
    let url = format!("{}/api/journals/{name}/take", hall.url);
    let body = json!({"device": device}).to_string();
    let (_, taken) = send("POST", &url, &hall.key, &body)
        .await
        .map_err(unreachable)?;
    install(data_dir, &name, &taken)
}
