//! Known games give known medians and counts.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;

use super::{Across, Median, Played, across, charts};
use crate::engine::{Ms, Nation, Onto, Side, StopwatchFrom, TimeUsed, TurnTime};
use crate::lang::Lang;

const S: Ms = 1000;

/// A turn's row: each nation's (chess clock, stopwatch) in ms, and the
/// clocks left after it.
fn row(turn: u32, nations: &[(Nation, Ms, Ms)], clock_left: [Ms; 2]) -> TurnTime {
    let mut used = [TimeUsed::default(); Nation::COUNT];
    for (n, clock, stopwatch) in nations {
        used[n.index()] = TimeUsed {
            clock: *clock,
            stopwatch: *stopwatch,
            stopwatch_stages: u32::from(*stopwatch > 0),
        };
    }
    TurnTime {
        turn,
        from: 0,
        to: 0,
        nations: used,
        outside: Default::default(),
        still: BTreeMap::new(),
        clock_left,
        onto_stopwatch: Vec::new(),
        table_clock: false,
    }
}

fn onto(mut r: TurnTime, side: Side) -> TurnTime {
    r.onto_stopwatch.push(StopwatchFrom {
        side,
        turn: r.turn,
        at: 0,
        how: Onto::Flag,
    });
    r
}

const CLOCKS: [Ms; 2] = [3_600 * S, 3_600 * S];
use Nation::{Hanover, Prussia, Russia, Sweden};

/// Four games, worked by hand:
/// - A, over: a turn 0 (Prussia 999 s, not a turn), then turns 1–3; Russia
///   out from turn 2; the attackers' clock at zero after turns 2 and 3.
/// - B, over: turns 1–2; Frederick onto the stopwatch in turn 2 with time
///   left on his clock (the jury put him there).
/// - C, still played: turn 1, and turn 2 going on (Prussia's stage, 5 s so
///   far).
/// - D: nothing but a turn 0: not a game played.
fn games() -> Vec<Played> {
    let a = vec![
        row(0, &[(Prussia, 999 * S, 0)], CLOCKS),
        row(
            1,
            &[
                (Prussia, 60 * S, 0),
                (Hanover, 10 * S, 0),
                (Russia, 100 * S, 0),
                (Sweden, 1001, 0),
            ],
            CLOCKS,
        ),
        row(2, &[(Prussia, 120 * S, 0), (Hanover, 20 * S, 0)], [10, 0]),
        onto(
            row(3, &[(Prussia, 90 * S, 0), (Hanover, 30 * S, 0)], [5, 0]),
            Side::Attackers,
        ),
    ];
    let b = vec![
        row(
            1,
            &[
                (Prussia, 30 * S, 10 * S),
                (Hanover, 40 * S, 0),
                (Russia, 50 * S, 0),
                (Sweden, 1000, 0),
            ],
            CLOCKS,
        ),
        onto(
            row(
                2,
                &[(Prussia, 200 * S, 0), (Russia, 70 * S, 0)],
                [60 * S, 9],
            ),
            Side::Frederick,
        ),
    ];
    let c = vec![
        row(1, &[(Prussia, 300 * S, 0)], CLOCKS),
        row(2, &[(Prussia, 5 * S, 0)], CLOCKS),
    ];
    let d = vec![row(0, &[], CLOCKS)];
    vec![
        Played {
            rows: a,
            playing: None,
        },
        Played {
            rows: b,
            playing: None,
        },
        Played {
            rows: c,
            playing: Some(Prussia),
        },
        Played {
            rows: d,
            playing: None,
        },
    ]
}

fn median(ms: Ms, turns: usize) -> Option<Median> {
    Some(Median { ms, turns })
}

#[test]
fn known_games_give_each_nations_median_per_turn_and_each_sides_flags() {
    let a = across(&games());
    // Prussia: 60, 120, 90 (A), 30 + 10 on the stopwatch, 200 (B), 300 (C);
    // not A's turn 0, nor C's stage still going. Sorted 40 60 90 120 200
    // 300: an even count, the mean of 90 and 120.
    assert_eq!(a.median[Prussia.index()], median(105 * S, 6));
    // Hanover: 10, 20, 30, 40: (20 + 30) / 2.
    assert_eq!(a.median[Hanover.index()], median(25 * S, 4));
    // Russia: 100 (A; out after), 50, 70 (B): an odd count, the middle one.
    assert_eq!(a.median[Russia.index()], median(70 * S, 3));
    // Sweden: 1001 and 1000 ms: the mean rounded down.
    assert_eq!(a.median[Sweden.index()], median(1000, 2));
    // Nobody played Austria, the Imperial Army or France.
    for n in [Nation::Austria, Nation::ImperialArmy, Nation::France] {
        assert_eq!(a.median[n.index()], None, "{n:?}");
    }
    // Three games played (D never started a turn); the attackers ran out in
    // A (once, though their clock stood at zero twice), Frederick in B.
    assert_eq!((a.games, a.ran_out), (3, [1, 1]));
}

#[test]
fn a_stage_being_played_counts_once_it_ends() {
    let mut g = games();
    g[2].playing = Some(Hanover);
    // Prussia's stage ended (Hanover has 0 s yet): C's 5 s count; 5 40 60
    // 90 120 200 300, the middle one.
    assert_eq!(across(&g).median[Prussia.index()], median(90 * S, 7));
    // A game over after one turn counts that turn; nothing at all, nothing.
    let one = across(&g[1..2]);
    assert_eq!(one.median[Russia.index()], median(60 * S, 2));
    let none = across(&[]);
    assert_eq!(
        none,
        Across {
            games: 0,
            median: [None; Nation::COUNT],
            ran_out: [0, 0],
        }
    );
}

fn words(figure: &crate::report::chart::Figure) -> Vec<String> {
    figure.words().into_iter().map(str::to_owned).collect()
}

#[test]
fn the_charts_name_each_nation_with_its_turns_and_each_side_of_all_games() {
    let a = across(&games());
    let [medians, flags] = charts(&a, Lang::De, 400.0);
    assert_eq!(medians.title, "Median-Zeit je Zug, jede Nation");
    let said = words(&medians);
    for word in [
        "Preußen · 6 Züge",
        "1:45",
        "Hannover · 4 Züge",
        "0:25",
        "Russland · 3 Züge",
        "1:10",
    ] {
        assert!(said.iter().any(|w| w == word), "{word} in {said:?}");
    }
    // A nation with no turn is left out, not drawn as 0:00.
    assert!(
        !said.iter().any(|w| w.starts_with("Frankreich")),
        "{said:?}"
    );
    let said = words(&flags);
    for word in ["Gezählte Partien", "3", "Friedrich", "1 von 3", "Angreifer"] {
        assert!(said.iter().any(|w| w == word), "{word} in {said:?}");
    }
    let [medians, flags] = charts(&across(&[]), Lang::Es, 400.0);
    for f in [medians, flags] {
        assert!(
            words(&f)
                .iter()
                .any(|w| w == "Aún no se ha jugado ningún turno.")
        );
    }
}
