//! Load on the tournament hall: N simulated tables, each pushing one journal
//! line every 100 ms (one line per push, as a real table does) for S seconds,
//! and how long the hall took to store each line (send to answer; the hall
//! answers after its fsync). Meanwhile J jury screens ask for the hall view's
//! cards (`GET /hall/cards`) once a second each and R Results tabs ask for
//! their fragment (`GET /tournament/fragment/results`) every 5 s, as the
//! pages' scripts do, with the jury's key in the hall's cookie; how long each
//! answer took is counted apart. Prints one summary line.
//!
//! `cargo run --release --example hall_load -- --url http://127.0.0.1:PORT
//! --key KEY --tables N --seconds S [--juries J] [--results R]`;
//! `scripts/hall-load.sh` starts a hall and runs this for growing N.
// A measuring tool: what it cannot do (no randomness, a table's thread
// gone) ends the run with the reason.
#![allow(clippy::expect_used)]

use std::io::{ErrorKind, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::sync::Barrier;
use std::thread;
use std::time::{Duration, Instant};

use friedrich_clock::engine::StopReason::Break;
use friedrich_clock::engine::{Command, Ms, Ruleset};
use friedrich_clock::journal::Record;
use serde_json::{Value, json};
use socket2::{Domain, Socket, Type};
use ureq::unversioned::resolver::DefaultResolver;
use ureq::unversioned::transport::{
    Buffers, ConnectionDetails, Connector, LazyBuffers, NextTimeout, Transport,
};

/// Time between two commands of one table: 10 per second.
const EVERY: Duration = Duration::from_millis(100);

/// Time between two polls of a jury screen's cards (`hall.js`).
const CARDS_EVERY: Duration = Duration::from_secs(1);

/// Time between two polls of the Results tab (`tournament.js`).
const RESULTS_EVERY: Duration = Duration::from_secs(5);

/// The command line: the hall, its key, how many tables, for how long (s),
/// how many jury screens and Results tabs poll meanwhile.
struct Options {
    url: String,
    key: String,
    tables: u32,
    seconds: u32,
    juries: u32,
    results: u32,
}

/// Reads the options, or exits with the usage.
fn options() -> Options {
    let usage = |why: &str| -> ! {
        eprintln!(
            "hall_load: {why}\nusage: hall_load --url URL --key KEY --tables N --seconds S [--juries J] [--results R]"
        );
        std::process::exit(2)
    };
    let (mut url, mut key, mut tables, mut seconds) = (String::new(), String::new(), 10, 10);
    let (mut juries, mut results) = (0, 0);
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
            "--juries" => juries = number(),
            "--results" => results = number(),
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
        juries,
        results,
    }
}

/// `bytes` random bytes in hex.
fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("no randomness");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// A keep-alive connection to the hall from the loopback address `from`
/// (the hall keeps at most 256 connections from one address, as from one
/// tablet: each simulated device has an address of its own, as on the
/// hall's Wi-Fi), which reads every status as an answer.
fn agent(from: Ipv4Addr) -> ureq::Agent {
    let config = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(5)))
        .build();
    ureq::Agent::with_parts(config, FromAddress(from), DefaultResolver::default())
}

/// Opens each connection from one local address (`socket2`: bound before
/// it connects).
#[derive(Debug)]
struct FromAddress(Ipv4Addr);

impl<In: Transport> Connector<In> for FromAddress {
    type Out = Bound;

    fn connect(
        &self,
        details: &ConnectionDetails<'_>,
        _chained: Option<In>,
    ) -> Result<Option<Bound>, ureq::Error> {
        let to = details.addrs.first().ok_or(ureq::Error::ConnectionFailed)?;
        let socket = Socket::new(Domain::IPV4, Type::STREAM, None)?;
        socket.bind(&SocketAddr::new(self.0.into(), 0).into())?;
        socket.connect_timeout(&(*to).into(), Duration::from_secs(5))?;
        socket.set_tcp_nodelay(true)?;
        socket.set_read_timeout(Some(Duration::from_secs(5)))?;
        let config = details.config;
        let buffers = LazyBuffers::new(config.input_buffer_size(), config.output_buffer_size());
        Ok(Some(Bound {
            stream: socket.into(),
            buffers,
        }))
    }
}

