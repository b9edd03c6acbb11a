//! The real app driven by its labels, as Pompadour and the jury use it.
#![allow(clippy::unwrap_used)]

use std::sync::atomic::Ordering;

use egui_kittest::kittest::{NodeT, Queryable};
use friedrich_clock::app::{Screen, Settings};
use friedrich_clock::engine::{MINUTE, Nation, SECOND};
use friedrich_clock::lang::Lang;
use friedrich_clock::sound::{Bank, Clip, Recorder, Sound, Status};

mod harness;
use harness::App;

#[test]
fn setup_then_a_whole_turn_of_hand_offs() {
    let mut t = App::new();
    t.assert_shows("Game setup");
    t.click("Start game");
    assert_eq!(t.app().screen(), Screen::Table);
    t.assert_shows("Between turns");
    t.assert_shows("Frederick 2:10:00");
    t.click("Frederick's clock » Prussia");
    t.assert_shows("Prussia — action stage");
    t.wait(30 * SECOND);
    t.assert_shows("Frederick 2:09:30");
    t.click("Hanover »");
    t.assert_shows("Hanover — action stage");
    t.wait(10 * SECOND);
    t.click("Attackers' clock » Russia");
    t.assert_shows("Russia — action stage");
    for next in ["Sweden »", "Austria »", "Imperial Army »", "France »"] {
        t.wait(5 * SECOND);
        t.click(next);
    }
    t.wait(5 * SECOND);
    t.click("End turn");
    t.assert_shows("Between turns");
    t.assert_shows("Frederick 2:09:20");
    t.assert_shows("Attackers 2:09:35");
}

#[test]
fn combat_retreat_and_conquest() {
    let mut t = App::started();
    t.click("Frederick's clock » Prussia");
    t.wait(20 * SECOND);
    t.click("Combat");
    t.assert_shows("Combat — clock stopped");
    t.wait(60 * SECOND);
    t.assert_shows("Frederick 2:09:40");
    t.click("Retreat…");
    t.click("Attackers");
    t.click("−3");
    t.assert_shows("Retreat −3: Attackers to choose");
    t.wait(4 * SECOND);
    t.assert_shows("Attackers 2:09:56");
    t.click("Attackers: conquest");
    t.assert_shows("Attackers: retroactive conquest");
    t.wait(6 * SECOND);
    t.click("Conquest done » Prussia");
    t.assert_shows("Prussia — action stage");
    t.assert_shows("Attackers 2:09:50");
}

#[test]
fn a_flag_then_a_stopwatch_stage_with_carry_over_then_undo() {
    let mut t = App::started();
    t.click("Frederick's clock » Prussia");
    t.wait(130 * MINUTE);
    t.assert_shows("Frederick: out of time — call the jury");
    t.wait(90 * SECOND);
    t.click("Start stopwatch: Prussia 150 s");
    t.assert_shows("Frederick 150");
    t.assert_shows("Prussia 150 s");
    t.wait(100 * SECOND);
    t.assert_shows("Frederick 50");
    t.click("Hanover »");
    t.assert_shows("Hanover 30 s + 50 s carried");
    t.assert_shows("Frederick 80");
    t.wait(5 * SECOND);
    t.click("Undo");
    t.assert_shows("Prussia — action stage");
    t.assert_shows("Frederick 45");
}

#[test]
fn the_table_view_never_shows_the_turn_number_but_the_jury_view_does() {
    let mut t = App::started();
    for _ in 0..3 {
        t.click("Frederick's clock » Prussia");
        while t.app().engine().unwrap().view(0).active_nation.is_some() {
            t.harness.key_press(egui::Key::Space);
            t.harness.run();
        }
    }
    assert_eq!(t.app().engine().unwrap().view(0).turn, 3);
    for text in t.texts() {
        assert!(
            !text.contains('3') || text.contains(':'),
            "the table shows {text:?}"
        );
        assert!(
            !text.to_lowercase().contains("turn 3"),
            "the table shows {text:?}"
        );
    }
    t.open_jury_view();
    t.assert_shows("Jury — Turn 3");
    t.click("Back to the table");
    assert_eq!(t.app().screen(), Screen::Table);
}

#[test]
fn a_hand_off_happens_on_touch_down_not_on_release() {
    let mut t = App::started();
    t.click("Frederick's clock » Prussia");
    t.wait(3 * SECOND);
    let pos = t.harness.get_by_label("Hanover »").rect().center();
    t.harness.hover_at(pos);
    t.harness.drag_at(pos); // finger down, not yet lifted
    t.harness.step();
    let v = t.app().engine().unwrap().view(0);
    assert_eq!(v.active_nation, Some(Nation::Hanover));
    t.harness.drop_at(pos);
    t.harness.run();
    assert_eq!(
        t.app().engine().unwrap().view(0).active_nation,
        Some(Nation::Hanover),
        "the release does nothing more"
    );
}

