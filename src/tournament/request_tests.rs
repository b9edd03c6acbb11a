//! A request as a page posts it reads back as the same request; what the
//! hall's limits refuse is refused in the reading; a confirmation is held
//! against the clocks passed in.
#![allow(clippy::unwrap_used)]

use super::*;
use crate::tournament::decisions::FillIn;
use crate::tournament::refusal::Field;

fn every_kind() -> Vec<Request> {
    let game = GameRef { round: 2, table: 5 };
    vec![
        Request::Open(Open {
            name: "FWC 2026".into(),
            scheme: Preset::Cafe2023,
        }),
        Request::Import(Importing {
            players: vec![crate::tournament::import::Entrant {
                name: "Ida Late".into(),
                town: "Bern".into(),
                fill_in: false,
                note: "junior".into(),
            }],
        }),
        Request::Redraw(Redrawing {
            absent: vec![3, 7],
            seed: Some(Seed::Text("2027".into())),
        }),
        Request::Register(Register {
            no: Some(3),
            name: "Anna Weber".into(),
            town: "Graz".into(),
            fill_in: true,
            note: Some("junior".into()),
        }),
        Request::FillIns(Nothing {}),
        Request::Draw(Drawing {
            seed: Some(Seed::Text("42".into())),
        }),
        Request::Lot(LotOf {
            players: vec![4, 9],
            seed: None,
        }),
        Request::Seat(Seating {
            player: 7,
            role: Role::MariaTheresia,
        }),
        Request::Unseat(Unseating {
            player: 7,
            reason: "mis-click".into(),
        }),
        Request::Public(Public {
            standings: Publish::Live,
        }),
        Request::Withdraw(Withdrawing {
            player: 2,
            from_round: 3,
            fill_in: FillIn::New {
                name: "Piotr".into(),
                town: "Łódź".into(),
            },
            reason: "ill".into(),
        }),
        Request::Confirm {
            game,
            asked: Confirming {
                report: Some(2),
                fate: Some(Fate::Text("Lord Bute, Elizabeth".into())),
                reason: Some("the table counted again".into()),
                ..Confirming::default()
            },
        },
    ]
}

#[test]
fn every_request_a_page_posts_reads_back_as_itself() {
    for request in every_kind() {
        let read = Request::read(&request.path(), request.body().as_bytes()).unwrap();
        assert_eq!(read, request, "{}", request.path());
    }
}

#[test]
fn the_paths_are_the_apis() {
    let paths: Vec<String> = every_kind().iter().map(Request::path).collect();
    assert_eq!(
        paths,
        [
            "/api/tournament/open",
            "/api/tournament/import",
            "/api/tournament/redraw",
            "/api/tournament/players",
            "/api/tournament/fill-ins",
            "/api/tournament/draw",
            "/api/tournament/lot",
            "/api/tournament/seat",
            "/api/tournament/unseat",
            "/api/tournament/public",
            "/api/tournament/withdraw",
            "/api/tournament/games/2/5/confirm",
        ]
    );
}

#[test]
fn what_does_not_read_is_refused_in_the_reading() {
    let unknown = Request::read(
        "/api/tournament/seat",
        br#"{"player":1,"role":"frederick","x":1}"#,
    );
    assert!(matches!(unknown, Err(Unread::Body(e)) if e.to_string().starts_with("unknown field")));
    let twice = Request::read("/api/tournament/open", br#"{"name":"a","name":"b"}"#);
    assert!(matches!(twice, Err(Unread::Body(_))));
    for path in [
        "/api/tournament/no-such-change",
        "/api/tournament/games/1/x/confirm",
        "/api/tournament/games/300/1/confirm",
        "/elsewhere/open",
    ] {
        assert!(
            matches!(Request::read(path, b"{}"), Err(Unread::NoSuchRequest)),
            "{path}"
        );
    }
    // An empty body is no fields.
    assert_eq!(
        Request::read("/api/tournament/fill-ins", b"").unwrap(),
        Request::FillIns(Nothing {})
    );
}

#[test]
fn a_draw_without_a_seed_is_seeded_by_the_shell_and_a_bad_seed_refused() {
    let empty = Request::Draw(Drawing {
        seed: Some(Seed::Text(" ".into())),
    });
    assert!(empty.wants_seed());
    assert_eq!(
        empty.seeded(7),
        Request::Draw(Drawing {
            seed: Some(Seed::Number(7))
        })
    );
    let bad = Request::Draw(Drawing {
        seed: Some(Seed::Text("twelve".into())),
    });
    assert!(!bad.wants_seed());
    let mut t = Tournament::default();
    let open = Request::Open(Open {
        name: "Open".into(),
        scheme: Preset::Fwc2026,
    });
    for entry in t.decide(&open, &Clocks::default()).unwrap() {
        t.apply(&crate::tournament::book::Line {
            v: crate::tournament::book::SCHEMA,
            wall: chrono::TimeZone::with_ymd_and_hms(&chrono::Local, 2026, 11, 29, 9, 0, 0)
                .unwrap(),
            entry,
        })
        .unwrap();
    }
    assert_eq!(
        t.decide(&bad, &Clocks::default()),
        Err(Refusal::BadSeed("twelve".into()))
    );
}

#[test]
fn a_confirmation_keeps_who_of_the_jury_signed_it_and_refuses_a_signature_too_long() {
    let wall = chrono::TimeZone::with_ymd_and_hms(&chrono::Local, 2026, 11, 29, 9, 0, 0).unwrap();
    let mut t = Tournament::default();
    let take = |t: &mut Tournament, entries: Vec<Entry>| {
        for entry in entries {
            t.apply(&crate::tournament::book::Line {
                v: crate::tournament::book::SCHEMA,
                wall,
                entry,
            })
            .unwrap();
        }
    };
    let opened = t.opening("Open", Preset::Fwc2026).unwrap();
    take(&mut t, opened);
    for no in 1..=8 {
        let entries = t
            .registering(None, &format!("P{no}"), "", false, None)
            .unwrap();
        take(&mut t, entries);
    }
    let drawn = t.drawing(3).unwrap();
    take(&mut t, drawn);
    let game = t.draw.as_ref().unwrap().games[0].game();
    let signed = |by: &str| Request::Confirm {
        game,
        asked: Confirming {
            result: Some(
                serde_json::to_value(crate::tournament::book::tests::russia_wins()).unwrap(),
            ),
            by: Some(by.to_owned()),
            ..Confirming::default()
        },
    };
    let entries = t.decide(&signed("  MK "), &Clocks::default()).unwrap();
    assert!(
        matches!(&entries[0], Entry::Confirmed { by: Some(by), .. } if by == "MK"),
        "{entries:?}"
    );
    assert_eq!(
        t.decide(&signed(&"M".repeat(41)), &Clocks::default()),
        Err(Refusal::TooLong(Field::Juror))
    );
    let unsigned = t.decide(&signed(" "), &Clocks::default()).unwrap();
    assert!(matches!(&unsigned[0], Entry::Confirmed { by: None, .. }));
}
