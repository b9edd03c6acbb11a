//! The outbox on fake time: each test tells it writes and the hall's answers
//! at explicit instants and checks what it would send, and when.
#![allow(clippy::unwrap_used)]

use serde_json::json;

use super::*;

const J: &str = "games/table-3.jsonl";

fn journal(lines: usize) -> Vec<u8> {
    (1..=lines)
        .map(|n| format!("line {n}\n"))
        .collect::<String>()
        .into_bytes()
}

fn outbox() -> Outbox {
    let mut o = Outbox::new("d".repeat(16));
    o.opened(Path::new(J), 0);
    o
}

fn poll(o: &mut Outbox, now: Ms, lines: usize) -> Option<wire::Push> {
    o.poll(now, |p| {
        assert_eq!(p, Path::new(J));
        Some(journal(lines))
    })
    .map(|parcel| parcel.push)
}

/// Tells `o` how the push under way went.
fn answer(o: &mut Outbox, reply: Reply, now: Ms) {
    let ticket = o.in_flight.map(|f| f.ticket).unwrap_or_default();
    o.answered(ticket, reply, now);
}

fn stored(next: usize) -> Reply {
    Reply::Answered(200, json!({"next": next}))
}

#[test]
fn a_written_game_goes_out_and_an_idle_table_is_heard_every_five_seconds() {
    let mut o = outbox();
    o.written(Path::new(J), 1_000, 0);
    let push = poll(&mut o, 0, 3).unwrap();
    assert_eq!((push.from, push.lines.len(), push.t), (1, 3, Some(1_000)));
    assert_eq!(poll(&mut o, 10, 3), None, "one push at a time");
    answer(&mut o, stored(4), 50);
    assert_eq!(o.status(), HallStatus::Online);
    assert_eq!(poll(&mut o, 60, 3), None, "everything is in the hall");
    assert_eq!(o.next_deadline(), Some(50 + ALIVE_EVERY));
    let alive = poll(&mut o, 50 + ALIVE_EVERY, 3).unwrap();
    assert_eq!((alive.from, alive.lines.len()), (4, 0));
    assert_eq!(
        alive.t,
        Some(1_000 + 50 + ALIVE_EVERY),
        "the game time counted on"
    );
}

#[test]
fn only_lines_known_to_be_on_disk_are_sent() {
    let mut o = outbox();
    o.written(Path::new(J), 0, 0);
    // Three lines written, two of them (14 bytes) on disk so far.
    o.on_disk(Path::new(J), journal(2).len());
    assert_eq!(poll(&mut o, 0, 3).unwrap().lines, ["line 1", "line 2"]);
    answer(&mut o, stored(3), 20);
    assert_eq!(o.status(), HallStatus::Online);
    assert_eq!(poll(&mut o, 30, 3), None, "line 3 is not on disk yet");
    assert_eq!(
        o.next_deadline(),
        Some(30 + ON_DISK_SOON),
        "it looks again soon"
    );
    o.on_disk(Path::new(J), journal(3).len());
    let push = poll(&mut o, 130, 3).unwrap();
    assert_eq!((push.from, push.lines), (3, vec!["line 3".to_owned()]));
}

#[test]
fn a_torn_last_line_is_not_sent() {
    let mut o = outbox();
    let mut bytes = journal(2);
    bytes.extend_from_slice(b"{\"half");
    let push = o.poll(0, |_| Some(bytes.clone())).unwrap().push;
    assert_eq!(push.lines.len(), 2);
}

#[test]
fn an_unreachable_hall_is_tried_again_after_two_seconds_from_the_same_line() {
    let mut o = outbox();
    assert_eq!(poll(&mut o, 0, 2).unwrap().from, 1);
    answer(
        &mut o,
        Reply::Unreachable("connection refused".into()),
        3_000,
    );
    assert_eq!(o.status(), HallStatus::Offline);
    assert_eq!(o.next_deadline(), Some(3_000 + RETRY));
    assert_eq!(poll(&mut o, 4_000, 3), None, "not before the retry");
    let again = poll(&mut o, 3_000 + RETRY, 3).unwrap();
    assert_eq!(
        (again.from, again.lines.len()),
        (1, 3),
        "and what came meanwhile"
    );
    answer(&mut o, stored(4), 5_100);
    assert_eq!(o.status(), HallStatus::Online);
}

