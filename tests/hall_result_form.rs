//! The jury's result form in the hall, with a real `friedrich-clock hall`
//! process: the form's fields (the result file's names) preview the scores
//! the rules give, drawn by the hall; a field the scorer refuses is named,
//! and nothing is written; the same fields confirm the result, and the
//! scores counted are those the preview showed.
#![allow(clippy::unwrap_used)]

use std::path::Path;

use serde_json::{Value, json};

#[path = "hall/jury_api.rs"]
mod jury_api;
mod server;

use jury_api::{Hall, journal_bytes};

/// A hall with eight players drawn.
fn drawn(dir: &Path) -> Hall {
    let hall = Hall::start(dir, 0);
    assert_eq!(hall.post("/open", &json!({"name": "Form Open"})).0, 200);
    for no in 1..=8 {
        let player = json!({"name": format!("Player {no}"), "town": format!("Town {no}")});
        assert_eq!(hall.post("/players", &player).0, 200);
    }
    assert_eq!(hall.post("/draw", &json!({"seed": "4"})).0, 200);
    hall
}

/// The form as the page sends it: Russia wins in turn 12 (the scoring
/// tests' example), the Cards of Fate in their own field.
fn russia_wins_form() -> Value {
    json!({
        "outcome": "attackers", "turns": "12",
        "winners.russia": true, "winners.sweden": false, "winners.austria": false,
        "winners.imperial-army": false, "winners.france": false,
        "objectives.russia.held": "8", "objectives.russia.total": "8", "objectives.russia.out-turn": "",
        "objectives.sweden.held": "3", "objectives.sweden.total": "4", "objectives.sweden.out-turn": "",
        "objectives.austria.held": "5", "objectives.austria.total": "7", "objectives.austria.out-turn": "",
        "objectives.imperial-army.held": "2", "objectives.imperial-army.total": "10", "objectives.imperial-army.out-turn": "",
        "objectives.france.held": "3", "objectives.france.total": "5", "objectives.france.out-turn": "",
        "imperial-army.controller": "maria-theresia",
        "imperial-army.switch-turn": "", "imperial-army.held-at-switch": "", "imperial-army.total-at-switch": "10",
        "offensive": false, "offensive.end": "", "offensive.tc-picked-up": "",
        "fate": "other, poems, other, elisabeth, india, other, sweden, america"
    })
}

/// The preview's HTML for `fields`.
fn preview(hall: &Hall, fields: &Value) -> (u16, String) {
    let (code, answer) = hall.call(&hall.url("/tournament/preview/1/1"), Some(fields));
    (code, answer.as_str().unwrap_or_default().to_owned())
}

