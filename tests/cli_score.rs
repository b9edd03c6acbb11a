//! `friedrich-clock score`: every score with its formula, under each
//! ruleset, as text, JSON and CSV; and what a new user meets with a result
//! file that is too large or mistyped.
#![allow(clippy::unwrap_used)]

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .args(args)
        // English, whatever the machine's locale.
        .env("LC_ALL", "C")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn example() -> String {
    let file = format!("{}/docs/examples/result.toml", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(file).unwrap()
}

#[test]
fn a_british_open_csv_says_fwc_2026_scoring_is_assumed_as_the_text_and_json_do() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("british.toml");
    let text = example().replace("ruleset = \"fwc-2026\"", "ruleset = \"british-open\"");
    std::fs::write(&file, text).unwrap();
    let (code, out, err) = run(&["score", file.to_str().unwrap(), "--csv"]);
    assert_eq!(code, 0, "{err}");
    let mut lines = out.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(header.last(), Some(&"assumed"));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 4, "{out}");
    for row in &rows {
        assert!(row.contains("FWC 2026 scoring is assumed"), "{row}");
    }
    // A result that names its rules assumes nothing: the column stays empty.
    let plain = dir.path().join("fwc.toml");
    std::fs::write(&plain, example()).unwrap();
    let (_, out, _) = run(&["score", plain.to_str().unwrap(), "--csv"]);
    assert!(
        !out.contains("assumed,") && !out.contains("is assumed"),
        "{out}"
    );
    assert!(out.lines().skip(1).all(|row| row.ends_with(',')), "{out}");
}

#[test]
fn a_10_mb_result_file_is_not_scored_and_the_message_names_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("huge.json");
    let padding = "x".repeat(10 * 1024 * 1024);
    std::fs::write(
        &file,
        format!("{{\"turns\": 12, \"table\": \"{padding}\"}}"),
    )
    .unwrap();
    let (code, out, err) = run(&["score", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    let err = err.trim_end();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.ends_with(
            "huge.json: the result is 10241 KB; a result file holds at most 64 KB \
             (a real one is a few KB)"
        ),
        "{err}"
    );
}

