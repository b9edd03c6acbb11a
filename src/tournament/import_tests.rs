//! A CSV import: each line judged before anything is registered, the
//! lines taken registered in one journal line, all or none.
#![allow(clippy::unwrap_used)]

use super::*;
use crate::engine::Preset;
use crate::tournament::book::tests::line;
use crate::tournament::request::{Clocks, Open, Register, Request};

fn opened() -> Tournament {
    let mut t = Tournament::default();
    let open = Request::Open(Open {
        name: "Cup".into(),
        scheme: Preset::Fwc2026,
    });
    for e in t.decide(&open, &Clocks::default()).unwrap() {
        t.apply(&line(e)).unwrap();
    }
    let anna = Request::Register(Register {
        name: "Anna Berg".into(),
        town: "Wien".into(),
        ..Register::default()
    });
    for e in t.decide(&anna, &Clocks::default()).unwrap() {
        t.apply(&line(e)).unwrap();
    }
    t
}

const CSV: &str = "name,town,note,fill-in\n\
Bo Brandt,Graz,,\n\
anna berg, wien ,,\n\
Cy Weiss,,,maybe\n\
Bo Brandt,Graz,,\n\
Dora Lang,Berlin,,\n\
Emil Gruber,Graz,junior,yes\n";

#[test]
fn the_preview_judges_every_line_before_anything_is_registered() {
    let t = opened();
    let rows = t.import_preview(CSV).unwrap();
    let said: Vec<(usize, &Verdict)> = rows.iter().map(|r| (r.line, &r.verdict)).collect();
    assert!(matches!(said[0], (2, Verdict::Taken(p)) if p.no == 2 && p.name == "Bo Brandt"));
    assert!(
        matches!(
            said[1],
            (3, Verdict::Refused(Refusal::Namesake { of: 1, .. }))
        ),
        "a namesake of a registered player: {said:?}"
    );
    assert!(matches!(said[2], (4, Verdict::Bad(CsvProblem::FillIn(_)))));
    assert!(
        matches!(said[3], (5, Verdict::SameAs(2))),
        "a duplicate line"
    );
    assert!(matches!(said[4], (6, Verdict::Taken(p)) if p.no == 3));
    assert!(matches!(said[5], (7, Verdict::Taken(p)) if p.no == 4 && p.fill_in));
    // Too long.
    let long = format!("name,town\n{},\n", "x".repeat(61));
    let rows = t.import_preview(&long).unwrap();
    assert!(matches!(
        rows[0].verdict,
        Verdict::Refused(Refusal::TooLong(Field::Name))
    ));
    assert_eq!(t.players.len(), 1, "the preview registers nobody");
}

#[test]
fn the_lines_taken_register_in_one_journal_line() {
    let mut t = opened();
    let taken: Vec<Entrant> = t
        .import_preview(CSV)
        .unwrap()
        .iter()
        .filter_map(|r| match &r.verdict {
            Verdict::Taken(p) => Some(Entrant::from(p)),
            _ => None,
        })
        .collect();
    let request = Request::Import(Importing { players: taken });
    // The request travels as the page posts it.
    let read = Request::read(&request.path(), request.body().as_bytes()).unwrap();
    assert_eq!(read, request);
    let entries = t.decide(&read, &Clocks::default()).unwrap();
    assert_eq!(entries.len(), 1, "one journal line");
    let lines: Vec<_> = entries.into_iter().map(line).collect();
    let mut text = String::new();
    for l in &lines {
        t.apply(l).unwrap();
        text.push_str(&serde_json::to_string(l).unwrap());
        text.push('\n');
    }
    let names: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Anna Berg", "Bo Brandt", "Dora Lang", "Emil Gruber"]
    );
    assert_eq!(t.next_no(), 5);
    // Read back from its text after the opening lines, the import gives
    // the same players.
    let mut again = opened();
    for l in replay_lines(&text) {
        again.apply(&l).unwrap();
    }
    assert_eq!(again, t);
}

#[test]
fn an_import_is_refused_whole() {
    let t = opened();
    let bo = Entrant {
        name: "Bo".into(),
        ..Entrant::default()
    };
    let twice = Importing {
        players: vec![bo.clone(), bo],
    };
    assert!(matches!(
        t.decide(&Request::Import(twice), &Clocks::default()),
        Err(Refusal::Namesake { of: 2, .. })
    ));
    // A journal line that holds a namesake registers nobody.
    let mut t2 = t.clone();
    let p = |no, name: &str| crate::tournament::Player {
        no,
        name: name.into(),
        town: "Wien".into(),
        fill_in: false,
        note: String::new(),
    };
    let bad = line(crate::tournament::book::Entry::Imported {
        players: vec![p(2, "Cy"), p(9, "Dora")],
    });
    assert!(t2.apply(&bad).is_err());
    assert_eq!(t2, t, "nothing changed");
    assert_eq!(
        t.decide(&Request::Import(Importing::default()), &Clocks::default()),
        Ok(Vec::new())
    );
}

fn replay_lines(text: &str) -> Vec<crate::tournament::book::Line> {
    text.lines()
        .map(|l| crate::strict_json::from_str(l).unwrap())
        .collect()
}
