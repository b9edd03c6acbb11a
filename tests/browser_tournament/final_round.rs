//! The final on the jury's page (part of `browser_tournament`): four
//! players level after every tie-breaker, the lot that orders them (asked
//! first), each finalist's role chosen in rank order, a mis-click undone,
//! the final's result typed into the result form (a refused field said
//! beside it, then the scores previewed) and the public standings
//! explaining a number. Every wait is on the page's signals.

use serde_json::{Value, json};

use super::page::photograph;
use super::webdriver::Driver;
use super::{click_answered, click_drawn, fill, fill_form, open_page, public, shown, text};

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_draws_a_lot_seats_the_final_and_enters_its_result_on_the_page() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = super::jury_hall(temp.path());
    let post = |path: &str, body: Value| super::jury_post(&url, &key, path, body);
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
        [objectives.austria]\nheld = 5\ntotal = 7\n[objectives.imperial-army]\nheld = 2\ntotal = 10\n\
        [objectives.france]\nheld = 3\ntotal = 5\n";
    for round in 1..=4 {
        post(
            &format!("/games/{round}/1/confirm"),
            json!({"result": result}),
        );
    }
    let driver = Driver::start();
    let page = driver.browser(1366, 768, false);
    open_page(
        &page,
        &format!("{url}/tournament?key={key}&lang=en#standings"),
    );
    // The lot asks first.
    click_drawn(&page, "[data-do=lot]");
    assert!(text(&page, "#lot-ask").contains("Their order is final"));
    assert!(shown(&url, &key)["finalists"].is_null(), "asked only");
    click_answered(&page, "[data-do=lot-confirm]");
    assert!(!shown(&url, &key)["finalists"].is_null(), "the finalists");
    click_drawn(&page, "[data-tab=final]");
    photograph(&page, "tournament-final-choose.png");
    // The first choice closes the qualifying round: it asks first, and
    // says nothing is open (every game confirmed, with its cards).
    click_drawn(&page, "[data-do=seat]");
    let asked = text(&page, "#seat-ask");
    assert!(asked.contains("closes the qualifying round"), "{asked}");
    assert!(
        text(&page, "#still-open").starts_with("Nothing is open"),
        "{asked}"
    );
    assert_eq!(
        shown(&url, &key)["seats"].as_array().unwrap().len(),
        0,
        "asked only"
    );
    photograph(&page, "tournament-final-ask.png");
    // That choice is a mis-click: Undo asks first, and withdraws it once
    // the jury gives a reason.
    click_answered(&page, "[data-do=seat-confirm]");
    assert_eq!(shown(&url, &key)["seats"].as_array().unwrap().len(), 1);
    let first = shown(&url, &key)["finalists"][0]["player"].clone();
    click_drawn(&page, &format!("#finalist-{first} [data-do=edit]"));
    let asked = text(&page, "tr.undo");
    assert!(asked.contains("chooses again"), "{asked}");
    assert_eq!(
        shown(&url, &key)["seats"].as_array().unwrap().len(),
        1,
        "asked only"
    );
    click_answered(&page, "[data-do=unseat]");
    assert_eq!(
        text(&page, "#msg"),
        "A reason is needed: it is kept with the change for the record"
    );
    photograph(&page, "tournament-final-undo.png");
    fill(&page, "undo-reason", "mis-click");
    click_answered(&page, "[data-do=unseat]");
    assert_eq!(shown(&url, &key)["seats"].as_array().unwrap().len(), 0);
    assert!(
        page.run("return !!document.querySelector('[data-do=seat]')")
            .as_bool()
            .unwrap()
    );
    assert_eq!(text(&page, "#msg"), "");
    // Each finalist in rank order takes the first role left; the third
    // choice seats the last finalist in the one left (nothing to click).
    for seated in [1, 2, 4] {
        click_answered(&page, "[data-do=seat]");
        assert_eq!(shown(&url, &key)["seats"].as_array().unwrap().len(), seated);
    }
    assert!(
        !page
            .run("return !!document.querySelector('[data-do=seat]')")
            .as_bool()
            .unwrap()
    );
    assert!(
        !text(&page, "#main").contains("Winner"),
        "no winner, and no role's wins, before the final's result"
    );
    click_drawn(&page, "#game-0-1 [data-do=edit]");
    // The result file's text is still there, for those who know it.
    let template = page.run("return document.getElementById('result-0-1').value");
    assert!(
        template.as_str().unwrap().contains("outcome ="),
        "{template}"
    );
    // The form: nine of Russia's eight objectives is refused beside its
    // field as soon as it is typed; eight previews the scores.
    let mut typed = json!({
        "outcome": "attackers", "turns": "12", "winners.russia": true,
        "objectives.russia.held": "9", "objectives.russia.total": "8",
        "objectives.sweden.held": "3", "objectives.sweden.total": "4",
        "objectives.austria.held": "5", "objectives.austria.total": "7",
        "objectives.imperial-army.held": "2", "objectives.imperial-army.total": "10",
        "objectives.france.held": "3", "objectives.france.total": "5",
    });
    fill_form(&page, "form-0-1", &typed);
    assert!(
        !text(&page, "#form-0-1 [data-why-for='objectives.russia']").is_empty(),
        "the refusal beside Russia's objectives"
    );
    assert_eq!(
        page.run("return document.querySelector('#form-0-1 [name=\"objectives.russia.held\"]').getAttribute('aria-invalid')"),
        "true"
    );
    photograph(&page, "tournament-form-refused.png");
    typed["objectives.russia.held"] = json!("8");
    fill_form(&page, "form-0-1", &typed);
    assert_eq!(
        page.run("return document.querySelectorAll('#preview-0-1 table.scores tr').length"),
        4,
        "the four roles' scores beside the form"
    );
    assert_eq!(
        text(&page, "#form-0-1 [data-why-for='objectives.russia']"),
        ""
    );
    assert_eq!(
        page.run("return document.querySelector('#form-0-1 [name=\"objectives.russia.held\"]').hasAttribute('aria-invalid')"),
        false,
        "no longer refused"
    );
    assert_eq!(
        page.run("return document.getElementById('msg').getAttribute('role')"),
        "alert",
        "refusals are said to screen readers"
    );
    photograph(&page, "tournament-final-result.png");
    click_answered(&page, "[data-do=save-result]");
    let view = shown(&url, &key);
    let winner = view["final"]["winner"].as_u64().unwrap();
    // Russia won: Elisabeth, the second to choose, controlled it.
    assert_eq!(winner, view["finalists"][1]["player"].as_u64().unwrap());
    assert!(text(&page, "#final").contains("Winner"));
    assert_eq!(
        page.run("return document.querySelectorAll('#final [data-do=edit][data-show^=\"edit=u\"]').length"),
        0,
        "no Undo once the final's result is confirmed"
    );
    photograph(&page, "tournament-final.png");

    // The public standings: a number opens the games behind it.
    open_page(&page, &format!("{url}/standings?lang=en"));
    let player = public(&url)["standings"][0]["player"].clone();
    click_drawn(&page, &format!("[data-explain='{player}/tb2']"));
    let explained = text(&page, "tr.explain");
    assert!(
        explained.contains("0.812"),
        "the sTCC from the Cards of Fate: {explained}"
    );
    photograph(&page, "tournament-public-explained.png");
}
