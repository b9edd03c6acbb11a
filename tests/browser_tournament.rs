//! The jury's tournament page in a browser (`BROWSER_ENGINE`), on a real
//! hall: open, register with the form, fill-ins, a seeded draw by role; a
//! table's result confirmed with a click, flagged for its missing Cards of
//! Fate and corrected with the cards' buttons after a refusal (no reason)
//! that outlives a reload; a standings number opens its games; German with
//! `&lang=de`; a finalist's role withdrawn after the page asks; the public
//! standings explain a number; a player withdrawn with his fill-in
//! (`browser_tournament/withdraw.rs`). Each step is a mouse click on the
//! page's button (typed values are set by script). Photographs in
//! `target/browser/`. Needs a browser: `make test-browsers` runs it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "browser/engine.rs"]
mod engine;
#[path = "browser/page.rs"]
mod page;
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

/// How often the page has loaded the tournament.
fn shown_loads(page: &Browser) -> u64 {
    page.run("return window.tournament.loads").as_u64().unwrap()
}

/// The tournament the page shows now (its last answer from the hall).
fn shown(page: &Browser) -> Value {
    page.run("return window.tournament.view")
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
    page.go(&format!("{url}/tournament?key={key}&lang=en"));
    until_true(
        &page,
        "the page's first answer",
        "return window.tournament && window.tournament.loads > 0 && !!document.getElementById('open-name')",
    );
    fill(&page, "open-name", "FWC 2026");
    click(&page, "[data-do=open]");
    until_true(&page, "opened", "return window.tournament.view.opened");
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
        click(&page, "[data-do=register]");
        until_true(
            &page,
            "the player registered",
            &format!("return window.tournament.view.players.length === {}", i + 1),
        );
    }
    // 14 players: two fill-ins make sixteen.
    assert_eq!(shown(&page)["fill_ins_needed"], 2);
    click(&page, "[data-do=fill-ins]");
    until_true(
        &page,
        "the fill-ins",
        "return window.tournament.view.players.length === 16",
    );
    let rows = page.run("return document.querySelectorAll('#players table tr').length");
    assert_eq!(rows, 17, "a header and sixteen players");
    photograph(&page, "tournament-players.png");

    // The draw, with a seed, and its rounds by role.
    click(&page, "[data-tab=draw]");
    fill(&page, "seed", "2026");
    click(&page, "[data-do=draw]");
    until_true(&page, "the draw", "return !!window.tournament.view.draw");
    until_true(
        &page,
        "the rounds on the page",
        "return document.querySelectorAll('#draw table tr').length === 20",
    );
    let seed = page.run("return document.getElementById('the-seed').textContent");
    assert_eq!(seed, "2026");
    // Each round: a head of the four roles, then one table a line.
    let heads = page.run("return document.querySelector('#draw table tr').textContent");
    assert_eq!(heads, "TableFrederickElisabethMaria TheresiaPompadour");
    let first = page.run("return document.querySelectorAll('#draw table tr')[1].textContent");
    let names = shown(&page)["rounds"][0]["games"][0]["players"].clone();
    let frederick =
        &shown(&page)["players"][usize::try_from(names[0].as_u64().unwrap()).unwrap() - 1];
    assert!(
        first
            .as_str()
            .unwrap()
            .starts_with(&format!("Table 1{}", frederick["name"].as_str().unwrap())),
        "round 1, table 1, Frederick first: {first}"
    );
    photograph(&page, "tournament-draw.png");
    // The draw's printout is a link away (src/hall/prints.rs).
    let print = page.run("return document.querySelector('a[href^=\"/print/draw\"]').href");
    let printed = ureq::get(print.as_str().unwrap()).call().unwrap();
    assert_eq!(printed.status(), 200);

    // Table 1 of round 1 sends its journal with the jury's result.
    let view = shown(&page);
    let game = &view["rounds"][0]["games"][0];
    let ruleset = serde_json::to_value(friedrich_clock::engine::Ruleset::default()).unwrap();
    let lines = [
        json!({"kind": "game", "v": 1, "started": "2026-11-24T10:00:00+01:00", "table": "1",
            "game": {"round": 1, "table": 1}, "names": ["a", "b", "c", "d"], "ruleset": ruleset}),
        json!({"kind": "result", "v": 1, "wall": "2026-11-24T13:00:00+01:00", "result": {
            "turns": 12, "outcome": "attackers", "winners": ["russia"],
            "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
            "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 6},
            "france": {"held": 3, "total": 5}}}}),
    ]
    .map(|l| l.to_string());
    let push = json!({"device": "0123456789abcdef", "from": 1, "lines": lines});
    let answer = ureq::post(format!("{url}/api/journals/r1-t1?key={key}")).send_json(push);
    assert_eq!(answer.unwrap().status(), 200);
    click(&page, "[data-tab=results]");
    until_true(
        &page,
        "the reported result",
        "return !!document.querySelector('#game-1-1 [data-do=confirm]')",
    );
    click(&page, "#game-1-1 [data-do=confirm]");
    until_true(
        &page,
        "confirmed",
        "return window.tournament.view.rounds[0].games[0].status === 'confirmed'",
    );
    assert_eq!(
        game["players"],
        shown(&page)["rounds"][0]["games"][0]["players"]
    );
    // The table's result has no Cards of Fate: the row warns.
    until_true(
        &page,
        "the warning of a result without Cards of Fate",
        "return (document.querySelector('#game-1-1 .fate-gap') || {textContent: ''}).textContent.includes('No Cards of Fate')",
    );
    page.run("document.getElementById('game-1-1').scrollIntoView({block: 'center'}); return true");
    photograph(&page, "tournament-fate-warning.png");
    // The table saves another result after the confirmation (turn 11): the
    // row shows it beside the confirmed one, and Correct starts from it.
    let newer = lines[1].replace("\"turns\":12", "\"turns\":11");
    assert_ne!(newer, lines[1]);
    let push = json!({"device": "0123456789abcdef", "from": 3, "lines": [newer]});
    let answer = ureq::post(format!("{url}/api/journals/r1-t1?key={key}")).send_json(push);
    assert_eq!(answer.unwrap().status(), 200);
    until_true(
        &page,
        "the newer report on the row",
        "return document.querySelector('#game-1-1').textContent.includes('11 turns')",
    );
    click(&page, "#game-1-1 [data-do=edit]");
    until_true(
        &page,
        "the correction starting from the table's newer result",
        "return (document.getElementById('result-1-1') || {value: ''}).value.includes('turns = 11')",
    );
    // The jury clicks the Cards of Fate in the order revealed, one too many
    // taken back, and saves without the correction's reason: the hall
    // refuses, and the refusal stays on the page past its next reload.
    let typed = "other, poems, other, elisabeth, india, other, sweden, america";
    let cards: Vec<&str> = typed.split(", ").collect();
    for card in cards.iter().chain(&["india"]) {
        click(&page, &format!("#game-1-1 + tr [data-card={card}]"));
    }
    click(&page, "#game-1-1 + tr [data-do=fate-back]");
    let field = page.run("return document.getElementById('fate-1-1').value");
    assert_eq!(field, typed);
    let loads = shown_loads(&page);
    click(&page, "[data-do=save-result]");
    until_true(
        &page,
        "the refusal",
        "return document.getElementById('msg').textContent === 'A correction needs a reason'",
    );
    until_true(
        &page,
        "the next reload",
        &format!("return window.tournament.loads > {}", loads + 1),
    );
    let stays = page.run(
        "return [location.pathname, document.getElementById('msg').textContent, \
         document.getElementById('fate-1-1').value]",
    );
    assert_eq!(
        stays,
        json!(["/tournament", "A correction needs a reason", typed]),
        "the refusal and what the jury typed stay"
    );
    photograph(&page, "tournament-refused.png");
    fill(&page, "reason-1-1", "the Cards of Fate");
    click(&page, "[data-do=save-result]");
    until_true(
        &page,
        "the correction with the cards",
        "return (window.tournament.view.rounds[0].games[0].confirmed.fate || []).length === 8",
    );
    let after = page.run(
        "return [document.getElementById('msg').textContent, !!document.querySelector('#game-1-1 .fate-gap')]",
    );
    assert_eq!(
        after,
        json!(["", false]),
        "the refusal and the warning gone"
    );
    assert_eq!(
        shown(&page)["rounds"][0]["games"][0]["confirmed"]["fate"],
        json!(cards)
    );
    photograph(&page, "tournament-results.png");

    // The standings: a total opens the games behind it.
    click(&page, "[data-tab=standings]");
    let frederick = game["players"][0].as_u64().unwrap();
    click(&page, &format!("[data-explain='{frederick}/total']"));
    until_true(
        &page,
        "the games behind the total",
        "return !!document.querySelector('tr.explain')",
    );
    let explained = page.run("return document.querySelector('tr.explain').textContent");
    assert!(
        explained.as_str().unwrap().contains("Frederick"),
        "{explained}"
    );
    photograph(&page, "tournament-standings.png");

    // The same page in German.
    page.go(&format!("{url}/tournament?key={key}&lang=de#draw"));
    until_true(
        &page,
        "the German page",
        "return !!document.getElementById('the-seed')",
    );
    let tab = page.run("return document.querySelector('[data-tab=draw]').textContent");
    assert_eq!(tab, "Auslosung");
    // The public standings, no key.
    page.go(&format!("{url}/standings?lang=en"));
    until_true(
        &page,
        "the public page",
        "return window.tournament.loads > 0",
    );
    let held = page.run("return document.getElementById('main').textContent");
    assert!(held.as_str().unwrap().contains("Not shown yet"), "{held}");
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_draws_a_lot_seats_the_final_and_enters_its_result_on_the_page() {
    let temp = tempfile::tempdir().unwrap();
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let (_hall, port, key) = server::hall(temp.path(), &dist);
    let url = format!("http://localhost:{port}");
    let post = |path: &str, body: Value| {
        let answer = ureq::post(format!("{url}/api/tournament{path}?key={key}")).send_json(body);
        assert_eq!(answer.unwrap().status(), 200, "{path}");
    };
    // Four players, each in every role against the same three, every game
    // the same result: all four level after every tie-breaker.
    post("/open", json!({"name": "Club final"}));
    for name in ["Anna", "Bernd", "Carmen", "Dai"] {
        post("/players", json!({"name": name}));
    }
    post("/draw", json!({"seed": "4"}));
    let result = "fate = [\"other\", \"poems\", \"other\", \"elisabeth\", \"india\", \"other\", \"sweden\", \"america\"]\n\
        turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\
        [objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = 3\ntotal = 4\n\
        [objectives.austria]\nheld = 5\ntotal = 7\n[objectives.imperial-army]\nheld = 2\ntotal = 6\n\
        [objectives.france]\nheld = 3\ntotal = 5\n";
    for round in 1..=4 {
        post(
            &format!("/games/{round}/1/confirm"),
            json!({"result": result}),
        );
    }
    let driver = Driver::start();
    let page = driver.browser(1366, 768, false);
    page.go(&format!("{url}/tournament?key={key}&lang=en#standings"));
    until_true(
        &page,
        "the lot's button",
        "return !!document.querySelector('[data-do=lot]')",
    );
    click(&page, "[data-do=lot]");
    until_true(
        &page,
        "the finalists",
        "return !!window.tournament.view.finalists",
    );
    click(&page, "[data-tab=final]");
    until_true(
        &page,
        "the first finalist's choice",
        "return !!document.querySelector('[data-do=seat]')",
    );
    photograph(&page, "tournament-final-choose.png");
    // The first finalist's choice is a mis-click: Undo asks first, and
    // withdraws it once the jury gives a reason.
    click(&page, "[data-do=seat]");
    until_true(
        &page,
        "the first role chosen",
        "return window.tournament.view.seats.length === 1",
    );
    let first = shown(&page)["finalists"][0].clone();
    click(&page, &format!("#finalist-{first} [data-id=u{first}]"));
    until_true(
        &page,
        "the question",
        "return !!document.querySelector('tr.undo [data-do=unseat]')",
    );
    let asked = page.run("return document.querySelector('tr.undo').textContent");
    assert!(asked.as_str().unwrap().contains("chooses again"), "{asked}");
    assert_eq!(
        shown(&page)["seats"].as_array().unwrap().len(),
        1,
        "asked only"
    );
    click(&page, "[data-do=unseat]");
    until_true(
        &page,
        "the refusal without a reason",
        "return document.getElementById('msg').textContent === 'A correction needs a reason'",
    );
    photograph(&page, "tournament-final-undo.png");
    fill(&page, "undo-reason", "mis-click");
    click(&page, "[data-do=unseat]");
    until_true(
        &page,
        "the choice withdrawn",
        "return window.tournament.view.seats.length === 0 && !!document.querySelector('[data-do=seat]')",
    );
    assert_eq!(
        page.run("return document.getElementById('msg').textContent"),
        ""
    );
    // Each finalist in rank order takes the first role left.
    for seated in 1..=4 {
        click(&page, "[data-do=seat]");
        until_true(
            &page,
            "the role chosen",
            &format!("return window.tournament.view.seats.length === {seated}"),
        );
    }
    assert_eq!(
        page.run("return document.getElementById('main').textContent.includes('Winner')"),
        false,
        "no winner, and no role's wins, before the final's result"
    );
    click(&page, "#game-0-1 [data-do=edit]");
    let template = page.run("return document.getElementById('result-0-1').value");
    assert!(
        template.as_str().unwrap().contains("outcome ="),
        "{template}"
    );
    fill(&page, "result-0-1", result);
    photograph(&page, "tournament-final-result.png");
    click(&page, "[data-do=save-result]");
    until_true(
        &page,
        "the final's order",
        "return !!window.tournament.view.final",
    );
    let view = shown(&page);
    let winner = view["final"]["winner"].as_u64().unwrap();
    // Russia won: Elisabeth, the second to choose, controlled it.
    assert_eq!(winner, view["finalists"][1].as_u64().unwrap());
    let text = page.run("return document.getElementById('final').textContent");
    assert!(text.as_str().unwrap().contains("Winner"), "{text}");
    assert_eq!(
        page.run("return document.querySelectorAll('#final [data-do=edit][data-id^=u]').length"),
        0,
        "no Undo once the final's result is confirmed"
    );
    photograph(&page, "tournament-final.png");

    // The public standings: a number opens the games behind it.
    page.go(&format!("{url}/standings?lang=en"));
    until_true(
        &page,
        "the public standings",
        "return !!document.querySelector('[data-explain]')",
    );
    let player = shown(&page)["standings"][0]["player"].clone();
    click(&page, &format!("[data-explain='{player}/tb2']"));
    until_true(
        &page,
        "the games behind tie-breaker 2",
        "return !!document.querySelector('tr.explain')",
    );
    let explained = page.run("return document.querySelector('tr.explain').textContent");
    assert!(
        explained.as_str().unwrap().contains("0.812"),
        "the sTCC from the Cards of Fate: {explained}"
    );
    photograph(&page, "tournament-public-explained.png");
}
