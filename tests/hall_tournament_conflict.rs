//! What the jury decides, through the hall's API with a real `friedrich-
//! clock hall` process: two devices report one game differently and the
//! Results tab shows both side by side until the jury names one (a bare
//! Confirm is refused, a second click writes nothing); a re-entry after
//! the confirmation is kept or taken with a reason; the draw's question
//! drawn by the server draws nothing; the jury archives a superseded copy
//! (kept after a restart, counted apart) and sees a journal naming a game
//! not in the draw.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use chrono::{DateTime, Local};
use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, call, journal_bytes, russia_wins};

/// Prussia survives to turn 19: the other device's report.
fn prussia_survives() -> Value {
    json!({"turns": 19, "outcome": "defensive",
        "objectives": {"russia": {"held": 2, "total": 8}, "sweden": {"held": 1, "total": 4},
        "austria": {"held": 3, "total": 7}, "imperial-army": {"held": 1, "total": 10},
        "france": {"held": 2, "total": 5}}})
}

/// A table's journal lines for `game` (round, table) started at `started`,
/// with its result lines (each its wall stamp and result).
fn journal(game: (u8, u32), started: &str, results: &[(&str, Value)]) -> Vec<String> {
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let mut lines = vec![
        json!({"kind": "game", "v": 1, "started": format!("2026-11-24T{started}+01:00"),
            "table": game.1.to_string(), "game": {"round": game.0, "table": game.1},
            "names": ["a", "b", "c", "d"], "ruleset": ruleset})
        .to_string(),
    ];
    for (wall, result) in results {
        lines.push(
            json!({"kind": "result", "v": 1, "wall": format!("2026-11-24T{wall}+01:00"),
                "result": result})
            .to_string(),
        );
    }
    lines
}

/// Pushes `lines` to journal `name` from line `from` (one device each); a
/// new copy of a game waits for the other device's quiet time
/// (`server::push_copy`).
fn push(hall: &Hall, name: &str, from: usize, lines: &[String]) {
    let device = format!("{:0<16}", name.replace('-', ""));
    let body = json!({"device": device, "from": from, "lines": lines});
    let url = hall.url(&format!("/api/journals/{name}"));
    let (code, answer) = server::push_copy(&url, &hall.key, &body);
    assert_eq!(code, 200, "{answer}");
}

/// A hall with eight players, drawn.
fn drawn(dir: &Path) -> Hall {
    let hall = Hall::start(dir, 0);
    assert_eq!(hall.post("/open", &json!({"name": "Club night"})).0, 200);
    for name in ["A", "B", "C", "D", "E", "F", "G", "H"] {
        assert_eq!(hall.post("/players", &json!({ "name": name })).0, 200);
    }
    assert_eq!(hall.post("/draw", &json!({"seed": "8"})).0, 200);
    hall
}

fn first(view: &Value) -> &Value {
    &view["rounds"][0]["games"][0]
}

/// A page fragment of the jury's, as HTML.
fn fragment(hall: &Hall, path: &str) -> String {
    let (code, body) = hall.call(&hall.url(path), None);
    assert_eq!(code, 200, "{body}");
    body.as_str().unwrap().to_owned()
}

/// A wall stamp of the tests' journals as the hall shows it.
fn shown_at(time: &str) -> String {
    let at = DateTime::parse_from_rfc3339(&format!("2026-11-24T{time}+01:00")).unwrap();
    friedrich_clock::format::wall(&at.with_timezone(&Local))
}

