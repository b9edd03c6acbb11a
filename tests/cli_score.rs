//! `friedrich-clock score`: what a new user meets with a result file that
//! is too large or mistyped, and the CSV of a British Open game.
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
