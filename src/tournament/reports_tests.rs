//! Two reports of one game: kept both, told apart, the jury's pick, a
//! correction with its reason, a repeat that writes nothing, the first
//! role choice's list of what is still open, and a journal written before
//! the reports were kept replaying as it did.
#![allow(clippy::unwrap_used)]

use chrono::{DateTime, Local};

use crate::tournament::book::tests::{four, line, russia_wins};
use crate::tournament::book::{Conflict, Entry, Refusal, Tournament};
use crate::tournament::closing::FateGap;
use crate::tournament::decisions::Pick;
use crate::tournament::replay::replay;
use crate::tournament::{GameRef, Player};

fn game() -> GameRef {
    GameRef { round: 1, table: 1 }
}

fn at(time: &str) -> DateTime<Local> {
    DateTime::parse_from_rfc3339(&format!("2026-11-24T{time}+01:00"))
        .unwrap()
        .with_timezone(&Local)
}

/// Prussia survives to turn 19 (the other device's report).
fn prussia_survives() -> crate::scoring::ResultInput {
    toml::from_str(
        "turns = 19\noutcome = \"defensive\"\n\
         [objectives.russia]\nheld = 2\ntotal = 8\n[objectives.sweden]\nheld = 1\ntotal = 4\n\
         [objectives.austria]\nheld = 3\ntotal = 7\n[objectives.imperial-army]\nheld = 1\ntotal = 10\n\
         [objectives.france]\nheld = 2\ntotal = 5\n",
    )
    .unwrap()
}

fn report(t: &mut Tournament, journal: &str, result: crate::scoring::ResultInput, time: &str) {
    t.apply(&line(Entry::Reported {
        game: game(),
        journal: journal.into(),
        result,
        at: Some(at(time)),
    }))
    .unwrap();
}

/// Applies what the jury's pick turns into; the entries written.
fn pick(t: &mut Tournament, pick: Pick, reason: Option<&str>) -> Result<usize, Refusal> {
    let entries = t.picking(game(), pick, Vec::new(), reason)?;
    for entry in &entries {
        t.apply(&line(entry.clone()))?;
    }
    Ok(entries.len())
}

#[test]
fn two_devices_that_report_differently_wait_for_the_jury_to_pick_one() {
    let mut t = four();
    report(&mut t, "tablet-a", russia_wins(), "13:02:11");
    let o = &t.results[&game()];
    assert_eq!(o.conflict(), None, "one report: nothing to decide");
    // The same result from a second device, its table name aside, agrees.
    let mut named = russia_wins();
    named.table = Some("1".into());
    report(&mut t, "tablet-b", named, "13:03:00");
    assert_eq!(t.results[&game()].conflict(), None);
    assert_eq!(t.results[&game()].same_as(1), Some(0));
    // A third that says another result: nothing counts until the jury picks.
    report(&mut t, "tablet-c", prussia_survives(), "13:05:40");
    let o = &t.results[&game()];
    assert_eq!(o.reports.len(), 3, "every report kept");
    assert_eq!(
        (o.reports[2].journal.as_str(), o.reports[2].at),
        ("tablet-c", at("13:05:40"))
    );
    assert_eq!(o.conflict(), Some(Conflict::Differ));
    assert_eq!(o.open(), vec![0, 1, 2]);
    let before = t.clone();
    assert_eq!(
        pick(&mut t, Pick::Reported, None),
        Err(Refusal::ReportsDiffer(game())),
        "a bare Confirm does not take the last one"
    );
    assert_eq!(
        pick(&mut t, Pick::Report(4), None),
        Err(Refusal::NoSuchReport {
            game: game(),
            report: 4
        })
    );
    assert_eq!(
        pick(&mut t, Pick::Report(0), None),
        Err(Refusal::NoSuchReport {
            game: game(),
            report: 0
        })
    );
    assert_eq!(t, before, "refusals change nothing");
    assert_eq!(pick(&mut t, Pick::Report(3), None), Ok(1));
    let o = &t.results[&game()];
    assert_eq!(o.confirmed, Some(prussia_survives()));
    assert_eq!(o.conflict(), None);
    assert!(o.is_confirmed(2) && !o.is_confirmed(0));
    assert!(o.corrections.is_empty(), "a first confirmation");
    // A second click on the same choice writes nothing.
    assert_eq!(pick(&mut t, Pick::Report(3), None), Ok(0));
    assert_eq!(pick(&mut t, Pick::Reported, None), Ok(0));
    assert!(t.results[&game()].corrections.is_empty());
}

