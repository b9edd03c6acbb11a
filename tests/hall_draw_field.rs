//! The hall refuses the fields its draw cannot serve, from a real
//! `friedrich-clock hall`: a second player of the same name and town
//! without a note that tells them apart (the registration form's post),
//! and a draw of fewer than four ranked players (the Draw button's post);
//! each with its message in the asked language, the journal unchanged.
//! The Draw tab says so before the click, and the repeats twelve seats
//! cannot avoid; a player's note is shown after his name.
#![allow(clippy::unwrap_used)]

use serde_json::json;

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, journal_bytes};

/// The jury's fragment of `tab` in `lang`.
fn fragment(hall: &Hall, tab: &str, lang: &str) -> String {
    let url = hall.url(&format!("/tournament/fragment/{tab}?lang={lang}"));
    let mut answer = ureq::get(&url)
        .header("X-Tournament-Key", &hall.key)
        .call()
        .unwrap();
    answer.body_mut().read_to_string().unwrap()
}

#[test]
fn a_namesake_is_refused_at_registration_until_a_note_tells_them_apart() {
    let dir = tempfile::tempdir().unwrap();
    let hall = Hall::start(dir.path(), 0);
    hall.post("/open", &json!({"name": "Club Open"}));
    let (code, body) = hall.post("/players", &json!({"name": "Anna Berg", "town": "Wien"}));
    assert_eq!(code, 200, "{body}");
    let before = journal_bytes(dir.path());
    let (code, body) = hall.post(
        "/players?lang=de",
        &json!({"name": " anna berg", "town": "wien "}),
    );
    assert_eq!(
        (code, body["error"].as_str()),
        (409, Some("namesake")),
        "{body}"
    );
    let url = hall.url("/api/tournament/players?lang=en");
    let (_, en) = hall.call(&url, Some(&json!({"name": "Anna Berg", "town": "Wien"})));
    assert_eq!(
        en["message"].as_str(),
        Some(
            "Anna Berg of the same town is registered already as number 1: add a note that tells the two apart (a club, \"junior\")"
        )
    );
    assert_eq!(journal_bytes(dir.path()), before, "nothing changed");
    // A note tells them apart, and goes with the name wherever it is shown.
    let (code, body) = hall.post(
        "/players",
        &json!({"name": "Anna Berg", "town": "Wien", "note": "junior"}),
    );
    assert_eq!(code, 200, "{body}");
    assert!(fragment(&hall, "players", "en").contains("Anna Berg (junior)"));
    // A correction without a note keeps it.
    let (code, _) = hall.post(
        "/players",
        &json!({"no": 2, "name": "Anna Berg", "town": "Wien"}),
    );
    assert_eq!(code, 200);
    assert!(fragment(&hall, "players", "en").contains("Anna Berg (junior)"));
    let players = hall.call(&hall.url("/export/players.csv"), None).1;
    assert!(
        players
            .as_str()
            .unwrap()
            .contains("2,Anna Berg,Wien,,junior\n"),
        "{players}"
    );
    // Drawn, every printout and the public pages print the note with the
    // name.
    for name in ["Bruno", "Carmen"] {
        hall.post("/players", &json!({"name": name}));
    }
    let (code, body) = hall.post("/draw", &json!({"seed": "7"}));
    assert_eq!(code, 200, "{body}");
    for page in [
        "/print/draw",
        "/print/tables",
        "/print/players",
        "/print/standings",
        "/print/crosstable",
        "/export/draw.csv",
        "/players/2",
    ] {
        let text = hall.call(&hall.url(page), None).1.to_string();
        assert!(text.contains("Anna Berg (junior)"), "{page}: {text}");
    }
}

#[test]
fn three_players_are_not_drawn_and_the_draw_tab_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let hall = Hall::start(dir.path(), 0);
    hall.post("/open", &json!({"name": "Club Open"}));
    for name in ["Anna", "Bruno", "Carmen"] {
        hall.post("/players", &json!({"name": name}));
    }
    let draw_tab = fragment(&hall, "draw", "en");
    assert!(
        draw_tab.contains("The draw needs 1 fill-in more"),
        "{draw_tab}"
    );
    let (code, _) = hall.post("/fill-ins", &json!({}));
    assert_eq!(code, 200);
    let draw_tab = fragment(&hall, "draw", "en");
    assert!(
        draw_tab.contains("3 ranked players: the final needs four"),
        "{draw_tab}"
    );
    let before = journal_bytes(dir.path());
    let (code, body) = hall.post("/draw?lang=es", &json!({"seed": "7"}));
    assert_eq!(
        (code, body["error"].as_str()),
        (409, Some("too-few-ranked")),
        "{body}"
    );
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("3 jugadores en la clasificación: la final necesita cuatro"),
        "{body}"
    );
    assert_eq!(journal_bytes(dir.path()), before, "nothing changed");
    assert!(hall.tournament()["draw"].is_null());
    // The fill-in named as the fourth player: four seats, so the tab says
    // what the draw cannot avoid, and the draw is made.
    let (code, body) = hall.post(
        "/players",
        &json!({"no": 4, "name": "Dai", "fill_in": false}),
    );
    assert_eq!(code, 200, "{body}");
    let draw_tab = fragment(&hall, "draw", "de");
    assert!(
        draw_tab.contains("4 Plätze mit den Ersatzspielern: Wiederholungen sind unvermeidlich, 6 Spielerpaare treffen sich je 4-mal"),
        "{draw_tab}"
    );
    let (code, body) = hall.post("/draw", &json!({"seed": "7"}));
    assert_eq!(code, 200, "{body}");
}
