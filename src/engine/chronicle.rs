//! What the game report needs besides the clocks: drop-outs, Imperial Army
//! switches, offensive-option events, and the time each nation used.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::fate::FateCard;
use super::nation::{Nation, Role, Side};
use super::still::Still;
use super::time::Ms;
use super::turn_time::{StopwatchFrom, TimeUsed, TurnMark};

/// A step of the Prussian offensive option (OO).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Offensive {
    /// Frederick launches the OO.
    Launched,
    /// The OO fails: Prussia has to give it up (call the jury).
    CalledOff,
    /// Prussia wins with the OO: the game is over.
    Won,
}

/// Whose time a row of the report's time table counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TimeOf {
    /// A nation's action stages.
    Nation(Nation),
    /// A side's time outside its own stages (retreats, conquests).
    Outside(Side),
    /// A side's total.
    Total(Side),
}

/// A nation left the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dropout {
    /// The turn after which it left.
    pub turn: u32,
    /// The nation.
    pub nation: Nation,
    /// The Card of Fate that took it out (`None`: the jury took it out).
    pub card: Option<FateCard>,
}

/// The Imperial Army changed hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImperialSwitch {
    /// The turn in (or after) which it changed hands.
    pub turn: u32,
    /// Who controlled it before.
    pub from: Role,
    /// Who controls it after.
    pub to: Role,
}

/// Objectives a nation held when it left the game (the Imperial Army: when
/// Maria Theresia lost it), counted by the jury at that moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counted {
    /// The turn in which the jury counted.
    pub turn: u32,
    /// The nation counted.
    pub nation: Nation,
    /// Objectives it controlled.
    pub held: u32,
    /// Its objectives in all.
    pub total: u32,
}

/// An offensive-option step, when it happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OffensiveMark {
    /// The turn it happened in (0 before the first).
    pub turn: u32,
    /// The step.
    pub step: Offensive,
    /// Game time of the step.
    pub at: Ms,
}

/// The game's chronicle, kept by the engine as it goes (and undone with it).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chronicle {
    /// Nations that left the game, in order.
    pub dropouts: Vec<Dropout>,
    /// Imperial Army control changes, in order.
    pub imperial: Vec<ImperialSwitch>,
    /// Offensive-option steps, in order.
    pub offensive: Vec<OffensiveMark>,
    /// Objectives counted at a drop-out or the Imperial Army's switch, in
    /// order (a later count of a nation replaces an earlier one).
    #[serde(default)]
    pub counted: Vec<Counted>,
    /// Time each nation used in its own action stages (index: stage order).
    pub nations: [TimeUsed; Nation::COUNT],
    /// Time charged to each side outside its own nations' stages: retreat
    /// choices and retroactive conquests in the other side's stages, and
    /// shuffling (index: Frederick = 0).
    pub outside: [TimeUsed; 2],
    /// The totals at each turn's start, first turn first (for the charts).
    /// Shared between the undo stack's copies: one is added a turn, while
    /// every command copies the chronicle.
    #[serde(default)]
    pub marks: Arc<Vec<TurnMark>>,
    /// Time the clock stood still, by why (index: [`Still::ALL`]).
    #[serde(default)]
    pub still: [Ms; Still::COUNT],
    /// When each side went onto the stopwatch.
    #[serde(default)]
    pub onto_stopwatch: Vec<StopwatchFrom>,
    /// Game time the game ended, once it has.
    #[serde(default)]
    pub ended_at: Option<Ms>,
}

impl Chronicle {
    /// A nation's time in its own stages.
    pub fn nation(&self, nation: Nation) -> &TimeUsed {
        &self.nations[nation.index()]
    }

    /// Everything a side used: its nations' stages plus its time outside them.
    pub fn side_total(&self, side: Side) -> TimeUsed {
        let own = Nation::ALL.into_iter().filter(|n| n.side() == side);
        own.map(|n| self.nations[n.index()])
            .chain([self.outside[side.index()]])
            .fold(TimeUsed::default(), |sum, t| TimeUsed {
                clock: sum.clock + t.clock,
                stopwatch: sum.stopwatch + t.stopwatch,
                stopwatch_stages: sum.stopwatch_stages + t.stopwatch_stages,
            })
    }

    /// The running totals now, as a turn's mark.
    pub(crate) fn mark(&self, turn: u32, at: Ms, clock_left: [Ms; 2]) -> TurnMark {
        TurnMark {
            turn,
            at,
            nations: self.nations,
            outside: self.outside,
            still: self.still,
            clock_left,
        }
    }

    /// The latest count of a nation's objectives, if the jury made one.
    pub fn counted(&self, nation: Nation) -> Option<&Counted> {
        self.counted.iter().rev().find(|c| c.nation == nation)
    }

    /// The offensive option's latest step, if it was ever launched.
    pub fn offensive_now(&self) -> Option<Offensive> {
        self.offensive.last().map(|m| m.step)
    }

    /// Where charged time goes: the active nation if the side charged is the
    /// active nation's side, else the side's time outside its own stages.
    pub(crate) fn account(&mut self, active: Option<Nation>, side: Side) -> &mut TimeUsed {
        match active {
            Some(nation) if nation.side() == side => &mut self.nations[nation.index()],
            _ => &mut self.outside[side.index()],
        }
    }
}
