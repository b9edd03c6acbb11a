//! Publishing a 200-player tournament (`benches/common/tournament.rs`:
//! every qualifying game confirmed) with the time charts of 200 games of
//! 20 turns: the site's pages drawn (`site::whole`, 625 pages in three
//! languages), the same written into a folder (each page whole), and what
//! `friedrich-clock publish DIR OUT` does but reading the tables' copies:
//! the journal's text replayed, the pages drawn and written. Prints the
//! median and the fastest of 30 runs each, and the site's size.
//! Run with `cargo bench --bench publish`.

use std::hint::black_box;

#[path = "common/timing.rs"]
mod timing;
use timing::median;

#[path = "common/tournament.rs"]
mod tournament;
use tournament::{PLAYERS, tournament};

use friedrich_clock::engine::{Command, Engine, Ruleset, SECOND};
use friedrich_clock::report::across::{self, Across, Played};
use friedrich_clock::site::{Sources, folder, whole};

/// 200 games of 20 turns, every stage 20–80 s: the time across them.
fn time() -> Across {
    let mut engine = Engine::new(Ruleset::default());
    let mut now = 0;
    for turn in 0..20u64 {
        if engine.apply(&Command::StartTurn, now).is_err() {
            break;
        }
        for stage in 0..7u64 {
            now += (20 + (turn * 13 + stage * 29) % 60) * SECOND;
            engine.tick(now);
            let _ = engine.apply(&Command::HandOff, now);
        }
        now += 60 * SECOND;
        engine.tick(now);
    }
    let rows = engine.time_series(now);
    let games: Vec<Played> = (0..200)
        .map(|_| Played {
            rows: rows.clone(),
            playing: None,
        })
        .collect();
    across::across(&games)
}

fn main() {
    let (t, text) = tournament();
    assert!(t.missing().is_empty(), "every game confirmed");
    let time = time();
    let sources = Sources {
        tournament: &t,
        time: &time,
        at: Some(chrono::Local::now()),
    };
    let pages = whole(&sources);
    let bytes: usize = pages.iter().map(|p| p.html.0.len()).sum();
    let out = tempfile::tempdir().unwrap_or_else(|e| panic!("no temporary folder: {e}"));
    let site = out.path().join("site");
    let (drawn, drawn_min) = median(|| {
        black_box(whole(black_box(&sources)));
    });
    let (written, written_min) = median(|| {
        let pages = whole(&sources);
        folder::write(&site, &pages).unwrap_or_else(|e| panic!("not written: {e}"));
    });
    let (cli, cli_min) = median(|| {
        let t = friedrich_clock::tournament::replay::replay(black_box(&text)).tournament;
        let sources = Sources {
            tournament: &t,
            time: &time,
            at: Some(chrono::Local::now()),
        };
        folder::write(&site, &whole(&sources)).unwrap_or_else(|e| panic!("not written: {e}"));
    });
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    println!(
        "site: {PLAYERS} players, {} pages, {} KB",
        pages.len(),
        bytes / 1024
    );
    println!(
        "pages drawn: median {:.1} ms, min {:.1} ms over 30 runs",
        ms(drawn),
        ms(drawn_min)
    );
    println!(
        "drawn and written: median {:.1} ms, min {:.1} ms",
        ms(written),
        ms(written_min)
    );
    println!(
        "journal replayed, drawn and written: median {:.1} ms, min {:.1} ms",
        ms(cli),
        ms(cli_min)
    );
}
