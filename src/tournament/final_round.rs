//! The final (section D, "Final"): the four finalists' order once its
//! result is confirmed, and the winner of the tournament. (1) The player
//! controlling the most winning nations; (2) the player in the role with
//! the fewest wins in the qualifying round; (3) Pompadour wins all ties,
//! Maria Theresia loses all ties.
//!
//! Where the rules are silent (docs/tournament.md, "The final"):
//! - Frederick's defensive or offensive victory: he alone wins, with his
//!   two nations (Prussia and Hanover); the other three control none;
//! - a role wins a qualifying game once however many of its nations won;
//! - Frederick and Elisabeth level after (1) and (2) share a place: (3)
//!   orders neither of them. It never decides the winner (two roles level
//!   on (1) with no winning nation leave a third that won).

use serde::Serialize;

use super::book::Tournament;
use super::standings::tally::{Scored, score, scored_games};
use super::{GameRef, PlayerNo};
use crate::engine::{Nation, Role};
use crate::scoring::{GameResult, Outcome, counts_for};

/// A tie-breaker of the final, in the order they apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FinalTieBreaker {
    /// 1: the most winning nations controlled.
    Nations,
    /// 2: the role with the fewest wins in the qualifying round.
    RoleWins,
    /// 3: Pompadour wins all ties, Maria Theresia loses all ties.
    Role,
}

/// A role's wins in the qualifying round (final tie-breaker 2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoleWins {
    /// The role.
    pub role: Role,
    /// The confirmed qualifying games it won.
    pub wins: u32,
    /// Those games, by round and table.
    pub games: Vec<GameRef>,
}

/// One finalist's place in the final.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Place {
    /// His place, from 1 (two level after every tie-breaker share one).
    pub place: u32,
    /// The player.
    pub player: PlayerNo,
    /// His role in the final.
    pub role: Role,
    /// The winning nations he controlled at the end of the final.
    pub nations: Vec<Nation>,
    /// His role's wins in the qualifying round.
    pub role_wins: u32,
    /// What placed him below the place above; `None` for the first, and
    /// when he shares the place above.
    pub decided_by: Option<FinalTieBreaker>,
    /// Level with another finalist after every tie-breaker.
    pub shared: bool,
}

/// The final's order and the tournament's winner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Final {
    /// The four finalists, best first.
    pub places: Vec<Place>,
    /// The winner of the final, and so of the tournament.
    pub winner: PlayerNo,
    /// Each role's qualifying wins, in role order (tie-breaker 2's numbers).
    pub role_wins: Vec<RoleWins>,
}

/// The roles' wins in the qualifying round, in role order; `None` until the
/// final's result is confirmed (the rules keep them from the players until
/// the final has finished).
pub fn role_wins(t: &Tournament) -> Option<Vec<RoleWins>> {
    let outcome = t.results.get(&GameRef::FINAL)?;
    outcome.confirmed.as_ref()?;
    Some(count_role_wins(&scored_games(t).0))
}

/// The final's order once its result is confirmed (and validates), `None`
/// before.
pub fn final_result(t: &Tournament) -> Option<Final> {
    if t.seats.len() != 4 {
        return None;
    }
    let confirmed = t.results.get(&GameRef::FINAL)?.confirmed.as_ref()?;
    let (result, _) = score(confirmed, t.scheme)?;
    let wins = role_wins(t)?;
    let mut places: Vec<Place> = t
        .seats
        .iter()
        .map(|(player, role)| Place {
            place: 0,
            player: *player,
            role: *role,
            nations: winning_nations(&result, *role),
            role_wins: wins.iter().find(|w| w.role == *role).map_or(0, |w| w.wins),
            decided_by: None,
            shared: false,
        })
        .collect();
    places.sort_by_key(|p| (key(p), p.role));
    for i in 0..places.len() {
        let Some(above) = i.checked_sub(1).map(|j| places[j].clone()) else {
            places[i].place = 1;
            continue;
        };
        let this = &mut places[i];
        this.decided_by = separation(&above, this);
        if this.decided_by.is_some() {
            this.place = u32::try_from(i).unwrap_or(3) + 1;
        } else {
            this.place = above.place;
            this.shared = true;
            places[i - 1].shared = true;
        }
    }
    let winner = places.first().map(|p| p.player)?;
    Some(Final {
        places,
        winner,
        role_wins: wins,
    })
}

/// The winning nations `role` controlled at the end of a game.
pub fn winning_nations(r: &GameResult, role: Role) -> Vec<Nation> {
    match (r.outcome, role) {
        (Outcome::Defensive | Outcome::Offensive, Role::Frederick) => {
            vec![Nation::Prussia, Nation::Hanover]
        }
        (Outcome::Defensive | Outcome::Offensive, _) => Vec::new(),
        (Outcome::Attackers, _) => r
            .winners
            .iter()
            .copied()
            .filter(|n| counts_for(r, *n) == role)
            .collect(),
    }
}

/// Each role's wins in the confirmed qualifying games.
fn count_role_wins(scored: &[Scored]) -> Vec<RoleWins> {
    Role::ALL
        .into_iter()
        .map(|role| {
            let games: Vec<GameRef> = scored
                .iter()
                .filter(|g| !winning_nations(&g.result, role).is_empty())
                .map(|g| g.seating.game())
                .collect();
            RoleWins {
                role,
                wins: u32::try_from(games.len()).unwrap_or(u32::MAX),
                games,
            }
        })
        .collect()
}

/// Tie-breaker (3): Pompadour first, Maria Theresia last, the other two level.
fn role_rank(role: Role) -> u8 {
    match role {
        Role::Pompadour => 0,
        Role::Frederick | Role::Elisabeth => 1,
        Role::MariaTheresia => 2,
    }
}

/// The sort key: more winning nations, fewer role wins, then the role.
fn key(p: &Place) -> (std::cmp::Reverse<usize>, u32, u8) {
    (
        std::cmp::Reverse(p.nations.len()),
        p.role_wins,
        role_rank(p.role),
    )
}

/// What placed `this` below `above`, or `None` if they are level.
fn separation(above: &Place, this: &Place) -> Option<FinalTieBreaker> {
    if above.nations.len() != this.nations.len() {
        Some(FinalTieBreaker::Nations)
    } else if above.role_wins != this.role_wins {
        Some(FinalTieBreaker::RoleWins)
    } else if role_rank(above.role) != role_rank(this.role) {
        Some(FinalTieBreaker::Role)
    } else {
        None
    }
}
