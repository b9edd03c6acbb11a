//! The jury's Results tab: each round's games with the result a table
//! reported or the jury confirmed, its scores, what to look at, reports
//! that differ side by side (`reports.rs`), and the editor (the result
//! file's keys as TOML, the Cards of Fate in order); the table journals
//! naming a game not in the draw; the time across every game under them.

use crate::tournament::request::{Confirming, Request};
use crate::words::text::T;
use maud::{Markup, html};

use super::ask::Ask;
use super::links::prints;
use super::reports::panel;
use super::result_form;
use super::summary::scores_line;
use crate::engine::Role;
use crate::hall::office::view::{FateGap, GameView, Status, TournamentView};
use crate::lang::Lang;
use crate::report::across::Across;
use crate::scoring::ResultInput;
use crate::scoring::clock::Difference;
use crate::sheets::csv::Export;
use crate::sheets::page::name;
use crate::sheets::results::summary;
use crate::sheets::stacked::stacked;
use crate::sheets::time::across;
use crate::tournament::book::{Conflict, Refusal, Tournament};
use crate::wire::GameRef;
use crate::words::jury::J;
use crate::words::office;
use crate::words::pages::P;
use crate::words::results_sheet::Rs;
use crate::words::text;
use std::collections::BTreeMap;

/// A result to start from when the table reported none.
const TEMPLATE: &str = "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\n[objectives.russia]\nheld = 8\ntotal = 8\n";

/// What the Results tab shows from the hall's copies besides the
/// tournament: the time across every game, and the table journals naming
/// a game not in the draw.
#[derive(Debug, Default)]
pub struct FromTables {
    /// Where the time went, across every game.
    pub time: Option<Across>,
    /// Each journal (not archived) naming a game not in the draw.
    pub outside: Vec<(String, GameRef)>,
    /// Where a game's result disagrees with its own clock.
    pub clock: BTreeMap<GameRef, Vec<Difference>>,
    /// The games a table's journal names (their first line reached the
    /// hall): the round has begun (the Players and Draw tabs).
    pub begun: std::collections::BTreeSet<GameRef>,
}

/// The tab.
pub fn tab(
    t: &Tournament,
    v: &TournamentView,
    lang: Lang,
    ask: &Ask,
    tables: &FromTables,
) -> Markup {
    let (time, outside) = (tables.time.as_ref(), &tables.outside);
    if v.draw.is_none() {
        return html! { p.dim { (P::NothingYet.get(lang)) } };
    }
    html! {
        (prints(lang, &[], &[Export::Results]))
        @if v.seating_begun {
            p.dim #closed { (office::sentence(&office::refusal(lang, &Refusal::FinalSeeded))) }
        }
        @if !outside.is_empty() {
            div.box #outside-draw {
                div.no { "⚠ " (J::NotInDrawLine.get(lang)) ":" }
                @for (journal, game) in outside {
                    div { a href={ "/hall?lang=" (lang.code()) "&open=" (journal) } { (journal) }
                        " · " (text::tournament_game(lang, *game)) }
                }
            }
        }
        @let shown = shown_round(t, v, ask);
        nav.rounds aria-label=(P::Results.get(lang)) {
            @for r in &v.rounds {
                button data-show={ "round=" (r.round) } aria-pressed=(if r.round == shown { "true" } else { "false" })
                    class=[(r.round == shown).then_some("on")] {
                    (T::Round.get(lang)) " " (r.round) " · " (r.confirmed) "/" (r.games.len())
                    @if r.undecided > 0 { " " span.no { "⚠ " (r.undecided) } }
                }
            }
        }
        @for r in v.rounds.iter().filter(|r| r.round == shown) {
            p.dim.prints { (P::Print.get(lang)) ": "
                a href={ "/print/results?round=" (r.round) "&lang=" (lang.code()) } target="_blank" {
                    (Rs::Heading.get(lang).replace("{round}", &r.round.to_string())) } }
            h2 {
                (T::Round.get(lang)) " " (r.round) ": " (r.confirmed) "/" (r.games.len()) " "
                (P::ConfirmedMark.get(lang)) ", " (r.reported) " " (P::Reported.get(lang))
                @if r.undecided > 0 { ", " span.no { (r.undecided) " " (J::ToDecide.get(lang)) } }
                @if !r.missing.is_empty() {
                    " · " span.no { (P::MissingTables.get(lang)) ": "
                        (r.missing.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")) }
                }
            }
            (stacked(&html! { table.wide {
                (heads(lang))
                @for g in &r.games {
                    (game_row(t, g, lang, ask, tables.clock.get(&g.game).map_or(&[], Vec::as_slice)))
                }
            } }))
        }
        @if let Some(all) = time {
            div #time-all {
                (across(all, lang))
                p.dim { a href={ "/print/time?lang=" (lang.code()) } target="_blank" { (P::Print.get(lang)) } }
            }
        }
    }
}

