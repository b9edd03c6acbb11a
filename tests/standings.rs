//! The qualifying standings and the final (section D), worked out by hand.
//! Every tournament is built through `Tournament::apply` from journal
//! entries; the results are the scoring tests' base game and variants of it
//! whose scores tests/scoring.rs works out (FWC 2026):
//!
//! | result | Frederick | Elisabeth (2nd) | Maria Theresia (2nd) | Pompadour | sTCC |
//! | --- | --- | --- | --- | --- | --- |
//! | BASE: Russia wins in turn 12 | 6.00 | 12.00 (7.50) | 7.14 (2.00) | 6.00 | not known |
//! | sweden(2): Sweden 2/4 | 6.00 | 12.00 (5.00) | 7.14 (2.00) | 6.00 | not known |
//! | sweden(1): Sweden 1/4 | 6.00 | 12.00 (2.50) | 7.14 (2.00) | 6.00 | not known |
//! | army_5(): Imperial Army 5/10 | 6.00 | 12.00 (7.50) | 7.14 (5.00) | 6.00 | not known |
//! | france_5(): France 5/5, not a winner | 6.00 | 12.00 (7.50) | 7.14 (2.00) | 10.00 | not known |
//!
//! A player's total over four such games, one per role, is 6.00 + 12.00 +
//! 7.14 + 6.00 = 31.14. The Cards of Fate change no score, only the sTCC:
//! FATE 0.812 (tests/scoring.rs), FATE_Q 1.088 and FATE_R 0.825
//! (tests/standings/journal.rs).
#![allow(clippy::unwrap_used)]

use friedrich_clock::engine::Role;
use friedrich_clock::scoring::{Points, TccUnknown};
use friedrich_clock::tournament::book::{Entry, Refusal};
use friedrich_clock::tournament::standings::{TccFrom, TieBreaker, lots_needed, standings};
use friedrich_clock::tournament::{GameRef, PlayerNo};
use journal::{
    BASE, FATE, FATE_Q, FATE_R, Journal, army_5, four, france_5, points, result, sweden, table,
    with,
};

#[path = "standings/cli.rs"]
mod cli;
#[path = "standings/final_round.rs"]
mod final_round;
#[path = "standings/journal.rs"]
mod journal;

#[test]
fn tie_breaker_1_the_second_best_scores_as_elisabeth_and_maria_theresia() {
    // Round 1 Sweden 2/4, round 2 Sweden 1/4, round 3 Imperial Army 5/10,
    // round 4 the base game: every total 31.14 (no best score changes).
    // Player 1: E in round 4 7.50 + MT in round 3 5.00 = 12.50
    // Player 2: E in round 1 5.00 + MT in round 4 2.00 = 7.00
    // Player 3: E in round 2 2.50 + MT in round 1 2.00 = 4.50
    // Player 4: E in round 3 7.50 + MT in round 2 2.00 = 9.50
    let j = four([&sweden(2), &sweden(1), &army_5(), BASE]);
    let lines = standings(&j.t);
    let sb = Some(TieBreaker::SecondBest);
    assert_eq!(
        table(&lines),
        [
            (1, 1, None, false),
            (2, 4, sb, false),
            (3, 2, sb, false),
            (4, 3, sb, false)
        ]
    );
    assert!(lines.iter().all(|l| l.total == points("31.14")));
    let sums: Vec<Points> = lines.iter().map(|l| l.second_best).collect();
    assert_eq!(sums, ["12.50", "9.50", "7.00", "4.50"].map(points));
    // Player 1's sum, game by game: MT in round 3 (the army), E in round 4.
    let parts: Vec<(u8, Role, Points, String)> = lines[0]
        .explain
        .second_best
        .iter()
        .map(|p| {
            let l = p.line.clone().unwrap();
            (
                p.game.round,
                p.role,
                l.points,
                friedrich_clock::words::score::scored(friedrich_clock::lang::Lang::En, l.what)
                    .to_owned(),
            )
        })
        .collect();
    assert_eq!(
        parts,
        [
            (
                3,
                Role::MariaTheresia,
                points("5.00"),
                "Imperial Army".into()
            ),
            (4, Role::Elisabeth, points("7.50"), "Sweden".into()),
        ]
    );
    assert_eq!(lines[0].explain.total.len(), 4);
    assert_eq!((lines[0].confirmed, lines[0].scheduled), (4, 4));
}

