//! Players from a CSV file, a late entry and a no-show on the jury's page
//! (part of `browser_tournament`): the Players tab's import shows each
//! line's refusal before anything is registered and registers the lines
//! taken with one click; after the draw a player registered with the form
//! is a late entry, and the Draw tab's "Redraw…" drops a player ticked as
//! not come, asks first, and seats the late entry. Every wait is on the
//! page's signals (`click_drawn`, `click_answered`, the preview's
//! `data-previewed`).

use serde_json::{Value, json};

use super::page::{photograph, until_true};
use super::webdriver::Driver;
use super::{click, click_answered, click_drawn, fill, open_page, shown, signal, text};

#[test]
#[ignore = "needs a browser: make test-browsers runs it"]
fn the_jury_imports_a_csv_then_redraws_with_a_late_entry_and_without_a_no_show() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, url, key) = super::jury_hall(temp.path());
    let post = |path: &str, body: Value| super::jury_post(&url, &key, path, body);
    post("/open", json!({"name": "FWC 2026"}));

    let driver = Driver::start();
    let page = driver.browser(1366, 900, false);
    open_page(
        &page,
        &format!("{url}/tournament?key={key}&lang=en#players"),
    );
    // Sixteen players and one line without a name, in a file.
    let mut csv = String::from("name,town,note,fill-in\n");
    for no in 1..=16 {
        csv.push_str(&format!("Player {no},Town {},,\n", no % 4));
        if no == 8 {
            csv.push_str(",Nowhere,,\n");
        }
    }
    // The file chosen (the page reads it into its text field, and the
    // hall previews it).
    let asked = signal(&page, "previewAsked");
    let script = format!(
        "const e = document.getElementById('import-file'); if (!e) return false; \
         const d = new DataTransfer(); d.items.add(new File([{csv:?}], 'players.csv', {{type: 'text/csv'}})); \
         e.files = d.files; e.dispatchEvent(new Event('change', {{bubbles: true}})); return true;"
    );
    assert_eq!(page.run(&script), true, "the import's file");
    until_true(
        &page,
        "the file's text read",
        &format!("return Number(document.body.dataset.previewAsked || 0) > {asked}"),
    );
    assert_eq!(
        page.run("return document.getElementById('import-csv').value"),
        json!(csv)
    );
    let asked = signal(&page, "previewAsked");
    until_true(
        &page,
        "the import's preview",
        &format!("return Number(document.body.dataset.previewed || 0) >= {asked}"),
    );
    assert_eq!(
        page.run("return document.querySelectorAll('#import-lines tr.refused').length"),
        1
    );
    assert!(text(&page, "#import-lines tr.refused").contains("no name"));
    assert_eq!(text(&page, "#import-count"), "16 of 17 lines taken");
    assert!(shown(&url, &key)["players"].as_array().unwrap().is_empty());
    photograph(&page, "import-preview.png");
    click_answered(&page, "#import-register");
    assert_eq!(shown(&url, &key)["players"].as_array().unwrap().len(), 16);
    assert!(text(&page, "#players").contains("Player 16"));

    // Drawn; then a player arrives late: the form registers him.
    post("/draw", json!({"seed": "7"}));
    click_drawn(&page, "[data-tab=players]");
    assert!(text(&page, "#late-note").contains("late entry"));
    fill(&page, "reg-name", "Zoe Late");
    fill(&page, "reg-town", "Bern");
    click_answered(&page, "[data-do=register]");
    assert!(text(&page, "#late-entries").contains("Zoe Late"));
    photograph(&page, "late-entry.png");

    // Player 3 did not come: Redraw… asks first, then draws again.
    click_drawn(&page, "[data-tab=draw]");
    assert!(text(&page, "#redraw-waiting").contains("Zoe Late"));
    click_drawn(&page, "[data-do=redraw]");
    click(&page, "input[name=gone_3]");
    fill(&page, "redraw-seed", "2027");
    photograph(&page, "redraw-form.png");
    click_drawn(&page, "[data-do=redraw-next]");
    assert!(text(&page, "#redraw-join").contains("Zoe Late"));
    assert!(text(&page, "#redraw-leave").contains("Player 3"));
    assert!(text(&page, "#redraw-ask").contains("2027"));
    photograph(&page, "redraw-ask.png");
    click_answered(&page, "[data-do=redraw-confirm]");
    let view = shown(&url, &key);
    assert_eq!(view["draw"]["seed"], "2027");
    let names: Vec<&str> = view["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"Zoe Late") && !names.contains(&"Player 3"),
        "{names:?}"
    );
    let seated = view["rounds"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["players"].as_array().unwrap().clone())
        .collect::<Vec<_>>();
    assert!(seated.contains(&json!(17)) && !seated.contains(&json!(3)));
    // The page shows the new draw; the late entries are gone from the list.
    assert!(text(&page, "#draw").contains("2027"));
    click_drawn(&page, "[data-tab=players]");
    assert!(text(&page, "#absent").contains("Player 3"));
}
