//! The qualifying draw over every field size from 12 to 80, random towns and
//! random seeds: everyone plays four games, one in each role; each round
//! seats everyone once; from 16 players, towns that fit the pots never meet
//! and nobody meets anyone twice; the same seed gives the same draw.
#![allow(clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};

use friedrich_clock::tournament::draw::{Shortfall, draw, fill_ins_needed, guarantees, town_key};
use friedrich_clock::tournament::{Draw, Method, Player, PlayerNo, ROUNDS, role_index};
use proptest::prelude::*;

/// How many cases a property runs: 200 in CI, more with `PROPTEST_CASES`.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200)
}

/// A small deterministic shuffle for laying out the towns.
fn shuffle<T>(items: &mut [T], mut state: u64) {
    for i in (1..items.len()).rev() {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let j = usize::try_from((state >> 33) % (i as u64 + 1)).unwrap();
        items.swap(i, j);
    }
}

/// `registered` players with `towns[i]`, then the fill-ins the field needs.
fn field(towns: &[String]) -> Vec<Player> {
    let mut players: Vec<Player> = towns
        .iter()
        .enumerate()
        .map(|(i, town)| Player {
            no: PlayerNo::try_from(i + 1).unwrap(),
            name: format!("Player {}", i + 1),
            town: town.clone(),
            fill_in: false,
            note: String::new(),
        })
        .collect();
    for k in 0..fill_ins_needed(towns.len()) {
        players.push(Player {
            no: PlayerNo::try_from(players.len() + 1).unwrap(),
            name: format!("Fill-in {}", k + 1),
            town: String::new(),
            fill_in: true,
            note: String::new(),
        });
    }
    players
}

/// Towns that fit four pots of `n / 4`: each pot cut into towns of the
/// sizes `cuts` gives (0 or 1: a player without a town), spelt in varying
/// case and spaces, dealt to the players by `layout`; the last `short`
/// players are left out (the fill-ins take their places).
fn fitting_towns(n: usize, short: usize, cuts: &[usize], layout: u64) -> Vec<String> {
    let m = n / 4;
    let mut towns = Vec::new();
    let mut cut = cuts.iter().cycle();
    for pot in 0..4 {
        let mut left = m;
        let mut k = 0;
        while left > 0 {
            let size = (*cut.next().unwrap()).clamp(1, left);
            let name = format!("Town {pot}-{k}");
            for i in 0..size {
                towns.push(match (size, i % 3) {
                    (1, _) => String::new(),
                    (_, 0) => name.clone(),
                    (_, 1) => format!("  {}", name.to_uppercase()),
                    _ => format!("{} ", name.to_lowercase()),
                });
            }
            left -= size;
            k += 1;
        }
    }
    shuffle(&mut towns, layout);
    towns.truncate(n - short);
    towns
}

