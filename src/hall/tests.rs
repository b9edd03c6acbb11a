//! The hall's store and board without a network: what a jury would see go
//! wrong if they broke (a lost line, a stolen journal, a missed alert).
#![allow(clippy::unwrap_used)]

use std::path::Path;

use chrono::Local;

use super::board::{self, Alert, SILENT_AFTER};
use super::store::{Push, Refusal, Store, valid_name};
use crate::disk::{Disk, Keyed, Memory, Native};
use crate::engine::{Command, Ms, Ruleset, StopReason};
use crate::journal::{Record, SCHEMA};
use crate::lang::Lang;

pub(super) const DEVICE: &str = "aaaaaaaaaaaaaaaa";
const OTHER: &str = "bbbbbbbbbbbbbbbb";

pub(super) fn game_line() -> String {
    serde_json::to_string(&Record::Game {
        v: SCHEMA,
        started: Local::now(),
        table: "4".to_owned(),
        game: None,
        names: Default::default(),
        ruleset: Box::new(Ruleset::default()),
    })
    .unwrap()
}

pub(super) fn line(t: Ms, cmd: Command) -> String {
    serde_json::to_string(&Record::Command {
        v: SCHEMA,
        t,
        wall: Local::now(),
        cmd,
    })
    .unwrap()
}

pub(super) fn push(device: &str, from: usize, lines: &[String]) -> Push {
    Push {
        device: device.to_owned(),
        from,
        lines: lines.to_vec(),
        t: None,
    }
}

#[test]
fn names_that_could_leave_the_data_directory_are_not_journal_names() {
    for bad in [
        "",
        "..",
        "../x",
        "a/b",
        "a\\b",
        ".hidden",
        "a\0b",
        "CON",
        "nul.jsonl",
        "com1",
        &"x".repeat(101),
    ] {
        assert!(!valid_name(bad), "{bad:?}");
    }
    assert!(valid_name("2026-11-23_141108_table-3"));
}

/// A journal stored on `disk` under `dir` in order, sent again, then read
/// back by a hall started again after a torn tail.
fn stored_in_order_and_read_back(disk: &impl Disk, dir: &Path) {
    let store = Store::open_on(disk, dir).unwrap();
    let lines = [
        game_line(),
        line(0, Command::StartTurn),
        line(5_000, Command::HandOff),
    ];
    assert_eq!(store.push("g", &push(DEVICE, 1, &lines[..2]), 0), Ok(3));
    // The same lines again, and the next one: stored once each.
    assert_eq!(store.push("g", &push(DEVICE, 1, &lines), 10), Ok(4));
    assert_eq!(store.push("g", &push(DEVICE, 2, &lines[1..]), 20), Ok(4));
    let path = dir.join("journals/g.jsonl");
    let file = disk.read(&path).unwrap();
    assert_eq!(file, (lines.join("\n") + "\n").into_bytes());
    // A torn tail (the hall killed mid-write) is cut off at the next start.
    disk.append(&path, b"{\"kind\":\"comm").unwrap();
    let again = Store::open_on(disk, dir).unwrap();
    assert_eq!(again.push("g", &push(DEVICE, 4, &[]), 0), Ok(4));
    assert_eq!(disk.read(&path).unwrap(), file);
    // The report sheet is made from the copy, wherever its file is.
    let copy = again.get("g").unwrap();
    assert!(board::report_html(&super::store::lock(&copy), 0, Lang::En).is_ok());
}

#[test]
fn a_journal_is_stored_in_order_resends_are_harmless_and_it_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    stored_in_order_and_read_back(&Native, dir.path());
    // The same in memory: the store writes through the disk seam only.
    stored_in_order_and_read_back(&Keyed(Memory::default()), Path::new("hall"));
}

#[test]
fn refused_pushes_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let lines = [game_line(), line(0, Command::StartTurn)];
    store.push("g", &push(DEVICE, 1, &lines), 0).unwrap();
    let before = std::fs::read(dir.path().join("journals/g.jsonl")).unwrap();
    let next = line(1_000, Command::HandOff);
    let cases = [
        (
            push(OTHER, 3, std::slice::from_ref(&next)),
            Refusal::NotYours,
        ),
        (
            push(DEVICE, 5, std::slice::from_ref(&next)),
            Refusal::Gap { expected: 3 },
        ),
        (
            push(DEVICE, 2, &[line(9, Command::HandOff)]),
            Refusal::Differs { line: 2 },
        ),
        (
            push("short", 3, std::slice::from_ref(&next)),
            Refusal::BadDevice,
        ),
    ];
    for (p, why) in cases {
        assert_eq!(store.push("g", &p, 0), Err(why));
    }
    // A good line followed by a bad one: neither is stored.
    let bad = push(DEVICE, 3, &[next, "{\"kind\":\"game\"}".to_owned()]);
    assert!(matches!(
        store.push("g", &bad, 0),
        Err(Refusal::Malformed { line: 4, .. })
    ));
    // A journal must begin with its game.
    let headless = push(DEVICE, 1, &[line(0, Command::StartTurn)]);
    assert!(matches!(
        store.push("h", &headless, 0),
        Err(Refusal::Malformed { line: 1, .. })
    ));
    assert_eq!(
        std::fs::read(dir.path().join("journals/g.jsonl")).unwrap(),
        before
    );
    assert!(!dir.path().join("journals/h.jsonl").exists());
}

