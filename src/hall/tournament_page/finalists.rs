//! The jury's Final tab: the finalists in rank order, each choosing a role
//! in turn (a choice undone with a reason, those after it too), the
//! final's game and its order once confirmed.

use crate::tournament::request::{Request, Unseating};
use crate::words::text::T;
use maud::{Markup, html};

use super::ask::Ask;
use super::confirmations::{asked_role, role_button, seat};
use super::links::prints;
use super::results::{game_row, heads};
use crate::engine::Role;
use crate::hall::office::view::{Status, TournamentView};
use crate::lang::Lang;
use crate::sheets::final_sheet::final_order;
use crate::sheets::page::name;
use crate::sheets::print::Printout;
use crate::sheets::stacked::stacked;
use crate::tournament::book::Tournament;
use crate::words::pages::{P, fill};
use crate::words::text;
use crate::words::tournament::W;

/// The tab.
pub fn tab(t: &Tournament, v: &TournamentView, lang: Lang, ask: &Ask) -> Markup {
    let Some(finalists) = &v.ranking.finalists else {
        return html! { h2 { (W::Finalists.get(lang)) } p.dim { (P::NotSeeded.get(lang)) } };
    };
    let taken: Vec<Role> = v.seats.iter().map(|s| s.role).collect();
    let open = !v
        .final_game
        .as_ref()
        .is_some_and(|g| g.status == Status::Confirmed);
    html! {
        h2 { (W::Finalists.get(lang)) }
        table {
            @for (i, no) in finalists.iter().map(|f| &f.player).enumerate() {
                @let at = v.seats.iter().position(|s| s.player == *no);
                tr id={ "finalist-" (no) } {
                    td.n { (i + 1) }
                    td { (name(t, *no, lang)) }
                    td {
                        @if let Some(at) = at {
                            (text::role(lang, v.seats[at].role))
                            @if open { " " button data-do="edit" data-show={ "edit=u" (no) } { (T::Undo.get(lang)) } }
                        } @else if v.chooser == Some(*no) {
                            (P::Chooses.get(lang)) ": "
                            @for role in Role::ALL.into_iter().filter(|r| !taken.contains(r)) {
                                (role_button(t, *no, role, lang)) " "
                            }
                        }
                    }
                }
                @if let (true, Some(role)) = (v.chooser == Some(*no), asked_role(ask)) {
                    tr.seat-ask { td {} td colspan="2" { (seat(t, *no, role, lang)) } }
                }
                @if let (Some(at), true) = (at, ask.edit == format!("u{no}")) {
                    @let later = v.seats.len() - at - 1;
                    @let words = if later > 0 { P::UndoAskLater } else { P::UndoAsk };
                    @let unseat = Request::Unseat(Unseating { player: *no, reason: String::new() });
                    tr.undo { td {} td colspan="2" { form.box data-post=(unseat.path())
                        data-body=(unseat.body()) {
                        div { (fill(lang, words, &[("name", &name(t, *no, lang).into_string()),
                            ("role", text::role(lang, v.seats[at].role)), ("later", &later.to_string())])) }
                        div.row {
                            label { (T::Reason.get(lang)) " " input #undo-reason name="reason" size="40"; }
                            button.go type="submit" data-do="unseat" { (P::UndoConfirm.get(lang)) }
                            button type="button" data-do="cancel" data-show="" { (T::Cancel.get(lang)) }
                        }
                    } } }
                }
            }
        }
        @if let Some(g) = &v.final_game {
            (stacked(&html! { table.wide { (heads(lang)) (game_row(t, g, lang, ask, &[])) } }))
        }
        @if let Some(f) = &v.ranking.final_result { (final_order(t, f, lang)) }
        (prints(lang, &[Printout::Final], &[]))
    }
}
