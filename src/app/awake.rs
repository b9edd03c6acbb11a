//! Keeping the screen awake while a game runs (desktop: keepawake).

/// Keeps the screen on while a game runs; a failure only costs the feature.
pub(super) fn keep_awake() -> Option<keepawake::KeepAwake> {
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
pub(super) fn release(lock: Option<keepawake::KeepAwake>) {
    if let Some(lock) = lock {
        let dropped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(lock)));
        if dropped.is_err() {
            log::warn!("could not release the screen-awake lock");
        }
    }
}
