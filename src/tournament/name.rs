//! How a player is named when shown: by the name he registered with, or,
//! for a fill-in the hall added without a name, as the N-th fill-in (in
//! registration order, every fill-in counted), worded in the reader's
//! language by `words::tournament::name`. The journal stores no English:
//! journals written before kept `Fill-in N` as the name, and such a name
//! (N his own number among the fill-ins) reads as unnamed too.

use super::book::Tournament;
use super::{Player, PlayerNo};

/// A player's name as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Name<'a> {
    /// The name he registered with.
    Given(&'a str),
    /// An unnamed fill-in: the N-th fill-in.
    FillIn(u32),
}

impl Tournament {
    /// Player `no`'s name as shown; `None` for no such player.
    pub fn name(&self, no: PlayerNo) -> Option<Name<'_>> {
        name_in(&self.players, no)
    }
}

/// Player `no`'s name as shown among `players` (a tournament's, or a
/// players' file the command line draws); `None` for no such player.
pub fn name_in(players: &[Player], no: PlayerNo) -> Option<Name<'_>> {
    let p = players.iter().find(|p| p.no == no)?;
    if !p.fill_in {
        return Some(Name::Given(&p.name));
    }
    let nth = fill_in_no(players, no).unwrap_or(0);
    let name = p.name.trim();
    let legacy = name
        .strip_prefix("Fill-in ")
        .is_some_and(|n| n.parse::<u32>().ok() == Some(nth));
    Some(if name.is_empty() || legacy {
        Name::FillIn(nth)
    } else {
        Name::Given(&p.name)
    })
}

fn fill_in_no(players: &[Player], no: PlayerNo) -> Option<u32> {
    let p = players.iter().find(|p| p.no == no && p.fill_in)?;
    let before = players.iter().filter(|f| f.fill_in && f.no < p.no).count();
    Some(u32::try_from(before).unwrap_or(u32::MAX - 1) + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::replay::replay;

    /// A journal the hall wrote before fill-ins went unnamed: `Fill-in 1`
    /// and `Fill-in 2` stored as names (a fixture, kept as written).
    const OLD: &str = r#"{"v":1,"wall":"2026-05-01T09:00:00+02:00","kind":"opened","name":"Cup","scheme":"fwc-2026"}
{"v":1,"wall":"2026-05-01T09:01:00+02:00","kind":"registered","player":{"no":1,"name":"Anna","town":"","fill_in":false}}
{"v":1,"wall":"2026-05-01T09:01:00+02:00","kind":"registered","player":{"no":2,"name":"Bert","town":"","fill_in":false}}
{"v":1,"wall":"2026-05-01T09:02:00+02:00","kind":"registered","player":{"no":3,"name":"Fill-in 1","town":"","fill_in":true}}
{"v":1,"wall":"2026-05-01T09:02:00+02:00","kind":"registered","player":{"no":4,"name":"Fill-in 2","town":"","fill_in":true}}
{"v":1,"wall":"2026-05-01T09:03:00+02:00","kind":"registered","player":{"no":5,"name":"Fill-in 7","town":"","fill_in":true}}
"#;

    #[test]
    fn an_old_journal_s_fill_ins_replay_and_are_named_as_the_new_ones() {
        let r = replay(OLD);
        assert_eq!((r.taken, r.skipped()), (6, 0));
        let t = r.tournament;
        assert_eq!(t.name(1), Some(Name::Given("Anna")));
        assert_eq!(t.name(3), Some(Name::FillIn(1)));
        assert_eq!(t.name(4), Some(Name::FillIn(2)));
        // A name the jury typed stays his, even one that looks like ours.
        assert_eq!(t.name(5), Some(Name::Given("Fill-in 7")));
        assert_eq!(t.name(6), None);
    }

    #[test]
    fn the_hall_s_fill_ins_are_stored_without_a_name_and_numbered_among_the_fill_ins() {
        let mut t = replay(OLD).tournament;
        t.players.truncate(2);
        let entries = t.adding_fill_ins().unwrap();
        for e in &entries {
            let line = crate::tournament::book::tests::line(e.clone());
            let text = serde_json::to_string(&line).unwrap();
            assert!(!text.contains("Fill-in"), "{text}");
            t.apply(&line).unwrap();
        }
        assert_eq!(t.players.len(), 4);
        assert_eq!(t.name(3), Some(Name::FillIn(1)));
        assert_eq!(t.name(4), Some(Name::FillIn(2)));
    }
}
