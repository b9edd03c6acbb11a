//! The tournament published as a static site (`site`): by the hall into
//! `--publish-to DIR` at its start and after every change the public may
//! see (a confirmation, a lot, a seat, the hold-back, a table's result
//! heard), so a club uploads the folder as it is; and by `friedrich-clock
//! publish` from a hall's folder, read without a hall and without
//! changing it.
//!
//! The hall writes on a thread of its own, woken by each change: a burst of
//! changes is one writing of the site as it is after the last, the jury's
//! request never waits for it, and a site that cannot be written is
//! logged and tried again at the next change.

use std::path::Path;
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Weak};

use chrono::Local;

use super::charts;
use super::shared::Hall;
use super::store::Store;
use crate::disk::{Native, ReadOnly};
use crate::report::across::Across;
use crate::site::{self, Sources, folder};
use crate::tournament::book::Tournament;

/// Starts the thread that writes the site of `hall` whenever woken, until
/// the hall is gone; the first site at once.
pub fn start(hall: &Arc<Hall>, woken: Receiver<()>) {
    let Some(publisher) = &hall.publisher else {
        return;
    };
    let out = publisher.out().to_owned();
    let hall: Weak<Hall> = Arc::downgrade(hall);
    let spawned = std::thread::Builder::new()
        .name("publish".to_owned())
        .spawn(move || {
            while woken.recv().is_ok() {
                // A burst of changes is one site, as it is after the last.
                while woken.try_recv().is_ok() {}
                let Some(hall) = hall.upgrade() else {
                    break;
                };
                let t = hall.office.tournament();
                let time = charts::all_games(&hall);
                match write(&out, &t, &time) {
                    Ok(pages) => log::info!("published {pages} pages in {}", out.display()),
                    Err(e) => log::error!("cannot publish the site in {}: {e}", out.display()),
                }
            }
        });
    match spawned {
        Ok(_) => publisher.changed(),
        Err(e) => log::error!(
            "cannot start publishing to {}: {e}",
            publisher.out().display()
        ),
    }
}

/// Writes the whole site of `t` and `time` into `out`, stamped now;
/// returns how many pages were written.
pub fn write(out: &Path, t: &Tournament, time: &Across) -> std::io::Result<usize> {
    let sources = Sources {
        tournament: t,
        time,
        at: Some(Local::now()),
    };
    folder::write(out, &site::whole(&sources))
}

/// The time across every game whose copy is in the hall's folder `dir`,
/// each as its last line left it; read without writing (a torn last line
/// is left for the hall to cut).
pub fn time_in(dir: &Path) -> Result<Across, String> {
    let store = Store::open_on(ReadOnly(Native), dir)?;
    Ok(charts::of_store(&store, 0))
}
