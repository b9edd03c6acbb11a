//! The tournament's printouts, print-friendly HTML for A4 with their own
//! CSS (no scripts): the draw round by round, a card per table per round
//! to lay on the table, a card per player with his four games, the
//! standings with every tie-breaker (`standings.rs`), the final's sheet
//! (`final_sheet.rs`) and the crosstable (`crosstable.rs`). Pure: a
//! [`Tournament`] and a language in, a page out; the words are
//! `words::tournament`'s. The hall serves them at
//! `GET /print/{draw|tables|players|standings|final|crosstable}`.

use crate::words::text::T;
use maud::{Markup, html};

use std::collections::BTreeMap;

use super::draw::round_table;
use super::final_sheet::final_sheet;
use super::page::{fill_in_note, name, page, sheets, sort_key, title, who};
use super::player::Links;
use super::qr;
use super::stacked::stacked;
use super::standings::printout as standings;
use crate::engine::Role;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::{Draw, PlayerNo, ROUNDS, Seating};
use crate::wire::TableNo;
use crate::words::follow::F;
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
    /// The crosstable: every player's games round by round.
    Crosstable,
    /// A result slip per game for the four signatures, two to a page.
    Slips,
    /// A round's results and its corrections (`round_results`), the last
    /// round with a confirmed result unless the address names one.
    Results,
}

impl Printout {
    /// Every printout.
    pub const ALL: [Self; 8] = [
        Self::Draw,
        Self::Tables,
        Self::Players,
        Self::Standings,
        Self::Final,
        Self::Crosstable,
        Self::Slips,
        Self::Results,
    ];

    /// Its name in the hall's address (`/print/draw`) and in file names.
    pub fn key(self) -> &'static str {
        match self {
            Self::Draw => "draw",
            Self::Tables => "tables",
            Self::Players => "players",
            Self::Standings => "standings",
            Self::Final => "final",
            Self::Crosstable => "crosstable",
            Self::Slips => "slips",
            Self::Results => "results",
        }
    }

    /// The printout named `key`.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// Where the cards' QR codes lead: the hall's address (as the tablets and
/// the players' phones reach it) and each table's key. A table's key is
/// printed on its own table's card and nowhere else; the jury's key never.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Joining {
    /// The hall's address, `http://host:port` (empty: no QR codes).
    pub address: String,
    /// Where the tablets open the clock when not at `address`: the hall's
    /// HTTPS, `https://host:port`.
    pub secure: Option<String>,
    /// Each table's key.
    pub table_keys: BTreeMap<TableNo, String>,
}

impl Joining {
    /// The address that opens the clock at table `table` with its key, if
    /// the hall has an address and the table a key.
    pub fn clock(&self, table: TableNo) -> Option<String> {
        let key = self.table_keys.get(&table)?;
        (!self.address.is_empty()).then(|| format!("{}/?key={key}&table={table}", self.tablets()))
    }

    /// Where the tablets open the clock: the hall's HTTPS if it serves it.
    pub fn tablets(&self) -> &str {
        self.secure.as_deref().unwrap_or(&self.address)
    }
}

/// The printout `which` of `t` in `lang`, a whole HTML page; the table
/// cards' QR codes (each table's clock) and the player cards' (each
/// player's page, in the language his phone asks for) as `joining` says.
pub fn print(t: &Tournament, which: Printout, lang: Lang, joining: &Joining) -> String {
    let (prefix, list) = (
        format!("{}/players/", joining.address),
        format!("{}/players", joining.address),
    );
    let pages = (!joining.address.is_empty()).then_some(Links {
        prefix: &prefix,
        suffix: "",
        list: &list,
    });
    match which {
        Printout::Draw => draw(t, lang),
        Printout::Tables => tables(t, lang, joining),
        Printout::Players => players(t, lang, pages),
        Printout::Standings => standings(t, lang),
        Printout::Final => final_sheet(t, lang),
        Printout::Crosstable => super::crosstable::printout(t, lang),
        Printout::Slips => super::slip::slips(t, lang),
        Printout::Results => {
            super::round_results::printout(t, super::round_results::latest_round(t), lang)
        }
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
        (stacked(&html! { table.index {
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
                        @for round in 1..=ROUNDS { td data-label={ (T::Round.get(lang)) " " (round) } { (cell(p.no, round)) } }
                    }
                }
            }
        } }))
        (fill_in_note(t, lang))
    }
}

/// A card per table per round, four to a page: the round and table, the
/// QR code that opens the clock for that table with the table's key, then
/// the four players by role.
pub fn tables(t: &Tournament, lang: Lang, joining: &Joining) -> String {
    let heading = W::TableCards.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let cards: Vec<Markup> = d
        .games
        .iter()
        .map(|g| table_card(t, g, lang, joining))
        .collect();
    page(t, lang, heading, &sheets("tables", &cards))
}

fn table_card(t: &Tournament, g: &Seating, lang: Lang, joining: &Joining) -> Markup {
    html! {
        @if let (Some(clock), Some(key)) = (joining.clock(g.table), joining.table_keys.get(&g.table)) {
            div.join {
                (qr::svg(&clock, lang))
                div.small { (words::table_clock(lang, g.table)) }
                div.small { (joining.tablets()) "/ · " (key) }
            }
        }
        div.small { (t.name) }
        div.head { (text::tournament_game(lang, g.game())) }
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
/// role, and the QR code of his page when `pages` says where it is.
pub fn players(t: &Tournament, lang: Lang, pages: Option<Links<'_>>) -> String {
    let heading = W::PlayerCards.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let cards: Vec<Markup> = t
        .players
        .iter()
        .map(|p| player_card(t, d, p.no, lang, pages))
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

fn player_card(
    t: &Tournament,
    d: &Draw,
    no: PlayerNo,
    lang: Lang,
    pages: Option<Links<'_>>,
) -> Markup {
    html! {
        div.small { (t.name) }
        div.head { (W::No.get(lang)) " " (no) " · " (name(t, no, lang)) }
        div.small.about { (about(t, no, lang)) (maud::PreEscaped("&nbsp;")) }
        (games_of(t, d, no, lang))
        @if let Some(w) = t.withdrawal(no) {
            p.withdrawn { b { (words::withdrawn_from(lang, w.from_round)) } }
        }
        @if let Some(pages) = pages {
            div.follow { (qr::svg(&pages.to(no), lang)) }
            div.small.scan { (F::Scan.get(lang)) ": " (pages.to(no)) }
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
                        (text::tournament_game(lang, g.game())) " · " (text::role(lang, mine))
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
