//! `friedrich-clock headless`: the clock without a window, for scripted tests
//! and crash drills. Commands come as JSON lines on stdin (the journal's `cmd`
//! objects, e.g. `{"type":"hand-off"}`); each is applied at the moment it is
//! read, journaled (on disk before it is acknowledged) and answered on stdout
//! with `ok T` or `refused: why`. A heartbeat is written every 500 ms. At start
//! an unfinished game in the data directory is resumed (outage not charged)
//! and announced with `recovered FILE at T after N commands`.

use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use chrono::Local;
use friedrich_clock::engine::{Command, Engine, Ms, Ruleset};
use friedrich_clock::heartbeat::{self, Heartbeat};
use friedrich_clock::journal::{self, Journal, Record};
use friedrich_clock::recovery;

/// How often the heartbeat is replaced.
const BEAT: Duration = Duration::from_millis(500);

/// Runs until stdin ends. Errors are messages for stderr.
pub fn run(dir: &Path, rules: Ruleset) -> Result<(), String> {
    let start = Instant::now();
    let now_ms = || Ms::try_from(start.elapsed().as_millis()).unwrap_or(Ms::MAX);
    let mut out = std::io::stdout().lock();
    let (mut engine, base, mut journal) = match recovery::find(dir, Local::now())? {
        Some(unfinished) => {
            let path = unfinished.journal.clone();
            let count = unfinished.read.commands.len();
            let resumed = unfinished.resume(false);
            let mut journal = Journal::reopen(&path).map_err(|e| e.to_string())?;
            for (t, command) in &resumed.commands {
                journal
                    .append(*t, Local::now(), command)
                    .map_err(|e| e.to_string())?;
            }
            say(
                &mut out,
                &format!(
                    "recovered {} at {} after {count} commands",
                    path.display(),
                    resumed.now
                ),
            )?;
            (resumed.engine, resumed.now, journal)
        }
        None => {
            let started = Local::now();
            let path = journal::new_path(&dir.join("games"), started, "headless");
            let record = Record::Game {
                v: journal::SCHEMA,
                started,
                table: "headless".to_owned(),
                names: Default::default(),
                ruleset: Box::new(rules.clone()),
            };
            let journal = Journal::create(&path, &record).map_err(|e| e.to_string())?;
            say(&mut out, &format!("started {}", path.display()))?;
            (Engine::new(rules), 0, journal)
        }
    };
    let game_now = || base + now_ms();
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut next_beat = Instant::now();
    loop {
        if Instant::now() >= next_beat {
            let beat = Heartbeat {
                v: journal::SCHEMA,
                journal: journal.path().to_owned(),
                t: game_now(),
                wall: Local::now(),
            };
            heartbeat::write(dir, &beat).map_err(|e| format!("heartbeat: {e}"))?;
            next_beat += BEAT;
        }
        let line = match rx.recv_timeout(next_beat.saturating_duration_since(Instant::now())) {
            Ok(Ok(line)) => line,
            Ok(Err(e)) => return Err(format!("stdin: {e}")),
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
        };
        if line.trim().is_empty() {
            continue;
        }
        let now = game_now();
        engine.tick(now);
        let reply = match serde_json::from_str::<Command>(&line) {
            Err(e) => format!("refused: not a command: {e}"),
            Ok(command) => match engine.apply(&command, now) {
                Err(e) => format!("refused: {e}"),
                Ok(_) => {
                    journal
                        .append(now, Local::now(), &command)
                        .map_err(|e| e.to_string())?;
                    format!("ok {now}")
                }
            },
        };
        say(&mut out, &reply)?;
    }
}

fn say(out: &mut impl Write, line: &str) -> Result<(), String> {
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| format!("stdout: {e}"))
}
