//! The setup screen: the tournament game (with a hall), table, players,
//! ruleset, language, sound and seating, and the tournament hall.

use std::path::{Path, PathBuf};

use egui::{Key, RichText, Ui};

use crate::engine::{Preset, Role};
use crate::session::HallStatus;
use crate::settings::{RulesetChoice, Settings, load_ruleset};
use crate::sound::SoundMode;

use super::action::{Action, Actions, Go};
use super::screen::Screen;
use super::secure_page;
use super::text::{self, Lang, T};
use super::tournament_game::{self, TournamentPick};
use super::widgets::{Touch, field_width, hint, narrow, palette, size, wrapped};
use super::words;

/// The setup screen's own state.
pub(super) struct SetupScreen {
    file: String,
    /// Why the ruleset could not be loaded, or the game not taken over.
    pub(super) error: Option<String>,
    /// A take-over from the hall under way.
    pub(super) taking: Option<crate::shipping::Taking>,
    /// The tournament game of the hall's draw, and taking it from the hall.
    pub(super) tournament: TournamentPick,
    /// The height of the part pinned under the form, as last drawn (it
    /// takes more rows on a phone, and in some languages).
    pinned: f32,
}

/// The part pinned under setup's form, before it was first measured.
const PINNED: f32 = 200.0;

/// What setup shows besides the settings it edits.
pub(super) struct SetupFacts<'a> {
    /// Where games and settings are kept.
    pub(super) data_dir: Option<&'a Path>,
    /// Sound is wanted but no device plays it.
    pub(super) no_device: bool,
    /// A problem with the saved settings.
    pub(super) notice: Option<&'a str>,
    /// How the link to the tournament hall stands, once there is one.
    pub(super) hall: Option<HallStatus>,
    /// A take-over from the hall is under way.
    pub(super) taking: bool,
}

/// The tournament hall row: its address and key, how the link stands, and
/// taking this table's game over from the hall.
fn hall_row(ui: &mut Ui, settings: &mut Settings, f: &SetupFacts<'_>, out: &mut Actions) {
    let lang = settings.lang;
    let big = |t: &str| RichText::new(t).size(size::LABEL);
    ui.label(big(T::HallRow.get(lang)));
    wrapped(ui, |ui| {
        for (value, what, width) in [
            (&mut settings.hall, T::HallAddressHint, 300.0),
            (&mut settings.hall_key, T::HallKey, 140.0),
        ] {
            ui.add(
                egui::TextEdit::singleline(value)
                    .align(egui::Align2::LEFT_CENTER)
                    .hint_text(hint(what.get(lang)))
                    .desired_width(field_width(ui, width))
                    .font(egui::TextStyle::Heading),
            );
        }
        if let Some((text, warning)) = f.hall.as_ref().and_then(|s| words::hall(lang, s)) {
            let colour = if warning {
                palette::WARNING
            } else {
                palette::TEXT
            };
            ui.label(RichText::new(text).size(size::NOTE).color(colour));
        }
        let ready = !settings.hall.trim().is_empty() && f.data_dir.is_some() && !f.taking;
        let button = egui::Button::new(big(T::ContinueFromHall.get(lang)));
        if ui.add_enabled(ready, button).clicked() {
            out.push(Action::ContinueFromHall);
        }
        if f.taking {
            ui.label(RichText::new(T::AskingHall.get(lang)).size(size::NOTE));
        }
    });
    ui.end_row();
}

impl SetupScreen {
    pub(super) fn new(settings: &Settings) -> Self {
        let file = match &settings.ruleset {
            RulesetChoice::File(p) => p.display().to_string(),
            RulesetChoice::Preset(_) => String::new(),
        };
        Self {
            file,
            error: None,
            taking: None,
            tournament: TournamentPick::new(&settings.table),
            pinned: PINNED,
        }
    }

    /// The ruleset file row: a path, and Load to read and check it.
    fn ruleset_file_row(&mut self, ui: &mut Ui, settings: &mut Settings, lang: Lang) {
        let big = |t: &str| RichText::new(t).size(size::LABEL);
        ui.label(big(T::RulesetFile.get(lang)));
        wrapped(ui, |ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.file)
                    .align(egui::Align2::LEFT_CENTER)
                    .hint_text(hint(T::RulesetFile.get(lang)))
                    .desired_width(field_width(ui, 420.0))
                    .font(egui::TextStyle::Heading),
            );
            if ui.button(big(T::Load.get(lang))).clicked() {
                let choice = RulesetChoice::File(PathBuf::from(self.file.trim()));
                match load_ruleset(&choice) {
                    Ok(_) => {
                        settings.ruleset = choice;
                        self.error = None;
                    }
                    Err(e) => self.error = Some(words::ruleset_error(lang, &e)),
                }
            }
            if let RulesetChoice::File(p) = &settings.ruleset {
                ui.label(big(&format!("{}", p.display())));
            }
        });
        ui.end_row();
    }
}

