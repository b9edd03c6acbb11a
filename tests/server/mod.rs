//! `friedrich-clock serve` for a test: on a free port, killed when the test
//! ends however it ends.
#![allow(dead_code, clippy::unwrap_used)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

/// The server, killed when the test ends however it ends.
pub struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `serve` on any free port for `dir`; returns it and the port.
pub fn serve(dir: &Path) -> (Server, u16) {
    let mut child = Command::new(BIN)
        .args(["serve", "--port", "0", "--dir"])
        .arg(dir)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let port = line
        .split("http://0.0.0.0:")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no port in {line:?}"));
    (Server(child), port)
}

impl Server {
    /// Its process id.
    pub fn pid(&self) -> u32 {
        self.0.id()
    }

    /// Kills it with SIGKILL, as a power cut would, and waits for it.
    pub fn kill(&mut self) {
        self.0.kill().unwrap();
        self.0.wait().unwrap();
    }
}

/// Starts `hall` on any free port, its copies in `data`, the web build from
/// `web`; returns it, the port and the tournament key.
pub fn hall(data: &Path, web: &Path) -> (Server, u16, String) {
    hall_on(data, web, 0)
}

/// Seconds a game's device must be silent before another takes it over, in
/// the tests' halls (15 by default).
pub const TAKE_AFTER: u64 = 2;

/// Starts `hall` on `port` (0: any free one).
pub fn hall_on(data: &Path, web: &Path, port: u16) -> (Server, u16, String) {
    hall_with(data, web, port, &[])
}

/// Starts `hall` on `port` with `more` arguments (`--copy-to DIR`).
pub fn hall_with(
    data: &Path,
    web: &Path,
    port: u16,
    more: &[&std::ffi::OsStr],
) -> (Server, u16, String) {
    let mut child = Command::new(BIN)
        .args(["hall", "--take-after", &TAKE_AFTER.to_string()])
        .args(["--port", &port.to_string(), "--data-dir"])
        .arg(data)
        // The QR codes' address: where the tests reach the hall.
        .args(["--address", "127.0.0.1"])
        .arg("--web")
        .arg(web)
        .args(more)
        // A hall restarted on its port would take HTTPS's default 8443,
        // which another test's hall may hold: any free port instead.
        .args(https_anywhere(port, more))
        // The start's lines the tests read, in English whatever the
        // machine's language.
        .args(["--lang", "en"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    // Killed however the lines below turn out.
    let server = Server(child);
    let (mut first, mut second) = (String::new(), String::new());
    err.read_line(&mut first).unwrap();
    err.read_line(&mut second).unwrap();
    // Keep reading what the hall logs, so its stderr never closes under it.
    std::thread::spawn(move || for _ in err.lines() {});
    let port = first
        .split("http://0.0.0.0:")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no port in {first:?}"));
    let key = second.trim().rsplit(' ').next().unwrap().to_owned();
    (server, port, key)
}

/// `--https-port 0` for a hall on a fixed port, unless `more` says how it
/// serves HTTPS.
fn https_anywhere(port: u16, more: &[&std::ffi::OsStr]) -> Vec<&'static str> {
    let said = more
        .iter()
        .any(|a| *a == "--https-port" || *a == "--no-https");
    if port == 0 || said {
        Vec::new()
    } else {
        vec!["--https-port", "0"]
    }
}

/// POSTs a push to the hall's journal at `url` with `key`. A new copy of a
/// game another device plays is taken once that device was silent for the
/// quiet time (`--take-after`): refused `409 live` before, saying how long
/// it was silent, so the push waits the rest of it (the hall's own signal)
/// and is sent again. The status and the answer.
pub fn push_copy(url: &str, key: &str, push: &serde_json::Value) -> (u16, serde_json::Value) {
    let send = || {
        let mut answer = ureq::post(url)
            .header("X-Tournament-Key", key)
            .config()
            .http_status_as_error(false)
            .build()
            .send_json(push)
            .unwrap();
        let code = answer.status().as_u16();
        let text = answer.body_mut().read_to_string().unwrap_or_default();
        (code, serde_json::from_str(&text).unwrap_or_default())
    };
    let (code, answer): (u16, serde_json::Value) = send();
    if code != 409 || answer["error"] != "live" {
        return (code, answer);
    }
    let silent = answer["silent_ms"].as_u64().unwrap_or(0);
    let rest = (TAKE_AFTER * 1000).saturating_sub(silent) + 20;
    std::thread::sleep(std::time::Duration::from_millis(rest));
    send()
}
