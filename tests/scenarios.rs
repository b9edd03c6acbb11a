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

/// A stopwatch correction of the current stage budget.
fn give_back(ms: i64) -> Command {
    Command::CorrectStopwatch {
        timer: friedrich_clock::engine::StopwatchTimer::Stage,
        delta_ms: ms,
        reason: "nobody tapped Combat".into(),
    }
}

/// The stage budget now: (base, carried, left).
fn budget(t: &Table) -> (u64, u64, u64) {
    let b = t.view().stage_budget.unwrap();
    (b.base, b.carried, b.left)
}

/// A turn with both sides on the stopwatch, every nation handing off at once
/// (the first attacking nation after the untimed deal).
fn quick_stopwatch_turn(t: &mut Table) {
    t.ok(Command::StartTurn);
    while t.view().active_nation.is_some() {
        t.tap();
    }
}

#[test]
fn a_whole_game_on_the_stopwatch_to_a_defensive_victory_by_drop_outs() {
    let mut rules = friedrich_clock::engine::Ruleset::default();
    rules.chess_clock.frederick_minutes = 1;
    rules.chess_clock.attackers_minutes = 1;
    let mut t = Table::with_rules(rules);

    // Turn 1. Frederick flags a minute into Prussia's stage; the jury comes.
    t.ok(Command::StartTurn).wait(60_000);
    assert_eq!(t.view().out_of_time, Some(Side::Frederick));
    t.wait(45_000).tap();
    assert_eq!(budget(&t), (150_000, 0, 150_000));
    t.wait(100_250).tap();
    assert_eq!(budget(&t), (30_000, 49_750, 79_750));
    // Hanover's "stop"; the combat already declared is still fought out, and
    // the attackers' retreat choice runs their chess clock.
    t.wait(79_750);
    assert!(t.view().stage_over);
    t.stop(StopReason::Combat).wait(20_000);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 2,
    })
    .wait(3_500);
    assert_eq!(t.remaining(Side::Attackers), 56_500);
    t.ok(Command::Resume).wait(1_000);
    assert_eq!(t.view().running, Running::Nothing);
    t.tap(); // Russia, on the attackers' chess clock: their deal is their time
    t.wait(56_500);
    assert_eq!(t.view().out_of_time, Some(Side::Attackers));
    t.tap();
    assert_eq!(budget(&t), (60_000, 0, 60_000));
    t.wait(12_345).tap();
    assert_eq!(budget(&t), (20_000, 47_655, 67_655));
    // A shuffle stop in Sweden's stage charges nothing.
    t.wait(10_000).stop(StopReason::Shuffle).wait(30_000).tap();
    assert_eq!(budget(&t).2, 57_655);
    t.wait(57_655);
    assert!(t.view().stage_over);
    // The jury gives back 8 s nobody stopped for a combat; the stage reopens.
    t.ok(give_back(8_000)).wait(3_000).stop(StopReason::Combat);
    assert_eq!(budget(&t).2, 5_000);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 3,
    })
    .wait(2_000);
    // No legal retreat: the choice passes to Frederick with a fresh 6 s, which
    // runs out, and it comes back to the attackers with 6 s again.
    t.ok(Command::PassRetreat).wait(6_000);
    let r = t.view().retreat.unwrap();
    assert_eq!((r.chooser, r.timer_left), (Side::Attackers, Some(6_000)));
    t.wait(1_500).ok(Command::Resume).wait(5_000);
    assert!(t.view().stage_over);
    t.tap();
    assert_eq!(budget(&t), (60_000, 0, 60_000));
    t.wait(60_000).tap();
    assert_eq!(budget(&t), (20_000, 0, 20_000));
    t.wait(7_000).tap().wait(59_999).tap();
    assert_eq!(t.view().active_nation, None);

    // Every clock to the millisecond after turn 1.
    let v = t.view();
    for side in Side::BOTH {
        let c = v.clock(side);
        assert_eq!(
            (c.remaining, c.used, c.corrected),
            (0, 60_000, 0),
            "{side:?}"
        );
    }
    let chronicle = t.engine.chronicle();
    let time = |n: Nation| {
        let u = chronicle.nation(n);
        (u.clock, u.stopwatch)
    };
    assert_eq!(time(Nation::Prussia), (60_000, 100_250));
    assert_eq!(time(Nation::Hanover), (0, 79_750));
    assert_eq!(time(Nation::Russia), (56_500, 12_345));
    assert_eq!(
        time(Nation::Sweden),
        (0, 67_655 + 3_000 + 2_000 + 1_500 + 5_000)
    );
    assert_eq!(time(Nation::Austria), (0, 60_000));
    assert_eq!(time(Nation::ImperialArmy), (0, 7_000));
    assert_eq!(time(Nation::France), (0, 59_999));
    assert_eq!(chronicle.outside[Side::Attackers.index()].clock, 3_500);
    assert_eq!(chronicle.outside[Side::Frederick.index()].stopwatch, 6_000);

    // Turns 2–9, with the drop-outs from the end of turn 6 on.
    for _ in 2..=6 {
        quick_stopwatch_turn(&mut t);
    }
    t.ok(Command::Fate {
        card: friedrich_clock::engine::FateCard::Elisabeth,
    });
    // The drop-out called the jury; its tap goes on (F, H "In addition" 1).
    assert_eq!(t.view().stopped, Some(StopReason::Jury));
    t.ok(Command::Resume);
    t.ok(Command::StartTurn).tap().tap();
    // Russia is out: the deal waits before Sweden's own 20 s.
    assert!(t.view().dealing);
    assert_eq!(t.view().active_nation, Some(Nation::Sweden));
    assert_eq!(budget(&t), (20_000, 0, 20_000));
    while t.view().active_nation.is_some() {
        t.tap();
    }
    for card in [
        friedrich_clock::engine::FateCard::Sweden,
        friedrich_clock::engine::FateCard::India,
    ] {
        t.ok(Command::Fate { card });
        if t.view().stopped.is_some() {
            t.ok(Command::Resume);
        }
        quick_stopwatch_turn(&mut t);
    }
    assert_eq!(t.view().imperial_army, Role::Elisabeth);
    t.ok(Command::Fate {
        card: friedrich_clock::engine::FateCard::America,
    })
    .ok(Command::Resume);

    // Russia, Sweden and France are out after turn 9: Prussia has won.
    let v = t.view();
    assert_eq!(v.turn, 9);
    assert_eq!(
        v.end_due,
        Some(friedrich_clock::engine::EndDue::PrussiaWins)
    );
    t.refused(Command::StartTurn);
    t.tap();
    assert!(t.events.contains(&Event::CallJury(JuryCall::GameOver)));
    // Nothing ran between the stages of turns 2–9: the clocks are as after turn 1.
    let v = t.view();
    for side in Side::BOTH {
        assert_eq!(v.clock(side).used, 60_000, "{side:?}");
    }
    assert_eq!(
        t.now,
        60_000
            + 45_000
            + 100_250
            + 79_750
            + 20_000
            + 3_500
            + 1_000
            + 56_500
            + 12_345
            + 10_000
            + 30_000
            + 57_655
            + 3_000
            + 2_000
            + 6_000
            + 1_500
            + 5_000
            + 60_000
            + 7_000
            + 59_999
    );
}
