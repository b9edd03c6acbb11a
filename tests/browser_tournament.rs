//! The jury's tournament page in a browser (`BROWSER_ENGINE`), on a real
//! hall: open, register with the form, fill-ins, a seeded draw by role; a
//! table's result confirmed with a click, flagged for its missing Cards of
//! Fate and corrected with the cards' buttons after a refusal (no reason)
//! that outlives a reload; a standings number opens its games; German with
//! `&lang=de`; a finalist's role withdrawn after the page asks; the public
//! standings explain a number; a player withdrawn with his fill-in
//! (`browser_tournament/withdraw.rs`); a player who finds his games on his
//! phone, no public page scrolling sideways, and the jury's page on a phone
//! with every button in reach (`browser_tournament/players.rs`); two
//! reports of one game side by side and the jury's pick, a second click on
//! Confirm that sends nothing, the draw that asks first
//! (`browser_tournament/decisions.rs`); players imported from a CSV and a
//! redraw with a late entry (`browser_tournament/entries.rs`). Each step is a mouse click on the
//! page's button (typed values are set by script), and each wait is on the
//! page's own signal: the ask it numbered (`body[data-asked]`) drawn
//! (`data-drawn`) or answered (`data-answered`), never on a timer that the
//! page's 5 s reload could beat. What the hall holds is read from its API.
//! Photographs in `target/browser/`. Needs a browser: `make test-browsers`
//! runs it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser_tournament/decisions.rs"]
mod decisions;
#[path = "browser/engine.rs"]
mod engine;
#[path = "browser_tournament/entries.rs"]
mod entries;
#[path = "browser_tournament/final_round.rs"]
mod final_round;
#[path = "browser/page.rs"]
mod page;
#[path = "browser_tournament/players.rs"]
mod players;
mod server;
#[path = "browser/webdriver.rs"]
mod webdriver;
#[path = "browser_tournament/withdraw.rs"]
mod withdraw;

use std::path::Path;

use page::{photograph, until_true};
use serde_json::{Value, json};
use webdriver::{Browser, Driver};

/// Clicks the middle of the element `selector` with the mouse.
fn click(page: &Browser, selector: &str) {
    let script = format!(
        "const e = document.querySelector({selector:?}); if (!e) return null; e.scrollIntoView({{block: 'center'}}); \
         const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];"
    );
    let at = page.run(&script);
    let at = at
        .as_array()
        .unwrap_or_else(|| panic!("no {selector} on the page"));
    let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    page.tap(x.round() as u32, y.round() as u32);
}

/// Types `text` into the field `id` (set by script, as a person would type it).
fn fill(page: &Browser, id: &str, text: &str) {
    let script = format!(
        "const e = document.getElementById({id:?}); if (!e) return false; e.value = {text:?}; return true;"
    );
    assert_eq!(page.run(&script), true, "no field {id}");
}

/// A hall serving the web build (`dist/`): its guard, address and the
/// jury's key.
fn jury_hall(dir: &Path) -> (server::Server, String, String) {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let (hall, port, key) = server::hall(dir, &dist);
    (hall, format!("http://localhost:{port}"), key)
}

/// Posts `body` to the tournament's API at `path` with the jury's key: the
/// hall's answer, which must be a 200.
fn jury_post(url: &str, key: &str, path: &str, body: Value) -> Value {
    let answer = ureq::post(format!("{url}/api/tournament{path}"))
        .header("X-Tournament-Key", key)
        .send_json(body)
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(answer.status(), 200, "{path}");
    answer.into_body().read_json::<Value>().unwrap()
}

/// One of the page's signals (`body[data-NAME]`), a number.
fn signal(page: &Browser, name: &str) -> u64 {
    page.run(&format!("return Number(document.body.dataset.{name} || 0)"))
        .as_u64()
        .unwrap()
}

/// Clicks `selector` and waits until the page has drawn what it asked.
fn click_drawn(page: &Browser, selector: &str) {
    let asked = signal(page, "asked");
    click(page, selector);
    until_true(
        page,
        &format!("{selector} drawn"),
        &format!("return Number(document.body.dataset.drawn) > {asked}"),
    );
}

