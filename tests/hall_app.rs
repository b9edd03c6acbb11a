//! The app (in the test harness) at a real hall on 127.0.0.1: a table pointed
//! at the hall in setup ships its journal there byte for byte, and another
//! app takes the game over with setup's "Continue this table from the hall",
//! through the recovery screen. A hall that cannot be reached is said so on
//! setup, and the game goes on with "hall: offline" on the table.
#![allow(clippy::unwrap_used)]

mod harness;
mod server;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

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

/// Waits until the hall in `hall` holds the table's journal byte for byte;
/// the table's journal and the hall's copy.
fn shipped(t: &mut App, hall: &Path) -> (PathBuf, PathBuf) {
    let journal = t.app().journal_path().unwrap().to_owned();
    let copy = hall.join("journals").join(journal.file_name().unwrap());
    until(t, "the hall's copy equals the table's journal", |_| {
        std::fs::read(&copy).ok() == std::fs::read(&journal).ok()
    });
    (journal, copy)
}

fn pointed_at(url: &str, key: &str, table: &str) -> Settings {
    Settings {
        hall: url.to_owned(),
        hall_key: key.to_owned(),
        table: table.to_owned(),
        ..Settings::default()
    }
}

#[test]
fn a_table_pointed_at_the_hall_in_setup_ships_and_its_game_continues_on_another_app() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, port, key) = server::hall(&temp.path().join("hall"), Path::new("dist"));
    let url = format!("127.0.0.1:{port}");
    let mut t = App::build(pointed_at(&url, &key, "6"), Some(temp.path().join("a")));
    t.assert_shows("Tournament hall");
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(3_000);
    t.click("Hanover »");
    let (journal, copy) = shipped(&mut t, &temp.path().join("hall"));
    until(&mut t, "hall: online", |t| {
        t.app()
            .hall_status()
            .is_some_and(|s| format!("{s:?}") == "Online")
    });

    // While the first tablet is alive, no other takes its game.
    let mut thief = App::build(pointed_at(&url, &key, "6"), Some(temp.path().join("c")));
    thief.click("Continue this table from the hall");
    until(&mut thief, "the hall's refusal on setup", |t| {
        t.texts().iter().any(|s| {
            s.starts_with("Cannot continue this table from the hall: the hall refused: ")
                && s.contains("a game is taken over only from a device silent")
        })
    });
    // A German tablet is told the whole refusal in German: the hall sends
    // the code and its details, the table words them itself.
    let mut dieb = App::build(
        Settings {
            lang: friedrich_clock::app::Lang::De,
            ..pointed_at(&url, &key, "6")
        },
        Some(temp.path().join("d")),
    );
    dieb.click("Diesen Tisch von der Turnierleitung übernehmen");
    until(&mut dieb, "the hall's refusal in German", |t| {
        t.texts().iter().any(|s| {
            s.starts_with("Dieser Tisch kann nicht von der Turnierleitung übernommen werden: die Turnierleitung lehnt ab: das Gerät dieses Tisches war vor ")
                && s.contains(" ms zu hören: eine Partie wird nur von einem Gerät übernommen, das 2000 ms still war (das alte Tablet ausschalten, dann erneut versuchen)")
        })
    });
    // The first tablet dies; once the hall has not heard it for a while, a
    // second one with the same table in setup continues it from the hall.
    drop(t);
    std::thread::sleep(Duration::from_secs(server::TAKE_AFTER) + Duration::from_millis(500));
    let mut other = App::build(pointed_at(&url, &key, "6"), Some(temp.path().join("b")));
    other.click("Continue this table from the hall");
    until(&mut other, "the recovery screen", |t| {
        t.shows("Unfinished game found")
    });
    other.click("Don't charge it");
    let resume = other
        .texts()
        .into_iter()
        .find(|s| s.starts_with("Resume"))
        .unwrap();
    other.click(&resume);
    let theirs = other.app().journal_path().unwrap().to_owned();
    assert_eq!(theirs.file_name(), journal.file_name(), "the same game");
    until(&mut other, "the new app's lines in the hall", |_| {
        let (hall, mine) = (
            std::fs::read(&copy).unwrap(),
            std::fs::read(&theirs).unwrap(),
        );
        hall == mine && hall.len() > std::fs::read(&journal).unwrap().len()
    });
    // The first tablet comes back (its own data): the hall refuses it, and
    // its table says so.
    let mut t = App::build(pointed_at(&url, &key, "6"), Some(temp.path().join("a")));
    t.click("Don't charge it");
    until(&mut t, "the game has moved", |t| {
        t.texts()
            .iter()
            .any(|s| s.contains("this game has moved to another device"))
    });
}

