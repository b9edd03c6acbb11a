//! A tournament played to its final for the accessibility tests (part of
//! `browser_a11y`), through the hall's API: eight players with long names
//! and towns, the draw, every qualifying game confirmed with its Cards of
//! Fate, the lots drawn, the finalists seated and the final confirmed; the
//! standings public; two tables' journals in the hall view (one finished,
//! one just started); the site published into a folder as the hall goes.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::server;

/// Long names and towns, as registrations bring them.
const NAMES: [&str; 8] = [
    "Hélène Lefèvre-Moreau",
    "Karl-Heinz Oberhuber-Schwarzenegger",
    "José Ñúñez García de la Fuente",
    "Pieter van den Berg",
    "Marta Kowalska",
    "Nils Åkesson",
    "Ulrike Sommerfeld",
    "Fiona O'Neill",
];

/// The hall, its address and key, and the published site's folder.
pub struct Day {
    pub hall: server::Server,
    pub url: String,
    pub key: String,
    pub site: PathBuf,
}

/// A game's result file, Russia winning in turn 12, with its Cards of Fate
/// when `fate`.
fn result(fate: bool) -> String {
    let cards = if fate {
        "fate = [\"other\", \"poems\", \"other\", \"elisabeth\", \"india\", \"other\", \"sweden\", \"america\"]\n"
    } else {
        ""
    };
    format!(
        "{cards}turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\
        [objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = 3\ntotal = 4\n\
        [objectives.austria]\nheld = 5\ntotal = 7\n[objectives.imperial-army]\nheld = 2\ntotal = 10\n\
        [objectives.france]\nheld = 3\ntotal = 5\n"
    )
}

/// A table's journal lines for game `round`/`table`: its game line, and
/// when `finished` the game begun, ended and its result.
fn journal(round: u8, table: u32, finished: bool) -> Vec<String> {
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let mut lines = vec![
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00",
        "table": table.to_string(), "game": {"round": round, "table": table},
        "names": ["a", "b", "c", "d"], "ruleset": ruleset}),
    ];
    if finished {
        lines.push(
            json!({"kind": "command", "v": 1, "t": 0, "wall": "2026-11-24T10:00:05+01:00",
            "cmd": {"type": "start-turn"}}),
        );
        lines.push(
            json!({"kind": "command", "v": 1, "t": 1_000, "wall": "2026-11-24T12:59:00+01:00",
            "cmd": {"type": "end-game"}}),
        );
        lines.push(
            json!({"kind": "result", "v": 1, "wall": "2026-11-24T13:00:00+01:00", "result": {
            "turns": 12, "outcome": "attackers", "winners": ["russia"],
            "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
            "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 10},
            "france": {"held": 3, "total": 5}}}}),
        );
    }
    lines.iter().map(Value::to_string).collect()
}

/// Waits until the file `path` holds `text` (the hall writes its site on a
/// thread of its own: the file is the signal), looked at every 50 ms.
fn until_holds(path: &Path, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !std::fs::read_to_string(path)
        .unwrap_or_default()
        .contains(text)
    {
        assert!(
            Instant::now() < deadline,
            "{} never held {text:?}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

impl Day {
    /// Posts `body` to the tournament's API at `path`; its answer, which
    /// must be a 200.
    pub fn post(&self, path: &str, body: &Value) -> Value {
        let answer = ureq::post(format!("{}/api/tournament{path}", self.url))
            .header("X-Tournament-Key", &self.key)
            .config()
            .http_status_as_error(false)
            .build()
            .send_json(body)
            .unwrap();
        let status = answer.status().as_u16();
        let answer: Value = answer.into_body().read_json().unwrap();
        assert_eq!(status, 200, "{path}: {answer}");
        answer
    }
}

/// A hall on `dir` with the tournament drawn and the two tables' journals
/// in (round 1's table 1 reported), nothing confirmed yet.
pub fn drawn(dir: &Path) -> Day {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let site = dir.join("site");
    let data = dir.join("hall");
    let publish = [OsStr::new("--publish-to"), site.as_os_str()];
    let (hall, port, key) = server::hall_with(&data, &dist, 0, &publish);
    let url = format!("http://localhost:{port}");
    let day = Day {
        hall,
        url,
        key,
        site,
    };
    day.post(
        "/open",
        &json!({"name": "Friedrich Open 2026 Hauptturnier"}),
    );
    for (i, name) in NAMES.iter().enumerate() {
        day.post(
            "/players",
            &json!({"name": name, "town": format!("Sankt Wolfgang im Salzkammergut {}", i % 4)}),
        );
    }
    day.post("/draw", &json!({"seed": "7"}));
    // Two tables' tablets: one game over, one just begun.
    for (name, lines) in [
        ("r1-t1", journal(1, 1, true)),
        ("r4-t2", journal(4, 2, false)),
    ] {
        let push = json!({"device": "0123456789abcdef", "from": 1, "lines": lines});
        let answer = ureq::post(format!("{}/api/journals/{name}", day.url))
            .header("X-Tournament-Key", &day.key)
            .send_json(push);
        assert_eq!(answer.unwrap().status(), 200, "{name}");
    }
    day
}

/// The tournament played to its final in a hall on `dir`, its site
/// written.
pub fn played(dir: &Path) -> Day {
    let day = drawn(dir);
    let mut view = Value::Null;
    for round in 1..=4 {
        for table in 1..=2 {
            view = day.post(
                &format!("/games/{round}/{table}/confirm"),
                &json!({"result": result(true)}),
            );
        }
    }
    for group in view["lots_needed"].as_array().cloned().unwrap_or_default() {
        view = day.post("/lot", &json!({ "players": group }));
    }
    let finalists: Vec<Value> = view["finalists"]
        .as_array()
        .unwrap_or_else(|| panic!("no finalists: {view}"))
        .iter()
        .map(|f| f["player"].clone())
        .collect();
    // Three choose; the last finalist is seated in the role left.
    for (player, role) in finalists
        .iter()
        .zip(["frederick", "elisabeth", "maria-theresia"])
    {
        day.post("/seat", &json!({"player": player, "role": role}));
    }
    day.post("/public", &json!({"standings": "live"}));
    day.post("/games/0/1/confirm", &json!({"result": result(false)}));
    until_holds(&day.site.join("en/final.html"), "Winner");
    day
}
