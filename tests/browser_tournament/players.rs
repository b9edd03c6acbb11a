//! A player follows the tournament on his phone (part of
//! `browser_tournament`): on a phone's screen (Chromium's emulation at
//! 390×844 and 412×915; Firefox and WebKit at the narrowest window they
//! allow here) he finds himself on `/players` by a part of his name, opens
//! his page and sees his four games with his opponents and his confirmed
//! score, in English, German and Spanish; no public page (his, the list,
//! the public standings with the crosstable) scrolls sideways. The jury's
//! page on a phone: its tabs wrap, no tab scrolls sideways and every
//! button and link is inside the window, in German, Spanish and English.
//! Every wait is on the page's own signals.

use std::path::Path;

use serde_json::{Value, json};

use super::engine::Engine;
use super::page::{photograph, until_true};
use super::webdriver::{Browser, Driver};
use super::{click_drawn, fill, open_page, server, text};

/// Whether the page scrolls sideways: its width against the window's.
fn sideways(page: &Browser) -> Value {
    page.run(
        "const s = document.scrollingElement; \
         return s.scrollWidth > innerWidth ? [s.scrollWidth, innerWidth] : null",
    )
}

/// Long names and towns, as registrations bring them.
const NAMES: [&str; 8] = [
    "Hélène Lefèvre-Moreau",
    "Karl-Heinz Oberhuber-Schwarzenegger",
    "José Ñúñez García de la Fuente",
    "Pieter van den Berg",
    "Marta Kowalska",
    "Nils Åkesson",
    "Ulrike Sommerfeld",
    "Fiona O'Neill",
];

/// A hall with eight players drawn (seed 7), round 1's table 1 confirmed
/// and every confirmed game shown: the hall, its address, its key, the
/// Elisabeth of that game and his score there.
fn played(dir: &Path) -> (server::Server, String, String, u64, f64) {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("dist");
    let (hall, port, key) = server::hall(dir, &dist);
    let url = format!("http://localhost:{port}");
    let post = |path: &str, body: Value| {
        let answer = ureq::post(format!("{url}/api/tournament{path}"))
            .header("X-Tournament-Key", &key)
            .send_json(body);
        answer.unwrap().into_body().read_json::<Value>().unwrap()
    };
    post("/open", json!({"name": "Friedrich Open 2026 Hauptturnier"}));
    for (i, name) in NAMES.iter().enumerate() {
        post(
            "/players",
            json!({"name": name, "town": format!("Sankt Wolfgang im Salzkammergut {}", i % 4)}),
        );
    }
    post("/draw", json!({"seed": "7"}));
    let result = json!({"turns": 12, "outcome": "attackers", "winners": ["russia"],
        "objectives": {"russia": {"held": 8, "total": 8}, "sweden": {"held": 3, "total": 4},
        "austria": {"held": 5, "total": 7}, "imperial-army": {"held": 2, "total": 10},
        "france": {"held": 3, "total": 5}}});
    let confirmed = post("/games/1/1/confirm", json!({"result": result}));
    post("/public", json!({"standings": "live"}));
    let game = &confirmed["rounds"][0]["games"][0];
    assert_eq!(game["status"], "confirmed");
    let he = game["players"][1].as_u64().unwrap();
    let score = game["scores"][1].as_f64().unwrap();
    (hall, url, key, he, score)
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn a_player_finds_his_games_on_a_phone_and_no_public_page_scrolls_sideways() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, _key, he, score) = played(temp.path());
    let his = NAMES[usize::try_from(he).unwrap() - 1];
    // Chromium emulates the phones; WebKitGTK's and Firefox's windows go no
    // narrower than 447 and 500 px here.
    let sizes: &[(u32, u32)] = match Engine::chosen() {
        Engine::Chromium => &[(390, 844), (412, 915)],
        Engine::WebKit => &[(447, 844)],
        Engine::Firefox => &[(500, 844)],
    };
    let driver = Driver::start();
    for &(width, height) in sizes {
        let page = driver.browser(width, height, true);
        // He finds himself by a part of his name.
        open_page(&page, &format!("{url}/players?lang=en"));
        assert_eq!(sideways(&page), Value::Null, "/players at {width}");
        let surname = his.split(' ').next_back().unwrap();
        fill(&page, "find", surname);
        click_drawn(&page, "form.find button");
        let rows =
            page.run("return document.querySelectorAll('table.players-list tbody tr').length");
        assert_eq!(rows, 1, "{surname} found");
        // His page: a new page, its first fragment drawn.
        page.run("document.querySelector('table.players-list tbody a').click(); return true");
        until_true(
            &page,
            "his page",
            &format!(
                "return location.pathname === '/players/{he}' && Number(document.body.dataset.drawn) > 0"
            ),
        );
        for lang in ["en", "de", "es"] {
            open_page(&page, &format!("{url}/players/{he}?lang={lang}"));
            assert_eq!(
                sideways(&page),
                Value::Null,
                "his page in {lang} at {width}"
            );
            let games = page.run("return document.querySelectorAll('#games .game').length");
            assert_eq!(games, 4, "four games in {lang}");
            photograph(&page, &format!("player-{lang}-{width}.png"));
        }
        let first = text(&page, "#game-1");
        assert!(
            first.contains("Ronda 1, mesa 1 · Isabel") && first.contains(&format!("{score:.2}")),
            "his first game and score: {first}"
        );
        for role in ["Federico", "María Teresa", "Pompadour"] {
            assert!(first.contains(role), "{role} in {first}");
        }
        assert!(text(&page, "#standing").contains("Puesto"), "his rank");
        // The public standings with the crosstable, in every language.
        for lang in ["en", "de", "es"] {
            open_page(&page, &format!("{url}/standings?lang={lang}"));
            assert_eq!(
                sideways(&page),
                Value::Null,
                "/standings in {lang} at {width}"
            );
            assert!(
                page.run("return !!document.querySelector('table.cross')")
                    .as_bool()
                    .unwrap()
            );
            photograph(&page, &format!("standings-{lang}-{width}.png"));
        }
    }
}

/// The jury's buttons and links that reach past the window's edges.
fn out_of_reach(page: &Browser) -> Value {
    page.run(
        "const w = innerWidth; return [...document.querySelectorAll('header button, header a, #main button, #main a')] \
         .filter(b => { const r = b.getBoundingClientRect(); return r.width > 0 && (r.left < 0 || r.right > w + 0.5); }) \
         .map(b => b.textContent)",
    )
}

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_s_page_on_a_phone_wraps_its_tabs_and_keeps_every_button_in_reach() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key, _, _) = played(temp.path());
    let width = match Engine::chosen() {
        Engine::Chromium => 390,
        Engine::WebKit => 447,
        Engine::Firefox => 500,
    };
    let driver = Driver::start();
    let page = driver.browser(width, 844, true);
    for lang in ["de", "es", "en"] {
        open_page(&page, &format!("{url}/tournament?key={key}&lang={lang}"));
        for tab in [
            "players",
            "draw",
            "results",
            "standings",
            "crosstable",
            "final",
        ] {
            click_drawn(&page, &format!("[data-tab={tab}]"));
            assert_eq!(sideways(&page), Value::Null, "{tab} in {lang}");
            assert_eq!(out_of_reach(&page), json!([]), "{tab} in {lang}");
            if lang == "de" {
                photograph(&page, &format!("jury-{tab}-{lang}-{width}.png"));
            }
        }
    }
}
