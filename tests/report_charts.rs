//! Where the time went, on the report screen: the three charts of the
//! report sheet, in the app's language, side by side on a tablet and one
//! under the other on a phone; before the first turn the section says no
//! turn has been played.
#![allow(clippy::unwrap_used)]

mod common;
mod harness;

use egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};
use friedrich_clock::app::{ClockApp, Lang, Screen, Settings};
use friedrich_clock::engine::SECOND;
use harness::App;

const TITLES: [&str; 3] = [
    "Schachuhren, Zug für Zug",
    "Zeit je Nation und Zug",
    "Wann die Uhr stillstand",
];

/// A German table on a screen of `w` × `h` points.
fn german(w: f32, h: f32) -> App {
    let settings = Settings {
        lang: Lang::De,
        ..Settings::default()
    };
    let mut t = App::custom_sized(1_000, egui::vec2(w, h), move |source| {
        ClockApp::new(settings, source, None)
    });
    t.click("Partie beginnen");
    t
}

fn key(t: &mut App, key: Key) {
    t.harness.key_press(key);
    t.harness.run();
}

/// Two turns: Prussia 30 s and Hanover 10 s each, the attackers 5 s a
/// nation; a 45 s combat in Russia's first stage, a minute between turns.
fn two_turns(t: &mut App) {
    for turn in 1..=2 {
        key(t, Key::Space); // Start turn: Prussia
        for (i, s) in [30, 10, 5, 5, 5, 5, 5].into_iter().enumerate() {
            t.wait(s * SECOND);
            if turn == 1 && i == 2 {
                t.click("Kampf");
                t.wait(45 * SECOND);
                key(t, Key::Space); // Resume
            }
            key(t, Key::Space); // hand off
        }
        t.wait(60 * SECOND);
    }
}

fn open_report(t: &mut App) {
    t.hold("Jury-Ansicht", 2 * SECOND);
    t.click("Bericht & Wertung");
    assert_eq!(t.app().screen(), Screen::Report);
}

/// The words written on the chart titled `title`.
fn words_of(t: &App, title: &str) -> String {
    let node = t.harness.get_by_label(title);
    node.accesskit_node()
        .value()
        .unwrap_or_default()
        .to_string()
}

fn rect_of(t: &App, title: &str) -> egui::Rect {
    t.harness.get_by_label(title).rect()
}

#[test]
fn the_report_shows_where_the_time_went_in_three_charts_side_by_side_in_german() {
    let mut t = german(1280.0, 800.0);
    two_turns(&mut t);
    open_report(&mut t);
    t.assert_shows("Wo die Zeit blieb");
    for title in TITLES {
        t.assert_shows(title);
    }
    // What the charts say: Frederick's clock after two turns of 40 s, the
    // turns' times, the combat and the minutes between turns.
    let clocks = words_of(&t, TITLES[0]);
    assert!(clocks.contains("Friedrich 2:08:40"), "{clocks}");
    assert!(clocks.contains("Minuten übrig"), "{clocks}");
    let nations = words_of(&t, TITLES[1]);
    for word in ["Preußen", "Frankreich", "1:05"] {
        assert!(nations.contains(word), "{word} not in {nations}");
    }
    let still = words_of(&t, TITLES[2]);
    for word in ["Kampf", "0:45", "Zwischen den Zügen, Austeilen"] {
        assert!(still.contains(word), "{word} not in {still}");
    }
    // On a tablet held sideways the three stand side by side, in one row.
    let rects = TITLES.map(|title| rect_of(&t, title));
    assert!(rects[0].right() < rects[1].left() && rects[1].right() < rects[2].left());
    assert!(rects.iter().all(|r| (r.top() - rects[0].top()).abs() < 1.0));
    assert!(rects[2].right() <= 1280.0, "{rects:?}");
}

