//! What the hall takes in from the tables, its core under the routes: a
//! push checked against the game's report limit, stored (fsync) and heard by
//! the tournament, the site told when a game's result came in; a game taken
//! over by another device. Each returns a typed outcome or the store's
//! `Refusal`; the routes (`server.rs`) only decode, check who asks and
//! encode. Both block (they fsync): the routes call them off the async
//! threads.

use chrono::Local;

use super::own_games::journal_game;
use super::shared::Hall;
use super::store::{self, Push, Refusal};
use crate::engine::Ms;
use crate::wire;

impl Hall {
    /// Stores `push` into journal `name` at the hall's `now`: the next line
    /// the hall expects. A result line naming a tournament game is reported
    /// to the jury (one that cannot be yet is on a later push or restart).
    pub fn push(&self, name: &str, push: &Push, now: Ms) -> Result<wire::Stored, Refusal> {
        if self.reports_full(name, push) {
            return Err(Refusal::TooMany(store::Limit::Reports));
        }
        let next = self.store.push(name, push, now)?;
        if let Some(copy) = self.store.get(name) {
            match self.office.hear(name, &copy, Local::now()) {
                // A game ended: its time joins the published charts.
                Ok(heard) if heard > 0 => self.changed(),
                Ok(_) => {}
                Err(e) => log::debug!("{name}: result not reported yet: {e}"),
            }
        }
        Ok(wire::Stored { next })
    }

    /// Whether `push` brings a new result line for a tournament game that
    /// has [`store::MAX_REPORTS`] reports already: refused before anything
    /// is stored.
    fn reports_full(&self, name: &str, push: &Push) -> bool {
        let Some(game) = journal_game(self, name, Some(push)).0 else {
            return false;
        };
        let held = self
            .store
            .get(name)
            .map_or(0, |c| store::lock(&c).lines.len());
        let new_result = push.lines.iter().enumerate().any(|(i, line)| {
            let result = serde_json::from_str::<crate::journal::Record>(line);
            push.from + i > held && matches!(result, Ok(crate::journal::Record::Result { .. }))
        });
        let t = self.office.tournament();
        let heard = t.results.get(&game).map_or(0, |o| o.reports.len());
        new_result && heard >= store::MAX_REPORTS
    }

    /// Moves journal `name` to `device` at the hall's `now`: the journal's
    /// text and the table's game time when the old device was last heard
    /// (the new device's heartbeat, so its recovery screen shows the outage
    /// since then).
    pub fn take(&self, name: &str, device: &str, now: Ms) -> Result<wire::Taken, Refusal> {
        let journal = self.store.take(name, device, now, self.quiet)?;
        let copy = self.store.get(name).ok_or(Refusal::Unknown)?;
        let copy = store::lock(&copy);
        let silent_ms = copy.heard.map_or(0, |(_, at)| now.saturating_sub(at));
        Ok(wire::Taken {
            journal,
            t: copy.table_time(now).saturating_sub(silent_ms),
            silent_ms,
        })
    }
}
