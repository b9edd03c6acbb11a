//! The jury's part in drop-outs: the objectives a nation held when it left
//! (or the Imperial Army's when Maria Theresia lost it), counted at that
//! moment (section C); a Card of Fate or a drop-out noticed late, entered with
//! a reason without undoing the time played since; and a warning when the
//! cards came in an order the tournament's Clock of Fate cannot produce.

use std::collections::BTreeMap;

use egui::{RichText, Ui, vec2};

use crate::engine::{Command, FateCard, Nation, PhaseView, Side, View};

use super::action::{Actions, Facts, command_button};
use super::text::{self, T};
use super::widgets::{palette, size};
use super::words;

/// What the jury is typing: objectives per nation, and the late entry's turn.
#[derive(Default)]
pub(super) struct JuryFate {
    counts: BTreeMap<Nation, [String; 2]>,
    /// The turn after which a late card or drop-out happened (0: the last one played).
    after_turn: u32,
}

impl JuryFate {
    /// Draws the section; `reason` is the jury's reason for the log.
    pub(super) fn ui(
        &mut self,
        ui: &mut Ui,
        v: &View,
        f: &Facts<'_>,
        reason: &str,
        out: &mut Actions,
    ) {
        let lang = f.lang;
        if let Some(w) = &v.fate_warning {
            ui.label(
                RichText::new(words::fate_warning(lang, w))
                    .size(size::BODY)
                    .color(palette::WARNING),
            );
        }
        self.counts_ui(ui, f, out);
        if v.phase != PhaseView::Stage {
            return;
        }
        let last_card = v.fate.last().map_or(1, |(t, _)| *t).max(1);
        let last_played = v.turn.saturating_sub(1);
        if last_played == 0 {
            return;
        }
        if self.after_turn == 0 || self.after_turn > last_played {
            self.after_turn = last_played;
        }
        ui.separator();
        ui.label(RichText::new(T::LateFate.get(lang)).size(size::MEDIUM));
        ui.horizontal(|ui| {
            let step = (vec2(56.0, 48.0), size::BODY);
            if super::widgets::Touch::new("−", step.0)
                .text(step.1)
                .enabled(self.after_turn > last_card.min(last_played))
                .show(ui)
            {
                self.after_turn -= 1;
            }
            ui.label(
                RichText::new(format!("{} {}", T::AfterTurn.get(lang), self.after_turn))
                    .size(size::BODY),
            );
            if super::widgets::Touch::new("+", step.0)
                .text(step.1)
                .enabled(self.after_turn < last_played)
                .show(ui)
            {
                self.after_turn += 1;
            }
        });
        let button = (vec2(104.0, 48.0), size::NOTE);
        for row in FateCard::all().chunks(6) {
            ui.horizontal_wrapped(|ui| {
                for card in row {
                    let command = Command::LateFate {
                        card: *card,
                        after_turn: self.after_turn,
                        reason: reason.to_owned(),
                    };
                    command_button(ui, f, out, &words::card(lang, *card), button, command);
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            for nation in Nation::ALL.into_iter().filter(|n| n.can_drop_out()) {
                let command = Command::LateNationOut {
                    nation,
                    after_turn: self.after_turn,
                    reason: reason.to_owned(),
                };
                let label = format!("{}: {}", text::nation(lang, nation), T::OutOfGame.get(lang));
                command_button(ui, f, out, &label, (vec2(214.0, 48.0), size::NOTE), command);
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
                    let r = ui.add(
                        egui::TextEdit::singleline(field)
                            .desired_width(56.0)
                            .font(egui::TextStyle::Heading),
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
                        ui.label(RichText::new(T::Saved.get(lang)).size(size::NOTE));
                    }
                    None => {}
                }
            });
        }
    }
}
