//! The browser's side of the disk: `localStorage` as a [`Shelf`], and handing
//! a file to the user as a download.

use wasm_bindgen::{JsCast, JsValue};

use super::keyed::Shelf;

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
        "the browser's storage for this page is full: download the journals of finished games (on their report screens), then clear this site's data in the browser's settings before the next game"
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
        storage.set_item(key, value).map_err(|e| why(&e))
    }

    fn remove(&self, key: &str) {
        if let Some(storage) = storage() {
            let _ = storage.remove_item(key);
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
