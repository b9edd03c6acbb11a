//! The report screen: the jury enters the result, the scores appear with their
//! formulas as it is typed, and the report is saved and exported (JSON, CSV,
//! HTML) to the data folder. For the game on the table or a past game.

mod agreement;
mod charts;
mod files;
mod head;
mod sheet;

use std::path::{Path, PathBuf};

use egui::{RichText, Ui, vec2};

use crate::engine::{Engine, FateCard, Ms, Preset, Role};
use crate::report::{self, Header, Report};
use crate::scoring::result::{ATTACKERS, fate_key};
use crate::scoring::{OffensiveEnd, Outcome, ResultInput};

use super::action::{Action, Actions, Facts, Go};
use super::screen::Screen;
use super::text::{self, T};
use super::widgets::{lines, narrow, size};
use super::words;
use crate::scoring::form::{
    OFFENSIVE_FIELDS, ResultForm, SCORING_CHOICES, SWITCH_FIELDS, holding_fields,
};
use crate::session::GameSession;
use crate::settings::Settings;
use charts::charts_ui;
use files::{save_result, saved_result};
use sheet::{big, report_ui, scores_ui};

/// The game a report is about.
enum Source {
    /// The game on the table (its engine lives in the app).
    Current,
    /// A past game, rebuilt from its journal.
    Past(Box<Engine>),
}

/// The report screen's state.
pub(super) struct ReportScreen {
    form: ResultForm,
    source: Source,
    header: Header,
    /// The game's journal, beside which the result is saved.
    journal: Option<PathBuf>,
    /// The screen to go back to.
    back: Screen,
    /// What the last save or export did.
    notice: Option<(String, bool)>,
    /// What each side agreed to at the table.
    agreement: agreement::Agreement,
}

impl ReportScreen {
    fn new(
        engine: &Engine,
        header: Header,
        journal: Option<PathBuf>,
        source: Source,
        back: Screen,
    ) -> Self {
        let drawn = engine.view(engine.since()).fate.len();
        let mut input =
            saved_result(journal.as_deref()).unwrap_or_else(|| report::prefill(engine, &header));
        // The scoring rules are the game's until the jury picks others.
        if input.ruleset.is_none() {
            input.ruleset = Some(Preset::of_ruleset(engine.rules()).id().to_owned());
        }
        Self {
            form: ResultForm::from_input(&input, drawn),
            source,
            header,
            journal,
            back,
            notice: None,
            agreement: agreement::Agreement::default(),
        }
    }
}

impl ReportScreen {
    /// The report of the game on the table; Back returns to `back`.
    pub(super) fn current(game: &GameSession, settings: &Settings, back: Screen) -> Self {
        let journal = game.journal().map(std::path::Path::to_owned);
        // The first Start turn's wall clock is in the journal (an unsaved game
        // has none: it shows when setup was left).
        let first_turn = journal
            .as_deref()
            .and_then(|j| crate::journal::read(j).ok())
            .and_then(|read| read.first_turn);
        let header = Header {
            table: settings.table.clone(),
            game: game.game(),
            players: report::players(&settings.names),
            ruleset: game.engine().rules().name.clone(),
            started: None,
            setup_left: None,
            ended: game.ended(),
        }
        .starting(Some(game.started()), first_turn);
        Self::new(game.engine(), header, journal, Source::Current, back)
    }

    /// The report of a past game, from its journal; Back returns to Past games.
    pub(super) fn past(path: &Path) -> Result<Self, String> {
        let read = crate::journal::read(path).map_err(|e| e.to_string())?;
        let (engine, _) = crate::journal::replay(&read);
        let header = Header::from_journal(&read, &engine);
        Ok(Self::new(
            &engine,
            header,
            Some(path.to_owned()),
            Source::Past(Box::new(engine.clone())),
            Screen::History,
        ))
    }

    /// Draws the result form, the scores and the report; returns where to go.
    pub(super) fn ui(&mut self, ui: &mut Ui, f: &Facts<'_>) -> Actions {
        let lang = f.lang;
        let screen = self;
        let engine = match &screen.source {
            Source::Past(engine) => Some(engine.as_ref()),
            Source::Current => f.engine,
        };
        let Some(engine) = engine else {
            return vec![Action::Go(Go::To(Screen::Setup))];
        };
        let at: Ms = match &screen.source {
            Source::Past(e) => e.since(),
            Source::Current => f.now,
        };
        let typed = screen.form.input();
        let problem = match &typed {
            Err(typo) => Some(typo.clone()),
            Ok(input) => report::check(input, engine).err(),
        }
        .map(|e| words::result_error(lang, &e));
        let report = Report::new(screen.header.clone(), engine, at, typed.ok());
        let narrow = narrow(ui);
        // The head stays in view on a tablet; on a phone it scrolls away
        // with the rest, leaving the screen to the form.
        let (mut back, mut saving) = (false, false);
        if !narrow {
            (back, saving) = screen.head_ui(ui, f, &report);
        }
        // Up and down only, on a phone too: its tables fit its width.
        egui::ScrollArea::vertical().show(ui, |ui| {
            // Side by side on a tablet; one under the other on a phone.
            if narrow {
                (back, saving) = screen.head_ui(ui, f, &report);
                form_ui(ui, &mut screen.form, (lang, true));
                scores_ui(ui, &report, problem.as_deref(), lang);
                report_ui(ui, &report, (lang, true));
            } else {
                ui.columns(2, |cols| {
                    form_ui(&mut cols[0], &mut screen.form, (lang, false));
                    scores_ui(&mut cols[1], &report, problem.as_deref(), lang);
                    report_ui(&mut cols[1], &report, (lang, false));
                });
            }
            // The whole width: three charts side by side on a tablet.
            charts_ui(ui, &report, lang);
        });
        if back {
            return vec![Action::Go(Go::To(screen.back))];
        }
        if saving {
            return vec![Action::SaveResult];
        }
        Vec::new()
    }

