//! The printouts and exports in the hall: a real `friedrich-clock hall`
//! process over a folder whose `tournament.jsonl` holds the 24-player
//! tournament (tests/tournament_print/field.rs), asked
//! `GET /print/{draw|tables|players|standings|final}?lang=…` and
//! `GET /export/{players|draw|results|standings}.csv` with the key: the same pages
//! and files as `sheets::print` and `sheets::csv` give, in the
//! language asked for; a wrong or missing key and an unknown name refused.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use friedrich_clock::lang::Lang;
use friedrich_clock::sheets::csv::{Export, export};
use friedrich_clock::sheets::print::{Joining, Printout, print};

#[path = "tournament_print/field.rs"]
mod field;
mod server;

/// A GET with `key` in its header: the status, the content type and the
/// body.
fn get(url: &str, key: Option<&str>) -> (u16, String, String) {
    let mut request = ureq::get(url);
    if let Some(key) = key {
        request = request.header("X-Tournament-Key", key);
    }
    let mut answer = request
        .config()
        .http_status_as_error(false)
        .build()
        .call()
        .unwrap();
    let kind = answer
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let body = answer.body_mut().read_to_string().unwrap();
    (answer.status().as_u16(), kind, body)
}

/// What the hall in `dir` on `port` (HTTPS on `https`) puts in the table
/// cards' QR codes: its HTTPS address (the tests give 127.0.0.1) and the
/// tables' keys it keeps.
fn joining(dir: &Path, port: u16, https: u16) -> Joining {
    let kept: serde_json::Value = std::fs::read(dir.join("table-keys.json"))
        .map(|b| serde_json::from_slice(&b).unwrap())
        .unwrap_or_default();
    let table_keys = kept["tables"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(t, k)| (t.parse().unwrap(), k.as_str().unwrap().to_owned()))
        .collect();
    Joining {
        address: format!("http://127.0.0.1:{port}"),
        secure: Some(format!("https://127.0.0.1:{https}")),
        table_keys,
    }
}

#[test]
fn the_hall_serves_every_printout_and_export_to_the_jury() {
    let temp = tempfile::tempdir().unwrap();
    let journal = field::played_journal(true);
    std::fs::write(temp.path().join("tournament.jsonl"), &journal.text).unwrap();
    // The table cards' QR codes open the clock over the hall's HTTPS.
    let https = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let https_port = https.to_string();
    let more: [&std::ffi::OsStr; 2] = ["--https-port".as_ref(), https_port.as_ref()];
    let (_hall, port, key) = server::hall_with(temp.path(), Path::new("dist"), 0, &more);
    let at = |path: &str| format!("http://127.0.0.1:{port}{path}");
    for which in Printout::ALL {
        for lang in Lang::ALL {
            let url = at(&format!("/print/{}?lang={}", which.key(), lang.code()));
            let (code, kind, body) = get(&url, Some(&key));
            assert_eq!(code, 200, "{url}: {body}");
            assert!(kind.starts_with("text/html"), "{kind}");
            let joining = joining(temp.path(), port, https);
            assert_eq!(body, print(&journal.t, which, lang, &joining), "{url}");
        }
    }
    let (_, _, english) = get(&at("/print/standings"), Some(&key));
    let none = Joining::default();
    assert_eq!(
        english,
        print(&journal.t, Printout::Standings, Lang::En, &none)
    );
    for which in Export::ALL {
        let url = at(&format!("/export/{}", which.file()));
        let (code, kind, body) = get(&url, Some(&key));
        assert_eq!(code, 200, "{url}: {body}");
        assert_eq!(kind, "text/csv; charset=utf-8");
        assert_eq!(body, export(&journal.t, which), "{url}");
    }
    for (path, given, status) in [
        ("/print/draw", Some("WRONG"), 401),
        ("/print/draw", None, 401),
        ("/export/players.csv", Some("nope"), 401),
        ("/print/poster", Some(key.as_str()), 404),
        ("/export/players.json", Some(key.as_str()), 404),
    ] {
        let (code, _, body) = get(&at(path), given);
        assert_eq!(code, status, "{path}: {body}");
    }
}

/// The `<tbody>` of the standings' table in an HTML text.
fn standings_rows(html: &str) -> &str {
    let table = &html[html.find("<table class=\"standings\"").unwrap()..];
    let body = &table[table.find("<tbody>").unwrap()..];
    &body[..body.find("</tbody>").unwrap()]
}

#[test]
fn the_page_the_printout_and_the_command_line_show_the_same_standings_in_german() {
    let temp = tempfile::tempdir().unwrap();
    let journal = field::played_journal(true);
    std::fs::write(temp.path().join("tournament.jsonl"), &journal.text).unwrap();
    let (_hall, port, key) = server::hall_on(temp.path(), Path::new("dist"), 0);
    let at = |path: &str| format!("http://127.0.0.1:{port}{path}");
    let printed = print(
        &journal.t,
        Printout::Standings,
        Lang::De,
        &Joining::default(),
    );
    let rows = standings_rows(&printed);
    // Every line of the field, with its German marks.
    let ranked = friedrich_clock::tournament::standings::standings(&journal.t);
    assert_eq!(rows.matches("<tr").count(), ranked.len());
    assert!(printed.contains("<th class=\"n\">Platz</th>"), "{printed}");
    // The jury's page: the Standings tab's fragment, the key in a header.
    let mut answer = ureq::get(at("/tournament/fragment/standings?lang=de"))
        .header("X-Tournament-Key", &key)
        .call()
        .unwrap();
    let fragment = answer.body_mut().read_to_string().unwrap();
    // The page's numbers open their games: the same rows, each number a
    // button (by mouse or keyboard).
    let clickable = standings_rows(&fragment);
    assert!(
        clickable.contains("<td class=\"n\"><button class=\"x\" type=\"button\" data-explain=\""),
        "{clickable}"
    );
    let unclickable: String = {
        let mut out = String::new();
        let mut rest = clickable.replace("</button>", "");
        while let Some(i) = rest.find("<button ") {
            out.push_str(&rest[..i]);
            let after = &rest[i..];
            rest = after[after.find('>').unwrap() + 1..].to_owned();
        }
        out.push_str(&rest);
        out
    };
    assert_eq!(unclickable, rows, "the page's standings are the printout's");
    // `standings DIR --html --lang de`: the printout's table.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .args(["standings", "--html", "--lang", "de"])
        .arg(temp.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cli = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        standings_rows(&cli),
        rows,
        "the command line's standings are the printout's"
    );
    assert!(
        cli.starts_with("<!DOCTYPE html><html lang=\"de\">"),
        "{cli}"
    );
}