#[test]
fn a_hall_that_cannot_be_reached_is_said_so_and_the_game_goes_on() {
    let temp = tempfile::tempdir().unwrap();
    // A hall that takes the connection and never answers: the app asks on a
    // thread of its own, so the screen goes on drawing and says so, until
    // the request times out.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let silent_at = format!("127.0.0.1:{}", silent.local_addr().unwrap().port());
    let mut quiet = App::build(
        pointed_at(&silent_at, "KEY", "3"),
        Some(temp.path().join("quiet")),
    );
    quiet.click("Continue this table from the hall");
    quiet.assert_shows("asking the hall…");
    quiet.wait(1_000);
    quiet.assert_shows("asking the hall…");
    until(&mut quiet, "the request given up, said on setup", |t| {
        t.texts().iter().any(|s| {
            s.starts_with(&format!(
                "Cannot continue this table from the hall: no answer from http://{silent_at}"
            ))
        })
    });
    assert!(!quiet.shows("asking the hall…"));
    drop(silent);
    // Nothing listens on port 9 (discard) here: connections are refused.
    let settings = pointed_at("127.0.0.1:9", "KEY", "2");
    let mut t = App::build(settings, Some(temp.path().to_owned()));
    t.click("Continue this table from the hall");
    until(&mut t, "why not, on setup", |t| {
        t.texts().iter().any(|s| {
            s.starts_with(
                "Cannot continue this table from the hall: no answer from http://127.0.0.1:9",
            )
        })
    });
    t.assert_shows("Game setup");
    // The same in Spanish.
    let mut es = App::build(
        Settings {
            lang: friedrich_clock::app::Lang::Es,
            ..pointed_at("127.0.0.1:9", "KEY", "4")
        },
        Some(temp.path().join("es")),
    );
    es.click("Continuar esta mesa desde la sala");
    until(&mut es, "why not, in Spanish", |t| {
        t.texts().iter().any(|s| {
            s.starts_with(
                "No se puede continuar esta mesa desde la sala: sin respuesta de http://127.0.0.1:9",
            )
        })
    });
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    until(&mut t, "hall: offline on the table", |t| {
        t.texts().iter().any(|s| s.contains("hall: offline"))
    });
    assert!(
        t.app().journal_path().is_some_and(|p| p.exists()),
        "saved locally"
    );
}

#[test]
fn after_a_power_cut_mid_write_the_recovered_table_ships_on() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, port, key) = server::hall(&temp.path().join("hall"), Path::new("dist"));
    let url = format!("127.0.0.1:{port}");
    let data = temp.path().join("a");
    let mut t = App::build(pointed_at(&url, &key, "8"), Some(data.clone()));
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    let (journal, copy) = shipped(&mut t, &temp.path().join("hall"));
    // The power goes mid-write: half a line at the end of the journal.
    drop(t);
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .unwrap();
    std::io::Write::write_all(&mut f, br#"{"kind":"command","v":1,"t":31"#).unwrap();
    drop(f);
    let mut t = App::build(pointed_at(&url, &key, "8"), Some(data));
    t.click("Don't charge it");
    t.click("Resume » Prussia");
    t.click("Hanover »");
    // The hall takes every new line: it has the table's journal, byte for
    // byte, and the table does not say the hall refuses it.
    until(&mut t, "the recovered table's lines in the hall", |_| {
        let hall = std::fs::read(&copy).unwrap();
        hall == std::fs::read(&journal).unwrap() && hall.ends_with(b"\"hand-off\"}}\n")
    });
    until(&mut t, "hall: online", |t| {
        t.app()
            .hall_status()
            .is_some_and(|s| format!("{s:?}") == "Online")
    });
}
