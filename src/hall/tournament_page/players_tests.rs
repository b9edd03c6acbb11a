//! The Players tab says what a director expects: no fill-in count before
//! anyone registers, "round 4" for one round, and its links start with what
//! they are.
#![allow(clippy::unwrap_used)]

use std::collections::HashMap;

use chrono::TimeZone as _;

use super::super::ask::Ask;
use super::super::links::prints;
use super::tab;
use crate::engine::Preset;
use crate::hall::office::view::jury;
use crate::lang::Lang;
use crate::sheets::csv::Export;
use crate::tournament::book::{Line, SCHEMA, Tournament};
use crate::tournament::request::{Clocks, Drawing, Open, Register, Request, Seed};

/// `t` after `request`.
fn after(mut t: Tournament, request: &Request) -> Tournament {
    let wall = chrono::Local
        .with_ymd_and_hms(2026, 11, 29, 9, 0, 0)
        .unwrap();
    for entry in t.decide(request, &Clocks::default()).unwrap() {
        t.apply(&Line {
            v: SCHEMA,
            wall,
            entry,
        })
        .unwrap();
    }
    t
}

fn opened() -> Tournament {
    let open = Request::Open(Open {
        name: "Club Open".into(),
        scheme: Preset::Fwc2026,
    });
    after(Tournament::default(), &open)
}

/// Eight players of four towns, drawn.
fn drawn() -> Tournament {
    let mut t = opened();
    for no in 1..=8 {
        let town = ["Berlin", "Wien", "Graz", "Bern"][no % 4];
        let register = Request::Register(Register {
            name: format!("Player {no}"),
            town: town.into(),
            ..Register::default()
        });
        t = after(t, &register);
    }
    after(
        t,
        &Request::Draw(Drawing {
            seed: Some(Seed::Number(5)),
        }),
    )
}

#[test]
fn nobody_registered_yet_is_no_count_of_fill_ins() {
    let t = opened();
    let shown = tab(
        &t,
        &jury(&t, Lang::En),
        Lang::En,
        &Ask::default(),
        &Default::default(),
    )
    .into_string();
    assert!(!shown.contains("fill-ins"), "{shown}");
    assert!(!shown.contains("more"), "{shown}");
    assert!(!shown.contains("Add the fill-ins"), "{shown}");
    let t = after(
        t,
        &Request::Register(Register {
            name: "Anna".into(),
            ..Register::default()
        }),
    );
    let shown = tab(
        &t,
        &jury(&t, Lang::En),
        Lang::En,
        &Ask::default(),
        &Default::default(),
    )
    .into_string();
    assert!(shown.contains("The draw needs 3 fill-ins more"), "{shown}");
}

#[test]
fn a_withdrawal_from_the_last_round_names_one_round() {
    let t = drawn();
    let ask = Ask {
        edit: "w1".into(),
        ask: true,
        withdraw: HashMap::from([
            ("wd_round".into(), "4".into()),
            ("wd_by".into(), "new".into()),
            ("wd_name".into(), "Zoe".into()),
            ("wd_reason".into(), "ill".into()),
        ]),
        ..Ask::default()
    };
    let shown = tab(&t, &jury(&t, Lang::En), Lang::En, &ask, &Default::default()).into_string();
    assert!(shown.contains("seats in round 4;"), "{shown}");
    let shown = tab(&t, &jury(&t, Lang::De), Lang::De, &ask, &Default::default()).into_string();
    assert!(shown.contains("in Runde 4;"), "{shown}");
}

#[test]
fn the_links_start_with_what_they_are() {
    let links = prints(Lang::En, &[], &[Export::Players]).into_string();
    assert!(links.contains(">CSV: <a"), "{links}");
    assert!(!links.contains("·"), "{links}");
}

#[test]
fn the_withdrawal_offers_only_rounds_without_a_result() {
    let mut t = drawn();
    // Player 1's game of round 1 has a result.
    let game = t.seated_draw().unwrap().games_of(1)[0].game();
    let result = crate::scoring::ResultInput {
        table: Some(game.table.to_string()),
        ..crate::tournament::book::tests::russia_wins()
    };
    t = after(
        t,
        &Request::Confirm {
            game,
            asked: crate::tournament::request::Confirming {
                result: Some(serde_json::to_value(result).unwrap()),
                ..Default::default()
            },
        },
    );
    let ask = Ask {
        edit: "w1".into(),
        ..Ask::default()
    };
    let shown = tab(&t, &jury(&t, Lang::En), Lang::En, &ask, &Default::default()).into_string();
    let select = &shown[shown.find("id=\"wd-round\"").unwrap()..];
    let select = &select[..select.find("</select>").unwrap()];
    assert!(!select.contains("value=\"1\""), "{select}");
    assert!(select.contains("value=\"2\" selected"), "{select}");
}