#[test]
fn tie_breaker_2_the_lower_stcc_as_frederick_and_an_unknown_one_last() {
    // Base game everywhere (totals 31.14, tie-breaker 1 9.50 for all);
    // Frederick's Cards of Fate differ: player 1 (round 1) 0.812, player 2
    // (round 2) 1.088, player 3 (round 3) none listed: not known, player 4
    // (round 4) 0.825.
    let r1 = format!("{FATE}{BASE}");
    let r2 = format!("{FATE_Q}{BASE}");
    let r4 = format!("{FATE_R}{BASE}");
    let j = four([&r1, &r2, BASE, &r4]);
    let lines = standings(&j.t);
    let tcc = Some(TieBreaker::Tcc);
    assert_eq!(
        table(&lines),
        [
            (1, 1, None, false),
            (2, 4, tcc, false),
            (3, 2, tcc, false),
            (4, 3, tcc, false)
        ]
    );
    assert!(lines.iter().all(|l| l.second_best == points("9.50")));
    let shown: Vec<String> = lines
        .iter()
        .map(|l| {
            l.tcc
                .as_ref()
                .map(|t| format!("{:.3}", t.value))
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(shown, ["0.812", "0.825", "1.088", ""]);
    assert!(
        friedrich_clock::words::score::tcc(
            friedrich_clock::lang::Lang::En,
            lines[0].tcc.as_ref().unwrap()
        )
        .contains("105 / 172"),
        "the formula with its numbers"
    );
    assert_eq!(
        lines[0].explain.tcc,
        TccFrom::Known {
            game: GameRef { round: 1, table: 1 }
        }
    );
    assert_eq!(
        lines[3].explain.tcc,
        TccFrom::Unknown {
            game: GameRef { round: 3, table: 1 },
            why: TccUnknown::DeckNeeded
        }
    );
}

/// Two tables of four (players 1–4 and 5–8), every game the base game with
/// FATE, but at table 2 in round 1 France holds 5/5: its Pompadour, player
/// 8, scores 10.00 instead of 6.00.
fn two_tables(fill_ins: &[PlayerNo]) -> Journal {
    let mut j = Journal::open(8, fill_ins);
    j.draw(&[[1, 2, 3, 4], [5, 6, 7, 8]]);
    let base = format!("{FATE}{BASE}");
    let france = format!("{FATE}{}", france_5());
    for round in 1..=4 {
        j.confirm(round, 1, &base);
        j.confirm(round, 2, if round == 1 { &france } else { &base });
    }
    j
}

#[test]
fn tie_breaker_3_the_opponents_total_when_he_played_frederick() {
    // Totals: players 1–7 31.14, player 8 31.14 + 4.00 = 35.14. Tie-breaker
    // 1 9.50 and 2 0.812 for all. Each met the other three of his table
    // when he played Frederick: players 1–4 3 × 31.14 = 93.42; players 5, 6,
    // 7 31.14 + 31.14 + 35.14 = 97.42; player 8 93.42.
    let mut j = two_tables(&[]);
    let lines = standings(&j.t);
    let opp = Some(TieBreaker::Opponents);
    assert_eq!(
        table(&lines),
        [
            (1, 8, None, false),
            (2, 5, None, true),
            (2, 6, None, true),
            (2, 7, None, true),
            (5, 1, opp, true),
            (5, 2, None, true),
            (5, 3, None, true),
            (5, 4, None, true),
        ]
    );
    let by_player = |no| lines.iter().find(|l| l.player == no).unwrap();
    assert_eq!(by_player(5).opponents, points("97.42"));
    assert_eq!(by_player(1).opponents, points("93.42"));
    let five: Vec<(PlayerNo, Role, Points)> = by_player(5)
        .explain
        .opponents
        .iter()
        .map(|o| (o.player, o.role, o.total))
        .collect();
    assert_eq!(
        five,
        [
            (6, Role::Elisabeth, points("31.14")),
            (7, Role::MariaTheresia, points("31.14")),
            (8, Role::Pompadour, points("35.14")),
        ]
    );
    assert_eq!(lots_needed(&lines), [vec![5, 6, 7], vec![1, 2, 3, 4]]);
    assert_eq!(
        j.t.finalists(),
        None,
        "a lot is needed among the first four"
    );
    // The jury draws 7, 5, 6: the top four are decided; players 1–4 still
    // need a lot, which keeps nobody from the final.
    j.lot(&[7, 5, 6]);
    let lines = standings(&j.t);
    let lot = Some(TieBreaker::Lot);
    assert_eq!(
        table(&lines)[..5],
        [
            (1, 8, None, false),
            (2, 7, None, false),
            (3, 5, lot, false),
            (4, 6, lot, false),
            (5, 1, opp, true),
        ]
    );
    assert_eq!(j.t.finalists(), Some(vec![8, 7, 5, 6]));
}

#[test]
fn fill_ins_are_not_ranked_but_count_as_opponents() {
    // The same games with player 8 an out-of-competition fill-in: his 35.14
    // still makes the opponents' total of players 5, 6 and 7 97.42.
    let j = two_tables(&[8]);
    let lines = standings(&j.t);
    assert_eq!(lines.len(), 7);
    assert!(lines.iter().all(|l| l.player != 8));
    let opp = Some(TieBreaker::Opponents);
    assert_eq!(
        table(&lines)[..4],
        [
            (1, 5, None, true),
            (1, 6, None, true),
            (1, 7, None, true),
            (4, 1, opp, true)
        ]
    );
    let eight = lines[0]
        .explain
        .opponents
        .iter()
        .find(|o| o.player == 8)
        .unwrap();
    assert!(eight.fill_in);
    assert_eq!((eight.total, eight.confirmed), (points("35.14"), 4));
}

#[test]
fn a_lot_orders_a_group_it_names_entirely_and_the_latest_one_counts() {
    // The base game with FATE everywhere: every line is 31.14, 9.50, 0.812
    // and 93.42. All four share rank 1 and need a lot.
    let r = format!("{FATE}{BASE}");
    let mut j = four([&r, &r, &r, &r]);
    let lines = standings(&j.t);
    assert!(
        lines
            .iter()
            .all(|l| l.rank == 1 && l.tied && l.lot.is_none())
    );
    assert_eq!(lots_needed(&lines), [vec![1, 2, 3, 4]]);
    assert_eq!(j.t.finalists(), None);
    // A lot between two of them orders nothing: the group is four.
    j.lot(&[3, 1]);
    assert!(standings(&j.t).iter().all(|l| l.tied));
    j.lot(&[3, 1, 4, 2]);
    let lines = standings(&j.t);
    let lot = Some(TieBreaker::Lot);
    assert_eq!(
        table(&lines),
        [
            (1, 3, None, false),
            (2, 1, lot, false),
            (3, 4, lot, false),
            (4, 2, lot, false)
        ]
    );
    let places: Vec<(usize, u32)> = lines
        .iter()
        .map(|l| l.lot.map(|p| (p.lot, p.place)).unwrap())
        .collect();
    assert_eq!(places, [(1, 1), (1, 2), (1, 3), (1, 4)]);
    assert_eq!(j.t.finalists(), Some(vec![3, 1, 4, 2]));
    // A lot is drawn once: the same four again (until the order suits
    // someone) is refused, and the order stands.
    let again = journal::line(Entry::Lot {
        order: vec![2, 4, 1, 3],
    });
    assert_eq!(j.t.apply(&again), Err(Refusal::LotDrawn));
    let order: Vec<PlayerNo> = standings(&j.t).iter().map(|l| l.player).collect();
    assert_eq!(order, [3, 1, 4, 2]);
}

#[test]
fn the_standings_are_live_and_count_only_confirmed_games() {
    // Only round 1 (base game with FATE) confirmed: player 2 (E) 12.00,
    // player 3 (MT) 7.14, player 1 (F) and player 4 (P) 6.00. Player 1's
    // sTCC 0.812 is known, player 4 has not played Frederick yet: player 1
    // first. Tie-breaker 3 would not decide: player 1's opponents 12.00 +
    // 7.14 + 6.00 = 25.14; player 4's (round 4, from the draw) 6.00 + 12.00
    // + 7.14 = 25.14.
    let mut j = Journal::open(4, &[]);
    j.draw(&[[1, 2, 3, 4]]);
    j.apply(Entry::Reported {
        game: GameRef { round: 2, table: 1 },
        journal: "table-1.jsonl".into(),
        result: result(BASE),
        at: None,
    });
    j.confirm(1, 1, &format!("{FATE}{BASE}"));
    let lines = standings(&j.t);
    assert_eq!(
        table(&lines),
        [
            (1, 2, None, false),
            (2, 3, None, false),
            (3, 1, None, false),
            (4, 4, Some(TieBreaker::Tcc), false)
        ]
    );
    assert!(lines.iter().all(|l| (l.confirmed, l.scheduled) == (1, 4)));
    assert_eq!(
        lines[3].explain.tcc,
        TccFrom::NotPlayed {
            game: Some(GameRef { round: 4, table: 1 })
        }
    );
    assert_eq!(lines[3].opponents, points("25.14"));
    assert_eq!(j.t.finalists(), None, "three games to confirm");
}

#[test]
fn a_correction_changes_the_standings() {
    // The tie-breaker 1 tournament (1, 4, 2, 3), then round 1 corrected to
    // Sweden 3/4: player 2's sum 7.50 + 2.00 = 9.50 equals player 4's; both
    // sTCCs unknown, both opponents' totals 3 × 31.14: tied for rank 2.
    let mut j = four([&sweden(2), &sweden(1), &army_5(), BASE]);
    j.correct(1, 1, BASE, "Sweden held 3 objectives, not 2");
    let lines = standings(&j.t);
    assert_eq!(
        table(&lines),
        [
            (1, 1, None, false),
            (2, 2, Some(TieBreaker::SecondBest), true),
            (2, 4, None, true),
            (4, 3, Some(TieBreaker::SecondBest), false)
        ]
    );
    // And a correction of a score moves a player by his total: Frederick
    // of round 2 (player 2) lost in turn 13, not 12: 6.50.
    j.correct(2, 1, &with(&sweden(1), "turns = 12", "turns = 13"), "turn");
    let lines = standings(&j.t);
    assert_eq!((lines[0].player, lines[0].total), (2, points("31.64")));
}

#[test]
fn the_journal_replayed_gives_the_same_standings() {
    let mut j = two_tables(&[8]);
    j.lot(&[6, 7, 5]);
    // Player 7's game as Frederick (round 3, table 2) corrected to FATE_R:
    // his sTCC 0.825 puts him below players 1–4 (0.812); 6 and 5 keep the
    // lot's order.
    j.correct(3, 2, &format!("{FATE_R}{BASE}"), "the Cards of Fate");
    let read = friedrich_clock::tournament::replay::replay(&j.text);
    assert_eq!(read.skipped(), 0);
    let replayed = read.tournament;
    assert_eq!(standings(&replayed), standings(&j.t));
    assert_eq!(replayed.finalists(), j.t.finalists());
    assert_eq!(
        standings(&replayed)
            .iter()
            .map(|l| l.player)
            .collect::<Vec<_>>()[..3],
        [6, 5, 1]
    );
}
