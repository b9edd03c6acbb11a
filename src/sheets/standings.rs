//! The standings, drawn once: rank, number, name, town, total, the three
//! tie-breakers, games confirmed of drawn, what decided the place and a
//! mark (a lot's place, a tie that needs one, a withdrawal), the legend and
//! the groups that need a lot. The printout, the jury's page, the players'
//! public page and `standings --html` all show [`standings`]; on a page a
//! number can be clicked to show the games behind it ([`Look::explain`]).

use crate::words::sheet::S;
use maud::{Markup, html};

use super::page::{name, page, progress, title};
use crate::lang::Lang;
use crate::scoring::tcc;
use crate::tournament::book::Tournament;
use crate::tournament::standings::{Standing, TccFrom, lots_needed};
use crate::tournament::{GameRef, PlayerNo};
use crate::words::pages::P;
use crate::words::text;
use crate::words::tournament::{self as words, W};

/// A column whose number can be explained by the games behind it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// The total.
    Total,
    /// Tie-breaker 1.
    Tb1,
    /// Tie-breaker 2.
    Tb2,
    /// Tie-breaker 3.
    Tb3,
}

impl Column {
    /// Every column that explains itself.
    pub const ALL: [Self; 4] = [Self::Total, Self::Tb1, Self::Tb2, Self::Tb3];

    /// Its name in a page's address (`explain=3/tb1`).
    pub fn key(self) -> &'static str {
        match self {
            Self::Total => "total",
            Self::Tb1 => "tb1",
            Self::Tb2 => "tb2",
            Self::Tb3 => "tb3",
        }
    }

    /// The column named `key`.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.key() == key)
    }
}

/// How the standings are shown: on paper, on a page whose numbers open the
/// games behind them, or on the projector's wall.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Look {
    /// On paper (a printout, `standings --html`).
    #[default]
    Print,
    /// On a page: the numbers are buttons that open their games
    /// (`data-explain`), by mouse or keyboard.
    Page {
        /// The line and column whose games are shown under it.
        explain: Option<(PlayerNo, Column)>,
        /// The public page: its games are only those shown, and a game not
        /// counted yet is "not counted here", not "not confirmed".
        public: bool,
    },
    /// On the projector: large type, rank, player, total and games only.
    Projector,
}

impl Look {
    /// The line and column explained under it, on a page.
    fn explain(self) -> Option<(PlayerNo, Column)> {
        match self {
            Self::Page { explain, .. } => explain,
            Self::Print | Self::Projector => None,
        }
    }
}

/// The coefficient's short name: sTCC for the scaled rules, else TCC.
fn tcc_name(t: &Tournament) -> &'static str {
    if tcc::scaled(t.scheme) { "sTCC" } else { "TCC" }
}

/// The standings of `t` (its `lines`, best first) with the legend and the
/// groups that need a lot: the one table every page and paper shows.
pub fn standings(t: &Tournament, lines: &[Standing], lang: Lang, look: Look) -> Markup {
    if look == Look::Projector {
        return projected(t, lines, lang);
    }
    let tcc = tcc_name(t);
    html! {
        table.standings {
            thead { tr {
                th.n { (W::Rank.get(lang)) }
                th.n { (W::No.get(lang)) }
                th { (W::Player.get(lang)) }
                th { (W::Town.get(lang)) }
                th.n { (W::Total.get(lang)) }
                th.n { (W::Tb1.get(lang)) }
                th.n { (W::Tb2.get(lang)) " " (tcc) }
                th.n { (W::Tb3.get(lang)) }
                th.n { (W::Games.get(lang)) }
                th { (W::DecidedBy.get(lang)) }
                th { (W::Lot.get(lang)) }
            } }
            tbody {
                @for l in lines {
                    (row(t, (l, lines), lang, look))
                    @if let Some((_, column)) = look.explain().filter(|(p, _)| *p == l.player) {
                        tr.explain data-explain="close" {
                            td {}
                            td colspan="10" {
                                div.dim { (P::Explain.get(lang)) }
                                (explain(t, l, column, lang, matches!(look, Look::Page { public: true, .. })))
                            }
                        }
                    }
                }
            }
        }
        p.small {
            (W::Tb1.get(lang)) ": " (W::Tb1Is.get(lang)) br;
            (W::Tb2.get(lang)) " " (tcc) ": " (W::Tb2Is.get(lang)) br;
            (W::Tb3.get(lang)) ": " (W::Tb3Is.get(lang))
            // The mark's legend only when a line carries it.
            @if lines.iter().any(|l| l.withdrawn.is_none() && l.tied) {
                br; "* " (W::NeedsLot.get(lang))
            }
        }
        @for group in lots_needed(lines) {
            p { b { "* " (W::LotsNeeded.get(lang)) ":" } " " (names(t, &group, lang)) }
        }
    }
}

/// The standings on the projector's wall: rank, player, total, games.
fn projected(t: &Tournament, lines: &[Standing], lang: Lang) -> Markup {
    html! {
        table.big-standings {
            thead { tr {
                th.n { (W::Rank.get(lang)) }
                th { (W::Player.get(lang)) }
                th.n { (W::Total.get(lang)) }
                th.n { (W::Games.get(lang)) }
            } }
            tbody {
                @for l in lines {
                    tr {
                        td.n { @if l.withdrawn.is_some() { "–" } @else { (l.rank) } }
                        td { (super::page::who(t, l.player, lang)) }
                        td.n { b { (l.total) } }
                        td.n { (l.confirmed) "/" (l.scheduled) }
                    }
                }
            }
        }
    }
}

