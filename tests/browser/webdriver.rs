//! A thin WebDriver client (the W3C protocol's few calls these tests need)
//! over `ureq`, driving headless Chromium through `chromedriver`.
// Each test binary uses some of it.
#![allow(dead_code)]

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A process killed when the test ends, however it ends.
pub struct Process(pub Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A free port on this machine.
pub fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// Waits until `ready` says yes, or fails the test after `limit`.
pub fn wait_for<T>(what: &str, limit: Duration, mut ready: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(v) = ready() {
            return v;
        }
        assert!(start.elapsed() < limit, "gave up waiting for {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// chromedriver on a free port.
pub struct Driver {
    _process: Process,
    url: String,
}

impl Driver {
    /// Starts chromedriver and waits until it answers.
    pub fn start() -> Self {
        let port = free_port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver (apt-get install chromium-driver; make test installs it)");
        let driver = Self {
            _process: Process(child),
            url: format!("http://127.0.0.1:{port}"),
        };
        wait_for("chromedriver", Duration::from_secs(20), || {
            ureq::get(format!("{}/status", driver.url)).call().ok()
        });
        driver
    }

    /// A headless Chromium whose page is `width`×`height` CSS pixels; `phone`
    /// emulates a phone's touch screen (taps are touches).
    pub fn browser(&self, width: u32, height: u32, phone: bool) -> Browser {
        let mut options = json!({
            "args": [
                "--headless=new", "--no-sandbox", "--use-angle=swiftshader",
                "--enable-unsafe-swiftshader", "--autoplay-policy=no-user-gesture-required",
                format!("--window-size={width},{height}"),
            ],
        });
        if let Ok(binary) = which("chromium") {
            options["binary"] = json!(binary);
        }
        // The page's viewport exactly (a headless window's size includes
        // what would be the browser's own bars). One pixel per CSS pixel:
        // under emulation Chromium reports a canvas's device-pixel size
        // unscaled, so egui would draw at twice its size (docs/web.md).
        options["mobileEmulation"] = json!({
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0, "touch": phone},
        });
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options,
            "goog:loggingPrefs": {"browser": "ALL"},
        }}});
        let answer = call(&format!("{}/session", self.url), "POST", Some(&caps));
        let id = answer["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no browser session: {answer}"))
            .to_owned();
        Browser {
            session: format!("{}/session/{id}", self.url),
            touch: phone,
        }
    }
}

fn which(name: &str) -> Result<String, ()> {
    let out = Command::new("which").arg(name).output().map_err(|_| ())?;
    let path = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    if path.is_empty() { Err(()) } else { Ok(path) }
}

fn call(url: &str, method: &str, body: Option<&Value>) -> Value {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into();
    let answer = match (method, body) {
        ("POST", Some(body)) => agent.post(url).send_json(body),
        ("POST", None) => agent.post(url).send_json(json!({})),
        ("DELETE", _) => agent.delete(url).call(),
        _ => agent.get(url).call(),
    };
    let mut answer = answer.unwrap_or_else(|e| panic!("{method} {url}: {e}"));
    let value: Value = answer
        .body_mut()
        .read_json()
        .unwrap_or_else(|e| panic!("{method} {url}: not JSON: {e}"));
    let value = value.get("value").cloned().unwrap_or(value);
    if let Some(error) = value.get("error").filter(|_| method != "DELETE") {
        panic!("{method} {url}: {error}: {}", value["message"]);
    }
    value
}

/// One browser window.
pub struct Browser {
    session: String,
    touch: bool,
}

impl Drop for Browser {
    fn drop(&mut self) {
        call(&self.session, "DELETE", None);
    }
}

impl Browser {
    /// Opens `url`.
    pub fn go(&self, url: &str) {
        call(
            &format!("{}/url", self.session),
            "POST",
            Some(&json!({"url": url})),
        );
    }

    /// Reloads the page, as a player might by accident.
    pub fn reload(&self) {
        call(&format!("{}/refresh", self.session), "POST", None);
    }

    /// Runs `script` in the page; its return value.
    pub fn run(&self, script: &str) -> Value {
        let body = json!({"script": script, "args": []});
        call(
            &format!("{}/execute/sync", self.session),
            "POST",
            Some(&body),
        )
    }

    /// Taps at (`x`, `y`) in CSS pixels: a finger on a phone, a mouse elsewhere.
    pub fn tap(&self, x: u32, y: u32) {
        self.hold(x, y, 60);
    }

    /// Presses at (`x`, `y`) for `ms` milliseconds.
    pub fn hold(&self, x: u32, y: u32, ms: u32) {
        self.pointer(&json!([
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0},
            {"type": "pause", "duration": ms},
            {"type": "pointerUp", "button": 0},
        ]));
    }

    /// Puts the finger (or the mouse button) down at (`x`, `y`) and keeps it
    /// there until [`Browser::lift`].
    pub fn press(&self, x: u32, y: u32) {
        self.pointer(&json!([
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0},
        ]));
    }

    /// Lifts the finger put down by [`Browser::press`].
    pub fn lift(&self) {
        self.pointer(&json!([{"type": "pointerUp", "button": 0}]));
    }

    /// The finger's (a phone's) or the mouse's `steps`, in one action.
    fn pointer(&self, steps: &Value) {
        let kind = if self.touch { "touch" } else { "mouse" };
        let body = json!({"actions": [{
            "type": "pointer", "id": "finger", "parameters": {"pointerType": kind},
            "actions": steps,
        }]});
        call(&format!("{}/actions", self.session), "POST", Some(&body));
    }

    /// The page's console since the last call, one line per message.
    pub fn console(&self) -> Vec<String> {
        let body = json!({"type": "browser"});
        let log = call(&format!("{}/se/log", self.session), "POST", Some(&body));
        log.as_array()
            .map(|entries| {
                entries
                    .iter()
                    .map(|e| format!("{} {}", e["level"], e["message"]))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// A screenshot of the page, as PNG bytes.
    pub fn screenshot(&self) -> Vec<u8> {
        use base64::Engine;
        let text = call(&format!("{}/screenshot", self.session), "GET", None);
        base64::engine::general_purpose::STANDARD
            .decode(text.as_str().unwrap_or_default())
            .expect("a base64 screenshot")
    }
}
