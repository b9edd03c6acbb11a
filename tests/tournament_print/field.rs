//! The printouts' tournament: 22 players and two fill-ins (24, six tables a
//! round) registered, drawn by lot and every qualifying game confirmed with
//! its own numbers (one corrected), lots drawn where the standings need
//! them, the finalists seated and the final confirmed. Built entry by entry
//! through `Tournament::apply`, as the hall's journal is.

// Each test crate uses some of these.
#![allow(dead_code)]

use chrono::Local;
use friedrich_clock::engine::{Preset, Role};
use friedrich_clock::scoring::ResultInput;
use friedrich_clock::tournament::book::{Entry, Line, SCHEMA, Tournament};
use friedrich_clock::tournament::draw::draw;
use friedrich_clock::tournament::standings::{lots_needed, standings};
use friedrich_clock::tournament::{GameRef, Player, PlayerNo};

#[path = "../common/rng.rs"]
mod rng;
use rng::Lcg;

/// The players' names and towns: accents, a comma, an apostrophe and
/// an ampersand, as registrations bring them.
const PLAYERS: [(&str, &str); 22] = [
    ("Anna Schmidt", "Berlin"),
    ("Müller, Hans", "Wien"),
    ("José Ñúñez García", "Madrid"),
    ("Dora Brandt", ""),
    ("Émile Dubois", "Lyon"),
    ("Fiona O'Neill", "Dublin"),
    ("Gustav Gruber", "Graz"),
    ("Hélène Lefèvre-Moreau", "Paris"),
    ("Ignacio Ruiz", "Madrid"),
    ("Jana Nováková", "Praha"),
    ("Karl-Heinz Oberhuber", "Wien"),
    ("Lena Weiß", "Berlin"),
    ("Marta Kowalska", "Kraków"),
    ("Nils Åkesson", "Göteborg"),
    ("Olga Petrova", ""),
    ("Pieter van den Berg", "Utrecht"),
    ("Quentin Marchand", "Lyon"),
    ("Rosa Fernández", "Sevilla"),
    ("Stefan Brenner & Söhne", "Graz"),
    ("Tomás Herrera", "Sevilla"),
    ("Ulrike Sommerfeld", "Dresden"),
    ("Viktor Lindqvist", "Göteborg"),
];