/// One line: the numbers, clickable on a page.
fn row(t: &Tournament, (l, lines): (&Standing, &[Standing]), lang: Lang, look: Look) -> Markup {
    let town = t.player(l.player).map_or("", |p| p.town.trim());
    let tcc = l
        .tcc
        .as_ref()
        .map_or_else(|| "–".to_owned(), |c| format!("{:.3}", c.value));
    let decided = l
        .decided_by
        .map(|by| words::tie_breaker(lang, by))
        .unwrap_or_default();
    let mark = match (l.withdrawn, l.tied, l.lot) {
        (Some(round), _, _) => words::withdrawn_from(lang, round),
        (None, true, _) => format!("* {}", W::NeedsLot.get(lang)),
        (None, false, Some(p)) => words::lot_place(lang, p.place, lot_size(lines, p.lot)),
        (None, false, None) => String::new(),
    };
    let cell = |column: Column, text: String| {
        let key = format!("{}/{}", l.player, column.key());
        html! {
            @if matches!(look, Look::Page { .. }) {
                td.n { button.x type="button" data-explain=(key) { (text) } }
            } @else {
                td.n { (text) }
            }
        }
    };
    html! {
        tr.tied[l.tied] id={ "standing-" (l.player) } {
            td.n { @if l.withdrawn.is_some() { "–" } @else { (l.rank) } }
            td.n { (l.player) }
            td { (name(t, l.player, lang)) }
            td { (town) }
            (cell(Column::Total, l.total.to_string()))
            (cell(Column::Tb1, l.second_best.to_string()))
            (cell(Column::Tb2, tcc))
            (cell(Column::Tb3, l.opponents.to_string()))
            td.n { (l.confirmed) "/" (l.scheduled) }
            td { (decided) }
            td.nowrap { (mark) }
        }
    }
}

/// How many lines of the standings the lot `lot` placed (its group).
pub fn lot_size(lines: &[Standing], lot: usize) -> usize {
    lines
        .iter()
        .filter(|l| l.lot.is_some_and(|p| p.lot == lot))
        .count()
}

/// The games behind one number of a line, one a line.
fn explain(t: &Tournament, l: &Standing, column: Column, lang: Lang, public: bool) -> Markup {
    let e = &l.explain;
    let at = |game: GameRef, role| {
        format!(
            "{} · {}:",
            crate::words::text::tournament_game(lang, game),
            text::role(lang, role)
        )
    };
    html! {
        @match column {
            Column::Total => @for g in &e.total {
                div { (at(g.game, g.role)) " " b { (g.points) } " " span.dim { (crate::words::score::total(lang, &g.formula)) } }
            },
            Column::Tb1 => @for b in &e.second_best {
                div {
                    (at(b.game, b.role)) " "
                    @if let Some(line) = &b.line {
                        b { (line.points) } " " (crate::words::score::scored(lang, line.what)) " "
                        span.dim { (crate::words::score::formula(lang, &line.formula)) }
                    } @else {
                        (P::NoneCounts.get(lang))
                    }
                    @if b.switch_not_known { " (" (P::NotKnown.get(lang)) ")" }
                }
            },
            Column::Tb2 => div {
                @match &e.tcc {
                    TccFrom::Known { game } => {
                        (crate::words::text::tournament_game(lang, *game)) ": "
                        @if let Some(c) = &l.tcc {
                            b { (format!("{:.3}", c.value)) } " " span.dim { (crate::words::score::tcc(lang, c)) }
                        }
                    }
                    TccFrom::Unknown { game, why } => {
                        (crate::words::text::tournament_game(lang, *game)) ": " (P::NotKnown.get(lang))
                        " (" (crate::words::tcc_unknown(lang, why)) ")"
                    }
                    TccFrom::NotPlayed { game } => {
                        @if let Some(game) = game { (crate::words::text::tournament_game(lang, *game)) ": " }
                        (if public { P::NotCounted.get(lang) } else { W::ResultNotYet.get(lang) })
                    }
                }
            },
            Column::Tb3 => @for o in &e.opponents {
                div {
                    (at(o.game, o.role)) " " (name(t, o.player, lang)) " "
                    b { (o.total) } " " span.dim { (o.confirmed) "/" (o.scheduled) }
                }
            },
        }
    }
}

/// "3 Anna, 7 Bruno": players by number and name.
pub fn names(t: &Tournament, players: &[PlayerNo], lang: Lang) -> Markup {
    html! {
        @for (i, p) in players.iter().enumerate() {
            @if i > 0 { ", " }
            (p) " " (name(t, *p, lang))
        }
    }
}

/// The standings' printout: the table under a title with the scoring
/// rules and the games confirmed.
pub fn printout(t: &Tournament, lang: Lang) -> String {
    let heading = W::Standings.get(lang);
    let lines = crate::tournament::standings::standings(t);
    let body = html! {
        (title(t, heading, &subtitle(t, lang)))
        (standings(t, &lines, lang, Look::default()))
    };
    page(t, lang, heading, &body)
}

/// "Scoring: FWC 2026 · 12 of 24 games confirmed".
pub fn subtitle(t: &Tournament, lang: Lang) -> String {
    let (done, all) = progress(t);
    format!(
        "{}: {} · {}",
        S::Scoring.get(lang),
        text::preset(lang, t.scheme),
        words::confirmed(lang, done, all)
    )
}
