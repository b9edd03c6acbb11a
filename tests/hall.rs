//! The tournament hall with real processes on 127.0.0.1: `friedrich-clock
//! hall` and `headless` tables shipping to it. Eight tables at once end
//! byte-identical in the hall; a table cut off for a minute catches up; the
//! hall killed with SIGKILL loses nothing it acknowledged; a game moves to a
//! second process and finishes there; bad requests are refused and change
//! nothing. Bounded: each wait has a deadline.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command as Process, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

mod server;

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

/// A hall process, killed when the test ends however it ends.
struct Hall {
    server: server::Server,
    port: u16,
    key: String,
    dir: PathBuf,
}

impl Hall {
    /// A hall on `port` (0: any free one) keeping its copies in `dir`.
    fn start(dir: &Path, port: u16) -> Self {
        let (server, port, key) = server::hall_on(dir, Path::new("dist"), port);
        Self {
            server,
            port,
            key,
            dir: dir.to_owned(),
        }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// `GET /api/tables`.
    fn tables(&self) -> Vec<Value> {
        let (code, body) = call(&format!("{}/api/tables?key={}", self.url(), self.key), None);
        assert_eq!(code, 200, "{body}");
        body["tables"].as_array().unwrap().clone()
    }

    /// The hall's copy of a table's journal, as stored on its disk.
    fn copy_of(&self, table_journal: &Path) -> Vec<u8> {
        let name = table_journal.file_name().unwrap();
        std::fs::read(self.dir.join("journals").join(name)).unwrap_or_default()
    }
}

/// One HTTP request (a POST with a body, else a GET); the status and the JSON answer (or the text as a string).
fn call(url: &str, body: Option<(&str, Vec<u8>)>) -> (u16, Value) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into();
    let answer = match body {
        Some((key, bytes)) => agent
            .post(url)
            .header("X-Tournament-Key", key)
            .header("Content-Type", "application/json")
            .send(&bytes[..]),
        None => agent.get(url).call(),
    };
    let mut answer = answer.unwrap();
    let code = answer.status().as_u16();
    let text = answer.body_mut().read_to_string().unwrap_or_default();
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (code, value)
}

/// A headless table shipping to a hall: commands in, its lines read by a thread.
struct Table {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    journal: PathBuf,
}

impl Drop for Table {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Table {
    /// Table `name` with its data in `dir`, shipping to the hall at `url`.
    fn start(dir: &Path, name: &str, (url, key): (&str, &str), extra: &[&str]) -> Self {
        let mut child = Process::new(BIN)
            .args(["headless", "--table", name, "--hall", url, "--key", key])
            .args(extra)
            .arg("--data-dir")
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in stdout.lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut table = Self {
            child,
            stdin,
            lines,
            journal: PathBuf::new(),
        };
        let first = table.next_line();
        let path = first
            .strip_prefix("started ")
            .or_else(|| {
                first
                    .strip_prefix("recovered ")
                    .and_then(|r| r.split(" at ").next())
            })
            .unwrap_or_else(|| panic!("table {name}: {first}"));
        table.journal = PathBuf::from(path);
        table
    }

    /// The table's journal's name in the hall.
    fn name(&self) -> String {
        let stem = self.journal.file_stem().unwrap();
        stem.to_str().unwrap().to_owned()
    }

    fn next_line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(20))
            .expect("the table answers within 20 s")
    }

    /// Sends a command and waits for its answer (`ok T` or `refused: …`),
    /// skipping the hall status lines.
    fn send(&mut self, command: &Value) -> String {
        writeln!(self.stdin.as_mut().unwrap(), "{command}").unwrap();
        loop {
            let line = self.next_line();
            if !line.starts_with("hall ") {
                return line;
            }
        }
    }

    /// Plays `n` commands of a game: whichever of resume, start turn and hand-off is accepted.
    fn play(&mut self, n: usize, pause: Duration) {
        for _ in 0..n {
            for command in ["resume", "start-turn", "hand-off"] {
                if self.send(&json!({"type": command})).starts_with("ok ") {
                    break;
                }
            }
            std::thread::sleep(pause);
        }
    }

    /// Waits until the table prints `hall <word>…`.
    fn wait_for_hall(&self, word: &str, within: Duration) {
        let until = Instant::now() + within;
        while Instant::now() < until {
            if let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200))
                && line.starts_with(&format!("hall {word}"))
            {
                return;
            }
        }
        panic!("the table never said 'hall {word}'");
    }

    /// Ends stdin: the table sends its last lines to the hall, then exits.
    fn finish(&mut self) {
        self.stdin = None;
        let until = Instant::now() + Duration::from_secs(20);
        while self.child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < until, "the table did not end");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Waits until the hall's copy equals the table's journal byte for byte.
fn until_identical(hall: &Hall, table: &Table, within: Duration) {
    let until = Instant::now() + within;
    loop {
        let mine = std::fs::read(&table.journal).unwrap();
        if hall.copy_of(&table.journal) == mine {
            return;
        }
        assert!(
            Instant::now() < until,
            "the hall's copy of {} never matched the table's ({} bytes there, {} here)",
            table.journal.display(),
            hall.copy_of(&table.journal).len(),
            mine.len()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

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
    refused(Some((key, b"{not json".to_vec())), &url, 400, "bad-request");
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
    assert_eq!(files.len(), 2, "one journal and its device file: {files:?}");
}