/// Everything that must hold for any field: the shape, and the findings
/// list exactly the repeated meetings and the town meetings.
fn check(d: &Draw, players: &[Player]) {
    let n = players.len();
    let numbers: Vec<PlayerNo> = players.iter().map(|p| p.no).collect();
    assert_eq!(d.games.len(), n, "{} tables in each of four rounds", n / 4);
    for round in 1..=ROUNDS {
        let mut seated: Vec<PlayerNo> = d.round(round).flat_map(|g| g.players).collect();
        seated.sort_unstable();
        assert_eq!(seated, numbers, "round {round} seats everyone once");
        let tables: Vec<u32> = d.round(round).map(|g| g.table).collect();
        let expected: Vec<u32> = (1..=u32::try_from(n / 4).unwrap()).collect();
        assert_eq!(tables, expected, "round {round}'s tables");
    }
    for game in &d.games {
        let distinct: BTreeSet<PlayerNo> = game.players.into_iter().collect();
        assert_eq!(distinct.len(), 4, "{game:?}");
    }
    for p in players {
        let games = d.games_of(p.no);
        assert_eq!(games.len(), 4, "player {}", p.no);
        let mut roles: Vec<usize> = games
            .iter()
            .map(|g| role_index(g.role_of(p.no).unwrap()))
            .collect();
        roles.sort_unstable();
        assert_eq!(roles, [0, 1, 2, 3], "player {} plays each role once", p.no);
    }
    let town: BTreeMap<PlayerNo, Option<String>> =
        players.iter().map(|p| (p.no, town_key(&p.town))).collect();
    let mut met: BTreeMap<[PlayerNo; 2], usize> = BTreeMap::new();
    let mut together = 0;
    for game in &d.games {
        for (i, a) in game.players.iter().enumerate() {
            for b in &game.players[i + 1..] {
                *met.entry([*a.min(b), *a.max(b)]).or_default() += 1;
                if town[a].is_some() && town[a] == town[b] {
                    together += 1;
                }
            }
        }
    }
    let repeated: Vec<[PlayerNo; 2]> = met
        .iter()
        .filter(|(_, c)| **c > 1)
        .map(|(pair, _)| *pair)
        .collect();
    let listed: Vec<[PlayerNo; 2]> = d.repeats.iter().map(|r| r.players).collect();
    assert_eq!(listed, repeated);
    for r in &d.repeats {
        assert_eq!(r.games.len(), met[&r.players]);
    }
    assert_eq!(d.together.len(), together);
    let g = guarantees(d, players);
    assert_eq!(g.no_repeats, d.repeats.is_empty());
    assert_eq!(g.towns_apart, d.together.is_empty());
    assert_eq!(g.reasons.is_empty(), g.no_repeats && g.towns_apart);
    if n < 16 {
        assert_eq!(d.method, Method::Search);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn towns_that_fit_never_meet_and_nobody_meets_twice(
        tables in 3usize..=20,
        short in 0usize..4,
        cuts in prop::collection::vec(0usize..7, 1..12),
        layout in any::<u64>(),
        seed in any::<u64>(),
    ) {
        let n = 4 * tables;
        let players = field(&fitting_towns(n, short, &cuts, layout));
        prop_assert_eq!(players.len(), n);
        prop_assert_eq!(players.iter().filter(|p| p.fill_in).count(), short);
        let d = draw(&players, seed).unwrap();
        check(&d, &players);
        prop_assert_eq!(&d, &draw(&players, seed).unwrap());
        if n >= 16 {
            prop_assert_eq!(d.method, Method::Design);
            prop_assert!(d.repeats.is_empty(), "{:?}", d.repeats);
            prop_assert!(d.together.is_empty(), "{:?}", d.together);
            prop_assert_eq!(d.pots.len(), 4);
        } else {
            // Twelve players: twelve opponent seats for eleven others.
            prop_assert!(!d.repeats.is_empty());
            let g = guarantees(&d, &players);
            let few = Shortfall::TooFewPlayers { players: 12, others: 11 };
            prop_assert!(g.reasons.contains(&few), "{:?}", g.reasons);
        }
    }

    #[test]
    fn any_towns_give_a_whole_draw_that_lists_what_it_could_not_avoid(
        towns in prop::collection::vec(prop::option::weighted(0.6, 0usize..6), 9..=80),
        seed in any::<u64>(),
    ) {
        let towns: Vec<String> = towns
            .iter()
            .map(|t| t.map(|t| format!("Town {t}")).unwrap_or_default())
            .collect();
        let players = field(&towns);
        let d = draw(&players, seed).unwrap();
        check(&d, &players);
        prop_assert_eq!(&d, &draw(&players, seed).unwrap());
    }
}

#[test]
fn another_seed_gives_another_draw() {
    let towns: Vec<String> = (0..40).map(|i| format!("Town {}", i % 9)).collect();
    let players = field(&towns);
    let first = draw(&players, 0).unwrap();
    let differ = (1..=20)
        .filter(|s| draw(&players, *s).unwrap().games != first.games)
        .count();
    assert_eq!(differ, 20);
}

#[test]
fn two_hundred_players_are_drawn_at_once() {
    // The figure is measured by `cargo bench --bench draw` (docs/performance.md);
    // this only catches a draw gone slow, even in a debug build.
    let towns: Vec<String> = (0..200).map(|i| format!("Town {}", i % 37)).collect();
    let players = field(&towns);
    let started = std::time::Instant::now();
    let d = draw(&players, 2026).unwrap();
    let took = started.elapsed();
    assert_eq!(d.method, Method::Design);
    check(&d, &players);
    assert!(took.as_millis() < 1_000, "{took:?}");
}

#[test]
fn the_tournament_journal_takes_the_draw() {
    use friedrich_clock::engine::Preset;
    use friedrich_clock::tournament::book::{Entry, Line, SCHEMA, Tournament};
    let line = |entry| Line {
        v: SCHEMA,
        wall: chrono::Local::now(),
        entry,
    };
    let towns: Vec<String> = (0..22).map(|i| format!("Town {}", i % 5)).collect();
    let players = field(&towns);
    let mut t = Tournament::default();
    t.apply(&line(Entry::Opened {
        name: "Test Open".into(),
        scheme: Preset::Fwc2026,
    }))
    .unwrap();
    for player in &players {
        t.apply(&line(Entry::Registered {
            player: player.clone(),
        }))
        .unwrap();
    }
    let d = draw(&players, 24).unwrap();

    // A draw whose round 3 seats one player twice and another not at all
    // is refused (before, only round 1 was looked at), as is one with two
    // games at the same table of a round; nothing changes.
    use friedrich_clock::tournament::book::Refusal;
    let mut twice = d.clone();
    let g = twice.games.iter().position(|g| g.round == 3).unwrap();
    let other = twice.round(3).nth(1).unwrap().players[0];
    twice.games[g].players[0] = other;
    let before = t.clone();
    assert_eq!(
        t.apply(&line(Entry::Drawn { draw: twice })),
        Err(Refusal::DrawPlayers)
    );
    let mut same_table = d.clone();
    let g = same_table.games.iter().position(|g| g.round == 4).unwrap();
    same_table.games[g + 1].table = same_table.games[g].table;
    assert_eq!(
        t.apply(&line(Entry::Drawn { draw: same_table })),
        Err(Refusal::DrawPlayers)
    );
    assert_eq!(t, before);

    t.apply(&line(Entry::Drawn { draw: d.clone() })).unwrap();
    assert_eq!(t.draw, Some(d));
    assert_eq!(t.missing().len(), 24);
}
