//! HTTPS for the browser tests: a test authority and its server
//! certificates (made with the `openssl` command), the page served over TLS
//! (stunnel in front of `friedrich-clock serve`, until the hall serves HTTPS
//! itself), and each engine made to trust the authority the way it allows
//! here (docs/web.md, "HTTPS in the tests"):
//! - Chromium: an NSS database in a HOME of its own (`$HOME/.pki/nssdb`,
//!   made with `certutil`), which chromedriver hands on to the browser;
//! - Firefox: a profile of its own whose `cert9.db` holds the authority
//!   (`certutil`), passed as `-profile DIR`;
//! - WebKitGTK: no store of its own (GnuTLS reads only the system's bundle):
//!   WebKitWebDriver's `certificates` capability allows the server's
//!   certificate for its host.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::engine::{Engine, Trust};
use crate::server::{self, Server};
use crate::webdriver::{Process, free_port, try_wait};

/// The authority's name, in the browsers' stores.
const NAME: &str = "Friedrich Clock test authority";

/// A certificate authority for one test, in a temporary folder removed when
/// the test ends: `ca.pem` and its key, the certificates it signed, and the
/// engines' stores that trust it.
pub struct Authority {
    dir: tempfile::TempDir,
}

/// A server certificate and its key (PEM files).
#[derive(Debug, Clone)]
pub struct Certificate {
    pub cert: PathBuf,
    pub key: PathBuf,
}

/// Runs `openssl` (or `certutil`) with `args`; fails the test with its
/// error output.
fn run(program: &str, args: &[&str], hint: &str) {
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e} ({hint})"));
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn openssl(args: &[&str]) {
    run("openssl", args, "apt-get install openssl");
}

fn certutil(args: &[&str]) {
    run("certutil", args, "apt-get install libnss3-tools");
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

impl Authority {
    /// A new authority (a P-256 key, valid two days).
    pub fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let (ca, key) = (dir.path().join("ca.pem"), dir.path().join("ca.key"));
        openssl(&[
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-days",
            "2",
            "-keyout",
            text(&key),
            "-out",
            text(&ca),
            "-subj",
            &format!("/CN={NAME}"),
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-addext",
            "keyUsage=critical,keyCertSign,cRLSign",
        ]);
        Self { dir }
    }

    /// The authority's certificate (PEM).
    pub fn ca(&self) -> PathBuf {
        self.dir.path().join("ca.pem")
    }

    /// A server certificate signed by the authority for `names` (host names
    /// or IP addresses), kept as `file`.pem and `file`.key.
    pub fn certificate(&self, file: &str, names: &[&str]) -> Certificate {
        let cert = self.dir.path().join(format!("{file}.pem"));
        let key = self.dir.path().join(format!("{file}.key"));
        let alt: Vec<String> = names
            .iter()
            .map(|n| {
                if n.parse::<std::net::IpAddr>().is_ok() {
                    format!("IP:{n}")
                } else {
                    format!("DNS:{n}")
                }
            })
            .collect();
        openssl(&[
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-days",
            "2",
            "-keyout",
            text(&key),
            "-out",
            text(&cert),
            "-CA",
            text(&self.ca()),
            "-CAkey",
            text(&self.dir.path().join("ca.key")),
            "-subj",
            &format!("/CN={}", names[0]),
            "-addext",
            &format!("subjectAltName={}", alt.join(",")),
            "-addext",
            "basicConstraints=critical,CA:FALSE",
            "-addext",
            "extendedKeyUsage=serverAuth",
        ]);
        Certificate { cert, key }
    }

    /// What makes `engine` trust the authority (for WebKit: `served`, the
    /// certificate `host` serves).
    pub fn trust(&self, engine: Engine, served: &Certificate, host: &str) -> Trust {
        match engine {
            Engine::Chromium => {
                let home = self.dir.path().join("chromium-home");
                self.nss_database(&home.join(".pki/nssdb"));
                Trust {
                    home: Some(home),
                    ..Trust::default()
                }
            }
            Engine::Firefox => {
                let profile = self.dir.path().join("firefox-profile");
                self.nss_database(&profile);
                Trust {
                    firefox_profile: Some(profile),
                    ..Trust::default()
                }
            }
            Engine::WebKit => Trust {
                webkit_certificates: vec![(host.to_owned(), served.cert.clone())],
                ..Trust::default()
            },
        }
    }

    /// An NSS database in `dir` (no password) holding the authority,
    /// trusted to name servers ("C,,").
    fn nss_database(&self, dir: &Path) {
        std::fs::create_dir_all(dir).unwrap();
        let db = format!("sql:{}", text(dir));
        certutil(&["-d", &db, "-N", "--empty-password"]);
        certutil(&[
            "-d",
            &db,
            "-A",
            "-n",
            NAME,
            "-t",
            "C,,",
            "-i",
            text(&self.ca()),
        ]);
    }
}

/// `dist/` over HTTPS on all addresses: stunnel with `certificate` in front
/// of `friedrich-clock serve`. Both are stopped when this is dropped, or by
/// [`Https::stop`].
pub struct Https {
    tls: Option<Process>,
    plain: Option<Server>,
    /// Where stunnel's configuration is.
    _dir: tempfile::TempDir,
    /// The HTTPS port.
    pub port: u16,
}

impl Https {
    /// Serves `dist/` over HTTPS with `certificate`.
    pub fn serve(certificate: &Certificate) -> Self {
        let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
        assert!(
            dist.join("friedrich-clock_bg.wasm").exists(),
            "no web build in {}: run make web",
            dist.display()
        );
        let (plain, plain_port) = server::serve(&dist);
        let dir = tempfile::tempdir().unwrap();
        for _ in 0..5 {
            let port = free_port();
            let conf = dir.path().join("stunnel.conf");
            std::fs::write(
                &conf,
                format!(
                    "foreground = yes\npid =\nsyslog = no\n[https]\naccept = 0.0.0.0:{port}\n\
                     connect = 127.0.0.1:{plain_port}\ncert = {}\nkey = {}\n",
                    text(&certificate.cert),
                    text(&certificate.key)
                ),
            )
            .unwrap();
            let child = Command::new("stunnel4")
                .arg(&conf)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| panic!("stunnel4: {e} (apt-get install stunnel4)"));
            let mut tls = Process(child);
            let up = try_wait(Duration::from_secs(20), || {
                if tls.0.try_wait().ok().flatten().is_some() {
                    return Some(false);
                }
                TcpStream::connect(("127.0.0.1", port)).ok().map(|_| true)
            });
            if up == Some(true) {
                return Self {
                    tls: Some(tls),
                    plain: Some(plain),
                    _dir: dir,
                    port,
                };
            }
        }
        panic!("stunnel did not stay up on any of five free ports")
    }

    /// Stops serving: no address answers any more, and connections the
    /// browser kept open are closed.
    pub fn stop(&mut self) {
        self.tls = None;
        self.plain = None;
    }
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
