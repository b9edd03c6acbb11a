//! Section G "Time limit", clause by clause (see docs/rules.md).
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Command, CueKind, Event, JuryCall, MINUTE, Nation, Preset, Role, Running, SECOND, Side,
    StopReason,
};

#[test]
fn g1_each_side_starts_with_130_minutes() {
    for preset in Preset::ALL {
        let t = Table::with_rules(preset.ruleset());
        assert_eq!(t.remaining(Side::Frederick), 130 * MINUTE, "{preset}");
        assert_eq!(t.remaining(Side::Attackers), 130 * MINUTE, "{preset}");
    }
}

#[test]
fn g1_attackers_share_one_clock() {
    let mut t = Table::new();
    t.ok(Command::StartTurn).play_to(Nation::Russia);
    t.wait_s(100).tap().wait_s(50).tap().wait_s(25);
    assert_eq!(t.view().active_nation, Some(Nation::Austria));
    assert_eq!(t.remaining(Side::Attackers), 130 * MINUTE - 175 * SECOND);
}

#[test]
fn g2_out_of_time_stops_everything_and_calls_the_jury() {
    let mut t = Table::new();
    t.flag(Side::Frederick);
    let v = t.view();
    assert_eq!(v.running, Running::Nothing);
    assert_eq!(v.frederick.remaining, 0);
    assert!(v.frederick.on_stopwatch);
    assert!(
        t.events
            .iter()
            .any(|e| matches!(e, Event::Flag { side: Side::Frederick, at } if *at == 130 * MINUTE))
    );
    assert!(
        t.events.iter().any(
            |e| matches!(e, Event::Cue(c) if c.kind == CueKind::Flag { side: Side::Frederick })
        )
    );
    // "Call the jury": on screen and as an event.
    let call = JuryCall::OutOfTime {
        side: Side::Frederick,
    };
    assert_eq!(v.call_jury, Some(call));
    assert!(t.events.contains(&Event::CallJury(call)));
}

#[test]
fn g2_a_flag_while_the_other_side_chooses_a_retreat_on_its_chess_clock() {
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 3,
    });
    t.wait(130 * MINUTE);
    let v = t.view();
    assert_eq!(v.out_of_time, Some(Side::Attackers));
    assert_eq!(v.running, Running::Nothing);
    assert_eq!(v.active_nation, Some(Nation::Prussia));
    // After the jury's tap the attackers choose on their 6 s retreat timer.
    t.tap();
    let v = t.view();
    assert_eq!(
        v.running,
        Running::RetreatTimer {
            side: Side::Attackers
        }
    );
    assert_eq!(v.retreat.unwrap().timer_left, Some(6 * SECOND));
    // None found in time: Frederick chooses, on his chess clock.
    t.wait_s(6);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
}

#[test]
fn g2_spec_16_a_flag_during_the_attackers_shuffle_leaves_the_deal_untimed() {
    let mut t = Table::new();
    t.tap().play_to(Nation::Russia).ok(Command::Shuffle);
    t.wait(130 * MINUTE);
    let v = t.view();
    assert_eq!(v.out_of_time, Some(Side::Attackers));
    // The jury's tap: the rest of the shuffle is off the clock, the deal untimed.
    t.tap().wait_s(90);
    let v = t.view();
    assert!(v.dealing && !v.shuffling);
    assert_eq!(v.running, Running::Nothing);
    assert_eq!(v.stage_budget.unwrap().left, 60 * SECOND);
    // Russia's 60 s start with the tap after the deal.
    assert_eq!(t.engine.primary(), Some(Command::Dealt));
    t.tap().wait_s(25);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::StageStopwatch {
            nation: Nation::Russia
        }
    );
    assert_eq!(v.stage_budget.unwrap().left, 35 * SECOND);
}

#[test]
fn g6_france_out_pompadour_plays_the_imperial_army_and_carries_nothing_from_austria() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t.play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    t.play_to(Nation::France).tap();
    t.ok(Command::NationOut {
        nation: Nation::France,
    })
    .ok(Command::Resume);
    assert_eq!(t.view().imperial_army, Role::Pompadour);
    t.ok(Command::StartTurn).play_to(Nation::Austria).wait_s(25);
    assert_eq!(t.view().stage_budget.unwrap().left, 35 * SECOND);
    t.tap();
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::ImperialArmy));
    assert_eq!(v.active_role, Some(Role::Pompadour));
    let b = v.stage_budget.unwrap();
    assert_eq!((b.base, b.carried, b.left), (20 * SECOND, 0, 20 * SECOND));
}

