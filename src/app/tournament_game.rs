//! Setup's "Tournament game" row, shown once a hall is set (address and
//! key): the round (1–4, or the final) and the table of the hall's draw, and
//! "Take from the hall", which fills setup's table and the players' names by
//! role from the draw. The names stay editable; the game taken goes into the
//! journal's game line when the game starts. A failure changes no field and
//! is said in the row.

use std::time::Duration;

use egui::{RichText, Ui};

use crate::settings::Settings;
use crate::shipping::{self, Asking, DrawRefused, HallAddress};
use crate::wire::GameRef;

use super::ClockApp;
use super::action::{Action, Actions, Confirm};
use super::text::{self, Lang, T};
use super::widgets::{MIN_TOUCH, one_line_button, palette, size};

/// The row's own state.
#[derive(Default)]
pub(super) struct TournamentPick {
    /// The round chosen: 1–4, 0 for the final; none at first.
    round: Option<u8>,
    /// The table typed.
    table: String,
    /// The game last taken from the hall.
    taken: Option<GameRef>,
    /// A request under way, and the game it asks for.
    asking: Option<(GameRef, Asking)>,
    /// Why the last request failed, and for which game.
    refused: Option<(GameRef, DrawRefused)>,
    /// "Start game" asking the hall whether another device plays the game.
    checking: Option<(GameRef, Asking)>,
    /// The game the hall said no other device plays: started at once.
    checked: Option<GameRef>,
}

impl TournamentPick {
    /// The row for setup's `table`, if it is a table's number.
    pub(super) fn new(table: &str) -> Self {
        let table = table.trim();
        Self {
            table: if table.parse::<u32>().is_ok() {
                table.to_owned()
            } else {
                String::new()
            },
            ..Self::default()
        }
    }

    /// The game the round and table name now, if they name one.
    fn picked(&self) -> Option<GameRef> {
        let round = self.round?;
        let table = self.table.trim().parse().ok().filter(|t| *t >= 1)?;
        Some(GameRef { round, table })
    }

    /// The game taken from the hall, for the journal: none once the round or
    /// the table was changed since.
    pub(super) fn taken(&self) -> Option<GameRef> {
        self.taken.filter(|g| Some(*g) == self.picked())
    }

    /// A game started with the game taken: the next one is taken again (a
    /// tablet at the next round must not carry this round's game).
    pub(super) fn used(&mut self) {
        self.taken = None;
        self.checked = None;
    }
}

/// Whether setup names a hall: an address and a key.
pub(super) fn hall_set(settings: &Settings) -> bool {
    !settings.hall.trim().is_empty() && !settings.hall_key.trim().is_empty()
}

/// Draws the row in setup's grid: the round's choices, the table, Take from
/// the hall, and how the last request went.
pub(super) fn row(ui: &mut Ui, pick: &mut TournamentPick, lang: Lang, out: &mut Actions) {
    let big = |t: &str| RichText::new(t).size(size::LABEL);
    ui.label(big(T::TournamentGame.get(lang)));
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| controls(ui, pick, lang, out));
        // How the last request went, on a line of its own under the controls.
        let note = |text: String, colour| RichText::new(text).size(size::NOTE).color(colour);
        if pick.asking.is_some() || pick.checking.is_some() {
            ui.label(note(T::AskingHall.get(lang).to_owned(), palette::TEXT));
        } else if let Some((game, why)) = &pick.refused {
            ui.label(note(text::draw_refused(lang, *game, why), palette::WARNING));
        } else if let Some(game) = pick.taken() {
            let taken = format!(
                "{}: {}",
                text::tournament_game(lang, game),
                T::FromTheDraw.get(lang)
            );
            ui.label(note(taken, palette::TEXT));
        }
    });
    ui.end_row();
}

