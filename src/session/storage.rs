//! Where a game session keeps its game: a journal of accepted commands and a
//! heartbeat. On desktop these are files in the data directory; the web build
//! will keep them in browser storage behind the same trait.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};

use crate::engine::{Command, Ms};
use crate::heartbeat::{self, Heartbeat};
use crate::journal::{self, Journal, Record};
use crate::scoring::ResultInput;

/// A game's durable storage. Each call is done (on disk, or its platform's
/// equivalent) before it returns; an error says why in words.
pub trait Storage {
    /// Begins a new journal with the game's first record.
    fn create(&mut self, game: &Record) -> Result<(), String>;
    /// Goes on with the journal of a recovered game.
    fn reopen(&mut self, journal: &Path) -> Result<(), String>;
    /// Appends an accepted command.
    fn append(&mut self, t: Ms, wall: DateTime<Local>, command: &Command) -> Result<(), String>;
    /// Appends the jury's result (or a correction of it), stamped `wall`, at
    /// game time `t`.
    fn append_result(
        &mut self,
        t: Ms,
        wall: DateTime<Local>,
        result: &ResultInput,
    ) -> Result<(), String>;
    /// Records that the game is alive at game time `t`.
    fn beat(&mut self, t: Ms, wall: DateTime<Local>) -> Result<(), String>;
    /// The game is over: no heartbeat any more.
    fn clear_beat(&mut self) -> Result<(), String>;
    /// The journal, for people and for the report, once there is one.
    fn journal(&self) -> Option<&Path>;
}

/// Files in a data directory: `games/<start>_<table>.jsonl` and `heartbeat.json`.
#[derive(Debug)]
pub struct Files {
    dir: PathBuf,
    journal: Option<Journal>,
}

impl Files {
    /// Storage in `dir` (created when the first journal is).
    pub fn new(dir: &Path) -> Self {
        Self {
            dir: dir.to_owned(),
            journal: None,
        }
    }

    fn open(&mut self) -> Result<&mut Journal, String> {
        self.journal
            .as_mut()
            .ok_or_else(|| "no journal is open".to_owned())
    }
}

impl Storage for Files {
    fn create(&mut self, game: &Record) -> Result<(), String> {
        let (started, table, tournament) = match game {
            Record::Game {
                started,
                table,
                game,
                ..
            } => (*started, table.as_str(), *game),
            Record::Command { .. } | Record::Result { .. } => {
                return Err("a journal starts with its game".to_owned());
            }
        };
        let path = journal::new_path(&self.dir.join("games"), started, table, tournament);
        self.journal = Some(Journal::create(&path, game).map_err(|e| e.to_string())?);
        Ok(())
    }

    fn reopen(&mut self, journal: &Path) -> Result<(), String> {
        self.journal = Some(Journal::reopen(journal).map_err(|e| e.to_string())?);
        Ok(())
    }

    fn append(&mut self, t: Ms, wall: DateTime<Local>, command: &Command) -> Result<(), String> {
        self.open()?
            .append(t, wall, command)
            .map_err(|e| e.to_string())
    }

    fn append_result(
        &mut self,
        _t: Ms,
        wall: DateTime<Local>,
        result: &ResultInput,
    ) -> Result<(), String> {
        self.open()?
            .append_result(wall, result)
            .map_err(|e| e.to_string())
    }

    fn beat(&mut self, t: Ms, wall: DateTime<Local>) -> Result<(), String> {
        let journal = self.open()?.path().to_owned();
        let beat = Heartbeat {
            v: journal::SCHEMA,
            journal,
            t,
            wall,
        };
        heartbeat::write(&self.dir, &beat).map_err(|e| e.to_string())
    }

    fn clear_beat(&mut self) -> Result<(), String> {
        heartbeat::clear(&self.dir).map_err(|e| e.to_string())
    }

    fn journal(&self) -> Option<&Path> {
        self.journal.as_ref().map(Journal::path)
    }
}

/// No storage at all (no data directory): every write says so, and the game
/// runs in memory.
#[derive(Debug, Default)]
pub struct Nowhere;

impl Storage for Nowhere {
    fn create(&mut self, _game: &Record) -> Result<(), String> {
        Err("no data directory".to_owned())
    }

    fn reopen(&mut self, _journal: &Path) -> Result<(), String> {
        Err("no data directory".to_owned())
    }

    fn append(&mut self, _t: Ms, _wall: DateTime<Local>, _command: &Command) -> Result<(), String> {
        Err("no data directory".to_owned())
    }

    fn append_result(
        &mut self,
        _t: Ms,
        _wall: DateTime<Local>,
        _result: &ResultInput,
    ) -> Result<(), String> {
        Err("no data directory".to_owned())
    }

    fn beat(&mut self, _t: Ms, _wall: DateTime<Local>) -> Result<(), String> {
        Err("no data directory".to_owned())
    }

    fn clear_beat(&mut self) -> Result<(), String> {
        Ok(())
    }

    fn journal(&self) -> Option<&Path> {
        None
    }
}
