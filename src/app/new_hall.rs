//! The hall's new address: asked on the table once the hall has been silent
//! a minute (the jury's laptop died and the hall runs on another one). The
//! game goes on shipping to the new address from where the new hall's copy
//! ends, without a restart; the settings keep it for the next game.

use egui::{RichText, Ui, vec2};

use super::action::Action;
use super::text::{Lang, T};
use super::widgets::size;
use super::words;

/// The question open on the table: the address typed so far, and why the
/// last one was not taken.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct NewHall {
    /// The address as typed (the old one is in the question).
    pub(super) address: String,
    /// Why the address typed last was not taken.
    pub(super) error: Option<String>,
    /// The field has had the keyboard's focus once (it gets it on opening).
    pub(super) focused: bool,
}

/// The question in a modal dialog; returns the answer once given.
pub(super) fn ask(ui: &Ui, lang: Lang, old: &str, asked: &mut NewHall) -> Option<Action> {
    let mut answer = None;
    egui::Modal::new(egui::Id::unique("new-hall")).show(ui.ctx(), |ui| {
        let width = (ui.ctx().content_rect().width() - 64.0).clamp(240.0, 560.0);
        ui.set_width(width);
        let question = words::new_hall_question(lang, old);
        ui.add(egui::Label::new(RichText::new(question).size(size::LARGE)).wrap());
        ui.add_space(8.0);
        let field = egui::TextEdit::singleline(&mut asked.address)
            .hint_text(T::HallAddressHint.get(lang))
            .font(egui::FontId::proportional(size::LARGE))
            .desired_width(width);
        let typed = ui.add(field);
        if !asked.focused {
            typed.request_focus();
            asked.focused = true;
        }
        let entered = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if let Some(error) = &asked.error {
            let error = RichText::new(error)
                .size(size::NOTE)
                .color(super::widgets::palette::WARNING);
            ui.add(egui::Label::new(error).wrap());
        }
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            let button_w = (width - ui.spacing().item_spacing.x) / 2.0;
            let button = |word: T| {
                egui::Button::new(RichText::new(word.get(lang)).size(size::LARGE))
                    .min_size(vec2(button_w, 72.0))
            };
            if ui.add(button(T::ShipThere)).clicked() || entered {
                answer = Some(Action::NewHall(Some(asked.address.clone())));
            }
            if ui.add(button(T::Cancel)).clicked() {
                answer = Some(Action::NewHall(None));
            }
        });
    });
    answer
}

/// The button that asks for the new address, at the right end of the
/// table's banner once the hall has been silent a minute; returns the rest
/// of the banner.
pub(super) fn button_ui(
    ui: &mut Ui,
    lang: Lang,
    banner: egui::Rect,
) -> (egui::Rect, Option<Action>) {
    let width = (banner.width() * 0.3).min(320.0);
    let (rest, right) = banner.split_left_right_at_x(banner.right() - width);
    let label = RichText::new(T::NewHallAddress.get(lang)).size(size::BODY);
    let tapped = ui
        .put(right.shrink(4.0), egui::Button::new(label).wrap())
        .clicked();
    (rest, tapped.then_some(Action::AskNewHall))
}
