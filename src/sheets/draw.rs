//! The draw, drawn once: a round's tables with a player in each role
//! ([`round_table`], on the printout and the jury's page) and what the
//! draw is (its seed, method and pots) and guarantees ([`about`]).

use crate::words::text::T;
use maud::{Markup, html};

use super::page::{name, who};
use crate::engine::Role;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::draw::{Shortfall, guarantees};
use crate::tournament::{Draw, Method, PlayerNo};
use crate::words::count::{Noun, count};
use crate::words::pages::{P, fill};
use crate::words::text;
use crate::words::tournament::W;

/// A round of `d`: its tables by number, a player by number and name in
/// each role, under a header that repeats on every printed page.
pub fn round_table(t: &Tournament, d: &Draw, round: u8, lang: Lang) -> Markup {
    let mut games: Vec<_> = d.round(round).collect();
    games.sort_by_key(|g| g.table);
    html! {
        table.draw-round id={ "round-" (round) } {
            thead {
                tr { th.cap colspan="5" { (T::Round.get(lang)) " " (round) } }
                tr {
                    th.n { (T::Table.get(lang)) }
                    @for role in Role::ALL { th { (text::role(lang, role)) } }
                }
            }
            tbody {
                @for g in games {
                    tr {
                        td.n { b { (g.table) } }
                        @for p in g.players { td { (who(t, p, lang)) } }
                    }
                }
            }
        }
    }
}

/// Players by name, "Anna – Bruno".
fn pair(t: &Tournament, players: &[PlayerNo], lang: Lang) -> Markup {
    html! {
        @for (i, p) in players.iter().enumerate() {
            @if i > 0 { " – " }
            (name(t, *p, lang))
        }
    }
}

/// Why a promise of the draw does not hold.
fn shortfall(lang: Lang, why: &Shortfall) -> String {
    match why {
        Shortfall::TooFewPlayers { players, others } => fill(
            lang,
            P::WhyTooFew,
            &[
                ("players", &players.to_string()),
                ("others", &others.to_string()),
            ],
        ),
        Shortfall::TownLargerThanRound {
            town,
            players,
            tables,
        } => fill(
            lang,
            P::WhyTown,
            &[
                ("town", town),
                ("players", &count(lang, *players, Noun::Player)),
                ("tables", &count(lang, *tables, Noun::Table)),
            ],
        ),
        Shortfall::TownsDoNotFit => P::WhyFit.get(lang).to_owned(),
    }
}

/// What the draw of `t` is and guarantees: its seed, method and pots,
/// whether nobody meets twice and towns stay apart, and where not.
pub fn about(t: &Tournament, d: &Draw, lang: Lang) -> Markup {
    let g = guarantees(d, &t.players);
    let mark = |ok: bool| {
        html! { @if ok { span.ok { "✓" } } @else { span.no { "✗" } } }
    };
    let method = match d.method {
        Method::Design => P::MethodDesign,
        Method::Search => P::MethodSearch,
    };
    html! {
        div.box {
            div {
                (W::Seed.get(lang)) ": " b #the-seed { (d.seed) }
                " · " (P::Method.get(lang)) ": " (method.get(lang))
            }
            // A pot a line, its players by number and name: a name may hold
            // a comma ("Müller, Hans"), so players are parted by semicolons.
            @if !d.pots.is_empty() {
                div { (P::Pots.get(lang)) ":" }
                @for (i, pot) in d.pots.iter().enumerate() {
                    div.pot {
                        (i + 1) ": "
                        @for (j, p) in pot.iter().enumerate() {
                            @if j > 0 { "; " }
                            (super::page::who(t, *p, lang))
                        }
                    }
                }
            }
            div {
                (mark(g.no_repeats)) " " (P::NoRepeats.get(lang)) " · "
                (mark(g.towns_apart)) " " (P::TownsApart.get(lang))
            }
            @for why in &g.reasons { div.dim { (shortfall(lang, why)) } }
            @if !d.repeats.is_empty() {
                div {
                    (P::Repeats.get(lang)) ": "
                    @for (i, r) in d.repeats.iter().enumerate() {
                        @if i > 0 { "; " }
                        (pair(t, &r.players, lang)) " ("
                        (r.games.iter().map(|g| crate::words::text::tournament_game(lang, *g)).collect::<Vec<_>>().join(", ")) ")"
                    }
                }
            }
            @if !d.together.is_empty() {
                div {
                    (P::Together.get(lang)) ": "
                    @for (i, p) in d.together.iter().enumerate() {
                        @if i > 0 { "; " }
                        (pair(t, &p.players, lang)) " (" (p.group) ", " (crate::words::text::tournament_game(lang, p.game)) ")"
                    }
                }
            }
        }
    }
}

#[cfg(test)]
#[path = "draw_tests.rs"]
mod tests;
