//! The pickers that open in the table's action row: the retreat's winner and
//! length, and how Pompadour shuffles a new deck.

use egui::{Ui, vec2};

use crate::engine::{Command, Side, StopReason};

use super::ClockApp;
use super::text::{self, T};
use super::widgets::{palette, press_button};

const GAP: f32 = 10.0;

/// A picker open in the table's action row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Picker {
    /// The retreat picker, with the winner chosen so far.
    Retreat(Option<Side>),
    /// Shuffle off the clock or on the attackers' clock.
    Shuffle,
    /// The jury PIN prompt, with what has been typed and whether a wrong PIN was tried.
    JuryPin {
        /// The digits typed so far.
        typed: String,
        /// The last PIN tried was wrong.
        wrong: bool,
    },
}

/// A rapid final shuffle is a stop that charges nothing.
const SHUFFLE_OFF: Command = Command::Stop {
    reason: StopReason::Shuffle,
};

impl ClockApp {
    /// The combat winner chosen in the open retreat picker.
    pub(super) fn retreat_winner(&self) -> Option<Side> {
        match self.picker {
            Some(Picker::Retreat(winner)) => winner,
            _ => None,
        }
    }

    /// Whether either way of shuffling is possible now.
    pub(super) fn may_shuffle(&self) -> bool {
        self.allows(&Command::Shuffle) || self.allows(&SHUFFLE_OFF)
    }

    /// Shuffle off the clock (a "shuffle" stop), or on the attackers' clock
    /// (Pompadour did not shuffle in advance), or cancel.
    pub(super) fn shuffle_picker_ui(&mut self, ui: &mut Ui, w: f32) {
        let lang = self.lang();
        let bw = (w - 2.0 * GAP) / 3.0;
        ui.horizontal(|ui| {
            self.act(
                ui,
                T::ShuffleOff.get(lang),
                vec2(bw, 72.0),
                24.0,
                &SHUFFLE_OFF,
            );
            self.act(
                ui,
                T::ShuffleOnClock.get(lang),
                vec2(bw, 72.0),
                24.0,
                &Command::Shuffle,
            );
            if press_button(
                ui,
                T::Cancel.get(lang),
                vec2(bw, 72.0),
                24.0,
                palette::BUTTON,
                true,
            ) {
                self.picker = None;
            }
        });
    }

    pub(super) fn retreat_picker_ui(&mut self, ui: &mut Ui, w: f32) {
        let lang = self.lang();
        let winner = self.retreat_winner();
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(T::Winner.get(lang)).size(26.0));
            for side in Side::BOTH {
                let fill = if winner == Some(side) {
                    palette::RUNNING
                } else {
                    palette::BUTTON
                };
                if press_button(
                    ui,
                    text::side(lang, side),
                    vec2(300.0, 80.0),
                    30.0,
                    fill,
                    true,
                ) {
                    self.picker = Some(Picker::Retreat(Some(side)));
                }
            }
            if press_button(
                ui,
                T::Cancel.get(lang),
                vec2(200.0, 80.0),
                26.0,
                palette::BUTTON,
                true,
            ) {
                self.picker = None;
            }
        });
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(T::Length.get(lang)).size(26.0));
            let bw = ((w - 260.0) / 10.0 - GAP).max(60.0);
            for length in 1..=10 {
                if press_button(
                    ui,
                    &format!("−{length}"),
                    vec2(bw, 90.0),
                    36.0,
                    palette::BUTTON,
                    winner.is_some(),
                ) && let Some(winner) = winner
                {
                    self.send(&Command::Retreat { winner, length });
                }
            }
        });
    }
}
