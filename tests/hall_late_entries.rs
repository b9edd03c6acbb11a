//! Players from a CSV file, late entries and no-shows, with a real
//! `friedrich-clock hall`: the import's preview says each line's refusal
//! (a namesake, too long, the same player twice, a bad line) before
//! anything is registered, and *Register N players* writes one journal
//! line; after the draw a late entry waits, *Redraw…* seats him and drops
//! a player who did not come in one journal line, the tables' keys
//! unchanged; once a table's first line of a round-1 game reached the
//! hall, both are refused with `begun`.
#![allow(clippy::unwrap_used)]

use serde_json::{Value, json};

#[path = "hall/drawn.rs"]
mod drawn;
#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use drawn::{drawn_hall, table_key};
use jury_api::{Hall, call_with_key, journal_bytes, table_journal};

/// A page's text posted with the jury's key: the status and the HTML.
fn post_html(hall: &Hall, path: &str, body: &Value) -> (u16, String) {
    let mut answer = ureq::post(&hall.url(path))
        .header("X-Tournament-Key", &hall.key)
        .config()
        .http_status_as_error(false)
        .build()
        .send_json(body)
        .unwrap();
    let code = answer.status().as_u16();
    (code, answer.body_mut().read_to_string().unwrap())
}

/// The jury's fragment of `tab`.
fn fragment(hall: &Hall, tab: &str) -> String {
    let url = hall.url(&format!("/tournament/fragment/{tab}?lang=en"));
    let mut answer = ureq::get(&url)
        .header("X-Tournament-Key", &hall.key)
        .call()
        .unwrap();
    answer.body_mut().read_to_string().unwrap()
}

/// The `data-body` of the button that posts to `path`, as the page's
/// script reads it (the attribute unescaped).
fn body_of(html: &str, path: &str) -> Value {
    let at = html
        .find(&format!("data-post=\"{path}\""))
        .unwrap_or_else(|| panic!("no button posts {path}: {html}"));
    let rest = &html[at..];
    let start = rest.find("data-body=\"").unwrap() + "data-body=\"".len();
    let end = start + rest[start..].find('"').unwrap();
    let text = rest[start..end]
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    serde_json::from_str(&text).unwrap()
}

fn lines(dir: &std::path::Path) -> usize {
    journal_bytes(dir)
        .split(|b| *b == b'\n')
        .filter(|l| !l.is_empty())
        .count()
}

