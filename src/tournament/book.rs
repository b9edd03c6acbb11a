//! The tournament's journal: one JSON line per entry, appended only, replayed
//! like a game's. Registration, the draw with its seed, each game's reported
//! and confirmed result (a correction is a later confirmation with a reason),
//! the lots drawn, the final's role choices and what the public standings
//! show. [`Tournament::apply`] checks an entry against what came before and
//! refuses it with a reason, changing nothing; the hall appends an entry
//! only once it is accepted.

use std::collections::BTreeMap;

use chrono::{DateTime, Local};
use serde::{Deserialize, Serialize};

pub use super::refusal::Refusal;
pub use super::reports::{Conflict, Outcome, Report};
use super::{Draw, GameRef, Player, PlayerNo, Withdrawal};
use crate::engine::{Preset, Role};
use crate::scoring::ResultInput;

/// The format version of a tournament journal line.
pub const SCHEMA: u32 = 1;

/// What one line says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Entry {
    /// The first line: the tournament and its scoring rules.
    Opened {
        /// Its name ("FWC 2026").
        name: String,
        /// The scoring rules of its games (section C).
        scheme: Preset,
    },
    /// A player registered (or his entry corrected: the same number again).
    Registered {
        /// The player.
        player: Player,
    },
    /// The qualifying round drawn.
    Drawn {
        /// The draw.
        draw: Draw,
    },
    /// A table's journal brought a result (the jury's report at the table).
    Reported {
        /// The game.
        game: GameRef,
        /// The table's journal in the hall.
        journal: String,
        /// The result.
        result: ResultInput,
        /// When the table saved it (its result line's wall stamp); none in
        /// a journal written before it was kept: the line's own `wall`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<DateTime<Local>>,
    },
    /// The jury confirmed a game's result, or corrected it (`reason`); the
    /// same result again keeps it (a re-entry since is dismissed), and is no
    /// correction.
    Confirmed {
        /// The game.
        game: GameRef,
        /// The result that counts.
        result: ResultInput,
        /// Why it differs from the one confirmed before (a correction), or
        /// from what the game's clock knows.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
        /// Who of the jury confirmed it, as he signed (a name or initials);
        /// none when not given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
    },
    /// A lot drawn between players still tied after every other
    /// tie-breaker: their order, first ranked first.
    Lot {
        /// The players, in the order the lot gave.
        order: Vec<PlayerNo>,
    },
    /// A finalist chose his role.
    Seated {
        /// The player.
        player: PlayerNo,
        /// His role in the final.
        role: Role,
    },
    /// The jury withdrew a finalist's role choice (a mis-click, say) and
    /// every choice made after it, while the final's result is not
    /// confirmed: he chooses again, then those after him.
    Unseated {
        /// The finalist whose choice is withdrawn.
        player: PlayerNo,
        /// Why.
        reason: String,
    },
    /// The jury withdrew a player from a round on and named the fill-in
    /// who takes his remaining seats (`tournament::seats`): the draw as
    /// stored stays, its seats are looked up through the withdrawals.
    Withdrawn {
        /// The player withdrawn.
        player: PlayerNo,
        /// The first round he no longer plays.
        from_round: u8,
        /// The fill-in: a registered fill-in by number, or a new one (the
        /// next number, registered with this entry as a fill-in).
        by: Player,
        /// Why (he left, did not show up).
        reason: String,
    },
    /// Players registered together, in one change: a CSV file imported on
    /// the Players tab (`tournament::import`), each as the next number.
    Imported {
        /// The players, numbered from the next free number.
        players: Vec<Player>,
    },
    /// The qualifying round drawn again before it began
    /// (`tournament::redraw`): the late entries join, the players who did
    /// not come leave the field, the unnamed fill-ins follow the count.
    Redrawn {
        /// The players who did not come, by number: out of the field.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        absent: Vec<PlayerNo>,
        /// The unnamed fill-ins registered with it (the next numbers).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        fill_ins: Vec<Player>,
        /// The new draw: it seats the field; an unnamed fill-in it leaves
        /// out is no longer needed.
        draw: Draw,
    },
    /// The jury's setting for the public standings (the players' view in
    /// the hall): what they show until the qualifying round is complete.
    Public {
        /// What is shown.
        standings: Publish,
    },
}

/// What the public standings show while the qualifying round is played.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Publish {
    /// Every confirmed game, as the jury sees them.
    Live,
    /// Only the rounds whose every game is confirmed (the default).
    #[default]
    Rounds,
    /// Nothing until every qualifying game is confirmed.
    Qualifying,
}

/// One line of the journal: an entry, its format and when it was written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// Format version.
    pub v: u32,
    /// Wall-clock time, for people.
    pub wall: DateTime<Local>,
    /// What it says.
    #[serde(flatten)]
    pub entry: Entry,
}

