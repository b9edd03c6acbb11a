//! The journal: replaying it rebuilds the game exactly; broken tails are skipped.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::path::PathBuf;

use chrono::Local;
use friedrich_clock::engine::{Command, Engine, Ms, Ruleset, Side, StopReason, StopwatchTimer};
use friedrich_clock::journal::{self, Journal, Record, SCHEMA};
use friedrich_clock::wire::GameRef;
use proptest::prelude::*;
use tempfile::TempDir;

/// A journal's path in a fresh folder; the folder goes when the guard drops.
fn new_journal_path() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    (dir, path)
}

fn game(rules: Ruleset) -> Record {
    Record::Game {
        v: SCHEMA,
        started: Local::now(),
        table: "3".into(),
        game: None,
        names: ["Anna".into(), String::new(), String::new(), String::new()],
        ruleset: Box::new(rules),
    }
}

fn short_rules() -> Ruleset {
    let mut r = Ruleset::default();
    r.chess_clock.frederick_minutes = 3;
    r.chess_clock.attackers_minutes = 4;
    r
}

fn any_command() -> impl Strategy<Value = Option<Command>> {
    prop_oneof![
        6 => Just(None),
        2 => prop::sample::select(StopReason::ALL.to_vec()).prop_map(|reason| Some(Command::Stop { reason })),
        1 => (prop::bool::ANY, 1i32..6).prop_map(|(f, length)| Some(Command::Retreat {
            winner: if f { Side::Frederick } else { Side::Attackers }, length })),
        1 => Just(Some(Command::Conquest { side: Side::Attackers })),
        2 => Just(Some(Command::Undo)),
        1 => (-90_000i64..90_000).prop_map(|delta_ms| Some(Command::Correct {
            side: Side::Frederick, delta_ms, reason: "jury".into() })),
        1 => (prop::sample::select(StopwatchTimer::ALL.to_vec()), -9_000i64..9_000).prop_map(
            |(timer, delta_ms)| Some(Command::CorrectStopwatch { timer, delta_ms, reason: "jury".into() })),
        1 => Just(Some(Command::PassRetreat)),
        1 => Just(Some(Command::Shuffle)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn a_replayed_journal_gives_the_same_view_at_every_step(
        steps in prop::collection::vec((any_command(), 0u64..90_000), 1..80),
    ) {
        let (_dir, path) = new_journal_path();
        let rules = short_rules();
        let mut journal = Journal::create(&path, &game(rules.clone())).unwrap();
        let mut live = Engine::new(rules);
        let mut now: Ms = 0;
        let mut views = Vec::new();
        for (command, pause) in steps {
            now += pause;
            live.tick(now);
            let Some(command) = command.or_else(|| live.primary()) else { continue };
            if live.apply(&command, now).is_ok() {
                journal.append(now, chrono::Local::now(), &command).unwrap();
                views.push(live.view(now));
            }
        }
        let read = journal::read(&path).unwrap();
        prop_assert_eq!(&read.skipped, &None);
        prop_assert_eq!(read.commands.len(), views.len());
        let Record::Game { ruleset, .. } = &read.game else { panic!("no game line") };
        let mut again = Engine::new(Ruleset::clone(ruleset));
        for ((t, cmd), view) in read.commands.iter().zip(&views) {
            again.tick(*t);
            again.apply(cmd, *t).unwrap();
            prop_assert_eq!(&again.view(*t), view);
        }
        let (mut replayed, refused) = journal::replay(&read);
        prop_assert_eq!(refused, 0);
        replayed.tick(now);
        prop_assert_eq!(replayed.view(now), live.view(now));
    }
}

fn journal_with_three_commands() -> (TempDir, PathBuf) {
    let (dir, path) = new_journal_path();
    let mut j = Journal::create(&path, &game(Ruleset::default())).unwrap();
    j.append(1_000, chrono::Local::now(), &Command::StartTurn)
        .unwrap();
    j.append(61_000, chrono::Local::now(), &Command::HandOff)
        .unwrap();
    j.append(91_000, chrono::Local::now(), &Command::HandOff)
        .unwrap();
    (dir, path)
}

#[test]
fn a_truncated_last_line_is_reported_and_skipped_everything_before_kept() {
    let (_dir, path) = journal_with_three_commands();
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, &text[..text.len() - 20]).unwrap();
    let read = journal::read(&path).unwrap();
    assert_eq!(read.commands.len(), 2);
    assert_eq!(read.skipped.as_ref().map(|(line, _)| *line), Some(4));
    let (engine, refused) = journal::replay(&read);
    assert_eq!(refused, 0);
    assert_eq!(
        engine.view(61_000).frederick.remaining,
        130 * 60_000 - 60_000
    );
}

#[test]
fn a_garbage_tail_is_reported_and_skipped() {
    let (_dir, path) = journal_with_three_commands();
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap();
    f.write_all(b"\x00\x00\xff garbage after a power cut\n")
        .unwrap();
    let read = journal::read(&path).unwrap();
    assert_eq!(read.commands.len(), 3);
    assert_eq!(read.skipped.as_ref().map(|(line, _)| *line), Some(5));
}

#[test]
fn a_file_that_is_not_a_journal_is_refused_with_its_name() {
    let (_dir, path) = new_journal_path();
    std::fs::write(&path, "hello\n").unwrap();
    let err = journal::read(&path).unwrap_err().to_string();
    assert!(err.contains("not a Friedrich Clock journal"), "{err}");
    assert!(err.contains("game.jsonl"), "{err}");
}

#[test]
fn an_unwritable_place_is_an_error_not_a_panic() {
    let (_dir, blocker) = new_journal_path();
    std::fs::write(&blocker, "a file where a folder should be").unwrap();
    let err =
        Journal::create(&blocker.join("games/x.jsonl"), &game(Ruleset::default())).unwrap_err();
    assert!(err.to_string().contains("games"), "{err}");
}

#[test]
fn every_line_carries_the_schema_version_and_both_times() {
    let (_dir, path) = journal_with_three_commands();
    let text = std::fs::read_to_string(&path).unwrap();
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["v"], 1);
        if v["kind"] == "command" {
            assert!(
                v["t"].is_u64() && v["wall"].is_string() && v["cmd"]["type"].is_string(),
                "{line}"
            );
        }
    }
    assert!(
        text.lines()
            .nth(1)
            .unwrap()
            .contains(r#""cmd":{"type":"start-turn"}"#)
    );
}

#[test]
fn file_names_carry_the_start_and_the_table() {
    let started = chrono::TimeZone::with_ymd_and_hms(&Local, 2026, 9, 12, 17, 0, 5).unwrap();
    assert_eq!(
        journal::file_name(started, "3", None),
        "2026-09-12_170005_table-3.jsonl"
    );
    assert_eq!(
        journal::file_name(started, "", None),
        "2026-09-12_170005_game.jsonl"
    );
    assert_eq!(
        journal::file_name(started, "A/1", None),
        "2026-09-12_170005_table-A-1.jsonl"
    );
    // Round 3's and round 4's games at table 5, started in the same second
    // on two tablets, are two journals in the hall.
    let round = |round| Some(GameRef { round, table: 5 });
    assert_eq!(
        journal::file_name(started, "5", round(3)),
        "2026-09-12_170005_round-3_table-5.jsonl"
    );
    assert_ne!(
        journal::file_name(started, "5", round(3)),
        journal::file_name(started, "5", round(4))
    );
    assert_eq!(
        journal::file_name(started, "1", Some(GameRef::FINAL)),
        "2026-09-12_170005_final_table-1.jsonl"
    );
}
