//! Rules round four (issue 38): a late drop-out during the attackers'
//! untimed deal, and table commands that would make a game no one can
//! score. Each test quotes the clause it holds the clock to.
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Action, Command, FateCard, MINUTE, Nation, Reason, Rejected, Role, Ruleset, Running, SECOND,
    Side, StopReason, StopwatchTimer,
};
use friedrich_clock::lang::Lang;
use friedrich_clock::scoring::{Problem, ResultError};
use friedrich_clock::words;

/// One-minute chess clocks, so both sides reach the stopwatch in turn 1.
fn short_rules() -> Ruleset {
    let mut rules = Ruleset::default();
    rules.chess_clock.frederick_minutes = 1;
    rules.chess_clock.attackers_minutes = 1;
    rules
}

/// Both sides on the stopwatch, turn 1 played; `out` left before turn 2.
fn turn_two_on_the_stopwatch(out: &[Nation]) -> Table {
    let mut t = Table::with_rules(short_rules());
    t.flag(Side::Frederick).tap();
    t.play_to(Nation::Russia);
    t.wait_s(60).tap(); // the attackers flag
    t.play_to(Nation::France).tap();
    for nation in out {
        t.ok(Command::NationOut { nation: *nation })
            .ok(Command::Resume);
    }
    t.ok(Command::StartTurn).tap().tap(); // Prussia, Hanover: Pompadour deals
    assert!(t.view().dealing);
    t
}

fn late_fate(card: FateCard) -> Command {
    Command::LateFate {
        card,
        after_turn: 1,
        reason: "the card was overlooked".into(),
    }
}

fn late_out(nation: Nation) -> Command {
    Command::LateNationOut {
        nation,
        after_turn: 1,
        reason: "left after turn 1".into(),
    }
}

/// After the jury's Resume the deal still waits for "Cards dealt" at
/// `nation`'s stage, its full budget untouched however long the deal takes,
/// and "Cards dealt" starts that budget.
fn deal_waits_at(t: &mut Table, nation: Nation) {
    assert_eq!(t.view().stopped, Some(StopReason::Jury));
    t.ok(Command::Resume).wait_s(30);
    let v = t.view();
    assert!(v.dealing, "the deal goes on after the drop-out");
    assert_eq!(v.active_nation, Some(nation));
    assert_eq!(v.running, Running::Nothing);
    let full = short_rules().stage_budget(nation);
    assert_eq!(
        v.stage_budget.unwrap().left,
        full,
        "nothing ran in the deal"
    );
    assert_eq!(t.engine.primary(), Some(Command::Dealt));
    t.ok(Command::Dealt).wait_s(5);
    assert_eq!(t.view().stage_budget.unwrap().left, full - 5 * SECOND);
}

#[test]
fn h4_interpretation_22_a_late_card_taking_russia_out_during_the_deal_keeps_it_untimed() {
    // FWC 2026 H4: "Pompadour deals TCs to all the attacking nations"; G gives
    // budgets "per action stage": the deal is no stage's time, so Sweden's
    // 20 s start with "Cards dealt" (docs/rules.md, interpretation 22).
    let mut t = turn_two_on_the_stopwatch(&[]);
    t.wait_s(10).ok(late_fate(FateCard::Elisabeth));
    deal_waits_at(&mut t, Nation::Sweden);
}

#[test]
fn h4_interpretation_22_sweden_out_during_its_deal_passes_the_deal_to_austria() {
    // Russia left earlier: the deal waits before Sweden's stage, and Sweden
    // leaves during it.
    let mut t = turn_two_on_the_stopwatch(&[Nation::Russia]);
    assert_eq!(t.view().active_nation, Some(Nation::Sweden));
    t.ok(late_fate(FateCard::Sweden));
    deal_waits_at(&mut t, Nation::Austria);
}

#[test]
fn h4_interpretation_22_several_drop_outs_during_the_deal_and_a_shuffle_stop_keep_it_untimed() {
    // H "In addition" 3 (a shuffle during the deal) and F (the jury) stop
    // the clock; neither ends the deal.
    let mut t = turn_two_on_the_stopwatch(&[]);
    t.stop(StopReason::Shuffle).wait_s(20);
    t.ok(late_out(Nation::Russia))
        .ok(late_fate(FateCard::Sweden));
    t.ok(Command::Resume); // the jury's stop; the shuffle's is left
    assert_eq!(t.view().stopped, Some(StopReason::Shuffle));
    t.ok(Command::Resume).wait_s(40);
    let v = t.view();
    assert!(v.dealing);
    assert_eq!(v.active_nation, Some(Nation::Austria));
    let austria = short_rules().stage_budget(Nation::Austria);
    assert_eq!(v.stage_budget.unwrap().left, austria);
    // A drop-out of a nation whose stage is not on (France) leaves it as it was.
    t.ok(late_out(Nation::France)).ok(Command::Resume);
    assert!(t.view().dealing);
    assert_eq!(t.engine.primary(), Some(Command::Dealt));
}

