//! What the hall shows of each table: its clock now (its card's, counted on
//! from when it was last heard: `card.rs`), and the alerts that bring the
//! jury.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::engine::{JuryCall, Ms, PhaseView, Running, StopReason, View};
use crate::journal;
use crate::lang::Lang;
use crate::report;
use crate::words;

use super::card::Card;
pub use super::device::tag as device_tag;
use super::store::Copy;
use crate::wire;

/// How long a table whose clock runs may stay silent before the hall alerts.
pub const SILENT_AFTER: Ms = 30_000;

/// Why the jury is wanted at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Alert {
    /// A side's chess clock ran out.
    Flag,
    /// The table stopped the clock for the jury, or the clock calls it (a
    /// nation out, the game over).
    Jury,
    /// The Prussian offensive option failed.
    OffensiveFailed,
    /// No line or heartbeat for [`SILENT_AFTER`] while a clock should run.
    Silent,
}

impl Alert {
    /// The alert's name as the API spells it (`offensive-failed`).
    pub fn code(self) -> &'static str {
        match self {
            Self::Flag => "flag",
            Self::Jury => "jury",
            Self::OffensiveFailed => "offensive-failed",
            Self::Silent => "silent",
        }
    }
}

/// One table as the hall's API gives it.
#[derive(Debug, Clone, Serialize)]
pub struct TableView {
    /// What a table reads of it (journal, table, started, finished): typed
    /// once for both sides in [`crate::wire`].
    #[serde(flatten)]
    pub listed: wire::Listed,
    /// The tournament game it is (round and table of the draw), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<wire::GameRef>,
    /// Whether the jury's result is in the table's journal.
    pub result_in: bool,
    /// Players by role (Frederick, Elisabeth, Maria Theresia, Pompadour).
    pub names: [String; 4],
    /// The ruleset's name.
    pub ruleset: String,
    /// Lines in the hall's copy.
    pub lines: usize,
    /// Milliseconds since the table was last heard.
    pub silent_ms: Ms,
    /// What calls the jury now.
    pub alerts: Vec<Alert>,
    /// The clock at the table's game time now.
    pub view: View,
    /// Whether the hall counts it as live, or why not ([`mark`]).
    pub live: Live,
    /// How many copies the hall holds of its tournament game (archived
    /// ones aside): more than one, and the live one says so.
    pub copies: usize,
    /// It names a tournament game that is not in the draw ([`mark`]).
    pub outside_draw: bool,
    /// A finished game whose result the jury confirmed: the hall view
    /// leaves it out unless the jury asks for the finished games.
    pub done: bool,
    /// When the hall first heard this copy (its own wall clock), if it
    /// knows: of two copies of one game, the one first heard last is live.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_heard: Option<String>,
    /// Heard within the quiet time (`--take-after`): a superseded copy
    /// still heard keeps its alerts on the hall view (two devices play the
    /// game: the jury must see both).
    pub heard_lately: bool,
    /// A short, stable tag of the device that writes the copy (never the
    /// device's id, which proves it to the hall): the jury tells two
    /// tablets apart by it.
    pub device: String,
}

/// Whether the hall counts a game as live (typed once for both sides).
pub use crate::wire::Live;

/// When the hall first heard a copy, then when its game started (only
/// for copies kept before the hall wrote down when it first heard them:
/// those rank below every copy it knows of), then its journal: the copy
/// ranked last of a game is its live one.
type Rank = (
    Option<chrono::DateTime<chrono::FixedOffset>>,
    Option<chrono::DateTime<chrono::FixedOffset>>,
    String,
);

/// A copy's rank among the copies of its game.
fn rank(t: &TableView) -> Rank {
    let at = |s: &str| chrono::DateTime::parse_from_rfc3339(s).ok();
    let heard = t.first_heard.as_deref().and_then(at);
    let started = if heard.is_some() {
        None
    } else {
        at(&t.listed.started)
    };
    (heard, started, t.listed.journal.clone())
}

