//! The command line: help, version, and clear messages for bad rulesets.
#![allow(clippy::unwrap_used)]

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .args(args)
        // English, whatever the machine's locale.
        .env("LC_ALL", "C")
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
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.toml");
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

/// A short saved game in a fresh folder, which goes when the guard drops.
fn saved_game() -> (tempfile::TempDir, std::path::PathBuf) {
    use friedrich_clock::engine::{Command, Ruleset};
    use friedrich_clock::journal::{Journal, Record, SCHEMA};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let game = Record::Game {
        v: SCHEMA,
        started: chrono::Local::now(),
        table: "7".into(),
        game: None,
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
    (dir, path)
}

#[test]
fn replay_prints_the_clocks_the_stage_and_the_log_at_the_end() {
    let (_dir, path) = saved_game();
    let (code, out, err) = run(&["replay", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Game: table 7"), "{out}");
    assert!(out.contains("Frederick  2:08:00"), "{out}");
    assert!(out.contains("Attackers  2:10:00  running"), "{out}");
    assert!(out.contains("Now: Russia — action stage"), "{out}");
    assert!(out.contains("1:30 · turn 1 · Hand-off"), "{out}");
}

#[test]
fn replay_speaks_german_and_spanish_when_asked() {
    let (_dir, path) = saved_game();
    let (code, de, err) = run(&["replay", path.to_str().unwrap(), "--lang", "de"]);
    assert_eq!(code, 0, "{err}");
    assert!(de.contains("Partie: Tisch 7"), "{de}");
    assert!(de.contains("Angreifer  2:10:00  läuft"), "{de}");
    assert!(de.contains("Jetzt: Russland — Aktionsphase"), "{de}");
    assert!(de.contains("1:30 · Zug 1 · "), "{de}");
    let (_, es, _) = run(&["replay", path.to_str().unwrap(), "--lang", "es"]);
    assert!(es.contains("Ahora: Rusia — fase de acción"), "{es}");
    assert!(es.contains("1:30 · turno 1 · "), "{es}");
}

#[test]
fn replay_at_a_time_shows_the_game_then() {
    let (_dir, path) = saved_game();
    let (code, out, _) = run(&["replay", path.to_str().unwrap(), "--at", "60000"]);
    assert_eq!(code, 0);
    assert!(out.contains("Frederick  2:09:00  running"), "{out}");
    assert!(out.contains("Now: Prussia — action stage"), "{out}");
    assert!(!out.contains("Hand-off"), "{out}");
}

#[test]
fn replay_json_is_machine_readable() {
    let (_dir, path) = saved_game();
    let (code, out, _) = run(&["replay", path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["at"], 120_000);
    assert_eq!(v["view"]["frederick"]["remaining"], 130 * 60_000 - 120_000);
    assert_eq!(v["view"]["active_nation"], "russia");
    assert_eq!(v["log"].as_array().unwrap().len(), 3);
    assert_eq!(
        v["per_turn"][0]["nations"][0]["clock"], 90_000,
        "Prussia's 90 s in turn 1"
    );
}

#[test]
fn replay_turns_prints_where_the_time_went_one_csv_row_per_turn() {
    let (_dir, path) = saved_game();
    let (code, out, err) = run(&["replay", path.to_str().unwrap(), "--turns"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("turn,from_s,to_s,prussia_s,hanover_s"),
        "{out}"
    );
    assert!(lines[1].starts_with("1,0.0,120.0,90.0,30.0,0.0"), "{out}");
}

#[test]
fn replay_of_a_file_that_is_not_a_journal_fails_clearly() {
    let (code, _, err) = run(&["replay", "/nonexistent/game.jsonl"]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/game.jsonl"), "{err}");
}

#[test]
fn replay_says_the_game_started_at_the_first_start_turn_and_when_setup_was_left() {
    use chrono::TimeZone;
    use friedrich_clock::engine::{Command, Ruleset};
    use friedrich_clock::journal::{Journal, Record, SCHEMA};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let at = |h, m| {
        chrono::Local
            .with_ymd_and_hms(2026, 9, 12, h, m, 0)
            .unwrap()
    };
    let game = Record::Game {
        v: SCHEMA,
        started: at(14, 2),
        table: "7".into(),
        game: None,
        names: Default::default(),
        ruleset: Box::new(Ruleset::default()),
    };
    let mut j = Journal::create(&path, &game).unwrap();
    j.append(480_000, at(14, 10), &Command::StartTurn).unwrap();
    j.append(570_000, at(14, 11), &Command::HandOff).unwrap();
    let (code, out, err) = run(&["replay", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Game: table 7, started 2026-09-12 14:10 (first turn); setup left 14:02,"),
        "{out}"
    );
}

#[test]
fn replay_json_shows_a_late_card_the_jury_stop_and_the_objectives_counted() {
    use friedrich_clock::engine::{Command, FateCard, Nation, Preset};
    use friedrich_clock::journal::{Journal, Record, SCHEMA};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let game = Record::Game {
        v: SCHEMA,
        started: chrono::Local::now(),
        table: "7".into(),
        game: None,
        names: Default::default(),
        ruleset: Box::new(Preset::Fwc2020.ruleset()),
    };
    let mut j = Journal::create(&path, &game).unwrap();
    let mut t = 0;
    let mut add = |c: Command| {
        t += 1_000;
        j.append(t, chrono::Local::now(), &c).unwrap();
    };
    // Six turns, the card after turn 6 forgotten, noticed in turn 7.
    for _ in 0..7 {
        add(Command::StartTurn);
        for _ in 0..7 {
            add(Command::HandOff);
        }
    }
    add(Command::StartTurn);
    add(Command::LateFate {
        card: FateCard::Elisabeth,
        after_turn: 6,
        reason: "overlooked".into(),
    });
    add(Command::Objectives {
        nation: Nation::Russia,
        held: 3,
        total: 8,
    });
    let (code, out, err) = run(&["replay", path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["refused_commands"], 0);
    assert_eq!(v["view"]["stopped"], "jury");
    assert_eq!(v["view"]["out"], serde_json::json!(["russia"]));
    // FWC 2020 sorts Elisabeth out of the first four cards: a warning.
    assert_eq!(
        v["view"]["fate_warning"]["cards"],
        serde_json::json!(["elisabeth"])
    );
    assert_eq!(v["chronicle"]["dropouts"][0]["turn"], 6);
    assert_eq!(v["chronicle"]["counted"][0]["held"], 3);
    let (_, text, _) = run(&["replay", path.to_str().unwrap()]);
    assert!(
        text.contains("Jury: Card of Fate Elisabeth after turn 6, entered late (overlooked)"),
        "{text}"
    );
}

#[test]
fn a_reader_that_stops_early_is_no_error() {
    // As `friedrich-clock replay GAME | head -1` does, the reader goes away
    // before the output is written: the command ends quietly, not in a panic.
    use std::process::Stdio;
    let (_dir, path) = saved_game();
    for args in [
        vec!["replay", path.to_str().unwrap()],
        vec!["score", "docs/examples/result.toml"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
    }
}

/// The options a `--help` lists (`--name` at the start of an option's line).
fn options(help: &str) -> std::collections::BTreeSet<String> {
    help.lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let l = l
                .strip_prefix("-h, ")
                .or(l.strip_prefix("-V, "))
                .unwrap_or(l);
            l.strip_prefix("--")
                .map(|rest| rest.split([' ', '<', '=']).next().unwrap_or("").to_owned())
        })
        .collect()
}

#[test]
fn every_subcommand_s_help_lists_only_its_own_options() {
    let table = [
        "data-dir",
        "ruleset",
        "hall",
        "key",
        "authority",
        "continue",
    ];
    let cases: &[(&[&str], &[&str])] = &[
        (
            &[],
            &[
                "data-dir",
                "ruleset",
                "fullscreen",
                "hall",
                "key",
                "authority",
                "continue",
                "help",
                "version",
            ],
        ),
        (
            &["headless"],
            &[
                "table",
                "round",
                "lang",
                "data-dir",
                "ruleset",
                "hall",
                "key",
                "authority",
                "continue",
                "help",
            ],
        ),
        (
            &["replay"],
            &["at", "json", "turns", "html", "lang", "help"],
        ),
        (
            &["hall"],
            &[
                "data-dir",
                "port",
                "https-port",
                "no-https",
                "no-plain-http",
                "web",
                "take-after",
                "address",
                "copy-to",
                "publish-to",
                "lang",
                "help",
            ],
        ),
        (&["score"], &["ruleset", "json", "csv", "html", "help"]),
        (&["draw"], &["seed", "json", "csv", "lang", "help"]),
        (&["serve"], &["port", "dir", "help"]),
        (&["standings"], &["json", "csv", "html", "lang", "help"]),
        (&["publish"], &["lang", "help"]),
    ];
    for (command, want) in cases {
        let args: Vec<&str> = command.iter().copied().chain(["--help"]).collect();
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{command:?}: {err}");
        let listed = options(&out);
        let want: std::collections::BTreeSet<String> =
            want.iter().map(|o| (*o).to_owned()).collect();
        assert_eq!(listed, want, "{command:?} --help:\n{out}");
    }
    // The table's options after a subcommand that has none are refused.
    for option in table {
        let (code, _, err) = run(&["replay", "x.jsonl", &format!("--{option}"), "v"]);
        assert_eq!(code, 2, "--{option}: {err}");
    }
}

#[test]
fn replay_html_prints_the_report_sheet_with_its_charts() {
    let (_dir, path) = saved_game();
    let (code, out, err) = run(&["replay", path.to_str().unwrap(), "--html", "--lang", "es"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<!DOCTYPE html>"), "{out}");
    assert!(out.contains("<html lang=\"es\">"), "{out}");
    assert!(out.contains("Mesa 7") || out.contains("mesa 7"), "{out}");
    assert_eq!(out.matches("<svg").count(), 3, "the three charts: {out}");
    // One of --json, --turns and --html.
    let (code, _, _) = run(&["replay", path.to_str().unwrap(), "--html", "--json"]);
    assert_eq!(code, 2);
}
