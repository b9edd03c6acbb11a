//! The jury's key never reaches paper: every printout, the jury's page and a
//! game's report sheet printed by Chromium with its default settings (the
//! browser's own header and footer on: the page's title, its address, the
//! date), each opened by the jury's old-style link `…?key=KEY`, and the
//! PDF's text searched for the key. The table cards carry each table's own
//! key and QR code, and nothing of the jury's. Run with the browser tests
//! (`make test-browsers`: needs `chromium` and `pdftotext`); on Chromium
//! only, whatever engine the run is for.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;

use serde_json::json;

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
