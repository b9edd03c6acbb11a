//! Commands that do not fit the state: a clear reason, and nothing changes.
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{
    Action, Command, Nation, Reason, Rejected, SECOND, Side, StopReason,
};

#[test]
fn retreat_between_turns_is_refused() {
    let mut t = Table::new();
    let err = t.refused(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    });
    assert_eq!(
        err,
        Rejected::NotNow {
            what: Action::Retreat,
            why: Reason::NoCombatBetweenTurns
        }
    );
}

#[test]
fn retreat_without_a_combat_stop_is_refused() {
    let mut t = Table::new();
    t.tap().wait_s(3);
    let err = t.refused(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    });
    assert_eq!(
        err,
        Rejected::NotNow {
            what: Action::Retreat,
            why: Reason::NoCombatStop
        }
    );
}

#[test]
fn hand_off_during_combat_is_refused() {
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat).wait_s(10);
    let err = t.refused(Command::HandOff);
    assert_eq!(
        err,
        Rejected::NotNow {
            what: Action::HandOff,
            why: Reason::ClockStopped
        }
    );
}

#[test]
fn hand_off_during_a_retreat_is_refused() {
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Attackers,
        length: 1,
    })
    .wait_s(1);
    t.refused(Command::HandOff);
}

#[test]
fn retreat_lengths_outside_1_to_30_are_refused() {
    for length in [0, -3, 31, i32::MIN, i32::MAX] {
        let mut t = Table::new();
        t.tap().stop(StopReason::Combat);
        assert_eq!(
            t.refused(Command::Retreat {
                winner: Side::Frederick,
                length
            }),
            Rejected::RetreatLength(length)
        );
    }
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat);
    t.ok(Command::Retreat {
        winner: Side::Frederick,
        length: 30,
    });
}

#[test]
fn a_correction_that_makes_time_negative_is_refused() {
    let mut t = Table::new();
    t.tap().wait_s(10);
    let remaining = t.remaining(Side::Frederick);
    let err = t.refused(Command::Correct {
        side: Side::Frederick,
        delta_ms: -i64::try_from(remaining + 1).unwrap(),
        reason: "typo".into(),
    });
    assert!(matches!(err, Rejected::NegativeTime { .. }), "{err:?}");
    t.ok(Command::Correct {
        side: Side::Frederick,
        delta_ms: -i64::try_from(remaining - SECOND).unwrap(),
        reason: "penalty".into(),
    });
    assert_eq!(t.remaining(Side::Frederick), SECOND);
}

#[test]
fn jury_actions_need_a_reason_and_a_correction_needs_time() {
    let mut t = Table::new();
    assert_eq!(
        t.refused(Command::Correct {
            side: Side::Attackers,
            delta_ms: 5000,
            reason: "  ".into()
        }),
        Rejected::MissingReason
    );
    assert_eq!(
        t.refused(Command::Correct {
            side: Side::Attackers,
            delta_ms: 0,
            reason: "x".into()
        }),
        Rejected::ZeroCorrection
    );
}

#[test]
fn only_russia_sweden_and_france_can_drop_out_and_only_once() {
    let mut t = Table::new();
    for nation in [
        Nation::Prussia,
        Nation::Hanover,
        Nation::Austria,
        Nation::ImperialArmy,
    ] {
        assert_eq!(
            t.refused(Command::NationOut { nation }),
            Rejected::CannotDropOut(nation)
        );
    }
    t.ok(Command::NationOut {
        nation: Nation::France,
    });
    t.refused(Command::NationOut {
        nation: Nation::France,
    });
}

#[test]
fn start_turn_during_a_turn_and_resume_while_running_are_refused() {
    let mut t = Table::new();
    t.tap();
    t.refused(Command::StartTurn);
    t.refused(Command::Resume);
    t.refused(Command::ShuffleDone);
    t.refused(Command::Shuffle);
}

#[test]
fn undo_with_nothing_to_undo_is_refused() {
    let mut t = Table::new();
    assert_eq!(t.refused(Command::Undo), Rejected::NothingToUndo);
}

#[test]
fn a_command_from_the_past_is_refused() {
    let mut t = Table::new();
    t.wait_s(5).tap();
    let err = t.engine.apply(&Command::HandOff, 4000).unwrap_err();
    assert!(matches!(err, Rejected::TimeWentBackwards { .. }));
}

#[test]
fn nothing_but_undo_after_the_game_is_over() {
    let mut t = Table::new();
    t.tap().ok(Command::EndGame);
    t.refused(Command::StartTurn);
    t.refused(Command::Correct {
        side: Side::Frederick,
        delta_ms: 1000,
        reason: "late".into(),
    });
}

