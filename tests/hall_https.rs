//! The hall over HTTPS with its own certificate authority, with the real
//! binary: the trust page and the authority over plain HTTP, a headless
//! table that trusts the authority (`--authority`) ships over HTTPS, and
//! a table refuses a certificate for another address, or one it has no
//! authority for, saying why; with `--no-plain-http` plain HTTP serves the
//! trust page only.
#![allow(clippy::unwrap_used)]

#[path = "hall/processes.rs"]
mod processes;
mod server;

use std::io::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use processes::{Table, call, get};
use serde_json::json;

/// A free port for the hall's HTTPS (asked of the system, then let go).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A hall on any free plain port and a free HTTPS port, with `more`
/// arguments; it, its plain port, its HTTPS port and the tournament key.
fn hall(dir: &Path, more: &[&str]) -> (server::Server, u16, u16, String) {
    let https = free_port().to_string();
    let mut args: Vec<&std::ffi::OsStr> = vec!["--https-port".as_ref(), https.as_ref()];
    args.extend(more.iter().map(std::ffi::OsStr::new));
    let (server, port, key) = server::hall_with(dir, Path::new("dist"), 0, &args);
    (server, port, https.parse().unwrap(), key)
}

/// Plays the first turn's opening at a table (each line shipped); the
/// first thing it then says of the hall past connecting, within 20 s.
fn opening(table: &mut Table) -> String {
    let stdin = table.stdin.as_mut().unwrap();
    writeln!(stdin, "{}", json!({"type": "start-turn"})).unwrap();
    writeln!(stdin, "{}", json!({"type": "hand-off"})).unwrap();
    let until = Instant::now() + Duration::from_secs(20);
    while Instant::now() < until {
        if let Ok(line) = table.lines.recv_timeout(Duration::from_millis(200))
            && line.starts_with("hall ")
            && line != "hall connecting"
        {
            return line;
        }
    }
    panic!("the table said nothing of the hall");
}

