//! `friedrich-clock publish DIR OUT` and `hall --publish-to OUT`: the
//! binary run on a hall's folder made through the hall's own office and
//! store, as a club would post the tournament: every page there, no key and
//! no journal in the site, the hall's folder left as it was; a folder
//! without a tournament, a site that would carry the hall's folder and a
//! site that cannot be written each said clearly, the site untouched.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use chrono::Local;
use serde_json::json;

use friedrich_clock::engine::Preset;
use friedrich_clock::hall::office::Office;
use friedrich_clock::hall::store::{Push, Store};
use friedrich_clock::scoring::ResultInput;
use friedrich_clock::tournament::GameRef;
use friedrich_clock::tournament::book::Tournament;
use friedrich_clock::tournament::request::{
    Clocks, Confirming, Drawing, Open, Register, Request, Seed,
};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

const BIN: &str = env!("CARGO_BIN_EXE_friedrich-clock");

/// Russia wins in turn 12: Frederick 6.00, Elisabeth 12.00, Maria
/// Theresia 7.14, Pompadour 6.00 (tests/scoring.rs).
fn russia_wins() -> ResultInput {
    serde_json::from_value(jury_api::russia_wins()).unwrap()
}

fn run(args: &[&Path]) -> (i32, String, String) {
    let out = Command::new(BIN)
        .arg("publish")
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A table's journal for tournament game round 2, table 1: two turns
/// timed, then the jury's result line at the table.
fn table_lines() -> Vec<String> {
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let mut lines = vec![
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00",
            "table": "1", "game": {"round": 2, "table": 1},
            "names": ["", "", "", ""], "ruleset": ruleset})
        .to_string(),
    ];
    let mut t = 0;
    for _ in 0..2 {
        for kind in ["start-turn", "hand-off", "hand-off", "hand-off"] {
            lines.push(
                json!({"kind": "command", "v": 1, "t": t, "wall": "2026-11-24T10:00:05+01:00",
                    "cmd": {"type": kind}})
                .to_string(),
            );
            t += 45_000;
        }
    }
    lines.push(
        json!({"kind": "result", "v": 1, "wall": "2026-11-24T13:00:00+01:00",
            "result": jury_api::russia_wins()})
        .to_string(),
    );
    lines
}

/// A hall's folder as the hall leaves it: its key, "Club Open" with eight
/// players, drawn, round 1 confirmed, round 2 table 1 reported by its
/// table (not confirmed), that table's journal copy with a torn last line
/// (the hall killed mid-write).
fn hall_folder() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let key =
        friedrich_clock::hall::start::key(&friedrich_clock::disk::here(), dir.path()).unwrap();
    let office = Office::open(dir.path()).unwrap();
    let now = Local::now();
    ask(&office, open("Club Open", Preset::Fwc2026), now).unwrap();
    for no in 1..=8 {
        let town = ["Berlin", "Wien", "Graz", "Bern"][no % 4];
        ask(&office, register(&format!("Player {no}"), town), now).unwrap();
    }
    let t = ask(&office, draw(5), now).unwrap();
    let round1: Vec<GameRef> = t
        .draw
        .as_ref()
        .unwrap()
        .round(1)
        .map(|s| s.game())
        .collect();
    for game in round1 {
        ask(&office, confirm(game, Some(russia_wins()), None), now).unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    let push = Push {
        device: "0123456789abcdef".into(),
        from: 1,
        lines: table_lines(),
        t: None,
    };
    store.push("table-1", &push, 0).unwrap();
    let copy = store.get("table-1").unwrap();
    assert_eq!(office.hear("table-1", &copy, now).unwrap(), 1);
    let journal = dir.path().join("journals/table-1.jsonl");
    let mut torn = std::fs::read(&journal).unwrap();
    torn.extend_from_slice(b"{\"kind\":\"comm");
    std::fs::write(&journal, torn).unwrap();
    (dir, key)
}

/// Every file under `dir` and its bytes.
fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut all = BTreeMap::new();
    let mut todo = vec![dir.to_owned()];
    while let Some(at) = todo.pop() {
        for entry in std::fs::read_dir(&at).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap();
                all.insert(path.strip_prefix(dir).unwrap().to_owned(), bytes);
            }
        }
    }
    all
}

