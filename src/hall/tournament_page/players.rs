//! The jury's Players tab: registration, a player corrected, and a player
//! withdrawn (a form, then a confirmation) with the fill-ins free to take
//! his seats (`Tournament::free_fill_ins`).

use crate::hall::shared::in_address;
use crate::tournament::decisions::{FillIn, Withdrawing};
use crate::tournament::request::{Nothing, Register, Request};
use crate::words::sheet::S;
use crate::words::text::T;
use maud::{Markup, html};
use std::collections::BTreeSet;

use super::ask::Ask;
use super::links::prints;
use super::redraw::shown;
use crate::hall::office::view::TournamentView;
use crate::lang::Lang;
use crate::sheets::csv::Export;
use crate::sheets::print::Printout;
use crate::sheets::stacked::stacked;
use crate::tournament::book::Tournament;
use crate::tournament::{GameRef, Player, PlayerNo, ROUNDS};
use crate::words::office;
use crate::words::pages::{P, fill};
use crate::words::tournament::{self as words, W};

/// The tab.
pub fn tab(
    t: &Tournament,
    v: &TournamentView,
    lang: Lang,
    ask: &Ask,
    begun: &BTreeSet<GameRef>,
) -> Markup {
    let drawn = v.draw.is_some();
    let pages: &[Printout] = if drawn { &[Printout::Players] } else { &[] };
    // After the draw a new player is a late entry, until the round begins.
    let open = t.registration_open(begun).is_ok();
    html! {
        h2 { (S::Players.get(lang)) ": " (v.players.len()) }
        @if !open {
            p.dim { (P::Closed.get(lang)) }
        } @else {
            @if drawn { p.dim #late-note { (P::LateEntry.get(lang)) } }
            @let register = Request::Register(Register::default());
            form #register .row data-post=(register.path()) data-body=(register.body()) data-focus="reg-name" {
                label { (P::Name.get(lang)) " " input #reg-name name="name" size="24"; }
                label { (W::Town.get(lang)) " " input #reg-town name="town" size="16"; }
                label { (P::Note.get(lang)) " " input #reg-note name="note" size="18" placeholder=(P::NoteHint.get(lang)); }
                label { input #reg-fill type="checkbox" name="fill_in"; " " (P::FillIn.get(lang)) }
                button.go type="submit" data-do="register" { (P::Register.get(lang)) }
            }
            // With nobody registered yet, no count of fill-ins.
            @if !v.players.is_empty() && !drawn { div.row {
                @if v.fill_ins_needed > 0 {
                    span { (super::confirmations::fill_ins_needed(lang, v.fill_ins_needed)) }
                    @let fill_ins = Request::FillIns(Nothing {});
                    button data-do="fill-ins" data-post=(fill_ins.path()) data-body=(fill_ins.body()) { (P::AddFillIns.get(lang)) }
                } @else {
                    span.dim { (P::FieldComplete.get(lang)) }
                }
            } }
            (super::import::form(lang))
        }
        @if !t.late.is_empty() {
            h3 { (P::LateEntries.get(lang)) }
            table #late-entries {
                @for p in &t.late {
                    @if ask.edit == format!("p{}", p.no) {
                        (edit_row(p, drawn, lang))
                    } @else {
                        tr id={ "player-" (p.no) } {
                            td.n { (p.no) } td { (shown(t, lang, p)) } td { (p.town) }
                            td { @if p.fill_in { "✓" } }
                            td { button data-do="edit" data-show={ "edit=p" (p.no) } { (P::Correct.get(lang)) } }
                        }
                    }
                }
            }
        }
        (prints(lang, pages, &[Export::Players]))
        (stacked(&html! { table {
            tr {
                th { (W::No.get(lang)) } th { (P::Name.get(lang)) } th { (W::Town.get(lang)) }
                th { (P::FillIn.get(lang)) } th { span.sr { (P::Actions.get(lang)) } }
            }
            @for p in &t.players {
                @if ask.edit == format!("p{}", p.no) {
                    (edit_row(p, drawn, lang))
                } @else {
                    (row(t, v, p, lang))
                    @if ask.edit == format!("w{}", p.no) { (withdraw_box(t, p, lang, ask)) }
                }
            }
        } }))
        @if !t.absent.is_empty() {
            h3 { (P::Absent.get(lang)) }
            p #absent { (t.absent.iter().map(|p| format!("{} {}", p.no, shown(t, lang, p))).collect::<Vec<_>>().join(" · ")) }
        }
    }
}

fn row(t: &Tournament, v: &TournamentView, p: &Player, lang: Lang) -> Markup {
    let gone = t.withdrawal(p.no);
    html! {
        tr id={ "player-" (p.no) } {
            td.n { (p.no) }
            td { (office::player(lang, t, p.no)) }
            td { (p.town) }
            td {
                @if p.fill_in { "✓" }
                @if let Some(w) = gone {
                    " " span.badge.missing { (words::withdrawn_from(lang, w.from_round)) }
                    " " span.dim { (w.reason) }
                }
                @for w in t.withdrawals.iter().filter(|w| w.by == p.no) {
                    " " span.dim { (words::in_place_of(lang, &office::player(lang, t, w.player), w.from_round)) }
                }
            }
            td {
                button data-do="edit" data-show={ "edit=p" (p.no) } { (P::Correct.get(lang)) }
                @if v.withdraw_from.contains_key(&p.no) {
                    " " button data-do="withdraw" data-no=(p.no) data-show={ "edit=w" (p.no) } { (P::Withdraw.get(lang)) }
                }
            }
        }
    }
}

fn edit_row(p: &Player, drawn: bool, lang: Lang) -> Markup {
    let correct = Request::Register(Register {
        no: Some(p.no),
        name: p.name.clone(),
        town: p.town.clone(),
        fill_in: p.fill_in,
        note: Some(p.note.clone()),
    });
    html! {
        tr id={ "player-" (p.no) } {
            td.n { (p.no) }
            td { input #edit-name name="name" form="edit-player" value=(p.name); }
            td {
                input #edit-town name="town" form="edit-player" value=(p.town);
                " " input #edit-note name="note" form="edit-player" value=(p.note) placeholder=(P::Note.get(lang)) size="10";
            }
            td { input #edit-fill type="checkbox" name="fill_in" form="edit-player" checked[p.fill_in] disabled[drawn]; }
            td {
                form #edit-player data-post=(correct.path()) data-body=(correct.body()) {
                    button.go type="submit" data-do="save-player" { (T::Save.get(lang)) }
                    " " button type="button" data-do="cancel" data-show="" { (T::Cancel.get(lang)) }
                }
            }
        }
    }
}

/// A withdrawal's field as typed, or `default`.
fn typed<'a>(ask: &'a Ask, key: &str, default: &'a str) -> &'a str {
    ask.withdraw.get(key).map_or(default, |v| v.trim())
}

/// The withdrawal of `p`: the form, or the confirmation once it holds a
/// reason and a fill-in.
fn withdraw_box(t: &Tournament, p: &Player, lang: Lang, ask: &Ask) -> Markup {
    let first = t.withdraw_from(p.no).unwrap_or(ROUNDS);
    // Only rounds without a result of his are offered (and a typed earlier
    // one is taken as the first possible).
    let round = typed(ask, "wd_round", "")
        .parse()
        .unwrap_or(first)
        .max(first);
    let by = typed(ask, "wd_by", "new");
    let (new_name, new_town, reason) = (
        typed(ask, "wd_name", ""),
        typed(ask, "wd_town", ""),
        typed(ask, "wd_reason", ""),
    );
    let free = t.free_fill_ins(p.no, round);
    let chosen: Option<PlayerNo> = by.parse().ok().filter(|n| free.contains(n));
    let refusal = match (ask.ask, reason.is_empty(), chosen, new_name.is_empty()) {
        (false, ..) => None,
        (true, true, ..) => Some(P::WithdrawNoReason.get(lang).to_owned()),
        (true, false, None, true) => Some(office::sentence(&office::refusal(
            lang,
            &crate::tournament::book::Refusal::NoName,
        ))),
        (true, false, ..) => None,
    };
    let name = |no: PlayerNo| office::player(lang, t, no);
    if ask.ask && refusal.is_none() {
        let (fill_in, fill_name) = match chosen {
            Some(no) => (FillIn::Registered(no), name(no)),
            None => (
                FillIn::New {
                    name: new_name.to_owned(),
                    town: new_town.to_owned(),
                },
                if new_town.is_empty() {
                    new_name.to_owned()
                } else {
                    format!("{new_name} ({new_town})")
                },
            ),
        };
        let withdraw = Request::Withdraw(Withdrawing {
            player: p.no,
            from_round: round,
            fill_in,
            reason: reason.to_owned(),
        });
        let rounds: Vec<String> = t
            .seated_draw()
            .map(|d| {
                d.games_of(p.no)
                    .iter()
                    .map(|g| g.round)
                    .filter(|r| *r >= round)
                    .map(|r| r.to_string())
                    .collect()
            })
            .unwrap_or_default();
        let in_rounds = if rounds.len() == 1 {
            P::InRound
        } else {
            P::InRounds
        };
        let rounds = if rounds.is_empty() {
            "–".to_owned()
        } else {
            rounds.join(", ")
        };
        let rounds = fill(lang, in_rounds, &[("rounds", &rounds)]);
        let back = format!(
            "edit=w{}&wd_round={round}&wd_by={by}&wd_name={}&wd_town={}&wd_reason={}",
            p.no,
            in_address(new_name),
            in_address(new_town),
            in_address(reason)
        );
        let question = fill(
            lang,
            P::WithdrawAsk,
            &[
                ("name", &office::player(lang, t, p.no)),
                ("round", &round.to_string()),
                ("reason", reason),
                ("fill", &fill_name),
                ("rounds", &rounds),
            ],
        );
        return html! {
            tr.withdraw { td {} td colspan="4" { div.box {
                div #withdraw-ask { (question) }
                div.row {
                    button.go data-do="withdraw-confirm" data-post=(withdraw.path()) data-body=(withdraw.body()) data-refused=(back) { (P::WithdrawConfirm.get(lang)) }
                    button data-do="withdraw-back" data-show=(back) { (T::Back.get(lang)) }
                    button data-do="withdraw-cancel" data-show="" { (T::Cancel.get(lang)) }
                }
            } } }
        };
    }
    let show = format!("edit=w{}", p.no);
    html! {
        tr.withdraw { td {} td colspan="4" { form.box #withdraw-form data-show=(show) {
            div { b { (fill(lang, P::WithdrawTitle, &[("name", &office::player(lang, t, p.no))])) } }
            @if let Some(why) = refusal { div.no #withdraw-refused { (why) } }
            div.row {
                label { (P::WithdrawFrom.get(lang)) " "
                    select #wd-round name="wd_round" data-show-on-change {
                        @for r in first..=ROUNDS { option value=(r) selected[r == round] { (r) } }
                    }
                }
                label { (P::WithdrawBy.get(lang)) " "
                    select #wd-by name="wd_by" {
                        option value="new" { (P::WithdrawNew.get(lang)) }
                        @for f in &free {
                            option value=(f) selected[chosen == Some(*f)] { (f) " " (name(*f)) }
                        }
                    }
                }
                label { (P::Name.get(lang)) " " input #wd-name name="wd_name" size="18" value=(new_name); }
                label { (W::Town.get(lang)) " " input #wd-town name="wd_town" size="12" value=(new_town); }
            }
            div.row {
                label { (T::Reason.get(lang)) " " input #wd-reason name="wd_reason" size="40" value=(reason); }
                button.go type="submit" data-do="withdraw-next" data-ask { (P::WithdrawNext.get(lang)) }
                button type="button" data-do="withdraw-cancel" data-show="" { (T::Cancel.get(lang)) }
            }
        } } }
    }
}

#[cfg(test)]
#[path = "players_tests.rs"]
mod tests;
