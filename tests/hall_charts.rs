//! Where the time went, in a real `friedrich-clock hall`: a table's charts
//! in the page's language, growing while its stage is played; every game
//! taken together for the jury, the public and on paper; an unknown or
//! badly named journal, or no key, refused with a clear message.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, call};

/// A table's journal: its game line, then each turn's stages in seconds
/// (Start turn, then a hand-off after each nation's stage), a minute of
/// Cards of Fate between turns.
fn journal(table: u32, turns: &[&[u64]]) -> (Vec<String>, u64) {
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let mut lines = vec![
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00",
            "table": table.to_string(), "names": ["", "", "", ""], "ruleset": ruleset})
        .to_string(),
    ];
    let mut t = 0;
    let command = |t: u64, kind: &str| {
        json!({"kind": "command", "v": 1, "t": t, "wall": "2026-11-24T10:00:05+01:00",
            "cmd": {"type": kind}})
        .to_string()
    };
    for stages in turns {
        lines.push(command(t, "start-turn"));
        for seconds in *stages {
            t += seconds * 1000;
            lines.push(command(t, "hand-off"));
        }
        t += 60_000;
    }
    (lines, t - 60_000)
}

/// Pushes a journal as a table would; its game time now is `t`.
fn push(hall: &Hall, name: &str, (lines, t): (Vec<String>, u64)) {
    let body = json!({"device": "0123456789abcdef", "from": 1, "lines": lines, "t": t});
    let (code, answer) = hall.call(&hall.url(&format!("/api/journals/{name}")), Some(&body));
    assert_eq!(code, 200, "{answer}");
}

/// Two games: A played two whole turns; B one, and Prussia's stage of
/// its second going on.
fn hall_with_two_games(dir: &std::path::Path) -> Hall {
    let hall = Hall::start(dir, 0);
    let a = journal(
        1,
        &[&[40, 10, 30, 5, 50, 10, 20], &[60, 20, 40, 5, 50, 10, 20]],
    );
    push(&hall, "game-a", a);
    let (mut lines, t) = journal(2, &[&[50, 30, 30, 5, 50, 10, 20]]);
    lines.push(
        json!({"kind": "command", "v": 1, "t": t + 60_000,
            "wall": "2026-11-24T10:00:05+01:00", "cmd": {"type": "start-turn"}})
        .to_string(),
    );
    push(&hall, "game-b", (lines, t + 60_000));
    hall
}

fn titles(answer: &Value) -> Vec<&str> {
    let charts = answer["charts"].as_array().unwrap();
    charts
        .iter()
        .map(|c| c["title"].as_str().unwrap())
        .collect()
}

fn svgs(answer: &Value) -> String {
    let charts = answer["charts"].as_array().unwrap();
    charts.iter().map(|c| c["svg"].as_str().unwrap()).collect()
}

#[test]
fn a_tables_charts_come_in_the_pages_language_and_grow_while_a_stage_is_played() {
    let temp = tempfile::tempdir().unwrap();
    let hall = hall_with_two_games(temp.path());
    let charts = |lang: &str| {
        let (code, answer) = hall.call(
            &hall.url(&format!("/api/journals/game-a/charts{lang}")),
            None,
        );
        assert_eq!(code, 200, "{answer}");
        answer
    };
    let en = charts("");
    assert_eq!(en["title"], "Where the time went");
    assert_eq!(
        titles(&en),
        [
            "Chess clocks, turn by turn",
            "Time per nation and turn",
            "When the clock stood still"
        ]
    );
    let svg = svgs(&en);
    assert_eq!(svg.matches("<svg").count(), 3);
    assert!(svg.contains("aria-label=\"Chess clocks, turn by turn\""));
    assert!(
        svg.contains(">Prussia<") && svg.contains(">Frederick "),
        "{svg}"
    );
    let de = charts("?lang=de");
    assert_eq!(de["title"], "Wo die Zeit blieb");
    assert_eq!(titles(&de)[0], "Schachuhren, Zug für Zug");
    assert!(svgs(&de).contains(">Preußen<"));
    let es = charts("?lang=es");
    assert_eq!(es["title"], "Dónde se fue el tiempo");
    assert!(svgs(&es).contains("aria-label=\"Tiempo por nación y turno\""));
    assert!(svgs(&es).contains(">Prusia<"));

    // Game B's Prussia is in her stage: her bar and its time grow.
    let b = || svgs(&hall.call(&hall.url("/api/journals/game-b/charts"), None).1);
    let before = b();
    std::thread::sleep(Duration::from_millis(1_100));
    assert_ne!(b(), before, "the charts count the stage being played on");
}

