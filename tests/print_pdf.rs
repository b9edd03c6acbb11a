//! The jury's key never reaches paper: every printout, the jury's page and a
//! game's report sheet printed by Chromium with its default settings (the
//! browser's own header and footer on: the page's title, its address, the
//! date), each opened by the jury's old-style link `…?key=KEY`, and the
//! PDF's text searched for the key. The table cards carry each table's own
//! key and QR code, and nothing of the jury's. And a finished game's report
//! sheet, printed from the hall, fills one A4 page. Run with the browser
//! tests (`make test-browsers`: needs `chromium`, `pdftotext` and
//! `pdfinfo`); on Chromium only, whatever engine the run is for.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;

use chrono::{DateTime, Duration, FixedOffset};
use friedrich_clock::engine::{Command as ClockCommand, Engine, FateCard, Ruleset, StopReason};
use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, call_with_key, russia_wins, table_journal};

/// The page at `url` printed to `pdf` by headless Chromium, as a person
/// prints it (header and footer as the browser puts them), and the PDF's text.
fn printed(url: &str, pdf: &Path, profile: &Path) -> String {
    let status = Command::new("chromium")
        .args([
            "--headless=new",
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--disable-background-networking",
            "--no-first-run",
            "--no-sandbox",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(url)
        .output()
        .expect("chromium (apt-get install chromium)");
    assert!(status.status.success(), "{url}: {status:?}");
    let text = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (apt-get install poppler-utils)");
    assert!(text.status.success(), "{}", pdf.display());
    String::from_utf8_lossy(&text.stdout).into_owned()
}

#[test]
#[ignore = "needs chromium and pdftotext: make test-browsers"]
fn no_printout_holds_the_jurys_key() {
    if std::env::var("BROWSER_ENGINE").is_ok_and(|e| e != "chromium") {
        return;
    }
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = Hall::start(&dir, 0);
    assert_eq!(hall.post("/open", &json!({"name": "Paper Open"})).0, 200);
    for no in 1..=8 {
        let player = json!({"name": format!("Player {no}"), "town": format!("Town {no}")});
        assert_eq!(hall.post("/players", &player).0, 200);
    }
    assert_eq!(hall.post("/draw", &json!({"seed": "11"})).0, 200);
    let names = [json!("A"), json!("B"), json!("C"), json!("D")];
    let body = json!({"device": "1".repeat(16), "from": 1, "lines": table_journal(1, 1, &names)});
    let (code, _) = call_with_key(&hall.url("/api/journals/r1-t1"), &hall.key, Some(&body));
    assert_eq!(code, 200);
    let confirm = json!({"result": russia_wins()});
    assert_eq!(hall.post("/games/1/1/confirm", &confirm).0, 200);
    let pages = [
        "/print/draw",
        "/print/tables",
        "/print/players",
        "/print/standings",
        "/print/final",
        "/print/time",
        "/tournament",
        "/standings",
    ];
    for (i, path) in pages.iter().enumerate() {
        let url = hall.url(&format!("{path}?key={}", hall.key));
        let pdf = temp.path().join(format!("{i}.pdf"));
        let text = printed(&url, &pdf, &temp.path().join(format!("profile-{i}")));
        // The footer holds the address the page was printed from: the key
        // was taken out of it before the page was drawn.
        assert!(text.contains("127.0.0.1"), "{path}: no footer? {text:.300}");
        assert!(
            !text.contains(&hall.key),
            "{path} prints the jury's key:\n{text}"
        );
        if *path == "/print/tables" {
            let key_1: serde_json::Value =
                serde_json::from_slice(&std::fs::read(dir.join("table-keys.json")).unwrap())
                    .unwrap();
            let key_1 = key_1["tables"]["1"].as_str().unwrap();
            assert!(text.contains(key_1), "table 1's card names its own key");
        }
    }
}

/// A typical finished game at table 3, as its tablet journals it: twelve
/// turns of every nation, a stop for a combat now and then, a Card of Fate
/// after each turn from the sixth on (Sweden and France leave), the end,
/// and the jury's result.
fn typical_game() -> Vec<String> {
    let ruleset = Ruleset::default();
    let start: DateTime<FixedOffset> = "2026-11-24T10:00:00+01:00".parse().unwrap();
    let mut lines = vec![
        json!({"kind": "game", "v": 1, "started": start.to_rfc3339(), "table": "3",
            "names": ["Anna Albrecht", "Bernd Becker", "Carmen Castillo", "Dai Deng"],
            "ruleset": serde_json::to_value(&ruleset).unwrap()})
        .to_string(),
    ];
    let mut engine = Engine::new(ruleset);
    let mut now = 0u64;
    let mut play = |engine: &mut Engine, now: u64, cmd: ClockCommand| {
        engine.apply(&cmd, now).unwrap();
        let wall = start + Duration::milliseconds(i64::try_from(now).unwrap());
        lines.push(
            json!({"kind": "command", "v": 1, "t": now, "wall": wall.to_rfc3339(),
                "cmd": serde_json::to_value(&cmd).unwrap()})
            .to_string(),
        );
    };
    let cards = [
        FateCard::Other(3),
        FateCard::Other(7),
        FateCard::Sweden,
        FateCard::India,
        FateCard::Other(1),
        FateCard::America,
        FateCard::Poems,
    ];
    for turn in 1..=12u64 {
        let mut stage = 0u64;
        while engine.view(now).active_nation.is_none() {
            let next = engine.primary().unwrap();
            play(&mut engine, now, next);
        }
        while engine.view(now).active_nation.is_some() {
            now += (40 + (turn * 37 + stage * 53) % 120) * 1000;
            if (turn + stage).is_multiple_of(7) {
                let combat = ClockCommand::Stop {
                    reason: StopReason::Combat,
                };
                play(&mut engine, now, combat);
                now += 45_000;
                play(&mut engine, now, ClockCommand::Resume);
            }
            let next = engine.primary().unwrap();
            play(&mut engine, now, next);
            stage += 1;
        }
        now += 30_000;
        if turn >= 6 {
            let card = cards[usize::try_from(turn - 6).unwrap()];
            play(&mut engine, now, ClockCommand::Fate { card });
            while matches!(engine.primary(), Some(ClockCommand::Resume)) {
                now += 20_000;
                play(&mut engine, now, ClockCommand::Resume);
            }
        }
    }
    play(&mut engine, now, ClockCommand::EndGame);
    let wall = start + Duration::milliseconds(i64::try_from(now).unwrap() + 60_000);
    lines.push(
        json!({"kind": "result", "v": 1, "wall": wall.to_rfc3339(), "result": russia_wins()})
            .to_string(),
    );
    lines
}

/// The number of pages of `pdf` and the size of its first, in points.
fn pages(pdf: &Path) -> (u32, String) {
    let info = Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .expect("pdfinfo (apt-get install poppler-utils)");
    assert!(info.status.success(), "{}", pdf.display());
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    let field = |name: &str| {
        info.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().to_owned())
            .unwrap_or_else(|| panic!("{name} in {info}"))
    };
    (field("Pages:").parse().unwrap(), field("Page size:"))
}

#[test]
#[ignore = "needs chromium, pdftotext and pdfinfo: make test-browsers"]
fn a_finished_games_report_sheet_prints_on_one_a4_page() {
    if std::env::var("BROWSER_ENGINE").is_ok_and(|e| e != "chromium") {
        return;
    }
    let temp = tempfile::tempdir().unwrap();
    let hall = Hall::start(&temp.path().join("hall"), 0);
    let body = json!({"device": "3".repeat(16), "from": 1, "lines": typical_game()});
    let (code, answer) = call_with_key(&hall.url("/api/journals/table-3"), &hall.key, Some(&body));
    assert_eq!(code, 200, "{answer}");
    let (code, report): (u16, Value) = call_with_key(
        &hall.url("/api/journals/table-3/report?lang=en"),
        &hall.key,
        None,
    );
    assert_eq!(code, 200);
    let report = report.as_str().unwrap().to_owned();
    assert!(report.contains("Sweden out of the game"), "{report}");
    assert!(!report.contains("No scores"), "{report}");
    // The jury signs in as a person does, by the old link (the key goes
    // into the browser's cookie), then prints the sheet the hall view
    // shows for the table.
    let profile = temp.path().join("profile");
    printed(
        &hall.url(&format!("/tournament?key={}", hall.key)),
        &temp.path().join("signed-in.pdf"),
        &profile,
    );
    let pdf = temp.path().join("report.pdf");
    let text = printed(
        &hall.url("/api/journals/table-3/report?lang=en"),
        &pdf,
        &profile,
    );
    for shown in [
        "Friedrich game report",
        "Anna Albrecht",
        "Tie-break",
        "12.00",
    ] {
        assert!(text.contains(shown), "{shown} not printed:\n{text}");
    }
    if let Some(keep) = std::env::var_os("KEEP_REPORT_PDF") {
        std::fs::copy(&pdf, keep).unwrap();
    }
    let (count, size) = pages(&pdf);
    assert_eq!(
        count, 1,
        "the report sheet printed on {count} pages:\n{text}"
    );
    // A4 is 595.276 × 841.89 points (Chromium writes 594.96 × 841.92).
    let points: Vec<f64> = size
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert_eq!(
        points.iter().map(|p| p.round()).collect::<Vec<_>>(),
        [595.0, 842.0],
        "{size}"
    );
}
