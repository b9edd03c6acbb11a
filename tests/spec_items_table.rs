//! Spec items 14–20 (`../shared/spec/product.md`): situations of a real
//! tournament table that sections G, F and H imply but do not spell out.
//! Each test is named after its spec item and clause.
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Command, EndDue, Event, JuryCall, Logged, MINUTE, Nation, Offensive, Preset, Rejected, Ruleset,
    Running, SECOND, Side, StopReason, StopwatchTimer,
};

const FULL: u64 = 130 * MINUTE;

/// One-minute chess clocks, so both sides reach the stopwatch in turn 1.
fn short_rules() -> Ruleset {
    let mut rules = Ruleset::default();
    rules.chess_clock.frederick_minutes = 1;
    rules.chess_clock.attackers_minutes = 1;
    rules
}

/// Turn 1 played until both sides are on the stopwatch; between turns now.
fn both_on_stopwatch() -> Table {
    let mut t = Table::with_rules(short_rules());
    t.flag(Side::Frederick).tap(); // Prussia 150 s
    t.play_to(Nation::Russia); // on the attackers' chess clock: no untimed deal
    t.wait_s(60).tap(); // the attackers flag; Russia 60 s after the jury's tap
    t.play_to(Nation::France).tap();
    assert!(t.view().attackers.on_stopwatch && t.view().frederick.on_stopwatch);
    t
}

fn jury(timer: StopwatchTimer, delta_ms: i64) -> Command {
    Command::CorrectStopwatch {
        timer,
        delta_ms,
        reason: "nobody tapped Combat".to_owned(),
    }
}

#[test]
fn spec_14_g_stop_combat_retreat_timers_and_conquests_still_happen_after_stop() {
    let mut t = both_on_stopwatch();
    t.ok(Command::StartTurn).wait_s(150);
    let v = t.view();
    assert!(v.stage_over);
    assert_eq!(v.running, Running::Nothing);
    // The moves made are fought out: combat, then the winner's 6 s retreat timer.
    t.stop(StopReason::Combat).wait_s(40);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 3,
    });
    let v = t.view();
    assert_eq!(
        v.running,
        Running::RetreatTimer {
            side: Side::Frederick
        }
    );
    assert_eq!(v.retreat.unwrap().timer_left, Some(6 * SECOND));
    // He finds none in time: the loser, on the stopwatch too, gets the same 6 s.
    t.wait_s(6);
    let r = t.view().retreat.unwrap();
    assert_eq!(
        (r.chooser, r.timer_left),
        (Side::Attackers, Some(6 * SECOND))
    );
    t.wait_s(2);
    // Then Frederick's retroactive conquest counts up (no budget runs again).
    t.ok(Command::Conquest {
        side: Side::Frederick,
    })
    .wait_s(4);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::CountUp {
            side: Side::Frederick
        }
    );
    assert_eq!(v.conquest.unwrap().counted, Some(4 * SECOND));
    assert_eq!(v.stage_budget.unwrap().left, 0);
    // The stage stays over; the primary tap still starts the next stage.
    t.ok(Command::Resume).wait_s(30);
    assert_eq!(t.view().running, Running::Nothing);
    assert!(t.view().stage_over);
    assert_eq!(t.engine.primary(), Some(Command::HandOff));
    t.tap();
    let b = t.view().stage_budget.unwrap();
    assert_eq!((b.base, b.carried, b.left), (30 * SECOND, 0, 30 * SECOND));
}

#[test]
fn spec_14_h2_after_stop_the_opponents_conquest_runs_his_chess_clock() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap().wait_s(150); // Prussia's 150 s are up
    t.stop(StopReason::Combat).wait_s(20);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 2,
    })
    .wait_s(8);
    t.ok(Command::Conquest {
        side: Side::Attackers,
    })
    .wait_s(5);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert_eq!(t.remaining(Side::Attackers), FULL - 13 * SECOND);
    t.ok(Command::Resume);
    assert_eq!(t.view().running, Running::Nothing);
}

