//! Where the time went, at the sizes a tournament meets: a 20-turn game's
//! rows (`Engine::time_series`), its three charts laid out and written as
//! SVG (what the hall's table page asks for every 5 s), and the medians
//! across 200 such games (the tournament's and the public page's charts).
//! Prints the median and the fastest of 30 runs each.
//! Run with `cargo bench --bench charts`.

use std::hint::black_box;

#[path = "common/timing.rs"]
mod timing;
use timing::median;

use friedrich_clock::engine::{Command, Engine, Ms, Ruleset, SECOND, StopReason};
use friedrich_clock::lang::Lang;
use friedrich_clock::report::across::{self, Played};
use friedrich_clock::report::{chart, svg};

/// A 20-turn game: every stage 20–80 s, a combat every few stages, the
/// whole game on the chess clocks.
fn game() -> (Engine, Ms) {
    let mut engine = Engine::new(Ruleset::default());
    let mut now: Ms = 0;
    let apply = |engine: &mut Engine, now: Ms, c: Command| {
        while let Some(d) = engine.next_deadline().filter(|d| *d <= now) {
            engine.tick(d);
        }
        engine.tick(now);
        engine.apply(&c, now).is_ok()
    };
    for turn in 0..20u64 {
        if !apply(&mut engine, now, Command::StartTurn) {
            break;
        }
        for stage in 0..7u64 {
            now += (20 + (turn * 13 + stage * 29) % 60) * SECOND;
            if (turn + stage) % 6 == 0 {
                apply(
                    &mut engine,
                    now,
                    Command::Stop {
                        reason: StopReason::Combat,
                    },
                );
                now += 30 * SECOND;
                apply(&mut engine, now, Command::Resume);
            }
            while let Some(c) = engine
                .primary()
                .filter(|c| *c != Command::StartTurn && *c != Command::EndGame)
            {
                if apply(&mut engine, now, c.clone()) && c == Command::HandOff {
                    break;
                }
            }
        }
        now += 60 * SECOND;
    }
    engine.tick(now);
    (engine, now)
}

fn main() {
    let (engine, now) = game();
    let rows = engine.time_series(now);
    println!("a game of {} turns", rows.len());
    let (series, series_min) = median(|| {
        black_box(engine.time_series(black_box(now)));
    });
    println!("time_series: median {series:?}, fastest {series_min:?}");
    let (drawn, drawn_min) = median(|| {
        for figure in [
            chart::clocks(&rows, Lang::De, 420.0),
            chart::nations(&rows, Lang::De, 420.0),
            chart::still(&rows, Lang::De, 420.0),
        ] {
            black_box(svg::svg(&figure));
        }
    });
    println!("three charts laid out and written as SVG: median {drawn:?}, fastest {drawn_min:?}");
    let games: Vec<Played> = (0..200)
        .map(|_| Played {
            rows: rows.clone(),
            playing: None,
        })
        .collect();
    let (all, all_min) = median(|| {
        let a = across::across(black_box(&games));
        black_box(across::charts(&a, Lang::En, 420.0));
    });
    println!("across 200 games, with its two charts: median {all:?}, fastest {all_min:?}");
    let engines: Vec<Engine> = (0..200).map(|_| engine.clone()).collect();
    let (hall, hall_min) = median(|| {
        let games: Vec<Played> = engines
            .iter()
            .map(|e| Played {
                rows: e.time_series(now),
                playing: None,
            })
            .collect();
        black_box(across::across(&games));
    });
    println!(
        "the hall's whole answer for 200 games (each game's rows, then across): median {hall:?}, fastest {hall_min:?}"
    );
}
