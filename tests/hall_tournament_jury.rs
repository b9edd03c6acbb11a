//! The jury's mending in the hall, through its API with a real
//! `friedrich-clock hall` process: a result without Cards of Fate is
//! flagged and completed (the cards in the page's own field, to a result
//! entered or to the one a table reported), a finalist's mis-clicked role
//! withdrawn with a reason until the final's result is confirmed, and the
//! public standings explaining each number from the shown games alone,
//! the final's roles' wins hidden until its result is confirmed.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, call, journal_bytes, russia_wins, table_journal};

/// Revealed after turns 6–13: N = 13, Frederick's sTCC 0.812 for
/// [`russia_wins`] (tests/scoring.rs).
const FATE: [&str; 8] = [
    "other",
    "poems",
    "other",
    "elisabeth",
    "india",
    "other",
    "sweden",
    "america",
];

/// [`russia_wins`] with its Cards of Fate.
fn with_fate() -> Value {
    let mut r = russia_wins();
    r["fate"] = json!(FATE);
    r
}

/// A hall with `names` registered and drawn by seed `seed`.
fn drawn(dir: &Path, names: &[&str], seed: &str) -> (Hall, Value) {
    let hall = Hall::start(dir, 0);
    let (code, body) = hall.post("/open", &json!({"name": "Club night"}));
    assert_eq!(code, 200, "{body}");
    for name in names {
        let (code, body) = hall.post("/players", &json!({ "name": name }));
        assert_eq!(code, 200, "{body}");
    }
    let (code, body) = hall.post("/draw", &json!({ "seed": seed }));
    assert_eq!(code, 200, "{body}");
    (hall, body)
}

fn game(view: &Value, round: usize, table: usize) -> &Value {
    &view["rounds"][round - 1]["games"][table - 1]
}

fn line_of(view: &Value, player: &Value) -> Value {
    view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["player"] == *player)
        .cloned()
        .unwrap()
}

fn public(hall: &Hall) -> Value {
    let (code, body) = call(
        &format!("http://127.0.0.1:{}/api/standings", hall.port),
        None,
    );
    assert_eq!(code, 200, "{body}");
    body
}