#[test]
fn two_devices_report_one_game_and_the_jury_picks_one_shown_side_by_side() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn(&dir);
    push(
        &hall,
        "tablet-a",
        1,
        &journal((1, 1), "10:00:00", &[("13:02:11", russia_wins())]),
    );
    push(
        &hall,
        "tablet-b",
        1,
        &journal((1, 1), "10:01:00", &[("13:05:40", prussia_survives())]),
    );
    let view = hall.tournament();
    let game = first(&view);
    assert_eq!(
        (game["status"].as_str(), game["conflict"].as_str()),
        (Some("reported"), Some("differ"))
    );
    let reports = game["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 2, "both kept");
    assert_eq!(
        (
            reports[0]["n"].as_u64(),
            reports[0]["journal"].as_str(),
            reports[1]["journal"].as_str()
        ),
        (Some(1), Some("tablet-a"), Some("tablet-b"))
    );
    assert!(reports.iter().all(|r| r["open"] == true), "{reports:?}");
    // The Results tab: both side by side, with their journals, times and
    // results in words, a Confirm for each, no bare Confirm.
    let page = fragment(&hall, "/tournament/fragment/results?lang=en");
    for said in [
        "id=\"reports-1-1\"",
        "Report 1",
        "Report 2",
        "tablet-a",
        "tablet-b",
        &format!("saved at the table at {}", shown_at("13:02:11")),
        &format!("saved at the table at {}", shown_at("13:05:40")),
        "Attackers won (Russia) · Turns: 12",
        "Prussia survived · Turns: 19",
        // Which fields they disagree on, named as the form names them.
        "Where they differ: Result · Turns played · Winning nations",
        "reports differ",
    ] {
        assert!(page.contains(said), "{said} on the Results tab");
    }
    assert_eq!(page.matches("data-do=\"confirm-report\"").count(), 2);
    assert!(!page.contains("data-do=\"confirm\""), "no bare Confirm");

    // A bare Confirm is refused and writes nothing; so is a report that
    // does not exist.
    let before = journal_bytes(&dir);
    let (code, body) = hall.post("/games/1/1/confirm", &json!({}));
    assert_eq!(
        (code, body["error"].as_str()),
        (409, Some("reports-differ")),
        "{body}"
    );
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("The reports of table 1 in round 1 differ")
    );
    let (code, body) = hall.post("/games/1/1/confirm?lang=de", &json!({"report": 3}));
    assert_eq!(
        (code, body["error"].as_str()),
        (400, Some("no-such-report")),
        "{body}"
    );
    assert_eq!(journal_bytes(&dir), before);
    // The jury names report 2; a second click writes nothing.
    let (code, view) = hall.post("/games/1/1/confirm", &json!({"report": 2}));
    assert_eq!(code, 200, "{view}");
    let game = first(&view);
    assert_eq!(
        (
            game["confirmed"]["turns"].as_i64(),
            game["conflict"].as_str()
        ),
        (Some(19), None)
    );
    assert_eq!(game["reports"][1]["confirmed"], true);
    let once = journal_bytes(&dir);
    for again in [json!({"report": 2}), json!({})] {
        let (code, view) = hall.post("/games/1/1/confirm", &again);
        assert_eq!(code, 200, "{view}");
    }
    assert_eq!(journal_bytes(&dir), once, "a second click writes nothing");

    // A re-entry that agrees with the confirmed result is no conflict; one
    // that differs waits, and the jury keeps the confirmed result.
    let more = journal(
        (1, 1),
        "10:00:00",
        &[
            ("13:02:11", russia_wins()),
            ("13:30:00", prussia_survives()),
            ("13:31:00", russia_wins()),
        ],
    );
    push(&hall, "tablet-a", 3, &more[2..3]);
    assert_eq!(first(&hall.tournament())["conflict"], Value::Null);
    push(&hall, "tablet-a", 4, &more[3..]);
    let view = hall.tournament();
    assert_eq!(
        (
            first(&view)["conflict"].as_str(),
            first(&view)["differs"].as_bool()
        ),
        (Some("re-entry"), Some(true))
    );
    let page = fragment(&hall, "/tournament/fragment/results?lang=de");
    assert!(
        page.contains("Bestätigtes Ergebnis behalten"),
        "the keep button in German"
    );
    assert!(page.contains("Durch Meldung 4 ersetzen…"));
    let (code, body) = hall.post("/games/1/1/confirm", &json!({"report": 4}));
    assert_eq!(
        (code, body["error"].as_str()),
        (400, Some("no-reason")),
        "{body}"
    );
    let (code, view) = hall.post("/games/1/1/confirm", &json!({"keep": true}));
    assert_eq!(code, 200, "{view}");
    let game = first(&view);
    assert_eq!(
        (
            game["conflict"].as_str(),
            game["confirmed"]["turns"].as_i64()
        ),
        (None, Some(19))
    );
    assert_eq!(game["corrections"], json!([]), "keeping is no correction");
    // Another re-entry, taken with a reason: a correction.
    let last = journal(
        (1, 1),
        "10:01:00",
        &[
            ("13:05:40", prussia_survives()),
            ("14:00:00", russia_wins()),
        ],
    );
    push(&hall, "tablet-b", 3, &last[2..]);
    let (code, view) = hall.post(
        "/games/1/1/confirm",
        &json!({"report": 5, "reason": "recounted"}),
    );
    assert_eq!(code, 200, "{view}");
    let game = first(&view);
    assert_eq!(game["confirmed"]["turns"], 12);
    assert_eq!(game["corrections"][0]["reason"], "recounted");
    assert_eq!(
        game["reports"].as_array().unwrap().len(),
        5,
        "every report kept"
    );
}