/// The tournament as its journal says it is now.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Tournament {
    /// Its name.
    pub name: String,
    /// Its scoring rules.
    pub scheme: Preset,
    /// The players, by number.
    pub players: Vec<Player>,
    /// The qualifying draw, once made.
    pub draw: Option<Draw>,
    /// Each game's results (the final's under [`GameRef::FINAL`]).
    pub results: BTreeMap<GameRef, Outcome>,
    /// The lots drawn, in order.
    pub lots: Vec<Vec<PlayerNo>>,
    /// The final's roles chosen so far, in the order chosen.
    pub seats: Vec<(PlayerNo, Role)>,
    /// What the public standings show (the latest `Public` entry).
    pub publish: Publish,
    /// The players withdrawn, in the journal's order.
    pub withdrawals: Vec<Withdrawal>,
    /// Players registered since the draw, waiting for a redraw
    /// (`tournament::redraw`): in no game until then.
    pub late: Vec<Player>,
    /// Players a redraw left out because they did not come.
    pub absent: Vec<Player>,
    /// The highest number given so far (the next player's is one more).
    pub(super) numbered: PlayerNo,
    opened: bool,
    /// Result lines reported so far, by the table's journal in the hall.
    reports: BTreeMap<String, usize>,
    /// A role was chosen once (even if withdrawn since).
    seating_begun: bool,
}

impl Tournament {
    /// Whether the journal has opened the tournament.
    pub fn is_opened(&self) -> bool {
        self.opened
    }

    /// Whether the finalists have begun to choose their roles (a role was
    /// chosen once, even if withdrawn since): the qualifying results and
    /// the lots that seeded them are closed.
    pub fn seating_begun(&self) -> bool {
        self.seating_begun
    }

    /// The player numbered `no`.
    pub fn player(&self, no: PlayerNo) -> Option<&Player> {
        self.players.iter().find(|p| p.no == no)
    }

    /// Takes `line` in, or says why not (and changes nothing).
    pub fn apply(&mut self, line: &Line) -> Result<(), Refusal> {
        match (&line.entry, self.opened) {
            (Entry::Opened { name, .. }, false) if name.trim().is_empty() => Err(Refusal::NoName),
            (Entry::Opened { name, scheme }, false) => {
                self.name.clone_from(name);
                self.scheme = *scheme;
                self.opened = true;
                Ok(())
            }
            (Entry::Opened { .. }, true) => Err(Refusal::AlreadyOpened),
            (_, false) => Err(Refusal::NotOpened),
            (Entry::Registered { player }, true) => self.register(player),
            (Entry::Drawn { draw }, true) => self.drawn(draw),
            (
                Entry::Reported {
                    game,
                    journal,
                    result,
                    at,
                },
                true,
            ) => {
                self.check_game(*game)?;
                self.outcome(*game).report(Report {
                    journal: journal.clone(),
                    at: at.unwrap_or(line.wall),
                    result: result.clone(),
                });
                *self.reports.entry(journal.clone()).or_default() += 1;
                Ok(())
            }
            (
                Entry::Confirmed {
                    game,
                    result,
                    reason,
                    by,
                },
                true,
            ) => {
                self.check_game(*game)?;
                if !game.is_final() && self.seating_begun {
                    return Err(Refusal::FinalSeeded);
                }
                let reason = reason.as_deref().map(str::trim).unwrap_or_default();
                let earlier = self.results.get(game).and_then(|o| o.confirmed.as_ref());
                // A correction needs a reason; the same result again does not
                // change what counts.
                if earlier.is_some_and(|e| e != result) && reason.is_empty() {
                    return Err(Refusal::NoReason);
                }
                let by = by.as_deref().map(str::trim).filter(|b| !b.is_empty());
                self.outcome(*game).confirm(result, (reason, by), line.wall);
                Ok(())
            }
            (Entry::Lot { order }, true) => {
                let mut seen = order.clone();
                seen.sort_unstable();
                seen.dedup();
                if order.len() < 2
                    || seen.len() != order.len()
                    || order.iter().any(|p| self.player(*p).is_none())
                {
                    return Err(Refusal::BadLot);
                }
                if self.seating_begun {
                    return Err(Refusal::FinalSeeded);
                }
                // A lot is drawn once: drawing the same players again until
                // the order suits someone is refused.
                let same = |earlier: &Vec<PlayerNo>| {
                    let mut earlier = earlier.clone();
                    earlier.sort_unstable();
                    earlier == seen
                };
                if self.lots.iter().any(same) {
                    return Err(Refusal::LotDrawn);
                }
                self.lots.push(order.clone());
                Ok(())
            }
            (Entry::Seated { player, role }, true) => self.seat(*player, *role),
            (Entry::Unseated { player, reason }, true) => self.unseat(*player, reason),
            (
                Entry::Withdrawn {
                    player,
                    from_round,
                    by,
                    reason,
                },
                true,
            ) => self.withdraw(*player, *from_round, by, reason),
            (Entry::Imported { players }, true) => self.imported(players),
            (
                Entry::Redrawn {
                    absent,
                    fill_ins,
                    draw,
                },
                true,
            ) => self.redrawn(absent, fill_ins, draw),
            (Entry::Public { standings }, true) => {
                self.publish = *standings;
                Ok(())
            }
        }
    }

