//! Nations leaving the game: Cards of Fate between turns, drop-outs the jury
//! enters, the same entered late (after the next turn has begun), and the
//! objectives counted at that moment (section C). A drop-out calls the jury,
//! and calling the jury stops the clock (F, H "In addition" 1).

use super::chronicle::{Counted, Dropout};
use super::event::JuryCall;
use super::fate::FateCard;
use super::nation::{Nation, Role, Side};
use super::protocol::{deals_between, need_reason};
use super::refusal::{Action, Reason, Rejected, not_now};
use super::ruleset::Ruleset;
use super::state::{Activity, Halt, Phase, State};
use super::still::StopReason;

/// The most objectives a count accepts (a nation has far fewer).
const MAX_OBJECTIVES: u32 = 99;

impl State {
    /// Between turns: the Card of Fate just revealed; the nation it takes
    /// out, if any.
    pub(crate) fn fate(&mut self, card: FateCard) -> Result<Option<Nation>, Rejected> {
        if !matches!(self.phase, Phase::BetweenTurns { .. }) {
            return Err(not_now(Action::Fate, Reason::FateBetweenTurns));
        }
        self.enter_card(card, self.turn, Action::Fate)
    }

    /// Between turns: a nation leaves without a card (the jury, house rules).
    pub(crate) fn nation_out(&mut self, nation: Nation) -> Result<(), Rejected> {
        // A nation that can never drop out says so at any time.
        if !nation.can_drop_out() {
            return Err(Rejected::CannotDropOut(nation));
        }
        if !matches!(self.phase, Phase::BetweenTurns { .. }) {
            return Err(not_now(Action::NationOut, Reason::FateBetweenTurns));
        }
        self.leave(nation, self.turn, None, None)
    }

    /// Jury: a card noticed late, revealed after turn `after_turn`; the time
    /// played since stays. The nation it takes out, if any.
    pub(crate) fn late_fate(
        &mut self,
        card: FateCard,
        after_turn: u32,
        reason: &str,
        rules: &Ruleset,
    ) -> Result<Option<Nation>, Rejected> {
        need_reason(reason)?;
        self.late_turn(after_turn, Action::LateFate)?;
        if self.fate.last().is_some_and(|(t, _)| *t > after_turn) {
            return Err(not_now(Action::LateFate, Reason::LateTurn));
        }
        let leaving = self.enter_card(card, after_turn, Action::LateFate)?;
        if let Some(nation) = leaving {
            self.leave_stage_of(nation, rules);
        }
        Ok(leaving)
    }

    /// Jury: a nation that left after turn `after_turn` without a card,
    /// entered after the next turn has begun.
    pub(crate) fn late_nation_out(
        &mut self,
        nation: Nation,
        after_turn: u32,
        reason: &str,
        rules: &Ruleset,
    ) -> Result<(), Rejected> {
        need_reason(reason)?;
        self.late_turn(after_turn, Action::NationOut)?;
        self.leave(nation, after_turn, None, Some(rules))
    }

    /// Jury: the objectives `nation` held when it left the game (the
    /// Imperial Army: when Maria Theresia lost it).
    pub(crate) fn count_objectives(
        &mut self,
        nation: Nation,
        held: u32,
        total: u32,
    ) -> Result<(), Rejected> {
        let lost_army = nation == Nation::ImperialArmy
            && self
                .chronicle
                .imperial
                .iter()
                .any(|s| s.from == Role::MariaTheresia);
        if nation.side() != Side::Attackers || !(self.control.is_out(nation) || lost_army) {
            return Err(not_now(Action::Objectives, Reason::NotLeft));
        }
        if !(1..=MAX_OBJECTIVES).contains(&total) || held > total {
            return Err(not_now(Action::Objectives, Reason::ObjectiveCount));
        }
        self.chronicle.counted.push(Counted {
            turn: self.turn,
            nation,
            held,
            total,
        });
        Ok(())
    }

    /// The jury has been called: the clock stops until it resumes (one stop,
    /// however many reasons come together).
    pub(crate) fn call_jury(&mut self, call: JuryCall) {
        let jury = Halt::Stopped {
            reason: StopReason::Jury,
        };
        if self.halts.last() != Some(&jury) {
            self.halts.push(jury);
        }
        self.jury_call = Some(call);
    }

