//! A tablet takes its game from the hall's draw (issue 24, point 3): with a
//! hall set in setup, the "Tournament game" row picks a round and a table,
//! and "Take from the hall" fills setup's table and the four names by role
//! from `GET /api/tournament/games/{round}/{table}`; the names stay
//! editable, and the game's journal names the tournament game on its first
//! line (which the hall receives). A game the draw does not have, a wrong key
//! and a hall that does not answer are said in the row, in the interface's
//! language, and change no field. The hall here is a small server of this
//! test's own that answers the draw's route and takes the table's pushes
//! (the wire types are the hall's), so the test stands without the
//! tournament office's work.
#![allow(clippy::unwrap_used)]

#[path = "tournament_table/fake_hall.rs"]
mod fake_hall;
mod harness;

use std::net::TcpListener;
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui::{Rect, Vec2, vec2};
use egui_kittest::kittest::{NodeT, Queryable};
use fake_hall::hall;
use friedrich_clock::app::{ClockApp, Lang, Settings};
use friedrich_clock::wire::GameRef;
use friedrich_clock::words::text;
use harness::App;
use serde_json::{Value, json};

const KEY: &str = "K3YK3YK3";

/// Round 2, table 5 of the draw.
const SEATED: [&str; 4] = ["Anna Adler", "Bernd Brandt", "Carmen Cruz", "Dai Dang"];

fn pointed_at(url: &str, key: &str, table: &str) -> Settings {
    Settings {
        hall: url.to_owned(),
        hall_key: key.to_owned(),
        table: table.to_owned(),
        ..Settings::default()
    }
}

/// Runs frames until `done`, at most 15 s of real time (the request is
/// answered on a thread, in real time).
fn until(t: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(15);
    while !done(t) {
        assert!(Instant::now() < deadline, "never: {what}: {:?}", t.texts());
        std::thread::sleep(Duration::from_millis(50));
        t.harness.run();
    }
}

/// What the text field on the row of `label` holds (setup's grid: the
/// label on the left, the field beside it).
fn field(t: &App, label: &str) -> String {
    let row = t
        .harness
        .root()
        .children_recursive()
        .find(|n| n.accesskit_node().value().as_deref() == Some(label))
        .unwrap_or_else(|| panic!("no {label:?} on screen"))
        .rect();
    let input = t
        .harness
        .get_all_by_role(Role::TextInput)
        .find(|n| {
            n.rect().x_range().min > row.max.x
                && n.rect().center().y.round() == row.center().y.round()
        })
        .unwrap_or_else(|| panic!("no field beside {label:?}"));
    input
        .accesskit_node()
        .value()
        .unwrap_or_default()
        .to_string()
}

/// The four names as setup shows them, by role.
fn names(t: &App) -> [String; 4] {
    names_in(t, Lang::En)
}

/// The same, on a setup in `lang`.
fn names_in(t: &App, lang: Lang) -> [String; 4] {
    friedrich_clock::engine::Role::ALL.map(|role| field(t, text::role(lang, role)))
}

/// Types `text` over what a text field holds, as a user who selects it all.
fn retype(t: &mut App, input: fn(&App) -> egui_kittest::Node<'_>, text: &str) {
    input(t).set_text_value_accesskit(text);
    t.harness.run();
}

/// Pompadour's name field (the sixth text field with a hall set: the row's
/// table, setup's table, then the names by role).
fn pompadour(t: &App) -> egui_kittest::Node<'_> {
    t.harness.get_all_by_role(Role::TextInput).nth(5).unwrap()
}

/// The tournament row's own table field (labelled "Table").
fn row_table(t: &App) -> egui_kittest::Node<'_> {
    t.harness.get_by_role_and_label(Role::TextInput, "Table")
}

/// The game line of the game on the table, as JSON.
fn game_line(t: &App) -> Value {
    let journal = std::fs::read_to_string(t.app().journal_path().unwrap()).unwrap();
    serde_json::from_str(journal.lines().next().unwrap()).unwrap()
}

