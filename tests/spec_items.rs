//! Our interpretations, "The clock" items 1–12 of the product spec (see docs/rules.md).
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Command, CueKind, Logged, MINUTE, Nation, PhaseView, Role, Running, SECOND, Side, StopReason,
};

const FULL: u64 = 130 * MINUTE;

#[test]
fn spec_01_exactly_one_thing_runs() {
    let mut t = Table::new();
    t.tap().wait_s(5);
    let v = t.view();
    assert!(v.frederick.running && !v.attackers.running);
    t.play_to(Nation::Russia);
    let v = t.view();
    assert!(!v.frederick.running && v.attackers.running);
}

#[test]
fn spec_02_the_screen_always_knows_whose_stage_it_is() {
    let mut t = Table::new();
    t.tap();
    for nation in Nation::ALL {
        assert_eq!(t.view().active_nation, Some(nation));
        t.stop(StopReason::Combat);
        assert_eq!(t.view().active_nation, Some(nation), "also while stopped");
        t.tap().tap();
    }
    assert_eq!(t.view().phase, PhaseView::BetweenTurns);
}

#[test]
fn spec_03_resume_restores_exactly_what_ran_before_the_stop() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t.wait_s(5).stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 4,
    })
    .wait_s(2);
    t.stop(StopReason::Rules).wait_s(200).tap();
    let v = t.view();
    assert_eq!(
        v.running,
        Running::RetreatTimer {
            side: Side::Frederick
        }
    );
    assert_eq!(v.retreat.unwrap().timer_left, Some(5 * SECOND));
    assert_eq!(v.stage_budget.unwrap().left, 145 * SECOND);
}

#[test]
fn spec_04_after_the_retreat_the_stage_resumes_on_the_active_nations_side() {
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 1,
    })
    .wait_s(4);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert_eq!(t.engine.primary(), Some(Command::Resume));
    t.tap().wait_s(1);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
    assert_eq!(t.remaining(Side::Attackers), FULL - 4 * SECOND);
}

#[test]
fn spec_05_the_interrupted_stage_continues_after_a_tap_with_the_full_budget() {
    let mut t = Table::new();
    t.tap().tap().tap().wait_s(50);
    t.ok(Command::Correct {
        side: Side::Attackers,
        delta_ms: -(FULL as i64 - 70_000),
        reason: "test".into(),
    });
    t.wait_s(20);
    let v = t.view();
    assert_eq!(v.out_of_time, Some(Side::Attackers));
    assert_eq!(v.running, Running::Nothing);
    t.wait_s(90); // the jury walks over
    assert_eq!(t.engine.primary(), Some(Command::Resume));
    t.tap();
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::Russia));
    assert_eq!(
        v.running,
        Running::StageStopwatch {
            nation: Nation::Russia
        }
    );
    assert_eq!(v.stage_budget.unwrap().left, 60 * SECOND);
}

#[test]
fn spec_06_budget_expiry_ends_the_stage_and_the_next_tap_starts_the_next() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap().wait_s(150);
    let v = t.view();
    assert!(v.stage_over);
    assert_eq!(v.running, Running::Nothing);
    t.wait_s(10);
    assert_eq!(t.view().active_nation, Some(Nation::Prussia));
    t.tap();
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::Hanover));
    assert_eq!(
        v.stage_budget.unwrap().left,
        30 * SECOND,
        "an expired stage carries nothing"
    );
}

#[test]
fn spec_06_combat_pauses_the_stage_stopwatch() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap().wait_s(10);
    t.stop(StopReason::Combat).wait_s(120).tap().wait_s(5);
    assert_eq!(t.view().stage_budget.unwrap().left, 135 * SECOND);
}

#[test]
fn spec_06_carry_over_follows_who_controls_which_nation_now() {
    let mut t = Table::new();
    t.ok(Command::ImperialControl {
        role: Some(Role::Pompadour),
        reason: "3-player game".into(),
    });
    t.tap().play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    t.play_to(Nation::Austria);
    t.wait_s(10).tap(); // Austria leaves 50 s, but Pompadour plays the Imperial Army
    let b = t.view().stage_budget.unwrap();
    assert_eq!((b.base, b.carried), (20 * SECOND, 0));
    t.wait_s(5).tap(); // the Imperial Army leaves 15 s to Pompadour's France
    let b = t.view().stage_budget.unwrap();
    assert_eq!((b.base, b.carried), (60 * SECOND, 15 * SECOND));
}