#[test]
fn a_journal_the_hall_does_not_have_or_a_request_without_the_key_is_refused_clearly() {
    let temp = tempfile::tempdir().unwrap();
    let hall = hall_with_two_games(temp.path());
    let (code, answer) = hall.call(&hall.url("/api/journals/no-such-game/charts?lang=de"), None);
    assert_eq!(code, 404);
    assert_eq!(answer["error"], "unknown");
    assert_eq!(
        answer["message"],
        "Die Turnierleitung hat keine solche Partie und kein solches Journal"
    );
    let (code, answer) = hall.call(&hall.url("/api/journals/.hidden/charts"), None);
    assert_eq!((code, &answer["error"]), (400, &json!("bad-name")));
    let base = format!("http://127.0.0.1:{}", hall.port);
    for path in [
        "/api/journals/game-a/charts",
        "/api/tournament/time",
        "/print/time",
    ] {
        let (code, answer) = call(&format!("{base}{path}"), None);
        assert_eq!((code, &answer["error"]), (401, &json!("no-key")), "{path}");
    }
    // The printouts beside it still answer, and refuse what they do not know.
    assert_eq!(hall.call(&hall.url("/print/draw"), None).0, 200);
    assert_eq!(hall.call(&hall.url("/print/nothing"), None).0, 404);
}

#[test]
fn every_game_together_gives_each_nations_median_turn_for_the_jury_the_public_and_paper() {
    let temp = tempfile::tempdir().unwrap();
    let hall = hall_with_two_games(temp.path());
    let (code, jury) = hall.call(&hall.url("/api/tournament/time?lang=de"), None);
    assert_eq!(code, 200, "{jury}");
    assert_eq!(jury["games"], 2);
    assert_eq!(jury["title"], "Wo die Zeit in allen Partien blieb");
    assert_eq!(
        titles(&jury),
        [
            "Median-Zeit je Zug, jede Nation",
            "Partien, in denen einer Seite die Zeit ausging"
        ]
    );
    let svg = svgs(&jury);
    // Prussia: 40 and 60 s (A), 50 s (B), not B's stage going on: 0:50.
    // Hanover: 10, 20, 30 s: 0:20. Russia: 30, 40, 30 s: 0:30.
    for words in [
        ">Preußen · 3 Züge<",
        ">0:50<",
        ">Hannover · 3 Züge<",
        ">0:20<",
        ">Russland · 3 Züge<",
        ">0:30<",
        ">Gezählte Partien<",
        ">0 von 2<",
    ] {
        assert!(svg.contains(words), "{words} in {svg}");
    }
    // The public standings show the same, without the key.
    let public = format!("http://127.0.0.1:{}/api/standings/time?lang=de", hall.port);
    let (code, answer) = call(&public, None);
    assert_eq!((code, svgs(&answer)), (200, svg));
    // On paper, in Spanish: a page of its own with both charts.
    let (code, page) = hall.call(&hall.url("/print/time?lang=es"), None);
    let page = page.as_str().unwrap().to_owned();
    assert_eq!(code, 200);
    assert!(page.contains("<html lang=\"es\">"));
    assert!(page.contains("<h1>Dónde se fue el tiempo en todas las partidas</h1>"));
    assert_eq!(page.matches("<svg").count(), 2);
    assert!(page.contains(">Prusia · 3 turnos<"), "{page}");
    // Black and white, as docs/hall.md says: every colour drawn on it is a
    // grey (the shared print style's highlight of a tied standings row is
    // on no element here).
    let drawn = &page[page.find("<body").unwrap()..];
    let colours: Vec<&str> = drawn
        .split(['"', ':', ';', '}'])
        .filter(|s| s.len() == 7 && s.starts_with('#'))
        .collect();
    assert!(colours.len() > 10, "{page}");
    for c in colours {
        assert!(c[1..3] == c[3..5] && c[3..5] == c[5..7], "{c} on paper");
    }
    // A scale says what a bar is worth: Prussia's 0:50 at the end of an
    // axis ticked every 10 s.
    for tick in [">0:00<", ">0:10<", ">0:40<"] {
        assert!(page.contains(tick), "{tick} in {page}");
    }
}
