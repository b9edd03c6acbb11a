//! The games' results, drawn once: a result in one line ([`summary`], on
//! the jury's Results tab and the public results) and each round's games
//! with their confirmed results and scores as the public may see them
//! ([`results`], the published site's results page).

use maud::{Markup, html};

use super::page::who;
use super::round_results::corrections;
use crate::engine::Role;
use crate::lang::Lang;
use crate::scoring::{Outcome, ResultInput};
use crate::tournament::book::Tournament;
use crate::tournament::public::held_back;
use crate::tournament::standings::tally::sheet;
use crate::tournament::{ROUNDS, Seating};
use crate::words::pages::P;
use crate::words::results_sheet::Rs;
use crate::words::sheet::S;
use crate::words::text::{self, T};
use crate::words::tournament::W;

/// A result in one line: how it ended, the winners, the turns.
pub fn summary(r: Option<&ResultInput>, lang: Lang) -> String {
    let Some(r) = r else {
        return String::new();
    };
    let outcome = match r.outcome {
        Some(Outcome::Defensive) => P::OutcomeDefensive.get(lang),
        Some(Outcome::Offensive) => P::OutcomeOffensive.get(lang),
        Some(Outcome::Attackers) => P::OutcomeAttackers.get(lang),
        None => "?",
    };
    let winners: Vec<&str> = r.winners.iter().map(|n| text::nation(lang, *n)).collect();
    let winners = if winners.is_empty() {
        String::new()
    } else {
        format!(" ({})", winners.join(", "))
    };
    let turns = r.turns.map_or_else(|| "?".to_owned(), |t| t.to_string());
    format!("{outcome}{winners} · {}: {turns}", S::Turns.get(lang))
}

/// Each drawn round of `t` as the public may see it (held back as the
/// jury set it, `tournament::public`): its games by table, each with a
/// player in each role, his score and the result in one line once
/// confirmed, then the round's corrections with their reasons (as the
/// results sheet pinned up in the hall has them); a round not shown yet
/// says so.
pub fn results(t: &Tournament, lang: Lang) -> Markup {
    let (held, _, shown) = held_back(t);
    let Some(d) = held.seated_draw() else {
        return html! { p { (W::NotDrawn.get(lang)) } };
    };
    let rounds: Vec<(u8, Vec<&Seating>)> = (1..=ROUNDS)
        .map(|round| {
            let mut games: Vec<&Seating> = d.round(round).collect();
            games.sort_by_key(|g| g.table);
            (round, games)
        })
        .filter(|(_, games)| !games.is_empty())
        .collect();
    html! {
        @for (round, games) in &rounds {
            h2 id={ "round-" (round) } { (T::Round.get(lang)) " " (round) }
            @if shown.contains(round) {
                div.games { @for g in games { (game(&held, g, lang)) } }
                h3 { (Rs::Corrections.get(lang)) }
                (corrections(&held, *round, lang))
            } @else {
                p.dim { (P::Held.get(lang)) }
            }
        }
    }
}

/// One game: its table, the result in one line, and each role's player
/// with his score once the result is confirmed.
fn game(t: &Tournament, g: &Seating, lang: Lang) -> Markup {
    let confirmed = t.results.get(&g.game()).and_then(|o| o.confirmed.as_ref());
    let scores = confirmed.and_then(|r| sheet(r, t.scheme));
    html! {
        div.box.game id={ "game-" (g.round) "-" (g.table) } {
            div {
                b { (T::Table.get(lang)) " " (g.table) }
                " · "
                @if confirmed.is_some() { (summary(confirmed, lang)) }
                @else { span.dim { (W::ResultNotYet.get(lang)) } }
            }
            table { tbody {
                @for (role, player) in Role::ALL.into_iter().zip(g.players) {
                    tr {
                        td.dim { (text::role(lang, role)) }
                        td { (who(t, player, lang)) }
                        td.n { @if let Some(s) = scores.as_ref().and_then(|s| s.role(role)) { b { (s.total) } } }
                    }
                }
            } }
        }
    }
}
