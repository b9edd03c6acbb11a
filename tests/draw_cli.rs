//! `friedrich-clock draw PLAYERS.csv`: the draw as text, JSON and CSV, the
//! seed printed and taken back, fill-ins added, clear messages for bad
//! files; the hall's players export drawn again on the command line gives
//! the hall's draw, and a draw changed in the tournament's journal is
//! caught when `standings` replays it.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::process::Command;

use serde_json::{Value, json};

#[path = "hall/processes.rs"]
mod processes;
mod server;

use processes::{Hall, call};

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .arg("draw")
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

/// `draw` with `args` and the locale variables `env` (none other set).
fn draw_where(env: &[(&str, &str)], args: &[&str]) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"));
    command.arg("draw").args(args);
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    let out = command.envs(env.iter().copied()).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_draw_speaks_german_and_spanish_when_asked_or_when_the_locale_does() {
    let (_dir, file) = csv(&eighteen());
    let file = file.to_str().unwrap();
    let (code, de, err) = draw_where(&[], &[file, "--seed", "42", "--lang", "de"]);
    assert_eq!(code, 0, "{err}");
    assert!(de.starts_with("Startwert: 42 "), "{de}");
    for said in [
        "Spieler: 20 (18 angemeldet, 2 Ersatzspieler), 5 Tische je Runde",
        "Verfahren: Design",
        "\nRunde 1\n",
        "  Tisch 1: Friedrich: ",
        "Niemand trifft jemanden zweimal.",
        "Keine zwei Spieler eines Orts treffen sich.",
        ": Ersatzspieler 2",
    ] {
        assert!(de.contains(said), "{said} missing from:\n{de}");
    }
    assert!(!de.contains("Nobody"), "{de}");
    // Without --lang the locale decides: LC_ALL before LANG.
    let (_, es, _) = draw_where(&[("LANG", "es_ES.UTF-8")], &[file, "--seed", "42"]);
    assert!(es.starts_with("Semilla: 42 "), "{es}");
    assert!(es.contains("Nadie se enfrenta dos veces."), "{es}");
    assert!(
        es.contains("\nRonda 4\n") && es.contains("Federico: "),
        "{es}"
    );
    let locales = [("LANG", "es_ES.UTF-8"), ("LC_ALL", "de_DE.UTF-8")];
    assert_eq!(draw_where(&locales, &[file, "--seed", "42"]).1, de);
    let (_, en, _) = draw_where(&locales, &[file, "--seed", "42", "--lang", "en"]);
    assert!(en.contains("Nobody meets anyone twice."), "{en}");
    assert_eq!(draw_where(&[("LANG", "C")], &[file, "--seed", "42"]).1, en);
    // Machine output is the same in every language.
    let json = |lang| draw_where(&[], &[file, "--seed", "42", "--json", "--lang", lang]).1;
    assert_eq!(json("de"), json("en"));
    // So are the errors, in the language asked for.
    let (_dir, bad) = csv("name,town\nA,B\n,C\n");
    let (code, _, err) = draw_where(&[], &[bad.to_str().unwrap(), "--lang", "de"]);
    assert_eq!(code, 2);
    assert!(err.contains("players.csv, Zeile 3: kein Name"), "{err}");
    let (code, _, err) = draw_where(&[], &[file, "--lang", "fr"]);
    assert_eq!(code, 2, "{err}");
}

/// Any subcommand of the binary: exit code, stdout, stderr.
fn binary(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
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

/// A GET of the hall with its key; the body as text.
fn get(hall: &Hall, path: &str) -> String {
    let (code, body) = processes::get(&format!("{}{path}", hall.url()), &hall.key);
    assert_eq!(code, 200, "{path}: {body}");
    match body {
        Value::String(text) => text,
        other => other.to_string(),
    }
}

fn post(hall: &Hall, path: &str, body: &Value) -> Value {
    let url = format!("{}{path}", hall.url());
    let (code, answer) = call(&url, Some((&hall.key, body.to_string().into_bytes())));
    assert_eq!(code, 200, "{path} {body}: {answer}");
    answer
}

/// The `drawn` line of a hall's tournament journal: its number and entry.
fn drawn_line(journal: &str) -> (usize, Value) {
    journal
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, serde_json::from_str::<Value>(l).unwrap()))
        .find(|(_, l)| l["kind"] == "drawn")
        .unwrap()
}

