//! The Tactical Card (TC) table of a ruleset: how many TCs each nation
//! receives per turn, and how Cards of Fate change that. Used for the
//! TC-coefficient tie-breaker (section D); the clock itself never needs it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::nation::Nation;

/// TCs per nation and turn, and the changes the Strokes of Fate bring. Each
/// change applies from the turn after its card is revealed. Defaults: the
/// Friedrich rulebook (Anniversary edition 2.1), see `docs/scoring.md`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TcTable {
    /// TCs each nation receives per turn at the start of the game.
    pub per_turn: BTreeMap<Nation, i32>,
    /// Change after the first subsidy card (Poems or Lord Bute, whichever comes first).
    pub first_subsidy_card: BTreeMap<Nation, i32>,
    /// Change after the second subsidy card.
    pub second_subsidy_card: BTreeMap<Nation, i32>,
    /// Change after the first colony card (India or America, whichever comes first).
    pub first_colony_card: BTreeMap<Nation, i32>,
    /// Change after the second colony card (France leaves the game).
    pub second_colony_card: BTreeMap<Nation, i32>,
}

impl Default for TcTable {
    fn default() -> Self {
        use Nation::*;
        Self {
            per_turn: BTreeMap::from([
                (Prussia, 7),
                (Hanover, 2),
                (Russia, 4),
                (Sweden, 1),
                (Austria, 5),
                (ImperialArmy, 1),
                (France, 4),
            ]),
            first_subsidy_card: BTreeMap::from([(Prussia, -2)]),
            second_subsidy_card: BTreeMap::from([(Prussia, -1)]),
            first_colony_card: BTreeMap::from([(Austria, -1), (France, -1)]),
            second_colony_card: BTreeMap::from([(Hanover, -1)]),
        }
    }
}
