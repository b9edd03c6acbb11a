//! The keyboard of the table and the jury view (see the keys table in
//! the README): Space or Enter is the primary action, C combat, R retreat,
//! J the jury view, P a break, Backspace undo, F11 full screen.

use egui::{Key, Modifiers};

use crate::engine::{Command, StopReason};

use super::action::Picker;
use super::action::{Action, Actions};
use super::screen::Screen;
use super::{ClockApp, display};

impl ClockApp {
    /// The keys of the table and the jury view, as actions.
    pub(super) fn keys(&mut self, ctx: &egui::Context) -> Actions {
        if ctx.input(|i| i.key_pressed(Key::F11)) {
            self.fullscreen = !self.fullscreen;
            display::fullscreen(ctx, self.fullscreen);
        }
        // A dialog open over the table takes no key meant for the table.
        let dialog = self.confirm.is_some() || self.new_hall.is_some();
        if !matches!(self.screen, Screen::Table | Screen::Jury)
            || dialog
            || ctx.egui_wants_keyboard_input()
        {
            return Vec::new();
        }
        let now = self.state.now();
        let Some(v) = self.state.view(now) else {
            return Vec::new();
        };
        let f = self.state.facts(now);
        let pressed = |key| ctx.input(|i| i.key_pressed(key));
        let mut out = Vec::new();
        if (pressed(Key::Space) || pressed(Key::Enter))
            && let Some(command) = f.primary()
        {
            out.push(Action::Command(command));
        }
        if pressed(Key::C) {
            let reason = StopReason::Combat;
            out.push(Action::Command(Command::Stop { reason }));
        }
        if pressed(Key::R) && v.retreat_possible {
            out.push(Action::Open(Picker::Retreat(None)));
        }
        out.extend(self.screens.table.gate.key(ctx, &f, self.screen));
        if pressed(Key::P) {
            out.push(Action::Command(match v.stopped {
                Some(_) => Command::Resume,
                None => Command::Stop {
                    reason: StopReason::Break,
                },
            }));
        }
        if pressed(Key::Backspace) || ctx.input_mut(|i| i.consume_key(Modifiers::COMMAND, Key::Z)) {
            out.push(Action::Command(Command::Undo));
        }
        out
    }
}
