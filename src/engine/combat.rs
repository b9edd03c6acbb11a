//! After a combat stop: the retreat (the winner chooses first, on the
//! stopwatch alternating with the loser), passing the choice back, and the
//! retroactive conquests.

use super::nation::Side;
use super::refusal::{Action, Reason, Rejected, not_now};
use super::retreat::Retreat;
use super::ruleset::{MAX_RETREAT_LENGTH, Ruleset};
use super::state::{Activity, Halt, Phase, Stage, State};
use super::still::StopReason;

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
