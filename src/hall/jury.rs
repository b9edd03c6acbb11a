//! The tournament's API (the pages are `tournament_page`'s): the API that runs the tournament from
//! the jury's laptop through the [`Office`](super::office::Office): open,
//! register, fill-ins, draw, confirm or correct results, lots, the final's
//! seats (and a seat withdrawn), the public standings' hold-back; and the game a table takes from
//! the draw. Every change answers with the whole tournament as the pages
//! read it (`GET /api/tournament`), or a refusal that changed nothing.
//! Routes and decisions: `docs/hall.md`, "The tournament in the hall".

use axum::Json;
use axum::extract::{Path as UrlPath, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;

use super::change::change;
use super::office::Refused;
use super::office::public::public;
use super::office::view::{assignment, jury};
use super::role::Jury;
use super::shared::{Asked, Params, Shared, lang, refused};
use crate::engine::{Preset, Role};
use crate::tournament::book::{Publish, Refusal};
use crate::tournament::request::Withdrawing;
use crate::tournament::{GameRef, PlayerNo};
use crate::wire::{self, Error as E, TableNo};

/// The tournament's routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/api/tournament", get(tournament))
        .route("/api/standings", get(standings))
        .route("/api/tournament/open", post(open))
        .route("/api/tournament/players", post(players))
        .route("/api/tournament/fill-ins", post(fill_ins))
        .route("/api/tournament/draw", post(draw))
        .route("/api/tournament/games/{round}/{table}", get(game))
        .route("/api/tournament/lot", post(lot))
        .route("/api/tournament/seat", post(seat))
        .route("/api/tournament/unseat", post(unseat))
        .route("/api/tournament/public", post(publish))
        .route("/api/tournament/withdraw", post(withdraw))
        .route("/api/tournament/tables/{table}/key", post(renew_key))
}

/// `POST /api/tournament/tables/{table}/key`: a new key for a table (a
/// lost tablet); the old one is refused from now on. Answers the table and
/// its new key (the jury's page shows it with its QR code).
async fn renew_key(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(table): UrlPath<TableNo>,
    headers: axum::http::HeaderMap,
) -> Response {
    let t = hall.office.tournament();
    let drawn = t
        .draw
        .iter()
        .flat_map(|d| &d.games)
        .any(|g| g.table == table);
    if !drawn {
        let lang = super::shared::asked_lang(&std::collections::HashMap::new(), &headers);
        let why = crate::words::office::no_such_table(lang, table);
        return refused(StatusCode::NOT_FOUND, E::Unknown, &why);
    }
    let done = tokio::task::spawn_blocking(move || hall.tables.renew(table)).await;
    match done {
        Ok(Ok(key)) => Json(serde_json::json!({"table": table, "key": key})).into_response(),
        Ok(Err(e)) => refused(StatusCode::INTERNAL_SERVER_ERROR, E::Storage, &e),
        Err(e) => refused(
            StatusCode::INTERNAL_SERVER_ERROR,
            E::Storage,
            &e.to_string(),
        ),
    }
}

/// A random 64-bit number from the operating system.
fn random() -> Result<u64, Refused> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| Refused::Io(format!("no randomness: {e}")))?;
    Ok(u64::from_le_bytes(bytes))
}

async fn tournament(_: Jury, State(hall): State<Shared>, Query(params): Params) -> Response {
    Json(jury(&hall.office.tournament(), lang(&params))).into_response()
}

/// The public standings: no key (what is posted on the hall's wall).
async fn standings(State(hall): State<Shared>, Query(params): Params) -> Response {
    Json(public(&hall.office.tournament(), lang(&params))).into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Open {
    name: String,
    #[serde(default)]
    scheme: Preset,
}

async fn open(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Open>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office.open_tournament(&r.name, r.scheme, wall)
    })
    .await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Register {
    /// A registered player's number, to correct him; none for a new one.
    #[serde(default)]
    no: Option<PlayerNo>,
    name: String,
    #[serde(default)]
    town: String,
    #[serde(default)]
    fill_in: bool,
    /// What tells him from a namesake; none keeps a corrected player's.
    #[serde(default)]
    note: Option<String>,
}

async fn players(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Register>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office
            .register(r.no, &r.name, &r.town, r.fill_in, r.note.as_deref(), wall)
    })
    .await
}

async fn fill_ins(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(_r): Asked<serde_json::Value>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office.fill_ins(wall)
    })
    .await
}

/// A seed as a number or as text (a browser's numbers lose digits).
#[derive(Deserialize)]
#[serde(untagged)]
enum Seed {
    Number(u64),
    Text(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Drawing {
    #[serde(default)]
    seed: Option<Seed>,
}

async fn draw(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Drawing>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        let seed = match r.seed {
            Some(Seed::Number(seed)) => seed,
            Some(Seed::Text(text)) if !text.trim().is_empty() => text
                .trim()
                .parse()
                .map_err(|_| Refused::BadSeed(text.trim().to_owned()))?,
            Some(Seed::Text(_)) | None => random()?,
        };
        hall.office.draw(seed, wall)?;
        // Results a table saved before the draw are reported now.
        hall.office.hear_all(&hall.store, wall);
        Ok(hall.office.tournament())
    })
    .await
}

async fn game(
    role: super::role::Role,
    State(hall): State<Shared>,
    UrlPath((round, table)): UrlPath<(u8, TableNo)>,
    Query(params): Params,
) -> Response {
    // A table reads only its own table's games.
    if let super::role::Role::Table(mine) = role
        && mine != table
    {
        let why = crate::words::office::Unproven::OtherTable(mine);
        return super::role::refusal(lang(&params), why);
    }
    let game = GameRef { round, table };
    match assignment(&hall.office.tournament(), game, lang(&params)) {
        Some(mut a) => {
            a.playing = playing(&hall, game);
            Json::<wire::Assignment>(a).into_response()
        }
        None => refused(
            StatusCode::NOT_FOUND,
            E::Unknown,
            &crate::words::office::refusal(lang(&params), &Refusal::NoSuchGame(game)),
        ),
    }
}

/// The copy of `game` the hall counts as live and not over, if a device
/// plays it: a second device is asked before it starts the game too.
fn playing(hall: &super::shared::Hall, game: GameRef) -> Option<wire::Playing> {
    let tables = hall.game_tables(game);
    let live = tables
        .into_iter()
        .find(|t| t.live == super::board::Live::Live && !t.listed.finished)?;
    Some(wire::Playing {
        since: live.first_heard.unwrap_or(live.listed.started),
        journal: live.listed.journal,
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Lot {
    players: Vec<PlayerNo>,
}

async fn lot(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Lot>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office.lot(&r.players, random()?, wall)
    })
    .await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Seating {
    player: PlayerNo,
    role: Role,
}

async fn seat(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Seating>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office.seat(r.player, r.role, wall)
    })
    .await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Unseating {
    player: PlayerNo,
    #[serde(default)]
    reason: String,
}

async fn unseat(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Unseating>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office.unseat(r.player, &r.reason, wall)
    })
    .await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Public {
    standings: Publish,
}

async fn publish(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Public>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office.publish(r.standings, wall)
    })
    .await
}

async fn withdraw(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Withdrawing>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office.withdraw(&r, wall)
    })
    .await
}

#[cfg(test)]
#[path = "jury_tests.rs"]
mod tests;
