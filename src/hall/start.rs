//! The hall's start: its folder opened (the copies, the tournament's
//! journal, the keys, through the mirrored disk), the address the tablets
//! reach it at found, the lines people read printed, and the server run on
//! a two-thread tokio runtime until the process is stopped.

use std::io::Write as _;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use chrono::Local;

use super::address;
use super::keys::TableKeys;
use super::office::Office;
use super::server::router;
use super::shared::{Hall, Publisher};
use super::store::Store;
use crate::disk::{Disk, Mirror};
use crate::engine::Ms;

/// The jury's key kept in `dir/key` on `disk` (the hall's, so the second
/// copy has it too), made on the hall's first start: eight letters and
/// digits a person can read out and type (no 0/O, 1/I).
pub fn key(disk: &impl Disk, dir: &Path) -> Result<String, String> {
    let path = dir.join("key");
    if let Ok(text) = disk.read(&path) {
        let key = String::from_utf8_lossy(&text).trim().to_owned();
        if !key.is_empty() {
            return Ok(key);
        }
    }
    let key = super::keys::random_key(8)?;
    // Written whole or not at all: a power cut mid-write must not leave a
    // shorter key that the jury's pages would not match.
    disk.replace(&path, format!("{key}\n").as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(key)
}

/// How the hall runs (`friedrich-clock hall`'s options).
#[derive(Debug, Clone)]
pub struct Options {
    /// The port (0: any free one).
    pub port: u16,
    /// The hall's folder on its disk (the copies, the tournament's
    /// journal, the keys), with the second copy when there is one (brought
    /// level before).
    pub disk: Mirror,
    /// The web build's folder.
    pub web: PathBuf,
    /// A game is taken over only from a device silent this long.
    pub take_after: Ms,
    /// The address the tablets reach the hall at (`--address`), else the
    /// one found on this machine's network.
    pub address: Option<String>,
    /// Where the site is published (`--publish-to`), if anywhere.
    pub publish_to: Option<PathBuf>,
}

/// Runs the hall until the process is stopped.
pub fn run(options: Options) -> Result<(), String> {
    let disk = options.disk;
    let data_dir = disk.root().to_owned();
    std::fs::create_dir_all(&data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    let store = Store::open_on(disk.clone(), &data_dir)?;
    let office = Office::open_on(disk.clone(), &data_dir)?;
    // Results saved at the tables while the hall was down are reported now.
    office.hear_all(&store, Local::now());
    let key = key(&disk, &data_dir)?;
    let tables = TableKeys::open_on(disk.clone(), &data_dir)?;
    let (web, given, quiet) = (options.web, options.address, options.take_after);
    let (publisher, woken) = options.publish_to.as_deref().map(Publisher::new).unzip();
    listen(options.port, |port| {
        let (address, found) = address::reachable(given.as_deref(), port);
        let hall = Arc::new(Hall {
            store,
            office,
            disk,
            key,
            tables,
            address,
            started: Instant::now(),
            quiet,
            publisher,
        });
        announce(&hall, found, port, &data_dir, &web);
        if let Some(woken) = woken {
            // The site as the hall starts, then after every change.
            super::publish::start(&hall, woken);
        }
        router(hall, web.clone())
    })
}

/// The lines people (and the tests) read at the hall's start: where it
/// listens, the jury's key and page, where the tablets join. A closed
/// stderr (the terminal gone) must not stop the hall.
fn announce(hall: &Hall, found: address::Found, port: u16, data_dir: &Path, web: &Path) {
    let mut err = std::io::stderr();
    let at = &hall.address;
    let _ = writeln!(
        err,
        "friedrich-clock hall: listening on http://0.0.0.0:{port}/ with the copies in {}",
        data_dir.display()
    );
    let _ = writeln!(err, "friedrich-clock hall: tournament key {}", hall.key);
    // The addresses hold no key: the pages ask for it once (`sign_in`).
    let _ = writeln!(
        err,
        "friedrich-clock hall: jury's page {at}/tournament (type the key above there once; it is the jury's alone: tables join by the QR codes on their table cards)"
    );
    let _ = writeln!(err, "friedrich-clock hall: hall view {at}/hall");
    let _ = writeln!(
        err,
        "friedrich-clock hall: tablets reach the hall at {at}/ (--address to set another)"
    );
    let _ = writeln!(
        err,
        "friedrich-clock hall: players' standings {at}/standings"
    );
    match found {
        address::Found::Given | address::Found::Network => {}
        address::Found::Loopback => log::warn!(
            "no network found: tablets cannot reach {at}; connect this laptop to the venue's network, or give --address"
        ),
    }
    // After the lines above, which scripts read first.
    if let Some(copy) = hall.disk.second_copy() {
        let _ = writeln!(
            err,
            "friedrich-clock hall: a second copy in {} ({} files brought level at the start)",
            copy.dir.display(),
            copy.level.copied
        );
        if copy.level.same_disk {
            log::warn!(
                "{}: the second copy is on the same disk as the data dir: it will not survive that disk; put it on a USB stick",
                copy.dir.display()
            );
        }
    }
    if !web.join("index.html").is_file() {
        log::warn!(
            "{}: no web build here (run `make web`): the tablets cannot load the clock from the hall",
            web.display()
        );
    }
}

/// Serves the app `make` builds once the port is known (0: any free
/// port) on every interface, on a two-thread tokio runtime, until the
/// process is stopped.
pub fn listen(port: u16, make: impl FnOnce(u16) -> axum::Router) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_io()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async {
        let at = SocketAddr::from((Ipv4Addr::UNSPECIFIED, port));
        let listener = tokio::net::TcpListener::bind(at)
            .await
            .map_err(|e| format!("cannot listen on port {port}: {e}"))?;
        let app = make(listener.local_addr().map_or(port, |a| a.port()));
        axum::serve(listener, app)
            .await
            .map_err(|e| format!("the server stopped: {e}"))
    })
}
