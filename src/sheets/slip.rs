//! The result slip: one per game of the draw, two to an A4 page, for
//! tournaments that keep paper. The round and table, the four players by
//! role, the result's fields to fill in by hand (how the game ended, the
//! turn, the winners, each nation's objectives held and in all and when it
//! left, the Imperial Army's controller and switch, the card at which each
//! Stroke of Fate came, as the result form asks it), and a line for each player's signature: the four agree with
//! what is written. Black and white; the jury types it into the result form.

use maud::{Markup, html};

use super::page::{page, title, who};
use crate::engine::{FateCard, Role};
use crate::lang::Lang;
use crate::scoring::result::ATTACKERS;
use crate::tournament::Seating;
use crate::tournament::book::Tournament;
use crate::words::text::{self, T};
use crate::words::tournament::W;

/// A box to tick.
const BOX: &str = "☐";

/// The slips of every game of the draw (and the final once seated), two
/// to a page.
pub fn slips(t: &Tournament, lang: Lang) -> String {
    let heading = W::ResultSlips.get(lang);
    let Some(d) = t.seated_draw() else {
        let body = html! { (title(t, heading, "")) p { (W::NotDrawn.get(lang)) } };
        return page(t, lang, heading, &body);
    };
    let body = html! {
        @for pair in d.games.chunks(2) {
            div.sheet.slips {
                @for g in pair { div.card.slip { (slip(t, g, lang)) } }
            }
        }
    };
    page(t, lang, heading, &body)
}

/// One game's slip.
fn slip(t: &Tournament, g: &Seating, lang: Lang) -> Markup {
    let short = html! { span.blank.short {} };
    html! {
        div.small { (t.name) " · " (W::ResultSlip.get(lang)) }
        div.head { (crate::words::text::tournament_game(lang, g.game())) }
        p {
            b { (T::Result.get(lang)) ": " }
            (BOX) " " (T::DefensiveVictory.get(lang)) "  "
            (BOX) " " (T::OffensiveVictory.get(lang)) "  "
            (BOX) " " (T::AttackersVictory.get(lang)) "   "
            b { (T::Turns.get(lang)) ": " } (short)
        }
        table.slip-nations {
            thead { tr {
                th { (T::Nation.get(lang)) } th { (T::Winners.get(lang)) }
                th { (T::Held.get(lang)) } th { (T::Of.get(lang)) } th { (T::OutAfterTurn.get(lang)) }
            } }
            tbody {
                @for n in ATTACKERS {
                    tr { td { (text::nation(lang, n)) } td.c { (BOX) } td {} td {} td {} }
                }
            }
        }
        p {
            b { (T::ImperialArmyAtEnd.get(lang)) ": " }
            @for r in [Role::MariaTheresia, Role::Elisabeth, Role::Pompadour] {
                (BOX) " " (text::role(lang, r)) "  "
            }
            (T::SwitchTurn.get(lang)) " " (short) " " (T::HeldAtSwitch.get(lang)) " " (short)
        }
        p.fate-at { b { (W::FateInOrder.get(lang)) ": " }
            @for card in FateCard::STROKES { " " (crate::words::card(lang, card)) " " (short) }
        }
        table.sign {
            @for role in Role::ALL {
                tr {
                    td.role { (text::role(lang, role)) }
                    td { (who(t, g.player(role), lang)) }
                    td.line {}
                }
            }
        }
        div.small { (W::SlipAgree.get(lang)) }
    }
}
