//! The table's side of the tournament hall: its journal's complete lines
//! copied to the hall, byte for byte, after they are on the local disk, and a
//! game taken over from the hall onto this device. One state machine with no
//! I/O decides what to send and when (`outbox`, tested on fake time); two thin
//! drivers run it: a thread with `ureq` on desktop (`native`), `fetch` and
//! timers on the page's event loop in the browser (`web`). `ledger` holds the
//! rest they share (the hall's address, the device id, a game taken over).
//! The requests and answers are typed in [`crate::wire`]; `docs/hall.md`.

mod assignment;
mod ledger;
#[cfg(not(target_arch = "wasm32"))]
mod native;
mod outbox;
#[cfg(target_arch = "wasm32")]
mod web;

pub use assignment::{Asking, ask_draw};
pub use ledger::{DrawRefused, HallAddress, TakeRefused, journal_name};
pub use outbox::{ALIVE_EVERY, Outbox, Parcel, Reply};

/// Takes `table`'s game over from `hall` (setup's Continue button). Desktop:
/// downloaded into `data_dir` on a thread of its own, so the screen keeps
/// drawing: `Some(taking)`, whose answer is the journal (the recovery screen
/// comes next) or why not. Browser: the page reloads with the hall in its
/// address and takes it then, `None`.
pub fn continue_here(
    hall: &HallAddress,
    table: &str,
    data_dir: &std::path::Path,
) -> Result<Option<Taking>, TakeRefused> {
    if table.is_empty() {
        return Err(TakeRefused::NoTable);
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let (tx, rx) = std::sync::mpsc::channel();
        let (hall, table, dir) = (hall.clone(), table.to_owned(), data_dir.to_owned());
        std::thread::spawn(move || {
            let _ = tx.send(continue_from(&hall, &table, &dir));
        });
        Ok(Some(rx))
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = data_dir;
        web::reload_to_continue(hall, table);
        Ok(None)
    }
}

/// A take-over under way: its answer arrives here.
pub type Taking = std::sync::mpsc::Receiver<Result<std::path::PathBuf, TakeRefused>>;

/// The courier of this platform: [`Shipper`] on desktop, [`WebShipper`] in
/// the browser. Both ship to a new address when told (`readdress`).
#[cfg(not(target_arch = "wasm32"))]
pub type Link = Shipper;
/// The courier of this platform: [`Shipper`] on desktop, [`WebShipper`] in
/// the browser. Both ship to a new address when told (`readdress`).
#[cfg(target_arch = "wasm32")]
pub type Link = WebShipper;

/// A courier shipping every journal under `data_dir` to `hall`, as this
/// device: a thread on desktop, the page's event loop in the browser.
pub fn courier(
    hall: &HallAddress,
    data_dir: &std::path::Path,
) -> Result<std::sync::Arc<Link>, String> {
    let device = device_id(data_dir)?;
    #[cfg(not(target_arch = "wasm32"))]
    let courier = Shipper::spawn(hall.clone(), device);
    #[cfg(target_arch = "wasm32")]
    let courier = WebShipper::new(hall.clone(), device);
    // The page has one thread: there the courier is never shared across threads.
    #[allow(clippy::arc_with_non_send_sync)]
    Ok(std::sync::Arc::new(courier))
}
#[cfg(not(target_arch = "wasm32"))]
pub use native::{Shipper, continue_from, device_id, trust_authority};
#[cfg(target_arch = "wasm32")]
pub use web::{WebShipper, continue_from, device_id, from_page, table_from_page};
