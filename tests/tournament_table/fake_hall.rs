//! The test's hall: a tiny HTTP server on 127.0.0.1 that knows one game of
//! the draw (round 2, table 5) and keeps what tables push to it.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};

use friedrich_clock::wire::{self, Assignment, GameRef};
use serde_json::json;

use super::{KEY, SEATED};

/// What the test's hall was asked: each draw request's path and key, and
/// every line pushed to it.
#[derive(Default)]
pub struct Heard {
    pub asked: Vec<(String, String)>,
    pub lines: Vec<String>,
}

/// A hall on 127.0.0.1 that knows one game of the draw (round 2, table 5)
/// and keeps what tables push; its address and what it heard.
pub fn hall() -> (String, Arc<Mutex<Heard>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("127.0.0.1:{}", listener.local_addr().unwrap().port());
    let heard = Arc::new(Mutex::new(Heard::default()));
    let shared = Arc::clone(&heard);
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let heard = Arc::clone(&shared);
            std::thread::spawn(move || answer(stream, &heard));
        }
    });
    (url, heard)
}

/// Answers one request (`Connection: close`).
fn answer(mut stream: TcpStream, heard: &Mutex<Heard>) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut request = String::new();
    reader.read_line(&mut request).unwrap();
    let (mut key, mut length) = (String::new(), 0);
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        let Some((name, value)) = line.trim_end().split_once(": ") else {
            break;
        };
        match name.to_ascii_lowercase().as_str() {
            "x-tournament-key" => key = value.to_owned(),
            "content-length" => length = value.parse().unwrap(),
            _ => {}
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    let mut words = request.split_whitespace();
    let (method, path) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    let refused = |error: wire::Error, message: &str| {
        serde_json::to_value(wire::Refused::new(error, message)).unwrap()
    };
    let (status, reply) = if key != KEY {
        (401, refused(wire::Error::WrongKey, "wrong key"))
    } else if let Some(game) = path.strip_prefix("/api/tournament/games/") {
        heard.lock().unwrap().asked.push((path.to_owned(), key));
        match game {
            "2/5" => {
                let seated = Assignment {
                    game: GameRef { round: 2, table: 5 },
                    names: SEATED.map(str::to_owned),
                    playing: None,
                };
                (200, serde_json::to_value(seated).unwrap())
            }
            _ => (
                404,
                refused(wire::Error::Unknown, "no such game in the draw"),
            ),
        }
    } else if method == "POST" && path.starts_with("/api/journals/") {
        let push: wire::Push = serde_json::from_slice(&body).unwrap();
        let mut heard = heard.lock().unwrap();
        // Each line once, however often the table sends it again.
        let known = heard.lines.len();
        let new = push
            .lines
            .iter()
            .skip((known + 1).saturating_sub(push.from));
        heard.lines.extend(new.cloned());
        (200, json!({"next": heard.lines.len() + 1}))
    } else {
        (404, refused(wire::Error::Unknown, "no such route"))
    };
    let reply = reply.to_string();
    let _ = write!(
        stream,
        "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{reply}",
        reply.len()
    );
}
