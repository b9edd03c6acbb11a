//! Where the time went across many games, for the tournament: each nation's
//! median time per turn and the games in which each side ran out of time,
//! from each game's rows ([`TurnTime`]), and their two charts.
//!
//! What counts (`docs/tournament.md`, "Where the time went"): a nation's
//! time in a turn is its own stages', chess clock and stopwatch together
//! ([`TurnTime::nation_total`]); turn 0 (before the first turn), a stage
//! still being played, and a turn in which the nation used no time (it was
//! out, or the game ended before its stage, or the turn is still going) are
//! left out. A side ran out of time in a game when its chess clock stood at zero
//! after a turn or it went onto the stopwatch.

use crate::engine::{Ms, Nation, Side, TurnTime};
use crate::lang::Lang;
use crate::words::chart::C;
use crate::words::text;
use crate::words::text::T;

use super::chart::{self, Figure, Ink, Unit};
use crate::format;

/// One game's rows, and the stage being played in it now (not counted
/// until it ends).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// Its rows, as [`crate::engine::Engine::time_series`] gives them.
    pub rows: Vec<TurnTime>,
    /// The nation whose stage is being played now, in the last row (none
    /// between turns and once the game is over).
    pub playing: Option<Nation>,
}

/// A nation's median time per turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Median {
    /// The median (of an even count, the mean of the middle two, rounded down).
    pub ms: Ms,
    /// The turns it is taken over.
    pub turns: usize,
}

/// The games' time, taken together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Across {
    /// Games with at least one turn played.
    pub games: usize,
    /// Each nation's median time per turn (index: stage order); none when
    /// it played no turn that counts.
    pub median: [Option<Median>; Nation::COUNT],
    /// Games in which each side ran out of time (Frederick first).
    pub ran_out: [usize; 2],
}

/// The median of `values` (sorted here); none when empty.
fn median(mut values: Vec<Ms>) -> Option<Median> {
    values.sort_unstable();
    let n = values.len();
    let mid = n / 2;
    let ms = match n {
        0 => return None,
        _ if n.is_multiple_of(2) => (values[mid - 1] + values[mid]) / 2,
        _ => values[mid],
    };
    Some(Median { ms, turns: n })
}

/// The games taken together.
pub fn across(games: &[Played]) -> Across {
    let mut times: [Vec<Ms>; Nation::COUNT] = Default::default();
    let mut counted = 0;
    let mut ran_out = [0; 2];
    for game in games {
        if !game.rows.iter().any(|r| r.turn > 0) {
            continue;
        }
        counted += 1;
        let last = game.rows.len().saturating_sub(1);
        for (i, row) in game.rows.iter().enumerate().filter(|(_, r)| r.turn > 0) {
            for n in Nation::ALL {
                let ms = row.nation_total(n);
                let going = i == last && game.playing == Some(n);
                if ms > 0 && !going {
                    times[n.index()].push(ms);
                }
            }
        }
        for side in Side::BOTH {
            let i = side.index();
            let out = game
                .rows
                .iter()
                .any(|r| r.clock_left[i] == 0 || r.onto_stopwatch.iter().any(|o| o.side == side));
            if out {
                ran_out[i] += 1;
            }
        }
    }
    Across {
        games: counted,
        median: times.map(median),
        ran_out,
    }
}

/// The two charts: each nation's median time per turn (a bar each, the
/// turns it is taken over in its label), and the games in which each side
/// ran out of time, below a bar of all the games counted.
pub fn charts(a: &Across, lang: Lang, width: f32) -> [Figure; 2] {
    let turns = |n: usize| C::TurnsCounted.get(lang).replace("{n}", &n.to_string());
    let medians: Vec<_> = Nation::ALL
        .into_iter()
        .filter_map(|n| {
            let m = a.median[n.index()]?;
            let label = format!("{} · {}", text::nation(lang, n), turns(m.turns));
            Some((Ink::Nation(n), label, m.ms, format::used_bar(m.ms)))
        })
        .collect();
    let title = C::MedianTitle.get(lang).to_owned();
    let medians = chart::bars(title, &medians, Unit::Time, lang, width);
    let mut flags = Vec::new();
    if a.games > 0 {
        let all = C::GamesCounted.get(lang).to_owned();
        flags.push((Ink::Grid, all, a.games as Ms, a.games.to_string()));
        for side in Side::BOTH {
            let n = a.ran_out[side.index()];
            let of = format!("{n} {} {}", T::Of.get(lang), a.games);
            flags.push((
                Ink::Side(side),
                text::side(lang, side).to_owned(),
                n as Ms,
                of,
            ));
        }
    }
    let title = C::FlagsTitle.get(lang).to_owned();
    [
        medians,
        chart::bars(title, &flags, Unit::Count, lang, width),
    ]
}

#[cfg(test)]
#[path = "across_tests.rs"]
mod tests;