/// A game on `disk` under `dir` taken over by another device, and its old
/// device refused, by a hall started again too.
fn taken_over_for_good(disk: &impl Disk, dir: &Path) {
    let store = Store::open_on(disk, dir).unwrap();
    let lines = [game_line(), line(0, Command::StartTurn)];
    store.push("g", &push(DEVICE, 1, &lines), 0).unwrap();
    // While its device is heard, nobody takes the game.
    assert!(matches!(
        store.take("g", OTHER, 10_000, 15_000),
        Err(Refusal::Live { .. })
    ));
    let text = store.take("g", OTHER, 15_000, 15_000).unwrap();
    assert_eq!(text, lines.join("\n") + "\n");
    let next = [line(2_000, Command::HandOff)];
    assert_eq!(
        store.push("g", &push(DEVICE, 3, &next), 0),
        Err(Refusal::Moved)
    );
    // The device file names the new device, then the old one.
    let devices = disk.read(&dir.join("journals/g.device")).unwrap();
    assert_eq!(devices, format!("{OTHER}\n{DEVICE}\n").into_bytes());
    let again = Store::open_on(disk, dir).unwrap();
    assert_eq!(
        again.push("g", &push(DEVICE, 3, &next), 0),
        Err(Refusal::Moved)
    );
    assert_eq!(again.push("g", &push(OTHER, 3, &next), 0), Ok(4));
    assert_eq!(store.take("nothing", OTHER, 0, 0), Err(Refusal::Unknown));
}

#[test]
fn a_game_taken_over_refuses_its_old_device_even_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    taken_over_for_good(&Native, dir.path());
    taken_over_for_good(&Keyed(Memory::default()), Path::new("hall"));
}

#[test]
fn the_board_counts_the_clock_on_and_alerts_for_silence_the_jury_and_a_flag() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut lines = vec![game_line(), line(0, Command::StartTurn)];
    let mut p = push(DEVICE, 1, &lines);
    p.t = Some(1_000);
    store.push("g", &p, 50_000).unwrap();
    let at = |now| board::table("g", &store.card("g").unwrap(), now);
    // Ten seconds after the push the table's clock is at 11 s.
    let seen = at(60_000);
    let used = seen.view.frederick.used;
    assert_eq!(used, 11_000);
    assert!(seen.alerts.is_empty());
    // Silent for 30 s while Frederick's clock runs.
    assert_eq!(at(50_000 + SILENT_AFTER).alerts, vec![Alert::Silent]);
    // Stopped for the jury: an alert, and silence no longer matters.
    lines.push(line(
        2_000,
        Command::Stop {
            reason: StopReason::Jury,
        },
    ));
    store
        .push("g", &push(DEVICE, 3, &lines[2..]), 51_000)
        .unwrap();
    assert_eq!(at(200_000).alerts, vec![Alert::Jury]);
    // Resumed, and Frederick's 130 minutes run out.
    lines.push(line(3_000, Command::Resume));
    store
        .push("g", &push(DEVICE, 4, &lines[3..]), 52_000)
        .unwrap();
    let flagged = at(52_000 + 131 * 60_000);
    assert!(
        flagged.alerts.contains(&Alert::Flag),
        "{:?}",
        flagged.alerts
    );
    assert_eq!(flagged.view.frederick.remaining, 0);
}

#[test]
fn a_finished_game_calls_the_jury_until_its_result_is_in() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut lines = vec![game_line(), line(0, Command::StartTurn)];
    lines.push(line(5_000, Command::EndGame));
    store.push("g", &push(DEVICE, 1, &lines), 0).unwrap();
    let over = board::table("g", &store.card("g").unwrap(), 10_000);
    assert!(over.listed.finished);
    assert_eq!(over.alerts, vec![Alert::Jury]);
    assert!(!over.result_in);
    let result = serde_json::to_string(&Record::Result {
        v: SCHEMA,
        wall: Local::now(),
        result: Box::default(),
    })
    .unwrap();
    store
        .push("g", &push(DEVICE, 4, &[result]), 11_000)
        .unwrap();
    let scored = board::table("g", &store.card("g").unwrap(), 12_000);
    assert!(scored.result_in);
    assert!(scored.alerts.is_empty(), "{:?}", scored.alerts);
}

