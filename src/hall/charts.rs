//! Where the time went, in the hall: a table's three charts (`GET
//! /api/journals/{name}/charts`, for the hall's table page), the
//! tournament's two across every game the hall holds (`GET
//! /api/tournament/time`, for the jury's Results tab, and without the key
//! `GET /api/standings/time` for the public standings) and those printable
//! (`GET /print/time`). Each chart is an inline SVG worded in `?lang=`
//! (`report::chart`, `report::across`), made from the copies as the hall
//! has them now, so a game's charts grow as it is played.

use axum::Json;
use axum::extract::{Path as UrlPath, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde::Serialize;

use super::board;
use super::role::Jury;
use super::shared::{Hall, Shared, refuse};
use super::store::{self, Store};
use crate::disk::Disk;
use crate::engine::{Ms, TurnTime};
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

/// A chart as the API gives it.
#[derive(Debug, Clone, Serialize)]
pub struct Chart {
    /// Its title.
    pub title: String,
    /// The chart, an inline SVG.
    pub svg: String,
}

/// A game's charts as the API gives them (`GET /api/journals/{name}/charts`).
#[derive(Debug, Clone, Serialize)]
pub struct GameCharts {
    /// "Where the time went", in the asked language.
    pub title: &'static str,
    /// The charts.
    pub charts: Vec<Chart>,
}

/// The charts across all games as the API gives them (`GET
/// /api/tournament/time`, `GET /api/standings/time`).
#[derive(Debug, Clone, Serialize)]
pub struct AllCharts {
    /// Their heading.
    pub title: &'static str,
    /// What they count.
    pub note: &'static str,
    /// The games counted.
    pub games: usize,
    /// The charts.
    pub charts: Vec<Chart>,
}

/// Figures as the API gives them: each its title and its SVG.
fn figures(figures: &[Figure]) -> Vec<Chart> {
    figures
        .iter()
        .map(|f| Chart {
            title: f.title.clone(),
            svg: svg(f),
        })
        .collect()
}

/// A game's three charts: its chess clocks, its time per nation and turn,
/// and when its clock stood still.
pub fn game(rows: &[TurnTime], lang: Lang) -> GameCharts {
    let charts = [
        chart::clocks(rows, lang, TABLE_WIDTH),
        chart::nations(rows, lang, TABLE_WIDTH),
        chart::still(rows, lang, TABLE_WIDTH),
    ];
    GameCharts {
        title: C::TimeWent.get(lang),
        charts: figures(&charts),
    }
}

/// The refusal of a journal the hall does not have, in `lang`.
pub fn unknown(name: &str, lang: Lang) -> Response {
    let r = wire::Refused::of(wire::Error::Unknown).detail(name);
    refuse(StatusCode::NOT_FOUND, lang, r)
}

/// A game's charts at the hall's now, or the refusal (a bad or unknown
/// journal's name).
pub fn of_journal(hall: &Hall, name: &str, lang: Lang) -> Result<GameCharts, Box<Response>> {
    if !store::valid_name(name) {
        let r = wire::Refused::of(wire::Error::BadName);
        return Err(Box::new(refuse(StatusCode::BAD_REQUEST, lang, r)));
    }
    let Some(card) = hall.store.card(name) else {
        return Err(Box::new(unknown(name, lang)));
    };
    Ok(game(&card.played(hall.now()).rows, lang))
}

async fn table(
    _: Jury,
    State(hall): State<Shared>,
    UrlPath(name): UrlPath<String>,
    lang: Lang,
) -> Response {
    match of_journal(&hall, &name, lang) {
        Ok(charts) => Json(charts).into_response(),
        Err(refusal) => *refusal,
    }
}

/// Every game the hall holds, taken together at its now.
pub fn all_games(hall: &Hall) -> across::Across {
    of_store(&hall.store, hall.now())
}

/// Every live game in `store`, taken together at the hall's `now` (0 for a
/// folder read without a hall: each game as its last line left it). A copy
/// the jury archived, or one superseded by a later copy of the same game
/// (a new device took it up: `board::mark`), is not counted again.
pub fn of_store<D: Disk>(store: &Store<D>, now: Ms) -> across::Across {
    let all = store.cards();
    let mut tables: Vec<board::TableView> = all
        .iter()
        .map(|(name, card)| board::table(name, card, now))
        .collect();
    board::mark(&mut tables, &store.archived(), |_| true, |_| false);
    let games: Vec<Played> = all
        .iter()
        .zip(&tables)
        .filter(|(_, table)| table.live == board::Live::Live)
        .map(|((_, card), _)| card.played(now))
        .collect();
    across::across(&games)
}

async fn tournament(_: Jury, State(hall): State<Shared>, lang: Lang) -> Response {
    Json(across_all(&hall, lang)).into_response()
}

/// The charts across all games, as the API gives them.
fn across_all(hall: &Hall, lang: Lang) -> AllCharts {
    let all = all_games(hall);
    AllCharts {
        title: C::AllGames.get(lang),
        note: C::AllGamesNote.get(lang),
        games: all.games,
        charts: figures(&across::charts(&all, lang, ALL_WIDTH)),
    }
}

/// The same for the public standings, without the key: times and flags,
/// no names and no results.
async fn public(State(hall): State<Shared>, lang: Lang) -> Response {
    Json(across_all(&hall, lang)).into_response()
}

async fn print(_: Jury, State(hall): State<Shared>, lang: Lang) -> Response {
    Html(crate::sheets::time::printout(&all_games(&hall), lang)).into_response()
}
