//! The hall's start: its folder opened (the copies, the tournament's
//! journal, the keys, through the mirrored disk), the address the tablets
//! reach it at found, the lines people read printed, and the server run on
//! a two-thread tokio runtime until the process is stopped.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use chrono::{Local, Utc};

use super::address;
use super::authority::Authority;
use super::connections;
use super::keys::TableKeys;
use super::office::Office;
use super::secure;
use super::server::router;
use super::shared::{Hall, Publisher};
use super::store::Store;
use super::trust;
use crate::disk::{Disk, Mirror};
use crate::engine::Ms;
use crate::lang::Lang;
use crate::words::start::{St, say};

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
    if let Err(e) = disk.keep_private(&path) {
        log::warn!("{}: not made private: {e}", path.display());
    }
    Ok(key)
}

/// The hall's folder this account's alone (700) and its keys and device
/// ids readable by it only (600): another account on the laptop must not
/// read the jury's key. Existing files are tightened, said in one line
/// (returned, to be logged after the start's lines); a file system with no
/// modes (a FAT stick) is said once, never refused.
fn private(disk: &Mirror, dir: &Path, lang: Lang) -> Vec<String> {
    let shown = dir.display().to_string();
    let mut said = Vec::new();
    let mut tightened = 0;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(dir).map(|m| m.permissions().mode() & 0o777);
        if mode.is_ok_and(|m| m != 0o700) {
            match std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)) {
                Ok(()) => tightened += 1,
                Err(e) => said.push(say(
                    lang,
                    St::NotPrivate,
                    &[("{dir}", &shown), ("{why}", &e.to_string())],
                )),
            }
        }
    }
    let journals = dir.join("journals");
    let devices = disk.list(&journals).unwrap_or_default().into_iter();
    let devices = devices.filter(|p| p.extension().is_some_and(|e| e == "device"));
    let keys = [dir.join("key"), dir.join(super::keys::FILE)].into_iter();
    let mut refused = None;
    for path in keys.filter(|p| disk.exists(p)).chain(devices) {
        match disk.keep_private(&path) {
            Ok(true) => tightened += 1,
            Ok(false) => {}
            Err(e) => refused = Some(format!("{}: {e}", path.display())),
        }
    }
    if tightened > 0 {
        let n = tightened.to_string();
        said.push(say(
            lang,
            St::MadePrivate,
            &[("{dir}", &shown), ("{n}", &n)],
        ));
    }
    if let Some(why) = refused {
        said.push(say(lang, St::NoModes, &[("{why}", &why)]));
    }
    said
}

/// How the hall runs (`friedrich-clock hall`'s options).
#[derive(Debug, Clone)]
pub struct Options {
    /// The plain-HTTP port (0: any free one).
    pub port: u16,
    /// The HTTPS port (0: any free one); `None`: no HTTPS (`--no-https`).
    pub https_port: Option<u16>,
    /// Whether plain HTTP serves everything, or only the trust page
    /// (`--no-plain-http`).
    pub plain: bool,
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
    /// The language of what the hall says on its terminal.
    pub lang: Lang,
}