#[test]
fn the_draw_fills_the_table_and_the_names_by_role_and_the_journal_names_the_game() {
    let (url, heard) = hall();
    let temp = tempfile::tempdir().unwrap();
    let mut t = App::build(pointed_at(&url, KEY, ""), Some(temp.path().to_owned()));
    t.assert_shows("Tournament game");
    t.click("2");
    retype(&mut t, row_table, "5");
    t.click("Take from the hall");
    until(&mut t, "the names from the draw", |t| {
        t.shows("Round 2, table 5: names from the draw")
    });
    assert_eq!(
        names(&t),
        SEATED.map(str::to_owned),
        "each name by its role"
    );
    assert_eq!(field(&t, "Table"), "5", "setup's table too");
    assert_eq!(
        heard.lock().unwrap().asked,
        [("/api/tournament/games/2/5".to_owned(), KEY.to_owned())],
        "asked with the tournament key"
    );
    // The names stay editable: a player who goes by another name.
    assert_eq!(pompadour(&t).value().as_deref(), Some("Dai Dang"));
    retype(&mut t, pompadour, "Dai Dang-Ong");
    t.click("Start game");
    // The hall is asked first whether another device plays the game.
    until(&mut t, "the game started", |t| {
        t.app().journal_path().is_some()
    });
    let line = game_line(&t);
    assert_eq!(line["game"], json!({"round": 2, "table": 5}));
    assert_eq!(line["table"], "5");
    assert_eq!(
        line["names"],
        json!(["Anna Adler", "Bernd Brandt", "Carmen Cruz", "Dai Dang-Ong"])
    );
    // The hall receives that line as the journal's first.
    until(&mut t, "the game line in the hall", |_| {
        !heard.lock().unwrap().lines.is_empty()
    });
    let shipped: Value = serde_json::from_str(&heard.lock().unwrap().lines[0]).unwrap();
    assert_eq!(shipped["game"], json!({"round": 2, "table": 5}));
    // The jury view and the report sheet say which game it is.
    t.open_jury_view();
    t.assert_contains("Round 2, table 5 · Started");
    t.click("Report & scores");
    t.assert_shows("Round 2, table 5");
    // The next game on this tablet takes its game again: it does not carry
    // this one's.
    t.click("Back");
    t.click("New game");
    t.click("Yes");
    assert!(!t.shows("Round 2, table 5: names from the draw"));
    t.click("Start game");
    assert_eq!(game_line(&t).get("game"), None);
}

#[test]
fn a_game_the_draw_does_not_have_or_a_wrong_key_is_said_and_changes_nothing() {
    let (url, _heard) = hall();
    let temp = tempfile::tempdir().unwrap();
    let typed = ["Xaver", "Yvonne", "Zoe", "Walter"].map(str::to_owned);
    let settings = Settings {
        names: typed.clone(),
        ..pointed_at(&url, KEY, "9")
    };
    let mut t = App::build(settings, Some(temp.path().to_owned()));
    assert_eq!(row_table(&t).value().as_deref(), Some("9"), "setup's table");
    t.click("2");
    t.click("Take from the hall");
    until(&mut t, "why not, in the row", |t| {
        t.shows("Cannot take the game from the hall (Round 2, table 9): the draw has no such game")
    });
    assert_eq!(names(&t), typed, "the names as they were");
    assert_eq!(field(&t, "Table"), "9");
    t.click("Start game");
    let line = game_line(&t);
    assert_eq!(line.get("game"), None, "no game the draw does not have");
    assert_eq!(line["names"], json!(typed));

    // A wrong key, and the same in German and Spanish.
    for (lang, round, take, said) in [
        (
            Lang::En,
            "1",
            "Take from the hall",
            "Cannot take the game from the hall (Round 1, table 9): wrong tournament key",
        ),
        (
            Lang::De,
            "1",
            "Von der Turnierleitung holen",
            "Die Partie kann nicht von der Turnierleitung geholt werden (Runde 1, Tisch 9): falscher Turnierschlüssel",
        ),
        (
            Lang::Es,
            "Final",
            "Tomar de la sala",
            "No se puede tomar la partida de la sala (Final): clave del torneo incorrecta",
        ),
    ] {
        let settings = Settings {
            lang,
            names: typed.clone(),
            ..pointed_at(&url, "WRONG", "9")
        };
        let mut t = App::build(settings, Some(temp.path().join(format!("{lang:?}"))));
        t.click(round);
        t.click(take);
        until(&mut t, said, |t| t.shows(said));
        assert_eq!(names_in(&t, lang), typed);
        if lang == Lang::De {
            t.assert_shows("Turnierpartie");
            t.assert_shows("Runde");
            assert!(!t.shows("Tournament game") && !t.shows("Round"));
        }
    }
}

