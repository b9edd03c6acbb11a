//! The jury's requests turned into journal entries: who is the next
//! number, which fill-ins the draw needs and their numbers, the draw and
//! the lot by a seed the shell passes in, what a confirmed result must
//! hold, a withdrawal's fill-in, and which result lines a table has not
//! reported yet. Each answers the entries to append, or why not; the hall
//! appends them through [`Tournament::apply`] under its lock, so nothing is
//! decided twice. Pure: no clock, no disk, no randomness of its own.

use std::collections::BTreeSet;

use super::refusal::Field;
use chrono::{DateTime, Local};
use serde::{Deserialize, Serialize};

use super::book::{Entry, Refusal, Tournament};
use super::draw::{self, DrawError};
use super::lot::Lot;
use super::{GameRef, Player, PlayerNo};
use crate::engine::{Preset, Role};
use crate::scoring::ResultInput;

/// What the jury confirms for a game (`POST …/confirm`).
#[derive(Debug, Clone, PartialEq)]
pub enum Pick {
    /// The result the tables reported, while their reports agree.
    Reported,
    /// Report number N of the game (from 1, in the order heard).
    Report(u32),
    /// The confirmed result, kept: a re-entry that differs is dismissed.
    Keep,
    /// The jury's own result (an entry, or a correction).
    Given(Box<ResultInput>),
}

/// The fill-in who takes a withdrawn player's seats.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FillIn {
    /// A registered fill-in, by number.
    Registered(PlayerNo),
    /// A new fill-in, registered with the withdrawal.
    New {
        /// His name.
        name: String,
        /// His town or club.
        #[serde(default)]
        town: String,
    },
}

/// A withdrawal asked for (`POST /api/tournament/withdraw`): who, from
/// which round, the fill-in and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Withdrawing {
    /// The player withdrawn.
    pub player: PlayerNo,
    /// The first round he no longer plays.
    pub from_round: u8,
    /// The fill-in.
    pub fill_in: FillIn,
    /// The jury's reason.
    #[serde(default)]
    pub reason: String,
}

/// The fill-ins `players` need for a draw (a multiple of four, at least
/// four), unnamed, numbered after the last: the hall registers them, the
/// command line's draw adds them to a players' file.
pub fn fill_ins(players: &[Player]) -> Vec<Player> {
    let last = players.iter().map(|p| p.no).max().unwrap_or(0);
    (1..=draw::fill_ins_needed(players.len()))
        .zip(last.saturating_add(1)..)
        .map(|(_, no)| Player {
            no,
            name: String::new(),
            town: String::new(),
            fill_in: true,
            note: String::new(),
        })
        .collect()
}

pub use crate::wire::MAX_REPORTS;

/// Why a field cannot be drawn, as the tournament refuses it.
pub fn draw_refusal(e: &DrawError) -> Refusal {
    match *e {
        DrawError::TooFew { players } | DrawError::NotMultipleOfFour { players, .. } => {
            Refusal::FillInsNeeded {
                players,
                fill_ins: draw::fill_ins_needed(players),
            }
        }
        DrawError::DuplicateNumber(_) => Refusal::DrawPlayers,
        DrawError::TooFewRanked { ranked } => Refusal::TooFewRanked { ranked },
    }
}

impl Tournament {
    /// Opens the tournament: its name (trimmed, not empty) and scoring.
    pub fn opening(&self, name: &str, scheme: Preset) -> Result<Vec<Entry>, Refusal> {
        let name = name.trim();
        if name.is_empty() {
            return Err(Refusal::NoName);
        }
        Field::Tournament.check(name)?;
        Ok(vec![Entry::Opened {
            name: name.to_owned(),
            scheme,
        }])
    }

    /// Registers a player as the next number, or corrects player `no`
    /// (his note kept when `note` is none). Refused when he would look
    /// identical to a player registered before: the same name and town,
    /// and no note that tells them apart.
    pub fn registering(
        &self,
        no: Option<PlayerNo>,
        name: &str,
        town: &str,
        fill_in: bool,
        note: Option<&str>,
    ) -> Result<Vec<Entry>, Refusal> {
        let no = no.unwrap_or_else(|| self.next_no());
        let kept = self
            .entrant(no)
            .map(|p| p.note.as_str())
            .unwrap_or_default();
        let player = Player {
            no,
            name: name.trim().to_owned(),
            town: town.trim().to_owned(),
            fill_in,
            note: note.unwrap_or(kept).trim().to_owned(),
        };
        Field::Name.check(&player.name)?;
        Field::Town.check(&player.town)?;
        if note.is_some() {
            Field::Note.check(&player.note)?;
        }
        let registered: Vec<Player> = self.players.iter().chain(&self.late).cloned().collect();
        if let Some(other) = super::name::namesake(&registered, &player) {
            return Err(Refusal::Namesake {
                of: other.no,
                name: other.name.trim().to_owned(),
            });
        }
        Ok(vec![Entry::Registered { player }])
    }

