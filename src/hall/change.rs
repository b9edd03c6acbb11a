//! A change of the tournament: the hall's core ([`Hall::change`]: seed,
//! clocks, the office's decision and write, the reports heard after a
//! draw, the site told) and how the jury's handler answers it: the whole
//! tournament as the pages read it, or the refusal with its code and its
//! message in the request's language.

use std::collections::BTreeSet;

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Local};

use super::office::Refused;
use super::office::view::jury;
use super::shared::{Hall, Shared, failed, refused};
use crate::lang::Lang;
use crate::tournament::GameRef;
use crate::tournament::book::{Refusal, Tournament};
use crate::tournament::request::{Clocks, Request};
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
            Refusal::Begun(_) => (StatusCode::CONFLICT, E::Begun),
            Refusal::WithdrawnSince(_) => (StatusCode::CONFLICT, E::WithdrawnSince),
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
            Refusal::Unreadable(_) => (StatusCode::BAD_REQUEST, E::BadResult),
            Refusal::BadSeed(_) => (StatusCode::BAD_REQUEST, E::BadRequest),
        },
        Refused::Io(_) => (StatusCode::INTERNAL_SERVER_ERROR, E::Storage),
    };
    refused(
        status,
        error,
        &crate::words::office::sentence(&r.said(lang)),
    )
}

impl Hall {
    /// The hall's core of a change: `request` seeded by the operating
    /// system where it asks for a random seed, held against the clocks of
    /// the game it confirms, decided and written under the tournament's
    /// lock at `wall`; once drawn, the results tables saved before the draw
    /// are reported; the site follows. Blocks (it fsyncs).
    pub fn change(&self, request: Request, wall: DateTime<Local>) -> Result<Tournament, Refused> {
        let request = if request.wants_seed() {
            request.seeded(random()?)
        } else {
            request
        };
        let mut clocks = request
            .confirms()
            .map(|game| self.clocks_of(game))
            .unwrap_or_default();
        clocks.begun = self.begun();
        let t = self.office.write(&request, &clocks, wall)?;
        let t = if matches!(request, Request::Draw(_) | Request::Redraw(_)) {
            // Results a table saved before the draw are reported now.
            self.office.hear_all(&self.store, wall);
            self.office.tournament()
        } else {
            t
        };
        // The site follows every change, on its own thread.
        self.changed();
        Ok(t)
    }

    /// What the clock of each copy playing `game` knows of it.
    fn clocks_of(&self, game: GameRef) -> Clocks {
        let clocks = self.store.cards().into_iter().filter_map(|(name, card)| {
            (card.game() == Some(game)).then(|| (name, card.clock_result()))
        });
        Clocks {
            results: clocks.collect(),
            ..Clocks::default()
        }
    }

    /// The games a table's journal in the hall names, archived ones too:
    /// their first line reached the hall, so the round has begun.
    pub fn begun(&self) -> BTreeSet<GameRef> {
        let cards = self.store.cards().into_iter();
        cards.filter_map(|(_, card)| card.game()).collect()
    }
}

/// A random 64-bit number from the operating system.
fn random() -> Result<u64, Refused> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| Refused::Io(format!("no randomness: {e}")))?;
    Ok(u64::from_le_bytes(bytes))
}

/// [`Hall::change`] off the async threads (it writes and fsyncs) at the
/// wall clock's now, answered with the whole tournament as the jury's pages
/// read it, or the refusal worded in `lang`.
pub async fn change(hall: Shared, lang: Lang, request: Request) -> Response {
    let done = tokio::task::spawn_blocking(move || hall.change(request, Local::now())).await;
    match done {
        Ok(Ok(t)) => Json(jury(&t, lang)).into_response(),
        Ok(Err(r)) => refusal(&r, lang),
        Err(e) => failed(lang, e.to_string()),
    }
}
