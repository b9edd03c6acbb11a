//! How a tournament sets up the Clock of Fate before the game: some rulesets
//! put cards aside so that they never come among the first four (FWC 2020,
//! CAFE 2023 and its Spanish text). A card order that cannot happen under the
//! set-up is worth a warning for the jury (a card entered wrongly, or a deck
//! set up wrongly), never a refusal: the table plays on with the cards it has.

use serde::{Deserialize, Serialize};

use super::fate::FateCard;

/// How many cards come off the top of the deck before the cards set aside
/// can appear (the four cards put back on top in every set-up).
pub const FIRST_FOUR: usize = 4;

/// The Clock of Fate's set-up: groups of cards of which one is set aside, so
/// the first four cards never hold a whole group. Empty: a plain shuffle.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FateDeck {
    /// Each group: one of these cards is set aside before the four top cards
    /// are drawn (`["elisabeth"]`: Elisabeth; `["poems", "lord-bute"]`: one of
    /// the two subsidy cards).
    pub set_aside: Vec<Vec<FateCard>>,
}

/// A card order the set-up cannot produce: the first four cards hold every
/// card of one set-aside group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FateWarning {
    /// The group's cards, as they were drawn.
    pub cards: Vec<FateCard>,
}

/// Why a Clock of Fate set-up cannot be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FateDeckProblem {
    /// A group holds no card, or more than the first four.
    GroupSize,
    /// An other card numbered outside 1 to 12.
    CardNumber,
    /// A card is in two groups.
    TwoGroups(FateCard),
}

impl FateDeck {
    /// FWC 2020: Elisabeth, Lord Bute and America are sorted out first.
    pub fn fwc_2020() -> Self {
        Self::singles(&[FateCard::Elisabeth, FateCard::LordBute, FateCard::America])
    }

    /// CAFE 2023 (English): Elisabeth; Poems or Lord Bute; America or India.
    pub fn cafe_2023() -> Self {
        Self {
            set_aside: vec![
                vec![FateCard::Elisabeth],
                vec![FateCard::Poems, FateCard::LordBute],
                vec![FateCard::America, FateCard::India],
            ],
        }
    }

    /// CAFE 2023 (Spanish text): Elisabeth, Poemas and América.
    pub fn cafe_2023_es() -> Self {
        Self::singles(&[FateCard::Elisabeth, FateCard::Poems, FateCard::America])
    }

    fn singles(cards: &[FateCard]) -> Self {
        Self {
            set_aside: cards.iter().map(|c| vec![*c]).collect(),
        }
    }

    /// The first group whose cards all came among the first four of `drawn`
    /// (the cards in the order revealed), if any.
    pub fn check(&self, drawn: &[FateCard]) -> Option<FateWarning> {
        let top = &drawn[..drawn.len().min(FIRST_FOUR)];
        self.set_aside
            .iter()
            .find(|group| !group.is_empty() && group.iter().all(|c| top.contains(c)))
            .map(|group| FateWarning {
                cards: top.iter().filter(|c| group.contains(c)).copied().collect(),
            })
    }

    /// Checks the groups: valid cards, no card in two groups, a group smaller
    /// than the deck's first four.
    pub fn validate(&self) -> Result<(), FateDeckProblem> {
        let mut seen = Vec::new();
        for group in &self.set_aside {
            if group.is_empty() || group.len() > FIRST_FOUR {
                return Err(FateDeckProblem::GroupSize);
            }
            for card in group {
                if !card.is_valid() {
                    return Err(FateDeckProblem::CardNumber);
                }
                if seen.contains(card) {
                    return Err(FateDeckProblem::TwoGroups(*card));
                }
                seen.push(*card);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_first_four_cards_count() {
        let deck = FateDeck::fwc_2020();
        let late = [
            FateCard::Other(1),
            FateCard::Other(2),
            FateCard::Sweden,
            FateCard::India,
            FateCard::Elisabeth,
        ];
        assert_eq!(deck.check(&late), None);
        let early = [FateCard::Other(1), FateCard::Elisabeth];
        assert_eq!(
            deck.check(&early),
            Some(FateWarning {
                cards: vec![FateCard::Elisabeth]
            })
        );
        assert_eq!(FateDeck::default().check(&early), None);
    }

    #[test]
    fn a_pair_warns_only_when_both_came_early() {
        let deck = FateDeck::cafe_2023();
        assert_eq!(deck.check(&[FateCard::Poems, FateCard::America]), None);
        assert_eq!(
            deck.check(&[FateCard::India, FateCard::Other(3), FateCard::America]),
            Some(FateWarning {
                cards: vec![FateCard::India, FateCard::America]
            })
        );
    }
}