/// Marks every table: archived (the jury's `archived` journals), or
/// superseded when the hall first heard another copy of its tournament
/// game, not archived, later (never by the table's own `started`, which a
/// device can set to anything); `outside_draw` where `in_draw` does not
/// know its game.
/// A finished game whose result is `confirmed` no longer calls the jury
/// (its result came by another way: the result form, a paper slip).
pub fn mark(
    tables: &mut [TableView],
    archived: &BTreeSet<String>,
    in_draw: impl Fn(wire::GameRef) -> bool,
    confirmed: impl Fn(wire::GameRef) -> bool,
) {
    let mut latest: BTreeMap<wire::GameRef, (Rank, String, Option<String>)> = BTreeMap::new();
    let mut copies: BTreeMap<wire::GameRef, usize> = BTreeMap::new();
    for t in tables.iter() {
        let Some(game) = t.game else { continue };
        if archived.contains(&t.listed.journal) {
            continue;
        }
        *copies.entry(game).or_default() += 1;
        let this = (rank(t), t.device.clone(), t.first_heard.clone());
        let newest = latest.entry(game).or_insert_with(|| this.clone());
        if this.0 > newest.0 {
            *newest = this;
        }
    }
    for t in tables.iter_mut() {
        t.done = t.listed.finished && t.game.is_some_and(&confirmed);
        if t.done {
            t.alerts.retain(|a| *a != Alert::Jury);
        }
        t.outside_draw = t.game.is_some_and(|g| !in_draw(g));
        t.copies = t.game.and_then(|g| copies.get(&g)).copied().unwrap_or(1);
        t.live = if archived.contains(&t.listed.journal) {
            Live::Archived
        } else {
            match t.game.and_then(|g| latest.get(&g)) {
                Some(((_, _, live), device, since)) if *live != t.listed.journal => {
                    Live::Superseded {
                        by: live.clone(),
                        device: device.clone(),
                        since: since.clone(),
                    }
                }
                _ => Live::Live,
            }
        };
    }
}

/// `GET /api/tables`: every table the hall holds.
#[derive(Debug, Clone, Serialize)]
pub struct Tables {
    /// The answer's version (1).
    pub v: u32,
    /// The tables.
    pub tables: Vec<TableView>,
}

/// One entry of a game's log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LogLine {
    /// The table's game time of the entry.
    pub at: Ms,
    /// The turn.
    pub turn: u32,
    /// What happened, in the asked language.
    pub what: String,
}

/// `GET /api/journals/{name}/log`: a game's log.
#[derive(Debug, Clone, Serialize)]
pub struct Log {
    /// The entries, oldest first.
    pub log: Vec<LogLine>,
}

/// The table of a copy, by its card, at the hall's instant `now`.
pub fn table(journal: &str, card: &Card, now: Ms) -> TableView {
    let view = card.view(now);
    let silent_ms = card.silent_ms(now);
    let finished = view.phase == PhaseView::GameOver;
    let mut alerts = Vec::new();
    match view.call_jury {
        Some(JuryCall::OutOfTime { .. }) => alerts.push(Alert::Flag),
        Some(JuryCall::OffensiveFailed) => alerts.push(Alert::OffensiveFailed),
        Some(JuryCall::NationOut { .. }) => alerts.push(Alert::Jury),
        // The game is over: the jury is wanted until its result is in.
        Some(JuryCall::GameOver) if !card.result_in => alerts.push(Alert::Jury),
        Some(JuryCall::GameOver) => {}
        None => {}
    }
    if view.out_of_time.is_some() && !alerts.contains(&Alert::Flag) {
        alerts.push(Alert::Flag);
    }
    if view.stopped == Some(StopReason::Jury) && !alerts.contains(&Alert::Jury) {
        alerts.push(Alert::Jury);
    }
    if !finished && view.running != Running::Nothing && silent_ms >= SILENT_AFTER {
        alerts.push(Alert::Silent);
    }
    let about = &card.about;
    TableView {
        listed: wire::Listed {
            journal: journal.to_owned(),
            table: about.table.clone(),
            started: about.started.clone(),
            finished,
            live: None,
        },
        game: about.game,
        result_in: card.result_in,
        names: about.names.clone(),
        ruleset: about.ruleset.clone(),
        lines: card.lines,
        silent_ms,
        alerts,
        view,
        live: Live::Live,
        copies: 1,
        outside_draw: false,
        done: false,
        first_heard: card.first_heard.clone(),
        heard_lately: silent_ms < super::store::QUIET,
        device: card.device.clone(),
    }
}

/// The game's log, as the jury view lists it: time, turn, what happened (in
/// `lang`).
pub fn log(copy: &Copy, lang: Lang) -> Vec<LogLine> {
    copy.engine
        .log()
        .iter()
        .map(|entry| LogLine {
            at: entry.at,
            turn: entry.turn,
            what: words::logged(lang, &entry.what),
        })
        .collect()
}

/// Every tournament game's clock in `store`, by journal name (what its
/// card keeps: `Card::clock_result`).
pub fn clocks<D: crate::disk::Disk>(
    store: &super::store::Store<D>,
) -> std::collections::BTreeMap<String, crate::scoring::ResultInput> {
    store
        .cards()
        .into_iter()
        .filter(|(_, card)| card.game().is_some())
        .map(|(name, card)| (name, card.clock_result()))
        .collect()
}

/// The game's report sheet (HTML) in `lang`, as the clock knows it at `now`.
pub fn report_html(copy: &Copy, now: Ms, lang: Lang) -> Result<String, String> {
    // From the copy's lines (its file's whole lines), not the file again.
    let read =
        journal::read_bytes(copy.path(), copy.text().as_bytes()).map_err(|e| e.to_string())?;
    let sheet = report::of_journal(&read, Some(copy.table_time(now)));
    Ok(report::html::html(&sheet, lang))
}