#[test]
fn the_hall_s_players_export_draws_the_hall_s_draw_on_the_command_line() {
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    post(
        &hall,
        "/api/tournament/open",
        &json!({"name": "Export Open", "scheme": "fwc-2026"}),
    );
    // 22 players (two fill-ins make 24): towns, a comma and a quote in
    // names, and a name a spreadsheet would run as a formula.
    for n in 1..=22u32 {
        let name = match n {
            3 => "Müller, Hans".to_owned(),
            7 => "Anna \"Die Große\" Brandt".to_owned(),
            11 => "=HYPERLINK(\"http://x\")".to_owned(),
            _ => format!("Player {n}"),
        };
        let town = ["Berlin", " wien", "", "Graz", ""][n as usize % 5];
        post(
            &hall,
            "/api/tournament/players",
            &json!({"name": name, "town": town}),
        );
    }
    post(&hall, "/api/tournament/fill-ins", &json!({}));
    // A random seed, as the jury draws without typing one.
    let drawn = post(&hall, "/api/tournament/draw", &json!({}));
    let seed = drawn["draw"]["seed"].as_str().unwrap().to_owned();

    let players = get(&hall, "/export/players.csv");
    assert!(
        players.starts_with("no,name,town,fill_in,note\n"),
        "{players}"
    );
    assert!(
        players.contains("\n11,\"'=HYPERLINK("),
        "a formula is written as text: {players}"
    );
    let file = temp.path().join("players.csv");
    std::fs::write(&file, &players).unwrap();
    let file = file.to_str().unwrap();

    // The same CSV, byte for byte, with the seed on its first line.
    let hall_csv = get(&hall, "/export/draw.csv");
    assert!(
        hall_csv.starts_with(&format!("# seed {seed}\nround,table,")),
        "{hall_csv}"
    );
    assert_eq!(hall_csv.lines().count(), 2 + 24);
    let (code, cli_csv, err) = run(&[file, "--seed", &seed, "--csv"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(cli_csv, hall_csv, "the command line draws the hall's draw");

    // And the whole draw as the hall's journal keeps it: pots, roles, all.
    let (_, entry) =
        drawn_line(&std::fs::read_to_string(hall.dir.join("tournament.jsonl")).unwrap());
    let (code, out, err) = run(&[file, "--seed", &seed, "--json"]);
    assert_eq!(code, 0, "{err}");
    let cli: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(cli["draw"], entry["draw"]);
    assert_eq!(
        cli["players"].as_array().unwrap().len(),
        24,
        "no fill-ins added twice"
    );

    // The text names the seed and the hall's fill-ins.
    let (_, text, _) = run(&[file, "--seed", &seed]);
    assert!(text.starts_with(&format!("Seed: {seed} ")), "{text}");
    assert!(
        text.contains("Players: 24 (22 registered, 2 fill-ins)"),
        "{text}"
    );
}

#[test]
fn a_draw_changed_in_the_journal_is_caught_when_standings_replays_it() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    {
        let hall = Hall::start(&dir, 0);
        post(
            &hall,
            "/api/tournament/open",
            &json!({"name": "Tamper Open", "scheme": "fwc-2026"}),
        );
        for n in 1..=24u32 {
            post(
                &hall,
                "/api/tournament/players",
                &json!({"name": format!("Player {n}"), "town": ""}),
            );
        }
        post(&hall, "/api/tournament/draw", &json!({"seed": 2026}));
    }
    let journal = std::fs::read_to_string(dir.join("tournament.jsonl")).unwrap();
    let dir = dir.to_str().unwrap();
    let (code, _, err) = binary(&["standings", dir]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("draw"), "the hall's own draw checks: {err}");

    // Elisabeth of round 3, table 2 and of table 5 change places: every
    // round still seats everyone once, but it is not the seed's draw.
    let (at, mut entry) = drawn_line(&journal);
    let games = entry["draw"]["games"].as_array_mut().unwrap();
    let index = |t: u64| {
        games
            .iter()
            .position(|g| g["round"] == 3 && g["table"] == t)
            .unwrap()
    };
    let (a, b) = (index(2), index(5));
    let was: Vec<u64> = (0..4)
        .map(|k| games[a]["players"][k].as_u64().unwrap())
        .collect();
    let moved = games[a]["players"][1].clone();
    games[a]["players"][1] = games[b]["players"][1].clone();
    games[b]["players"][1] = moved;
    let now: Vec<u64> = (0..4)
        .map(|k| games[a]["players"][k].as_u64().unwrap())
        .collect();
    let tampered: Vec<String> = journal
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i + 1 == at {
                entry.to_string()
            } else {
                l.to_owned()
            }
        })
        .collect();
    let other = temp.path().join("tampered");
    std::fs::create_dir(&other).unwrap();
    std::fs::write(other.join("tournament.jsonl"), tampered.join("\n") + "\n").unwrap();
    let (code, out, err) = binary(&["standings", other.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Player 1"), "the standings still show: {out}");
    let seats = |p: &[u64]| {
        format!(
            "Frederick {}, Elisabeth {}, Maria Theresia {}, Pompadour {}",
            p[0], p[1], p[2], p[3]
        )
    };
    let says = format!(
        "tournament.jsonl, line {at}: The draw is not the one its seed 2026 gives for its players: \
         round 3, table 2 seats {}; the seed seats {}",
        seats(&now),
        seats(&was)
    );
    assert!(err.contains(&says), "{err}\nwanted: {says}");
}
