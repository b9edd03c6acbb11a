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
use chrono::{DateTime, Local};
use serde::Deserialize;

use super::office::Refused;
use super::office::public::public;
use super::office::view::{assignment, jury};
use super::role::Jury;
use super::shared::{Asked, Hall, Params, Shared, lang, refused};
use crate::engine::{Preset, Role};
use crate::lang::Lang;
use crate::scoring::ResultInput;
use crate::tournament::book::{Publish, Refusal, Tournament};
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
        .route(
            "/api/tournament/games/{round}/{table}/confirm",
            post(confirm),
        )
        .route("/api/tournament/lot", post(lot))
        .route("/api/tournament/seat", post(seat))
        .route("/api/tournament/unseat", post(unseat))
        .route("/api/tournament/public", post(publish))
        .route("/api/tournament/withdraw", post(withdraw))
}

/// A refused change as the API answers it: its code, and its message in
/// `lang`.
fn refusal(r: &Refused, lang: Lang) -> Response {
    let (status, error) = match r {
        Refused::Book(b) => match b {
            Refusal::NotOpened => (StatusCode::CONFLICT, E::NotOpened),
            Refusal::AlreadyOpened => (StatusCode::CONFLICT, E::AlreadyOpened),
            Refusal::PlayerNumber { .. } => (StatusCode::BAD_REQUEST, E::PlayerNumber),
            Refusal::NoName => (StatusCode::BAD_REQUEST, E::NoName),
            Refusal::AfterDraw => (StatusCode::CONFLICT, E::AfterDraw),
            Refusal::AlreadyDrawn => (StatusCode::CONFLICT, E::AlreadyDrawn),
            Refusal::DrawPlayers => (StatusCode::CONFLICT, E::DrawPlayers),
            Refusal::NoSuchGame(_) => (StatusCode::NOT_FOUND, E::Unknown),
            Refusal::NoReason => (StatusCode::BAD_REQUEST, E::NoReason),
            Refusal::BadLot => (StatusCode::BAD_REQUEST, E::BadLot),
            Refusal::LotDrawn => (StatusCode::CONFLICT, E::LotDrawn),
            Refusal::NotSeeded => (StatusCode::CONFLICT, E::NotSeeded),
            Refusal::NotHisChoice(_) => (StatusCode::CONFLICT, E::NotHisChoice),
            Refusal::FinalSeeded => (StatusCode::CONFLICT, E::FinalSeeded),
            Refusal::RoleTaken(_) => (StatusCode::CONFLICT, E::RoleTaken),
            Refusal::NotSeated(_) => (StatusCode::CONFLICT, E::NotSeated),
            Refusal::FinalConfirmed => (StatusCode::CONFLICT, E::FinalConfirmed),
            Refusal::NotDrawn => (StatusCode::CONFLICT, E::NotDrawn),
            Refusal::NoSuchPlayer(_) => (StatusCode::BAD_REQUEST, E::NoSuchPlayer),
            Refusal::AlreadyWithdrawn(_) => (StatusCode::CONFLICT, E::AlreadyWithdrawn),
            Refusal::NoSuchRound(_) => (StatusCode::BAD_REQUEST, E::NoSuchRound),
            Refusal::AlreadyPlayed { .. } => (StatusCode::CONFLICT, E::AlreadyPlayed),
            Refusal::NotAFillIn(_) => (StatusCode::CONFLICT, E::NotAFillIn),
            Refusal::FillInBusy { .. } => (StatusCode::CONFLICT, E::FillInBusy),
            Refusal::FillInsNeeded { .. } => (StatusCode::CONFLICT, E::FillInsNeeded),
            Refusal::NothingReported(_) => (StatusCode::CONFLICT, E::NothingReported),
            Refusal::BadResult(_) => (StatusCode::BAD_REQUEST, E::BadResult),
        },
        Refused::Unreadable(_) => (StatusCode::BAD_REQUEST, E::BadResult),
        Refused::BadSeed(_) => (StatusCode::BAD_REQUEST, E::BadRequest),
        Refused::Io(_) => (StatusCode::INTERNAL_SERVER_ERROR, E::Storage),
    };
    refused(
        status,
        error,
        &crate::words::office::sentence(&r.said(lang)),
    )
}

