//! The hall view's cards: every table the hall holds, one card each (its
//! clocks, what runs, what calls the jury), drawn as an HTML fragment by
//! [`cards`] for the page to swap in (`GET /hall/cards`). Times in the
//! table's own format (`crate::format`), words in the reader's language.

use maud::{Markup, html};

use crate::engine::{BudgetView, PhaseView, Running, Side, View};
use crate::format;
use crate::hall::shared::in_address;
use crate::lang::Lang;
use crate::words::text::{self, T};

use super::super::board::{Alert, Live, TableView};
use crate::hall::wrong_keys::Burst;
use crate::words::jury::{J, fill};

/// The order of the cards: games being played first, then those
/// finished, then the superseded copies; each a tournament's by round
/// (the final last) and table, then by the table's number or name.
fn order(t: &TableView) -> (bool, bool, u8, Option<u64>, String) {
    let round = t.game.map_or(0, |g| if g.is_final() { 9 } else { g.round });
    let table = t.listed.table.trim();
    (
        t.live != Live::Live,
        t.listed.finished,
        round,
        table.parse().ok(),
        table.to_owned(),
    )
}

/// The button that archives a game (`archive`) or restores it.
pub fn archive_button(journal: &str, archive: bool, lang: Lang) -> Markup {
    let (words, value) = if archive {
        (J::Archive, "true")
    } else {
        (J::Restore, "false")
    };
    html! {
        button.archive type="button" data-archive=(journal) data-archived=(value) { (words.get(lang)) }
    }
}

/// A card's heading: "Round 2, table 5", "Final", or "Table 5" for a game
/// outside the draw.
pub fn title(t: &TableView, lang: Lang) -> String {
    match t.game {
        Some(game) => text::tournament_game(lang, game),
        None if t.listed.table.trim().is_empty() => format!("{} —", T::Table.get(lang)),
        None => format!("{} {}", T::Table.get(lang), t.listed.table),
    }
}

/// An alert in words: "JURY CALLED", "SILENT 34 s".
fn alert(a: Alert, silent_ms: crate::engine::Ms, lang: Lang) -> String {
    match a {
        Alert::Flag => T::AlertFlag.get(lang).to_owned(),
        Alert::Jury => T::AlertJury.get(lang).to_owned(),
        Alert::OffensiveFailed => T::AlertOffensiveFailed.get(lang).to_owned(),
        Alert::Silent => format!(
            "{} {}",
            T::AlertSilent.get(lang),
            format::stretch(silent_ms)
        ),
    }
}

/// What runs now: "▶ Frederick clock", "▶ Stopwatch Sweden", or "nothing
/// runs".
fn running(v: &View, lang: Lang) -> String {
    match v.running {
        Running::ChessClock { side } => {
            format!("▶ {}", crate::words::clock_name(lang, side))
        }
        Running::StageStopwatch { nation } => {
            format!(
                "▶ {} {}",
                T::Stopwatch.get(lang),
                text::nation(lang, nation)
            )
        }
        Running::RetreatTimer { side } => {
            format!("▶ {} {}", T::Retreat.get(lang), text::side(lang, side))
        }
        Running::CountUp { side } => {
            format!("▶ {} {}", T::Conquest.get(lang), text::side(lang, side))
        }
        Running::Nothing => T::NothingRuns.get(lang).to_owned(),
    }
}

/// The stage's stopwatch: "Stopwatch 42 s / 60 s".
fn budget(b: &BudgetView, lang: Lang) -> String {
    format!(
        "{} {} s / {} s",
        T::Stopwatch.get(lang),
        format::seconds(b.left),
        format::seconds(b.base + b.carried)
    )
}

