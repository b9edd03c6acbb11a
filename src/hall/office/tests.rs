//! The tournament's journal in the hall, in memory and at fixed times:
//! registration, fill-ins, the draw, a table's result line reported once,
//! confirmed and corrected, lots, the public standings held back; refusals
//! change nothing and a restart replays the same tournament.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use chrono::{DateTime, Local, TimeZone};

use super::asks::*;
use super::*;
use crate::disk::{Keyed, Memory};
use crate::engine::Ruleset;
use crate::engine::{Preset, Role};
use crate::hall::office::public::public;
use crate::hall::office::view::{Status, assignment, jury};
use crate::hall::store::Push;
use crate::journal::Record;
use crate::scoring::ResultInput;
use crate::tournament::book::{Publish, Refusal};
use crate::tournament::request::Clocks;
use crate::tournament::standings::standings;

const DEVICE: &str = "aaaaaaaaaaaaaaaa";

fn at(minute: u32) -> DateTime<Local> {
    Local.with_ymd_and_hms(2026, 11, 24, 9, minute, 0).unwrap()
}

/// Russia wins in turn 12 (the scoring tests' example), at `table`.
fn russia_wins(table: &str) -> ResultInput {
    ResultInput {
        table: Some(table.to_owned()),
        ..crate::tournament::book::tests::russia_wins()
    }
}

/// An office in memory with a tournament of `n` registered players.
fn registered(disk: &Keyed<Memory>, n: u32) -> Office<&Keyed<Memory>> {
    let office = Office::open_on(disk, Path::new("hall")).unwrap();
    ask(&office, open("Test Open", Preset::Fwc2026), at(0)).unwrap();
    for no in 1..=n {
        let town = ["Berlin", "Wien", "Graz", "Bern", "Lyon", "Gent"][no as usize % 6];
        ask(&office, register(&format!("Player {no}"), town), at(1)).unwrap();
    }
    office
}

fn file(disk: &Keyed<Memory>) -> Vec<u8> {
    disk.read(&Path::new("hall").join(JOURNAL)).unwrap()
}

/// A table's journal: the game line naming `game`, then `results` result
/// lines.
fn table_lines(game: Option<GameRef>, results: &[ResultInput]) -> Vec<String> {
    let mut lines = vec![
        serde_json::to_string(&Record::Game {
            v: crate::journal::SCHEMA,
            started: at(10),
            table: "3".to_owned(),
            game,
            names: Default::default(),
            ruleset: Box::new(Ruleset::default()),
        })
        .unwrap(),
    ];
    lines.extend(results.iter().map(|r| {
        serde_json::to_string(&Record::Result {
            v: crate::journal::SCHEMA,
            wall: at(50),
            result: Box::new(r.clone()),
        })
        .unwrap()
    }));
    lines
}

fn push(from: usize, lines: &[String]) -> Push {
    Push {
        device: DEVICE.to_owned(),
        from,
        lines: lines.to_vec(),
        t: None,
    }
}

#[test]
fn twenty_two_players_get_two_fill_ins_and_the_draw_waits_for_them() {
    let disk = Keyed(Memory::default());
    let office = registered(&disk, 22);
    let before = file(&disk);
    assert_eq!(
        ask(&office, draw(7), at(2)),
        Err(Refused::Book(Refusal::FillInsNeeded {
            players: 22,
            fill_ins: 2
        }))
    );
    assert_eq!(file(&disk), before, "a refused draw writes nothing");
    let t = ask(&office, fill_ins(), at(3)).unwrap();
    let shown = |lang| -> Vec<String> {
        t.players
            .iter()
            .filter(|p| p.fill_in)
            .map(|p| crate::words::office::player(lang, &t, p.no))
            .collect()
    };
    assert_eq!(shown(Lang::En), ["Fill-in 1", "Fill-in 2"]);
    assert_eq!(shown(Lang::De), ["Ersatzspieler 1", "Ersatzspieler 2"]);
    // Stored without an English name: worded when shown.
    let text = String::from_utf8(file(&disk)).unwrap();
    assert!(!text.contains("Fill-in"), "{text}");
    assert_eq!(t.players.len(), 24);
    // None more are needed: nothing is added.
    assert_eq!(ask(&office, fill_ins(), at(4)).unwrap().players.len(), 24);
    let t = ask(&office, draw(7), at(5)).unwrap();
    assert_eq!(
        t.draw.as_ref().map(|d| (d.seed, d.games.len())),
        Some((7, 24))
    );
    // A new player is a late entry (until the round begins); the fill-ins
    // are closed; a name is still corrected.
    let late = ask(&office, register("Late", ""), at(6)).unwrap();
    assert_eq!((late.late.len(), late.players.len()), (1, 24));
    let before = file(&disk);
    assert_eq!(
        ask(&office, fill_ins(), at(6)),
        Err(Refused::Book(Refusal::AfterDraw))
    );
    assert_eq!(
        ask(&office, draw(8), at(6)),
        Err(Refused::Book(Refusal::AlreadyDrawn))
    );
    assert_eq!(file(&disk), before);
    let t = office
        .write(
            &correct(3, "Player Three", "Graz"),
            &Clocks::default(),
            at(7),
        )
        .unwrap();
    assert_eq!(t.player(3).map(|p| p.name.as_str()), Some("Player Three"));
    // The draw's game, as a table takes it.
    let first = t.draw.as_ref().unwrap().games[0];
    let a = assignment(&t, first.game(), Lang::En).unwrap();
    assert_eq!(a.names[0], t.player(first.players[0]).unwrap().name);
    assert!(assignment(&t, GameRef { round: 5, table: 1 }, Lang::En).is_none());
    assert!(assignment(&t, GameRef::FINAL, Lang::En).is_none());
}