#[test]
fn a_hall_that_does_not_answer_is_said_and_changes_nothing() {
    // A hall that takes the connection and never answers: the row says it
    // is asking while the screen goes on drawing, until the request gives up.
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let at = format!("127.0.0.1:{}", silent.local_addr().unwrap().port());
    let mut t = App::build(pointed_at(&at, KEY, "3"), None);
    t.click("1");
    t.click("Take from the hall");
    t.assert_shows("asking the hall…");
    t.wait(1_000);
    t.assert_shows("asking the hall…");
    let said = format!(
        "Cannot take the game from the hall (Round 1, table 3): no answer from http://{at}"
    );
    until(&mut t, "the request given up", |t| {
        t.texts().iter().any(|s| s.starts_with(&said))
    });
    assert!(!t.shows("asking the hall…"));
    assert_eq!(names(&t), Settings::default().names);
    drop(silent);
    // Nothing listens on port 9 here: the connection is refused.
    let mut t = App::build(pointed_at("127.0.0.1:9", KEY, "3"), None);
    t.click("4");
    t.click("Take from the hall");
    until(&mut t, "no answer", |t| {
        t.texts().iter().any(|s| {
            s.starts_with("Cannot take the game from the hall (Round 4, table 3): no answer from http://127.0.0.1:9")
        })
    });
    assert_eq!(field(&t, "Table"), "3");
}

#[test]
fn without_a_hall_there_is_no_tournament_row() {
    let t = App::build(pointed_at("", "", "3"), None);
    assert!(!t.shows("Tournament game"));
    let t = App::build(pointed_at("127.0.0.1:9", "", "3"), None);
    assert!(!t.shows("Tournament game"), "no key: no hall to ask");
}

const SIZES: [Vec2; 4] = [
    vec2(1280.0, 800.0),
    vec2(1024.0, 600.0),
    vec2(800.0, 1280.0),
    vec2(412.0, 915.0),
];

/// Every control on screen: (label, rect).
fn controls(t: &App) -> Vec<(String, Rect)> {
    [
        Role::Button,
        Role::CheckBox,
        Role::TextInput,
        Role::PasswordInput,
        Role::Slider,
    ]
    .into_iter()
    .flat_map(|role| {
        t.harness.query_all_by_role(role).map(|n| {
            let label = n.accesskit_node().label().unwrap_or_default();
            (label, n.rect())
        })
    })
    .collect()
}

#[test]
fn setup_with_the_tournament_row_fits_every_tablet_and_a_phone() {
    for size in SIZES {
        let settings = pointed_at("laptop:8080", KEY, "5");
        let mut t = App::custom_sized(1_000, size, move |source| {
            ClockApp::new(settings, source, None)
        });
        let screen = Rect::from_min_size(egui::Pos2::ZERO, size);
        let start = t
            .harness
            .get_by_role_and_label(Role::Button, "Start game")
            .rect();
        assert!(
            screen.contains_rect(start.shrink(1.0)),
            "Start game cut off on {size:?}"
        );
        for label in ["2", "Final", "Take from the hall"] {
            t.harness
                .get_by_role_and_label(Role::Button, label)
                .scroll_to_me();
            t.harness.run();
            let r = t.harness.get_by_role_and_label(Role::Button, label).rect();
            assert!(
                r.height() >= 47.5 && r.width() >= 47.5,
                "{label:?} too small: {r:?}"
            );
            assert!(
                r.max.x <= size.x + 0.5 || size.x < 600.0,
                "{label:?} off a {size:?} screen"
            );
        }
        let field = row_table(&t).rect();
        assert!(field.height() >= 47.5, "the row's table field: {field:?}");
        // Nothing overlaps, on a screen tall enough to show it all.
        let tall = App::custom_sized(1_000, vec2(size.x, 2400.0), move |source| {
            ClockApp::new(pointed_at("laptop:8080", KEY, "5"), source, None)
        });
        let all = controls(&tall);
        for (i, (a, ra)) in all.iter().enumerate() {
            for (b, rb) in &all[i + 1..] {
                assert!(
                    !ra.shrink(1.0).intersects(rb.shrink(1.0)),
                    "{size:?}: {a:?} at {ra:?} overlaps {b:?} at {rb:?}"
                );
            }
        }
    }
}

#[test]
fn replay_names_the_tournament_game() {
    use friedrich_clock::engine::{Command, Ruleset};
    use friedrich_clock::journal::{Journal, Record, SCHEMA};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let game = Record::Game {
        v: SCHEMA,
        started: chrono::Local::now(),
        table: "5".into(),
        game: Some(GameRef { round: 2, table: 5 }),
        names: SEATED.map(str::to_owned),
        ruleset: Box::new(Ruleset::default()),
    };
    let mut journal = Journal::create(&path, &game).unwrap();
    journal
        .append(0, chrono::Local::now(), &Command::StartTurn)
        .unwrap();
    let replay = |json: bool| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_friedrich-clock"));
        command.arg("replay").arg(&path).env("LC_ALL", "C");
        if json {
            command.arg("--json");
        }
        let out = command.output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(replay(false).contains("\nTournament game: Round 2, table 5\n"));
    let json: Value = serde_json::from_str(&replay(true)).unwrap();
    assert_eq!(json["game"], json!({"round": 2, "table": 5}));
}
