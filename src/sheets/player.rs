//! What a player follows on his phone, drawn once (the hall's `/players`
//! pages and the published site): the list of players with the table
//! each sits at in the round being played ([`list`], with a search by
//! name or number), and a player's own page ([`player`]): the game he
//! plays now, his four games (round, table, role, opponents by role, his
//! score once confirmed and shown), his rank and total, his place in the
//! final. Every fact is the public's ([`Public`]: the results the jury
//! lets the public see); the games come from the crosstable
//! (`tournament::standings::cross`).

use maud::{Markup, html};

use super::page::{name, sort_key};
use crate::engine::Role;
use crate::lang::Lang;
use crate::tournament::PlayerNo;
use crate::tournament::book::Tournament;
use crate::tournament::final_round::final_result;
use crate::tournament::standings::cross::{CrossCell, CrossGame, CrossLine, Place, crosstable};
use crate::words::follow::{F, put};
use crate::words::office;
use crate::words::pages::P;
use crate::words::sheet::S;
use crate::words::text::{self, T};
use crate::words::tournament::{self as words, W};

/// Where the players' pages are: a player's is `{prefix}{no}{suffix}`
/// (the hall's `/players/7?lang=de`, a published site's
/// `players/7.html`), the list of them `list`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Links<'a> {
    /// Before the number.
    pub prefix: &'a str,
    /// After the number.
    pub suffix: &'a str,
    /// The players' list.
    pub list: &'a str,
}

impl Links<'_> {
    /// Player `no`'s page.
    pub fn to(&self, no: PlayerNo) -> String {
        format!("{}{no}{}", self.prefix, self.suffix)
    }
}

/// What the public may see of a tournament, as the players' pages show it.
#[derive(Debug, Clone, Copy)]
pub struct Public<'a> {
    /// The tournament with the results the public may not see yet taken
    /// out (`hall::office::public::held_back`).
    pub t: &'a Tournament,
    /// The qualifying rounds whose results are shown.
    pub shown: &'a [u8],
    /// The round being played (of the whole tournament:
    /// `tournament::standings::cross::current_round`).
    pub now: Option<u8>,
    /// Where the players' pages are.
    pub links: Links<'a>,
}

/// Whether player `no` named `shown` answers the search `query`: his
/// number, or a part of his name (case and accents aside).
fn matches(query: &str, no: PlayerNo, shown: &str) -> bool {
    let query = query.trim();
    if query.is_empty() {
        return true;
    }
    match query.trim_start_matches('#').parse::<PlayerNo>() {
        Ok(n) => n == no,
        Err(_) => sort_key(shown).contains(sort_key(query).trim()),
    }
}

