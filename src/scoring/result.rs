//! A game's result as the jury enters it (or writes it in a result file), and
//! its validation: every problem names the field, and nothing is scored from
//! a partial result. Format: `docs/scoring.md`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::{FateCard, Nation, Role};

use super::formula::When;

pub use super::problem::Problem;

/// The attacking nations, whose objectives are scored.
pub const ATTACKERS: [Nation; 5] = [
    Nation::Russia,
    Nation::Sweden,
    Nation::Austria,
    Nation::ImperialArmy,
    Nation::France,
];

/// The longest game: 18 Cards of Fate, the first at the end of turn 6.
pub const MAX_TURNS: u32 = crate::engine::LAST_TURN;

/// The Imperial Army's objectives in all under `controller`: 10 under Maria
/// Theresia, 5 under Elisabeth or Pompadour (docs/scoring.md, "The result
/// file"). A result whose army totals differ is refused.
pub fn imperial_objectives(controller: Role) -> u32 {
    match controller {
        Role::MariaTheresia => 10,
        _ => 5,
    }
}

/// How the game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// Prussia survived: Russia, Sweden and France are out.
    Defensive,
    /// Prussia won with the offensive option.
    Offensive,
    /// One or more attacking nations won.
    Attackers,
}

/// How the offensive option ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OffensiveEnd {
    /// Prussia won with it.
    Won,
    /// Prussia had to give it up.
    CalledOff,
    /// Still active when the game ended.
    Active,
}

/// The result file / form, every field optional so that a missing one gets a
/// message naming it rather than a parser error.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "kebab-case")]
pub struct ResultInput {
    /// Scoring rules (a preset id); `--ruleset` on the command line overrides it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// The table, for the report.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// Player names by role (frederick, elisabeth, maria-theresia, pompadour).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub players: BTreeMap<Role, String>,
    /// The turn in which the game ended.
    pub turns: Option<i64>,
    /// defensive, offensive or attackers.
    pub outcome: Option<Outcome>,
    /// The winning attacking nations (outcome = attackers).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<Nation>,
    /// Objectives per attacking nation.
    pub objectives: BTreeMap<Nation, HoldingInput>,
    /// Who controlled the Imperial Army at the end, and its switch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imperial_army: Option<ImperialInput>,
    /// The Prussian offensive option, if it was launched.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offensive: Option<OffensiveInput>,
    /// The Cards of Fate in the order they were (or would have been) revealed,
    /// for the TC-coefficient: names, "other" for the twelve minor cards.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fate: Vec<String>,
    /// Whether each side agreed to this result at the table (the clock's
    /// result screen asks both before the result is saved); absent when
    /// nobody was asked (a result typed elsewhere). Not scored.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agreed: Option<Agreed>,
}

/// Who agreed to a result at the table: Frederick's player, and the
/// attackers (one of them taps for the three).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "kebab-case")]
pub struct Agreed {
    /// Frederick agreed.
    pub frederick: bool,
    /// The attackers agreed.
    pub attackers: bool,
}

impl Agreed {
    /// Both sides agreed.
    pub fn both(self) -> bool {
        self.frederick && self.attackers
    }
}

/// A nation's objectives, at its exit or at game end.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "kebab-case")]
pub struct HoldingInput {
    /// Objectives it controlled.
    pub held: Option<i64>,
    /// Its objectives in all.
    pub total: Option<i64>,
    /// The turn after which it left the game (absent: in the game at the end).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out_turn: Option<i64>,
}

/// The Imperial Army's controller and its switch.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "kebab-case")]
pub struct ImperialInput {
    /// Who controlled it at the end (default maria-theresia).
    pub controller: Option<Role>,
    /// The turn Maria Theresia lost it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub switch_turn: Option<i64>,
    /// Its objectives controlled at that moment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub held_at_switch: Option<i64>,
    /// Its objectives in all at that moment: the army's objectives depend on
    /// who controls it (10 under Maria Theresia, 5 under Elisabeth or Pompadour).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_at_switch: Option<i64>,
}

