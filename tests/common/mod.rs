//! A simulated table for the tests: the engine plus a hand-driven `now`.
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::needless_pass_by_value
)]

pub mod rng;

use friedrich_clock::engine::{
    Command, CueKind, Engine, Event, Ms, Nation, Rejected, Ruleset, SECOND, Side, StopReason, View,
};

/// The engine with a simulated clock that only moves when a test says so.
pub struct Table {
    pub engine: Engine,
    pub now: Ms,
    pub events: Vec<Event>,
}

impl Table {
    /// A new FWC 2026 game at time 0.
    pub fn new() -> Self {
        Self::with_rules(Ruleset::default())
    }

    pub fn with_rules(rules: Ruleset) -> Self {
        Self {
            engine: Engine::new(rules),
            now: 0,
            events: Vec::new(),
        }
    }

    /// Applies a command that must be accepted.
    pub fn ok(&mut self, command: Command) -> &mut Self {
        let events = self
            .engine
            .apply(&command, self.now)
            .unwrap_or_else(|e| panic!("{command:?} at {} ms refused: {e:?}", self.now));
        self.events.extend(events);
        self
    }

    /// Applies a command that must be refused; checks that the view did not change.
    pub fn refused(&mut self, command: Command) -> Rejected {
        self.engine.tick(self.now);
        let before = self.view();
        let err = self
            .engine
            .apply(&command, self.now)
            .expect_err("command should be refused");
        assert_eq!(
            self.view(),
            before,
            "a refused {command:?} changed the view"
        );
        err
    }

    /// Taps the primary button.
    pub fn tap(&mut self) -> &mut Self {
        let command = self.engine.primary().expect("a primary action");
        self.ok(command)
    }

    pub fn stop(&mut self, reason: StopReason) -> &mut Self {
        self.ok(Command::Stop { reason })
    }

    /// Lets `ms` pass, ticking at every deadline as the shells do.
    pub fn wait(&mut self, ms: Ms) -> &mut Self {
        let target = self.now + ms;
        while let Some(deadline) = self.engine.next_deadline() {
            if deadline > target {
                break;
            }
            assert!(deadline >= self.now, "a deadline in the past: {deadline}");
            self.now = deadline;
            let events = self.engine.tick(deadline);
            assert!(
                !events.is_empty(),
                "a deadline at {deadline} produced nothing"
            );
            self.events.extend(events);
        }
        self.now = target;
        let events = self.engine.tick(target);
        self.events.extend(events);
        self
    }

    pub fn wait_s(&mut self, s: u64) -> &mut Self {
        self.wait(s * SECOND)
    }

    pub fn view(&self) -> View {
        self.engine.view(self.now)
    }

    pub fn remaining(&self, side: Side) -> Ms {
        self.view().clock(side).remaining
    }

    /// Hands off until `nation`'s stage is active.
    pub fn play_to(&mut self, nation: Nation) -> &mut Self {
        for _ in 0..20 {
            if self.view().active_nation == Some(nation) {
                return self;
            }
            self.tap();
        }
        panic!("never reached {nation:?}");
    }

    /// Cues announced so far, with their instants; clears the event list.
    pub fn take_cues(&mut self) -> Vec<(CueKind, Ms)> {
        let cues = self
            .events
            .iter()
            .filter_map(|e| match e {
                Event::Cue(c) => Some((c.kind, c.at)),
                _ => None,
            })
            .collect();
        self.events.clear();
        cues
    }

    /// Runs a side's chess clock down to zero in the next stage of that side.
    pub fn flag(&mut self, side: Side) -> &mut Self {
        if self.view().active_nation.is_none() {
            self.ok(Command::StartTurn);
        }
        while self.view().active_nation.map(Nation::side) != Some(side) {
            self.tap();
        }
        let left = self.remaining(side);
        self.wait(left);
        assert_eq!(self.view().out_of_time, Some(side));
        self
    }
}
