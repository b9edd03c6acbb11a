//! Every value the engine hands up to be worded has a wording in every
//! language: not empty, told apart from the other values in the same
//! language, and (for the sentences) translated, not left in English.

use std::collections::BTreeSet;

use crate::engine::{
    Action, Command, FateCard, FateDeckProblem, FateEffect, FateWarning, Logged, Nation, Offensive,
    Reason, Rejected, Role, RulesetProblem, Side, StopReason, StopwatchTimer,
};

use super::text::{self, Lang};

/// Which variant a command is; the match fails to build when one is added,
/// so that [`commands`] is brought up to date.
fn kind(c: &Command) -> usize {
    match c {
        Command::StartTurn => 0,
        Command::HandOff => 1,
        Command::Stop { .. } => 2,
        Command::Resume => 3,
        Command::Retreat { .. } => 4,
        Command::PassRetreat => 5,
        Command::Conquest { .. } => 6,
        Command::Shuffle => 7,
        Command::ShuffleDone => 8,
        Command::Dealt => 9,
        Command::Fate { .. } => 10,
        Command::NationOut { .. } => 11,
        Command::LateFate { .. } => 12,
        Command::LateNationOut { .. } => 13,
        Command::Objectives { .. } => 14,
        Command::Correct { .. } => 15,
        Command::CorrectStopwatch { .. } => 16,
        Command::LeaveStopwatch { .. } => 17,
        Command::EnterStopwatch { .. } => 18,
        Command::ImperialControl { .. } => 19,
        Command::Offensive { .. } => 20,
        Command::JuryStart { .. } => 21,
        Command::Undo => 22,
        Command::EndGame => 23,
    }
}

/// One command of each kind, and every value of the enums they carry that
/// the log words (stop reasons, stopwatches, offensive steps).
fn commands() -> Vec<Command> {
    let reason = || "x".to_owned();
    let mut all = vec![
        Command::StartTurn,
        Command::HandOff,
        Command::Resume,
        Command::Retreat {
            winner: Side::Attackers,
            length: 3,
        },
        Command::PassRetreat,
        Command::Conquest {
            side: Side::Frederick,
        },
        Command::Shuffle,
        Command::ShuffleDone,
        Command::Dealt,
        Command::Fate {
            card: FateCard::India,
        },
        Command::NationOut {
            nation: Nation::Sweden,
        },
        Command::LateFate {
            card: FateCard::Sweden,
            after_turn: 7,
            reason: reason(),
        },
        Command::LateNationOut {
            nation: Nation::Sweden,
            after_turn: 7,
            reason: reason(),
        },
        Command::Objectives {
            nation: Nation::Russia,
            held: 2,
            total: 8,
        },
        Command::Correct {
            side: Side::Frederick,
            delta_ms: 5_000,
            reason: reason(),
        },
        Command::LeaveStopwatch {
            side: Side::Attackers,
            reason: reason(),
        },
        Command::EnterStopwatch {
            side: Side::Attackers,
        },
        Command::ImperialControl {
            role: None,
            reason: reason(),
        },
        Command::ImperialControl {
            role: Some(Role::Pompadour),
            reason: reason(),
        },
        Command::JuryStart {
            turn: 4,
            stopwatch: vec![Side::Frederick, Side::Attackers],
            out: Vec::new(),
            imperial: None,
            next: Nation::Austria,
        },
        Command::Undo,
        Command::EndGame,
    ];
    let stops = [
        StopReason::Combat,
        StopReason::Jury,
        StopReason::Rules,
        StopReason::Break,
        StopReason::Outage,
        StopReason::Shuffle,
    ];
    all.extend(stops.map(|reason| Command::Stop { reason }));
    all.extend(StopwatchTimer::ALL.map(|timer| Command::CorrectStopwatch {
        timer,
        delta_ms: -500,
        reason: reason(),
    }));
    let steps = [Offensive::Launched, Offensive::CalledOff, Offensive::Won];
    all.extend(steps.map(|step| Command::Offensive { step }));
    all
}

