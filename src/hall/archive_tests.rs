//! The hall view forgets what the jury dismisses: a game archived is kept
//! on disk, hidden from the cards and counted apart, and stays archived
//! after a restart; of three copies of one tournament game the latest
//! started is live and the others say which one is; a journal naming a
//! game not in the draw is marked; the time charts count each game once,
//! from its live copy.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use chrono::{DateTime, Local};

use super::board::{self, Live, TableView};
use super::charts;
use super::store::{self, Push, Refusal, Store};
use super::view::cards;
use crate::disk::{Disk, Keyed, Memory, Native};
use crate::engine::Ruleset;
use crate::journal::{Record, SCHEMA};
use crate::lang::Lang;
use crate::wire::GameRef;

const DEVICE: &str = "aaaaaaaaaaaaaaaa";

/// A journal's game line: `game` started at `time` on the 24th.
fn game_line(game: GameRef, time: &str) -> String {
    let started = DateTime::parse_from_rfc3339(&format!("2026-11-24T{time}+01:00"))
        .unwrap()
        .with_timezone(&Local);
    serde_json::to_string(&Record::Game {
        v: SCHEMA,
        started,
        table: game.table.to_string(),
        game: Some(game),
        names: Default::default(),
        ruleset: Box::new(Ruleset::default()),
    })
    .unwrap()
}

/// A journal's command line: `cmd` at game time `t`.
fn command(t: u64, cmd: &str) -> String {
    format!(
        r#"{{"kind":"command","v":{SCHEMA},"t":{t},"wall":"2026-11-24T09:00:00Z","cmd":{{"type":"{cmd}"}}}}"#
    )
}

fn push(lines: Vec<String>) -> Push {
    Push {
        device: DEVICE.to_owned(),
        from: 1,
        lines,
        t: None,
    }
}

const FIRST: GameRef = GameRef { round: 1, table: 1 };
const NOWHERE: GameRef = GameRef { round: 5, table: 9 };

/// Three copies of round 1, table 1 (the first two given up for a new
/// device), and one of a game the draw does not have.
fn hall_of_copies<D: Disk>(disk: D, dir: &Path) -> Store<D> {
    let store = Store::open_on(disk, dir).unwrap();
    // Each copy of round 1, table 1 after the one before went silent;
    // the table's own start times say the opposite order, which counts
    // for nothing.
    for (name, game, time, heard) in [
        ("r1-t1-a", FIRST, "10:40:00", 0),
        ("r1-t1-b", FIRST, "10:20:00", 20_000),
        ("r1-t1-c", FIRST, "10:00:00", 40_000),
        ("r5-t9", NOWHERE, "10:05:00", 0),
    ] {
        store
            .push(name, &push(vec![game_line(game, time)]), heard)
            .unwrap();
    }
    store
}

fn marked<D: Disk>(store: &Store<D>) -> Vec<TableView> {
    let mut tables: Vec<TableView> = store
        .cards()
        .iter()
        .map(|(name, card)| board::table(name, card, 0))
        .collect();
    board::mark(&mut tables, &store.archived(), |g| g.round <= 4, |_| false);
    tables
}

fn live_of<'a>(tables: &'a [TableView], journal: &str) -> &'a TableView {
    tables.iter().find(|t| t.listed.journal == journal).unwrap()
}

fn archived_and_read_back(disk: &impl Disk, dir: &Path) {
    let store = hall_of_copies(disk, dir);
    assert_eq!(store.archive("r1-t1-a", true), Ok(()));
    assert_eq!(store.archive("r1-t1-a", true), Ok(()), "archived once");
    assert_eq!(store.archive("no-such", true), Err(Refusal::Unknown));
    assert_eq!(store.archive("../x", true), Err(Refusal::BadName));
    let again = Store::open_on(disk, dir).unwrap();
    let archived: Vec<String> = again.archived().into_iter().collect();
    assert_eq!(archived, ["r1-t1-a"], "kept after a restart");
    assert_eq!(again.all().len(), 4, "its copy stays on disk");
    assert_eq!(again.archive("r1-t1-a", false), Ok(()));
    assert!(Store::open_on(disk, dir).unwrap().archived().is_empty());
}

#[test]
fn a_game_the_jury_archives_is_kept_on_disk_and_stays_archived_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    archived_and_read_back(&Native, dir.path());
    archived_and_read_back(&Keyed(Memory::default()), Path::new("hall"));
}

