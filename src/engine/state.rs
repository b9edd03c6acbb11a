//! The game's state and how time flows through it: what runs, charging elapsed
//! time, and the deadlines (announcements, flags, expiries) that `tick` handles.

use super::announce::seconds;
use super::chronicle::Chronicle;
use super::clock::ChessClock;
use super::control::Control;
use super::countdown::{Countdown, Timer};
use super::event::{Cue, CueKind, Event, JuryCall};
use super::fate::FateCard;
use super::nation::{Nation, Side};
use super::retreat::Retreat;
use super::ruleset::Ruleset;
pub(crate) use super::running::{Halt, Running};
use super::still::Still;
use super::stopwatch::Budget;
use super::time::Ms;
use super::turn_time::{Onto, StopwatchFrom};

/// Where the game is in its turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Before the first turn or between two turns (Fate is handled here).
    BetweenTurns {
        /// Pompadour shuffles on the attackers' clock.
        shuffling: bool,
    },
    /// A nation's action stage.
    Stage(Stage),
    /// The game has ended.
    GameOver,
}

/// A nation's action stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Stage {
    /// Whose stage.
    pub(crate) nation: Nation,
    /// What the stage is doing.
    pub(crate) activity: Activity,
    /// The stopwatch budget while the nation's side is on the stopwatch.
    pub(crate) budget: Option<Budget>,
}

impl Stage {
    /// The stage's budget ran out ("stop"): no budget runs again in it, but the
    /// moves already made are still fought out (combat, retreats, conquests).
    pub(crate) fn over(&self) -> bool {
        self.budget
            .as_ref()
            .is_some_and(|b| b.countdown.left() == 0)
    }

    /// The stage goes on the stopwatch with the nation's budget plus `carried`
    /// (a stage starting there, or one interrupted by a flag or by the jury),
    /// and the chronicle counts it as a stopwatch stage.
    pub(crate) fn onto_stopwatch(
        &mut self,
        carried: Ms,
        rules: &Ruleset,
        chronicle: &mut Chronicle,
    ) {
        self.budget = Some(Budget::new(rules.stage_budget(self.nation), carried));
        chronicle.nations[self.nation.index()].stopwatch_stages += 1;
    }
}

/// What an action stage is doing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Activity {
    /// The nation plays (move, combat declarations, supply).
    Play,
    /// A retreat is being chosen.
    Retreat(Retreat),
    /// A retroactive conquest.
    Conquest {
        /// Whose conquest.
        side: Side,
        /// Time counted up while that side is on the stopwatch and not active.
        counted: Ms,
    },
    /// Pompadour deals the attackers' TCs (H4) before their first stage while
    /// they are on the stopwatch: nothing runs; the next tap starts the budget.
    Deal,
    /// Pompadour shuffles a new TC deck on the attackers' clock during their
    /// deal (H "In addition" 3), before the first attacking stage is played.
    Shuffle,
}

/// The whole clock state. Cloned for undo, so it holds no history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct State {
    /// The current turn (0 before the first).
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    pub(crate) halts: Vec<Halt>,
    pub(crate) clocks: [ChessClock; 2],
    pub(crate) control: Control,
    /// Unused stopwatch time per nation this turn (set when its stage ended).
    pub(crate) unused: [Option<Ms>; Nation::COUNT],
    /// Cards of Fate drawn so far, with the turn after which each was revealed.
    pub(crate) fate: Vec<(u32, FateCard)>,
    /// A prompt to call the jury, until the next turn starts.
    pub(crate) jury_call: Option<JuryCall>,
    /// Drop-outs, Imperial Army switches, offensive option, time per nation.
    pub(crate) chronicle: Chronicle,
    /// Jury stopwatch mode: the table plays on a physical chess clock.
    pub(crate) jury_stopwatch: bool,
    /// Time up to which everything has been charged.
    pub(crate) since: Ms,
}

/// A deadline: an announcement, or the running countdown reaching zero.
enum Due {
    Cue(CueKind, Ms),
    Zero,
}

impl State {
    /// A new game, before the first turn, at time 0.
    pub(crate) fn new(rules: &Ruleset) -> Self {
        Self {
            turn: 0,
            phase: Phase::BetweenTurns { shuffling: false },
            halts: Vec::new(),
            clocks: Side::BOTH.map(|s| ChessClock::new(rules.side_budget(s))),
            control: Control::default(),
            unused: [None; Nation::COUNT],
            fate: Vec::new(),
            jury_call: None,
            chronicle: Chronicle::default(),
            jury_stopwatch: false,
            since: 0,
        }
    }

    pub(crate) fn clock(&self, side: Side) -> &ChessClock {
        &self.clocks[side.index()]
    }

    pub(crate) fn clock_mut(&mut self, side: Side) -> &mut ChessClock {
        &mut self.clocks[side.index()]
    }

    /// How a side's own time is measured now: its chess clock or the stopwatch.
    fn on_stopwatch(&self, side: Side) -> bool {
        self.clock(side).on_stopwatch
    }

