//! Drop-outs as the table and the jury meet them on screen: the clock stops
//! for the jury (F, H), the jury counts the nation's objectives at that moment
//! (C), enters a Card of Fate noticed late, and sees a warning when the cards
//! came in an order the tournament's set-up cannot produce.
#![allow(clippy::unwrap_used)]

use egui::Key;
use friedrich_clock::app::Settings;
use friedrich_clock::engine::{FateCard, Nation, Preset, SECOND, StopReason};
use friedrich_clock::settings::RulesetChoice;

mod harness;
use harness::App;

/// Plays `n` whole turns with the space bar, a second per stage.
fn play_turns(t: &mut App, n: usize) {
    for _ in 0..n {
        t.harness.key_press(Key::Space);
        t.harness.run();
        while t.app().engine().unwrap().view(0).active_nation.is_some() {
            t.wait(SECOND);
            t.harness.key_press(Key::Space);
            t.harness.run();
        }
    }
}

#[test]
fn f2_c_russia_drops_out_the_clock_waits_for_the_jury_who_counts_its_objectives() {
    let mut t = App::started();
    play_turns(&mut t, 6);
    t.click("Elisabeth");
    t.assert_shows("Russia: Out of the game — Call the jury");
    // The primary button waits for the jury.
    t.assert_shows("Resume");
    t.open_jury_view();
    t.assert_shows("Objectives counted at that moment (section C)");
    t.assert_shows("Russia (when it left)");
    // What the jury was called for comes first: held and total.
    t.type_into(0, "3");
    t.type_into(1, "8");
    t.click("Save");
    let e = t.app().engine().unwrap();
    let c = e.chronicle().counted(Nation::Russia).unwrap();
    assert_eq!((c.held, c.total), (3, 8));
    t.assert_shows("Saved");
    t.click("Resume");
    assert_eq!(t.app().engine().unwrap().view(0).stopped, None);
}

#[test]
fn h7_the_jury_enters_a_card_of_fate_noticed_late() {
    let mut t = App::started();
    play_turns(&mut t, 6);
    // Nobody entered the card after turn 6; turn 7 is under way.
    t.harness.key_press(Key::Space);
    t.harness.run();
    t.wait(30 * SECOND);
    t.open_jury_view();
    t.assert_contains("Noticed late");
    t.assert_shows("after turn 6");
    t.type_into(0, "Sweden's card was overlooked");
    t.click("Sweden");
    let v = t.app().engine().unwrap().view(0);
    assert_eq!(v.fate, vec![(6, FateCard::Sweden)]);
    assert_eq!(v.out, vec![Nation::Sweden]);
    assert_eq!(v.stopped, Some(StopReason::Jury));
    t.assert_contains(
        "Card of Fate Sweden after turn 6, entered late (Sweden's card was overlooked)",
    );
}

#[test]
fn fwc_2020_elisabeth_among_the_first_four_cards_warns_the_jury() {
    let settings = Settings {
        ruleset: RulesetChoice::Preset(Preset::Fwc2020),
        ..Settings::default()
    };
    let mut t = App::with_settings(settings);
    t.click("Start game");
    play_turns(&mut t, 6);
    t.click("Elisabeth");
    t.assert_shows(
        "Elisabeth cannot be among the first 4 Cards of Fate under this tournament's set-up: check the cards",
    );
}
