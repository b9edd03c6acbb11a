//! `friedrich-clock draw PLAYERS.csv`: the draw as text and JSON, the seed
//! printed and taken back, fill-ins added, and clear messages for bad files.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .arg("draw")
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

/// A CSV file in a fresh folder, which goes when the guard drops.
fn csv(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players.csv");
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

/// 18 players, some of one town (two spellings of Berlin).
fn eighteen() -> String {
    let mut text = String::from("name,town,fill-in\n");
    for i in 1..=18 {
        let town = match i % 6 {
            0 => "Berlin",
            1 if i < 7 => " berlin",
            2 => "Wien",
            _ => "",
        };
        text.push_str(&format!("\"Player {i}\",{town},\n"));
    }
    text
}

#[test]
fn the_draw_prints_seed_rounds_and_guarantees_and_adds_fill_ins() {
    let (_dir, file) = csv(&eighteen());
    let file = file.to_str().unwrap();
    let (code, out, err) = run(&[file, "--seed", "42"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Seed: 42 "), "{out}");
    assert!(
        out.contains("Players: 20 (18 registered, 2 fill-ins), 5 tables a round"),
        "{out}"
    );
    assert!(out.contains("Method: design"), "{out}");
    for round in 1..=4 {
        assert!(out.contains(&format!("Round {round}\n")), "{out}");
    }
    assert_eq!(out.matches("  Table ").count(), 20, "{out}");
    assert!(
        out.contains("Fill-in 1") && out.contains("Fill-in 2"),
        "{out}"
    );
    assert!(
        out.contains("Frederick: ") && out.contains("Pompadour: "),
        "{out}"
    );
    assert!(out.contains("Nobody meets anyone twice."), "{out}");
    assert!(out.contains("No two players of one town meet."), "{out}");
    assert_eq!(
        run(&[file, "--seed", "42"]).1,
        out,
        "the same seed, the same draw"
    );
    assert_ne!(run(&[file, "--seed", "43"]).1, out);
}

#[test]
fn without_a_seed_a_random_one_is_printed_and_draws_again() {
    let (_dir, file) = csv(&eighteen());
    let file = file.to_str().unwrap();
    let (code, out, _) = run(&[file]);
    assert_eq!(code, 0);
    let seed = out
        .strip_prefix("Seed: ")
        .and_then(|s| s.split_whitespace().next())
        .unwrap();
    assert_eq!(run(&[file, "--seed", seed]).1, out);
}

#[test]
fn json_holds_the_players_and_the_draw() {
    let (_dir, file) = csv("name,town\nA,X\nB,X\nC,\nD,\nE,\n");
    let (code, out, err) = run(&[file.to_str().unwrap(), "--seed", "3", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["draw"]["seed"], 3);
    assert_eq!(v["draw"]["method"], "search");
    assert_eq!(v["draw"]["games"].as_array().unwrap().len(), 8);
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 8);
    assert_eq!(players[7]["name"], "Fill-in 3");
    assert_eq!(players[7]["fill_in"], true);
    let draw: friedrich_clock::tournament::Draw =
        serde_json::from_value(v["draw"].clone()).unwrap();
    assert_eq!(draw.round(1).count(), 2);
}

#[test]
fn bad_files_are_refused_with_a_clear_message() {
    let (code, _, err) = run(&["/nonexistent/players.csv"]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/players.csv: "), "{err}");
    for (text, says) in [
        ("", "no players"),
        ("name,town\n", "no players"),
        (
            "name;town\nA;B\n",
            "line 1: the header must be name,town or name,town,fill-in",
        ),
        ("name,town\nA,B\n,C\n", "line 3: no name"),
        (
            "name,town,fill-in\nA,B,perhaps\n",
            "line 2: fill-in must be yes or no, not 'perhaps'",
        ),
    ] {
        let (_dir, file) = csv(text);
        let (code, out, err) = run(&[file.to_str().unwrap()]);
        assert_eq!(code, 2, "{text:?}");
        assert!(out.is_empty());
        assert!(
            err.contains(&format!(
                "players.csv{}",
                if says.starts_with("line") { ", " } else { ": " }
            )),
            "{err}"
        );
        assert!(err.contains(says), "{text:?}: {err}");
    }
    let (code, _, err) = run(&["--seed", "x", "players.csv"]);
    assert_eq!(code, 2, "{err}");
}
