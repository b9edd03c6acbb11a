//! The jury view: turn number, game log, time corrections with a reason,
//! Imperial Army control, taking a side off the stopwatch, and big stopwatch
//! controls. Visibly separate from the table view.

use egui::{RichText, Ui, vec2};

use crate::engine::{Command, Offensive, PhaseView, Role, Side, StopReason, StopwatchTimer, View};

use super::action::Confirm;
use super::action::{Action, Actions, Facts, Go, command_button, primary_button};
use super::jury_fate::JuryFate;
use super::screen::Screen;
use super::text::{self, T};
use super::widgets::{Touch, hint, narrow, palette, size, widths_by_words};
use super::{format, words};

/// What the jury is typing.
pub(super) struct JuryScreen {
    side: Side,
    timer: StopwatchTimer,
    reason: String,
    fate: JuryFate,
}

impl Default for JuryScreen {
    fn default() -> Self {
        Self {
            side: Side::Frederick,
            timer: StopwatchTimer::Stage,
            reason: String::new(),
            fate: JuryFate::default(),
        }
    }
}

/// The primary button's height on a phone.
const PHONE_PRIMARY: f32 = 72.0;

/// The height of the row under it on a phone.
const PHONE_ROW: f32 = 72.0;

/// The room for the line between the scrolling part and the buttons on a phone.
const LINE: f32 = 9.0;

/// Steps for a stopwatch: seconds, not minutes.
const STOPWATCH_STEPS: [(i64, &str); 6] = [
    (-10_000, "−10 s"),
    (-5_000, "−5 s"),
    (-1_000, "−1 s"),
    (1_000, "+1 s"),
    (5_000, "+5 s"),
    (10_000, "+10 s"),
];

const STEPS: [(i64, &str); 6] = [
    (-300_000, "−5 min"),
    (-60_000, "−1 min"),
    (-10_000, "−10 s"),
    (10_000, "+10 s"),
    (60_000, "+1 min"),
    (300_000, "+5 min"),
];

