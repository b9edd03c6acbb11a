//! Frederick's TC coefficient (section D, tie-breaker 2): TCs received by
//! Prussia and Hanover divided by TCs received by the attacking nations. FWC
//! 2026 and CAFE 2023 (both texts) count up to turn N, when Russia, Sweden and France are
//! all out by the Cards of Fate (or would have been), and scale by √(23/N);
//! FWC 2020 and CAFE 2019 count the whole game, unscaled.

use serde::{Deserialize, Serialize};

use crate::engine::{FIRST_FATE_TURN, FateCard, Nation, Preset, Side, TcTable};

use super::result::GameResult;

/// A TC coefficient and how it was computed (`words::score::tcc` words the
/// formula; its JSON has it in English as `formula`).
#[derive(Debug, Clone, PartialEq)]
pub struct Tcc {
    /// Scaled by √(23/N) (FWC 2026, CAFE 2023).
    pub scaled: bool,
    /// The turns counted: N, or the game's length when unscaled.
    pub n: u32,
    /// TCs Prussia and Hanover received in those turns.
    pub frederick: i64,
    /// TCs the attacking nations received in those turns.
    pub attackers: i64,
    /// The coefficient (lower wins).
    pub value: f64,
}

/// Why the coefficient cannot be computed yet (`words::tcc_unknown` names the
/// input; its `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TccUnknown {
    /// The Cards of Fate listed do not take Russia, Sweden and France out.
    DeckNeeded,
    /// Fewer Cards of Fate listed than the game revealed.
    TooFewCards {
        /// The game's turns.
        turns: u32,
        /// Cards revealed before its last turn.
        needed: usize,
        /// Cards listed.
        listed: usize,
    },
    /// The TC table gives the attackers nothing.
    NoAttackerTcs,
}

/// Whether the preset uses the scaled coefficient.
pub fn scaled(preset: Preset) -> bool {
    matches!(
        preset.scoring(),
        Preset::Fwc2026 | Preset::Cafe2023 | Preset::Cafe2023Es | Preset::BritishOpen
    )
}

/// The turn at whose end the card at `index` in the Fate sequence is revealed.
fn revealed_after(index: usize) -> u32 {
    FIRST_FATE_TURN + u32::try_from(index).unwrap_or(u32::MAX - FIRST_FATE_TURN)
}

/// The turn after which Russia, Sweden and France are all out, if the
/// sequence gets that far.
pub fn defensive_turn(fate: &[FateCard]) -> Option<u32> {
    let mut out = Vec::new();
    for (i, card) in fate.iter().enumerate() {
        out.extend(card.drops_out(&fate[..i]));
        if [Nation::Russia, Nation::Sweden, Nation::France]
            .iter()
            .all(|n| out.contains(n))
        {
            return Some(revealed_after(i));
        }
    }
    None
}

/// TCs per nation in `turn`, given the cards revealed before it.
fn tcs_in_turn(turn: u32, fate: &[FateCard], table: &TcTable) -> [i64; Nation::COUNT] {
    let earlier: Vec<FateCard> = fate
        .iter()
        .enumerate()
        .filter(|(i, _)| revealed_after(*i) < turn)
        .map(|(_, c)| *c)
        .collect();
    let count = |cards: [FateCard; 2]| earlier.iter().filter(|c| cards.contains(c)).count();
    let subsidy = count([FateCard::Poems, FateCard::LordBute]);
    let colony = count([FateCard::India, FateCard::America]);
    let changes = [
        (subsidy >= 1, &table.first_subsidy_card),
        (subsidy >= 2, &table.second_subsidy_card),
        (colony >= 1, &table.first_colony_card),
        (colony >= 2, &table.second_colony_card),
    ];
    let out: Vec<Nation> = earlier
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.drops_out(&earlier[..i]))
        .collect();
    Nation::ALL.map(|n| {
        if out.contains(&n) {
            return 0;
        }
        let base = table.per_turn.get(&n).copied().unwrap_or(0);
        let delta: i32 = changes
            .iter()
            .filter(|(applies, _)| *applies)
            .filter_map(|(_, m)| m.get(&n))
            .sum();
        i64::from((base + delta).max(0))
    })
}

/// Computes the coefficient, or says which input is missing.
pub fn compute(r: &GameResult, table: &TcTable, scaled: bool) -> Result<Tcc, TccUnknown> {
    let n = if scaled {
        defensive_turn(&r.fate).ok_or(TccUnknown::DeckNeeded)?
    } else {
        let needed = r.turns.saturating_sub(FIRST_FATE_TURN) as usize;
        if r.fate.len() < needed {
            return Err(TccUnknown::TooFewCards {
                turns: r.turns,
                needed,
                listed: r.fate.len(),
            });
        }
        r.turns
    };
    let (mut frederick, mut attackers) = (0, 0);
    for turn in 1..=n {
        for (i, tcs) in tcs_in_turn(turn, &r.fate, table).into_iter().enumerate() {
            match Nation::ALL[i].side() {
                Side::Frederick => frederick += tcs,
                Side::Attackers => attackers += tcs,
            }
        }
    }
    if attackers == 0 {
        return Err(TccUnknown::NoAttackerTcs);
    }
    let ratio = frederick as f64 / attackers as f64;
    let value = if scaled {
        ratio * (23.0 / f64::from(n)).sqrt()
    } else {
        ratio
    };
    Ok(Tcc {
        scaled,
        n,
        frederick,
        attackers,
        value,
    })
}