/// The round the tab shows: the one asked for, else the first round with
/// reports waiting for the jury to decide, else the round being played (the
/// first with a game not confirmed), else the last round.
fn shown_round(t: &Tournament, v: &TournamentView, ask: &Ask) -> u8 {
    let drawn = |r: u8| v.rounds.iter().any(|d| d.round == r);
    if let Some(r) = ask.round.filter(|r| drawn(*r)) {
        return r;
    }
    let undecided = v.rounds.iter().find(|r| r.undecided > 0).map(|r| r.round);
    undecided
        .or_else(|| crate::tournament::standings::cross::current_round(t))
        .or_else(|| v.rounds.last().map(|r| r.round))
        .unwrap_or(1)
}

/// The header of a table of games: the four roles.
pub fn heads(lang: Lang) -> Markup {
    html! {
        tr {
            th { (T::Table.get(lang)) }
            @for role in Role::ALL { th { (text::role(lang, role)) } }
            th { (P::Status.get(lang)) } th colspan="2" { (T::Result.get(lang)) }
            th { span.sr { (P::Actions.get(lang)) } }
        }
    }
}

/// Who did not agree at the table to the result a table reported, worded;
/// none when both did, or nobody was asked.
fn not_agreed(r: Option<&ResultInput>, lang: Lang) -> Option<String> {
    let agreed = r?.agreed?;
    let who: Vec<&str> = [
        (
            agreed.frederick,
            text::side(lang, crate::engine::Side::Frederick),
        ),
        (
            agreed.attackers,
            text::side(lang, crate::engine::Side::Attackers),
        ),
    ]
    .into_iter()
    .filter(|(yes, _)| !yes)
    .map(|(_, side)| side)
    .collect();
    (!who.is_empty()).then(|| format!("{}: {}", P::NotAgreed.get(lang), who.join(", ")))
}

