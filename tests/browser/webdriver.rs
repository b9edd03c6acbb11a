//! A thin WebDriver client (the W3C protocol's few calls these tests need)
//! over `ureq`, driving the browser engine `BROWSER_ENGINE` names
//! (`engine.rs`: Chromium, Firefox or WebKit).
// Each test binary uses some of it.
#![allow(dead_code)]

use std::net::TcpListener;
use std::process::{Child, Stdio};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::engine::{Engine, Options, xvfb};

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
pub fn wait_for<T>(what: &str, limit: Duration, ready: impl FnMut() -> Option<T>) -> T {
    try_wait(limit, ready).unwrap_or_else(|| panic!("gave up waiting for {what}"))
}

/// Waits until `ready` says yes; `None` after `limit`.
pub fn try_wait<T>(limit: Duration, mut ready: impl FnMut() -> Option<T>) -> Option<T> {
    let start = Instant::now();
    loop {
        if let Some(v) = ready() {
            return Some(v);
        }
        if start.elapsed() >= limit {
            return None;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The chosen engine. Each browser has a WebDriver server of its own
/// (geckodriver and WebKitWebDriver drive one session each) and, where it
/// needs a display, an Xvfb display of its own: on a shared one the newest
/// window covers the others, and Firefox stops drawing a covered window.
pub struct Driver {
    pub engine: Engine,
}

impl Driver {
    /// The engine `BROWSER_ENGINE` names.
    pub fn start() -> Self {
        Self {
            engine: Engine::chosen(),
        }
    }

    /// A browser whose page is `width`×`height` CSS pixels; `phone`
    /// emulates a phone's touch screen (taps are touches).
    pub fn browser(&self, width: u32, height: u32, phone: bool) -> Browser {
        self.browser_with(&Options::new(width, height, phone))
    }

    /// A browser as `options` ask.
    pub fn browser_with(&self, options: &Options) -> Browser {
        let (server, display, url) = self.server(options);
        let caps = self.engine.capabilities(options);
        let answer = call(&format!("{url}/session"), "POST", Some(&caps));
        let id = answer["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no browser session: {answer}"))
            .to_owned();
        let browser = Browser {
            session: format!("{url}/session/{id}"),
            touch: options.phone && self.engine.touches(),
            engine: self.engine,
            _server: server,
            _display: display,
        };
        if self.engine != Engine::Chromium {
            browser.fit(options.width, options.height);
        }
        browser
    }

    /// The engine's WebDriver server on a free port, once it answers (and
    /// the display it opens its browser on); its address. A port is picked
    /// free, then handed to the driver: between the two another test's
    /// driver could take it (its `/status` would then answer for ours, and
    /// ours would have died, unable to listen). So the tests of this binary
    /// pick and start one driver at a time, and a driver that died before it
    /// answered is started again on another port.
    fn server(&self, options: &Options) -> (Process, Option<Process>, String) {
        static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
        let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
        let engine = self.engine;
        for _ in 0..5 {
            let port = free_port();
            let mut command = engine.driver(port);
            if let Some(home) = &options.trust.home {
                // Chromium reads its trusted authorities from $HOME/.pki/nssdb.
                command.env("HOME", home);
            }
            let display = engine.needs_display().then(|| {
                let (process, display) = xvfb();
                command.env("DISPLAY", display);
                process
            });
            let child = command
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("{engine:?}'s driver: {e} ({})", engine.install_hint()));
            let mut process = Process(child);
            let url = format!("http://127.0.0.1:{port}");
            let up = wait_for("the WebDriver server", Duration::from_secs(20), || {
                if process.0.try_wait().ok().flatten().is_some() {
                    return Some(false);
                }
                ureq::get(format!("{url}/status")).call().ok().map(|_| true)
            });
            if up && process.0.try_wait().ok().flatten().is_none() {
                return (process, display, url);
            }
        }
        panic!("{engine:?}'s driver did not stay up on any of five free ports")
    }
}

fn call(url: &str, method: &str, body: Option<&Value>) -> Value {
    try_call(url, method, body)
        .unwrap_or_else(|(error, message)| panic!("{method} {url}: {error}: {message}"))
}

/// A WebDriver call's value, or its error and message.
fn try_call(url: &str, method: &str, body: Option<&Value>) -> Result<Value, (Value, Value)> {
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
        return Err((error.clone(), value["message"].clone()));
    }
    Ok(value)
}

/// One browser window.
pub struct Browser {
    session: String,
    touch: bool,
    pub engine: Engine,
    /// Its WebDriver server, stopped once the session is closed (`drop`
    /// runs before the fields are dropped), then its display.
    _server: Process,
    _display: Option<Process>,
}

impl Drop for Browser {
    fn drop(&mut self) {
        call(&self.session, "DELETE", None);
    }
}

