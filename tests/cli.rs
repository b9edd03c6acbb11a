//! The command line: help, version, and clear messages for bad rulesets.
#![allow(clippy::unwrap_used)]

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_friedrich-clock"))
        .args(args)
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

#[test]
fn help_lists_the_options() {
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    for option in ["--data-dir", "--ruleset", "--fullscreen", "--version"] {
        assert!(out.contains(option), "{option} missing from:\n{out}");
    }
}

#[test]
fn version_prints_the_version() {
    let (code, out, _) = run(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        format!("friedrich-clock {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn an_unknown_preset_is_refused_with_the_known_ones() {
    let (code, _, err) = run(&["--ruleset", "fwc-2030"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown ruleset preset 'fwc-2030'"), "{err}");
    assert!(err.contains("fwc-2026"), "{err}");
}

#[test]
fn a_broken_ruleset_file_is_refused_with_file_line_and_field() {
    let dir = std::env::temp_dir().join(format!("fc-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("club.toml");
    std::fs::write(&file, "[chess_clock]\nfrederick_minutes = 0\n").unwrap();
    let (code, _, err) = run(&["--ruleset", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains(&format!(
            "{}, line 2: chess_clock.frederick_minutes must be 1 to 600 minutes",
            file.display()
        )),
        "{err}"
    );
}

#[test]
fn a_missing_ruleset_file_is_refused() {
    let (code, _, err) = run(&["--ruleset", "/nonexistent/club.toml"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("/nonexistent/club.toml: cannot read the ruleset file"),
        "{err}"
    );
}
