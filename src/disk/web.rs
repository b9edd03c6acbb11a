//! The browser's side of the disk: `localStorage` as a [`Shelf`], with each
//! journal mirrored to IndexedDB, and handing a file to the user as a
//! download.
//!
//! `localStorage` is written when the call returns (journaled before shown),
//! but Chromium puts it on its disk a few seconds later: a browser killed in
//! between would lose the last hand-offs, the heartbeat and the settings. So
//! every write of a journal, the heartbeat or the settings is also made to
//! IndexedDB with strict durability (on disk when it completes), and when the
//! page starts, a journal that IndexedDB holds longer (the same lines and
//! more), and the mirror's heartbeat and settings, are put back into
//! `localStorage` before the app reads anything.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use super::keyed::Shelf;

#[wasm_bindgen(inline_js = r#"
let db = null;
// What of each file the mirror has on disk: its UTF-8 length once a write
// completes (0 while the first is under way); no entry: localStorage is all
// there is (no mirror, or a write it refused).
const onDisk = new Map();
// Writes started and not yet ended (on disk, or refused), and who is told
// when one ends (the page, which draws again: its summary says what is on
// disk).
let pending = 0;
let ended = null;
const utf8 = (text) => new TextEncoder().encode(text).length;
function done(request) {
    return new Promise((ok, fail) => {
        request.onsuccess = () => ok(request.result);
        request.onerror = () => fail(request.error);
    });
}
// Opens the mirror and puts back into localStorage what it holds longer.
// `late()` says the app has started without it: then nothing more is done.
async function restore(late) {
    const open = indexedDB.open("friedrich-clock", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("journals");
    const opened = await done(open);
    const store = opened.transaction("journals", "readonly").objectStore("journals");
    const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
    if (late()) { opened.close(); return 0; }
    let restored = 0;
    keys.forEach((key, i) => {
        const kept = localStorage.getItem(key);
        const mirrored = values[i];
        onDisk.set(key, utf8(mirrored));
        // A journal only grows: the longer one with the same lines wins.
        // The heartbeat and the settings are replaced whole, and the
        // mirror is written after localStorage: the mirror's wins.
        const journal = key.endsWith(".jsonl");
        const newer = journal
            ? mirrored.length > kept?.length && mirrored.startsWith(kept)
            : mirrored !== kept;
        if (kept === null || newer) {
            try { localStorage.setItem(key, mirrored); restored += 1; } catch (e) {}
        }
    });
    db = opened;
    return restored;
}
export async function mirror_restore() {
    if (!("indexedDB" in window)) return 0;
    // An open or a read that never answers (seen in WebKit: after the page
    // came back, and when a new browser starts while another holds the
    // mirror) must not keep the app from starting: without the mirror after
    // 3 s, as without IndexedDB.
    let gaveUp = false;
    const late = new Promise((_, fail) => setTimeout(() => {
        gaveUp = true;
        fail(new Error("IndexedDB did not answer within 3 s"));
    }, 3000));
    try {
        return await Promise.race([restore(() => gaveUp), late]);
    } catch (e) {
        console.warn("no IndexedDB mirror of the journals:", e);
        db = null;
        return 0;
    }
}
function write(key, change, value) {
    if (!db) return;
    try {
        const tx = db.transaction("journals", "readwrite", { durability: "strict" });
        if (value !== null && !onDisk.has(key)) onDisk.set(key, 0);
        // A failed write calls both onerror and onabort: it ends once.
        let open = true;
        const end = () => {
            if (!open) return;
            open = false;
            pending -= 1;
            if (ended) ended();
        };
        tx.oncomplete = () => { if (value !== null) onDisk.set(key, utf8(value)); end(); };
        tx.onerror = tx.onabort = () => { onDisk.delete(key); end(); };
        pending += 1;
        change(tx.objectStore("journals"));
    } catch (e) {
        onDisk.delete(key);
        console.warn("the IndexedDB mirror refused a write:", e);
    }
}
export function mirror_put(key, value) { write(key, (store) => store.put(value, key), value); }
export function mirror_remove(key) { onDisk.delete(key); write(key, (store) => store.delete(key), null); }
export function mirror_on_disk(key) { return onDisk.has(key) ? onDisk.get(key) : -1; }
export function mirror_pending() { return pending; }
export function mirror_when_ended(f) { ended = f; }
"#)]
extern "C" {
    /// Opens the mirror and puts back every journal it holds longer; how many.
    async fn mirror_restore() -> JsValue;
    /// Mirrors a file's new text (on disk when the transaction completes).
    fn mirror_put(key: &str, value: &str);
    /// Removes a file from the mirror.
    fn mirror_remove(key: &str);
    /// The file's bytes the mirror has on disk; -1: the mirror holds none of
    /// it (or refused it), `localStorage` is all there is.
    fn mirror_on_disk(key: &str) -> f64;
    /// How many writes to the mirror are under way.
    fn mirror_pending() -> f64;
    /// Calls `f` whenever a write to the mirror ends.
    fn mirror_when_ended(f: &wasm_bindgen::closure::Closure<dyn Fn()>);
}

/// How many of the first bytes of `path` are on the browser's disk (the
/// mirror's last completed write); `None`: all of `localStorage`'s copy is
/// all there is. Shipping sends only those lines to the hall.
pub fn on_disk(path: &std::path::Path) -> Option<usize> {
    let bytes = mirror_on_disk(&path.to_string_lossy());
    // A byte count, whole and small.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    (bytes >= 0.0).then_some(bytes as usize)
}

/// How many writes to the IndexedDB mirror are under way: started (a
/// journal, the heartbeat or the settings written, or a journal deleted) and
/// not yet on disk or refused.
pub fn mirror_writes_pending() -> u32 {
    // A count of writes, small and whole.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    {
        mirror_pending() as u32
    }
}

