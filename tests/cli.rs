//! The command line: help, version, and clear messages for bad rulesets.
#![allow(clippy::unwrap_used)]

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_lists_the_options() {
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    for option in ["--data-dir", "--ruleset", "--fullscreen", "--version"] {
        assert!(out.contains(option), "{option} missing from:\n{out}");
    }
}

#[test]
fn version_prints_the_version() {
    let (code, out, _) = run(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        format!("friedrich-clock {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn an_unknown_preset_is_refused_with_the_known_ones() {
    let (code, _, err) = run(&["--ruleset", "fwc-2030"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown ruleset preset 'fwc-2030'"), "{err}");
    assert!(err.contains("fwc-2026"), "{err}");
}

#[test]
fn a_broken_ruleset_file_is_refused_with_file_line_and_field() {
    let dir = std::env::temp_dir().join(format!("fc-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("club.toml");
    std::fs::write(&file, "[chess_clock]\nfrederick_minutes = 0\n").unwrap();
    let (code, _, err) = run(&["--ruleset", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains(&format!(
            "{}, line 2: chess_clock.frederick_minutes must be 1 to 600 minutes",
            file.display()
        )),
        "{err}"
    );
}

#[test]
fn a_missing_ruleset_file_is_refused() {
    let (code, _, err) = run(&["--ruleset", "/nonexistent/club.toml"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("/nonexistent/club.toml: cannot read the ruleset file"),
        "{err}"
    );
}

fn saved_game(name: &str) -> std::path::PathBuf {
    use friedrich_clock::engine::{Command, Ruleset};
    use friedrich_clock::journal::{Journal, Record, SCHEMA};
    let dir = std::env::temp_dir().join(format!("fc-cli-replay-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("game.jsonl");
    let game = Record::Game {
        v: SCHEMA,
        started: chrono::Local::now(),
        table: "7".into(),
        names: Default::default(),
        ruleset: Box::new(Ruleset::default()),
    };
    let mut j = Journal::create(&path, &game).unwrap();
    j.append(0, chrono::Local::now(), &Command::StartTurn)
        .unwrap();
    j.append(90_000, chrono::Local::now(), &Command::HandOff)
        .unwrap();
    j.append(120_000, chrono::Local::now(), &Command::HandOff)
        .unwrap();
    path
}

#[test]
fn replay_prints_the_clocks_the_stage_and_the_log_at_the_end() {
    let path = saved_game("end");
    let (code, out, err) = run(&["replay", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Game: table 7"), "{out}");
    assert!(out.contains("Frederick  2:08:00"), "{out}");
    assert!(out.contains("Attackers  2:10:00  running"), "{out}");
    assert!(out.contains("Now: Russia — action stage"), "{out}");
    assert!(out.contains("1:30 · turn 1 · Hand-off"), "{out}");
}

#[test]
fn replay_at_a_time_shows_the_game_then() {
    let path = saved_game("at");
    let (code, out, _) = run(&["replay", path.to_str().unwrap(), "--at", "60000"]);
    assert_eq!(code, 0);
    assert!(out.contains("Frederick  2:09:00  running"), "{out}");
    assert!(out.contains("Now: Prussia — action stage"), "{out}");
    assert!(!out.contains("Hand-off"), "{out}");
}

#[test]
fn replay_json_is_machine_readable() {
    let path = saved_game("json");
    let (code, out, _) = run(&["replay", path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["at"], 120_000);
    assert_eq!(v["view"]["frederick"]["remaining"], 130 * 60_000 - 120_000);
    assert_eq!(v["view"]["active_nation"], "russia");
    assert_eq!(v["log"].as_array().unwrap().len(), 3);
}

#[test]
fn replay_of_a_file_that_is_not_a_journal_fails_clearly() {
    let (code, _, err) = run(&["replay", "/nonexistent/game.jsonl"]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/game.jsonl"), "{err}");
}
