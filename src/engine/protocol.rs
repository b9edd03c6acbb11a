//! The turn protocol (section H): what each command does to the game.

use super::chronicle::{ImperialSwitch, Offensive, OffensiveMark};
use super::command::Command;
use super::event::{Event, JuryCall};
use super::nation::{Nation, Role, Side};
use super::refusal::{Action, Reason, Rejected, not_now};
use super::ruleset::Ruleset;
use super::state::{Activity, Halt, Phase, Stage, State};
use super::still::StopReason;
use super::time::Ms;
use super::view::{EndDue, LAST_TURN};

pub(crate) fn need_reason(reason: &str) -> Result<(), Rejected> {
    if reason.trim().is_empty() {
        Err(Rejected::MissingReason)
    } else {
        Ok(())
    }
}

impl State {
    /// Applies a command at `now` (already settled). On error the caller
    /// discards this copy of the state, so a refusal changes nothing.
    pub(crate) fn apply(
        &mut self,
        command: &Command,
        now: Ms,
        rules: &Ruleset,
    ) -> Result<Vec<Event>, Rejected> {
        if matches!(self.phase, Phase::GameOver) {
            return Err(Rejected::GameOver);
        }
        let mut events = Vec::new();
        let imperial_before = self.control.controller(Nation::ImperialArmy);
        match command {
            Command::StartTurn => self.start_turn(rules)?,
            Command::HandOff => self.hand_off(rules)?,
            Command::Stop { reason } => self.stop(*reason)?,
            Command::Resume => self.resume()?,
            Command::Retreat { winner, length } => self.retreat(*winner, *length, rules)?,
            Command::PassRetreat => self.pass_retreat()?,
            Command::Conquest { side } => self.conquest(*side)?,
            Command::Shuffle => self.shuffle()?,
            Command::ShuffleDone => self.shuffle_done()?,
            Command::Dealt => match &mut self.phase {
                Phase::Stage(stage)
                    if stage.activity == Activity::Deal && self.halts.is_empty() =>
                {
                    stage.activity = Activity::Play;
                }
                _ => return Err(not_now(Action::Dealt, Reason::NoDeal)),
            },
            Command::Fate { card } => {
                if let Some(nation) = self.fate(*card)? {
                    events.push(Event::CallJury(JuryCall::NationOut { nation }));
                }
            }
            Command::NationOut { nation } => {
                self.nation_out(*nation)?;
                events.push(Event::CallJury(JuryCall::NationOut { nation: *nation }));
            }
            Command::LateFate {
                card,
                after_turn,
                reason,
            } => {
                if let Some(nation) = self.late_fate(*card, *after_turn, reason, rules)? {
                    events.push(Event::CallJury(JuryCall::NationOut { nation }));
                }
            }
            Command::LateNationOut {
                nation,
                after_turn,
                reason,
            } => {
                self.late_nation_out(*nation, *after_turn, reason, rules)?;
                events.push(Event::CallJury(JuryCall::NationOut { nation: *nation }));
            }
            Command::Objectives {
                nation,
                held,
                total,
            } => self.count_objectives(*nation, *held, *total)?,
            Command::Correct {
                side,
                delta_ms,
                reason,
            } => self.correct(*side, *delta_ms, reason, rules)?,
            Command::CorrectStopwatch {
                timer,
                delta_ms,
                reason,
            } => self.correct_stopwatch(*timer, *delta_ms, reason, rules)?,
            Command::LeaveStopwatch { side, reason } => self.leave_stopwatch(*side, reason)?,
            Command::EnterStopwatch { side } => self.enter_stopwatch(*side, rules)?,
            Command::ImperialControl { role, reason } => {
                need_reason(reason)?;
                if role.is_some_and(|r| !r.may_control_imperial_army()) {
                    return Err(not_now(
                        Action::ImperialControl,
                        Reason::FrederickNeverImperial,
                    ));
                }
                if self.control.imperial_override() == *role {
                    return Err(not_now(Action::ImperialControl, Reason::AlreadySo));
                }
                self.control.set_imperial_override(*role);
            }
            Command::Offensive { step } => {
                self.offensive(*step, now)?;
                match step {
                    Offensive::Launched => {}
                    Offensive::CalledOff => {
                        // Calling the jury stops the clock (H "In addition" 1).
                        self.call_jury(JuryCall::OffensiveFailed);
                        events.push(Event::CallJury(JuryCall::OffensiveFailed));
                    }
                    Offensive::Won => self.end_game(&mut events),
                }
            }
            Command::JuryStart {
                turn,
                stopwatch,
                out,
                imperial,
                next,
            } => self.jury_start(*turn, stopwatch, out, *imperial, *next, rules)?,
            Command::Undo => return Err(Rejected::NothingToUndo),
            Command::EndGame => self.end_game(&mut events),
        }
        // A late drop-out moved the army when its card should have come.
        let switch_turn = match command {
            Command::LateFate { after_turn, .. } | Command::LateNationOut { after_turn, .. } => {
                *after_turn
            }
            _ => self.turn,
        };
        self.note_imperial_switch(imperial_before, switch_turn);
        // A clock that was corrected to zero, or a side that starts with none left,
        // flags at once rather than at the next tap.
        self.tick(now, rules, &mut events);
        Ok(events)
    }