#[test]
fn a_refusing_hall_says_why_and_is_asked_again_later() {
    let mut o = outbox();
    poll(&mut o, 0, 1).unwrap();
    let body = json!({"error": "wrong-key", "message": "wrong tournament key"});
    answer(&mut o, Reply::Answered(401, body), 100);
    assert!(
        matches!(o.status(), HallStatus::Refused(r) if r.error == wire::Error::WrongKey),
        "{:?}",
        o.status()
    );
    assert_eq!(poll(&mut o, 100 + REFUSED_RETRY - 1, 1), None);
    assert!(poll(&mut o, 100 + REFUSED_RETRY, 1).is_some());
    answer(&mut o, Reply::Answered(502, json!("Bad gateway")), 20_000);
    assert!(
        matches!(o.status(), HallStatus::Odd(why) if why.starts_with("HTTP 502")),
        "a proxy's page is not the hall's answer"
    );
}

#[test]
fn a_gap_sends_from_the_line_the_hall_expects() {
    let mut o = outbox();
    o.written(Path::new(J), 0, 0);
    poll(&mut o, 0, 1).unwrap();
    answer(&mut o, stored(2), 10);
    let push = poll(&mut o, 20, 4).unwrap();
    assert_eq!(push.from, 2);
    // The hall lost line 2 (its disk restored from a backup, say).
    let gap = json!({"error": "gap", "message": "gap: the hall expects line 2", "expected": 2});
    answer(&mut o, Reply::Answered(409, gap), 30);
    let again = poll(&mut o, 31, 4).unwrap();
    assert_eq!((again.from, again.lines.len()), (2, 3));
    answer(&mut o, stored(99), 40);
    assert_eq!(o.acked().1, 4, "never past what is here");
}

#[test]
fn a_moved_game_sends_nothing_more_until_a_journal_is_opened_again() {
    let mut o = outbox();
    poll(&mut o, 0, 2).unwrap();
    let moved = json!({"error": "moved", "message": "this game has moved to another device"});
    answer(&mut o, Reply::Answered(410, moved), 10);
    assert_eq!(o.status(), HallStatus::Moved);
    o.written(Path::new(J), 500, 20);
    assert_eq!(poll(&mut o, 60_000, 3), None);
    assert_eq!(o.next_deadline(), None);
    o.opened(Path::new(J), 70_000);
    assert_eq!(o.status(), HallStatus::Connecting);
    assert_eq!(poll(&mut o, 70_000, 3).unwrap().from, 1);
}

#[test]
fn an_answer_for_a_journal_no_longer_shipped_is_dropped() {
    let mut o = outbox();
    poll(&mut o, 0, 5).unwrap();
    o.written(Path::new("games/next.jsonl"), 0, 10);
    assert_eq!(
        o.poll(20, |_| Some(journal(1))),
        None,
        "the old push is still out"
    );
    answer(&mut o, stored(6), 30);
    assert_eq!(o.acked(), (Some(Path::new("games/next.jsonl")), 0));
    assert_eq!(o.status(), HallStatus::Connecting);
    let push = o.poll(40, |_| Some(journal(1))).unwrap();
    assert_eq!(
        (push.journal, push.push.from),
        (PathBuf::from("games/next.jsonl"), 1)
    );
}

#[test]
fn a_long_journal_goes_in_batches() {
    let mut o = outbox();
    let sizes: Vec<usize> = (0..3)
        .map(|i| {
            let push = poll(&mut o, i, 1_200).unwrap();
            answer(&mut o, stored(push.from + push.lines.len()), i);
            push.lines.len()
        })
        .collect();
    assert_eq!(sizes, [500, 500, 200]);
    assert_eq!(o.status(), HallStatus::Online);
}

