//! The tests' tournaments: journal entries applied one by one and kept as
//! text, the base result and its variants (their scores: tests/standings.rs).

use chrono::Local;
use friedrich_clock::engine::Preset;
use friedrich_clock::scoring::{Points, ResultInput};
use friedrich_clock::tournament::book::{Entry, Line, SCHEMA, Tournament};
use friedrich_clock::tournament::standings::{Standing, TieBreaker};
use friedrich_clock::tournament::{Draw, GameRef, Method, Player, PlayerNo, Seating};

pub const BASE: &str = "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\
[objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = 3\ntotal = 4\n\
[objectives.austria]\nheld = 5\ntotal = 7\n[objectives.imperial-army]\nheld = 2\ntotal = 10\n\
[objectives.france]\nheld = 3\ntotal = 5\n";

/// N = 13: Frederick 105 TCs, attackers 172; 105 / 172 × √(23 / 13) = 0.812.
pub const FATE: &str = "fate = [\"other\", \"poems\", \"other\", \"elisabeth\", \"india\", \"other\", \"sweden\", \"america\"]\n";
/// Revealed after turns 6–9: N = 9. Frederick 9 × 9 = 81 (America's −1 for
/// Hanover comes after N); attackers 15 × 6 + 11 (no Russia) + 10 (no
/// Sweden) + 8 (India: Austria and France −1) = 119;
/// 81 / 119 × √(23 / 9) = 0.6807 × 1.5986 = 1.088.
pub const FATE_Q: &str = "fate = [\"elisabeth\", \"sweden\", \"india\", \"america\"]\n";
/// Revealed after turns 6–11: N = 11. Frederick 9 × 6 + 7 (Poems) + 6 × 4
/// (Lord Bute too) = 85; attackers 15 × 8 + 11 + 10 + 8 = 149;
/// 85 / 149 × √(23 / 11) = 0.5705 × 1.4460 = 0.825.
pub const FATE_R: &str =
    "fate = [\"poems\", \"lord-bute\", \"elisabeth\", \"sweden\", \"india\", \"america\"]\n";

/// One exact piece of the base text replaced (it must be there).
pub fn with(base: &str, from: &str, to: &str) -> String {
    assert!(base.contains(from), "{from:?} not in the result text");
    base.replacen(from, to, 1)
}

pub fn sweden(held: u32) -> String {
    with(
        BASE,
        "held = 3\ntotal = 4",
        &format!("held = {held}\ntotal = 4"),
    )
}

pub fn army_5() -> String {
    with(BASE, "held = 2\ntotal = 10", "held = 5\ntotal = 10")
}

pub fn france_5() -> String {
    with(BASE, "held = 3\ntotal = 5", "held = 5\ntotal = 5")
}

pub fn line(entry: Entry) -> Line {
    Line {
        v: SCHEMA,
        wall: Local::now(),
        entry,
    }
}

/// A tournament written entry by entry, its journal kept as text.
pub struct Journal {
    pub t: Tournament,
    pub text: String,
}

impl Journal {
    /// Opened (FWC 2026), with players named "Player N" (`fill_ins` are).
    pub fn open(players: u32, fill_ins: &[PlayerNo]) -> Self {
        let mut j = Self {
            t: Tournament::default(),
            text: String::new(),
        };
        j.apply(Entry::Opened {
            name: "Test Open".into(),
            scheme: Preset::Fwc2026,
        });
        for no in 1..=players {
            j.apply(Entry::Registered {
                player: Player {
                    no,
                    name: format!("Player {no}"),
                    town: String::new(),
                    fill_in: fill_ins.contains(&no),
                    note: String::new(),
                },
            });
        }
        j
    }

    pub fn apply(&mut self, entry: Entry) {
        let l = line(entry);
        self.t.apply(&l).unwrap_or_else(|e| panic!("{e:?}: {l:?}"));
        self.text.push_str(&serde_json::to_string(&l).unwrap());
        self.text.push('\n');
    }

    /// Each group of four at its own table (group 1 at table 1), rotating:
    /// round r seats the group turned left by r − 1, so [a, b, c, d] plays
    /// F a, E b, MT c, P d in round 1; F b, E c, MT d, P a in round 2; F c,
    /// E d, MT a, P b in round 3; F d, E a, MT b, P c in round 4.
    pub fn draw(&mut self, groups: &[[PlayerNo; 4]]) {
        let mut games = Vec::new();
        for round in 1..=4u8 {
            for (table, group) in (1..).zip(groups) {
                let mut players = *group;
                players.rotate_left(usize::from(round - 1));
                games.push(Seating {
                    round,
                    table,
                    players,
                });
            }
        }
        self.apply(Entry::Drawn {
            draw: Draw {
                seed: 1,
                method: Method::Search,
                pots: Vec::new(),
                games,
                repeats: Vec::new(),
                together: Vec::new(),
            },
        });
    }

    pub fn confirm(&mut self, round: u8, table: u32, text: &str) {
        self.apply(Entry::Confirmed {
            game: GameRef { round, table },
            result: result(text),
            reason: None,
            by: None,
        });
    }

    pub fn correct(&mut self, round: u8, table: u32, text: &str, reason: &str) {
        self.apply(Entry::Confirmed {
            game: GameRef { round, table },
            result: result(text),
            reason: Some(reason.into()),
            by: None,
        });
    }

    pub fn lot(&mut self, order: &[PlayerNo]) {
        self.apply(Entry::Lot {
            order: order.to_vec(),
        });
    }
}

pub fn result(text: &str) -> ResultInput {
    toml::from_str(text).unwrap()
}

/// Four players at one table, each game's result given by round.
pub fn four(results: [&str; 4]) -> Journal {
    let mut j = Journal::open(4, &[]);
    j.draw(&[[1, 2, 3, 4]]);
    for (round, text) in (1..).zip(results) {
        j.confirm(round, 1, text);
    }
    j
}

/// (rank, player, decided_by, tied) of each line.
pub fn table(lines: &[Standing]) -> Vec<(u32, PlayerNo, Option<TieBreaker>, bool)> {
    lines
        .iter()
        .map(|l| (l.rank, l.player, l.decided_by, l.tied))
        .collect()
}

pub fn points(s: &str) -> Points {
    serde_json::from_str(s).unwrap()
}
