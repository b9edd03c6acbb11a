//! The hall against a hostile device on the Wi-Fi, with a real
//! `friedrich-clock hall` process: a player holding a table's key (its
//! card lies on the table) tries what curl lets him, and every attempt is
//! refused with a clear message and stores nothing; the jury is never sent
//! away or signed out by a link; half-sent requests do not stop the hall.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use serde_json::{Value, json};

#[path = "hall/drawn.rs"]
mod drawn;
#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use drawn::{drawn_hall, get, raw, table_key};
use jury_api::{Hall, call_with_key, journal_bytes};

/// A journal of `game` (round, table) at `table`, started at `started`,
/// with `results` result lines.
fn journal(game: (u8, u32), started: &str, results: usize) -> Vec<String> {
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let mut lines = vec![
        json!({"kind": "game", "v": 1, "started": started,
            "table": game.1.to_string(), "game": {"round": game.0, "table": game.1},
            "names": ["A", "B", "C", "D"], "ruleset": ruleset})
        .to_string(),
        json!({"kind": "command", "v": 1, "t": 0, "wall": "2026-11-24T10:00:05+01:00",
            "cmd": {"type": "start-turn"}})
        .to_string(),
    ];
    for _ in 0..results {
        lines.push(
            json!({"kind": "result", "v": 1, "wall": "2026-11-24T13:00:00+01:00",
                "result": jury_api::russia_wins()})
            .to_string(),
        );
    }
    lines
}

/// A first push of `lines` from `device`.
fn push(device: char, lines: &[String]) -> Value {
    json!({"device": device.to_string().repeat(16), "from": 1, "lines": lines})
}

/// The journals' folder's file names.
fn stored(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.join("journals"))
        .map(|d| {
            d.map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_link_never_sends_the_jury_to_another_host_nor_signs_it_out() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let one = table_key(&dir, 1);
    for target in [
        "//evil.example/x?key=",
        "/\\evil.example/x?key=",
        "//evil.example/x?key=ZZZ",
    ] {
        let (head, _) = get(hall.port, target, "");
        assert!(head.starts_with("http/1.1 303"), "{target}: {head}");
        let location = head.lines().find(|l| l.starts_with("location:")).unwrap();
        assert_eq!(
            location, "location: /evil.example/x",
            "{target}: stays on this hall"
        );
        assert!(
            !head.contains("set-cookie"),
            "{target}: the cookie is left alone: {head}"
        );
    }
    // A table's key, as public as its card, never replaces the jury's.
    let (head, _) = get(hall.port, &format!("/tournament?key={one}"), "");
    assert!(head.starts_with("http/1.1 303"), "{head}");
    assert!(!head.contains("set-cookie"), "{head}");
    // The jury's own key still signs in from an old link.
    let (head, _) = get(hall.port, &format!("/tournament?key={}", hall.key), "");
    assert!(head.contains("set-cookie: fc_key="), "{head}");
}

#[test]
fn a_tables_key_writes_only_its_own_games_of_the_draw_under_its_own_name() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let one = table_key(&dir, 1);
    let at = |name: &str| hall.url(&format!("/api/journals/{name}"));
    let started = "2026-11-24T10:00:00+01:00";
    let tournament = journal_bytes(&dir);
    let attempts = [
        // Round 9: not a round of the draw.
        (
            "2026-11-24_100000_round-9_table-1",
            journal((9, 1), started, 0),
        ),
        // The final before it is seated.
        (
            "2026-11-24_100000_final_table-1",
            journal((0, 1), started, 0),
        ),
        // Its own game under table 2's name: squatting it.
        (
            "2026-11-24_100000_round-1_table-2",
            journal((1, 1), started, 0),
        ),
        // Table 2's game under its own name.
        (
            "2026-11-24_100000_round-1_table-1",
            journal((1, 2), started, 0),
        ),
    ];
    for (name, lines) in &attempts {
        let (code, answer) = call_with_key(&at(name), &one, Some(&push('a', lines)));
        assert_eq!(
            (code, answer["error"].as_str()),
            (403, Some("other-table")),
            "{name}: {answer}"
        );
        assert!(answer["message"].as_str().unwrap().contains("table 1"));
    }
    assert!(
        stored(&dir).is_empty(),
        "nothing stored: {:?}",
        stored(&dir)
    );
    assert_eq!(journal_bytes(&dir), tournament, "nothing reported");
    // Its own game of the draw under its own name: taken.
    let own = "2026-11-24_100000_round-1_table-1";
    let (code, answer) = call_with_key(
        &at(own),
        &one,
        Some(&push('a', &journal((1, 1), started, 1))),
    );
    assert_eq!(code, 200, "{answer}");
    // Table 2's real push under its own name is not squatted.
    let two = "2026-11-24_100000_round-1_table-2";
    let lines = journal((1, 2), started, 0);
    let (code, answer) = call_with_key(&at(two), &table_key(&dir, 2), Some(&push('b', &lines)));
    assert_eq!(code, 200, "{answer}");
}