/// A refusal of each kind, and every command and reason a refusal names.
fn refusals() -> Vec<Rejected> {
    let mut all = vec![
        Rejected::RetreatLength(31),
        Rejected::NegativeTime {
            side: Side::Frederick,
            remaining_ms: 1_000,
            removed_ms: 2_000,
        },
        Rejected::NegativeStopwatch {
            timer: StopwatchTimer::Retreat,
            remaining_ms: 1_000,
            removed_ms: 2_000,
        },
        Rejected::ClockCorrectionTooLarge {
            side: Side::Attackers,
            full_ms: 7_800_000,
        },
        Rejected::StopwatchCorrectionTooLarge {
            timer: StopwatchTimer::Stage,
            full_ms: 20_000,
        },
        Rejected::ZeroCorrection,
        Rejected::MissingReason,
        Rejected::CannotDropOut(Nation::Austria),
        Rejected::FateAlreadyDrawn(FateCard::Poems),
        Rejected::TimeWentBackwards { now: 1, last: 2 },
        Rejected::NothingToUndo,
        Rejected::GameOver,
    ];
    all.extend(Action::ALL.iter().map(|what| Rejected::NotNow {
        what: *what,
        why: Reason::NoStage,
    }));
    // (Stop for no stage is among the actions already.)
    all.extend(
        Reason::ALL
            .iter()
            .filter(|why| **why != Reason::NoStage)
            .map(|why| Rejected::NotNow {
                what: Action::Stop,
                why: *why,
            }),
    );
    // The guard: every kind of refusal is among them.
    for r in &all {
        match r {
            Rejected::GameOver
            | Rejected::NotNow { .. }
            | Rejected::RetreatLength(_)
            | Rejected::NegativeTime { .. }
            | Rejected::NegativeStopwatch { .. }
            | Rejected::ClockCorrectionTooLarge { .. }
            | Rejected::StopwatchCorrectionTooLarge { .. }
            | Rejected::ZeroCorrection
            | Rejected::MissingReason
            | Rejected::CannotDropOut(_)
            | Rejected::FateAlreadyDrawn(_)
            | Rejected::TimeWentBackwards { .. }
            | Rejected::NothingToUndo => {}
        }
    }
    all
}

/// Each of `values` worded in every language: none empty, no two the same
/// in one language, and, when `translated`, German and Spanish differ from
/// the English.
fn check<V: std::fmt::Debug>(
    what: &str,
    values: &[V],
    word: impl Fn(Lang, &V) -> String,
    translated: bool,
) {
    assert!(!values.is_empty(), "{what}: nothing to check");
    for lang in Lang::ALL {
        let mut seen = BTreeSet::new();
        for v in values {
            let w = word(lang, v);
            assert!(!w.trim().is_empty(), "{what} {v:?} has no {lang:?} wording");
            assert!(
                seen.insert(w.clone()),
                "{what} {v:?}: {lang:?} \"{w}\" twice"
            );
            if translated && lang != Lang::En {
                assert_ne!(w, word(Lang::En, v), "{what} {v:?} is English in {lang:?}");
            }
        }
    }
}

#[test]
fn every_log_line_is_worded_in_every_language() {
    let commands = commands();
    let kinds: BTreeSet<usize> = commands.iter().map(kind).collect();
    assert_eq!(kinds.len(), 24, "a kind of command is missing: {kinds:?}");
    let mut lines: Vec<Logged> = commands.into_iter().map(Logged::Command).collect();
    for side in Side::BOTH {
        lines.push(Logged::Flag(side));
        lines.push(Logged::RetreatPassed(side));
    }
    lines.extend(Nation::ALL.map(Logged::StageExpired));
    // The guard: every kind of log line is among them.
    for l in &lines {
        match l {
            Logged::Command(_)
            | Logged::Flag(_)
            | Logged::StageExpired(_)
            | Logged::RetreatPassed(_) => {}
        }
    }
    check("log line", &lines, super::logged, true);
    let steps = [Offensive::Launched, Offensive::CalledOff, Offensive::Won];
    check(
        "offensive step",
        &steps,
        |l, s| super::offensive(l, *s).to_owned(),
        true,
    );
}