/// Runs the hall until the process is stopped.
pub fn run(options: Options) -> Result<(), String> {
    // Said after the lines scripts read first (`announce`).
    let lang = options.lang;
    let mut said = Vec::new();
    if let Some((was, now)) = connections::more_open_files() {
        let (was, now) = (was.to_string(), now.to_string());
        said.push(say(
            lang,
            St::OpenFiles,
            &[("{was}", &was), ("{now}", &now)],
        ));
    }
    let disk = options.disk;
    let data_dir = disk.root().to_owned();
    std::fs::create_dir_all(&data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    said.extend(private(&disk, &data_dir, lang));
    let store = Store::open_on(disk.clone(), &data_dir)?.with_quiet(options.take_after);
    let office = Office::open_on(disk.clone(), &data_dir)?;
    // Results saved at the tables while the hall was down are reported now.
    office.hear_all(&store, Local::now());
    let key = key(&disk, &data_dir)?;
    let tables = TableKeys::open_on(disk.clone(), &data_dir)?;
    let (web, given, quiet) = (options.web, options.address, options.take_after);
    let (publisher, woken) = options.publish_to.as_deref().map(Publisher::new).unzip();
    let authority = match options.https_port {
        Some(_) => Some(Authority::open_on(&disk, &data_dir, Utc::now())?),
        None => None,
    };
    let plain_everything = options.plain || authority.is_none();
    listen_hall(options.port, options.https_port, |port, https_port| {
        let (address, found) = address::reachable(given.as_deref(), port);
        // `--address https://HOST`: the host; plain HTTP is on `--port`.
        let address = match address.strip_prefix("https://") {
            Some(_) => address::with_port(&address, "http", port),
            None => address,
        };
        let secure = https_port.map(|p| address::with_port(&address, "https", p));
        let tls = match (&authority, &secure) {
            (Some(authority), Some(at)) => Some(secure::config(
                authority.server(&address::names(at), Utc::now())?,
            )?),
            _ => None,
        };
        let hall = Arc::new(Hall {
            store,
            office,
            disk,
            key,
            tables,
            address,
            secure,
            authority,
            plain: plain_everything,
            started: Instant::now(),
            quiet,
            publisher,
            wrong_keys: super::wrong_keys::WrongKeys::default(),
        });
        super::announce::announce(&hall, found, (port, lang), &data_dir, &web);
        for line in &said {
            log::info!("{line}");
        }
        if let Some(woken) = woken {
            // The site as the hall starts, then after every change.
            super::publish::start(&hall, woken);
        }
        let app = router(Arc::clone(&hall), web.clone());
        let plain = if plain_everything {
            app.clone()
        } else {
            trust::plain_only(hall)
        };
        Ok(Served {
            plain,
            // The HTTPS router marks its requests: the jury's cookie set
            // there is Secure (`role::cookie`).
            secure: tls.map(|config| (app.layer(axum::Extension(super::role::OverTls)), config)),
        })
    })
}

/// A two-thread tokio runtime with its network and timers.
fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_io()
        .enable_time()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))
}

/// A listener on `port` (0: any free one) on every interface, and the
/// port it got.
async fn bind(port: u16, hint: &str) -> Result<(tokio::net::TcpListener, u16), String> {
    let at = SocketAddr::from((Ipv4Addr::UNSPECIFIED, port));
    let listener = tokio::net::TcpListener::bind(at)
        .await
        .map_err(|e| format!("cannot listen on port {port}: {e}{hint}"))?;
    let got = listener.local_addr().map_or(port, |a| a.port());
    Ok((listener, got))
}

/// Serves the app `make` builds once the port is known (0: any free
/// port) on every interface, on a two-thread tokio runtime, until the
/// process is stopped.
pub fn listen(port: u16, make: impl FnOnce(u16) -> axum::Router) -> Result<(), String> {
    runtime()?.block_on(async {
        let (listener, port) = bind(port, "").await?;
        connections::serve_plain(listener, make(port), connections::Peers::default())
            .await
            .map_err(|e| format!("the server stopped: {e}"))
    })
}

/// What the hall serves: plain HTTP, and HTTPS with its certificate.
pub struct Served {
    /// The plain-HTTP app.
    pub plain: axum::Router,
    /// The HTTPS app and rustls' configuration, when HTTPS is on.
    pub secure: Option<(axum::Router, Arc<rustls::ServerConfig>)>,
}

/// Serves what `make` builds once the plain port and the HTTPS port (if
/// any) are known, each on every interface, until the process is stopped
/// or one of them fails.
pub fn listen_hall(
    port: u16,
    https_port: Option<u16>,
    make: impl FnOnce(u16, Option<u16>) -> Result<Served, String>,
) -> Result<(), String> {
    runtime()?.block_on(async {
        let (plain, port) = bind(port, " (--port to choose another)").await?;
        let secure = match https_port {
            Some(p) => Some(
                bind(
                    p,
                    " (--https-port to choose another, or --no-https for plain HTTP only)",
                )
                .await?,
            ),
            None => None,
        };
        let served = make(port, secure.as_ref().map(|(_, p)| *p))?;
        let (stopped, mut why) = tokio::sync::mpsc::channel::<String>(2);
        let peers = connections::Peers::default();
        if let (Some((tcp, _)), Some((app, config))) = (secure, served.secure) {
            let (stopped, peers) = (stopped.clone(), peers.clone());
            tokio::spawn(async move {
                let end = connections::serve_tls(tcp, config, app, peers).await;
                let _ = stopped
                    .send(format!("the HTTPS server stopped: {end:?}"))
                    .await;
            });
        }
        tokio::spawn(async move {
            let end = connections::serve_plain(plain, served.plain, peers).await;
            let _ = stopped.send(format!("the server stopped: {end:?}")).await;
        });
        Err(why
            .recv()
            .await
            .unwrap_or_else(|| "the server stopped".to_owned()))
    })
}
