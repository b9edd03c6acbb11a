//! The hall's tournament API for the tests that drive it: a hall process,
//! requests with the key (in the `X-Tournament-Key` header), the tests'
//! result and a table's journal.
#![allow(dead_code, clippy::unwrap_used)]

use std::path::Path;

use serde_json::{Value, json};

use crate::server;

/// A hall on a free port (or `port`), keeping its files in `dir`.
pub struct Hall {
    _server: server::Server,
    pub port: u16,
    pub key: String,
}

impl Hall {
    pub fn start(dir: &Path, port: u16) -> Self {
        Self::start_with(dir, port, &[])
    }

    /// A hall started with `more` arguments (`--copy-to DIR`).
    pub fn start_with(dir: &Path, port: u16, more: &[&std::ffi::OsStr]) -> Self {
        let (server, port, key) = server::hall_with(dir, Path::new("dist"), port, more);
        Self {
            _server: server,
            port,
            key,
        }
    }

    /// The hall's process id.
    pub fn pid(&self) -> u32 {
        self._server.pid()
    }

    /// Kills the hall with SIGKILL, as a power cut would.
    pub fn kill(&mut self) {
        self._server.kill();
    }

    /// The hall's address of `path`.
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// A request with the hall's key: a POST with a JSON body, else a GET.
    pub fn call(&self, url: &str, body: Option<&Value>) -> (u16, Value) {
        call_with_key(url, &self.key, body)
    }

    /// POST a JSON body to `/api/tournament{path}`: the status and answer.
    pub fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        self.call(&self.url(&format!("/api/tournament{path}")), Some(body))
    }

    /// `GET /api/tournament`.
    pub fn tournament(&self) -> Value {
        let (code, body) = self.call(&self.url("/api/tournament"), None);
        assert_eq!(code, 200, "{body}");
        body
    }
}

/// One request without a key: a POST with a JSON body, else a GET; the
/// status and the JSON answer.
pub fn call(url: &str, body: Option<&Value>) -> (u16, Value) {
    send(url, None, body)
}

/// One request with `key` in its header.
pub fn call_with_key(url: &str, key: &str, body: Option<&Value>) -> (u16, Value) {
    send(url, Some(key), body)
}

fn send(url: &str, key: Option<&str>, body: Option<&Value>) -> (u16, Value) {
    let answer = match body {
        Some(body) => {
            let mut post = ureq::post(url);
            if let Some(key) = key {
                post = post.header("X-Tournament-Key", key);
            }
            post.config()
                .http_status_as_error(false)
                .build()
                .send_json(body)
        }
        None => {
            let mut get = ureq::get(url);
            if let Some(key) = key {
                get = get.header("X-Tournament-Key", key);
            }
            get.config().http_status_as_error(false).build().call()
        }
    };
    let mut answer = answer.unwrap();
    let code = answer.status().as_u16();
    let text = answer.body_mut().read_to_string().unwrap();
    (
        code,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// Russia wins in turn 12 (the scoring tests' example).
pub fn russia_wins() -> Value {
    json!({"turns": 12, "outcome": "attackers", "winners": ["russia"],
        "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
        "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 10},
        "france": {"held": 3, "total": 5}}})
}

/// A table's journal for tournament game `round`/`table`: its game line,
/// one command and the jury's result line.
pub fn table_journal(round: u8, table: u32, names: &[Value]) -> Vec<String> {
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    vec![
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00",
            "table": table.to_string(), "game": {"round": round, "table": table},
            "names": names, "ruleset": ruleset})
        .to_string(),
        json!({"kind": "command", "v": 1, "t": 0, "wall": "2026-11-24T10:00:05+01:00",
            "cmd": {"type": "start-turn"}})
        .to_string(),
        json!({"kind": "result", "v": 1, "wall": "2026-11-24T13:00:00+01:00",
            "result": russia_wins()})
        .to_string(),
    ]
}

pub fn journal_bytes(dir: &Path) -> Vec<u8> {
    std::fs::read(dir.join("tournament.jsonl")).unwrap_or_default()
}
