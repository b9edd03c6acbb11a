//! The hall against a hostile device's sockets, with a real
//! `friedrich-clock hall` process: wrong keys by the dozen are slowed and
//! named on the hall view; 1,100 half-sent requests do not stop it.
#![allow(clippy::unwrap_used)]

use std::io::{Read, Write};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

#[path = "hall/drawn.rs"]
mod drawn;
#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use drawn::get;
use jury_api::{Hall, call_with_key};

#[test]
fn wrong_keys_are_slowed_after_ten_and_named_on_the_hall_view() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(temp.path(), 0);
    let url = hall.url("/api/tournament");
    for _ in 0..5 {
        let started = Instant::now();
        assert_eq!(call_with_key(&url, "WRONGKEY", None).0, 401);
        assert!(started.elapsed() < Duration::from_secs(1), "not slowed");
    }
    // An old link's key counts too: whether it sets the cookie would
    // otherwise answer guesses unslowed.
    for _ in 0..5 {
        let started = Instant::now();
        let (head, _) = get(hall.port, "/tournament?key=GUESSKEY", "");
        assert!(!head.contains("set-cookie"), "{head}");
        assert!(started.elapsed() < Duration::from_secs(1), "not slowed");
    }
    let started = Instant::now();
    let (head, _) = get(hall.port, "/tournament?key=GUESSKEY", "");
    assert!(head.starts_with("http/1.1 303") && !head.contains("set-cookie"));
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "the eleventh waits, by a link too"
    );
    let started = Instant::now();
    let (code, answer) = call_with_key(&url, "WRONGKEY", None);
    assert_eq!((code, answer["error"].as_str()), (401, Some("wrong-key")));
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "the twelfth waits"
    );
    let (code, cards) = hall.call(&hall.url("/hall/cards"), None);
    assert_eq!(code, 200);
    assert!(
        cards
            .as_str()
            .unwrap()
            .contains("12 wrong keys from 127.0.0.1 since"),
        "{cards}"
    );
}

#[test]
fn half_sent_requests_by_the_thousand_do_not_stop_the_hall() {
    // This test's own sockets: more than the usual 1,024.
    let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
    let hard = limit.maximum.unwrap_or(4096);
    if hard < 1_300 {
        eprintln!("skipped: the open-file hard limit is {hard}");
        return;
    }
    let mine = rustix::process::Rlimit {
        current: Some(hard.min(4096)),
        maximum: limit.maximum,
    };
    rustix::process::setrlimit(rustix::process::Resource::Nofile, mine).unwrap();
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(temp.path(), 0);
    // The hall under a 1,024 soft limit, as most machines start it.
    let pid = hall.pid().to_string();
    let lowered = std::process::Command::new("prlimit")
        .args(["--pid", &pid, "--nofile=1024:"])
        .status();
    assert!(
        lowered.is_ok_and(|s| s.success()),
        "prlimit lowers the hall's soft limit"
    );
    // 1,100 connections from another address of this machine, each with
    // half a request's head.
    let hall_at = SocketAddr::from(([127, 0, 0, 1], hall.port));
    let opened = Instant::now();
    let mut half: Vec<std::net::TcpStream> = Vec::new();
    for _ in 0..1_100 {
        let socket =
            socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
        socket
            .bind(&SocketAddr::from(([127, 0, 0, 2], 0)).into())
            .unwrap();
        if socket.connect(&hall_at.into()).is_ok() {
            let mut stream: std::net::TcpStream = socket.into();
            let _ = stream.write_all(b"GET /standings HTTP/1.1\r\nHost: x\r\n");
            half.push(stream);
        }
    }
    let asked = Instant::now();
    let (head, _) = get(hall.port, "/standings", "");
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(
        asked.elapsed() < Duration::from_secs(1),
        "answered in {:?}",
        asked.elapsed()
    );
    // Each half-sent request is closed within the 10 s a head may take.
    let mut first = half.swap_remove(0);
    first
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    let mut buf = [0u8; 64];
    let read = first.read(&mut buf);
    assert!(matches!(read, Ok(0)) || read.is_err(), "closed");
    let closed_after = opened.elapsed();
    assert!(
        closed_after < Duration::from_secs(13),
        "closed after {closed_after:?}"
    );
}
