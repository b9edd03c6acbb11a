//! Who sits where: the draw as stored, with each withdrawal's fill-in in
//! the withdrawn player's seats from his round on. Everything that reads a
//! game's players (the tables taking their game, the standings, the
//! printouts, the exports, the hall's pages) asks here, so a withdrawal
//! changes them all alike and the stored draw is never rewritten.
//!
//! A withdrawal (docs/tournament.md, "A player withdrawn"): the jury names
//! the player, the first round he no longer plays, a reason and a fill-in
//! (a registered fill-in with no game in those rounds, or a new one). Refused
//! before the draw, once the finalists choose, for a player already
//! withdrawn, and when one of his games from that round on has a result.

use super::book::{Refusal, Tournament};
use super::{Draw, GameRef, Player, PlayerNo, ROUNDS, Seating, Withdrawal};
use crate::engine::Role;

impl Tournament {
    /// The player in `role` at qualifying game `game` now: the draw's, or
    /// the fill-in who took his seat; `None` for no such game.
    pub fn holder(&self, game: GameRef, role: Role) -> Option<PlayerNo> {
        let drawn = self.draw.as_ref()?.seating(game)?.player(role);
        Some(self.follow(drawn, game.round))
    }

    /// Who holds the seat `drawn` was drawn into in `round`: withdrawals
    /// in the journal's order, so a fill-in withdrawn in turn passes the
    /// seat on.
    fn follow(&self, drawn: PlayerNo, round: u8) -> PlayerNo {
        self.withdrawals.iter().fold(drawn, |holder, w| {
            if w.player == holder && round >= w.from_round {
                w.by
            } else {
                holder
            }
        })
    }

    /// Qualifying game `game` as it is played: its seats' holders.
    pub fn seated(&self, game: GameRef) -> Option<Seating> {
        let drawn = self.draw.as_ref()?.seating(game)?;
        Some(self.held(drawn))
    }

    fn held(&self, drawn: &Seating) -> Seating {
        Seating {
            players: drawn.players.map(|p| self.follow(p, drawn.round)),
            ..*drawn
        }
    }

    /// The draw as it is played: the stored draw (seed, pots, findings)
    /// with every game's seats held as [`Tournament::holder`] says.
    pub fn seated_draw(&self) -> Option<Draw> {
        let stored = self.draw.as_ref()?;
        Some(Draw {
            games: stored.games.iter().map(|g| self.held(g)).collect(),
            ..stored.clone()
        })
    }

    /// `player`'s withdrawal, if he is withdrawn.
    pub fn withdrawal(&self, player: PlayerNo) -> Option<&Withdrawal> {
        self.withdrawals.iter().find(|w| w.player == player)
    }

    /// The first round `player` can be withdrawn from: the one after his
    /// last game with a result (reported or confirmed); none before the
    /// draw, once the finalists began to choose, for a player withdrawn
    /// already, or when his last round has a result.
    pub fn withdraw_from(&self, player: PlayerNo) -> Option<u8> {
        let seated = self.seated_draw()?;
        if self.seating_begun() || self.withdrawal(player).is_some() {
            return None;
        }
        let played = seated
            .games_of(player)
            .into_iter()
            .filter(|g| {
                self.results
                    .get(&g.game())
                    .is_some_and(|o| o.reported.is_some() || o.confirmed.is_some())
            })
            .map(|g| g.round)
            .max()
            .unwrap_or(0);
        (played < ROUNDS).then_some(played + 1)
    }

    /// The registered fill-ins who could take `player`'s seats from
    /// `from_round` on, by number: fill-ins, not `player` himself, not
    /// withdrawn, and with no game of their own in a round where he has one
    /// from then on (a fill-in plays one game a round). Empty before the
    /// draw. A new fill-in is always possible besides.
    pub fn free_fill_ins(&self, player: PlayerNo, from_round: u8) -> Vec<PlayerNo> {
        let Some(seated) = self.seated_draw() else {
            return Vec::new();
        };
        let his: Vec<&Seating> = seated
            .games_of(player)
            .into_iter()
            .filter(|g| g.round >= from_round)
            .collect();
        self.players
            .iter()
            .filter(|f| f.fill_in && f.no != player && self.withdrawal(f.no).is_none())
            .filter(|f| busy(&seated, &his, f.no).is_none())
            .map(|f| f.no)
            .collect()
    }

    /// Withdraws `player` from `from_round` on, `by` taking his seats.
    pub(super) fn withdraw(
        &mut self,
        player: PlayerNo,
        from_round: u8,
        by: &Player,
        reason: &str,
    ) -> Result<(), Refusal> {
        let seated = self.seated_draw().ok_or(Refusal::NotDrawn)?;
        if self.seating_begun() {
            return Err(Refusal::FinalSeeded);
        }
        if self.player(player).is_none() {
            return Err(Refusal::NoSuchPlayer(player));
        }
        if self.withdrawal(player).is_some() {
            return Err(Refusal::AlreadyWithdrawn(player));
        }
        if !(1..=ROUNDS).contains(&from_round) {
            return Err(Refusal::NoSuchRound(from_round));
        }
        if reason.trim().is_empty() {
            return Err(Refusal::NoReason);
        }
        // His seats from that round on: none may have a result.
        let his: Vec<&Seating> = seated
            .games_of(player)
            .into_iter()
            .filter(|g| g.round >= from_round)
            .collect();
        let played = his.iter().find(|g| {
            self.results
                .get(&g.game())
                .is_some_and(|o| o.reported.is_some() || o.confirmed.is_some())
        });
        if let Some(g) = played {
            return Err(Refusal::AlreadyPlayed {
                player,
                game: g.game(),
            });
        }
        let next = self.next_no();
        let new = match self.player(by.no) {
            Some(known) => {
                let free = known.fill_in && known.no != player && self.withdrawal(by.no).is_none();
                if !free {
                    return Err(Refusal::NotAFillIn(by.no));
                }
                None
            }
            None if by.no == next => {
                if by.name.trim().is_empty() {
                    return Err(Refusal::NoName);
                }
                super::refusal::Field::Name.check(by.name.trim())?;
                super::refusal::Field::Town.check(by.town.trim())?;
                Some(Player {
                    no: next,
                    name: by.name.trim().to_owned(),
                    town: by.town.trim().to_owned(),
                    fill_in: true,
                    note: String::new(),
                })
            }
            None => {
                return Err(Refusal::PlayerNumber { given: by.no, next });
            }
        };
        if let Some(game) = busy(&seated, &his, by.no) {
            return Err(Refusal::FillInBusy {
                fill_in: by.no,
                game,
            });
        }
        if let Some(new) = new {
            self.numbered = new.no;
            self.players.push(new);
        }
        self.withdrawals.push(Withdrawal {
            player,
            from_round,
            by: by.no,
            reason: reason.trim().to_owned(),
        });
        Ok(())
    }
}

/// `fill_in`'s game in a round where one of `his` seats is: a fill-in
/// plays at most one game a round.
fn busy(seated: &Draw, his: &[&Seating], fill_in: PlayerNo) -> Option<GameRef> {
    his.iter().find_map(|g| {
        seated
            .round(g.round)
            .find(|other| other.role_of(fill_in).is_some())
            .map(Seating::game)
    })
}

#[cfg(test)]
#[path = "seats_tests.rs"]
mod tests;
