//! The crosstable: each player's four qualifying games round by round
//! (table, role, opponents by role, his score once confirmed) beside his
//! place in the standings. Data only, read from the standings and their
//! tally (the scores are the tally's, never scored again); the crosstable
//! is drawn by `sheets::crosstable` and a player's page by
//! `sheets::player`.
//!
//! Rows in the standings' order (the ranked players, then the players
//! withdrawn), then the fill-ins by number: they play and their scores
//! count for their opponents, but they are not ranked. The seats are the
//! seats as played (`tournament::seats`): a withdrawn player's rounds from
//! his withdrawal on are his fill-in's.

use serde::Serialize;

use super::tally::{Tally, scored_games, tallies};
use super::{Standing, standings};
use crate::engine::Role;
use crate::scoring::Points;
use crate::tournament::book::Tournament;
use crate::tournament::{GameRef, PlayerNo, ROUNDS};

/// One of a player's qualifying games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CrossGame {
    /// The game: its round and table.
    pub game: GameRef,
    /// His role in it.
    pub role: Role,
    /// His three opponents, by role in [`Role::ALL`] order.
    pub opponents: Vec<(Role, PlayerNo)>,
    /// His score, once the game's result is confirmed (and scores).
    pub points: Option<Points>,
}

/// A round of a player's line.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum CrossCell {
    /// He plays (or played) this game.
    Game(CrossGame),
    /// Withdrawn: his fill-in plays his seat this round.
    Withdrawn,
    /// No game this round: a fill-in who takes a seat only later, or no
    /// draw yet.
    Free,
}

/// Where a player stands in the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum Place {
    /// Ranked: his rank, and whether his tie still needs a lot.
    Ranked {
        /// His rank (shared when tied).
        rank: u32,
        /// Tied after every tie-breaker, no lot yet.
        tied: bool,
    },
    /// Withdrawn from this round on: not ranked.
    Withdrawn {
        /// The first round he no longer plays.
        from_round: u8,
    },
    /// A fill-in: not ranked.
    FillIn,
}

/// One player's line of the crosstable.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CrossLine {
    /// The player.
    pub player: PlayerNo,
    /// His place in the standings.
    pub place: Place,
    /// His confirmed total (the standings').
    pub total: Points,
    /// His games confirmed.
    pub confirmed: u32,
    /// His games in the draw.
    pub scheduled: u32,
    /// Rounds 1 to [`ROUNDS`].
    pub rounds: Vec<CrossCell>,
}

impl CrossLine {
    /// Whether he is ranked.
    pub fn ranked(&self) -> bool {
        matches!(self.place, Place::Ranked { .. })
    }
}

/// The crosstable of `t`: a line for every registered player, in the
/// standings' order, then the fill-ins by number. Before the draw every
/// round is [`CrossCell::Free`].
pub fn crosstable(t: &Tournament) -> Vec<CrossLine> {
    let (scored, _) = scored_games(t);
    let all = tallies(t, &scored);
    let seated = t.seated_draw();
    let line = |tally: &Tally, place: Place| {
        let rounds = (1..=ROUNDS)
            .map(|round| {
                let seat = seated.as_ref().and_then(|d| {
                    d.round(round)
                        .find_map(|g| g.role_of(tally.player).map(|role| (g, role)))
                });
                match seat {
                    Some((g, role)) => CrossCell::Game(CrossGame {
                        game: g.game(),
                        role,
                        opponents: Role::ALL
                            .into_iter()
                            .filter(|r| *r != role)
                            .map(|r| (r, g.player(r)))
                            .collect(),
                        points: tally
                            .explain
                            .total
                            .iter()
                            .find(|s| s.game == g.game())
                            .map(|s| s.points),
                    }),
                    None if tally.withdrawn.is_some_and(|from| round >= from) => {
                        CrossCell::Withdrawn
                    }
                    None => CrossCell::Free,
                }
            })
            .collect();
        CrossLine {
            player: tally.player,
            place,
            total: tally.total,
            confirmed: tally.confirmed,
            scheduled: tally.scheduled,
            rounds,
        }
    };
    let place = |s: &Standing| match s.withdrawn {
        Some(from_round) => Place::Withdrawn { from_round },
        None => Place::Ranked {
            rank: s.rank,
            tied: s.tied,
        },
    };
    let by_player = |no: PlayerNo| all.iter().find(|l| l.player == no);
    let mut lines: Vec<CrossLine> = standings(t)
        .iter()
        .filter_map(|s| by_player(s.player).map(|tally| line(tally, place(s))))
        .collect();
    lines.extend(
        all.iter()
            .filter(|l| l.fill_in)
            .map(|tally| line(tally, Place::FillIn)),
    );
    lines
}

