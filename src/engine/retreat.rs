//! A retreat: the winner chooses the path on his time; on the stopwatch the
//! choice alternates between winner and loser each time the timer runs out.

use super::command::StopReason;
use super::countdown::Countdown;
use super::nation::Side;
use super::refusal::{Action, Reason, Rejected, not_now};
use super::ruleset::{MAX_RETREAT_LENGTH, Ruleset};
use super::state::{Activity, Halt, Phase, Stage, State};
use super::time::Ms;

/// A retreat in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Retreat {
    /// The combat winner's side.
    pub(crate) winner: Side,
    /// Retreat length.
    pub(crate) length: u8,
    /// Who chooses the path now.
    pub(crate) chooser: Side,
    /// The limit per choice on the stopwatch (3 s + 1 s per length by default).
    pub(crate) limit: Ms,
    /// The chooser's retreat timer (used only on the stopwatch), with its
    /// announcements and jury corrections.
    pub(crate) countdown: Countdown,
}

impl Retreat {
    /// The winner starts choosing.
    pub(crate) fn new(winner: Side, length: u8, limit: Ms) -> Self {
        Self {
            winner,
            length,
            chooser: winner,
            limit,
            countdown: Countdown::new(limit),
        }
    }

    /// The chooser failed to find a legal retreat in time: the other side chooses,
    /// with a fresh timer.
    pub(crate) fn pass(&mut self) {
        self.chooser = self.chooser.other();
        self.countdown = Countdown::new(self.limit);
    }
}

/// The combat's aftermath: retreats and retroactive conquests.
impl State {
    /// A retreat of `length` after a combat stop: the winner chooses first.
    pub(crate) fn retreat(
        &mut self,
        winner: Side,
        length: i32,
        rules: &Ruleset,
    ) -> Result<(), Rejected> {
        let length = u8::try_from(length)
            .ok()
            .filter(|l| (1..=MAX_RETREAT_LENGTH).contains(l))
            .ok_or(Rejected::RetreatLength(length))?;
        if !matches!(self.phase, Phase::Stage(_)) {
            return Err(not_now(Action::Retreat, Reason::NoCombatBetweenTurns));
        }
        if !self.in_combat_stop() {
            return Err(not_now(Action::Retreat, Reason::NoCombatStop));
        }
        self.halts.clear();
        let Phase::Stage(stage) = &mut self.phase else {
            return Err(not_now(Action::Retreat, Reason::NoCombatBetweenTurns));
        };
        stage.activity =
            Activity::Retreat(Retreat::new(winner, length, rules.retreat_limit(length)));
        Ok(())
    }

    /// A retroactive conquest after a combat or a retreat: counted up for `side`.
    pub(crate) fn conquest(&mut self, side: Side) -> Result<(), Rejected> {
        let Phase::Stage(stage) = &mut self.phase else {
            return Err(not_now(Action::Conquest, Reason::NoStage));
        };
        let after_combat = self.halts
            == [Halt::Stopped {
                reason: StopReason::Combat,
            }];
        let after_retreat = self.halts.is_empty() && matches!(stage.activity, Activity::Retreat(_));
        if !after_combat && !after_retreat {
            return Err(not_now(Action::Conquest, Reason::NoCombatOrRetreat));
        }
        self.halts.clear();
        stage.activity = Activity::Conquest { side, counted: 0 };
        Ok(())
    }

    /// The chooser passes the retreat choice to the other side (G: "and so on").
    pub(crate) fn pass_retreat(&mut self) -> Result<(), Rejected> {
        match &mut self.phase {
            Phase::Stage(Stage {
                activity: Activity::Retreat(retreat),
                ..
            }) if self.halts.is_empty() => {
                retreat.pass();
                Ok(())
            }
            _ => Err(not_now(Action::PassRetreat, Reason::NoRetreat)),
        }
    }
}
