//! A player withdrawn: who sits where afterwards, what the journal
//! refuses (changing nothing), and that the text replays to the same seats.
#![allow(clippy::unwrap_used)]

use super::super::book::tests::{four, line, player, russia_wins};
use crate::engine::{Preset, Role};
use crate::tournament::book::{Entry, Refusal, Tournament};
use crate::tournament::{GameRef, Player, PlayerNo};

fn new_fill_in(no: PlayerNo, name: &str) -> Player {
    Player {
        no,
        name: name.into(),
        town: "Graz".into(),
        fill_in: true,
        note: String::new(),
    }
}

fn withdraw(
    t: &mut Tournament,
    who: PlayerNo,
    from: u8,
    by: Player,
    reason: &str,
) -> Result<(), Refusal> {
    t.apply(&line(Entry::Withdrawn {
        player: who,
        from_round: from,
        by,
        reason: reason.into(),
    }))
}

fn game(round: u8) -> GameRef {
    GameRef { round, table: 1 }
}

#[test]
fn the_fill_in_takes_his_seats_from_the_round_on_and_the_draw_stays() {
    let mut t = four();
    let stored = t.draw.clone();
    withdraw(
        &mut t,
        2,
        3,
        new_fill_in(5, " Karl Ersatz "),
        "left at lunch",
    )
    .unwrap();
    let karl = t.player(5).unwrap();
    assert_eq!((karl.name.as_str(), karl.fill_in), ("Karl Ersatz", true));
    // Rounds 1 and 2 stay his; rounds 3 and 4 are Karl's, in his roles.
    assert_eq!(t.holder(game(1), Role::Elisabeth), Some(2));
    assert_eq!(t.holder(game(3), Role::Pompadour), Some(5));
    assert_eq!(t.seated(game(4)).unwrap().players, [4, 1, 5, 3]);
    assert_eq!(t.draw, stored, "the stored draw is never rewritten");
    let seated = t.seated_draw().unwrap();
    assert_eq!(seated.games_of(2).len(), 2);
    assert_eq!(seated.games_of(5).len(), 2);
    let w = t.withdrawal(2).unwrap();
    assert_eq!(
        (w.from_round, w.by, w.reason.as_str()),
        (3, 5, "left at lunch")
    );
}

#[test]
fn a_withdrawal_is_refused_with_a_reason_and_changes_nothing() {
    let mut t = four();
    t.apply(&line(Entry::Reported {
        game: game(2),
        journal: "t1".into(),
        result: russia_wins(),
        at: None,
    }))
    .unwrap();
    let before = t.clone();
    let karl = || new_fill_in(5, "Karl");
    let refused = [
        (9, 3, karl(), "ill", Refusal::NoSuchPlayer(9)),
        (2, 0, karl(), "ill", Refusal::NoSuchRound(0)),
        (2, 5, karl(), "ill", Refusal::NoSuchRound(5)),
        (2, 3, karl(), "  ", Refusal::NoReason),
        (
            2,
            2,
            karl(),
            "ill",
            Refusal::AlreadyPlayed {
                player: 2,
                game: game(2),
            },
        ),
        (2, 3, player(3), "ill", Refusal::NotAFillIn(3)),
        (
            2,
            3,
            new_fill_in(7, "Karl"),
            "ill",
            Refusal::PlayerNumber { given: 7, next: 5 },
        ),
        (2, 3, new_fill_in(5, " "), "ill", Refusal::NoName),
    ];
    for (who, from, by, reason, why) in refused {
        assert_eq!(withdraw(&mut t, who, from, by, reason), Err(why));
        assert_eq!(t, before, "a refusal changes nothing");
    }
    // Before the draw there is nothing to withdraw from.
    let mut open = Tournament::default();
    open.apply(&line(Entry::Opened {
        name: "Open".into(),
        scheme: Preset::Fwc2026,
    }))
    .unwrap();
    open.apply(&line(Entry::Registered { player: player(1) }))
        .unwrap();
    assert_eq!(
        withdraw(&mut open, 1, 1, karl(), "ill"),
        Err(Refusal::NotDrawn)
    );
}

