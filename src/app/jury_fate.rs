//! The jury's part in drop-outs: the objectives a nation held when it left
//! (or the Imperial Army's when Maria Theresia lost it), counted at that
//! moment (section C); a Card of Fate or a drop-out noticed late, entered with
//! a reason without undoing the time played since; and a warning when the
//! cards came in an order the tournament's Clock of Fate cannot produce.

use std::collections::BTreeMap;

use egui::{RichText, Ui, vec2};

use crate::engine::{Command, FateCard, Nation, Side, View};

use super::action::{Actions, Facts, command_button};
use super::text::{self, T};
use super::widgets::{Touch, hint, palette, size};
use super::words;

/// What the jury is typing: objectives per nation, and the late entry's turn.
#[derive(Default)]
pub(super) struct JuryFate {
    counts: BTreeMap<Nation, [String; 2]>,
    /// The turn after which a late card or drop-out happened (0: the last one played).
    after_turn: u32,
}

impl JuryFate {
    /// The part the jury was called for, drawn first: a warning about the
    /// cards' order, and the objectives to count for each nation that left.
    pub(super) fn called_ui(&mut self, ui: &mut Ui, v: &View, f: &Facts<'_>, out: &mut Actions) {
        if let Some(w) = &v.fate_warning {
            ui.label(
                RichText::new(words::fate_warning(f.lang, w))
                    .size(size::BODY)
                    .color(palette::WARNING),
            );
        }
        self.counts_ui(ui, f, out);
    }

    /// A Card of Fate or a drop-out noticed late, during a stage; `reason`
    /// is the jury's reason for the log.
    pub(super) fn late_ui(
        &mut self,
        ui: &mut Ui,
        v: &View,
        f: &Facts<'_>,
        reason: &str,
        out: &mut Actions,
    ) {
        let lang = f.lang;
        // Which turns a late entry may name is the engine's answer.
        let Some((first, last)) = v.late_turns else {
            return;
        };
        if !(first..=last).contains(&self.after_turn) {
            self.after_turn = last;
        }
        ui.separator();
        ui.label(RichText::new(T::LateFate.get(lang)).size(size::MEDIUM));
        if reason.is_empty() {
            ui.label(RichText::new(T::ReasonNeeded.get(lang)).size(size::SMALL));
        }
        ui.horizontal(|ui| {
            let step = vec2(64.0, 52.0);
            if Touch::new("-", step)
                .text(size::LARGE)
                .enabled(self.after_turn > first)
                .show(ui)
            {
                self.after_turn -= 1;
            }
            ui.label(
                RichText::new(format!("{} {}", T::AfterTurn.get(lang), self.after_turn))
                    .size(size::BODY),
            );
            if Touch::new("+", step)
                .text(size::LARGE)
                .enabled(self.after_turn < last)
                .show(ui)
            {
                self.after_turn += 1;
            }
        });
        // Six cards a row, as wide as the column allows; on a phone the six
        // named cards three a row, so their names stay readable.
        let all = FateCard::all();
        let (named, numbered) = all.split_at(6);
        let per_row = if ui.available_width() < 500.0 { 3 } else { 6 };
        let rows = named.chunks(per_row).chain(numbered.chunks(6));
        for row in rows {
            let n = row.len() as f32;
            let w = ((ui.available_width() - (n - 1.0) * 8.0) / n).clamp(48.0, 120.0);
            ui.horizontal(|ui| {
                for card in row {
                    let label = match card {
                        FateCard::Other(n) => n.to_string(),
                        named => words::card(lang, *named),
                    };
                    let command = Command::LateFate {
                        card: *card,
                        after_turn: self.after_turn,
                        reason: reason.to_owned(),
                    };
                    command_button(ui, f, out, &label, (vec2(w, 52.0), size::NOTE), command);
                }
            });
        }
        let w = ((ui.available_width() - 2.0 * 8.0) / 3.0).max(96.0);
        ui.horizontal_wrapped(|ui| {
            for nation in Nation::ALL.into_iter().filter(|n| n.can_drop_out()) {
                let command = Command::LateNationOut {
                    nation,
                    after_turn: self.after_turn,
                    reason: reason.to_owned(),
                };
                let label = format!("{} {}", text::nation(lang, nation), T::Out.get(lang));
                command_button(ui, f, out, &label, (vec2(w, 52.0), size::NOTE), command);
            }
        });
    }

    /// A row per nation that has left (and the Imperial Army once Maria
    /// Theresia lost it): objectives held of total, counted now.
    fn counts_ui(&mut self, ui: &mut Ui, f: &Facts<'_>, out: &mut Actions) {
        let lang = f.lang;
        let Some(engine) = f.engine else {
            return;
        };
        let countable: Vec<Nation> = Nation::ALL
            .into_iter()
            .filter(|n| n.side() == Side::Attackers)
            .filter(|n| {
                f.allows(&Command::Objectives {
                    nation: *n,
                    held: 0,
                    total: 1,
                })
            })
            .collect();
        if countable.is_empty() {
            return;
        }
        ui.separator();
        ui.label(RichText::new(T::CountObjectives.get(lang)).size(size::MEDIUM));
        for nation in countable {
            let counted = engine.chronicle().counted(nation);
            let fields = self.counts.entry(nation).or_insert_with(|| match counted {
                Some(c) => [c.held.to_string(), c.total.to_string()],
                None => [String::new(), String::new()],
            });
            ui.horizontal_wrapped(|ui| {
                let at = if nation == Nation::ImperialArmy {
                    T::AtTheSwitch
                } else {
                    T::WhenItLeft
                };
                ui.label(
                    RichText::new(format!("{} ({})", text::nation(lang, nation), at.get(lang)))
                        .size(size::BODY),
                );
                for (i, field) in fields.iter_mut().enumerate() {
                    if i == 1 {
                        ui.label(RichText::new(T::Of.get(lang)).size(size::BODY));
                    }
                    let what = if i == 0 { T::HeldShort } else { T::Total };
                    let r = ui.add(
                        egui::TextEdit::singleline(field)
                            .desired_width(72.0)
                            .align(egui::Align2::CENTER_CENTER)
                            .hint_text(hint(what.get(lang)))
                            .font(egui::FontId::proportional(size::BODY)),
                    );
                    // Named as the result file names it: objectives.russia.held.
                    let name = format!(
                        "objectives.{}.{}",
                        crate::scoring::result::key(nation),
                        if i == 0 { "held" } else { "total" }
                    );
                    r.widget_info(move || {
                        egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name)
                    });
                }
                let parsed = fields[0]
                    .trim()
                    .parse::<u32>()
                    .ok()
                    .zip(fields[1].trim().parse::<u32>().ok());
                let saved = counted.is_some_and(|c| Some((c.held, c.total)) == parsed);
                match parsed {
                    Some((held, total)) if !saved => {
                        let command = Command::Objectives {
                            nation,
                            held,
                            total,
                        };
                        command_button(
                            ui,
                            f,
                            out,
                            T::Save.get(lang),
                            (vec2(120.0, 48.0), size::NOTE),
                            command,
                        );
                    }
                    Some(_) => {
                        let saved = RichText::new(T::Saved.get(lang))
                            .size(size::BODY)
                            .color(palette::TEXT);
                        ui.label(saved);
                    }
                    None => {}
                }
            });
        }
    }
}
