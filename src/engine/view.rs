//! What the shells show: the clock state at an instant, with no rule left to compute.

use serde::{Deserialize, Serialize};

use super::event::JuryCall;
use super::fate::FateCard;
use super::fate_deck::FateWarning;
use super::nation::{Nation, Role, Side};
use super::ruleset::Ruleset;
use super::state::{Activity, Halt, Phase, Running, Stage, State};
use super::still::StopReason;
use super::time::Ms;

/// Cards of Fate are revealed from the end of this turn on.
pub const FIRST_FATE_TURN: u32 = 6;

/// The last turn of a game: 18 Cards of Fate from the end of turn 6 on.
pub const LAST_TURN: u32 = 23;

/// One side's chess clock as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    /// Time left on the chess clock.
    pub remaining: Ms,
    /// Whether the side plays on the stopwatch.
    pub on_stopwatch: bool,
    /// Whether this chess clock runs now.
    pub running: bool,
    /// Time charged to this clock so far.
    pub used: Ms,
    /// Sum of jury corrections (negative: removed).
    pub corrected: i64,
}

/// The current stage's stopwatch budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BudgetView {
    /// The nation's own budget.
    pub base: Ms,
    /// Carried from the same player's earlier nation this turn.
    pub carried: Ms,
    /// Left now.
    pub left: Ms,
    /// Whether the stage stopwatch runs now.
    pub running: bool,
    /// Jury corrections to what is left (negative: removed).
    pub corrected: i64,
}

/// A retreat in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RetreatView {
    /// The combat winner.
    pub winner: Side,
    /// Retreat length.
    pub length: u8,
    /// Who chooses the path now.
    pub chooser: Side,
    /// Time left on the chooser's retreat timer, if the chooser is on the stopwatch
    /// (otherwise the chooser's chess clock runs).
    pub timer_left: Option<Ms>,
    /// Jury corrections to the current retreat timer (negative: removed).
    pub corrected: i64,
}

/// A retroactive conquest in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConquestView {
    /// Whose conquest.
    pub side: Side,
    /// Time counted up when that side is on the stopwatch and not active.
    pub counted: Option<Ms>,
}

/// Why no new turn may start: the game is decided, End game is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndDue {
    /// Russia, Sweden and France are all out: Prussia's defensive victory.
    PrussiaWins,
    /// The last turn (23) has been played.
    LastTurnPlayed,
}

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PhaseView {
    /// Before the first turn or between turns.
    BetweenTurns,
    /// An action stage.
    Stage,
    /// The game has ended.
    GameOver,
}