/// Every page a site has, in every language.
fn expected() -> Vec<PathBuf> {
    let mut paths = vec![PathBuf::from("index.html")];
    for lang in ["en", "de", "es"] {
        for page in ["index", "draw", "results", "standings", "final", "time"] {
            paths.push(PathBuf::from(format!("{lang}/{page}.html")));
        }
    }
    paths
}

/// Asserts `site` holds every page and nothing of the hall's: not its key,
/// no journal line, no result a table reported and the jury did not confirm.
fn public_only(site: &BTreeMap<PathBuf, Vec<u8>>, key: &str) {
    for path in expected() {
        assert!(site.contains_key(&path), "{} missing", path.display());
    }
    for (path, bytes) in site {
        let text = String::from_utf8_lossy(bytes);
        assert!(!text.contains(key), "{}: holds the key", path.display());
        assert!(!text.contains("\"kind\""), "{}: a journal", path.display());
        assert!(
            !text.contains("/api/"),
            "{}: the hall's API",
            path.display()
        );
    }
}

#[test]
fn publish_writes_every_page_in_every_language_and_nothing_of_the_halls() {
    let (dir, key) = hall_folder();
    let before = files(dir.path());
    let site = tempfile::tempdir().unwrap();
    let out = site.path().join("club/live");
    let (code, stdout, stderr) = run(&[dir.path(), &out]);
    assert_eq!(code, 0, "{stderr}");
    // In each of three languages the overview, seven pages and the eight
    // players' own pages; and the language choice.
    assert!(stdout.contains("49 pages written to"), "{stdout}");
    assert!(stdout.contains("index.html"), "{stdout}");
    let written = files(&out);
    assert_eq!(written.len(), 49, "{:?}", written.keys());
    assert!(written.contains_key(Path::new("de/players/8.html")));
    assert!(written.contains_key(Path::new("es/crosstable.html")));
    public_only(&written, &key);
    let text = |path: &str| String::from_utf8(written[Path::new(path)].clone()).unwrap();
    // Round 1 is complete, so shown: its scores; round 2's report is not.
    let results = text("en/results.html");
    assert!(results.contains("7.14") && results.contains("Club Open"));
    assert!(!results.contains("id=\"game-2-"), "round 2 is held back");
    assert!(text("de/standings.html").contains("Rangliste"));
    // The table's time, in the charts: two turns of 45 s stages.
    assert!(text("es/time.html").contains("<svg"));
    // The hall's folder as it was, the torn line too.
    assert_eq!(
        files(dir.path()),
        before,
        "publish changed the hall's folder"
    );
}

#[test]
fn a_folder_without_a_tournament_is_said_and_nothing_is_written() {
    let empty = tempfile::tempdir().unwrap();
    let site = tempfile::tempdir().unwrap();
    let out = site.path().join("site");
    for dir in [empty.path().to_owned(), empty.path().join("no-such")] {
        let (code, _, stderr) = run(&[&dir, &out]);
        assert_eq!(code, 2, "{stderr}");
        assert!(
            stderr.contains(&format!(
                "{}: no tournament here (no tournament.jsonl)",
                dir.display()
            )),
            "{stderr}"
        );
        assert!(!out.exists(), "the site's folder was made");
    }
}

#[test]
fn a_site_that_would_carry_the_halls_folder_is_refused() {
    let (dir, _) = hall_folder();
    let before = files(dir.path());
    for out in [dir.path(), dir.path().parent().unwrap()] {
        let (code, _, stderr) = run(&[dir.path(), out]);
        assert_eq!(code, 2, "{stderr}");
        assert!(
            stderr.contains("its key and journals would be uploaded with the site"),
            "{stderr}"
        );
    }
    assert_eq!(files(dir.path()), before);
}

