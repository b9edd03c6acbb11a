//! The engine answers the rule questions the shells ask, in the view: whether a
//! retreat, a Card of Fate or a drop-out is possible now, which nations may
//! drop out, who may control the Imperial Army, and whether the game is over.
#![allow(clippy::unwrap_used)]

mod common;

use common::Table;
use friedrich_clock::engine::{Command, FateCard, Nation, Offensive, Role, StopReason};

#[test]
fn a_retreat_is_possible_only_while_a_combat_is_resolved() {
    let mut t = Table::new();
    assert!(!t.view().retreat_possible, "between turns");
    t.tap();
    assert!(!t.view().retreat_possible, "during play");
    t.stop(StopReason::Combat);
    assert!(t.view().retreat_possible);
    t.stop(StopReason::Jury);
    assert!(
        !t.view().retreat_possible,
        "a jury stop on top of the combat"
    );
    // The answer agrees with what the engine accepts.
    assert!(!t.engine.allows(&Command::Retreat {
        winner: friedrich_clock::engine::Side::Frederick,
        length: 2
    }));
}

#[test]
fn fate_and_drop_outs_are_entered_between_turns_and_only_for_nations_still_in() {
    let mut t = Table::new();
    for _ in 0..6 {
        t.tap().play_to(Nation::France).tap();
    }
    let v = t.view();
    assert!(v.fate_possible && v.fate_time && v.fate_due);
    assert_eq!(
        v.may_drop_out,
        vec![Nation::Russia, Nation::Sweden, Nation::France]
    );
    t.ok(Command::Fate {
        card: FateCard::Elisabeth,
    });
    assert_eq!(t.view().may_drop_out, vec![Nation::Sweden, Nation::France]);
    // The jury's tap, then the next turn.
    t.tap().tap();
    let v = t.view();
    assert!(!v.fate_possible && !v.fate_time);
}

#[test]
fn the_imperial_army_goes_to_three_roles_and_to_nobody_after_the_game() {
    let mut t = Table::new();
    assert_eq!(
        t.view().imperial_choices,
        vec![Role::MariaTheresia, Role::Elisabeth, Role::Pompadour]
    );
    t.tap().ok(Command::Offensive {
        step: Offensive::Launched,
    });
    t.ok(Command::Offensive {
        step: Offensive::Won,
    });
    assert!(
        t.engine.finished(),
        "an offensive-option victory ends the game"
    );
    assert!(t.view().imperial_choices.is_empty());
}

#[test]
fn the_live_region_says_the_retreat_once_and_the_banner_counts_its_seconds() {
    // The page's polite live region (`#stage-news`) must not speak every
    // second: it is the banner without the retreat timer's seconds.
    use friedrich_clock::engine::{Ruleset, Side};
    use friedrich_clock::lang::Lang;
    use friedrich_clock::words;
    let mut rules = Ruleset::default();
    rules.chess_clock.frederick_minutes = 1;
    let mut t = Table::with_rules(rules);
    t.flag(Side::Frederick).ok(Command::Resume);
    t.ok(Command::Stop {
        reason: StopReason::Combat,
    })
    .ok(Command::Retreat {
        winner: Side::Frederick,
        length: 2,
    });
    let v = t.view();
    let banner = words::banner(Lang::En, &v);
    let news = words::stage_news(Lang::En, &v);
    assert!(banner.ends_with(" — 5 s"), "{banner}");
    assert_eq!(format!("{news} — 5 s"), banner);
    t.wait(2_000);
    assert_eq!(words::stage_news(Lang::En, &t.view()), news);
    // Anywhere else the two say the same.
    t.ok(Command::Resume);
    let v = t.view();
    assert_eq!(words::stage_news(Lang::En, &v), words::banner(Lang::En, &v));
}
