//! The hall view's cards: every table the hall holds, one card each (its
//! clocks, what runs, what calls the jury), drawn as an HTML fragment by
//! [`cards`] for the page to swap in (`GET /hall/cards`). Times in the
//! table's own format (`crate::format`), words in the reader's language.

use maud::{Markup, html};

use crate::engine::{BudgetView, PhaseView, Running, Side, View};
use crate::format;
use crate::lang::Lang;
use crate::words::text::{self, T};

use super::super::board::{Alert, TableView};

/// The order of the cards: live games first, then a tournament's by round
/// (the final last) and table, then by the table's number or name.
fn order(t: &TableView) -> (bool, u8, Option<u64>, String) {
    let round = t.game.map_or(0, |g| if g.is_final() { 9 } else { g.round });
    let table = t.listed.table.trim();
    (
        t.listed.finished,
        round,
        table.parse().ok(),
        table.to_owned(),
    )
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
            format!("▶ {} {}", text::side(lang, side), T::ClockOf.get(lang))
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
    html! {
        div.card.alert[!t.alerts.is_empty()].over[t.listed.finished]
            data-journal=(t.listed.journal) {
            div.top {
                span { (title(t, lang)) }
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
        }
    }
}

/// Every table's card, in order, as one fragment. Its root says how many
/// tables there are (`data-tables`), the words of the count
/// (`data-count`), and every alert now as `journal/alert`
/// (`data-alerts`, space-separated): the page sounds when one is new.
pub fn cards(tables: &[TableView], lang: Lang) -> Markup {
    let mut sorted: Vec<&TableView> = tables.iter().collect();
    sorted.sort_by_key(|t| order(t));
    let alerts: Vec<String> = sorted
        .iter()
        .flat_map(|t| {
            t.alerts
                .iter()
                .map(|a| format!("{}/{}", t.listed.journal, a.code()))
        })
        .collect();
    let count = format!("{}: {}", T::HallTables.get(lang), tables.len());
    html! {
        div #cards data-tables=(tables.len()) data-count=(count) data-alerts=(alerts.join(" ")) {
            @for t in sorted { (card(t, lang)) }
        }
    }
}
