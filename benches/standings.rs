//! The standings of a 200-player tournament: 50 tables × 4 rounds, every
//! game confirmed with a different result (most with the Cards of Fate for
//! the sTCC). Prints the median time of `standings()` alone and of
//! replaying the journal's text and ranking it, 30 runs each.
//! Run with `cargo bench --bench standings`.

use std::hint::black_box;
use std::time::Duration;

#[path = "common/timing.rs"]
mod timing;
use timing::median;

#[path = "common/tournament.rs"]
mod tournament;
use tournament::{PLAYERS, tournament};

use friedrich_clock::tournament::standings::standings;
use friedrich_clock::tournament::standings::tally::scored_games;

fn main() {
    let (t, text) = tournament();
    assert!(t.missing().is_empty(), "every game confirmed");
    assert!(scored_games(&t).1.is_empty(), "every result scores");
    let lines = standings(&t);
    assert_eq!(lines.len(), 200);
    let known = lines.iter().filter(|l| l.tcc.is_some()).count();
    let (alone, alone_min) = median(|| {
        black_box(standings(black_box(&t)));
    });
    let (replayed, replayed_min) = median(|| {
        let t = friedrich_clock::tournament::replay::replay(black_box(&text)).tournament;
        black_box(standings(&t));
    });
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "standings: {PLAYERS} players, {} confirmed games ({known} sTCCs known), median {:.2} ms, min {:.2} ms over 30 runs",
        t.draw.as_ref().map_or(0, |d| d.games.len()),
        ms(alone),
        ms(alone_min)
    );
    println!(
        "replay + standings: {} journal lines ({} KB), median {:.2} ms, min {:.2} ms over 30 runs",
        text.lines().count(),
        text.len() / 1024,
        ms(replayed),
        ms(replayed_min)
    );
}
