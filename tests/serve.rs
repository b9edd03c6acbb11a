//! `friedrich-clock serve` gives the web build to a tablet on the network: the
//! page, the wasm with its content type, a 404 for anything else; a folder
//! without a web build or a port already taken is a clear error.
#![allow(clippy::unwrap_used)]

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Command;

mod server;

use server::serve;

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

/// A GET over plain HTTP/1.1: the status line, the headers and the body.
fn get(port: u16, path: &str) -> (String, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    (head.to_ascii_lowercase(), body.to_owned())
}

#[test]
fn the_page_and_the_wasm_are_served_and_anything_else_is_not_found() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("index.html"),
        "<canvas id=\"clock\"></canvas>",
    )
    .unwrap();
    std::fs::write(dir.path().join("friedrich-clock_bg.wasm"), b"\0asm").unwrap();
    let (_server, port) = serve(dir.path());
    let (head, body) = get(port, "/");
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-type: text/html"), "{head}");
    assert_eq!(body, "<canvas id=\"clock\"></canvas>");
    let (head, _) = get(port, "/friedrich-clock_bg.wasm");
    assert!(head.contains("content-type: application/wasm"), "{head}");
    let (head, _) = get(port, "/games/secret.jsonl");
    assert!(head.starts_with("http/1.1 404"), "{head}");
}

#[test]
fn a_folder_without_a_web_build_is_refused_with_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(BIN)
        .args(["serve", "--port", "0", "--dir"])
        .arg(dir.path())
        .env("LC_ALL", "C")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no web build here"), "{err}");
    assert!(err.contains("make web"), "{err}");
}

#[test]
fn a_port_already_taken_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "x").unwrap();
    let taken = TcpListener::bind(("0.0.0.0", 0)).unwrap();
    let port = taken.local_addr().unwrap().port();
    let out = Command::new(BIN)
        .args(["serve", "--port", &port.to_string(), "--dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("cannot listen on port {port}")),
        "{err}"
    );
}
