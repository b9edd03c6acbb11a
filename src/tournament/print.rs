//! The tournament's printouts, print-friendly HTML for A4 with their own
//! CSS (no scripts): the draw round by round, a card per table per round
//! to lay on the table, a card per player with his four games, the
//! standings with every tie-breaker (`print_results.rs`) and the final's
//! sheet. Pure: a [`Tournament`] and a language in, a page out; the words
//! are `words::tournament`'s. The hall serves them at
//! `GET /print/{draw|tables|players|standings|final}`.

use std::fmt::Write as _;

use super::book::Tournament;
use super::print_page::{esc, fill_in_note, name, page, sheets, sort_key, title, who};
use super::print_results::{final_sheet, standings};
use super::{Draw, PlayerNo, ROUNDS, Seating};
use crate::engine::Role;
use crate::lang::Lang;
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
    let body = format!("{}<p>{}</p>", title(t, heading, ""), W::NotDrawn.get(lang));
    page(t, lang, heading, &body)
}

/// The header of a round's table, repeated on every page it takes: the
/// round, then `first` and the four roles.
fn role_head(lang: Lang, caption: &str, first: &str) -> String {
    let mut o = format!(
        "<thead><tr><th class=\"cap\" colspan=\"5\">{caption}</th></tr><tr><th class=\"n\">{first}</th>"
    );
    for role in Role::ALL {
        let _ = write!(o, "<th>{}</th>", text::role(lang, role));
    }
    o.push_str("</tr></thead>");
    o
}

/// The draw: one page a round, landscape (its tables, a player by number
/// and name in each role), then an index of every player by name with his
/// table and role each round.
pub fn draw(t: &Tournament, lang: Lang) -> String {
    let heading = W::Draw.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let mut body = String::new();
    let sub = format!(
        "{} · {}: {}",
        W::DrawNote.get(lang),
        W::Seed.get(lang),
        d.seed
    );
    for round in 1..=ROUNDS {
        let _ = write!(
            body,
            "<section class=\"page round\">{}<table>{}<tbody>",
            title(t, heading, if round == 1 { &sub } else { "" }),
            role_head(
                lang,
                &format!("{} {round}", W::Round.get(lang)),
                W::Table.get(lang)
            )
        );
        for game in d.round(round) {
            let _ = write!(body, "<tr><td class=\"n\"><b>{}</b></td>", game.table);
            for p in game.players {
                let _ = write!(body, "<td>{}</td>", who(t, p, lang));
            }
            body.push_str("</tr>");
        }
        let _ = writeln!(body, "</tbody></table>{}</section>", fill_in_note(t, lang));
    }
    body.push_str(&index(t, d, lang));
    page(t, lang, heading, &body)
}

/// Who plays where: every player by name, his table and role each round.
fn index(t: &Tournament, d: &Draw, lang: Lang) -> String {
    let mut o = format!(
        "<section class=\"page\">{}<table class=\"index\"><thead><tr><th>{}</th><th class=\"n\">{}</th>",
        title(t, W::WhoPlaysWhere.get(lang), ""),
        W::Player.get(lang),
        W::No.get(lang)
    );
    for round in 1..=ROUNDS {
        let _ = write!(o, "<th>{} {round}</th>", W::Round.get(lang));
    }
    o.push_str("</tr></thead><tbody>");
    let mut players: Vec<_> = t.players.iter().collect();
    players.sort_by_key(|p| (sort_key(&office::player(lang, t, p.no)), p.no));
    for p in players {
        let _ = write!(
            o,
            "<tr><td>{}</td><td class=\"n\">{}</td>",
            name(t, p.no, lang),
            p.no
        );
        for round in 1..=ROUNDS {
            let cell = d
                .round(round)
                .find_map(|g| g.role_of(p.no).map(|r| (g.table, r)))
                .map(|(table, role)| {
                    format!(
                        "<b>{} {table}</b><span class=\"small\">{}</span>",
                        W::Table.get(lang),
                        text::role(lang, role)
                    )
                })
                .or_else(|| {
                    let gone = t.withdrawal(p.no).filter(|w| round >= w.from_round);
                    gone.map(|_| format!("<span class=\"small\">{}</span>", W::Withdrawn.get(lang)))
                })
                .unwrap_or_default();
            let _ = write!(o, "<td>{cell}</td>");
        }
        o.push_str("</tr>");
    }
    let _ = writeln!(o, "</tbody></table>{}</section>", fill_in_note(t, lang));
    o
}