/// The players' list: the search box with `search` in it (`None`: no box,
/// for the static site, where nothing would answer it), then every player
/// who answers it, by name: his number, name, town and where he sits in the
/// round being played, each name opening his page.
pub fn list(p: Public<'_>, lang: Lang, search: Option<&str>) -> Markup {
    let query = search.unwrap_or_default();
    let t = p.t;
    let mut players: Vec<_> = t
        .players
        .iter()
        .map(|pl| (office::player(lang, t, pl.no), pl))
        .filter(|(shown, pl)| matches(query, pl.no, shown))
        .collect();
    players.sort_by_key(|(shown, pl)| (sort_key(shown), pl.no));
    let seated = t.seated_draw();
    let now = |no: PlayerNo| {
        let round = p.now?;
        let g = seated
            .as_ref()?
            .round(round)
            .find(|g| g.role_of(no).is_some())?;
        Some((g.table, g.role_of(no)?))
    };
    html! {
        @if search.is_some() {
            // Without a script the search asks the hall's own page again.
            form.row.find data-show="" action="/players" method="get" {
                input type="hidden" name="lang" value=(lang.code());
                label for="find" { (F::FindYourself.get(lang)) }
                input #find type="search" name="q" value=(query) autocomplete="off" inputmode="search";
                button.go type="submit" { (F::Search.get(lang)) }
            }
        }
        @if players.is_empty() {
            p.no #no-match { (F::NoMatch.get(lang)) }
        } @else {
            table.players-list {
                thead { tr {
                    th.n { (W::No.get(lang)) }
                    th { (W::Player.get(lang)) }
                    th.town { (W::Town.get(lang)) }
                    @if let Some(round) = p.now { th { (T::Round.get(lang)) " " (round) } }
                } }
                tbody {
                    @for (_, pl) in &players {
                        tr id={ "player-" (pl.no) } {
                            td.n { (pl.no) }
                            td { a href=(p.links.to(pl.no)) { (name(t, pl.no, lang)) } }
                            td.town { (pl.town.trim()) }
                            @if p.now.is_some() {
                                td.nowrap {
                                    @if let Some((table, role)) = now(pl.no) {
                                        b { (T::Table.get(lang)) " " (table) } " · " (text::role(lang, role))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Player `no`'s page, `None` for no such player: the game he plays now,
/// his rank and total, his four games and the final.
pub fn player(p: Public<'_>, no: PlayerNo, lang: Lang) -> Option<Markup> {
    let t = p.t;
    let pl = t.player(no)?;
    let lines = crosstable(t);
    let line = lines.iter().find(|l| l.player == no)?;
    let about: Vec<String> =
        [pl.town.trim().to_owned()]
            .into_iter()
            .filter(|town| !town.is_empty())
            .chain(pl.fill_in.then(|| W::FillIn.get(lang).to_owned()))
            .chain(t.withdrawals.iter().filter(|w| w.by == no).map(|w| {
                words::in_place_of(lang, &office::player(lang, t, w.player), w.from_round)
            }))
            .collect();
    // His game in the round played, or, once its result is shown, his next.
    let now = p.now.and_then(|now| {
        line.rounds.iter().find_map(|c| match c {
            CrossCell::Game(g) if g.game.round >= now && g.points.is_none() => Some(g),
            _ => None,
        })
    });
    Some(html! {
        h2 #player-name { (W::No.get(lang)) " " (no) " · " (name(t, no, lang)) }
        @if !about.is_empty() { p.dim { (about.join(" · ")) } }
        @if let Some(g) = now {
            div.box.now #now {
                div.dim {
                    @if Some(g.game.round) == p.now { (F::NowPlaying.get(lang)) } @else { (F::NextGame.get(lang)) }
                }
                div.big { b { (T::Table.get(lang)) " " (g.game.table) } " · " (text::role(lang, g.role)) }
                div.dim { (T::Round.get(lang)) " " (g.game.round) }
            }
        }
        p #standing { (standing(p, line, &lines, lang)) }
        div #games {
            @for (i, cell) in line.rounds.iter().enumerate() {
                (game(p, cell, i + 1, now.map(|g| g.game.round), lang))
            }
            (final_game(p, no, lang))
        }
        @if !p.shown.is_empty() {
            p.small { (P::Shown.get(lang)) ": "
                (p.shown.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")) }
        }
        p { a href=(p.links.list) { (F::AllPlayers.get(lang)) } }
    })
}

/// His place: "Rank 3 of 20 · Total 12.50 · Games 2/4", a withdrawal or a
/// fill-in's note, or that nothing is shown yet.
fn standing(p: Public<'_>, line: &CrossLine, lines: &[CrossLine], lang: Lang) -> Markup {
    if p.shown.is_empty() {
        return html! { (P::Held.get(lang)) };
    }
    let ranked = lines.iter().filter(|l| l.ranked()).count();
    let totals = html! {
        (W::Total.get(lang)) " " b #total { (line.total) } " · "
        (W::Games.get(lang)) " " (line.confirmed) "/" (line.scheduled)
    };
    // Once the final's result is confirmed, a finalist's place is the
    // final's; his qualifying rank follows it.
    let in_final = final_result(p.t).and_then(|f| {
        let place = f.places.iter().find(|pl| pl.player == line.player)?;
        Some((f.winner == line.player, place.place))
    });
    match (line.place, in_final) {
        (Place::Ranked { rank, .. }, Some((won, place))) => html! {
            b #rank {
                @if won { (F::WonTheTournament.get(lang)) }
                @else { (put(lang, F::FinalPlace, &[("place", &place.to_string())])) }
            }
            " · " (put(lang, F::QualifyingRank, &[("rank", &rank.to_string()), ("all", &ranked.to_string())]))
            " · " (totals)
        },
        (Place::Ranked { rank, tied }, None) => html! {
            b #rank { (put(lang, F::RankOf, &[("rank", &rank.to_string()), ("all", &ranked.to_string())])) }
            @if tied { " (" (W::NeedsLot.get(lang)) ")" }
            " · " (totals)
        },
        (Place::Withdrawn { from_round }, _) => html! {
            b { (words::withdrawn_from(lang, from_round)) } " · " (totals)
        },
        (Place::FillIn, _) => html! { b { (W::FillIn.get(lang)) } " · " (totals) },
    }
}

/// A round of his: the game's round, table and his role, his score, then
/// each opponent by role, his name opening his page; marked when it is
/// the game he plays now or next (round `now`).
fn game(p: Public<'_>, cell: &CrossCell, round: usize, now: Option<u8>, lang: Lang) -> Markup {
    html! {
        @match cell {
            CrossCell::Game(g) => (game_card(p, g, now == Some(g.game.round), lang)),
            CrossCell::Withdrawn => div.game.off {
                div.head { (T::Round.get(lang)) " " (round) } div.dim { (W::Withdrawn.get(lang)) }
            },
            CrossCell::Free => div.game.off {
                div.head { (T::Round.get(lang)) " " (round) } div.dim { (F::Free.get(lang)) }
            },
        }
    }
}

fn game_card(p: Public<'_>, g: &CrossGame, current: bool, lang: Lang) -> Markup {
    html! {
        div.game.current[current] id={ "game-" (g.game.round) } {
            div.head {
                span { (crate::words::text::tournament_game(lang, g.game)) " · " b { (text::role(lang, g.role)) } }
                span.pts {
                    @match g.points {
                        Some(points) => { (S::Score.get(lang)) " " b { (points) } },
                        None => span.dim { "–" },
                    }
                }
            }
            (opponents(p, &g.opponents, lang))
        }
    }
}

/// Opponents by role, each name opening his page.
fn opponents(p: Public<'_>, opponents: &[(Role, PlayerNo)], lang: Lang) -> Markup {
    html! {
        ul.vs {
            @for (role, no) in opponents {
                li {
                    span.role { (text::role(lang, *role)) } " "
                    a href=(p.links.to(*no)) { span.pno { (no) } (name(p.t, *no, lang)) }
                }
            }
        }
    }
}

/// His game in the final, once he has chosen his role: the others by role
/// and his place once the final's result is confirmed.
fn final_game(p: Public<'_>, no: PlayerNo, lang: Lang) -> Markup {
    let t = p.t;
    let Some(mine) = t.seats.iter().find(|(q, _)| *q == no).map(|(_, r)| *r) else {
        return html! {};
    };
    let others: Vec<(Role, PlayerNo)> = t
        .seats
        .iter()
        .filter(|(q, _)| *q != no)
        .map(|(q, r)| (*r, *q))
        .collect();
    let place = final_result(t).and_then(|f| f.places.into_iter().find(|pl| pl.player == no));
    html! {
        div.game #game-final {
            div.head {
                span { (W::TheFinal.get(lang)) " · " b { (text::role(lang, mine)) } }
                @if let Some(place) = place { span.pts { (W::Place.get(lang)) " " b { (place.place) } } }
            }
            (opponents(p, &others, lang))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn a_player_is_found_by_his_number_or_a_part_of_his_name() {
        assert!(matches("", 7, "Anna Berg"));
        assert!(matches("7", 7, "Anna Berg"));
        assert!(matches("#7", 7, "Anna Berg"));
        assert!(!matches("17", 7, "Anna Berg"));
        assert!(matches("berg", 7, "Anna Berg"));
        assert!(matches("  EMILE ", 3, "Émile Dubois"));
        assert!(matches("núñez", 4, "José Nunez"));
        assert!(!matches("bruno", 7, "Anna Berg"));
    }
}