#[test]
fn a_site_that_cannot_be_written_says_why() {
    let (dir, _) = hall_folder();
    let site = tempfile::tempdir().unwrap();
    let file = site.path().join("a-file");
    std::fs::write(&file, "mine").unwrap();
    for out in [file.clone(), file.join("site")] {
        let (code, _, stderr) = run(&[dir.path(), &out]);
        assert_eq!(code, 1, "{stderr}");
        assert!(
            stderr.contains(&format!("{}: cannot write the site: ", out.display())),
            "{stderr}"
        );
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine");
}

/// Waits until `path` holds `text` (the hall writes the site on its own
/// thread): the file is the signal, looked at every 50 ms for 20 s at most.
fn until_holds(path: &Path, text: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let now = std::fs::read_to_string(path).unwrap_or_default();
        if now.contains(text) {
            return now;
        }
        assert!(
            Instant::now() < deadline,
            "{} never held {text:?}: {now}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn the_hall_publishes_at_its_start_and_after_each_confirmation() {
    let data = tempfile::tempdir().unwrap();
    let site = tempfile::tempdir().unwrap();
    let out = site.path().join("live");
    let publish = [OsStr::new("--publish-to"), out.as_os_str()];
    let hall = jury_api::Hall::start_with(data.path(), 0, &publish);
    let key = hall.key.clone();
    until_holds(&out.join("en/index.html"), "<h1>");
    let (code, answer) = hall.post("/open", &json!({"name": "Hall Open"}));
    assert_eq!(code, 200, "{answer}");
    until_holds(&out.join("de/standings.html"), "Hall Open");
    for no in 1..=4 {
        let (code, _) = hall.post("/players", &json!({"name": format!("P{no}")}));
        assert_eq!(code, 200);
    }
    let (code, answer) = hall.post("/draw", &json!({"seed": 7}));
    assert_eq!(code, 200, "{answer}");
    let (code, answer) = hall.post("/public", &json!({"standings": "live"}));
    assert_eq!(code, 200, "{answer}");
    let (code, answer) = hall.call(
        &hall.url("/api/tournament/games/1/1/confirm"),
        Some(&json!({"result": jury_api::russia_wins()})),
    );
    assert_eq!(code, 200, "{answer}");
    until_holds(&out.join("en/results.html"), "7.14");
    public_only(&files(&out), &key);
}

#[test]
fn the_hall_refuses_to_publish_into_its_own_folder() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().as_os_str();
    hall_refuses_to_publish(&[
        OsStr::new("--data-dir"),
        dir,
        OsStr::new("--publish-to"),
        dir,
    ]);
    assert!(!data.path().join("index.html").exists());
}

#[test]
fn the_hall_refuses_to_publish_into_its_second_copy() {
    // The stick's copy holds the keys and the authority's private key too.
    let (laptop, stick) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (data, copy) = (laptop.path().join("hall"), stick.path().join("hall"));
    hall_refuses_to_publish(&[
        OsStr::new("--data-dir"),
        data.as_os_str(),
        OsStr::new("--copy-to"),
        copy.as_os_str(),
        // The whole stick as the site's folder: the copy would go up with it.
        OsStr::new("--publish-to"),
        stick.path().as_os_str(),
    ]);
}

/// The hall started with `args` refuses to start (exit 2), saying to choose
/// another folder for the site.
fn hall_refuses_to_publish(args: &[&OsStr]) {
    let out = Command::new(BIN)
        .args(["hall", "--lang", "en", "--port", "0"])
        .args(args)
        .env("LANG", "C")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("choose another folder"), "{stderr}");
}

/// `request` written at `wall` through the office's one door.
fn ask(
    office: &Office<friedrich_clock::disk::Native>,
    request: impl std::borrow::Borrow<Request>,
    wall: chrono::DateTime<Local>,
) -> Result<Tournament, friedrich_clock::hall::office::Refused> {
    office.write(request.borrow(), &Clocks::default(), wall)
}

fn open(name: &str, scheme: Preset) -> Request {
    Request::Open(Open {
        name: name.to_owned(),
        scheme,
    })
}

fn register(name: &str, town: &str) -> Request {
    Request::Register(Register {
        name: name.to_owned(),
        town: town.to_owned(),
        ..Register::default()
    })
}

fn draw(seed: u64) -> Request {
    Request::Draw(Drawing {
        seed: Some(Seed::Number(seed)),
    })
}

fn confirm(game: GameRef, result: Option<ResultInput>, reason: Option<&str>) -> Request {
    Request::Confirm {
        game,
        asked: Confirming {
            result: result.map(|r| serde_json::to_value(r).unwrap()),
            reason: reason.map(str::to_owned),
            ..Confirming::default()
        },
    }
}
