//! The tournament's printouts, print-friendly HTML for A4 with their own
//! CSS (no scripts): the draw round by round, a card per table per round
//! to lay on the table, a card per player with his four games, the
//! standings with every tie-breaker (`standings.rs`) and the final's
//! sheet (`final_sheet.rs`). Pure: a [`Tournament`] and a language in, a
//! page out; the words are `words::tournament`'s. The hall serves them at
//! `GET /print/{draw|tables|players|standings|final}`.

use crate::words::text::T;
use maud::{Markup, html};

use super::draw::round_table;
use super::final_sheet::final_sheet;
use super::page::{fill_in_note, name, page, sheets, sort_key, title, who};
use super::standings::printout as standings;
use crate::engine::Role;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::{Draw, PlayerNo, ROUNDS, Seating};
use crate::words::tournament::{self as words, W};
use crate::words::{office, text};

/// A printout of the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Printout {
    /// The draw: each round's tables, one page a round, and who plays where.
    Draw,
    /// A card per table per round, four to a page.
    Tables,
    /// A card per player with his four games, four to a page.
    Players,
    /// The standings with every tie-breaker.
    Standings,
    /// The final's sheet.
    Final,
}

impl Printout {
    /// Every printout.
    pub const ALL: [Self; 5] = [
        Self::Draw,
        Self::Tables,
        Self::Players,
        Self::Standings,
        Self::Final,
    ];

    /// Its name in the hall's address (`/print/draw`) and in file names.
    pub fn key(self) -> &'static str {
        match self {
            Self::Draw => "draw",
            Self::Tables => "tables",
            Self::Players => "players",
            Self::Standings => "standings",
            Self::Final => "final",
        }
    }

    /// The printout named `key`.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// The printout `which` of `t` in `lang`, a whole HTML page.
pub fn print(t: &Tournament, which: Printout, lang: Lang) -> String {
    match which {
        Printout::Draw => draw(t, lang),
        Printout::Tables => tables(t, lang),
        Printout::Players => players(t, lang),
        Printout::Standings => standings(t, lang),
        Printout::Final => final_sheet(t, lang),
    }
}

/// The page for a printout that needs the draw, before there is one.
fn not_drawn(t: &Tournament, lang: Lang, heading: &str) -> String {
    let body = html! { (title(t, heading, "")) p { (W::NotDrawn.get(lang)) } };
    page(t, lang, heading, &body)
}

/// The draw: one page a round, landscape (its tables, a player by number
/// and name in each role), then an index of every player by name with his
/// table and role each round.
pub fn draw(t: &Tournament, lang: Lang) -> String {
    let heading = W::Draw.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let sub = format!(
        "{} · {}: {}",
        W::DrawNote.get(lang),
        W::Seed.get(lang),
        d.seed
    );
    let body = html! {
        @for round in 1..=ROUNDS {
            section.page.round {
                (title(t, heading, if round == 1 { &sub } else { "" }))
                (round_table(t, d, round, lang))
                (fill_in_note(t, lang))
            }
        }
        (index(t, d, lang))
    };
    page(t, lang, heading, &body)
}

/// Who plays where, a page of the printout.
fn index(t: &Tournament, d: &Draw, lang: Lang) -> Markup {
    html! {
        section.page {
            (title(t, W::WhoPlaysWhere.get(lang), ""))
            (who_plays_where(t, d, lang))
        }
    }
}

