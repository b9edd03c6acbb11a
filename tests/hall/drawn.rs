//! A drawn hall process and what a device holding one of its keys does
//! with it: the tables' keys from the hall's folder, requests written by
//! hand (exactly the bytes a hostile device would send).
#![allow(dead_code, clippy::unwrap_used)]

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use crate::jury_api::Hall;

/// The tables' keys the hall keeps in `dir`.
pub fn table_key(dir: &Path, table: u32) -> String {
    let kept: Value =
        serde_json::from_slice(&std::fs::read(dir.join("table-keys.json")).unwrap()).unwrap();
    kept["tables"][table.to_string()]
        .as_str()
        .unwrap()
        .to_owned()
}

/// A hall with eight players drawn, the table cards printed (the tables'
/// keys made).
pub fn drawn_hall(dir: &Path) -> Hall {
    let hall = Hall::start(dir, 0);
    let (code, body) = hall.post("/open", &json!({"name": "Keys Open", "scheme": "fwc-2026"}));
    assert_eq!(code, 200, "{body}");
    for no in 1..=8 {
        let player = json!({"name": format!("Player {no}"), "town": format!("Town {no}")});
        assert_eq!(hall.post("/players", &player).0, 200);
    }
    assert_eq!(hall.post("/draw", &json!({"seed": "3"})).0, 200);
    let (code, cards) = hall.call(&hall.url("/print/tables"), None);
    assert_eq!(code, 200, "{cards}");
    hall
}

/// One request written by hand: the answer's head (status line and
/// headers), lower-cased, and its body.
pub fn raw(port: u16, request: &str) -> (String, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (head.to_ascii_lowercase(), body.to_owned())
}

/// A GET written by hand, the connection closed after it.
pub fn get(port: u16, target: &str, extra: &str) -> (String, String) {
    raw(
        port,
        &format!(
            "GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{extra}Connection: close\r\n\r\n"
        ),
    )
}
