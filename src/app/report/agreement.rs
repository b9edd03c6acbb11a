//! "Agreed at the table": before a table reports, its result screen shows
//! the result to the players and each side (Frederick, the attackers) taps
//! to agree with it. An agreement holds for the result as it stood when the
//! side tapped: a later change asks again. The saved result says who
//! agreed (`ResultInput::agreed`); the hall flags a result one side did not
//! agree to.

use egui::{RichText, Ui, vec2};

use crate::scoring::ResultInput;
use crate::scoring::result::Agreed;

use super::super::text::{Lang, T};
use super::super::widgets::{Touch, palette, size};

/// What each side agreed to: the result as it stood when it tapped.
#[derive(Debug, Default)]
pub(super) struct Agreement {
    frederick: Option<ResultInput>,
    attackers: Option<ResultInput>,
}

/// The result as agreed to: without who agreed.
fn plain(r: &ResultInput) -> ResultInput {
    ResultInput {
        agreed: None,
        ..r.clone()
    }
}

impl Agreement {
    /// Who agrees with `typed` now.
    pub(super) fn of(&self, typed: &ResultInput) -> Agreed {
        let now = plain(typed);
        Agreed {
            frederick: self.frederick.as_ref() == Some(&now),
            attackers: self.attackers.as_ref() == Some(&now),
        }
    }

    /// The row: each side's button (lit once it agrees with the result
    /// shown; a tap takes the agreement back), and what it means. Nothing to
    /// agree to while the result does not read.
    pub(super) fn ui(&mut self, ui: &mut Ui, typed: Option<&ResultInput>, lang: Lang) {
        let agreed = typed.map(|t| self.of(t)).unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(T::AgreedAtTable.get(lang)).size(size::BODY));
            let sides = [
                (
                    [T::FrederickAgrees, T::FrederickAgreed],
                    agreed.frederick,
                    &mut self.frederick,
                ),
                (
                    [T::AttackersAgree, T::AttackersAgreed],
                    agreed.attackers,
                    &mut self.attackers,
                ),
            ];
            for ([ask, done], on, slot) in sides {
                let label = if on { done } else { ask }.get(lang);
                let fill = if on {
                    palette::PRIMARY
                } else {
                    palette::BUTTON
                };
                let tapped = Touch::new(label, vec2(230.0, 56.0))
                    .text(size::BODY)
                    .fill(fill)
                    .enabled(typed.is_some())
                    .show(ui);
                if let (true, Some(t)) = (tapped, typed) {
                    *slot = if on { None } else { Some(plain(t)) };
                }
            }
        });
        ui.label(
            RichText::new(T::AgreeHint.get(lang))
                .size(size::NOTE)
                .color(palette::ON_IDLE),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_agreement_holds_for_the_result_it_was_given_to() {
        let mut agreement = Agreement::default();
        let result = ResultInput {
            turns: Some(12),
            ..ResultInput::default()
        };
        agreement.frederick = Some(plain(&result));
        assert_eq!(
            agreement.of(&result),
            Agreed {
                frederick: true,
                attackers: false
            }
        );
        let changed = ResultInput {
            turns: Some(11),
            ..result.clone()
        };
        assert!(!agreement.of(&changed).frederick, "a change asks again");
        // Who agreed before is no part of what is agreed to.
        let saved = ResultInput {
            agreed: Some(Agreed::default()),
            ..result
        };
        assert!(agreement.of(&saved).frederick);
    }
}
