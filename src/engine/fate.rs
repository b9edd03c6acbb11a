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
    /// All 18 cards: the six Strokes of Fate, then the twelve others.
    pub fn all() -> Vec<Self> {
        let mut all = vec![
            Self::Elisabeth,
            Self::Sweden,
            Self::India,
            Self::America,
            Self::Poems,
            Self::LordBute,
        ];
        all.extend((1..=12).map(Self::Other));
        all
    }

    /// The card's name.
    pub fn name(self) -> String {
        match self {
            Self::Poems => "Poems".to_owned(),
            Self::LordBute => "Lord Bute".to_owned(),
            Self::Elisabeth => "Elisabeth".to_owned(),
            Self::Sweden => "Sweden".to_owned(),
            Self::India => "India".to_owned(),
            Self::America => "America".to_owned(),
            Self::Other(n) => format!("Other card {n}"),
        }
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

    /// What the card does, in words, given the cards drawn before it.
    pub fn effect(self, earlier: &[FateCard]) -> &'static str {
        match (self, self.drops_out(earlier)) {
            (Self::Elisabeth, _) => "Russia leaves the game",
            (Self::Sweden, _) => "Sweden leaves the game",
            (Self::India | Self::America, Some(_)) => "France leaves the game",
            (Self::India | Self::America, None) => {
                "From now on Austria receives 4 TCs, France 3; France leaves when the other colony card comes"
            }
            (Self::Poems | Self::LordBute, _) => "Prussia's subsidies are reduced",
            (Self::Other(_), _) => "A board effect only; the clock is not affected",
        }
    }
}
