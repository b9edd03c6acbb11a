//! The tournament hall with real processes on 127.0.0.1: `friedrich-clock
//! hall` and `headless` tables shipping to it. Eight tables at once end
//! byte-identical in the hall; a table cut off for a minute catches up; the
//! hall killed with SIGKILL loses nothing it acknowledged; a game moves to a
//! second process and finishes there; a jury's result typed into a headless
//! table reaches the hall; bad requests are refused and change nothing.
//! Bounded: each wait has a deadline.
#![allow(clippy::unwrap_used)]

use std::io::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "hall/processes.rs"]
mod processes;
mod server;

use processes::{Hall, Table, call, until_identical};

#[test]
fn eight_tables_play_at_once_and_the_hall_ends_with_every_journal_byte_identical() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    let players: Vec<_> = (1..=8)
        .map(|n| {
            let dir = temp.path().join(format!("table-{n}"));
            let (url, key) = (hall.url(), hall.key.clone());
            std::thread::spawn(move || {
                let mut table = Table::start(&dir, &n.to_string(), (&url, &key), &[]);
                table.play(25 + n, Duration::from_millis(20));
                table.finish();
                table.journal.clone()
            })
        })
        .collect();
    let journals: Vec<PathBuf> = players.into_iter().map(|p| p.join().unwrap()).collect();
    for journal in &journals {
        let mine = std::fs::read(journal).unwrap();
        assert!(
            mine.split(|b| *b == b'\n').count() > 20,
            "{} played",
            journal.display()
        );
        assert_eq!(hall.copy_of(journal), mine, "{}", journal.display());
    }
    let tables = hall.tables();
    assert_eq!(tables.len(), 8);
    for t in &tables {
        assert!(t["view"]["turn"].as_u64().unwrap() >= 1, "{t}");
        assert!(t["names"].is_array() && t["table"].is_string());
    }
}

#[test]
fn a_table_cut_off_for_a_minute_catches_up_and_a_hall_killed_loses_nothing_it_had() {
    let temp = tempfile::tempdir().unwrap();
    let hall_dir = temp.path().join("hall");
    let mut hall = Hall::start(&hall_dir, 0);
    let mut table = Table::start(
        &temp.path().join("table"),
        "7",
        (&hall.url(), &hall.key),
        &[],
    );
    table.play(10, Duration::from_millis(50));
    until_identical(&hall, &table, Duration::from_secs(10));
    let had = hall.copy_of(&table.journal);
    // SIGKILL: no chance to write anything more.
    hall.server.kill();
    assert_eq!(
        hall.copy_of(&table.journal),
        had,
        "acknowledged lines are on disk"
    );
    // A minute without the hall: the table plays on and says it is offline.
    let cut = Instant::now();
    table.play(1, Duration::ZERO);
    table.wait_for_hall("offline", Duration::from_secs(15));
    while cut.elapsed() < Duration::from_secs(60) {
        table.play(1, Duration::from_secs(3));
    }
    assert_eq!(hall.copy_of(&table.journal), had);
    let (port, key) = (hall.port, hall.key.clone());
    drop(hall);
    let hall = Hall::start(&hall_dir, port);
    assert_eq!(hall.key, key, "the key survives a restart");
    let restarted = hall.copy_of(&table.journal);
    assert!(restarted.starts_with(&had), "nothing the hall had is lost");
    table.wait_for_hall("online", Duration::from_secs(20));
    until_identical(&hall, &table, Duration::from_secs(10));
    table.finish();
    until_identical(&hall, &table, Duration::from_secs(10));
}

