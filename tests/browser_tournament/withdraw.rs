//! A player withdrawn on the jury's page (part of `browser_tournament`):
//! the Players tab's "Withdraw…" opens a form (the round after his last
//! game with a result, a new fill-in, a reason), asks before it sends, and
//! shows a refusal (a game already played) where the jury looks. Every wait
//! is on the page's signals (`click_drawn`, `click_answered`).

use serde_json::{Value, json};

use super::page::photograph;
use super::webdriver::Driver;
use super::{click_answered, click_drawn, fill, open_page, shown, text};

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
    let (_hall, url, key) = super::jury_hall(temp.path());
    let post = |path: &str, body: Value| super::jury_post(&url, &key, path, body);
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
        "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 10},
        "france": {"held": 3, "total": 5}}});
    post(
        &format!("/games/1/{table}/confirm"),
        json!({"result": result}),
    );

    let driver = Driver::start();
    let page = driver.browser(1366, 900, false);
    open_page(
        &page,
        &format!("{url}/tournament?key={key}&lang=en#players"),
    );
    click_drawn(&page, "#player-5 [data-do=withdraw]");
    assert_eq!(
        page.run("return document.getElementById('wd-round').value"),
        "2",
        "the round after his last game with a result"
    );
    // No reason: the page says so and sends nothing.
    fill(&page, "wd-name", "Karl Ersatz");
    fill(&page, "wd-town", "Graz");
    click_drawn(&page, "[data-do=withdraw-next]");
    assert_eq!(
        text(&page, "#withdraw-refused"),
        "A withdrawal needs a reason"
    );
    assert_eq!(
        page.run("return document.getElementById('wd-name').value"),
        "Karl Ersatz",
        "what the jury typed stays"
    );
    fill(&page, "wd-reason", "left at lunch");
    click_drawn(&page, "[data-do=withdraw-next]");
    let asked = text(&page, "tr.withdraw");
    assert!(
        asked.contains("Withdraw Player 5 from round 2 on (left at lunch)?"),
        "{asked}"
    );
    assert!(asked.contains("Karl Ersatz (Graz)"), "{asked}");
    assert!(asked.contains("rounds 2, 3, 4"), "{asked}");
    assert!(
        shown(&url, &key)["withdrawals"]
            .as_array()
            .unwrap()
            .is_empty(),
        "asked only"
    );
    photograph(&page, "tournament-withdraw-ask.png");
    click_answered(&page, "[data-do=withdraw-confirm]");
    assert_eq!(
        shown(&url, &key)["withdrawals"].as_array().unwrap().len(),
        1
    );
    assert!(
        !page
            .run("return !!document.querySelector('tr.withdraw')")
            .as_bool()
            .unwrap(),
        "the form closed"
    );
    let row = text(&page, "#player-5");
    assert!(row.contains("withdrawn from round 2"), "{row}");
    let karl = text(&page, "#player-17");
    assert!(
        karl.contains("Karl Ersatz") && karl.contains("in place of Player 5 from round 2"),
        "{karl}"
    );
    assert_eq!(text(&page, "#msg"), "");

    // A table-mate of his first game cannot be withdrawn from round 1: the
    // form offers round 2 on only, nothing asked in vain.
    let view = shown(&url, &key);
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
    click_drawn(&page, &format!("#player-{mate} [data-do=withdraw]"));
    let offered = page
        .run("return [...document.getElementById('wd-round').options].map(o => o.value).join(',')");
    assert_eq!(
        offered.as_str(),
        Some("2,3,4"),
        "rounds with no result of his"
    );
    assert_eq!(
        shown(&url, &key)["withdrawals"].as_array().unwrap().len(),
        1
    );
    photograph(&page, "tournament-withdrawn.png");
    click_drawn(&page, "[data-do=withdraw-cancel]");

    // The standings list him last, not ranked.
    click_drawn(&page, "[data-tab=standings]");
    let last = page.run("const rows = document.querySelectorAll('#standings table.standings tbody tr'); return rows[rows.length - 1].textContent");
    let last = last.as_str().unwrap();
    assert!(
        last.starts_with("–5Player 5") && last.contains("withdrawn from round 2"),
        "{last}"
    );

    // A route the hall does not have: its refusal comes as the hall's JSON
    // like every other (axum's own empty 404 shaped by the hall) and is
    // said as it came, not taken for the hall being offline.
    let asked = super::signal(&page, "asked");
    page.run("post('/api/tournament/no-such-change', {}); return 0");
    super::page::until_true(
        &page,
        "the odd answer said",
        &format!("return Number(document.body.dataset.answered) > {asked}"),
    );
    let said = text(&page, "#msg");
    assert!(
        said.contains("No such page or file in the hall: /api/tournament/no-such-change"),
        "{said}"
    );
}
