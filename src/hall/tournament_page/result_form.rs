//! The jury's result form on the Results tab: how the game ended, the
//! winners, the turns, each nation's objectives held and in all (and when it
//! left), the Imperial Army's controller and switch, the offensive option
//! and the card (1–18) at which each Stroke of Fate came; filled in from the table's report. Its
//! fields carry the result file's names (`objectives.russia.held`), read by
//! [`ResultForm::from_fields`], the same reader the scorer's checks follow.
//! Beside it, the scores the rules give, drawn by [`preview`] from the same
//! scorer whenever a field changes (the page posts the fields to
//! `POST /tournament/preview/{round}/{table}` and swaps the answer in); a
//! refusal names its field, which the page marks and says beside it. The
//! result file's text stays below as an advanced option.

use maud::{Markup, html};

use crate::engine::{FateCard, Nation, Role};
use crate::hall::office::view::GameView;
use crate::lang::Lang;
use crate::scoring::form::{
    OFFENSIVE_FIELDS, ResultForm, SWITCH_FIELDS, fate_at_field, fate_places, holding_fields,
};
use crate::scoring::result::{ATTACKERS, fate_key, imperial_objectives, key};
use crate::scoring::{OffensiveEnd, Outcome, ResultError, ResultInput};
use crate::sheets::page::name;
use crate::tournament::book::Tournament;
use crate::tournament::standings::tally::sheet;
use crate::words::pages::P;
use crate::words::text::{self, T};

/// A number field: its input and the place its refusal is said.
fn number(form: &ResultForm, field: &str, label: &str) -> Markup {
    let value = form.numbers.get(field).cloned().unwrap_or_default();
    html! {
        label.num { (label) " "
            input type="text" inputmode="numeric" size="3" name=(field) value=(value);
        }
    }
}

/// Each nation's objectives in all where the start leaves them empty: the
/// Imperial Army's from its controller (10 under Maria Theresia, else 5),
/// every other nation's as the tournament's confirmed results count it.
fn prefill_totals(form: &mut ResultForm, t: &Tournament) {
    let counts = t.objective_counts();
    let imperial = i64::from(imperial_objectives(form.imperial));
    for n in ATTACKERS {
        let count = if n == Nation::ImperialArmy {
            Some(imperial)
        } else {
            counts.get(&n).copied()
        };
        let [_, total, _] = holding_fields(n);
        let field = form.number(&total);
        if let Some(count) = count.filter(|_| field.trim().is_empty()) {
            *field = count.to_string();
        }
    }
}

