//! The hall view as the jury reads it: the table's own time text, names
//! escaped, words in the reader's language, the alerts the page sounds.
#![allow(clippy::unwrap_used)]

use super::super::board::{Alert, Live, LogLine, TableView};
use super::super::charts::GameCharts;
use super::{cards, page, table};
use crate::engine::{Command, Engine, Ms, Ruleset};
use crate::format;
use crate::lang::Lang;
use crate::wire::{self, GameRef};

/// A table whose game runs (Frederick's clock), its clocks set to `left`.
fn running(journal: &str, table: &str, frederick: Ms, attackers: Ms) -> TableView {
    let mut engine = Engine::new(Ruleset::default());
    engine.apply(&Command::StartTurn, 0).unwrap();
    let mut view = engine.view(1_000);
    view.frederick.remaining = frederick;
    view.attackers.remaining = attackers;
    TableView {
        listed: wire::Listed {
            journal: journal.to_owned(),
            table: table.to_owned(),
            started: "2026-11-23T17:00:05+01:00".to_owned(),
            finished: false,
            live: None,
        },
        game: None,
        result_in: false,
        names: [
            "Anna <b>\"&".to_owned(),
            "Bert".to_owned(),
            String::new(),
            "Dieter".to_owned(),
        ],
        ruleset: "CAFE".to_owned(),
        lines: 2,
        silent_ms: 0,
        alerts: Vec::new(),
        view,
        live: Live::Live,
        copies: 1,
        outside_draw: false,
        done: false,
        first_heard: None,
        heard_lately: true,
        device: "3FA2".to_owned(),
    }
}

#[test]
fn a_card_shows_the_time_left_as_the_table_writes_it() {
    for (frederick, attackers) in [(59_950, 599_400), (3_600_400, 1)] {
        let t = running("t-1", "1", frederick, attackers);
        let html = cards(&[t], Lang::En).into_string();
        for ms in [frederick, attackers] {
            let shown = format!("<div class=\"t\">{}</div>", format::clock(ms));
            assert!(html.contains(&shown), "{shown} in {html}");
        }
    }
}

#[test]
fn a_player_s_name_cannot_write_into_the_page() {
    let html = cards(&[running("t-1", "1", 1, 1)], Lang::En).into_string();
    assert!(html.contains("Anna &lt;b&gt;&quot;&amp;"), "{html}");
    assert!(!html.contains("<b>"), "{html}");
}

