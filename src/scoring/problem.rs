//! What can be wrong with an entered result, as values: `words::problem`
//! words them (its `Display` is the English, as the command line prints it).

use crate::engine::{FateCard, Nation, Role};

/// What is wrong with one field of a result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The field is empty.
    Missing,
    /// A count below zero.
    Negative(i64),
    /// A count above its maximum.
    TooLarge {
        /// What was entered.
        value: i64,
        /// The most it may be.
        max: u32,
    },
    /// Turn 0.
    TurnZero,
    /// What was typed is not a whole number.
    NotANumber(String),
    /// A nation with no objectives.
    NoObjectives,
    /// More objectives held than the nation has.
    MoreThanTotal {
        /// Held.
        held: u32,
        /// The nation's objectives.
        total: u32,
        /// The nation.
        nation: Nation,
    },
    /// An out turn for a nation that cannot leave the game.
    CannotLeave(Nation),
    /// Objectives for a nation that scores none.
    NotScored(Nation),
    /// An attackers' victory without its winners.
    NoWinners,
    /// Winners listed in a game Prussia won.
    PrussiaWon,
    /// A winner that is not an attacking nation.
    NotAttacker(Nation),
    /// A winner that had left the game.
    AlreadyOut {
        /// The nation.
        nation: Nation,
        /// The turn after which it left.
        turn: u32,
    },
    /// A winning nation listed twice (the victory bonus counts each winning
    /// nation once).
    WinnerTwice(Nation),
    /// A winning nation that holds none of its objectives (an attacking
    /// nation wins by controlling all of them).
    WinnerHoldsNone(Nation),
    /// The Imperial Army's objectives in all differ from what its controller
    /// gives it (10 under Maria Theresia, 5 under Elisabeth or Pompadour).
    ImperialTotal {
        /// What was entered.
        total: u32,
        /// Who controlled the army then.
        controller: Role,
        /// Its objectives under that controller.
        expected: u32,
    },
    /// Frederick as the Imperial Army's controller.
    FrederickImperial,
    /// A switch turn although Maria Theresia kept the Imperial Army.
    NotSwitched,
    /// A switch without its turn and objectives where the army's score at the
    /// switch counts among Maria Theresia's scores (CAFE 2023, Spanish text).
    SwitchCounts,
    /// An offensive victory without the offensive.
    OffensiveNeeded,
    /// The offensive ended before it was launched.
    EndedBeforeLaunch {
        /// The end turn entered.
        ended: u32,
        /// The launch turn.
        launched: u32,
    },
    /// An offensive victory whose offensive did not end won.
    EndMustBeWon,
    /// A won offensive in a game with another outcome.
    OutcomeMustBeOffensive,
    /// A Bohemian total other than the 14 the rules fix.
    BohemianTotal(u32),
    /// More Bohemian objectives held than there are.
    TooManyBohemian {
        /// Held by Prussia.
        prussia: u32,
        /// Held by Austria.
        austria: u32,
        /// Bohemian objectives in all.
        total: u32,
    },
    /// Whether Austria picked up the Prussian TC is not said.
    TcPickUpMissing,
    /// A thirteenth minor Card of Fate.
    TooManyOthers,
    /// A Card of Fate the file names wrongly.
    UnknownCard(String),
    /// A Card of Fate listed twice.
    ListedTwice(FateCard),
    /// Two Cards of Fate given the same place in the order (the card
    /// numbered there).
    SamePlace(u32),
    /// A place in the order of the Cards of Fate that is none (1 to 18).
    NoSuchPlace(i64),
    /// A ruleset the scoring does not know (its name as written).
    Ruleset(String),
}