/// Clicks `selector`, a change the page posts, and waits for the hall's
/// answer (the page drawn after it, or the refusal said).
fn click_answered(page: &Browser, selector: &str) {
    let asked = signal(page, "asked");
    click(page, selector);
    until_true(
        page,
        &format!("{selector} answered"),
        &format!("return Number(document.body.dataset.answered) > {asked}"),
    );
}

/// Fills the result form `form` (its id) with `fields` by their names, as
/// the jury types them, and waits for the preview the page asks after the
/// last keystroke (`body[data-preview-asked]`) to be swapped in
/// (`body[data-previewed]`).
fn fill_form(page: &Browser, form: &str, fields: &Value) {
    let script = format!(
        "const f = document.getElementById({form:?}); const v = {fields}; \
         for (const [k, x] of Object.entries(v)) {{ const e = f.elements[k]; if (!e) return k; \
         if (e.type === 'checkbox') e.checked = x; else e.value = x; }} \
         f.elements['turns'].dispatchEvent(new Event('input', {{bubbles: true}})); return true;"
    );
    assert_eq!(page.run(&script), true, "a field of {form}");
    let asked = signal(page, "previewAsked");
    until_true(
        page,
        "the preview",
        &format!("return Number(document.body.dataset.previewed || 0) >= {asked}"),
    );
}

/// Opens `address` and waits for its first fragment.
fn open_page(page: &Browser, address: &str) {
    page.go(address);
    until_true(
        page,
        "the page's first fragment",
        "return Number(document.body.dataset.drawn) > 0",
    );
}

/// What the hall holds now (`GET /api/tournament`, the key in its header).
fn shown(url: &str, key: &str) -> Value {
    ureq::get(format!("{url}/api/tournament"))
        .header("X-Tournament-Key", key)
        .call()
        .unwrap()
        .into_body()
        .read_json()
        .unwrap()
}

/// The public standings as the hall gives them (`GET /api/standings`).
fn public(url: &str) -> Value {
    ureq::get(format!("{url}/api/standings"))
        .call()
        .unwrap()
        .into_body()
        .read_json()
        .unwrap()
}

