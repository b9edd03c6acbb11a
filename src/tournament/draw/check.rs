//! Checking a stored draw against its seed: the same players and seed give
//! the same draw on every machine (`draw.rs`), so a draw kept in the
//! tournament's journal can be drawn again from the players registered
//! before it and compared whole: every game of the four rounds with its
//! roles, the pots, the method and what it could not avoid. A journal
//! edited by hand (a round swapped, two players moved) or a draw made some
//! other way differs; [`check`] says where first.

use super::lay_out;
use crate::tournament::{Draw, GameRef, Player, PlayerNo};

/// Where a stored draw first differs from a fresh draw of its players and
/// seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    /// The players cannot be drawn at all (fewer than four, not a multiple
    /// of four, or a number twice).
    NotDrawable,
    /// A game seats other players, or other roles: the stored seating and
    /// the fresh one by role (none where that draw has no such game).
    Game {
        /// The first game that differs, by round and table.
        game: GameRef,
        /// Its players by role in the stored draw.
        stored: Option<[PlayerNo; 4]>,
        /// Its players by role in the fresh draw.
        fresh: Option<[PlayerNo; 4]>,
    },
    /// Every game is the same, but the pots are not.
    Pots,
    /// Every game and pot is the same, but the method is not.
    Method,
    /// The pairs meeting twice or of one town that the draw lists differ.
    Findings,
}

/// Draws `players` (as registered when the draw was made) again with
/// `stored`'s seed and compares the whole draw; the first difference, by
/// round and table first.
pub fn check(stored: &Draw, players: &[Player]) -> Result<(), Mismatch> {
    let fresh = lay_out(players, stored.seed).map_err(|_| Mismatch::NotDrawable)?;
    if fresh == *stored {
        return Ok(());
    }
    let mut games: Vec<GameRef> = stored
        .games
        .iter()
        .chain(&fresh.games)
        .map(crate::tournament::Seating::game)
        .collect();
    games.sort_unstable();
    games.dedup();
    for game in games {
        let seats = |d: &Draw| d.seating(game).map(|s| s.players);
        let (stored, fresh) = (seats(stored), seats(&fresh));
        if stored != fresh {
            return Err(Mismatch::Game {
                game,
                stored,
                fresh,
            });
        }
    }
    if stored.pots != fresh.pots {
        return Err(Mismatch::Pots);
    }
    if stored.method != fresh.method {
        return Err(Mismatch::Method);
    }
    Err(Mismatch::Findings)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::tournament::Method;
    use crate::tournament::draw::draw;

    fn players(n: u32) -> Vec<Player> {
        (1..=n)
            .map(|no| Player {
                no,
                name: format!("Player {no}"),
                town: ["Berlin", "Wien", "", ""][no as usize % 4].to_owned(),
                fill_in: false,
                note: String::new(),
            })
            .collect()
    }

    #[test]
    fn a_draw_checks_against_its_seed_and_a_changed_round_3_does_not() {
        let field = players(24);
        let d = draw(&field, 2026).unwrap();
        assert_eq!(check(&d, &field), Ok(()));

        // Two players of round 3 change tables (each round still seats
        // everyone once): the draw is not the seed's any more.
        let mut tampered = d.clone();
        let at = |t: u32| {
            tampered
                .games
                .iter()
                .position(|g| g.round == 3 && g.table == t)
                .unwrap()
        };
        let (a, b) = (at(2), at(5));
        let moved = tampered.games[a].players[1];
        tampered.games[a].players[1] = tampered.games[b].players[1];
        tampered.games[b].players[1] = moved;
        let was = d.games[a].players;
        assert_eq!(
            check(&tampered, &field),
            Err(Mismatch::Game {
                game: GameRef { round: 3, table: 2 },
                stored: Some(tampered.games[a].players),
                fresh: Some(was),
            })
        );

        // Roles swapped at one table of round 4.
        let mut roles = d.clone();
        let last = roles.games.len() - 1;
        roles.games[last].players.swap(0, 3);
        assert!(matches!(
            check(&roles, &field),
            Err(Mismatch::Game {
                game: GameRef { round: 4, table: 6 },
                ..
            })
        ));
    }

    #[test]
    fn the_pots_method_and_findings_are_compared_too() {
        let field = players(24);
        let d = draw(&field, 7).unwrap();
        let mut pots = d.clone();
        pots.pots.swap(0, 1);
        assert_eq!(check(&pots, &field), Err(Mismatch::Pots));
        let mut method = d.clone();
        method.method = Method::Search;
        assert_eq!(check(&method, &field), Err(Mismatch::Method));
        let mut findings = d.clone();
        findings.repeats.push(crate::tournament::Repeat {
            players: [1, 2],
            games: Vec::new(),
        });
        assert_eq!(check(&findings, &field), Err(Mismatch::Findings));
        // Another seed's draw under this seed; a missing game is named.
        let mut other = draw(&field, 8).unwrap();
        other.seed = 7;
        assert!(matches!(check(&other, &field), Err(Mismatch::Game { .. })));
        other.games = d.games[..23].to_vec();
        assert_eq!(
            check(&other, &field),
            Err(Mismatch::Game {
                game: GameRef { round: 4, table: 6 },
                stored: None,
                fresh: Some(d.games[23].players),
            })
        );
        assert_eq!(check(&d, &field[..23]), Err(Mismatch::NotDrawable));
    }
}
