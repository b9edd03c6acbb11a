//! The jury's key and the tables' keys, with a real `friedrich-clock hall`
//! process: a table's key (from its table card) pushes, reads and takes
//! over only its own table's games and reads its own game from the draw;
//! every route that changes or shows the tournament to the jury refuses it;
//! the jury renews a lost tablet's key and the old one is refused as
//! revoked; the hall sends no `Referer`.
#![allow(clippy::unwrap_used)]

use serde_json::{Value, json};

#[path = "hall/drawn.rs"]
mod drawn;
#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use drawn::{drawn_hall, table_key};
use jury_api::{Hall, call_with_key, table_journal};

/// A push of `lines` from line 1 as device `device`.
fn push(lines: &[String], device: &str) -> Value {
    json!({"device": device, "from": 1, "lines": lines})
}

#[test]
fn a_tables_key_is_refused_everywhere_the_jurys_is_needed() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let one = table_key(&dir, 1);
    assert_ne!(one, hall.key);
    // A journal of each table, pushed by the jury's key (a table's device
    // that had the jury's key before the tables had their own).
    let names = [json!("A"), json!("B"), json!("C"), json!("D")];
    let journal = |table| hall.url(&format!("/api/journals/r1-t{table}"));
    for table in [1, 2] {
        let body = push(
            &table_journal(1, table, &names),
            &format!("{table}").repeat(16),
        );
        let (code, answer) = call_with_key(&journal(table), &hall.key, Some(&body));
        assert_eq!(code, 200, "{answer}");
    }
    let gets = [
        "/api/tournament",
        "/api/tournament/time",
        "/tournament/fragment/players",
        "/tournament/fragment/results",
        "/hall/cards",
        "/hall/tables/r1-t1",
        "/print/draw",
        "/print/tables",
        "/print/time",
        "/export/results.csv",
        "/api/journals/r1-t1",
        "/api/journals/r1-t1/log",
        "/api/journals/r1-t1/report",
        "/api/journals/r1-t1/charts",
    ];
    for path in gets {
        let (code, body) = call_with_key(&hall.url(path), &one, None);
        assert_eq!(
            (code, body["error"].as_str()),
            (403, Some("jury-only")),
            "{path}"
        );
    }
    let posts = [
        ("/open", json!({"name": "Mine"})),
        ("/players", json!({"name": "Sneaky"})),
        ("/fill-ins", json!({})),
        ("/draw", json!({})),
        ("/games/1/1/confirm", json!({})),
        ("/lot", json!({"players": [1, 2]})),
        ("/seat", json!({"player": 1, "role": "frederick"})),
        ("/unseat", json!({"player": 1, "reason": "x"})),
        ("/public", json!({"standings": "live"})),
        (
            "/withdraw",
            json!({"player": 2, "from_round": 2, "fill_in": {"name": "X"}}),
        ),
        ("/tables/1/key", json!({})),
    ];
    let before = jury_api::journal_bytes(&dir);
    for (path, body) in &posts {
        let url = hall.url(&format!("/api/tournament{path}"));
        let (code, answer) = call_with_key(&url, &one, Some(body));
        assert_eq!(
            (code, answer["error"].as_str()),
            (403, Some("jury-only")),
            "{path}"
        );
        // Worded for a person, in the language asked.
        let (_, german) = call_with_key(&format!("{url}?lang=de"), &one, Some(body));
        assert!(
            german["message"]
                .as_str()
                .unwrap()
                .starts_with("Nur die Jury"),
            "{german}"
        );
    }
    assert_eq!(jury_api::journal_bytes(&dir), before, "nothing written");
    assert_eq!(table_key(&dir, 1), one, "the key not renewed by a table");

    // What a table's key may do: its own table's game from the draw, its
    // own journals in the list, and no other table's.
    let game = |t| hall.url(&format!("/api/tournament/games/1/{t}"));
    let (code, answer) = call_with_key(&game(1), &one, None);
    assert_eq!(code, 200, "{answer}");
    let (code, answer) = call_with_key(&game(2), &one, None);
    assert_eq!((code, answer["error"].as_str()), (403, Some("other-table")));
    assert!(
        answer["message"].as_str().unwrap().contains("table 1"),
        "{answer}"
    );
    let (code, listed) = call_with_key(&hall.url("/api/tables"), &one, None);
    assert_eq!(code, 200, "{listed}");
    let listed: Vec<&str> = listed["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["journal"].as_str().unwrap())
        .collect();
    assert_eq!(listed, ["r1-t1"], "a table sees only its own games");
    // Its own journal: the next line accepted. Another table's journal, a
    // new journal of another table's game, or of no tournament game: refused.
    let next = json!({"device": "1".repeat(16), "from": 4, "lines": [
        json!({"kind": "command", "v": 1, "t": 9000, "wall": "2026-11-24T13:00:09+01:00",
            "cmd": {"type": "start-turn"}}).to_string()]});
    let (code, answer) = call_with_key(&journal(1), &one, Some(&next));
    assert_eq!(code, 200, "{answer}");
    let (code, answer) = call_with_key(&journal(2), &one, Some(&next));
    assert_eq!((code, answer["error"].as_str()), (403, Some("other-table")));
    let theirs = push(&table_journal(2, 2, &names), &"9".repeat(16));
    let (code, _) = call_with_key(&hall.url("/api/journals/r2-t2"), &one, Some(&theirs));
    assert_eq!(code, 403);
    let mut friendly = table_journal(1, 1, &names);
    friendly[0] = friendly[0].replace(r#""game":{"round":1,"table":1}"#, r#""game":null"#);
    assert!(friendly[0].contains(r#""game":null"#), "{}", friendly[0]);
    let friendly = push(&friendly, &"8".repeat(16));
    let (code, _) = call_with_key(&hall.url("/api/journals/friendly"), &one, Some(&friendly));
    assert_eq!(code, 403, "a table's key plays only tournament games");
    let take = json!({"device": "7".repeat(16)});
    let (code, answer) = call_with_key(&format!("{}/take", journal(2)), &one, Some(&take));
    assert_eq!((code, answer["error"].as_str()), (403, Some("other-table")));
    // Its own game: the take-over is only refused while the device is live.
    let (code, answer) = call_with_key(&format!("{}/take", journal(1)), &one, Some(&take));
    assert_eq!(
        (code, answer["error"].as_str()),
        (409, Some("live")),
        "{answer}"
    );
    // A new game of its table in round 2, with a result: reported to the jury.
    let second = push(&table_journal(2, 1, &names), &"6".repeat(16));
    let own = "2026-11-24_100000_round-2_table-1";
    let (code, answer) = call_with_key(
        &hall.url(&format!("/api/journals/{own}")),
        &one,
        Some(&second),
    );
    assert_eq!(code, 200, "{answer}");
    let t = hall.tournament();
    let reported = t.to_string();
    assert!(
        reported.contains(own),
        "the table's result is reported: {reported:.400}"
    );
}

#[test]
fn a_lost_tablets_key_is_renewed_and_the_old_one_refused_as_revoked() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let old = table_key(&dir, 2);
    let (code, renewed) = hall.post("/tables/2/key", &json!({}));
    assert_eq!(code, 200, "{renewed}");
    let new = renewed["key"].as_str().unwrap().to_owned();
    assert_eq!(table_key(&dir, 2), new);
    assert_ne!(new, old);
    let game = hall.url("/api/tournament/games/1/2");
    let (code, answer) = call_with_key(&game, &old, None);
    assert_eq!((code, answer["error"].as_str()), (401, Some("revoked")));
    assert!(
        answer["message"].as_str().unwrap().contains("Table 2"),
        "{answer}"
    );
    let (code, _) = call_with_key(&game, &new, None);
    assert_eq!(code, 200);
    // Another table's key is untouched.
    let (code, _) = call_with_key(
        &hall.url("/api/tournament/games/1/1"),
        &table_key(&dir, 1),
        None,
    );
    assert_eq!(code, 200);
}

#[test]
fn no_answer_of_the_hall_sends_its_address_on_in_a_referer() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(temp.path(), 0);
    for path in ["/standings", "/tournament", "/api/standings", "/hall"] {
        let answer = ureq::get(&hall.url(path))
            .config()
            .http_status_as_error(false)
            .build()
            .call()
            .unwrap();
        let policy = answer.headers().get("referrer-policy");
        assert_eq!(
            policy.and_then(|v| v.to_str().ok()),
            Some("no-referrer"),
            "{path}"
        );
    }
}