/// Where the game stands: the phase or the stage, its stopwatch, a retreat
/// timer, a stopped clock, the dealing.
fn stands(v: &View, lang: Lang) -> String {
    let mut parts = Vec::new();
    match (v.phase, v.active_nation) {
        (PhaseView::GameOver, _) => parts.push(T::GameOver.get(lang).to_owned()),
        (PhaseView::BetweenTurns, _) => parts.push(T::BetweenTurns.get(lang).to_owned()),
        (PhaseView::Stage, Some(nation)) => parts.push(format!(
            "{} — {}",
            text::nation(lang, nation),
            T::ActionStage.get(lang)
        )),
        (PhaseView::Stage, None) => {}
    }
    if let Some(b) = &v.stage_budget {
        parts.push(budget(b, lang));
    }
    if let Some(r) = &v.retreat
        && let Some(left) = r.timer_left
    {
        parts.push(format!(
            "{} {} {} s",
            T::Retreat.get(lang),
            text::side(lang, r.chooser),
            format::seconds(left)
        ));
    }
    if let Some(reason) = v.stopped {
        parts.push(format!(
            "{} ({})",
            T::ClockStopped.get(lang),
            text::stop(lang, reason)
        ));
    }
    if v.dealing {
        parts.push(T::Dealing.get(lang).to_owned());
    }
    parts.join(" · ")
}

/// One side's clock on a card: its name, and the time left as the table
/// shows it.
fn clock(v: &View, side: Side, lang: Lang) -> Markup {
    let c = v.clock(side);
    html! {
        div.clock.run[c.running].sw[c.on_stopwatch] {
            div.who {
                (text::side(lang, side))
                @if c.on_stopwatch { " · " (T::Stopwatch.get(lang)) }
            }
            div.t { (format::clock(c.remaining)) }
        }
    }
}

/// One table's card.
fn card(t: &TableView, lang: Lang) -> Markup {
    let v = &t.view;
    let names: Vec<&str> = t
        .names
        .iter()
        .map(String::as_str)
        .filter(|n| !n.trim().is_empty())
        .collect();
    let alerts: Vec<String> = t
        .alerts
        .iter()
        .map(|a| alert(*a, t.silent_ms, lang))
        .collect();
    let superseded = match &t.live {
        Live::Superseded { by, device, since } => Some((by.as_str(), device.as_str(), since)),
        Live::Live | Live::Archived | Live::Other => None,
    };
    let dismissable =
        superseded.is_some() || t.listed.finished || t.alerts.contains(&Alert::Silent);
    html! {
        div.card.alert[!t.alerts.is_empty() && sounding(t)].over[t.listed.finished]
            .superseded[superseded.is_some()]
            data-journal=(t.listed.journal) {
            div.top {
                // The card opens with a click anywhere, and by keyboard
                // here: a link to the hall view with this table open.
                a.open href={ "/hall?lang=" (lang.code()) "&open=" (in_address(&t.listed.journal)) } { (title(t, lang)) }
                span { (T::Turn.get(lang)) " " (v.turn) }
            }
            div.names { @if names.is_empty() { (maud::PreEscaped("&nbsp;")) } @else { (names.join(" · ")) } }
            div.clocks { (clock(v, Side::Frederick, lang)) (clock(v, Side::Attackers, lang)) }
            div.line { (stands(v, lang)) }
            div.line { (running(v, lang)) }
            div.alerts { (alerts.join(" · ")) }
            @if t.listed.finished && t.result_in {
                div.line { (T::HallResultIn.get(lang)) }
            }
            @if t.outside_draw { div.line.mark.outside { "⚠ " (J::NotInDraw.get(lang)) } }
            @if let Some((by, device, since)) = superseded {
                div.line.mark { (fill(lang, J::SupersededBy, &[("journal", by)])) }
                div.line.mark {
                    (fill(lang, J::SupersededDevice, &[("device", device), ("since", &heard_at(since.as_deref()))]))
                }
            } @else if t.copies > 1 {
                div.line.mark.live-copy { (fill(lang, J::LiveCopy, &[("count", &t.copies.to_string())])) }
            }
            @if dismissable { div.line { (archive_button(&t.listed.journal, true, lang)) } }
        }
    }
}

/// Whether a card's alerts call the jury: the live copy's, and a
/// superseded copy's still heard (two devices play one game).
fn sounding(t: &TableView) -> bool {
    t.live == Live::Live || (matches!(t.live, Live::Superseded { .. }) && t.heard_lately)
}

/// When the hall first heard a copy, as the jury reads it (`14:02`), or
/// `?` for a copy kept before the hall wrote it down.
fn heard_at(since: Option<&str>) -> String {
    since
        .and_then(crate::format::hour_minute)
        .unwrap_or_else(|| "?".to_owned())
}

