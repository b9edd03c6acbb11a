//! The tournament as CSV for the jury's spreadsheet (RFC 4180 quoting, a
//! header line, one record a line; the draw's seed on a line of its own
//! before its header): the players, the draw, every game's
//! result with the confirmed scores by role, the standings and the
//! crosstable. Column
//! names are fixed identifiers, not words; roles and outcomes are written
//! as the result files write them (`maria-theresia`, `attackers`). Pure:
//! the hall serves them at
//! `GET /export/{players|draw|results|standings|crosstable}.csv`.

use std::fmt::Write as _;

use crate::engine::Role;
use crate::scoring::result::key;
use crate::tournament::book::Tournament;
use crate::tournament::name::{Name, name_in};
use crate::tournament::standings::cross::{CrossCell, Place, crosstable as cross};
use crate::tournament::standings::tally::score;
use crate::tournament::standings::{TieBreaker, standings as ranked};
use crate::tournament::{Draw, GameRef, Player, PlayerNo, Seating};

use crate::lang::Lang;
use crate::spreadsheet::cell as field;
use crate::words::office;

/// A role as a column name: `maria_theresia`.
fn column(role: Role) -> String {
    key(role).replace('-', "_")
}

/// `name,name_no` columns for the four roles: `frederick_no,frederick,…`.
fn role_columns() -> String {
    Role::ALL
        .into_iter()
        .map(|r| format!("{0}_no,{0}", column(r)))
        .collect::<Vec<_>>()
        .join(",")
}

/// A player's name as shown, in English like the column names (an unnamed
/// fill-in is "Fill-in N").
fn name(players: &[Player], no: PlayerNo) -> String {
    field(&name_in(players, no).map_or_else(String::new, |n| office::name(Lang::En, n)))
}

/// The four players of a game: number and name by role.
fn seated(players: &[Player], seats: [PlayerNo; 4]) -> String {
    seats
        .iter()
        .map(|p| format!("{p},{}", name(players, *p)))
        .collect::<Vec<_>>()
        .join(",")
}

/// The header of [`players`].
pub const PLAYERS: &str = "no,name,town,fill_in,note";

/// One row a registered player, by number: `fill_in` is `yes` or empty;
/// his note in its own column (not after his name, as elsewhere), so
/// `friedrich-clock draw` reads the file back as it was registered.
pub fn players(t: &Tournament) -> String {
    let mut o = format!("{PLAYERS}\n");
    for p in &t.players {
        let bare = name_in(&t.players, p.no).map_or_else(String::new, |n| {
            office::name(Lang::En, Name { note: "", ..n })
        });
        let _ = writeln!(
            o,
            "{},{},{},{},{}",
            p.no,
            field(&bare),
            field(p.town.trim()),
            if p.fill_in { "yes" } else { "" },
            field(p.note.trim()),
        );
    }
    o
}

/// The header of [`draw`].
pub fn draw_header() -> String {
    format!("round,table,{}", role_columns())
}

/// The first line of a drawn draw's CSV: the seed as text a spreadsheet
/// keeps whole (`# seed 12345678901234567890`, one cell: a seed in a cell
/// of its own would be read as a number and rounded to 15 digits).
pub fn seed_line(seed: u64) -> String {
    format!("# seed {seed}")
}

/// The tournament's draw as played: [`draw_of`] its seats (a withdrawn
/// player's from his round on are his fill-in's) and players.
/// After a withdrawal a second comment line says so: the seats are no
/// longer the ones the seed gives.
pub fn draw(t: &Tournament) -> String {
    let mut o = draw_of(t.seated_draw().as_ref(), &t.players);
    if !t.withdrawals.is_empty()
        && let Some(end) = o.find('\n')
    {
        let note = format!(
            "# seats as played: {} withdrawn after the draw, their fill-ins in their seats\n",
            t.withdrawals.len()
        );
        o.insert_str(end + 1, &note);
    }
    o
}

