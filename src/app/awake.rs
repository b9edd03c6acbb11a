//! Keeping the screen awake while a game runs (desktop: keepawake; the
//! browser's Wake Lock comes with the web build's platform seams).

/// What keeps the screen awake while it is held.
#[cfg(not(target_arch = "wasm32"))]
pub(super) type Lock = keepawake::KeepAwake;

/// What keeps the screen awake while it is held (nothing yet in the browser).
#[cfg(target_arch = "wasm32")]
pub(super) struct Lock;

/// In the browser: nothing yet (the page may dim; documented in docs/web.md).
#[cfg(target_arch = "wasm32")]
pub(super) fn keep_awake() -> Option<Lock> {
    None
}

/// Lets the screen sleep again.
#[cfg(target_arch = "wasm32")]
pub(super) fn release(lock: Option<Lock>) {
    drop(lock);
}

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