/// The count of the header: "Tables: 8 live · 16 finished and confirmed ·
/// 2 superseded · 3 archived" (a part with none left out, but the live).
fn count(live: usize, (superseded, done, archived): (usize, usize, usize), lang: Lang) -> String {
    let mut parts = vec![format!("{live} {}", J::Live.get(lang))];
    if done > 0 {
        parts.push(format!("{done} {}", J::Finished.get(lang)));
    }
    if superseded > 0 {
        parts.push(format!("{superseded} {}", J::Superseded.get(lang)));
    }
    if archived > 0 {
        parts.push(format!("{archived} {}", J::Archived.get(lang)));
    }
    format!("{}: {}", T::HallTables.get(lang), parts.join(" · "))
}

/// Every table's card, in order, as one fragment; the games the jury
/// archived are not cards but a list below, each to restore. Its root
/// says how many live tables there are (`data-tables`; `data-superseded`
/// and `data-archived` the others), the words of the count
/// (`data-count`), and every alert of a live game now as `journal/alert`
/// (`data-alerts`, space-separated): the page sounds when one is new.
#[cfg(test)]
pub fn cards(tables: &[TableView], lang: Lang) -> Markup {
    cards_warning(tables, &[], lang, false)
}

/// "⚠ 23 wrong keys from 192.168.1.23 since 14:02": each address that
/// sent a burst of wrong keys, as the header says it.
fn warning(bursts: &[Burst], lang: Lang) -> String {
    bursts
        .iter()
        .map(|b| {
            let (count, since) = (
                b.count.to_string(),
                crate::format::wall_hour_minute(&b.since),
            );
            let from = b.from.to_string();
            let said = fill(
                lang,
                J::WrongKeys,
                &[("count", &count), ("from", &from), ("since", &since)],
            );
            format!(" · ⚠ {said}")
        })
        .collect()
}

/// [`cards`], the header's count followed by the addresses that sent a
/// burst of wrong keys (`wrong_keys`).
/// A finished game whose result is confirmed is a card only when the jury
/// asks for them (`finished`); the count says how many there are and a
/// button below the cards shows or hides them.
pub fn cards_warning(tables: &[TableView], bursts: &[Burst], lang: Lang, finished: bool) -> Markup {
    let done = |t: &&TableView| t.live == Live::Live && t.done;
    let done_count = tables.iter().filter(done).count();
    let mut sorted: Vec<&TableView> = tables
        .iter()
        .filter(|t| t.live != Live::Archived && (finished || !done(t)))
        .collect();
    sorted.sort_by_key(|t| order(t));
    let archived: Vec<&TableView> = tables.iter().filter(|t| t.live == Live::Archived).collect();
    let live = sorted
        .iter()
        .filter(|t| t.live == Live::Live && !t.done)
        .count();
    let superseded = sorted.iter().filter(|t| t.live != Live::Live).count();
    let alerts: Vec<String> = sorted
        .iter()
        .filter(|t| sounding(t))
        .flat_map(|t| {
            t.alerts
                .iter()
                .map(|a| format!("{}/{}", t.listed.journal, a.code()))
        })
        .collect();
    let parts = (superseded, done_count, archived.len());
    let count = count(live, parts, lang) + &warning(bursts, lang);
    let shown = if finished {
        J::HideFinished.get(lang).to_owned()
    } else {
        fill(lang, J::ShowFinished, &[("count", &done_count.to_string())])
    };
    html! {
        div #cards data-tables=(live) data-superseded=(superseded) data-archived=(archived.len())
            data-count=(count) data-alerts=(alerts.join(" ")) {
            @for t in sorted { (card(t, lang)) }
            @if done_count > 0 {
                div #finished-games {
                    button type="button" data-finished=(if finished { "0" } else { "1" })
                        aria-pressed=(if finished { "true" } else { "false" }) { (shown) }
                }
            }
            @if !archived.is_empty() {
                div #archived {
                    h3 { (J::ArchivedGames.get(lang)) }
                    @for t in archived {
                        div.line data-journal=(t.listed.journal) {
                            (title(t, lang)) " · " span.dim { (t.listed.journal) } " "
                            (archive_button(&t.listed.journal, false, lang))
                        }
                    }
                }
            }
        }
    }
}