#[test]
fn allowed_commands_match_what_apply_accepts() {
    let mut t = Table::new();
    t.tap().stop(StopReason::Combat);
    let allowed = t.engine.allowed_commands();
    assert!(allowed.contains(&Command::Retreat {
        winner: Side::Frederick,
        length: 1
    }));
    assert!(allowed.contains(&Command::Conquest {
        side: Side::Attackers
    }));
    assert!(allowed.contains(&Command::Resume));
    assert!(!allowed.contains(&Command::HandOff));
    assert!(!allowed.contains(&Command::StartTurn));
    for command in allowed {
        let mut copy = t.engine.clone();
        assert!(copy.apply(&command, t.now).is_ok(), "{command:?}");
    }
}

#[test]
fn allowed_commands_between_turns_include_the_card_of_fate() {
    use friedrich_clock::engine::FateCard;
    let t = Table::new();
    let allowed = t.engine.allowed_commands();
    assert!(allowed.contains(&Command::Fate {
        card: FateCard::Elisabeth
    }));
    assert!(allowed.contains(&Command::StartTurn));
    assert!(!allowed.contains(&Command::HandOff));
}

fn jury_start(stopwatch: Vec<Side>, out: Vec<Nation>, next: Nation) -> Command {
    Command::JuryStart {
        turn: 9,
        stopwatch,
        out,
        imperial: None,
        next,
    }
}

#[test]
fn a_jury_stopwatch_setup_that_makes_no_sense_is_refused() {
    let mut t = Table::new();
    let e = t.refused(jury_start(vec![], vec![], Nation::Russia));
    assert_eq!(
        e,
        Rejected::NotNow {
            what: Action::JuryStart,
            why: Reason::NoSideChosen
        }
    );
    let e = t.refused(jury_start(
        vec![Side::Attackers],
        vec![Nation::Sweden],
        Nation::Sweden,
    ));
    assert_eq!(
        e,
        Rejected::NotNow {
            what: Action::JuryStart,
            why: Reason::NextNationOut
        }
    );
    let e = t.refused(jury_start(
        vec![Side::Attackers],
        vec![Nation::Austria],
        Nation::Russia,
    ));
    assert_eq!(e, Rejected::CannotDropOut(Nation::Austria));
    // Accepted once, and only as the game's first command.
    t.ok(jury_start(
        vec![Side::Attackers],
        vec![Nation::Sweden],
        Nation::Russia,
    ));
    assert_eq!(t.view().turn, 9);
    assert!(t.view().jury_stopwatch && t.view().attackers.on_stopwatch);
    assert!(!t.view().frederick.on_stopwatch);
    let e = t.refused(jury_start(vec![Side::Attackers], vec![], Nation::Russia));
    assert_eq!(
        e,
        Rejected::NotNow {
            what: Action::JuryStart,
            why: Reason::NotFirst
        }
    );
}

#[test]
fn after_the_game_ends_every_command_is_refused_because_the_game_is_over() {
    let mut t = Table::new();
    t.tap();
    t.ok(Command::EndGame);
    for command in [Command::StartTurn, Command::HandOff, Command::Resume] {
        assert_eq!(t.refused(command), Rejected::GameOver);
    }
    let said =
        friedrich_clock::words::rejected(friedrich_clock::lang::Lang::En, &Rejected::GameOver);
    assert_eq!(said, "the game is over: only Undo reopens it");
    // Undo takes the end back.
    t.ok(Command::Undo).ok(Command::HandOff);
}

#[test]
fn shuffle_done_while_the_jury_has_paused_the_shuffle_says_resume_first() {
    let mut t = Table::new();
    t.ok(Command::Shuffle); // between turns, on the attackers' clock
    t.ok(Command::Stop {
        reason: StopReason::Jury,
    });
    assert_eq!(
        t.refused(Command::ShuffleDone),
        Rejected::NotNow {
            what: Action::ShuffleDone,
            why: Reason::ClockStopped
        }
    );
    t.ok(Command::Resume).ok(Command::ShuffleDone);
    // Nobody shuffling at all: that reason stays.
    assert_eq!(
        t.refused(Command::ShuffleDone),
        Rejected::NotNow {
            what: Action::ShuffleDone,
            why: Reason::NobodyShuffling
        }
    );
}

#[test]
fn a_nation_that_can_never_drop_out_says_so_mid_turn_too() {
    let mut t = Table::new();
    t.tap(); // Prussia's stage: not between turns
    assert_eq!(
        t.refused(Command::NationOut {
            nation: Nation::Austria
        }),
        Rejected::CannotDropOut(Nation::Austria)
    );
    // One that can drop out is told when: between turns.
    assert_eq!(
        t.refused(Command::NationOut {
            nation: Nation::Russia
        }),
        Rejected::NotNow {
            what: Action::NationOut,
            why: Reason::FateBetweenTurns
        }
    );
}
