//! The tournament run from the jury's laptop, through the hall's API with a
//! real `friedrich-clock hall` process: open, register 24, a draw refused
//! before the field is a multiple of four, fill-ins, the draw, a table's
//! journal naming its game pushed with a result line (reported), the jury's
//! confirmation (standings count it), a correction that needs a reason,
//! refusals that change nothing, a restart that replays the same state,
//! the public standings without a key, and `friedrich-clock standings DIR`
//! reading the hall's `tournament.jsonl`.
#![allow(clippy::unwrap_used)]

use std::process::Command;

use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, call, call_with_key, journal_bytes, russia_wins, table_journal};

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

#[test]
fn a_tournament_is_run_from_the_hall_and_survives_a_restart() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = Hall::start(&dir, 0);
    // Nothing is opened: a registration is refused, nothing is written.
    let (code, body) = hall.post("/players", &json!({"name": "Anna"}));
    assert_eq!((code, body["error"].as_str()), (409, Some("not-opened")));
    assert!(journal_bytes(&dir).is_empty());
    let (code, body) = hall.post("/open", &json!({"name": "FWC 2026", "scheme": "fwc-2026"}));
    assert_eq!(code, 200, "{body}");
    // Eight towns of three (one of two): two towns a pot, kept apart.
    let towns = [
        "Berlin", "Wien", "Graz", "Bern", "Lyon", "Gent", "Linz", "Basel",
    ];
    for no in 1..=23 {
        let player = json!({"name": format!("Player {no}"), "town": towns[no % 8]});
        let (code, body) = hall.post("/players", &player);
        assert_eq!(code, 200, "{body}");
    }
    // 23 players: the draw waits for a fill-in, and writes nothing.
    let before = journal_bytes(&dir);
    // The refusal's code is the same in every language, its message in the
    // request's.
    for (lang, word) in [
        ("en", "fill-in"),
        ("de", "Ersatzspieler"),
        ("es", "suplente"),
    ] {
        let (code, body) = hall.post(&format!("/draw?lang={lang}"), &json!({"seed": "7"}));
        assert_eq!(
            (code, body["error"].as_str()),
            (409, Some("fill-ins-needed"))
        );
        let message = body["message"].as_str().unwrap();
        assert!(
            message.starts_with("23 ") && message.contains(word),
            "{message}"
        );
    }
    assert_eq!(journal_bytes(&dir), before);
    assert_eq!(hall.tournament()["fill_ins_needed"], 1);
    let (code, body) = hall.post("/fill-ins", &json!({}));
    assert_eq!(code, 200, "{body}");
    // Stored without a name, named when shown, in the request's language.
    assert_eq!(body["players"][23]["name"], "");
    assert_eq!(body["players"][23]["shown"], "Fill-in 1");
    assert_eq!(body["players"][23]["fill_in"], true);
    let (_, spanish) = hall.call(&hall.url("/api/tournament?lang=es"), None);
    assert_eq!(spanish["players"][23]["shown"], "Suplente 1");
    assert!(
        !String::from_utf8(journal_bytes(&dir))
            .unwrap()
            .contains("Fill-in")
    );
    // A correction by number.
    let (code, body) = hall.post("/players", &json!({"no": 2, "name": "Bea", "town": "Graz"}));
    assert_eq!(
        (code, body["players"][1]["name"].as_str()),
        (200, Some("Bea"))
    );
    let (code, drawn) = hall.post("/draw", &json!({"seed": "18446744073709551615"}));
    assert_eq!(code, 200, "{drawn}");
    assert_eq!(drawn["draw"]["seed"], "18446744073709551615");
    assert_eq!(drawn["draw"]["method"], "design");
    assert_eq!(drawn["draw"]["no_repeats"], true);
    assert_eq!(drawn["rounds"].as_array().unwrap().len(), 4);
    assert_eq!(drawn["rounds"][0]["missing"].as_array().unwrap().len(), 6);
    // A table takes round 1, table 1 from the draw.
    let players = drawn["rounds"][0]["games"][0]["players"].clone();
    let (code, taken) = hall.call(&hall.url("/api/tournament/games/1/1"), None);
    assert_eq!(code, 200, "{taken}");
    let names: Vec<Value> = players
        .as_array()
        .unwrap()
        .iter()
        .map(|no| {
            drawn["players"][usize::try_from(no.as_u64().unwrap()).unwrap() - 1]["name"].clone()
        })
        .collect();
    assert_eq!(
        taken,
        json!({"game": {"round": 1, "table": 1}, "names": names})
    );
    let (code, body) = hall.call(&hall.url("/api/tournament/games/1/7"), None);
    assert_eq!((code, body["error"].as_str()), (404, Some("unknown")));
    // The table plays and its jury saves the result: the hall reports it.
    let lines = table_journal(1, 1, &names);
    let push = json!({"device": "0123456789abcdef", "from": 1, "lines": lines});
    let (code, body) = hall.call(&hall.url("/api/journals/r1-t1"), Some(&push));
    assert_eq!(code, 200, "{body}");
    let view = hall.tournament();
    let game = &view["rounds"][0]["games"][0];
    assert_eq!(game["status"], "reported");
    assert_eq!(game["journal"], "r1-t1");
    assert_eq!(game["reported"]["turns"], 12);
    // The result says turn 12, the table's clock stood at turn 1: the
    // Results tab says so, and a bare Confirm is refused, writing nothing.
    let (_, tab) = hall.call(&hall.url("/tournament/fragment/results?lang=en"), None);
    assert!(
        tab.as_str().unwrap().contains(
            "The result differs from its clock: the result says turn 12, the clock stood at turn 1"
        ),
        "{tab}"
    );
    // The row asks for the reason beside its Confirm.
    let tab = tab.as_str().unwrap();
    assert!(
        tab.contains("Reason to confirm it as it stands")
            && tab.contains("id=\"clock-reason-1-1\" name=\"reason\""),
        "{tab}"
    );
    // Mending it: the form starts from the clock's turn, and says so.
    let (_, form) = hall.call(
        &hall.url("/tournament/fragment/results?lang=en&edit=g1-1"),
        None,
    );
    let form = form.as_str().unwrap();
    assert!(
        form.contains("The form starts from the game&#39;s clock where the result differs from it")
            || form
                .contains("The form starts from the game's clock where the result differs from it"),
        "{form}"
    );
    assert!(form.contains(r#"name="turns" value="1""#), "{form}");
    let before = journal_bytes(&dir);
    let (code, body) = hall.post("/games/1/1/confirm", &json!({}));
    assert_eq!(
        (code, body["error"].as_str()),
        (409, Some("clock-differs")),
        "{body}"
    );
    assert_eq!(journal_bytes(&dir), before);
    // The jury confirms it with its reason: it counts, the reason kept.
    let reason = json!({"reason": "the clock was stopped after turn 1; the game went on"});
    let (code, body) = hall.post("/games/1/1/confirm", &reason);
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["rounds"][0]["games"][0]["status"], "confirmed");
    assert_eq!(body["rounds"][0]["missing"].as_array().unwrap().len(), 5);
    let counted: Vec<&Value> = body["standings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["confirmed"] == 1)
        .collect();
    assert_eq!(counted.len(), 4, "the table's four players");
    assert!(counted[0]["explain"]["total"][0]["formula"].is_string());
    // A correction needs a reason; refused ones change nothing.
    let before = journal_bytes(&dir);
    let mut corrected = russia_wins();
    corrected["turns"] = json!(11);
    let refusals = [
        (
            "/games/1/1/confirm",
            json!({"result": corrected}),
            400,
            "no-reason",
        ),
        (
            "/games/1/1/confirm",
            json!({"result": {"turns": 12}}),
            400,
            "bad-result",
        ),
        (
            "/games/1/1/confirm",
            json!({"result": "turns = ["}),
            400,
            "bad-result",
        ),
        (
            "/games/9/1/confirm",
            json!({"result": russia_wins()}),
            404,
            "unknown",
        ),
        ("/games/1/2/confirm", json!({}), 409, "nothing-reported"),
        ("/players", json!({"name": "Late"}), 409, "begun"),
        ("/redraw", json!({}), 409, "begun"),
        (
            "/import",
            json!({"players": [{"name": "Late"}]}),
            409,
            "begun",
        ),
        (
            "/players",
            json!({"no": 99, "name": "Nobody"}),
            400,
            "player-number",
        ),
        ("/draw", json!({}), 409, "already-drawn"),
        ("/lot", json!({"players": [1]}), 400, "bad-lot"),
        (
            "/seat",
            json!({"player": 1, "role": "pompadour"}),
            409,
            "not-seeded",
        ),
        ("/open", json!({"name": "Again"}), 409, "already-opened"),
        ("/players", json!({"nom": "x"}), 400, "unknown-field"),
    ];
    for (path, body, status, error) in refusals {
        let (code, answer) = hall.post(path, &body);
        assert_eq!(
            (code, answer["error"].as_str()),
            (status, Some(error)),
            "{path} {body}: {answer}"
        );
        assert!(answer["message"].is_string());
    }
    assert_eq!(journal_bytes(&dir), before, "no refusal wrote anything");
    let toml = "turns = 11\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\
        [objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = 3\ntotal = 4\n\
        [objectives.austria]\nheld = 5\ntotal = 7\n[objectives.imperial-army]\nheld = 2\ntotal = 10\n\
        [objectives.france]\nheld = 3\ntotal = 5\n";
    let (code, body) = hall.post(
        "/games/1/1/confirm",
        &json!({"result": toml, "reason": "counted the turns again", "by": "MK"}),
    );
    assert_eq!(code, 200, "{body}");
    let game = &body["rounds"][0]["games"][0];
    assert_eq!(game["confirmed"]["turns"], 11);
    // The first confirmation's reason (its clock disagreed), then the
    // correction.
    let last = &game["corrections"][1];
    assert_eq!(last["reason"], "counted the turns again");
    assert_eq!(
        (&last["by"], &last["corrected"]),
        (&json!("MK"), &json!(true))
    );
    assert_eq!(game["corrections"][0]["corrected"], false);
    // The round's results sheet, to pin up: the correction, who and why.
    let (code, sheet) = hall.call(&hall.url("/print/results?round=1&lang=en"), None);
    assert_eq!(code, 200);
    let sheet = sheet.as_str().unwrap();
    assert!(sheet.contains("Results of round 1"), "{sheet}");
    assert!(
        sheet.contains("By: MK") && sheet.contains("counted the turns again"),
        "{sheet}"
    );
    assert!(sheet.contains("Turns: 11"), "{sheet}");
    // The Results tab opens on the round being played, the others a tap
    // away.
    let tab = |query: &str| {
        let url = hall.url(&format!("/tournament/fragment/results?lang=en{query}"));
        hall.call(&url, None).1.as_str().unwrap().to_owned()
    };
    let now = tab("");
    assert!(
        now.contains(r#"id="game-1-1""#) && !now.contains(r#"id="game-2-1""#),
        "{now}"
    );
    assert!(now.contains(r#"data-show="round=2""#), "{now}");
    assert!(now.contains("/print/results?round=1"), "{now}");
    let second = tab("&round=2");
    assert!(second.contains(r#"id="game-2-1""#) && !second.contains(r#"id="game-1-1""#));
    let (code, none) = hall.call(&hall.url("/print/results?round=9&lang=en"), None);
    assert_eq!(
        (code, none["error"].as_str()),
        (404, Some("bad-path")),
        "{none}"
    );
    let (code, body) = hall.post("/public", &json!({"standings": "live"}));
    assert_eq!((code, body["publish"].as_str()), (200, Some("live")));
    // The public standings need no key.
    let public = format!("http://127.0.0.1:{}/api/standings", hall.port);
    let (code, shown) = call(&public, None);
    assert_eq!(code, 200, "{shown}");
    assert_eq!(shown["name"], "FWC 2026");
    assert_eq!(
        shown["standings"].as_array().unwrap().len(),
        23,
        "fill-ins are not ranked"
    );
    // Without the key, the jury's routes are closed.
    let open = format!("http://127.0.0.1:{}/api/tournament", hall.port);
    let (code, body) = call(&open, None);
    assert_eq!((code, body["error"].as_str()), (401, Some("no-key")));
    let (code, body) = call_with_key(&format!("{open}/draw"), "WRONG", Some(&json!({})));
    assert_eq!((code, body["error"].as_str()), (401, Some("wrong-key")));
    // Nor does a key in the address open them: it belongs in the header.
    let (code, body) = call(&format!("{open}?key={}", hall.key), None);
    assert_eq!((code, body["error"].as_str()), (401, Some("no-key")));
    // A restart replays the same tournament.
    let had = hall.tournament();
    let port = hall.port;
    drop(hall);
    let hall = Hall::start(&dir, port);
    assert_eq!(hall.tournament(), had);
    // The command line reads the hall's journal.
    let out = Command::new(BIN)
        .args(["standings", "--json"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (printed["name"].as_str(), printed["confirmed"].as_u64()),
        (Some("FWC 2026"), Some(1))
    );
}

#[test]
fn a_result_saved_before_the_draw_is_reported_once_the_round_is_drawn() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = Hall::start(&dir, 0);
    hall.post("/open", &json!({"name": "Club night"}));
    for no in 1..=4 {
        hall.post("/players", &json!({"name": format!("P{no}")}));
    }
    // A table that named its game before the draw existed (a hand-typed
    // game, say) pushes its result: nothing to report it to yet.
    let lines = table_journal(1, 1, &[json!("a"), json!("b"), json!("c"), json!("d")]);
    let push = json!({"device": "0123456789abcdef", "from": 1, "lines": lines});
    let (code, _) = hall.call(&hall.url("/api/journals/early"), Some(&push));
    assert_eq!(code, 200);
    assert!(!journal_bytes(&dir).windows(8).any(|w| w == b"reported"));
    // A random seed: the hall draws one, shown as text.
    let (code, body) = hall.post("/draw", &json!({}));
    assert_eq!(code, 200, "{body}");
    assert!(
        body["draw"]["seed"]
            .as_str()
            .unwrap()
            .parse::<u64>()
            .is_ok()
    );
    assert_eq!(body["draw"]["method"], "search");
    assert_eq!(body["rounds"][0]["games"][0]["status"], "reported");
    assert_eq!(body["draw"]["reasons"][0]["kind"], "too-few-players");
    // Pages: the jury's and the public one, rendered by the hall, with
    // their words; a tab's fragment only for the jury.
    let get = |path: &str, key: Option<&str>| {
        let mut request = ureq::get(format!("http://127.0.0.1:{}{path}", hall.port))
            .config()
            .http_status_as_error(false)
            .build();
        if let Some(key) = key {
            request = request.header("X-Tournament-Key", key);
        }
        let mut answer = request.call().unwrap();
        let code = answer.status().as_u16();
        (code, answer.body_mut().read_to_string().unwrap())
    };
    let (code, text) = get("/tournament?lang=de", Some(&hall.key));
    assert_eq!(code, 200);
    assert!(
        text.contains(r#"data-tab="standings">Rangliste<"#),
        "{text}"
    );
    // Without the key the page asks for it (`sign_in`).
    let (code, text) = get("/tournament?lang=de", None);
    assert_eq!(code, 200);
    assert!(
        text.contains("id=\"sign-in\"") && !text.contains("data-tab"),
        "{text}"
    );
    let (code, _) = get("/tournament/fragment/standings?lang=de", None);
    assert_eq!(code, 401, "no key, no fragment");
    let (code, text) = get("/tournament/fragment/standings?lang=de", Some(&hall.key));
    assert_eq!(code, 200);
    assert!(text.contains("table class=\"standings\""), "{text}");
    let (code, text) = get("/standings", None);
    assert_eq!(code, 200);
    assert!(text.contains("/standings/fragment"), "{text}");
    let (code, text) = get("/standings/fragment?lang=es", None);
    assert_eq!(code, 200);
    assert!(text.contains("Aún no publicado"), "{text}");
}
