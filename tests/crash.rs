//! Crash drill: the real binary (`headless`, commands on stdin) is killed with
//! SIGKILL at random moments of a scripted game, five times in a row; each
//! restart recovers the same game. After every kill the journal holds every
//! acknowledged command and nothing else, and the heartbeat is at most 1 s
//! behind the moment of the kill.
#![allow(clippy::unwrap_used)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};
use std::time::{Duration, Instant};

use friedrich_clock::engine::{Command, Ms};
use friedrich_clock::{heartbeat, journal};

mod common;

use common::rng::Lcg;

struct Clock {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Clock {
    fn start(dir: &std::path::Path) -> (Self, String) {
        let mut child = Process::new(env!("CARGO_BIN_EXE_friedrich-clock"))
            .args(["headless", "--data-dir"])
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        (
            Self {
                child,
                stdin,
                stdout,
            },
            first,
        )
    }

    /// Sends a command; `Some(t)` if it was accepted (and so is on disk).
    fn send(&mut self, command: &Command) -> Option<Ms> {
        writeln!(self.stdin, "{}", serde_json::to_string(command).unwrap()).unwrap();
        let mut reply = String::new();
        self.stdout.read_line(&mut reply).unwrap();
        reply.trim().strip_prefix("ok ").map(|t| t.parse().unwrap())
    }
}

fn journal_commands(path: &std::path::Path) -> Vec<(Ms, Command)> {
    journal::read(path).unwrap().commands
}

#[test]
fn killed_at_random_moments_nothing_acknowledged_is_lost_and_the_clock_loses_at_most_a_second() {
    let seed = u64::from(std::process::id()) ^ 0x5eed;
    let mut rng = Lcg(seed);
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let mut path = None;
    for round in 0..5 {
        let (mut clock, first) = Clock::start(dir);
        let started = Instant::now();
        let base: Ms = if round == 0 {
            assert!(first.starts_with("started "), "{first}");
            0
        } else {
            assert!(first.starts_with("recovered "), "seed {seed}: {first}");
            let at = first.split(" at ").nth(1).unwrap();
            at.split(' ').next().unwrap().parse().unwrap()
        };
        let journal = path
            .get_or_insert_with(|| {
                let p = first.trim().strip_prefix("started ").unwrap();
                std::path::PathBuf::from(p)
            })
            .clone();
        // Recovery may have added its "stop (outage)": take the journal as it is now.
        let mut expected = journal_commands(&journal);
        for _ in 0..=rng.below(8) {
            std::thread::sleep(Duration::from_millis(rng.below(300)));
            for command in [Command::Resume, Command::StartTurn, Command::HandOff] {
                if let Some(t) = clock.send(&command) {
                    expected.push((t, command));
                    break;
                }
            }
        }
        std::thread::sleep(Duration::from_millis(rng.below(1_500)));
        clock.child.kill().unwrap(); // SIGKILL
        let killed = started.elapsed();
        clock.child.wait().unwrap();

        assert_eq!(
            journal_commands(&journal),
            expected,
            "seed {seed}, round {round}: every acknowledged command and nothing else"
        );
        let beat = heartbeat::read(dir).expect("a heartbeat");
        let at_kill = base + Ms::try_from(killed.as_millis()).unwrap();
        let lost = at_kill.saturating_sub(beat.t);
        assert!(
            lost <= 1_000,
            "seed {seed}, round {round}: the heartbeat was {lost} ms behind"
        );
    }
}
