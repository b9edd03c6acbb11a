//! Jury stopwatch mode: the stopwatch phases on the jury's own phone or tablet,
//! for a table that plays on a physical chess clock. A short setup, then one
//! screen built for a hand-held device: portrait works, the reading is as big
//! as the width allows, and the primary action sits at the bottom, under the thumb.

use std::collections::BTreeSet;

use egui::{FontId, RichText, Ui, vec2};

use crate::engine::{Command, LAST_TURN, Nation, Role, Side, StopReason, View};

use super::action::Picker;
use super::action::{Action, Actions, Facts, Go, command_button, primary_button};
use super::pickers::retreat_picker;
use super::screen::Screen;
use super::table::TableScreen;
use super::text::{self, T};
use super::widgets::{Touch, a11y_label, centered_text, palette, size};
use super::{format, words};

/// What the jury chooses before starting.
pub(super) struct JurySetup {
    stopwatch: [bool; 2],
    imperial: Option<Role>,
    out: BTreeSet<Nation>,
    next: Nation,
    turn: u32,
}

impl Default for JurySetup {
    fn default() -> Self {
        Self {
            stopwatch: [false, true],
            imperial: None,
            out: BTreeSet::new(),
            next: Nation::Russia,
            turn: 1,
        }
    }
}

impl JurySetup {
    /// The command that sets the game up.
    fn command(&self) -> Command {
        Command::JuryStart {
            turn: self.turn,
            stopwatch: Side::BOTH
                .into_iter()
                .filter(|s| self.stopwatch[s.index()])
                .collect(),
            out: self.out.iter().copied().collect(),
            imperial: self.imperial,
            next: self.next,
        }
    }
}

/// A selectable button: highlighted when chosen.
fn choice(ui: &mut Ui, label: &str, chosen: bool, width: f32) -> bool {
    let fill = if chosen {
        palette::RUNNING
    } else {
        palette::BUTTON
    };
    Touch::new(label, vec2(width, 64.0))
        .text(size::LABEL)
        .fill(fill)
        .show(ui)
}

impl JurySetup {
    /// Draws the jury stopwatch set-up; returns what was tapped.
    pub(super) fn ui(&mut self, ui: &mut Ui, f: &Facts<'_>) -> Actions {
        let mut out = Vec::new();
        let lang = f.lang;
        let w = ui.available_width();
        // The choices scroll on a low screen; Back and Start stay in view.
        egui::ScrollArea::vertical()
            .max_height((ui.available_height() - 190.0).max(120.0))
            .show(ui, |ui| self.choices_ui(ui, lang, w));
        if let Some(notice) = f.notice {
            ui.label(
                RichText::new(notice)
                    .size(size::NOTE)
                    .color(palette::WARNING),
            );
        }
        let bottom = (ui.available_height() - 170.0).max(0.0);
        ui.add_space(bottom);
        if Touch::new(T::Back.get(lang), vec2(w, 56.0))
            .text(size::LABEL)
            .show(ui)
        {
            out.push(Action::Notice(None));
            out.push(Action::Go(Go::To(Screen::Setup)));
        }
        if Touch::new(T::StartJuryStopwatch.get(lang), vec2(w, 100.0))
            .text(size::HEADING)
            .fill(palette::PRIMARY)
            .show(ui)
        {
            // Checked on a fresh engine first: a bad choice leaves no journal.
            out.push(Action::Start(Some(self.command())));
        }
        out
    }

