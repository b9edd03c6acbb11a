//! A game's results as the tournament keeps them: every report a table's
//! journal brought (which journal, when the table saved it, the result),
//! the result the jury confirmed, and the corrections with their reasons.
//! Which reports differ from each other or from the confirmed result is
//! decided here ([`Outcome::conflict`]), so that nothing a table reported
//! is ever replaced silently: reports that differ wait for the jury to pick
//! one, and a re-entry after the confirmation that differs from it waits
//! for the jury to keep the confirmed result or replace it (with a reason).

use std::collections::BTreeMap;

use chrono::{DateTime, Local};

use crate::scoring::ResultInput;

/// One report of a game: a result line of a table's journal.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The table's journal in the hall (one device's copy of the game).
    pub journal: String,
    /// When the table saved it (its result line's wall stamp; for a report
    /// written before the stamp was kept, when the hall heard it).
    pub at: DateTime<Local>,
    /// The result.
    pub result: ResultInput,
}

/// A confirmation that came with a reason, as the results sheet lists it:
/// a correction of the result confirmed before, or a first confirmation
/// the jury gave a reason for (its clock disagreed).
#[derive(Debug, Clone, PartialEq)]
pub struct Correction {
    /// When the jury wrote it.
    pub wall: DateTime<Local>,
    /// Why.
    pub reason: String,
    /// Who of the jury, as he signed; none when not given.
    pub by: Option<String>,
    /// The result it replaced; none for a first confirmation.
    pub before: Option<ResultInput>,
    /// The result confirmed.
    pub after: ResultInput,
}

/// A result as the hall has it: reported by tables, confirmed by the jury.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Outcome {
    /// The last result a table reported, and its journal (the newest of
    /// [`Outcome::reports`]).
    pub reported: Option<(String, ResultInput)>,
    /// Every report, in the order the hall heard them (report 1 first).
    pub reports: Vec<Report>,
    /// The result that counts, once confirmed.
    pub confirmed: Option<ResultInput>,
    /// The corrections after the first confirmation, and a first
    /// confirmation given with a reason: when, why, by whom, from what.
    pub corrections: Vec<Correction>,
    /// A table reported after the last confirmation (the jury has not
    /// looked at that report yet).
    pub reported_since: bool,
    /// How many reports there were at the last confirmation: those after
    /// it are re-entries the jury has not decided on.
    pub seen: usize,
}

/// Why a game's reports wait for the jury.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Conflict {
    /// Nothing confirmed yet, and the reports do not all say the same: the
    /// jury picks one (or enters its own).
    Differ,
    /// A table reported again after the confirmation, and its result
    /// differs from the confirmed one: the jury keeps the confirmed result
    /// or replaces it with that report (a correction, with a reason).
    ReEntry,
}

/// The facts of a result that count: everything but the table's name and
/// the players' names it may carry (two devices of one game can write
/// those differently).
fn facts(r: &ResultInput) -> ResultInput {
    ResultInput {
        table: None,
        players: BTreeMap::new(),
        agreed: None,
        ..r.clone()
    }
}

/// Whether two results say the same (their names, and who agreed to them
/// at the table, aside: a table that saves again once both sides agree
/// reports no other game).
pub fn same(a: &ResultInput, b: &ResultInput) -> bool {
    facts(a) == facts(b)
}

impl Outcome {
    /// Takes a report in.
    pub fn report(&mut self, report: Report) {
        self.reported = Some((report.journal.clone(), report.result.clone()));
        self.reported_since = self.confirmed.is_some();
        self.reports.push(report);
    }

    /// Takes the jury's confirmed result in: every report up to now is
    /// seen. A result the same as the one confirmed keeps it (no
    /// correction); another, after a first one, is a correction with its
    /// `reason` at `wall`, signed `by`; a first one with a reason is kept
    /// with it too.
    pub fn confirm(
        &mut self,
        result: &ResultInput,
        (reason, by): (&str, Option<&str>),
        wall: DateTime<Local>,
    ) {
        let changed = self.confirmed.as_ref().is_some_and(|c| c != result);
        let first = self.confirmed.is_none() && !reason.is_empty();
        if changed || first {
            self.corrections.push(Correction {
                wall,
                reason: reason.to_owned(),
                by: by.map(str::to_owned),
                before: self.confirmed.clone(),
                after: result.clone(),
            });
        }
        self.confirmed = Some(result.clone());
        self.reported_since = false;
        self.seen = self.reports.len();
    }

    /// The reports (their indices, from 0) the jury has to decide on: with
    /// nothing confirmed, every report when they do not all say the same;
    /// after a confirmation, the later reports that differ from it.
    pub fn open(&self) -> Vec<usize> {
        match &self.confirmed {
            None => {
                let differ = self
                    .reports
                    .iter()
                    .skip(1)
                    .any(|r| !same(&r.result, &self.reports[0].result));
                if differ {
                    (0..self.reports.len()).collect()
                } else {
                    Vec::new()
                }
            }
            Some(confirmed) => (self.seen..self.reports.len())
                .filter(|i| !same(&self.reports[*i].result, confirmed))
                .collect(),
        }
    }

    /// Why the reports wait for the jury, if they do.
    pub fn conflict(&self) -> Option<Conflict> {
        if self.open().is_empty() {
            None
        } else if self.confirmed.is_some() {
            Some(Conflict::ReEntry)
        } else {
            Some(Conflict::Differ)
        }
    }

    /// The first report before report `i` (indices from 0) that says the
    /// same, if any: the page says "the same as report 1".
    pub fn same_as(&self, i: usize) -> Option<usize> {
        let this = &self.reports.get(i)?.result;
        self.reports
            .iter()
            .take(i)
            .position(|r| same(&r.result, this))
    }

    /// Whether report `i` says what the confirmed result says.
    pub fn is_confirmed(&self, i: usize) -> bool {
        match (&self.confirmed, self.reports.get(i)) {
            (Some(c), Some(r)) => same(c, &r.result),
            _ => false,
        }
    }
}

#[cfg(test)]
#[path = "reports_tests.rs"]
mod tests;
