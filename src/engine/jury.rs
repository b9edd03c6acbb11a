//! What only the jury does: corrections to the chess clocks and the
//! stopwatches, taking a side on or off the stopwatch, and setting up jury
//! stopwatch mode. Each correction needs a reason for the game log.

use super::command::StopwatchTimer;
use super::countdown::adjusted;
use super::nation::{Nation, Role, Side};
use super::protocol::need_reason;
use super::refusal::{Action, Reason, Rejected, not_now};
use super::ruleset::Ruleset;
use super::state::{Activity, Halt, Phase, State};
use super::still::StopReason;
use super::turn_time::{Onto, StopwatchFrom};
use super::view::LAST_TURN;

impl State {
    /// Jury: time added to or removed from a stopwatch. The announcements are
    /// re-armed from the new time left; a stage budget given time again reopens
    /// the stage, and one corrected to zero is over. No correction is larger
    /// than the stopwatch holds when full: a stage its budget plus what was
    /// carried into it, carried time the longest budget of the ruleset, a
    /// retreat timer its limit.
    pub(crate) fn correct_stopwatch(
        &mut self,
        timer: StopwatchTimer,
        delta_ms: i64,
        reason: &str,
        rules: &Ruleset,
    ) -> Result<(), Rejected> {
        need_reason(reason)?;
        let what = Action::CorrectStopwatch;
        let Phase::Stage(stage) = &mut self.phase else {
            return Err(not_now(what, Reason::NoStage));
        };
        match timer {
            StopwatchTimer::Stage | StopwatchTimer::Carried => {
                let Some(budget) = stage.budget.as_mut() else {
                    return Err(not_now(what, Reason::ChessClockStage));
                };
                if timer == StopwatchTimer::Carried {
                    // Counted as carried time, not as a correction of the stage's own.
                    let carried = adjusted(budget.carried, delta_ms, rules.longest_stage_budget())
                        .map_err(|r| r.on_stopwatch(timer))?;
                    budget
                        .countdown
                        .shift(delta_ms, rules.longest_stage_budget())
                        .map_err(|r| r.on_stopwatch(StopwatchTimer::Stage))?;
                    budget.carried = carried;
                } else {
                    budget
                        .countdown
                        .correct(delta_ms, budget.base + budget.carried)
                        .map_err(|r| r.on_stopwatch(timer))?;
                }
            }
            StopwatchTimer::Retreat => {
                let Activity::Retreat(retreat) = &mut stage.activity else {
                    return Err(not_now(what, Reason::NoRetreat));
                };
                if !self.clocks[retreat.chooser.index()].on_stopwatch {
                    return Err(not_now(what, Reason::ChooserOnChessClock));
                }
                retreat
                    .countdown
                    .correct(delta_ms, retreat.limit)
                    .map_err(|r| r.on_stopwatch(timer))?;
            }
        }
        Ok(())
    }

    pub(crate) fn jury_start(
        &mut self,
        turn: u32,
        stopwatch: &[Side],
        out: &[Nation],
        imperial: Option<Role>,
        next: Nation,
        rules: &Ruleset,
    ) -> Result<(), Rejected> {
        let what = Action::JuryStart;
        if self.turn != 0
            || !self.halts.is_empty()
            || !self.control.out_nations().is_empty()
            || !self.fate.is_empty()
            || self.phase != (Phase::BetweenTurns { shuffling: false })
        {
            return Err(not_now(what, Reason::NotFirst));
        }
        if !(1..=LAST_TURN).contains(&turn) {
            return Err(not_now(what, Reason::TurnRange));
        }
        if stopwatch.is_empty() {
            return Err(not_now(what, Reason::NoSideChosen));
        }
        if let Some(n) = out.iter().find(|n| !n.can_drop_out()) {
            return Err(Rejected::CannotDropOut(*n));
        }
        if out.contains(&next) {
            return Err(not_now(what, Reason::NextNationOut));
        }
        if imperial.is_some_and(|r| !r.may_control_imperial_army()) {
            return Err(not_now(what, Reason::FrederickNeverImperial));
        }
        if Nation::PRUSSIAN_VICTORY.iter().all(|n| out.contains(n)) {
            return Err(not_now(what, Reason::PrussiaAlreadyWon));
        }
        for side in stopwatch {
            self.clock_mut(*side).on_stopwatch = true;
        }
        for nation in out {
            self.control.set_out(*nation, true);
        }
        self.control.set_imperial_override(imperial);
        self.turn = turn;
        // The charts: the game starts at this turn, the sides already on the stopwatch.
        for side in stopwatch {
            self.chronicle.onto_stopwatch.push(StopwatchFrom {
                side: *side,
                turn,
                at: self.since,
                how: Onto::Jury,
            });
        }
        let mark = self.chronicle.mark(turn, self.since, self.clock_left());
        std::sync::Arc::make_mut(&mut self.chronicle.marks).push(mark);
        self.jury_stopwatch = true;
        self.start_stage(next, rules, false);
        self.halts.push(Halt::Stopped {
            reason: StopReason::Jury,
        });
        Ok(())
    }

    pub(crate) fn correct(
        &mut self,
        side: Side,
        delta_ms: i64,
        reason: &str,
        rules: &Ruleset,
    ) -> Result<(), Rejected> {
        need_reason(reason)?;
        self.clock_mut(side)
            .countdown
            .correct(delta_ms, rules.side_budget(side))
            .map_err(|r| r.on_clock(side))
    }

    pub(crate) fn enter_stopwatch(&mut self, side: Side, rules: &Ruleset) -> Result<(), Rejected> {
        let what = Action::EnterStopwatch;
        if !self.jury_stopwatch {
            return Err(not_now(what, Reason::NotJuryStopwatch));
        }
        if self.clock(side).on_stopwatch {
            return Err(not_now(what, Reason::AlreadyOnStopwatch));
        }
        self.clock_mut(side).on_stopwatch = true;
        self.chronicle.onto_stopwatch.push(StopwatchFrom {
            side,
            turn: self.turn,
            at: self.since,
            how: Onto::Jury,
        });
        if let Phase::Stage(stage) = &mut self.phase
            && stage.nation.side() == side
        {
            // The stage goes on with the nation's full budget, as after a flag.
            stage.onto_stopwatch(0, rules, &mut self.chronicle);
        }
        Ok(())
    }

    pub(crate) fn leave_stopwatch(&mut self, side: Side, reason: &str) -> Result<(), Rejected> {
        need_reason(reason)?;
        let clock = self.clock_mut(side);
        if !clock.on_stopwatch {
            return Err(not_now(Action::LeaveStopwatch, Reason::OnChessClock));
        }
        if clock.countdown.left() == 0 {
            return Err(not_now(Action::LeaveStopwatch, Reason::ChessClockEmpty));
        }
        clock.on_stopwatch = false;
        if let Phase::Stage(stage) = &mut self.phase
            && stage.nation.side() == side
        {
            stage.budget = None;
        }
        Ok(())
    }
}