/// The clock at one instant, as the table view, the jury view and the audio
/// scheduler need it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The instant shown.
    pub now: Ms,
    /// Turn number, for the jury only (rule E.13a: not shown at the table).
    pub turn: u32,
    /// Where the game is.
    pub phase: PhaseView,
    /// Frederick's chess clock.
    pub frederick: ClockView,
    /// The attackers' chess clock.
    pub attackers: ClockView,
    /// The one thing that runs.
    pub running: Running,
    /// Whose action stage it is.
    pub active_nation: Option<Nation>,
    /// Who plays the active nation.
    pub active_role: Option<Role>,
    /// The stage stopwatch, when the active side is on the stopwatch.
    pub stage_budget: Option<BudgetView>,
    /// The stage budget ran out ("stop"): no budget runs again in this stage,
    /// combats and retreats are still fought out, the next tap starts the next stage.
    pub stage_over: bool,
    /// Pompadour deals the attackers' TCs before their first stopwatch stage:
    /// nothing runs, the next tap starts the stage's budget.
    pub dealing: bool,
    /// A retreat being chosen.
    pub retreat: Option<RetreatView>,
    /// A retroactive conquest.
    pub conquest: Option<ConquestView>,
    /// Why the clock is stopped, if it is stopped for a reason.
    pub stopped: Option<StopReason>,
    /// A side just ran out of time: nothing runs until the jury is there and taps.
    pub out_of_time: Option<Side>,
    /// The jury should be called.
    pub call_jury: Option<JuryCall>,
    /// Pompadour shuffles on the attackers' clock (between turns or during their deal).
    pub shuffling: bool,
    /// Who controls the Imperial Army now.
    pub imperial_army: Role,
    /// Whether that is the jury's override rather than the rule.
    pub imperial_overridden: bool,
    /// Nations out of the game.
    pub out: Vec<Nation>,
    /// The nation whose stage a hand-off would start (`None`: the end of the turn).
    pub next_stage: Option<Nation>,
    /// The hand-off leads into Pompadour's deal, not a running clock (the
    /// attackers play on the stopwatch).
    pub hand_off_deals: bool,
    /// Cards of Fate drawn so far, with the turn after which each was revealed.
    pub fate: Vec<(u32, FateCard)>,
    /// Between turns from the end of turn 6 on, while this turn's card is not entered.
    pub fate_due: bool,
    /// Between turns from the end of turn 6 on: the Card of Fate picker belongs on screen.
    pub fate_time: bool,
    /// Between turns: a Card of Fate or a drop-out can be entered.
    pub fate_possible: bool,
    /// The cards drawn are in an order the ruleset's Clock of Fate set-up
    /// cannot produce: a warning for the jury (a card entered wrongly, or a
    /// deck set up wrongly), never a refusal.
    pub fate_warning: Option<FateWarning>,
    /// During a stage: the turns (first, last) after which the jury may enter
    /// a Card of Fate or a drop-out noticed late.
    pub late_turns: Option<(u32, u32)>,
    /// The nations that may still drop out (by a card or the jury).
    pub may_drop_out: Vec<Nation>,
    /// A combat is being resolved: a retreat (or a retroactive conquest) may follow.
    pub retreat_possible: bool,
    /// Who the jury may give the Imperial Army to now (empty once the game is over).
    pub imperial_choices: Vec<Role>,
    /// Russia, Sweden and France are all out: Prussia wins (call the jury, end the game).
    pub prussia_wins: bool,
    /// Between turns, when no new turn may start: End game is due.
    pub end_due: Option<EndDue>,
    /// Jury stopwatch mode: only the stopwatch phases are timed here; a side
    /// not on the stopwatch plays on the table's physical chess clock.
    pub jury_stopwatch: bool,
}

impl View {
    /// A side's chess clock.
    pub fn clock(&self, side: Side) -> &ClockView {
        match side {
            Side::Frederick => &self.frederick,
            Side::Attackers => &self.attackers,
        }
    }

    /// Warns of Cards of Fate drawn in an order `rules`' Clock of Fate
    /// cannot produce (`fate_warning`).
    pub(crate) fn warn_of_fate(&mut self, rules: &Ruleset) {
        let drawn: Vec<FateCard> = self.fate.iter().map(|(_, c)| *c).collect();
        self.fate_warning = rules.fate_deck.check(&drawn);
    }
}

impl State {
    /// The view at `now`, counting time since the last settlement.
    pub(crate) fn view(&self, now: Ms) -> View {
        let mut s = self.clone();
        s.settle(now);
        s.shown(now)
    }