/// The row's controls: "Round", its choices, the table, Take from the hall.
fn controls(ui: &mut Ui, pick: &mut TournamentPick, lang: Lang, out: &mut Actions) {
    let big = |t: &str| RichText::new(t).size(size::LABEL);
    ui.label(big(T::Round.get(lang)));
    for round in [1, 2, 3, 4, 0] {
        let name = match round {
            0 => T::FinalRound.get(lang).to_owned(),
            n => n.to_string(),
        };
        // A finger's width at least, though its label is one digit.
        let choice = egui::Button::selectable(pick.round == Some(round), big(&name))
            .min_size(egui::vec2(56.0, MIN_TOUCH));
        if ui.add(choice).clicked() {
            pick.round = Some(round);
            if round == 0 {
                pick.table = GameRef::FINAL.table.to_string();
            }
        }
    }
    ui.add_space(16.0);
    let label = ui.label(big(T::Table.get(lang)));
    ui.add(
        egui::TextEdit::singleline(&mut pick.table)
            .align(egui::Align2::LEFT_CENTER)
            .desired_width(80.0)
            .font(egui::TextStyle::Heading),
    )
    .labelled_by(label.id);
    let ready = pick.picked().is_some() && pick.asking.is_none();
    let button = one_line_button(ui, big(T::TakeFromHall.get(lang)));
    if ui.add_enabled(ready, button).clicked() {
        out.push(Action::TakeFromDraw);
    }
}

impl ClockApp {
    /// Asks the hall for the game picked in setup's row.
    pub(super) fn take_from_draw(&mut self) {
        let settings = &self.state.settings;
        let pick = &mut self.screens.setup.tournament;
        let Some(game) = pick.picked().filter(|_| pick.asking.is_none()) else {
            return;
        };
        let hall = HallAddress::new(&settings.hall, &settings.hall_key).in_lang(settings.lang);
        pick.refused = None;
        pick.asking = Some((game, shipping::ask_draw(&hall, game)));
    }

    /// Whether "Start game" waits for the hall first: a game taken from its
    /// draw is asked of the hall again (a second device must not start a
    /// game another one plays without a question), unless the hall just
    /// said no other device plays it.
    pub(super) fn ask_before_start(&mut self) -> bool {
        let settings = &self.state.settings;
        let pick = &mut self.screens.setup.tournament;
        let Some(game) = pick.taken().filter(|_| hall_set(settings)) else {
            return false;
        };
        if pick.checked.take() == Some(game) {
            return false;
        }
        if pick.checking.is_none() {
            let hall = HallAddress::new(&settings.hall, &settings.hall_key).in_lang(settings.lang);
            pick.checking = Some((game, shipping::ask_draw(&hall, game)));
        }
        true
    }

    /// The hall's answer to "Start game", once it has come: the question
    /// when another device plays the game (take it over, or cancel), else
    /// the game starts (also when the hall cannot be asked: the game is
    /// played all the same, and shipped once it can be).
    pub(super) fn start_answered(&mut self, ctx: &egui::Context) {
        let pick = &mut self.screens.setup.tournament;
        let Some((game, asking)) = &pick.checking else {
            return;
        };
        let Some(answer) = asking.answer() else {
            ctx.request_repaint_after(Duration::from_millis(100));
            return;
        };
        let game = *game;
        pick.checking = None;
        match answer.ok().and_then(|a| a.playing) {
            Some(playing) => {
                let since = crate::format::hour_minute(&playing.since).unwrap_or(playing.since);
                self.confirm = Some(Confirm::TakeOver { game, since });
            }
            None => {
                pick.checked = Some(game);
                self.start(ctx, None);
            }
        }
        ctx.request_repaint();
    }

    /// The draw's answer, once it has come: setup's table and the players'
    /// names filled in, or why not (nothing else changes).
    pub(super) fn draw_answered(&mut self, ctx: &egui::Context) {
        let pick = &mut self.screens.setup.tournament;
        let Some((game, asking)) = &pick.asking else {
            return;
        };
        let Some(answer) = asking.answer() else {
            ctx.request_repaint_after(Duration::from_millis(100));
            return;
        };
        let asked = *game;
        pick.asking = None;
        match answer {
            Ok(assignment) => {
                let game = assignment.game;
                let settings = &mut self.state.settings;
                settings.table = game.table.to_string();
                settings.names = assignment.names;
                pick.round = Some(game.round);
                pick.table = game.table.to_string();
                pick.taken = Some(game);
                pick.refused = None;
            }
            Err(why) => pick.refused = Some((asked, why)),
        }
        ctx.request_repaint();
    }
}
