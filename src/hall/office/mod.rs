//! The tournament's journal kept by the hall: `DIR/tournament.jsonl`, one
//! [`Line`] of `tournament::book` per line, appended only and only after
//! [`Tournament::apply`] took it (a refused request changes nothing),
//! written through the store's [`Disk`] (fsync before the answer), replayed
//! at start with a torn last line cut off as the store does for the tables'
//! copies. One lock: every change is checked and written under it.
//!
//! Results flow in from the tables: a copy whose game line names a
//! tournament game brings each of its result lines here once, as a
//! `Reported` entry (a later result line is a later report).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use chrono::{DateTime, Local};

use crate::disk::{Disk, Native};
use crate::engine::{Preset, Role};
use crate::journal::Record;
use crate::scoring::ResultInput;
use crate::tournament::book::{Entry, Line, Publish, Refusal, SCHEMA, Tournament};
use crate::tournament::draw::{self, DrawError};
use crate::tournament::{GameRef, Player, PlayerNo};

use crate::hall::store::{self, Store};

pub mod public;
mod refused;
pub mod view;
pub mod withdraw;

pub use refused::Refused;
use refused::said;

/// The tournament journal's file name in the hall's folder (read by
/// `friedrich-clock standings DIR` too).
pub const JOURNAL: &str = "tournament.jsonl";

/// The journal as replayed, with what the office counts beside it.
#[derive(Debug, Default)]
struct Book {
    /// The tournament.
    t: Tournament,
    /// Result lines reported so far, by the table's journal.
    reported: BTreeMap<String, usize>,
}

impl Book {
    fn took(&mut self, entry: &Entry) {
        if let Entry::Reported { journal, .. } = entry {
            *self.reported.entry(journal.clone()).or_default() += 1;
        }
    }
}

/// The tournament's journal in the hall, on a [`Disk`].
#[derive(Debug)]
pub struct Office<D = Native> {
    disk: D,
    path: PathBuf,
    book: Mutex<Book>,
}

impl Office {
    /// The journal `dir/tournament.jsonl` on the machine's file system.
    pub fn open(dir: &Path) -> Result<Self, String> {
        Self::open_on(Native, dir)
    }
}

