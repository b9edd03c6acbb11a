//! Section F "call the jury as soon as a nation drops out or as soon as a
//! Prussian OO has failed", H "the clock is stopped … when the jury is
//! called", C "its score is calculated using the objectives it controls at
//! that moment", and a Card of Fate noticed late.
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Command, FateCard, JuryCall, MINUTE, Nation, Reason, Rejected, Role, Running, SECOND, Side,
    StopReason,
};

const FULL: u64 = 130 * MINUTE;

fn late_fate(card: FateCard, after_turn: u32) -> Command {
    Command::LateFate {
        card,
        after_turn,
        reason: "card noticed late".to_owned(),
    }
}

/// Turn `n` played to its end, on the chess clocks (1 s per stage).
fn play_turns(t: &mut Table, n: u32) {
    for _ in 0..n {
        t.ok(Command::StartTurn);
        while t.view().active_nation.is_some() {
            t.wait_s(1).tap();
        }
    }
}

#[test]
fn f2_a_card_of_fate_drop_out_calls_the_jury_and_stops_the_clock() {
    let mut t = Table::new();
    play_turns(&mut t, 6);
    t.ok(Command::Fate {
        card: FateCard::Elisabeth,
    });
    let v = t.view();
    assert_eq!(v.out, vec![Nation::Russia]);
    assert_eq!(v.stopped, Some(StopReason::Jury));
    assert_eq!(
        v.call_jury,
        Some(JuryCall::NationOut {
            nation: Nation::Russia
        })
    );
    // The table waits for the jury: no new turn until it resumes.
    assert_eq!(t.engine.primary(), Some(Command::Resume));
    assert!(matches!(
        t.refused(Command::StartTurn),
        Rejected::NotNow {
            why: Reason::ClockStopped,
            ..
        }
    ));
    t.wait_s(240).tap();
    assert_eq!(t.view().call_jury, None, "the jury is at the table");
    assert_eq!(t.engine.primary(), Some(Command::StartTurn));
    t.tap().wait_s(10);
    assert_eq!(t.view().turn, 7);
    assert_eq!(
        t.remaining(Side::Frederick),
        FULL - 6 * 2 * SECOND - 10 * SECOND,
        "the jury's four minutes are nobody's"
    );
}

#[test]
fn f2_a_drop_out_during_a_shuffle_on_the_attackers_clock_stops_the_shuffle_too() {
    let mut t = Table::new();
    play_turns(&mut t, 6);
    t.ok(Command::Shuffle).wait_s(20);
    let before = t.remaining(Side::Attackers);
    t.ok(Command::NationOut {
        nation: Nation::Sweden,
    });
    assert_eq!(t.view().running, Running::Nothing);
    t.wait_s(300);
    assert_eq!(t.remaining(Side::Attackers), before, "everything stops");
    // Resume goes on: the shuffle on the clock runs again.
    t.tap().wait_s(5);
    let v = t.view();
    assert!(v.shuffling);
    assert_eq!(v.attackers.remaining, before - 5 * SECOND);
}

#[test]
fn f2_two_drop_outs_at_once_need_one_resume() {
    let mut t = Table::new();
    play_turns(&mut t, 6);
    t.ok(Command::Fate {
        card: FateCard::Sweden,
    })
    .ok(Command::NationOut {
        nation: Nation::Russia,
    });
    t.tap();
    assert_eq!(t.view().stopped, None);
    assert_eq!(t.engine.primary(), Some(Command::StartTurn));
}

#[test]
fn c_the_jury_counts_a_nations_objectives_when_it_drops_out() {
    let mut t = Table::new();
    play_turns(&mut t, 7);
    let count = |nation| Command::Objectives {
        nation,
        held: 3,
        total: 8,
    };
    // Russia is still in the game: nothing to count yet.
    assert!(matches!(
        t.refused(count(Nation::Russia)),
        Rejected::NotNow {
            why: Reason::NotLeft,
            ..
        }
    ));
    t.ok(Command::Fate {
        card: FateCard::Elisabeth,
    })
    .ok(count(Nation::Russia));
    let counted = *t.engine.chronicle().counted(Nation::Russia).unwrap();
    assert_eq!((counted.held, counted.total, counted.turn), (3, 8, 7));
    // A recount replaces it; nonsense is refused.
    t.ok(Command::Objectives {
        nation: Nation::Russia,
        held: 4,
        total: 8,
    });
    assert_eq!(
        t.engine.chronicle().counted(Nation::Russia).unwrap().held,
        4
    );
    for (held, total) in [(9, 8), (0, 0), (1, 100)] {
        t.refused(Command::Objectives {
            nation: Nation::Russia,
            held,
            total,
        });
    }
}

#[test]
fn c_the_imperial_army_is_counted_when_maria_theresia_loses_it() {
    let mut t = Table::new();
    play_turns(&mut t, 8);
    let army = Command::Objectives {
        nation: Nation::ImperialArmy,
        held: 7,
        total: 10,
    };
    t.ok(Command::Fate {
        card: FateCard::India,
    });
    t.refused(army.clone());
    play_turns(&mut t, 1);
    t.ok(Command::Fate {
        card: FateCard::America,
    });
    assert_eq!(t.view().imperial_army, Role::Pompadour);
    t.ok(army);
    let c = t.engine.chronicle().counted(Nation::ImperialArmy).unwrap();
    assert_eq!((c.held, c.total), (7, 10));
}

