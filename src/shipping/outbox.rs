//! The one shipping state machine, with no I/O and no clock of its own: what
//! to send the hall next, when, and what its answer means. Two thin drivers
//! run it — a thread with `ureq` on desktop (`native`), `fetch` and timers in
//! the browser (`web`) — telling it what the session wrote and the hall
//! answered, with the time passed in (ms on the driver's monotonic clock).
//!
//! Its rules: only lines known to be on the device's disk are sent (a hall
//! holding a line the table then lost would refuse the table's next line);
//! no push at all before its first line is there; at most one push is under
//! way, and an answer counts only for the push it answers (its ticket: a
//! push to a hall that moved, answered late, is dropped); after everything
//! is in the hall, a push with no lines every [`ALIVE_EVERY`] tells the
//! hall the table is alive; an unreachable hall is tried again after
//! [`RETRY`], a refusing one after [`REFUSED_RETRY`]; a moved game sends
//! nothing more.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::engine::Ms;
use crate::journal;
use crate::session::HallStatus;
use crate::wire::{self, Answer, Stored};

/// How often an idle table tells the hall it is alive, in ms.
pub const ALIVE_EVERY: Ms = 5_000;
/// How long an unreachable hall is left before the next try, in ms.
pub const RETRY: Ms = 2_000;
/// How long a refusing hall is left before the next try, in ms.
pub const REFUSED_RETRY: Ms = 5 * RETRY;
/// How soon to look again when written lines are not on disk yet, in ms.
pub const ON_DISK_SOON: Ms = 100;
/// The most lines in one push.
const BATCH: usize = 500;

/// A push to send: to the hall's copy of `journal`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parcel {
    /// Which push this is: its answer is told with it ([`Outbox::answered`]).
    pub ticket: u64,
    /// The journal the lines are from.
    pub journal: PathBuf,
    /// The request's body.
    pub push: wire::Push,
}

/// How a push went.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// The hall could not be reached, and what the network said.
    Unreachable(String),
    /// The hall's certificate was refused (not from the authority this
    /// table trusts, or not for its address), and why.
    Untrusted(String),
    /// The hall's HTTP status and its body as JSON.
    Answered(u16, Value),
}

/// The push under way: its ticket, for which journal (by generation) and
/// how many complete lines were on disk when it left.
#[derive(Debug, Clone, Copy)]
struct InFlight {
    ticket: u64,
    generation: u64,
    total: usize,
}

/// The state of one device's shipping.
#[derive(Debug, Clone)]
pub struct Outbox {
    device: String,
    journal: Option<PathBuf>,
    /// Counts journals opened: an answer for an older one is dropped.
    generation: u64,
    /// Counts pushes polled: each answer names the push it answers.
    tickets: u64,
    /// The game time last told, and the driver's instant then.
    clock: (Ms, Ms),
    /// Bytes of the journal known to be on disk (`None`: all of them).
    on_disk: Option<usize>,
    acked: usize,
    status: HallStatus,
    in_flight: Option<InFlight>,
    /// When the hall last answered.
    answered_at: Option<Ms>,
    /// Nothing is sent before then (after an outage or a refusal).
    not_before: Option<Ms>,
    /// Written lines wait for the disk: look again then.
    look_again: Option<Ms>,
    stopped: bool,
}

impl Outbox {
    /// The shipping of device `device`, with no journal yet.
    pub fn new(device: String) -> Self {
        Self {
            device,
            journal: None,
            generation: 0,
            tickets: 0,
            clock: (0, 0),
            on_disk: None,
            acked: 0,
            status: HallStatus::Connecting,
            in_flight: None,
            answered_at: None,
            not_before: None,
            look_again: None,
            stopped: false,
        }
    }

    /// `journal` was begun or reopened: it ships again from line 1.
    pub fn opened(&mut self, journal: &Path, now: Ms) {
        self.journal = Some(journal.to_owned());
        self.generation += 1;
        self.acked = 0;
        self.stopped = false;
        self.not_before = None;
        self.answered_at = None;
        self.on_disk = None;
        self.status = HallStatus::Connecting;
        self.clock = (0, now);
    }

    /// The hall moved to another address (a new laptop): what is under way
    /// to the old one is forgotten (its answer, should it come, is dropped)
    /// and the new one is asked at once. How many lines it holds is asked
    /// of it too: a push from the line after those the old hall held, and
    /// the new one answers `gap` with its own count if it holds fewer. A
    /// game moved to another device stays moved.
    pub fn readdressed(&mut self) {
        self.in_flight = None;
        self.not_before = None;
        self.answered_at = None;
        if !self.stopped {
            self.status = HallStatus::Connecting;
        }
    }

    /// `journal` was written and the game is at game time `t`.
    pub fn written(&mut self, journal: &Path, t: Ms, now: Ms) {
        if self.journal.as_deref() != Some(journal) {
            self.opened(journal, now);
        }
        self.clock = (t, now);
    }

    /// The first `bytes` of `journal` are on the device's disk.
    pub fn on_disk(&mut self, journal: &Path, bytes: usize) {
        if self.journal.as_deref() == Some(journal) {
            self.on_disk = Some(bytes);
        }
    }

