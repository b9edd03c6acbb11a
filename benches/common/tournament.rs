//! The benches' 200-player tournament: 50 tables × 4 rounds, every game
//! confirmed with a different result (three in four with the Cards of
//! Fate, for the sTCC), built through `Tournament::apply` with its
//! journal's text. The standings and the publish benches rank and publish it.

use chrono::Local;
use friedrich_clock::engine::Preset;
use friedrich_clock::scoring::ResultInput;
use friedrich_clock::tournament::book::{Entry, Line, SCHEMA, Tournament};
use friedrich_clock::tournament::{Draw, GameRef, Method, Player, PlayerNo, Seating};

/// The tests' deterministic random source, so every run ranks the same tournament.
#[path = "../../tests/common/rng.rs"]
mod rng;
use rng::Lcg;

/// The players.
pub const PLAYERS: u32 = 200;
const TABLES: u32 = PLAYERS / 4;

/// Four pots of 50; in round r, role j is taken by pot (j + r − 1) mod 4,
/// its players shifted by table: everyone plays once a round and each role
/// once.
fn draw() -> Draw {
    let mut games = Vec::new();
    for round in 1..=4u8 {
        let r = u32::from(round);
        for table in 0..TABLES {
            let players: [PlayerNo; 4] = std::array::from_fn(|j| {
                let j = u32::try_from(j).unwrap_or(0);
                let pot = (j + r - 1) % 4;
                pot * TABLES + (table + j * r * 7) % TABLES + 1
            });
            games.push(Seating {
                round,
                table: table + 1,
                players,
            });
        }
    }
    Draw {
        seed: 2026,
        method: Method::Search,
        pots: Vec::new(),
        games,
        repeats: Vec::new(),
        together: Vec::new(),
    }
}

/// An attackers' victory with numbers from `rng`; three games in four list
/// the Cards of Fate.
fn result(rng: &mut Lcg) -> ResultInput {
    let turns = 8 + rng.below(16);
    let held = |rng: &mut Lcg, total: u64| rng.below(total + 1);
    let (sw, au, ia, fr) = (held(rng, 4), held(rng, 7), held(rng, 6), held(rng, 5));
    let fate = if rng.below(4) == 0 {
        ""
    } else {
        "fate = [\"other\", \"poems\", \"other\", \"elisabeth\", \"india\", \"other\", \"sweden\", \"america\"]\n"
    };
    let text = format!(
        "{fate}turns = {turns}\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\
         [objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = {sw}\ntotal = 4\n\
         [objectives.austria]\nheld = {au}\ntotal = 7\n[objectives.imperial-army]\nheld = {ia}\ntotal = 10\n\
         [objectives.france]\nheld = {fr}\ntotal = 5\n"
    );
    toml::from_str(&text).unwrap_or_default()
}

/// The tournament and its journal's text.
pub fn tournament() -> (Tournament, String) {
    let mut entries = vec![Entry::Opened {
        name: "Bench Open".into(),
        scheme: Preset::Fwc2026,
    }];
    entries.extend((1..=PLAYERS).map(|no| Entry::Registered {
        player: Player {
            no,
            name: format!("Player {no}"),
            town: String::new(),
            fill_in: false,
            note: String::new(),
        },
    }));
    let draw = draw();
    let games: Vec<GameRef> = draw.games.iter().map(Seating::game).collect();
    entries.push(Entry::Drawn { draw });
    let mut rng = Lcg(24);
    entries.extend(games.into_iter().map(|game| Entry::Confirmed {
        game,
        result: result(&mut rng),
        reason: None,
        by: None,
    }));
    let (mut t, mut text) = (Tournament::default(), String::new());
    for entry in entries {
        let line = Line {
            v: SCHEMA,
            wall: Local::now(),
            entry,
        };
        if let Err(e) = t.apply(&line) {
            panic!("refused: {e:?}");
        }
        text.push_str(&serde_json::to_string(&line).unwrap_or_default());
        text.push('\n');
    }
    (t, text)
}