/// The jury member's name or initials, kept with a correction or a
/// confirmation against the clock (the results sheet prints it).
pub fn signed(id: &str, lang: Lang) -> Markup {
    html! {
        label { (crate::words::results_sheet::Rs::Signed.get(lang)) " "
            input #{ "by-" (id) } name="by" size="12" maxlength="40" autocomplete="name"; }
    }
}

/// Where a refusal of the fields named `field…` is said.
fn why(field: &str) -> Markup {
    html! { span.why data-why-for=(field) {} }
}

/// The form for game `id` (round-table), posting to `confirm`, its preview
/// from `preview_at`, filled in from `start` (the table's report, or the
/// result confirmed).
pub fn form(
    t: &Tournament,
    g: &GameView,
    id: &str,
    urls: (&str, &str),
    start: Option<&ResultInput>,
    lang: Lang,
) -> Markup {
    let (confirm, preview_at) = urls;
    let start = start.cloned().unwrap_or_default();
    let mut form = ResultForm::from_input(&start, 0);
    prefill_totals(&mut form, t);
    let qualifying = !g.game.is_final();
    let fate_field = format!("fate-{id}");
    let outcomes = [
        (Outcome::Defensive, T::DefensiveVictory),
        (Outcome::Offensive, T::OffensiveVictory),
        (Outcome::Attackers, T::AttackersVictory),
    ];
    let ends = [
        (OffensiveEnd::Won, T::OoWon),
        (OffensiveEnd::CalledOff, T::OoCalledOff),
        (OffensiveEnd::Active, T::OoActive),
    ];
    let places = fate_places(&start.fate);
    let parsed = form.input();
    html! {
        // The page puts the focus on its first field once it is opened.
        div.result-form.box #{ "editor-" (id) } data-focus-first {
        form #{ "form-" (id) } data-post=(confirm) data-preview=(preview_at) data-preview-into={ "preview-" (id) } {
            div.row {
                label { (T::Result.get(lang)) " "
                    select name="outcome" {
                        option value="" { "—" }
                        @for (o, words) in outcomes {
                            option value=(key(o)) selected[form.outcome == Some(o)] { (words.get(lang)) }
                        }
                    }
                }
                (why("outcome"))
                (number(&form, "turns", T::Turns.get(lang))) (why("turns"))
            }
            div.row {
                span { (T::Winners.get(lang)) ":" }
                @for n in ATTACKERS {
                    label { input type="checkbox" name={ "winners." (key(n)) } checked[form.winners.contains(&n)]; " " (text::nation(lang, n)) }
                }
                (why("winners"))
            }
            table.objectives {
                tr { th { (T::Nation.get(lang)) } th { (T::Held.get(lang)) } th { (T::Of.get(lang)) } th { (T::OutAfterTurn.get(lang)) } }
                @for n in ATTACKERS {
                    @let [held, total, out] = holding_fields(n);
                    @let nation = text::nation(lang, n);
                    tr {
                        td { (nation) }
                        @for (field, column) in [(held, T::Held.get(lang)), (total, P::ObjectivesInAll.get(lang)), (out, T::OutAfterTurn.get(lang))] {
                            td { input type="text" inputmode="numeric" size="3" name=(field)
                                aria-label={ (nation) ": " (column) }
                                value=(form.numbers.get(&field).cloned().unwrap_or_default()); }
                        }
                        td { (why(&format!("objectives.{}", key(n)))) }
                    }
                }
            }
            div.row {
                label { (T::ImperialArmyAtEnd.get(lang)) " "
                    select name="imperial-army.controller" {
                        @for r in [Role::MariaTheresia, Role::Elisabeth, Role::Pompadour] {
                            option value=(key(r)) selected[form.imperial == r] { (text::role(lang, r)) }
                        }
                    }
                }
                (number(&form, SWITCH_FIELDS[0], T::SwitchTurn.get(lang)))
                (number(&form, SWITCH_FIELDS[1], T::HeldAtSwitch.get(lang)))
                (number(&form, SWITCH_FIELDS[2], T::Of.get(lang)))
                (why("imperial-army"))
            }
            div.row {
                label { input type="checkbox" name="offensive" checked[form.offensive]; " " (T::OffensiveLaunched.get(lang)) }
                label { (P::OffensiveEnded.get(lang)) " "
                    select name="offensive.end" {
                        option value="" { "—" }
                        @for (e, words) in ends {
                            option value=(key(e)) selected[form.offensive_end == Some(e)] { (words.get(lang)) }
                        }
                    }
                }
                (number(&form, OFFENSIVE_FIELDS[0], T::LaunchedTurn.get(lang)))
                (number(&form, OFFENSIVE_FIELDS[1], T::EndedTurn.get(lang)))
                (number(&form, OFFENSIVE_FIELDS[2], T::PrussiaBohemian.get(lang)))
                (number(&form, OFFENSIVE_FIELDS[3], T::AustriaBohemian.get(lang)))
                (number(&form, OFFENSIVE_FIELDS[4], T::BohemianTotal.get(lang)))
                label { (T::TcPickedUp.get(lang)) " "
                    select name="offensive.tc-picked-up" {
                        option value="" { "—" }
                        option value="yes" selected[form.tc_picked_up == Some(true)] { (T::Yes.get(lang)) }
                        option value="no" selected[form.tc_picked_up == Some(false)] { (T::No.get(lang)) }
                    }
                }
                (why("offensive"))
            }
            @if qualifying {
                fieldset.row.fate-at #(fate_field) {
                    legend { (P::Fate.get(lang)) ": " span.dim { (P::FateAtHint.get(lang)) } }
                    @for card in FateCard::STROKES {
                        @let field = fate_at_field(card);
                        label.num { (crate::words::card(lang, card)) " "
                            input #{ "fate-at-" (id) "-" (fate_key(card)) } type="text" inputmode="numeric" size="2" name=(field)
                                value=(places.get(&field).cloned().unwrap_or_default());
                        }
                    }
                    (why("fate-at")) (why("fate"))
                }
            }
            @if g.confirmed.is_some() {
                div.row {
                    label { (P::CorrectionReason.get(lang)) " " input #{ "reason-" (id) } name="reason" size="50"; }
                    " " (signed(id, lang))
                }
            }
            div.row {
                button.go type="submit" data-do="save-result" { (T::Save.get(lang)) }
                button type="button" data-do="cancel" data-show="" { (T::Cancel.get(lang)) }
            }
            div.preview #{ "preview-" (id) } { (preview(t, g.players, parsed, lang)) }
        }
        }
    }
}

/// The scores the rules give a result as the form holds it, by role with
/// each player's name; or the refusal, naming its field (`data-field`) and
/// worded (`data-why`) for the page to say beside it.
pub fn preview(
    t: &Tournament,
    players: [crate::tournament::PlayerNo; 4],
    typed: Result<ResultInput, ResultError>,
    lang: Lang,
) -> Markup {
    let checked = typed.and_then(|r| r.validate_for(t.scheme).map(|_| r));
    let r = match checked {
        Ok(r) => r,
        Err(e) => {
            let said = crate::words::result_error(lang, &e);
            return html! {
                div.refused data-field=(e.field) data-why=(said) { p.no { "⚠ " (said) } }
            };
        }
    };
    let Some(scores) = sheet(&r, t.scheme) else {
        return html! { p.dim { "—" } };
    };
    html! {
        table.scores {
            @for (i, role) in Role::ALL.into_iter().enumerate() {
                @if let Some(s) = scores.role(role) {
                    tr {
                        td { (text::role(lang, role)) }
                        td { (name(t, players[i], lang)) }
                        td.n.big { (s.total) }
                        td.small { (crate::words::score::total(lang, &s.formula)) }
                    }
                }
            }
        }
        p.dim { (text::preset(lang, t.scheme)) }
    }
}
