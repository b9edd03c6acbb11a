//! A game's clock as it stood at its last handled instant, kept to be read
//! at any later instant for little: the view then, counted on by the time
//! that passed as long as only what runs changes (before the running
//! countdown reaches zero), and past that ticked on from the state kept
//! beside it (no undo, no log). What the hall keeps of each table for its
//! card (`hall::card`): a poll reads it without replaying the game.

use std::sync::Arc;

use super::chronicle::Chronicle;
use super::nation::Side;
use super::ruleset::Ruleset;
use super::running::Running;
use super::state::State;
use super::time::Ms;
use super::turn_time::{self, TurnTime};
use super::view::View;

/// A game's clock as it stood at its last handled instant
/// ([`crate::engine::Engine::standing`]).
#[derive(Debug, Clone)]
pub struct Standing {
    rules: Arc<Ruleset>,
    state: State,
    /// The view at the state's instant.
    view: View,
    /// Before this instant only what runs changes ([`State::steady_until`]).
    steady_until: Option<Ms>,
}

impl Standing {
    /// The clock of `state`, played by `rules`.
    pub(super) fn new(rules: Arc<Ruleset>, state: State) -> Self {
        let mut view = state.shown(state.since);
        view.warn_of_fate(&rules);
        let steady_until = state.steady_until();
        Self {
            rules,
            state,
            view,
            steady_until,
        }
    }

    /// The instant it stands at (the engine's last handled instant).
    pub fn since(&self) -> Ms {
        self.state.since
    }

    /// The clock at `now` (at the earliest the instant it stands at), as
    /// the engine shows it once ticked to `now`: the view kept with the
    /// time since counted on what runs, or past a countdown's zero the
    /// state ticked on.
    pub fn view(&self, now: Ms) -> View {
        let now = now.max(self.state.since);
        if self.steady_until.is_none_or(|until| now < until) {
            let mut view = self.view.clone();
            count_on(&mut view, now - self.state.since);
            return view;
        }
        let mut view = self.state.ticked(now, &self.rules).shown(now);
        view.warn_of_fate(&self.rules);
        view
    }

    /// Where the time went, one row per turn, counted up to `now`
    /// ([`crate::engine::Engine::time_series`]).
    pub fn time_series(&self, now: Ms) -> Vec<TurnTime> {
        self.state.ticked(now, &self.rules).time_series()
    }

    /// The game's ruleset.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// Drop-outs, Imperial Army switches, offensive option and time per
    /// nation, as of the instant it stands at.
    pub fn chronicle(&self) -> &Chronicle {
        &self.state.chronicle
    }

    /// The view at the instant it stands at.
    pub fn last(&self) -> &View {
        &self.view
    }
}

/// `view` counted on by `elapsed` ms in which nothing but the time changed:
/// what runs is charged (a chess clock unless the table's own keeps the
/// time, a stage's stopwatch, a retreat timer) or counts up (a conquest).
fn count_on(view: &mut View, elapsed: Ms) {
    view.now += elapsed;
    match view.running {
        Running::ChessClock { .. } if view.jury_stopwatch => {}
        Running::ChessClock { side } => {
            let clock = match side {
                Side::Frederick => &mut view.frederick,
                Side::Attackers => &mut view.attackers,
            };
            let taken = elapsed.min(clock.remaining);
            clock.remaining -= taken;
            clock.used += taken;
        }
        Running::StageStopwatch { .. } => {
            if let Some(budget) = &mut view.stage_budget {
                budget.left = budget.left.saturating_sub(elapsed);
            }
        }
        Running::RetreatTimer { .. } => {
            if let Some(left) = view.retreat.as_mut().and_then(|r| r.timer_left.as_mut()) {
                *left = left.saturating_sub(elapsed);
            }
        }
        Running::CountUp { .. } => {
            if let Some(counted) = view.conquest.as_mut().and_then(|c| c.counted.as_mut()) {
                *counted += elapsed;
            }
        }
        Running::Nothing => {}
    }
}

impl State {
    /// A copy with every deadline up to `now` handled (a flag, a stopwatch
    /// running out) and the time counted up to it.
    pub(super) fn ticked(&self, now: Ms, rules: &Ruleset) -> State {
        let mut state = self.clone();
        let mut events = Vec::new();
        state.tick(now.max(state.since), rules, &mut events);
        state
    }

    /// Where the time went, one row per turn, up to the state's instant.
    pub(super) fn time_series(&self) -> Vec<TurnTime> {
        let chronicle = &self.chronicle;
        let end = chronicle.ended_at.unwrap_or(self.since);
        let last = chronicle.mark(self.turn, end, self.clock_left());
        let (marks, onto) = (&chronicle.marks, &chronicle.onto_stopwatch);
        turn_time::series(marks, onto, &last, self.jury_stopwatch)
    }
}

#[cfg(test)]
#[path = "standing_tests.rs"]
mod tests;
