//! The browser engines the tests drive, chosen by `BROWSER_ENGINE`:
//! `chromium` (the default: headless Chromium through chromedriver),
//! `firefox` (Firefox ESR through geckodriver, in a window on an Xvfb
//! display of its own: headless Firefox has no WebGL here) or `webkit`
//! (WebKitGTK's MiniBrowser through WebKitWebDriver, also under Xvfb).
//! `make test` runs the browser tests once per engine (docs/web.md).
// Each test binary uses some of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::webdriver::Process;

/// A browser engine, with its WebDriver server and browser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// Blink: Debian's chromium and chromedriver, headless.
    Chromium,
    /// Gecko: Debian's firefox-esr and geckodriver (`cargo install geckodriver`).
    Firefox,
    /// WebKit: WebKitGTK's MiniBrowser and WebKitWebDriver (`webkit2gtk-driver`).
    WebKit,
}

/// What a test asks of the browser: the page's size in CSS pixels, a phone's
/// touch screen, the language it prefers, and whether it has WebGL and
/// storage for the page.
#[derive(Debug, Clone)]
pub struct Options {
    pub width: u32,
    pub height: u32,
    pub phone: bool,
    /// `navigator.language` (a tag such as `de-DE`); the engine's own when
    /// `None`. Not in WebKitGTK, which takes the system's locale (`C` here,
    /// where no other locale is installed).
    pub lang: Option<&'static str>,
    pub webgl: bool,
    /// `false`: cookies and site data blocked, so the page has no
    /// `localStorage`.
    pub storage: bool,
    /// The hall's authority, which the browser trusts (`https.rs`).
    pub trust: Trust,
}

/// What makes a browser trust the hall's authority (`https.rs` makes it): each
/// engine its own way.
#[derive(Debug, Clone, Default)]
pub struct Trust {
    /// Chromium: the HOME its driver and browser run with, whose
    /// `.pki/nssdb` holds the authority.
    pub home: Option<PathBuf>,
    /// Firefox: the profile whose `cert9.db` holds the authority.
    pub firefox_profile: Option<PathBuf>,
    /// WebKitGTK: (host, the server's certificate file) allowed.
    pub webkit_certificates: Vec<(String, PathBuf)>,
}

impl Options {
    /// A browser of `width`×`height` with everything on.
    pub fn new(width: u32, height: u32, phone: bool) -> Self {
        Self {
            width,
            height,
            phone,
            lang: None,
            webgl: true,
            storage: true,
            trust: Trust::default(),
        }
    }
}

/// Where WebKitGTK's MiniBrowser is (package libwebkit2gtk-4.1-0 puts it in
/// the architecture's library folder: `/usr/lib/<triplet>/webkit2gtk-4.1/`).
fn minibrowser() -> String {
    std::fs::read_dir("/usr/lib")
        .into_iter()
        .flatten()
        .flatten()
        .map(|dir| dir.path().join("webkit2gtk-4.1/MiniBrowser"))
        .find(|path| path.exists())
        .map_or_else(
            || "MiniBrowser (apt-get install webkit2gtk-driver)".to_owned(),
            |path| path.display().to_string(),
        )
}

impl Engine {
    /// The engine `BROWSER_ENGINE` names; Chromium when it names none.
    pub fn chosen() -> Self {
        match std::env::var("BROWSER_ENGINE").as_deref() {
            Ok("firefox") => Self::Firefox,
            Ok("webkit") => Self::WebKit,
            Ok("" | "chromium") | Err(_) => Self::Chromium,
            Ok(other) => panic!("BROWSER_ENGINE={other}: chromium, firefox or webkit"),
        }
    }

    /// Its WebDriver server's command line, on `port`.
    pub fn driver(self, port: u16) -> Command {
        let mut command = match self {
            Self::Chromium => Command::new("chromedriver"),
            Self::Firefox => {
                let mut c = Command::new(cargo_bin("geckodriver"));
                c.arg("--host=127.0.0.1");
                c
            }
            Self::WebKit => Command::new("WebKitWebDriver"),
        };
        command.arg(format!("--port={port}"));
        command
    }

    /// How to get its driver, for the message when it is missing.
    pub fn install_hint(self) -> &'static str {
        match self {
            Self::Chromium => "apt-get install chromium chromium-driver",
            Self::Firefox => "apt-get install firefox-esr xvfb; cargo install geckodriver",
            Self::WebKit => "apt-get install webkit2gtk-driver xvfb",
        }
    }

    /// Whether its browser needs an X display (Xvfb): all but headless
    /// Chromium.
    pub fn needs_display(self) -> bool {
        self != Self::Chromium
    }

    /// Whether WebDriver's touch actions reach the page as touches. WebKitGTK
    /// takes mouse actions only: a phone is tapped with the mouse there.
    pub fn touches(self) -> bool {
        self != Self::WebKit
    }

    /// Whether the page's console can be read (chromedriver's log endpoint).
    pub fn reads_console(self) -> bool {
        self == Self::Chromium
    }

    /// The new session's capabilities.
    pub fn capabilities(self, o: &Options) -> Value {
        let caps = match self {
            Self::Chromium => chromium(o),
            Self::Firefox => firefox(o),
            Self::WebKit => webkit(o),
        };
        json!({"capabilities": {"alwaysMatch": caps}})
    }
}