    fn end_game(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::GameOver;
        self.chronicle.ended_at = Some(self.since);
        self.halts.clear();
        self.jury_call = Some(JuryCall::GameOver);
        events.push(Event::CallJury(JuryCall::GameOver));
    }

    /// Records an Imperial Army change of hands, however it came about.
    fn note_imperial_switch(&mut self, before: Role, turn: u32) {
        let after = self.control.controller(Nation::ImperialArmy);
        if after != before {
            self.chronicle.imperial.push(ImperialSwitch {
                turn,
                from: before,
                to: after,
            });
        }
    }

    fn offensive(&mut self, step: Offensive, now: Ms) -> Result<(), Rejected> {
        let what = Action::Offensive;
        match (self.chronicle.offensive_now(), step) {
            (None, Offensive::Launched) => {}
            (Some(_), Offensive::Launched) => {
                return Err(not_now(what, Reason::OffensiveLaunched));
            }
            (None, _) => return Err(not_now(what, Reason::OffensiveNotLaunched)),
            (Some(Offensive::Launched), _) => {}
            (Some(_), _) => return Err(not_now(what, Reason::OffensiveEnded)),
        }
        self.chronicle.offensive.push(OffensiveMark {
            turn: self.turn,
            step,
            at: now,
        });
        Ok(())
    }

    fn start_turn(&mut self, rules: &Ruleset) -> Result<(), Rejected> {
        if !matches!(self.phase, Phase::BetweenTurns { .. }) {
            return Err(not_now(Action::StartTurn, Reason::TurnStarted));
        }
        if !self.halts.is_empty() {
            return Err(not_now(Action::StartTurn, Reason::ClockStopped));
        }
        match self.end_due() {
            Some(EndDue::PrussiaWins) => {
                return Err(not_now(Action::StartTurn, Reason::PrussiaHasWon));
            }
            Some(EndDue::LastTurnPlayed) => {
                return Err(not_now(Action::StartTurn, Reason::LastTurnPlayed));
            }
            None => {}
        }
        self.turn += 1;
        let mark = self
            .chronicle
            .mark(self.turn, self.since, self.clock_left());
        std::sync::Arc::make_mut(&mut self.chronicle.marks).push(mark);
        self.unused = [None; Nation::COUNT];
        self.jury_call = None;
        match self.control.next_in_game(0) {
            Some(first) => self.start_stage(first, rules, false),
            None => return Err(not_now(Action::StartTurn, Reason::NoNationLeft)),
        }
        Ok(())
    }

    /// A combat is being resolved in an action stage (nothing else stops the clock).
    pub(crate) fn in_combat_stop(&self) -> bool {
        matches!(self.phase, Phase::Stage(_))
            && self.halts
                == [Halt::Stopped {
                    reason: StopReason::Combat,
                }]
    }

