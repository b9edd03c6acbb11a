//! What the device's screen does for the game: it stays awake while a game
//! runs, and fills the screen on request. Desktop: keepawake and the window's
//! fullscreen. Browser: the Screen Wake Lock API (HTTPS or localhost only;
//! without it the setup screen asks for a screen timeout of "never":
//! `secure_page.rs`) and the
//! Fullscreen API (within the tap that asks for it).

/// What keeps the screen awake while it is held.
#[cfg(not(target_arch = "wasm32"))]
pub(super) type Lock = keepawake::KeepAwake;

/// Keeps the screen on while a game runs; a failure only costs the feature.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn keep_awake() -> Option<Lock> {
    match keepawake::Builder::default()
        .display(true)
        .idle(true)
        .reason("A Friedrich game is running")
        .app_name("Friedrich Clock")
        .app_reverse_domain("org.friedrich-clock")
        .create()
    {
        Ok(k) => Some(k),
        Err(e) => {
            log::warn!("cannot keep the screen awake: {e}");
            None
        }
    }
}

/// Lets the screen sleep again. keepawake's drop unwraps its D-Bus call, so a
/// session bus that went away would panic here: contain it, the game goes on.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn release(lock: Option<Lock>) {
    if let Some(lock) = lock {
        let dropped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(lock)));
        if dropped.is_err() {
            log::warn!("could not release the screen-awake lock");
        }
    }
}

/// Fills the screen, or gives the window back.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn fullscreen(ctx: &egui::Context, on: bool) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(on));
}

#[cfg(target_arch = "wasm32")]
pub(super) use web::{Lock, fullscreen, keep_awake, release};

#[cfg(target_arch = "wasm32")]
mod web {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen(inline_js = r#"
let wanted = false;
let sentinel = null;
let asking = false;
async function acquire() {
    if (!wanted || sentinel || asking || !("wakeLock" in navigator)) return;
    asking = true;
    try {
        const lock = await navigator.wakeLock.request("screen");
        if (!wanted) { lock.release(); return; }
        sentinel = lock;
        lock.addEventListener("release", () => { if (sentinel === lock) sentinel = null; });
    } catch (e) {
        console.warn("cannot keep the screen awake:", e.name);
    } finally {
        asking = false;
    }
}
// The browser lets go of the lock whenever the page is hidden.
document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") acquire();
});
export function wake_lock(on) {
    wanted = on;
    if (on) { acquire(); }
    else if (sentinel) { const lock = sentinel; sentinel = null; lock.release(); }
}
export function wake_lock_held() { return sentinel !== null; }

// Fullscreen needs a user's tap: a finger's press alone does not count, its
// lifting does. A request that is refused waits for the end of the next tap.
let fullscreen_wanted = null;
function apply_fullscreen() {
    if (fullscreen_wanted === null) return;
    const page = document.documentElement;
    const full = !!(document.fullscreenElement || document.webkitFullscreenElement);
    const on = fullscreen_wanted;
    if (on === full) { fullscreen_wanted = null; return; }
    try {
        const call = on ? (page.requestFullscreen || page.webkitRequestFullscreen)
                        : (document.exitFullscreen || document.webkitExitFullscreen);
        if (!call) { fullscreen_wanted = null; return; }
        const done = call.call(on ? page : document);
        if (done && done.then) {
            done.then(() => { if (fullscreen_wanted === on) fullscreen_wanted = null; }, () => {});
        } else {
            fullscreen_wanted = null;
        }
    } catch (e) {
        console.warn("no fullscreen:", e);
    }
}
for (const name of ["pointerup", "touchend"]) {
    document.addEventListener(name, apply_fullscreen, { capture: true });
}
export function request_fullscreen(on) {
    fullscreen_wanted = on;
    apply_fullscreen();
}
"#)]
    extern "C" {
        fn wake_lock(on: bool);
        fn wake_lock_held() -> bool;
        fn request_fullscreen(on: bool);
    }

    /// The page's wake lock, wanted while this is held.
    pub(in super::super) struct Lock;

    /// Asks the browser to keep the screen on (again whenever the page comes
    /// back into view).
    pub(in super::super) fn keep_awake() -> Option<Lock> {
        wake_lock(true);
        Some(Lock)
    }

    /// Lets the screen sleep again.
    #[allow(clippy::needless_pass_by_value)] // desktop's signature: its lock is consumed
    pub(in super::super) fn release(lock: Option<Lock>) {
        if lock.is_some() {
            wake_lock(false);
        }
    }

    /// Whether the screen is being kept awake now (for the browser tests).
    pub fn held() -> bool {
        wake_lock_held()
    }

    /// Asks the browser to fill the screen, or to leave fullscreen: now if
    /// the tap that asked allows it, else when a finger next leaves the screen.
    pub(in super::super) fn fullscreen(_ctx: &egui::Context, on: bool) {
        request_fullscreen(on);
    }
}

/// Whether the browser keeps the screen awake now (for the browser tests).
#[cfg(target_arch = "wasm32")]
pub fn awake_held() -> bool {
    web::held()
}

/// Asks for a frame now from outside a frame (a timer or an answer that
/// changes what is shown): egui's request, and the page's paced animation
/// frame brought forward (`window.friedrichClockWake`, `web/index.html`;
/// `src/web/pacer.rs`).
#[cfg(target_arch = "wasm32")]
pub fn wake(ctx: &egui::Context) {
    use wasm_bindgen::{JsCast as _, JsValue};
    ctx.request_repaint();
    let Some(window) = web_sys::window() else {
        return;
    };
    let wake = js_sys::Reflect::get(&window, &JsValue::from_str("friedrichClockWake"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(wake) = wake {
        let _ = wake.call0(&JsValue::NULL);
    }
}
