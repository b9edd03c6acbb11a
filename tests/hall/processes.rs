//! A hall process and headless tables shipping to it, for the tests that run
//! the real binary: each wait has a deadline.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command as Process, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::server;

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

/// A hall process, killed when the test ends however it ends.
pub struct Hall {
    pub server: server::Server,
    pub port: u16,
    pub key: String,
    pub dir: PathBuf,
}

impl Hall {
    /// A hall on `port` (0: any free one) keeping its copies in `dir`.
    pub fn start(dir: &Path, port: u16) -> Self {
        let (server, port, key) = server::hall_on(dir, Path::new("dist"), port);
        Self {
            server,
            port,
            key,
            dir: dir.to_owned(),
        }
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// `GET /api/tables`.
    pub fn tables(&self) -> Vec<Value> {
        let (code, body) = get(&format!("{}/api/tables", self.url()), &self.key);
        assert_eq!(code, 200, "{body}");
        body["tables"].as_array().unwrap().clone()
    }

    /// The hall's copy of a table's journal, as stored on its disk.
    pub fn copy_of(&self, table_journal: &Path) -> Vec<u8> {
        let name = table_journal.file_name().unwrap();
        std::fs::read(self.dir.join("journals").join(name)).unwrap_or_default()
    }
}

/// One HTTP request (a POST with the key and a body, else a GET without
/// the key); the status and the JSON answer (or the text as a string).
pub fn call(url: &str, body: Option<(&str, Vec<u8>)>) -> (u16, Value) {
    send(url, None, body)
}

/// A GET with the key (in the `X-Tournament-Key` header).
pub fn get(url: &str, key: &str) -> (u16, Value) {
    send(url, Some(key), None)
}

fn send(url: &str, key: Option<&str>, body: Option<(&str, Vec<u8>)>) -> (u16, Value) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into();
    let answer = match (body, key) {
        (Some((key, bytes)), _) => agent
            .post(url)
            .header("X-Tournament-Key", key)
            .header("Content-Type", "application/json")
            .send(&bytes[..]),
        (None, Some(key)) => agent.get(url).header("X-Tournament-Key", key).call(),
        (None, None) => agent.get(url).call(),
    };
    let mut answer = answer.unwrap();
    let code = answer.status().as_u16();
    let text = answer.body_mut().read_to_string().unwrap_or_default();
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (code, value)
}

/// A headless table shipping to a hall: commands in, its lines read by a thread.
pub struct Table {
    pub child: Child,
    pub stdin: Option<ChildStdin>,
    pub lines: Receiver<String>,
    pub journal: PathBuf,
    /// The hall status lines (`hall …`) read while waiting for an answer,
    /// kept for [`Table::wait_for_hall`] (a status said between a command
    /// and its answer is not lost).
    hall_said: Vec<String>,
}

impl Drop for Table {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Table {
    /// Table `name` with its data in `dir`, shipping to the hall at `url`.
    pub fn start(dir: &Path, name: &str, (url, key): (&str, &str), extra: &[&str]) -> Self {
        let mut child = Process::new(BIN)
            .args(["headless", "--table", name, "--hall", url, "--key", key])
            .args(extra)
            // Its refusals in English, whatever the machine's locale.
            .env("LC_ALL", "C")
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
            hall_said: Vec::new(),
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
    pub fn name(&self) -> String {
        let stem = self.journal.file_stem().unwrap();
        stem.to_str().unwrap().to_owned()
    }

    pub fn next_line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(20))
            .expect("the table answers within 20 s")
    }

    /// Sends a command and waits for its answer (`ok T` or `refused: …`),
    /// skipping the hall status lines.
    pub fn send(&mut self, command: &Value) -> String {
        writeln!(self.stdin.as_mut().unwrap(), "{command}").unwrap();
        loop {
            let line = self.next_line();
            if !line.starts_with("hall ") {
                return line;
            }
            self.hall_said.push(line);
        }
    }

    /// Plays `n` commands of a game: whichever of resume, start turn and hand-off is accepted.
    pub fn play(&mut self, n: usize, pause: Duration) {
        for _ in 0..n {
            for command in ["resume", "start-turn", "hand-off"] {
                if self.send(&json!({"type": command})).starts_with("ok ") {
                    break;
                }
            }
            std::thread::sleep(pause);
        }
    }

    /// Waits until the table prints `hall <word>…` (or has printed it since
    /// the last wait, while a command was answered).
    pub fn wait_for_hall(&mut self, word: &str, within: Duration) {
        let said = std::mem::take(&mut self.hall_said);
        if said.iter().any(|l| l.starts_with(&format!("hall {word}"))) {
            return;
        }
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
    pub fn finish(&mut self) {
        self.stdin = None;
        let until = Instant::now() + Duration::from_secs(20);
        while self.child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < until, "the table did not end");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Waits until the hall's copy equals the table's journal byte for byte.
pub fn until_identical(hall: &Hall, table: &Table, within: Duration) {
    let until = Instant::now() + within;
    loop {
        let mine = std::fs::read(&table.journal).unwrap();
        if hall.copy_of(&table.journal) == mine {
            return;
        }
        if Instant::now() >= until {
            let theirs = hall.copy_of(&table.journal);
            let (a, b) = (
                String::from_utf8_lossy(&theirs),
                String::from_utf8_lossy(&mine),
            );
            let first = a.lines().zip(b.lines()).position(|(x, y)| x != y);
            panic!(
                "the hall's copy of {} never matched the table's ({} bytes there, {} here); \
                 first differing line {first:?}:\nhall:  {:?}\ntable: {:?}",
                table.journal.display(),
                theirs.len(),
                mine.len(),
                first.and_then(|i| a.lines().nth(i)),
                first.and_then(|i| b.lines().nth(i)),
            );
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}
