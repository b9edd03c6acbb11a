//! A confirmation held against the game's own clock: the result about to
//! be confirmed beside what the table's journal knows (`scoring::clock`).
//! A difference is not a refusal of the result: the jury confirms it with a
//! reason (kept with the confirmation), or mends the result. Pure: the
//! shell passes each journal's clock in.

use std::collections::BTreeMap;

use super::book::{Entry, Refusal, Tournament};
use super::decisions::Pick;
use crate::scoring::ResultInput;
use crate::scoring::clock::{Difference, differences};
use crate::wire::GameRef;

impl Tournament {
    /// The journal whose clock a pick of `game` is held against: the
    /// report taken, else the latest report; none for the jury's own
    /// result or a kept one.
    pub fn clock_journal(&self, game: GameRef, pick: &Pick) -> Option<String> {
        let outcome = self.results.get(&game)?;
        match pick {
            Pick::Report(n) => {
                let at = usize::try_from(*n).ok()?.checked_sub(1)?;
                outcome.reports.get(at).map(|r| r.journal.clone())
            }
            Pick::Reported => outcome.reported.as_ref().map(|(j, _)| j.clone()),
            Pick::Given(_) | Pick::Keep => None,
        }
    }

    /// Whether `entries` (a pick of `game`) may be written beside `clock`
    /// (what the game's journal knows, as `report::prefill` says it): a
    /// confirmation that disagrees with its clock needs a reason.
    pub fn held_against_clock(
        &self,
        game: GameRef,
        entries: &[Entry],
        clock: Option<&ResultInput>,
    ) -> Result<(), Refusal> {
        let Some(clock) = clock else {
            return Ok(());
        };
        for entry in entries {
            if let Entry::Confirmed {
                game: g,
                result,
                reason,
                ..
            } = entry
                && *g == game
            {
                let found: Vec<Difference> = differences(result, clock);
                if !found.is_empty() && reason.as_deref().is_none_or(|r| r.trim().is_empty()) {
                    return Err(Refusal::ClockDiffers {
                        game,
                        differences: found,
                    });
                }
            }
        }
        Ok(())
    }

    /// Where each game's result (the confirmed one, else the latest
    /// report) disagrees with its clock, for the games whose journal's
    /// clock `clocks` holds (by journal name).
    pub fn clock_differences(
        &self,
        clocks: &BTreeMap<String, ResultInput>,
    ) -> BTreeMap<GameRef, Vec<Difference>> {
        self.results
            .iter()
            .filter_map(|(game, outcome)| {
                let (journal, reported) = outcome.reported.as_ref()?;
                let shown = outcome.confirmed.as_ref().unwrap_or(reported);
                let found = differences(shown, clocks.get(journal)?);
                (!found.is_empty()).then_some((*game, found))
            })
            .collect()
    }
}
