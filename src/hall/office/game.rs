//! One game as the jury's pages read it (`GET /api/tournament`'s rounds
//! and final): its players, the result that counts, every report a table
//! brought with its journal and time, which of them wait for the jury
//! (`tournament::reports`), the corrections, the scores and what its Cards
//! of Fate leave unknown. Data only: the pages word it.

use chrono::{DateTime, Local};
use serde::Serialize;

use crate::engine::{Preset, Role};
use crate::scoring::{Points, ResultInput};
use crate::tournament::book::{Conflict, Outcome, Tournament};
pub use crate::tournament::closing::FateGap;
use crate::tournament::closing::fate_gap;
use crate::tournament::standings::tally::sheet;
use crate::tournament::{GameRef, PlayerNo};

/// A game's state in the hall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// No result from the table, none confirmed.
    Missing,
    /// A table reported a result; the jury has not confirmed it.
    Reported,
    /// The jury confirmed a result: it counts.
    Confirmed,
}

/// A correction of a confirmed result: when, and why.
#[derive(Debug, Clone, Serialize)]
pub struct Correction {
    /// When it was made (RFC 3339).
    pub wall: String,
    /// The jury's reason.
    pub reason: String,
    /// Who of the jury signed it.
    pub by: Option<String>,
    /// A correction of an earlier confirmation (else a first confirmation
    /// with a reason).
    pub corrected: bool,
}

/// One report of a game, as the Results tab shows it beside the others.
#[derive(Debug, Clone, Serialize)]
pub struct ReportView {
    /// Its number, from 1, in the order the hall heard the reports: what
    /// a confirmation names (`{"report": 2}`).
    pub n: u32,
    /// The table's journal in the hall (one device's copy of the game).
    pub journal: String,
    /// When the table saved it.
    pub at: DateTime<Local>,
    /// The result.
    pub result: ResultInput,
    /// The number of an earlier report that says the same, if any.
    pub same_as: Option<u32>,
    /// It says what the confirmed result says.
    pub confirmed: bool,
    /// It came after the last confirmation.
    pub since: bool,
    /// The jury has to decide on it (`conflict`).
    pub open: bool,
    /// Its scores by role, when it validates.
    pub scores: Option<[Points; 4]>,
}

/// One game of the draw (or the final) with its results.
#[derive(Debug, Clone, Serialize)]
pub struct GameView {
    /// The game.
    #[serde(flatten)]
    pub game: GameRef,
    /// Its players by role.
    pub players: [PlayerNo; 4],
    /// Missing, reported or confirmed.
    pub status: Status,
    /// The table's journal in the hall that reported last.
    pub journal: Option<String>,
    /// The last result a table reported.
    pub reported: Option<ResultInput>,
    /// The result that counts.
    pub confirmed: Option<ResultInput>,
    /// A table saved another result after the jury confirmed: its report
    /// differs from the confirmed result, and no confirmation came since.
    pub differs: bool,
    /// Every report, in the order heard.
    pub reports: Vec<ReportView>,
    /// Why the reports wait for the jury: `differ` (nothing confirmed, the
    /// reports do not agree) or `re-entry` (a later report differs from the
    /// confirmed result); none when nothing waits.
    pub conflict: Option<Conflict>,
    /// The corrections after the first confirmation, and a first
    /// confirmation given with a reason (`corrected` false).
    pub corrections: Vec<Correction>,
    /// The scores by role of the confirmed result (else the reported one),
    /// when it validates.
    pub scores: Option<[Points; 4]>,
    /// That result's Cards of Fate do not give Frederick's sTCC (a
    /// qualifying game whose result validates; the final has none).
    pub fate: Option<FateGap>,
}

/// A report's number as shown, from its index.
fn number(i: usize) -> u32 {
    u32::try_from(i + 1).unwrap_or(u32::MAX)
}

/// The scores by role `result` gives under `scheme` (its own `ruleset`
/// first), when it validates.
fn scores_of(result: &ResultInput, scheme: Preset) -> Option<[Points; 4]> {
    let sheet = sheet(result, scheme)?;
    Some(Role::ALL.map(|role| sheet.role(role).map_or(Points::default(), |r| r.total)))
}

fn reports(o: &Outcome, scheme: Preset) -> Vec<ReportView> {
    let open = o.open();
    o.reports
        .iter()
        .enumerate()
        .map(|(i, r)| ReportView {
            n: number(i),
            journal: r.journal.clone(),
            at: r.at,
            result: r.result.clone(),
            same_as: o.same_as(i).map(number),
            confirmed: o.is_confirmed(i),
            since: o.confirmed.is_some() && i >= o.seen,
            open: open.contains(&i),
            scores: scores_of(&r.result, scheme),
        })
        .collect()
}

/// The game `game` of `t`, its players by role.
pub fn game_view(t: &Tournament, game: GameRef, players: [PlayerNo; 4]) -> GameView {
    let outcome: Option<&Outcome> = t.results.get(&game);
    let reported = outcome.and_then(|o| o.reported.as_ref());
    let confirmed = outcome.and_then(|o| o.confirmed.clone());
    let status = match (&confirmed, reported) {
        (Some(_), _) => Status::Confirmed,
        (None, Some(_)) => Status::Reported,
        (None, None) => Status::Missing,
    };
    let conflict = outcome.and_then(Outcome::conflict);
    let differs = conflict == Some(Conflict::ReEntry);
    let shown = confirmed.as_ref().or(reported.map(|(_, r)| r));
    let scores = shown.and_then(|r| scores_of(r, t.scheme));
    let fate = match shown {
        Some(r) if !game.is_final() => fate_gap(r, t.scheme),
        _ => None,
    };
    GameView {
        game,
        players,
        status,
        journal: reported.map(|(j, _)| j.clone()),
        reported: reported.map(|(_, r)| r.clone()),
        confirmed,
        differs,
        reports: outcome.map(|o| reports(o, t.scheme)).unwrap_or_default(),
        conflict,
        corrections: outcome
            .map(|o| {
                o.corrections
                    .iter()
                    .map(|c| Correction {
                        wall: c.wall.to_rfc3339(),
                        reason: c.reason.clone(),
                        by: c.by.clone(),
                        corrected: c.before.is_some(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        scores,
        fate,
    }
}
