//! What a screen asks for. Screens draw and return actions; the app applies
//! them once, after the frame is drawn, so every label on a frame comes from
//! one state of the game (the kitdiff pattern).

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};
use egui::{Ui, Vec2};

use crate::engine::{Command, Engine, Ms, Side, View};
use crate::session::HallStatus;
use crate::settings::Settings;
use crate::wire::GameRef;

use super::screen::Screen;
use super::widgets::{Touch, palette};
use crate::words;
use crate::words::text::Lang;

/// One thing a screen asks the app to do.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Action {
    /// Send a command to the game.
    Command(Command),
    /// Navigation: another screen.
    Go(Go),
    /// Open a picker in the table's action row.
    Open(Picker),
    /// Close the open picker.
    Close,
    /// Ask before a destructive step.
    Ask(Confirm),
    /// The answer to the question asked: yes or no.
    Answer(bool),
    /// Show a notice in the banner (`None`: clear it).
    Notice(Option<String>),
    /// Start a game with the setup's ruleset; in jury stopwatch mode with its
    /// set-up command, checked before anything is saved.
    Start(Option<Command>),
    /// Take the table's game over from the tournament hall.
    ContinueFromHall,
    /// Take the tournament game picked in setup from the hall's draw: the
    /// table and the players' names.
    TakeFromDraw,
    /// Go on with the unfinished game found at start, charging the outage or not.
    Recover {
        /// Whether the outage is charged to the side whose time ran.
        charge: bool,
    },
    /// Play the sound test.
    TestSound,
    /// Ask for the hall's new address (the old one has been silent a minute).
    AskNewHall,
    /// Ship to the hall at this new address (`None`: keep the old one).
    NewHall(Option<String>),
    /// Save the result typed on the report screen (beside the journal and
    /// in it).
    SaveResult,
}

/// Where to go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Go {
    /// A screen.
    To(Screen),
    /// Past games, read again from the data folder.
    History,
    /// The report of the game on the table.
    Report,
    /// The report of a past game, from its journal.
    PastReport(PathBuf),
    /// Setup, leaving the unfinished game found at start as it is.
    DiscardRecovery,
}

/// The actions of one frame.
pub(super) type Actions = Vec<Action>;

/// What a screen reads while it draws: the game and the app's state, never
/// to change.
pub(super) struct Facts<'a> {
    /// The interface's language.
    pub(super) lang: Lang,
    /// The setup's choices.
    pub(super) settings: &'a Settings,
    /// The game in progress.
    pub(super) engine: Option<&'a Engine>,
    /// Game time now.
    pub(super) now: Ms,
    /// Why the last command was refused.
    pub(super) notice: Option<&'a str>,
    /// Why the game is not being saved.
    pub(super) not_saving: Option<&'a str>,
    /// Sound is on but no device plays it.
    pub(super) no_sound: bool,
    /// How the link to the tournament hall stands, if the game is shipped there.
    pub(super) hall: Option<HallStatus>,
    /// The hall has been silent a minute: the table offers a new address.
    pub(super) hall_gone: bool,
    /// Where games and settings are kept.
    pub(super) data_dir: Option<&'a Path>,
    /// When the game started: its first turn, or setup before it.
    pub(super) started: Option<DateTime<Local>>,
    /// The tournament game on the table (round and table of the draw), if any.
    pub(super) game: Option<GameRef>,
}

impl Facts<'_> {
    /// Whether the game would accept `command` now.
    pub(super) fn allows(&self, command: &Command) -> bool {
        self.engine.is_some_and(|e| e.allows(command))
    }

    /// The primary command now, if there is one.
    pub(super) fn primary(&self) -> Option<Command> {
        self.engine.and_then(Engine::primary)
    }
}

/// The primary button: labelled from the command it sends (the engine's
/// primary now), disabled when there is none.
pub(super) fn primary_button(
    ui: &mut Ui,
    v: &View,
    f: &Facts<'_>,
    (size, text): (Vec2, f32),
) -> Option<Action> {
    let command = f.primary();
    let label = words::primary(f.lang, v, command.as_ref());
    let pressed = Touch::new(&label, size)
        .text(text)
        .fill(palette::PRIMARY)
        .enabled(command.is_some())
        .show(ui);
    command.filter(|_| pressed).map(Action::Command)
}

/// An ordinary button for a command: enabled when the game allows it; a press
/// asks for the command.
pub(super) fn command_button(
    ui: &mut Ui,
    f: &Facts<'_>,
    out: &mut Actions,
    label: &str,
    (size, font): (Vec2, f32),
    command: Command,
) {
    let allowed = f.allows(&command);
    if Touch::new(label, size).text(font).enabled(allowed).show(ui) {
        out.push(Action::Command(command));
    }
}

/// A picker open in the table's action row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Picker {
    /// The retreat: the winner once chosen, then the length.
    Retreat(Option<Side>),
    /// How to shuffle a new deck: off the clock or on the attackers' clock.
    Shuffle,
    /// The jury PIN, before the jury view opens.
    JuryPin {
        /// What was typed.
        typed: String,
        /// The last PIN typed was wrong.
        wrong: bool,
    },
}

/// A rare, destructive action waiting for confirmation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Confirm {
    /// End the game.
    EndGame,
    /// Leave the game for a new one.
    NewGame,
    /// Take over a tournament game the hall holds live on another device,
    /// instead of starting it here beside it.
    TakeOver {
        /// The game.
        game: crate::wire::GameRef,
        /// Since when the other device plays it, as people read it (14:02).
        since: String,
    },
    /// Delete a past game (its journal, result and exports) from this device.
    Delete {
        /// The game's journal.
        journal: PathBuf,
        /// The game as Past games names it, for the question.
        title: String,
    },
}
