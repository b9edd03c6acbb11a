//! The Draw tab's *Redraw…* (docs/tournament.md, "Late entries and
//! no-shows"): until round 1 begins, the jury ticks the players who did
//! not come, sees what the redraw makes final (who joins, who leaves, the
//! field, the seed, the tables' keys kept) and only *Yes, redraw* posts
//! it. Once a table's first line of a game reached the hall, or a game
//! has a result, it is not offered: a withdrawal's fill-in takes a missing
//! player's seats (Players tab).

use std::collections::BTreeSet;

use maud::{Markup, html};

use super::ask::Ask;
use crate::hall::shared::in_address;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::name::name_in;
use crate::tournament::request::{Redrawing, Request, Seed};
use crate::tournament::{GameRef, Player, PlayerNo};
use crate::words::count::{Noun, count};
use crate::words::jury::{J, fill};
use crate::words::office;
use crate::words::pages::P;
use crate::words::text::T;
use crate::words::tournament::W;

/// The redraw's button, its form or its question; nothing once the
/// round has begun (`begun`: the games whose first line reached the hall).
pub fn section(t: &Tournament, lang: Lang, ask: &Ask, begun: &BTreeSet<GameRef>) -> Markup {
    if t.draw.is_none() || t.redraw_closed(begun).is_some() {
        return html! {};
    }
    let names = |list: &[&Player]| {
        let named: Vec<String> = list.iter().map(|p| shown(t, lang, p)).collect();
        named.join(" · ")
    };
    let late: Vec<&Player> = t.late.iter().collect();
    if ask.edit != "redraw" {
        return html! {
            div.box #redraw {
                p.dim { (J::RedrawOpen.get(lang)) }
                @if !late.is_empty() {
                    p #redraw-waiting { (fill(lang, J::RedrawWaiting, &[("names", &names(&late))])) }
                }
                button.go data-do="redraw" data-show="edit=redraw" { (J::Redraw.get(lang)) }
            }
        };
    }
    let seed = ask.seed.as_deref().unwrap_or_default().trim();
    let everyone: Vec<&Player> = t.players.iter().chain(&t.late).collect();
    if ask.ask {
        return question(t, lang, ask, seed, &everyone);
    }
    html! {
        form.box #redraw-form data-show="edit=redraw" {
            fieldset {
                legend { b { (J::RedrawTitle.get(lang)) } }
                @for p in &everyone {
                    label.gone {
                        input type="checkbox" name={ "gone_" (p.no) } checked[ask.absent.contains(&p.no)];
                        " " (p.no) " " (shown(t, lang, p))
                    }
                    " "
                }
            }
            div.row {
                label { (W::Seed.get(lang)) " " input #redraw-seed name="seed" size="22" value=(seed) placeholder=(P::SeedHint.get(lang)); }
                button.go type="submit" data-do="redraw-next" data-ask { (J::RedrawNext.get(lang)) }
                button type="button" data-do="redraw-cancel" data-show="" { (T::Cancel.get(lang)) }
            }
        }
    }
}

/// What the redraw makes final, and *Yes, redraw*.
fn question(t: &Tournament, lang: Lang, ask: &Ask, seed: &str, everyone: &[&Player]) -> Markup {
    let absent: Vec<PlayerNo> = ask.absent.clone();
    let (field, _) = t.redraw_field(&absent);
    let fill_ins = field.iter().filter(|p| p.fill_in).count();
    let joining: Vec<String> = t
        .late
        .iter()
        .filter(|p| !absent.contains(&p.no))
        .map(|p| shown(t, lang, p))
        .collect();
    let leaving: Vec<String> = everyone
        .iter()
        .filter(|p| absent.contains(&p.no))
        .map(|p| shown(t, lang, p))
        .collect();
    let by_lot = if seed.is_empty() {
        J::RedrawRandom.get(lang).to_owned()
    } else {
        fill(lang, J::RedrawSeed, &[("seed", seed)])
    };
    let redraw = Request::Redraw(Redrawing {
        absent: absent.clone(),
        seed: Some(Seed::Text(seed.to_owned())),
    });
    let ticked: String = absent.iter().map(|no| format!("&gone_{no}=true")).collect();
    let back = format!("edit=redraw&seed={}{ticked}", in_address(seed));
    let players = count(lang, field.len(), Noun::Player);
    let fill_ins = count(lang, fill_ins, Noun::FillIn);
    html! {
        div.box.ask #redraw-ask {
            div { b { (J::RedrawAsk.get(lang)) } }
            ul {
                li { (fill(lang, J::RedrawField, &[("players", &players), ("fill_ins", &fill_ins)])) }
                @if !joining.is_empty() { li #redraw-join { (fill(lang, J::RedrawJoin, &[("names", &joining.join(" · "))])) } }
                @if !leaving.is_empty() { li #redraw-leave { (fill(lang, J::RedrawLeave, &[("names", &leaving.join(" · "))])) } }
                li { (by_lot) }
                li { (J::RedrawKeys.get(lang)) }
            }
            div.row {
                button.go data-do="redraw-confirm" data-post=(redraw.path()) data-body=(redraw.body())
                    data-refused=(back) { (J::RedrawYes.get(lang)) }
                button data-do="redraw-back" data-show=(back) { (T::Back.get(lang)) }
                button data-do="redraw-cancel" data-show="" { (T::Cancel.get(lang)) }
            }
        }
    }
}

/// A player's or late entry's name as shown ("Fill-in 2" for an unnamed
/// fill-in, by his place among the fill-ins).
pub fn shown(t: &Tournament, lang: Lang, p: &Player) -> String {
    let name =
        (t.name(p.no).or_else(|| name_in(&t.late, p.no))).or_else(|| name_in(&t.absent, p.no));
    name.map_or_else(|| format!("#{}", p.no), |n| office::name(lang, n))
}
