//! Load on the tournament hall: N simulated tables, each pushing one journal
//! line every 100 ms (one line per push, as a real table does) for S seconds,
//! and how long the hall took to store each line (send to answer; the hall
//! answers after its fsync). Prints one summary line.
//!
//! `cargo run --release --example hall_load -- --url http://127.0.0.1:PORT
//! --key KEY --tables N --seconds S`; `scripts/hall-load.sh` starts a hall and
//! runs this for growing N.
// A measuring tool: what it cannot do (no randomness, a table's thread
// gone) ends the run with the reason.
#![allow(clippy::expect_used)]

use std::sync::Barrier;
use std::thread;
use std::time::{Duration, Instant};

use friedrich_clock::engine::StopReason::Break;
use friedrich_clock::engine::{Command, Ms, Ruleset};
use friedrich_clock::journal::Record;
use serde_json::{Value, json};

/// Time between two commands of one table: 10 per second.
const EVERY: Duration = Duration::from_millis(100);

/// The command line: the hall, its key, how many tables, for how long (s).
struct Options {
    url: String,
    key: String,
    tables: u32,
    seconds: u32,
}

/// Reads the options, or exits with the usage.
fn options() -> Options {
    let usage = |why: &str| -> ! {
        eprintln!("hall_load: {why}\nusage: hall_load --url URL --key KEY --tables N --seconds S");
        std::process::exit(2)
    };
    let (mut url, mut key, mut tables, mut seconds) = (String::new(), String::new(), 10, 10);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args
            .next()
            .unwrap_or_else(|| usage(&format!("{arg} needs a value")));
        let number = || {
            value
                .parse()
                .unwrap_or_else(|_| usage(&format!("{arg}: not a number")))
        };
        match arg.as_str() {
            "--url" => url = value.trim_end_matches('/').to_owned(),
            "--key" => key.clone_from(&value),
            "--tables" => tables = number(),
            "--seconds" => seconds = number(),
            _ => usage(&format!("unknown option {arg}")),
        }
    }
    if url.is_empty() || key.is_empty() {
        usage("--url and --key are required");
    }
    Options {
        url,
        key,
        tables,
        seconds,
    }
}

/// `bytes` random bytes in hex.
fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("no randomness");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// One push: how many lines the hall now has (its `next` - 1), or why not.
fn push(agent: &ureq::Agent, url: &str, key: &str, body: &Value) -> Result<usize, String> {
    let mut answer = agent
        .post(url)
        .header("X-Tournament-Key", key)
        .send_json(body);
    let answer = answer.as_mut().map_err(|e| e.to_string())?;
    let value: Value = answer.body_mut().read_json().map_err(|e| e.to_string())?;
    match value["next"].as_u64().and_then(|n| usize::try_from(n).ok()) {
        Some(next) if answer.status() == 200 => Ok(next - 1),
        _ => Err(format!("{} {value}", answer.status())),
    }
}

/// One table: its game line (not timed), then, once every table has pushed
/// its own, a command every [`EVERY`] from `offset` on, on fixed deadlines.
/// The latency (ms) of each command push answered, and the errors.
fn table(o: &Options, name: &str, offset: Duration, ready: &Barrier) -> (Vec<f64>, Vec<String>) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(5)))
        .build()
        .into();
    let url = format!("{}/api/journals/{name}", o.url);
    let device = random_hex(16);
    let begun = Instant::now();
    let game_time = || Ms::try_from(begun.elapsed().as_millis()).unwrap_or(0);
    let game = Record::Game {
        v: 1,
        started: chrono::Local::now(),
        table: name.to_owned(),
        game: None,
        names: Default::default(),
        ruleset: Box::new(Ruleset::default()),
    };
    let mut lines = vec![serde_json::to_string(&game).expect("a game line")];
    let (mut latencies, mut errors, mut acked, mut start) = (Vec::new(), Vec::new(), 0, None);
    for k in 0..=o.seconds * 10 {
        if k > 0 {
            let start = *start.get_or_insert_with(|| {
                ready.wait();
                Instant::now() + offset
            });
            thread::sleep((start + EVERY * (k - 1)).saturating_duration_since(Instant::now()));
            let cmd = match k % 2 {
                _ if k == 1 => Command::StartTurn,
                0 => Command::Stop { reason: Break },
                _ => Command::Resume,
            };
            let (t, wall) = (game_time(), chrono::Local::now());
            let line = Record::Command { v: 1, t, wall, cmd };
            lines.push(serde_json::to_string(&line).expect("a command line"));
        }
        // Every line the hall lacks, from the first: a failed push is resent.
        let (from, t) = (acked + 1, game_time());
        let body = json!({"device": device, "from": from, "lines": &lines[acked..], "t": t});
        let sent = Instant::now();
        match push(&agent, &url, &o.key, &body) {
            Ok(next) if k > 0 => {
                acked = next;
                latencies.push(sent.elapsed().as_secs_f64() * 1000.0);
            }
            Ok(next) => acked = next,
            Err(e) => errors.push(e),
        }
    }
    (latencies, errors)
}

fn main() {
    let options = options();
    let run = random_hex(4);
    let ready = Barrier::new(usize::try_from(options.tables).expect("tables") + 1);
    let (tallies, elapsed) = thread::scope(|s| {
        let threads: Vec<_> = (0..options.tables)
            .map(|n| {
                let (options, ready) = (&options, &ready);
                // The tables' pushes spread over the 100 ms, as real tables'.
                let offset = EVERY * n / options.tables;
                let name = format!("load-{run}-{n}");
                s.spawn(move || table(options, &name, offset, ready))
            })
            .collect();
        ready.wait();
        let start = Instant::now();
        let tallies: Vec<_> = threads
            .into_iter()
            .map(|t| t.join().expect("a table panicked"))
            .collect();
        (tallies, start.elapsed())
    });
    let errors: Vec<String> = tallies.iter().flat_map(|t| t.1.clone()).collect();
    if let Some(e) = errors.first() {
        eprintln!("hall_load: first error: {e}");
    }
    let mut ms: Vec<f64> = tallies.into_iter().flat_map(|t| t.0).collect();
    ms.sort_by(f64::total_cmp);
    let n = ms.len();
    let at = |p: usize| {
        ms.get((n * p).div_ceil(100).saturating_sub(1))
            .copied()
            .unwrap_or(0.0)
    };
    let late = ms.iter().filter(|l| **l > 100.0).count();
    println!(
        "tables={} pushes={n} rate={:.0}/s p50={:.1}ms p99={:.1}ms max={:.1}ms over100={:.2}% errors={}",
        options.tables,
        n as f64 / elapsed.as_secs_f64(),
        at(50),
        at(99),
        at(100),
        100.0 * late as f64 / n.max(1) as f64,
        errors.len(),
    );
}
