//! The crosstable, drawn once: every player's four qualifying games round
//! by round (table, role, the opponents by number, his score) beside his
//! rank and total, in the standings' order, then the fill-ins. The jury's
//! page, the public standings (from the games they show), the printout
//! (`/print/crosstable`, A4 landscape) and the published site all show
//! [`crosstable`]; its CSV is `sheets::csv::crosstable`. The facts are
//! `tournament::standings::cross`'s: the scores are the standings' tally.

use maud::{Markup, html};

use super::page::{fill_in_note, name, page, title};
use super::player::Links;
use super::stacked::stacked;
use super::standings::subtitle;
use crate::lang::Lang;
use crate::tournament::book::Tournament;
use crate::tournament::standings::cross::{CrossCell, CrossLine, Place, crosstable as lines};
use crate::words::follow::F;
use crate::words::office;
use crate::words::text::{self, T};
use crate::words::tournament::{self as words, W};

/// The crosstable of `t` in `lang`: a line a player, a column a round.
/// With `links`, a player's name opens his page.
pub fn crosstable(t: &Tournament, lang: Lang, links: Option<Links<'_>>) -> Markup {
    drawn(t, lang, links, Medium::Screen)
}

/// Where the crosstable is shown: on a screen each opponent's name is
/// there for a phone (which shows it beside his number), on paper not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Medium {
    Screen,
    Paper,
}

/// The crosstable as [`crosstable`] draws it, for `medium`.
fn drawn(t: &Tournament, lang: Lang, links: Option<Links<'_>>, medium: Medium) -> Markup {
    let lines = lines(t);
    html! {
        (stacked(&html! { table.cross {
            thead { tr {
                th.n { (W::Rank.get(lang)) }
                th.n { (W::No.get(lang)) }
                th { (W::Player.get(lang)) }
                @for round in 1..=crate::tournament::ROUNDS {
                    th.round { (T::Round.get(lang)) " " (round) }
                }
                th.n { (W::Total.get(lang)) }
                th.n { (W::Games.get(lang)) }
            } }
            tbody {
                @for l in &lines { (row(t, l, (lang, medium), links)) }
            }
        } }))
        p.small { (F::CrossNote.get(lang)) }
        (fill_in_note(t, lang))
    }
}

/// One player's line.
fn row(
    t: &Tournament,
    l: &CrossLine,
    (lang, medium): (Lang, Medium),
    links: Option<Links<'_>>,
) -> Markup {
    let (rank, mark) = match l.place {
        Place::Ranked { rank, tied } => (
            rank.to_string(),
            tied.then(|| format!("* {}", W::NeedsLot.get(lang))),
        ),
        Place::Withdrawn { from_round } => (
            "–".to_owned(),
            Some(words::withdrawn_from(lang, from_round)),
        ),
        Place::FillIn => ("–".to_owned(), None),
    };
    html! {
        tr.tied[matches!(l.place, Place::Ranked { tied: true, .. })] id={ "cross-" (l.player) } {
            td.n.rank { (rank) }
            td.n.pnum { (l.player) }
            td.who {
                @if let Some(links) = links {
                    a href=(links.to(l.player)) { (name(t, l.player, lang)) }
                } @else {
                    (name(t, l.player, lang))
                }
                @if let Some(mark) = &mark { " " span.small.nowrap { (mark) } }
            }
            @for (i, cell) in l.rounds.iter().enumerate() {
                td.round data-label={ (T::Round.get(lang)) " " (i + 1) } { (cell_of(t, cell, lang, medium)) }
            }
            td.n.total data-label=(W::Total.get(lang)) { b { (l.total) } }
            td.n.games data-label=(W::Games.get(lang)) { (l.confirmed) "/" (l.scheduled) }
        }
    }
}

/// A round of a line: table and role, the opponents, the score.
fn cell_of(t: &Tournament, cell: &CrossCell, lang: Lang, medium: Medium) -> Markup {
    html! {
        @match cell {
            CrossCell::Game(g) => {
                div.at { (T::Table.get(lang)) " " (g.game.table) " · " (text::role(lang, g.role)) }
                div.vs {
                    // By number, the name shown too on a phone (one a line).
                    @for (i, (_, p)) in g.opponents.iter().enumerate() {
                        span.opp title=(office::player(lang, t, *p)) {
                            @if i > 0 { span.sep { " · " } }
                            (p)
                            @if medium == Medium::Screen { span.nm { " " (name(t, *p, lang)) } }
                        }
                    }
                }
                div.pts {
                    @match g.points { Some(points) => b { (points) }, None => span.dim { "–" } }
                }
            },
            CrossCell::Withdrawn => span.small { (W::Withdrawn.get(lang)) },
            CrossCell::Free => span.small { (F::Free.get(lang)) },
        }
    }
}

/// The crosstable's printout: A4 landscape, under the tournament's title
/// with the scoring rules and the games confirmed.
pub fn printout(t: &Tournament, lang: Lang) -> String {
    let heading = F::Crosstable.get(lang);
    let body = html! {
        section.cross-page {
            (title(t, heading, &subtitle(t, lang)))
            @if t.draw.is_none() {
                p { (W::NotDrawn.get(lang)) }
            } @else {
                (drawn(t, lang, None, Medium::Paper))
            }
        }
    };
    page(t, lang, heading, &body)
}
