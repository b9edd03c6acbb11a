//! Late entries and no-shows: registered after the draw, drawn again
//! before the round begins in one journal line, refused once it began.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use super::*;
use crate::engine::Preset;
use crate::tournament::book::Line;
use crate::tournament::book::tests::{line, russia_wins};
use crate::tournament::replay::replay;
use crate::tournament::request::{Clocks, Drawing, Nothing, Open, Redrawing, Register, Request};

/// The journal's text of `lines`.
fn text(lines: &[Line]) -> String {
    lines
        .iter()
        .map(|l| serde_json::to_string(l).unwrap() + "\n")
        .collect()
}

/// A tournament kept with its journal's lines, asked as the hall asks.
struct Kept {
    t: Tournament,
    lines: Vec<Line>,
}

impl Kept {
    fn ask_with(&mut self, request: &Request, clocks: &Clocks) -> Result<usize, Refusal> {
        let entries = self.t.decide(request, clocks)?;
        let n = entries.len();
        for entry in entries {
            let l = line(entry);
            self.t.apply(&l).unwrap();
            self.lines.push(l);
        }
        Ok(n)
    }

    fn ask(&mut self, request: &Request) -> Result<usize, Refusal> {
        self.ask_with(request, &Clocks::default())
    }

    fn register(&mut self, name: &str) -> Result<usize, Refusal> {
        self.ask(&Request::Register(Register {
            name: name.into(),
            town: format!("Town of {name}"),
            ..Register::default()
        }))
    }
}

/// `players` registered (with the fill-ins the draw needs) and drawn.
fn drawn(players: usize) -> Kept {
    let mut k = Kept {
        t: Tournament::default(),
        lines: Vec::new(),
    };
    let open = Open {
        name: "Cup".into(),
        scheme: Preset::Fwc2026,
    };
    k.ask(&Request::Open(open)).unwrap();
    for n in 1..=players {
        k.register(&format!("Player {n}")).unwrap();
    }
    k.ask(&Request::FillIns(Nothing {})).unwrap();
    let draw = Drawing {
        seed: Some(crate::tournament::request::Seed::Number(2026)),
    };
    k.ask(&Request::Draw(draw)).unwrap();
    k
}

fn redraw(absent: &[PlayerNo], seed: u64) -> Request {
    Request::Redraw(Redrawing {
        absent: absent.to_vec(),
        seed: Some(crate::tournament::request::Seed::Number(seed)),
    })
}

fn seated(t: &Tournament) -> Vec<PlayerNo> {
    let mut seated: Vec<PlayerNo> = t
        .draw
        .as_ref()
        .unwrap()
        .round(1)
        .flat_map(|g| g.players)
        .collect();
    seated.sort_unstable();
    seated
}

#[test]
fn a_late_entry_waits_then_a_redraw_seats_him_and_drops_a_no_show_in_one_line() {
    let mut k = drawn(16);
    let tables: Vec<_> =
        k.t.draw
            .as_ref()
            .unwrap()
            .games
            .iter()
            .map(|g| g.game())
            .collect();
    // Registered after the draw: a late entry, in no game yet.
    k.register("Zoe Late").unwrap();
    assert_eq!(k.t.late.len(), 1);
    assert_eq!(k.t.late[0].no, 17);
    assert!(!seated(&k.t).contains(&17));
    assert_eq!(k.t.players.len(), 16);

    // Player 3 did not come: one line draws again without him, with Zoe.
    let before = k.lines.len();
    assert_eq!(k.ask(&redraw(&[3], 99)), Ok(1));
    assert_eq!(k.lines.len(), before + 1, "one journal line");
    let seats = seated(&k.t);
    assert!(seats.contains(&17) && !seats.contains(&3));
    assert_eq!(seats.len(), 16);
    assert!(k.t.late.is_empty());
    assert_eq!(k.t.absent.iter().map(|p| p.no).collect::<Vec<_>>(), [3]);
    assert!(k.t.player(3).is_none(), "a no-show is out of the field");
    assert_eq!(k.t.draw.as_ref().unwrap().seed, 99, "the new seed");
    // The same tables by number: their keys stay theirs.
    let again: Vec<_> =
        k.t.draw
            .as_ref()
            .unwrap()
            .games
            .iter()
            .map(|g| g.game())
            .collect();
    assert_eq!(again, tables);
    assert_eq!(k.t.next_no(), 18, "a no-show's number is not given again");

    // The journal replays to the same tournament, its redraw checked.
    let replayed = replay(&text(&k.lines));
    assert!(replayed.warnings.is_empty(), "{:?}", replayed.warnings);
    assert_eq!(replayed.tournament, k.t);
}

