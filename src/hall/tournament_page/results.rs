//! The jury's Results tab: each round's games with the result a table
//! reported or the jury confirmed, its scores, what to look at, and the
//! editor (the result file's keys as TOML, the Cards of Fate in order);
//! the time across every game under them.

use crate::words::text::T;
use maud::{Markup, html};

use super::ask::Ask;
use super::links::prints;
use crate::engine::{FateCard, Role};
use crate::hall::office::view::{FateGap, GameView, Status, TournamentView};
use crate::lang::Lang;
use crate::report::across::Across;
use crate::scoring::ResultInput;
use crate::scoring::result::fate_key;
use crate::sheets::csv::Export;
use crate::sheets::page::name;
use crate::sheets::results::summary;
use crate::sheets::time::across;
use crate::tournament::book::Tournament;
use crate::words::pages::P;
use crate::words::text;

/// A result to start from when the table reported none.
const TEMPLATE: &str = "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\n[objectives.russia]\nheld = 8\ntotal = 8\n";

/// The tab.
pub fn tab(
    t: &Tournament,
    v: &TournamentView,
    lang: Lang,
    ask: &Ask,
    time: Option<&Across>,
) -> Markup {
    if v.draw.is_none() {
        return html! { p.dim { (P::NothingYet.get(lang)) } };
    }
    html! {
        (prints(lang, &[], &[Export::Results]))
        @for r in &v.rounds {
            h2 {
                (T::Round.get(lang)) " " (r.round) ": " (r.confirmed) "/" (r.games.len()) " "
                (P::ConfirmedMark.get(lang)) ", " (r.reported) " " (P::Reported.get(lang))
                @if !r.missing.is_empty() {
                    " · " span.no { (P::MissingTables.get(lang)) ": "
                        (r.missing.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")) }
                }
            }
            table.wide {
                (heads(lang))
                @for g in &r.games { (game_row(t, g, lang, ask)) }
            }
        }
        @if let Some(all) = time {
            div #time-all {
                (across(all, lang))
                p.dim { a href={ "/print/time?lang=" (lang.code()) } target="_blank" { (P::Print.get(lang)) } }
            }
        }
    }
}

/// The header of a table of games: the four roles.
pub fn heads(lang: Lang) -> Markup {
    html! {
        tr {
            th {}
            @for role in Role::ALL { th { (text::role(lang, role)) } }
            th {} th colspan="2" {} th {}
        }
    }
}

/// A game's line, and its editor when open.
pub fn game_row(t: &Tournament, g: &GameView, lang: Lang, ask: &Ask) -> Markup {
    let id = format!("{}-{}", g.game.round, g.game.table);
    let shown = g.confirmed.as_ref().or(g.reported.as_ref());
    let status = match g.status {
        Status::Missing => P::Missing,
        Status::Reported => P::Reported,
        Status::Confirmed => P::ConfirmedMark,
    };
    let status_class = match g.status {
        Status::Missing => "missing",
        Status::Reported => "reported",
        Status::Confirmed => "confirmed",
    };
    let fate = g.fate.map(|f| match f {
        FateGap::Missing => P::FateMissing,
        FateGap::DeckNeeded => P::FateDeckNeeded,
        FateGap::TooFewCards => P::FateTooFew,
    });
    let confirm = format!(
        "/api/tournament/games/{}/{}/confirm",
        g.game.round, g.game.table
    );
    html! {
        tr id={ "game-" (id) } {
            td { @if g.game.is_final() { (T::FinalRound.get(lang)) } @else { (T::Table.get(lang)) " " (g.game.table) } }
            @for p in g.players { td { (name(t, p, lang)) } }
            td {
                span class={ "badge " (status_class) } { (status.get(lang)) }
                @if let Some(j) = &g.journal {
                    br;
                    a href={ "/hall?lang=" (lang.code()) "&open=" (j) } { (T::JournalFile.get(lang)) }
                    " · "
                    a href={ "/hall?lang=" (lang.code()) "&open=" (j) "#time" } { (crate::words::chart::C::TimeWent.get(lang)) }
                }
            }
            td colspan="2" {
                (summary(shown, lang))
                @if let Some(scores) = g.scores {
                    div.dim {
                        @for (i, role) in Role::ALL.into_iter().enumerate() {
                            @if i > 0 { " · " }
                            (text::role(lang, role)) " " (scores[i])
                        }
                    }
                }
                @if let Some(f) = fate { div.no.fate-gap { "⚠ " (f.get(lang)) } }
                @if g.differs { " " span.no { (P::Differs.get(lang)) ": " (summary(g.reported.as_ref(), lang)) } }
                @if !g.corrections.is_empty() {
                    " " span.dim { (P::Corrected.get(lang)) ": "
                        (g.corrections.iter().map(|c| c.reason.as_str()).collect::<Vec<_>>().join("; ")) }
                }
            }
            td {
                @if g.status == Status::Reported {
                    button.go data-do="confirm" data-post=(confirm) { (P::Confirm.get(lang)) } " "
                }
                button data-do="edit" data-show={ "edit=g" (id) } {
                    (if g.status == Status::Confirmed { P::Correct } else { P::Enter }.get(lang))
                }
            }
        }
        @if ask.edit == format!("g{id}") { (editor(g, &id, &confirm, lang)) }
    }
}

/// The result file's keys as TOML, for the editor.
fn as_toml(r: &ResultInput) -> String {
    toml::to_string(r).unwrap_or_default()
}

fn editor(g: &GameView, id: &str, confirm: &str, lang: Lang) -> Markup {
    // A table's newer report is what the jury corrects to, most likely.
    let r = if g.differs {
        g.reported.as_ref()
    } else {
        g.confirmed.as_ref().or(g.reported.as_ref())
    };
    let qualifying = !g.game.is_final();
    let text = r.map_or_else(
        || TEMPLATE.to_owned(),
        |r| {
            if qualifying {
                as_toml(&ResultInput {
                    fate: Vec::new(),
                    ..r.clone()
                })
            } else {
                as_toml(r)
            }
        },
    );
    let fate = r.map(|r| r.fate.join(", ")).unwrap_or_default();
    let field = format!("fate-{id}");
    let cards: Vec<(&str, String)> = FateCard::STROKES
        .into_iter()
        .map(|c| (fate_key(c), crate::words::card(lang, c)))
        .chain([("other", T::OtherCard.get(lang).to_owned())])
        .collect();
    html! {
        tr { td colspan="9" { form.box #{ "editor-" (id) } data-post=(confirm) {
            div.dim { (P::ResultKeys.get(lang)) }
            textarea #{ "result-" (id) } name="result" { (text) }
            @if qualifying {
                div.row { label { (P::Fate.get(lang)) br;
                    input #(field) name="fate" size="70" value=(fate) placeholder="elisabeth, sweden, india, america, …"; } }
                div.row {
                    span.dim { (P::FateHint.get(lang)) ":" }
                    @for (key, words) in &cards {
                        button type="button" data-card=(key) data-for=(field) { (words) }
                    }
                    button type="button" data-card-back data-for=(field) { (P::FateBack.get(lang)) }
                }
            }
            @if g.confirmed.is_some() {
                div.row { label { (P::CorrectionReason.get(lang)) " " input #{ "reason-" (id) } name="reason" size="50"; } }
            }
            div.row {
                button.go type="submit" data-do="save-result" { (T::Save.get(lang)) }
                button type="button" data-do="cancel" data-show="" { (T::Cancel.get(lang)) }
            }
        } } }
    }
}
