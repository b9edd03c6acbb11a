//! A round's results sheet as the jury pins it up: the round's games with
//! their scores, and every correction with when, who and why.
#![allow(clippy::unwrap_used)]

use chrono::{DateTime, Local, TimeZone};

use super::{corrections, latest_round, printout, round_asked};
use crate::engine::Preset;
use crate::lang::Lang;
use crate::scoring::ResultInput;
use crate::tournament::book::tests::russia_wins;
use crate::tournament::book::{Entry, Line, SCHEMA, Tournament};

fn at(hour: u32, minute: u32) -> DateTime<Local> {
    Local
        .with_ymd_and_hms(2026, 11, 29, hour, minute, 0)
        .unwrap()
}

fn apply(t: &mut Tournament, entries: Vec<Entry>, wall: DateTime<Local>) {
    for entry in entries {
        t.apply(&Line {
            v: SCHEMA,
            wall,
            entry,
        })
        .unwrap();
    }
}

/// Eight players, drawn; round 1, table 1 confirmed at 11:00 and corrected
/// at 14:32 by "MK" (12 turns, then 13).
fn corrected() -> Tournament {
    let mut t = Tournament::default();
    let opened = t.opening("Test Open", Preset::Fwc2026).unwrap();
    apply(&mut t, opened, at(9, 0));
    for no in 1..=8 {
        let entries = t
            .registering(None, &format!("Player {no}"), "Berlin", false, None)
            .unwrap();
        apply(&mut t, entries, at(9, 0));
    }
    let drawn = t.drawing(5).unwrap();
    apply(&mut t, drawn, at(9, 0));
    let game = t.draw.as_ref().unwrap().round(1).next().unwrap().game();
    let first = t.confirming(game, Some(russia_wins()), None).unwrap();
    apply(&mut t, first, at(11, 0));
    let thirteen = ResultInput {
        turns: Some(13),
        ..russia_wins()
    };
    let mut again = t
        .confirming(game, Some(thirteen), Some("turns recounted at the table"))
        .unwrap();
    if let Entry::Confirmed { by, .. } = &mut again[0] {
        *by = Some("MK".to_owned());
    }
    apply(&mut t, again, at(14, 32));
    t
}

#[test]
fn the_sheet_lists_the_rounds_games_and_its_corrections_with_when_who_and_why() {
    let t = corrected();
    let en = printout(&t, 1, Lang::En);
    assert!(en.contains("Results of round 1"), "{en}");
    assert!(en.contains("Player 1") && en.contains("Player 8"), "{en}");
    assert!(en.contains("Round 1, table 1"), "{en}");
    assert!(en.contains("2026-11-29 14:32"), "when: {en}");
    assert!(en.contains("By: MK"), "who: {en}");
    assert!(en.contains("turns recounted at the table"), "why: {en}");
    assert!(en.contains("Was: ") && en.contains("Turns: 12"), "{en}");
    assert!(
        en.contains("Corrected to: ") && en.contains("Turns: 13"),
        "{en}"
    );
    assert!(
        !en.contains("No result of this round was corrected"),
        "{en}"
    );
    // The first confirmation came with no reason: it is no line.
    assert_eq!(en.matches("<li>").count(), 1, "{en}");
    let de = printout(&t, 1, Lang::De);
    assert!(
        de.contains("Ergebnisse der Runde 1") && de.contains("Von: MK"),
        "{de}"
    );
}

#[test]
fn a_round_without_corrections_says_so_and_a_correction_unsigned_says_that() {
    let mut t = corrected();
    let none = corrections(&t, 2, Lang::En).into_string();
    assert!(
        none.contains("No result of this round was corrected."),
        "{none}"
    );
    let game = t.draw.as_ref().unwrap().round(1).next().unwrap().game();
    let back = t
        .confirming(game, Some(russia_wins()), Some("the slip was right"))
        .unwrap();
    apply(&mut t, back, at(15, 0));
    let es = corrections(&t, 1, Lang::Es).into_string();
    assert!(es.contains("Por: sin firmar"), "{es}");
    assert!(
        es.find("14:32").unwrap() < es.find("15:00").unwrap(),
        "in order: {es}"
    );
}

#[test]
fn the_round_asked_for_is_a_qualifying_round_else_the_last_one_with_a_result() {
    let t = corrected();
    assert_eq!(latest_round(&t), 1);
    assert_eq!(round_asked(None, &t), Some(1));
    assert_eq!(round_asked(Some(""), &t), Some(1));
    assert_eq!(round_asked(Some("3"), &t), Some(3));
    assert_eq!(round_asked(Some("5"), &t), None);
    assert_eq!(round_asked(Some("0"), &t), None);
    assert_eq!(round_asked(Some("x"), &t), None);
}