#[test]
fn a_result_line_from_a_table_is_reported_once_confirmed_and_counted() {
    let disk = Keyed(Memory::default());
    let office = registered(&disk, 24);
    let t = ask(&office, draw(11), at(2)).unwrap();
    let seating = *t.draw.as_ref().unwrap().round(1).next().unwrap();
    let game = seating.game();
    let store = Store::open_on(&disk, Path::new("hall")).unwrap();
    // A game outside the tournament reports nothing.
    store
        .push("free", &push(1, &table_lines(None, &[russia_wins("9")])), 0)
        .unwrap();
    assert_eq!(
        office.hear("free", &store.get("free").unwrap(), at(3)),
        Ok(0)
    );
    // The tournament game, its result saved at the table.
    let lines = table_lines(Some(game), &[russia_wins("3")]);
    store.push("t3", &push(1, &lines[..1]), 0).unwrap();
    let copy = store.get("t3").unwrap();
    assert_eq!(office.hear("t3", &copy, at(4)), Ok(0), "no result yet");
    store.push("t3", &push(2, &lines[1..]), 0).unwrap();
    assert_eq!(office.hear("t3", &copy, at(5)), Ok(1));
    assert_eq!(office.hear("t3", &copy, at(6)), Ok(0), "reported once");
    office.hear_all(&store, at(6));
    let view = jury(&office.tournament(), Lang::En);
    let shown = &view.rounds[0].games[0];
    assert_eq!(
        (shown.status, shown.journal.as_deref()),
        (Status::Reported, Some("t3"))
    );
    assert_eq!(
        view.rounds[0].missing.len(),
        5,
        "the other tables are missing"
    );
    // The jury confirms the reported result: it counts.
    let t = ask(&office, confirm(game, None, None), at(7)).unwrap();
    let lines = standings(&t);
    let frederick = lines
        .iter()
        .find(|l| l.player == seating.players[0])
        .unwrap();
    assert_eq!(frederick.confirmed, 1);
    assert_eq!(
        jury(&t, Lang::En).rounds[0].games[0].status,
        Status::Confirmed
    );
    // A later result line at the table is a later report; the confirmed
    // result stands until the jury names the report to take instead, with
    // a reason (a bare Confirm is refused: nothing is replaced silently).
    let mut other = russia_wins("3");
    other.turns = Some(11);
    let more = table_lines(Some(game), &[russia_wins("3"), other.clone()]);
    store.push("t3", &push(3, &more[2..]), 0).unwrap();
    assert_eq!(office.hear("t3", &copy, at(8)), Ok(1));
    let view = jury(&office.tournament(), Lang::En);
    assert!(view.rounds[0].games[0].differs);
    let before = file(&disk);
    assert_eq!(
        ask(
            &office,
            confirm(game, None, Some("the table counted again")),
            at(9)
        ),
        Err(Refused::Book(Refusal::ReportsDiffer(game)))
    );
    assert_eq!(
        ask(&office, report(game, 2, Some("  ")), at(9)),
        Err(Refused::Book(Refusal::NoReason))
    );
    assert_eq!(
        file(&disk),
        before,
        "a correction without a reason writes nothing"
    );
    let t = ask(
        &office,
        report(game, 2, Some("the table counted again")),
        at(10),
    )
    .unwrap();
    let outcome = &t.results[&game];
    assert_eq!(outcome.confirmed.as_ref().and_then(|r| r.turns), Some(11));
    assert!(
        !jury(&t, Lang::En).rounds[0].games[0].differs,
        "the jury has seen it"
    );
    // The jury's own correction, unlike the table's report: the report is
    // old news, not another result since.
    let t = ask(
        &office,
        confirm(game, Some(russia_wins("3")), Some("12 turns after all")),
        at(11),
    )
    .unwrap();
    assert!(!jury(&t, Lang::En).rounds[0].games[0].differs);
    let said: Vec<_> = outcome
        .corrections
        .iter()
        .map(|c| (c.wall, c.reason.as_str()))
        .collect();
    assert_eq!(said, vec![(at(10), "the table counted again")]);
}

