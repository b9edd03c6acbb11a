//! A change of the tournament as every jury route makes it: off the async
//! threads (it writes and fsyncs) at the wall clock's now, answered with the
//! whole tournament as the pages read it, or the refusal with its code and
//! its message in the request's language.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Local};

use super::office::Refused;
use super::office::view::jury;
use super::shared::{Hall, Shared, refused};
use crate::lang::Lang;
use crate::tournament::book::{Refusal, Tournament};
use crate::wire::Error as E;

/// A refused change as the API answers it: its code, and its message in
/// `lang`.
pub fn refusal(r: &Refused, lang: Lang) -> Response {
    let (status, error) = match r {
        Refused::Book(b) => match b {
            Refusal::NotOpened => (StatusCode::CONFLICT, E::NotOpened),
            Refusal::AlreadyOpened => (StatusCode::CONFLICT, E::AlreadyOpened),
            Refusal::PlayerNumber { .. } => (StatusCode::BAD_REQUEST, E::PlayerNumber),
            Refusal::NoName => (StatusCode::BAD_REQUEST, E::NoName),
            Refusal::TooLong(_) => (StatusCode::BAD_REQUEST, E::TooLong),
            Refusal::ControlCharacter(_) => (StatusCode::BAD_REQUEST, E::ControlCharacter),
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
            Refusal::TooFewRanked { .. } => (StatusCode::CONFLICT, E::TooFewRanked),
            Refusal::Namesake { .. } => (StatusCode::CONFLICT, E::Namesake),
            Refusal::NothingReported(_) => (StatusCode::CONFLICT, E::NothingReported),
            Refusal::ReportsDiffer(_) => (StatusCode::CONFLICT, E::ReportsDiffer),
            Refusal::NoSuchReport { .. } => (StatusCode::BAD_REQUEST, E::NoSuchReport),
            Refusal::NotConfirmed(_) => (StatusCode::CONFLICT, E::NotConfirmed),
            Refusal::BadResult(_) => (StatusCode::BAD_REQUEST, E::BadResult),
            Refusal::ClockDiffers { .. } => (StatusCode::CONFLICT, E::ClockDiffers),
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
pub async fn change<F>(hall: Shared, lang: Lang, what: F) -> Response
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