#[test]
fn the_form_previews_the_scores_names_a_refused_field_and_confirms() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn(&dir);
    let (code, shown) = preview(&hall, &russia_wins_form());
    assert_eq!(code, 200, "{shown}");
    // The four roles' scores, as the scorer gives them.
    assert_eq!(shown.matches("<tr>").count(), 4, "{shown}");
    assert!(!shown.contains("data-field"), "{shown}");
    // Nine of eight objectives: refused, the field named and worded.
    let mut wrong = russia_wins_form();
    wrong["objectives.russia.held"] = json!("9");
    let (_, refused) = preview(&hall, &wrong);
    assert!(
        refused.contains(r#"data-field="objectives.russia.held""#),
        "{refused}"
    );
    let (_, german) = hall.call(&hall.url("/tournament/preview/1/1?lang=de"), Some(&wrong));
    assert!(
        german.as_str().unwrap().contains("objectives.russia.held"),
        "{german}"
    );
    // Not a number: named too.
    wrong["objectives.russia.held"] = json!("acht");
    let (_, typo) = preview(&hall, &wrong);
    assert!(
        typo.contains(r#"data-field="objectives.russia.held""#),
        "{typo}"
    );
    // Confirming what the scorer refuses writes nothing.
    let before = journal_bytes(&dir);
    let (code, answer) = hall.post("/games/1/1/confirm", &wrong);
    assert_eq!(
        (code, answer["error"].as_str()),
        (400, Some("bad-result")),
        "{answer}"
    );
    assert_eq!(journal_bytes(&dir), before);
    // The form's fields confirm the result: the standings count it.
    let (code, answer) = hall.post("/games/1/1/confirm", &russia_wins_form());
    assert_eq!(code, 200, "{answer}");
    let game = &answer["rounds"][0]["games"][0];
    assert_eq!(game["status"], "confirmed", "{game}");
    assert_eq!(game["confirmed"]["winners"], json!(["russia"]));
    assert_eq!(game["confirmed"]["fate"].as_array().unwrap().len(), 8);
    // The scores counted are the ones the preview showed (Frederick first).
    let frederick = game["scores"][0].as_f64().unwrap();
    let shown_total = format!("{frederick:.2}");
    assert!(shown.contains(&shown_total), "{shown_total} in {shown}");
    // The next game's form, nothing reported: each nation's objectives in
    // all as the confirmed result counted them, the Imperial Army's from
    // its controller, the Strokes of Fate empty to type their places.
    let (code, form) = hall.call(
        &hall.url("/tournament/fragment/results?lang=en&edit=g1-2"),
        None,
    );
    assert_eq!(code, 200);
    let form = form.as_str().unwrap();
    for (field, total) in [
        ("russia", "8"),
        ("sweden", "4"),
        ("austria", "7"),
        ("imperial-army", "10"),
        ("france", "5"),
    ] {
        let name = format!(r#"name="objectives.{field}.total""#);
        let at = form.find(&name).unwrap();
        let tag = &form[at..at + form[at..].find('>').unwrap()];
        assert!(tag.contains(&format!(r#"value="{total}""#)), "{tag}");
    }
    assert!(
        form.contains(r#"name="fate-at.elisabeth" value="""#),
        "{form}"
    );
    // Two cards at one place are refused, naming the field; Sweden alone at
    // card 3 of a 12-turn game (six cards revealed) is "other, other,
    // sweden, other, other, other".
    let mut places = russia_wins_form();
    places.as_object_mut().unwrap().remove("fate");
    places["fate-at.sweden"] = json!("3");
    places["fate-at.elisabeth"] = json!("3");
    let (_, twice) = hall.call(&hall.url("/tournament/preview/1/2"), Some(&places));
    let twice = twice.as_str().unwrap().to_owned();
    assert!(twice.contains(r#"data-field="fate-at.sweden""#), "{twice}");
    places["fate-at.elisabeth"] = json!("");
    let (code, answer) = hall.post("/games/1/2/confirm", &places);
    assert_eq!(code, 200, "{answer}");
    let game = &answer["rounds"][0]["games"][1];
    assert_eq!(
        game["confirmed"]["fate"],
        json!(["other", "other", "sweden", "other", "other", "other"]),
        "{game}"
    );
    // A table's key may not preview: the form is the jury's.
    let (code, _) = jury_api::call(
        &hall.url("/tournament/preview/1/1"),
        Some(&russia_wins_form()),
    );
    assert_eq!(code, 401);
}

#[test]
fn a_result_one_side_did_not_agree_to_at_the_table_is_flagged_to_the_jury() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn(&dir);
    let names = [json!("A"), json!("B"), json!("C"), json!("D")];
    let mut lines = jury_api::table_journal(1, 2, &names);
    // The result as the table saved it: Frederick agreed, the attackers not.
    let mut result: Value = serde_json::from_str(&lines[2]).unwrap();
    result["result"]["agreed"] = json!({"frederick": true, "attackers": false});
    lines[2] = result.to_string();
    let push = json!({"device": "2".repeat(16), "from": 1, "lines": lines});
    let (code, answer) = hall.call(&hall.url("/api/journals/r1-t2"), Some(&push));
    assert_eq!(code, 200, "{answer}");
    let (code, tab) = hall.call(&hall.url("/tournament/fragment/results?lang=en"), None);
    assert_eq!(code, 200);
    let tab = tab.as_str().unwrap();
    assert!(
        tab.contains("Not agreed at the table by: Attackers"),
        "{tab}"
    );
    assert_eq!(
        tab.matches("not-agreed").count(),
        1,
        "only table 2 is flagged"
    );
}

#[test]
fn the_form_refuses_what_the_rules_fix_and_names_the_field_as_the_scorer_does() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn(&dir);
    let refused = |fields: &Value, lang: &str| {
        let url = hall.url(&format!("/tournament/preview/1/1?lang={lang}"));
        let (code, answer) = hall.call(&url, Some(fields));
        assert_eq!(code, 200, "{answer}");
        answer.as_str().unwrap_or_default().to_owned()
    };
    // The army ended with Elisabeth but keeps its 10 objectives: 5 under her.
    let mut army = russia_wins_form();
    army["imperial-army.controller"] = json!("elisabeth");
    army["imperial-army.switch-turn"] = json!("9");
    army["imperial-army.held-at-switch"] = json!("4");
    let shown = refused(&army, "en");
    assert!(
        shown.contains(r#"data-field="objectives.imperial-army.total""#),
        "{shown}"
    );
    assert!(
        shown.contains("is 10, but the Imperial Army has 5 objectives under Elisabeth"),
        "{shown}"
    );
    army["objectives.imperial-army.total"] = json!("5");
    assert!(!refused(&army, "en").contains("data-field"));
    // A winner holding none of its objectives: the winners named, in German too.
    let mut none = russia_wins_form();
    none["objectives.russia.held"] = json!("0");
    let shown = refused(&none, "de");
    assert!(shown.contains(r#"data-field="winners""#), "{shown}");
    assert!(
        shown.contains("Russland ist als Sieger genannt, hält aber keines ihrer Ziele"),
        "{shown}"
    );
    // Confirming either writes nothing.
    let before = journal_bytes(&dir);
    for wrong in [&none, &{
        let mut a = army.clone();
        a["objectives.imperial-army.total"] = json!("10");
        a
    }] {
        let (code, answer) = hall.post("/games/1/1/confirm", wrong);
        assert_eq!((code, answer["error"].as_str()), (400, Some("bad-result")));
    }
    // A result file's text with Russia listed twice, and one far larger than
    // a result: refused, nothing written, the reason in one line.
    let example = format!("{}/docs/examples/result.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(example).unwrap().replace(
        "winners = [\"russia\", \"sweden\", \"austria\"]",
        "winners = [\"russia\", \"sweden\", \"russia\"]",
    );
    let (code, answer) = hall.post("/games/1/1/confirm", &json!({"result": text}));
    assert_eq!(code, 400, "{answer}");
    let said = answer.to_string();
    assert!(said.contains("Russia is listed twice"), "{said}");
    let huge = format!("turns = 12\n# {}\n", "x".repeat(100 * 1024));
    let (code, answer) = hall.post("/games/1/1/confirm", &json!({"result": huge}));
    assert_eq!(code, 400, "{answer}");
    let said = answer.to_string();
    assert!(said.contains("a result file holds at most 64 KB"), "{said}");
    assert_eq!(journal_bytes(&dir), before);
}

#[test]
fn a_finished_game_whose_result_came_by_the_form_no_longer_calls_the_jury() {
    let temp = tempfile::tempdir().unwrap();
    let hall = drawn(&temp.path().join("hall"));
    // Round 1, table 1's clock: the game ended, no result typed at the table.
    let mut lines = jury_api::table_journal(1, 1, &[json!(""), json!(""), json!(""), json!("")]);
    lines[2] = json!({"kind": "command", "v": 1, "t": 1_000, "wall": "2026-11-24T13:00:00+01:00",
        "cmd": {"type": "end-game"}})
    .to_string();
    let push = json!({"device": "0123456789abcdef", "from": 1, "lines": lines});
    let (code, answer) = hall.call(&hall.url("/api/journals/r1-t1"), Some(&push));
    assert_eq!(code, 200, "{answer}");
    let alerts = || {
        let (_, tables) = hall.call(&hall.url("/api/tables"), None);
        tables["tables"][0]["alerts"].clone()
    };
    assert_eq!(
        alerts(),
        json!(["jury"]),
        "the jury is wanted for its result"
    );
    // The result from the paper slip, by the form: the jury has answered.
    let (code, answer) = hall.post("/games/1/1/confirm", &russia_wins_form());
    assert_eq!(code, 200, "{answer}");
    assert_eq!(alerts(), json!([]));
}

#[test]
fn every_field_of_the_open_form_has_a_label_a_screen_reader_reads() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().join("hall");
    let hall = drawn(&dir);
    for (lang, russia, held, all, out, ended) in [
        (
            "en",
            "Russia",
            "Objectives held",
            "Objectives in all",
            "Out after turn",
            "How the offensive ended",
        ),
        (
            "de",
            "Russland",
            "Gehaltene Ziele",
            "Ziele insgesamt",
            "Ausgeschieden nach Zug",
            "Wie die Offensive endete",
        ),
    ] {
        let url = hall.url(&format!(
            "/tournament/fragment/results?lang={lang}&edit=g1-1"
        ));
        let (code, tab) = hall.call(&url, None);
        assert_eq!(code, 200);
        let tab = tab.as_str().unwrap();
        let form = &tab[tab.find("<form id=\"form-1-1\"").expect("the form open")..];
        let form = &form[..form.find("</form>").unwrap()];
        // The fifteen objective boxes, each named by its nation and column.
        let boxes: Vec<&str> = form
            .split("<input")
            .skip(1)
            .filter(|i| i.contains("name=\"objectives."))
            .collect();
        assert_eq!(boxes.len(), 15, "{form}");
        for b in &boxes {
            assert!(
                b.contains("aria-label=\""),
                "a box without a label: {b:.200}"
            );
        }
        for (field, column) in [("held", held), ("total", all), ("out-turn", out)] {
            let named =
                format!("name=\"objectives.russia.{field}\" aria-label=\"{russia}: {column}\"");
            assert!(form.contains(&named), "{named} in {form}");
        }
        // How the offensive ended: its list inside its label.
        let label = format!("<label>{ended} <select name=\"offensive.end\">");
        assert!(form.contains(&label), "{label} in {form}");
        // Every header cell of the tab says its column (a screen reader
        // reads it before each cell), visually hidden or not.
        for cell in tab.split("<th").skip(1) {
            let inside = cell.split_once('>').map_or("", |(_, rest)| rest);
            assert!(
                !inside.starts_with("</th>"),
                "an empty header cell: <th{cell:.80}"
            );
        }
        // The page moves the focus into the form once it opens.
        assert!(form.is_empty() || tab.contains("data-focus-first"), "{tab}");
    }
}