impl JuryScreen {
    /// Draws the jury view; returns what was tapped.
    pub(super) fn ui(&mut self, ui: &mut Ui, v: &View, f: &Facts<'_>) -> Actions {
        let mut out = Vec::new();
        let lang = f.lang;
        // A phone's head is smaller, leaving room for the corrections.
        let (title, banner, note) = if narrow(ui) {
            (size::LARGE, size::NOTE, size::SMALL)
        } else {
            (size::TITLE, size::LABEL, size::NOTE)
        };
        egui::Frame::new()
            .fill(palette::ALERT)
            .inner_margin(10.0)
            .corner_radius(10.0)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(format!(
                            "{} — {} {}",
                            T::Jury.get(lang),
                            T::Turn.get(lang),
                            v.turn
                        ))
                        .size(title)
                        .color(palette::TEXT),
                    );
                    ui.label(
                        RichText::new(words::banner(lang, v))
                            .size(banner)
                            .color(palette::TEXT),
                    );
                    if let Some(started) = f.started {
                        let table = match (f.game, f.settings.table.trim()) {
                            (Some(game), _) => {
                                format!("{} · ", text::tournament_game(lang, game))
                            }
                            (None, "") => String::new(),
                            (None, t) => format!("{} {t} · ", T::Table.get(lang)),
                        };
                        ui.label(
                            RichText::new(format!(
                                "{table}{} {}",
                                T::Started.get(lang),
                                crate::format::wall_minute(&started)
                            ))
                            .size(note)
                            .color(palette::TEXT),
                        );
                    }
                });
            });
        if let Some(notice) = f.notice {
            ui.label(
                RichText::new(notice)
                    .size(size::NOTE)
                    .color(egui::Color32::from_rgb(0xFF, 0xD8, 0x6B)),
            );
        }
        // The corrections and the log scroll on a small screen; the rows of big
        // buttons below them stay in view. On a phone held upright the log
        // goes under the corrections, and the primary button gets a row.
        let narrow = narrow(ui);
        // The rows of buttons under the scrolling part, and a line between.
        let buttons_h = if narrow {
            PHONE_PRIMARY + PHONE_ROW + 56.0 + 3.0 * ui.spacing().item_spacing.y + LINE
        } else {
            170.0
        };
        // On a phone the scroll bar stays in sight: what is cut off at the
        // line scrolls up from under it.
        let bar = if narrow {
            egui::scroll_area::ScrollBarVisibility::AlwaysVisible
        } else {
            egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded
        };
        if narrow {
            // A bar that shows while untouched, beside the content.
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        }
        egui::ScrollArea::vertical()
            .id_salt("jury")
            .scroll_bar_visibility(bar)
            .max_height((ui.available_height() - buttons_h).max(120.0))
            .show(ui, |ui| {
                let log = f.engine.map(|e| e.log()).unwrap_or_default();
                if narrow {
                    self.corrections_ui(ui, v, f, &mut out);
                    log_ui(ui, log, lang);
                } else {
                    ui.columns(2, |cols| {
                        self.corrections_ui(&mut cols[0], v, f, &mut out);
                        log_ui(&mut cols[1], log, lang);
                    });
                }
            });
        if narrow {
            ui.add(egui::Separator::default().spacing(LINE));
        }
        // Never wider than the screen, even if a row above had to overflow.
        let w = ui
            .available_width()
            .min(ui.ctx().content_rect().width() - 24.0);
        let bw = (w - 3.0 * 10.0) / 4.0;
        let stop = Command::Stop {
            reason: StopReason::Jury,
        };
        let label = format!("{}: {}", T::Stopwatch.get(lang), T::ClockStopped.get(lang));
        let back = |ui: &mut Ui, width: f32, height: f32| {
            Touch::new(T::BackToTable.get(lang), vec2(width, height))
                .text(size::MEDIUM)
                .show(ui)
        };
        if narrow {
            let primary = (vec2(w, PHONE_PRIMARY), size::CHOICE);
            out.extend(primary_button(ui, v, f, primary));
            let half = (w - 10.0) / 2.0;
            ui.horizontal(|ui| {
                command_button(
                    ui,
                    f,
                    &mut out,
                    &label,
                    (vec2(half, PHONE_ROW), size::BODY),
                    stop,
                );
                if back(ui, half, PHONE_ROW) {
                    out.push(Action::Go(Go::To(Screen::Table)));
                }
            });
        } else {
            ui.horizontal(|ui| {
                command_button(ui, f, &mut out, &label, (vec2(bw, 90.0), size::LARGE), stop);
                let primary = (vec2(bw * 2.0 + 10.0, 90.0), size::CHOICE);
                out.extend(primary_button(ui, v, f, primary));
                if back(ui, bw, 90.0) {
                    out.push(Action::Go(Go::To(Screen::Table)));
                }
            });
        }
        // A phone: three buttons in the width of four.
        let (bw, report_w) = if narrow {
            let third = (w - 20.0) / 3.0;
            (third, third)
        } else {
            (bw, bw * 2.0 + 10.0)
        };
        ui.horizontal(|ui| {
            let game_over = v.phase == PhaseView::GameOver;
            if Touch::new(T::EndGame.get(lang), vec2(bw, 56.0))
                .text(size::BODY)
                .enabled(!game_over)
                .show(ui)
            {
                out.push(Action::Ask(Confirm::EndGame));
            }
            if Touch::new(T::NewGame.get(lang), vec2(bw, 56.0))
                .text(size::BODY)
                .show(ui)
            {
                out.push(Action::Ask(Confirm::NewGame));
            }
            let report = if game_over {
                palette::PRIMARY
            } else {
                palette::BUTTON
            };
            if Touch::new(T::ReportButton.get(lang), vec2(report_w, 56.0))
                .text(size::BODY)
                .fill(report)
                .show(ui)
            {
                out.push(Action::Go(Go::Report));
            }
        });
        out
    }

    fn corrections_ui(&mut self, ui: &mut Ui, v: &View, f: &Facts<'_>, out: &mut Actions) {
        let lang = f.lang;

        // What the jury was called for comes first: the objectives to count.
        self.fate.called_ui(ui, v, f, out);
        ui.label(RichText::new(T::Corrections.get(lang)).size(size::MEDIUM));
        ui.horizontal_wrapped(|ui| {
            for side in Side::BOTH {
                let c = v.clock(side);
                let label = format!("{} {}", text::side(lang, side), format::clock(c.remaining));
                ui.selectable_value(&mut self.side, side, RichText::new(label).size(size::LABEL));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(T::Reason.get(lang)).size(size::BODY));
            ui.add(
                egui::TextEdit::singleline(&mut self.reason)
                    .align(egui::Align2::LEFT_CENTER)
                    .hint_text(hint(T::Reason.get(lang)))
                    // Beside its label, if only narrower (a phone).
                    .desired_width((ui.available_size_before_wrap().x - 16.0).min(360.0))
                    .font(egui::TextStyle::Heading),
            );
        });
        let reason = self.reason.trim().to_owned();
        ui.horizontal_wrapped(|ui| {
            for (delta_ms, label) in STEPS {
                let command = Command::Correct {
                    side: self.side,
                    delta_ms,
                    reason: reason.clone(),
                };
                let ok = !reason.is_empty() && f.allows(&command);
                if Touch::new(label, vec2(92.0, 56.0))
                    .text(size::BODY)
                    .enabled(ok)
                    .show(ui)
                {
                    out.push(Action::Command(command));
                }
            }
        });
        if reason.is_empty() {
            ui.label(RichText::new(T::ReasonNeeded.get(lang)).size(size::SMALL));
        }
        self.stopwatch_corrections_ui(ui, v, f, &reason, out);
        let leave = Command::LeaveStopwatch {
            side: self.side,
            reason: reason.clone(),
        };
        let label = T::LeaveStopwatch.get(lang);
        command_button(ui, f, out, label, (vec2(300.0, 56.0), size::BODY), leave);
        ui.label(
            RichText::new(format!(
                "{}: {}",
                T::ImperialArmy.get(lang),
                text::role(lang, v.imperial_army)
            ))
            .size(size::BODY),
        );
        ui.horizontal_wrapped(|ui| {
            let choices = v.imperial_choices.iter().copied().map(Some);
            let roles: Vec<Option<Role>> = std::iter::once(None).chain(choices).collect();
            let labels: Vec<&str> = roles
                .iter()
                .map(|role| role.map_or(T::ByRule.get(lang), |r| text::role(lang, r)))
                .collect();
            // On a phone all in one row, each as wide as its words need, so
            // that the controls under them come into view sooner.
            let widths = if narrow(ui) {
                let gaps = (labels.len() as f32 - 1.0) * ui.spacing().item_spacing.x;
                let room = ui.available_width() - gaps - 1.0;
                widths_by_words(ui, &labels, size::NOTE, room)
            } else {
                vec![150.0; labels.len()]
            };
            for ((role, label), w) in roles.into_iter().zip(labels).zip(widths) {
                let command = Command::ImperialControl {
                    role,
                    reason: reason.clone(),
                };
                command_button(ui, f, out, label, (vec2(w, 52.0), size::NOTE), command);
            }
        });
        ui.label(RichText::new(T::Offensive.get(lang)).size(size::BODY));
        ui.horizontal_wrapped(|ui| {
            for (step, label) in [
                (Offensive::Launched, T::OoLaunch),
                (Offensive::CalledOff, T::OoFail),
                (Offensive::Won, T::OoWin),
            ] {
                let command = Command::Offensive { step };
                let button = (vec2(150.0, 52.0), size::NOTE);
                command_button(ui, f, out, label.get(lang), button, command);
            }
        });
        self.fate.late_ui(ui, v, f, &reason, out);
    }
}

