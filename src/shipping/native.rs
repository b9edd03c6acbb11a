//! Shipping on desktop and in `headless`: a thread with a `ureq` agent. It
//! never holds the game up: offline, it retries every two seconds and catches
//! up; moved, it stops.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::ledger::{
    DrawRefused, HallAddress, TakeRefused, choose, device_id_with, install, read_answer,
    read_assignment,
};
use super::outbox::{Outbox, Reply};
use crate::disk::{self, Disk as _};
use crate::engine::Ms;
use crate::journal;
use crate::session::{Courier, HallStatus};
use crate::wire;

/// This device's id for the hall, kept in the data directory (`device`), made
/// on first use: the hall binds each game to the device that writes it.
pub fn device_id(data_dir: &Path) -> Result<String, String> {
    std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    device_id_with(data_dir, || {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a device id: {e}"))?;
        Ok(bytes)
    })
}

/// The hall's certificate authority this table trusts (`--authority`):
/// an `https://` hall is verified against it alone (no public authority
/// vouches for a hall on a venue's network).
static AUTHORITY: OnceLock<ureq::tls::Certificate<'static>> = OnceLock::new();

/// Trusts the hall's authority, `pem` (the trust page's `authority.pem`),
/// for every `https://` hall this process ships to; its SHA-256
/// fingerprint, as the hall prints it.
pub fn trust_authority(pem: &[u8]) -> Result<String, String> {
    let cert = ureq::tls::Certificate::from_pem(pem)
        .map_err(|e| format!("not the hall's authority (a PEM certificate): {e}"))?;
    let fingerprint = crate::certificate::fingerprint(cert.der());
    let _ = AUTHORITY.set(cert);
    Ok(fingerprint)
}

fn agent() -> ureq::Agent {
    let roots: Vec<_> = AUTHORITY.get().into_iter().cloned().collect();
    let tls = ureq::tls::TlsConfig::builder()
        .provider(ureq::tls::TlsProvider::Rustls)
        .unversioned_rustls_crypto_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .root_certs(ureq::tls::RootCerts::new_with_certs(&roots))
        .build();
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(3)))
        .tls_config(tls)
        .build()
        .into()
}

/// What a failed request was: the hall's certificate refused (said so,
/// with what to do), or the hall out of reach.
fn failed(e: &ureq::Error) -> Reply {
    let refused = |why: &rustls::Error| match why {
        rustls::Error::InvalidCertificate(_) => Some(why.to_string()),
        _ => None,
    };
    let certificate = match e {
        ureq::Error::Rustls(why) => refused(why),
        ureq::Error::Io(io) => io
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<rustls::Error>())
            .and_then(refused),
        _ => None,
    };
    match certificate {
        Some(why) => Reply::Untrusted(untrusted(&why)),
        None => Reply::Unreachable(e.to_string()),
    }
}

/// What went wrong with a request, as a person reads it.
fn detail(e: &ureq::Error) -> String {
    match failed(e) {
        Reply::Untrusted(why) | Reply::Unreachable(why) => why,
        Reply::Answered(code, _) => format!("HTTP {code}"),
    }
}

/// The refusal of a hall whose certificate this table does not trust.
fn untrusted(why: &str) -> String {
    let given = if AUTHORITY.get().is_some() {
        "the hall's certificate is not from the authority given with --authority, or not for this address"
    } else {
        "no authority given to check the hall's certificate against"
    };
    format!(
        "{given} ({why}): give --authority the hall's authority.pem (its trust page, /trust) and the address the hall printed, or use its plain http:// address"
    )
}

fn ms(d: Ms) -> Duration {
    Duration::from_millis(d)
}

/// What the session tells the thread: the journal written, the game time
/// then, when, whether the journal was (re)opened, and its length then (on
/// disk: the session tells after each fsync, and writes on its own thread).
type Note = (PathBuf, Ms, Instant, bool, usize);

/// What the thread is told: a journal written, or the hall's new address.
enum Told {
    Note(Note),
    Hall(HallAddress),
}

/// The journal's length now.
fn length(journal: &Path) -> usize {
    std::fs::metadata(journal).map_or(0, |m| usize::try_from(m.len()).unwrap_or(usize::MAX))
}

/// The journal's complete lines (each ended by `\n`), as bytes become text.
fn complete_lines(path: &Path) -> Vec<String> {
    let Ok(bytes) = disk::here().read(path) else {
        return Vec::new();
    };
    let end = journal::whole_len(&bytes);
    String::from_utf8_lossy(&bytes[..end])
        .split_terminator('\n')
        .map(str::to_owned)
        .collect()
}

/// The courier of one device: its thread ships whatever journal it is told of.
pub struct Shipper {
    tx: Mutex<Sender<Told>>,
    status: Arc<Mutex<HallStatus>>,
    acked: Arc<AtomicUsize>,
}

impl Shipper {
    /// Starts the shipping thread for `hall`, as device `device`.
    pub fn spawn(hall: HallAddress, device: String) -> Self {
        let (tx, rx) = channel();
        let status = Arc::new(Mutex::new(HallStatus::Connecting));
        let acked = Arc::new(AtomicUsize::new(0));
        let (shared, count) = (Arc::clone(&status), Arc::clone(&acked));
        std::thread::spawn(move || ship(hall, Outbox::new(device), &rx, &shared, &count));
        Self {
            tx: Mutex::new(tx),
            status,
            acked,
        }
    }

    /// Whether the hall holds every complete line of `journal`.
    pub fn caught_up(&self, journal: &Path) -> bool {
        self.acked.load(Ordering::SeqCst) >= complete_lines(journal).len()
    }

