//! The hall's copies of the tables' journals: one file per game under
//! `<data dir>/journals/`, byte for byte the table's, appended only by the
//! device the game is bound to, each push on disk (fsync) before it is
//! acknowledged. Each copy is replayed through the engine as its lines arrive,
//! so the hall can show the clock at any instant. Every file is read and
//! written through the [`Disk`] seam (the machine's file system in the hall,
//! memory in tests), which puts the bytes on disk all or nothing.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::disk::{Disk, Native};
use crate::engine::Ms;
use crate::journal::Record;

use super::card::{Card, Cards};
use super::device;
use super::dismissed;
use super::lines::{Malformed, in_order, joined, parse};

pub use super::copy::Copy;
use super::copy::{load, new_copy, tournament_game, write_heard};
pub use super::lines::MAX_LINE;

/// One table's push (typed in [`crate::wire`], shared with the tables).
pub use crate::wire::Push;

pub use super::refusal::Refusal;
pub use crate::wire::{Limit, MAX_COPIES, MAX_REPORTS, MAX_RESULTS};

/// How far a heartbeat's game time may run ahead of what the hall knows:
/// the table's last time plus the time since it was heard, plus this.
pub const HEARTBEAT_AHEAD: Ms = 10 * 60 * 1000;

/// Every copy in the hall's data directory, on a [`Disk`] (the machine's
/// file system unless opened on another).
#[derive(Debug)]
pub struct Store<D = Native> {
    disk: D,
    dir: PathBuf,
    copies: Mutex<BTreeMap<String, Arc<Mutex<Copy>>>>,
    /// Each copy's card, kept as its pushes are stored.
    cards: Cards,
    archived: dismissed::Archived,
    /// A new copy of a tournament game is refused while another copy of it
    /// was heard this recently (`--take-after`).
    quiet: Ms,
}

/// How long another copy of a game must be silent before a new copy of it
/// is taken, unless the hall says otherwise (`--take-after`'s default).
pub const QUIET: Ms = 15_000;

