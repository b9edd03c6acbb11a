//! What the players follow on their phones, from a real `friedrich-clock
//! hall` and without the key: the players' list finds a player by name or
//! number, his page shows his four games (round, table, role, opponents)
//! and, once the jury lets the public see them, his scores and rank; an
//! unknown number is a clear 404 page in the asked language; the
//! projector's screens, the QR code on the public standings and the player
//! cards lead to the players' pages (never with the key); the crosstable's
//! export holds every player.
#![allow(clippy::unwrap_used)]

use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, russia_wins};

/// A page or fragment without a key: status and text.
fn get(url: &str) -> (u16, String) {
    let mut answer = ureq::get(url)
        .config()
        .http_status_as_error(false)
        .build()
        .call()
        .unwrap();
    let code = answer.status().as_u16();
    (code, answer.body_mut().read_to_string().unwrap())
}

/// The same with the jury's key.
fn get_with_key(url: &str, key: &str) -> (u16, String) {
    let mut answer = ureq::get(url)
        .header("X-Tournament-Key", key)
        .config()
        .http_status_as_error(false)
        .build()
        .call()
        .unwrap();
    let code = answer.status().as_u16();
    (code, answer.body_mut().read_to_string().unwrap())
}

const NAMES: [&str; 8] = [
    "Anna Berg",
    "Bruno Keller",
    "Carmen Ruiz",
    "Dai Chen",
    "Emil Gruber",
    "Frida Lind",
    "Gustav Roth",
    "Hanna Vogel",
];

/// A hall with eight players drawn (seed 7: two tables a round) and round
/// 1's table 1 confirmed (Russia wins).
fn drawn(dir: &std::path::Path) -> (Hall, Value) {
    let hall = Hall::start(dir, 0);
    hall.post("/open", &json!({"name": "Club Open"}));
    for (i, name) in NAMES.iter().enumerate() {
        let (code, body) = hall.post(
            "/players",
            &json!({"name": name, "town": format!("Town {}", i % 4)}),
        );
        assert_eq!(code, 200, "{body}");
    }
    let (code, body) = hall.post("/draw", &json!({"seed": "7"}));
    assert_eq!(code, 200, "{body}");
    let (code, body) = hall.post("/games/1/1/confirm", &json!({"result": russia_wins()}));
    assert_eq!(code, 200, "{body}");
    let game = body["rounds"][0]["games"][0].clone();
    (hall, game)
}

fn name(no: u64) -> &'static str {
    NAMES[usize::try_from(no).unwrap() - 1]
}

