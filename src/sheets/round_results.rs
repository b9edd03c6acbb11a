//! A round's results sheet, as the jury pins it up after the round and the
//! published site shows it: every game of the round by table with its
//! result in one line and each role's player and score, then every
//! correction of that round (and every result confirmed against its own
//! clock) with when, who of the jury signed it, what it was, what it is now
//! and why. The hall prints it at `GET /print/results?round=N`.

use maud::{Markup, html};

use super::page::{page, title, who};
use super::results::summary;
use crate::engine::Role;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::reports::Correction;
use crate::tournament::standings::tally::sheet;
use crate::tournament::{ROUNDS, Seating};
use crate::wire::GameRef;
use crate::words::results_sheet::Rs;
use crate::words::text::{self, T};
use crate::words::tournament::W;

/// The round asked for, if it is one of the qualifying rounds.
pub fn round_asked(asked: Option<&str>, t: &Tournament) -> Option<u8> {
    match asked.map(str::trim).filter(|a| !a.is_empty()) {
        Some(a) => a.parse().ok().filter(|r| (1..=ROUNDS).contains(r)),
        None => Some(latest_round(t)),
    }
}

/// The round a results sheet shows when none is asked: the last round with
/// a confirmed result, else round 1.
pub fn latest_round(t: &Tournament) -> u8 {
    (1..=ROUNDS)
        .rev()
        .find(|r| {
            t.results
                .iter()
                .any(|(g, o)| g.round == *r && o.confirmed.is_some())
        })
        .unwrap_or(1)
}

/// The printout: round `round`'s results sheet, a whole page.
pub fn printout(t: &Tournament, round: u8, lang: Lang) -> String {
    let heading = Rs::Heading.get(lang).replace("{round}", &round.to_string());
    let body = html! {
        (title(t, &heading, ""))
        (games(t, round, lang))
        h2 { (Rs::Corrections.get(lang)) }
        (corrections(t, round, lang))
    };
    page(t, lang, &heading, &body)
}

/// Round `round`'s games by table: each role's player and score, and the
/// confirmed result in one line.
pub fn games(t: &Tournament, round: u8, lang: Lang) -> Markup {
    let Some(d) = t.seated_draw() else {
        return html! { p { (W::NotDrawn.get(lang)) } };
    };
    let mut seated: Vec<&Seating> = d.round(round).collect();
    seated.sort_by_key(|g| g.table);
    html! {
        table.results {
            thead { tr {
                th { (T::Table.get(lang)) }
                @for role in Role::ALL { th { (text::role(lang, role)) } }
                th { (T::Result.get(lang)) }
            } }
            tbody {
                @for g in seated { (game(t, g, lang)) }
            }
        }
    }
}

fn game(t: &Tournament, g: &Seating, lang: Lang) -> Markup {
    let confirmed = t.results.get(&g.game()).and_then(|o| o.confirmed.as_ref());
    let scores = confirmed.and_then(|r| sheet(r, t.scheme));
    html! {
        tr {
            td.n { (g.table) }
            @for (role, player) in Role::ALL.into_iter().zip(g.players) {
                td {
                    (who(t, player, lang))
                    @if let Some(s) = scores.as_ref().and_then(|s| s.role(role)) {
                        " " b.score { (s.total) }
                    }
                }
            }
            td {
                @if confirmed.is_some() { (summary(confirmed, lang)) }
                @else { span.dim { (W::ResultNotYet.get(lang)) } }
            }
        }
    }
}

/// Every correction of round `round` (and every result confirmed against
/// its clock) in the order written: the game, when, who signed it, what it
/// was and is now, and why; a line saying there is none.
pub fn corrections(t: &Tournament, round: u8, lang: Lang) -> Markup {
    let mut all: Vec<(GameRef, &Correction)> = t
        .results
        .iter()
        .filter(|(g, _)| g.round == round)
        .flat_map(|(g, o)| o.corrections.iter().map(move |c| (*g, c)))
        .collect();
    all.sort_by_key(|(g, c)| (c.wall, g.table));
    html! {
        @if all.is_empty() {
            p.dim.no-corrections { (Rs::NoCorrections.get(lang)) }
        } @else {
            ul.corrections {
                @for (g, c) in all { li { (correction(t, g, c, lang)) } }
            }
        }
    }
}

fn correction(t: &Tournament, game: GameRef, c: &Correction, lang: Lang) -> Markup {
    let scores = |r| {
        let Some(sheet) = sheet(r, t.scheme) else {
            return String::new();
        };
        let each: Vec<String> = Role::ALL
            .into_iter()
            .filter_map(|role| {
                Some(format!(
                    "{} {}",
                    text::role(lang, role),
                    sheet.role(role)?.total
                ))
            })
            .collect();
        format!(" ({})", each.join(" · "))
    };
    let by = c.by.as_deref().unwrap_or(Rs::NotSigned.get(lang));
    html! {
        b { (text::tournament_game(lang, game)) }
        " · " (c.wall.format("%Y-%m-%d %H:%M"))
        " · " (Rs::By.get(lang)) ": " (by)
        br;
        @match &c.before {
            Some(before) => {
                (Rs::Was.get(lang)) ": " (summary(Some(before), lang)) (scores(before))
                br;
                (Rs::Now.get(lang)) ": " (summary(Some(&c.after), lang)) (scores(&c.after))
            }
            None => {
                (Rs::FirstConfirmation.get(lang)) ": " (summary(Some(&c.after), lang)) (scores(&c.after))
            }
        }
        br;
        (T::Reason.get(lang)) ": " i { (c.reason) }
    }
}

#[cfg(test)]
#[path = "round_results_tests.rs"]
mod tests;
