//! The jury's decisions on the page (part of `browser_tournament`): two
//! devices' reports of one game shown side by side on the Results tab, the
//! jury confirming one of them; a second click on Confirm that sends
//! nothing; the draw that asks first, a Cancel that leaves the round
//! undrawn, and "Yes, draw" that draws it; on the hall view, a superseded
//! copy archived from its card and restored. Every wait is on the page's
//! signals (`click_drawn`, `click_answered`); photographs in English and
//! German in `target/browser/`.

use std::path::Path;

use serde_json::{Value, json};

use super::page::{photograph, until_true};
use super::webdriver::Driver;
use super::{click_answered, click_drawn, fill, open_page, server, shown, signal, text};

/// Prussia survives to turn 19.
fn prussia_survives() -> Value {
    json!({"turns": 19, "outcome": "defensive",
        "objectives": {"russia": {"held": 2, "total": 8}, "sweden": {"held": 1, "total": 4},
        "austria": {"held": 3, "total": 7}, "imperial-army": {"held": 1, "total": 10},
        "france": {"held": 2, "total": 5}}})
}

/// Russia wins in turn 12.
fn russia_wins() -> Value {
    json!({"turns": 12, "outcome": "attackers", "winners": ["russia"],
        "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
        "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 10},
        "france": {"held": 3, "total": 5}}})
}

/// A hall with four players opened (and drawn by seed 4 if `draw`): its
/// guard, address and key.
fn hall(dir: &Path, draw: bool) -> (server::Server, String, String) {
    let (hall, url, key) = super::jury_hall(dir);
    let post = |path: &str, body: Value| super::jury_post(&url, &key, path, body);
    post("/open", json!({"name": "Club night"}));
    for name in ["Anna", "Bernd", "Carmen", "Dai"] {
        post("/players", json!({ "name": name }));
    }
    if draw {
        post("/draw", json!({"seed": "4"}));
    }
    (hall, url, key)
}

/// Journal `name` of a device: round `round`, table 1, with `result`
/// saved at `wall` (on the 24th, +01:00).
fn report(url: &str, key: &str, name: &str, round: u8, wall: &str, result: &Value) {
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let lines = [
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00", "table": "1",
            "game": {"round": round, "table": 1}, "names": ["a", "b", "c", "d"], "ruleset": ruleset}),
        json!({"kind": "result", "v": 1, "wall": format!("2026-11-24T{wall}+01:00"), "result": result}),
    ]
    .map(|l| l.to_string());
    let device = format!("{:0<16}", name.replace('-', ""));
    let push = json!({"device": device, "from": 1, "lines": lines});
    let (code, answer) =
        super::server::push_copy(&format!("{url}/api/journals/{name}"), key, &push);
    assert_eq!(code, 200, "{answer}");
}

/// Opens `address`, a page in `lang`, and waits for its first fragment:
/// the new page's, not the one it replaces (whose fragment is drawn too).
fn open_in(page: &super::webdriver::Browser, address: &str, lang: &str) {
    page.go(address);
    until_true(
        page,
        "the page's first fragment in its language",
        &format!(
            "return document.documentElement.lang === '{lang}' && Number(document.body.dataset.drawn) > 0"
        ),
    );
}

/// Photographs the page once it has painted two frames since now (WebKit
/// may not have painted a page just opened or scrolled).
fn painted_photograph(page: &super::webdriver::Browser, name: &str) {
    page.run(
        "window.painted = false; requestAnimationFrame(() => requestAnimationFrame(() => { window.painted = true; })); return true",
    );
    until_true(page, "two frames painted", "return window.painted === true");
    photograph(page, name);
}

