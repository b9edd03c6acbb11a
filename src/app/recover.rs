//! The recovery screen: an unfinished game was found at start. It says when the
//! app stopped, what ran for whom and how long the outage lasted; the jury
//! chooses whether the outage is charged; the game resumes stopped.

use egui::{RichText, Ui};

use crate::engine::Running;
use crate::format;
use crate::journal::Record;
use crate::recovery::{Unfinished, charged_side};

use super::action::{Action, Actions, Go};
use super::text::{self, Lang, T};
use super::widgets::{Touch, palette, size};

/// The recovery screen: the unfinished game found at start, until the jury decides.
pub(super) struct RecoveryScreen {
    /// The game found.
    pub(super) unfinished: Unfinished,
}

/// What ran, in words: "Frederick — Prussia, on the stopwatch".
fn running(lang: Lang, u: &Unfinished) -> String {
    let v = u.engine.view(u.stopped_at);
    let Some(side) = charged_side(u.running) else {
        return T::RecoveryNothing.get(lang).to_owned();
    };
    let how = match u.running {
        Running::ChessClock { .. } => T::ClockOf.get(lang),
        Running::StageStopwatch { .. } => T::OnStopwatch.get(lang),
        Running::RetreatTimer { .. } => T::Retreat.get(lang),
        Running::CountUp { .. } => T::CountingUp.get(lang),
        Running::Nothing => "",
    };
    match v.active_nation {
        Some(nation) => format!(
            "{} — {}, {how}",
            text::side(lang, side),
            text::nation(lang, nation)
        ),
        None => format!("{} — {how}", text::side(lang, side)),
    }
}

impl RecoveryScreen {
    /// Draws what was found and the jury's choices; returns the choice made.
    pub(super) fn ui(&self, ui: &mut Ui, lang: Lang) -> Actions {
        let mut out = Vec::new();
        let u = &self.unfinished;
        let big = |t: &str| RichText::new(t).size(size::LARGE);
        ui.heading(RichText::new(T::RecoveryTitle.get(lang)).size(size::DISPLAY));
        ui.add_space(12.0);
        if let Record::Game { table, started, .. } = &u.read.game {
            let when = crate::format::wall_minute(started);
            ui.label(big(&if table.trim().is_empty() {
                when
            } else {
                format!("{} {table} — {when}", T::Table.get(lang))
            }));
        }
        ui.label(big(&format!(
            "{} {} ({} {})",
            T::RecoveryStopped.get(lang),
            crate::format::wall(&u.stopped_wall),
            T::RecoveryGameTime.get(lang),
            format::used(u.stopped_at)
        )));
        ui.label(big(&format!(
            "{}: {}",
            T::RecoveryRunning.get(lang),
            running(lang, u)
        )));
        let outage_text = u
            .outage
            .map_or_else(|| T::RecoveryUnknown.get(lang).to_owned(), format::stretch);
        ui.label(big(&format!("{}: {outage_text}", T::Outage.get(lang))));
        if !u.heartbeat {
            ui.label(
                RichText::new(T::RecoveryFromJournal.get(lang))
                    .size(size::NOTE)
                    .color(palette::WARNING),
            );
        }
        if let Some((line, _)) = &u.read.skipped {
            ui.label(
                RichText::new(format!(
                    "{}: {} — {}",
                    T::JournalFile.get(lang),
                    u.journal.display(),
                    T::LineSkipped
                        .get(lang)
                        .replace("{line}", &line.to_string())
                ))
                .size(size::NOTE)
                .color(palette::WARNING),
            );
        }
        ui.add_space(16.0);
        let w = ui.available_width();
        let side = charged_side(u.running).filter(|_| u.outage.is_some_and(|o| o > 0));
        let mut choice = None;
        if let Some(side) = side {
            let label = format!("{} {}", T::ChargeTo.get(lang), text::side(lang, side));
            if Touch::new(&label, egui::vec2(w, 90.0))
                .text(size::HEADING)
                .show(ui)
            {
                choice = Some(true);
            }
        }
        let keep = if side.is_some() {
            T::DontCharge
        } else {
            T::ResumeStopped
        };
        if Touch::new(keep.get(lang), egui::vec2(w, 90.0))
            .text(size::HEADING)
            .fill(palette::PRIMARY)
            .show(ui)
        {
            choice = Some(false);
        }
        ui.add_space(24.0);
        if ui.button(big(T::DiscardRecovery.get(lang))).clicked() {
            out.push(Action::Go(Go::DiscardRecovery));
        }
        if let Some(charge) = choice {
            out.push(Action::Recover { charge });
        }
        out
    }
}