#[test]
fn a_result_without_cards_of_fate_is_flagged_and_completed_from_the_page_s_field() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let (hall, view) = drawn(&dir, &names, "8");
    let frederick = game(&view, 1, 1)["players"][0].clone();
    // Entered without the cards: it counts, but Frederick's sTCC is not
    // known, and the row says so.
    let (code, view) = hall.post("/games/1/1/confirm", &json!({"result": russia_wins()}));
    assert_eq!(code, 200, "{view}");
    assert_eq!(game(&view, 1, 1)["fate"], "missing");
    let line = line_of(&view, &frederick);
    assert_eq!(line["tcc"], Value::Null);
    assert_eq!(line["explain"]["tcc"]["why"], "deck-needed");
    // A card that does not exist is refused, naming it; nothing is written.
    let before = journal_bytes(&dir);
    let (code, body) = hall.post(
        "/games/1/1/confirm",
        &json!({"result": russia_wins(), "fate": "poems, dragon", "reason": "cards"}),
    );
    assert_eq!((code, body["error"].as_str()), (400, Some("bad-result")));
    assert!(
        body["message"].as_str().unwrap().contains("dragon"),
        "{body}"
    );
    assert_eq!(journal_bytes(&dir), before);
    // The page's field: names separated by commas, as people type them.
    let text = "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\
        [objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = 3\ntotal = 4\n\
        [objectives.austria]\nheld = 5\ntotal = 7\n[objectives.imperial-army]\nheld = 2\ntotal = 10\n\
        [objectives.france]\nheld = 3\ntotal = 5\n";
    let typed = "Other, Poems , other,elisabeth, India, other, Sweden, America";
    let (code, view) = hall.post(
        "/games/1/1/confirm",
        &json!({"result": text, "fate": typed, "reason": "the Cards of Fate"}),
    );
    assert_eq!(code, 200, "{view}");
    assert_eq!(game(&view, 1, 1)["confirmed"]["fate"], json!(FATE));
    assert_eq!(game(&view, 1, 1)["fate"], Value::Null, "no warning now");
    let tcc = line_of(&view, &frederick)["tcc"]["value"].as_f64().unwrap();
    assert!((tcc - 0.812).abs() < 0.0005, "{tcc}");
    // An empty field keeps the cards the result has.
    let mut corrected = with_fate();
    corrected["turns"] = json!(13);
    let (code, view) = hall.post(
        "/games/1/1/confirm",
        &json!({"result": corrected, "fate": "", "reason": "turn 13"}),
    );
    assert_eq!(code, 200, "{view}");
    assert_eq!(game(&view, 1, 1)["confirmed"]["fate"], json!(FATE));
    // A table's report without the cards is flagged before it is confirmed,
    // and the cards alone complete it.
    let names: Vec<Value> = names.iter().map(|n| json!(n)).collect();
    let push = json!({"device": "0123456789abcdef", "from": 1,
        "lines": table_journal(1, 2, &names[..4])});
    let (code, _) = hall.call(&hall.url("/api/journals/r1-t2"), Some(&push));
    assert_eq!(code, 200);
    let view = hall.tournament();
    assert_eq!(game(&view, 1, 2)["status"], "reported");
    assert_eq!(game(&view, 1, 2)["fate"], "missing");
    let (code, view) = hall.post(
        "/games/1/2/confirm",
        &json!({"fate": FATE, "reason": "test journal: one turn on its clock"}),
    );
    assert_eq!(code, 200, "{view}");
    assert_eq!(game(&view, 1, 2)["status"], "confirmed");
    assert_eq!(
        game(&view, 1, 2)["confirmed"]["turns"],
        12,
        "the reported result"
    );
    assert_eq!(game(&view, 1, 2)["confirmed"]["fate"], json!(FATE));
    // Too few cards for the turns played (FWC 2020's whole-game TCC): flagged
    // apart.
    let mut short = russia_wins();
    short["fate"] = json!(["other", "poems"]);
    short["ruleset"] = json!("fwc-2020");
    let (code, view) = hall.post("/games/2/1/confirm", &json!({ "result": short }));
    assert_eq!(code, 200, "{view}");
    assert_eq!(game(&view, 2, 1)["fate"], "too-few-cards");
}

#[test]
fn the_public_standings_explain_each_number_from_the_shown_rounds_only() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let (hall, _) = drawn(&dir, &names, "8");
    // Round 1 complete; round 2 has one of its two games confirmed: with
    // the default setting (complete rounds), round 2 is held back.
    for (round, table) in [(1, 1), (1, 2), (2, 1)] {
        let (code, body) = hall.post(
            &format!("/games/{round}/{table}/confirm"),
            &json!({"result": with_fate()}),
        );
        assert_eq!(code, 200, "{body}");
    }
    let jury = hall.tournament();
    let shown = public(&hall);
    assert_eq!(shown["shown"], json!([1]));
    let lines = shown["standings"].as_array().unwrap();
    assert_eq!(lines.len(), 8);
    let totals: BTreeMap<u64, f64> = lines
        .iter()
        .map(|l| (l["player"].as_u64().unwrap(), l["total"].as_f64().unwrap()))
        .collect();
    let mut held_back = 0;
    for line in lines {
        let e = &line["explain"];
        let games = e["total"].as_array().unwrap();
        assert!(games.iter().all(|g| g["game"]["round"] == 1), "{line}");
        let sum: f64 = games.iter().map(|g| g["points"].as_f64().unwrap()).sum();
        assert!(
            (sum - line["total"].as_f64().unwrap()).abs() < 1e-6,
            "{line}"
        );
        let parts = e["second_best"].as_array().unwrap();
        assert!(parts.iter().all(|g| g["game"]["round"] == 1), "{line}");
        if e["tcc"]["state"] == "known" {
            assert_eq!(e["tcc"]["game"]["round"], 1, "{line}");
            assert!(line["tcc_formula"].as_str().unwrap().contains('='));
        } else {
            assert_eq!(line["tcc"], Value::Null);
        }
        // Tie-breaker 3's opponents with their public totals.
        for o in e["opponents"].as_array().unwrap() {
            let total = totals[&o["player"].as_u64().unwrap()];
            assert!((o["total"].as_f64().unwrap() - total).abs() < 1e-6, "{o}");
        }
        if line_of(&jury, &line["player"])["total"] != line["total"] {
            held_back += 1;
        }
    }
    assert_eq!(held_back, 4, "round 2's game counts for the jury only");
    assert_eq!(shown["players"].as_array().unwrap().len(), 8);
    // Nothing until the qualifying round is complete: no line, no name.
    let (code, _) = hall.post("/public", &json!({"standings": "qualifying"}));
    assert_eq!(code, 200);
    let shown = public(&hall);
    assert_eq!(shown["standings"], json!([]));
    assert_eq!(shown["players"], json!([]));
}