    /// The sides on the stopwatch, the nations out, the army's control, the
    /// next stage and the turn.
    fn choices_ui(&mut self, ui: &mut Ui, lang: text::Lang, w: f32) {
        let half = (w - 10.0) / 2.0;
        let third = (w - 20.0) / 3.0;
        let title = |ui: &mut Ui, t: T| {
            ui.label(RichText::new(t.get(lang)).size(size::LABEL));
        };
        ui.heading(RichText::new(T::JuryStopwatch.get(lang)).size(size::HEADING));
        title(ui, T::SidesOnStopwatch);
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                let on = self.stopwatch[side.index()];
                if choice(ui, text::side(lang, side), on, half) {
                    self.stopwatch[side.index()] = !on;
                }
            }
        });
        title(ui, T::OutOfGame);
        ui.horizontal(|ui| {
            for nation in [Nation::Russia, Nation::Sweden, Nation::France] {
                let is_out = self.out.contains(&nation);
                if choice(ui, text::nation(lang, nation), is_out, third) {
                    if is_out {
                        self.out.remove(&nation);
                    } else {
                        self.out.insert(nation);
                    }
                }
            }
        });
        title(ui, T::ImperialArmy);
        ui.horizontal_wrapped(|ui| {
            for role in [
                None,
                Some(Role::MariaTheresia),
                Some(Role::Elisabeth),
                Some(Role::Pompadour),
            ] {
                let label = role.map_or(T::ByRule.get(lang), |r| text::role(lang, r));
                if choice(ui, label, self.imperial == role, half) {
                    self.imperial = role;
                }
            }
        });
        title(ui, T::NextStage);
        ui.horizontal_wrapped(|ui| {
            for nation in Nation::ALL {
                if choice(ui, text::nation(lang, nation), self.next == nation, third) {
                    self.next = nation;
                }
            }
        });
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!("{} {}", T::Turn.get(lang), self.turn)).size(size::LARGE),
            );
            if Touch::new("−", vec2(80.0, 64.0))
                .text(size::CHOICE)
                .enabled(self.turn > 1)
                .show(ui)
            {
                self.turn -= 1;
            }
            if Touch::new("+", vec2(80.0, 64.0))
                .text(size::CHOICE)
                .enabled(self.turn < LAST_TURN)
                .show(ui)
            {
                self.turn += 1;
            }
        });
    }
}

impl TableScreen {
    /// The table in jury stopwatch mode, on the jury's phone: one reading, the
    /// stopwatch's actions, and the primary action under the thumb.
    pub(super) fn stopwatch_ui(&mut self, ui: &mut Ui, v: &View, f: &Facts<'_>) -> Actions {
        let mut out = Vec::new();
        let lang = f.lang;
        let w = ui.available_width();
        let full = ui.available_height();
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!(
                    "{} · {} {}",
                    T::JuryStopwatch.get(lang),
                    T::Turn.get(lang),
                    v.turn
                ))
                .size(size::BODY),
            );
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if Touch::new(T::JuryView.get(lang), vec2(150.0, 48.0))
                    .text(size::NOTE)
                    .show(ui)
                {
                    out.push(Action::Go(Go::To(Screen::Jury)));
                }
            });
        });
        let banner = words::banner(lang, v);
        ui.label(
            RichText::new(&banner)
                .size(size::MEDIUM)
                .color(palette::TEXT),
        );
        if let Some(notice) = f.notice {
            ui.label(
                RichText::new(notice)
                    .size(size::SMALL)
                    .color(palette::WARNING),
            );
        }
        hall_ui(ui, f, &mut out);
        let (big, caption) = reading(lang, v);
        // A low landscape screen gets a lower primary button, and the reading
        // takes what the rows under it leave (the actions never go off screen).
        let picker = matches!(self.picker, Some(Picker::Retreat(_)));
        let primary_h = if full < 700.0 { 100.0 } else { 150.0 };
        let bottom = primary_h + if picker { 230.0 } else { 220.0 };
        let caption_h = if caption.is_some() { 48.0 } else { 0.0 };
        let reading_h = (ui.available_height() - caption_h - bottom - 16.0)
            .clamp(60.0, (full * 0.34).max(120.0));
        let (rect, _) = ui.allocate_exact_size(vec2(w, reading_h), egui::Sense::hover());
        let size = (w / (big.chars().count().max(1) as f32 * 0.62)).min(reading_h * 0.8);
        let font = if big
            .chars()
            .all(|c| c.is_ascii_digit() || c == ':' || c == '.')
        {
            FontId::monospace(size)
        } else {
            FontId::proportional(size.min(56.0))
        };
        centered_text(ui, rect, &big, font, palette::TEXT);
        a11y_label(ui, rect, "reading", &big);
        if let Some(caption) = caption {
            ui.label(
                RichText::new(&caption)
                    .size(size::SUBTITLE)
                    .color(palette::TEXT),
            );
        }
        let space = ui.available_height() - bottom;
        ui.add_space(space.max(0.0));
        match &mut self.picker {
            Some(Picker::Retreat(winner)) => {
                out.extend(retreat_picker(ui, lang, winner, w, (true, false)));
            }
            _ => stopwatch_buttons(ui, v, f, w, &mut out),
        }
        out.extend(primary_button(
            ui,
            v,
            f,
            (vec2(w, primary_h), size::HEADING),
        ));
        out
    }
}

