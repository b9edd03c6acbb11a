//! The projector's screens, drawn once (the hall's `/projector`): the
//! round being played, who sits where, a few tables a screen; then the
//! standings as the public may see them, a few lines a screen; the final's
//! seats and order once there are any. Large type for a wall across the
//! hall, each screen with the QR code to the players' pages. The page's
//! script shows one screen after the other ([`screen`] with its number;
//! `data-views` says how many there are).

use maud::{Markup, html};

use super::final_sheet::final_order;
use super::page::who;
use super::player::Public;
use super::qr;
use crate::engine::Role;
use crate::lang::Lang;
use crate::tournament::final_round::final_result;
use crate::tournament::standings::standings;
use crate::tournament::{PlayerNo, Seating};
use crate::words::follow::F;
use crate::words::pages::P;
use crate::words::text::{self, T};
use crate::words::tournament::W;

/// Tables on one screen.
pub const TABLES: usize = 14;
/// Standings lines on one screen.
pub const LINES: usize = 14;

/// One screen's content.
enum View {
    /// Tables of the round being played (the round, the tables).
    Tables(u8, Vec<Seating>),
    /// The final's seats, once all four roles are chosen.
    FinalSeats([PlayerNo; 4]),
    /// Standings lines, from the `usize`-th on.
    Standings(usize),
    /// The standings are held back.
    Held,
    /// The final's order.
    FinalOrder,
}

/// Every screen, in the order shown.
fn views(p: Public<'_>) -> Vec<View> {
    let t = p.t;
    let mut views = Vec::new();
    if let (Some(round), Some(d)) = (p.now, t.seated_draw()) {
        let mut games: Vec<Seating> = d.round(round).copied().collect();
        games.sort_by_key(|g| g.table);
        views.extend(
            games
                .chunks(TABLES)
                .map(|chunk| View::Tables(round, chunk.to_vec())),
        );
    }
    let seat = |role: Role| t.seats.iter().find(|(_, r)| *r == role).map(|(p, _)| *p);
    if let [Some(f), Some(e), Some(m), Some(po)] = Role::ALL.map(seat) {
        views.push(View::FinalSeats([f, e, m, po]));
    }
    if final_result(t).is_some() {
        views.push(View::FinalOrder);
    }
    if p.shown.is_empty() {
        views.push(View::Held);
    } else {
        let lines = standings(t).len();
        views.extend((0..lines.max(1)).step_by(LINES).map(View::Standings));
    }
    views
}

/// Screen `n` (counted round, past the last the first again), with the
/// QR code of `players`, the players' pages' address.
pub fn screen(p: Public<'_>, n: usize, lang: Lang, players: &str) -> Markup {
    let views = views(p);
    let count = views.len();
    let n = n % count.max(1);
    html! {
        div.projector data-views=(count) data-view=(n) {
            aside.scan {
                (qr::svg(players, lang))
                div { (F::Scan.get(lang)) }
                div.small { (players) }
            }
            @match views.get(n) {
                Some(view) => (drawn(p, view, lang)),
                None => p { (F::NoTables.get(lang)) },
            }
        }
    }
}

fn drawn(p: Public<'_>, view: &View, lang: Lang) -> Markup {
    let t = p.t;
    match view {
        View::Tables(round, games) => html! {
            h2 { (T::Round.get(lang)) " " (round) " — " (W::WhoPlaysWhere.get(lang)) }
            (seats(p, games.iter().map(|g| (html! { (g.table) }, g.players)), lang))
        },
        View::FinalSeats(players) => html! {
            h2 { (W::TheFinal.get(lang)) }
            (seats(p, [(html! { "1" }, *players)].into_iter(), lang))
        },
        View::FinalOrder => html! {
            @if let Some(f) = final_result(t) { (final_order(t, &f, lang)) }
        },
        View::Held => html! {
            h2 { (W::Standings.get(lang)) }
            p.big { (P::Held.get(lang)) }
        },
        View::Standings(from) => {
            let lines: Vec<_> = standings(t).into_iter().skip(*from).take(LINES).collect();
            html! {
                h2 { (W::Standings.get(lang)) }
                (super::standings::standings(t, &lines, lang, super::standings::Look::Projector))
            }
        }
    }
}

/// Tables by number, a player by number and name in each role.
fn seats<'a>(
    p: Public<'a>,
    tables: impl Iterator<Item = (Markup, [PlayerNo; 4])>,
    lang: Lang,
) -> Markup {
    html! {
        table.big-seats {
            thead { tr {
                th.n { (T::Table.get(lang)) }
                @for role in Role::ALL { th { (text::role(lang, role)) } }
            } }
            tbody {
                @for (table, players) in tables {
                    tr {
                        td.n { b { (table) } }
                        @for no in players { td { (who(p.t, no, lang)) } }
                    }
                }
            }
        }
    }
}