#[test]
fn spec_15_f_h1_a_failed_offensive_option_calls_the_jury_and_stops_the_clock() {
    let mut t = Table::new();
    t.tap().wait_s(10);
    t.ok(Command::Offensive {
        step: Offensive::Launched,
    });
    t.wait_s(20).ok(Command::Offensive {
        step: Offensive::CalledOff,
    });
    let v = t.view();
    assert_eq!(v.stopped, Some(StopReason::Jury));
    assert_eq!(v.running, Running::Nothing);
    assert_eq!(v.call_jury, Some(JuryCall::OffensiveFailed));
    t.wait_s(300);
    assert_eq!(t.remaining(Side::Frederick), FULL - 30 * SECOND);
    // The jury resumes, exactly as after Stop { Jury }.
    assert_eq!(t.engine.primary(), Some(Command::Resume));
    t.tap().wait_s(5);
    assert_eq!(t.remaining(Side::Frederick), FULL - 35 * SECOND);
}

#[test]
fn spec_11_3_the_jury_gives_sweden_back_8_s_and_the_stage_reopens() {
    let mut t = both_on_stopwatch();
    t.ok(Command::StartTurn).play_to(Nation::Russia).tap(); // the deal is done
    t.wait_s(60); // Russia's budget is used up: nothing carries to Sweden
    t.tap().wait_s(20);
    assert!(t.view().stage_over);
    assert!(matches!(
        t.refused(Command::CorrectStopwatch {
            timer: StopwatchTimer::Stage,
            delta_ms: 8_000,
            reason: " ".to_owned()
        }),
        Rejected::MissingReason
    ));
    t.ok(jury(StopwatchTimer::Stage, 8_000));
    let v = t.view();
    assert!(!v.stage_over);
    let b = v.stage_budget.unwrap();
    assert_eq!((b.left, b.corrected), (8 * SECOND, 8_000));
    assert_eq!(
        v.running,
        Running::StageStopwatch {
            nation: Nation::Sweden
        }
    );
    let correction = Logged::Command(Command::CorrectStopwatch {
        timer: StopwatchTimer::Stage,
        delta_ms: 8_000,
        reason: "nobody tapped Combat".into(),
    });
    assert!(t.engine.log().iter().any(|e| e.what == correction));
    // "5, 4, 3, 2, 1, stop" again, then the stage is over once more.
    t.take_cues();
    t.wait_s(8);
    assert_eq!(t.take_cues().len(), 6);
    assert!(t.view().stage_over);
    // Undo of the correction: the stage is over as it was.
    t.ok(Command::Undo).ok(Command::Undo);
    assert!(t.view().stage_over);
    assert_eq!(t.view().stage_budget.unwrap().corrected, 0);
}

#[test]
fn spec_11_3_the_jury_corrects_the_carried_part_and_a_retreat_timer() {
    let mut t = both_on_stopwatch();
    t.ok(Command::StartTurn).wait_s(100).tap(); // Hanover 30 s + 50 s carried
    t.ok(jury(StopwatchTimer::Carried, -20_000));
    let b = t.view().stage_budget.unwrap();
    assert_eq!(
        (b.base, b.carried, b.left),
        (30 * SECOND, 30 * SECOND, 60 * SECOND)
    );
    assert!(matches!(
        t.refused(jury(StopwatchTimer::Carried, -31_000)),
        Rejected::NegativeStopwatch { .. }
    ));
    t.stop(StopReason::Combat).ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    });
    t.wait_s(3).ok(jury(StopwatchTimer::Retreat, 4_000));
    let r = t.view().retreat.unwrap();
    assert_eq!((r.timer_left, r.corrected), (Some(6 * SECOND), 4_000));
    // A retreat timer corrected to zero passes the choice at once.
    t.ok(jury(StopwatchTimer::Retreat, -6_000));
    assert_eq!(t.view().retreat.unwrap().chooser, Side::Attackers);
    assert!(matches!(
        t.refused(jury(StopwatchTimer::Retreat, -7_000)),
        Rejected::NegativeStopwatch { .. }
    ));
}

