//! The hall's second copy (`hall --copy-to`) as the jury sees it: `GET
//! /api/hall` says where it is and whether it stopped, and the jury's page
//! warns on every tab once it has stopped. The copy itself is the hall's
//! disk's (`disk::Mirror`): every write made there too, the first failure
//! logged once and kept.

use axum::Json;
use axum::extract::State;
use axum::routing::get;
use chrono::{DateTime, Local};
use maud::{Markup, html};
use serde::Serialize;

use super::role::Jury;
use super::shared::{Hall, Shared};
use crate::lang::Lang;

/// The hall's own state: `GET /api/hall`.
#[derive(Debug, Serialize)]
pub struct HallState {
    /// The second copy; `null` when the hall was started without one.
    pub copy: Option<CopyState>,
}

/// The second copy as `GET /api/hall` gives it.
#[derive(Debug, Serialize)]
pub struct CopyState {
    /// Its folder.
    pub dir: String,
    /// Files copied across at the start to bring it level.
    pub copied_at_start: usize,
    /// It is on the data dir's disk (it would not survive that disk).
    pub same_disk: bool,
    /// Why it stopped; `null` while it is written.
    pub stopped: Option<StoppedState>,
}

/// The write the second copy refused.
#[derive(Debug, Serialize)]
pub struct StoppedState {
    /// When.
    pub at: DateTime<Local>,
    /// The file, as named under the data dir (`journals/…`).
    pub file: String,
    /// What the disk said.
    pub why: String,
}

/// The route, merged into the hall's router.
pub fn routes() -> axum::Router<Shared> {
    axum::Router::new().route("/api/hall", get(state))
}

async fn state(_: Jury, State(hall): State<Shared>) -> Json<HallState> {
    let copy = hall.disk.second_copy().map(|c| CopyState {
        dir: c.dir.display().to_string(),
        copied_at_start: c.level.copied,
        same_disk: c.level.same_disk,
        stopped: c.stopped.map(|s| StoppedState {
            at: s.at,
            file: s.file.display().to_string(),
            why: s.why,
        }),
    });
    Json(HallState { copy })
}

/// The jury's warning that the second copy stopped; nothing while it is
/// written (or without one).
pub fn warning(hall: &Hall, lang: Lang) -> Markup {
    let stopped = hall.disk.second_copy().filter(|c| c.stopped.is_some());
    html! {
        @if let Some(copy) = stopped {
            p #copy-stopped .no .box { (crate::words::copy::stopped(lang, &copy)) }
        }
    }
}
