//! The final: its sheet for the jury's pen (the finalists in rank order,
//! their role choices, the result, the places with the final's
//! tie-breakers, the winner; blank lines where the final has nothing yet)
//! and [`final_order`], the final's order that the sheet, the jury's page,
//! the players' public page and `standings --html` all show.

use crate::words::sheet::S;
use crate::words::text::T;
use maud::{Markup, PreEscaped, html};

use super::page::{name, page, title, who};
use super::stacked::stacked;
use super::standings::names;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::final_round::{Final, final_result};
use crate::tournament::standings::lots_needed;
use crate::tournament::standings::tally::score;
use crate::tournament::{GameRef, PlayerNo};
use crate::words::text;
use crate::words::tournament::{self as words, W};

/// The final's sheet: the finalists in rank order (the order they choose
/// their roles) with the roles chosen, the result, the places with the
/// tie-breaker that decided each and the winner (with each role's
/// qualifying wins, which the rules keep back until then), and the
/// tie-breakers.
pub fn final_sheet(t: &Tournament, lang: Lang) -> String {
    let heading = W::TheFinal.get(lang);
    let body = html! {
        (title(t, heading, ""))
        (final_state(t, lang, true))
    };
    page(t, lang, heading, &body)
}

/// The final as it stands: the finalists with their roles chosen, the
/// result, the places and the final's tie-breakers, or why there are no
/// finalists yet. On `paper` what is not known yet is a line to write on;
/// on a screen (the published site) it is left out.
pub fn final_state(t: &Tournament, lang: Lang, paper: bool) -> Markup {
    html! {
        @if let Some(finalists) = t.finalists() {
            (finalists_table(t, &finalists, lang, paper))
            (result(t, lang, paper))
            @if let Some(f) = final_result(t) { (final_order(t, &f, lang)) }
            h2 { (W::FinalTieBreakers.get(lang)) }
            ol {
                li { (W::FinalTb1.get(lang)) }
                li { (W::FinalTb2.get(lang)) }
                li { (W::FinalTb3.get(lang)) }
            }
        } @else {
            (not_seeded(t, lang))
        }
    }
}

/// Why there are no finalists yet: games to confirm, lots to draw.
fn not_seeded(t: &Tournament, lang: Lang) -> Markup {
    let missing = t.missing().len();
    let lines = crate::tournament::standings::standings(t);
    html! {
        p { b { (W::FinalistsNotYet.get(lang)) "." } }
        @if missing > 0 || t.draw.is_none() {
            p { (missing) " " (W::GamesToConfirm.get(lang)) }
        }
        @for group in lots_needed(&lines) {
            p { "* " (W::LotsNeeded.get(lang)) ": " (names(t, &group, lang)) }
        }
    }
}

fn finalists_table(t: &Tournament, finalists: &[PlayerNo], lang: Lang, paper: bool) -> Markup {
    let totals = crate::tournament::standings::standings(t);
    let total = |p: PlayerNo| {
        totals
            .iter()
            .find(|l| l.player == p)
            .map(|l| l.total.to_string())
            .unwrap_or_default()
    };
    let role = |p: PlayerNo| t.seats.iter().find(|(q, _)| *q == p).map(|(_, r)| *r);
    html! {
        h2 { (W::Finalists.get(lang)) }
        (stacked(&html! { table { thead { tr {
            th.n { (W::Rank.get(lang)) }
            th { (W::Player.get(lang)) }
            th.n { (W::QualifyingTotal.get(lang)) }
            th { (W::RoleChosen.get(lang)) }
        } } tbody {
            @for (i, p) in finalists.iter().enumerate() {
                tr {
                    td.n { (i + 1) }
                    td { (who(t, *p, lang)) }
                    td.n data-label=(W::QualifyingTotal.get(lang)) { (total(*p)) }
                    td data-label=(W::RoleChosen.get(lang)) { @if let Some(r) = role(*p) { b { (text::role(lang, r)) } } @else if paper { (blank()) } }
                }
            }
        } } }))
    }
}

/// A line to write on.
fn blank() -> Markup {
    html! { span.blank { (PreEscaped("&nbsp;")) } }
}

/// The final's result once confirmed (how it was won, in which turn, the
/// winning nations), else blank lines for it on paper.
fn result(t: &Tournament, lang: Lang, paper: bool) -> Markup {
    let confirmed = t
        .results
        .get(&GameRef::FINAL)
        .and_then(|r| r.confirmed.as_ref())
        .and_then(|r| score(r, t.scheme));
    html! {
        h2 { (T::Result.get(lang)) }
        @if let Some((result, _)) = confirmed {
            table { tbody {
                tr { th scope="row" { (T::Result.get(lang)) } td { b { (words::outcome(lang, result.outcome)) } } }
                tr { th scope="row" { (S::Turns.get(lang)) } td { (result.turns) } }
                tr { th scope="row" { (T::Winners.get(lang)) } td {
                    @if result.winners.is_empty() { (W::Nothing.get(lang)) }
                    @else { (result.winners.iter().map(|n| text::nation(lang, *n)).collect::<Vec<_>>().join(", ")) }
                } }
            } }
        } @else {
            p { (W::ResultNotYet.get(lang)) }
            @if paper { table { tbody {
                @for w in [T::Result.get(lang), S::Turns.get(lang), T::Winners.get(lang), W::Winner.get(lang)] {
                    tr { th scope="row" { (w) } td { (blank()) } }
                }
            } } }
        }
    }
}

/// The final's order, best first, with what decided each place, and the
/// winner: the one table of it on paper and on every page.
pub fn final_order(t: &Tournament, f: &Final, lang: Lang) -> Markup {
    html! {
        p.win.big.winner {
            (W::Winner.get(lang)) ": " (W::No.get(lang)) " " (f.winner) " · " (name(t, f.winner, lang))
        }
        (stacked(&html! { table.final { thead { tr {
            th.n { (W::Place.get(lang)) }
            th { (W::Player.get(lang)) }
            th { (W::Role.get(lang)) }
            th { (W::NationsControlled.get(lang)) }
            th.n { (W::RoleWins.get(lang)) }
            th { (W::DecidedBy.get(lang)) }
        } } tbody {
            @for p in &f.places {
                tr.win[p.player == f.winner] {
                    td.n { (p.place) }
                    td.nowrap { (who(t, p.player, lang)) }
                    td data-label=(W::Role.get(lang)) { (text::role(lang, p.role)) }
                    td data-label=(W::NationsControlled.get(lang)) {
                        (p.nations.len())
                        @if !p.nations.is_empty() {
                            " (" (p.nations.iter().map(|n| text::nation(lang, *n)).collect::<Vec<_>>().join(", ")) ")"
                        }
                    }
                    td.n data-label=(W::RoleWins.get(lang)) { (p.role_wins) }
                    td data-label=(W::DecidedBy.get(lang)) {
                        @if p.shared { (W::Shared.get(lang)) }
                        @else if let Some(by) = p.decided_by { (words::final_tie_breaker(lang, by)) }
                    }
                }
            }
        } } }))
    }
}
