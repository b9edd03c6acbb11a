//! Section H "Turn protocol", clause by clause (see docs/rules.md).
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Action, Command, MINUTE, Nation, PhaseView, Reason, Rejected, Role, Running, SECOND, Side,
    StopReason,
};

const FULL: u64 = 130 * MINUTE;

#[test]
fn h1_a_turn_starts_stopped_and_the_tap_starts_fredericks_clock() {
    let mut t = Table::new();
    assert_eq!(t.view().phase, PhaseView::BetweenTurns);
    assert_eq!(t.view().running, Running::Nothing);
    t.wait_s(30);
    assert_eq!(
        t.remaining(Side::Frederick),
        FULL,
        "dealing happens off the clock"
    );
    assert_eq!(t.engine.primary(), Some(Command::StartTurn));
    t.tap();
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::Prussia));
    assert_eq!(v.active_role, Some(Role::Frederick));
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
}

#[test]
fn h2_frederick_hands_off_from_prussia_to_hanover_on_the_same_clock() {
    let mut t = Table::new();
    t.tap().wait_s(90);
    assert_eq!(t.engine.primary(), Some(Command::HandOff));
    t.tap().wait_s(30);
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::Hanover));
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
    assert_eq!(v.frederick.remaining, FULL - 120 * SECOND);
}

#[test]
fn h3_the_end_of_hanovers_stage_starts_the_attackers_clock() {
    let mut t = Table::new();
    t.tap().tap().wait_s(10).tap().wait_s(7);
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::Russia));
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert_eq!(v.frederick.remaining, FULL - 10 * SECOND);
    assert_eq!(v.attackers.remaining, FULL - 7 * SECOND);
}

#[test]
fn h4_h5_attacking_nations_hand_off_strictly_in_order() {
    let mut t = Table::new();
    t.tap().tap().tap();
    let mut seen = Vec::new();
    while let Some(n) = t.view().active_nation {
        seen.push((n, t.view().active_role.unwrap()));
        t.tap();
    }
    assert_eq!(
        seen,
        vec![
            (Nation::Russia, Role::Elisabeth),
            (Nation::Sweden, Role::Elisabeth),
            (Nation::Austria, Role::MariaTheresia),
            (Nation::ImperialArmy, Role::MariaTheresia),
            (Nation::France, Role::Pompadour),
        ]
    );
}

#[test]
fn h5_nations_that_are_out_are_skipped() {
    let mut t = Table::new();
    t.ok(Command::NationOut {
        nation: Nation::Sweden,
    });
    t.ok(Command::NationOut {
        nation: Nation::France,
    });
    t.tap().play_to(Nation::Russia).tap();
    assert_eq!(t.view().active_nation, Some(Nation::Austria));
    t.tap();
    let v = t.view();
    assert_eq!(v.active_nation, Some(Nation::ImperialArmy));
    assert_eq!(
        v.active_role,
        Some(Role::Pompadour),
        "France out: Pompadour takes the Imperial Army"
    );
    t.tap();
    assert_eq!(
        t.view().phase,
        PhaseView::BetweenTurns,
        "the Imperial Army was the last nation"
    );
}

#[test]
fn h6_pompadour_stops_the_clock_after_the_last_attacking_nation() {
    let mut t = Table::new();
    t.tap().play_to(Nation::France).wait_s(40);
    assert_eq!(t.engine.primary(), Some(Command::HandOff));
    t.tap();
    let attackers = t.remaining(Side::Attackers);
    let v = t.view();
    assert_eq!(v.phase, PhaseView::BetweenTurns);
    assert_eq!(v.running, Running::Nothing);
    assert_eq!(v.active_nation, None);
    t.wait_s(120);
    assert_eq!(
        t.remaining(Side::Attackers),
        attackers,
        "the pause between turns is off the clock"
    );
}

