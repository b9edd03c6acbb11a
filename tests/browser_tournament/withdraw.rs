//! A player withdrawn on the jury's page (part of `browser_tournament`):
//! the Players tab's "Withdraw…" opens a form (the round after his last
//! game with a result, a new fill-in, a reason), asks before it sends, and
//! shows a refusal (a game already played) where the jury looks.

use std::path::Path;

use serde_json::{Value, json};

use super::page::{photograph, until_true};
use super::webdriver::Driver;
use super::{click, fill, server, shown};

/// The table of `round` where `player` sits.
fn table_of(view: &Value, round: usize, player: u64) -> u64 {
    view["rounds"][round - 1]["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["players"].as_array().unwrap().contains(&json!(player)))
        .unwrap()["table"]
        .as_u64()
        .unwrap()
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_withdraws_a_player_and_names_his_fill_in_on_the_players_tab() {
    let temp = tempfile::tempdir().unwrap();
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let (_hall, port, key) = server::hall(temp.path(), &dist);
    let url = format!("http://localhost:{port}");
    let post = |path: &str, body: Value| {
        let answer = ureq::post(format!("{url}/api/tournament{path}?key={key}")).send_json(body);
        answer.unwrap().into_body().read_json::<Value>().unwrap()
    };
    post("/open", json!({"name": "FWC 2026"}));
    for no in 1..=16 {
        post(
            "/players",
            json!({"name": format!("Player {no}"), "town": format!("Town {}", no % 4)}),
        );
    }
    let view = post("/draw", json!({"seed": "7"}));
    // Player 5's first game is played and confirmed.
    let table = table_of(&view, 1, 5);
    let result = json!({"turns": 12, "outcome": "attackers", "winners": ["russia"],
        "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
        "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 6},
        "france": {"held": 3, "total": 5}}});
    post(
        &format!("/games/1/{table}/confirm"),
        json!({"result": result}),
    );

    let driver = Driver::start();
    let page = driver.browser(1366, 900, false);
    page.go(&format!("{url}/tournament?key={key}&lang=en#players"));
    until_true(
        &page,
        "the players' withdraw buttons",
        "return !!document.querySelector('#player-5 [data-do=withdraw]')",
    );
    click(&page, "#player-5 [data-do=withdraw]");
    until_true(
        &page,
        "the form",
        "return !!document.getElementById('wd-round')",
    );
    assert_eq!(
        page.run("return document.getElementById('wd-round').value"),
        "2",
        "the round after his last game with a result"
    );
    // No reason: the page says so and sends nothing.
    fill(&page, "wd-name", "Karl Ersatz");
    fill(&page, "wd-town", "Graz");
    click(&page, "[data-do=withdraw-next]");
    until_true(
        &page,
        "no reason",
        "return document.getElementById('msg').textContent === 'A withdrawal needs a reason'",
    );
    fill(&page, "wd-reason", "left at lunch");
    click(&page, "[data-do=withdraw-next]");
    until_true(
        &page,
        "the question",
        "return !!document.querySelector('[data-do=withdraw-confirm]')",
    );
    let asked = page.run("return document.querySelector('tr.withdraw').textContent");
    let asked = asked.as_str().unwrap();
    assert!(
        asked.contains("Withdraw Player 5 from round 2 on (left at lunch)?"),
        "{asked}"
    );
    assert!(asked.contains("Karl Ersatz (Graz)"), "{asked}");
    assert!(asked.contains("rounds 2, 3, 4"), "{asked}");
    assert!(
        shown(&page)["withdrawals"].as_array().unwrap().is_empty(),
        "asked only"
    );
    photograph(&page, "tournament-withdraw-ask.png");
    click(&page, "[data-do=withdraw-confirm]");
    until_true(
        &page,
        "withdrawn",
        "return window.tournament.view.withdrawals.length === 1 && !document.querySelector('tr.withdraw')",
    );
    let row = page.run("return document.getElementById('player-5').textContent");
    assert!(
        row.as_str().unwrap().contains("withdrawn from round 2"),
        "{row}"
    );
    let karl = page.run("return document.getElementById('player-17').textContent");
    let karl = karl.as_str().unwrap();
    assert!(
        karl.contains("Karl Ersatz") && karl.contains("in place of Player 5 from round 2"),
        "{karl}"
    );
    assert_eq!(
        page.run("return document.getElementById('msg').textContent"),
        ""
    );

    // A table-mate of his first game cannot be withdrawn from round 1: the
    // refusal is shown and the form stays.
    let view = shown(&page);
    let mate = view["rounds"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["table"] == table)
        .unwrap()["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_u64().unwrap())
        .find(|p| *p != 5)
        .unwrap();
    click(&page, &format!("#player-{mate} [data-do=withdraw]"));
    until_true(
        &page,
        "the form",
        "return !!document.getElementById('wd-round')",
    );
    fill(&page, "wd-round", "1");
    fill(&page, "wd-name", "Lena Ersatz");
    fill(&page, "wd-reason", "ill");
    click(&page, "[data-do=withdraw-next]");
    until_true(
        &page,
        "the question",
        "return !!document.querySelector('[data-do=withdraw-confirm]')",
    );
    click(&page, "[data-do=withdraw-confirm]");
    until_true(
        &page,
        "the refusal",
        "return document.getElementById('msg').textContent.startsWith('His game in that round already has a result')",
    );
    until_true(
        &page,
        "the form again",
        "return !!document.getElementById('wd-round')",
    );
    assert_eq!(shown(&page)["withdrawals"].as_array().unwrap().len(), 1);
    photograph(&page, "tournament-withdrawn.png");
    click(&page, "[data-do=withdraw-cancel]");

    // The standings list him last, not ranked.
    click(&page, "[data-tab=standings]");
    until_true(
        &page,
        "the standings",
        "return !!document.querySelector('#standings table')",
    );
    let last = page.run("const rows = document.querySelectorAll('#standings table tr'); return rows[rows.length - 1].textContent");
    let last = last.as_str().unwrap();
    assert!(
        last.starts_with("–5Player 5") && last.contains("withdrawn from round 2"),
        "{last}"
    );

    // An answer that is not the hall's JSON (here an empty 405) is said as
    // it came, not taken for the hall being offline.
    page.run("call('/no-such-change', {}); return 0");
    until_true(
        &page,
        "the odd answer said",
        "return document.getElementById('msg').textContent.includes('405')",
    );
    let said = page.run("return document.getElementById('msg').textContent");
    assert!(
        said.as_str()
            .unwrap()
            .starts_with("The hall cannot read this request"),
        "{said}"
    );
}