#[test]
fn tapping_the_running_clock_hands_off() {
    let mut t = App::started();
    t.click("Frederick's clock » Prussia");
    t.click("Frederick clock");
    t.assert_shows("Hanover — action stage");
}

#[test]
fn keys_drive_the_clock() {
    use egui::{Key, Modifiers};
    let mut t = App::started();
    t.harness.key_press(Key::Space);
    t.harness.run();
    t.assert_shows("Prussia — action stage");
    t.harness.key_press(Key::C);
    t.harness.run();
    t.assert_shows("Combat — clock stopped");
    t.harness.key_press(Key::P);
    t.harness.run();
    t.assert_shows("Prussia — action stage");
    t.harness.key_press(Key::P);
    t.harness.run();
    t.assert_shows("Break — clock stopped");
    t.harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    t.harness.run();
    t.assert_shows("Prussia — action stage");
    t.harness.key_press(Key::C);
    t.harness.run();
    t.harness.key_press(Key::R);
    t.harness.run();
    t.assert_shows("Combat winner");
    t.click("Frederick");
    t.click("−2");
    t.assert_shows("Retreat −2: Frederick to choose");
    // E.13a: a short press of J does not open the jury view; two seconds do.
    t.harness.key_press(Key::J);
    t.harness.run();
    assert_eq!(t.app().screen(), Screen::Table);
    t.harness.key_down(Key::J);
    t.harness.run();
    t.wait(1_000);
    assert_eq!(t.app().screen(), Screen::Table);
    t.wait(1_000);
    assert_eq!(t.app().screen(), Screen::Jury);
    t.harness.key_up(Key::J);
    t.harness.run();
    assert_eq!(t.app().screen(), Screen::Jury);
    t.harness.key_press(Key::J);
    t.harness.run();
    assert_eq!(t.app().screen(), Screen::Table);
}

#[test]
fn only_what_the_engine_allows_is_enabled_and_refusals_are_explained() {
    let mut t = App::started();
    let disabled =
        |t: &App, label: &str| t.harness.get_by_label(label).accesskit_node().is_disabled();
    assert!(disabled(&t, "Combat"), "no combat between turns");
    assert!(disabled(&t, "Undo"), "nothing to undo yet");
    // The C key asks for a combat anyway: refused, with the reason on screen.
    t.harness.key_press(egui::Key::C);
    t.harness.run();
    t.assert_shows("Stop is not possible now: no action stage is being played");
    t.click("Frederick's clock » Prussia");
    assert!(!disabled(&t, "Combat"));
    assert!(disabled(&t, "Retreat…"), "a retreat needs a combat first");
    assert!(
        !t.texts().iter().any(|s| s.contains("not possible")),
        "the notice is gone"
    );
    t.click("Combat");
    assert!(!disabled(&t, "Retreat…"));
    assert!(!disabled(&t, "Frederick: conquest"));
    t.harness.key_press(egui::Key::Backspace);
    t.harness.run();
    t.assert_shows("Prussia — action stage");
}

#[test]
fn a_jury_correction_needs_a_reason_and_end_game_asks_first() {
    let mut t = App::started();
    t.open_jury_view();
    assert!(
        t.harness
            .get_by_label("+1 min")
            .accesskit_node()
            .is_disabled()
    );
    t.type_into(0, "clock started late");
    t.click("+1 min");
    t.assert_shows("Frederick 2:11:00");
    t.click("End game");
    t.assert_shows("End the game for good? The clocks stop and the jury is called.");
    t.click("Cancel");
    assert!(
        t.app()
            .engine()
            .unwrap()
            .allows(&friedrich_clock::engine::Command::EndGame)
    );
    t.click("End game");
    t.click("Yes");
    t.assert_shows("Game over — Call the jury");
}

#[test]
fn a_broken_ruleset_file_shows_an_error_panel_in_setup() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.toml");
    std::fs::write(&file, "[stopwatch]\nprusia = 3\n").unwrap();
    let mut t = App::new();
    t.type_into(5, &file.display().to_string());
    t.click("Load");
    let error = format!(
        "{}, line 2: stopwatch.prusia: unknown field",
        file.display()
    );
    assert!(
        t.texts().iter().any(|s| s.starts_with(&error)),
        "{:?}",
        t.texts()
    );
    t.click("Start game");
    assert_eq!(
        t.app().screen(),
        Screen::Table,
        "the FWC 2026 preset is still chosen"
    );
}

