//! What the public may see of the tournament while the qualifying round is
//! played, as the jury set it (book entry `Public`, [`Publish`]): every
//! confirmed game, only complete rounds, or nothing until the qualifying
//! round is complete. The hall's public standings and the published site
//! both hold back through [`held_back`]; a held-back game is in no number,
//! no explanation and no page.

use super::ROUNDS;
use super::book::{Publish, Tournament};

/// What the public may see of `t`: `t` with the confirmed results of the
/// rounds not shown taken out, the rounds whose every game is confirmed,
/// and the rounds shown.
pub fn held_back(t: &Tournament) -> (Tournament, Vec<u8>, Vec<u8>) {
    let drawn: Vec<u8> = t.draw.as_ref().map_or_else(Vec::new, |d| {
        (1..=ROUNDS)
            .filter(|r| d.round(*r).next().is_some())
            .collect()
    });
    let done = |round: u8| {
        t.draw.as_ref().is_some_and(|d| {
            d.round(round).all(|s| {
                t.results
                    .get(&s.game())
                    .is_some_and(|o| o.confirmed.is_some())
            })
        })
    };
    let complete: Vec<u8> = drawn.iter().copied().filter(|r| done(*r)).collect();
    let shown = match t.publish {
        Publish::Live => drawn.clone(),
        Publish::Rounds => complete.clone(),
        Publish::Qualifying if !drawn.is_empty() && complete.len() == drawn.len() => drawn,
        Publish::Qualifying => Vec::new(),
    };
    let mut held = t.clone();
    for (game, outcome) in &mut held.results {
        if !game.is_final() && !shown.contains(&game.round) {
            outcome.confirmed = None;
        }
    }
    (held, complete, shown)
}