#[test]
fn spec_07_a_conquest_by_the_other_side_on_the_stopwatch_counts_up() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t.play_to(Nation::Russia).stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    })
    .wait_s(2);
    t.ok(Command::Conquest {
        side: Side::Frederick,
    })
    .wait_s(17);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::CountUp {
            side: Side::Frederick
        }
    );
    assert_eq!(v.conquest.unwrap().counted, Some(17 * SECOND));
    assert_eq!(v.attackers.remaining, FULL);
}

#[test]
fn spec_07_a_conquest_by_the_active_side_on_the_stopwatch_uses_the_stage_budget() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap().stop(StopReason::Combat);
    t.ok(Command::Conquest {
        side: Side::Frederick,
    })
    .wait_s(12);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::StageStopwatch {
            nation: Nation::Prussia
        }
    );
    assert_eq!(v.stage_budget.unwrap().left, 138 * SECOND);
    t.tap();
    assert_eq!(
        t.view().active_nation,
        Some(Nation::Hanover),
        "a hand-off straight from the conquest"
    );
}

#[test]
fn spec_08_shuffle_is_refused_when_the_attackers_are_on_the_stopwatch() {
    let mut t = Table::new();
    t.tap().play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    t.play_to(Nation::France).tap();
    t.refused(Command::Shuffle);
}

#[test]
fn spec_09_chess_clock_warnings_at_ten_minutes_and_one_minute_then_the_flag() {
    let mut t = Table::new();
    t.tap().wait(FULL);
    let cues: Vec<(CueKind, u64)> = t.take_cues();
    assert_eq!(
        cues,
        vec![
            (
                CueKind::ChessClock {
                    side: Side::Frederick,
                    seconds_left: 600
                },
                FULL - 10 * MINUTE
            ),
            (
                CueKind::ChessClock {
                    side: Side::Frederick,
                    seconds_left: 60
                },
                FULL - MINUTE
            ),
            (
                CueKind::Flag {
                    side: Side::Frederick
                },
                FULL
            ),
        ]
    );
}

#[test]
fn spec_09_a_cue_already_given_is_not_repeated_after_a_pause() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap().wait_s(95);
    t.stop(StopReason::Break).wait_s(600).tap();
    t.take_cues();
    t.wait_s(10);
    assert_eq!(
        t.take_cues(),
        vec![],
        "'one minute left' was said before the break"
    );
}

#[test]
fn spec_09_next_deadline_is_the_next_announcement() {
    let mut t = Table::new();
    assert_eq!(t.engine.next_deadline(), None, "nothing runs between turns");
    t.tap();
    assert_eq!(t.engine.next_deadline(), Some(FULL - 10 * MINUTE));
    t.stop(StopReason::Combat);
    assert_eq!(t.engine.next_deadline(), None);
}

#[test]
fn spec_10_undo_charges_the_time_since_the_tap_to_whoever_ran_before() {
    let mut t = Table::new();
    t.tap().wait_s(30).tap().wait_s(20);
    t.ok(Command::Undo);
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::Prussia));
    assert_eq!(v.frederick.remaining, FULL - 50 * SECOND);
    // A mistaken hand-off to the attackers costs them nothing once undone.
    t.play_to(Nation::Hanover).wait_s(5).tap().wait_s(8);
    assert_eq!(t.remaining(Side::Attackers), FULL - 8 * SECOND);
    t.ok(Command::Undo);
    assert_eq!(t.remaining(Side::Attackers), FULL);
    assert_eq!(t.remaining(Side::Frederick), FULL - 63 * SECOND);
}

#[test]
fn spec_10_undo_goes_back_at_least_to_the_start_of_the_turn() {
    let mut t = Table::new();
    t.tap()
        .play_to(Nation::France)
        .tap()
        .tap()
        .play_to(Nation::France);
    let mut steps = 0;
    while t.view().phase != PhaseView::BetweenTurns {
        t.ok(Command::Undo);
        steps += 1;
    }
    assert_eq!(steps, 7);
    assert_eq!(t.view().turn, 1, "back between turns 1 and 2");
    t.ok(Command::Undo);
    assert_eq!(t.view().active_nation, Some(Nation::France));
}

#[test]
fn spec_10_undo_of_a_flag_tap_flags_again_at_the_right_moment() {
    let mut t = Table::new();
    t.tap().wait(FULL - 5 * SECOND).tap(); // hand-off to Hanover 5 s before the flag
    t.wait_s(10).ok(Command::Undo);
    // Undone: Frederick was still in Prussia's stage and his clock ran out 5 s later.
    let v = t.view();
    assert_eq!(v.out_of_time, Some(Side::Frederick));
    assert_eq!(v.active_nation, Some(Nation::Prussia));
}