fn chromium(o: &Options) -> Value {
    let mut args = vec![
        "--headless=new".to_owned(),
        "--no-sandbox".to_owned(),
        "--use-angle=swiftshader".to_owned(),
        "--enable-unsafe-swiftshader".to_owned(),
        "--autoplay-policy=no-user-gesture-required".to_owned(),
        format!("--window-size={},{}", o.width, o.height),
    ];
    if !o.webgl {
        args.extend(["--disable-webgl".to_owned(), "--disable-3d-apis".to_owned()]);
    }
    let mut prefs = json!({});
    if let Some(lang) = o.lang {
        args.push(format!("--lang={lang}"));
        prefs["intl.accept_languages"] = json!(lang);
    }
    if !o.storage {
        prefs["profile.default_content_setting_values.cookies"] = json!(2);
    }
    let mut options = json!({"args": args, "prefs": prefs});
    if let Some(binary) = which("chromium") {
        options["binary"] = json!(binary);
    }
    // The page's viewport exactly (a headless window's size includes what
    // would be the browser's own bars). One pixel per CSS pixel: under
    // emulation Chromium reports a canvas's device-pixel size unscaled, so
    // egui would draw at twice its size (docs/web.md).
    options["mobileEmulation"] = json!({
        "deviceMetrics": {"width": o.width, "height": o.height, "pixelRatio": 1.0, "touch": o.phone},
    });
    json!({
        "browserName": "chrome", "goog:chromeOptions": options,
        "goog:loggingPrefs": {"browser": "ALL"},
    })
}

fn firefox(o: &Options) -> Value {
    let mut prefs = json!({
        // Web Audio plays without waiting for a real person's tap.
        "media.autoplay.default": 0,
        "media.autoplay.blocking_policy": 0,
        // No first-run pages, no updates, no telemetry on a closed network.
        "browser.shell.checkDefaultBrowser": false,
        "app.update.auto": false,
        "datareporting.policy.dataSubmissionEnabled": false,
        "toolkit.telemetry.reportingpolicy.firstRun": false,
    });
    if o.phone {
        // A phone's touch events, and `ontouchstart` on the window (desktop
        // Firefox hides it: web.rs looks for it), as on a real one.
        prefs["dom.w3c_touch_events.enabled"] = json!(1);
        prefs["dom.w3c_touch_events.legacy_apis.enabled"] = json!(true);
    }
    if let Some(lang) = o.lang {
        prefs["intl.accept_languages"] = json!(lang);
    }
    if !o.webgl {
        prefs["webgl.disabled"] = json!(true);
    }
    if !o.storage {
        prefs["network.cookie.cookieBehavior"] = json!(2);
    }
    let binary = which("firefox-esr").or_else(|| which("firefox"));
    let mut args = vec![];
    if let Some(profile) = &o.trust.firefox_profile {
        // Its own profile, whose certificate store trusts the hall's authority.
        args.extend(["-profile".to_owned(), profile.display().to_string()]);
    }
    let mut options = json!({"prefs": prefs, "args": args});
    if let Some(binary) = binary {
        options["binary"] = json!(binary);
    }
    json!({"browserName": "firefox", "moz:firefoxOptions": options})
}

fn webkit(o: &Options) -> Value {
    let mut args = vec!["--automation".to_owned()];
    if !o.webgl {
        args.push("--enable-webgl=false".to_owned());
    }
    if !o.storage {
        args.push("--enable-html5-local-storage=false".to_owned());
    }
    args.push("--media-playback-requires-user-gesture=false".to_owned());
    let mut options = json!({"binary": minibrowser(), "args": args});
    if !o.trust.webkit_certificates.is_empty() {
        // WebKitGTK has no certificate store of its own: the server's
        // certificate is allowed for its host.
        let allowed: Vec<Value> = o
            .trust
            .webkit_certificates
            .iter()
            .map(
                |(host, file)| json!({"host": host, "certificateFile": file.display().to_string()}),
            )
            .collect();
        options["certificates"] = json!(allowed);
    }
    json!({"browserName": "MiniBrowser", "webkitgtk:browserOptions": options})
}

/// Xvfb on a display of its own (it picks a free one); the process and the
/// `DISPLAY` to give the browser.
pub fn xvfb() -> (Process, String) {
    let mut child = Command::new("Xvfb")
        .args(["-displayfd", "1", "-nolisten", "tcp"])
        .args(["-screen", "0", "1920x1200x24"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb (apt-get install xvfb; make test installs it)");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("Xvfb's stdout");
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("Xvfb's display number");
    let display = format!(":{}", line.trim());
    (Process(child), display)
}

/// `name` on the PATH, or in cargo's bin folder (where `cargo install` puts
/// geckodriver, not always on the PATH).
fn cargo_bin(name: &str) -> String {
    which(name).unwrap_or_else(|| {
        let home = std::env::var("CARGO_HOME")
            .unwrap_or_else(|_| format!("{}/.cargo", std::env::var("HOME").unwrap_or_default()));
        format!("{home}/bin/{name}")
    })
}

/// Where `name` is on the PATH.
pub fn which(name: &str) -> Option<String> {
    let out = Command::new("which").arg(name).output().ok()?;
    let path = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    (!path.is_empty()).then_some(path)
}
