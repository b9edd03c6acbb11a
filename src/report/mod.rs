//! Pompadour's game report (section F) and the jury's scores: who played, when,
//! the Cards of Fate, drop-outs, Imperial Army switches, the offensive option,
//! time per side and nation, and the scores with their formulas. Built from
//! the engine and the game's header; exported as JSON, CSV and HTML.

pub mod across;
pub mod chart;
pub mod csv;
pub mod figure;
pub mod html;
pub mod scale;
pub mod svg;

use std::collections::BTreeMap;

use chrono::{DateTime, Local};
use serde::{Deserialize, Serialize};

use crate::engine::{
    Counted, Dropout, Engine, FateCard, FateWarning, ImperialSwitch, Ms, Nation, OffensiveMark,
    PhaseView, Preset, Role, Side, Standing, TimeUsed, TurnTime,
};
use crate::journal::{Read, Record};
use crate::lang::Lang;
use crate::scoring::{self, GameResult, ResultError, ResultInput, ScoreSheet};
use crate::wire::GameRef;
use crate::words::{self, text::T};

pub use crate::engine::TimeOf;

/// The game's identity, as written on the report sheet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// The table.
    pub table: String,
    /// The tournament game it is (round and table of the draw), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameRef>,
    /// Player names by role.
    pub players: BTreeMap<Role, String>,
    /// The ruleset's name.
    pub ruleset: String,
    /// When the game started (wall clock): its first Start turn (in jury
    /// stopwatch mode, the jury's start); before any, when setup was left.
    pub started: Option<DateTime<Local>>,
    /// When setup was left ("Start game"), kept beside the start.
    pub setup_left: Option<DateTime<Local>>,
    /// When the game ended (wall clock), if it has.
    pub ended: Option<DateTime<Local>>,
}

impl Header {
    /// The same header starting at `first_turn` (the first Start turn's wall
    /// clock), or at `setup_left` while no turn has started; `setup_left` is kept.
    #[must_use]
    pub fn starting(
        mut self,
        setup_left: Option<DateTime<Local>>,
        first_turn: Option<DateTime<Local>>,
    ) -> Self {
        self.started = first_turn.or(setup_left);
        self.setup_left = setup_left;
        self
    }

    /// The start as the sheet writes it, with the words for "first turn" and
    /// "setup left" in the reader's language: `2026-09-12 14:10 (first turn);
    /// setup left 14:02` when setup was left in an earlier minute, otherwise
    /// just the start.
    pub fn started_words(&self, first_turn: &str, setup_left: &str) -> Option<String> {
        let started = self.started?;
        let text = crate::format::wall_minute(&started);
        let Some(setup) = self.setup_left.filter(|s| *s < started) else {
            return Some(text);
        };
        if crate::format::wall_minute(&setup) == text {
            return Some(text);
        }
        let setup_text = if setup.date_naive() == started.date_naive() {
            crate::format::wall_hour_minute(&setup)
        } else {
            crate::format::wall_minute(&setup)
        };
        Some(format!("{text} ({first_turn}); {setup_left} {setup_text}"))
    }

    /// [`Header::started_words`] in English, for the exports.
    pub fn started_text(&self) -> Option<String> {
        self.started_words(T::FirstTurn.get(Lang::En), T::SetupLeft.get(Lang::En))
    }

    /// A saved game's header from its journal and the game `engine` replayed from it.
    pub fn from_journal(read: &Read, engine: &Engine) -> Self {
        let ended = (engine.view(engine.since()).phase == PhaseView::GameOver)
            .then_some(read.last_wall)
            .flatten();
        match &read.game {
            Record::Game {
                started,
                table,
                game,
                names,
                ruleset,
                ..
            } => Self {
                table: table.clone(),
                game: *game,
                players: players(names),
                ruleset: ruleset.name.clone(),
                started: None,
                setup_left: None,
                ended,
            }
            .starting(Some(*started), read.first_turn),
            Record::Command { .. } | Record::Result { .. } => Self {
                table: String::new(),
                game: None,
                players: BTreeMap::new(),
                ruleset: engine.rules().name.clone(),
                started: None,
                setup_left: None,
                ended,
            }
            .starting(None, read.first_turn),
        }
    }
}

/// A Card of Fate on the report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FateLine {
    /// The turn after which it was revealed.
    pub turn: u32,
    /// The card.
    pub drawn: FateCard,
    /// The card's name, in English (the exports').
    pub card: String,
    /// What it did, in English.
    pub effect: String,
}

/// One row of the time table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeRow {
    /// Whose time.
    pub of: TimeOf,
    /// A nation, a side's time outside its stages, or a side's total, in English.
    pub who: String,
    /// The time.
    pub used: TimeUsed,
}