#[test]
fn the_jury_s_own_result_must_validate_and_a_game_must_exist() {
    let disk = Keyed(Memory::default());
    let office = registered(&disk, 8);
    let t = ask(&office, draw(3), at(2)).unwrap();
    let game = t.draw.as_ref().unwrap().games[0].game();
    let before = file(&disk);
    assert_eq!(
        ask(&office, confirm(game, None, None), at(3)),
        Err(Refused::Book(Refusal::NothingReported(game)))
    );
    let mut bad = russia_wins("1");
    bad.turns = None;
    assert!(matches!(
        ask(&office, confirm(game, Some(bad), None), at(3)),
        Err(Refused::Book(Refusal::BadResult(e))) if e.field == "turns"
    ));
    let nowhere = GameRef { round: 2, table: 9 };
    assert_eq!(
        ask(
            &office,
            confirm(nowhere, Some(russia_wins("9")), None),
            at(3)
        ),
        Err(Refused::Book(Refusal::NoSuchGame(nowhere)))
    );
    assert_eq!(
        ask(&office, lot(&[1], 5), at(3)),
        Err(Refused::Book(Refusal::BadLot))
    );
    assert_eq!(
        ask(&office, seat(1, Role::Pompadour), at(3)),
        Err(Refused::Book(Refusal::NotSeeded))
    );
    assert_eq!(file(&disk), before, "nothing refused is written");
    // The jury enters the result itself: no reason needed the first time.
    let t = ask(&office, confirm(game, Some(russia_wins("1")), None), at(4)).unwrap();
    assert!(t.results[&game].corrections.is_empty());
}

#[test]
fn a_restart_replays_the_same_tournament_and_cuts_a_torn_line() {
    let disk = Keyed(Memory::default());
    let office = registered(&disk, 16);
    ask(&office, draw(99), at(2)).unwrap();
    let t = ask(&office, lot(&[3, 1, 2], 42), at(3)).unwrap();
    let mut order = t.lots[0].clone();
    order.sort_unstable();
    assert_eq!(order, [1, 2, 3], "a lot orders the players it was given");
    ask(&office, publish(Publish::Live), at(4)).unwrap();
    let game = t.draw.as_ref().unwrap().games[0].game();
    let t = ask(&office, confirm(game, Some(russia_wins("1")), None), at(5)).unwrap();
    let whole = file(&disk);
    // The hall killed mid-write: a torn last line, never acknowledged.
    let path = Path::new("hall").join(JOURNAL);
    disk.append(&path, b"{\"v\":1,\"wall\":\"2026-").unwrap();
    let again = Office::open_on(&disk, Path::new("hall")).unwrap();
    assert_eq!(again.tournament(), t);
    assert_eq!(file(&disk), whole, "the torn line is cut off");
    // It goes on where it was.
    ask(&again, publish(Publish::Qualifying), at(6)).unwrap();
    let replayed = Office::open_on(&disk, Path::new("hall")).unwrap();
    assert_eq!(replayed.tournament().publish, Publish::Qualifying);
    let read = crate::tournament::replay::replay(&String::from_utf8(file(&disk)).unwrap());
    assert_eq!(
        (read.skipped(), read.tournament),
        (0, replayed.tournament())
    );
}

