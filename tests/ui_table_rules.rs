//! The rules of spec items 14–20 as Pompadour and the jury meet them on screen:
//! combat after "stop", passing a retreat choice, the attackers' deal, the
//! shuffle picker, End game when Prussia has won, stopwatch corrections, the
//! jury gesture (E.13a) and the British Open in setup.
#![allow(clippy::unwrap_used)]

use egui::Key;
use egui_kittest::kittest::Queryable;
use friedrich_clock::app::{Screen, Settings};
use friedrich_clock::engine::{MINUTE, SECOND};

mod harness;
use harness::App;

/// Taps the primary action with the space bar, `n` times.
fn space(t: &mut App, n: usize) {
    for _ in 0..n {
        t.harness.key_press(Key::Space);
        t.harness.run();
    }
}

/// Plays a whole turn with the space bar, from between turns to between turns.
fn play_turn(t: &mut App) {
    // A drop-out stopped the clock for the jury (F): its tap first.
    if t.app().engine().unwrap().primary() == Some(friedrich_clock::engine::Command::Resume) {
        space(t, 1);
    }
    space(t, 1);
    while t.app().engine().unwrap().view(0).active_nation.is_some() {
        space(t, 1);
    }
}

/// Types into the PIN field (a password field: its digits are not shown).
fn type_pin(t: &mut App, pin: &str) {
    t.harness
        .get_by_role(egui::accesskit::Role::PasswordInput)
        .type_text(pin);
    t.harness.run();
}

/// Frederick flagged in Prussia's stage, on the stopwatch with 150 s.
fn frederick_on_the_stopwatch() -> App {
    let mut t = App::started();
    t.click("Frederick's clock » Prussia");
    t.wait(130 * MINUTE);
    t.click("Start stopwatch: Prussia 150 s");
    t
}

#[test]
fn spec_14_combat_and_retreat_after_stop_and_the_choice_passed_back() {
    let mut t = frederick_on_the_stopwatch();
    t.wait(150 * SECOND);
    t.assert_shows("Prussia — time is up — stop");
    t.click("Combat");
    t.assert_shows("Combat — clock stopped");
    t.click("Retreat…");
    t.click("Frederick");
    t.click("−3");
    t.assert_shows("Retreat −3: Frederick to choose — 6 s");
    t.wait(6 * SECOND);
    // The loser chooses on his chess clock; he finds none either and passes back.
    t.assert_shows("Retreat −3: Attackers to choose");
    t.wait(4 * SECOND);
    t.assert_shows("Attackers 2:09:56");
    t.click("Pass retreat");
    t.assert_shows("Retreat −3: Frederick to choose — 6 s");
    t.wait(2 * SECOND);
    t.click("Retreat done » Prussia");
    // The stage stays over; the primary tap starts Hanover's stage.
    t.assert_shows("Prussia — time is up — stop");
    t.click("Hanover »");
    t.assert_shows("Hanover 30 s");
}

#[test]
fn spec_16_the_attackers_deal_on_the_stopwatch_waits_for_a_tap() {
    let mut t = frederick_on_the_stopwatch();
    space(&mut t, 2); // Hanover, then Russia on the attackers' clock
    t.wait(130 * MINUTE);
    t.click("Start stopwatch: Russia 60 s");
    space(&mut t, 5); // to the end of the turn
    t.assert_shows("Between turns");
    // Frederick is on the stopwatch: no chess clock starts, Prussia's
    // stopwatch does; the attackers are too: Hanover's tap leads to the deal.
    t.click("Stopwatch » Prussia");
    t.assert_shows("Prussia 150 s");
    t.click("Hanover »");
    t.click("Deal the cards » Russia");
    t.assert_shows("Russia — Pompadour deals the cards");
    t.wait(40 * SECOND);
    t.assert_shows("Attackers 60");
    t.click("Cards dealt » Russia 60 s");
    t.assert_shows("Russia — action stage");
}

#[test]
fn spec_17_shuffle_off_the_clock_or_on_the_attackers_clock() {
    let mut t = App::started();
    space(&mut t, 3); // Russia: the attackers' deal on their clock
    t.wait(4 * SECOND);
    t.click("Shuffle…");
    t.click("Shuffle off the clock");
    t.assert_shows("Shuffling (off the clock) — clock stopped");
    t.wait(30 * SECOND);
    t.click("Resume » Russia");
    t.assert_shows("Attackers 2:09:56");
    t.click("Shuffle…");
    t.click("Shuffle on the attackers' clock");
    t.assert_shows("Russia — Shuffling on the attackers' clock");
    t.wait(10 * SECOND);
    t.click("Shuffle done » Russia");
    t.assert_shows("Russia — action stage");
    t.assert_shows("Attackers 2:09:46");
}