fn names(hall: &Hall) -> Vec<String> {
    let t = hall.tournament();
    t["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn a_csv_is_previewed_line_by_line_then_registered_in_one_journal_line() {
    let dir = tempfile::tempdir().unwrap();
    let hall = Hall::start(dir.path(), 0);
    hall.post("/open", &json!({"name": "Club Open"}));
    let (code, body) = hall.post("/players", &json!({"name": "Anna Berg", "town": "Wien"}));
    assert_eq!(code, 200, "{body}");
    let long = "x".repeat(61);
    let csv = format!(
        "name,town,note,fill-in\n\
         Bruno Keller,Graz,,\n\
         anna berg,wien,,\n\
         {long},,,\n\
         Bruno Keller,Graz,,\n\
         ,Linz,,\n\
         \"Ruiz, Carmen\",Madrid,junior,\n\
         Dai Chen,,,yes\n"
    );
    let before = lines(dir.path());
    let (code, preview) = post_html(&hall, "/tournament/import-preview", &json!({"csv": csv}));
    assert_eq!(code, 200, "{preview}");
    // Each line with its number or its refusal, before anything is registered.
    for said in [
        "number 2",
        "Anna Berg of the same town is registered already as number 1",
        "the name is longer than 60 characters",
        "the same player as line 2",
        "no name",
        "Ruiz, Carmen",
        "number 4",
        "3 of 7 lines taken",
        "Register 3 players",
    ] {
        assert!(preview.contains(said), "{said}: {preview}");
    }
    assert_eq!(preview.matches("class=\"refused\"").count(), 4, "{preview}");
    assert_eq!(lines(dir.path()), before, "the preview registers nobody");

    // The button posts what the preview took: one journal line.
    let (code, body) = hall.post("/import", &body_of(&preview, "/api/tournament/import"));
    assert_eq!(code, 200, "{body}");
    assert_eq!(lines(dir.path()), before + 1, "one journal line");
    assert_eq!(
        names(&hall),
        ["Anna Berg", "Bruno Keller", "Ruiz, Carmen", "Dai Chen"]
    );
    let journal = String::from_utf8(journal_bytes(dir.path())).unwrap();
    assert!(
        journal
            .lines()
            .last()
            .unwrap()
            .contains("\"kind\":\"imported\"")
    );

    // The same file again: every line is now a namesake, nothing to register.
    let (_, again) = post_html(&hall, "/tournament/import-preview", &json!({"csv": csv}));
    assert!(again.contains("0 of 7 lines taken"), "{again}");
    assert!(!again.contains("data-post"), "{again}");
    // A header the reader does not know: said with its line.
    let (_, bad) = post_html(
        &hall,
        "/tournament/import-preview",
        &json!({"csv": "name;town\nA;B\n"}),
    );
    assert!(bad.contains("line 1: the header must be"), "{bad}");
}

#[test]
fn a_late_entry_and_a_no_show_are_redrawn_until_a_tables_first_line_then_refused() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let keys = std::fs::read(dir.join("table-keys.json")).unwrap();
    // Registered after the draw: a late entry.
    let (code, body) = hall.post("/players", &json!({"name": "Ida Late", "town": "Bern"}));
    assert_eq!(code, 200, "{body}");
    assert!(fragment(&hall, "players").contains("Late entries"));
    assert_eq!(hall.tournament()["late"][0]["name"], "Ida Late");
    let draw_tab = fragment(&hall, "draw");
    assert!(draw_tab.contains("Redraw…"), "{draw_tab}");
    assert!(draw_tab.contains("Ida Late"), "{draw_tab}");

    // Player 2 did not come: one line draws again with Ida, without him.
    let before = lines(&dir);
    let (code, body) = hall.post("/redraw", &json!({"absent": [2], "seed": "11"}));
    assert_eq!(code, 200, "{body}");
    assert_eq!(lines(&dir), before + 1, "one journal line");
    let players = names(&hall);
    assert!(players.contains(&"Ida Late".to_owned()), "{players:?}");
    assert!(!players.contains(&"Player 2".to_owned()), "{players:?}");
    let view = hall.tournament();
    assert_eq!(view["draw"]["seed"], json!("11"));
    assert_eq!(view["late"], json!([]));
    assert_eq!(view["absent"][0]["no"], 2);
    assert_eq!(
        std::fs::read(dir.join("table-keys.json")).unwrap(),
        keys,
        "the tables keep their keys"
    );

    // A table's first line of a round-1 game reaches the hall.
    let one = table_key(&dir, 1);
    // The table takes its game from the (new) draw, and starts it.
    let (code, game) = call_with_key(&hall.url("/api/tournament/games/1/1"), &one, None);
    assert_eq!(code, 200, "{game}");
    let names = game["names"].as_array().unwrap().clone();
    assert!(names.contains(&json!("Ida Late")) || !names.contains(&json!("Player 2")));
    let first = &table_journal(1, 1, &names)[..1];
    let push = json!({"device": "1".repeat(16), "from": 1, "lines": first});
    let (code, answer) = call_with_key(
        &hall.url("/api/journals/2026-11-24_100000_round-1_table-1"),
        &one,
        Some(&push),
    );
    assert_eq!(code, 200, "{answer}");
    let before = lines(&dir);
    let (code, body) = hall.post("/redraw", &json!({"absent": [3]}));
    assert_eq!(
        (code, body["error"].as_str()),
        (409, Some("begun")),
        "{body}"
    );
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("Round 1, table 1 has begun"),
        "{body}"
    );
    let (code, body) = hall.post("/players", &json!({"name": "Too Late"}));
    assert_eq!(
        (code, body["error"].as_str()),
        (409, Some("begun")),
        "{body}"
    );
    assert_eq!(lines(&dir), before, "nothing written");
    assert!(!fragment(&hall, "draw").contains("Redraw…"));
    assert!(fragment(&hall, "players").contains("round 1 has begun"));
}