    /// Registers the fill-ins the draw needs, unnamed (shown as "Fill-in
    /// N", N counting every fill-in in registration order); none when the
    /// field is complete.
    pub fn adding_fill_ins(&self) -> Result<Vec<Entry>, Refusal> {
        if !self.is_opened() {
            return Err(Refusal::NotOpened);
        }
        if self.draw.is_some() {
            return Err(Refusal::AfterDraw);
        }
        Ok(fill_ins(&self.players)
            .into_iter()
            .map(|player| Entry::Registered { player })
            .collect())
    }

    /// Draws the qualifying round by the lot `seed`.
    pub fn drawing(&self, seed: u64) -> Result<Vec<Entry>, Refusal> {
        if self.draw.is_some() {
            return Err(Refusal::AlreadyDrawn);
        }
        if !self.is_opened() {
            return Err(Refusal::NotOpened);
        }
        let drawn = draw::draw(&self.players, seed).map_err(|e| draw_refusal(&e))?;
        Ok(vec![Entry::Drawn { draw: drawn }])
    }

    /// Whether a new player may register: before the draw, or after it as
    /// a late entry until the round begins (`begun`: the games whose first
    /// line reached the hall; [`Tournament::redraw_closed`]).
    pub fn registration_open(&self, begun: &BTreeSet<GameRef>) -> Result<(), Refusal> {
        self.redraw_closed(begun).map_or(Ok(()), Err)
    }

    /// The registered player or late entry numbered `no`.
    pub fn entrant(&self, no: PlayerNo) -> Option<&Player> {
        self.player(no)
            .or_else(|| self.late.iter().find(|p| p.no == no))
    }

    /// Confirms `game`'s result: the one given (the jury's entry, or a
    /// correction, which needs a `reason`), else the one the tables
    /// reported ([`Pick::Reported`]).
    pub fn confirming(
        &self,
        game: GameRef,
        result: Option<ResultInput>,
        reason: Option<&str>,
    ) -> Result<Vec<Entry>, Refusal> {
        let pick = result.map_or(Pick::Reported, |r| Pick::Given(Box::new(r)));
        self.picking(game, pick, Vec::new(), reason)
    }