impl Browser {
    /// Sizes the window so that the page (its viewport) is `width`×`height`:
    /// the window's outer size less the browser's own bars, measured. A
    /// window that cannot be made that small (WebKitGTK's MiniBrowser is at
    /// least 447 px wide, for its toolbar) is left as near as it goes.
    fn fit(&self, width: u32, height: u32) {
        let want = [i64::from(width), i64::from(height)];
        let mut outer = want;
        let mut inner = [0, 0];
        let mut last = [-1, -1];
        let read = || {
            let got = self.run("return [innerWidth, innerHeight]");
            [0, 1].map(|i| got[i].as_i64().unwrap_or(0))
        };
        for _ in 0..5 {
            self.set_window(outer[0], outer[1]);
            // Without a window manager the resize lands a moment later: read
            // the page's size until it holds still (or is what is wanted).
            inner = read();
            let mut still = 0;
            for _ in 0..30 {
                if inner == want || still >= 6 {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(50));
                let now = read();
                still = if now == inner { still + 1 } else { 0 };
                inner = now;
            }
            if inner == want {
                return;
            }
            // A window at its smallest (Firefox: 500 px wide) stays so.
            if inner == last {
                break;
            }
            last = inner;
            outer = [0, 1].map(|i| (outer[i] + want[i] - inner[i]).max(1));
        }
        eprintln!(
            "{:?}: the page is {}×{}, not {width}×{height}",
            self.engine, inner[0], inner[1]
        );
    }

    fn set_window(&self, width: i64, height: i64) {
        let body = json!({"width": width, "height": height, "x": 0, "y": 0});
        call(
            &format!("{}/window/rect", self.session),
            "POST",
            Some(&body),
        );
    }

    /// Opens `url`.
    pub fn go(&self, url: &str) {
        call(
            &format!("{}/url", self.session),
            "POST",
            Some(&json!({"url": url})),
        );
    }

    /// Opens `url`; the driver's error if it could not (a certificate it
    /// refused, in Chromium and Firefox).
    pub fn try_go(&self, url: &str) -> Result<(), String> {
        let body = json!({"url": url});
        try_call(&format!("{}/url", self.session), "POST", Some(&body))
            .map(|_| ())
            .map_err(|(error, message)| format!("{error}: {message}"))
    }

    /// Reloads the page, as a player might by accident. Firefox's WebDriver
    /// refresh does not go through the service worker (with the server gone
    /// it shows Firefox's error page; `location.reload()` does not): there
    /// the page's address is opened again.
    pub fn reload(&self) {
        if self.engine == Engine::Firefox {
            let url = call(&format!("{}/url", self.session), "GET", None);
            self.go(url.as_str().unwrap_or_default());
        } else {
            call(&format!("{}/refresh", self.session), "POST", None);
        }
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

    /// Drags the finger (or the mouse) from (`x`, `from_y`) to (`x`, `to_y`)
    /// in a third of a second, then lifts it: a phone's page scrolled.
    pub fn swipe(&self, x: u32, from_y: u32, to_y: u32) {
        self.pointer(&json!([
            {"type": "pointerMove", "x": x, "y": from_y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerMove", "x": x, "y": to_y, "origin": "viewport", "duration": 300},
            {"type": "pause", "duration": 100},
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

    /// Turns the mouse wheel at (`x`, `y`) by `dy` CSS pixels (down when positive).
    pub fn wheel(&self, x: u32, y: u32, dy: i32) {
        // The page learns where the pointer is from its moves, not the wheel.
        self.pointer(&json!([{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"}]));
        let body = json!({"actions": [{
            "type": "wheel", "id": "wheel",
            "actions": [{"type": "scroll", "x": x, "y": y, "deltaX": 0, "deltaY": dy, "origin": "viewport"}],
        }]});
        call(&format!("{}/actions", self.session), "POST", Some(&body));
    }

    /// Types `text` on the keyboard, into what has the page's focus, and
    /// presses Enter if `enter`.
    pub fn type_text(&self, text: &str, enter: bool) {
        let mut keys: Vec<Value> = Vec::new();
        for c in text.chars() {
            keys.push(json!({"type": "keyDown", "value": c.to_string()}));
            keys.push(json!({"type": "keyUp", "value": c.to_string()}));
        }
        if enter {
            // WebDriver's code point for the Enter key.
            keys.push(json!({"type": "keyDown", "value": "\u{E007}"}));
            keys.push(json!({"type": "keyUp", "value": "\u{E007}"}));
        }
        let body = json!({"actions": [{"type": "key", "id": "keyboard", "actions": keys}]});
        call(&format!("{}/actions", self.session), "POST", Some(&body));
    }

    /// Lifts the finger put down by [`Browser::press`]. Chromium's driver
    /// sends nothing for a `pointerUp` in a later action than its
    /// `pointerDown` (the finger stayed on the glass): there WebDriver's
    /// Release Actions lift it. WebKit's driver sends nothing for Release
    /// Actions: there the `pointerUp` lifts it.
    pub fn lift(&self) {
        if self.engine == crate::engine::Engine::Chromium {
            call(&format!("{}/actions", self.session), "DELETE", None);
        } else {
            self.pointer(&json!([{"type": "pointerUp", "button": 0}]));
        }
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

    /// The page's console since the last call, one line per message (only
    /// Chromium's driver has it: empty elsewhere).
    pub fn console(&self) -> Vec<String> {
        if !self.engine.reads_console() {
            return Vec::new();
        }
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
