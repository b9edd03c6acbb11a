//! The tournament journal: what it accepts, what it refuses, and that its
//! text replays to the same tournament.
#![allow(clippy::unwrap_used)]

use super::*;
use crate::tournament::{Method, Seating};

pub(crate) fn line(entry: Entry) -> Line {
    Line {
        v: SCHEMA,
        // A fixed wall clock: the tournament reads none.
        wall: chrono::DateTime::parse_from_rfc3339("2026-11-24T10:00:00+01:00")
            .unwrap()
            .with_timezone(&Local),
        entry,
    }
}

pub(crate) fn player(no: PlayerNo) -> Player {
    Player {
        no,
        name: format!("Player {no}"),
        town: String::new(),
        fill_in: false,
        note: String::new(),
    }
}

/// A tournament of four players and a draw where they meet four times
/// (one table), each in each role once.
pub(crate) fn four() -> Tournament {
    let mut t = Tournament::default();
    t.apply(&line(Entry::Opened {
        name: "Test Open".into(),
        scheme: Preset::Fwc2026,
    }))
    .unwrap();
    for no in 1..=4 {
        t.apply(&line(Entry::Registered { player: player(no) }))
            .unwrap();
    }
    let games = (1..=4u8)
        .map(|round| {
            let r = usize::from(round - 1);
            let mut players = [1, 2, 3, 4];
            players.rotate_left(r);
            Seating {
                round,
                table: 1,
                players,
            }
        })
        .collect();
    let draw = Draw {
        seed: 7,
        method: Method::Search,
        pots: Vec::new(),
        games,
        repeats: Vec::new(),
        together: Vec::new(),
    };
    t.apply(&line(Entry::Drawn { draw })).unwrap();
    t
}

/// Russia wins in turn 12 (the scoring tests' example).
pub(crate) fn russia_wins() -> ResultInput {
    toml::from_str(
        r#"
turns = 12
outcome = "attackers"
winners = ["russia"]
[objectives.russia]
held = 8
total = 8
[objectives.sweden]
held = 3
total = 4
[objectives.austria]
held = 5
total = 7
[objectives.imperial-army]
held = 2
total = 10
[objectives.france]
held = 3
total = 5
"#,
    )
    .unwrap()
}

#[test]
fn a_journal_must_open_the_tournament_first_and_once() {
    let mut t = Tournament::default();
    assert_eq!(
        t.apply(&line(Entry::Registered { player: player(1) })),
        Err(Refusal::NotOpened)
    );
    let mut t = four();
    assert_eq!(
        t.apply(&line(Entry::Opened {
            name: "Again".into(),
            scheme: Preset::Cafe2023
        })),
        Err(Refusal::AlreadyOpened)
    );
    assert_eq!(t.name, "Test Open");
}

#[test]
fn players_are_numbered_in_order_and_late_after_the_draw() {
    let mut t = four();
    assert_eq!(
        t.apply(&line(Entry::Registered { player: player(9) })),
        Err(Refusal::PlayerNumber { given: 9, next: 5 })
    );
    // After the draw, a late entry: in no game until a redraw (and refused
    // once a game began: redraw_tests.rs).
    t.apply(&line(Entry::Registered { player: player(5) }))
        .unwrap();
    assert_eq!((t.late.len(), t.players.len()), (1, 4));
    let mut renamed = player(2);
    renamed.name = "Anna Berg".into();
    t.apply(&line(Entry::Registered { player: renamed }))
        .unwrap();
    assert_eq!(
        t.player(2).unwrap().name,
        "Anna Berg",
        "a name is corrected"
    );
    let mut blank = player(3);
    blank.name = "  ".into();
    assert_eq!(
        t.apply(&line(Entry::Registered { player: blank })),
        Err(Refusal::NoName)
    );
}

#[test]
fn a_correction_needs_a_reason_and_is_kept_with_it() {
    let mut t = four();
    let game = GameRef { round: 2, table: 1 };
    assert_eq!(t.missing().len(), 4);
    t.apply(&line(Entry::Confirmed {
        game,
        result: russia_wins(),
        reason: None,
        by: None,
    }))
    .unwrap();
    assert_eq!(t.missing().len(), 3);
    let mut corrected = russia_wins();
    corrected.turns = Some(8);
    assert_eq!(
        t.apply(&line(Entry::Confirmed {
            game,
            result: corrected.clone(),
            reason: Some(" ".into()),
            by: None,
        })),
        Err(Refusal::NoReason)
    );
    t.apply(&line(Entry::Confirmed {
        game,
        result: corrected.clone(),
        reason: Some("turn miscounted".into()),
        by: None,
    }))
    .unwrap();
    let outcome = &t.results[&game];
    assert_eq!(outcome.confirmed.as_ref().unwrap().turns, Some(8));
    assert_eq!(outcome.corrections[0].reason, "turn miscounted");
    assert_eq!(
        t.apply(&line(Entry::Confirmed {
            game: GameRef { round: 2, table: 2 },
            result: russia_wins(),
            reason: None,
            by: None,
        })),
        Err(Refusal::NoSuchGame(GameRef { round: 2, table: 2 }))
    );
}