/// The draw's CSV: its [`seed_line`] first, then the header and one row a
/// qualifying game, by round and table: its players by role (number and
/// name). The header alone before the draw. `friedrich-clock draw --csv`
/// writes the same.
pub fn draw_of(drawn: Option<&Draw>, players: &[Player]) -> String {
    let mut o = String::new();
    if let Some(d) = drawn {
        let _ = writeln!(o, "{}", seed_line(d.seed));
    }
    let _ = writeln!(o, "{}", draw_header());
    for g in drawn.iter().flat_map(|d| &d.games) {
        let _ = writeln!(o, "{},{},{}", g.round, g.table, seated(players, g.players));
    }
    o
}

/// The header of [`results`].
pub fn results_header() -> String {
    let scores: Vec<String> = Role::ALL
        .into_iter()
        .map(|r| format!("{}_score", column(r)))
        .collect();
    format!(
        "round,table,{},status,outcome,turns,winners,{},tcc,corrections",
        role_columns(),
        scores.join(",")
    )
}

/// One row a game, by round and table, then the final (round `final`) once
/// its four roles are chosen: its players by role, `status` (`confirmed`,
/// `reported` or empty), and for a confirmed result that scores its
/// outcome, turns, winning nations (space-separated), each role's score,
/// Frederick's TC coefficient (six decimals, empty if not known) and how
/// many times it was corrected.
pub fn results(t: &Tournament) -> String {
    let mut o = format!("{}\n", results_header());
    let mut games: Vec<(String, GameRef, [PlayerNo; 4])> = t
        .seated_draw()
        .iter()
        .flat_map(|d| &d.games)
        .map(|g: &Seating| (g.round.to_string(), g.game(), g.players))
        .collect();
    if t.seats.len() == 4 {
        let players = Role::ALL.map(|role| {
            t.seats
                .iter()
                .find(|(_, r)| *r == role)
                .map_or(0, |(p, _)| *p)
        });
        games.push(("final".to_owned(), GameRef::FINAL, players));
    }
    for (round, game, players) in games {
        let outcome = t.results.get(&game);
        let confirmed = outcome.and_then(|o| o.confirmed.as_ref());
        let status = match (confirmed, outcome.and_then(|o| o.reported.as_ref())) {
            (Some(_), _) => "confirmed",
            (None, Some(_)) => "reported",
            (None, None) => "",
        };
        let scored = confirmed.and_then(|r| score(r, t.scheme));
        let mut cells = vec![String::new(); 3 + Role::ALL.len() + 1];
        if let Some((result, sheet)) = &scored {
            cells[0] = key(result.outcome);
            cells[1] = result.turns.to_string();
            cells[2] = result
                .winners
                .iter()
                .map(|n| key(*n))
                .collect::<Vec<_>>()
                .join(" ");
            for (i, role) in Role::ALL.into_iter().enumerate() {
                cells[3 + i] = sheet
                    .role(role)
                    .map(|r| r.total.to_string())
                    .unwrap_or_default();
            }
            cells[7] = sheet
                .tie_break
                .tcc
                .as_ref()
                .map(|c| format!("{:.6}", c.value))
                .unwrap_or_default();
        }
        let corrections = outcome.map_or(0, |o| {
            o.corrections.iter().filter(|c| c.before.is_some()).count()
        });
        let _ = writeln!(
            o,
            "{round},{},{},{status},{},{corrections}",
            game.table,
            seated(&t.players, players),
            cells.join(",")
        );
    }
    o
}

/// The header of [`standings`] (the same as `friedrich-clock standings
/// --csv`).
pub const STANDINGS: &str = "rank,player,name,town,total,tb1_second_best,tb2_tcc,tb3_opponents,games_confirmed,games_drawn,decided_by,lot_place,needs_lot,withdrawn_from_round";