/// A connection from [`FromAddress`]: plain blocking reads and writes.
#[derive(Debug)]
struct Bound {
    stream: TcpStream,
    buffers: LazyBuffers,
}

impl Transport for Bound {
    fn buffers(&mut self) -> &mut dyn Buffers {
        &mut self.buffers
    }

    fn transmit_output(&mut self, amount: usize, _: NextTimeout) -> Result<(), ureq::Error> {
        let output = &self.buffers.output()[..amount];
        self.stream.write_all(output)?;
        Ok(())
    }

    fn await_input(&mut self, _: NextTimeout) -> Result<bool, ureq::Error> {
        let read = self.stream.read(self.buffers.input_append_buf())?;
        self.buffers.input_appended(read);
        Ok(read > 0)
    }

    /// Open while the hall has sent nothing unasked and not closed it.
    fn is_open(&mut self) -> bool {
        let mut byte = [0];
        if self.stream.set_nonblocking(true).is_err() {
            return false;
        }
        let idle =
            matches!(self.stream.peek(&mut byte), Err(e) if e.kind() == ErrorKind::WouldBlock);
        self.stream.set_nonblocking(false).is_ok() && idle
    }
}

/// One page's fetch, as the jury's browser sends it (the key in the hall's
/// cookie): its whole answer read, or why not.
fn fetch(agent: &ureq::Agent, url: &str, cookie: &str) -> Result<(), String> {
    let mut answer = agent
        .get(url)
        .header("Cookie", cookie)
        .call()
        .map_err(|e| e.to_string())?;
    let body = answer
        .body_mut()
        .with_config()
        .limit(256 * 1024 * 1024)
        .read_to_vec()
        .map_err(|e| e.to_string())?;
    if answer.status() == 200 {
        Ok(())
    } else {
        let text = String::from_utf8_lossy(&body);
        Err(format!(
            "{url}: {} {}",
            answer.status(),
            text.chars().take(200).collect::<String>()
        ))
    }
}

/// One jury screen: once every table has pushed its game line, it asks for
/// `path` every `every` from `offset` on, on fixed deadlines (one missed
/// while an answer was awaited is skipped, not made up), until the tables
/// stop. The latency (ms) of each answer, and the errors.
fn screen(
    o: &Options,
    (path, from): (&str, Ipv4Addr),
    (every, offset): (Duration, Duration),
    ready: &Barrier,
) -> (Vec<f64>, Vec<String>) {
    let agent = agent(from);
    let url = format!("{}{path}", o.url);
    let cookie = format!("fc_key={}", o.key);
    let (mut latencies, mut errors) = (Vec::new(), Vec::new());
    ready.wait();
    let begun = Instant::now();
    let end = begun + Duration::from_secs(o.seconds.into());
    let mut next = begun + offset;
    while next < end {
        thread::sleep(next.saturating_duration_since(Instant::now()));
        let sent = Instant::now();
        match fetch(&agent, &url, &cookie) {
            Ok(()) => latencies.push(sent.elapsed().as_secs_f64() * 1000.0),
            Err(e) => errors.push(e),
        }
        while next <= Instant::now() {
            next += every;
        }
    }
    (latencies, errors)
}

/// The `n`th device's loopback address in `group` (1: tables, 2: screens):
/// `127.group.x.y`, 250 to an `x`.
fn address(group: u8, n: u32) -> Ipv4Addr {
    let (x, y) = (n / 250, n % 250 + 1);
    Ipv4Addr::new(
        127,
        group,
        u8::try_from(x).expect("at most 64,000 devices"),
        u8::try_from(y).expect("y"),
    )
}

/// The latency at percentile `p` of `sorted` (ms; 0 for none).
fn percentile(sorted: &[f64], p: usize) -> f64 {
    sorted
        .get((sorted.len() * p).div_ceil(100).saturating_sub(1))
        .copied()
        .unwrap_or(0.0)
}

