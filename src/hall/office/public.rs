//! The public standings (`GET /api/standings`, the page `/standings`): what
//! the players in the hall may see, held back as the jury set it (book
//! entry `Public`): every confirmed game, only complete rounds, or nothing
//! until the qualifying round is complete. The roles' qualifying wins stay
//! hidden until the final's result is confirmed (the final's order shows
//! them only then). Each number comes with the games behind it, as the
//! jury's do, from the shown games alone: a held-back game is in no
//! number and in no explanation.

use serde::Serialize;

use super::view::Shown;
use crate::lang::Lang;
use crate::sheets::standings_view::{Reader, StandingsView, view};
use crate::tournament::book::Tournament;

/// `GET /api/standings`: the standings as the public sees them (the one
/// shape, `sheets::standings_view`) and the players' names.
#[derive(Debug, Clone, Serialize)]
pub struct PublicView {
    /// The standings, held back as the jury set it.
    #[serde(flatten)]
    pub ranking: StandingsView,
    /// The players by number, with their names as shown (the
    /// explanations name opponents, fill-ins too); none while the
    /// standings are held back.
    pub players: Vec<Shown>,
}

/// The public view of `t`, names shown in `lang`.
pub fn public(t: &Tournament, lang: Lang) -> PublicView {
    let ranking = view(t, Reader::Public, lang);
    PublicView {
        players: if ranking.standings.is_empty() {
            Vec::new()
        } else {
            super::view::shown(t, lang)
        },
        ranking,
    }
}