/// Whether `name` may name a journal: a plain file name, never a path.
pub fn valid_name(name: &str) -> bool {
    const DEVICES: [&str; 4] = ["con", "prn", "aux", "nul"];
    let stem = name
        .split('.')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let device = DEVICES.contains(&stem.as_str())
        || ((stem.starts_with("com") || stem.starts_with("lpt"))
            && stem.len() == 4
            && stem.ends_with(|c: char| c.is_ascii_digit()));
    !device
        && !name.is_empty()
        && name.len() <= 100
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

#[allow(clippy::needless_pass_by_value)]
fn refused(m: Malformed) -> Refusal {
    Refusal::Malformed {
        line: m.line,
        why: m.why,
    }
}

fn io(e: &std::io::Error) -> Refusal {
    Refusal::Io(e.to_string())
}

impl Store {
    /// The copies kept in `dir/journals/` on the machine's file system
    /// ([`Store::open_on`] with [`Native`]).
    pub fn open(dir: &Path) -> Result<Self, String> {
        Self::open_on(Native, dir)
    }
}

impl<D: Disk> Store<D> {
    /// The copies kept in `dir/journals/` on `disk` (created if missing), read
    /// back. A torn last line (the hall killed mid-write, never acknowledged)
    /// is cut off.
    pub fn open_on(disk: D, dir: &Path) -> Result<Self, String> {
        let journals = dir.join("journals");
        let at = |e: std::io::Error| format!("{}: {e}", journals.display());
        disk.create_dir_all(&journals).map_err(at)?;
        let mut copies = BTreeMap::new();
        let cards = Cards::default();
        for path in disk.list(&journals).map_err(at)? {
            let name = path.file_name().and_then(|n| n.to_str());
            let Some(name) = name.and_then(|n| n.strip_suffix(".jsonl")) else {
                continue;
            };
            match load(&disk, &path) {
                Ok(copy) => {
                    cards.keep(name, &copy);
                    copies.insert(name.to_owned(), Arc::new(Mutex::new(copy)));
                }
                Err(e) => log::warn!("{}: not loaded: {e}", path.display()),
            }
        }
        let archived = dismissed::Archived::read(&disk, &journals).map_err(at)?;
        Ok(Self {
            disk,
            dir: journals,
            copies: Mutex::new(copies),
            cards,
            archived,
            quiet: QUIET,
        })
    }

    /// The store with another quiet time (`--take-after`): a new copy of a
    /// tournament game is refused while another copy of it was heard within
    /// `quiet` ms.
    #[must_use]
    pub fn with_quiet(mut self, quiet: Ms) -> Self {
        self.quiet = quiet;
        self
    }

    fn copies(&self) -> MutexGuard<'_, BTreeMap<String, Arc<Mutex<Copy>>>> {
        self.copies
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Every copy by its journal name.
    pub fn all(&self) -> Vec<(String, Arc<Mutex<Copy>>)> {
        self.copies()
            .iter()
            .map(|(n, c)| (n.clone(), Arc::clone(c)))
            .collect()
    }

    /// Every copy's card by its journal name, as of its last push.
    pub fn cards(&self) -> Vec<(String, Arc<Card>)> {
        self.cards.all()
    }

    /// One copy's card, as of its last push.
    pub fn card(&self, name: &str) -> Option<Arc<Card>> {
        self.cards.get(name)
    }

    /// The journals the jury archived (hidden from the hall view).
    pub fn archived(&self) -> BTreeSet<String> {
        self.archived.names()
    }

    /// Archives journal `name` (`archive`), or restores it; on disk before
    /// it returns. An unknown journal is refused.
    pub fn archive(&self, name: &str, archive: bool) -> Result<(), Refusal> {
        if !valid_name(name) {
            return Err(Refusal::BadName);
        }
        self.get(name).ok_or(Refusal::Unknown)?;
        let set = self.archived.set(&self.disk, &self.dir, name, archive);
        set.map_err(|e| io(&e))
    }

    /// One copy.
    pub fn get(&self, name: &str) -> Option<Arc<Mutex<Copy>>> {
        self.copies().get(name).cloned()
    }

    /// Takes a push for journal `name` at the hall's instant `now`. Returns the
    /// line number expected next. Lines already held must be sent byte for
    /// byte as they are (a resend is harmless); a refused push changes nothing.
    pub fn push(&self, name: &str, push: &Push, now: Ms) -> Result<usize, Refusal> {
        if !valid_name(name) {
            return Err(Refusal::BadName);
        }
        if !device::valid(&push.device) {
            return Err(Refusal::BadDevice);
        }
        let existing = self.get(name);
        let Some(copy) = existing else {
            return self.create(name, push, now);
        };
        let mut copy = lock(&copy);
        if copy.device != push.device {
            return Err(if copy.former.contains(&push.device) {
                Refusal::Moved
            } else {
                Refusal::NotYours
            });
        }
        let have = copy.lines.len();
        if push.from == 0 || push.from > have + 1 {
            return Err(Refusal::Gap { expected: have + 1 });
        }
        let mut fresh = Vec::new();
        for (i, line) in push.lines.iter().enumerate() {
            let number = push.from + i;
            match copy.lines.get(number - 1) {
                Some(held) if held == line => {}
                Some(_) => return Err(Refusal::Differs { line: number }),
                None => fresh.push((parse(number, line).map_err(refused)?, line.as_str())),
            }
        }
        room_for_results(copy.results.len(), fresh.iter().map(|(r, _)| r))?;
        if let Some(first) = fresh.first().map(|_| have + 1) {
            in_order(fresh.iter().map(|(r, _)| r), first, copy.engine.since()).map_err(refused)?;
        }
        if !fresh.is_empty() {
            let bytes = joined(fresh.iter().map(|(_, l)| *l));
            self.disk.append(copy.path(), &bytes).map_err(|e| io(&e))?;
            let records: Vec<Record> = fresh.iter().map(|(r, _)| r.clone()).collect();
            copy.lines
                .extend(fresh.iter().map(|(_, l)| (*l).to_owned()));
            copy.apply_lines(&records);
        }
        if let Some(t) = push.t {
            copy.heard = Some((heartbeat(&copy, t, now), now));
        } else if let Some(Record::Command { t, .. }) = fresh.last().map(|(r, _)| r) {
            copy.heard = Some((*t, now));
        }
        self.cards.keep(name, &copy);
        Ok(copy.lines.len() + 1)
    }

    fn create(&self, name: &str, push: &Push, now: Ms) -> Result<usize, Refusal> {
        if push.from != 1 || push.lines.is_empty() {
            return Err(Refusal::Gap { expected: 1 });
        }
        let records = push
            .lines
            .iter()
            .enumerate()
            .map(|(i, line)| parse(i + 1, line))
            .collect::<Result<Vec<_>, _>>()
            .map_err(refused)?;
        in_order(&records, 1, 0).map_err(refused)?;
        room_for_results(0, &records)?;
        let mut copies = self.copies();
        if copies.contains_key(name) {
            // Another push created it meanwhile: the sender tries again.
            return Err(Refusal::Gap { expected: 1 });
        }
        // On a hall whose disk ignores case, `A` and `a` would share a file.
        if copies.keys().any(|n| n.eq_ignore_ascii_case(name)) {
            return Err(Refusal::NotYours);
        }
        self.one_live_copy(&copies, &records[0], now)?;
        let first_heard = chrono::Local::now();
        write_heard(&self.disk, &self.dir, name, first_heard).map_err(|e| io(&e))?;
        let path = self.dir.join(format!("{name}.jsonl"));
        device::write(&self.disk, &self.dir, name, &push.device, &[]).map_err(|e| io(&e))?;
        // Whatever is there was never acknowledged (the hall killed during a
        // first push): the game's lines replace it whole.
        let bytes = joined(push.lines.iter().map(String::as_str));
        self.disk.replace(&path, &bytes).map_err(|e| io(&e))?;
        let mut copy = new_copy(path, records[0].clone(), push.device.clone());
        copy.apply_lines(&records[1..]);
        copy.lines.clone_from(&push.lines);
        copy.heard = Some((copy.engine.since(), now));
        if let Some(t) = push.t {
            copy.heard = Some((heartbeat(&copy, t, now), now));
        }
        copy.first_heard = Some(first_heard);
        self.cards.keep(name, &copy);
        copies.insert(name.to_owned(), Arc::new(Mutex::new(copy)));
        Ok(push.lines.len() + 1)
    }

    /// Refuses a new copy of the tournament game `game` names while another
    /// copy of it, not archived, was heard within the quiet time (at the
    /// hall's instant `now`): one live copy per game; the new device takes
    /// the game over instead, once the old one is silent.
    fn one_live_copy(
        &self,
        copies: &BTreeMap<String, Arc<Mutex<Copy>>>,
        game: &Record,
        now: Ms,
    ) -> Result<(), Refusal> {
        let Some(game) = tournament_game(game) else {
            return Ok(());
        };
        let same_game = copies
            .values()
            .filter(|copy| tournament_game(&lock(copy).game) == Some(game));
        if same_game.count() >= MAX_COPIES {
            return Err(Refusal::TooMany(Limit::Copies));
        }
        let archived = self.archived();
        let latest = copies
            .iter()
            .filter(|(name, _)| !archived.contains(*name))
            .filter_map(|(_, copy)| {
                let copy = lock(copy);
                let same = tournament_game(&copy.game) == Some(game);
                same.then(|| copy.heard.map_or(Ms::MAX, |(_, at)| now.saturating_sub(at)))
            })
            .min();
        match latest {
            Some(silent_ms) if silent_ms < self.quiet => Err(Refusal::Live {
                silent_ms,
                quiet_ms: self.quiet,
            }),
            _ => Ok(()),
        }
    }

    /// Binds the game to a new device (a game moved to another tablet) and
    /// returns its copy's text; the old device is refused from now on. Only
    /// a game whose device has been silent for `quiet` ms (at the hall's
    /// instant `now`) can be taken, so no tablet takes a live table's game.
    pub fn take(&self, name: &str, device: &str, now: Ms, quiet: Ms) -> Result<String, Refusal> {
        if !valid_name(name) {
            return Err(Refusal::BadName);
        }
        if !device::valid(device) {
            return Err(Refusal::BadDevice);
        }
        let copy = self.get(name).ok_or(Refusal::Unknown)?;
        let mut copy = lock(&copy);
        let silent_ms = copy.heard.map_or(Ms::MAX, |(_, at)| now.saturating_sub(at));
        if copy.device != device && silent_ms < quiet {
            return Err(Refusal::Live {
                silent_ms,
                quiet_ms: quiet,
            });
        }
        if copy.device != device {
            let mut former = copy.former.clone();
            former.push(copy.device.clone());
            former.retain(|d| d != device);
            device::write(&self.disk, &self.dir, name, device, &former).map_err(|e| io(&e))?;
            copy.former = former;
            device.clone_into(&mut copy.device);
            self.cards.keep(name, &copy);
        }
        Ok(copy.text())
    }
}

/// Whether a journal holding `held` results has room for the result lines
/// among `new`: at most [`MAX_RESULTS`] in all.
fn room_for_results<'a>(
    held: usize,
    new: impl IntoIterator<Item = &'a Record>,
) -> Result<(), Refusal> {
    let new = new
        .into_iter()
        .filter(|r| matches!(r, Record::Result { .. }))
        .count();
    if held + new > MAX_RESULTS {
        return Err(Refusal::TooMany(Limit::Results));
    }
    Ok(())
}

/// The game time a heartbeat `t` is taken as: at most
/// [`HEARTBEAT_AHEAD`] past the copy's table time now (a device's clock
/// far in the future would show every card of the hall wrong).
fn heartbeat(copy: &Copy, t: Ms, now: Ms) -> Ms {
    t.min(copy.table_time(now).saturating_add(HEARTBEAT_AHEAD))
}

/// Locks a copy (a panic elsewhere does not poison the hall).
pub fn lock(copy: &Mutex<Copy>) -> MutexGuard<'_, Copy> {
    copy.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
