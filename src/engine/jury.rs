//! What only the jury does: corrections to the chess clocks and the
//! stopwatches, taking a side on or off the stopwatch, and setting up jury
//! stopwatch mode. Each correction needs a reason for the game log.

use super::announce::Announced;
use super::command::{Rejected, StopReason, StopwatchTimer};
use super::nation::{Nation, Role, Side};
use super::protocol::{need_reason, not_now};
use super::ruleset::Ruleset;
use super::state::{Activity, Halt, Phase, State};
use super::stopwatch::Budget;
use super::view::LAST_TURN;

/// `left` changed by `delta_ms`, or why not.
fn corrected(left: u64, delta_ms: i64, timer: StopwatchTimer) -> Result<u64, Rejected> {
    if delta_ms == 0 {
        return Err(Rejected::ZeroCorrection);
    }
    let amount = delta_ms.unsigned_abs();
    if delta_ms > 0 {
        Ok(left.saturating_add(amount))
    } else {
        left.checked_sub(amount).ok_or(Rejected::NegativeStopwatch {
            timer,
            remaining_ms: left,
            removed_ms: amount,
        })
    }
}

impl State {
    /// Jury: time added to or removed from a stopwatch. The announcements are
    /// re-armed from the new time left; a stage budget given time again reopens
    /// the stage, and one corrected to zero is over.
    pub(crate) fn correct_stopwatch(
        &mut self,
        timer: StopwatchTimer,
        delta_ms: i64,
        reason: &str,
    ) -> Result<(), Rejected> {
        need_reason(reason)?;
        let what = "Stopwatch correction";
        let Phase::Stage(stage) = &mut self.phase else {
            return Err(not_now(what, "no action stage is being played"));
        };
        match timer {
            StopwatchTimer::Stage | StopwatchTimer::Carried => {
                let Some(budget) = stage.budget.as_mut() else {
                    return Err(not_now(what, "this stage is played on the chess clock"));
                };
                if timer == StopwatchTimer::Carried {
                    let carried = corrected(budget.carried, delta_ms, timer)?;
                    let left = corrected(budget.left, delta_ms, StopwatchTimer::Stage)?;
                    budget.carried = carried;
                    budget.left = left;
                } else {
                    budget.left = corrected(budget.left, delta_ms, timer)?;
                    budget.corrected += delta_ms;
                }
                budget.announced = Announced::reset_to(budget.left);
            }
            StopwatchTimer::Retreat => {
                let Activity::Retreat(retreat) = &mut stage.activity else {
                    return Err(not_now(what, "no retreat is being chosen"));
                };
                if !self.clocks[retreat.chooser.index()].on_stopwatch {
                    return Err(not_now(
                        what,
                        "the chooser is on his chess clock: correct that clock",
                    ));
                }
                retreat.left = corrected(retreat.left, delta_ms, timer)?;
                retreat.corrected += delta_ms;
                retreat.announced = Announced::reset_to(retreat.left);
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
        let what = "Jury stopwatch";
        if self.turn != 0
            || !self.halts.is_empty()
            || self.phase != (Phase::BetweenTurns { shuffling: false })
        {
            return Err(not_now(what, "it is set up before anything else in a game"));
        }
        if !(1..=LAST_TURN).contains(&turn) {
            return Err(not_now(what, "the turn must be 1 to 23"));
        }
        if stopwatch.is_empty() {
            return Err(not_now(what, "choose at least one side on the stopwatch"));
        }
        if let Some(n) = out.iter().find(|n| !n.can_drop_out()) {
            return Err(Rejected::CannotDropOut(*n));
        }
        if out.contains(&next) {
            return Err(not_now(what, "the next nation is out of the game"));
        }
        if imperial == Some(Role::Frederick) {
            return Err(not_now(what, "Frederick never controls the Imperial Army"));
        }
        if Nation::PRUSSIAN_VICTORY.iter().all(|n| out.contains(n)) {
            return Err(not_now(
                what,
                "Russia, Sweden and France are out: Prussia has already won",
            ));
        }
        for side in stopwatch {
            self.clock_mut(*side).on_stopwatch = true;
        }
        for nation in out {
            self.control.set_out(*nation, true);
        }
        self.control.set_imperial_override(imperial);
        self.turn = turn;
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
    ) -> Result<(), Rejected> {
        need_reason(reason)?;
        if delta_ms == 0 {
            return Err(Rejected::ZeroCorrection);
        }
        let clock = self.clock_mut(side);
        let remaining = if delta_ms > 0 {
            clock.remaining.saturating_add(delta_ms.unsigned_abs())
        } else {
            clock
                .remaining
                .checked_sub(delta_ms.unsigned_abs())
                .ok_or(Rejected::NegativeTime {
                    side,
                    remaining_ms: clock.remaining,
                    removed_ms: delta_ms.unsigned_abs(),
                })?
        };
        clock.remaining = remaining;
        clock.corrected += delta_ms;
        clock.warned = Announced::reset_to(remaining);
        Ok(())
    }

    pub(crate) fn enter_stopwatch(&mut self, side: Side, rules: &Ruleset) -> Result<(), Rejected> {
        let what = "On the stopwatch";
        if !self.jury_stopwatch {
            return Err(not_now(
                what,
                "only in jury stopwatch mode: the chess clock flags by itself",
            ));
        }
        if self.clock(side).on_stopwatch {
            return Err(not_now(what, "that side is already on the stopwatch"));
        }
        self.clock_mut(side).on_stopwatch = true;
        if let Phase::Stage(stage) = &mut self.phase
            && stage.nation.side() == side
        {
            // The stage goes on with the nation's full budget, as after a flag.
            stage.budget = Some(Budget::new(rules.stage_budget(stage.nation), 0));
            self.chronicle.nations[stage.nation.index()].stopwatch_stages += 1;
        }
        Ok(())
    }

    pub(crate) fn leave_stopwatch(&mut self, side: Side, reason: &str) -> Result<(), Rejected> {
        need_reason(reason)?;
        let clock = self.clock_mut(side);
        if !clock.on_stopwatch {
            return Err(not_now(
                "Leave the stopwatch",
                "that side is on its chess clock",
            ));
        }
        if clock.remaining == 0 {
            return Err(not_now(
                "Leave the stopwatch",
                "its chess clock is empty: add time first",
            ));
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