    /// A late entry's turn: one already played (during a stage, not the
    /// current one).
    fn late_turn(&self, after_turn: u32, what: Action) -> Result<(), Rejected> {
        if (1..=self.last_played()).contains(&after_turn) {
            Ok(())
        } else {
            Err(not_now(what, Reason::LateTurn))
        }
    }

    /// The last turn played to its end (during a stage, the one before).
    fn last_played(&self) -> u32 {
        match self.phase {
            Phase::Stage(_) => self.turn.saturating_sub(1),
            _ => self.turn,
        }
    }

    /// During a stage: the turns after which a card noticed late may be
    /// entered (from the last card's turn, the cards keeping their order, to
    /// the last turn played), if any. A late drop-out may name any of them.
    pub(crate) fn late_turns(&self) -> Option<(u32, u32)> {
        if !matches!(self.phase, Phase::Stage(_)) {
            return None;
        }
        let last = self.last_played();
        let first = self.fate.last().map_or(1, |(t, _)| *t).max(1);
        (first <= last).then_some((first, last))
    }

    /// Records `card` as revealed after `after_turn`; takes out the nation
    /// it removes, if any.
    fn enter_card(
        &mut self,
        card: FateCard,
        after_turn: u32,
        what: Action,
    ) -> Result<Option<Nation>, Rejected> {
        if !card.is_valid() {
            return Err(not_now(what, Reason::CardNumber));
        }
        if self.fate.iter().any(|(_, c)| *c == card) {
            return Err(Rejected::FateAlreadyDrawn(card));
        }
        let earlier: Vec<FateCard> = self.fate.iter().map(|(_, c)| *c).collect();
        let leaving = card
            .drops_out(&earlier)
            .filter(|n| !self.control.is_out(*n));
        if let Some(nation) = leaving {
            self.leave(nation, after_turn, Some(card), None)?;
        }
        self.fate.push((after_turn, card));
        Ok(leaving)
    }

    /// `nation` leaves after `after_turn`: the jury is called and the clock
    /// stops. With `rules` (a late entry), a stage of the nation that left
    /// ends at once.
    fn leave(
        &mut self,
        nation: Nation,
        after_turn: u32,
        card: Option<FateCard>,
        rules: Option<&Ruleset>,
    ) -> Result<(), Rejected> {
        if !nation.can_drop_out() || self.control.is_out(nation) {
            return Err(Rejected::CannotDropOut(nation));
        }
        self.control.set_out(nation, true);
        self.chronicle.dropouts.push(Dropout {
            turn: after_turn,
            nation,
            card,
        });
        self.call_jury(JuryCall::NationOut { nation });
        if let Some(rules) = rules {
            self.leave_stage_of(nation, rules);
        }
        Ok(())
    }

    /// A nation out of the game plays no more: if its stage is on, the next
    /// nation's stage starts (stopped for the jury), or the turn ends. The
    /// attackers' deal (H4) and a shuffle during it are not the nation's
    /// play: they go on into the next nation's stage, so a deal on the
    /// stopwatch stays untimed until "Cards dealt" (interpretation 22).
    fn leave_stage_of(&mut self, nation: Nation, rules: &Ruleset) {
        let Phase::Stage(stage) = &self.phase else {
            return;
        };
        if stage.nation != nation {
            return;
        }
        let dealing = matches!(stage.activity, Activity::Deal | Activity::Shuffle)
            .then_some(stage.activity.clone());
        match self.control.next_in_game(nation.index() + 1) {
            Some(next) => {
                let deal = deals_between(nation, next) || dealing.is_some();
                self.start_stage(next, rules, deal);
                if let (Some(Activity::Shuffle), Phase::Stage(stage)) = (dealing, &mut self.phase) {
                    // On the chess clock the shuffle goes on; on the
                    // stopwatch `start_stage` made it the untimed deal.
                    if stage.budget.is_none() {
                        stage.activity = Activity::Shuffle;
                    }
                }
            }
            None => self.phase = Phase::BetweenTurns { shuffling: false },
        }
    }
}