#[test]
fn nothing_is_sent_before_the_journals_first_line_is_on_disk() {
    let mut o = outbox();
    o.written(Path::new(J), 0, 0);
    // The header is written but not yet on the browser's disk: no empty
    // push (the hall would refuse it as a gap), a look again soon.
    o.on_disk(Path::new(J), 0);
    assert_eq!(poll(&mut o, 0, 1), None);
    assert_eq!(o.next_deadline(), Some(ON_DISK_SOON));
    assert_eq!(o.status(), HallStatus::Connecting);
    o.on_disk(Path::new(J), journal(1).len());
    let first = poll(&mut o, ON_DISK_SOON, 1).unwrap();
    assert_eq!((first.from, first.lines.len()), (1, 1));
}

#[test]
fn nothing_is_sent_before_a_journal_is_told() {
    let mut o = Outbox::new("d".repeat(16));
    assert_eq!(o.poll(0, |_| Some(journal(1))), None);
    assert_eq!(o.next_deadline(), None);
}

#[test]
fn a_hall_at_a_new_address_is_asked_at_once_and_sends_its_own_count() {
    let mut o = outbox();
    o.written(Path::new(J), 0, 0);
    poll(&mut o, 0, 3).unwrap();
    answer(&mut o, stored(4), 10);
    // The laptop dies: the push of line 4 is out, and no answer comes.
    assert_eq!(poll(&mut o, 20, 4).unwrap().from, 4);
    o.readdressed();
    assert_eq!(o.status(), HallStatus::Connecting);
    assert_eq!(o.next_deadline(), Some(0), "the new hall is asked at once");
    let first = poll(&mut o, 30, 5).unwrap();
    assert_eq!((first.from, first.lines.len()), (4, 2));
    // The new hall's copy ends at line 2: it says so, and gets the rest.
    let gap = json!({"error": "gap", "message": "gap: the hall expects line 3", "expected": 3});
    answer(&mut o, Reply::Answered(409, gap), 40);
    let rest = poll(&mut o, 41, 5).unwrap();
    assert_eq!((rest.from, rest.lines.len()), (3, 3));
    answer(&mut o, stored(6), 50);
    assert_eq!(o.status(), HallStatus::Online);
}

#[test]
fn the_dead_halls_late_answer_is_not_taken_for_the_new_halls() {
    let mut o = outbox();
    o.written(Path::new(J), 0, 0);
    let to_old = o.poll(0, |_| Some(journal(3))).unwrap();
    // The laptop died with the push on the wire; the table is readdressed
    // and the new hall is asked at once.
    o.readdressed();
    let to_new = o.poll(10, |_| Some(journal(3))).unwrap();
    assert_ne!(to_old.ticket, to_new.ticket);
    // The old push fails late, while the new one is under way: nothing
    // changes, and no third push goes out beside it.
    o.answered(to_old.ticket, Reply::Unreachable("timed out".into()), 20);
    assert_eq!(o.status(), HallStatus::Connecting);
    assert_eq!(o.poll(30, |_| Some(journal(3))), None, "one push at a time");
    o.answered(to_new.ticket, stored(4), 40);
    assert_eq!(o.status(), HallStatus::Online);
    // Even a late success from the old hall says nothing of the new one.
    o.answered(to_old.ticket, stored(1), 50);
    assert_eq!(o.acked().1, 3);
}

#[test]
fn a_game_moved_to_another_device_stays_moved_at_a_new_address() {
    let mut o = outbox();
    poll(&mut o, 0, 2).unwrap();
    let moved = json!({"error": "moved", "message": "this game has moved to another device"});
    answer(&mut o, Reply::Answered(410, moved), 10);
    o.readdressed();
    assert_eq!(o.status(), HallStatus::Moved);
    assert_eq!(poll(&mut o, 20, 3), None);
}