#[test]
fn a_re_entry_that_differs_is_kept_or_taken_with_a_reason_and_one_that_agrees_is_no_conflict() {
    let mut t = four();
    report(&mut t, "tablet-a", russia_wins(), "13:02:11");
    assert_eq!(pick(&mut t, Pick::Reported, None), Ok(1));
    // A re-entry after the confirmation that says the same: no conflict.
    report(&mut t, "tablet-a", russia_wins(), "13:20:00");
    assert_eq!(t.results[&game()].conflict(), None);
    // One that differs waits: the confirmed result counts meanwhile.
    report(&mut t, "tablet-b", prussia_survives(), "13:25:00");
    let o = &t.results[&game()];
    assert_eq!(o.conflict(), Some(Conflict::ReEntry));
    assert_eq!(o.open(), vec![2]);
    assert_eq!(o.confirmed, Some(russia_wins()));
    assert_eq!(
        pick(&mut t, Pick::Reported, Some("whatever")),
        Err(Refusal::ReportsDiffer(game()))
    );
    // Kept: no reason needed, no correction, nothing open.
    assert_eq!(pick(&mut t, Pick::Keep, None), Ok(1));
    let o = &t.results[&game()];
    assert_eq!((o.conflict(), o.corrections.len()), (None, 0));
    assert_eq!(o.confirmed, Some(russia_wins()));
    assert_eq!(pick(&mut t, Pick::Keep, None), Ok(0), "kept once");
    // Another re-entry, taken: a correction needs its reason.
    report(&mut t, "tablet-b", prussia_survives(), "13:40:00");
    assert_eq!(
        pick(&mut t, Pick::Report(4), Some(" ")),
        Err(Refusal::NoReason)
    );
    assert_eq!(
        pick(&mut t, Pick::Report(4), Some("the table recounted")),
        Ok(1)
    );
    let o = &t.results[&game()];
    assert_eq!(o.confirmed, Some(prussia_survives()));
    assert_eq!(o.corrections.len(), 1);
    assert_eq!(o.corrections[0].reason, "the table recounted");
    assert_eq!(o.conflict(), None);
}

#[test]
fn keep_needs_a_confirmed_result_and_the_jury_s_own_entry_settles_differing_reports() {
    let mut t = four();
    assert_eq!(
        pick(&mut t, Pick::Keep, None),
        Err(Refusal::NotConfirmed(game()))
    );
    report(&mut t, "tablet-a", russia_wins(), "13:02:11");
    report(&mut t, "tablet-b", prussia_survives(), "13:03:00");
    let mut own = russia_wins();
    own.turns = Some(13);
    assert_eq!(
        pick(&mut t, Pick::Given(Box::new(own.clone())), None),
        Ok(1)
    );
    let o = &t.results[&game()];
    assert_eq!((o.confirmed.clone(), o.conflict()), (Some(own), None));
    assert!(!o.is_confirmed(0) && !o.is_confirmed(1));
}

#[test]
fn the_first_role_choice_lists_what_is_still_open() {
    let mut t = four();
    assert!(t.choice_closes_qualifying());
    let open = t.still_open();
    assert_eq!(open.unconfirmed.len(), 4);
    // Round 1 confirmed without Cards of Fate, round 2 reported twice
    // differently.
    report(&mut t, "tablet-a", russia_wins(), "13:02:11");
    pick(&mut t, Pick::Reported, None).unwrap();
    for (journal, result) in [("b", russia_wins()), ("c", prussia_survives())] {
        t.apply(&line(Entry::Reported {
            game: GameRef { round: 2, table: 1 },
            journal: journal.into(),
            result,
            at: None,
        }))
        .unwrap();
    }
    let open = t.still_open();
    assert_eq!(
        open.unconfirmed,
        (2..=4)
            .map(|round| GameRef { round, table: 1 })
            .collect::<Vec<_>>()
    );
    assert_eq!(open.undecided, vec![GameRef { round: 2, table: 1 }]);
    assert_eq!(open.without_fate, vec![game()]);
    assert_eq!(
        crate::tournament::closing::fate_gap(&russia_wins(), t.scheme),
        Some(FateGap::Missing)
    );
}

