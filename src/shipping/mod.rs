//! The table's side of the tournament hall: its journal's complete lines
//! copied to the hall, byte for byte, after they are on the local disk, and a
//! game taken over from the hall onto this device. What both platforms share
//! is in `ledger` (the lines to send, what the hall's answer means, installing
//! a taken game); the desktop ships from a thread with `ureq` (`native`), the
//! browser with `fetch` on the page's event loop (`web`). Protocol:
//! `docs/hall.md`.

mod ledger;
#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

pub use ledger::{HallAddress, journal_name};
#[cfg(not(target_arch = "wasm32"))]
pub use native::{Shipper, continue_from, device_id};
#[cfg(target_arch = "wasm32")]
pub use web::{WebShipper, continue_from, device_id, from_page};