#[test]
fn the_cards_are_worded_in_the_reader_s_language_and_say_every_alert() {
    let mut quiet = running("t-2", "2", 90_000, 90_000);
    quiet.alerts = vec![Alert::Silent, Alert::Jury];
    quiet.silent_ms = 34_200;
    let mut drawn = running("t-1", "1", 90_000, 90_000);
    drawn.game = Some(GameRef { round: 2, table: 5 });
    let de = cards(&[quiet, drawn], Lang::De).into_string();
    assert!(de.contains("JURY GERUFEN"), "{de}");
    assert!(de.contains("STUMM 34 s"), "{de}");
    assert!(de.contains("Friedrich"), "{de}");
    assert!(de.contains(r#"data-alerts="t-2/silent t-2/jury""#), "{de}");
    assert!(de.contains(r#"data-tables="2""#), "{de}");
    assert!(de.contains("Runde 2, Tisch 5"), "{de}");
    // What runs is named as the word table names it, in every language.
    assert!(de.contains("▶ Friedrich-Uhr"), "{de}");
    let es = cards(&[running("t-3", "3", 90_000, 90_000)], Lang::Es).into_string();
    assert!(es.contains("▶ reloj Federico"), "{es}");
    // Games outside the draw first, then the tournament's by round.
    let first = de.find("data-journal=\"t-2\"").unwrap();
    assert!(first < de.find("data-journal=\"t-1\"").unwrap(), "{de}");
}

#[test]
fn the_alerts_are_named_as_the_api_names_them() {
    for a in [
        Alert::Flag,
        Alert::Jury,
        Alert::OffensiveFailed,
        Alert::Silent,
    ] {
        assert_eq!(serde_json::to_value(a).unwrap(), a.code());
    }
}

#[test]
fn the_hall_view_s_frame_holds_no_key_and_speaks_the_language_asked() {
    let es = page(Lang::Es).into_string();
    assert!(es.contains("<html lang=\"es\">"), "{es}");
    assert!(es.contains("Friedrich Clock — sala"), "{es}");
    assert!(es.contains("href=\"/tournament?lang=es\""), "{es}");
    for address in es.split(['"', '`']).filter(|a| a.starts_with('/')) {
        assert!(!address.contains("key="), "a key in {address}");
    }
}

#[test]
fn a_table_s_page_lists_its_log_in_game_time_and_asks_the_report_in_its_language() {
    let t = running("t-9", "9", 60_000, 60_000);
    let log = [LogLine {
        at: 61_999,
        turn: 1,
        what: "Turn started".to_owned(),
    }];
    let charts = GameCharts {
        title: "Where the time went",
        charts: Vec::new(),
    };
    let html = table(&t, &log, &charts, Lang::De).into_string();
    assert!(
        html.contains(&format!("<td>{}</td>", format::used(61_999))),
        "{html}"
    );
    assert!(
        html.contains(r#"src="/api/journals/t-9/report?lang=de""#),
        "{html}"
    );
    assert!(html.contains("Spielprotokoll"), "{html}");
}

#[test]
fn a_superseded_copy_still_heard_keeps_its_alerts_and_says_who_took_the_game() {
    let mut old = running("t-1-a", "1", 90_000, 90_000);
    old.alerts = vec![Alert::Jury];
    old.live = Live::Superseded {
        by: "t-1-b".to_owned(),
        device: "3FA2".to_owned(),
        since: Some("2026-11-24T14:02:00+01:00".to_owned()),
    };
    let new = running("t-1-b", "1", 90_000, 90_000);
    let html = cards(&[old.clone(), new.clone()], Lang::En).into_string();
    assert!(html.contains(r#"data-alerts="t-1-a/jury""#), "{html}");
    assert!(
        html.contains("The live copy is written by device 3FA2, first heard at"),
        "{html}"
    );
    // Silent past the quiet time: its alerts no longer call the jury.
    old.heard_lately = false;
    let html = cards(&[old, new], Lang::En).into_string();
    assert!(html.contains(r#"data-alerts="""#), "{html}");
}

#[test]
fn a_finished_game_whose_result_is_confirmed_leaves_the_cards_until_asked_for() {
    let mut done = running("t-1", "1", 90_000, 90_000);
    done.listed.finished = true;
    done.done = true;
    let playing = running("t-2", "2", 90_000, 90_000);
    let mut waiting = running("t-3", "3", 90_000, 90_000);
    // Finished, its result not confirmed yet: still the jury's business.
    waiting.listed.finished = true;
    let tables = [done, playing, waiting];
    let html = super::cards::cards_warning(&tables, &[], Lang::En, false).into_string();
    assert!(!html.contains("data-journal=\"t-1\""), "{html}");
    assert!(
        html.contains("data-journal=\"t-2\"") && html.contains("data-journal=\"t-3\""),
        "{html}"
    );
    assert!(html.contains(r#"data-tables="2""#), "{html}");
    assert!(
        html.contains("Tables: 2 live · 1 finished and confirmed"),
        "{html}"
    );
    assert!(html.contains("Show the finished games (1)"), "{html}");
    let all = super::cards::cards_warning(&tables, &[], Lang::En, true).into_string();
    assert!(all.contains("data-journal=\"t-1\""), "{all}");
    assert!(all.contains("Hide the finished games"), "{all}");
    assert!(all.contains(r#"data-tables="2""#), "the count stays: {all}");
}
