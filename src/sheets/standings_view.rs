//! The standings as every reader gets them, built once: names, towns, the
//! three tie-breakers with the games behind them and tie-breaker 2's
//! formula in words, the groups a lot must order, the games that score for
//! nobody, the finalists and the final's order, and what is held back from
//! the public. The one JSON of `GET /api/tournament` (flattened into the
//! jury's view), `GET /api/standings` (into the public's) and `standings
//! --json`; the pages, the printouts, the projector and the command line's
//! text all draw it.

use serde::Serialize;

use crate::engine::Preset;
use crate::lang::Lang;
use crate::tournament::book::{Publish, Tournament};
use crate::tournament::final_round::{Final, final_result};
use crate::tournament::public::held_back;
use crate::tournament::standings::tally::scored_games;
use crate::tournament::standings::{Standing, lots_needed, standings};
use crate::tournament::{GameRef, PlayerNo};
use crate::words::office;

/// Who reads the standings: the jury sees every confirmed game; the
/// public what the jury lets it see (book entry `Public`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// The jury.
    Jury,
    /// The players and the published site.
    Public,
}

/// One line of the standings.
#[derive(Debug, Clone, Serialize)]
pub struct Line {
    /// The player's name as shown (an unnamed fill-in's too).
    pub name: String,
    /// His town.
    pub town: String,
    /// His rank, numbers, tie-breakers and the games behind them.
    #[serde(flatten)]
    pub standing: Standing,
    /// How tie-breaker 2 is computed, with its numbers, if known.
    pub tcc_formula: Option<String>,
}

/// A finalist, by number and name.
#[derive(Debug, Clone, Serialize)]
pub struct Finalist {
    /// His number.
    pub player: PlayerNo,
    /// His name.
    pub name: String,
}

/// The standings of a tournament as one reader sees them.
#[derive(Debug, Clone, Serialize)]
pub struct StandingsView {
    /// Format version.
    pub v: u32,
    /// The tournament's name.
    pub name: String,
    /// Its scoring rules.
    pub scheme: Preset,
    /// Games in the draw.
    pub games: usize,
    /// Of them, confirmed.
    pub confirmed: usize,
    /// What the public standings show (the jury's setting).
    pub publish: Publish,
    /// The rounds whose every game is confirmed.
    pub complete: Vec<u8>,
    /// The rounds whose confirmed games count here (every drawn round for
    /// the jury).
    pub shown: Vec<u8>,
    /// Whether games the jury has confirmed are left out here.
    pub held_back: bool,
    /// The lines, best first (none while the public's are held back).
    pub standings: Vec<Line>,
    /// The groups tied after every tie-breaker that a lot must order.
    pub lots_needed: Vec<Vec<PlayerNo>>,
    /// Confirmed games that score for nobody (their result does not
    /// validate).
    pub unscored: Vec<GameRef>,
    /// The finalists in rank order, once decided.
    pub finalists: Option<Vec<Finalist>>,
    /// The final's order, once its result is confirmed.
    #[serde(rename = "final")]
    pub final_result: Option<Final>,
}

impl StandingsView {
    /// The lines' standings, best first (what the sheets draw).
    pub fn lines(&self) -> Vec<Standing> {
        self.standings.iter().map(|l| l.standing.clone()).collect()
    }
}

/// The standings of `t` as `reader` sees them, names and formulas in
/// `lang`.
pub fn view(t: &Tournament, reader: Reader, lang: Lang) -> StandingsView {
    let (held, complete, shown) = held_back(t);
    let drawn: Vec<u8> = t.draw.as_ref().map_or_else(Vec::new, |d| {
        let mut rounds: Vec<u8> = d.games.iter().map(|g| g.round).collect();
        rounds.sort_unstable();
        rounds.dedup();
        rounds
    });
    let (counted, shown) = match reader {
        Reader::Jury => (t, drawn.clone()),
        Reader::Public => (&held, shown),
    };
    let lines = if shown.is_empty() && reader == Reader::Public {
        Vec::new()
    } else {
        standings(counted)
    };
    let name = |no: PlayerNo| office::player(lang, t, no);
    let (done, all) = super::page::progress(counted);
    StandingsView {
        v: 1,
        name: t.name.clone(),
        scheme: t.scheme,
        games: all,
        confirmed: done,
        publish: t.publish,
        complete,
        held_back: shown.len() < drawn.len(),
        shown,
        lots_needed: lots_needed(&lines),
        unscored: scored_games(counted).1,
        standings: lines
            .into_iter()
            .map(|standing| Line {
                name: name(standing.player),
                town: t
                    .player(standing.player)
                    .map(|p| p.town.clone())
                    .unwrap_or_default(),
                tcc_formula: standing
                    .tcc
                    .as_ref()
                    .map(|c| crate::words::score::tcc(lang, c)),
                standing,
            })
            .collect(),
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
