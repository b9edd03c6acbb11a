//! The office's tests ask as the jury's pages do: each change a typed
//! [`Request`] written through [`Office::write`], the server's own door.
#![allow(clippy::unwrap_used, clippy::needless_pass_by_value)]

use chrono::{DateTime, Local};

use super::{Office, Refused};
use crate::disk::Disk;
use crate::engine::{Preset, Role};
use crate::scoring::ResultInput;
use crate::tournament::book::{Publish, Tournament};
use crate::tournament::request::{
    Clocks, Confirming, Drawing, LotOf, Nothing, Open, Public, Register, Request, Seating, Seed,
};
use crate::tournament::{GameRef, PlayerNo};

/// `request` written at `wall`, no clock known.
pub fn ask<D: Disk>(
    office: &Office<D>,
    request: Request,
    wall: DateTime<Local>,
) -> Result<Tournament, Refused> {
    office.write(&request, &Clocks::default(), wall)
}

/// Opens the tournament.
pub fn open(name: &str, scheme: Preset) -> Request {
    Request::Open(Open {
        name: name.to_owned(),
        scheme,
    })
}

/// Registers a new player.
pub fn register(name: &str, town: &str) -> Request {
    Request::Register(Register {
        name: name.to_owned(),
        town: town.to_owned(),
        ..Register::default()
    })
}

/// Corrects player `no`.
pub fn correct(no: PlayerNo, name: &str, town: &str) -> Request {
    Request::Register(Register {
        no: Some(no),
        name: name.to_owned(),
        town: town.to_owned(),
        ..Register::default()
    })
}

/// The fill-ins the draw needs.
pub fn fill_ins() -> Request {
    Request::FillIns(Nothing {})
}

/// The draw by `seed`.
pub fn draw(seed: u64) -> Request {
    Request::Draw(Drawing {
        seed: Some(Seed::Number(seed)),
    })
}

/// A lot between `players` by `seed`.
pub fn lot(players: &[PlayerNo], seed: u64) -> Request {
    Request::Lot(LotOf {
        players: players.to_vec(),
        seed: Some(Seed::Number(seed)),
    })
}

/// A finalist's role.
pub fn seat(player: PlayerNo, role: Role) -> Request {
    Request::Seat(Seating { player, role })
}

/// What the public standings show.
pub fn publish(standings: Publish) -> Request {
    Request::Public(Public { standings })
}

/// Confirms `game`: `result` given, else the reported one.
pub fn confirm(game: GameRef, result: Option<ResultInput>, reason: Option<&str>) -> Request {
    Request::Confirm {
        game,
        asked: Confirming {
            result: result.map(|r| serde_json::to_value(r).unwrap()),
            reason: reason.map(str::to_owned),
            ..Confirming::default()
        },
    }
}

/// Confirms `game`'s report number `n`.
pub fn report(game: GameRef, n: u32, reason: Option<&str>) -> Request {
    Request::Confirm {
        game,
        asked: Confirming {
            report: Some(n),
            reason: reason.map(str::to_owned),
            ..Confirming::default()
        },
    }
}
