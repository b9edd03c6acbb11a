//! The wire read as each side reads it: a refusal with its details, an
//! answer that is not the hall's, a listing, whether a game is live.
#![allow(clippy::unwrap_used)]
use serde_json::json;

use super::*;

#[test]
fn a_gap_is_read_with_the_line_the_hall_expects() {
    let body = json!({"error": "gap", "message": "gap: the hall expects line 4", "expected": 4});
    let Answer::<Stored>::Refused(refused) = Answer::read(409, &body) else {
        panic!("a refusal");
    };
    assert_eq!((refused.error, refused.expected), (Error::Gap, Some(4)));
    assert_eq!(serde_json::to_value(&refused).unwrap(), body);
}

#[test]
fn an_answer_that_is_not_the_hall_s_is_said_as_such() {
    let page = Value::String("<html>proxy</html>".into());
    assert!(matches!(
        Answer::<Stored>::read(502, &page),
        Answer::Unreadable(502, _)
    ));
    assert_eq!(
        Answer::<Stored>::read(200, &json!({"next": 7})),
        Answer::Done(Stored { next: 7 })
    );
}

#[test]
fn a_listing_keeps_what_a_table_reads_and_skips_the_rest() {
    let body = json!({"v": 1, "tables": [{"journal": "j", "table": "3",
        "started": "2026-11-24T10:00:00+01:00", "finished": false, "view": {"turn": 2}}]});
    let Answer::<Listing>::Done(listing) = Answer::read(200, &body) else {
        panic!("a listing");
    };
    assert_eq!(listing.tables[0].table, "3");
    assert!(!listing.tables[0].finished);
    assert!(listing.tables[0].is_live(), "an older hall says nothing");
}

#[test]
fn whether_a_game_is_live_is_read_as_the_hall_writes_it() {
    let superseded = Live::Superseded {
        by: "r1-t1-b".into(),
        device: "k3f9".into(),
        since: None,
    };
    let written = serde_json::to_value(&superseded).unwrap();
    assert_eq!(
        written,
        json!({"state": "superseded", "by": "r1-t1-b", "device": "k3f9"})
    );
    let listed = |live: Value| {
        let body = json!({"tables": [{"journal": "j", "table": "1",
            "started": "2026-11-24T10:00:00+01:00", "finished": false, "live": live}]});
        let Answer::<Listing>::Done(l) = Answer::read(200, &body) else {
            panic!("a listing");
        };
        l.tables[0].clone()
    };
    let old = listed(written);
    assert_eq!(old.live, Some(superseded));
    assert!(!old.is_live());
    assert!(listed(json!({"state": "live"})).is_live());
    // A state a later hall knows: read, and not live.
    let later = listed(json!({"state": "paused", "until": 3}));
    assert_eq!(later.live, Some(Live::Other));
    assert!(!later.is_live());
}