#[test]
fn a_game_moves_to_a_second_process_finishes_there_and_the_old_device_is_told() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    let at = (hall.url(), hall.key.clone());
    let old_dir = temp.path().join("old");
    let mut old = Table::start(&old_dir, "5", (&at.0, &at.1), &[]);
    old.play(12, Duration::from_millis(30));
    until_identical(&hall, &old, Duration::from_secs(10));
    let before = std::fs::read(&old.journal).unwrap();
    // While the table is heard, no other device takes its game.
    let name = old.name();
    let take = format!("{}/api/journals/{name}/take", at.0);
    let thief = br#"{"device":"0123456789abcdef0123"}"#.to_vec();
    let (code, answer) = call(&take, Some((&at.1, thief)));
    assert_eq!(
        (code, answer["error"].as_str()),
        (409, Some("live")),
        "{answer}"
    );
    old.child.kill().unwrap(); // the tablet dies
    old.child.wait().unwrap();
    // The hall takes it as gone once it has been silent long enough.
    std::thread::sleep(Duration::from_secs(server::TAKE_AFTER) + Duration::from_millis(500));

    let new_dir = temp.path().join("new");
    let mut new = Table::start(&new_dir, "5", (&at.0, &at.1), &["--continue", "5"]);
    assert_eq!(
        new.journal.file_name(),
        old.journal.file_name(),
        "the same game, recovered on the new device"
    );
    assert!(
        std::fs::read(&new.journal).unwrap().starts_with(&before),
        "the new device starts from the hall's copy"
    );
    new.play(6, Duration::from_millis(30));
    assert!(new.send(&json!({"type": "end-game"})).starts_with("ok "));
    new.finish();
    until_identical(&hall, &new, Duration::from_secs(10));
    let table = hall
        .tables()
        .into_iter()
        .find(|t| t["table"] == "5")
        .unwrap();
    assert_eq!(
        table["finished"], true,
        "the game finished on the new device"
    );

    // The old tablet comes back: it recovers its own copy, and the hall says no.
    let mut back = Table::start(&old_dir, "5", (&at.0, &at.1), &[]);
    back.wait_for_hall("moved", Duration::from_secs(15));
    back.play(2, Duration::ZERO);
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(
        hall.copy_of(&new.journal),
        std::fs::read(&new.journal).unwrap(),
        "nothing the old device wrote reached the hall"
    );
}

/// Sends a push's headers announcing a body of `length` bytes, and reads the answer.
fn announce_body(hall: &Hall, name: &str, length: usize) -> (u16, String) {
    use std::io::Read;
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", hall.port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "POST /api/journals/{name} HTTP/1.1\r\nHost: hall\r\nX-Tournament-Key: {}\r\nContent-Type: application/json\r\nContent-Length: {length}\r\nConnection: close\r\n\r\n",
        hall.key
    )
    .unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let code = answer
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (code, answer)
}

/// A push's body.
fn push(device: &str, from: usize, lines: &[&str]) -> Vec<u8> {
    serde_json::to_vec(&json!({"device": device, "from": from, "lines": lines})).unwrap()
}

