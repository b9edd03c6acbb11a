//! What the engine keeps for the report: time per nation and side, stopwatch
//! stages, drop-outs with their turn, Imperial Army switches and the offensive
//! option — and that an undo takes them back.

mod common;

use common::Table;
use friedrich_clock::engine::{
    Command, Event, FateCard, JuryCall, Logged, Nation, Offensive, PhaseView, Rejected, Role, Side,
    StopReason,
};

fn oo(step: Offensive) -> Command {
    Command::Offensive { step }
}

/// Plays whole turns of 1-second stages until the turn number is `turn`,
/// between turns.
fn to_end_of_turn(t: &mut Table, turn: u32) {
    while t.view().turn < turn || t.view().phase != PhaseView::BetweenTurns {
        t.wait_s(1).tap();
    }
}

#[test]
fn time_is_kept_per_nation_and_outside_a_sides_own_stages() {
    let mut t = Table::new();
    t.tap().wait_s(40); // Prussia 40 s
    t.tap().wait_s(10); // Hanover 10 s
    t.tap().wait_s(25); // Russia 25 s, then a combat won by Frederick
    t.stop(StopReason::Combat).wait_s(60); // combat: nobody's time
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    })
    .wait_s(7); // Frederick chooses the retreat on his clock, in Russia's stage
    t.ok(Command::Resume).wait_s(5); // Russia again
    let c = t.engine.chronicle_at(t.now);
    assert_eq!(c.nation(Nation::Prussia).clock, 40_000);
    assert_eq!(c.nation(Nation::Hanover).clock, 10_000);
    assert_eq!(c.nation(Nation::Russia).clock, 30_000);
    assert_eq!(c.outside[Side::Frederick.index()].clock, 7_000);
    assert_eq!(c.side_total(Side::Frederick).clock, 57_000);
    // The chess clocks agree with the chronicle.
    assert_eq!(t.view().frederick.used, 57_000);
    assert_eq!(t.view().attackers.used, 30_000);
}

#[test]
fn stopwatch_time_and_stages_are_counted_per_nation() {
    let mut t = Table::new();
    t.flag(Side::Attackers); // the attackers run out in Russia's stage
    t.tap(); // the jury is here: Russia's full 60 s budget
    t.wait_s(15).tap(); // Russia used 15 s of its stopwatch; Sweden starts
    t.wait_s(20); // Sweden's 20 + 45 carried: still running
    let c = t.engine.chronicle_at(t.now);
    assert_eq!(c.nation(Nation::Russia).stopwatch, 15_000);
    assert_eq!(c.nation(Nation::Russia).stopwatch_stages, 1);
    assert_eq!(c.nation(Nation::Sweden).stopwatch, 20_000);
    assert_eq!(c.nation(Nation::Sweden).stopwatch_stages, 1);
    assert_eq!(c.side_total(Side::Attackers).stopwatch_stages, 2);
    // Russia's whole chess clock was used in its stage.
    assert_eq!(c.nation(Nation::Russia).clock, 130 * 60_000);
}

#[test]
fn drop_outs_and_imperial_army_switches_are_recorded_with_their_turn() {
    let mut t = Table::new();
    to_end_of_turn(&mut t, 6);
    t.ok(Command::Fate {
        card: FateCard::India,
    });
    to_end_of_turn(&mut t, 7);
    t.ok(Command::Fate {
        card: FateCard::America,
    });
    let c = t.engine.chronicle().clone();
    assert_eq!(c.dropouts.len(), 1);
    assert_eq!(
        (c.dropouts[0].turn, c.dropouts[0].nation, c.dropouts[0].card),
        (7, Nation::France, Some(FateCard::America))
    );
    // France out: the Imperial Army passes to Pompadour after turn 7.
    assert_eq!(c.imperial.len(), 1);
    assert_eq!(
        (c.imperial[0].turn, c.imperial[0].from, c.imperial[0].to),
        (7, Role::MariaTheresia, Role::Pompadour)
    );
    // An undo takes both back.
    t.ok(Command::Undo);
    assert!(t.engine.chronicle().dropouts.is_empty());
    assert!(t.engine.chronicle().imperial.is_empty());
}

#[test]
fn the_offensive_option_is_launched_once_and_ends_once() {
    let mut t = Table::new();
    t.refused(oo(Offensive::CalledOff));
    to_end_of_turn(&mut t, 2);
    t.tap(); // turn 3, Prussia's stage
    t.ok(oo(Offensive::Launched));
    assert!(matches!(
        t.refused(oo(Offensive::Launched)),
        Rejected::NotNow { .. }
    ));
    t.ok(oo(Offensive::CalledOff));
    assert!(
        t.events
            .contains(&Event::CallJury(JuryCall::OffensiveFailed))
    );
    assert_eq!(t.view().call_jury, Some(JuryCall::OffensiveFailed));
    t.refused(oo(Offensive::Won));
    let marks = &t.engine.chronicle().offensive;
    assert_eq!(
        marks.iter().map(|m| (m.turn, m.step)).collect::<Vec<_>>(),
        [(3, Offensive::Launched), (3, Offensive::CalledOff)]
    );
    assert!(t.engine.log().iter().any(|l| l.what
        == Logged::Command(Command::Offensive {
            step: Offensive::CalledOff
        })));
}

#[test]
fn an_offensive_victory_ends_the_game() {
    let mut t = Table::new();
    t.tap().ok(oo(Offensive::Launched)).wait_s(3);
    t.ok(oo(Offensive::Won));
    assert_eq!(t.view().phase, PhaseView::GameOver);
    assert_eq!(t.view().call_jury, Some(JuryCall::GameOver));
    assert_eq!(t.engine.chronicle().offensive_now(), Some(Offensive::Won));
}

#[test]
fn in_jury_stopwatch_mode_the_physical_clock_side_never_warns_or_flags() {
    let mut t = Table::new();
    t.ok(Command::JuryStart {
        turn: 12,
        stopwatch: vec![Side::Attackers],
        out: vec![],
        imperial: None,
        next: Nation::Prussia,
    });
    t.tap(); // the jury taps: Prussia plays on the table's clock
    t.wait_s(3 * 3600);
    assert!(
        t.take_cues().is_empty(),
        "the table's clock announces itself"
    );
    assert_eq!(t.view().out_of_time, None);
    // The report still knows how long Prussia played.
    assert_eq!(
        t.engine.chronicle_at(t.now).nation(Nation::Prussia).clock,
        3 * 3_600_000
    );
    // Outside jury mode the jury cannot put a side on the stopwatch by hand.
    let mut plain = Table::new();
    plain.refused(Command::EnterStopwatch {
        side: Side::Frederick,
    });
}
