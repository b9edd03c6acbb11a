//! The 18 Cards of Fate: six Strokes of Fate that change the game, and twelve
//! whose effects concern the board only.

use serde::{Deserialize, Serialize};

use super::nation::Nation;

/// A Card of Fate, as revealed between turns from the end of turn 6 on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FateCard {
    /// Voltaire prints Frederick's poems: Prussia's subsidies are reduced.
    Poems,
    /// Lord Bute reduces Prussia's subsidies.
    LordBute,
    /// Death of the Tsarina: Russia leaves the game.
    Elisabeth,
    /// Sweden makes peace and leaves the game.
    Sweden,
    /// France loses India; with America drawn too, France leaves the game.
    India,
    /// France loses America; with India drawn too, France leaves the game.
    America,
    /// One of the twelve other cards (numbered 1 to 12): a board effect only.
    Other(u8),
}

impl FateCard {
    /// The six Strokes of Fate, in the order the jury's buttons show them.
    pub const STROKES: [Self; 6] = [
        Self::Elisabeth,
        Self::Sweden,
        Self::India,
        Self::America,
        Self::Poems,
        Self::LordBute,
    ];

    /// All 18 cards: the six Strokes of Fate, then the twelve others.
    pub fn all() -> Vec<Self> {
        let mut all = Self::STROKES.to_vec();
        all.extend((1..=12).map(Self::Other));
        all
    }

    /// Whether this is a valid card (the other cards are numbered 1 to 12).
    pub fn is_valid(self) -> bool {
        !matches!(self, Self::Other(n) if !(1..=12).contains(&n))
    }

    /// The nation this card takes out of the game, given the cards drawn before it.
    pub fn drops_out(self, earlier: &[FateCard]) -> Option<Nation> {
        match self {
            Self::Elisabeth => Some(Nation::Russia),
            Self::Sweden => Some(Nation::Sweden),
            Self::India if earlier.contains(&Self::America) => Some(Nation::France),
            Self::America if earlier.contains(&Self::India) => Some(Nation::France),
            _ => None,
        }
    }

    /// What the card does, given the cards drawn before it.
    pub fn effect(self, earlier: &[FateCard]) -> FateEffect {
        match (self, self.drops_out(earlier)) {
            (Self::Elisabeth, _) => FateEffect::RussiaLeaves,
            (Self::Sweden, _) => FateEffect::SwedenLeaves,
            (Self::India | Self::America, Some(_)) => FateEffect::FranceLeaves,
            (Self::India | Self::America, None) => FateEffect::ColonyLost,
            (Self::Poems | Self::LordBute, _) => FateEffect::SubsidiesReduced,
            (Self::Other(_), _) => FateEffect::BoardOnly,
        }
    }
}

/// What a Card of Fate does (`words::effect` words it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FateEffect {
    /// Russia leaves the game.
    RussiaLeaves,
    /// Sweden leaves the game.
    SwedenLeaves,
    /// France leaves the game (both colony cards are out).
    FranceLeaves,
    /// The first colony card: Austria receives 4 TCs, France 3.
    ColonyLost,
    /// Prussia's subsidies are reduced.
    SubsidiesReduced,
    /// A board effect only.
    BoardOnly,
}

impl FateEffect {
    /// Every effect.
    pub const ALL: [Self; 6] = [
        Self::RussiaLeaves,
        Self::SwedenLeaves,
        Self::FranceLeaves,
        Self::ColonyLost,
        Self::SubsidiesReduced,
        Self::BoardOnly,
    ];
}
