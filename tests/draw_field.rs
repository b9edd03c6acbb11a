//! `friedrich-clock draw` and the fields it cannot serve: fewer than four
//! ranked players are refused (no final), twelve seats or fewer say the
//! repeats they cannot avoid, two players who would look identical are
//! refused unless a note tells them apart (and the note is printed after
//! the name), fill-ins sit apart, and counts take the singular.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .arg("draw")
        .args(args)
        .env("LC_ALL", "C")
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

/// `n` players without towns.
fn players(n: usize) -> String {
    let mut text = String::from("name,town\n");
    for i in 1..=n {
        text.push_str(&format!("Player {i},\n"));
    }
    text
}

#[test]
fn three_players_are_refused_for_want_of_a_final() {
    let (_dir, file) = csv(&players(3));
    let (code, out, err) = run(&[file.to_str().unwrap(), "--seed", "1"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.is_empty());
    assert!(
        err.contains("players.csv: 3 ranked players: the final needs four"),
        "{err}"
    );
    for lang in ["de", "es"] {
        let (code, _, err) = run(&[file.to_str().unwrap(), "--lang", lang]);
        assert_eq!(code, 2);
        assert!(
            err.contains("3 gewertete Spieler") || err.contains("3 jugadores en la clasificación"),
            "{err}"
        );
    }
}

#[test]
fn small_fields_say_the_repeats_they_cannot_avoid_and_counts_take_the_singular() {
    // Eleven players: one fill-in, three tables, twelve seats.
    let (_dir, file) = csv(&players(11));
    let (code, out, err) = run(&[file.to_str().unwrap(), "--seed", "3"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Players: 12 (11 registered, 1 fill-in), 3 tables a round"),
        "{out}"
    );
    assert!(
        out.contains(
            "12 seats with the fill-ins: repeats are unavoidable, 18 pairs of players meet 2 times each"
        ),
        "{out}"
    );
    assert_eq!(out.matches(" meet 2 times: ").count(), 18, "{out}");
    // Four players: one table a round, in every language.
    let (_dir, file) = csv(&players(4));
    let (_, out, _) = run(&[file.to_str().unwrap(), "--seed", "3"]);
    assert!(out.contains("0 fill-ins), 1 table a round"), "{out}");
    assert!(
        out.contains("6 pairs of players meet 4 times each"),
        "{out}"
    );
    let (_, de, _) = run(&[file.to_str().unwrap(), "--seed", "3", "--lang", "de"]);
    assert!(de.contains("1 Tisch je Runde"), "{de}");
    let (_, es, _) = run(&[file.to_str().unwrap(), "--seed", "3", "--lang", "es"]);
    assert!(es.contains("1 mesa por ronda"), "{es}");
    // Sixteen seats say nothing of repeats.
    let (_dir, file) = csv(&players(13));
    let (_, out, _) = run(&[file.to_str().unwrap(), "--seed", "7"]);
    assert!(!out.contains("unavoidable"), "{out}");
    assert!(out.contains("3 fill-ins), 4 tables a round"), "{out}");
}

#[test]
fn thirteen_players_seed_7_seat_no_two_fill_ins_together() {
    // The draw: round 2, table 3 seated player 1 with the three
    // fill-ins.
    let (_dir, file) = csv(&players(13));
    let (code, out, err) = run(&[file.to_str().unwrap(), "--seed", "7"]);
    assert_eq!(code, 0, "{err}");
    let tables: Vec<&str> = out.lines().filter(|l| l.starts_with("  Table ")).collect();
    assert_eq!(tables.len(), 16);
    for table in tables {
        assert!(table.matches("Fill-in ").count() <= 1, "{table}");
    }
}

#[test]
fn namesakes_are_refused_unless_a_note_tells_them_apart() {
    let (_dir, file) = csv("name,town\nAnna Berg,Wien\nBo,\nanna berg , wien\nCy,\n");
    let (code, out, err) = run(&[file.to_str().unwrap()]);
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("players.csv, line 4: Anna Berg of the same town is registered already as number 1: add a note"),
        "{err}"
    );
    // Another town, or a note, tells them apart; the note is printed.
    let (_dir, file) =
        csv("name,town,note\nAnna Berg,Wien,\nBo,,\nAnna Berg,Wien,junior\nCy,\nAnna Berg,Graz,\n");
    let (code, out, err) = run(&[file.to_str().unwrap(), "--seed", "9"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Anna Berg (junior)"), "{out}");
    let (_, json, _) = run(&[file.to_str().unwrap(), "--seed", "9", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let third = &json["players"][2];
    assert_eq!(
        (third["name"].as_str(), third["note"].as_str()),
        (Some("Anna Berg"), Some("junior"))
    );
}
