//! The public standings (`GET /api/standings`, the page `/standings`): what
//! the players in the hall may see, held back as the jury set it (book
//! entry `Public`): every confirmed game, only complete rounds, or nothing
//! until the qualifying round is complete. The roles' qualifying wins stay
//! hidden until the final's result is confirmed (the final's order shows
//! them only then). Each number comes with the games behind it, as the
//! jury's do, from the shown games alone: a held-back game is in no
//! number and in no explanation.

use serde::Serialize;

use crate::lang::Lang;
use crate::scoring::Points;
use crate::tournament::PlayerNo;
use crate::tournament::book::{Publish, Tournament};
use crate::tournament::final_round::{Final, final_result};
use crate::tournament::public::held_back;
use crate::tournament::standings::{Explain, standings};
use crate::words;
use crate::words::office;

use super::view::{self, Shown};

/// A line of the public standings.
#[derive(Debug, Clone, Serialize)]
pub struct PublicLine {
    /// His rank (shared when tied).
    pub rank: u32,
    /// His number.
    pub player: PlayerNo,
    /// His name.
    pub name: String,
    /// His town.
    pub town: String,
    /// His total.
    pub total: Points,
    /// Tie-breaker 1.
    pub second_best: Points,
    /// Tie-breaker 2: the sTCC (or TCC), if known.
    pub tcc: Option<f64>,
    /// Tie-breaker 3.
    pub opponents: Points,
    /// His games counted.
    pub confirmed: u32,
    /// His games in the draw.
    pub scheduled: u32,
    /// Tied with others after every tie-breaker: a lot is to be drawn.
    pub tied: bool,
    /// Withdrawn from this round on: not ranked (rank 0), listed last.
    pub withdrawn: Option<u8>,
    /// How tie-breaker 2 is computed, with its numbers, if known.
    pub tcc_formula: Option<String>,
    /// The shown games behind each number.
    pub explain: Explain,
}

/// A finalist, by number and name.
#[derive(Debug, Clone, Serialize)]
pub struct Finalist {
    /// His number.
    pub player: PlayerNo,
    /// His name.
    pub name: String,
}

/// `GET /api/standings`.
#[derive(Debug, Clone, Serialize)]
pub struct PublicView {
    /// Format version.
    pub v: u32,
    /// The tournament's name.
    pub name: String,
    /// The jury's setting.
    pub publish: Publish,
    /// The rounds whose every game is confirmed.
    pub complete: Vec<u8>,
    /// The rounds whose confirmed games count here.
    pub shown: Vec<u8>,
    /// The standings (empty while held back).
    pub standings: Vec<PublicLine>,
    /// The players by number, with their names as shown (the
    /// explanations name opponents, fill-ins too); none while the
    /// standings are held back.
    pub players: Vec<Shown>,
    /// The finalists in rank order, once decided.
    pub finalists: Option<Vec<Finalist>>,
    /// The final's order, once its result is confirmed.
    #[serde(rename = "final")]
    pub final_result: Option<Final>,
}

/// The public view of `t`, names shown in `lang`.
pub fn public(t: &Tournament, lang: Lang) -> PublicView {
    let (held, complete, shown) = held_back(t);
    let name = |no: PlayerNo| office::player(lang, t, no);
    let lines = if shown.is_empty() {
        Vec::new()
    } else {
        standings(&held)
            .into_iter()
            .map(|s| PublicLine {
                rank: s.rank,
                player: s.player,
                name: name(s.player),
                town: t
                    .player(s.player)
                    .map(|p| p.town.clone())
                    .unwrap_or_default(),
                total: s.total,
                second_best: s.second_best,
                tcc: s.tcc.as_ref().map(|c| c.value),
                tcc_formula: s.tcc.as_ref().map(|c| words::score::tcc(lang, c)),
                opponents: s.opponents,
                confirmed: s.confirmed,
                scheduled: s.scheduled,
                tied: s.tied,
                withdrawn: s.withdrawn,
                explain: s.explain,
            })
            .collect()
    };
    PublicView {
        v: 1,
        name: t.name.clone(),
        publish: t.publish,
        complete,
        shown,
        players: if lines.is_empty() {
            Vec::new()
        } else {
            view::shown(t, lang)
        },
        standings: lines,
        finalists: t.finalists().map(|f| {
            f.into_iter()
                .map(|player| Finalist {
                    player,
                    name: name(player),
                })
                .collect()
        }),
        final_result: final_result(t),
    }
}