#[test]
fn a_toml_mistake_is_one_line_with_its_line_column_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("typo.toml");
    let text = example().replace("turns = 12", "turns = twelve");
    std::fs::write(&file, &text).unwrap();
    let (code, out, err) = run(&["score", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    let err = err.trim_end();
    assert_eq!(err.lines().count(), 1, "{err}");
    let line = text.lines().position(|l| l == "turns = twelve").unwrap() + 1;
    assert!(
        err.contains(&format!("typo.toml: line {line}, column 9: turns: ")),
        "{err}"
    );
    // An unknown key: the reader names it, on one line too.
    std::fs::write(&file, example().replace("turns = 12", "turn = 12")).unwrap();
    let (code, _, err) = run(&["score", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("unknown field `turn`"), "{err}");
}

/// The example result file's path.
fn example_path() -> String {
    format!("{}/docs/examples/result.toml", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn score_prints_every_score_with_its_formula() {
    let (code, out, err) = run(&["score", &example_path()]);
    assert_eq!(code, 0, "{err}");
    // The documented example: the rules' own triple victory split.
    assert!(out.contains("Elisabeth (Bernd): 12.67"), "{out}");
    assert!(out.contains("4 × 2/3 = 2.67"), "{out}");
    assert!(out.contains("Maria Theresia (Carmen): 11.33"), "{out}");
    assert!(
        out.contains("sTCC = 105 / 172 × √(23 / 13) = 0.812"),
        "{out}"
    );
}

#[test]
fn score_under_another_ruleset_and_as_json_and_csv() {
    let (code, out, _) = run(&["score", &example_path(), "--ruleset", "cafe-2023", "--json"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["scores"]["scheme"], "cafe-2023");
    // CAFE: Russia won in turn 12: 13 − 1.2 = 11.80, no bonus.
    assert_eq!(json["scores"]["roles"][1]["total"], 11.8);
    // A line: what and formula in English, beside the values they come from.
    let russia = &json["scores"]["roles"][1]["candidates"][0];
    assert_eq!(russia["what"], "Russia", "{out}");
    assert_eq!(
        russia["formula"], "victory: 13 − 0.1 × 12 turns = 11.80",
        "{out}"
    );
    assert_eq!(
        russia["scored"],
        serde_json::json!({"nation": "russia"}),
        "{out}"
    );
    assert_eq!(russia["numbers"]["rule"], "cafe-winner", "{out}");
    assert_eq!(russia["numbers"]["turns"], 12, "{out}");
    assert!(json["scores"]["roles"][1]["formula"].is_string(), "{out}");
    let (code, out, _) = run(&["score", &example_path(), "--csv"]);
    assert_eq!(code, 0);
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows.len(), 5);
    assert!(
        rows[2].contains(",Elisabeth,Bernd,10.00,2.67,12.67,"),
        "{out}"
    );
}

#[test]
fn score_a_british_open_result_says_fwc_2026_scoring_is_assumed_in_text_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("british.toml");
    let text = std::fs::read_to_string(example_path()).unwrap();
    let text = text.replace("ruleset = \"fwc-2026\"", "ruleset = \"british-open\"");
    std::fs::write(&file, text).unwrap();
    let (code, out, err) = run(&["score", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(
            "Scores (FWC 2026)\nBritish Open: its scoring is part of the specific rules of each \
             tournament and is in none of the rule texts; FWC 2026 scoring is assumed"
        ),
        "{out}"
    );
    // FWC 2026's numbers: the triple victory's 4 × 2/3.
    assert!(out.contains("Elisabeth (Bernd): 12.67"), "{out}");
    let (code, out, _) = run(&["score", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["scores"]["scheme"], "fwc-2026");
    assert!(
        json["scores"]["assumed"]
            .as_str()
            .unwrap()
            .contains("FWC 2026 scoring is assumed")
    );
    // --ruleset british-open says it too; an FWC 2026 result does not.
    let (_, out, _) = run(&[
        "score",
        &example_path(),
        "--ruleset",
        "british-open",
        "--json",
    ]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(json["scores"]["assumed"].is_string(), "{out}");
    let (_, out, _) = run(&["score", &example_path(), "--json"]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(json["scores"]["assumed"].is_null(), "{out}");
}

#[test]
fn score_refuses_a_bad_result_naming_the_field_and_prints_no_score() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.toml");
    let text = std::fs::read_to_string(example_path()).unwrap();
    std::fs::write(&bad, text.replace("held = 3\ntotal = 5", "held = 3")).unwrap();
    let (code, out, err) = run(&["score", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("objectives.france.total: is missing"), "{err}");
    let (code, _, err) = run(&["score", "/nonexistent/result.toml"]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/result.toml"), "{err}");
}

#[test]
fn score_without_the_imperial_switch_turn_prints_the_scores_and_says_the_tie_breaker_is_not_known()
{
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("switched.toml");
    // The example, with the Imperial Army ending with Elisabeth and neither
    // switch-turn nor held-at-switch: 2 of its 5 objectives under her.
    let text = std::fs::read_to_string(example_path())
        .unwrap()
        .replace("held = 2\ntotal = 10", "held = 2\ntotal = 5");
    std::fs::write(
        &file,
        format!("{text}\n[imperial-army]\ncontroller = \"elisabeth\"\n"),
    )
    .unwrap();
    let (code, out, err) = run(&["score", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    // The triple victory is split as before: the army won nothing.
    assert!(out.contains("Elisabeth (Bernd): 12.67"), "{out}");
    assert!(out.contains("Maria Theresia (Carmen): 11.33"), "{out}");
    assert!(
        out.contains(
            "  Imperial Army switch: not known: enter the switch turn and objectives \
             (imperial-army.switch-turn, held-at-switch and total-at-switch)"
        ),
        "{out}"
    );
    assert!(
        out.contains("  second-best (Imperial Army switch): not known: enter the switch turn"),
        "{out}"
    );
    let (code, html, _) = run(&["score", file.to_str().unwrap(), "--html"]);
    assert_eq!(code, 0);
    assert!(
        html.contains(
            "<tr><td>Maria Theresia second-best</td><td></td><td class=\"f\">Imperial Army switch: not known: enter"
        ),
        "{html}"
    );
}

#[test]
fn score_warns_when_the_cards_of_fate_came_in_an_order_the_set_up_cannot_produce() {
    // The example's fourth card is Elisabeth: FWC 2020 sorts her out before
    // the four top cards are drawn, FWC 2026 shuffles all eighteen.
    let (code, out, err) = run(&["score", &example_path(), "--ruleset", "fwc-2020"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "Warning: Elisabeth cannot be among the first 4 Cards of Fate under this tournament's set-up: check the cards"
        ),
        "{out}"
    );
    // A warning, not a refusal: the scores are all there.
    assert!(out.contains("Elisabeth (Bernd): 12.67"), "{out}");
    let (_, json, _) = run(&["score", &example_path(), "--ruleset", "fwc-2020", "--json"]);
    assert!(json.contains("\"fate_warning\": {"), "{json}");
    let (_, out, _) = run(&["score", &example_path()]);
    assert!(!out.contains("Warning"), "{out}");
}
