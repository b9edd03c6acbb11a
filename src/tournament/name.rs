//! How a player is named when shown: by the name he registered with, or,
//! for a fill-in the hall added without a name, as the N-th fill-in (in
//! registration order, every fill-in counted), worded in the reader's
//! language by `words::tournament::name`. The journal stores no English:
//! journals written before kept `Fill-in N` as the name, and such a name
//! (N his own number among the fill-ins) reads as unnamed too. A player's
//! note (what tells him from a namesake) goes with his name wherever it is
//! shown.

use super::book::Tournament;
use super::{Player, PlayerNo};

/// A player's name as shown: what he is called, and his note.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Name<'a> {
    /// What he is called.
    pub called: Called<'a>,
    /// What tells him from a namesake; empty for most.
    pub note: &'a str,
}

/// What a player is called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Called<'a> {
    /// The name he registered with.
    Given(&'a str),
    /// An unnamed fill-in: the N-th fill-in.
    FillIn(u32),
}

impl<'a> Name<'a> {
    /// A name given, without a note.
    pub fn given(name: &'a str) -> Self {
        Self {
            called: Called::Given(name),
            note: "",
        }
    }

    /// The `nth` unnamed fill-in, without a note.
    pub fn fill_in(nth: u32) -> Self {
        Self {
            called: Called::FillIn(nth),
            note: "",
        }
    }
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
    let note = p.note.trim();
    if !p.fill_in {
        return Some(Name {
            called: Called::Given(&p.name),
            note,
        });
    }
    let nth = fill_in_no(players, no).unwrap_or(0);
    let name = p.name.trim();
    let legacy = name
        .strip_prefix("Fill-in ")
        .is_some_and(|n| n.parse::<u32>().ok() == Some(nth));
    let called = if name.is_empty() || legacy {
        Called::FillIn(nth)
    } else {
        Called::Given(&p.name)
    };
    Some(Name { called, note })
}

/// The player among `players` whom `player` would look identical to: the
/// same name (spaces around it and case aside), the same town (as the
/// draw's keep-apart key) and the same note, himself (his number) not
/// counted. Unnamed fill-ins are numbered apart and never namesakes.
pub fn namesake<'a>(players: &'a [Player], player: &Player) -> Option<&'a Player> {
    let key = |p: &Player| {
        (
            p.name.trim().to_lowercase(),
            super::draw::town_key(&p.town),
            p.note.trim().to_lowercase(),
        )
    };
    let mine = key(player);
    if mine.0.is_empty() {
        return None;
    }
    players.iter().find(|p| p.no != player.no && key(p) == mine)
}

fn fill_in_no(players: &[Player], no: PlayerNo) -> Option<u32> {
    let p = players.iter().find(|p| p.no == no && p.fill_in)?;
    let before = players.iter().filter(|f| f.fill_in && f.no < p.no).count();
    Some(u32::try_from(before).unwrap_or(u32::MAX - 1) + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::book::Entry;
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
        assert_eq!(t.name(1), Some(Name::given("Anna")));
        assert_eq!(t.name(3), Some(Name::fill_in(1)));
        assert_eq!(t.name(4), Some(Name::fill_in(2)));
        // A name the jury typed stays his, even one that looks like ours.
        assert_eq!(t.name(5), Some(Name::given("Fill-in 7")));
        assert_eq!(t.name(6), None);
    }

    #[test]
    fn the_hall_s_fill_ins_are_stored_without_a_name_and_numbered_among_the_fill_ins() {
        let mut t = replay(OLD).tournament;
        t.players.truncate(2);
        t.numbered = 2;
        let entries = t.adding_fill_ins().unwrap();
        for e in &entries {
            let line = crate::tournament::book::tests::line(e.clone());
            let text = serde_json::to_string(&line).unwrap();
            assert!(!text.contains("Fill-in"), "{text}");
            t.apply(&line).unwrap();
        }
        assert_eq!(t.players.len(), 4);
        assert_eq!(t.name(3), Some(Name::fill_in(1)));
        assert_eq!(t.name(4), Some(Name::fill_in(2)));
    }

    #[test]
    fn a_namesake_of_the_same_town_is_refused_unless_a_note_tells_them_apart() {
        use crate::tournament::book::Refusal;
        let mut t = replay(OLD).tournament;
        let same = Err(Refusal::Namesake {
            of: 1,
            name: "Anna".into(),
        });
        // Case and spaces do not tell two players apart.
        assert_eq!(t.registering(None, " anna ", "", false, None), same);
        assert_eq!(t.registering(None, "Anna", " ", false, Some("")), same);
        // Another town does; so does a note, shown after the name.
        assert!(t.registering(None, "Anna", "Wien", false, None).is_ok());
        let entries = t
            .registering(None, "Anna", "", false, Some(" junior "))
            .unwrap();
        for e in entries {
            t.apply(&crate::tournament::book::tests::line(e)).unwrap();
        }
        assert_eq!(
            t.name(6),
            Some(Name {
                called: Called::Given("Anna"),
                note: "junior",
            })
        );
        // The same note again does not.
        assert_eq!(
            t.registering(None, "ANNA", "", false, Some("Junior")),
            Err(Refusal::Namesake {
                of: 6,
                name: "Anna".into(),
            })
        );
        // A correction of player 1 is no namesake of himself, and keeps
        // his note when none is given.
        assert!(t.registering(Some(1), "Anna", "", false, None).is_ok());
        let kept = t.registering(Some(6), "Anna", "", false, None).unwrap();
        assert!(matches!(&kept[..], [Entry::Registered { player }] if player.note == "junior"));
        // Unnamed fill-ins are numbered apart.
        assert!(t.adding_fill_ins().is_ok());
        assert!(t.registering(None, "", "", true, None).is_ok());
    }
}
