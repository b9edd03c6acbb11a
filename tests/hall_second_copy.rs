//! The laptop-fails drill, with real `friedrich-clock hall` processes: a
//! hall started with `--copy-to` (a USB stick's folder) runs round 1
//! (a result confirmed, another table mid-game); its data dir is deleted
//! and it is killed (SIGKILL); a new hall on another port started on the
//! stick has the same key, every confirmation and every table's journal,
//! the tables ship on to it from their next line, and nothing confirmed is
//! lost. Then the old laptop, started again on the stick that went on
//! without it, is refused; and a stick pulled mid-day is said, not fatal.
//! A headless table, restarted with the new hall's address, recovers its
//! game and ships the lines it played while no hall answered.
#![allow(clippy::unwrap_used)]

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
#[path = "hall/processes.rs"]
mod processes;
mod server;

use jury_api::{Hall, journal_bytes, table_journal};
use processes::{Table, until_identical};

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");
const DEVICE_1: &str = "0123456789abcdef";
const DEVICE_2: &str = "fedcba9876543210";

/// Every file under `root` with its bytes, by its path under `root`.
fn tree(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut folders = vec![root.to_owned()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap();
                found.push((path.strip_prefix(root).unwrap().to_owned(), bytes));
            }
        }
    }
    found.sort();
    found
}

/// A table's push of `lines` from line `from`, as the table's device.
fn push(hall: &Hall, journal: &str, device: &str, from: usize, lines: &[String]) -> (u16, Value) {
    let body = json!({"device": device, "from": from, "lines": lines});
    hall.call(&hall.url(&format!("/api/journals/{journal}")), Some(&body))
}

/// The names the draw seats at `round`/`table`, as the table takes them.
fn names(hall: &Hall, round: u8, table: u32) -> Vec<Value> {
    let url = hall.url(&format!("/api/tournament/games/{round}/{table}"));
    let (code, taken) = hall.call(&url, None);
    assert_eq!(code, 200, "{taken}");
    taken["names"].as_array().unwrap().clone()
}

fn copy_to(dir: &Path) -> [&OsStr; 2] {
    [OsStr::new("--copy-to"), dir.as_os_str()]
}

#[test]
fn the_laptop_dies_mid_round_and_a_new_hall_goes_on_from_the_stick() {
    let temp = tempfile::tempdir().unwrap();
    let (main, stick) = (temp.path().join("laptop"), temp.path().join("stick"));
    std::fs::create_dir(&stick).unwrap();
    let mut old = Hall::start_with(&main, 0, &copy_to(&stick));
    let (code, body) = old.post("/open", &json!({"name": "Drill", "scheme": "fwc-2026"}));
    assert_eq!(code, 200, "{body}");
    for no in 1..=8 {
        let player = json!({"name": format!("Player {no}"), "town": format!("Town {no}")});
        let (code, body) = old.post("/players", &player);
        assert_eq!(code, 200, "{body}");
    }
    let (code, body) = old.post("/draw", &json!({"seed": "7"}));
    assert_eq!(code, 200, "{body}");
    // Table 1 plays and reports; the jury confirms.
    let table_1 = table_journal(1, 1, &names(&old, 1, 1));
    assert_eq!(push(&old, "r1-t1", DEVICE_1, 1, &table_1).0, 200);
    let (code, body) = old.post(
        "/games/1/1/confirm",
        &json!({"reason": "test journal: one turn on its clock"}),
    );
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["rounds"][0]["games"][0]["status"], "confirmed");
    // The table cards printed: each table's own key made (and on the stick).
    let (code, _) = old.call(&old.url("/print/tables"), None);
    assert_eq!(code, 200);
    let kept: Value =
        serde_json::from_slice(&std::fs::read(main.join("table-keys.json")).unwrap()).unwrap();
    let key_2 = kept["tables"]["2"].as_str().unwrap().to_owned();
    // Table 2 is mid-game: its game line and first command are in.
    let table_2 = table_journal(1, 2, &names(&old, 1, 2));
    let (code, body) = push(&old, "r1-t2", DEVICE_2, 1, &table_2[..2]);
    assert_eq!((code, body["next"].as_u64()), (200, Some(3)));
    // Everything the hall answered is on the stick, as on its disk.
    assert_eq!(tree(&stick), tree(&main));
    let before = old.tournament();

    // The laptop's disk dies, then the laptop.
    std::fs::remove_dir_all(&main).unwrap();
    // What it cannot keep it does not acknowledge: table 2 sends again.
    let (code, body) = push(&old, "r1-t2", DEVICE_2, 3, &table_2[2..]);
    assert_eq!((code, body["error"].as_str()), (500, Some("storage")));
    old.kill();

    // A new hall on another port, on the stick (with a new stick of its own).
    let stick_2 = temp.path().join("stick-2");
    std::fs::create_dir(&stick_2).unwrap();
    let new = Hall::start_with(&stick, 0, &copy_to(&stick_2));
    assert_ne!(new.port, old.port);
    assert_eq!(
        new.key, old.key,
        "the tables' and the jury's key still open it"
    );
    assert_eq!(
        new.tournament(),
        before,
        "every registration and confirmation"
    );
    // The tables' journals, byte for byte as they were pushed.
    for (journal, lines) in [("r1-t1", &table_1[..]), ("r1-t2", &table_2[..2])] {
        let (code, text) = new.call(&new.url(&format!("/api/journals/{journal}")), None);
        let expected: String = lines.iter().map(|l| format!("{l}\n")).collect();
        assert_eq!((code, text), (200, Value::String(expected)), "{journal}");
    }
    // Table 2, pointed at the new hall, ships on from its next line with
    // its own table's key, which the stick kept.
    let body = json!({"device": DEVICE_2, "from": 3, "lines": &table_2[2..]});
    let url = new.url("/api/journals/r1-t2");
    let (code, body) = jury_api::call_with_key(&url, &key_2, Some(&body));
    assert_eq!((code, body["next"].as_u64()), (200, Some(4)), "{body}");
    // Table 1's device is still the one that writes its journal.
    let (code, body) = push(&new, "r1-t1", DEVICE_1, 4, &[]);
    assert_eq!((code, body["next"].as_u64()), (200, Some(4)), "{body}");
    let (code, body) = new.post(
        "/games/1/2/confirm",
        &json!({"reason": "test journal: one turn on its clock"}),
    );
    assert_eq!(code, 200, "{body}");
    let games = &body["rounds"][0]["games"];
    assert_eq!(
        (&games[0]["status"], &games[1]["status"]),
        (&json!("confirmed"), &json!("confirmed"))
    );
    assert_eq!(
        games[0]["confirmed"],
        before["rounds"][0]["games"][0]["confirmed"]
    );
    // The new stick keeps up with the new hall.
    assert_eq!(tree(&stick_2), tree(&stick));
    assert_eq!(journal_bytes(&stick_2), journal_bytes(&stick));

    // The old laptop comes back with an empty data dir and the stick that
    // went on without it: refused, and the stick is left as it is.
    let kept = tree(&stick);
    let out = Command::new(BIN)
        .args(["hall", "--port", "0", "--data-dir"])
        .arg(&main)
        .arg("--copy-to")
        .arg(&stick)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains("is ahead of the data dir"), "{said}");
    assert!(
        said.contains(&format!("--data-dir {}", stick.display())),
        "{said}"
    );
    assert_eq!(tree(&stick), kept);
}

