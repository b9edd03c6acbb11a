//! Where the time went, in the hall: a table's three charts (`GET
//! /api/journals/{name}/charts`, for the hall's table page), the
//! tournament's two across every game the hall holds (`GET
//! /api/tournament/time`, for the jury's Results tab, and without the key
//! `GET /api/standings/time` for the public standings) and those printable
//! (`GET /print/time`). Each chart is an inline SVG worded in `?lang=`
//! (`report::chart`, `report::across`), made from the copies as the hall
//! has them now, so a game's charts grow as it is played.

use axum::Json;
use axum::extract::{Path as UrlPath, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};

use super::shared::{Hall, Params, Shared, check_key, lang, refused};
use super::store::{self, Copy};
use crate::engine::{Ms, PhaseView, TurnTime};
use crate::lang::Lang;
use crate::report::across::{self, Played};
use crate::report::chart::{self, Figure};
use crate::report::svg::svg;
use crate::wire;
use crate::words::chart::C;

/// The width a table's charts are laid out for (they shrink to a phone).
const TABLE_WIDTH: f32 = 380.0;
/// The width of the charts across all games.
const ALL_WIDTH: f32 = 440.0;

/// The charts' routes, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new()
        .route("/api/journals/{name}/charts", get(table))
        .route("/api/tournament/time", get(tournament))
        .route("/api/standings/time", get(public))
        .route("/print/time", get(print))
}

/// A copy's rows at the hall's `now` (its clock counted on to then), and
/// the stage being played in it.
fn played(copy: &Copy, now: Ms) -> Played {
    let t = copy.table_time(now);
    let mut engine = copy.engine.clone();
    engine.tick(t);
    let view = engine.view(t);
    let over = view.phase == PhaseView::GameOver;
    Played {
        rows: engine.time_series(t),
        playing: view.active_nation.filter(|_| !over),
    }
}

/// Figures as the API gives them: each its title and its SVG.
fn figures(figures: &[Figure]) -> Vec<Value> {
    figures
        .iter()
        .map(|f| json!({"title": f.title, "svg": svg(f)}))
        .collect()
}

/// A game's three charts: its chess clocks, its time per nation and turn,
/// and when its clock stood still.
pub fn game(rows: &[TurnTime], lang: Lang) -> Value {
    let charts = [
        chart::clocks(rows, lang, TABLE_WIDTH),
        chart::nations(rows, lang, TABLE_WIDTH),
        chart::still(rows, lang, TABLE_WIDTH),
    ];
    json!({"title": C::TimeWent.get(lang), "charts": figures(&charts)})
}

async fn table(
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    if let Err(r) = check_key(&hall, &params, &headers) {
        return *r;
    }
    if !store::valid_name(&name) {
        let why = store::Refusal::BadName.to_string();
        return refused(StatusCode::BAD_REQUEST, wire::Error::BadName, &why);
    }
    let Some(copy) = hall.store.get(&name) else {
        let why = format!("{}: {name}", store::Refusal::Unknown);
        return refused(StatusCode::NOT_FOUND, wire::Error::Unknown, &why);
    };
    let played = played(&store::lock(&copy), hall.now());
    Json(game(&played.rows, lang(&params))).into_response()
}

/// Every game the hall holds, taken together at its now.
pub fn all_games(hall: &Hall) -> across::Across {
    let now = hall.now();
    let games: Vec<Played> = hall
        .store
        .all()
        .iter()
        .map(|(_, copy)| played(&store::lock(copy), now))
        .collect();
    across::across(&games)
}

async fn tournament(
    State(hall): State<Shared>,
    Query(params): Params,
    headers: HeaderMap,
) -> Response {
    if let Err(r) = check_key(&hall, &params, &headers) {
        return *r;
    }
    Json(across_all(&hall, lang(&params))).into_response()
}

/// The charts across all games, as the API gives them.
fn across_all(hall: &Hall, lang: Lang) -> Value {
    let all = all_games(hall);
    json!({
        "title": C::AllGames.get(lang),
        "note": C::AllGamesNote.get(lang),
        "games": all.games,
        "charts": figures(&across::charts(&all, lang, ALL_WIDTH)),
    })
}

/// The same for the public standings, without the key: times and flags,
/// no names and no results.
async fn public(State(hall): State<Shared>, Query(params): Params) -> Response {
    Json(across_all(&hall, lang(&params))).into_response()
}

async fn print(State(hall): State<Shared>, Query(params): Params, headers: HeaderMap) -> Response {
    if let Err(r) = check_key(&hall, &params, &headers) {
        return *r;
    }
    Html(crate::sheets::time::printout(
        &all_games(&hall),
        lang(&params),
    ))
    .into_response()
}