#[test]
fn a_second_copy_never_silences_the_live_game_and_stores_nothing() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let one = table_key(&dir, 1);
    let real = "2026-11-24_100000_round-1_table-1";
    let lines = journal((1, 1), "2026-11-24T10:00:00+01:00", 0);
    let (code, answer) = call_with_key(
        &hall.url(&format!("/api/journals/{real}")),
        &one,
        Some(&push('a', &lines)),
    );
    assert_eq!(code, 200, "{answer}");
    let before = stored(&dir);
    // Another device's copy claiming to start in 2099, or a curious phone
    // starting the game too: refused while the real tablet is heard.
    let fake = "2099-01-01_000000_round-1_table-1";
    let lines = journal((1, 1), "2099-01-01T00:00:00+01:00", 0);
    let (code, answer) = call_with_key(
        &hall.url(&format!("/api/journals/{fake}")),
        &one,
        Some(&push('f', &lines)),
    );
    assert_eq!(
        (code, answer["error"].as_str()),
        (409, Some("live")),
        "{answer}"
    );
    assert_eq!(stored(&dir), before, "nothing stored");
    let tables = hall.call(&hall.url("/api/tables"), None).1;
    let tables = tables["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0]["live"]["state"], "live");
}

#[test]
fn what_a_device_sends_is_bounded_and_refused_with_a_message() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let two = table_key(&dir, 2);
    let tournament = journal_bytes(&dir);
    // Six result lines in one journal: the journal holds five.
    let name = "2026-11-24_100000_round-1_table-2";
    let lines = journal((1, 2), "2026-11-24T10:00:00+01:00", 6);
    let (code, answer) = call_with_key(
        &hall.url(&format!("/api/journals/{name}")),
        &two,
        Some(&push('d', &lines)),
    );
    assert_eq!(
        (code, answer["error"].as_str()),
        (409, Some("too-many")),
        "{answer}"
    );
    assert!(
        answer["message"].as_str().unwrap().contains("at most 5"),
        "{answer}"
    );
    assert!(stored(&dir).is_empty());
    assert_eq!(journal_bytes(&dir), tournament);
    // The jury's limits on what it types.
    let refusals = [
        (json!({"name": "N".repeat(10_000)}), "too-long", "60"),
        (
            json!({"name": "Anna", "town": "T".repeat(41)}),
            "too-long",
            "40",
        ),
        (
            json!({"name": "Anna\nBerta"}),
            "control-character",
            "line break",
        ),
        (
            json!({"name": "Anna", "twon": "Wien"}),
            "unknown-field",
            "twon",
        ),
    ];
    for (body, error, said) in refusals {
        let (code, answer) = hall.post("/players", &body);
        assert_eq!(
            (code, answer["error"].as_str()),
            (400, Some(error)),
            "{answer}"
        );
        assert!(
            answer["message"].as_str().unwrap().contains(said),
            "{answer}"
        );
    }
    assert_eq!(journal_bytes(&dir), tournament, "nothing registered");
    for table in ["0", "99", "4294967295"] {
        let url = hall.url(&format!("/api/tournament/tables/{table}/key"));
        let (code, answer) = hall.call(&url, Some(&json!({})));
        assert_eq!(
            (code, answer["error"].as_str()),
            (404, Some("unknown")),
            "{table}: {answer}"
        );
    }
    // A heartbeat from the far future: the hall's card keeps a sane clock.
    let lines = journal((1, 2), "2026-11-24T10:00:00+01:00", 0);
    let url = hall.url(&format!("/api/journals/{name}"));
    assert_eq!(call_with_key(&url, &two, Some(&push('d', &lines))).0, 200);
    let beat = json!({"device": "d".repeat(16), "from": 3, "lines": [], "t": u64::MAX});
    let (code, answer) = call_with_key(&url, &two, Some(&beat));
    assert_eq!(code, 200, "{answer}");
    let tables = hall.call(&hall.url("/api/tables"), None).1;
    let left = tables["tables"][0]["view"]["frederick"]["remaining"]
        .as_u64()
        .unwrap();
    assert!(
        left >= 130 * 60_000 - 11 * 60_000,
        "at most 10 minutes ahead: {left}"
    );
}