    /// The push to send now, if one is due; `read` gives the journal's bytes
    /// (`None`: not readable now). The driver sends it and tells
    /// [`Outbox::answered`].
    pub fn poll(&mut self, now: Ms, read: impl FnOnce(&Path) -> Option<Vec<u8>>) -> Option<Parcel> {
        let path = self.journal.clone()?;
        if self.stopped || self.in_flight.is_some() || self.not_before.is_some_and(|t| now < t) {
            return None;
        }
        self.not_before = None;
        self.look_again = None;
        let mut bytes = read(&path).unwrap_or_default();
        let written = journal::whole_len(&bytes);
        if let Some(on_disk) = self.on_disk {
            bytes.truncate(on_disk);
        }
        let end = journal::whole_len(&bytes);
        if end < written {
            self.look_again = Some(now + ON_DISK_SOON);
        }
        let lines: Vec<String> = String::from_utf8_lossy(&bytes[..end])
            .split_terminator('\n')
            .map(str::to_owned)
            .collect();
        if lines.is_empty() && self.acked == 0 {
            // Not a line of the journal on disk yet (the browser's mirror is
            // still writing its header): the hall can hold none of it, and a
            // push with no lines would only be refused as a gap.
            self.not_before = Some(now + ON_DISK_SOON);
            return None;
        }
        let quiet = self
            .answered_at
            .is_some_and(|at| now.saturating_sub(at) < ALIVE_EVERY);
        if lines.len() <= self.acked && quiet {
            return None;
        }
        let from = self.acked.min(lines.len());
        let batch = lines[from..lines.len().min(from + BATCH)].to_vec();
        self.tickets += 1;
        self.in_flight = Some(InFlight {
            ticket: self.tickets,
            generation: self.generation,
            total: lines.len(),
        });
        Some(Parcel {
            ticket: self.tickets,
            journal: path,
            push: wire::Push {
                device: self.device.clone(),
                from: from + 1,
                lines: batch,
                t: Some(self.clock.0 + now.saturating_sub(self.clock.1)),
            },
        })
    }

    /// How the push with `ticket` went, at `now`. An answer to a push no
    /// longer under way (the hall moved meanwhile) changes nothing.
    pub fn answered(&mut self, ticket: u64, reply: Reply, now: Ms) {
        let Some(sent) = self.in_flight.take_if(|sent| sent.ticket == ticket) else {
            return;
        };
        if sent.generation != self.generation {
            return; // for a journal no longer shipped
        }
        let total = sent.total;
        let (code, body) = match reply {
            Reply::Unreachable(why) => {
                log::info!("hall offline: {why}");
                self.status = HallStatus::Offline;
                self.not_before = Some(now + RETRY);
                return;
            }
            Reply::Untrusted(why) => {
                log::warn!("the hall's certificate was refused: {why}");
                self.status = HallStatus::Odd(why);
                self.not_before = Some(now + REFUSED_RETRY);
                return;
            }
            Reply::Answered(code, body) => (code, body),
        };
        self.answered_at = Some(now);
        match Answer::<Stored>::read(code, &body) {
            Answer::Done(Stored { next }) => {
                // Never past what is here, whatever the answer says.
                self.acked = next.saturating_sub(1).min(total);
                if self.acked >= total {
                    self.status = HallStatus::Online;
                }
            }
            Answer::Refused(r) if r.error == wire::Error::Gap => {
                self.acked = r.expected.unwrap_or(1).saturating_sub(1).min(total);
            }
            Answer::Refused(r) if r.error == wire::Error::Moved => {
                log::warn!("the hall says this game has moved to another device");
                self.status = HallStatus::Moved;
                self.stopped = true;
            }
            Answer::Refused(r) => {
                log::warn!(
                    "the hall refused this table's lines: {} ({code})",
                    r.message
                );
                self.status = HallStatus::Refused(Box::new(r));
                self.not_before = Some(now + REFUSED_RETRY);
            }
            Answer::Unreadable(code, why) => {
                self.status = HallStatus::Odd(format!("HTTP {code}: {why}"));
                self.not_before = Some(now + REFUSED_RETRY);
            }
        }
    }

    /// When [`Outbox::poll`] should be called next if nothing is written
    /// before (the driver's ms); `None`: only when told of a write.
    pub fn next_deadline(&self) -> Option<Ms> {
        if self.journal.is_none() || self.stopped || self.in_flight.is_some() {
            return None;
        }
        if let Some(at) = self.not_before {
            return Some(at);
        }
        let alive = self.answered_at.map_or(0, |at| at + ALIVE_EVERY);
        Some(self.look_again.map_or(alive, |soon| soon.min(alive)))
    }

    /// How the link stands.
    pub fn status(&self) -> HallStatus {
        self.status.clone()
    }

    /// The journal shipped, and how many of its lines the hall holds.
    pub fn acked(&self) -> (Option<&Path>, usize) {
        (self.journal.as_deref(), self.acked)
    }
}

#[cfg(test)]
#[path = "outbox_tests.rs"]
mod tests;