#[test]
fn the_unnamed_fill_ins_follow_the_count() {
    // 14 players and 2 fill-ins drawn; 2 late entries make 16 people.
    let mut k = drawn(14);
    assert_eq!(k.t.players.iter().filter(|p| p.fill_in).count(), 2);
    k.register("Late One").unwrap();
    k.register("Late Two").unwrap();
    k.ask(&redraw(&[], 5)).unwrap();
    assert_eq!(k.t.players.len(), 16);
    assert!(
        k.t.players.iter().all(|p| !p.fill_in),
        "fill-ins not needed"
    );
    // Two more came late and one did not come: 17 people, 3 new fill-ins.
    k.register("Late Three").unwrap();
    k.register("Late Four").unwrap();
    k.ask(&redraw(&[1], 6)).unwrap();
    let fill_ins: Vec<PlayerNo> =
        k.t.players
            .iter()
            .filter(|p| p.fill_in)
            .map(|p| p.no)
            .collect();
    assert_eq!(fill_ins, [21, 22, 23], "numbered after the last");
    assert_eq!(seated(&k.t).len(), 20);
    let replayed = replay(&text(&k.lines));
    assert!(replayed.warnings.is_empty(), "{:?}", replayed.warnings);
    assert_eq!(replayed.tournament, k.t);
}

#[test]
fn once_a_game_began_the_draw_stands_and_registration_is_closed() {
    let mut k = drawn(16);
    let game = GameRef { round: 1, table: 2 };
    let begun = Clocks {
        begun: BTreeSet::from([game]),
        ..Clocks::default()
    };
    // A table's clock sent its first line of round 1, table 2.
    assert_eq!(
        k.ask_with(&redraw(&[3], 1), &begun),
        Err(Refusal::Begun(game))
    );
    let late = Request::Register(Register {
        name: "Too Late".into(),
        ..Register::default()
    });
    assert_eq!(k.ask_with(&late, &begun), Err(Refusal::Begun(game)));
    // A correction of a registered player is still taken.
    let fix = Request::Register(Register {
        no: Some(2),
        name: "Player Two".into(),
        ..Register::default()
    });
    assert_eq!(k.ask_with(&fix, &begun), Ok(1));
    // An unknown player is not dropped.
    assert_eq!(k.ask(&redraw(&[77], 1)), Err(Refusal::NoSuchPlayer(77)));

    // A result reported closes it from the journal alone.
    k.t.apply(&line(Entry::Reported {
        game,
        journal: "t2.jsonl".into(),
        result: russia_wins(),
        at: None,
    }))
    .unwrap();
    assert_eq!(k.ask(&redraw(&[], 1)), Err(Refusal::Begun(game)));
    assert_eq!(k.ask(&late), Err(Refusal::Begun(game)));
}

#[test]
fn a_withdrawal_since_the_draw_keeps_it() {
    let mut k = drawn(16);
    let w = crate::tournament::decisions::Withdrawing {
        player: 4,
        from_round: 1,
        fill_in: crate::tournament::decisions::FillIn::New {
            name: "Fill".into(),
            town: String::new(),
        },
        reason: "did not come".into(),
    };
    k.ask(&Request::Withdraw(w)).unwrap();
    assert_eq!(k.ask(&redraw(&[], 1)), Err(Refusal::WithdrawnSince(4)));
    assert_eq!(k.register("Late"), Err(Refusal::WithdrawnSince(4)));
}

#[test]
fn a_redraw_before_the_draw_or_seating_the_wrong_field_is_refused() {
    let mut k = drawn(16);
    let t0 = Tournament::default();
    assert_eq!(
        t0.redrawing(&[], 1, &BTreeSet::new()),
        Err(Refusal::NotDrawn)
    );
    // A hand-made redraw line that seats a no-show is refused whole.
    let Entry::Redrawn { draw, .. } = k.t.redrawing(&[], 3, &BTreeSet::new()).unwrap().remove(0)
    else {
        panic!("a redraw");
    };
    let wrong = line(Entry::Redrawn {
        absent: vec![3],
        fill_ins: Vec::new(),
        draw,
    });
    let before = k.t.clone();
    assert_eq!(k.t.apply(&wrong), Err(Refusal::DrawPlayers));
    assert_eq!(k.t, before, "nothing changed");
}
