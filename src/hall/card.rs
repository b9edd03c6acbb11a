//! What the hall keeps of each copy for its card: the table's clock as it
//! stood at its last line ([`Standing`]), when the hall last heard the
//! table, and what its game line says. Made again each time a push is
//! stored (`Store::push`), and read by the hall view's cards, `GET
//! /api/tables` and the Results tab without touching the copy: no engine
//! copied with its undo and log, no game replayed, no wait for a push
//! whose line is being written. The clock now is the standing read at the
//! table's time now (counted on from when it was last heard).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::engine::{Ms, PhaseView, Standing, View};
use crate::journal::Record;
use crate::report::{self, Header, across::Played};
use crate::scoring::ResultInput;
use crate::wire::GameRef;

use super::copy::{Copy, table_time};
use super::device;

/// What a copy's game line says, as a card shows it (it never changes).
#[derive(Debug, Default)]
pub struct About {
    /// The table's number or name.
    pub table: String,
    /// The tournament game it is, if any.
    pub game: Option<GameRef>,
    /// Players by role.
    pub names: [String; 4],
    /// The ruleset's name.
    pub ruleset: String,
    /// When the game was set up (RFC 3339).
    pub started: String,
}

impl About {
    /// What `game`, a journal's game line, says.
    fn of(game: &Record) -> Self {
        match game {
            Record::Game {
                table,
                game,
                names,
                ruleset,
                started,
                ..
            } => Self {
                table: table.clone(),
                game: *game,
                names: names.clone(),
                ruleset: ruleset.name.clone(),
                started: started.to_rfc3339(),
            },
            Record::Command { .. } | Record::Result { .. } => Self::default(),
        }
    }
}

/// One copy's card, as of its last push.
#[derive(Debug, Clone)]
pub struct Card {
    /// What its game line says.
    pub about: Arc<About>,
    /// The clock at the copy's last line.
    standing: Standing,
    /// The table's last game time and the hall's instant it was heard.
    heard: Option<(Ms, Ms)>,
    /// Whether a result is in the journal.
    pub result_in: bool,
    /// Lines in the copy.
    pub lines: usize,
    /// When the hall first heard the copy (RFC 3339), if it knows.
    pub first_heard: Option<String>,
    /// The tag of the device that writes it ([`device::tag`]).
    pub device: String,
}

impl Card {
    /// The card of `copy` as it is now; what never changes is taken from
    /// its card `before`, if any.
    pub fn of(copy: &Copy, before: Option<&Card>) -> Self {
        let about =
            before.map_or_else(|| Arc::new(About::of(&copy.game)), |b| Arc::clone(&b.about));
        Self {
            about,
            standing: copy.engine.standing(),
            heard: copy.heard,
            result_in: !copy.results.is_empty(),
            lines: copy.lines.len(),
            first_heard: copy.first_heard.map(|at| at.to_rfc3339()),
            device: device::tag(&copy.device),
        }
    }

    /// The tournament game it is, if any.
    pub fn game(&self) -> Option<GameRef> {
        self.about.game
    }

    /// Milliseconds from when the table was last heard to the hall's `now`.
    pub fn silent_ms(&self, now: Ms) -> Ms {
        self.heard.map_or(0, |(_, at)| now.saturating_sub(at))
    }

    /// The table's clock at the hall's instant `now`: at the table's game
    /// time then, every deadline up to it handled (a flag, a stopwatch
    /// expired), as a replay of the whole copy would show it.
    pub fn view(&self, now: Ms) -> View {
        self.standing.view(self.table_time(now))
    }

    /// The table's game time at the hall's instant `now`.
    pub fn table_time(&self, now: Ms) -> Ms {
        table_time(self.heard, self.standing.since(), now)
    }

    /// Its rows of where the time went at the hall's `now`, and the stage
    /// being played.
    pub fn played(&self, now: Ms) -> Played {
        let t = self.table_time(now);
        let view = self.standing.view(t);
        let over = view.phase == PhaseView::GameOver;
        Played {
            rows: self.standing.time_series(t),
            playing: view.active_nation.filter(|_| !over),
        }
    }

    /// What the table's clock knows of its game as a result
    /// (`report::prefill`), to hold a reported result against.
    pub fn clock_result(&self) -> ResultInput {
        let header = Header {
            table: String::new(),
            game: None,
            players: BTreeMap::new(),
            ruleset: String::new(),
            started: None,
            setup_left: None,
            ended: None,
        };
        report::prefill_standing(&self.standing, &header)
    }
}

/// Every copy's card by its journal name.
#[derive(Debug, Default)]
pub struct Cards(Mutex<BTreeMap<String, Arc<Card>>>);

impl Cards {
    fn lock(&self) -> MutexGuard<'_, BTreeMap<String, Arc<Card>>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Keeps journal `name`'s card as `copy` is now. The caller holds the
    /// copy's lock, so two pushes of one copy keep their cards in order.
    pub fn keep(&self, name: &str, copy: &Copy) {
        let before = self.get(name);
        let card = Card::of(copy, before.as_deref());
        self.lock().insert(name.to_owned(), Arc::new(card));
    }

    /// Journal `name`'s card.
    pub fn get(&self, name: &str) -> Option<Arc<Card>> {
        self.lock().get(name).cloned()
    }

    /// Every card, by journal name.
    pub fn all(&self) -> Vec<(String, Arc<Card>)> {
        self.lock()
            .iter()
            .map(|(name, card)| (name.clone(), Arc::clone(card)))
            .collect()
    }
}

#[cfg(test)]
#[path = "card_tests.rs"]
mod tests;