/// A result as the jury enters it (TOML, as a result file).
pub fn result(text: &str) -> ResultInput {
    toml::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The Cards of Fate a result may list (N = 13, 9, 11: tests/standings/
/// journal.rs), or none (the sTCC not known).
const FATES: [&str; 4] = [
    "fate = [\"other\", \"poems\", \"other\", \"elisabeth\", \"india\", \"other\", \"sweden\", \"america\"]\n",
    "fate = [\"elisabeth\", \"sweden\", \"india\", \"america\"]\n",
    "fate = [\"poems\", \"lord-bute\", \"elisabeth\", \"sweden\", \"india\", \"america\"]\n",
    "",
];

/// A qualifying result with numbers from `rng`: Russia wins (with Austria
/// one game in four), France wins alone one in six, or Prussia survives
/// one in six; most list Cards of Fate.
fn qualifying(rng: &mut Lcg) -> ResultInput {
    let turns = 8 + rng.below(16);
    let held = |rng: &mut Lcg, total: u64| rng.below(total + 1);
    let (sw, ia) = (held(rng, 4), held(rng, 6));
    let (mut outcome, mut winners) = ("attackers", "[\"russia\"]");
    let (mut ru, mut ru_out, mut au, mut fr) = (8, "", held(rng, 6), held(rng, 4));
    match rng.below(12) {
        0..=2 => {
            winners = "[\"russia\", \"austria\"]";
            au = 7;
        }
        3 | 4 => {
            winners = "[\"france\"]";
            (ru, fr) = (5, 5);
        }
        5 | 6 => {
            outcome = "defensive";
            winners = "[]";
            (ru, ru_out) = (6, "out-turn = 9\n");
        }
        _ => {}
    }
    let turns = if outcome == "defensive" { 20 } else { turns };
    let fate = FATES[usize::try_from(rng.below(4)).unwrap()];
    result(&format!(
        "{fate}turns = {turns}\noutcome = \"{outcome}\"\nwinners = {winners}\n\
         [objectives.russia]\nheld = {ru}\ntotal = 8\n{ru_out}[objectives.sweden]\nheld = {sw}\ntotal = 4\n\
         [objectives.austria]\nheld = {au}\ntotal = 7\n[objectives.imperial-army]\nheld = {ia}\ntotal = 10\n\
         [objectives.france]\nheld = {fr}\ntotal = 5\n"
    ))
}

/// The final: Russia and Austria win.
const FINAL: &str = "turns = 14\noutcome = \"attackers\"\nwinners = [\"russia\", \"austria\"]\n\
[objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = 2\ntotal = 4\n\
[objectives.austria]\nheld = 7\ntotal = 7\n[objectives.imperial-army]\nheld = 3\ntotal = 10\n\
[objectives.france]\nheld = 2\ntotal = 5\n";

/// The roles the finalists choose, in rank order.
pub const CHOICES: [Role; 4] = [
    Role::Elisabeth,
    Role::Frederick,
    Role::Pompadour,
    Role::MariaTheresia,
];

/// A tournament written entry by entry, its journal kept as text (as the
/// hall's `tournament.jsonl`).
#[derive(Default)]
pub struct Journal {
    /// The tournament.
    pub t: Tournament,
    /// Its journal's lines.
    pub text: String,
}

fn apply(j: &mut Journal, entry: Entry) {
    let line = Line {
        v: SCHEMA,
        wall: Local::now(),
        entry,
    };
    j.t.apply(&line)
        .unwrap_or_else(|e| panic!("{e:?}: {line:?}"));
    j.text.push_str(&serde_json::to_string(&line).unwrap());
    j.text.push('\n');
}

/// Opened, the 24 registered and drawn (seed 2026), nothing played.
pub fn drawn() -> Tournament {
    drawn_journal().t
}

fn drawn_journal() -> Journal {
    let mut players: Vec<Player> = (1..)
        .zip(PLAYERS)
        .map(|(no, (name, town))| Player {
            no,
            name: name.into(),
            town: town.into(),
            fill_in: false,
            note: String::new(),
        })
        .collect();
    for k in 1..=2 {
        players.push(Player {
            no: PlayerNo::try_from(players.len() + 1).unwrap(),
            name: format!("Fill-in {k}"),
            town: String::new(),
            fill_in: true,
            note: String::new(),
        });
    }
    opened_and_drawn(&players)
}

/// The Friedrich Open 2026 opened, `players` registered and drawn (seed 2026).
fn opened_and_drawn(players: &[Player]) -> Journal {
    let mut t = Journal::default();
    apply(
        &mut t,
        Entry::Opened {
            name: "Friedrich Open 2026".into(),
            scheme: Preset::Fwc2026,
        },
    );
    for player in players {
        apply(
            &mut t,
            Entry::Registered {
                player: player.clone(),
            },
        );
    }
    let d = draw(players, 2026).unwrap();
    apply(&mut t, Entry::Drawn { draw: d });
    t
}

/// `n` players ("Player 1", … with one of 37 towns) registered and drawn,
/// nothing played: the long pages (a round over several pages).
pub fn drawn_big(n: u32) -> Tournament {
    let players: Vec<Player> = (1..=n)
        .map(|no| Player {
            no,
            name: format!("Player {no}"),
            town: format!("Town {}", no % 37),
            fill_in: false,
            note: String::new(),
        })
        .collect();
    opened_and_drawn(&players).t
}

/// Every qualifying game confirmed (round 2, table 3 corrected once), the
/// lots the standings need drawn; with `final_played`, the finalists
/// seated and the final confirmed.
pub fn played(final_played: bool) -> Tournament {
    played_journal(final_played).t
}

/// [`played`] with its journal's text.
pub fn played_journal(final_played: bool) -> Journal {
    let mut t = drawn_journal();
    let games: Vec<GameRef> =
        t.t.draw
            .iter()
            .flat_map(|d| &d.games)
            .map(|g| g.game())
            .collect();
    let mut rng = Lcg(24);
    for game in games {
        let result = qualifying(&mut rng);
        apply(
            &mut t,
            Entry::Confirmed {
                game,
                result,
                reason: None,
                by: None,
            },
        );
    }
    let corrected = qualifying(&mut rng);
    apply(
        &mut t,
        Entry::Confirmed {
            game: GameRef { round: 2, table: 3 },
            result: corrected,
            reason: Some("France held 1 more objective".into()),
            by: None,
        },
    );
    for group in lots_needed(&standings(&t.t)) {
        apply(&mut t, Entry::Lot { order: group });
    }
    if final_played {
        let finalists = t.t.finalists().unwrap();
        for (player, role) in finalists.into_iter().zip(CHOICES) {
            apply(&mut t, Entry::Seated { player, role });
        }
        apply(
            &mut t,
            Entry::Confirmed {
                game: GameRef::FINAL,
                result: result(FINAL),
                reason: None,
                by: None,
            },
        );
    }
    t
}

/// Four players drawn and every game confirmed with the same result: all
/// four level after every tie-breaker, and no lot drawn.
pub fn all_tied() -> Tournament {
    let mut t = Journal::default();
    apply(
        &mut t,
        Entry::Opened {
            name: "Tie Open".into(),
            scheme: Preset::Fwc2026,
        },
    );
    let players: Vec<Player> = (1..=4)
        .map(|no| Player {
            no,
            name: format!("Player {no}"),
            town: String::new(),
            fill_in: false,
            note: String::new(),
        })
        .collect();
    for player in &players {
        apply(
            &mut t,
            Entry::Registered {
                player: player.clone(),
            },
        );
    }
    apply(
        &mut t,
        Entry::Drawn {
            draw: draw(&players, 1).unwrap(),
        },
    );
    for round in 1..=4 {
        apply(
            &mut t,
            Entry::Confirmed {
                game: GameRef { round, table: 1 },
                result: result(FINAL),
                reason: None,
                by: None,
            },
        );
    }
    t.t
}

/// Player `no`'s name as registered.
pub fn name(t: &Tournament, no: PlayerNo) -> String {
    t.player(no).unwrap().name.clone()
}