impl JuryScreen {
    /// Corrections to the stage budget, its carried part and a running retreat
    /// timer, shown while one of them exists.
    fn stopwatch_corrections_ui(
        &mut self,
        ui: &mut Ui,
        v: &View,
        f: &Facts<'_>,
        reason: &str,
        out: &mut Actions,
    ) {
        let lang = f.lang;
        let retreat = v.retreat.and_then(|r| r.timer_left);
        let timers: Vec<(StopwatchTimer, String)> = [
            v.stage_budget.map(|b| {
                let label = format!("{} {} s", T::StageTime.get(lang), format::seconds(b.left));
                (StopwatchTimer::Stage, label)
            }),
            v.stage_budget.map(|b| {
                let label = format!(
                    "{} {} s",
                    T::CarriedTime.get(lang),
                    format::seconds(b.carried)
                );
                (StopwatchTimer::Carried, label)
            }),
            retreat.map(|left| {
                let label = format!("{} {} s", T::RetreatTimer.get(lang), format::seconds(left));
                (StopwatchTimer::Retreat, label)
            }),
        ]
        .into_iter()
        .flatten()
        .collect();
        if timers.is_empty() {
            return;
        }
        if !timers.iter().any(|(t, _)| *t == self.timer) {
            self.timer = timers[0].0;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(T::Stopwatch.get(lang)).size(size::BODY));
            for (timer, label) in &timers {
                ui.selectable_value(
                    &mut self.timer,
                    *timer,
                    RichText::new(label).size(size::BODY),
                );
            }
        });
        ui.horizontal_wrapped(|ui| {
            for (delta_ms, label) in STOPWATCH_STEPS {
                let command = Command::CorrectStopwatch {
                    timer: self.timer,
                    delta_ms,
                    reason: reason.to_owned(),
                };
                let ok = !reason.is_empty() && f.allows(&command);
                if Touch::new(label, vec2(80.0, 52.0))
                    .text(size::BODY)
                    .enabled(ok)
                    .show(ui)
                {
                    out.push(Action::Command(command));
                }
            }
        });
    }
}

/// The game log, newest at the bottom.
pub(super) fn log_ui(ui: &mut Ui, log: &[crate::engine::LogEntry], lang: text::Lang) {
    ui.label(RichText::new(T::Log.get(lang)).size(size::MEDIUM));
    egui::ScrollArea::vertical()
        .max_height(ui.available_height() - 170.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for entry in log {
                ui.label(
                    RichText::new(format!(
                        "{} · {} {} · {}",
                        format::used(entry.at),
                        T::Turn.get(lang),
                        entry.turn,
                        words::logged(lang, &entry.what)
                    ))
                    .size(size::SMALL)
                    .monospace(),
                );
            }
        });
}