#[test]
fn the_draw_s_question_names_what_becomes_final_and_draws_nothing() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    assert_eq!(hall.post("/open", &json!({"name": "Club night"})).0, 200);
    for name in ["A", "B", "C"] {
        assert_eq!(hall.post("/players", &json!({ "name": name })).0, 200);
    }
    assert_eq!(hall.post("/fill-ins", &json!({})).0, 200);
    let form = fragment(&hall, "/tournament/fragment/draw?lang=en");
    assert!(form.contains("Check and draw…"), "{form}");
    assert!(
        !form.contains("data-post=\"/api/tournament/draw\""),
        "the form only asks"
    );
    let asked = fragment(
        &hall,
        "/tournament/fragment/draw?lang=en&edit=draw&seed=2026&ask=1",
    );
    for said in [
        "Draw the qualifying round now? This is final:",
        "Registration closes: these 4 players play, 1 fill-in among them (not ranked)",
        "3 ranked players: the final needs four",
        "with the seed 2026",
        "Yes, draw",
        "data-do=\"draw-cancel\"",
    ] {
        assert!(asked.contains(said), "{said} in {asked}");
    }
    assert!(
        asked.contains(r#"data-body="{&quot;seed&quot;:&quot;2026&quot;}""#),
        "{asked}"
    );
    assert_eq!(hall.tournament()["draw"], Value::Null, "asked only");
    let random = fragment(
        &hall,
        "/tournament/fragment/draw?lang=es&edit=draw&seed=&ask=1",
    );
    assert!(random.contains("con una semilla al azar"), "{random}");
}

#[test]
fn the_jury_archives_a_superseded_copy_and_sees_a_game_not_in_the_draw() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn(&dir);
    for (name, game, started) in [
        ("r1-t1-a", (1, 1), "10:00:00"),
        ("r1-t1-b", (1, 1), "10:20:00"),
        ("r1-t1-c", (1, 1), "10:40:00"),
        ("r5-t9", (5, 9), "10:05:00"),
    ] {
        push(&hall, name, 1, &journal(game, started, &[]));
    }
    let (code, tables) = hall.call(&hall.url("/api/tables"), None);
    assert_eq!(code, 200);
    let state = |tables: &Value, journal: &str| {
        let t = tables["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["journal"] == journal)
            .unwrap();
        (
            t["live"]["state"].as_str().unwrap().to_owned(),
            t["outside_draw"].as_bool().unwrap(),
        )
    };
    assert_eq!(state(&tables, "r1-t1-a"), ("superseded".to_owned(), false));
    assert_eq!(state(&tables, "r1-t1-c"), ("live".to_owned(), false));
    assert_eq!(state(&tables, "r5-t9"), ("live".to_owned(), true));
    let results = fragment(&hall, "/tournament/fragment/results?lang=en");
    assert!(
        results.contains("id=\"outside-draw\"") && results.contains("r5-t9"),
        "{results}"
    );

    // Only the jury archives; an unknown journal is refused.
    let archive = |journal: &str| hall.url(&format!("/api/journals/{journal}/archive"));
    let (code, _) = call(&archive("r1-t1-a"), Some(&json!({})));
    assert_eq!(code, 401, "no key, no archive");
    let (code, body) = hall.call(&archive("no-such"), Some(&json!({})));
    assert_eq!((code, body["error"].as_str()), (404, Some("unknown")));
    let (code, body) = hall.call(&archive("r1-t1-a"), Some(&json!({})));
    assert_eq!(
        (code, &body["archived"]),
        (200, &json!(["r1-t1-a"])),
        "{body}"
    );
    let cards = fragment(&hall, "/hall/cards?lang=en");
    assert!(
        cards.contains("Tables: 2 live · 1 superseded · 1 archived"),
        "{cards}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("journals/archived")).unwrap(),
        "r1-t1-a\n",
        "kept on disk"
    );
    assert!(dir.join("journals/r1-t1-a.jsonl").exists(), "its copy kept");
    drop(hall);
    // A new hall on the same folder: still archived.
    let hall = Hall::start(&dir, 0);
    let cards = fragment(&hall, "/hall/cards?lang=de");
    assert!(
        cards.contains("Tische: 2 laufend · 1 überholt · 1 archiviert"),
        "{cards}"
    );
    let (code, body) = hall.call(
        &hall.url("/api/journals/r1-t1-a/archive"),
        Some(&json!({"archived": false})),
    );
    assert_eq!((code, &body["archived"]), (200, &json!([])), "{body}");
}