    /// The number the next new player gets.
    pub fn next_no(&self) -> PlayerNo {
        self.numbered.min(PlayerNo::MAX - 1).saturating_add(1)
    }

    /// How many result lines table journal `journal` has reported.
    pub fn reports_from(&self, journal: &str) -> usize {
        self.reports.get(journal).copied().unwrap_or(0)
    }

    pub(super) fn register(&mut self, player: &Player) -> Result<(), Refusal> {
        // A fill-in may go unnamed: he is shown as "Fill-in N" in the
        // reader's language (`Tournament::name`).
        if player.name.trim().is_empty() && !player.fill_in {
            return Err(Refusal::NoName);
        }
        let next = self.next_no();
        let drawn = self.draw.is_some();
        let mut known = self.players.iter_mut().chain(self.late.iter_mut());
        if let Some(known) = known.find(|p| p.no == player.no) {
            if drawn && known.fill_in != player.fill_in {
                return Err(Refusal::AfterDraw);
            }
            *known = player.clone();
            return Ok(());
        }
        if player.no != next {
            return Err(Refusal::PlayerNumber {
                given: player.no,
                next,
            });
        }
        if drawn {
            // A late entry, until the round begins: he joins at a redraw.
            if let Some(closed) = self.late_closed() {
                return Err(closed);
            }
            self.late.push(player.clone());
        } else {
            self.players.push(player.clone());
        }
        self.numbered = player.no;
        Ok(())
    }

    /// Whether `game` is a game of the draw, or the final once seated.
    pub fn has_game(&self, game: GameRef) -> bool {
        if game.is_final() {
            self.seats.len() == 4
        } else {
            self.draw.as_ref().and_then(|d| d.seating(game)).is_some()
        }
    }

    /// Whether `game`'s result is confirmed.
    pub fn is_confirmed(&self, game: GameRef) -> bool {
        self.results
            .get(&game)
            .is_some_and(|o| o.confirmed.is_some())
    }

    fn check_game(&self, game: GameRef) -> Result<(), Refusal> {
        self.has_game(game)
            .then_some(())
            .ok_or(Refusal::NoSuchGame(game))
    }

    fn outcome(&mut self, game: GameRef) -> &mut Outcome {
        self.results.entry(game).or_default()
    }

    fn seat(&mut self, player: PlayerNo, role: Role) -> Result<(), Refusal> {
        let finalists = self.finalists().ok_or(Refusal::NotSeeded)?;
        let seated = self.seats.iter().any(|(p, _)| *p == player);
        if seated || finalists.get(self.seats.len()) != Some(&player) {
            return Err(Refusal::NotHisChoice(player));
        }
        if self.seats.iter().any(|(_, r)| *r == role) {
            return Err(Refusal::RoleTaken(role));
        }
        self.seats.push((player, role));
        self.seating_begun = true;
        Ok(())
    }

    /// Withdraws `player`'s role choice and the choices made after it.
    fn unseat(&mut self, player: PlayerNo, reason: &str) -> Result<(), Refusal> {
        let final_confirmed = self
            .results
            .get(&GameRef::FINAL)
            .is_some_and(|o| o.confirmed.is_some());
        if final_confirmed {
            return Err(Refusal::FinalConfirmed);
        }
        let at = self
            .seats
            .iter()
            .position(|(p, _)| *p == player)
            .ok_or(Refusal::NotSeated(player))?;
        if reason.trim().is_empty() {
            return Err(Refusal::NoReason);
        }
        self.seats.truncate(at);
        Ok(())
    }

    // `finalists()` (used by `seat`) is in standings.rs, with the ranking it
    // reads, `withdraw` in seats.rs with the seats' lookup, `drawn` and
    // `redrawn` in redraw.rs: the journal imports none (tests/module_graph.rs).

    /// The qualifying games not confirmed yet, by round and table.
    pub fn missing(&self) -> Vec<GameRef> {
        self.draw
            .iter()
            .flat_map(|d| &d.games)
            .map(super::Seating::game)
            .filter(|g| self.results.get(g).is_none_or(|o| o.confirmed.is_none()))
            .collect()
    }
}

#[cfg(test)]
#[path = "book_tests.rs"]
pub(crate) mod tests;