#[test]
fn spec_16_h4_the_attackers_deal_on_the_stopwatch_runs_nothing() {
    let mut t = both_on_stopwatch();
    // H1: Frederick's deal comes before Start turn, so Prussia's budget runs at once.
    t.ok(Command::StartTurn);
    assert!(!t.view().dealing);
    assert!(t.view().stage_budget.unwrap().running);
    t.tap(); // Hanover
    t.tap(); // H3: the attackers' clock "starts", and Pompadour deals
    let v = t.view();
    assert!(v.dealing);
    assert_eq!(v.active_nation, Some(Nation::Russia));
    assert_eq!(v.running, Running::Nothing);
    t.wait_s(45); // about 15 cards
    assert_eq!(t.view().stage_budget.unwrap().left, 60 * SECOND);
    assert!(matches!(
        t.refused(Command::HandOff),
        Rejected::NotNow { .. }
    ));
    assert_eq!(t.engine.primary(), Some(Command::Dealt));
    t.tap().wait_s(10);
    let v = t.view();
    assert!(!v.dealing);
    assert_eq!(v.stage_budget.unwrap().left, 50 * SECOND);
}

#[test]
fn spec_16_h4_with_russia_out_the_deal_waits_before_swedens_20_s() {
    let mut t = both_on_stopwatch();
    t.ok(Command::NationOut {
        nation: Nation::Russia,
    })
    .ok(Command::Resume);
    t.ok(Command::StartTurn).tap().tap().wait_s(30);
    let v = t.view();
    assert!(v.dealing);
    assert_eq!(v.active_nation, Some(Nation::Sweden));
    assert_eq!(v.stage_budget.unwrap().left, 20 * SECOND);
}

#[test]
fn spec_16_h4_on_the_chess_clock_the_deal_is_the_attackers_time() {
    let mut t = Table::new();
    t.tap().tap().tap().wait_s(45);
    assert!(!t.view().dealing);
    assert_eq!(t.remaining(Side::Attackers), FULL - 45 * SECOND);
}

#[test]
fn spec_17_h3_a_shuffle_stop_charges_nothing() {
    let mut t = Table::new();
    t.tap().tap().tap().wait_s(10); // Russia: the attackers' deal on their clock
    t.stop(StopReason::Shuffle).wait_s(90);
    assert_eq!(t.view().stopped, Some(StopReason::Shuffle));
    assert_eq!(t.remaining(Side::Attackers), FULL - 10 * SECOND);
    t.tap().wait_s(5);
    assert_eq!(t.remaining(Side::Attackers), FULL - 15 * SECOND);
    // On the stopwatch, during the untimed deal, too.
    let mut t = both_on_stopwatch();
    t.ok(Command::StartTurn).tap().tap();
    t.stop(StopReason::Shuffle).wait_s(30).tap();
    assert!(t.view().dealing);
}

#[test]
fn spec_17_h3_shuffle_on_the_attackers_clock_during_their_deal() {
    let mut t = Table::new();
    t.tap().tap().tap().wait_s(5);
    t.ok(Command::Shuffle).wait_s(40);
    let v = t.view();
    assert!(v.shuffling);
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert_eq!(t.engine.primary(), Some(Command::ShuffleDone));
    t.tap().wait_s(7);
    assert_eq!(t.remaining(Side::Attackers), FULL - 52 * SECOND);
    // The shuffle is the attackers' time, but not Russia's stage.
    let chronicle = t.engine.chronicle();
    assert_eq!(chronicle.nation(Nation::Russia).clock, 12 * SECOND);
    assert_eq!(
        chronicle.outside[Side::Attackers.index()].clock,
        40 * SECOND
    );
    // Only in the first attacking stage.
    t.tap();
    assert!(matches!(
        t.refused(Command::Shuffle),
        Rejected::NotNow { .. }
    ));
}

#[test]
fn spec_17_h3_a_break_during_the_between_turns_shuffle_freezes_the_attackers_clock() {
    let mut t = Table::new();
    t.ok(Command::Shuffle).wait_s(10);
    t.stop(StopReason::Break).wait_s(100);
    assert_eq!(t.view().running, Running::Nothing);
    assert_eq!(t.remaining(Side::Attackers), FULL - 10 * SECOND);
    t.tap().wait_s(5);
    assert!(t.view().shuffling);
    assert_eq!(t.remaining(Side::Attackers), FULL - 15 * SECOND);
    assert!(matches!(
        t.refused(Command::Stop {
            reason: StopReason::Combat
        }),
        Rejected::NotNow { .. }
    ));
}

