//! The pickers that open in the table's action row: the retreat's winner and
//! length (on the table and, compact, on the jury's phone), how Pompadour
//! shuffles a new deck, and the jury PIN.

use egui::{RichText, Ui, vec2};

use crate::engine::{Command, Side, StopReason};

use super::action::{Action, Actions, Facts, command_button};
use super::text::{self, Lang, T};
use super::widgets::{GAP, Touch, palette, size};

/// The final shuffle off the clock (H "In addition" 3).
pub(super) const SHUFFLE_OFF: Command = Command::Stop {
    reason: StopReason::Shuffle,
};

/// The shuffle picker: off the clock, on the attackers' clock, or cancel.
pub(super) fn shuffle_picker(ui: &mut Ui, f: &Facts<'_>, w: f32, out: &mut Actions) {
    let lang = f.lang;
    let bw = (w - 2.0 * GAP) / 3.0;
    let button = (vec2(bw, 72.0), size::LABEL);
    ui.horizontal(|ui| {
        command_button(ui, f, out, T::ShuffleOff.get(lang), button, SHUFFLE_OFF);
        let on_clock = T::ShuffleOnClock.get(lang);
        command_button(ui, f, out, on_clock, button, Command::Shuffle);
        if Touch::new(T::Cancel.get(lang), button.0)
            .text(button.1)
            .show(ui)
        {
            out.push(Action::Close);
        }
    });
}

/// The retreat picker's row height on a low screen (a 7" tablet): its two
/// rows leave the clock digits at least 80 px tall.
pub(super) const RETREAT_ROW_LOW: f32 = 64.0;

/// The retreat picker's row height on a phone.
const PHONE_PICK: f32 = 52.0;

/// The compact retreat picker's height (a phone): two captions, the
/// winner's row and two rows of lengths.
pub(super) const RETREAT_PHONE: f32 = 2.0 * 22.0 + 3.0 * PHONE_PICK + 4.0 * GAP;

/// The retreat picker: the combat winner first, then the length, which sends
/// the retreat. Full width on a tablet; `compact` on a phone, with the
/// lengths in two rows of five.
pub(super) fn retreat_picker(
    ui: &mut Ui,
    lang: Lang,
    winner: &mut Option<Side>,
    w: f32,
    (compact, low): (bool, bool),
) -> Option<Action> {
    let mut action = None;
    let (side_w, cancel_w, row_h) = if compact {
        let third = (w - 2.0 * GAP) / 3.0;
        (third, third, PHONE_PICK)
    } else if low {
        (300.0, 200.0, RETREAT_ROW_LOW)
    } else {
        (300.0, 200.0, 80.0)
    };
    let side_font = if compact { size::LABEL } else { size::CHOICE };
    let label = |ui: &mut Ui, t: T| {
        let font = if compact { size::SMALL } else { size::MEDIUM };
        ui.label(RichText::new(t.get(lang)).size(font));
    };
    if compact {
        label(ui, T::Winner);
    }
    ui.horizontal(|ui| {
        if !compact {
            label(ui, T::Winner);
        }
        for side in Side::BOTH {
            let fill = if *winner == Some(side) {
                palette::RUNNING
            } else {
                palette::BUTTON
            };
            let name = text::side(lang, side);
            if Touch::new(name, vec2(side_w, row_h))
                .text(side_font)
                .fill(fill)
                .show(ui)
            {
                *winner = Some(side);
            }
        }
        let cancel = T::Cancel.get(lang);
        if Touch::new(cancel, vec2(cancel_w, row_h))
            .text(size::MEDIUM)
            .show(ui)
        {
            action = Some(Action::Close);
        }
    });
    let mut length_button = |ui: &mut Ui, length: i32, bw: f32| {
        let (h, font) = if compact {
            (PHONE_PICK, size::CHOICE)
        } else if low {
            (RETREAT_ROW_LOW, size::TITLE)
        } else {
            (90.0, size::TITLE)
        };
        if Touch::new(&format!("−{length}"), vec2(bw, h))
            .text(font)
            .enabled(winner.is_some())
            .show(ui)
            && let Some(winner) = *winner
        {
            action = Some(Action::Command(Command::Retreat { winner, length }));
        }
    };
    if compact {
        label(ui, T::Length);
        let bw = (w - 4.0 * GAP) / 5.0;
        for row in [1..=5, 6..=10] {
            ui.horizontal(|ui| row.for_each(|length| length_button(ui, length, bw)));
        }
    } else {
        ui.horizontal(|ui| {
            label(ui, T::Length);
            let bw = ((w - 260.0) / 10.0 - GAP).max(60.0);
            (1..=10).for_each(|length| length_button(ui, length, bw));
        });
    }
    action
}
