#![allow(clippy::unwrap_used)]

use super::*;
use crate::tournament::ROUNDS;
use std::collections::BTreeMap;

fn field(n: usize, town: impl Fn(usize) -> String) -> Vec<Player> {
    (0..n)
        .map(|i| Player {
            no: PlayerNo::try_from(i + 1).unwrap(),
            name: format!("P{}", i + 1),
            town: town(i),
            fill_in: false,
            note: String::new(),
        })
        .collect()
}

/// Every round seats everyone once, one of each role a table, each player
/// each role once.
fn check_shape(d: &Draw, players: &[Player]) {
    let n = players.len();
    assert_eq!(d.games.len(), n, "n / 4 tables in each of four rounds");
    for round in 1..=ROUNDS {
        let mut seated: Vec<PlayerNo> = d.round(round).flat_map(|g| g.players).collect();
        seated.sort_unstable();
        assert_eq!(seated, players.iter().map(|p| p.no).collect::<Vec<_>>());
        let tables: Vec<u32> = d.round(round).map(|g| g.table).collect();
        assert_eq!(
            tables,
            (1..=u32::try_from(n / 4).unwrap()).collect::<Vec<_>>()
        );
    }
    for p in players {
        let mut roles: Vec<usize> = d
            .games_of(p.no)
            .iter()
            .map(|g| super::super::role_index(g.role_of(p.no).unwrap()))
            .collect();
        roles.sort_unstable();
        assert_eq!(roles, [0, 1, 2, 3], "player {}", p.no);
    }
}

#[test]
fn fill_ins_make_a_multiple_of_four() {
    let needed: Vec<usize> = (0..10).map(fill_ins_needed).collect();
    assert_eq!(needed, [4, 3, 2, 1, 0, 3, 2, 1, 0, 3]);
}

#[test]
fn bad_fields_are_refused() {
    assert_eq!(
        draw(&field(3, |_| String::new()), 1),
        Err(DrawError::TooFewRanked { ranked: 3 })
    );
    assert_eq!(
        draw(&field(18, |_| String::new()), 1),
        Err(DrawError::NotMultipleOfFour {
            players: 18,
            fill_ins: 2
        })
    );
    let mut twice = field(8, |_| String::new());
    twice[5].no = 2;
    assert_eq!(draw(&twice, 1), Err(DrawError::DuplicateNumber(2)));
}

#[test]
fn a_field_too_small_for_a_final_is_refused_with_its_fill_ins() {
    // Three players and a fill-in: the same four would meet in all four
    // games, and no final is possible.
    let mut players = field(3, |_| String::new());
    players.extend(super::fill_in_tests::fill_ins(&players));
    assert_eq!(players.len(), 4);
    assert_eq!(
        draw(&players, 1),
        Err(DrawError::TooFewRanked { ranked: 3 })
    );
    // Four ranked players are a field (and a final), if a small one.
    let four = field(4, |_| String::new());
    assert!(draw(&four, 1).is_ok());
    // What twelve seats or fewer cannot avoid, and what they get.
    assert_eq!(
        unavoidable(12),
        Some(Unavoidable {
            seats: 12,
            pairs: 18,
            times: 2
        })
    );
    assert_eq!(unavoidable(8).map(|u| (u.pairs, u.times)), Some((24, 2)));
    assert_eq!(unavoidable(4).map(|u| (u.pairs, u.times)), Some((6, 4)));
    assert_eq!(unavoidable(16), None);
    for n in [4, 8, 12] {
        let u = unavoidable(n).unwrap();
        let d = draw(&field(n, |_| String::new()), 5).unwrap();
        assert_eq!(d.repeats.len(), u.pairs, "{n}");
        assert!(d.repeats.iter().all(|r| r.games.len() == u.times), "{n}");
    }
}