/// Calls `wake` whenever a write to the IndexedDB mirror ends (on disk or
/// refused), from then on: a page that shows what is on disk (shipping sends
/// only that to the hall; the page's summary says it) draws again.
pub fn when_mirror_write_ends(wake: impl Fn() + 'static) {
    let wake = wasm_bindgen::closure::Closure::<dyn Fn()>::new(wake);
    mirror_when_ended(&wake);
    // Kept for the page's life: the mirror calls it until the page closes.
    wake.forget();
}

/// Whether `key` is mirrored: a journal (`<data>/games/<name>.jsonl`), the
/// heartbeat or the settings, everything recovery and its screen need after
/// the browser was killed before it put `localStorage` on its disk.
fn mirrored(key: &str) -> bool {
    (key.ends_with(".jsonl") && key.contains("/games/"))
        || key.ends_with("/heartbeat.json")
        || key.ends_with("/settings.toml")
}

/// Before the app starts: opens the IndexedDB mirror and puts back into
/// `localStorage` every journal the mirror holds longer (lines the browser
/// had not yet put on its disk when it was killed). How many came back.
pub async fn restore_journals() -> u32 {
    let restored = mirror_restore().await.as_f64().unwrap_or(0.0);
    // A count of journals, small and whole.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    {
        restored as u32
    }
}

/// The page's `localStorage` (per origin; kept across reloads, closed tabs
/// and restarts of the browser).
#[derive(Debug, Clone, Copy, Default)]
pub struct LocalStorage;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn why(e: &JsValue) -> String {
    let name = js_sys::Reflect::get(e, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    if name == "QuotaExceededError" {
        "the browser's storage for this page is full: download the journals of finished games still needed (Report & scores » Export journal), then delete those games in Past games"
            .to_owned()
    } else {
        format!("the browser refused to store it ({name})")
    }
}

impl Shelf for LocalStorage {
    fn get(&self, key: &str) -> Option<String> {
        storage()?.get_item(key).ok()?
    }

    fn set(&self, key: &str, value: &str) -> Result<(), String> {
        let storage =
            storage().ok_or_else(|| "this browser gives the page no storage".to_owned())?;
        storage.set_item(key, value).map_err(|e| why(&e))?;
        if mirrored(key) {
            mirror_put(key, value);
        }
        Ok(())
    }

    fn remove(&self, key: &str) {
        if let Some(storage) = storage() {
            let _ = storage.remove_item(key);
        }
        if mirrored(key) {
            mirror_remove(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Some(storage) = storage() else {
            return Vec::new();
        };
        let n = storage.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect()
    }
}

/// Hands `body` to the user as a download named `name` (the browser saves it
/// in its downloads folder, or asks where).
pub fn offer(name: &str, body: &str, mime: &str) -> Result<(), String> {
    let fail = |e: JsValue| format!("the browser refused the download: {e:?}");
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| "no page to download from".to_owned())?;
    let parts = js_sys::Array::of1(&JsValue::from_str(body));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link = document
        .create_element("a")
        .map_err(fail)?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .map_err(|_| "no link element".to_owned())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The URL is not revoked: the download may not have read it yet, and a
    // few kilobytes per download are nothing.
    Ok(())
}