    /// Saves the result typed: beside the journal (`result.toml`) and as a
    /// line of the journal itself (the game's session appends it, so it is
    /// shipped to the hall; a past game's journal is appended directly). A
    /// correction is a new line. Says what happened on the screen.
    pub(super) fn save(
        &mut self,
        game: Option<&mut GameSession>,
        (app_now, wall): (Ms, chrono::DateTime<chrono::Local>),
        lang: text::Lang,
    ) {
        // The result says who agreed to it at the table.
        let input = self.form.input().ok().map(|input| ResultInput {
            agreed: Some(self.agreement.of(&input)),
            ..input
        });
        let (mut said, mut ok) = save_result(self.journal.as_deref(), input.as_ref(), lang);
        if let (true, Some(input), Some(journal)) = (ok, &input, &self.journal) {
            let journaled = match (&self.source, game) {
                (Source::Current, Some(game)) => game.save_result(input, app_now, wall),
                _ => crate::journal::Journal::reopen(journal)
                    .and_then(|mut j| j.append_result(wall, input))
                    .map_err(|e| e.to_string()),
            };
            if let Err(e) = journaled {
                said = format!("{said}; {}: {e}", T::CannotSave.get(lang));
                ok = false;
            }
        }
        self.notice = Some((said, ok));
    }
}

/// A number field, labelled for screen readers (and tests) by its file name.
fn number(ui: &mut Ui, form: &mut ResultForm, field: &str) {
    let r = ui.add(
        egui::TextEdit::singleline(form.number(field))
            .align(egui::Align2::LEFT_CENTER)
            .desired_width(NUMBER_WIDTH)
            .font(egui::TextStyle::Heading),
    );
    let field = field.to_owned();
    r.widget_info(move || egui::WidgetInfo::labeled(egui::Role::TextInput, true, &field));
}

/// A number field's width.
const NUMBER_WIDTH: f32 = 48.0;

/// A table's heading or a name in its first column: on a phone broken
/// between words, smaller (headings smaller still), so the nations' table
/// fits the phone's width.
fn cell(text: &str, (narrow, head): (bool, bool)) -> RichText {
    match (narrow, head) {
        (true, true) => RichText::new(lines(text, 10)).size(size::FINE),
        (true, false) => RichText::new(lines(text, 10)).size(size::SMALL),
        (false, _) => big(text),
    }
}