    /// The one thing that runs.
    pub(crate) fn running(&self) -> Running {
        if !self.halts.is_empty() {
            return Running::Nothing;
        }
        match &self.phase {
            Phase::BetweenTurns { shuffling: true } => Running::ChessClock {
                side: Side::Attackers,
            },
            Phase::Stage(stage) => {
                let active = stage.nation.side();
                let over = stage.over();
                let play = if over {
                    Running::Nothing
                } else if stage.budget.is_some() {
                    Running::StageStopwatch {
                        nation: stage.nation,
                    }
                } else {
                    Running::ChessClock { side: active }
                };
                match &stage.activity {
                    Activity::Play => play,
                    Activity::Deal => Running::Nothing,
                    Activity::Shuffle => Running::ChessClock {
                        side: Side::Attackers,
                    },
                    Activity::Conquest { side, .. } if *side == active && !over => play,
                    Activity::Conquest { side, .. } if self.on_stopwatch(*side) => {
                        Running::CountUp { side: *side }
                    }
                    Activity::Conquest { side, .. } => Running::ChessClock { side: *side },
                    Activity::Retreat(r) if self.on_stopwatch(r.chooser) => {
                        Running::RetreatTimer { side: r.chooser }
                    }
                    Activity::Retreat(r) => Running::ChessClock { side: r.chooser },
                }
            }
            Phase::BetweenTurns { shuffling: false } | Phase::GameOver => Running::Nothing,
        }
    }

    /// Why the clock stands still now, if it does (not after the game).
    fn still(&self) -> Option<Still> {
        match self.halts.last() {
            Some(Halt::Stopped { reason }) => Some(Still::Stopped(*reason)),
            Some(Halt::OutOfTime { .. }) => Some(Still::OutOfTime),
            None if self.phase == Phase::GameOver || self.running() != Running::Nothing => None,
            None => match &self.phase {
                Phase::Stage(stage) if stage.over() => Some(Still::TimeUp),
                _ => Some(Still::Between),
            },
        }
    }

    /// The chess clocks' time left, Frederick first.
    pub(crate) fn clock_left(&self) -> [Ms; 2] {
        Side::BOTH.map(|s| self.clock(s).countdown.left())
    }

    fn stage_mut(&mut self) -> Option<&mut Stage> {
        match &mut self.phase {
            Phase::Stage(stage) => Some(stage),
            _ => None,
        }
    }

    /// Charges the time since the last settlement to whatever runs.
    pub(crate) fn settle(&mut self, now: Ms) {
        let elapsed = now.saturating_sub(self.since);
        self.since = self.since.max(now);
        if elapsed == 0 {
            return;
        }
        if let Some(still) = self.still() {
            self.chronicle.still[still.index()] += elapsed;
        }
        // Time outside a nation's own play (a shuffle mid-turn) is no stage's.
        let active = match &self.phase {
            Phase::Stage(stage) if stage.activity != Activity::Shuffle => Some(stage.nation),
            _ => None,
        };
        // In jury stopwatch mode the table's physical clock keeps the chess
        // clocks' time; the app only notes how long the side played.
        let table_clock = self.jury_stopwatch;
        if let Running::CountUp { side } = self.running() {
            if let Some(Activity::Conquest { counted, .. }) =
                self.stage_mut().map(|s| &mut s.activity)
            {
                *counted += elapsed;
                self.chronicle.account(active, side).stopwatch += elapsed;
            }
            return;
        }
        let Some((countdown, target)) = self.countdown_mut() else {
            return;
        };
        let taken = match target {
            Timer::Clock(_) if table_clock => elapsed,
            _ => countdown.charge(elapsed),
        };
        let account = self.chronicle.account(active, target.side());
        match target {
            Timer::Clock(_) => account.clock += taken,
            Timer::Stage(_) | Timer::Retreat(_) => account.stopwatch += taken,
        }
    }

    /// The countdown that runs, if any, and the timer it is.
    fn countdown(&self) -> Option<(&Countdown, Timer)> {
        let target = timer_of(self.running())?;
        let countdown = match (target, &self.phase) {
            (Timer::Clock(side), _) => &self.clocks[side.index()].countdown,
            (Timer::Stage(_), Phase::Stage(stage)) => &stage.budget.as_ref()?.countdown,
            (Timer::Retreat(_), Phase::Stage(stage)) => match &stage.activity {
                Activity::Retreat(r) => &r.countdown,
                _ => return None,
            },
            _ => return None,
        };
        Some((countdown, target))
    }

    /// [`State::countdown`], to change.
    fn countdown_mut(&mut self) -> Option<(&mut Countdown, Timer)> {
        let target = timer_of(self.running())?;
        let countdown = match (target, &mut self.phase) {
            (Timer::Clock(side), _) => &mut self.clocks[side.index()].countdown,
            (Timer::Stage(_), Phase::Stage(stage)) => &mut stage.budget.as_mut()?.countdown,
            (Timer::Retreat(_), Phase::Stage(stage)) => match &mut stage.activity {
                Activity::Retreat(r) => &mut r.countdown,
                _ => return None,
            },
            _ => return None,
        };
        Some((countdown, target))
    }

