//! A game's journal copied to the tournament hall: a [`Storage`] that, after
//! each durable write of the storage it wraps, tells a [`Courier`] the journal
//! has grown (or the game is alive). The courier ships in the background; the
//! game never waits for the hall.

use std::path::Path;
use std::sync::Arc;

use chrono::{DateTime, Local};

use crate::engine::{Command, Ms};
use crate::journal::Record;
use crate::scoring::ResultInput;

use super::storage::Storage;

/// How the hall link stands, for the small mark on the table's screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HallStatus {
    /// No line sent yet.
    Connecting,
    /// Every line written is in the hall.
    Online,
    /// The hall cannot be reached: the lines wait and go when it is back.
    Offline,
    /// The hall refuses this table's lines, and why (a wrong key, say): its
    /// code and details, which the table words in its own language.
    Refused(Box<crate::wire::Refused>),
    /// What answered is not the hall as it should be (a proxy's page, a
    /// certificate not the hall's authority's): what it said, as it came.
    Odd(String),
    /// The game was moved to another device: nothing more is sent from here.
    Moved,
}

/// Carries a journal's new lines to the hall.
pub trait Courier {
    /// `journal` was begun or reopened (a new or recovered game, perhaps one
    /// just taken back from the hall): shipping starts again from its line 1.
    fn opened(&self, journal: &Path);
    /// `journal` was written (it is on disk) and the game is at game time `t`.
    fn written(&self, journal: &Path, t: Ms);
    /// How the link stands now.
    fn status(&self) -> HallStatus;
}

/// A storage whose journal is also shipped to the hall.
pub struct Shipped<S> {
    inner: S,
    courier: Arc<dyn Courier>,
}

impl<S: Storage> Shipped<S> {
    /// `inner`, with each write announced to `courier`.
    pub fn new(inner: S, courier: Arc<dyn Courier>) -> Self {
        Self { inner, courier }
    }

    fn tell(&self, t: Ms) {
        if let Some(journal) = self.inner.journal() {
            self.courier.written(journal, t);
        }
    }
}

impl<S: Storage> Storage for Shipped<S> {
    fn create(&mut self, game: &Record) -> Result<(), String> {
        self.inner.create(game)?;
        if let Some(journal) = self.inner.journal() {
            self.courier.opened(journal);
        }
        Ok(())
    }

    fn reopen(&mut self, journal: &Path) -> Result<(), String> {
        self.inner.reopen(journal)?;
        self.courier.opened(journal);
        Ok(())
    }

    fn append(&mut self, t: Ms, wall: DateTime<Local>, command: &Command) -> Result<(), String> {
        self.inner.append(t, wall, command)?;
        self.tell(t);
        Ok(())
    }

    fn append_result(
        &mut self,
        t: Ms,
        wall: DateTime<Local>,
        result: &ResultInput,
    ) -> Result<(), String> {
        self.inner.append_result(t, wall, result)?;
        self.tell(t);
        Ok(())
    }

    fn beat(&mut self, t: Ms, wall: DateTime<Local>) -> Result<(), String> {
        self.inner.beat(t, wall)?;
        self.tell(t);
        Ok(())
    }

    fn clear_beat(&mut self) -> Result<(), String> {
        self.inner.clear_beat()
    }

    fn journal(&self) -> Option<&Path> {
        self.inner.journal()
    }
}