#[test]
fn a_fill_in_plays_one_game_a_round_and_a_player_is_withdrawn_once() {
    let mut t = four();
    withdraw(&mut t, 2, 3, new_fill_in(5, "Karl"), "ill").unwrap();
    assert_eq!(t.withdraw_from(2), None, "withdrawn already");
    let before = t.clone();
    // Karl already plays in rounds 3 and 4.
    assert_eq!(
        withdraw(&mut t, 3, 2, player(5), "ill"),
        Err(Refusal::FillInBusy {
            fill_in: 5,
            game: game(3)
        })
    );
    assert_eq!(
        withdraw(&mut t, 2, 4, new_fill_in(6, "Lena"), "again"),
        Err(Refusal::AlreadyWithdrawn(2))
    );
    // Player 2 withdrawn is no fill-in to name.
    assert_eq!(
        withdraw(&mut t, 3, 4, player(2), "ill"),
        Err(Refusal::NotAFillIn(2))
    );
    assert_eq!(t, before);
    // A fill-in who leaves passes the seats on.
    withdraw(&mut t, 5, 4, new_fill_in(6, "Lena"), "train").unwrap();
    assert_eq!(t.holder(game(3), Role::Pompadour), Some(5));
    assert_eq!(t.holder(game(4), Role::MariaTheresia), Some(6));
}

#[test]
fn a_game_played_from_that_round_on_refuses_and_earlier_results_stay_his() {
    let mut t = four();
    t.apply(&line(Entry::Confirmed {
        game: game(1),
        result: russia_wins(),
        reason: None,
        by: None,
    }))
    .unwrap();
    withdraw(&mut t, 2, 2, new_fill_in(5, "Karl"), "ill").unwrap();
    assert_eq!(t.holder(game(1), Role::Elisabeth), Some(2));
    assert_eq!(t.holder(game(2), Role::Frederick), Some(5));
}

#[test]
fn no_withdrawal_once_the_finalists_choose() {
    let mut t = four();
    // Every qualifying game confirmed, then the final's seats begin.
    for round in 1..=4 {
        t.apply(&line(Entry::Confirmed {
            game: game(round),
            result: russia_wins(),
            reason: None,
            by: None,
        }))
        .unwrap();
    }
    // Whoever is level, one lot orders all four.
    t.apply(&line(Entry::Lot {
        order: vec![1, 2, 3, 4],
    }))
    .unwrap();
    let first = t.finalists().unwrap()[0];
    t.apply(&line(Entry::Seated {
        player: first,
        role: Role::Pompadour,
    }))
    .unwrap();
    assert_eq!(
        withdraw(&mut t, 2, 4, new_fill_in(5, "Karl"), "ill"),
        Err(Refusal::FinalSeeded)
    );
}

#[test]
fn the_journal_s_text_replays_to_the_same_seats() {
    let mut t = four();
    let mut text = String::new();
    let entries = [
        Entry::Withdrawn {
            player: 2,
            from_round: 3,
            by: new_fill_in(5, "Karl"),
            reason: "ill".into(),
        },
        Entry::Withdrawn {
            player: 5,
            from_round: 4,
            by: new_fill_in(6, "Lena"),
            reason: "train".into(),
        },
    ];
    for entry in entries {
        let l = line(entry);
        t.apply(&l).unwrap();
        text.push_str(&serde_json::to_string(&l).unwrap());
        text.push('\n');
    }
    let start = replayed_four();
    let replayed = crate::tournament::replay::replay(&(start + &text));
    assert_eq!(replayed.skipped(), 0);
    let again = replayed.tournament;
    assert_eq!(again.withdrawals, t.withdrawals);
    assert_eq!(again.players, t.players);
    assert_eq!(again.seated_draw(), t.seated_draw());
}

/// `four()`'s journal as text.
fn replayed_four() -> String {
    let t = four();
    let mut entries = vec![Entry::Opened {
        name: t.name.clone(),
        scheme: t.scheme,
    }];
    entries.extend(
        t.players
            .iter()
            .map(|p| Entry::Registered { player: p.clone() }),
    );
    entries.extend(t.draw.clone().map(|draw| Entry::Drawn { draw }));
    entries
        .into_iter()
        .map(|e| serde_json::to_string(&line(e)).unwrap() + "\n")
        .collect()
}

