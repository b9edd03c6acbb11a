//! Past games can be deleted, one at a time and after a question, to make
//! room (a browser gives a page a few megabytes): the game's journal, its
//! result and its exports go; every other game stays.
#![allow(clippy::unwrap_used)]

mod harness;

use std::path::{Path, PathBuf};

use egui_kittest::kittest::Queryable;
use friedrich_clock::app::Screen;
use friedrich_clock::engine::SECOND;
use harness::App;

/// Plays a short game, ends it and exports its report and journal; returns
/// its journal.
fn finished_game(t: &mut App) -> PathBuf {
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(10 * SECOND);
    let journal = t.app().journal_path().unwrap().to_owned();
    t.open_jury_view();
    t.click("End game");
    t.click("Yes");
    t.click("Report & scores");
    t.click("Export JSON");
    t.click("Export journal");
    t.click("Back");
    t.click("New game");
    t.click("Yes");
    journal
}

/// The files in `dir`, by name.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_past_game_is_deleted_with_its_result_and_exports_after_a_question() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let mut t = App::with_data_dir(dir.to_owned());
    let kept = finished_game(&mut t);
    t.wait(2 * SECOND); // another second: another journal name
    let gone = finished_game(&mut t);
    assert_ne!(kept, gone);
    std::fs::write(gone.with_extension("result.toml"), "turns = 1\n").unwrap();
    let stem = |p: &Path| p.file_stem().unwrap().to_string_lossy().into_owned();
    assert_eq!(names(&dir.join("reports")).len(), 4, "two exports per game");

    t.click("Past games");
    assert_eq!(t.app().screen(), Screen::History);
    // Newest first: the second game.
    let opens = t
        .harness
        .query_all_by_role_and_label(egui::accesskit::Role::Button, "Open")
        .count();
    assert_eq!(opens, 2);
    t.harness
        .query_all_by_role_and_label(egui::accesskit::Role::Button, "Open")
        .next()
        .unwrap()
        .click();
    t.harness.run();
    t.click("Delete this game");
    // The question names the game: its start, and that it is over.
    t.assert_contains("Delete this game from this device");
    assert!(
        t.texts()
            .iter()
            .any(|s| s.starts_with("20") && s.ends_with("· Game over")),
        "the question does not name the game: {:?}",
        t.texts()
    );
    t.click("Cancel");
    assert!(gone.exists(), "Cancel keeps the game");
    t.click("Delete this game");
    t.click("Yes");

    // Back on the list, with the other game only.
    assert_eq!(t.app().screen(), Screen::History);
    let opens = t
        .harness
        .query_all_by_role_and_label(egui::accesskit::Role::Button, "Open")
        .count();
    assert_eq!(opens, 1);
    assert_eq!(
        names(&dir.join("games")),
        [format!("{}.jsonl", stem(&kept))]
    );
    assert_eq!(
        names(&dir.join("reports")),
        [
            format!("{}.json", stem(&kept)),
            format!("{}.jsonl", stem(&kept))
        ]
    );
    // The last one too: the list says there are none.
    t.click("Open");
    t.click("Delete this game");
    t.click("Yes");
    t.assert_shows("No games on this device yet");
    assert!(names(&dir.join("games")).is_empty());
}

#[test]
fn deleting_a_game_left_unfinished_leaves_no_recovery_looking_for_it() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let mut t = App::with_data_dir(dir.to_owned());
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(5 * SECOND);
    t.open_jury_view();
    t.click("New game");
    t.click("Yes");
    t.click("Past games");
    t.click("Open");
    t.click("Delete this game");
    t.click("Yes");
    t.assert_shows("No games on this device yet");
    drop(t);
    // The next start: setup, with nothing said about a game that is gone.
    let t = App::with_data_dir(dir.to_owned());
    assert_eq!(t.app().screen(), Screen::Setup);
    assert_eq!(t.app().setup_notice(), None);
    assert!(
        !t.texts().iter().any(|s| s.contains("could not be read")),
        "{:?}",
        t.texts()
    );
}

#[test]
fn the_delete_question_fits_a_phone_held_upright() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().to_owned();
    let size = egui::vec2(412.0, 915.0);
    let mut t = App::custom_sized(1_000, size, move |source| {
        friedrich_clock::app::ClockApp::new(
            friedrich_clock::app::Settings::default(),
            source,
            Some(dir),
        )
    });
    finished_game(&mut t);
    t.click("Past games");
    t.click("Open");
    t.click("Delete this game");
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
    for label in ["Yes", "Cancel"] {
        let r = t
            .harness
            .get_by_role_and_label(egui::accesskit::Role::Button, label)
            .rect();
        assert!(
            screen.contains_rect(r),
            "{label:?} at {r:?} is off a phone's screen"
        );
    }
    let question = t
        .harness
        .get_by_label_contains("Delete this game from")
        .rect();
    assert!(
        screen.contains_rect(question),
        "the question at {question:?}"
    );
}

#[test]
fn a_key_pressed_under_the_end_game_question_does_nothing_to_the_game() {
    let temp = tempfile::tempdir().unwrap();
    let mut app = App::with_data_dir(temp.path().to_owned());
    app.click("Start game");
    app.click("Frederick's clock » Prussia");
    app.open_jury_view();
    app.click("End game");
    // Space and Enter are the primary action on the table and the jury view:
    // not while a question is open over them.
    app.harness.key_press(egui::Key::Space);
    app.harness.key_press(egui::Key::Enter);
    app.harness.run();
    app.assert_shows("Prussia — action stage");
    app.click("Cancel");
    app.assert_shows("Prussia — action stage");
}