/// A game's line, its editor when open, and its reports side by side when
/// they wait for the jury. No button once the qualifying round is closed
/// (the finalists chose) for a qualifying game.
pub fn game_row(
    t: &Tournament,
    g: &GameView,
    lang: Lang,
    ask: &Ask,
    clock: &[Difference],
) -> Markup {
    let closed = t.seating_begun() && !g.game.is_final();
    let id = format!("{}-{}", g.game.round, g.game.table);
    let shown = g.confirmed.as_ref().or(g.reported.as_ref());
    let status = match g.status {
        Status::Missing => P::Missing,
        Status::Reported => P::Reported,
        Status::Confirmed => P::ConfirmedMark,
    };
    let status_class = match g.status {
        Status::Missing => "missing",
        Status::Reported => "reported",
        Status::Confirmed => "confirmed",
    };
    let fate = g.fate.map(|f| match f {
        FateGap::Missing => P::FateMissing,
        FateGap::DeckNeeded => P::FateDeckNeeded,
        FateGap::TooFewCards => P::FateTooFew,
    });
    let confirm = Request::Confirm {
        game: g.game,
        asked: Confirming::default(),
    }
    .path();
    html! {
        tr id={ "game-" (id) } {
            td { @if g.game.is_final() { (T::FinalRound.get(lang)) } @else { (T::Table.get(lang)) " " (g.game.table) } }
            @for (p, role) in g.players.into_iter().zip(Role::ALL) { td data-label=(text::role(lang, role)) { (name(t, p, lang)) } }
            td {
                span class={ "badge " (status_class) } { (status.get(lang)) }
                @if let Some(c) = g.conflict {
                    " " span.badge.missing.conflict { (match c {
                        Conflict::Differ => J::BadgeDiffer,
                        Conflict::ReEntry => J::BadgeReEntry,
                    }.get(lang)) }
                }
                @if let Some(j) = &g.journal {
                    br;
                    a href={ "/hall?lang=" (lang.code()) "&open=" (j) } { (T::JournalFile.get(lang)) }
                    " · "
                    a href={ "/hall?lang=" (lang.code()) "&open=" (j) "#time" } { (crate::words::chart::C::TimeWent.get(lang)) }
                }
            }
            td colspan="2" {
                // Reports that differ: no result counts yet, and the row
                // shows none of them (they stand side by side below).
                @if g.conflict != Some(Conflict::Differ) {
                    (summary(shown, lang))
                    @if let Some(scores) = g.scores { div.dim { (scores_line(&scores, lang)) } }
                    @if let Some(f) = fate { div.no.fate-gap { "⚠ " (f.get(lang)) } }
                }
                @if let Some(who) = not_agreed(g.reported.as_ref(), lang) { div.no.not-agreed { "⚠ " (who) } }
                @if !clock.is_empty() {
                    div.no.clock-differs { "⚠ " (P::ClockDiffers.get(lang)) ": "
                        (clock.iter().map(|d| crate::words::clock::difference(lang, d)).collect::<Vec<_>>().join("; ")) }
                    // Confirmed as it stands with a reason (or mended with
                    // the form).
                    @if !closed && g.status == Status::Reported && g.conflict.is_none() {
                        form.row data-post=(confirm) {
                            label { (P::ClockReason.get(lang)) " "
                                input #{ "clock-reason-" (id) } name="reason" size="30"; }
                            " " (result_form::signed(&format!("clock-{id}"), lang))
                            " " button.go type="submit" data-do="confirm" { (P::Confirm.get(lang)) }
                        }
                    }
                }
                @for c in &g.corrections {
                    " " span.dim.correction {
                        (if c.corrected { P::Corrected.get(lang) } else { Rs::FirstConfirmation.get(lang) }) ": "
                        (c.reason) @if let Some(by) = &c.by { " (" (by) ")" }
                    }
                }
            }
            td {
                @if !closed && g.status == Status::Reported && g.conflict.is_none() && clock.is_empty() {
                    button.go data-do="confirm" data-post=(confirm) { (P::Confirm.get(lang)) } " "
                }
                @if !closed {
                    button data-do="edit" data-show={ "edit=g" (id) } {
                        (if g.status == Status::Confirmed { P::Correct } else { P::Enter }.get(lang))
                    }
                }
            }
        }
        @if !closed && ask.edit == format!("g{id}") { (editor(t, g, (&id, &confirm), clock, lang)) }
        (panel(g, &id, &confirm, lang, ask, closed))
    }
}

/// The result file's keys as TOML, for the editor.
fn as_toml(r: &ResultInput) -> String {
    toml::to_string(r).unwrap_or_default()
}

/// The result form of game `id` (and the result file's text below it),
/// posting to `confirm`: it starts from the table's newer report, else the
/// confirmed result, else the report; where that disagrees with the game's
/// clock (`clock`), from the clock's values, said above the form.
fn editor(
    t: &Tournament,
    g: &GameView,
    (id, confirm): (&str, &str),
    clock: &[Difference],
    lang: Lang,
) -> Markup {
    // A table's newer report is what the jury corrects to, most likely.
    let shown = if g.differs {
        g.reported.as_ref()
    } else {
        g.confirmed.as_ref().or(g.reported.as_ref())
    };
    let mended = shown.map(|r| crate::scoring::mend::from_clock(r, clock));
    let r = mended.as_ref();
    let from_clock: Vec<String> = clock
        .iter()
        .map(|d| crate::words::clock::difference(lang, d))
        .collect();
    let qualifying = !g.game.is_final();
    let text = r.map_or_else(
        || TEMPLATE.to_owned(),
        |r| {
            if qualifying {
                as_toml(&ResultInput {
                    fate: Vec::new(),
                    ..r.clone()
                })
            } else {
                as_toml(r)
            }
        },
    );
    let fate = r.map(|r| r.fate.join(", ")).unwrap_or_default();
    let preview = format!("/tournament/preview/{}/{}", g.game.round, g.game.table);
    html! {
        tr { td colspan="9" {
            @if !from_clock.is_empty() {
                p.no.from-clock { (J::FromClock.get(lang)) ": " (from_clock.join("; ")) }
            }
            (result_form::form(t, g, id, (confirm, &preview), r, lang))
            // The result file's text, for those who know it.
            details.advanced {
                summary { (P::ResultFileAdvanced.get(lang)) }
                form.box #{ "file-" (id) } data-post=(confirm) {
                    div.dim { (P::ResultKeys.get(lang)) }
                    textarea #{ "result-" (id) } name="result" { (text) }
                    @if qualifying { input type="hidden" name="fate" value=(fate); }
                    @if g.confirmed.is_some() {
                        div.row {
                            label { (P::CorrectionReason.get(lang)) " " input name="reason" size="50"; }
                            " " (result_form::signed(&format!("file-{id}"), lang))
                        }
                    }
                    div.row { button.go type="submit" data-do="save-result-file" { (T::Save.get(lang)) } }
                }
            }
        } }
    }
}