/// The text of `selector` on the page.
fn text(page: &Browser, selector: &str) -> String {
    page.run(&format!(
        "const e = document.querySelector({selector:?}); return e ? e.textContent : null"
    ))
    .as_str()
    .unwrap_or_else(|| panic!("no {selector} on the page"))
    .to_owned()
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_registers_players_draws_and_confirms_a_result_on_the_tournament_page() {
    let temp = tempfile::tempdir().unwrap();
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let (_hall, port, key) = server::hall(temp.path(), &dist);
    let url = format!("http://localhost:{port}");
    let driver = Driver::start();
    let page = driver.browser(1366, 768, false);
    // An old link with the key: the hall keeps it in a cookie and takes it
    // out of the address.
    open_page(&page, &format!("{url}/tournament?key={key}&lang=en"));
    let address = page.run("return location.href");
    assert!(!address.as_str().unwrap().contains("key"), "{address}");
    assert!(
        page.run("return !!document.getElementById('open-name')")
            .as_bool()
            .unwrap()
    );
    assert_eq!(page.run("return document.title"), "Tournament");
    fill(&page, "open-name", "FWC 2026");
    click_answered(&page, "[data-do=open]");
    assert_eq!(shown(&url, &key)["opened"], true);
    // The page is named after the tournament at once, header and tab.
    assert_eq!(
        page.run("return [document.title, document.getElementById('title').textContent]"),
        json!(["FWC 2026", "FWC 2026"])
    );
    let towns = ["Berlin", "Wien", "Graz", "Bern", "Lyon", "Gent", "Linz"];
    let names = [
        "Anna Schmidt",
        "Bernd Müller",
        "Carmen Ruiz",
        "Dai Chen",
        "Emil Gruber",
        "Frida Berg",
        "Gustav Lind",
        "Hanna Vogel",
        "Iker Sanz",
        "Jana Novak",
        "Karl Huber",
        "Lena Roth",
        "Marta Gil",
        "Nils Dahl",
    ];
    for (i, name) in names.iter().enumerate() {
        fill(&page, "reg-name", name);
        fill(&page, "reg-town", towns[i % towns.len()]);
        click_answered(&page, "[data-do=register]");
        assert_eq!(
            page.run("return document.getElementById('msg').textContent"),
            "",
            "{name} registered"
        );
        let rows =
            page.run("return document.querySelectorAll('#players table tr[id^=player-]').length");
        assert_eq!(rows, i + 1, "{name} on the page");
    }
    // 14 players: two fill-ins make sixteen.
    assert_eq!(shown(&url, &key)["fill_ins_needed"], 2);
    click_answered(&page, "[data-do=fill-ins]");
    let rows = page.run("return document.querySelectorAll('#players table tr').length");
    assert_eq!(rows, 17, "a header and sixteen players");
    photograph(&page, "tournament-players.png");

    // The draw, with a seed, and its rounds by role.
    click_drawn(&page, "[data-tab=draw]");
    fill(&page, "seed", "2026");
    // The draw asks first, naming what becomes final.
    click_drawn(&page, "[data-do=draw]");
    assert!(text(&page, "#draw-ask").contains("Registration closes"));
    assert!(shown(&url, &key)["draw"].is_null(), "asked only");
    click_answered(&page, "[data-do=draw-confirm]");
    assert!(!shown(&url, &key)["draw"].is_null());
    let rows =
        page.run("return document.querySelectorAll('#draw table.draw-round tbody tr').length");
    assert_eq!(rows, 16, "four rounds of four tables");
    assert_eq!(text(&page, "#the-seed"), "2026");
    // Each round: a head of the four roles, then one table a line.
    assert_eq!(
        text(&page, "#round-1 thead tr:nth-child(2)"),
        "TableFrederickElisabethMaria TheresiaPompadour"
    );
    let first = text(&page, "#round-1 tbody tr");
    let view = shown(&url, &key);
    let no = view["rounds"][0]["games"][0]["players"][0]
        .as_u64()
        .unwrap();
    let frederick = &view["players"][usize::try_from(no).unwrap() - 1];
    assert!(
        first.starts_with(&format!("1{no} {}", frederick["name"].as_str().unwrap())),
        "round 1, table 1, Frederick first: {first}"
    );
    photograph(&page, "tournament-draw.png");
    // The draw's printout is a link away (src/hall/prints.rs), with no key
    // in its address: the jury's cookie opens it.
    let print =
        page.run("return document.querySelector('a[href^=\"/print/draw\"]').getAttribute('href')");
    assert!(!print.as_str().unwrap().contains("key"), "{print}");
    let printed = ureq::get(format!("{url}{}", print.as_str().unwrap()))
        .header("X-Tournament-Key", &key)
        .call()
        .unwrap();
    assert_eq!(printed.status(), 200);

    // Table 1 of round 1 sends its journal with the jury's result.
    let game = &view["rounds"][0]["games"][0];
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let lines = [
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00", "table": "1",
            "game": {"round": 1, "table": 1}, "names": ["a", "b", "c", "d"], "ruleset": ruleset}),
        json!({"kind": "result", "v": 1, "wall": "2026-11-24T13:00:00+01:00", "result": {
            "turns": 12, "outcome": "attackers", "winners": ["russia"],
            "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
            "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 10},
            "france": {"held": 3, "total": 5}}}}),
    ]
    .map(|l| l.to_string());
    let push = json!({"device": "0123456789abcdef", "from": 1, "lines": lines});
    let answer = ureq::post(format!("{url}/api/journals/r1-t1"))
        .header("X-Tournament-Key", &key)
        .send_json(push);
    assert_eq!(answer.unwrap().status(), 200);
    // The tab drawn after the report came: its Confirm is there at once.
    click_drawn(&page, "[data-tab=results]");
    click_answered(&page, "#game-1-1 [data-do=confirm]");
    assert_eq!(
        shown(&url, &key)["rounds"][0]["games"][0]["status"],
        "confirmed"
    );
    assert_eq!(
        game["players"],
        shown(&url, &key)["rounds"][0]["games"][0]["players"]
    );
    // The table's result has no Cards of Fate: the row warns.
    assert!(
        text(&page, "#game-1-1 .fate-gap").contains("No Cards of Fate"),
        "the warning of a result without Cards of Fate"
    );
    page.run("document.getElementById('game-1-1').scrollIntoView({block: 'center'}); return true");
    photograph(&page, "tournament-fate-warning.png");
    // The table saves another result after the confirmation (turn 11): the
    // row's reports show it beside the confirmed one, and Correct starts
    // from it.
    let newer = lines[1].replace("\"turns\":12", "\"turns\":11");
    assert_ne!(newer, lines[1]);
    let push = json!({"device": "0123456789abcdef", "from": 3, "lines": [newer]});
    let answer = ureq::post(format!("{url}/api/journals/r1-t1"))
        .header("X-Tournament-Key", &key)
        .send_json(push);
    assert_eq!(answer.unwrap().status(), 200);
    click_drawn(&page, "[data-tab=results]");
    assert!(
        text(&page, "#reports-1-1").contains("Turns: 11"),
        "the newer report beside the confirmed one"
    );
    click_drawn(&page, "#game-1-1 [data-do=edit]");
    let start = page.run("return document.getElementById('result-1-1').value");
    assert!(
        start.as_str().unwrap().contains("turns = 11"),
        "the correction starting from the table's newer result: {start}"
    );
    // The jury types the card at which each Stroke of Fate came, as the
    // slip has them (five fields for eight cards), and saves without the
    // correction's reason: the hall refuses, and the refusal stays on the
    // page past its next reloads.
    let typed = "other, poems, other, elisabeth, india, other, sweden, america";
    let cards: Vec<&str> = typed.split(", ").collect();
    for (card, at) in [
        ("poems", "2"),
        ("elisabeth", "4"),
        ("india", "5"),
        ("sweden", "7"),
        ("america", "8"),
    ] {
        fill(&page, &format!("fate-at-1-1-{card}"), at);
    }
    click_answered(&page, "[data-do=save-result]");
    assert_eq!(
        text(&page, "#msg"),
        "A reason is needed: it is kept with the change for the record"
    );
    let polled = signal(&page, "polled");
    until_true(
        &page,
        "two reloads tried",
        &format!(
            "return Number(document.body.dataset.polled) > {}",
            polled + 1
        ),
    );
    let stays = page.run(
        "return [location.pathname, document.getElementById('msg').textContent, \
         document.getElementById('fate-at-1-1-sweden').value]",
    );
    assert_eq!(
        stays,
        json!([
            "/tournament",
            "A reason is needed: it is kept with the change for the record",
            "7"
        ]),
        "the refusal and what the jury typed stay"
    );
    photograph(&page, "tournament-refused.png");
    fill(&page, "reason-1-1", "the Cards of Fate");
    click_answered(&page, "[data-do=save-result]");
    assert_eq!(
        shown(&url, &key)["rounds"][0]["games"][0]["confirmed"]["fate"],
        json!(cards),
        "the correction with the cards"
    );
    let after = page.run(
        "return [document.getElementById('msg').textContent, !!document.querySelector('#game-1-1 .fate-gap'), \
         !!document.getElementById('reports-1-1')]",
    );
    assert_eq!(
        after,
        json!(["", false, false]),
        "the refusal, the warning and the reports to decide gone"
    );
    photograph(&page, "tournament-results.png");

    // The standings: a total opens the games behind it.
    click_drawn(&page, "[data-tab=standings]");
    let frederick = game["players"][0].as_u64().unwrap();
    click_drawn(&page, &format!("[data-explain='{frederick}/total']"));
    let explained = text(&page, "tr.explain");
    assert!(explained.contains("Frederick"), "{explained}");
    photograph(&page, "tournament-standings.png");

    // The same page in German, the cookie still the jury's.
    open_page(&page, &format!("{url}/tournament?lang=de#draw"));
    assert_eq!(text(&page, "#the-seed"), "2026");
    assert_eq!(text(&page, "[data-tab=draw]"), "Auslosung");
    // The public standings, no key.
    open_page(&page, &format!("{url}/standings?lang=en"));
    let held = text(&page, "#main");
    assert!(held.contains("Not shown yet"), "{held}");
}