/// The offensive option's facts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "kebab-case")]
pub struct OffensiveInput {
    /// The turn it was launched.
    pub launched_turn: Option<i64>,
    /// won, called-off or active.
    pub end: Option<OffensiveEnd>,
    /// The turn it was won or called off (active: the game's last turn).
    pub ended_turn: Option<i64>,
    /// Bohemian objectives Prussia controlled when it ended (or at game end).
    pub prussia_bohemian: Option<i64>,
    /// Bohemian objectives Austria controlled then.
    pub austria_bohemian: Option<i64>,
    /// Bohemian objectives in all (14).
    pub bohemian_total: Option<i64>,
    /// Whether Austria picked up the TC Prussia set aside.
    pub tc_picked_up: Option<bool>,
}

/// A validated nation holding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    /// Objectives controlled.
    pub held: u32,
    /// Objectives in all.
    pub total: u32,
    /// The turn after which it left the game.
    pub out_turn: Option<u32>,
}

impl Holding {
    /// The turns the nation was in the game and when its objectives were
    /// counted: at its exit, or at the end of a `game_turns` game.
    pub fn counted(&self, game_turns: u32) -> (u32, When) {
        match self.out_turn {
            Some(t) => (t, When::Left(t)),
            None => (game_turns, When::End),
        }
    }
}

/// The Imperial Army when Maria Theresia lost it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Switch {
    /// The turn she lost it.
    pub turn: u32,
    /// Its objectives controlled then.
    pub held: u32,
    /// Its objectives in all then (under her: 10).
    pub total: u32,
}

/// The validated Imperial Army facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Imperial {
    /// Who controlled it at the end.
    pub controller: Role,
    /// The switch, when Maria Theresia lost it; `None` if she kept it, or if
    /// the jury has not entered all three of its numbers (see
    /// [`Imperial::switched`]).
    pub switch: Option<Switch>,
}

impl Imperial {
    /// Whether Maria Theresia lost the army (someone else had it at the end).
    pub fn switched(&self) -> bool {
        self.controller != Role::MariaTheresia
    }
}

/// The validated offensive-option facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffensiveResult {
    /// Launch turn.
    pub launched_turn: u32,
    /// How it ended.
    pub end: OffensiveEnd,
    /// The turn it ended (the game's last turn if still active).
    pub ended_turn: u32,
    /// Bohemian objectives held by Prussia at that moment.
    pub prussia_bohemian: u32,
    /// Bohemian objectives held by Austria at that moment.
    pub austria_bohemian: u32,
    /// Bohemian objectives in all.
    pub bohemian_total: u32,
    /// Austria picked up the Prussian TC.
    pub tc_picked_up: bool,
}

impl OffensiveResult {
    /// Turns the offensive lasted, counting its first and last turn.
    pub fn turns(&self) -> u32 {
        self.ended_turn + 1 - self.launched_turn
    }
}

/// A complete, consistent result, ready to score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The turn in which the game ended.
    pub turns: u32,
    /// How it was won.
    pub outcome: Outcome,
    /// The winning attacking nations.
    pub winners: Vec<Nation>,
    /// Objectives of each attacking nation.
    pub objectives: BTreeMap<Nation, Holding>,
    /// The Imperial Army.
    pub imperial: Imperial,
    /// The offensive option, if launched.
    pub offensive: Option<OffensiveResult>,
    /// The Cards of Fate in order, as far as known.
    pub fate: Vec<FateCard>,
}

/// A problem with a result: the field and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {problem}")]
pub struct ResultError {
    /// The field, as in the result file (`objectives.russia.held`).
    pub field: String,
    /// What is wrong.
    pub problem: Problem,
}

/// The kebab-case key of a nation or role, as in the file.
pub fn key<T: Serialize>(value: T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// A fate card's name as written in result files.
pub fn fate_key(card: FateCard) -> &'static str {
    match card {
        FateCard::Elisabeth => "elisabeth",
        FateCard::Sweden => "sweden",
        FateCard::India => "india",
        FateCard::America => "america",
        FateCard::Poems => "poems",
        FateCard::LordBute => "lord-bute",
        FateCard::Other(_) => "other",
    }
}