#[test]
fn the_designs_seat_everyone_without_repeats() {
    // m = 4 (GF(4)), 5, 6 (the stored table), 9 (GF(9)), 10 and 50.
    for n in [16, 20, 24, 36, 40, 200] {
        let players = field(n, |_| String::new());
        let d = draw(&players, 7).unwrap();
        assert_eq!(d.method, Method::Design, "n = {n}");
        check_shape(&d, &players);
        assert!(d.repeats.is_empty(), "n = {n}");
        assert_eq!(d.pots.len(), 4);
        assert!(d.pots.iter().all(|p| p.len() == n / 4));
        let g = guarantees(&d, &players);
        assert!(g.no_repeats && g.towns_apart && g.reasons.is_empty());
    }
}

#[test]
fn the_search_seats_small_fields_with_each_role_once() {
    for n in [4, 8, 12] {
        let players = field(n, |_| String::new());
        let d = draw(&players, 3).unwrap();
        assert_eq!(d.method, Method::Search);
        assert!(d.pots.is_empty());
        check_shape(&d, &players);
        assert!(!d.repeats.is_empty());
        let g = guarantees(&d, &players);
        assert_eq!(
            g.reasons,
            [Shortfall::TooFewPlayers {
                players: n,
                others: n - 1
            }]
        );
    }
}

/// How often each pair of `d` meets.
fn meetings(d: &Draw) -> BTreeMap<[PlayerNo; 2], usize> {
    let mut met = BTreeMap::new();
    for game in &d.games {
        for (i, a) in game.players.iter().enumerate() {
            for b in &game.players[i + 1..] {
                *met.entry([*a.min(b), *a.max(b)]).or_default() += 1;
            }
        }
    }
    met
}

#[test]
fn small_fields_spread_their_repeats() {
    // Any two rounds' tables overlap: with three tables at least three pairs
    // meet in both, with two tables four, so Σ C(c, 2) over the pairs'
    // meetings c is at least 18 (twelve players) or 24 (eight), and the
    // spread Σ (c − 1)² reaches it only when nobody meets anyone more than
    // twice. Four players meet each other four times.
    for (n, spread, repeats) in [(4, 54, 18), (8, 24, 24), (12, 18, 18)] {
        for seed in 0..8 {
            let d = draw(&field(n, |_| String::new()), seed).unwrap();
            let met = meetings(&d);
            let got: usize = met.values().map(|c| (c - 1) * (c - 1)).sum();
            let extra: usize = d.repeats.iter().map(|r| r.games.len() - 1).sum();
            assert_eq!((got, extra), (spread, repeats), "n = {n}, seed {seed}");
            if n > 4 {
                assert!(
                    met.values().all(|c| *c <= 2),
                    "n = {n}, seed {seed}: {met:?}"
                );
            }
        }
    }
}

#[test]
fn eight_players_meet_six_others_twice_and_miss_one() {
    // The least spread for eight: 24 pairs meet twice and four pairs never,
    // a perfect matching of players who do not meet.
    for seed in 0..8 {
        let d = draw(&field(8, |_| String::new()), seed).unwrap();
        let met = meetings(&d);
        assert_eq!(met.len(), 24, "seed {seed}");
        for p in 1..=8 {
            let twice = met
                .iter()
                .filter(|(pair, c)| pair.contains(&p) && **c == 2)
                .count();
            assert_eq!(twice, 6, "seed {seed}, player {p}");
        }
    }
}

#[test]
fn twelve_players_never_meet_anyone_more_than_twice() {
    for seed in 0..40 {
        let d = draw(&field(12, |_| String::new()), seed).unwrap();
        assert!(
            d.repeats.iter().all(|r| r.games.len() == 2),
            "seed {seed}: {:?}",
            d.repeats
        );
        assert_eq!(d.repeats.len(), 18, "seed {seed}");
    }
}

