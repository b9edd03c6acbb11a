//! A player withdrawn from the qualifying round (he left, or did not show
//! up): the jury's request, and the `Withdrawn` entry the office appends
//! for it. The journal checks it (`tournament::seats`); a new fill-in is
//! registered with the same entry, so a refused withdrawal registers
//! nobody.

use chrono::{DateTime, Local};
use serde::Deserialize;

use crate::disk::Disk;
use crate::tournament::book::{Entry, Refusal, Tournament};
use crate::tournament::{Player, PlayerNo};

use super::{Office, Refused};

/// The fill-in who takes the withdrawn player's seats.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
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

/// `POST /api/tournament/withdraw`: who, from which round, the fill-in and
/// why.
#[derive(Debug, Clone, Deserialize)]
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

impl<D: Disk> Office<D> {
    /// Withdraws a player from a round on, his seats to the fill-in.
    pub fn withdraw(&self, r: &Withdrawing, wall: DateTime<Local>) -> Result<Tournament, Refused> {
        let make = |t: &Tournament| {
            let by = match &r.fill_in {
                FillIn::Registered(no) => t
                    .player(*no)
                    .cloned()
                    .ok_or(Refused::Book(Refusal::NoSuchPlayer(*no)))?,
                FillIn::New { name, town } => Player {
                    no: PlayerNo::try_from(t.players.len()).unwrap_or(PlayerNo::MAX - 1) + 1,
                    name: name.trim().to_owned(),
                    town: town.trim().to_owned(),
                    fill_in: true,
                },
            };
            Ok(vec![Entry::Withdrawn {
                player: r.player,
                from_round: r.from_round,
                by,
                reason: r.reason.trim().to_owned(),
            }])
        };
        self.write_with(make, wall)
    }
}