/// The stopwatch's actions: combat, retreat, undo, the conquests, the jury,
/// and a side still on the table's clock that ran out.
fn stopwatch_buttons(ui: &mut Ui, v: &View, f: &Facts<'_>, w: f32, out: &mut Actions) {
    {
        let lang = f.lang;
        let bw = (w - 20.0) / 3.0;
        let combat = Command::Stop {
            reason: StopReason::Combat,
        };
        ui.horizontal(|ui| {
            command_button(
                ui,
                f,
                out,
                T::Combat.get(lang),
                (vec2(bw, 72.0), size::LABEL),
                combat,
            );
            let retreat = v.retreat_possible;
            if Touch::new(&format!("{}…", T::Retreat.get(lang)), vec2(bw, 72.0))
                .text(size::LABEL)
                .enabled(retreat)
                .show(ui)
            {
                out.push(Action::Open(Picker::Retreat(None)));
            }
            command_button(
                ui,
                f,
                out,
                T::Undo.get(lang),
                (vec2(bw, 72.0), size::LABEL),
                Command::Undo,
            );
        });
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                let label = format!("{}: {}", text::side(lang, side), T::Conquest.get(lang));
                let command = Command::Conquest { side };
                command_button(
                    ui,
                    f,
                    out,
                    &label,
                    (vec2(bw, 64.0), size::SECONDARY),
                    command,
                );
            }
            let stop = Command::Stop {
                reason: StopReason::Jury,
            };
            command_button(
                ui,
                f,
                out,
                T::Jury.get(lang),
                (vec2(bw, 64.0), size::BODY),
                stop,
            );
        });
        // A side still on the table's clock may run out later: one tap puts it here.
        let enter: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|s| f.allows(&Command::EnterStopwatch { side: *s }))
            .collect();
        if !enter.is_empty() {
            ui.horizontal(|ui| {
                for side in enter {
                    let label = format!("{}: {}", text::side(lang, side), T::RanOut.get(lang));
                    let command = Command::EnterStopwatch { side };
                    command_button(
                        ui,
                        f,
                        out,
                        &label,
                        (vec2((w - 10.0) / 2.0, 56.0), size::NOTE),
                        command,
                    );
                }
            });
        }
    }
}

/// The hall's link when something is wrong with it, and "New hall
/// address…" once the hall has been silent a minute (as on the table).
fn hall_ui(ui: &mut Ui, f: &Facts<'_>, out: &mut Actions) {
    let Some((text, true)) = f.hall.as_ref().and_then(|s| words::hall(f.lang, s)) else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(text)
                .size(size::SMALL)
                .color(palette::WARNING),
        );
        let ask = T::NewHallAddress.get(f.lang);
        if f.hall_gone && Touch::new(ask, vec2(240.0, 48.0)).text(size::NOTE).show(ui) {
            out.push(Action::AskNewHall);
        }
    });
}

/// The big reading and its caption: the running stopwatch, or what the jury waits for.
fn reading(lang: text::Lang, v: &View) -> (String, Option<String>) {
    if let Some(r) = v.retreat {
        let caption = super::words::retreat_chooser(lang, r.length, r.chooser);
        return match r.timer_left {
            Some(left) => (format::seconds(left), Some(caption)),
            None => (T::OnTheirClock.get(lang).to_owned(), Some(caption)),
        };
    }
    if let Some(c) = v.conquest.and_then(|c| c.counted) {
        return (format::used(c), Some(T::CountingUp.get(lang).to_owned()));
    }
    match (v.active_nation, v.stage_budget) {
        (Some(nation), Some(b)) => (
            format::seconds(b.left),
            Some(words::budget(lang, nation, &b)),
        ),
        (Some(nation), None) => (
            T::Waiting.get(lang).to_owned(),
            Some(format!(
                "{} — {} ({})",
                text::side(lang, nation.side()),
                text::nation(lang, nation),
                T::OtherSidesTurn.get(lang)
            )),
        ),
        (None, _) => (T::BetweenTurns.get(lang).to_owned(), None),
    }
}