#[test]
fn the_latest_copy_of_a_game_is_live_the_others_superseded_and_archived_ones_counted_apart() {
    let disk = Keyed(Memory::default());
    let store = hall_of_copies(&disk, Path::new("hall"));
    let tables = marked(&store);
    let live = live_of(&tables, "r1-t1-c");
    let superseded = |by: &str| Live::Superseded {
        by: by.to_owned(),
        device: live.device.clone(),
        since: live.first_heard.clone(),
    };
    assert!(live.first_heard.is_some());
    assert_eq!(live_of(&tables, "r1-t1-a").live, superseded("r1-t1-c"));
    assert_eq!(live_of(&tables, "r1-t1-b").live, superseded("r1-t1-c"));
    assert_eq!(live_of(&tables, "r1-t1-c").live, Live::Live);
    assert_eq!(live_of(&tables, "r1-t1-c").copies, 3);
    assert!(live_of(&tables, "r5-t9").outside_draw);
    assert!(!live_of(&tables, "r1-t1-c").outside_draw);
    let html = cards(&tables, Lang::En).into_string();
    assert!(html.contains("Tables: 2 live · 2 superseded"), "{html}");
    assert!(html.contains(r#"data-tables="2""#), "{html}");
    assert!(html.contains("Superseded: the live copy of this game is r1-t1-c"));
    assert!(html.contains("The live copy: 3 copies of this game in the hall"));
    assert!(html.contains("Not in the tournament's draw"), "{html}");

    // Archived: hidden, counted apart, listed to restore; the live copy
    // counts the copies left.
    store.archive("r1-t1-a", true).unwrap();
    store.archive("r1-t1-b", true).unwrap();
    let tables = marked(&store);
    assert_eq!(live_of(&tables, "r1-t1-a").live, Live::Archived);
    assert_eq!(live_of(&tables, "r1-t1-c").copies, 1);
    let html = cards(&tables, Lang::En).into_string();
    assert!(html.contains("Tables: 2 live · 2 archived"), "{html}");
    assert_eq!(html.matches("class=\"card").count(), 2, "{html}");
    assert!(html.contains(r#"data-archive="r1-t1-a" data-archived="false""#));
    let de = cards(&tables, Lang::De).into_string();
    assert!(de.contains("Tische: 2 laufend · 2 archiviert"), "{de}");
}

#[test]
fn the_time_charts_count_a_game_once_and_never_an_archived_copy() {
    let store = Store::open_on(Keyed(Memory::default()), Path::new("hall")).unwrap();
    // Round 1, table 1 played on one tablet, then taken up on another: two
    // copies of one game, each with Prussia's first stage done.
    for (name, time, heard) in [("r1-t1-a", "10:00:00", 0), ("r1-t1-b", "10:20:00", 20_000)] {
        let lines = vec![
            game_line(FIRST, time),
            command(0, "start-turn"),
            command(5_000, "hand-off"),
        ];
        store.push(name, &push(lines), heard).unwrap();
    }
    assert_eq!(charts::of_store(&store, 0).games, 1, "one game, not two");
    store.archive("r1-t1-b", true).unwrap();
    assert_eq!(
        charts::of_store(&store, 0).games,
        1,
        "the other copy is live"
    );
    store.archive("r1-t1-a", true).unwrap();
    assert_eq!(charts::of_store(&store, 0).games, 0, "both archived");
}

#[test]
fn a_new_copy_is_refused_while_the_live_one_is_heard_and_its_own_start_time_counts_for_nothing() {
    let store = Store::open_on(Keyed(Memory::default()), Path::new("hall")).unwrap();
    store
        .push("real", &push(vec![game_line(FIRST, "10:00:00")]), 0)
        .unwrap();
    // Another device's copy of the same game, claiming a later start.
    let fake = Push {
        device: "b".repeat(16),
        ..push(vec![game_line(FIRST, "23:59:00")])
    };
    let live = |silent_ms| {
        Err(Refusal::Live {
            silent_ms,
            quiet_ms: store::QUIET,
        })
    };
    assert_eq!(store.push("fake", &fake, 5_000), live(5_000));
    // The real tablet's heartbeat at 10 s: still refused at 20 s.
    let heartbeat = Push {
        from: 2,
        t: Some(10_000),
        ..push(Vec::new())
    };
    assert_eq!(store.push("real", &heartbeat, 10_000), Ok(2));
    assert_eq!(store.push("fake", &fake, 20_000), live(10_000));
    assert!(store.get("fake").is_none(), "nothing stored");
    assert_eq!(live_of(&marked(&store), "real").live, Live::Live);
    // Silent for the quiet time: the new copy is taken and is live (the
    // hall heard it last), the real one says by which device and when.
    assert_eq!(store.push("fake", &fake, 25_000), Ok(2));
    let tables = marked(&store);
    assert_eq!(live_of(&tables, "fake").live, Live::Live);
    assert!(matches!(&live_of(&tables, "real").live,
        Live::Superseded { by, device, since: Some(_) }
            if by == "fake" && *device == board::device_tag(&"b".repeat(16))));
    // Another game is not held back by this one.
    let other = push(vec![game_line(NOWHERE, "10:00:00")]);
    assert_eq!(store.push("other", &other, 25_000), Ok(2));
}