#[test]
fn h7_a_card_of_fate_noticed_late_is_entered_without_undoing_the_time_since() {
    let mut t = Table::new();
    play_turns(&mut t, 6);
    // The card after turn 6 was forgotten; turn 7 is well on its way.
    t.ok(Command::StartTurn).play_to(Nation::Russia).wait_s(30);
    let spent = t.view();
    assert_eq!(spent.late_turns, Some((1, 6)));
    assert!(matches!(
        t.refused(Command::Fate {
            card: FateCard::Sweden
        }),
        Rejected::NotNow {
            why: Reason::FateBetweenTurns,
            ..
        }
    ));
    assert!(matches!(
        t.refused(Command::LateFate {
            card: FateCard::Sweden,
            after_turn: 6,
            reason: " ".to_owned()
        }),
        Rejected::MissingReason
    ));
    // Not the turn being played, nor before the first.
    t.refused(late_fate(FateCard::Sweden, 7));
    t.refused(late_fate(FateCard::Sweden, 0));
    t.ok(late_fate(FateCard::Sweden, 6));
    let v = t.view();
    assert_eq!(v.fate, vec![(6, FateCard::Sweden)]);
    assert_eq!(v.out, vec![Nation::Sweden]);
    assert_eq!(
        v.stopped,
        Some(StopReason::Jury),
        "a drop-out calls the jury"
    );
    assert_eq!(v.attackers.remaining, spent.attackers.remaining);
    assert_eq!(v.frederick.remaining, spent.frederick.remaining);
    assert_eq!(v.active_nation, Some(Nation::Russia), "Russia plays on");
    let dropout = t.engine.chronicle().dropouts[0];
    assert_eq!((dropout.turn, dropout.nation), (6, Nation::Sweden));
    // After the jury, Russia hands off straight to Austria.
    t.tap().tap();
    assert_eq!(t.view().active_nation, Some(Nation::Austria));
}

#[test]
fn h7_a_late_drop_out_of_the_nation_playing_ends_its_stage() {
    let mut t = Table::new();
    play_turns(&mut t, 9);
    t.ok(Command::StartTurn).play_to(Nation::Russia).wait_s(12);
    let sweden = t.engine.chronicle().nation(Nation::Sweden).clock;
    t.ok(Command::LateNationOut {
        nation: Nation::Russia,
        after_turn: 9,
        reason: "Tsarina's death overlooked".to_owned(),
    });
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::Sweden));
    assert_eq!(v.running, Running::Nothing);
    t.tap().wait_s(4);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    let now = t.engine.chronicle_at(t.now);
    assert_eq!(now.nation(Nation::Sweden).clock, sweden + 4 * SECOND);
    // Undo takes the late entry back like any command.
    t.ok(Command::Undo).ok(Command::Undo);
    assert!(t.view().out.is_empty());
}

#[test]
fn h7_a_late_card_keeps_the_cards_in_order() {
    let mut t = Table::new();
    play_turns(&mut t, 8);
    t.ok(Command::Fate {
        card: FateCard::Poems,
    });
    assert_eq!(
        t.view().late_turns,
        None,
        "between turns the card is no late one"
    );
    t.ok(Command::StartTurn).wait_s(5);
    assert_eq!(t.view().late_turns, Some((8, 8)));
    // A card after turn 7 would come before Poems (after turn 8).
    assert!(matches!(
        t.refused(late_fate(FateCard::Other(3), 7)),
        Rejected::NotNow {
            why: Reason::LateTurn,
            ..
        }
    ));
    t.refused(late_fate(FateCard::Poems, 8));
    t.ok(late_fate(FateCard::Other(3), 8));
    assert_eq!(t.view().stopped, None, "no drop-out, no jury stop");
}

#[test]
fn c_the_report_asks_for_the_objectives_counted_when_the_nation_left() {
    use friedrich_clock::report::{Header, Report, prefill};
    let mut t = Table::new();
    play_turns(&mut t, 7);
    t.ok(Command::Fate {
        card: FateCard::Elisabeth,
    })
    .ok(Command::Objectives {
        nation: Nation::Russia,
        held: 3,
        total: 8,
    });
    let header = Header {
        table: "4".to_owned(),
        game: None,
        players: Default::default(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    };
    let input = prefill(&t.engine, &header);
    let russia = &input.objectives[&Nation::Russia];
    assert_eq!(
        (russia.held, russia.total, russia.out_turn),
        (Some(3), Some(8), Some(7))
    );
    // Nations still in the game are counted by the jury at the end.
    assert_eq!(input.objectives[&Nation::Sweden].held, None);
    let report = Report::new(header, &t.engine, t.now, None);
    let sheet = friedrich_clock::report::html::html(&report, friedrich_clock::lang::Lang::En);
    assert!(
        sheet.contains("Russia out of the game (by Elisabeth), held 3 of 8 objectives"),
        "{sheet}"
    );
}