#[test]
fn finalists_choose_their_roles_in_rank_order_once_the_round_is_confirmed() {
    let mut t = four();
    assert_eq!(
        t.apply(&line(Entry::Seated {
            player: 1,
            role: Role::Pompadour
        })),
        Err(Refusal::NotSeeded)
    );
    for round in 1..=4 {
        t.apply(&line(Entry::Confirmed {
            game: GameRef { round, table: 1 },
            result: russia_wins(),
            reason: None,
            by: None,
        }))
        .unwrap();
    }
    // The same result four times, each in each role: all four tie on
    // everything, and only a lot orders them.
    assert_eq!(t.finalists(), None, "a lot is needed first");
    t.apply(&line(Entry::Lot {
        order: vec![3, 1, 4, 2],
    }))
    .unwrap();
    assert_eq!(t.finalists(), Some(vec![3, 1, 4, 2]));
    assert_eq!(
        t.apply(&line(Entry::Lot {
            order: vec![1, 2, 3, 4],
        })),
        Err(Refusal::LotDrawn),
        "a lot is drawn once, not again until the order suits someone"
    );
    let (first, second) = (3, 1);
    assert_eq!(
        t.apply(&line(Entry::Seated {
            player: second,
            role: Role::Frederick
        })),
        Err(Refusal::NotHisChoice(second)),
        "the best ranked chooses first"
    );
    t.apply(&line(Entry::Seated {
        player: first,
        role: Role::Frederick,
    }))
    .unwrap();
    assert_eq!(
        t.apply(&line(Entry::Seated {
            player: second,
            role: Role::Frederick
        })),
        Err(Refusal::RoleTaken(Role::Frederick))
    );
    assert_eq!(
        t.apply(&line(Entry::Seated {
            player: first,
            role: Role::Pompadour
        })),
        Err(Refusal::NotHisChoice(first)),
        "a finalist chooses once"
    );
    assert_eq!(
        t.apply(&line(Entry::Lot { order: vec![4, 2] })),
        Err(Refusal::FinalSeeded),
        "no lot once the roles are being chosen"
    );
    // The seeding stands: a qualifying result can no longer change it.
    let mut corrected = russia_wins();
    corrected.turns = Some(11);
    assert_eq!(
        t.apply(&line(Entry::Confirmed {
            game: GameRef { round: 1, table: 1 },
            result: corrected,
            reason: Some("turn miscounted".into()),
            by: None,
        })),
        Err(Refusal::FinalSeeded)
    );
    assert_eq!(t.finalists(), Some(vec![3, 1, 4, 2]));
}

#[test]
fn the_same_text_replays_to_the_same_tournament_and_skips_a_broken_line() {
    let mut t = four();
    let mut text = String::new();
    let mut lines = vec![line(Entry::Opened {
        name: "Test Open".into(),
        scheme: Preset::Fwc2026,
    })];
    lines.extend((1..=4).map(|no| line(Entry::Registered { player: player(no) })));
    lines.push(line(Entry::Drawn {
        draw: t.draw.clone().unwrap(),
    }));
    let confirmed = line(Entry::Confirmed {
        game: GameRef { round: 1, table: 1 },
        result: russia_wins(),
        reason: None,
        by: None,
    });
    t.apply(&confirmed).unwrap();
    lines.push(confirmed);
    for l in &lines {
        text.push_str(&serde_json::to_string(l).unwrap());
        text.push('\n');
    }
    text.push_str("{\"v\":1,\"kind\":\"confir");
    let replayed = crate::tournament::replay::replay(&text);
    assert_eq!(replayed.skipped(), 1, "the torn last line");
    assert_eq!(replayed.tournament, t);
}

/// [`four`] with every qualifying game confirmed and the lot drawn: the
/// finalists are 3, 1, 4, 2.
fn seeded() -> Tournament {
    let mut t = four();
    for round in 1..=4 {
        t.apply(&line(Entry::Confirmed {
            game: GameRef { round, table: 1 },
            result: russia_wins(),
            reason: None,
            by: None,
        }))
        .unwrap();
    }
    t.apply(&line(Entry::Lot {
        order: vec![3, 1, 4, 2],
    }))
    .unwrap();
    t
}

fn seat(t: &mut Tournament, player: PlayerNo, role: Role) -> Result<(), Refusal> {
    t.apply(&line(Entry::Seated { player, role }))
}