#[test]
fn a_player_finds_his_page_and_sees_his_games_then_his_scores_once_shown() {
    let temp = tempfile::tempdir().unwrap();
    let (hall, game) = drawn(temp.path());
    let players: Vec<u64> = game["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_u64().unwrap())
        .collect();
    let roles = ["Frederick", "Elisabeth", "Maria Theresia", "Pompadour"];

    // The list: no key, every player, found by name or by number.
    let (code, page) = get(&hall.url("/players?lang=en"));
    assert_eq!(code, 200);
    assert!(
        page.contains("data-fragment=\"/players/fragment\""),
        "{page}"
    );
    let (code, list) = get(&hall.url("/players/fragment?lang=en"));
    assert_eq!(code, 200);
    // The search names where it asks (no empty action), in the page's language.
    assert!(
        list.contains(
            r#"action="/players" method="get"><input type="hidden" name="lang" value="en">"#
        ),
        "{list}"
    );
    for (i, n) in NAMES.iter().enumerate() {
        assert!(
            list.contains(&format!("href=\"/players/{}?lang=en\"", i + 1)),
            "{n}"
        );
    }
    let (_, found) = get(&hall.url("/players/fragment?lang=en&q=gruber"));
    assert!(
        found.contains("Emil Gruber") && !found.contains("Anna Berg"),
        "{found}"
    );
    let (_, found) = get(&hall.url("/players/fragment?lang=en&q=3"));
    assert!(
        found.contains("Carmen Ruiz") && !found.contains("Dai Chen"),
        "{found}"
    );
    let (_, none) = get(&hall.url("/players/fragment?lang=en&q=Zoe"));
    assert!(none.contains("No player matches"), "{none}");

    // Frederick of round 1, table 1: his page holds his game with his role
    // and opponents, but no score while round 1 is held back (complete
    // rounds only, the default: table 2 is not confirmed).
    let fred = players[0];
    let (code, page) = get(&hall.url(&format!("/players/{fred}?lang=en")));
    assert_eq!(code, 200);
    assert!(page.contains(&format!("/players/{fred}/fragment")));
    let (code, mine) = get(&hall.url(&format!("/players/{fred}/fragment?lang=en")));
    assert_eq!(code, 200);
    assert!(
        mine.contains(&format!("No. {fred} · {}", name(fred))),
        "{mine}"
    );
    assert!(
        mine.contains("Round 1, table 1 · <b>Frederick</b>"),
        "{mine}"
    );
    for (role, p) in roles.iter().zip(&players).skip(1) {
        assert!(
            mine.contains(&format!("<span class=\"role\">{role}</span>")),
            "{role}"
        );
        assert!(mine.contains(name(*p)), "opponent {p}");
    }
    assert_eq!(mine.matches("class=\"game").count(), 4, "four games");
    assert!(mine.contains("Not shown yet"), "{mine}");
    assert!(!mine.contains("Score "), "held back: {mine}");

    // The public standings hold the crosstable back with them.
    let (_, standings) = get(&hall.url("/standings/fragment?lang=en"));
    assert!(!standings.contains("class=\"cross\""), "{standings}");

    // Every confirmed game shown: his score, his rank, his crosstable line.
    let (code, body) = hall.post("/public", &json!({"standings": "live"}));
    assert_eq!(code, 200, "{body}");
    let (_, standings) = get(&hall.url("/standings/fragment?lang=en"));
    let cross = standings.split("class=\"cross\"").nth(1).unwrap();
    let line = cross
        .split(&format!("id=\"cross-{fred}\""))
        .nth(1)
        .unwrap()
        .split("</tr>")
        .next()
        .unwrap();
    assert!(
        line.contains("Table 1 · Frederick")
            && line.contains(&format!(
                "<b>{:.2}</b>",
                game["scores"][0].as_f64().unwrap()
            )),
        "{line}"
    );
    let (_, mine) = get(&hall.url(&format!("/players/{fred}/fragment?lang=en")));
    let score = game["scores"][0].as_f64().unwrap();
    assert!(
        mine.contains(&format!("Score <b>{score:.2}</b>")),
        "his score: {mine}"
    );
    let (_, public) = get(&hall.url("/api/standings"));
    let public: Value = serde_json::from_str(&public).unwrap();
    let line = public["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["player"] == fred)
        .unwrap()
        .clone();
    assert!(
        mine.contains(&format!("Rank {} of 8", line["rank"])),
        "{mine}"
    );
    // Round 1 is still played, but his result is shown: his next game is
    // round 2's.
    assert!(mine.contains("Your next game"), "{mine}");

    // German, as the phone asks.
    let (_, german) = get(&hall.url(&format!("/players/{fred}/fragment?lang=de")));
    assert!(
        german.contains("Runde 1, Tisch 1 · <b>Friedrich</b>"),
        "{german}"
    );
}

#[test]
fn an_unknown_player_number_is_a_clear_404_in_the_asked_language() {
    let temp = tempfile::tempdir().unwrap();
    let (hall, _) = drawn(temp.path());
    for (path, said) in [
        (
            "/players/99?lang=de",
            "Keine Spielernummer 99 in diesem Turnier",
        ),
        (
            "/players/abc?lang=es",
            "Ningún jugador con el número abc en este torneo",
        ),
        (
            "/players/0?lang=en",
            "No player number 0 in this tournament",
        ),
    ] {
        let (code, page) = get(&hall.url(path));
        assert_eq!(code, 404, "{path}");
        assert!(page.contains(said), "{path}: {page}");
        assert!(
            page.contains("href=\"/players?lang="),
            "the way back: {page}"
        );
    }
    let (code, answer) = get(&hall.url("/players/99/fragment?lang=en"));
    assert_eq!(code, 404);
    let answer: Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(answer["error"], "unknown");
    assert_eq!(answer["message"], "No player number 99 in this tournament");
}

#[test]
fn the_projector_the_public_standings_and_the_player_cards_lead_to_the_players_pages() {
    let temp = tempfile::tempdir().unwrap();
    let (hall, game) = drawn(temp.path());
    // The projector: round 1's tables (the round played), then the
    // standings (held back: not shown yet), counted round.
    let (code, shell) = get(&hall.url("/standings?projector=1&lang=en"));
    assert_eq!(code, 200);
    assert!(shell.contains("data-fragment=\"/projector/fragment\""));
    assert!(shell.contains("data-cycle="));
    let (_, first) = get(&hall.url("/projector/fragment?lang=en&view=0"));
    assert!(first.contains("data-views=\"2\""), "{first}");
    assert!(first.contains("Round 1 — Who plays where"), "{first}");
    let fred = game["players"][0].as_u64().unwrap();
    assert!(first.contains(name(fred)));
    let (_, second) = get(&hall.url("/projector/fragment?lang=en&view=1"));
    assert!(second.contains("Not shown yet"), "{second}");
    let (_, again) = get(&hall.url("/projector/fragment?lang=en&view=2"));
    assert_eq!(again, first, "counted round");
    let players = hall.url("/players");
    assert!(first.contains("<svg class=\"qr\"") && first.contains(&players));

    // The public standings: a link and a QR code to the players' pages.
    let (_, standings) = get(&hall.url("/standings/fragment?lang=en"));
    assert!(
        standings.contains("href=\"/players?lang=en\""),
        "{standings}"
    );
    assert!(standings.contains("<svg class=\"qr\"") && standings.contains(&players));

    // The player cards: each with his page's QR code; the key nowhere.
    let (code, cards) = get_with_key(&hall.url("/print/players?lang=en"), &hall.key);
    assert_eq!(code, 200);
    assert_eq!(cards.matches("<svg class=\"qr\"").count(), 8);
    for no in 1..=8 {
        assert!(
            cards.contains(&hall.url(&format!("/players/{no}<"))),
            "{no}"
        );
    }
    for page in [&cards, &standings, &first] {
        assert!(!page.contains(&hall.key), "no key on a page");
    }

    // The crosstable: a printout and a CSV row per player, the jury's.
    let (code, _) = get(&hall.url("/export/crosstable.csv"));
    assert_eq!(code, 401);
    let (code, csv) = get_with_key(&hall.url("/export/crosstable.csv"), &hall.key);
    assert_eq!(code, 200);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 9, "{csv}");
    assert!(rows[0].starts_with(
        "rank,player,name,fill_in,withdrawn_from_round,r1_table,r1_role,r1_opponents,r1_score"
    ));
    let his = rows
        .iter()
        .find(|r| r.split(',').nth(1) == Some(&fred.to_string()))
        .unwrap();
    let score = game["scores"][0].as_f64().unwrap();
    let opponents: Vec<String> = game["players"].as_array().unwrap()[1..]
        .iter()
        .map(Value::to_string)
        .collect();
    assert!(
        his.contains(&format!(",1,frederick,{},{score:.2},", opponents.join(" "))),
        "{his}"
    );
    let (code, printed) = get_with_key(&hall.url("/print/crosstable?lang=de"), &hall.key);
    assert_eq!(code, 200);
    assert!(printed.contains("Kreuztabelle"), "{printed}");
}