#[test]
fn one_town_sits_in_one_pot_and_never_meets() {
    // Five of "Berlin" (spelt three ways) among 24: they fit a pot of six.
    let players = field(24, |i| match i {
        0 => "Berlin".into(),
        3 | 7 => " berlin ".into(),
        11 | 20 => "BERLIN".into(),
        5 | 6 => "Wien".into(),
        _ => String::new(),
    });
    for seed in 0..20 {
        let d = draw(&players, seed).unwrap();
        assert_eq!(d.method, Method::Design);
        assert!(d.together.is_empty(), "seed {seed}: {:?}", d.together);
        let berlin = d.pots.iter().filter(|p| p.contains(&1)).count();
        assert_eq!(berlin, 1);
        let pot = d.pots.iter().find(|p| p.contains(&1)).unwrap();
        assert!([4, 8, 12, 21].iter().all(|p| pot.contains(p)));
    }
}

#[test]
fn towns_that_do_not_fit_go_to_the_search() {
    // 20 players, five tables: a town of six does not fit a pot of five.
    let players = field(20, |i| if i < 6 { "Graz".into() } else { String::new() });
    let d = draw(&players, 11).unwrap();
    assert_eq!(d.method, Method::Search);
    check_shape(&d, &players);
    // Six players at five tables: at least one pair meets in every round.
    assert!(d.together.len() >= 4, "{:?}", d.together);
    assert!(d.together.iter().all(|t| t.group == "Graz"));
    let g = guarantees(&d, &players);
    assert!(!g.towns_apart);
    assert!(g.reasons.contains(&Shortfall::TownLargerThanRound {
        town: "Graz".into(),
        players: 6,
        tables: 5
    }));
    assert!(g.reasons.contains(&Shortfall::TownsDoNotFit));
}

#[test]
fn awkward_towns_are_kept_apart_by_the_search() {
    // 32 players, eight tables: five towns of five (25 players) cannot be
    // packed in four pots of eight, but the search keeps them apart.
    let players = field(32, |i| {
        if i < 25 {
            format!("T{}", i / 5)
        } else {
            String::new()
        }
    });
    let d = draw(&players, 5).unwrap();
    assert_eq!(d.method, Method::Search);
    check_shape(&d, &players);
    assert!(d.together.is_empty(), "{:?}", d.together);
}

#[test]
fn the_same_seed_gives_the_same_draw() {
    let players = field(40, |i| format!("T{}", i % 7));
    let a = draw(&players, 99).unwrap();
    assert_eq!(a, draw(&players, 99).unwrap());
    let mut reversed = players.clone();
    reversed.reverse();
    assert_eq!(
        a,
        draw(&reversed, 99).unwrap(),
        "the players' order does not matter"
    );
    let differ = (100..110)
        .filter(|s| draw(&players, *s).unwrap().games != a.games)
        .count();
    assert_eq!(differ, 10);
}

#[test]
fn roles_come_from_a_latin_square_in_the_design() {
    let players = field(20, |_| String::new());
    let d = draw(&players, 1).unwrap();
    // Every player of one pot plays the same role in one round.
    for pot in &d.pots {
        for round in 1..=ROUNDS {
            let roles: Vec<_> = pot
                .iter()
                .map(|p| d.round(round).find_map(|g| g.role_of(*p)).unwrap())
                .collect();
            assert!(roles.iter().all(|r| *r == roles[0]));
        }
    }
}

#[test]
fn the_matchings_give_each_player_each_role() {
    // A line-up where some pairs meet often: all four rounds the same tables.
    let same: Vec<usize> = (0..12).collect();
    let rounds = [same.clone(), same.clone(), same.clone(), same];
    let roles = search::roles(&rounds);
    for p in 0..12 {
        let mut mine: Vec<usize> = roles.iter().map(|round| round[p]).collect();
        mine.sort_unstable();
        assert_eq!(mine, [0, 1, 2, 3]);
    }
    for round in &roles {
        for table in round.chunks(4) {
            let mut t = table.to_vec();
            t.sort_unstable();
            assert_eq!(t, [0, 1, 2, 3]);
        }
    }
}
