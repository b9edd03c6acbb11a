//! The jury page's tabs and the public page, as fragments: which tab shows
//! what, the draw and standings tabs, and the printouts' links.

use crate::engine::Preset;
use crate::tournament::request::{Open, Public, Request};
use crate::words::sheet::S;
use crate::words::text::T;
use maud::{Markup, html};

use super::ask::Ask;
use super::links::prints;
use crate::hall::office::view::{TournamentView, jury as view};
use crate::lang::Lang;
use crate::report::across::Across;
use crate::sheets::crosstable::crosstable;
use crate::sheets::csv::Export;
use crate::sheets::draw::{about, round_table};

use crate::sheets::player::Links;
use crate::sheets::print::Printout;
use crate::sheets::qr;
use crate::sheets::standings::{Look, standings};
use crate::sheets::time::across;
use crate::tournament::book::{Publish, Tournament};
use crate::tournament::public::held_back;
use crate::tournament::{ROUNDS, standings::standings as ranked};
use crate::words::follow::F;
use crate::words::pages::P;
use crate::words::text;
use crate::words::tournament::W;

/// A tab of the jury's page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    /// Registration and corrections, withdrawals.
    Players,
    /// The draw.
    Draw,
    /// Each round's results.
    Results,
    /// The standings.
    Standings,
    /// The finalists, their seats and the final.
    Final,
    /// The crosstable: every player's games round by round.
    Crosstable,
}

impl Tab {
    /// Every tab, in the page's order.
    pub const ALL: [Self; 6] = [
        Self::Players,
        Self::Draw,
        Self::Results,
        Self::Standings,
        Self::Crosstable,
        Self::Final,
    ];

    /// Its name in the address (`/tournament/fragment/draw`, `#draw`).
    pub fn key(self) -> &'static str {
        match self {
            Self::Players => "players",
            Self::Draw => "draw",
            Self::Results => "results",
            Self::Standings => "standings",
            Self::Final => "final",
            Self::Crosstable => "crosstable",
        }
    }

    /// The tab named `key`.
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.key() == key)
    }

    /// Its label.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Self::Players => S::Players.get(lang),
            Self::Draw => W::Draw.get(lang),
            Self::Results => P::Results.get(lang),
            Self::Standings => W::Standings.get(lang),
            Self::Final => T::FinalRound.get(lang),
            Self::Crosstable => F::Crosstable.get(lang),
        }
    }
}