/// Does a change off the async threads (it writes and fsyncs) at the wall
/// clock's now; the answer is the tournament after it, or the refusal
/// (worded in `lang` where the words are the hall's own).
async fn change<F>(hall: Shared, lang: Lang, what: F) -> Response
where
    F: FnOnce(&Hall, DateTime<Local>) -> Result<Tournament, Refused> + Send + 'static,
{
    let published = std::sync::Arc::clone(&hall);
    let done = tokio::task::spawn_blocking(move || what(&hall, Local::now())).await;
    match done {
        Ok(Ok(t)) => {
            // The site follows every change, on its own thread.
            published.changed();
            Json(jury(&t, lang)).into_response()
        }
        Ok(Err(r)) => refusal(&r, lang),
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
struct Register {
    /// A registered player's number, to correct him; none for a new one.
    #[serde(default)]
    no: Option<PlayerNo>,
    name: String,
    #[serde(default)]
    town: String,
    #[serde(default)]
    fill_in: bool,
}

async fn players(
    _: Jury,
    State(hall): State<Shared>,
    Query(params): Params,
    Asked(r): Asked<Register>,
) -> Response {
    change(hall, lang(&params), move |hall, wall| {
        hall.office
            .register(r.no, &r.name, &r.town, r.fill_in, wall)
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
    _: super::role::Role,
    State(hall): State<Shared>,
    UrlPath((round, table)): UrlPath<(u8, TableNo)>,
    Query(params): Params,
) -> Response {
    let game = GameRef { round, table };
    match assignment(&hall.office.tournament(), game, lang(&params)) {
        Some(a) => Json::<wire::Assignment>(a).into_response(),
        None => refused(
            StatusCode::NOT_FOUND,
            E::Unknown,
            &crate::words::office::refusal(lang(&params), &Refusal::NoSuchGame(game)),
        ),
    }
}

#[derive(Deserialize)]
struct Confirm {
    /// The result: the result file's keys as JSON, or a result file's text
    /// (TOML, or JSON if it starts with `{`); none: the reported one.
    #[serde(default)]
    result: Option<serde_json::Value>,
    /// The Cards of Fate in order (a list, or names separated by commas),
    /// replacing the result's own when not empty: the page's own field.
    #[serde(default)]
    fate: Option<Fate>,
    #[serde(default)]
    reason: Option<String>,
}

/// Cards of Fate as a list of names or as one text.
#[derive(Deserialize)]
#[serde(untagged)]
enum Fate {
    List(Vec<String>),
    Text(String),
}

impl Fate {
    /// The names as result files write them ("Lord Bute" is `lord-bute`);
    /// empty when none is given.
    fn names(self) -> Vec<String> {
        let list = match self {
            Self::List(list) => list,
            Self::Text(text) => text.split([',', ';', '\n']).map(str::to_owned).collect(),
        };
        list.iter()
            .map(|n| {
                n.split_whitespace()
                    .collect::<Vec<_>>()
                    .join("-")
                    .to_lowercase()
            })
            .filter(|n| !n.is_empty())
            .collect()
    }
}

/// The result of a confirmation, read; why not if it does not read.
fn result_of(value: Option<serde_json::Value>) -> Result<Option<ResultInput>, Refused> {
    let bad = |why: String| Refused::Unreadable(why.trim_end().to_owned());
    match value {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(text)) if text.trim().is_empty() => Ok(None),
        Some(serde_json::Value::String(text)) if text.trim_start().starts_with('{') => {
            serde_json::from_str(&text)
                .map(Some)
                .map_err(|e| bad(e.to_string()))
        }
        Some(serde_json::Value::String(text)) => toml::from_str(&text)
            .map(Some)
            .map_err(|e| bad(e.to_string())),
        Some(value) => serde_json::from_value(value)
            .map(Some)
            .map_err(|e| bad(e.to_string())),
    }
}

async fn confirm(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath((round, table)): UrlPath<(u8, TableNo)>,
    Query(params): Params,
    Asked(r): Asked<Confirm>,
) -> Response {
    let game = GameRef { round, table };
    change(hall, lang(&params), move |hall, wall| {
        let mut result = result_of(r.result)?;
        let fate = r.fate.map(Fate::names).unwrap_or_default();
        if !fate.is_empty() {
            // The cards complete the reported result when none is given.
            let reported = || {
                let t = hall.office.tournament();
                let outcome = t.results.get(&game)?;
                outcome.reported.as_ref().map(|(_, r)| r.clone())
            };
            result = result.or_else(reported).map(|r| ResultInput { fate, ..r });
        }
        hall.office.confirm(game, result, r.reason.as_deref(), wall)
    })
    .await
}

#[derive(Deserialize)]
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
