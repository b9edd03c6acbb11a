#![allow(clippy::unwrap_used)]

use super::*;

/// The unnamed fill-ins `players` need, numbered after them (as
/// `request::fill_ins` makes them; the draw does not import it).
pub(super) fn fill_ins(players: &[Player]) -> Vec<Player> {
    let last = players.iter().map(|p| p.no).max().unwrap_or(0);
    (1..=fill_ins_needed(players.len()))
        .map(|k| Player {
            no: last + PlayerNo::try_from(k).unwrap(),
            name: String::new(),
            town: String::new(),
            fill_in: true,
            note: String::new(),
        })
        .collect()
}

/// `registered` players (with `towns`, every fifth of one of three towns),
/// with the fill-ins the draw needs.
fn with_fill_ins(registered: usize, towns: bool) -> Vec<Player> {
    let mut players: Vec<Player> = (0..registered)
        .map(|i| Player {
            no: PlayerNo::try_from(i + 1).unwrap(),
            name: format!("P{}", i + 1),
            town: if towns && i % 5 == 0 {
                format!("T{}", i % 3)
            } else {
                String::new()
            },
            fill_in: false,
            note: String::new(),
        })
        .collect();
    let added = fill_ins(&players);
    players.extend(added);
    players
}

/// The tables of `d` that seat two or more fill-ins.
fn crowded(d: &Draw, players: &[Player]) -> usize {
    let fill_in = |no: &PlayerNo| players.iter().any(|p| p.no == *no && p.fill_in);
    d.games
        .iter()
        .filter(|g| g.players.iter().filter(|p| fill_in(p)).count() > 1)
        .count()
}

#[test]
fn fill_ins_never_share_a_table_when_the_field_allows() {
    let mut draws = 0;
    let mut bad = Vec::new();
    for registered in 9..=80 {
        for towns in [false, true] {
            let players = with_fill_ins(registered, towns);
            for seed in 0..6 {
                let d = draw(&players, seed).unwrap();
                draws += 1;
                if registered <= 12 {
                    // The search still spreads the repeats as thin as
                    // twelve seats allow: 18 pairs meet twice, none more.
                    assert_eq!(d.repeats.len(), 18, "{registered}, seed {seed}");
                    assert!(d.repeats.iter().all(|r| r.games.len() == 2));
                }
                if crowded(&d, &players) > 0 {
                    bad.push((registered, towns, seed));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} of {draws} draws: {bad:?}", bad.len());
    // The field: 13 players, three fill-ins, at four tables.
    let players = with_fill_ins(13, false);
    for seed in 0..100 {
        let d = draw(&players, seed).unwrap();
        assert_eq!(crowded(&d, &players), 0, "seed {seed}");
        assert_eq!(d.method, Method::Design);
        assert!(d.repeats.is_empty());
    }
}

#[test]
fn more_fill_ins_than_tables_meet_as_little_as_they_can() {
    // Five players and three fill-ins at two tables: two fill-ins share a
    // table in every round, never three.
    let players = with_fill_ins(5, false);
    for seed in 0..10 {
        let d = draw(&players, seed).unwrap();
        assert_eq!(crowded(&d, &players), 4, "seed {seed}");
        let fill_in = |no: &PlayerNo| no > &5;
        let most = d
            .games
            .iter()
            .map(|g| g.players.iter().filter(|p| fill_in(p)).count());
        assert_eq!(most.max(), Some(2), "seed {seed}");
    }
}

#[test]
fn eight_seats_with_fill_ins_still_spread_their_repeats() {
    // Whatever the fill-ins, eight seats: 24 pairs meet twice, none more,
    // and fill-ins share a table only where there are more than tables.
    for registered in 5..=8 {
        let players = with_fill_ins(registered, false);
        for seed in 0..10 {
            let d = draw(&players, seed).unwrap();
            assert_eq!(d.repeats.len(), 24, "{registered}, seed {seed}");
            assert!(d.repeats.iter().all(|r| r.games.len() == 2));
            let fill_ins = 8 - registered;
            assert_eq!(crowded(&d, &players) > 0, fill_ins > 2, "{registered}");
        }
    }
}
