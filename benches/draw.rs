//! Draws the qualifying round for 200 players, 30 times each way, and prints
//! the median and the fastest: by the design (37 towns that fit the pots),
//! and by the search (one town of 60 that cannot fit a pot of 50, so the
//! search seats everyone). Run with `cargo bench --bench draw`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use friedrich_clock::tournament::draw::draw;
use friedrich_clock::tournament::{Method, Player, PlayerNo};

/// 200 players, player `i`'s town `town(i)`.
fn field(town: impl Fn(usize) -> String) -> Vec<Player> {
    (0..200)
        .map(|i| Player {
            no: PlayerNo::try_from(i + 1).unwrap_or(PlayerNo::MAX),
            name: format!("Player {}", i + 1),
            town: town(i),
            fill_in: false,
            note: String::new(),
        })
        .collect()
}

/// The median and the fastest of 30 draws with seeds 0–29.
fn measure(players: &[Player], method: Method) -> (Duration, Duration) {
    let mut times: Vec<Duration> = (0..30u64)
        .map(|seed| {
            let started = Instant::now();
            let d = draw(black_box(players), seed);
            let took = started.elapsed();
            assert!(d.is_ok_and(|d| d.method == method));
            took
        })
        .collect();
    times.sort();
    (times[times.len() / 2], times[0])
}

fn main() {
    let design = field(|i| format!("Town {}", i % 37));
    let search = field(|i| {
        if i < 60 {
            "Big town".to_owned()
        } else {
            format!("Town {}", i % 37)
        }
    });
    for (what, players, method) in [
        ("design, 37 towns", &design, Method::Design),
        ("search, a town of 60", &search, Method::Search),
    ] {
        let (median, min) = measure(players, method);
        println!("draw of 200 players, {what}: median {median:.2?}, min {min:.2?}");
    }
}
