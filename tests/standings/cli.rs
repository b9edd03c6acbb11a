//! `friedrich-clock standings DIR`: the binary run on a hall folder's
//! tournament.jsonl, in each format, and on bad input.

use std::path::Path;
use std::process::Command;

use friedrich_clock::engine::Role;
use friedrich_clock::tournament::GameRef;
use friedrich_clock::tournament::book::Entry;

use super::{BASE, FATE, Journal, four, result};

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

fn hall(text: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("tournament.jsonl"), text).unwrap();
    dir
}

fn path(dir: &Path) -> &str {
    dir.to_str().unwrap()
}

/// The two-table tournament of the tie-breaker 3 test, with a lot for
/// players 5–7, a name with a comma and one line torn at the end.
fn journal() -> String {
    let mut j = super::Journal::open(8, &[]);
    j.apply(Entry::Registered {
        player: friedrich_clock::tournament::Player {
            no: 8,
            name: "Berg, Anna <Potsdam>".into(),
            town: "Potsdam".into(),
            fill_in: false,
            note: String::new(),
        },
    });
    j.draw(&[[1, 2, 3, 4], [5, 6, 7, 8]]);
    let base = format!("{FATE}{BASE}");
    let france = format!("{FATE}{}", super::france_5());
    for round in 1..=4 {
        j.confirm(round, 1, &base);
        j.confirm(round, 2, if round == 1 { &france } else { &base });
    }
    j.lot(&[7, 5, 6]);
    format!("{}{{\"v\":1,\"kind\":\"lo", j.text)
}

#[test]
fn text_lists_rank_name_total_tie_breakers_games_and_the_lot_mark() {
    let dir = hall(&journal());
    let (code, out, err) = run(&["standings", path(dir.path())]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Test Open — Standings\nScoring: FWC 2026 · 8 of 8 games confirmed"),
        "{out}"
    );
    let rows: Vec<Vec<&str>> = out
        .lines()
        .skip(4)
        .take(8)
        .map(|l| {
            l.split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect()
        })
        .collect();
    assert_eq!(
        rows[0],
        [
            "1",
            "8",
            "Berg, Anna <Potsdam>",
            "35.14",
            "9.50",
            "0.812",
            "93.42",
            "4/4"
        ]
    );
    assert_eq!(
        rows[1],
        [
            "2",
            "7",
            "Player 7",
            "31.14",
            "9.50",
            "0.812",
            "97.42",
            "4/4",
            "place 1 of 3"
        ]
    );
    assert_eq!(rows[2].last(), Some(&"place 2 of 3"));
    assert_eq!(
        rows[4],
        [
            "5",
            "1",
            "Player 1",
            "31.14",
            "9.50",
            "0.812",
            "93.42",
            "4/4",
            "* needs a lot"
        ]
    );
    assert!(
        out.contains(
            "the jury draws a lot between: 1 Player 1, 2 Player 2, 3 Player 3, 4 Player 4"
        )
    );
    assert!(
        err.contains("tournament.jsonl, line 21: does not read"),
        "the torn line is named: {err}"
    );
}

#[test]
fn json_csv_and_html_carry_the_same_standings() {
    let dir = hall(&journal());
    let (code, out, _) = run(&["standings", path(dir.path()), "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let first = &v["standings"][0];
    assert_eq!(first["name"], "Berg, Anna <Potsdam>");
    assert_eq!(first["total"], 35.14);
    assert_eq!(first["explain"]["tcc"]["state"], "known");
    assert_eq!(v["standings"][2]["decided_by"], "lot");
    assert_eq!(v["standings"][4]["decided_by"], "opponents");
    assert_eq!(v["standings"][4]["explain"]["opponents"][0]["player"], 2);
    assert_eq!(v["lots_needed"], serde_json::json!([[1, 2, 3, 4]]));
    assert_eq!(v["final"], serde_json::Value::Null);

    let (code, out, _) = run(&["standings", path(dir.path()), "--csv"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9);
    assert!(lines[0].starts_with("rank,player,name,town,total,tb1_second_best,tb2_tcc"));
    assert_eq!(
        lines[1],
        "1,8,\"Berg, Anna <Potsdam>\",Potsdam,35.14,9.50,0.811995,93.42,4,4,,,false,"
    );
    // The last column, withdrawn_from_round, is empty for a ranked player.
    assert!(lines[5].ends_with(",tb3,,true,"), "{}", lines[5]);

    let (code, out, _) = run(&["standings", path(dir.path()), "--html"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("<!DOCTYPE html>"));
    assert!(out.contains("<style>"));
    assert!(out.contains("<td>Berg, Anna &lt;Potsdam&gt;</td>"));
    assert_eq!(out.matches("<tr class=\"tied\"").count(), 4);
}

#[test]
fn the_final_is_printed_once_its_result_is_confirmed() {
    let r = format!("{FATE}{BASE}");
    let mut j = four([&r, &r, &r, &r]);
    j.lot(&[3, 1, 4, 2]);
    for (player, role) in [
        (3, Role::Elisabeth),
        (1, Role::Frederick),
        (4, Role::MariaTheresia),
        (2, Role::Pompadour),
    ] {
        j.apply(Entry::Seated { player, role });
    }
    j.apply(Entry::Confirmed {
        game: GameRef::FINAL,
        result: result(BASE),
        reason: None,
        by: None,
    });
    let dir = hall(&j.text);
    let (code, out, err) = run(&["standings", path(dir.path())]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Winner: 3 Player 3"), "{out}");
    assert!(
        out.contains("Player 1  Frederick  Winning nations controlled: 0  Role's qualifying wins: 0  3. role order"),
        "{out}"
    );
    let (_, out, _) = run(&["standings", path(dir.path()), "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["final"]["winner"], 3);
    assert_eq!(v["final"]["places"][1]["decided_by"], "nations");
    // The players' own pages lead with the final's place once it is
    // confirmed, the qualifying rank after it.
    let site = tempfile::tempdir().unwrap();
    let (code, _, err) = run(&["publish", path(dir.path()), path(site.path())]);
    assert_eq!(code, 0, "{err}");
    let page = |no: u32| {
        let at = site
            .path()
            .join("en")
            .join("players")
            .join(format!("{no}.html"));
        std::fs::read_to_string(&at).unwrap_or_else(|e| panic!("{}: {e}", at.display()))
    };
    let winner = page(3);
    assert!(
        winner.contains("<b id=\"rank\">Winner of the tournament</b> · qualifying round: rank "),
        "{winner}"
    );
    assert!(page(2).contains("<b id=\"rank\">Place 2 in the final</b>"));
}

#[test]
fn bad_input_is_refused_with_a_clear_message_and_exit_code_2() {
    let (code, _, err) = run(&["standings", "/no/such/hall"]);
    assert_eq!(code, 2);
    assert!(err.contains("/no/such/hall: no such folder"), "{err}");

    let empty = tempfile::tempdir().unwrap();
    let (code, _, err) = run(&["standings", path(empty.path())]);
    assert_eq!(code, 2);
    assert!(err.contains("tournament.jsonl: "), "{err}");

    let dir = hall("{\"v\":1,\"kind\":\"table\"}\nnot json\n");
    let (code, out, err) = run(&["standings", path(dir.path())]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains("not a tournament journal, no line opens a tournament")
            && err.contains("line 1: does not read"),
        "{err}"
    );

    let dir = hall(&Journal::open(4, &[]).text);
    let (code, _, err) = run(&["standings", path(dir.path()), "--json", "--csv"]);
    assert_eq!(code, 2, "clap refuses two formats: {err}");
}