#[test]
fn a_page_of_another_address_or_a_body_not_json_changes_nothing() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = Hall::start(&dir, 0);
    let port = hall.port;
    let post = |origin: &str, kind: &str, body: &str| {
        raw(
            port,
            &format!(
                "POST /api/tournament/open HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nCookie: fc_key={}\r\n{origin}Content-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                hall.key,
                body.len()
            ),
        )
    };
    let open = r#"{"name": "Evil Open"}"#;
    let (head, body) = post(
        "Origin: http://127.0.0.1:9999\r\n",
        "application/json",
        open,
    );
    assert!(head.starts_with("http/1.1 403"), "{head}");
    assert!(body.contains(r#""error":"other-origin""#), "{body}");
    let (head, body) = post("", "text/plain", open);
    assert!(head.starts_with("http/1.1 415"), "{head}");
    assert!(body.contains(r#""error":"not-json""#), "{body}");
    // A field given twice would drop one of its values unseen.
    let own = format!("Origin: http://127.0.0.1:{port}\r\n");
    let twice = r#"{"name": "Evil Open", "name": "FWC 2026"}"#;
    let (head, body) = post(&own, "application/json", twice);
    assert!(head.starts_with("http/1.1 400"), "{head}");
    assert!(body.contains("duplicate field `name`"), "{body}");
    assert!(journal_bytes(&dir).is_empty(), "nothing opened");
    // The hall's own page (its Origin) is let in.
    let (head, _) = post(&own, "application/json", open);
    assert!(head.starts_with("http/1.1 200"), "{head}");
    // axum's own refusals in the documented shape.
    for (target, status, error) in [
        ("/api/tournament/games/x/1", "400", "bad-path"),
        ("/no-such-page", "404", "bad-path"),
    ] {
        let (head, body) = get(port, target, &format!("X-Tournament-Key: {}\r\n", hall.key));
        assert!(
            head.starts_with(&format!("http/1.1 {status}")),
            "{target}: {head}"
        );
        let body: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(body["error"], error, "{target}: {body}");
        assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
}

#[test]
fn every_answer_carries_the_security_headers_and_key_pages_are_not_cached() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn_hall(&dir);
    let key = format!("X-Tournament-Key: {}\r\n", hall.key);
    for target in [
        "/tournament",
        "/print/tables",
        "/api/tournament",
        "/hall",
        "/standings",
        "/no-such",
        "/",
    ] {
        let (head, _) = get(hall.port, target, &key);
        assert!(
            head.contains("content-security-policy: default-src 'self'"),
            "{target}: {head}"
        );
        assert!(head.contains("frame-ancestors 'none'"), "{target}");
        assert!(head.contains("x-content-type-options: nosniff"), "{target}");
        if target != "/" {
            assert!(head.contains("cache-control: no-store"), "{target}: {head}");
        }
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&dir.join("key")), 0o600);
        assert_eq!(mode(&dir.join("table-keys.json")), 0o600);
    }
}
