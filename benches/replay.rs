//! Replays a full 23-turn game of about 3,000 commands, taking a view after each,
//! and prints the median time of one replay. Run with `make bench`.

use std::hint::black_box;
use std::time::Instant;

use friedrich_clock::engine::{Command, Engine, Ms, Ruleset, Side, StopReason};

/// The tests' deterministic random source, so every run replays the same game.
#[path = "../tests/common/rng.rs"]
mod rng;
use rng::Lcg;

/// A 23-turn game: every stage has a few combats with retreats and conquests,
/// and both sides end up on the stopwatch.
fn script() -> Vec<(Command, Ms)> {
    let mut rng = Lcg(2026);
    let mut now: Ms = 0;
    let mut out = Vec::new();
    let push = |out: &mut Vec<(Command, Ms)>, now: &mut Ms, c: Command, pause: Ms| {
        *now += pause;
        out.push((c, *now));
    };
    for _turn in 0..23 {
        push(&mut out, &mut now, Command::StartTurn, 30_000);
        for _nation in 0..7 {
            for _combat in 0..4 + rng.below(2) {
                let p = rng.below(8_000);
                push(
                    &mut out,
                    &mut now,
                    Command::Stop {
                        reason: StopReason::Combat,
                    },
                    p,
                );
                let winner = if rng.below(2) == 0 {
                    Side::Frederick
                } else {
                    Side::Attackers
                };
                let length = i32::try_from(1 + rng.below(5)).unwrap_or(1);
                let p = 5_000 + rng.below(15_000);
                push(&mut out, &mut now, Command::Retreat { winner, length }, p);
                let p = rng.below(7_000);
                push(&mut out, &mut now, Command::Conquest { side: winner }, p);
                let p = rng.below(5_000);
                push(&mut out, &mut now, Command::Resume, p);
            }
            let p = rng.below(20_000);
            push(&mut out, &mut now, Command::HandOff, p);
        }
    }
    out
}

/// Replays the script; a command refused in this state (e.g. right after a flag)
/// is answered with the tap that the table would make instead.
fn replay(script: &[(Command, Ms)]) -> usize {
    let mut engine = Engine::new(Ruleset::default());
    let mut views = 0;
    for (command, now) in script {
        engine.tick(*now);
        if engine.apply(command, *now).is_err()
            && let Some(tap) = engine.primary()
        {
            let _ = engine.apply(&tap, *now);
        }
        black_box(engine.view(*now));
        views += 1;
    }
    views
}

fn main() {
    let script = script();
    let game_hours = script.last().map_or(0, |(_, t)| *t) as f64 / 3_600_000.0;
    let mut times = Vec::new();
    for _ in 0..30 {
        let start = Instant::now();
        black_box(replay(black_box(&script)));
        times.push(start.elapsed());
    }
    times.sort();
    let median = times[times.len() / 2];
    println!(
        "replay: {} commands ({game_hours:.1} h of play), view after each: median {:.2} ms, min {:.2} ms over {} runs (target < 5 ms)",
        script.len(),
        median.as_secs_f64() * 1000.0,
        times[0].as_secs_f64() * 1000.0,
        times.len()
    );
}