#[test]
fn h7_fate_is_handled_between_turns_and_a_drop_out_calls_the_jury() {
    let mut t = Table::new();
    t.tap().play_to(Nation::France).tap();
    t.ok(Command::NationOut {
        nation: Nation::Russia,
    });
    let v = t.view();
    assert_eq!(v.out, vec![Nation::Russia]);
    assert!(v.call_jury.is_some());
    assert_eq!(v.stopped, Some(StopReason::Jury), "F: the clock stops");
    t.tap();
    assert_eq!(
        t.view().call_jury,
        None,
        "the prompt ends when the jury taps Resume"
    );
    t.tap();
    assert_eq!(t.view().turn, 2);
    t.refused(Command::NationOut {
        nation: Nation::Sweden,
    });
}

#[test]
fn h_stop_1_combat_jury_rules_and_break_stop_the_clock_and_resume_exactly() {
    for reason in StopReason::ALL {
        let mut t = Table::new();
        t.tap().play_to(Nation::Austria).wait_s(12);
        t.stop(reason).wait_s(300);
        let v = t.view();
        assert_eq!(v.stopped, Some(reason));
        assert_eq!(v.running, Running::Nothing);
        assert_eq!(v.attackers.remaining, FULL - 12 * SECOND, "{reason:?}");
        t.tap().wait_s(3);
        let v = t.view();
        assert_eq!(
            v.running,
            Running::ChessClock {
                side: Side::Attackers
            }
        );
        assert_eq!(v.active_nation, Some(Nation::Austria));
        assert_eq!(v.attackers.remaining, FULL - 15 * SECOND, "{reason:?}");
    }
}

#[test]
fn h_stop_1_stops_nest_and_resume_in_reverse() {
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat).stop(StopReason::Jury);
    assert_eq!(t.view().stopped, Some(StopReason::Jury));
    t.ok(Command::Resume);
    assert_eq!(t.view().stopped, Some(StopReason::Combat));
    t.ok(Command::Resume);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
}

/// Austria attacks and Frederick wins the combat.
fn combat_won_by_frederick() -> Table {
    let mut t = Table::new();
    t.tap().play_to(Nation::Austria).wait_s(10);
    t.stop(StopReason::Combat).wait_s(60);
    t
}

#[test]
fn h_retreat_2_retreats_are_on_the_combat_winners_time() {
    let mut t = combat_won_by_frederick();
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 4,
    })
    .wait_s(25);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
    assert_eq!(v.frederick.remaining, FULL - 25 * SECOND);
    assert_eq!(v.attackers.remaining, FULL - 10 * SECOND);
    assert_eq!(v.retreat.unwrap().chooser, Side::Frederick);
}

#[test]
fn h_retreat_2a_next_combat_stops_the_clock() {
    let mut t = combat_won_by_frederick();
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    })
    .wait_s(5);
    t.stop(StopReason::Combat).wait_s(30);
    let v = t.view();
    assert_eq!(v.stopped, Some(StopReason::Combat));
    assert_eq!(v.retreat, None);
    assert_eq!(v.frederick.remaining, FULL - 5 * SECOND);
}

#[test]
fn h_retreat_2b_winner_begins_his_retroactive_conquest() {
    let mut t = combat_won_by_frederick();
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    })
    .wait_s(5);
    t.ok(Command::Conquest {
        side: Side::Frederick,
    })
    .wait_s(8);
    assert_eq!(t.remaining(Side::Frederick), FULL - 13 * SECOND);
    t.tap().wait_s(2); // back to Austria's stage
    let v = t.view();
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert_eq!(v.attackers.remaining, FULL - 12 * SECOND);
}

#[test]
fn h_retreat_2c_winner_starts_the_opponents_clock_for_his_conquest() {
    let mut t = Table::new();
    t.tap().play_to(Nation::Austria).stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 1,
    })
    .wait_s(3);
    t.ok(Command::Conquest {
        side: Side::Attackers,
    })
    .wait_s(9);
    let v = t.view();
    assert_eq!(
        v.running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert_eq!(v.attackers.remaining, FULL - 9 * SECOND);
    assert_eq!(v.frederick.remaining, FULL - 3 * SECOND);
}

#[test]
fn h_retreat_a_combat_without_retreat_goes_straight_to_conquest_or_back_to_play() {
    let mut t = combat_won_by_frederick();
    t.ok(Command::Conquest {
        side: Side::Frederick,
    })
    .wait_s(4);
    assert_eq!(t.remaining(Side::Frederick), FULL - 4 * SECOND);
    t.tap();
    t.stop(StopReason::Combat).tap();
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
}