    /// Confirms what the jury picked for `game`, its Cards of Fate replaced
    /// by `fate` when not empty (the page's own field). It must validate as
    /// the standings score it. Nothing is replaced silently: the reported
    /// result is taken only while the reports agree, another than the
    /// confirmed one needs a `reason` (a correction), and the same result
    /// again writes nothing unless it dismisses a re-entry (a second click
    /// on Confirm is harmless).
    pub fn picking(
        &self,
        game: GameRef,
        pick: Pick,
        fate: Vec<String>,
        reason: Option<&str>,
    ) -> Result<Vec<Entry>, Refusal> {
        if !self.has_game(game) {
            return Err(Refusal::NoSuchGame(game));
        }
        let outcome = self.results.get(&game).cloned().unwrap_or_default();
        let conflict = outcome.conflict();
        let mut result = match pick {
            Pick::Given(result) => *result,
            Pick::Report(n) => {
                let at = usize::try_from(n).unwrap_or(usize::MAX).wrapping_sub(1);
                let report = outcome.reports.get(at);
                report
                    .ok_or(Refusal::NoSuchReport { game, report: n })?
                    .result
                    .clone()
            }
            Pick::Keep => outcome
                .confirmed
                .clone()
                .ok_or(Refusal::NotConfirmed(game))?,
            Pick::Reported => match (&outcome.confirmed, &outcome.reported, conflict) {
                (_, None, _) => return Err(Refusal::NothingReported(game)),
                (_, _, Some(_)) => return Err(Refusal::ReportsDiffer(game)),
                // Confirmed, and nothing new that differs: a repeat (unless
                // the cards complete the report, a correction).
                (Some(_), _, None) if fate.is_empty() => return Ok(Vec::new()),
                (_, Some((_, reported)), None) => reported.clone(),
            },
        };
        if !fate.is_empty() {
            result.fate = fate;
        }
        // The same result again changes nothing: written only to dismiss a
        // re-entry that differs.
        if outcome.confirmed.as_ref() == Some(&result) && conflict.is_none() {
            return Ok(Vec::new());
        }
        self.validate(&result)?;
        let reason = reason
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_owned);
        Ok(vec![Entry::Confirmed {
            game,
            result,
            reason,
            by: None,
        }])
    }

    /// Whether `result` validates under its own `ruleset` key (a preset),
    /// else the tournament's scoring: as the standings score it.
    pub fn validate(&self, result: &ResultInput) -> Result<(), Refusal> {
        let scheme = result
            .ruleset
            .as_deref()
            .and_then(|r| r.parse::<Preset>().ok())
            .unwrap_or(self.scheme);
        result
            .validate_for(scheme)
            .map(|_| ())
            .map_err(Refusal::BadResult)
    }

    /// A lot between `players`, drawn by `seed`: their order.
    pub fn drawing_lot(&self, players: &[PlayerNo], seed: u64) -> Result<Vec<Entry>, Refusal> {
        let mut order = players.to_vec();
        Lot::new(seed).shuffle(&mut order);
        Ok(vec![Entry::Lot { order }])
    }

    /// A finalist chooses his role; the third choice seats the last
    /// finalist in the role left.
    pub fn seating(&self, player: PlayerNo, role: Role) -> Result<Vec<Entry>, Refusal> {
        let mut entries = vec![Entry::Seated { player, role }];
        // The third choice leaves the last finalist one role: he is seated
        // in it with the same change (nothing left for him to click).
        let finalists = self.finalists().unwrap_or_default();
        let taken: Vec<Role> = self.seats.iter().map(|(_, r)| *r).chain([role]).collect();
        let left: Vec<Role> = Role::ALL
            .into_iter()
            .filter(|r| !taken.contains(r))
            .collect();
        if let ([last_role], Some(last)) = (&left[..], finalists.get(self.seats.len() + 1))
            && self.seats.len() + 2 == finalists.len()
            && finalists.get(self.seats.len()) == Some(&player)
        {
            entries.push(Entry::Seated {
                player: *last,
                role: *last_role,
            });
        }
        Ok(entries)
    }

    /// Withdraws finalist `player`'s role choice and those made after it.
    pub fn unseating(&self, player: PlayerNo, reason: &str) -> Result<Vec<Entry>, Refusal> {
        let reason = reason.trim().to_owned();
        Ok(vec![Entry::Unseated { player, reason }])
    }

    /// Withdraws a player from a round on, his seats to the fill-in (a new
    /// one gets the next number and is registered with the same entry, so
    /// a refused withdrawal registers nobody).
    pub fn withdrawing(&self, r: &Withdrawing) -> Result<Vec<Entry>, Refusal> {
        let by = match &r.fill_in {
            FillIn::Registered(no) => self
                .player(*no)
                .cloned()
                .ok_or(Refusal::NoSuchPlayer(*no))?,
            FillIn::New { name, town } => Player {
                no: self.next_no(),
                name: name.trim().to_owned(),
                town: town.trim().to_owned(),
                fill_in: true,
                note: String::new(),
            },
        };
        Ok(vec![Entry::Withdrawn {
            player: r.player,
            from_round: r.from_round,
            by,
            reason: r.reason.trim().to_owned(),
        }])
    }

    /// The result lines of table journal `journal` (its game `game`) not
    /// reported yet, each with when the table saved it, as `Reported`
    /// entries.
    pub fn hearing(
        &self,
        journal: &str,
        game: GameRef,
        results: Vec<(DateTime<Local>, ResultInput)>,
    ) -> Vec<Entry> {
        let heard = self.results.get(&game).map_or(0, |o| o.reports.len());
        results
            .into_iter()
            .skip(self.reports_from(journal))
            .take(MAX_REPORTS.saturating_sub(heard))
            .map(|(at, result)| Entry::Reported {
                game,
                journal: journal.to_owned(),
                result,
                at: Some(at),
            })
            .collect()
    }
}