    /// Between turns: why no new turn may start (Prussia has won, or the last
    /// turn has been played), if so.
    pub(crate) fn end_due(&self) -> Option<EndDue> {
        if !matches!(self.phase, Phase::BetweenTurns { .. }) {
            return None;
        }
        if Nation::PRUSSIAN_VICTORY
            .iter()
            .all(|n| self.control.is_out(*n))
        {
            Some(EndDue::PrussiaWins)
        } else if self.turn >= LAST_TURN {
            Some(EndDue::LastTurnPlayed)
        } else {
            None
        }
    }

    /// Starts a nation's action stage on its side's clock or stopwatch. With
    /// `deal`, a stopwatch stage waits for the deal (H4) before its budget runs.
    /// Whether the hand-off from `from`'s stage to `next`'s leads into
    /// Pompadour's deal on the stopwatch (nothing runs until "Cards dealt").
    pub(crate) fn hand_off_deals(&self, from: Nation, next: Nation) -> bool {
        deals_between(from, next) && self.clock(next.side()).on_stopwatch
    }

    pub(crate) fn start_stage(&mut self, nation: Nation, rules: &Ruleset, deal: bool) {
        let mut stage = Stage {
            nation,
            activity: Activity::Play,
            budget: None,
        };
        if self.clock(nation.side()).on_stopwatch {
            stage.onto_stopwatch(self.carry_into(nation, rules), rules, &mut self.chronicle);
            if deal {
                stage.activity = Activity::Deal;
            }
        }
        self.phase = Phase::Stage(stage);
    }

    /// Unused stopwatch time this turn of the same player's previous nation
    /// (by who controls which nation now); nothing if carry-over is off.
    pub(crate) fn carry_into(&self, nation: Nation, rules: &Ruleset) -> Ms {
        if !rules.stopwatch.carry_over {
            return 0;
        }
        let player = self.control.controller(nation);
        Nation::ALL[..nation.index()]
            .iter()
            .rev()
            .filter(|n| !self.control.is_out(**n))
            .find(|n| self.control.controller(**n) == player)
            .and_then(|n| self.unused[n.index()])
            .unwrap_or(0)
    }

    fn hand_off(&mut self, rules: &Ruleset) -> Result<(), Rejected> {
        if !self.halts.is_empty() {
            return Err(not_now(Action::HandOff, Reason::ClockStopped));
        }
        let Phase::Stage(stage) = &self.phase else {
            return Err(not_now(Action::HandOff, Reason::NoStage));
        };
        match stage.activity {
            Activity::Play => {}
            Activity::Conquest { side, .. } if side == stage.nation.side() => {}
            Activity::Retreat(_) => {
                return Err(not_now(Action::HandOff, Reason::RetreatBeingChosen));
            }
            Activity::Deal => {
                return Err(not_now(Action::HandOff, Reason::Dealing));
            }
            Activity::Shuffle => {
                return Err(not_now(Action::HandOff, Reason::Shuffling));
            }
            Activity::Conquest { .. } => {
                return Err(not_now(Action::HandOff, Reason::OpponentConquest));
            }
        }
        let nation = stage.nation;
        self.unused[nation.index()] = stage.budget.as_ref().map(|b| b.countdown.left());
        match self.control.next_in_game(nation.index() + 1) {
            Some(next) => {
                self.start_stage(next, rules, deals_between(nation, next));
            }
            None => self.phase = Phase::BetweenTurns { shuffling: false },
        }
        Ok(())
    }