#[test]
fn the_log_is_worded_in_the_language_the_page_asks_for() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let stop = Command::Stop {
        reason: StopReason::Combat,
    };
    let lines = [game_line(), line(0, Command::StartTurn), line(1_000, stop)];
    store.push("g", &push(DEVICE, 1, &lines), 0).unwrap();
    let copy = store.get("g").unwrap();
    let what = |lang| {
        let log = board::log(&super::store::lock(&copy), lang);
        log.iter().map(|e| e.what.clone()).collect::<Vec<_>>()
    };
    assert_eq!(what(Lang::En), ["Turn started", "Stopped: Combat"]);
    assert_eq!(what(Lang::De), ["Zug begonnen", "Angehalten: Kampf"]);
}

#[test]
fn a_line_whose_game_time_runs_backwards_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let lines = [game_line(), line(5_000, Command::StartTurn)];
    store.push("g", &push(DEVICE, 1, &lines), 0).unwrap();
    let before = std::fs::read(dir.path().join("journals/g.jsonl")).unwrap();
    // A table never writes one: its clock is monotonic and refuses it.
    let back = push(DEVICE, 3, &[line(4_999, Command::HandOff)]);
    match store.push("g", &back, 0) {
        Err(Refusal::Malformed { line: 3, why }) => {
            assert!(why.contains("runs backwards"), "{why}");
        }
        other => panic!("accepted a line back in time: {other:?}"),
    }
    assert_eq!(
        std::fs::read(dir.path().join("journals/g.jsonl")).unwrap(),
        before
    );
    // In a first push too; the same instant twice is fine.
    let first = [
        game_line(),
        line(2_000, Command::StartTurn),
        line(1_000, Command::HandOff),
    ];
    assert!(matches!(
        store.push("h", &push(DEVICE, 1, &first), 0),
        Err(Refusal::Malformed { line: 3, .. })
    ));
    let same = push(DEVICE, 3, &[line(5_000, Command::HandOff)]);
    assert_eq!(store.push("g", &same, 0), Ok(4));
}

#[test]
fn a_tables_result_and_its_correction_reach_the_hall_and_survive_a_restart() {
    use crate::scoring::{Outcome, ResultInput};
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let result = |turns| {
        serde_json::to_string(&Record::Result {
            v: SCHEMA,
            wall: Local::now(),
            result: Box::new(ResultInput {
                turns: Some(turns),
                outcome: Some(Outcome::Defensive),
                ..ResultInput::default()
            }),
        })
        .unwrap()
    };
    let lines = [
        game_line(),
        line(0, Command::StartTurn),
        line(9_000, Command::EndGame),
        result(11),
        // A correction is a new line, never a rewrite.
        result(12),
    ];
    assert_eq!(store.push("g", &push(DEVICE, 1, &lines), 0), Ok(6));
    let turns = |store: &Store| {
        let copy = store.get("g").unwrap();
        let copy = copy.lock().unwrap();
        copy.results.iter().map(|r| r.turns).collect::<Vec<_>>()
    };
    assert_eq!(turns(&store), vec![Some(11), Some(12)]);
    let again = Store::open(dir.path()).unwrap();
    assert_eq!(turns(&again), vec![Some(11), Some(12)]);
    // A result before the game line is no journal.
    assert!(matches!(
        store.push("h", &push(DEVICE, 1, &[result(3)]), 0),
        Err(Refusal::Malformed { line: 1, .. })
    ));
}

#[test]
fn a_table_s_report_in_the_hall_scores_the_result_saved_at_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let saved: crate::scoring::ResultInput = serde_json::from_str(
        r#"{"turns": 9, "outcome": "attackers", "winners": ["russia"],
            "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 1, "total": 4},
            "austria": {"held": 3, "total": 7}, "imperial-army": {"held": 5, "total": 10},
            "france": {"held": 2, "total": 5}}}"#,
    )
    .unwrap();
    let result = serde_json::to_string(&Record::Result {
        v: SCHEMA,
        wall: Local::now(),
        result: Box::new(saved),
    })
    .unwrap();
    let mut lines = vec![
        game_line(),
        line(0, Command::StartTurn),
        line(9_000, Command::EndGame),
    ];
    let report = |store: &Store| {
        let copy = store.get("g").unwrap();
        board::report_html(&super::store::lock(&copy), 0, Lang::En).unwrap()
    };
    assert_eq!(store.push("g", &push(DEVICE, 1, &lines), 0), Ok(4));
    assert!(report(&store).contains("No scores"), "no result yet");
    lines.push(result);
    assert_eq!(store.push("g", &push(DEVICE, 1, &lines), 0), Ok(5));
    let sheet = report(&store);
    assert!(!sheet.contains("No scores"), "{sheet}");
    // Elisabeth's 12.00: Russia's 8 of 8 and the victory bonus.
    let scores = &sheet[sheet.find("Scores").unwrap()..];
    assert!(
        scores.contains("<td>Elisabeth </td><td class=\"n\"><b>12.00</b>"),
        "{scores}"
    );
}