#[test]
fn spec_19_the_table_offers_end_game_when_prussia_has_won() {
    let mut t = App::started();
    for _ in 0..5 {
        play_turn(&mut t);
    }
    for card in ["Elisabeth", "Sweden", "India", "America"] {
        play_turn(&mut t);
        t.click(card);
    }
    // France's drop-out calls the jury and stops the clock; the jury resumes.
    t.assert_contains("France: Out of the game — Call the jury");
    t.click("Resume");
    t.assert_contains("Russia, Sweden and France are out: Prussia wins");
    t.click("End game");
    assert!(
        t.app().engine().unwrap().view(0).phase == friedrich_clock::engine::PhaseView::GameOver
    );
    t.assert_shows("Game over — Call the jury");
}

#[test]
fn spec_11_3_the_jury_gives_back_stage_time_on_the_stopwatch() {
    let mut t = frederick_on_the_stopwatch();
    t.wait(150 * SECOND);
    t.open_jury_view();
    t.type_into(0, "nobody tapped Combat");
    t.click("Stage time 0 s");
    t.click("+5 s");
    t.click("+1 s");
    t.click("+1 s");
    t.click("+1 s");
    t.assert_shows("Stage time 8 s");
    t.assert_contains("Jury: stage stopwatch +1.000 s (nobody tapped Combat)");
    t.click("Back to the table");
    t.assert_shows("Prussia — action stage");
    t.assert_shows("Frederick 8");
}

#[test]
fn e13a_a_short_tap_does_not_open_the_jury_view_two_seconds_do() {
    let mut t = App::started();
    t.click("Jury view");
    assert_eq!(t.app().screen(), Screen::Table);
    t.assert_shows("Hold Jury view for 2 seconds");
    t.hold("Jury view", 1_500);
    assert_eq!(t.app().screen(), Screen::Table);
    t.hold("Jury view", 2_000);
    assert_eq!(t.app().screen(), Screen::Jury);
    t.assert_shows("Jury — Turn 0");
}

#[test]
fn e13a_with_a_jury_pin_only_the_pin_opens_the_jury_view() {
    let settings = Settings {
        jury_pin: "4711".to_owned(),
        ..Settings::default()
    };
    let mut t = App::with_settings(settings);
    t.click("Start game");
    t.hold("Jury view", 3_000);
    assert_eq!(t.app().screen(), Screen::Table);
    t.assert_shows("Jury PIN");
    type_pin(&mut t, "1234");
    t.click("Open");
    t.assert_shows("Wrong PIN");
    assert_eq!(t.app().screen(), Screen::Table);
    type_pin(&mut t, "4711");
    t.click("Open");
    assert_eq!(t.app().screen(), Screen::Jury);
}

#[test]
fn setup_names_the_british_open() {
    let mut t = App::new();
    t.click("British Open");
    t.click("Start game");
    assert_eq!(t.app().engine().unwrap().rules().name, "British Open");
}

#[test]
fn spec_15_oo_failed_in_the_jury_view_stops_the_clock_until_the_jury_resumes() {
    let mut t = App::started();
    t.click("Frederick's clock » Prussia");
    t.wait(10 * SECOND);
    t.open_jury_view(); // two seconds more on Frederick's clock
    t.click("OO launched");
    t.click("OO failed");
    t.assert_contains("OO failed");
    t.assert_contains("Stopwatch: clock stopped");
    t.wait(5 * MINUTE);
    t.click("Back to the table");
    t.assert_shows("Frederick 2:09:48");
    t.click("Resume » Prussia");
    t.wait(2 * SECOND);
    t.assert_shows("Frederick 2:09:46");
}

#[test]
fn spec_19_after_turn_23_the_table_offers_end_game() {
    let mut t = App::started();
    // Seventeen cards after turns 6–22; France stays in, so Prussia has not won.
    let minor: Vec<String> = (1..=12).map(|n| n.to_string()).collect();
    let strokes = ["Poems", "Lord Bute", "Elisabeth", "Sweden", "India"];
    let mut cards = minor.iter().map(String::as_str).chain(strokes);
    for turn in 1..=23 {
        play_turn(&mut t);
        if (6..23).contains(&turn) {
            t.click(cards.next().unwrap());
        }
    }
    t.assert_contains("The last turn has been played — End game");
    t.click("End game");
    t.assert_shows("Game over — Call the jury");
}