#[test]
fn g2_a_side_on_the_stopwatch_stays_there_for_the_rest_of_the_game() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap(); // the jury is here: the stopwatch starts
    t.play_to(Nation::France).tap(); // end of turn 1
    t.ok(Command::StartTurn);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::StageStopwatch {
            nation: Nation::Prussia
        }
    );
    assert_eq!(v.stage_budget.unwrap().left, 150 * SECOND);
    t.tap();
    assert_eq!(t.view().stage_budget.unwrap().base, 30 * SECOND);
    assert_eq!(
        t.remaining(Side::Frederick),
        0,
        "the chess clock stays empty"
    );
}

#[test]
fn g3_each_nation_has_its_stopwatch_budget() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t.play_to(Nation::France).tap();
    t.flag(Side::Attackers).tap();
    // From the next turn on, every nation starts with its own budget; hand off at once.
    t.play_to(Nation::France).tap();
    t.ok(Command::StartTurn);
    for (nation, secs) in [
        (Nation::Prussia, 150),
        (Nation::Hanover, 30),
        (Nation::Russia, 60),
        (Nation::Sweden, 20),
        (Nation::Austria, 60),
        (Nation::ImperialArmy, 20),
        (Nation::France, 60),
    ] {
        let v = t.view();
        assert_eq!(v.active_nation, Some(nation));
        let b = v.stage_budget.unwrap();
        assert_eq!(b.left, secs * SECOND, "{nation:?}");
        // The attackers' deal (H4) is untimed: the tap after it starts Russia's budget.
        assert_eq!(v.dealing, nation == Nation::Russia, "{nation:?}");
        if v.dealing {
            t.tap();
        }
        // Let the budget run out so nothing carries over into the next nation.
        t.wait_s(secs);
        assert!(t.view().stage_over, "{nation:?}");
        t.tap();
    }
}

#[test]
fn g4_fair_warning_one_minute_thirty_seconds_five_to_one_stop() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    let start = t.now;
    t.take_cues();
    t.wait_s(150);
    let cues = t.take_cues();
    let said: Vec<u32> = cues
        .iter()
        .map(|(k, _)| match k {
            CueKind::Stage {
                nation: Nation::Prussia,
                seconds_left,
            } => *seconds_left,
            other => panic!("unexpected cue {other:?}"),
        })
        .collect();
    assert_eq!(said, vec![60, 30, 5, 4, 3, 2, 1, 0]);
    let at: Vec<u64> = cues.iter().map(|(_, at)| (at - start) / SECOND).collect();
    assert_eq!(at, vec![90, 120, 145, 146, 147, 148, 149, 150]);
}

#[test]
fn g4_a_20_second_stage_gets_no_one_minute_warning() {
    let mut t = Table::new();
    t.ok(Command::StartTurn).play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    // Russia runs out: nothing carries to Sweden.
    t.wait_s(60).tap();
    assert_eq!(t.view().active_nation, Some(Nation::Sweden));
    t.take_cues();
    t.wait_s(20);
    let said: Vec<u32> = t
        .take_cues()
        .iter()
        .map(|(k, _)| match k {
            CueKind::Stage { seconds_left, .. } => *seconds_left,
            other => panic!("unexpected cue {other:?}"),
        })
        .collect();
    assert_eq!(said, vec![5, 4, 3, 2, 1, 0]);
}

#[test]
fn g5_unused_time_is_not_saved_from_one_turn_to_the_next() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t.wait_s(100).tap();
    assert_eq!(t.view().stage_budget.unwrap().left, 80 * SECOND);
    t.wait_s(10).tap(); // Hanover leaves 70 s unused
    t.play_to(Nation::France).tap();
    t.ok(Command::StartTurn);
    assert_eq!(t.view().stage_budget.unwrap().left, 150 * SECOND);
    t.tap();
    let b = t.view().stage_budget.unwrap();
    assert_eq!((b.base, b.carried), (30 * SECOND, 150 * SECOND));
}