impl<D: Disk> Office<D> {
    /// The journal `dir/tournament.jsonl` on `disk`, replayed (none yet: an
    /// empty tournament). A torn last line (the hall killed mid-write, never
    /// acknowledged) is cut off; a line that does not read or is refused
    /// (never one the hall wrote) is skipped with a warning.
    pub fn open_on(disk: D, dir: &Path) -> Result<Self, String> {
        let path = dir.join(JOURNAL);
        let at = |e: std::io::Error| format!("{}: {e}", path.display());
        let mut book = Book::default();
        if disk.exists(&path) {
            let mut bytes = disk.read(&path).map_err(at)?;
            let whole = crate::journal::whole_len(&bytes);
            if whole < bytes.len() {
                bytes.truncate(whole);
                disk.truncate(&path, whole).map_err(at)?;
            }
            let text = String::from_utf8_lossy(&bytes);
            for (i, text) in text.lines().enumerate() {
                if text.trim().is_empty() {
                    continue;
                }
                let taken = serde_json::from_str::<Line>(text)
                    .map_err(|e| e.to_string())
                    .and_then(|line| {
                        if let Entry::Drawn { draw } = &line.entry
                            && let Err(m) =
                                crate::tournament::draw::check::check(draw, &book.t.players)
                        {
                            let differs = crate::words::tournament::draw_differs(
                                crate::lang::Lang::En,
                                draw.seed,
                                &m,
                            );
                            log::warn!("{} line {}: {differs}", path.display(), i + 1);
                        }
                        book.t.apply(&line).map_err(|r| said(&r))?;
                        Ok(line)
                    });
                match taken {
                    Ok(line) => book.took(&line.entry),
                    Err(why) => log::warn!("{} line {}: skipped: {why}", path.display(), i + 1),
                }
            }
        }
        Ok(Self {
            disk,
            path,
            book: Mutex::new(book),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Book> {
        self.book
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The tournament now.
    pub fn tournament(&self) -> Tournament {
        self.lock().t.clone()
    }

    /// The journal's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Checks `entries` in order against the tournament and appends them
    /// (all or none) stamped `wall`; returns the tournament after them.
    pub fn write(&self, entries: Vec<Entry>, wall: DateTime<Local>) -> Result<Tournament, Refused> {
        let mut book = self.lock();
        self.write_locked(&mut book, entries, wall)
    }

    /// Appends the entries `make` builds from the tournament as it is, under
    /// the same lock (nothing can change in between).
    pub fn write_with<F>(&self, make: F, wall: DateTime<Local>) -> Result<Tournament, Refused>
    where
        F: FnOnce(&Tournament) -> Result<Vec<Entry>, Refused>,
    {
        let mut book = self.lock();
        let entries = make(&book.t)?;
        self.write_locked(&mut book, entries, wall)
    }

    fn write_locked(
        &self,
        book: &mut Book,
        entries: Vec<Entry>,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let mut t = book.t.clone();
        let mut bytes = Vec::new();
        let mut lines = Vec::new();
        for entry in entries {
            let line = Line {
                v: SCHEMA,
                wall,
                entry,
            };
            t.apply(&line).map_err(Refused::Book)?;
            let text = serde_json::to_string(&line).map_err(|e| Refused::Io(e.to_string()))?;
            bytes.extend_from_slice(text.as_bytes());
            bytes.push(b'\n');
            lines.push(line);
        }
        if !bytes.is_empty() {
            let written = if self.disk.exists(&self.path) {
                self.disk.append(&self.path, &bytes)
            } else {
                self.disk.create_new(&self.path, &bytes)
            };
            written.map_err(|e| Refused::Io(e.to_string()))?;
        }
        for line in &lines {
            book.took(&line.entry);
        }
        book.t = t;
        Ok(book.t.clone())
    }

    /// Opens the tournament: its name and scoring rules.
    pub fn open_tournament(
        &self,
        name: &str,
        scheme: Preset,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let name = name.trim();
        if name.is_empty() {
            return Err(Refused::Book(Refusal::NoName));
        }
        let entry = Entry::Opened {
            name: name.to_owned(),
            scheme,
        };
        self.write(vec![entry], wall)
    }

    /// Registers a player as the next number, or corrects player `no`.
    pub fn register(
        &self,
        no: Option<PlayerNo>,
        name: &str,
        town: &str,
        fill_in: bool,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let mut book = self.lock();
        let next = PlayerNo::try_from(book.t.players.len()).unwrap_or(PlayerNo::MAX - 1) + 1;
        let player = Player {
            no: no.unwrap_or(next),
            name: name.trim().to_owned(),
            town: town.trim().to_owned(),
            fill_in,
        };
        self.write_locked(&mut book, vec![Entry::Registered { player }], wall)
    }

    /// Registers the fill-ins the draw needs ("Fill-in 1", … after those
    /// already registered); none when the field is complete.
    pub fn fill_ins(&self, wall: DateTime<Local>) -> Result<Tournament, Refused> {
        let mut book = self.lock();
        let t = &book.t;
        if !t.is_opened() {
            return Err(Refused::Book(Refusal::NotOpened));
        }
        if t.draw.is_some() {
            return Err(Refused::Book(Refusal::AfterDraw));
        }
        let registered = t.players.len();
        let first = t.players.iter().filter(|p| p.fill_in).count() + 1;
        let entries = (0..draw::fill_ins_needed(registered))
            .map(|k| Entry::Registered {
                player: Player {
                    no: PlayerNo::try_from(registered + k + 1).unwrap_or(PlayerNo::MAX),
                    name: format!("Fill-in {}", first + k),
                    town: String::new(),
                    fill_in: true,
                },
            })
            .collect();
        self.write_locked(&mut book, entries, wall)
    }

    /// Draws the qualifying round by the lot `seed`.
    pub fn draw(&self, seed: u64, wall: DateTime<Local>) -> Result<Tournament, Refused> {
        let mut book = self.lock();
        let t = &book.t;
        if t.draw.is_some() {
            return Err(Refused::Book(Refusal::AlreadyDrawn));
        }
        if !t.is_opened() {
            return Err(Refused::Book(Refusal::NotOpened));
        }
        let drawn = draw::draw(&t.players, seed).map_err(|e| match e {
            DrawError::TooFew { players } | DrawError::NotMultipleOfFour { players, .. } => {
                Refused::FillInsNeeded {
                    players,
                    fill_ins: draw::fill_ins_needed(players),
                }
            }
            DrawError::DuplicateNumber(_) => Refused::Book(Refusal::DrawPlayers),
        })?;
        self.write_locked(&mut book, vec![Entry::Drawn { draw: drawn }], wall)
    }

    /// Confirms `game`'s result: the one given (the jury's entry, or a
    /// correction, which needs a `reason`), else the one a table reported.
    pub fn confirm(
        &self,
        game: GameRef,
        result: Option<ResultInput>,
        reason: Option<&str>,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let mut book = self.lock();
        let t = &book.t;
        if !t.has_game(game) {
            return Err(Refused::Book(Refusal::NoSuchGame(game)));
        }
        let reported = t.results.get(&game).and_then(|o| o.reported.as_ref());
        let result = match (result, reported) {
            (Some(result), _) => result,
            (None, Some((_, result))) => result.clone(),
            (None, None) => return Err(Refused::NothingReported(game)),
        };
        validate(&result, t.scheme)?;
        let reason = reason
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_owned);
        let entry = Entry::Confirmed {
            game,
            result,
            reason,
        };
        self.write_locked(&mut book, vec![entry], wall)
    }

    /// Draws a lot between `players` (by the random `seed`) and appends
    /// their order.
    pub fn lot(
        &self,
        players: &[PlayerNo],
        seed: u64,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let mut order = players.to_vec();
        let mut state = seed;
        for i in (1..order.len()).rev() {
            let pick = splitmix(&mut state) % (u64::try_from(i).unwrap_or(u64::MAX - 1) + 1);
            order.swap(i, usize::try_from(pick).unwrap_or(0));
        }
        self.write(vec![Entry::Lot { order }], wall)
    }

    /// A finalist chooses his role.
    pub fn seat(
        &self,
        player: PlayerNo,
        role: Role,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        self.write(vec![Entry::Seated { player, role }], wall)
    }

    /// Withdraws finalist `player`'s role choice and those made after it
    /// (a mis-click), with the jury's `reason`.
    pub fn unseat(
        &self,
        player: PlayerNo,
        reason: &str,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        let reason = reason.trim().to_owned();
        self.write(vec![Entry::Unseated { player, reason }], wall)
    }

    /// What the public standings show.
    pub fn publish(
        &self,
        standings: Publish,
        wall: DateTime<Local>,
    ) -> Result<Tournament, Refused> {
        self.write(vec![Entry::Public { standings }], wall)
    }

    /// Reports the result lines of table journal `name` not reported yet,
    /// when its game line names a tournament game; returns how many were
    /// reported. A report the tournament refuses (no draw yet, no such game)
    /// waits for the next time: nothing is written.
    pub fn hear(
        &self,
        name: &str,
        copy: &std::sync::Mutex<store::Copy>,
        wall: DateTime<Local>,
    ) -> Result<usize, Refused> {
        let (game, results) = {
            let copy = store::lock(copy);
            (tournament_game(&copy.game), copy.results.clone())
        };
        let Some(game) = game else {
            return Ok(0);
        };
        let mut book = self.lock();
        let done = book.reported.get(name).copied().unwrap_or(0);
        let entries: Vec<Entry> = results
            .into_iter()
            .skip(done)
            .map(|result| Entry::Reported {
                game,
                journal: name.to_owned(),
                result,
            })
            .collect();
        let count = entries.len();
        if count > 0 {
            self.write_locked(&mut book, entries, wall)?;
        }
        Ok(count)
    }

    /// [`Office::hear`] for every copy in `store` (at start, and once the
    /// round is drawn); what is refused waits, and is logged.
    pub fn hear_all<S: Disk>(&self, store: &Store<S>, wall: DateTime<Local>) {
        for (name, copy) in store.all() {
            if let Err(e) = self.hear(&name, &copy, wall) {
                log::debug!("{name}: result not reported yet: {e}");
            }
        }
    }
}

/// The tournament game a table's game line names, if any.
pub fn tournament_game(game: &Record) -> Option<GameRef> {
    match game {
        Record::Game { game, .. } => *game,
        Record::Command { .. } | Record::Result { .. } => None,
    }
}

/// Whether `result` validates under its own `ruleset` key (a preset), else
/// the tournament's `scheme`: as the standings score it.
pub fn validate(result: &ResultInput, scheme: Preset) -> Result<(), Refused> {
    let scheme = result
        .ruleset
        .as_deref()
        .and_then(|r| r.parse::<Preset>().ok())
        .unwrap_or(scheme);
    result
        .validate_for(scheme)
        .map(|_| ())
        .map_err(Refused::BadResult)
}

/// SplitMix64: the lot's random order from a seed.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests;
