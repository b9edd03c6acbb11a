//! A card shows what a replay of the whole journal shows, however late it
//! is read and however its lines came.
#![allow(clippy::unwrap_used)]

use super::super::store::Store;
use super::super::tests::{DEVICE, game_line, line, push};
use crate::engine::{Command, Engine, Ms, Ruleset, Side, StopReason, View};
use crate::format;

/// The clock a full replay of `commands` shows at table time `t`: the
/// hall's way before it kept cards.
fn replayed(commands: &[(Ms, Command)], t: Ms) -> View {
    let mut engine = Engine::new(Ruleset::default());
    for (at, command) in commands {
        engine.tick(*at);
        engine.apply(command, *at).unwrap();
    }
    engine.tick(t);
    engine.view(t)
}

#[test]
fn a_card_read_later_counts_the_running_clock_on_as_a_replay_does() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let combat = Command::Stop {
        reason: StopReason::Combat,
    };
    let mut commands = vec![
        (0, Command::StartTurn),
        (2_000, combat),
        (3_000, Command::Resume),
    ];
    let mut lines = vec![game_line()];
    lines.extend(commands.iter().map(|(t, c)| line(*t, c.clone())));
    // Heard at the hall's 10 s, its last line at the table's 3 s.
    store.push("g", &push(DEVICE, 1, &lines), 10_000).unwrap();
    let card = store.card("g").unwrap();
    let heard = card.view(10_000);
    let later = card.view(17_000);
    // Frederick's clock runs: 7 s later it shows 7 s less.
    let frederick = |v: &View| format::clock(v.frederick.remaining);
    assert_eq!(later.frederick.remaining, heard.frederick.remaining - 7_000);
    assert_ne!(frederick(&later), frederick(&heard));
    assert_eq!(later, replayed(&commands, 3_000 + 7_000));

    // Prussia hands off to Hanover, Hanover to Russia at the table's 12 s,
    // heard at the hall's 19 s: the attackers' clock runs on, Frederick's
    // stands.
    let hand_offs = [(11_000, Command::HandOff), (12_000, Command::HandOff)];
    let next: Vec<String> = hand_offs.iter().map(|(t, c)| line(*t, c.clone())).collect();
    commands.extend(hand_offs);
    store.push("g", &push(DEVICE, 5, &next), 19_000).unwrap();
    let card = store.card("g").unwrap();
    let then = card.view(19_000);
    let later = card.view(26_000);
    assert!(later.attackers.running);
    assert_eq!(later.attackers.remaining, then.attackers.remaining - 7_000);
    assert_eq!(later.frederick.remaining, then.frederick.remaining);
    assert_eq!(later, replayed(&commands, 12_000 + 7_000));
    // Hours later, past the attackers' flag: the card shows the flag.
    let flagged = card.view(19_000 + 200 * 60_000);
    assert_eq!(flagged.out_of_time, Some(Side::Attackers));
    assert_eq!(flagged, replayed(&commands, 12_000 + 200 * 60_000));
}

#[test]
fn a_heartbeat_moves_the_card_on_to_the_tables_own_time() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let lines = [game_line(), line(0, Command::StartTurn)];
    store.push("g", &push(DEVICE, 1, &lines), 5_000).unwrap();
    // The table says its game time is 20 s (its clock ran while the hall
    // was away): heard at the hall's 6 s.
    let mut beat = push(DEVICE, 3, &[]);
    beat.t = Some(20_000);
    store.push("g", &beat, 6_000).unwrap();
    let card = store.card("g").unwrap();
    let commands = [(0, Command::StartTurn)];
    assert_eq!(card.view(6_000), replayed(&commands, 20_000));
    assert_eq!(card.view(13_000), replayed(&commands, 27_000));
    assert_eq!(card.silent_ms(13_000), 7_000);
}