fn unseat(t: &mut Tournament, player: PlayerNo, reason: &str) -> Result<(), Refusal> {
    t.apply(&line(Entry::Unseated {
        player,
        reason: reason.into(),
    }))
}

#[test]
fn a_mis_clicked_role_is_withdrawn_with_the_choices_after_it_and_chosen_again() {
    let mut t = seeded();
    assert_eq!(unseat(&mut t, 3, "mis-click"), Err(Refusal::NotSeated(3)));
    seat(&mut t, 3, Role::Frederick).unwrap();
    seat(&mut t, 1, Role::Elisabeth).unwrap();
    seat(&mut t, 4, Role::Pompadour).unwrap();
    let before = t.clone();
    assert_eq!(unseat(&mut t, 1, "  "), Err(Refusal::NoReason));
    assert_eq!(unseat(&mut t, 2, "mis-click"), Err(Refusal::NotSeated(2)));
    assert_eq!(t, before, "a refusal changes nothing");
    // Player 1 meant Pompadour: his choice goes, and player 4's after it
    // (he chose from what player 1 left).
    unseat(&mut t, 1, "meant Pompadour").unwrap();
    assert_eq!(t.seats, vec![(3, Role::Frederick)]);
    assert_eq!(
        seat(&mut t, 4, Role::Elisabeth),
        Err(Refusal::NotHisChoice(4)),
        "player 1 chooses again first"
    );
    seat(&mut t, 1, Role::Pompadour).unwrap();
    seat(&mut t, 4, Role::Elisabeth).unwrap();
    assert_eq!(
        t.seats,
        vec![
            (3, Role::Frederick),
            (1, Role::Pompadour),
            (4, Role::Elisabeth)
        ]
    );
    // The latest choice alone, then the first: everyone chooses again.
    unseat(&mut t, 4, "mis-click").unwrap();
    assert_eq!(t.seats.len(), 2);
    unseat(&mut t, 3, "the order was misread").unwrap();
    assert!(t.seats.is_empty());
    // The qualifying results and lots stay closed: the finalists do not
    // change because a choice was withdrawn.
    assert!(t.seating_begun());
    assert_eq!(
        t.apply(&line(Entry::Lot { order: vec![4, 2] })),
        Err(Refusal::FinalSeeded)
    );
    let mut corrected = russia_wins();
    corrected.turns = Some(11);
    assert_eq!(
        t.apply(&line(Entry::Confirmed {
            game: GameRef { round: 1, table: 1 },
            result: corrected,
            reason: Some("turn miscounted".into()),
            by: None,
        })),
        Err(Refusal::FinalSeeded)
    );
    assert_eq!(t.finalists(), Some(vec![3, 1, 4, 2]));
}

#[test]
fn the_roles_stand_once_the_final_s_result_is_confirmed() {
    let mut t = seeded();
    for (player, role) in [
        (3, Role::Frederick),
        (1, Role::Elisabeth),
        (4, Role::MariaTheresia),
        (2, Role::Pompadour),
    ] {
        seat(&mut t, player, role).unwrap();
    }
    // A reported final is still open to a withdrawal...
    let mut open = t.clone();
    open.apply(&line(Entry::Reported {
        game: GameRef::FINAL,
        journal: "final".into(),
        result: russia_wins(),
        at: None,
    }))
    .unwrap();
    unseat(&mut open, 2, "mis-click").unwrap();
    assert_eq!(open.seats.len(), 3);
    // ...a confirmed one is not.
    t.apply(&line(Entry::Confirmed {
        game: GameRef::FINAL,
        result: russia_wins(),
        reason: None,
        by: None,
    }))
    .unwrap();
    let before = t.clone();
    assert_eq!(unseat(&mut t, 2, "mis-click"), Err(Refusal::FinalConfirmed));
    assert_eq!(t, before);
}

#[test]
fn a_withdrawn_choice_replays_to_the_same_seats() {
    let mut t = seeded();
    let mut text = String::new();
    let entries = [
        Entry::Seated {
            player: 3,
            role: Role::Pompadour,
        },
        Entry::Unseated {
            player: 3,
            reason: "mis-click".into(),
        },
        Entry::Seated {
            player: 3,
            role: Role::Frederick,
        },
    ];
    for entry in entries {
        let l = line(entry);
        t.apply(&l).unwrap();
        text.push_str(&serde_json::to_string(&l).unwrap());
        text.push('\n');
    }
    assert!(text.contains(r#""kind":"unseated","player":3,"reason":"mis-click""#));
    let mut replayed = seeded();
    for l in text.lines() {
        replayed
            .apply(&serde_json::from_str::<Line>(l).unwrap())
            .unwrap();
    }
    assert_eq!(replayed, t);
    assert_eq!(replayed.seats, vec![(3, Role::Frederick)]);
}