#[test]
fn every_refusal_is_worded_in_every_language() {
    check("refusal", &refusals(), super::rejected, true);
    check(
        "action",
        Action::ALL,
        |l, a| super::action(l, *a).to_owned(),
        true,
    );
    check(
        "reason",
        Reason::ALL,
        |l, r| super::reason(l, *r).to_owned(),
        true,
    );
}

#[test]
fn every_card_of_fate_and_its_effect_is_worded_in_every_language() {
    // Names: the same in two languages is right for some (Lord Bute, India).
    check("card", &FateCard::all(), |l, c| super::card(l, *c), false);
    check(
        "effect",
        &FateEffect::ALL,
        |l, e| super::effect(l, *e).to_owned(),
        true,
    );
    let warnings = [
        FateWarning {
            cards: vec![FateCard::Elisabeth],
        },
        FateWarning {
            cards: vec![FateCard::Poems, FateCard::LordBute],
        },
    ];
    check("warning", &warnings, super::fate_warning, true);
    let problems = [
        FateDeckProblem::GroupSize,
        FateDeckProblem::CardNumber,
        FateDeckProblem::TwoGroups(FateCard::Poems),
    ];
    check(
        "set-up problem",
        &problems,
        |l, p| super::fate_deck_problem(l, *p),
        true,
    );
    let ruleset = [
        RulesetProblem::Minutes(0),
        RulesetProblem::Seconds(0),
        RulesetProblem::FateDeck(FateDeckProblem::GroupSize),
        RulesetProblem::NoRetreatTime,
        RulesetProblem::TcsPerTurn {
            nation: Nation::France,
            tcs: 21,
        },
        RulesetProblem::RetreatTooLong,
    ];
    check(
        "ruleset problem",
        &ruleset,
        |l, p| super::ruleset::problem(l, *p),
        true,
    );
}

#[test]
fn every_name_is_worded_in_every_language() {
    check(
        "nation",
        &Nation::ALL,
        |l, n| text::nation(l, *n).to_owned(),
        false,
    );
    check(
        "role",
        &Role::ALL,
        |l, r| text::role(l, *r).to_owned(),
        false,
    );
    check(
        "side",
        &Side::BOTH,
        |l, s| text::side(l, *s).to_owned(),
        false,
    );
    let stops = [
        StopReason::Combat,
        StopReason::Jury,
        StopReason::Rules,
        StopReason::Break,
        StopReason::Outage,
        StopReason::Shuffle,
    ];
    check(
        "stop reason",
        &stops,
        |l, r| text::stop(l, *r).to_owned(),
        false,
    );
}

#[test]
fn every_chart_word_is_worded_in_every_language() {
    use super::chart::{self, C};
    use crate::engine::{Onto, Still};
    check("chart phrase", C::ALL, |l, c| c.get(l).to_owned(), true);
    check(
        "still",
        &Still::ALL,
        |l, w| chart::still(l, *w).to_owned(),
        false,
    );
    check(
        "onto",
        &[Onto::Flag, Onto::Jury],
        |l, o| chart::onto(l, *o).to_owned(),
        true,
    );
}

#[test]
fn every_report_sheet_word_is_worded_in_every_language() {
    use super::sheet::S;
    check("sheet phrase", S::ALL, |l, s| s.get(l).to_owned(), true);
}

#[test]
fn every_score_line_s_subject_is_worded_in_every_language() {
    use crate::engine::Nation;
    use crate::scoring::Scored;
    let mut all: Vec<Scored> = Nation::ALL.into_iter().map(Scored::Nation).collect();
    all.extend([
        Scored::Victory,
        Scored::GameLength,
        Scored::DefensiveVictory,
        Scored::OffensiveVictory,
        Scored::Defeat,
        Scored::VictoryBonus,
        Scored::OffensiveOption,
        Scored::ImperialSwitch,
    ]);
    check(
        "scored",
        &all,
        |l, w| super::score::scored(l, *w).to_owned(),
        false,
    );
}