#[test]
fn a_withdrawn_player_is_listed_unranked_and_counts_for_tie_breaker_3() {
    use crate::tournament::standings::{finalists, standings};
    let mut t = four();
    withdraw(&mut t, 2, 3, new_fill_in(5, "Karl"), "ill").unwrap();
    for round in 1..=4 {
        t.apply(&line(Entry::Confirmed {
            game: game(round),
            result: russia_wins(),
            reason: None,
            by: None,
        }))
        .unwrap();
    }
    let lines = standings(&t);
    let order: Vec<(PlayerNo, u32, Option<u8>)> = lines
        .iter()
        .map(|l| (l.player, l.rank, l.withdrawn))
        .collect();
    // Three ranked (the fill-in is not), then player 2 withdrawn from 3.
    assert_eq!(order.len(), 4);
    assert!(
        order[..3]
            .iter()
            .all(|(p, rank, w)| *p != 2 && *rank > 0 && w.is_none())
    );
    assert_eq!(order[3], (2, 0, Some(3)));
    let two = &lines[3];
    assert_eq!((two.scheduled, two.confirmed), (2, 2));
    assert_eq!(
        two.explain.total.len(),
        2,
        "what he scored in rounds 1 and 2"
    );
    // Four ranked players are needed for a final: he is not one of them.
    assert_eq!(finalists(&t), None);
    let total = |no: PlayerNo| {
        let (scored, _) = crate::tournament::standings::tally::scored_games(&t);
        crate::tournament::standings::tally::tallies(&t, &scored)
            .into_iter()
            .find(|l| l.player == no)
            .unwrap()
            .total
    };
    // Player 1 played Frederick in round 1 against 2 (withdrawn later),
    // 3 and 4: player 2 counts with what he scored.
    let one = lines.iter().find(|l| l.player == 1).unwrap();
    let against: Vec<(PlayerNo, bool)> = one
        .explain
        .opponents
        .iter()
        .map(|o| (o.player, o.fill_in))
        .collect();
    assert_eq!(against, [(2, false), (3, false), (4, false)]);
    assert_eq!(one.opponents, total(2) + total(3) + total(4));
    // Player 3 played Frederick in round 3, where Karl sat for player 2:
    // the fill-in counts with his total, as fill-ins do.
    let three = lines.iter().find(|l| l.player == 3).unwrap();
    let karl = three
        .explain
        .opponents
        .iter()
        .find(|o| o.player == 5)
        .unwrap();
    assert!(karl.fill_in);
    assert_eq!(karl.total, total(5));
    // The explanation counts his games out of the ones he sits in, not four.
    let two = one
        .explain
        .opponents
        .iter()
        .find(|o| o.player == 2)
        .unwrap();
    assert_eq!(
        (karl.scheduled, two.scheduled),
        (2, 2),
        "rounds 3-4 and 1-2"
    );
    assert_eq!(three.opponents, total(4) + total(1) + total(5));
}

#[test]
fn a_player_can_be_withdrawn_from_the_round_after_his_last_result() {
    let mut t = four();
    assert_eq!(t.withdraw_from(2), Some(1), "nothing played: from round 1");
    t.apply(&line(Entry::Confirmed {
        game: game(1),
        result: russia_wins(),
        reason: None,
        by: None,
    }))
    .unwrap();
    assert_eq!(t.withdraw_from(2), Some(2));
    for round in 2..=4 {
        t.apply(&line(Entry::Confirmed {
            game: game(round),
            result: russia_wins(),
            reason: None,
            by: None,
        }))
        .unwrap();
    }
    assert_eq!(t.withdraw_from(2), None, "every round played");
}

#[test]
fn the_free_fill_ins_are_those_a_withdrawal_takes() {
    let mut t = four();
    assert!(t.free_fill_ins(2, 3).is_empty(), "no fill-in registered");
    withdraw(&mut t, 2, 3, new_fill_in(5, "Karl"), "ill").unwrap();
    withdraw(&mut t, 1, 4, new_fill_in(6, "Lena"), "train").unwrap();
    // For every player and round he can be withdrawn from, a registered
    // fill-in is offered exactly when the journal would take him (a fill-in
    // plays one game a round, a withdrawn one takes no seats).
    let mut seen = (0, 0);
    for who in 1..=6 {
        for from in 1..=4 {
            let free = t.free_fill_ins(who, from);
            for by in [5, 6] {
                match withdraw(&mut t.clone(), who, from, player(by), "x") {
                    Ok(()) => {
                        seen.0 += 1;
                        assert!(free.contains(&by), "player {who} from {from}: {by}");
                    }
                    Err(Refusal::FillInBusy { .. } | Refusal::NotAFillIn(_)) => {
                        seen.1 += 1;
                        assert!(!free.contains(&by), "player {who} from {from}: {by}");
                    }
                    Err(_) => {}
                }
            }
        }
    }
    assert!(seen.1 > 0, "{seen:?}");
    // Karl plays rounds 3 and 4: he is busy for player 3 from round 2.
    assert!(!t.free_fill_ins(3, 2).contains(&5));
}