#[test]
fn bad_requests_are_refused_with_a_clear_error_and_change_nothing() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    let mut table = Table::start(&temp.path().join("t"), "9", (&hall.url(), &hall.key), &[]);
    table.play(3, Duration::ZERO);
    table.finish();
    until_identical(&hall, &table, Duration::from_secs(10));
    let stored = hall.copy_of(&table.journal);
    let name = table.name();
    let url = format!("{}/api/journals/{name}", hall.url());
    let device = std::fs::read_to_string(temp.path().join("t/device")).unwrap();
    let device = device.trim();
    let text = String::from_utf8(stored.clone()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let next = lines.len() + 1;
    let command = lines[lines.len() - 1];
    let key = hall.key.as_str();

    let refused = |body: Option<(&str, Vec<u8>)>, path: &str, code: u16, error: &str| {
        let (got, answer) = call(path, body);
        assert_eq!(got, code, "{path}: {answer}");
        if !error.is_empty() {
            assert_eq!(answer["error"], error, "{answer}");
            assert!(
                answer["message"].as_str().is_some_and(|m| m.len() > 5),
                "{answer}"
            );
        }
        answer
    };
    // Wrong key, no key.
    refused(
        Some(("WRONGKEY", push(device, next, &[command]))),
        &url,
        401,
        "wrong-key",
    );
    let (code, answer) = call(&format!("{}/api/tables", hall.url()), None);
    assert_eq!((code, answer["error"].as_str()), (401, Some("no-key")));
    // Another table's journal.
    let other = "0123456789abcdef0123456789abcdef";
    refused(
        Some((key, push(other, next, &[command]))),
        &url,
        403,
        "not-yours",
    );
    // Garbage, and a line that is not a journal line.
    refused(Some((key, b"{not json".to_vec())), &url, 400, "bad-json");
    refused(
        Some((key, push(device, next, &["{\"kind\":\"nonsense\"}"]))),
        &url,
        400,
        "malformed",
    );
    // A gap, with the line expected.
    let gap = refused(
        Some((key, push(device, next + 3, &[command]))),
        &url,
        409,
        "gap",
    );
    assert_eq!(gap["expected"], next);
    // A replay of an old line that differs from the hall's.
    let a = refused(
        Some((key, push(device, 2, &[command]))),
        &url,
        409,
        "differs",
    );
    assert_eq!(a["line"], 2);
    // A 10 MB body: refused as soon as its length is known.
    let (code, answer) = announce_body(&hall, &name, 10 * 1024 * 1024);
    assert_eq!(code, 413, "{answer}");
    assert!(answer.contains("too-large"), "{answer}");
    // Names that try to leave the data directory.
    for bad in ["..%2F..%2Fescape", "%2E%2E", ".hidden", "a%00b"] {
        let at = format!("{}/api/journals/{bad}", hall.url());
        let (code, _) = call(&at, Some((key, push(device, 1, &[lines[0]]))));
        assert!(code == 400 || code == 404, "{bad}: {code}");
    }
    assert!(!temp.path().join("escape.jsonl").exists());
    // A resend of what the hall has is harmless.
    let (code, answer) = call(&url, Some((key, push(device, 1, &lines))));
    assert_eq!((code, answer["next"].as_u64()), (200, Some(next as u64)));

    assert_eq!(
        hall.copy_of(&table.journal),
        stored,
        "nothing stored changed"
    );
    let files: Vec<_> = std::fs::read_dir(hall.dir.join("journals"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(
        files.len(),
        3,
        "one journal, its device file and when it was first heard: {files:?}"
    );
}

#[test]
fn a_result_typed_into_a_headless_table_reaches_the_hall_in_its_journal() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    let mut table = Table::start(
        &temp.path().join("table"),
        "4",
        (&hall.url(), &hall.key),
        &[],
    );
    table.play(3, Duration::ZERO);
    let refused = table.send(&json!({"result": {"turns": 40, "outcome": "defensive"}}));
    assert!(
        refused.starts_with("refused: turns: 40"),
        "a result that does not validate is refused: {refused}"
    );
    let result = json!({"turns": 12, "outcome": "attackers", "winners": ["russia"],
        "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
        "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 10},
        "france": {"held": 3, "total": 5}}});
    let saved = table.send(&json!({ "result": result }));
    assert!(saved.starts_with("ok "), "{saved}");
    table.finish();
    until_identical(&hall, &table, Duration::from_secs(10));
    let copy = String::from_utf8(hall.copy_of(&table.journal)).unwrap();
    let last: Value = serde_json::from_str(copy.lines().last().unwrap()).unwrap();
    assert_eq!(last["kind"], "result", "{last}");
    assert_eq!(last["result"]["winners"], json!(["russia"]));
}

#[test]
fn a_headless_table_whose_lines_the_hall_refused_exits_with_a_failure() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .args(["headless", "--table", "5", "--hall", &hall.url()])
        .args(["--key", "NOTAKEY2", "--lang", "en", "--data-dir"])
        .arg(temp.path().join("table"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // One command, then the script ends: the hall refuses the key.
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"{\"type\": \"start-turn\"}\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let (said, err) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(
        said.contains("hall refused: Wrong tournament key"),
        "{said}"
    );
    assert_eq!(out.status.code(), Some(1), "{said}\n{err}");
    assert!(
        err.contains(
            "the hall did not take this table's lines (they are saved here): refused: Wrong tournament key"
        ),
        "{err}"
    );
}