#[test]
fn a_stick_pulled_mid_day_stops_the_copy_and_the_hall_goes_on() {
    let temp = tempfile::tempdir().unwrap();
    let (main, stick) = (temp.path().join("laptop"), temp.path().join("stick"));
    std::fs::create_dir(&stick).unwrap();
    let hall = Hall::start_with(&main, 0, &copy_to(&stick));
    let (code, state) = hall.call(&hall.url("/api/hall"), None);
    assert_eq!(code, 200, "{state}");
    assert_eq!(state["copy"]["dir"], stick.display().to_string());
    assert_eq!(state["copy"]["stopped"], Value::Null);
    let (code, body) = hall.post("/open", &json!({"name": "Drill", "scheme": "fwc-2026"}));
    assert_eq!(code, 200, "{body}");
    std::fs::remove_dir_all(&stick).unwrap();
    // Registered all the same, on the laptop's disk.
    let (code, body) = hall.post("/players", &json!({"name": "Anna", "town": "Wien"}));
    assert_eq!(code, 200, "{body}");
    assert!(
        String::from_utf8(journal_bytes(&main))
            .unwrap()
            .contains("Anna")
    );
    assert!(!stick.exists(), "nothing is written there any more");
    // Said to the jury: in the hall's state and on every tab of the page.
    let (_, state) = hall.call(&hall.url("/api/hall"), None);
    assert_eq!(state["copy"]["stopped"]["file"], "tournament.jsonl");
    let (code, page) = hall.call(&hall.url("/tournament/fragment/players?lang=de"), None);
    let page = page.as_str().unwrap().to_owned();
    assert_eq!(code, 200, "{page}");
    assert!(page.contains("Die zweite Kopie in"), "{page}");
    assert!(page.contains("Anna"), "the tab is still there: {page}");
}

#[test]
fn a_table_restarted_with_the_new_hall_s_address_ships_on_to_it() {
    let temp = tempfile::tempdir().unwrap();
    let (main, stick) = (temp.path().join("laptop"), temp.path().join("stick"));
    std::fs::create_dir(&stick).unwrap();
    let web = Path::new("dist");
    let (server, port, key) = server::hall_with(&main, web, 0, &copy_to(&stick));
    let mut old = processes::Hall {
        server,
        port,
        key,
        dir: main.clone(),
    };
    let tablet = temp.path().join("tablet");
    let mut table = Table::start(&tablet, "3", (&old.url(), &old.key), &[]);
    table.play(3, Duration::ZERO);
    until_identical(&old, &table, Duration::from_secs(10));
    let name = table.journal.file_name().unwrap().to_owned();
    let on_stick = std::fs::read(stick.join("journals").join(&name)).unwrap();
    assert_eq!(on_stick, old.copy_of(&table.journal));
    // The laptop dies; the table plays on, saying the hall is offline.
    std::fs::remove_dir_all(&main).unwrap();
    old.server.kill();
    table.play(2, Duration::ZERO);
    table.wait_for_hall("offline", Duration::from_secs(10));
    drop(table);
    // The new hall on the stick, on another port; the table is started
    // again with its address: it recovers the game and ships on.
    let (server, port, key) = server::hall_on(&stick, web, 0);
    let new = processes::Hall {
        server,
        port,
        key,
        dir: stick.clone(),
    };
    assert_eq!(new.key, old.key);
    let mut table = Table::start(&tablet, "3", (&new.url(), &new.key), &[]);
    assert_eq!(table.journal.file_name().unwrap(), name, "the same game");
    table.play(2, Duration::ZERO);
    until_identical(&new, &table, Duration::from_secs(10));
    let lines = std::fs::read_to_string(&table.journal)
        .unwrap()
        .lines()
        .count();
    assert!(
        lines > 6,
        "the game line, 3 + 2 + 2 commands and more: {lines}"
    );
}
