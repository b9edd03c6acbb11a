//! The hall view and who may ask the hall, with a real `friedrich-clock
//! hall` process: an old link's key becomes the hall's cookie and leaves
//! the page's address; the API never takes a key from an address; the
//! cards and a table's page are drawn on the server, with the time as the
//! table writes it and in the reader's language.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use friedrich_clock::engine::{Command, Engine, Ruleset, StopReason};
use friedrich_clock::format;
use serde_json::{Value, json};

mod server;

/// A GET with these headers, redirects not followed: the status, the
/// headers asked for, and the body.
fn get(url: &str, headers: &[(&str, &str)], read: &[&str]) -> (u16, Vec<String>, String) {
    let mut request = ureq::get(url);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let mut answer = request
        .config()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .call()
        .unwrap();
    let got = read
        .iter()
        .map(|name| {
            answer
                .headers()
                .get(*name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    let body = answer.body_mut().read_to_string().unwrap_or_default();
    (answer.status().as_u16(), got, body)
}

#[test]
fn an_old_link_s_key_becomes_the_hall_s_cookie_and_leaves_the_address() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, port, key) = server::hall(temp.path(), Path::new("dist"));
    let at = |path: &str| format!("http://127.0.0.1:{port}{path}");
    let read = ["location", "set-cookie"];
    for (link, to) in [
        (format!("/hall?key={key}&lang=de"), "/hall?lang=de"),
        (
            format!("/tournament?lang=es&key={key}"),
            "/tournament?lang=es",
        ),
        (format!("/print/draw?key={key}"), "/print/draw"),
    ] {
        let (code, got, _) = get(&at(&link), &[], &read);
        assert_eq!((code, got[0].as_str()), (303, to), "{link}");
        let cookie = &got[1];
        assert!(cookie.starts_with(&format!("fc_key={key};")), "{cookie}");
        assert!(
            cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
            "{cookie}"
        );
    }
    // The page then proves who it is by the cookie alone.
    let cookie = format!("fc_key={key}");
    let (code, _, cards) = get(&at("/hall/cards?lang=de"), &[("Cookie", &cookie)], &[]);
    assert_eq!(code, 200, "{cards}");
    assert!(cards.contains("Tische: 0"), "{cards}");
    let (code, _, _) = get(&at("/print/draw"), &[("Cookie", &cookie)], &[]);
    assert_eq!(code, 200);
    // Without it, or with another key, the page's fetches are refused.
    let (code, _, refused) = get(&at("/hall/cards"), &[], &[]);
    assert_eq!(code, 401, "{refused}");
    let (code, _, refused) = get(&at("/hall/cards"), &[("Cookie", "fc_key=WRONG")], &[]);
    let refused: Value = serde_json::from_str(&refused).unwrap();
    assert_eq!((code, &refused["error"]), (401, &json!("wrong-key")));
    // The API never reads a key from an address, and says where it goes.
    let (code, _, refused) = get(&at(&format!("/api/tables?key={key}")), &[], &[]);
    let refused: Value = serde_json::from_str(&refused).unwrap();
    assert_eq!((code, &refused["error"]), (401, &json!("no-key")));
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("X-Tournament-Key"),
        "{refused}"
    );
    // The web clock keeps its address: it takes the key out itself.
    let (code, _, _) = get(&at(&format!("/?key={key}")), &[], &[]);
    assert_ne!(code, 303);
}