/// One row a ranked player, best first: rank, number, name, town, total,
/// the three tie-breakers (the TC coefficient with six decimals, empty if
/// not known), games confirmed and drawn, the tie-breaker that placed him
/// below the row above (`tb1`, `tb2`, `tb3`, `lot` or empty), his place in
/// a lot and whether his tie still needs one; then the players withdrawn,
/// not ranked (`rank` empty), with the round they are withdrawn from.
pub fn standings(t: &Tournament) -> String {
    let mut o = format!("{STANDINGS}\n");
    for l in ranked(t) {
        let town = t.player(l.player).map_or("", |p| p.town.trim());
        let decided = match l.decided_by {
            None => "",
            Some(TieBreaker::SecondBest) => "tb1",
            Some(TieBreaker::Tcc) => "tb2",
            Some(TieBreaker::Opponents) => "tb3",
            Some(TieBreaker::Lot) => "lot",
        };
        let _ = writeln!(
            o,
            "{},{},{},{},{},{},{},{},{},{},{decided},{},{},{}",
            l.withdrawn
                .map_or_else(|| l.rank.to_string(), |_| String::new()),
            l.player,
            name(&t.players, l.player),
            field(town),
            l.total,
            l.second_best,
            l.tcc
                .as_ref()
                .map(|c| format!("{:.6}", c.value))
                .unwrap_or_default(),
            l.opponents,
            l.confirmed,
            l.scheduled,
            l.lot.map(|p| p.place.to_string()).unwrap_or_default(),
            l.tied,
            l.withdrawn.map(|r| r.to_string()).unwrap_or_default()
        );
    }
    o
}

/// The header of [`crosstable`].
pub fn crosstable_header() -> String {
    let rounds: Vec<String> = (1..=crate::tournament::ROUNDS)
        .map(|r| format!("r{r}_table,r{r}_role,r{r}_opponents,r{r}_score"))
        .collect();
    format!(
        "rank,player,name,fill_in,withdrawn_from_round,{},total,games_confirmed,games_drawn",
        rounds.join(",")
    )
}

/// One row a player, in the standings' order, then the fill-ins: his rank
/// (empty if not ranked), number, name, `fill_in` (`yes` or empty), the
/// round he is withdrawn from, and each round's table, role, opponents
/// (their numbers in role order, space-separated) and his score (empty
/// until confirmed; the round's cells empty where he has no game), then
/// his total and games confirmed and drawn.
pub fn crosstable(t: &Tournament) -> String {
    let mut o = format!("{}\n", crosstable_header());
    for l in cross(t) {
        let (rank, fill_in, withdrawn) = match l.place {
            Place::Ranked { rank, .. } => (rank.to_string(), "", String::new()),
            Place::Withdrawn { from_round } => (String::new(), "", from_round.to_string()),
            Place::FillIn => (
                String::new(),
                "yes",
                t.withdrawal(l.player)
                    .map(|w| w.from_round.to_string())
                    .unwrap_or_default(),
            ),
        };
        let rounds: Vec<String> = l
            .rounds
            .iter()
            .map(|cell| match cell {
                CrossCell::Game(g) => format!(
                    "{},{},{},{}",
                    g.game.table,
                    key(g.role),
                    g.opponents
                        .iter()
                        .map(|(_, p)| p.to_string())
                        .collect::<Vec<_>>()
                        .join(" "),
                    g.points.map(|p| p.to_string()).unwrap_or_default()
                ),
                CrossCell::Withdrawn | CrossCell::Free => ",,,".to_owned(),
            })
            .collect();
        let _ = writeln!(
            o,
            "{rank},{},{},{fill_in},{withdrawn},{},{},{},{}",
            l.player,
            name(&t.players, l.player),
            rounds.join(","),
            l.total,
            l.confirmed,
            l.scheduled
        );
    }
    o
}

/// An export of the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Export {
    /// The players.
    Players,
    /// The draw.
    Draw,
    /// Every game's result.
    Results,
    /// The standings.
    Standings,
    /// The crosstable.
    Crosstable,
}

impl Export {
    /// Every export.
    pub const ALL: [Self; 5] = [
        Self::Players,
        Self::Draw,
        Self::Results,
        Self::Standings,
        Self::Crosstable,
    ];

    /// Its file name in the hall's address (`/export/draw.csv`).
    pub fn file(self) -> &'static str {
        match self {
            Self::Players => "players.csv",
            Self::Draw => "draw.csv",
            Self::Results => "results.csv",
            Self::Standings => "standings.csv",
            Self::Crosstable => "crosstable.csv",
        }
    }

    /// The export whose file is `file`.
    pub fn from_file(file: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.file() == file)
    }
}

/// The export `which` of `t`.
pub fn export(t: &Tournament, which: Export) -> String {
    match which {
        Export::Players => players(t),
        Export::Draw => draw(t),
        Export::Results => results(t),
        Export::Standings => standings(t),
        Export::Crosstable => crosstable(t),
    }
}