/// The whole report sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// Who, where, when.
    pub header: Header,
    /// Turns begun so far (the last turn of a finished game).
    pub turns: u32,
    /// Whether the game is over.
    pub finished: bool,
    /// Every Card of Fate, first one first.
    pub fate: Vec<FateLine>,
    /// Nations that left the game.
    pub dropouts: Vec<Dropout>,
    /// Objectives the jury counted when a nation left (or at the Imperial
    /// Army's switch), the latest count of each nation.
    #[serde(default)]
    pub counted: Vec<Counted>,
    /// The Cards of Fate came in an order the game's Clock of Fate set-up
    /// cannot produce (a warning for the jury).
    #[serde(default)]
    pub fate_warning: Option<FateWarning>,
    /// Imperial Army changes of hands.
    pub imperial: Vec<ImperialSwitch>,
    /// Offensive-option steps.
    pub offensive: Vec<OffensiveMark>,
    /// Time per nation, outside own stages, and per side.
    pub time: Vec<TimeRow>,
    /// Chess clock time left per side (Frederick first).
    pub clock_left: [Ms; 2],
    /// Where the time went, one row per turn (the charts draw these).
    #[serde(default)]
    pub per_turn: Vec<TurnTime>,
    /// The jury's result, as entered.
    pub result: Option<ResultInput>,
    /// Why the entered result cannot be scored, naming the field (in JSON:
    /// in English).
    #[serde(serialize_with = "english")]
    pub result_error: Option<ResultError>,
    /// The scores, when the result is complete.
    pub scores: Option<ScoreSheet>,
}

impl Report {
    /// The report of `engine` at game time `now`, with the jury's result if any.
    pub fn new(header: Header, engine: &Engine, now: Ms, result: Option<ResultInput>) -> Self {
        let view = engine.view(now);
        let chronicle = engine.chronicle_at(now);
        let mut earlier = Vec::new();
        let fate = view
            .fate
            .iter()
            .map(|(turn, card)| {
                let line = FateLine {
                    turn: *turn,
                    drawn: *card,
                    card: words::card(Lang::En, *card),
                    effect: words::effect(Lang::En, card.effect(&earlier)).to_owned(),
                };
                earlier.push(*card);
                line
            })
            .collect();
        let mut time: Vec<TimeRow> = Nation::ALL
            .into_iter()
            .map(|n| TimeRow {
                of: TimeOf::Nation(n),
                who: words::time_of(Lang::En, TimeOf::Nation(n)),
                used: *chronicle.nation(n),
            })
            .collect();
        for side in Side::BOTH {
            for (of, used) in [
                (TimeOf::Outside(side), chronicle.outside[side.index()]),
                (TimeOf::Total(side), chronicle.side_total(side)),
            ] {
                time.push(TimeRow {
                    of,
                    who: words::time_of(Lang::En, of),
                    used,
                });
            }
        }
        let (scores, result_error) = match &result {
            None => (None, None),
            Some(input) => match check(input, engine) {
                Ok((scheme, r)) => (
                    Some(scoring::score(&r, scheme, &engine.rules().tc_table)),
                    None,
                ),
                Err(e) => (None, Some(e)),
            },
        };
        Self {
            header,
            turns: view.turn,
            finished: view.phase == PhaseView::GameOver,
            fate,
            dropouts: chronicle.dropouts.clone(),
            counted: Nation::ALL
                .into_iter()
                .filter_map(|n| chronicle.counted(n).copied())
                .collect(),
            fate_warning: view.fate_warning.clone(),
            imperial: chronicle.imperial.clone(),
            offensive: chronicle.offensive.clone(),
            time,
            clock_left: [view.frederick.remaining, view.attackers.remaining],
            per_turn: engine.time_series(now),
            result,
            result_error,
            scores,
        }
    }

    /// The validated result, if the entered one is complete.
    pub fn game_result(&self) -> Option<GameResult> {
        self.result.as_ref().and_then(|r| r.validate().ok())
    }

    /// The report as pretty JSON.
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}

/// A result's problem as the JSON export writes it: in English.
fn english<S: serde::Serializer>(e: &Option<ResultError>, s: S) -> Result<S::Ok, S::Error> {
    match e {
        Some(e) => s.serialize_some(&words::result_error(Lang::En, e)),
        None => s.serialize_none(),
    }
}

/// The scoring rules a game's report uses: the result's `ruleset` key when
/// it names a preset (the jury can pick one), otherwise the game's own
/// ([`Preset::of_ruleset`]: a British Open game stays British Open).
pub fn scheme(input: &ResultInput, engine: &Engine) -> Result<Preset, ResultError> {
    Ok(input
        .preset()?
        .unwrap_or_else(|| Preset::of_ruleset(engine.rules())))
}

/// The entered result checked for the report's scoring rules, with them.
pub fn check(input: &ResultInput, engine: &Engine) -> Result<(Preset, GameResult), ResultError> {
    let scheme = scheme(input, engine)?;
    Ok((scheme, input.validate_for(scheme)?))
}

