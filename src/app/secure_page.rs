//! What a secure context (HTTPS, or `localhost`) gives the clock in the
//! browser, and the setup line that says which of it the page has: it starts
//! without the network (a service worker controls the page), it keeps the
//! screen awake (the Wake Lock API), and its storage is kept (the browser
//! granted `navigator.storage.persist()`, asked once when the page starts).
//! Over plain HTTP the line says what the page lacks. The desktop app has
//! none of this and shows nothing.

use egui::{RichText, Ui};

use super::text::{Lang, T};
use super::widgets::{palette, size};

/// What the browser answered when asked to keep the page's storage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// Not asked: no secure context, or no Storage API.
    NotAsked,
    /// Asked, no answer yet (Firefox asks the person first).
    Asking,
    /// Granted: the browser clears it only when the person does.
    Kept,
    /// Refused: the browser may clear it when space runs low.
    MayClear,
}

impl Kept {
    /// Its name in the page's summary (`None`: not asked).
    pub fn name(self) -> Option<&'static str> {
        match self {
            Self::NotAsked => None,
            Self::Asking => Some("asking"),
            Self::Kept => Some("kept"),
            Self::MayClear => Some("may_clear"),
        }
    }
}

/// What the page has of what a secure context allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PagePowers {
    /// The page is in a secure context (HTTPS, or `localhost`).
    pub secure: bool,
    /// A service worker controls the page: it starts without the network.
    pub offline: bool,
    /// The browser offers a screen wake lock.
    pub awake: bool,
    /// What the browser answered for keeping the page's storage.
    pub storage: Kept,
}

/// What the line says: each part, and whether it is a warning.
pub(super) fn said(lang: Lang, p: &PagePowers) -> Vec<(&'static str, bool)> {
    if !p.secure {
        return vec![(T::PagePlainHttp.get(lang), true)];
    }
    let offline = if p.offline {
        (T::PageOffline.get(lang), false)
    } else {
        (T::PageNeedsNetwork.get(lang), true)
    };
    let awake = if p.awake {
        (T::PageAwake.get(lang), false)
    } else {
        (T::NoWakeLock.get(lang), true)
    };
    let storage = match p.storage {
        Kept::Kept => (T::PageStorageKept.get(lang), false),
        Kept::Asking => (T::PageStorageAsking.get(lang), false),
        Kept::MayClear | Kept::NotAsked => (T::PageStorageMayClear.get(lang), true),
    };
    vec![offline, awake, storage]
}

/// The setup grid's row "This page": which of the three the page has, or
/// over plain HTTP what it lacks. Nothing on desktop.
pub(super) fn row(ui: &mut Ui, lang: Lang) {
    let Some(powers) = now() else {
        return;
    };
    ui.label(RichText::new(T::ThisPage.get(lang)).size(size::LABEL));
    ui.vertical(|ui| {
        for (text, warning) in said(lang, &powers) {
            let colour = if warning {
                palette::WARNING
            } else {
                palette::TEXT
            };
            ui.label(RichText::new(text).size(size::NOTE).color(colour));
        }
    });
    ui.end_row();
}

/// Nothing on desktop: the window is no page.
#[cfg(not(target_arch = "wasm32"))]
pub fn now() -> Option<PagePowers> {
    None
}

#[cfg(target_arch = "wasm32")]
pub use web::{ask_storage_kept, now, when_changed};

#[cfg(target_arch = "wasm32")]
mod web {
    use wasm_bindgen::prelude::wasm_bindgen;

    use super::{Kept, PagePowers};

    #[wasm_bindgen(inline_js = r#"
let kept = null; // null: not asked; "asking"; "kept"; "may_clear"
const changed = [];
function tell() { for (const f of changed) f(); }
export function ask_kept() {
    if (kept !== null || !window.isSecureContext) return;
    const storage = navigator.storage;
    if (!storage || !storage.persist || !storage.persisted) return;
    kept = "asking";
    storage.persisted()
        .then((yes) => yes || storage.persist())
        .then((yes) => { kept = yes ? "kept" : "may_clear"; },
              (e) => { console.warn("persistent storage:", e); kept = "may_clear"; })
        .finally(tell);
}
export function storage_kept() { return kept === null ? "" : kept; }
export function secure_context() { return !!window.isSecureContext; }
export function offline_ready() {
    return !!(navigator.serviceWorker && navigator.serviceWorker.controller);
}
export function wake_lock_offered() { return "wakeLock" in navigator; }
export function powers_changed(f) {
    changed.push(f);
    if (changed.length === 1 && navigator.serviceWorker) {
        navigator.serviceWorker.addEventListener("controllerchange", tell);
    }
}
"#)]
    extern "C" {
        fn ask_kept();
        fn storage_kept() -> String;
        fn secure_context() -> bool;
        fn offline_ready() -> bool;
        fn wake_lock_offered() -> bool;
        fn powers_changed(f: &wasm_bindgen::closure::Closure<dyn Fn()>);
    }

    /// Asks the browser once to keep the page's storage (a secure context
    /// only); the answer is kept for the page's life.
    pub fn ask_storage_kept() {
        ask_kept();
    }

    /// What the page has now.
    #[allow(clippy::unnecessary_wraps)] // desktop's signature: there it has nothing
    pub fn now() -> Option<PagePowers> {
        let storage = match storage_kept().as_str() {
            "asking" => Kept::Asking,
            "kept" => Kept::Kept,
            "may_clear" => Kept::MayClear,
            _ => Kept::NotAsked,
        };
        Some(PagePowers {
            secure: secure_context(),
            offline: offline_ready(),
            awake: wake_lock_offered(),
            storage,
        })
    }

    /// Calls `wake` whenever what the page has changes: the storage's answer
    /// came, or a service worker took the page over.
    pub fn when_changed(wake: impl Fn() + 'static) {
        let wake = wasm_bindgen::closure::Closure::<dyn Fn()>::new(wake);
        powers_changed(&wake);
        // Kept for the page's life.
        wake.forget();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn powers(secure: bool, offline: bool, awake: bool, storage: Kept) -> PagePowers {
        PagePowers {
            secure,
            offline,
            awake,
            storage,
        }
    }

    #[test]
    fn over_https_with_all_three_nothing_is_a_warning() {
        let said = said(Lang::En, &powers(true, true, true, Kept::Kept));
        assert_eq!(said.len(), 3);
        assert!(said.iter().all(|(_, warning)| !warning), "{said:?}");
        assert!(said[0].0.contains("without the network"), "{said:?}");
    }

    #[test]
    fn plain_http_says_what_the_page_lacks_in_one_warning() {
        for lang in Lang::ALL {
            let said = said(lang, &powers(false, false, false, Kept::NotAsked));
            assert_eq!(said.len(), 1);
            assert!(said[0].1);
        }
        let en = said(Lang::En, &powers(false, false, false, Kept::NotAsked))[0].0;
        assert!(en.contains("https://") && en.contains("Never"), "{en}");
    }

    #[test]
    fn what_a_secure_page_lacks_is_a_warning_and_asking_is_not() {
        let lacking = said(Lang::De, &powers(true, false, false, Kept::MayClear));
        assert!(lacking.iter().all(|(_, warning)| *warning), "{lacking:?}");
        let asking = said(Lang::En, &powers(true, true, true, Kept::Asking))[2];
        assert!(!asking.1, "asking is no warning yet: {asking:?}");
    }
}
