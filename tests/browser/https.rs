//! HTTPS for the browser tests: the hall serving HTTPS with its own
//! certificate authority (`DATA/authority/authority.pem`, made at its first
//! start), and each engine made to trust that authority the way it allows
//! here (docs/web.md, "HTTPS in the tests"):
//! - Chromium: an NSS database in a HOME of its own (`$HOME/.pki/nssdb`,
//!   made with `certutil`), which chromedriver hands on to the browser;
//! - Firefox: a profile of its own whose `cert9.db` holds the authority
//!   (`certutil`), passed as `-profile DIR`;
//! - WebKitGTK: no store of its own (GnuTLS reads only the system's bundle):
//!   WebKitWebDriver's `certificates` capability allows the certificate the
//!   hall serves (read with `openssl s_client`) for its host.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::engine::{Engine, Trust};
use crate::webdriver::Process;

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

/// The authority's name, in the browsers' stores.
const NAME: &str = "Friedrich Clock hall authority";

/// Runs `program` with `args`; its standard output, or the test fails with
/// its error output.
fn run(program: &str, args: &[&str], input: &[u8], hint: &str) -> Vec<u8> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{program}: {e} ({hint})"));
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn certutil(args: &[&str]) {
    run("certutil", args, b"", "apt-get install libnss3-tools");
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// The hall, started for one test with HTTPS beside plain HTTP, killed when
/// the test ends or by [`Hall::stop`].
pub struct Hall {
    process: Option<Process>,
    /// Its data directory.
    pub data: PathBuf,
    /// The HTTPS port.
    pub port: u16,
    /// The plain HTTP port.
    pub plain_port: u16,
    /// The jury's key.
    pub key: String,
}

impl Hall {
    /// Starts `hall` on free ports in `data`, serving the web build, with
    /// `host` as the address the tablets reach it at (its certificate names
    /// it).
    pub fn start(data: &Path, host: &str) -> Self {
        let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
        assert!(
            dist.join("friedrich-clock_bg.wasm").exists(),
            "no web build in {}: run make web",
            dist.display()
        );
        let mut child = Command::new(BIN)
            .args([
                "hall",
                "--lang",
                "en",
                "--port",
                "0",
                "--address",
                host,
                "--data-dir",
            ])
            .arg(data)
            .arg("--web")
            .arg(&dist)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let process = Process(child);
        let (mut plain_port, mut key, mut port) = (None, None, None);
        let after = |line: &str, marker: &str| {
            line.split(marker)
                .nth(1)
                .map(|rest| rest.split(['/', ' ']).next().unwrap_or_default().to_owned())
        };
        while port.is_none() {
            let line = lines
                .next()
                .unwrap_or_else(|| panic!("the hall ended before it served HTTPS"))
                .unwrap();
            if let Some(p) = after(&line, "listening on http://0.0.0.0:") {
                plain_port = p.parse().ok();
            }
            if let Some(k) = after(&line, "tournament key ") {
                key = Some(k);
            }
            if let Some(p) = after(&line, &format!("HTTPS on https://{host}:")) {
                port = p.parse().ok();
            }
        }
        // Keep reading what the hall logs, so its stderr never closes under it.
        std::thread::spawn(move || for _ in lines {});
        Self {
            process: Some(process),
            data: data.to_owned(),
            port: port.unwrap(),
            plain_port: plain_port.expect("the plain HTTP port"),
            key: key.expect("the jury's key"),
        }
    }

    /// The hall's authority (PEM), as its trust page offers it.
    pub fn authority(&self) -> PathBuf {
        self.data.join("authority").join("authority.pem")
    }

    /// The certificate the hall serves at `host` (PEM), read from the
    /// handshake.
    pub fn served(&self, host: &str, into: &Path) -> PathBuf {
        let connect = format!("{host}:{}", self.port);
        let chain = run(
            "openssl",
            &["s_client", "-connect", &connect, "-servername", host],
            b"",
            "apt-get install openssl",
        );
        let pem = run("openssl", &["x509"], &chain, "apt-get install openssl");
        let path = into.join("served.pem");
        std::fs::write(&path, pem).unwrap();
        path
    }

    /// Stops the hall (SIGKILL): no address answers any more, and the
    /// connections the browser kept open are closed.
    pub fn stop(&mut self) {
        self.process = None;
    }
}

/// What makes an engine trust the hall's authority, in a folder removed
/// when the test ends.
pub struct Trusting {
    dir: tempfile::TempDir,
}

impl Trusting {
    /// What makes `engine` trust `hall`'s authority, reached at `host`.
    pub fn hall(hall: &Hall, engine: Engine, host: &str) -> (Self, Trust) {
        let dir = tempfile::tempdir().unwrap();
        let trust = match engine {
            Engine::Chromium => {
                let home = dir.path().join("chromium-home");
                nss_database(&home.join(".pki/nssdb"), &hall.authority());
                Trust {
                    home: Some(home),
                    ..Trust::default()
                }
            }
            Engine::Firefox => {
                let profile = dir.path().join("firefox-profile");
                nss_database(&profile, &hall.authority());
                Trust {
                    firefox_profile: Some(profile),
                    ..Trust::default()
                }
            }
            Engine::WebKit => Trust {
                webkit_certificates: vec![(host.to_owned(), hall.served(host, dir.path()))],
                ..Trust::default()
            },
        };
        (Self { dir }, trust)
    }
}

/// An NSS database in `dir` (no password) holding the authority `ca`,
/// trusted to name servers ("C,,").
fn nss_database(dir: &Path, ca: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let db = format!("sql:{}", text(dir));
    certutil(&["-d", &db, "-N", "--empty-password"]);
    certutil(&["-d", &db, "-A", "-n", NAME, "-t", "C,,", "-i", text(ca)]);
}

/// This machine's first address that is not a loopback one (`hostname -I`):
/// a page there is a secure context only over HTTPS (`localhost` is one
/// even over plain HTTP). `localhost` where there is none.
pub fn lan_host() -> String {
    Command::new("hostname")
        .arg("-I")
        .output()
        .ok()
        .and_then(|out| {
            String::from_utf8_lossy(&out.stdout)
                .split_whitespace()
                .find(|a| {
                    a.parse::<std::net::Ipv4Addr>()
                        .is_ok_and(|ip| !ip.is_loopback())
                })
                .map(str::to_owned)
        })
        .unwrap_or_else(|| "localhost".to_owned())
}