impl SetupScreen {
    /// Draws setup, editing `settings`; returns what was tapped.
    pub(super) fn ui(
        &mut self,
        ui: &mut Ui,
        settings: &mut Settings,
        f: &SetupFacts<'_>,
    ) -> Actions {
        let mut out = Vec::new();
        let lang = settings.lang;
        let big = |t: &str| RichText::new(t).size(size::LABEL);
        // Enter or Space starts the game, unless a text field has the keys.
        let keys_free = !ui.ctx().egui_wants_keyboard_input();
        // The form scrolls on a small screen; Start game stays in view below it.
        egui::ScrollArea::vertical()
            .max_height((ui.available_height() - self.pinned).max(120.0))
            .show(ui, |ui| {
                ui.heading(RichText::new(T::Setup.get(lang)).size(size::TITLE));
                ui.add_space(8.0);
                // Labels beside their fields; on a phone above them.
                let form = |ui: &mut Ui| {
                    // First, once a hall is set: the game taken from the
                    // draw fills the table and the names below it.
                    if tournament_game::hall_set(settings) {
                        tournament_game::row(ui, &mut self.tournament, lang, &mut out);
                    }
                    ui.label(big(T::Table.get(lang)));
                    ui.add(
                        egui::TextEdit::singleline(&mut settings.table)
                            .align(egui::Align2::LEFT_CENTER)
                            .hint_text(hint(T::Table.get(lang)))
                            .desired_width(field_width(ui, 300.0))
                            .font(egui::TextStyle::Heading),
                    );
                    ui.end_row();
                    ui.label(big(T::JuryPin.get(lang)));
                    ui.add(
                        egui::TextEdit::singleline(&mut settings.jury_pin)
                            .align(egui::Align2::LEFT_CENTER)
                            .password(true)
                            .hint_text(hint(T::JuryPinHint.get(lang)))
                            .desired_width(field_width(ui, 300.0))
                            .font(egui::TextStyle::Heading),
                    );
                    ui.end_row();
                    for (i, role) in Role::ALL.into_iter().enumerate() {
                        ui.label(big(text::role(lang, role)));
                        ui.add(
                            egui::TextEdit::singleline(&mut settings.names[i])
                                .align(egui::Align2::LEFT_CENTER)
                                .hint_text(hint(text::role(lang, role)))
                                .desired_width(field_width(ui, 420.0))
                                .font(egui::TextStyle::Heading),
                        );
                        ui.end_row();
                    }
                    ui.label(big(T::Ruleset.get(lang)));
                    wrapped(ui, |ui| {
                        for preset in Preset::ALL {
                            let on = settings.ruleset == RulesetChoice::Preset(preset);
                            if ui
                                .selectable_label(on, big(&text::preset(lang, preset)))
                                .clicked()
                            {
                                settings.ruleset = RulesetChoice::Preset(preset);
                                self.error = None;
                            }
                        }
                    });
                    ui.end_row();
                    // A browser has no files to read a ruleset from.
                    if !cfg!(target_arch = "wasm32") {
                        self.ruleset_file_row(ui, settings, lang);
                    }
                    ui.label(big(T::Language.get(lang)));
                    wrapped(ui, |ui| {
                        for l in Lang::ALL {
                            ui.selectable_value(&mut settings.lang, l, big(l.name()));
                        }
                    });
                    ui.end_row();
                    ui.label(big(T::Sound.get(lang)));
                    wrapped(ui, |ui| {
                        for (mode, t) in [
                            (SoundMode::Voice, T::Voice),
                            (SoundMode::Beeps, T::Beeps),
                            (SoundMode::Off, T::Off),
                        ] {
                            ui.selectable_value(&mut settings.sound, mode, big(t.get(lang)));
                        }
                        // On a phone the volume and its slider on a row
                        // of their own.
                        if narrow(ui) {
                            ui.end_row();
                        } else {
                            ui.add_space(16.0);
                        }
                        ui.horizontal(|ui| {
                            let label = ui.label(big(&format!(
                                "{} {}",
                                T::Volume.get(lang),
                                settings.volume
                            )));
                            ui.add(
                                egui::Slider::new(&mut settings.volume, 0..=100).show_value(false),
                            )
                            .labelled_by(label.id);
                        });
                        ui.add_space(16.0);
                        let test = ui.add_enabled(
                            settings.sound != SoundMode::Off,
                            egui::Button::new(big(T::TestSound.get(lang))),
                        );
                        if test.clicked() {
                            out.push(Action::TestSound);
                        }
                        if f.no_device {
                            ui.label(big(T::NoSound.get(lang)).color(palette::WARNING));
                        }
                    });
                    ui.end_row();
                    ui.label(big(T::VoiceLanguage.get(lang)));
                    wrapped(ui, |ui| {
                        for l in Lang::ALL {
                            ui.selectable_value(&mut settings.voice, l, big(l.name()));
                        }
                    });
                    ui.end_row();
                    ui.label("");
                    wrapped(ui, |ui| {
                        ui.checkbox(&mut settings.swap_sides, big(T::SwapSides.get(lang)));
                        ui.checkbox(&mut settings.fullscreen, big(T::Fullscreen.get(lang)));
                    });
                    ui.end_row();
                    // In the browser: what HTTPS gives the page, or lacks.
                    secure_page::row(ui, lang);
                    hall_row(ui, settings, f, &mut out);
                };
                if narrow(ui) {
                    ui.spacing_mut().item_spacing.y = 8.0;
                    ui.vertical(form);
                } else {
                    egui::Grid::new("setup")
                        .num_columns(2)
                        .spacing([24.0, 14.0])
                        .show(ui, form);
                }
                if let Some(notice) = f.notice {
                    ui.label(
                        RichText::new(notice)
                            .size(size::NOTE)
                            .color(palette::WARNING),
                    );
                }
                if let Some(error) = &self.error {
                    egui::Frame::new()
                        .fill(palette::ALERT)
                        .inner_margin(12.0)
                        .corner_radius(8.0)
                        .show(ui, |ui| {
                            ui.label(RichText::new(error).size(size::BODY).color(palette::TEXT))
                        });
                }
            });
        // Pinned under the form: the jury's phone needs this row in view.
        let pinned_top = ui.cursor().top();
        if narrow(ui) {
            // Where the form is cut off, a line.
            ui.separator();
        }
        let (mut history, mut jury) = (false, false);
        ui.horizontal_wrapped(|ui| {
            // The jury's own phone is narrow: its button comes first.
            jury = ui.button(big(T::JuryStopwatch.get(lang))).clicked();
            if let Some(dir) = f.data_dir {
                history = ui.button(big(T::History.get(lang))).clicked();
                let place = if cfg!(target_arch = "wasm32") {
                    T::SavedInBrowser.get(lang).to_owned()
                } else {
                    format!("{}: {}", T::DataDir.get(lang), dir.display())
                };
                // Whole, on a row of its own if it does not fit beside the
                // buttons; on a phone under them, wrapped.
                let place = egui::Label::new(RichText::new(place).size(size::NOTE));
                if narrow(ui) {
                    ui.end_row();
                    ui.add(place.wrap());
                } else {
                    ui.add(place.extend());
                }
            }
        });
        if history {
            out.push(Action::Go(Go::History));
        }
        if jury {
            out.push(Action::Notice(None));
            out.push(Action::Go(Go::To(Screen::JurySetup)));
        }
        ui.add_space(12.0);
        // Never wider than the screen, even if a row above had to overflow.
        let width = ui
            .available_width()
            .min(ui.ctx().content_rect().width() - 24.0);
        let key = keys_free && ui.input(|i| i.key_pressed(Key::Enter) || i.key_pressed(Key::Space));
        if Touch::new(T::StartGame.get(lang), egui::vec2(width, 110.0))
            .text(size::DISPLAY)
            .fill(palette::PRIMARY)
            .show(ui)
            || key
        {
            out.push(Action::Start(None));
        }
        // The form leaves room for what was pinned under it, from the next
        // frame on.
        let pinned = ui.cursor().top() - pinned_top + ui.spacing().item_spacing.y;
        if (pinned - self.pinned).abs() > 0.5 {
            self.pinned = pinned;
            ui.ctx()
                .request_discard("setup's pinned part changed height");
        }
        out
    }
}