    fn stop(&mut self, reason: StopReason) -> Result<(), Rejected> {
        let stage = match &mut self.phase {
            Phase::Stage(stage) => stage,
            // A shuffle on the attackers' clock between turns can be stopped too.
            Phase::BetweenTurns { shuffling: true } if reason != StopReason::Combat => {
                return self.push_stop(reason);
            }
            _ => return Err(not_now(Action::Stop, Reason::NoStage)),
        };
        if reason == StopReason::Combat {
            if !self.halts.is_empty() {
                return Err(not_now(Action::Combat, Reason::AlreadyStopped));
            }
            match stage.activity {
                Activity::Deal | Activity::Shuffle => {
                    return Err(not_now(Action::Combat, Reason::CardsBeingDealt));
                }
                // From a retreat or a conquest this is "next combat". After the
                // stage's "stop" the moves made are still fought out.
                Activity::Play | Activity::Retreat(_) | Activity::Conquest { .. } => {
                    stage.activity = Activity::Play;
                }
            }
        }
        self.push_stop(reason)
    }

    fn push_stop(&mut self, reason: StopReason) -> Result<(), Rejected> {
        if reason != StopReason::Combat && self.halts.last() == Some(&Halt::Stopped { reason }) {
            return Err(not_now(Action::Stop, Reason::AlreadyStoppedForThat));
        }
        self.halts.push(Halt::Stopped { reason });
        Ok(())
    }

    fn resume(&mut self) -> Result<(), Rejected> {
        if let Some(halt) = self.halts.pop() {
            let answered = match halt {
                Halt::OutOfTime { .. } => true,
                // The jury called for a drop-out or a failed offensive.
                Halt::Stopped {
                    reason: StopReason::Jury,
                } => matches!(
                    self.jury_call,
                    Some(JuryCall::NationOut { .. } | JuryCall::OffensiveFailed)
                ),
                Halt::Stopped { .. } => false,
            };
            if answered {
                // The jury is at the table: the prompt has done its job.
                self.jury_call = None;
            }
            return Ok(());
        }
        match &mut self.phase {
            Phase::Stage(stage)
                if matches!(
                    stage.activity,
                    Activity::Retreat(_) | Activity::Conquest { .. }
                ) =>
            {
                stage.activity = Activity::Play;
                Ok(())
            }
            _ => Err(not_now(Action::Resume, Reason::NotStopped)),
        }
    }

    fn shuffle(&mut self) -> Result<(), Rejected> {
        let what = Action::Shuffle;
        if !self.halts.is_empty() {
            return Err(not_now(what, Reason::ClockStopped));
        }
        if self.clock(Side::Attackers).on_stopwatch {
            return Err(not_now(what, Reason::AttackersOnStopwatch));
        }
        let first_attacker = self.control.next_in_game(Nation::Russia.index());
        match &mut self.phase {
            Phase::BetweenTurns { shuffling } if !*shuffling => *shuffling = true,
            Phase::Stage(stage)
                if Some(stage.nation) == first_attacker && stage.activity == Activity::Play =>
            {
                stage.activity = Activity::Shuffle;
            }
            _ => {
                return Err(not_now(what, Reason::NotShuffleTime));
            }
        }
        Ok(())
    }

    fn shuffle_done(&mut self) -> Result<(), Rejected> {
        let shuffling = match &self.phase {
            Phase::BetweenTurns { shuffling } => *shuffling,
            Phase::Stage(stage) => stage.activity == Activity::Shuffle,
            Phase::GameOver => false,
        };
        if !shuffling {
            return Err(not_now(Action::ShuffleDone, Reason::NobodyShuffling));
        }
        if !self.halts.is_empty() {
            // A shuffle paused by a stop (the jury, a break): resume it first.
            return Err(not_now(Action::ShuffleDone, Reason::ClockStopped));
        }
        match &mut self.phase {
            Phase::BetweenTurns { shuffling } => *shuffling = false,
            Phase::Stage(stage) => stage.activity = Activity::Play,
            Phase::GameOver => {}
        }
        Ok(())
    }
}

/// H3, H4: at the end of Hanover the attackers' clock starts, then Pompadour
/// deals the attackers' TCs.
pub(crate) fn deals_between(from: Nation, next: Nation) -> bool {
    from.side() == Side::Frederick && next.side() == Side::Attackers
}
