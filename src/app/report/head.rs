//! The report screen's head: Back and the title, Save result and the
//! exports, what each side agreed to, and what the last save or export did.

use egui::{RichText, Ui, vec2};

use crate::report::Report;
use crate::words::chart::C;

use super::super::action::Facts;
use super::super::text::{self, T};
use super::super::widgets::{Touch, palette, size};
use super::ReportScreen;
use super::files::export;

impl ReportScreen {
    /// Draws the head; returns whether Back and Save result were tapped.
    pub(super) fn head_ui(&mut self, ui: &mut Ui, f: &Facts<'_>, report: &Report) -> (bool, bool) {
        let lang = f.lang;
        let (mut back, mut saving) = (false, false);
        ui.horizontal_wrapped(|ui| {
            if Touch::new(T::Back.get(lang), vec2(140.0, 56.0))
                .text(size::LABEL)
                .show(ui)
            {
                back = true;
            }
            ui.heading(
                RichText::new(format!(
                    "{} · {}",
                    T::ReportTitle.get(lang),
                    text::ruleset_name(lang, &report.header.ruleset)
                ))
                .size(size::SUBTITLE),
            );
        });
        ui.horizontal_wrapped(|ui| {
            let can_save = self.journal.is_some();
            if Touch::new(T::SaveResult.get(lang), vec2(200.0, 56.0))
                .text(size::BODY)
                .fill(palette::PRIMARY)
                .enabled(can_save)
                .show(ui)
            {
                saving = true;
            }
            for (label, ext) in [
                ("JSON", "json"),
                ("CSV", "csv"),
                (C::TurnsCsv.get(lang), "turns.csv"),
                ("HTML", "html"),
                (T::JournalFile.get(lang), "jsonl"),
            ] {
                let name = format!("{} {label}", T::Export.get(lang));
                if Touch::new(&name, vec2(170.0, 56.0))
                    .text(size::BODY)
                    .enabled(f.data_dir.is_some())
                    .show(ui)
                {
                    self.notice = Some(export(
                        f.data_dir,
                        self.journal.as_deref(),
                        report,
                        (ext, lang),
                    ));
                }
            }
        });
        let typed_now = self.form.input().ok();
        self.agreement.ui(ui, typed_now.as_ref(), lang);
        if let Some((notice, ok)) = &self.notice {
            let colour = if *ok { palette::TEXT } else { palette::WARNING };
            ui.label(RichText::new(notice).size(size::NOTE).color(colour));
        }
        (back, saving)
    }
}