#[test]
fn spec_11_jury_corrections_add_and_remove_time_with_a_reason() {
    let mut t = Table::new();
    t.tap().wait_s(60);
    t.ok(Command::Correct {
        side: Side::Frederick,
        delta_ms: 30_000,
        reason: "clock started late".into(),
    });
    t.ok(Command::Correct {
        side: Side::Attackers,
        delta_ms: -120_000,
        reason: "slow play".into(),
    });
    assert_eq!(t.remaining(Side::Frederick), FULL - 30 * SECOND);
    assert_eq!(t.remaining(Side::Attackers), FULL - 2 * MINUTE);
    let logged = |side, delta_ms, reason: &str| {
        Logged::Command(Command::Correct {
            side,
            delta_ms,
            reason: reason.into(),
        })
    };
    let log: Vec<&Logged> = t.engine.log().iter().map(|l| &l.what).collect();
    assert!(log.contains(&&logged(Side::Frederick, 30_000, "clock started late")));
    assert!(log.contains(&&logged(Side::Attackers, -120_000, "slow play")));
}

#[test]
fn spec_11_a_correction_to_exactly_zero_flags_the_side() {
    let mut t = Table::new();
    t.tap().wait_s(60);
    t.ok(Command::Correct {
        side: Side::Frederick,
        delta_ms: -i64::try_from(FULL - 60 * SECOND).unwrap(),
        reason: "time penalty".into(),
    });
    let v = t.view();
    assert_eq!(v.frederick.remaining, 0);
    assert_eq!(v.out_of_time, Some(Side::Frederick));
    assert!(v.frederick.on_stopwatch);
    assert!(t.events.iter().any(|e| matches!(
        e,
        friedrich_clock::engine::Event::Flag {
            side: Side::Frederick,
            ..
        }
    )));
}

#[test]
fn spec_11_jury_switches_a_side_back_from_the_stopwatch() {
    let mut t = Table::new();
    t.flag(Side::Frederick);
    t.refused(Command::LeaveStopwatch {
        side: Side::Frederick,
        reason: "wrong flag".into(),
    });
    t.ok(Command::Correct {
        side: Side::Frederick,
        delta_ms: 120_000,
        reason: "clock ran during a break".into(),
    });
    t.ok(Command::LeaveStopwatch {
        side: Side::Frederick,
        reason: "wrong flag".into(),
    });
    t.tap().wait_s(30);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
    assert_eq!(v.frederick.remaining, 90 * SECOND);
    assert!(!v.frederick.on_stopwatch);
}

#[test]
fn spec_11_jury_overrides_imperial_army_control() {
    let mut t = Table::new();
    t.ok(Command::ImperialControl {
        role: Some(Role::Elisabeth),
        reason: "house rule".into(),
    });
    let v = t.view();
    assert_eq!(v.imperial_army, Role::Elisabeth);
    assert!(v.imperial_overridden);
    t.ok(Command::ImperialControl {
        role: None,
        reason: "back to the rules".into(),
    });
    assert_eq!(t.view().imperial_army, Role::MariaTheresia);
}

#[test]
fn spec_12_the_engine_counts_turns_for_the_jury() {
    let mut t = Table::new();
    assert_eq!(t.view().turn, 0);
    for turn in 1..=3 {
        t.tap();
        assert_eq!(t.view().turn, turn);
        t.play_to(Nation::France).tap();
    }
    assert_eq!(t.view().turn, 3);
}

#[test]
fn game_over_stops_everything_for_good() {
    let mut t = Table::new();
    t.tap().wait_s(10).ok(Command::EndGame).wait_s(100);
    let v = t.view();
    assert_eq!(v.phase, PhaseView::GameOver);
    assert_eq!(v.running, Running::Nothing);
    assert_eq!(v.frederick.remaining, FULL - 10 * SECOND);
    assert_eq!(t.engine.primary(), None);
    assert_eq!(t.engine.allowed_commands(), vec![Command::Undo]);
}

#[test]
fn spec_05_the_call_the_jury_prompt_ends_when_the_jury_taps() {
    let mut t = Table::new();
    t.flag(Side::Frederick);
    assert!(t.view().call_jury.is_some());
    t.tap();
    assert_eq!(t.view().call_jury, None);
}