/// A tab of the jury's page for `t` (the form to open the tournament
/// before it is opened).
pub fn jury(
    t: &Tournament,
    tab: Tab,
    lang: Lang,
    ask: &Ask,
    tables: &super::results::FromTables,
) -> Markup {
    if !t.is_opened() {
        return open_form(lang);
    }
    let v = view(t, lang);
    let shown = match tab {
        Tab::Players => super::players::tab(t, &v, lang, ask, &tables.begun),
        Tab::Draw => html! {
            (super::redraw::section(t, lang, ask, &tables.begun))
            (draw(t, &v, lang, ask))
        },
        Tab::Results => super::results::tab(t, &v, lang, ask, tables),
        Tab::Standings => standings_tab(t, &v, lang, ask),
        Tab::Final => super::finalists::tab(t, &v, lang, ask),
        Tab::Crosstable => html! {
            (prints(lang, &[Printout::Crosstable], &[Export::Crosstable]))
            @if t.draw.is_some() { (crosstable(t, lang, None)) } @else { p { (W::NotDrawn.get(lang)) } }
        },
    };
    html! { section #(tab.key()) .on { (shown) } }
}

fn open_form(lang: Lang) -> Markup {
    html! {
        h2 { (P::OpenTitle.get(lang)) }
        @let open = Request::Open(Open { name: String::new(), scheme: Preset::default() });
        form.row data-post=(open.path()) data-body=(open.body()) {
            label { (P::Name.get(lang)) " " input #open-name name="name" size="30"; }
            label { (S::Scoring.get(lang)) " "
                select #open-scheme name="scheme" {
                    @for preset in crate::engine::Preset::ALL {
                        option value=(preset.id()) { (text::preset(lang, preset)) }
                    }
                }
            }
            button.go type="submit" data-do="open" { (T::Open.get(lang)) }
        }
    }
}

fn draw(t: &Tournament, v: &TournamentView, lang: Lang, ask: &Ask) -> Markup {
    let Some(d) = &t.draw else {
        return html! {
            h2 { (P::DrawTitle.get(lang)) }
            (super::confirmations::draw(t, v, lang, ask))
        };
    };
    let seated = t.seated_draw();
    html! {
        (about(t, d, lang))
        (prints(lang, &[Printout::Draw, Printout::Tables, Printout::Slips], &[Export::Draw]))
        @if let Some(s) = &seated {
            @for round in 1..=ROUNDS { (round_table(t, s, round, lang)) }
        }
    }
}

fn standings_tab(t: &Tournament, v: &TournamentView, lang: Lang, ask: &Ask) -> Markup {
    let lines = ranked(t);
    let complete = t.draw.is_some() && t.missing().is_empty();
    let publish = [
        (Publish::Live, "live", P::PublishLive),
        (Publish::Rounds, "rounds", P::PublishRounds),
        (Publish::Qualifying, "qualifying", P::PublishQualifying),
    ];
    html! {
        div.row {
            label { (P::PublicTitle.get(lang)) ": "
                select #publish name="standings" data-post-on-change=(Request::Public(Public { standings: Publish::default() }).path()) {
                    @for (p, key, words) in publish {
                        option value=(key) selected[v.ranking.publish == p] { (words.get(lang)) }
                    }
                }
            }
            a href={ "/standings?lang=" (lang.code()) } target="_blank" { (P::PublicLink.get(lang)) }
            a href={ "/players?lang=" (lang.code()) } target="_blank" { (S::Players.get(lang)) }
            a href={ "/projector?lang=" (lang.code()) } target="_blank" { (F::Projector.get(lang)) }
        }
        (prints(lang, &[Printout::Standings], &[Export::Standings]))
        @if !complete && !v.ranking.lots_needed.is_empty() { p.dim { (P::LotsLater.get(lang)) } }
        @if complete {
            @for group in &v.ranking.lots_needed { (super::confirmations::lot(t, group, lang, ask)) }
        }
        @if !v.ranking.unscored.is_empty() {
            p.no { (P::Unscored.get(lang)) ": "
                (v.ranking.unscored.iter().map(|g| crate::words::text::tournament_game(lang, *g)).collect::<Vec<_>>().join(", ")) }
        }
        (standings(t, &lines, lang, Look::Page { explain: ask.explain, public: false }))
    }
}

/// The players' public page: the way to their own pages (a link, and a
/// QR code of it at `base`, the hall's address, for a screen in the hall),
/// the public standings (`sheets::public`), the crosstable of the shown
/// rounds and the time across the games.
pub fn public(t: &Tournament, lang: Lang, ask: &Ask, all: &Across, base: &str) -> Markup {
    let (held, _, shown) = held_back(t);
    let players = format!("{base}/players");
    let suffix = format!("?lang={}", lang.code());
    let list = format!("/players{suffix}");
    let links = Links {
        prefix: "/players/",
        suffix: &suffix,
        list: &list,
    };
    html! {
        div.follow-us {
            a #players-link href=(list) { (F::PlayersLink.get(lang)) }
            div.scan { (qr::svg(&players, lang)) div.small { (F::Scan.get(lang)) br; (players) } }
        }
        (crate::sheets::public::standings(t, lang, true, ask.explain))
        @if !shown.is_empty() {
            h2 #crosstable { (F::Crosstable.get(lang)) }
            (crosstable(&held, lang, Some(links)))
        }
        div #time-all { (across(all, lang)) }
    }
}