#[test]
fn g6_unused_time_of_the_first_nation_is_added_to_the_second() {
    let mut t = Table::new();
    t.ok(Command::StartTurn).play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    t.wait_s(45).tap(); // Russia leaves 15 s
    let b = t.view().stage_budget.unwrap();
    assert_eq!(
        (b.base, b.carried, b.left),
        (20 * SECOND, 15 * SECOND, 35 * SECOND)
    );
    t.wait_s(35);
    assert!(t.view().stage_over);
    t.tap();
    // Austria is Maria Theresia's first nation: nothing carried from Elisabeth.
    let b = t.view().stage_budget.unwrap();
    assert_eq!((b.base, b.carried), (60 * SECOND, 0));
    t.wait_s(50).tap();
    let b = t.view().stage_budget.unwrap();
    assert_eq!((b.base, b.carried), (20 * SECOND, 10 * SECOND));
    t.wait_s(1).tap();
    // France is Pompadour's only nation.
    assert_eq!(t.view().stage_budget.unwrap().carried, 0);
}

#[test]
fn g6_no_carry_over_when_the_ruleset_turns_it_off() {
    let mut rules = Preset::Fwc2026.ruleset();
    rules.stopwatch.carry_over = false;
    let mut t = Table::with_rules(rules);
    t.flag(Side::Frederick).tap();
    t.wait_s(10).tap();
    assert_eq!(t.view().stage_budget.unwrap().left, 30 * SECOND);
}

/// Frederick on the stopwatch wins a combat in the Prussian stage.
fn retreat_on_the_stopwatch(length: i32) -> Table {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t.wait_s(20).stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length,
    });
    t
}

#[test]
fn g7_retreat_timer_is_3_seconds_plus_1_per_length() {
    let t = retreat_on_the_stopwatch(3);
    let r = t.view().retreat.unwrap();
    assert_eq!(r.timer_left, Some(6 * SECOND));
    assert_eq!(
        t.view().running,
        Running::RetreatTimer {
            side: Side::Frederick
        }
    );
}

#[test]
fn g7_retreat_time_is_separate_from_the_stage_budget() {
    let mut t = retreat_on_the_stopwatch(3);
    t.wait_s(4).ok(Command::Resume);
    let b = t.view().stage_budget.unwrap();
    assert_eq!(
        b.left,
        130 * SECOND,
        "the 4 s of retreat did not come out of Prussia's 150 s"
    );
}

#[test]
fn g7_retreat_timer_announces_three_two_one_stop() {
    let mut t = retreat_on_the_stopwatch(5);
    let start = t.now;
    t.take_cues();
    t.wait_s(8);
    let cues: Vec<(u32, u64)> = t
        .take_cues()
        .iter()
        .filter_map(|(k, at)| match k {
            CueKind::Retreat {
                side: Side::Frederick,
                seconds_left,
            } => Some((*seconds_left, at - start)),
            _ => None,
        })
        .collect();
    assert_eq!(cues, vec![(3, 5000), (2, 6000), (1, 7000), (0, 8000)]);
}

#[test]
fn g8_loser_on_the_chess_clock_chooses_on_his_clock_when_the_winner_runs_out() {
    let mut t = retreat_on_the_stopwatch(3);
    let attackers = t.remaining(Side::Attackers);
    t.wait_s(6);
    let v = t.view();
    assert_eq!(v.retreat.unwrap().chooser, Side::Attackers);
    assert_eq!(v.retreat.unwrap().timer_left, None);
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    t.wait_s(40);
    assert_eq!(t.remaining(Side::Attackers), attackers - 40 * SECOND);
    assert!(t.events.iter().any(|e| matches!(
        e,
        Event::RetreatPassed {
            to: Side::Attackers,
            ..
        }
    )));
}

#[test]
fn g8_loser_on_the_stopwatch_gets_the_same_limit_and_then_it_switches_back() {
    let mut t = Table::new();
    t.flag(Side::Frederick).tap();
    t.play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    t.stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 2,
    });
    let mut choosers = Vec::new();
    for _ in 0..4 {
        let r = t.view().retreat.unwrap();
        assert_eq!(r.timer_left, Some(5 * SECOND));
        choosers.push(r.chooser);
        t.wait_s(5);
    }
    assert_eq!(
        choosers,
        vec![
            Side::Attackers,
            Side::Frederick,
            Side::Attackers,
            Side::Frederick
        ]
    );
    // Neither chess clock moved, nor Russia's stage budget.
    assert_eq!(t.view().stage_budget.unwrap().left, 60 * SECOND);
}
