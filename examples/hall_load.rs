//! Load on the tournament hall: N simulated tables, each pushing one journal
//! line every 100 ms (one line per push, as a real table does) for S seconds,
//! and how long the hall took to store each line (send to answer; the hall
//! answers after its fsync). Prints one summary line.
//!
//! `cargo run --release --example hall_load -- --url http://127.0.0.1:PORT
//! --key KEY --tables N --seconds S`; `scripts/hall-load.sh` starts a hall and
//! runs this for growing N.

use std::sync::Barrier;
use std::thread;
use std::time::{Duration, Instant};

use friedrich_clock::engine::{Command, Ms, Ruleset, StopReason};
use friedrich_clock::journal::Record;
use serde_json::{Value, json};

/// Time between two commands of one table: 10 per second.
const EVERY: Duration = Duration::from_millis(100);

/// A push slower than this (ms) is late.
const LATE_MS: f64 = 100.0;

/// The command line: the hall, its key, how many tables, for how long.
struct Options {
    url: String,
    key: String,
    tables: u32,
    seconds: u32,
}

/// What one table measured: the latency of each answered command push (ms),
/// the pushes refused or unanswered, and the first such error.
#[derive(Default)]
struct Tally {
    latencies_ms: Vec<f64>,
    errors: usize,
    first_error: Option<String>,
}

impl Tally {
    /// Counts an error, keeping the first one's text.
    fn error(&mut self, why: String) {
        self.errors += 1;
        self.first_error.get_or_insert(why);
    }
}

/// Reads the options, or exits with the usage.
fn options() -> Options {
    let usage = |why: &str| -> ! {
        eprintln!("hall_load: {why}\nusage: hall_load --url URL --key KEY --tables N --seconds S");
        std::process::exit(2)
    };
    let (mut url, mut key, mut tables, mut seconds) = (None, None, 10, 10);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let Some(value) = args.next() else {
            usage(&format!("{arg} needs a value"))
        };
        let number = || {
            value
                .parse()
                .unwrap_or_else(|_| usage(&format!("{arg}: not a number")))
        };
        match arg.as_str() {
            "--url" => url = Some(value.trim_end_matches('/').to_owned()),
            "--key" => key = Some(value.clone()),
            "--tables" => tables = number(),
            "--seconds" => seconds = number(),
            _ => usage(&format!("unknown option {arg}")),
        }
    }
    let (Some(url), Some(key)) = (url, key) else {
        usage("--url and --key are required")
    };
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

/// One push: the hall's next line number, or why not.
fn push(agent: &ureq::Agent, url: &str, key: &str, body: &Value) -> Result<usize, String> {
    let mut answer = agent
        .post(url)
        .header("X-Tournament-Key", key)
        .send_json(body)
        .map_err(|e| e.to_string())?;
    let status = answer.status().as_u16();
    let value: Value = answer.body_mut().read_json().map_err(|e| e.to_string())?;
    match value["next"].as_u64().and_then(|n| usize::try_from(n).ok()) {
        Some(next) if status == 200 => Ok(next),
        _ => Err(format!("{status} {value}")),
    }
}

/// One table: its game line (not measured), then once all tables have theirs,
/// a command every [`EVERY`] from `offset` on, on fixed deadlines.
fn table(options: &Options, name: &str, offset: Duration, ready: &Barrier) -> Tally {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(5)))
        .build()
        .into();
    let url = format!("{}/api/journals/{name}", options.url);
    let device = random_hex(16);
    let begun = Instant::now();
    let game = Record::Game {
        v: 1,
        started: chrono::Local::now(),
        table: name.to_owned(),
        names: Default::default(),
        ruleset: Box::new(Ruleset::default()),
    };
    let mut lines = vec![serde_json::to_string(&game).expect("a game line")];
    let mut tally = Tally::default();
    let send = |lines: &[String], acked: &mut usize, tally: &mut Tally| {
        let t = Ms::try_from(begun.elapsed().as_millis()).unwrap_or(Ms::MAX);
        let body = json!({"device": device, "from": *acked + 1, "lines": &lines[*acked..], "t": t});
        match push(&agent, &url, &options.key, &body) {
            Ok(next) => *acked = next - 1,
            Err(e) => tally.error(e),
        }
    };
    let mut acked = 0;
    send(&lines, &mut acked, &mut tally);
    ready.wait();
    let start = Instant::now() + offset;
    for k in 0..options.seconds * 10 {
        if let Some(wait) = (start + EVERY * k).checked_duration_since(Instant::now()) {
            thread::sleep(wait);
        }
        let cmd = match k {
            0 => Command::StartTurn,
            _ if k % 2 == 1 => Command::Stop {
                reason: StopReason::Break,
            },
            _ => Command::Resume,
        };
        let t = Ms::try_from(begun.elapsed().as_millis()).unwrap_or(Ms::MAX);
        let wall = chrono::Local::now();
        let line = Record::Command { v: 1, t, wall, cmd };
        lines.push(serde_json::to_string(&line).expect("a command line"));
        let sent = Instant::now();
        let errors = tally.errors;
        send(&lines, &mut acked, &mut tally);
        if tally.errors == errors {
            tally
                .latencies_ms
                .push(sent.elapsed().as_secs_f64() * 1000.0);
        }
    }
    tally
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
        let tallies: Vec<Tally> = threads
            .into_iter()
            .map(|t| t.join().expect("a table thread panicked"))
            .collect();
        (tallies, start.elapsed())
    });
    let errors: usize = tallies.iter().map(|t| t.errors).sum();
    if let Some(e) = tallies.iter().find_map(|t| t.first_error.as_ref()) {
        eprintln!("hall_load: first error: {e}");
    }
    let mut ms: Vec<f64> = tallies.into_iter().flat_map(|t| t.latencies_ms).collect();
    ms.sort_by(f64::total_cmp);
    let n = ms.len();
    let at = |p: usize| {
        ms.get((n * p).div_ceil(100).saturating_sub(1))
            .copied()
            .unwrap_or(0.0)
    };
    let late = ms.iter().filter(|l| **l > LATE_MS).count();
    let share = |k: usize| {
        if n == 0 {
            0.0
        } else {
            100.0 * k as f64 / n as f64
        }
    };
    println!(
        "tables={} pushes={n} rate={:.0}/s p50={:.1}ms p99={:.1}ms max={:.1}ms over100={:.2}% errors={errors}",
        options.tables,
        n as f64 / elapsed.as_secs_f64(),
        at(50),
        at(99),
        ms.last().copied().unwrap_or(0.0),
        share(late),
    );
}
