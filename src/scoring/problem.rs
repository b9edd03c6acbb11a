//! What can be wrong with an entered result, as values: the command line
//! writes them in English (`Display`), the app in the interface's language.

use crate::engine::{FateCard, Nation, Preset};

use super::english;

/// What is wrong with one field of a result.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// The field is empty.
    #[error("is missing")]
    Missing,
    /// A count below zero.
    #[error("{0} is negative")]
    Negative(i64),
    /// A count above its maximum.
    #[error("{value} is more than {max}")]
    TooLarge {
        /// What was entered.
        value: i64,
        /// The most it may be.
        max: u32,
    },
    /// Turn 0.
    #[error("turns are numbered from 1")]
    TurnZero,
    /// What was typed is not a whole number.
    #[error("'{0}' is not a whole number")]
    NotANumber(String),
    /// A nation with no objectives.
    #[error("a nation has at least 1 objective")]
    NoObjectives,
    /// More objectives held than the nation has.
    #[error("{held} is more than the {total} objectives of {}", english::nation(*nation))]
    MoreThanTotal {
        /// Held.
        held: u32,
        /// The nation's objectives.
        total: u32,
        /// The nation.
        nation: Nation,
    },
    /// An out turn for a nation that cannot leave the game.
    #[error("{} cannot leave the game", english::nation(*.0))]
    CannotLeave(Nation),
    /// Objectives for a nation that scores none.
    #[error("{} has no objectives to score", english::nation(*.0))]
    NotScored(Nation),
    /// An attackers' victory without its winners.
    #[error("an attackers' victory needs the winning nations")]
    NoWinners,
    /// Winners listed in a game Prussia won.
    #[error("only attacking nations are listed, and Prussia won this game")]
    PrussiaWon,
    /// A winner that is not an attacking nation.
    #[error("{} is not an attacking nation", english::nation(*.0))]
    NotAttacker(Nation),
    /// A winner that had left the game.
    #[error("{} had already left the game after turn {turn}", english::nation(*nation))]
    AlreadyOut {
        /// The nation.
        nation: Nation,
        /// The turn after which it left.
        turn: u32,
    },
    /// Frederick as the Imperial Army's controller.
    #[error("Frederick never controls the Imperial Army")]
    FrederickImperial,
    /// A switch turn although Maria Theresia kept the Imperial Army.
    #[error("Maria Theresia controlled it at the end: set controller to who has it now")]
    NotSwitched,
    /// A switch without its turn and objectives where the army's score at the
    /// switch counts among Maria Theresia's scores (CAFE 2023, Spanish text).
    #[error(
        "is missing: the Imperial Army's score at the switch counts among Maria Theresia's scores (CAFE 2023, Spanish text)"
    )]
    SwitchCounts,
    /// An offensive victory without the offensive.
    #[error("an offensive victory needs the offensive's facts")]
    OffensiveNeeded,
    /// The offensive ended before it was launched.
    #[error("turn {ended} is before the launch in turn {launched}")]
    EndedBeforeLaunch {
        /// The end turn entered.
        ended: u32,
        /// The launch turn.
        launched: u32,
    },
    /// An offensive victory whose offensive did not end won.
    #[error("the game was won with the offensive: end = \"won\"")]
    EndMustBeWon,
    /// A won offensive in a game with another outcome.
    #[error("the offensive was won: outcome = \"offensive\"")]
    OutcomeMustBeOffensive,
    /// No Bohemian objectives.
    #[error("must be at least 1 (14 on the board)")]
    NoBohemian,
    /// More Bohemian objectives held than there are.
    #[error(
        "Prussia {prussia} and Austria {austria} together hold more than the {total} Bohemian objectives"
    )]
    TooManyBohemian {
        /// Held by Prussia.
        prussia: u32,
        /// Held by Austria.
        austria: u32,
        /// Bohemian objectives in all.
        total: u32,
    },
    /// Whether Austria picked up the Prussian TC is not said.
    #[error("is missing (true or false)")]
    TcPickUpMissing,
    /// A thirteenth minor Card of Fate.
    #[error("there are only 12 other cards")]
    TooManyOthers,
    /// A Card of Fate the file names wrongly.
    #[error("unknown card '{0}' (elisabeth, sweden, india, america, poems, lord-bute, other)")]
    UnknownCard(String),
    /// A Card of Fate listed twice.
    #[error("{} is listed twice", english::card(*.0))]
    ListedTwice(FateCard),
    /// A ruleset the scoring does not know (its name as written).
    #[error("unknown ruleset preset '{}' (known: {})", .0, preset_ids())]
    Ruleset(String),
}

/// The presets' identifiers: "fwc-2026, fwc-2020, …".
fn preset_ids() -> String {
    let ids: Vec<&str> = Preset::ALL.into_iter().map(Preset::id).collect();
    ids.join(", ")
}