/// `name=COUNT name_p50=…ms name_p99=…ms name_max=…ms` of a screen's
/// latencies.
fn polled(name: &str, tallies: Vec<(Vec<f64>, Vec<String>)>) -> (String, Vec<String>) {
    let errors: Vec<String> = tallies.iter().flat_map(|t| t.1.clone()).collect();
    let mut ms: Vec<f64> = tallies.into_iter().flat_map(|t| t.0).collect();
    ms.sort_by(f64::total_cmp);
    let line = format!(
        "{name}={} {name}_p50={:.1}ms {name}_p99={:.1}ms {name}_max={:.1}ms",
        ms.len(),
        percentile(&ms, 50),
        percentile(&ms, 99),
        percentile(&ms, 100),
    );
    (line, errors)
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
fn table(
    o: &Options,
    (name, from): (&str, Ipv4Addr),
    offset: Duration,
    ready: &Barrier,
) -> (Vec<f64>, Vec<String>) {
    let agent = agent(from);
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
    let screens = options.juries + options.results;
    let ready = Barrier::new(usize::try_from(options.tables + screens).expect("tables") + 1);
    let (tallies, juries, results, elapsed) = thread::scope(|s| {
        let threads: Vec<_> = (0..options.tables)
            .map(|n| {
                let (options, ready) = (&options, &ready);
                // The tables' pushes spread over the 100 ms, as real tables'.
                let offset = EVERY * n / options.tables;
                let name = format!("load-{run}-{n}");
                s.spawn(move || table(options, (&name, address(1, n)), offset, ready))
            })
            .collect();
        // The screens' polls spread over their interval, as independent
        // browsers'.
        let spawn = |path: &'static str, every: Duration, (n, of): (u32, u32), from: u32| {
            let (options, ready) = (&options, &ready);
            let offset = every * n / of.max(1);
            let from = address(2, from);
            s.spawn(move || screen(options, (path, from), (every, offset), ready))
        };
        let juries: Vec<_> = (0..options.juries)
            .map(|n| spawn("/hall/cards?lang=en", CARDS_EVERY, (n, options.juries), n))
            .collect();
        let results: Vec<_> = (0..options.results)
            .map(|n| {
                let path = "/tournament/fragment/results?lang=en";
                let from = options.juries + n;
                spawn(path, RESULTS_EVERY, (n, options.results), from)
            })
            .collect();
        ready.wait();
        let start = Instant::now();
        let join = |threads: Vec<thread::ScopedJoinHandle<'_, _>>| -> Vec<_> {
            threads
                .into_iter()
                .map(|t| t.join().expect("a thread panicked"))
                .collect()
        };
        let tallies = join(threads);
        let elapsed = start.elapsed();
        (tallies, join(juries), join(results), elapsed)
    });
    let errors: Vec<String> = tallies.iter().flat_map(|t| t.1.clone()).collect();
    let (cards, cards_errors) = polled("cards", juries);
    let (results, results_errors) = polled("results", results);
    let polls_failed = cards_errors.len() + results_errors.len();
    if let Some(e) = errors
        .iter()
        .chain(&cards_errors)
        .chain(&results_errors)
        .next()
    {
        eprintln!("hall_load: first error: {e}");
    }
    let mut ms: Vec<f64> = tallies.into_iter().flat_map(|t| t.0).collect();
    ms.sort_by(f64::total_cmp);
    let n = ms.len();
    let late = ms.iter().filter(|l| **l > 100.0).count();
    println!(
        "tables={} pushes={n} rate={:.0}/s p50={:.1}ms p99={:.1}ms max={:.1}ms over100={:.2}% errors={} {cards} {results} poll_errors={polls_failed}",
        options.tables,
        n as f64 / elapsed.as_secs_f64(),
        percentile(&ms, 50),
        percentile(&ms, 99),
        percentile(&ms, 100),
        100.0 * late as f64 / n.max(1) as f64,
        errors.len(),
    );
}