#[test]
fn on_a_phone_the_charts_stand_one_under_the_other_within_the_screen() {
    let mut t = german(390.0, 844.0);
    two_turns(&mut t);
    open_report(&mut t);
    let rects = TITLES.map(|title| rect_of(&t, title));
    assert!(rects[0].bottom() <= rects[1].top() && rects[1].bottom() <= rects[2].top());
    for r in rects {
        assert!(
            r.left() >= 0.0 && r.right() <= 390.0,
            "{r:?} wider than the phone"
        );
        assert!(r.width() > 300.0, "{r:?} too small to read");
    }
}

#[test]
fn a_game_with_no_turn_says_so_instead_of_charts() {
    let mut t = german(1280.0, 800.0);
    open_report(&mut t);
    t.assert_shows("Wo die Zeit blieb");
    t.assert_shows("Noch kein Zug gespielt.");
    for title in TITLES {
        assert!(!t.shows(title), "{title} shown before any turn");
    }
}

/// A long game's journal for a look at the charts (scripts/report-charts.sh
/// opens it under Past games): nine turns of varied stages, combats, a
/// break and the attackers out of time in turn 7, ended by the jury. Its
/// past game draws what the game on the table drew: the journal replays
/// to the same turns.
#[test]
fn a_long_game_replayed_from_its_journal_gives_the_same_turns() {
    use chrono::{Local, TimeZone};
    use friedrich_clock::engine::{Command, Ruleset, StopReason};
    use friedrich_clock::journal::{self, Journal, Record, SCHEMA};

    let mut t = common::Table::new();
    let mut played: Vec<(u64, Command)> = Vec::new();
    let mut ok = |t: &mut common::Table, command: Command| {
        t.ok(command.clone());
        played.push((t.now, command));
    };
    for turn in 1..=9u64 {
        let start = t.engine.primary().unwrap();
        ok(&mut t, start);
        let mut i = 0u64;
        while let Some(n) = t.view().active_nation {
            let mut s = 60 + (turn * 37 + i * 53) % 300;
            if t.view().clock(n.side()).on_stopwatch {
                s = 10 + s % 25;
            }
            t.wait_s(s / 2);
            if (turn + i).is_multiple_of(5) && t.view().out_of_time.is_none() {
                ok(
                    &mut t,
                    Command::Stop {
                        reason: StopReason::Combat,
                    },
                );
                t.wait_s(40 + i * 5);
                ok(&mut t, Command::Resume);
            }
            if turn == 4 && i == 2 {
                ok(
                    &mut t,
                    Command::Stop {
                        reason: StopReason::Break,
                    },
                );
                t.wait_s(900);
                ok(&mut t, Command::Resume);
            }
            t.wait_s(s - s / 2);
            if t.view().out_of_time.is_some() {
                t.wait_s(45); // the jury is here
                let go = t.engine.primary().unwrap();
                ok(&mut t, go);
                t.wait_s(20);
            }
            let hand_off = t.engine.primary().unwrap();
            ok(&mut t, hand_off);
            i += 1;
        }
        t.wait_s(60 + turn * 10); // the Cards of Fate
    }
    ok(&mut t, Command::EndGame);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("../charts/app-data");
    let games = dir.join("games");
    let _ = std::fs::remove_dir_all(&games);
    std::fs::create_dir_all(&games).unwrap();
    let started = Local.with_ymd_and_hms(2026, 9, 12, 14, 2, 0).unwrap();
    let game = Record::Game {
        v: SCHEMA,
        started,
        table: "7".into(),
        game: None,
        names: ["Anna", "Bernd", "Carmen", "Dai"].map(str::to_owned),
        ruleset: Box::new(Ruleset::default()),
    };
    let path = games.join(journal::file_name(started, "7", None));
    let mut written = Journal::create(&path, &game).unwrap();
    for (at, command) in &played {
        let wall = started + chrono::Duration::milliseconds(i64::try_from(*at).unwrap());
        written.append(*at, wall, command).unwrap();
    }
    let (engine, refused) = journal::replay(&journal::read(&path).unwrap());
    assert_eq!(refused, 0);
    let rows = engine.time_series(engine.since());
    assert_eq!(rows.len(), 9);
    assert_eq!(rows, t.engine.time_series(t.now));
}