/// Who plays where: every player by name, his table and role each round
/// (the draw's printout and the published site's draw page).
pub fn who_plays_where(t: &Tournament, d: &Draw, lang: Lang) -> Markup {
    let mut players: Vec<_> = t.players.iter().collect();
    players.sort_by_key(|p| (sort_key(&office::player(lang, t, p.no)), p.no));
    let cell = |no: PlayerNo, round: u8| {
        let seat = d
            .round(round)
            .find_map(|g| g.role_of(no).map(|r| (g.table, r)));
        let gone = t.withdrawal(no).is_some_and(|w| round >= w.from_round);
        html! {
            @if let Some((table, role)) = seat {
                b { (T::Table.get(lang)) " " (table) }
                span.small { (text::role(lang, role)) }
            } @else if gone {
                span.small { (W::Withdrawn.get(lang)) }
            }
        }
    };
    html! {
        table.index {
            thead { tr {
                th { (W::Player.get(lang)) }
                th.n { (W::No.get(lang)) }
                @for round in 1..=ROUNDS { th { (T::Round.get(lang)) " " (round) } }
            } }
            tbody {
                @for p in &players {
                    tr {
                        td { (name(t, p.no, lang)) }
                        td.n { (p.no) }
                        @for round in 1..=ROUNDS { td { (cell(p.no, round)) } }
                    }
                }
            }
        }
        (fill_in_note(t, lang))
    }
}

/// A card per table per round, four to a page: the round and table, then
/// the four players by role.
pub fn tables(t: &Tournament, lang: Lang) -> String {
    let heading = W::TableCards.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let cards: Vec<Markup> = d.games.iter().map(|g| table_card(t, g, lang)).collect();
    page(t, lang, heading, &sheets("tables", &cards))
}

fn table_card(t: &Tournament, g: &Seating, lang: Lang) -> Markup {
    html! {
        div.small { (t.name) }
        div.head { (T::Round.get(lang)) " " (g.round) " · " (T::Table.get(lang)) " " (g.table) }
        @for role in Role::ALL {
            div.seat {
                div.role { (text::role(lang, role)) }
                div.name { (who(t, g.player(role), lang)) }
            }
        }
    }
}

/// A card per player, four to a page: his number, name and town, then his
/// four games, each its round, table and role over its three opponents by
/// role.
pub fn players(t: &Tournament, lang: Lang) -> String {
    let heading = W::PlayerCards.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let cards: Vec<Markup> = t
        .players
        .iter()
        .map(|p| player_card(t, d, p.no, lang))
        .collect();
    page(t, lang, heading, &sheets("players", &cards))
}

/// What a player's card says under his name: his town, the fill-in's mark,
/// whom he replaces.
fn about(t: &Tournament, no: PlayerNo, lang: Lang) -> String {
    let player = t.player(no);
    let mut about: Vec<String> = player
        .map(|p| p.town.trim().to_owned())
        .filter(|town| !town.is_empty())
        .into_iter()
        .collect();
    if player.is_some_and(|p| p.fill_in) {
        about.push(format!("° {}", W::FillIn.get(lang)));
    }
    for w in t.withdrawals.iter().filter(|w| w.by == no) {
        let instead = office::player(lang, t, w.player);
        about.push(words::in_place_of(lang, &instead, w.from_round));
    }
    about.join(" · ")
}

fn player_card(t: &Tournament, d: &Draw, no: PlayerNo, lang: Lang) -> Markup {
    html! {
        div.small { (t.name) }
        div.head { (W::No.get(lang)) " " (no) " · " (name(t, no, lang)) }
        div.small { (about(t, no, lang)) (maud::PreEscaped("&nbsp;")) }
        (games_of(t, d, no, lang))
        @if let Some(w) = t.withdrawal(no) {
            p.withdrawn { b { (words::withdrawn_from(lang, w.from_round)) } }
        }
    }
}

/// A player's games: each its round, table and his role over its three
/// opponents by role.
pub fn games_of(t: &Tournament, d: &Draw, no: PlayerNo, lang: Lang) -> Markup {
    html! {
        table { tbody {
            @for g in d.games_of(no) {
                @if let Some(mine) = g.role_of(no) {
                    tr { th colspan="2" {
                        (T::Round.get(lang)) " " (g.round) " · " (T::Table.get(lang)) " "
                        (g.table) " · " (text::role(lang, mine))
                    } }
                    @for role in Role::ALL.into_iter().filter(|r| *r != mine) {
                        tr {
                            td.role { (text::role(lang, role)) }
                            td { (who(t, g.player(role), lang)) }
                        }
                    }
                }
            }
        } }
    }
}
