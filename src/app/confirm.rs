//! Confirmation of a rare, destructive step: ending the game, leaving it for
//! a new one, deleting a past game, or taking over a game another device
//! plays.

use egui::{RichText, Ui, vec2};

use super::action::{Action, Confirm};
use super::text::{Lang, T};
use super::widgets::size;

/// A question in words: the question, the thing it is about (if named
/// apart), and the word of its yes.
pub(super) fn worded(lang: Lang, confirm: &Confirm) -> (String, Option<&String>, T) {
    match confirm {
        Confirm::EndGame => (T::ConfirmEndGame.get(lang).to_owned(), None, T::Yes),
        Confirm::NewGame => (T::ConfirmNewGame.get(lang).to_owned(), None, T::Yes),
        Confirm::Delete { title, .. } => (
            T::ConfirmDeleteGame.get(lang).to_owned(),
            Some(title),
            T::Yes,
        ),
        Confirm::TakeOver { game, since } => (
            super::text::played_elsewhere(lang, *game, since),
            None,
            T::TakeItOver,
        ),
    }
}

/// The question in a modal dialog; returns the answer once given.
pub(super) fn ask(ui: &Ui, lang: Lang, confirm: &Confirm) -> Option<Action> {
    let (question, which, yes) = worded(lang, confirm);
    let mut answer = None;
    egui::Modal::new(egui::Id::unique("confirm")).show(ui.ctx(), |ui| {
        // 560 px, or the screen's width on a phone (the modal's margins off).
        let width = (ui.ctx().content_rect().width() - 64.0).clamp(240.0, 560.0);
        ui.set_width(width);
        if let Some(which) = which {
            ui.add(egui::Label::new(RichText::new(which).size(size::LARGE).strong()).wrap());
        }
        ui.add(egui::Label::new(RichText::new(question).size(size::LARGE)).wrap());
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            let button_w = (width - ui.spacing().item_spacing.x) / 2.0;
            for (word, yes) in [(yes, true), (T::Cancel, false)] {
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