#[test]
fn a_mis_clicked_role_is_withdrawn_until_the_final_s_result_is_confirmed() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let (hall, _) = drawn(&dir, &["Anna", "Bernd", "Carmen", "Dai"], "4");
    for round in 1..=4 {
        let (code, body) = hall.post(
            &format!("/games/{round}/1/confirm"),
            &json!({"result": with_fate()}),
        );
        assert_eq!(code, 200, "{body}");
    }
    let group = hall.tournament()["lots_needed"][0].clone();
    let (code, view) = hall.post("/lot", &json!({ "players": group }));
    assert_eq!(code, 200, "{view}");
    let f: Vec<u64> = view["finalists"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["player"].as_u64().unwrap())
        .collect();
    let seat = |player: u64, role: &str| {
        let (code, view) = hall.post("/seat", &json!({"player": player, "role": role}));
        assert_eq!(code, 200, "{view}");
        view
    };
    seat(f[0], "pompadour");
    seat(f[1], "frederick");
    // Refusals change nothing: no reason, a finalist with no role.
    let before = journal_bytes(&dir);
    for (body, status, error) in [
        (json!({"player": f[1], "reason": " "}), 400, "no-reason"),
        (json!({"player": f[1]}), 400, "no-reason"),
        (json!({"player": f[3], "reason": "x"}), 409, "not-seated"),
    ] {
        let (code, answer) = hall.post("/unseat", &body);
        assert_eq!((code, answer["error"].as_str()), (status, Some(error)));
    }
    assert_eq!(journal_bytes(&dir), before);
    // The first finalist meant Frederick: his choice goes with the one
    // after it, and he chooses again.
    let (code, view) = hall.post(
        "/unseat",
        &json!({"player": f[0], "reason": "mis-click: meant Frederick"}),
    );
    assert_eq!(code, 200, "{view}");
    assert_eq!(view["seats"], json!([]));
    assert_eq!(view["chooser"], f[0]);
    seat(f[0], "frederick");
    seat(f[1], "elisabeth");
    // The third choice seats the last finalist in the role left.
    let view = seat(f[2], "maria-theresia");
    assert_eq!(view["seats"].as_array().unwrap().len(), 4, "{view}");
    assert_eq!(view["seats"][3]["role"], "pompadour");
    assert_eq!(
        view["final_game"]["players"],
        json!([f[0], f[1], f[2], f[3]])
    );
    // The roles' qualifying wins stay hidden until the final's result.
    assert!(!public(&hall).to_string().contains("role_wins"));
    let (code, view) = hall.post("/games/0/1/confirm", &json!({"result": russia_wins()}));
    assert_eq!(code, 200, "{view}");
    assert_eq!(view["final"]["winner"], f[1], "Elisabeth controlled Russia");
    assert_eq!(
        view["final_game"]["fate"],
        Value::Null,
        "the final needs no cards"
    );
    assert!(public(&hall).to_string().contains("role_wins"));
    // Now the roles stand.
    let before = journal_bytes(&dir);
    let (code, answer) = hall.post("/unseat", &json!({"player": f[3], "reason": "late"}));
    assert_eq!(
        (code, answer["error"].as_str()),
        (409, Some("final-confirmed"))
    );
    assert_eq!(journal_bytes(&dir), before);
    // The journal keeps the withdrawal; a restart replays the same final.
    let text = String::from_utf8(journal_bytes(&dir)).unwrap();
    assert_eq!(text.matches("\"kind\":\"unseated\"").count(), 1, "{text}");
    let had = hall.tournament();
    let port = hall.port;
    drop(hall);
    let hall = Hall::start(&dir, port);
    assert_eq!(hall.tournament(), had);
}