#[test]
fn the_public_standings_are_held_back_as_the_jury_set() {
    let disk = Keyed(Memory::default());
    let office = registered(&disk, 8);
    let t = ask(&office, draw(5), at(2)).unwrap();
    let round1: Vec<GameRef> = t
        .draw
        .as_ref()
        .unwrap()
        .round(1)
        .map(|s| s.game())
        .collect();
    assert_eq!(round1.len(), 2);
    let t = ask(
        &office,
        confirm(round1[0], Some(russia_wins("1")), None),
        at(3),
    )
    .unwrap();
    // The default: complete rounds only; round 1 is not.
    assert_eq!(t.publish, Publish::Rounds);
    let view = public(&t, Lang::En);
    assert!(view.ranking.shown.is_empty() && view.ranking.standings.is_empty());
    let t = ask(&office, publish(Publish::Live), at(4)).unwrap();
    let view = public(&t, Lang::En);
    assert_eq!(view.ranking.shown, [1, 2, 3, 4]);
    assert!(
        view.ranking
            .standings
            .iter()
            .any(|l| l.standing.confirmed == 1)
    );
    ask(&office, publish(Publish::Rounds), at(5)).unwrap();
    let t = ask(
        &office,
        confirm(round1[1], Some(russia_wins("2")), None),
        at(6),
    )
    .unwrap();
    let view = public(&t, Lang::En);
    assert_eq!(
        (view.ranking.complete.clone(), view.ranking.shown.clone()),
        (vec![1], vec![1])
    );
    assert!(
        view.ranking
            .standings
            .iter()
            .all(|l| l.standing.confirmed == 1)
    );
    let t = ask(&office, publish(Publish::Qualifying), at(7)).unwrap();
    assert!(
        public(&t, Lang::En).ranking.standings.is_empty(),
        "held until the round is complete"
    );
}

#[test]
fn four_level_players_go_to_the_final_by_lot_choose_roles_in_order_and_a_winner_is_named() {
    let disk = Keyed(Memory::default());
    let office = registered(&disk, 4);
    let t = ask(&office, draw(1), at(2)).unwrap();
    let games: Vec<GameRef> = t
        .draw
        .as_ref()
        .unwrap()
        .games
        .iter()
        .map(|s| s.game())
        .collect();
    for (i, game) in games.iter().enumerate() {
        let minute = u32::try_from(i).unwrap() + 3;
        ask(
            &office,
            confirm(*game, Some(russia_wins("1")), None),
            at(minute),
        )
        .unwrap();
    }
    // Everyone played every role against the same three: all level.
    let view = jury(&office.tournament(), Lang::En);
    assert_eq!(view.ranking.lots_needed, vec![vec![1, 2, 3, 4]]);
    assert!(view.ranking.finalists.is_none());
    let t = ask(&office, lot(&[1, 2, 3, 4], 2026), at(10)).unwrap();
    let order = t.lots[0].clone();
    assert_eq!(
        t.finalists(),
        Some(order.clone()),
        "the lot seeds the final"
    );
    // Roles in rank order; not one's turn, a role taken: refused.
    assert_eq!(
        ask(&office, seat(order[1], Role::Frederick), at(11)),
        Err(Refused::Book(Refusal::NotHisChoice(order[1])))
    );
    ask(&office, seat(order[0], Role::Pompadour), at(11)).unwrap();
    assert_eq!(
        ask(&office, seat(order[1], Role::Pompadour), at(12)),
        Err(Refused::Book(Refusal::RoleTaken(Role::Pompadour)))
    );
    ask(&office, seat(order[1], Role::Elisabeth), at(12)).unwrap();
    // The third choice leaves the last finalist one role: he has it.
    let t = ask(&office, seat(order[2], Role::Frederick), at(13)).unwrap();
    assert_eq!(t.seats.last(), Some(&(order[3], Role::MariaTheresia)));
    assert_eq!(
        ask(&office, seat(order[3], Role::MariaTheresia), at(14)),
        Err(Refused::Book(Refusal::NotHisChoice(order[3])))
    );
    let view = jury(&t, Lang::En);
    let fin = view.final_game.as_ref().unwrap();
    assert_eq!(fin.players, [order[2], order[1], order[3], order[0]]);
    assert!(
        view.ranking.final_result.is_none(),
        "no winner before the result"
    );
    let a = assignment(&t, GameRef::FINAL, Lang::En).unwrap();
    assert_eq!(a.names[3], format!("Player {}", order[0]));
    // Russia wins the final: Elisabeth controls it.
    let t = ask(
        &office,
        confirm(GameRef::FINAL, Some(russia_wins("1")), None),
        at(15),
    )
    .unwrap();
    let fin = jury(&t, Lang::En).ranking.final_result.unwrap();
    assert_eq!(fin.winner, order[1]);
    assert_eq!(
        public(&t, Lang::En).ranking.final_result.map(|f| f.winner),
        Some(order[1])
    );
}