/// The round being played: the first whose games are not all confirmed
/// (`None` before the draw and once every qualifying game is confirmed).
pub fn current_round(t: &Tournament) -> Option<u8> {
    let d = t.draw.as_ref()?;
    (1..=ROUNDS).find(|r| {
        d.round(*r).any(|g| {
            t.results
                .get(&g.game())
                .is_none_or(|o| o.confirmed.is_none())
        })
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::engine::Preset;
    use crate::tournament::Player;
    use crate::tournament::book::Entry;
    use crate::tournament::book::tests::{four, line, russia_wins};
    use crate::tournament::standings::sheet;

    /// The score of `role` in Russia's win: the scorer's.
    fn scored(role: Role) -> Points {
        sheet(&russia_wins(), Preset::Fwc2026)
            .unwrap()
            .role(role)
            .unwrap()
            .total
    }

    fn game(round: u8) -> GameRef {
        GameRef { round, table: 1 }
    }

    /// Four players at one table (round r: 1 2 3 4 rotated r − 1 to the
    /// left), rounds 1 and 2 confirmed, player 2 withdrawn from round 4
    /// for a new fill-in, Karl (5).
    fn played() -> Tournament {
        let mut t = four();
        for round in 1..=2 {
            t.apply(&line(Entry::Confirmed {
                game: game(round),
                result: russia_wins(),
                reason: None,
                by: None,
            }))
            .unwrap();
        }
        t.apply(&line(Entry::Withdrawn {
            player: 2,
            from_round: 4,
            by: Player {
                no: 5,
                name: "Karl".into(),
                town: String::new(),
                fill_in: true,
                note: String::new(),
            },
            reason: "ill".into(),
        }))
        .unwrap();
        t
    }

    #[test]
    fn each_round_has_his_table_role_opponents_and_confirmed_score() {
        let t = played();
        let lines = crosstable(&t);
        let one = lines.iter().find(|l| l.player == 1).unwrap();
        let cell = |round: usize| match &one.rounds[round - 1] {
            CrossCell::Game(g) => g.clone(),
            other => panic!("round {round}: {other:?}"),
        };
        assert_eq!(
            cell(1),
            CrossGame {
                game: game(1),
                role: Role::Frederick,
                opponents: vec![
                    (Role::Elisabeth, 2),
                    (Role::MariaTheresia, 3),
                    (Role::Pompadour, 4)
                ],
                points: Some(scored(Role::Frederick)),
            }
        );
        assert_eq!(cell(2).role, Role::Pompadour);
        assert_eq!(cell(2).points, Some(scored(Role::Pompadour)));
        // Round 3 is not confirmed: no score yet.
        assert_eq!((cell(3).role, cell(3).points), (Role::MariaTheresia, None));
        // Round 4: the fill-in sits in player 2's seat.
        assert_eq!(
            cell(4).opponents,
            [
                (Role::Frederick, 4),
                (Role::MariaTheresia, 5),
                (Role::Pompadour, 3)
            ]
        );
        assert_eq!(one.total, scored(Role::Frederick) + scored(Role::Pompadour));
        assert_eq!((one.confirmed, one.scheduled), (2, 4));
    }

    #[test]
    fn lines_follow_the_standings_then_the_withdrawn_then_the_fill_ins() {
        let t = played();
        let lines = crosstable(&t);
        let ranked: Vec<PlayerNo> = standings(&t).iter().map(|s| s.player).collect();
        let order: Vec<PlayerNo> = lines.iter().map(|l| l.player).collect();
        assert_eq!(order[..4], ranked[..]);
        assert_eq!(order[4], 5, "the fill-in last");
        let two = lines.iter().find(|l| l.player == 2).unwrap();
        assert_eq!(two.place, Place::Withdrawn { from_round: 4 });
        assert_eq!(two.rounds[3], CrossCell::Withdrawn);
        assert!(matches!(two.rounds[2], CrossCell::Game(_)));
        let karl = &lines[4];
        assert_eq!(karl.place, Place::FillIn);
        assert_eq!(
            karl.rounds[..3],
            [CrossCell::Free, CrossCell::Free, CrossCell::Free]
        );
        assert!(matches!(&karl.rounds[3], CrossCell::Game(g) if g.role == Role::MariaTheresia));
        // Ranks are the standings' ranks.
        for (l, s) in lines.iter().zip(standings(&t)) {
            if let Place::Ranked { rank, tied } = l.place {
                assert_eq!((rank, tied, l.total), (s.rank, s.tied, s.total));
            }
        }
    }

    #[test]
    fn the_round_played_is_the_first_not_confirmed() {
        let t = played();
        assert_eq!(current_round(&t), Some(3));
        assert_eq!(current_round(&Tournament::default()), None);
    }
}
