//! Whole-turn scenarios from the engine issue.
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Command, Event, JuryCall, MINUTE, Nation, Role, Running, SECOND, Side, StopReason,
};

#[test]
fn frederick_flags_in_the_prussian_stage_and_plays_on_the_stopwatch() {
    let mut t = Table::new();
    t.tap().wait(130 * MINUTE - 30 * SECOND);
    assert_eq!(t.remaining(Side::Frederick), 30 * SECOND);
    t.wait_s(30);
    // Stopped, "call the jury".
    let v = t.view();
    assert_eq!(v.running, Running::Nothing);
    assert_eq!(v.out_of_time, Some(Side::Frederick));
    assert_eq!(
        v.call_jury,
        Some(JuryCall::OutOfTime {
            side: Side::Frederick
        })
    );
    assert!(t.events.contains(&Event::CallJury(JuryCall::OutOfTime {
        side: Side::Frederick
    })));
    // The jury is there: tap → Prussia 150 s.
    t.wait_s(120).tap();
    let v = t.view();
    assert_eq!(
        v.running,
        Running::StageStopwatch {
            nation: Nation::Prussia
        }
    );
    assert_eq!(v.stage_budget.unwrap().left, 150 * SECOND);
    // Hand-off after 100 s → Hanover has 30 + 50 s.
    t.wait_s(100).tap();
    let b = t.view().stage_budget.unwrap();
    assert_eq!(
        (b.base, b.carried, b.left),
        (30 * SECOND, 50 * SECOND, 80 * SECOND)
    );
    t.wait_s(80);
    assert!(t.view().stage_over);
    // Next turn Hanover has 30 s again.
    t.tap().play_to(Nation::France).tap();
    t.tap().wait_s(150);
    t.tap();
    let b = t.view().stage_budget.unwrap();
    assert_eq!((b.base, b.carried, b.left), (30 * SECOND, 0, 30 * SECOND));
}

#[test]
fn a_minus_3_retreat_on_the_stopwatch_gives_6_s_then_the_loser_chooses_on_his_chess_clock() {
    let mut t = Table::new();
    t.tap().play_to(Nation::Russia);
    t.flag(Side::Attackers).tap();
    t.wait_s(15).stop(StopReason::Combat).wait_s(90);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 3,
    });
    let v = t.view();
    assert_eq!(v.retreat.unwrap().timer_left, Some(6 * SECOND));
    assert_eq!(
        v.running,
        Running::RetreatTimer {
            side: Side::Attackers
        }
    );
    let frederick = v.frederick.remaining;
    t.wait_s(6);
    let v = t.view();
    let r = v.retreat.unwrap();
    assert_eq!((r.winner, r.chooser), (Side::Attackers, Side::Frederick));
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
    t.wait_s(20).tap(); // retreat done: Russia's stage resumes
    let v = t.view();
    assert_eq!(v.frederick.remaining, frederick - 20 * SECOND);
    assert_eq!(
        v.running,
        Running::StageStopwatch {
            nation: Nation::Russia
        }
    );
    assert_eq!(v.stage_budget.unwrap().left, 45 * SECOND);
}

#[test]
fn russia_and_sweden_out_elisabeth_takes_the_imperial_army_and_austria_carries_nothing() {
    let mut t = Table::new();
    t.tap().play_to(Nation::France).tap();
    t.ok(Command::NationOut {
        nation: Nation::Russia,
    });
    t.ok(Command::NationOut {
        nation: Nation::Sweden,
    });
    assert_eq!(t.view().imperial_army, Role::Elisabeth);
    t.tap().play_to(Nation::Austria);
    t.flag(Side::Attackers).tap();
    t.wait_s(20).tap(); // Austria leaves 40 s
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::ImperialArmy));
    assert_eq!(v.active_role, Some(Role::Elisabeth));
    let b = v.stage_budget.unwrap();
    assert_eq!((b.base, b.carried), (20 * SECOND, 0));
}

#[test]
fn a_whole_turn_with_combat_retreat_and_conquest_charges_each_side_exactly() {
    let mut t = Table::new();
    t.tap().wait_s(120); // Prussia 120
    t.stop(StopReason::Combat).wait_s(90);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    })
    .wait_s(7); // F 7
    t.ok(Command::Conquest {
        side: Side::Attackers,
    })
    .wait_s(11); // A 11
    t.tap().wait_s(30).tap().wait_s(40); // Prussia 30, Hanover 40
    t.tap()
        .wait_s(100)
        .tap()
        .wait_s(20)
        .tap()
        .wait_s(80)
        .tap()
        .wait_s(10)
        .tap()
        .wait_s(60);
    t.tap();
    assert_eq!(t.remaining(Side::Frederick), 130 * MINUTE - 197 * SECOND);
    assert_eq!(t.remaining(Side::Attackers), 130 * MINUTE - 281 * SECOND);
    assert_eq!(t.view().running, Running::Nothing);
}