#[test]
fn a_table_that_trusts_the_halls_authority_ships_over_https() {
    let (dir, table_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (_hall, port, https, key) = hall(dir.path(), &[]);
    // The trust page and the authority, over plain HTTP.
    let (code, page) = call(&format!("http://127.0.0.1:{port}/trust"), None);
    assert_eq!(code, 200);
    let page = page.as_str().unwrap().to_owned();
    assert!(page.contains("/trust/authority.crt"), "{page:.300}");
    assert!(
        page.contains(&format!("https://127.0.0.1:{https}/")),
        "{page:.300}"
    );
    let (code, pem) = call(
        &format!("http://127.0.0.1:{port}/trust/authority.pem"),
        None,
    );
    assert_eq!(code, 200);
    let pem = pem.as_str().unwrap().to_owned();
    assert!(pem.starts_with("-----BEGIN CERTIFICATE-----"), "{pem}");
    let authority = table_dir.path().join("authority.pem");
    std::fs::write(&authority, &pem).unwrap();
    // The jury's Draw tab gives the trust page's address (and its QR code).
    let (code, draw) = get(
        &format!("http://127.0.0.1:{port}/tournament/fragment/draw"),
        &key,
    );
    assert_eq!(code, 200, "{draw}");
    let draw = draw.as_str().unwrap();
    assert!(
        draw.contains(&format!("http://127.0.0.1:{port}/trust")),
        "{draw}"
    );
    assert!(draw.contains("id=\"trust-page\""), "{draw}");
    // The table verifies the hall against it and ships.
    let url = format!("https://127.0.0.1:{https}");
    let extra = ["--authority", authority.to_str().unwrap()];
    let mut table = Table::start(table_dir.path(), "5", (&url, &key), &extra);
    assert_eq!(opening(&mut table), "hall online");
    let name = table.journal.file_name().unwrap();
    let held = std::fs::read(dir.path().join("journals").join(name)).unwrap();
    assert_eq!(
        held,
        std::fs::read(&table.journal).unwrap(),
        "the hall's copy"
    );
}

#[test]
fn a_table_refuses_a_certificate_for_another_address_or_without_its_authority() {
    let (dir, table_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (_hall, _, https, key) = hall(dir.path(), &[]);
    let authority = dir.path().join("authority").join("authority.pem");
    let refused_at = |url: &str, extra: &[&str], sub: &str| {
        let table_dir = table_dir.path().join(sub);
        let mut table = Table::start(&table_dir, "5", (url, &key), extra);
        opening(&mut table)
    };
    // 127.0.0.2 reaches the same hall, but its certificate does not name it.
    let other = format!("https://127.0.0.2:{https}");
    let said = refused_at(&other, &["--authority", authority.to_str().unwrap()], "a");
    assert!(said.starts_with("hall refused: "), "{said}");
    assert!(said.contains("not for this address"), "{said}");
    assert!(said.contains("not valid for name \"127.0.0.2\""), "{said}");
    // No authority given: nothing vouches for the hall.
    let said = refused_at(&format!("https://127.0.0.1:{https}"), &[], "b");
    assert!(said.starts_with("hall refused: "), "{said}");
    assert!(said.contains("no authority given"), "{said}");
    // Nothing reached the hall.
    assert!(
        !dir.path().join("journals").exists() || {
            std::fs::read_dir(dir.path().join("journals"))
                .unwrap()
                .count()
                == 0
        }
    );
}

#[test]
fn without_plain_http_the_plain_port_serves_the_trust_page_only() {
    let dir = tempfile::tempdir().unwrap();
    let (_hall, port, https, _key) = hall(dir.path(), &["--no-plain-http"]);
    let plain = |path: &str| format!("http://127.0.0.1:{port}{path}");
    let (code, _) = call(&plain("/trust"), None);
    assert_eq!(code, 200);
    let (code, _) = call(&plain("/trust/authority.crt"), None);
    assert_eq!(code, 200);
    // A page: sent on to HTTPS (followed, so refused here for the
    // certificate this client does not trust); an API post: refused.
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .into();
    let answer = agent.get(plain("/tournament")).call().unwrap();
    assert_eq!(answer.status().as_u16(), 307);
    let location = answer.headers()["location"].to_str().unwrap().to_owned();
    assert_eq!(location, format!("https://127.0.0.1:{https}/tournament"));
    let (code, said) = call(
        &plain("/api/journals/x.jsonl"),
        Some(("KEY", b"{}".to_vec())),
    );
    assert_eq!(
        (code, said["error"].as_str()),
        (403, Some("plain-http-off"))
    );
    assert!(
        said["message"]
            .as_str()
            .is_some_and(|s| s.contains(&format!("https://127.0.0.1:{https}"))),
        "{said}"
    );
    // Said in the asker's language.
    let (_, gesagt) = call(
        &plain("/api/journals/x.jsonl?lang=de"),
        Some(("KEY", b"{}".to_vec())),
    );
    assert!(
        gesagt["message"]
            .as_str()
            .is_some_and(|s| s.starts_with("Diese Turnierleitung bedient einfaches HTTP nur")),
        "{gesagt}"
    );
}

/// The jury's sign-in (`POST /key`) at `url` with `agent`: the cookie the
/// hall sets.
fn signed_in(agent: &ureq::Agent, url: &str, key: &str) -> String {
    let answer = agent
        .post(format!("{url}/key"))
        .send_form([("key", key), ("page", "tournament"), ("lang", "en")])
        .unwrap();
    assert_eq!(answer.status().as_u16(), 303);
    answer.headers()["set-cookie"].to_str().unwrap().to_owned()
}

#[test]
fn the_jurys_cookie_set_over_https_is_never_sent_in_clear() {
    let dir = tempfile::tempdir().unwrap();
    let (_hall, port, https, key) = hall(dir.path(), &[]);
    let pem = std::fs::read(dir.path().join("authority/authority.pem")).unwrap();
    let authority = ureq::tls::Certificate::from_pem(&pem).unwrap().to_owned();
    let tls = ureq::tls::TlsConfig::builder()
        .provider(ureq::tls::TlsProvider::Rustls)
        .unversioned_rustls_crypto_provider(std::sync::Arc::new(
            rustls::crypto::ring::default_provider(),
        ))
        .root_certs(ureq::tls::RootCerts::new_with_certs(&[authority]))
        .build();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .tls_config(tls)
        .build()
        .into();
    // The jury's phone over HTTPS: a Secure cookie, which the browser keeps
    // off the plain-HTTP port.
    let secure = signed_in(&agent, &format!("https://127.0.0.1:{https}"), &key);
    assert!(
        secure.starts_with(&format!("__Secure-fc_key={key};")) && secure.contains("; Secure"),
        "{secure}"
    );
    // The laptop's own browser over plain HTTP: the plain cookie.
    let plain = signed_in(&agent, &format!("http://127.0.0.1:{port}"), &key);
    assert!(plain.starts_with(&format!("fc_key={key};")), "{plain}");
    assert!(!plain.contains("Secure"), "{plain}");
    // Either opens the jury's page; none asks for the key again.
    let page = |cookie: &str| {
        let mut answer = agent
            .get(format!("https://127.0.0.1:{https}/tournament"))
            .header("Cookie", cookie)
            .call()
            .unwrap();
        answer.body_mut().read_to_string().unwrap()
    };
    assert!(page("").contains("id=\"sign-in\""), "no cookie: the form");
    for cookie in [format!("__Secure-fc_key={key}"), format!("fc_key={key}")] {
        assert!(!page(&cookie).contains("id=\"sign-in\""), "{cookie}");
    }
}
