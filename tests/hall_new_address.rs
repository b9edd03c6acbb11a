//! The laptop dies and the hall goes on from the stick at a new address: a
//! table whose hall has been silent a minute offers "New hall address…",
//! and the game, going on all the while, ships to the address typed there
//! without a restart — the lines played while no hall answered too. The
//! settings keep the new address for the next game. The jury's stopwatch
//! on a phone asks the same.
#![allow(clippy::unwrap_used)]

mod harness;
mod server;

use std::ffi::OsStr;
use std::path::Path;
use std::time::{Duration, Instant};

use egui_kittest::kittest::Queryable;
use friedrich_clock::app::Settings;
use harness::App;

/// Runs frames until `done`, at most 15 s of real time (the shipping thread
/// works in real time).
fn until(t: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(15);
    while !done(t) {
        assert!(Instant::now() < deadline, "never: {what}");
        std::thread::sleep(Duration::from_millis(50));
        t.harness.run();
    }
}

/// Runs frames until the screen says "hall: offline", then one more: its
/// logic has seen the hall silent (the shipping thread may have changed the
/// status between a frame's logic and its drawing), so the minute counts
/// from now.
fn until_offline(t: &mut App) {
    until(t, "hall: offline on screen", |t| {
        t.texts().iter().any(|s| s.contains("hall: offline"))
    });
    t.harness.run();
}

fn status(t: &App) -> String {
    format!("{:?}", t.app().hall_status().unwrap())
}

/// Whether the hall keeping its journals in `hall` holds the table's
/// journal byte for byte.
fn holds(t: &App, hall: &Path) -> bool {
    let journal = t.app().journal_path().unwrap();
    let copy = hall.join("journals").join(journal.file_name().unwrap());
    std::fs::read(copy).ok() == std::fs::read(journal).ok()
}

#[test]
fn a_table_whose_hall_died_ships_on_to_the_new_address_it_is_given() {
    let temp = tempfile::tempdir().unwrap();
    let (laptop, stick) = (temp.path().join("laptop"), temp.path().join("stick"));
    std::fs::create_dir(&stick).unwrap();
    let copy_to = [OsStr::new("--copy-to"), stick.as_os_str()];
    let (mut old, port, key) = server::hall_with(&laptop, Path::new("dist"), 0, &copy_to);
    let settings = Settings {
        hall: format!("127.0.0.1:{port}"),
        hall_key: key.clone(),
        table: "2".to_owned(),
        ..Settings::default()
    };
    let data = temp.path().join("tablet");
    let mut t = App::build(settings, Some(data.clone()));
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(3_000);
    until(&mut t, "the stick holds the game", |t| holds(t, &stick));

    // The laptop dies. The table plays on and says the hall is offline, but
    // a Wi-Fi blip is no reason to ask for another address.
    old.kill();
    t.click("Hanover »");
    until_offline(&mut t);
    t.wait(59_000);
    assert!(!t.shows("New hall address…"), "not before a minute");
    t.wait(1_000);
    t.click("New hall address…");
    t.assert_contains("The hall has not answered for a minute at http://127.0.0.1:");

    // Nothing typed: said, and nothing changes.
    t.click("Ship there");
    t.assert_shows("Type the hall's address (laptop:8080)");

    // The hall goes on from the stick on another laptop, at a new address.
    let copy = temp.path().join("new-copy");
    let more = [OsStr::new("--copy-to"), copy.as_os_str()];
    let (_new, new_port, new_key) = server::hall_with(&stick, Path::new("dist"), 0, &more);
    assert_eq!(new_key, key, "the stick keeps the jury's key");
    assert_ne!(new_port, port);
    t.type_into(0, &format!("127.0.0.1:{new_port}"));
    t.click("Ship there");
    assert!(!t.shows("Ship there"), "the question is gone");
    until(&mut t, "the new hall holds every line", |t| {
        holds(t, &stick) && status(t) == "Online"
    });
    assert!(!t.shows("New hall address…"));

    // The game goes on, shipping there.
    let texts = t.texts();
    let next = texts
        .iter()
        .find(|s| s.contains('»'))
        .unwrap_or_else(|| panic!("{texts:?}"));
    t.click(&next.clone());
    until(&mut t, "the next line in the new hall", |t| {
        holds(t, &stick)
    });
    let saved = std::fs::read_to_string(data.join("settings.toml")).unwrap();
    assert!(
        saved.contains(&format!("127.0.0.1:{new_port}")),
        "the settings keep the new address: {saved}"
    );
}

#[test]
fn the_jurys_stopwatch_asks_for_the_new_address_too() {
    let temp = tempfile::tempdir().unwrap();
    // A hall that is gone: nothing listens at its address.
    let gone = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let gone_at = format!("127.0.0.1:{}", gone.local_addr().unwrap().port());
    drop(gone);
    let settings = Settings {
        hall: gone_at,
        hall_key: "KEY".to_owned(),
        table: "5".to_owned(),
        ..Settings::default()
    };
    let data = temp.path().join("phone");
    let mut t = App::custom_sized(1_000, egui::vec2(412.0, 915.0), move |source| {
        friedrich_clock::app::ClockApp::new(settings, source, Some(data))
    });
    t.click("Jury stopwatch");
    t.harness
        .get_all_by_role_and_label(egui::accesskit::Role::Button, "Russia")
        .last()
        .unwrap()
        .click();
    t.harness.run();
    t.click("Start the stopwatch");
    until_offline(&mut t);
    t.assert_shows("hall: offline");
    assert!(!t.shows("New hall address…"));
    t.wait(60_000);
    t.click("New hall address…");
    t.assert_contains("The hall has not answered for a minute at http://127.0.0.1:");
    t.click("Cancel");
    t.assert_shows("New hall address…");
}
