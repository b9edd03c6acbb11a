//! The tournament around the tables (general rules B–D): the players, the
//! qualifying draw, each game's confirmed result, the standings with every
//! tie-breaker, and the final. Pure like the engine: the tournament's
//! journal (`book`) is a list of entries, and the same entries always give
//! the same draw, standings and winner. The hall keeps the journal and shows
//! it; the command line draws and ranks from files.

// Pure: no clock read, no file touched (clippy.toml's disallowed methods).
#![deny(clippy::disallowed_methods)]

pub mod book;
pub mod clock_check;
pub mod closing;
pub mod confirming;
pub mod decisions;
pub mod draw;
pub mod final_round;
pub mod import;
pub mod lot;
pub mod name;
pub mod objective_counts;
pub mod public;
pub mod redraw;
pub mod refusal;
pub mod replay;
pub mod reports;
pub mod request;
pub mod roster;
pub mod seats;
pub mod standings;

use serde::{Deserialize, Serialize};

use crate::engine::Role;

/// A player's number: his place in registration order, from 1.
pub type PlayerNo = u32;

/// The games each player plays in the qualifying round, one per role.
pub const ROUNDS: u8 = 4;

/// A registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// His number.
    pub no: PlayerNo,
    /// His name as printed.
    pub name: String,
    /// His club or town: players of one town are kept apart in the draw.
    #[serde(default)]
    pub town: String,
    /// An out-of-competition fill-in, making the field a multiple of four:
    /// he plays, but is not ranked.
    #[serde(default)]
    pub fill_in: bool,
    /// What tells him apart from a namesake of his town ("junior",
    /// "Vienna club"): printed after his name wherever it is shown; empty
    /// for most (and in journals written before it was kept).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// A player withdrawn from the qualifying round from a round on (he left,
/// or did not show up), and the fill-in who takes his remaining seats
/// (`tournament::seats`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Withdrawal {
    /// The player withdrawn.
    pub player: PlayerNo,
    /// The first round he no longer plays (1 to [`ROUNDS`]).
    pub from_round: u8,
    /// The fill-in in his seats from that round on.
    pub by: PlayerNo,
    /// The jury's reason.
    pub reason: String,
}

/// One qualifying game: its round and table, and its four players by role
/// (Frederick, Elisabeth, Maria Theresia, Pompadour).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Seating {
    /// The round, 1 to [`ROUNDS`].
    pub round: u8,
    /// The table, from 1.
    pub table: u32,
    /// The players by role, in [`Role::ALL`] order.
    pub players: [PlayerNo; 4],
}

impl Seating {
    /// The player of `role`.
    pub fn player(&self, role: Role) -> PlayerNo {
        self.players[role_index(role)]
    }

    /// `player`'s role at this table, if he sits here.
    pub fn role_of(&self, player: PlayerNo) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.players[role_index(*r)] == player)
    }

    /// The game's name in the tournament: round and table.
    pub fn game(&self) -> GameRef {
        GameRef {
            round: self.round,
            table: self.table,
        }
    }
}

/// The place of a role in [`Role::ALL`] and in a [`Seating`]'s players.
pub fn role_index(role: Role) -> usize {
    match role {
        Role::Frederick => 0,
        Role::Elisabeth => 1,
        Role::MariaTheresia => 2,
        Role::Pompadour => 3,
    }
}

/// A game of the tournament by round and table (typed in [`crate::wire`]:
/// a table's journal names it too).
pub use crate::wire::GameRef;

/// How the draw was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// The first four parallel classes of a transversal design TD(4, m)
    /// (m tables per round): nobody meets anyone twice.
    Design,
    /// A search that keeps repeated meetings few (too few players for the
    /// design, or keep-apart groups that do not fit the pots).
    Search,
}

/// Two players who meet more than once, and in which games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Repeat {
    /// The two players.
    pub players: [PlayerNo; 2],
    /// The games where they meet.
    pub games: Vec<GameRef>,
}

/// Two players of one keep-apart group (one town) who meet anyway.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Together {
    /// The two players.
    pub players: [PlayerNo; 2],
    /// Their group (the town).
    pub group: String,
    /// Where they meet.
    pub game: GameRef,
}

/// The qualifying round's line-up, drawn by lot at the start, and what it
/// guarantees.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draw {
    /// The seed of the lot: the same players and seed give the same draw.
    pub seed: u64,
    /// How it was made.
    pub method: Method,
    /// The four pots (the design's groups), each a list of players; empty
    /// for a search.
    #[serde(default)]
    pub pots: Vec<Vec<PlayerNo>>,
    /// Every game, by round then table.
    pub games: Vec<Seating>,
    /// Pairs meeting more than once (none for a design).
    #[serde(default)]
    pub repeats: Vec<Repeat>,
    /// Pairs of one town meeting anyway.
    #[serde(default)]
    pub together: Vec<Together>,
}

impl Draw {
    /// The games of `round`, by table.
    pub fn round(&self, round: u8) -> impl Iterator<Item = &Seating> {
        self.games.iter().filter(move |g| g.round == round)
    }

    /// The game at `game`.
    pub fn seating(&self, game: GameRef) -> Option<&Seating> {
        self.games.iter().find(|g| g.game() == game)
    }

    /// `player`'s games, by round.
    pub fn games_of(&self, player: PlayerNo) -> Vec<&Seating> {
        let mut games: Vec<&Seating> = self
            .games
            .iter()
            .filter(|g| g.role_of(player).is_some())
            .collect();
        games.sort_by_key(|g| g.round);
        games
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seating_names_each_role_s_player() {
        let s = Seating {
            round: 2,
            table: 3,
            players: [7, 1, 12, 4],
        };
        assert_eq!(s.player(Role::MariaTheresia), 12);
        assert_eq!(s.role_of(4), Some(Role::Pompadour));
        assert_eq!(s.role_of(5), None);
        assert_eq!(s.game(), GameRef { round: 2, table: 3 });
    }
}
