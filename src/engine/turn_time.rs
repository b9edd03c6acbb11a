//! Where the time went, turn by turn: the chronicle's totals marked at each
//! turn's start, the time the clock stood still (by reason), and when each
//! side went onto the stopwatch. [`series`] turns the marks into one row per
//! turn, for the report's charts.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::nation::{Nation, Side};
use super::still::Still;
use super::time::Ms;

/// Time used, on the chess clock and on the stopwatch.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeUsed {
    /// Time charged to the chess clock.
    pub clock: Ms,
    /// Time on stage stopwatches, retreat timers and count-ups.
    pub stopwatch: Ms,
    /// Action stages played on the stopwatch.
    pub stopwatch_stages: u32,
}

/// How a side came onto the stopwatch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Onto {
    /// Its chess clock ran out.
    Flag,
    /// The jury put it there (jury stopwatch mode: the table's clock ran out).
    Jury,
}

/// A side went onto the stopwatch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StopwatchFrom {
    /// The side.
    pub side: Side,
    /// The turn it happened in.
    pub turn: u32,
    /// Game time.
    pub at: Ms,
    /// How.
    pub how: Onto,
}

/// The chronicle's running totals at a turn's start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnMark {
    /// The turn that started.
    pub turn: u32,
    /// Game time of its start.
    pub at: Ms,
    /// Each nation's time so far.
    pub nations: [TimeUsed; Nation::COUNT],
    /// Each side's time outside its own stages so far.
    pub outside: [TimeUsed; 2],
    /// Time the clock stood still so far, by why (index: [`Still::ALL`]).
    pub still: [Ms; Still::COUNT],
    /// Each side's chess clock time left (Frederick first).
    pub clock_left: [Ms; 2],
}

/// One turn's time, for the charts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnTime {
    /// The turn (0: before the first).
    pub turn: u32,
    /// Game time of its start.
    pub from: Ms,
    /// Game time of its end (or of the report, while it is played).
    pub to: Ms,
    /// Time each nation used in its own stages this turn (index: stage order).
    pub nations: [TimeUsed; Nation::COUNT],
    /// Time each side used outside its own stages this turn.
    pub outside: [TimeUsed; 2],
    /// Time the clock stood still this turn, by why (zeros left out).
    pub still: BTreeMap<Still, Ms>,
    /// Each side's chess clock time left at the turn's end (Frederick first).
    pub clock_left: [Ms; 2],
    /// Sides that went onto the stopwatch this turn.
    pub onto_stopwatch: Vec<StopwatchFrom>,
    /// Jury stopwatch mode: the chess clocks are the table's own, and
    /// `clock_left` is not theirs.
    #[serde(default)]
    pub table_clock: bool,
}

impl TurnTime {
    /// A side's time this turn: its nations' stages and its time outside them.
    pub fn side(&self, side: Side) -> TimeUsed {
        let own = Nation::ALL
            .into_iter()
            .filter(|n| n.side() == side)
            .map(|n| self.nations[n.index()]);
        own.chain([self.outside[side.index()]])
            .fold(TimeUsed::default(), add)
    }

    /// A nation's time this turn, chess clock and stopwatch together.
    pub fn nation_total(&self, nation: Nation) -> Ms {
        let t = self.nations[nation.index()];
        t.clock + t.stopwatch
    }
}

fn add(a: TimeUsed, b: TimeUsed) -> TimeUsed {
    TimeUsed {
        clock: a.clock + b.clock,
        stopwatch: a.stopwatch + b.stopwatch,
        stopwatch_stages: a.stopwatch_stages + b.stopwatch_stages,
    }
}

fn minus(a: TimeUsed, b: TimeUsed) -> TimeUsed {
    TimeUsed {
        clock: a.clock.saturating_sub(b.clock),
        stopwatch: a.stopwatch.saturating_sub(b.stopwatch),
        stopwatch_stages: a.stopwatch_stages.saturating_sub(b.stopwatch_stages),
    }
}

/// One row per turn from the marks at each turn's start, the sides'
/// moves onto the stopwatch, and `now` (the totals at `now`, with the chess
/// clocks then): turn 0 only if something ran or stopped before the first turn.
pub fn series(
    marks: &[TurnMark],
    onto: &[StopwatchFrom],
    now: &TurnMark,
    table_clock: bool,
) -> Vec<TurnTime> {
    let start = TurnMark {
        turn: 0,
        at: 0,
        nations: [TimeUsed::default(); Nation::COUNT],
        outside: [TimeUsed::default(); 2],
        still: [0; Still::COUNT],
        clock_left: marks.first().map_or(now.clock_left, |m| m.clock_left),
    };
    let all: Vec<&TurnMark> = std::iter::once(&start)
        .chain(marks.iter())
        .chain(std::iter::once(now))
        .collect();
    all.windows(2)
        .filter_map(|pair| {
            let (a, b) = (pair[0], pair[1]);
            let row = TurnTime {
                turn: a.turn,
                from: a.at,
                to: b.at,
                nations: std::array::from_fn(|i| minus(b.nations[i], a.nations[i])),
                outside: std::array::from_fn(|i| minus(b.outside[i], a.outside[i])),
                still: Still::ALL
                    .into_iter()
                    .zip(b.still.iter().zip(a.still.iter()))
                    .map(|(why, (b, a))| (why, b.saturating_sub(*a)))
                    .filter(|(_, ms)| *ms > 0)
                    .collect(),
                clock_left: b.clock_left,
                onto_stopwatch: onto.iter().filter(|s| s.turn == a.turn).copied().collect(),
                table_clock,
            };
            let idle = row.still.keys().all(|w| *w == Still::Between);
            let used = Side::BOTH.iter().any(|s| {
                let t = row.side(*s);
                t.clock + t.stopwatch > 0
            });
            (a.turn > 0 || used || !idle).then_some(row)
        })
        .collect()
}