#[test]
fn h3_a_shuffle_on_the_attackers_clock_goes_on_when_russia_leaves_during_it() {
    // H "In addition" 3: Pompadour shuffles on the attackers' clock in their
    // first stage; Russia leaving does not end the shuffle, it moves to
    // Sweden's stage, now the first.
    let mut t = Table::new();
    for _ in 0..8 {
        t.tap(); // turn 1 on the chess clocks: Start turn, seven hand-offs
    }
    t.ok(Command::StartTurn).tap().tap().ok(Command::Shuffle);
    t.ok(late_fate(FateCard::Elisabeth)).ok(Command::Resume);
    let v = t.view();
    assert!(v.shuffling);
    assert_eq!(v.active_nation, Some(Nation::Sweden));
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert_eq!(t.engine.primary(), Some(Command::ShuffleDone));
}

#[test]
fn the_imperial_army_is_never_frederick_s_at_the_table_in_jury_start_and_in_score_alike() {
    // CAFE 2023 C and FWC D: the Imperial Army passes among the attackers.
    let mut t = Table::new();
    let e = t.refused(Command::ImperialControl {
        role: Some(Role::Frederick),
        reason: "typed the wrong role".into(),
    });
    assert_eq!(
        e,
        Rejected::NotNow {
            what: Action::ImperialControl,
            why: Reason::FrederickNeverImperial
        }
    );
    let jury_start = t.refused(Command::JuryStart {
        turn: 3,
        stopwatch: vec![Side::Attackers],
        out: vec![],
        imperial: Some(Role::Frederick),
        next: Nation::Russia,
    });
    for lang in Lang::ALL {
        let refused = ResultError {
            field: "imperial-army.controller".into(),
            problem: Problem::FrederickImperial,
        };
        let problem = words::result_error(lang, &refused);
        let problem = problem.trim_start_matches("imperial-army.controller: ");
        assert!(words::rejected(lang, &e).ends_with(problem), "{lang:?}");
        assert!(words::rejected(lang, &jury_start).ends_with(problem));
    }
    for role in Role::ARMY_CONTROLLERS {
        t.ok(Command::ImperialControl {
            role: Some(role),
            reason: "the jury".into(),
        });
    }
}

#[test]
fn a_correction_larger_than_a_game_holds_is_refused_with_the_limit() {
    // E (the jury corrects the clocks): no clock holds more than the
    // ruleset's full 130 minutes, so a larger correction, either way, is a
    // typing slip (2^63 − 1 ms used to show 292 million years).
    let mut t = Table::new();
    t.tap().wait_s(60);
    let correct = |side, delta_ms| Command::Correct {
        side,
        delta_ms,
        reason: "slip".into(),
    };
    let e = t.refused(correct(Side::Frederick, i64::MAX));
    assert_eq!(
        words::rejected(Lang::En, &e),
        "Frederick: a correction is at most the full clock, 2:10:00; a larger one is a typing slip"
    );
    let full = i64::try_from(130 * MINUTE).unwrap();
    t.refused(correct(Side::Attackers, full + 1));
    // Taking away more than is left was refused before, and still is.
    for delta_ms in [-full - 1, i64::MIN] {
        assert!(matches!(
            t.refused(correct(Side::Frederick, delta_ms)),
            Rejected::NegativeTime { .. }
        ));
    }
    // A minute more than the start (a penalty given to the other side) is
    // a correction a jury makes.
    t.ok(correct(Side::Attackers, 60 * 1_000));
    assert_eq!(t.remaining(Side::Attackers), 131 * MINUTE);
    // A stage stopwatch: at most its budget plus what was carried into it;
    // carried time at most the longest budget; a retreat timer its 3 s + 1 s
    // per length.
    let mut t = turn_two_on_the_stopwatch(&[]);
    t.ok(Command::Dealt).wait_s(10);
    let stopwatch = |timer, delta_ms| Command::CorrectStopwatch {
        timer,
        delta_ms,
        reason: "slip".into(),
    };
    let e = t.refused(stopwatch(StopwatchTimer::Stage, 60_001));
    assert_eq!(
        e,
        Rejected::StopwatchCorrectionTooLarge {
            timer: StopwatchTimer::Stage,
            full_ms: 60 * SECOND
        }
    );
    assert!(words::rejected(Lang::De, &e).contains("höchstens 60 s"));
    t.ok(stopwatch(StopwatchTimer::Stage, 60_000));
    t.refused(stopwatch(StopwatchTimer::Carried, i64::MAX));
    t.refused(stopwatch(StopwatchTimer::Carried, 150_001));
    t.stop(StopReason::Combat).ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    });
    t.wait_s(3);
    t.refused(stopwatch(StopwatchTimer::Retreat, 5_001));
    t.ok(stopwatch(StopwatchTimer::Retreat, 5_000));
}

#[test]
fn a_result_naming_a_nation_twice_is_refused_not_half_read() {
    // A JSON result file, as `score` and the hall read it: the second
    // "russia" would silently replace the first.
    let text = r#"{"turns": 12, "outcome": "attackers", "objectives": {
        "russia": {"held": 8, "total": 8}, "russia": {"held": 2, "total": 8}}}"#;
    let e = friedrich_clock::scoring::read::read(text).unwrap_err();
    assert!(e.to_string().contains("duplicate field `russia`"), "{e}");
}
