//! A second device that starts a tournament game another device plays is
//! asked first (issue 37, point 2), with a real hall and two apps holding
//! table 1's key (its table card): "Start game" on the second asks "Round 1,
//! table 1 is being played on another device since 14:02: take it over
//! (that device stops) or cancel". Cancel starts nothing and the hall
//! still holds one copy; "Take it over" goes through the take-over path
//! (refused while the first tablet is heard, then the recovery screen), and
//! the first tablet says its game moved.
#![allow(clippy::unwrap_used)]

#[path = "hall/drawn.rs"]
mod drawn;
mod harness;
#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use std::path::Path;
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use friedrich_clock::app::Settings;
use harness::App;

/// Runs frames until `done`, at most 15 s of real time (the hall is asked
/// on a thread, in real time).
fn until(t: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(15);
    while !done(t) {
        assert!(Instant::now() < deadline, "never: {what}: {:?}", t.texts());
        std::thread::sleep(Duration::from_millis(50));
        t.harness.run();
    }
}

/// An app at the hall `url` with table 1's `key`, its data in `dir`.
fn tablet(url: &str, key: &str, dir: &Path) -> App {
    let settings = Settings {
        hall: url.to_owned(),
        hall_key: key.to_owned(),
        table: "1".to_owned(),
        ..Settings::default()
    };
    App::build(settings, Some(dir.to_owned()))
}

/// Round 1, table 1 taken from the hall's draw in setup's row, then
/// "Start game".
fn take_and_start(t: &mut App) {
    t.click("1");
    let table = t.harness.get_by_role_and_label(Role::TextInput, "Table");
    table.set_text_value_accesskit("1");
    t.harness.run();
    t.click("Take from the hall");
    until(t, "the names from the draw", |t| {
        t.shows("Round 1, table 1: names from the draw")
    });
    t.click("Start game");
}

/// The question, if the screen shows it.
fn asked(t: &App) -> bool {
    t.texts().iter().any(|s| {
        s.starts_with("Round 1, table 1 is being played on another device since ")
            && s.ends_with(": take it over (that device stops) or cancel")
    })
}

/// The hall's copies of games, by file name.
fn copies(hall: &Path) -> usize {
    std::fs::read_dir(hall.join("journals"))
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            name.to_string_lossy().ends_with(".jsonl")
        })
        .count()
}

#[test]
fn a_second_device_is_asked_before_it_starts_a_game_another_plays() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn::drawn_hall(&dir);
    let key = drawn::table_key(&dir, 1);
    let url = format!("127.0.0.1:{}", hall.port);

    // Tablet A takes its game from the draw and plays it: no question.
    let mut a = tablet(&url, &key, &temp.path().join("a"));
    take_and_start(&mut a);
    // Started once the hall said no other device plays the game.
    until(&mut a, "the game started", |t| {
        t.shows("Frederick's clock » Prussia")
    });
    a.click("Frederick's clock » Prussia");
    until(&mut a, "the game in the hall", |_| copies(&dir) == 1);
    assert!(!asked(&a));

    // A curious phone with the same card: asked, and Cancel starts nothing.
    let mut phone = tablet(&url, &key, &temp.path().join("phone"));
    take_and_start(&mut phone);
    until(&mut phone, "the question", |t| asked(t));
    phone.click("Cancel");
    assert!(phone.app().journal_path().is_none(), "no game started");
    phone.assert_shows("Start game");
    assert_eq!(copies(&dir), 1, "the hall holds one copy");

    // Asked again; "Take it over" while tablet A is heard: refused by the
    // hall, said on setup, nothing started.
    phone.click("Start game");
    until(&mut phone, "the question again", |t| asked(t));
    phone.click("Take it over");
    until(&mut phone, "the hall's refusal on setup", |t| {
        t.texts()
            .iter()
            .any(|s| s.contains("a game is taken over only from a device silent"))
    });
    assert!(phone.app().journal_path().is_none());

    // Tablet A dies; once the hall has not heard it for the quiet time,
    // the phone takes the game over through the recovery screen.
    drop(a);
    std::thread::sleep(Duration::from_secs(server::TAKE_AFTER) + Duration::from_millis(500));
    phone.click("Start game");
    until(&mut phone, "the question once more", |t| asked(t));
    phone.click("Take it over");
    until(&mut phone, "the recovery screen", |t| {
        t.shows("Unfinished game found")
    });
    assert_eq!(copies(&dir), 1, "taken over, not copied");

    // Tablet A comes back: its table says the game moved.
    let mut a = tablet(&url, &key, &temp.path().join("a"));
    a.click("Don't charge it");
    until(&mut a, "the game has moved", |t| {
        t.texts()
            .iter()
            .any(|s| s.contains("this game has moved to another device"))
    });
}