/// How many `confirmed` lines the hall's tournament journal holds.
fn confirmations(dir: &Path) -> usize {
    let text = std::fs::read_to_string(dir.join("tournament.jsonl")).unwrap();
    text.lines()
        .filter(|l| l.contains("\"kind\":\"confirmed\""))
        .count()
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_picks_one_of_two_reports_shown_side_by_side_and_a_second_click_sends_nothing() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = hall(temp.path(), true);
    report(&url, &key, "tablet-a", 1, "13:02:11", &russia_wins());
    report(&url, &key, "tablet-b", 1, "13:05:40", &prussia_survives());
    report(&url, &key, "tablet-c", 2, "15:00:00", &russia_wins());
    let driver = Driver::start();
    let page = driver.browser(1366, 900, false);
    open_page(
        &page,
        &format!("{url}/tournament?key={key}&lang=en#results"),
    );
    let row = text(&page, "#game-1-1");
    assert!(row.contains("reports differ"), "{row}");
    assert_eq!(
        page.run("return document.querySelectorAll('#game-1-1 [data-do=confirm]').length"),
        0,
        "no bare Confirm while the reports differ"
    );
    let side = page.run(
        "return [...document.querySelectorAll('#reports-1-1 .report')].map(r => r.textContent)",
    );
    let side: Vec<&str> = side
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert_eq!(side.len(), 2, "{side:?}");
    assert!(
        side[0].starts_with("Report 1tablet-a")
            && side[0].contains("Attackers won (Russia) · Turns: 12"),
        "{side:?}"
    );
    assert!(
        side[1].starts_with("Report 2tablet-b") && side[1].contains("Prussia survived · Turns: 19"),
        "{side:?}"
    );
    page.run(
        "document.getElementById('reports-1-1').scrollIntoView({block: 'center'}); return true",
    );
    painted_photograph(&page, "tournament-conflict.png");
    // The same in German.
    open_in(&page, &format!("{url}/tournament?lang=de#results"), "de");
    assert!(text(&page, "#reports-1-1").contains("Meldung 2"));
    page.run(
        "document.getElementById('reports-1-1').scrollIntoView({block: 'center'}); return true",
    );
    painted_photograph(&page, "tournament-conflict-de.png");
    open_in(&page, &format!("{url}/tournament?lang=en#results"), "en");

    // The jury takes report 2.
    click_answered(&page, "#report-1-1-2 [data-do=confirm-report]");
    let game = shown(&url, &key)["rounds"][0]["games"][0].clone();
    assert_eq!(
        (game["status"].as_str(), game["confirmed"]["turns"].as_i64()),
        (Some("confirmed"), Some(19))
    );
    assert!(
        !page
            .run("return !!document.getElementById('reports-1-1')")
            .as_bool()
            .unwrap(),
        "decided: the reports are no longer shown to decide"
    );
    assert_eq!(text(&page, "#msg"), "");

    // Tablet A saves its result again after the confirmation: it differs
    // from the confirmed one, and waits beside it; the jury keeps the
    // confirmed result (replacing it would need a reason).
    let again = json!({"kind": "result", "v": 1, "wall": "2026-11-24T13:30:00+01:00",
        "result": russia_wins()});
    let push = json!({"device": "tableta000000000", "from": 3, "lines": [again.to_string()]});
    let answer = ureq::post(format!("{url}/api/journals/tablet-a"))
        .header("X-Tournament-Key", &key)
        .send_json(push);
    assert_eq!(answer.unwrap().status(), 200);
    click_drawn(&page, "[data-tab=results]");
    let side = text(&page, "#reports-1-1");
    assert!(side.contains("Keep the confirmed result"), "{side}");
    assert!(side.contains("came after the confirmation"), "{side}");
    click_drawn(&page, "#report-1-1-3 [data-do=replace]");
    page.run(
        "document.getElementById('reports-1-1').scrollIntoView({block: 'center'}); return true",
    );
    painted_photograph(&page, "tournament-re-entry.png");
    click_answered(&page, "[data-do=replace-confirm]");
    assert_eq!(
        text(&page, "#msg"),
        "A reason is needed: it is kept with the change for the record"
    );
    click_drawn(&page, "#reports-1-1 [data-do=cancel]");
    click_answered(&page, "[data-do=keep]");
    let game = shown(&url, &key)["rounds"][0]["games"][0].clone();
    assert_eq!(
        (
            game["conflict"].as_str(),
            game["confirmed"]["turns"].as_i64()
        ),
        (None, Some(19)),
        "kept"
    );

    // Round 2's single report: Confirm clicked twice in a row (a double
    // click, both before any answer) sends one request: the first click
    // disables the button until the answer is drawn.
    let before = confirmations(temp.path());
    let asked = signal(&page, "asked");
    let disabled = page.run(
        "const b = document.querySelector('#game-2-1 [data-do=confirm]'); \
         b.click(); const after = b.disabled; b.click(); return after",
    );
    assert_eq!(disabled, true, "the button waits for the answer");
    until_true(
        &page,
        "the confirmation answered",
        &format!("return Number(document.body.dataset.answered) > {asked}"),
    );
    assert_eq!(signal(&page, "asked"), asked + 1, "one request sent");
    assert_eq!(
        confirmations(temp.path()),
        before + 1,
        "one confirmation written"
    );
    assert_eq!(
        shown(&url, &key)["rounds"][1]["games"][0]["status"],
        "confirmed"
    );
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_draw_asks_first_cancel_leaves_it_undrawn_and_yes_draws() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = hall(temp.path(), false);
    let driver = Driver::start();
    let page = driver.browser(1366, 768, false);
    open_page(&page, &format!("{url}/tournament?key={key}&lang=en#draw"));
    let button = text(&page, "[data-do=draw]");
    assert_ne!(
        button,
        text(&page, "[data-tab=draw]"),
        "the button is not the tab"
    );
    fill(&page, "seed", "2026");
    click_drawn(&page, "[data-do=draw]");
    let asked = text(&page, "#draw-ask");
    assert!(
        asked.starts_with("Draw the qualifying round now? This is final:"),
        "{asked}"
    );
    assert!(asked.contains("these 4 players play"), "{asked}");
    assert!(asked.contains("with the seed 2026"), "{asked}");
    assert!(shown(&url, &key)["draw"].is_null(), "asked only");
    painted_photograph(&page, "tournament-draw-ask.png");
    click_drawn(&page, "[data-do=draw-cancel]");
    assert!(
        !page
            .run("return !!document.getElementById('draw-ask')")
            .as_bool()
            .unwrap(),
        "the question gone"
    );
    assert!(shown(&url, &key)["draw"].is_null(), "cancelled: not drawn");
    // In German, asked again; Yes draws.
    open_in(&page, &format!("{url}/tournament?lang=de#draw"), "de");
    fill(&page, "seed", "2026");
    click_drawn(&page, "[data-do=draw]");
    assert!(text(&page, "#draw-ask").starts_with("Die Vorrunde jetzt auslosen?"));
    painted_photograph(&page, "tournament-draw-ask-de.png");
    click_answered(&page, "[data-do=draw-confirm]");
    assert_eq!(shown(&url, &key)["draw"]["seed"], "2026");
    assert_eq!(text(&page, "#the-seed"), "2026");
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_archives_a_superseded_copy_from_its_card_and_restores_it() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = hall(temp.path(), true);
    // Two copies of round 1, table 1: the later device's is live.
    report(&url, &key, "tablet-a", 1, "13:02:11", &russia_wins());
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let newer = json!({"kind": "game", "v": 1, "started": "2026-11-24T11:00:00+01:00", "table": "1",
        "game": {"round": 1, "table": 1}, "names": ["a", "b", "c", "d"], "ruleset": ruleset});
    let push = json!({"device": "tabletb000000000", "from": 1, "lines": [newer.to_string()]});
    let (code, answer) =
        super::server::push_copy(&format!("{url}/api/journals/tablet-b"), &key, &push);
    assert_eq!(code, 200, "{answer}");
    let driver = Driver::start();
    let page = driver.browser(1366, 768, false);
    page.go(&format!("{url}/hall?key={key}&lang=en"));
    until_true(
        &page,
        "the cards",
        "return window.hall && window.hall.drawn > 0",
    );
    let count = |page: &super::webdriver::Browser| {
        page.run("return document.getElementById('count').textContent")
            .as_str()
            .unwrap()
            .to_owned()
    };
    assert_eq!(count(&page), "Tables: 1 live · 1 superseded");
    let superseded = text(&page, ".card.superseded");
    assert!(
        superseded.contains("the live copy of this game is tablet-b"),
        "{superseded}"
    );
    painted_photograph(&page, "hall-superseded.png");
    // Archive on the superseded card: posted, the cards drawn again; the
    // card's own page does not open.
    let drawn = page.run("return window.hall.drawn").as_u64().unwrap();
    super::click(&page, "[data-archive='tablet-a']");
    until_true(
        &page,
        "the archive answered and the cards drawn",
        &format!("return window.hall.archives > 0 && window.hall.drawn > {drawn}"),
    );
    assert_eq!(count(&page), "Tables: 1 live · 1 archived");
    assert_eq!(
        page.run("return [document.querySelectorAll('.card').length, document.getElementById('detail').style.display]"),
        json!([1, ""]),
        "one card, no table's page opened"
    );
    assert!(text(&page, "#archived").contains("tablet-a"));
    painted_photograph(&page, "hall-archived.png");
    // Restored.
    let drawn = page.run("return window.hall.drawn").as_u64().unwrap();
    super::click(&page, "#archived [data-archive='tablet-a']");
    until_true(
        &page,
        "the restore answered and the cards drawn",
        &format!("return window.hall.archives > 1 && window.hall.drawn > {drawn}"),
    );
    assert_eq!(count(&page), "Tables: 1 live · 1 superseded");
}