#[test]
fn spec_18_g_the_retreat_choice_passes_back_and_forth_on_the_chess_clocks() {
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    })
    .wait_s(5);
    t.ok(Command::PassRetreat).wait_s(7);
    let v = t.view();
    assert_eq!(v.retreat.unwrap().chooser, Side::Attackers);
    assert_eq!(v.attackers.remaining, FULL - 7 * SECOND);
    t.ok(Command::PassRetreat).wait_s(3);
    let v = t.view();
    assert_eq!(v.retreat.unwrap().chooser, Side::Frederick);
    assert_eq!(v.frederick.remaining, FULL - 8 * SECOND);
    assert!(
        t.engine
            .log()
            .iter()
            .any(|e| e.what == Logged::Command(Command::PassRetreat))
    );
    t.ok(Command::Resume);
    assert!(matches!(
        t.refused(Command::PassRetreat),
        Rejected::NotNow { .. }
    ));
}

#[test]
fn spec_18_g_on_the_stopwatch_the_passed_choice_gets_a_fresh_timer() {
    let mut t = both_on_stopwatch();
    t.ok(Command::StartTurn).stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 4,
    })
    .wait_s(3);
    t.ok(Command::PassRetreat);
    let v = t.view();
    let r = v.retreat.unwrap();
    assert_eq!(
        (r.chooser, r.timer_left),
        (Side::Attackers, Some(7 * SECOND))
    );
    assert_eq!(
        v.running,
        Running::RetreatTimer {
            side: Side::Attackers
        }
    );
}

#[test]
fn spec_19_prussia_has_won_when_russia_sweden_and_france_are_out() {
    let mut t = Table::new();
    t.tap().play_to(Nation::France).tap();
    for nation in Nation::PRUSSIAN_VICTORY {
        t.ok(Command::NationOut { nation });
    }
    t.ok(Command::Resume);
    let v = t.view();
    assert!(v.prussia_wins);
    assert_eq!(v.end_due, Some(EndDue::PrussiaWins));
    assert!(matches!(
        t.refused(Command::StartTurn),
        Rejected::NotNow { .. }
    ));
    assert_eq!(t.engine.primary(), Some(Command::EndGame));
    t.tap();
    assert!(t.events.contains(&Event::CallJury(JuryCall::GameOver)));
}

#[test]
fn spec_19_no_turn_starts_after_turn_23() {
    let mut t = Table::new();
    for _ in 0..23 {
        t.ok(Command::StartTurn).play_to(Nation::France).tap();
    }
    assert_eq!(t.view().turn, 23);
    assert_eq!(t.view().end_due, Some(EndDue::LastTurnPlayed));
    assert!(matches!(
        t.refused(Command::StartTurn),
        Rejected::NotNow { .. }
    ));
    assert_eq!(t.engine.primary(), Some(Command::EndGame));
}

#[test]
fn fwc_2020_h2_the_clock_is_not_stopped_during_retreats_and_charges_the_winner() {
    // FWC 2020 and CAFE 2019: "the clock is not stopped during retreats; the time
    // for the retreat is charged on the clock of the combat winner". The same
    // taps give exactly that: the retreat runs the winner's clock, and "retreat
    // done" (or the next combat) ends it.
    for preset in [Preset::Fwc2020, Preset::Cafe2019] {
        let mut t = Table::with_rules(preset.ruleset());
        t.tap().wait_s(10).stop(StopReason::Combat).wait_s(30);
        t.ok(Command::Retreat {
            winner: Side::Attackers,
            length: 3,
        })
        .wait_s(8);
        assert_eq!(t.remaining(Side::Attackers), FULL - 8 * SECOND, "{preset}");
        t.tap().wait_s(2);
        assert_eq!(t.remaining(Side::Frederick), FULL - 12 * SECOND, "{preset}");
    }
}
