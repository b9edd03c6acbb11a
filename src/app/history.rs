//! Past games: every journal in the data folder, newest first, each openable
//! read-only with its clocks at the end and its log, and deletable (with its
//! result and exports) to make room, above all in a browser's small storage.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};

use crate::archive;
use crate::engine::{Engine, Ms, Side};
use crate::journal::{self, Record};

use super::action::{Action, Actions, Confirm, Go};
use super::screen::Screen;
use super::text::{self, T};
use super::widgets::{palette, size};
use super::{format, jury, words};

/// One past game in the list.
pub(super) struct Entry {
    path: PathBuf,
    title: String,
}

/// A past game opened read-only.
pub(super) struct Opened {
    path: PathBuf,
    title: String,
    engine: Engine,
    end: Ms,
    skipped: Option<usize>,
}

/// The history screen's state.
#[derive(Default)]
pub(super) struct History {
    games: Vec<Entry>,
    open: Option<Opened>,
    /// What went wrong (reading a game, deleting one).
    pub(super) error: Option<String>,
}

/// Deletes a past game from the data folder `dir` with its result and
/// exports ([`archive::delete`]).
pub(super) fn delete(dir: &Path, journal: &Path) -> Result<(), String> {
    archive::delete(dir, journal)
}

/// A game's title: "2026-09-12 17:00 · Table 3 · Anna, Ben, Cleo, Dirk · finished".
fn title(read: &journal::Read, lang: text::Lang) -> String {
    let Record::Game {
        started,
        table,
        names,
        ..
    } = &read.game
    else {
        return String::new();
    };
    let mut parts = vec![crate::format::wall_minute(started)];
    if !table.trim().is_empty() {
        parts.push(format!("{} {}", T::Table.get(lang), table.trim()));
    }
    let names: Vec<&str> = names
        .iter()
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .collect();
    if !names.is_empty() {
        parts.push(names.join(", "));
    }
    // However it ended: End game, or an offensive-option victory.
    if journal::replay(read).0.finished() {
        parts.push(T::GameOver.get(lang).to_owned());
    }
    parts.join(" · ")
}

impl History {
    /// Lists the journals in `<dir>/games`, newest first.
    pub(super) fn load(dir: &Path, lang: text::Lang) -> Self {
        let games = archive::list(dir)
            .into_iter()
            .map(|game| Entry {
                title: title(&game.read, lang),
                path: game.path,
            })
            .collect();
        Self {
            games,
            open: None,
            error: None,
        }
    }

    fn open(&mut self, path: &Path, lang: text::Lang) {
        match journal::read(path) {
            Ok(read) => {
                let (engine, end, _) = journal::replay_at(&read, None);
                self.open = Some(Opened {
                    path: path.to_owned(),
                    title: title(&read, lang),
                    engine,
                    end,
                    skipped: read.skipped.map(|(line, _)| line),
                });
                self.error = None;
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }
}

impl History {
    /// Draws the list of past games, or the one opened; returns where to go.
    pub(super) fn ui(&mut self, ui: &mut Ui, lang: text::Lang) -> Actions {
        let mut out = Vec::new();
        let big = |t: &str| RichText::new(t).size(size::LABEL);
        ui.horizontal(|ui| {
            if ui.button(big(T::Back.get(lang))).clicked() {
                if self.open.is_some() {
                    self.open = None;
                } else {
                    out.push(Action::Go(Go::To(Screen::Setup)));
                }
            }
            ui.heading(RichText::new(T::History.get(lang)).size(size::TITLE));
        });
        if let Some(e) = &self.error {
            ui.label(big(e).color(palette::WARNING));
        }
        if let Some(open) = &self.open {
            let v = open.engine.view(open.end);
            let mut report = false;
            ui.horizontal_wrapped(|ui| {
                report = ui.button(big(T::ReportButton.get(lang))).clicked();
                if ui.button(big(T::DeleteGame.get(lang))).clicked() {
                    let (journal, title) = (open.path.clone(), open.title.clone());
                    out.push(Action::Ask(Confirm::Delete { journal, title }));
                }
            });
            if report {
                out.push(Action::Go(Go::PastReport(open.path.clone())));
                return out;
            }
            ui.label(big(&format!("{} ({})", open.title, T::ReadOnly.get(lang))));
            ui.label(big(&format!(
                "{} {} · {} {} · {}",
                text::side(lang, Side::Frederick),
                format::clock(v.frederick.remaining),
                text::side(lang, Side::Attackers),
                format::clock(v.attackers.remaining),
                words::banner(lang, &v)
            )));
            if let Some(line) = open.skipped {
                ui.label(
                    big(&T::LineSkipped
                        .get(lang)
                        .replace("{line}", &line.to_string()))
                    .color(palette::WARNING),
                );
            }
            jury::log_ui(ui, open.engine.log(), lang);
            return out;
        }
        let mut chosen = None;
        if self.games.is_empty() {
            ui.label(big(T::NoPastGames.get(lang)));
        }
        egui::ScrollArea::vertical().show(ui, |ui| {
            for game in &self.games {
                ui.horizontal(|ui| {
                    if ui.button(big(T::Open.get(lang))).clicked() {
                        chosen = Some(game.path.clone());
                    }
                    ui.label(big(&game.title));
                });
            }
        });
        if let Some(path) = chosen {
            self.open(&path, lang);
        }
        out
    }
}