    /// The view as the state stands, said to be at `now` (a settled
    /// state's own instant: nothing is counted).
    pub(crate) fn shown(&self, now: Ms) -> View {
        let s = self;
        let running = s.running();
        let clock_view = |side: Side| {
            let c = s.clock(side);
            ClockView {
                remaining: c.countdown.left(),
                on_stopwatch: c.on_stopwatch,
                running: running == Running::ChessClock { side },
                used: c.countdown.charged(),
                corrected: c.countdown.corrected(),
            }
        };
        let stage = match &s.phase {
            Phase::Stage(stage) => Some(stage),
            _ => None,
        };
        let stopped = s.halts.iter().rev().find_map(|h| match h {
            Halt::Stopped { reason } => Some(*reason),
            Halt::OutOfTime { .. } => None,
        });
        let out_of_time = s.halts.iter().rev().find_map(|h| match h {
            Halt::OutOfTime { side } => Some(*side),
            Halt::Stopped { .. } => None,
        });
        View {
            now,
            turn: s.turn,
            phase: match s.phase {
                Phase::BetweenTurns { .. } => PhaseView::BetweenTurns,
                Phase::Stage(_) => PhaseView::Stage,
                Phase::GameOver => PhaseView::GameOver,
            },
            frederick: clock_view(Side::Frederick),
            attackers: clock_view(Side::Attackers),
            running,
            active_nation: stage.map(|st| st.nation),
            active_role: stage.map(|st| s.control.controller(st.nation)),
            stage_budget: stage.and_then(|st| {
                st.budget.as_ref().map(|b| BudgetView {
                    base: b.base,
                    carried: b.carried,
                    left: b.countdown.left(),
                    running: running == Running::StageStopwatch { nation: st.nation },
                    corrected: b.countdown.corrected(),
                })
            }),
            stage_over: stage.is_some_and(Stage::over),
            dealing: stage.is_some_and(|st| st.activity == Activity::Deal),
            retreat: stage.and_then(|st| match &st.activity {
                Activity::Retreat(r) => Some(RetreatView {
                    winner: r.winner,
                    length: r.length,
                    chooser: r.chooser,
                    timer_left: s
                        .clock(r.chooser)
                        .on_stopwatch
                        .then_some(r.countdown.left()),
                    corrected: r.countdown.corrected(),
                }),
                _ => None,
            }),
            conquest: stage.and_then(|st| match &st.activity {
                Activity::Conquest { side, counted } => Some(ConquestView {
                    side: *side,
                    counted: ((*side != st.nation.side() || st.over())
                        && s.clock(*side).on_stopwatch)
                        .then_some(*counted),
                }),
                _ => None,
            }),
            stopped,
            out_of_time,
            call_jury: s.jury_call,
            shuffling: s.phase == Phase::BetweenTurns { shuffling: true }
                || stage.is_some_and(|st| st.activity == Activity::Shuffle),
            imperial_army: s.control.controller(Nation::ImperialArmy),
            imperial_overridden: s.control.imperial_override().is_some(),
            out: s.control.out_nations(),
            next_stage: stage.and_then(|st| s.control.next_in_game(st.nation.index() + 1)),
            hand_off_deals: stage
                .and_then(|st| Some((st.nation, s.control.next_in_game(st.nation.index() + 1)?)))
                .is_some_and(|(from, next)| s.hand_off_deals(from, next)),
            fate: s.fate.clone(),
            fate_due: matches!(s.phase, Phase::BetweenTurns { .. })
                && s.turn >= FIRST_FATE_TURN
                && s.fate.last().is_none_or(|(turn, _)| *turn < s.turn),
            fate_time: matches!(s.phase, Phase::BetweenTurns { .. }) && s.turn >= FIRST_FATE_TURN,
            fate_possible: matches!(s.phase, Phase::BetweenTurns { .. }),
            fate_warning: None,
            late_turns: s.late_turns(),
            may_drop_out: Nation::ALL
                .into_iter()
                .filter(|n| n.can_drop_out() && !s.control.is_out(*n))
                .collect(),
            retreat_possible: s.in_combat_stop(),
            imperial_choices: if s.phase == Phase::GameOver {
                Vec::new()
            } else {
                Role::ARMY_CONTROLLERS.to_vec()
            },
            prussia_wins: Nation::PRUSSIAN_VICTORY
                .into_iter()
                .all(|n| s.control.is_out(n)),
            end_due: s.end_due(),
            jury_stopwatch: s.jury_stopwatch,
        }
    }
}
