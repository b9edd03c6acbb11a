//! What the first role choice of the final closes, and what is still open
//! then: once a finalist has chosen, no qualifying result is confirmed or
//! corrected, no lot drawn and nobody withdrawn any more (`book`), so the
//! jury is told first which qualifying games are not confirmed, whose
//! reports wait for a decision, and whose Cards of Fate leave Frederick's
//! sTCC (tie-breaker 2) unknown.

use serde::Serialize;

use super::GameRef;
use super::book::Tournament;
use super::standings::tally::sheet;
use crate::engine::Preset;
use crate::scoring::{ResultInput, TccUnknown};

/// Why a qualifying result's Cards of Fate do not give Frederick's sTCC
/// (tie-breaker 2): until they are entered he ranks after every known one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FateGap {
    /// The result lists no Cards of Fate.
    Missing,
    /// The cards listed do not take Russia, Sweden and France out: the rest
    /// of the deck, in order, is needed.
    DeckNeeded,
    /// Fewer cards listed than the game revealed.
    TooFewCards,
}

/// Why `result`'s Cards of Fate leave its sTCC unknown under `scheme`
/// (its own `ruleset` first), if they do; none for a result that does not
/// validate.
pub fn fate_gap(result: &ResultInput, scheme: Preset) -> Option<FateGap> {
    let sheet = sheet(result, scheme)?;
    match sheet.tie_break.tcc {
        Err(TccUnknown::DeckNeeded | TccUnknown::TooFewCards { .. }) if result.fate.is_empty() => {
            Some(FateGap::Missing)
        }
        Err(TccUnknown::DeckNeeded) => Some(FateGap::DeckNeeded),
        Err(TccUnknown::TooFewCards { .. }) => Some(FateGap::TooFewCards),
        Err(TccUnknown::NoAttackerTcs) | Ok(_) => None,
    }
}

/// The qualifying games still open, by round and table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct StillOpen {
    /// No result confirmed.
    pub unconfirmed: Vec<GameRef>,
    /// Reports that wait for the jury: they differ, or a re-entry differs
    /// from the confirmed result.
    pub undecided: Vec<GameRef>,
    /// A confirmed result whose Cards of Fate leave Frederick's sTCC
    /// unknown.
    pub without_fate: Vec<GameRef>,
}

impl StillOpen {
    /// Whether nothing is open.
    pub fn is_empty(&self) -> bool {
        self.unconfirmed.is_empty() && self.undecided.is_empty() && self.without_fate.is_empty()
    }
}

impl Tournament {
    /// Whether the next role choice closes the qualifying round (none was
    /// made yet): the jury is asked first.
    pub fn choice_closes_qualifying(&self) -> bool {
        !self.seating_begun()
    }

    /// The qualifying games still open: what the first role choice of the
    /// final would close for good.
    pub fn still_open(&self) -> StillOpen {
        let mut open = StillOpen {
            unconfirmed: self.missing(),
            ..StillOpen::default()
        };
        let games = self.draw.iter().flat_map(|d| &d.games).map(|s| s.game());
        let mut games: Vec<GameRef> = games.collect();
        games.sort_unstable();
        for game in games {
            let Some(outcome) = self.results.get(&game) else {
                continue;
            };
            if outcome.conflict().is_some() {
                open.undecided.push(game);
            }
            let gap = outcome
                .confirmed
                .as_ref()
                .and_then(|r| fate_gap(r, self.scheme));
            if gap.is_some() {
                open.without_fate.push(game);
            }
        }
        open
    }
}