fn form_ui(ui: &mut Ui, form: &mut ResultForm, (lang, narrow): (text::Lang, bool)) {
    ui.label(RichText::new(T::Result.get(lang)).size(size::LARGE));
    ui.horizontal_wrapped(|ui| {
        ui.label(big(T::ScoringRules.get(lang)));
        let picked = form.scoring();
        for preset in SCORING_CHOICES {
            let label = big(&text::preset(lang, preset));
            if ui.selectable_label(picked == Some(preset), label).clicked() {
                form.ruleset = Some(preset.id().to_owned());
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label(big(T::Turns.get(lang)));
        number(ui, form, "turns");
    });
    ui.horizontal_wrapped(|ui| {
        for (outcome, t) in [
            (Outcome::Defensive, T::DefensiveVictory),
            (Outcome::Offensive, T::OffensiveVictory),
            (Outcome::Attackers, T::AttackersVictory),
        ] {
            ui.selectable_value(&mut form.outcome, Some(outcome), big(t.get(lang)));
        }
    });
    if form.outcome == Some(Outcome::Attackers) {
        ui.horizontal_wrapped(|ui| {
            ui.label(big(T::Winners.get(lang)));
            for nation in ATTACKERS {
                let mut on = form.winners.contains(&nation);
                if ui
                    .toggle_value(&mut on, big(text::nation(lang, nation)))
                    .changed()
                {
                    if on {
                        form.winners.insert(nation);
                    } else {
                        form.winners.remove(&nation);
                    }
                }
            }
        });
    }
    egui::Grid::new("objectives")
        .spacing(vec2(10.0, 6.0))
        .show(ui, |ui| {
            for t in [T::Nation, T::Held, T::Of, T::OutAfterTurn] {
                ui.label(cell(t.get(lang), (narrow, true)));
            }
            ui.end_row();
            for nation in ATTACKERS {
                ui.label(cell(text::nation(lang, nation), (narrow, false)));
                let [held, total, out] = holding_fields(nation);
                number(ui, form, &held);
                number(ui, form, &total);
                if nation.can_drop_out() {
                    number(ui, form, &out);
                }
                ui.end_row();
            }
        });
    ui.horizontal_wrapped(|ui| {
        ui.label(big(T::ImperialArmyAtEnd.get(lang)));
        for role in [Role::MariaTheresia, Role::Elisabeth, Role::Pompadour] {
            ui.selectable_value(&mut form.imperial, role, big(text::role(lang, role)));
        }
    });
    if form.imperial != Role::MariaTheresia {
        ui.horizontal_wrapped(|ui| {
            ui.label(big(T::SwitchTurn.get(lang)));
            number(ui, form, SWITCH_FIELDS[0]);
            ui.label(big(T::HeldAtSwitch.get(lang)));
            number(ui, form, SWITCH_FIELDS[1]);
            ui.label(big(T::Of.get(lang)));
            number(ui, form, SWITCH_FIELDS[2]);
        });
    }
    ui.checkbox(&mut form.offensive, big(T::OffensiveLaunched.get(lang)));
    if form.offensive {
        offensive_ui(ui, form, (lang, narrow));
    }
    fate_ui(ui, form, lang);
}

fn offensive_ui(ui: &mut Ui, form: &mut ResultForm, (lang, narrow): (text::Lang, bool)) {
    ui.horizontal_wrapped(|ui| {
        for (end, label) in [
            (OffensiveEnd::Won, T::OoWon),
            (OffensiveEnd::CalledOff, T::OoCalledOff),
            (OffensiveEnd::Active, T::OoActive),
        ] {
            ui.selectable_value(&mut form.offensive_end, Some(end), big(label.get(lang)));
        }
    });
    let labels = [
        T::LaunchedTurn,
        T::EndedTurn,
        T::PrussiaBohemian,
        T::AustriaBohemian,
        T::BohemianTotal,
    ];
    if narrow {
        // A phone: each label and its field on a line, wrapped.
        for (field, label) in OFFENSIVE_FIELDS.iter().zip(labels) {
            ui.horizontal_wrapped(|ui| {
                ui.label(big(label.get(lang)));
                number(ui, form, field);
            });
        }
    } else {
        egui::Grid::new("offensive").show(ui, |ui| {
            for (field, label) in OFFENSIVE_FIELDS.iter().zip(labels) {
                ui.label(big(label.get(lang)));
                number(ui, form, field);
                ui.end_row();
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(big(T::TcPickedUp.get(lang)));
        ui.selectable_value(&mut form.tc_picked_up, Some(true), big(T::Yes.get(lang)));
        ui.selectable_value(&mut form.tc_picked_up, Some(false), big(T::No.get(lang)));
    });
}

fn fate_ui(ui: &mut Ui, form: &mut ResultForm, lang: text::Lang) {
    ui.label(big(T::FateOrder.get(lang)));
    let listed: Vec<String> = form
        .fate
        .iter()
        .enumerate()
        .map(|(i, key)| {
            let card = FATE_BUTTONS.into_iter().find(|c| fate_key(*c) == key);
            let name = card.map_or_else(|| key.clone(), |c| card_label(c, lang));
            format!("{}: {name}", 6 + i)
        })
        .collect();
    ui.label(RichText::new(listed.join(" · ")).size(size::SMALL));
    ui.horizontal_wrapped(|ui| {
        let others = form.fate.iter().filter(|c| *c == "other").count();
        for card in FATE_BUTTONS {
            let key = fate_key(card);
            let free = if key == "other" {
                others < 12
            } else {
                !form.fate.iter().any(|c| c == key)
            };
            if ui
                .add_enabled(
                    free,
                    egui::Button::new(
                        RichText::new(format!("+ {}", card_label(card, lang))).size(size::SMALL),
                    ),
                )
                .clicked()
            {
                form.fate.push(key.to_owned());
            }
        }
        let removable = form.fate.len() > form.fate_drawn;
        if ui
            .add_enabled(
                removable,
                egui::Button::new(RichText::new(T::RemoveLast.get(lang)).size(size::SMALL)),
            )
            .clicked()
        {
            form.fate.pop();
        }
    });
}

/// The cards the jury can add, one button each ("other" for the twelve).
const FATE_BUTTONS: [FateCard; 7] = {
    let [a, b, c, d, e, f] = FateCard::STROKES;
    [a, b, c, d, e, f, FateCard::Other(1)]
};

fn card_label(card: FateCard, lang: text::Lang) -> String {
    match card {
        FateCard::Other(_) => T::OtherCard.get(lang).to_owned(),
        c => words::card(lang, c),
    }
}