/// Player names by role from the journal's array (empty names left out).
pub fn players(names: &[String; 4]) -> BTreeMap<Role, String> {
    Role::ALL
        .into_iter()
        .zip(names.iter())
        .filter(|(_, n)| !n.trim().is_empty())
        .map(|(r, n)| (r, n.clone()))
        .collect()
}

/// The report sheet of the journal `read` at game time `at` (its last
/// command when `None`): the jury's last saved result, its table, players
/// and ruleset filled in from the game where it leaves them out, else what
/// the clock knows. The hall's sheet and `replay --html` are this one.
pub fn of_journal(read: &Read, at: Option<Ms>) -> Report {
    let (engine, t, _) = crate::journal::replay_at(read, at);
    let header = Header::from_journal(read, &engine);
    let prefill = prefill(&engine, &header);
    let result = match read.results.last() {
        Some(saved) => {
            let mut result = saved.clone();
            result.ruleset = result.ruleset.or(prefill.ruleset);
            result.table = result.table.or(prefill.table);
            if result.players.is_empty() {
                result.players = prefill.players;
            }
            result
        }
        None => prefill,
    };
    Report::new(header, &engine, t, Some(result))
}

/// A result form pre-filled from what the clock knows: turns, drop-outs with
/// their turns, the Imperial Army's controller and switch turn, the offensive
/// option, the Cards of Fate drawn, table and players.
pub fn prefill(engine: &Engine, header: &Header) -> ResultInput {
    prefill_standing(&engine.standing(), header)
}

/// [`prefill`] from the clock as it stood at its last instant (what the
/// hall keeps of each table: `hall::card`).
pub fn prefill_standing(standing: &Standing, header: &Header) -> ResultInput {
    let view = standing.last();
    let chronicle = standing.chronicle();
    let mut input = ResultInput {
        ruleset: Some(Preset::of_ruleset(standing.rules()).id().to_owned()),
        table: Some(header.table.clone()),
        players: header.players.clone(),
        turns: Some(i64::from(view.turn)),
        fate: view
            .fate
            .iter()
            .map(|(_, c)| scoring::result::fate_key(*c).to_owned())
            .collect(),
        ..ResultInput::default()
    };
    for nation in scoring::result::ATTACKERS {
        let out_turn = chronicle
            .dropouts
            .iter()
            .find(|d| d.nation == nation)
            .map(|d| i64::from(d.turn));
        // Counted by the jury when the nation left (C: "at that moment").
        let counted = chronicle.counted(nation).filter(|_| out_turn.is_some());
        // The Imperial Army's objectives are fixed by who has it at the end.
        let fixed = (nation == Nation::ImperialArmy)
            .then(|| scoring::result::imperial_objectives(view.imperial_army));
        input.objectives.insert(
            nation,
            scoring::result::HoldingInput {
                out_turn,
                held: counted.map(|c| i64::from(c.held)),
                total: counted.map(|c| i64::from(c.total)).or(fixed.map(i64::from)),
            },
        );
    }
    if view.imperial_army != Role::MariaTheresia {
        let switch = chronicle
            .imperial
            .iter()
            .find(|s| s.from == Role::MariaTheresia);
        let counted = chronicle.counted(Nation::ImperialArmy);
        input.imperial_army = Some(scoring::result::ImperialInput {
            controller: Some(view.imperial_army),
            switch_turn: switch.map(|s| i64::from(s.turn)),
            held_at_switch: counted.map(|c| i64::from(c.held)),
            // The army has 10 objectives while Maria Theresia controls it.
            total_at_switch: Some(counted.map_or(
                i64::from(scoring::result::imperial_objectives(Role::MariaTheresia)),
                |c| i64::from(c.total),
            )),
        });
    }
    if let Some(launch) = chronicle.offensive.first() {
        let end = chronicle.offensive.get(1);
        // Turn 0 is before the first turn: Maria Theresia's OO duration counts
        // from turn 1 in every worked example, so such a launch is turn 1.
        let launched_turn = launch.turn.max(1);
        input.offensive = Some(scoring::result::OffensiveInput {
            launched_turn: Some(i64::from(launched_turn)),
            end: Some(match end.map(|m| m.step) {
                Some(crate::engine::Offensive::Won) => scoring::OffensiveEnd::Won,
                Some(_) => scoring::OffensiveEnd::CalledOff,
                None => scoring::OffensiveEnd::Active,
            }),
            ended_turn: end.map(|m| i64::from(m.turn)),
            bohemian_total: Some(i64::from(crate::engine::Nation::BOHEMIAN_OBJECTIVES)),
            ..Default::default()
        });
        if end.map(|m| m.step) == Some(crate::engine::Offensive::Won) {
            input.outcome = Some(scoring::Outcome::Offensive);
        }
    }
    if input.outcome.is_none() && view.prussia_wins {
        input.outcome = Some(scoring::Outcome::Defensive);
    }
    input
}
