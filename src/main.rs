//! `friedrich-clock`: a plain window around the clock engine. Space or Enter
//! taps the primary action; the full table view comes with the UI work.

use std::time::{Duration, Instant};

use eframe::egui;
use friedrich_clock::engine::{Engine, Ms, Preset, Side, View};

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_inner_size([1280.0, 800.0])
            .with_title("Friedrich Clock"),
        ..Default::default()
    };
    eframe::run_native(
        "Friedrich Clock",
        options,
        Box::new(|_cc| Ok(Box::new(PlainClock::new()))),
    )
}

/// The engine with a monotonic time source.
struct PlainClock {
    engine: Engine,
    started: Instant,
    notice: String,
}

impl PlainClock {
    fn new() -> Self {
        Self {
            engine: Engine::new(Preset::Fwc2026.ruleset()),
            started: Instant::now(),
            notice: String::new(),
        }
    }

    fn now(&self) -> Ms {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(Ms::MAX)
    }
}

fn clock_text(ms: Ms) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

fn state_text(view: &View) -> String {
    if let Some(side) = view.out_of_time {
        return format!("{} is out of time — call the jury", side.name());
    }
    if let Some(reason) = view.stopped {
        return format!("{} — clock stopped", reason.name());
    }
    match view.active_nation {
        Some(nation) => match view.stage_budget {
            Some(b) => format!(
                "{} — action stage, stopwatch {} s",
                nation.name(),
                b.left.div_ceil(1000)
            ),
            None => format!("{} — action stage", nation.name()),
        },
        None => "Between turns".to_owned(),
    }
}

impl eframe::App for PlainClock {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let now = self.now();
        self.engine.tick(now);
        if ctx.input(|i| i.key_pressed(egui::Key::Space) || i.key_pressed(egui::Key::Enter))
            && let Some(command) = self.engine.primary()
        {
            self.notice = match self.engine.apply(&command, now) {
                Ok(_) => String::new(),
                Err(e) => e.to_string(),
            };
        }
        // Repaint at the next displayed second or engine deadline, never continuously.
        let next_second = 1000 - now % 1000;
        let until_deadline = self
            .engine
            .next_deadline()
            .map_or(next_second, |d| d.saturating_sub(now).min(next_second));
        ctx.request_repaint_after(Duration::from_millis(until_deadline.max(1)));
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let view = self.engine.view(self.now());
        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.heading(state_text(&view));
                ui.columns(2, |cols| {
                    for (col, side) in cols.iter_mut().zip(Side::BOTH) {
                        let c = view.clock(side);
                        let marker = if c.running { "▶ " } else { "" };
                        col.vertical_centered(|ui| {
                            ui.label(egui::RichText::new(side.name()).size(40.0));
                            ui.label(
                                egui::RichText::new(format!("{marker}{}", clock_text(c.remaining)))
                                    .size(110.0)
                                    .monospace(),
                            );
                        });
                    }
                });
                ui.label("Space or Enter: next");
                ui.label(&self.notice);
            });
        });
    }
}