#[test]
fn h_shuffle_3_on_the_attackers_clock_when_pompadour_did_not_shuffle_in_advance() {
    let mut t = Table::new();
    t.tap().play_to(Nation::France).tap();
    let before = t.remaining(Side::Attackers);
    t.ok(Command::Shuffle).wait_s(45);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
    assert!(t.view().shuffling);
    t.tap(); // start the turn: Frederick's clock
    assert_eq!(t.remaining(Side::Attackers), before - 45 * SECOND);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Frederick
        }
    );
}

#[test]
fn h_shuffle_3_a_rapid_final_shuffle_is_off_the_clock() {
    // Between turns nothing runs, so a rapid shuffle there costs nobody time.
    let mut t = Table::new();
    t.wait_s(40);
    assert_eq!(t.remaining(Side::Attackers), FULL);
    // During the attackers' deal (their clock runs) it is a "shuffle" stop.
    t.tap().tap().tap().wait_s(3);
    t.stop(StopReason::Shuffle).wait_s(20).tap();
    assert_eq!(t.remaining(Side::Attackers), FULL - 3 * SECOND);
    assert_eq!(
        t.view().running,
        Running::ChessClock {
            side: Side::Attackers
        }
    );
}

#[test]
fn h_shuffle_3_shuffle_done_ends_a_shuffle_on_the_attackers_clock() {
    let mut t = Table::new();
    t.ok(Command::Shuffle)
        .wait_s(20)
        .ok(Command::ShuffleDone)
        .wait_s(20);
    assert_eq!(t.remaining(Side::Attackers), FULL - 20 * SECOND);
    assert_eq!(t.view().running, Running::Nothing);
}

#[test]
fn h7_a_card_of_fate_during_a_stage_is_refused() {
    let mut t = Table::new();
    t.tap().play_to(Nation::Sweden);
    let refused = t.refused(Command::Fate {
        card: friedrich_clock::engine::FateCard::Elisabeth,
    });
    assert_eq!(
        refused,
        Rejected::NotNow {
            what: Action::Fate,
            why: Reason::FateBetweenTurns
        }
    );
    assert!(t.view().out.is_empty());
}

#[test]
fn h7_fate_from_the_end_of_turn_6_elisabeth_takes_russia_out() {
    use friedrich_clock::engine::{Event, FateCard, JuryCall};
    let mut t = Table::new();
    for turn in 1..=6 {
        t.tap().play_to(Nation::France).tap();
        assert_eq!(t.view().fate_due, turn == 6, "turn {turn}");
    }
    t.ok(Command::Fate {
        card: FateCard::Elisabeth,
    });
    let v = t.view();
    assert_eq!(v.out, vec![Nation::Russia]);
    assert!(!v.fate_due);
    assert_eq!(v.fate, vec![(6, FateCard::Elisabeth)]);
    assert!(t.events.contains(&Event::CallJury(JuryCall::NationOut {
        nation: Nation::Russia
    })));
    assert_eq!(
        t.refused(Command::Fate {
            card: FateCard::Elisabeth
        }),
        Rejected::FateAlreadyDrawn(FateCard::Elisabeth)
    );
}

#[test]
fn h7_france_leaves_when_india_and_america_have_both_been_drawn() {
    use friedrich_clock::engine::FateCard;
    let mut t = Table::new();
    t.ok(Command::Fate {
        card: FateCard::America,
    });
    assert_eq!(t.view().out, vec![]);
    t.tap().play_to(Nation::France).tap();
    t.ok(Command::Fate {
        card: FateCard::India,
    });
    let v = t.view();
    assert_eq!(v.out, vec![Nation::France]);
    assert_eq!(v.imperial_army, Role::Pompadour);
    t.ok(Command::Fate {
        card: FateCard::Elisabeth,
    });
    t.ok(Command::Fate {
        card: FateCard::Sweden,
    });
    let v = t.view();
    assert_eq!(v.imperial_army, Role::Elisabeth);
    assert!(v.prussia_wins);
}