#[test]
fn the_hall_view_draws_a_table_as_the_table_writes_its_time_in_the_reader_s_language() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, port, key) = server::hall(temp.path(), Path::new("dist"));
    let at = |path: &str| format!("http://127.0.0.1:{port}{path}");
    let ruleset = Ruleset::default();
    let game = json!({"kind": "game", "v": 1, "started": "2026-11-23T17:00:05+01:00",
        "table": "12", "names": ["Anna <i>", "Bert", "Carla", "Dieter"],
        "ruleset": serde_json::to_value(&ruleset).unwrap()});
    let stop = Command::Stop {
        reason: StopReason::Jury,
    };
    let commands = [(0, Command::StartTurn), (61_999, stop)];
    let mut lines = vec![game.to_string()];
    let mut engine = Engine::new(ruleset);
    for (t, cmd) in &commands {
        engine.apply(cmd, *t).unwrap();
        lines.push(
            json!({"kind": "command", "v": 1, "t": t, "wall": "2026-11-23T17:00:09+01:00",
                "cmd": serde_json::to_value(cmd).unwrap()})
            .to_string(),
        );
    }
    let body = json!({"device": "0123456789abcdef", "from": 1, "lines": lines, "t": 61_999});
    let pushed = ureq::post(at("/api/journals/table-12"))
        .header("X-Tournament-Key", &key)
        .send_json(body)
        .unwrap();
    assert_eq!(pushed.status(), 200);
    // The clock stands still for the jury: its time is known to the ms.
    let view = engine.view(61_999);
    let header = [("X-Tournament-Key", key.as_str())];
    let (code, _, cards) = get(&at("/hall/cards?lang=de"), &header, &[]);
    assert_eq!(code, 200, "{cards}");
    for left in [view.frederick.remaining, view.attackers.remaining] {
        let shown = format!(">{}<", format::clock(left));
        assert!(cards.contains(&shown), "{shown} in {cards}");
    }
    assert!(cards.contains("JURY GERUFEN"), "{cards}");
    assert!(cards.contains(r#"data-alerts="table-12/jury""#), "{cards}");
    assert!(cards.contains("Anna &lt;i&gt;"), "{cards}");
    // The browser's language when the address names none.
    let spanish = [
        ("X-Tournament-Key", key.as_str()),
        ("Accept-Language", "es-ES,es;q=0.9"),
    ];
    let (_, _, cards) = get(&at("/hall/cards"), &spanish, &[]);
    assert!(cards.contains("JURADO LLAMADO"), "{cards}");
    // The table's page: its log in game time, its report in the language.
    let (code, _, page) = get(&at("/hall/tables/table-12?lang=de"), &header, &[]);
    assert_eq!(code, 200, "{page}");
    assert!(
        page.contains(&format!("<td>{}</td>", format::used(61_999))),
        "{page}"
    );
    assert!(
        page.contains(r#"src="/api/journals/table-12/report?lang=de""#),
        "{page}"
    );
    let (code, _, _) = get(&at("/hall/tables/no-such-table"), &header, &[]);
    assert_eq!(code, 404);
    // The frame of the page holds no key and is worded as asked.
    let (code, _, frame) = get(&at("/hall?lang=es"), &[], &[]);
    assert_eq!(code, 200);
    assert!(frame.contains("Friedrich Clock — sala"), "{frame}");
}

/// A form post of `body` (redirects not followed): the status, the
/// headers asked for, and the body.
fn post_form(url: &str, body: &str, read: &[&str]) -> (u16, Vec<String>, String) {
    let mut answer = ureq::post(url)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .config()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .send(body)
        .unwrap();
    let got = read
        .iter()
        .map(|name| {
            answer
                .headers()
                .get(*name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    let body = answer.body_mut().read_to_string().unwrap_or_default();
    (answer.status().as_u16(), got, body)
}

/// What a hall in `dir` says at its start in `lang`, up to the line that
/// holds `last`.
fn start_lines(dir: &Path, lang: &str, last: &str) -> Vec<String> {
    use std::io::{BufRead, BufReader};
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .args(["hall", "--lang", lang, "--port", "0", "--address"])
        .args(["127.0.0.1", "--data-dir"])
        .arg(dir)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut said = Vec::new();
    for line in BufReader::new(child.stderr.take().unwrap()).lines() {
        let line = line.unwrap();
        let done = line.contains(last);
        said.push(line);
        if done {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    said
}

#[test]
fn the_hall_says_its_start_in_the_language_asked_for() {
    let temp = tempfile::tempdir().unwrap();
    let said = start_lines(temp.path(), "de", "Rangliste für die Spieler");
    assert!(
        said[0].starts_with("friedrich-clock hall: hört auf http://0.0.0.0:"),
        "{said:?}"
    );
    assert!(said[1].starts_with("friedrich-clock hall: Turnierschlüssel "));
    assert!(said.iter().any(|l| l.contains(
        "/tournament von einem anderen Gerät (über HTTPS) (dort einmal den Schlüssel oben eingeben"
    )));
    assert!(
        said.iter()
            .any(|l| l.starts_with("friedrich-clock hall: Saalansicht http://127.0.0.1:"))
    );
}

#[test]
fn the_hall_prints_the_jury_s_page_without_the_key_and_the_page_asks_for_it() {
    let temp = tempfile::tempdir().unwrap();
    let said = start_lines(temp.path(), "en", "players' standings");
    let key = said[1].rsplit(' ').next().unwrap().to_owned();
    assert!(said[1].contains("tournament key"), "{said:?}");
    let jury = said.iter().find(|l| l.contains("jury's page")).unwrap();
    let view = said.iter().find(|l| l.contains("hall view")).unwrap();
    assert!(
        jury.contains("http://127.0.0.1:") && jury.contains("/tournament "),
        "{jury}"
    );
    assert!(
        jury.contains("/tournament from another device (over HTTPS)")
            && jury.contains("https://127.0.0.1:"),
        "the jury's phone signs in over HTTPS: {jury}"
    );
    assert!(view.ends_with("/hall"), "{view}");
    // The key is printed once, on its own line, in no address.
    assert_eq!(
        said.iter().filter(|l| l.contains(&key)).count(),
        1,
        "{said:?}"
    );

    let (_hall, port, key) = server::hall(temp.path(), Path::new("dist"));
    let at = |path: &str| format!("http://127.0.0.1:{port}{path}");
    // Without the key, both pages ask for it, and show nothing else.
    for (page, form) in [
        ("/tournament?lang=de", "tournament"),
        ("/hall?lang=de", "hall"),
    ] {
        let (code, _, body) = get(&at(page), &[], &[]);
        assert_eq!(code, 200, "{page}");
        assert!(body.contains("id=\"sign-in\""), "{page}: {body}");
        assert!(body.contains(&format!("name=\"page\" value=\"{form}\"")));
        assert!(body.contains("Turnierschlüssel"), "in the page's language");
        assert!(!body.contains("data-tab") && !body.contains("id=\"grid\""));
    }
    // A wrong key: refused on the form, no cookie.
    let read = ["location", "set-cookie"];
    let (code, got, body) = post_form(&at("/key"), "key=WRONG&page=tournament&lang=en", &read);
    assert_eq!((code, got[1].as_str()), (401, ""), "{body}");
    assert!(body.contains("wrong tournament key"), "{body}");
    // The jury's key, typed in lower case: the cookie, and on to the page.
    let typed = format!("key={}&page=hall&lang=es", key.to_lowercase());
    let (code, got, _) = post_form(&at("/key"), &typed, &read);
    assert_eq!((code, got[0].as_str()), (303, "/hall?lang=es"));
    assert!(got[1].starts_with(&format!("fc_key={key};")), "{}", got[1]);
    assert!(got[1].contains("HttpOnly") && got[1].contains("SameSite=Strict"));
    let cookie = format!("fc_key={key}");
    let (code, _, body) = get(&at("/tournament?lang=en"), &[("Cookie", &cookie)], &[]);
    assert_eq!(code, 200);
    assert!(
        body.contains("data-tab") && !body.contains("sign-in"),
        "{body}"
    );
    let (_, _, body) = get(&at("/hall"), &[("Cookie", &cookie)], &[]);
    assert!(body.contains("id=\"grid\""), "{body}");
}
