//! Jury stopwatch mode on a phone held upright (412 × 915): the jury times the
//! stopwatch phases of a table that plays on a physical chess clock.
#![allow(clippy::unwrap_used)]

mod harness;

use egui_kittest::kittest::Queryable;
use friedrich_clock::app::{ClockApp, Settings};
use friedrich_clock::engine::SECOND;
use friedrich_clock::lang::Lang;
use friedrich_clock::words;
use harness::App;

/// The app on a phone, saving to a fresh folder that goes when the guard drops.
fn phone() -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_owned();
    let t = App::custom_sized(1_000, egui::vec2(412.0, 915.0), move |source| {
        ClockApp::new(Settings::default(), source, Some(data))
    });
    (dir, t)
}

impl App {
    fn wait_s(&mut self, s: u64) {
        self.wait(s * SECOND);
    }
}

/// Sets up: the given sides toggled from the default (attackers only), next nation.
fn start(t: &mut App, toggles: &[&str], next: &str) {
    t.click("Jury stopwatch");
    for label in toggles {
        t.click(label);
    }
    // The next stage's row comes after "Out of the game", which also lists
    // Russia, Sweden and France.
    t.harness
        .get_all_by_role_and_label(egui::accesskit::Role::Button, next)
        .last()
        .unwrap()
        .click();
    t.harness.run();
    t.click("Start the stopwatch");
}

#[test]
fn a_whole_attackers_turn_with_carry_over_and_a_retreat_passing_to_the_loser() {
    let (_dir, mut t) = phone();
    start(&mut t, &[], "Russia");
    t.assert_shows("Jury — clock stopped");
    t.click("Resume » Russia");
    t.assert_shows("60");
    t.assert_shows("Russia 60 s");
    t.wait_s(46);
    t.assert_shows("14");
    // The primary action sits at the bottom of the screen, under the thumb.
    let button = t.harness.get_by_label("Sweden »").rect();
    assert!(
        button.bottom() > 860.0 && button.width() > 380.0,
        "{button:?}"
    );
    t.click("Sweden »");
    t.assert_shows("Sweden 20 s + 14 s carried");
    t.assert_shows("34");
    // Combat, won by the attackers: Sweden chooses a −3 retreat in 6 s.
    t.click("Combat");
    t.wait_s(30);
    t.click("Retreat…");
    t.click("Attackers");
    t.click("−3");
    t.assert_shows("Retreat −3: Attackers to choose");
    t.assert_shows("6");
    // Time is up: the choice passes to the loser, on his physical chess clock.
    t.wait_s(6);
    t.assert_shows("Retreat −3: Frederick to choose");
    t.assert_shows("on the chess clock");
    t.wait_s(5);
    t.click("Retreat done » Sweden");
    // The stage stopwatch did not run during the combat and the retreat.
    t.assert_shows("34");
    t.wait_s(4);
    t.click("Austria »");
    t.wait_s(50);
    t.click("Imperial Army »");
    t.assert_shows("Imperial Army 20 s + 10 s carried");
    t.click("France »");
    t.assert_shows("60");
    t.click("End turn");
    t.assert_shows("Between turns");
    // Next turn: Frederick plays on the table's chess clock; the jury waits.
    t.click("Frederick's clock » Prussia");
    t.assert_shows("waiting");
    t.assert_shows("Frederick — Prussia (on the table's chess clock)");
    t.click("Hanover »");
    // The attackers are on the jury's stopwatch: Hanover's tap leads to the deal.
    t.click("Deal the cards » Russia");
    t.assert_shows("Russia — Pompadour deals the cards");
    t.assert_shows("Russia 60 s");
    // Journaled like a game.
    let journal = t.app().journal_path().unwrap().to_owned();
    let text = std::fs::read_to_string(journal).unwrap();
    assert!(text.contains("\"type\":\"jury-start\""), "{text}");
    assert!(text.contains("\"type\":\"retreat\""), "{text}");
}

#[test]
fn frederick_on_the_stopwatch_carries_prussias_time_to_hanover() {
    let (_dir, mut t) = phone();
    start(&mut t, &["Frederick", "Attackers"], "Prussia");
    t.click("Resume » Prussia");
    t.assert_shows("Prussia 150 s");
    t.wait_s(100);
    t.assert_shows("50");
    t.click("Hanover »");
    t.assert_shows("Hanover 30 s + 50 s carried");
    t.assert_shows("80");
    t.click("Attackers' clock » Russia");
    t.assert_shows("waiting");
    t.assert_shows("Attackers — Russia (on the table's chess clock)");
    // The attackers run out on the table's clock: one tap, and Russia's stage
    // goes on with its full stopwatch budget.
    t.click("Attackers: out of time » stopwatch");
    t.assert_shows("Russia 60 s");
    let v = t.app().engine().unwrap().view(0);
    assert_eq!(v.turn, 1);
}

#[test]
fn a_budget_runs_out_and_the_next_tap_starts_the_next_stage() {
    let (_dir, mut t) = phone();
    start(&mut t, &[], "Sweden");
    t.click("Resume » Sweden");
    t.assert_shows("20");
    t.wait_s(20);
    t.assert_shows("Sweden — time is up — stop");
    t.assert_shows("0");
    t.click("Austria »");
    t.assert_shows("Austria 60 s");
    t.assert_shows("60");
    // The setup is the game's first journaled command, so a replay agrees.
    let first = words::logged(Lang::En, &t.app().engine().unwrap().log()[0].what);
    assert_eq!(
        first,
        "Jury stopwatch: turn 1, Attackers on the stopwatch, next Sweden"
    );
}