#[test]
fn every_accepted_tap_is_saved_to_the_journal_before_it_is_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = App::with_data_dir(dir.path().to_owned());
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(7 * SECOND);
    t.click("Hanover »");
    let path = t.app().journal_path().unwrap().to_owned();
    assert!(path.starts_with(dir.path().join("games")));
    assert!(t.app().not_saving().is_none());
    let read = friedrich_clock::journal::read(&path).unwrap();
    let commands: Vec<_> = read
        .commands
        .iter()
        .map(|(at, c)| (*at, c.clone()))
        .collect();
    use friedrich_clock::engine::Command;
    assert_eq!(
        commands,
        vec![(0, Command::StartTurn), (7 * SECOND, Command::HandOff)]
    );
}

#[test]
fn an_unwritable_data_dir_shows_not_saving_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("data");
    std::fs::write(&blocker, "a file where the data folder should be").unwrap();
    let mut t = App::with_data_dir(blocker);
    t.click("Start game");
    assert!(
        t.texts()
            .iter()
            .any(|s| s.starts_with("NOT SAVING — the game runs in memory only")),
        "{:?}",
        t.texts()
    );
    t.click("Frederick's clock » Prussia");
    t.wait(5 * SECOND);
    t.assert_shows("Frederick 2:09:55");
}

#[test]
fn a_heartbeat_names_the_game_while_it_runs_and_goes_at_game_end() {
    use friedrich_clock::heartbeat;
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let mut t = App::with_data_dir(dir.to_owned());
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(2_500);
    let beat = heartbeat::read(dir).expect("a heartbeat");
    assert_eq!(beat.journal, t.app().journal_path().unwrap());
    assert_eq!(beat.t, 2_500);
    t.open_jury_view();
    t.click("End game");
    t.click("Yes");
    assert_eq!(
        heartbeat::read(dir),
        None,
        "a finished game leaves no heartbeat"
    );
}

/// Lets the sound thread catch up, then draws a frame.
fn settle_sound(t: &mut App) {
    t.app().announcer().flush();
    t.app().announcer().flush();
    t.harness.run();
}

#[test]
fn without_a_sound_device_the_app_says_no_sound_and_the_game_goes_on() {
    let recorder = Recorder::default();
    recorder.absent.store(true, Ordering::SeqCst);
    let mut t = App::with_recorder(Settings::default(), recorder.clone());
    settle_sound(&mut t);
    assert_eq!(t.app().sound_status(), Status::NoDevice);
    t.assert_shows("NO SOUND — no audio device");
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    t.wait(30 * SECOND);
    t.assert_shows("Frederick 2:09:30");
    assert!(
        t.texts()
            .iter()
            .any(|s| s.contains("NO SOUND — no audio device")),
        "the table view warns too: {:?}",
        t.texts()
    );
    // A device is plugged in: the warning goes away by itself.
    recorder.absent.store(false, Ordering::SeqCst);
    settle_sound(&mut t);
    assert_eq!(t.app().sound_status(), Status::Ready);
    assert!(!t.texts().iter().any(|s| s.contains("NO SOUND")));
}

#[test]
fn test_sound_speaks_in_the_voice_language() {
    let recorder = Recorder::default();
    let settings = Settings {
        voice: Lang::De,
        ..Settings::default()
    };
    let mut t = App::with_recorder(settings, recorder.clone());
    t.assert_shows("Voice language");
    t.click("Test sound");
    settle_sound(&mut t);
    let played = recorder.played.lock().unwrap();
    assert_eq!(played.len(), 1);
    assert_eq!(played[0].sound, Sound::Voice(Clip::OneMinuteLeft));
    let german = Bank::load(None)
        .get(Lang::De, Sound::Voice(Clip::OneMinuteLeft))
        .and_then(rodio::Source::total_duration);
    assert_eq!(rodio::Source::total_duration(&played[0].samples), german);
}

#[test]
fn the_running_chess_clock_says_ten_minutes_left_without_waiting_for_a_frame() {
    let recorder = Recorder::default();
    let mut t = App::with_recorder(Settings::default(), recorder.clone());
    t.click("Start game");
    t.click("Frederick's clock » Prussia");
    // The clock moves, but no frame is drawn: the sound thread announces anyway.
    t.time.fetch_add(120 * MINUTE, Ordering::SeqCst);
    t.app().announcer().flush();
    let played: Vec<Sound> = recorder
        .played
        .lock()
        .unwrap()
        .iter()
        .map(|p| p.sound)
        .collect();
    assert_eq!(played, vec![Sound::Voice(Clip::TenMinutesLeft)]);
}

#[test]
fn starting_a_game_saves_the_settings_for_next_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = App::with_data_dir(dir.path().to_owned());
    t.type_into(0, "12");
    t.type_into(1, "Fritz");
    t.click("Beeps");
    t.click("Start game");
    let saved = friedrich_clock::settings::load(dir.path());
    assert!(saved.notice.is_none());
    assert_eq!(saved.settings.table, "12");
    assert_eq!(saved.settings.names[0], "Fritz");
    assert_eq!(saved.settings.sound, friedrich_clock::app::SoundMode::Beeps);
}