    /// The next deadline and what happens then.
    fn due(&self, rules: &Ruleset) -> Option<(Ms, Due)> {
        let (countdown, target) = self.countdown()?;
        if self.jury_stopwatch && matches!(target, Timer::Clock(_)) {
            // The physical clock announces and flags itself in jury stopwatch mode.
            return None;
        }
        let left = countdown.left();
        let zero_at = self.since + left;
        match countdown.next_cue(target.schedule(rules)) {
            Some(threshold) => {
                let at = self.since + left.saturating_sub(threshold);
                Some((at, Due::Cue(target.cue(seconds(threshold)), threshold)))
            }
            None => Some((zero_at, Due::Zero)),
        }
    }

    /// When `tick` has something to do next.
    pub(crate) fn next_deadline(&self, rules: &Ruleset) -> Option<Ms> {
        self.due(rules).map(|(at, _)| at)
    }

    /// When the running countdown reaches zero (a flag, a stage's
    /// stopwatch up, a retreat timer passing on), if it ever does: until
    /// then only what runs changes, by the time that passes (an
    /// announcement changes nothing shown). Never, while nothing counts
    /// down, a conquest counts up, or the table's own chess clock keeps the
    /// time (jury stopwatch mode).
    pub(crate) fn steady_until(&self) -> Option<Ms> {
        let (countdown, target) = self.countdown()?;
        if self.jury_stopwatch && matches!(target, Timer::Clock(_)) {
            return None;
        }
        Some(self.since + countdown.left())
    }

    /// Handles every deadline up to `now`, in order, each at its exact instant.
    pub(crate) fn tick(&mut self, now: Ms, rules: &Ruleset, events: &mut Vec<Event>) {
        while let Some((at, due)) = self.due(rules) {
            if at > now {
                break;
            }
            // What runs up to the deadline (a stage budget at zero is over after it).
            let running = self.running();
            self.settle(at);
            match due {
                Due::Cue(kind, threshold) => {
                    if let Some((countdown, _)) = self.countdown_mut() {
                        countdown.mark_announced(threshold);
                    }
                    events.push(Event::Cue(Cue { kind, at }));
                }
                Due::Zero => self.expire(running, at, rules, events),
            }
        }
        self.settle(now);
    }

    /// The running countdown reached zero at `at`.
    fn expire(&mut self, running: Running, at: Ms, rules: &Ruleset, events: &mut Vec<Event>) {
        match running {
            Running::ChessClock { side } => self.flag(side, at, rules, events),
            Running::StageStopwatch { nation } => {
                // The budget is at zero: the stage is over (`Stage::over`).
                events.push(Event::Cue(Cue {
                    kind: CueKind::Stage {
                        nation,
                        seconds_left: 0,
                    },
                    at,
                }));
                events.push(Event::StageExpired { nation, at });
            }
            Running::RetreatTimer { side } => {
                if let Some(Activity::Retreat(r)) = self.stage_mut().map(|s| &mut s.activity) {
                    r.pass();
                }
                events.push(Event::Cue(Cue {
                    kind: CueKind::Retreat {
                        side,
                        seconds_left: 0,
                    },
                    at,
                }));
                events.push(Event::RetreatPassed {
                    to: side.other(),
                    at,
                });
            }
            Running::Nothing | Running::CountUp { .. } => {}
        }
    }

    /// A side's chess clock reached zero: everything stops, call the jury, and
    /// the side is on the stopwatch for the rest of the game.
    fn flag(&mut self, side: Side, at: Ms, rules: &Ruleset, events: &mut Vec<Event>) {
        self.clock_mut(side).on_stopwatch = true;
        self.chronicle.onto_stopwatch.push(StopwatchFrom {
            side,
            turn: self.turn,
            at,
            how: Onto::Flag,
        });
        self.halts.push(Halt::OutOfTime { side });
        self.jury_call = Some(JuryCall::OutOfTime { side });
        match &mut self.phase {
            Phase::BetweenTurns { shuffling } => *shuffling = false,
            Phase::Stage(stage) if stage.nation.side() == side && stage.budget.is_none() => {
                // The interrupted stage continues with the nation's full budget.
                stage.onto_stopwatch(0, rules, &mut self.chronicle);
                if stage.activity == Activity::Shuffle {
                    // The shuffle was part of the deal: the rest of it is off
                    // the clock and the deal untimed; the budget starts with
                    // "Cards dealt" (spec item 16).
                    stage.activity = Activity::Deal;
                }
            }
            Phase::Stage(_) | Phase::GameOver => {}
        }
        events.push(Event::Cue(Cue {
            kind: CueKind::Flag { side },
            at,
        }));
        events.push(Event::Flag { side, at });
        events.push(Event::CallJury(JuryCall::OutOfTime { side }));
    }
}

/// The countdown among what runs (a count-up is none).
fn timer_of(running: Running) -> Option<Timer> {
    match running {
        Running::ChessClock { side } => Some(Timer::Clock(side)),
        Running::StageStopwatch { nation } => Some(Timer::Stage(nation)),
        Running::RetreatTimer { side } => Some(Timer::Retreat(side)),
        Running::Nothing | Running::CountUp { .. } => None,
    }
}