/// A card per table per round, four to a page: the round and table, then
/// the four players by role.
pub fn tables(t: &Tournament, lang: Lang) -> String {
    let heading = W::TableCards.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let cards: Vec<String> = d.games.iter().map(|g| table_card(t, g, lang)).collect();
    page(t, lang, heading, &sheets("tables", &cards))
}

fn table_card(t: &Tournament, g: &Seating, lang: Lang) -> String {
    let mut o = format!(
        "<div class=\"small\">{}</div><div class=\"head\">{} {} · {} {}</div>",
        esc(&t.name),
        W::Round.get(lang),
        g.round,
        W::Table.get(lang),
        g.table
    );
    for role in Role::ALL {
        let _ = write!(
            o,
            "<div class=\"seat\"><div class=\"role\">{}</div><div class=\"name\">{}</div></div>",
            text::role(lang, role),
            who(t, g.player(role), lang)
        );
    }
    o
}

/// A card per player, four to a page: his number, name and town, then his
/// four games, each its round, table and role over its three opponents by
/// role.
pub fn players(t: &Tournament, lang: Lang) -> String {
    let heading = W::PlayerCards.get(lang);
    let Some(d) = &t.seated_draw() else {
        return not_drawn(t, lang, heading);
    };
    let cards: Vec<String> = t
        .players
        .iter()
        .map(|p| player_card(t, d, p.no, lang))
        .collect();
    page(t, lang, heading, &sheets("players", &cards))
}

fn player_card(t: &Tournament, d: &Draw, no: PlayerNo, lang: Lang) -> String {
    let player = t.player(no);
    let mut about: Vec<String> = player
        .map(|p| p.town.trim())
        .filter(|town| !town.is_empty())
        .map(esc)
        .into_iter()
        .collect();
    if player.is_some_and(|p| p.fill_in) {
        about.push(format!("° {}", W::FillIn.get(lang)));
    }
    for w in t.withdrawals.iter().filter(|w| w.by == no) {
        let instead = office::player(lang, t, w.player);
        about.push(esc(&words::in_place_of(lang, &instead, w.from_round)));
    }
    let mut o = format!(
        "<div class=\"small\">{}</div><div class=\"head\">{} {no} · {}</div>\
         <div class=\"small\">{}&nbsp;</div><table><tbody>",
        esc(&t.name),
        W::No.get(lang),
        name(t, no, lang),
        about.join(" · ")
    );
    for g in d.games_of(no) {
        let Some(mine) = g.role_of(no) else {
            continue;
        };
        let _ = write!(
            o,
            "<tr><th colspan=\"2\">{} {} · {} {} · {}</th></tr>",
            W::Round.get(lang),
            g.round,
            W::Table.get(lang),
            g.table,
            text::role(lang, mine)
        );
        for role in Role::ALL.into_iter().filter(|r| *r != mine) {
            let _ = write!(
                o,
                "<tr><td class=\"role\">{}</td><td>{}</td></tr>",
                text::role(lang, role),
                who(t, g.player(role), lang)
            );
        }
    }
    o.push_str("</tbody></table>");
    if let Some(w) = t.withdrawal(no) {
        let _ = write!(
            o,
            "<p class=\"withdrawn\"><b>{}</b></p>",
            words::withdrawn_from(lang, w.from_round)
        );
    }
    o
}