    /// Ships to `hall` from now on (the laptop died and the hall runs at a
    /// new address): asked at once, from where its copy ends.
    pub fn readdress(&self, hall: HallAddress) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send(Told::Hall(hall));
        }
    }

    fn tell(&self, journal: &Path, t: Ms, opened: bool) {
        if let Ok(tx) = self.tx.lock() {
            let note = (
                journal.to_owned(),
                t,
                Instant::now(),
                opened,
                length(journal),
            );
            let _ = tx.send(Told::Note(note));
        }
    }
}

impl Courier for Shipper {
    fn opened(&self, journal: &Path) {
        self.tell(journal, 0, true);
    }

    fn written(&self, journal: &Path, t: Ms) {
        self.tell(journal, t, false);
    }

    fn status(&self) -> HallStatus {
        self.status
            .lock()
            .map_or(HallStatus::Offline, |s| s.clone())
    }
}

/// The shipping loop: the outbox on the thread's clock (ms since it began),
/// told each note, asked what to send after each and at its deadlines. Runs
/// until the game session and its storage are gone, sending what it can then.
fn ship(
    mut hall: HallAddress,
    mut outbox: Outbox,
    rx: &Receiver<Told>,
    status: &Mutex<HallStatus>,
    shipped: &AtomicUsize,
) {
    let agent = agent();
    let start = Instant::now();
    let since = |at: Instant| Ms::try_from(at.duration_since(start).as_millis()).unwrap_or(Ms::MAX);
    let now = || since(Instant::now());
    let publish = |outbox: &Outbox| {
        if let Ok(mut held) = status.lock() {
            *held = outbox.status();
        }
        shipped.store(outbox.acked().1, Ordering::SeqCst);
    };
    loop {
        let note = match outbox.next_deadline() {
            Some(at) => rx.recv_timeout(ms(at.saturating_sub(now()))),
            None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let mut tell = |told: Told| match told {
            Told::Note((path, t, at, opened, length)) => {
                if opened {
                    outbox.opened(&path, since(at));
                }
                outbox.written(&path, t, since(at));
                outbox.on_disk(&path, length);
            }
            Told::Hall(new) => {
                log::info!("shipping to the hall at {} from now on", new.url);
                hall = new;
                outbox.readdressed();
            }
        };
        let gone = match note {
            Ok(note) => {
                tell(note);
                while let Ok(note) = rx.try_recv() {
                    tell(note);
                }
                false
            }
            Err(RecvTimeoutError::Timeout) => false,
            Err(RecvTimeoutError::Disconnected) => true,
        };
        publish(&outbox);
        while let Some(parcel) = outbox.poll(now(), |p| disk::here().read(p).ok()) {
            let answer = agent
                .post(hall.journal_url(&parcel.journal))
                .header("X-Tournament-Key", &hall.key)
                .header("Accept-Language", hall.lang.code())
                .send_json(&parcel.push);
            let reply = match answer {
                Err(e) => failed(&e),
                Ok(mut answer) => Reply::Answered(
                    answer.status().as_u16(),
                    answer.body_mut().read_json().unwrap_or(Value::Null),
                ),
            };
            outbox.answered(parcel.ticket, reply, now());
            publish(&outbox);
        }
        if gone {
            return;
        }
    }
}

/// Takes table `table`'s unfinished game (or the journal of that name) over
/// from the hall onto this device: its journal into `data_dir/games/` and a
/// heartbeat at the moment the hall last heard the old device, so the usual
/// recovery screen comes next. Returns the journal's path.
pub fn continue_from(
    hall: &HallAddress,
    table: &str,
    data_dir: &Path,
) -> Result<PathBuf, TakeRefused> {
    let games = data_dir.join("games");
    std::fs::create_dir_all(&games)
        .map_err(|e| TakeRefused::Storage(format!("{}: {e}", games.display())))?;
    let device = device_id(data_dir).map_err(TakeRefused::Storage)?;
    let agent = agent();
    let unreachable = |e: ureq::Error| TakeRefused::Unreachable {
        url: hall.url.clone(),
        detail: detail(&e),
    };
    let read = |mut answer: ureq::http::Response<ureq::Body>| {
        let body: Value = answer.body_mut().read_json().unwrap_or(Value::Null);
        (answer.status().as_u16(), body)
    };
    let (status, body) = read(
        agent
            .get(format!("{}/api/tables", hall.url))
            .header("X-Tournament-Key", &hall.key)
            .header("Accept-Language", hall.lang.code())
            .call()
            .map_err(unreachable)?,
    );
    let listing: wire::Listing = read_answer(status, &body)?;
    let name = choose(&listing, table)?;
    let (status, body) = read(
        agent
            .post(format!("{}/api/journals/{name}/take", hall.url))
            .header("X-Tournament-Key", &hall.key)
            .header("Accept-Language", hall.lang.code())
            .send_json(wire::Take { device })
            .map_err(unreachable)?,
    );
    let taken: wire::Taken = read_answer(status, &body)?;
    install(data_dir, &name, &taken)
}

/// Asks `hall` which players its draw seats at `game` (3 s at most).
pub(super) fn assignment(
    hall: &HallAddress,
    game: wire::GameRef,
) -> Result<wire::Assignment, DrawRefused> {
    let mut answer = agent()
        .get(hall.assignment_url(game))
        .header("X-Tournament-Key", &hall.key)
        .header("Accept-Language", hall.lang.code())
        .call()
        .map_err(|e| DrawRefused::Unreachable {
            url: hall.url.clone(),
            detail: detail(&e),
        })?;
    let body: Value = answer.body_mut().read_json().unwrap_or(Value::Null);
    read_assignment(answer.status().as_u16(), &body)
}