/// A finished game whose result the jury confirmed leaves the hall view's
/// cards; the header counts it, and a button shows it again (and hides it).
#[test]
#[ignore = "needs a WebDriver browser: BROWSER_ENGINE=chromium|firefox|webkit (docs/web.md)"]
fn the_hall_view_leaves_out_a_finished_confirmed_game_until_the_jury_asks() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = hall(temp.path(), true);
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let lines: Vec<String> = [
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00", "table": "1",
            "game": {"round": 1, "table": 1}, "names": ["a", "b", "c", "d"], "ruleset": ruleset}),
        json!({"kind": "command", "v": 1, "t": 0, "wall": "2026-11-24T10:00:05+01:00",
            "cmd": {"type": "start-turn"}}),
        json!({"kind": "command", "v": 1, "t": 1_000, "wall": "2026-11-24T12:59:00+01:00",
            "cmd": {"type": "end-game"}}),
    ]
    .iter()
    .map(Value::to_string)
    .collect();
    let push = json!({"device": "tableta000000000", "from": 1, "lines": lines});
    let (code, answer) =
        super::server::push_copy(&format!("{url}/api/journals/tablet-a"), &key, &push);
    assert_eq!(code, 200, "{answer}");
    let driver = Driver::start();
    let page = driver.browser(1366, 768, false);
    page.go(&format!("{url}/hall?key={key}&lang=en"));
    let drawn_now =
        |page: &super::webdriver::Browser| page.run("return window.hall.drawn").as_u64().unwrap();
    until_true(
        &page,
        "the cards",
        "return window.hall && window.hall.drawn > 0",
    );
    // Finished, its result not confirmed yet: the jury's business, shown.
    assert_eq!(
        page.run("return document.querySelectorAll('.card').length"),
        1
    );
    // The jury confirms its result on paper: the card goes, counted.
    let result = json!({"result": russia_wins()});
    let answer = ureq::post(format!("{url}/api/tournament/games/1/1/confirm"))
        .header("X-Tournament-Key", &key)
        .send_json(result);
    assert_eq!(answer.unwrap().status(), 200);
    let drawn = drawn_now(&page);
    until_true(
        &page,
        "the card gone",
        &format!(
            "return window.hall.drawn > {drawn} && document.querySelectorAll('.card').length === 0"
        ),
    );
    assert_eq!(
        text(&page, "#count"),
        "Tables: 0 live · 1 finished and confirmed"
    );
    // Shown on asking, and hidden again.
    for (shown, button) in [
        (1, "Hide the finished games"),
        (0, "Show the finished games (1)"),
    ] {
        let drawn = drawn_now(&page);
        super::click(&page, "[data-finished]");
        until_true(
            &page,
            "the cards drawn after the button",
            &format!(
                "return window.hall.drawn > {drawn} && document.querySelectorAll('.card').length === {shown}"
            ),
        );
        assert_eq!(text(&page, "[data-finished]"), button);
    }
}