#[test]
fn a_journal_written_before_the_reports_were_kept_replays_as_it_did() {
    // As the hall wrote them: `reported` without `at`, a correction
    // naming no report.
    let text = r#"{"v":1,"wall":"2026-11-24T10:00:00+01:00","kind":"opened","name":"Old","scheme":"fwc-2026"}
{"v":1,"wall":"2026-11-24T10:00:01+01:00","kind":"registered","player":{"no":1,"name":"A"}}
{"v":1,"wall":"2026-11-24T10:00:02+01:00","kind":"registered","player":{"no":2,"name":"B"}}
{"v":1,"wall":"2026-11-24T10:00:03+01:00","kind":"registered","player":{"no":3,"name":"C"}}
{"v":1,"wall":"2026-11-24T10:00:04+01:00","kind":"registered","player":{"no":4,"name":"D"}}
{"v":1,"wall":"2026-11-24T10:01:00+01:00","kind":"drawn","draw":{"seed":7,"method":"search","games":[{"round":1,"table":1,"players":[1,2,3,4]},{"round":2,"table":1,"players":[2,3,4,1]},{"round":3,"table":1,"players":[3,4,1,2]},{"round":4,"table":1,"players":[4,1,2,3]}]}}
{"v":1,"wall":"2026-11-24T13:00:00+01:00","kind":"reported","game":{"round":1,"table":1},"journal":"t1","result":{"turns":12,"outcome":"attackers","winners":["russia"],"objectives":{"russia":{"held":8,"total":8}}}}
{"v":1,"wall":"2026-11-24T13:05:00+01:00","kind":"confirmed","game":{"round":1,"table":1},"result":{"turns":12,"outcome":"attackers","winners":["russia"],"objectives":{"russia":{"held":8,"total":8}}}}
{"v":1,"wall":"2026-11-24T13:10:00+01:00","kind":"reported","game":{"round":1,"table":1},"journal":"t1","result":{"turns":11,"outcome":"attackers","winners":["russia"],"objectives":{"russia":{"held":8,"total":8}}}}
{"v":1,"wall":"2026-11-24T13:15:00+01:00","kind":"confirmed","game":{"round":1,"table":1},"result":{"turns":11,"outcome":"attackers","winners":["russia"],"objectives":{"russia":{"held":8,"total":8}}},"reason":"recounted"}
"#;
    let replayed = replay(text);
    // (The hand-made draw is not the one its seed gives: said, and kept.)
    assert_eq!(replayed.skipped(), 0, "{:?}", replayed.warnings);
    assert_eq!(replayed.taken, 10);
    let o = &replayed.tournament.results[&game()];
    assert_eq!(o.reports.len(), 2);
    assert_eq!(o.reports[0].at, at("13:00:00"), "when the hall heard it");
    assert_eq!(o.confirmed.as_ref().and_then(|r| r.turns), Some(11));
    let said: Vec<_> = o
        .corrections
        .iter()
        .map(|c| (c.wall, c.reason.as_str()))
        .collect();
    assert_eq!(said, vec![(at("13:15:00"), "recounted")]);
    assert_eq!(o.conflict(), None);
    assert_eq!(
        replayed.tournament.player(1),
        Some(&Player {
            no: 1,
            name: "A".into(),
            town: String::new(),
            fill_in: false,
            note: String::new(),
        })
    );
    // Written again, the `reported` lines keep their form: no `at` added.
    let again = serde_json::to_string(&line(Entry::Reported {
        game: game(),
        journal: "t1".into(),
        result: russia_wins(),
        at: None,
    }))
    .unwrap();
    assert!(!again.contains("\"at\""), "{again}");
}

#[test]
fn a_result_saved_again_once_both_sides_agree_is_no_conflict() {
    let mut t = four();
    let one_side = crate::scoring::ResultInput {
        agreed: Some(crate::scoring::result::Agreed {
            frederick: true,
            attackers: false,
        }),
        ..russia_wins()
    };
    let both = crate::scoring::ResultInput {
        agreed: Some(crate::scoring::result::Agreed {
            frederick: true,
            attackers: true,
        }),
        ..russia_wins()
    };
    report(&mut t, "tablet-a", one_side, "13:02:11");
    report(&mut t, "tablet-a", both.clone(), "13:03:40");
    let o = &t.results[&game()];
    assert_eq!(o.conflict(), None, "the same game, agreed by more");
    // Confirmed as the table reported it last: both sides agreed.
    assert_eq!(pick(&mut t, Pick::Reported, None), Ok(1));
    assert_eq!(t.results[&game()].confirmed.as_ref(), Some(&both));
}
