//! Confirmation of a rare, destructive step: ending the game, leaving it for
//! a new one, or deleting a past game.

use egui::{RichText, Ui, vec2};

use super::action::{Action, Confirm};
use super::text::{Lang, T};
use super::widgets::size;

/// The question in a modal dialog; returns the answer once given.
pub(super) fn ask(ui: &Ui, lang: Lang, confirm: &Confirm) -> Option<Action> {
    let (question, which) = match confirm {
        Confirm::EndGame => (T::ConfirmEndGame, None),
        Confirm::NewGame => (T::ConfirmNewGame, None),
        Confirm::Delete { title, .. } => (T::ConfirmDeleteGame, Some(title)),
    };
    let mut answer = None;
    egui::Modal::new(egui::Id::unique("confirm")).show(ui.ctx(), |ui| {
        // 560 px, or the screen's width on a phone (the modal's margins off).
        let width = (ui.ctx().content_rect().width() - 64.0).clamp(240.0, 560.0);
        ui.set_width(width);
        if let Some(which) = which {
            ui.add(egui::Label::new(RichText::new(which).size(size::LARGE).strong()).wrap());
        }
        ui.add(egui::Label::new(RichText::new(question.get(lang)).size(size::LARGE)).wrap());
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            let button_w = (width - ui.spacing().item_spacing.x) / 2.0;
            for (word, yes) in [(T::Yes, true), (T::Cancel, false)] {
                let button = egui::Button::new(RichText::new(word.get(lang)).size(size::LARGE))
                    .min_size(vec2(button_w, 72.0));
                if ui.add(button).clicked() {
                    answer = Some(Action::Answer(yes));
                }
            }
        });
    });
    answer
}
