//! Why a ruleset cannot be used, as values (`words::ruleset_error` words them).

use super::fate_deck::FateDeckProblem;
use super::nation::Nation;

/// Why a ruleset could not be used (`words::ruleset_error` words it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesetError {
    /// The name is not one of the built-in presets (`Preset::ALL` are).
    UnknownPreset(String),
    /// The file could not be read.
    Unreadable {
        /// The file's name.
        file: String,
        /// What the system said.
        detail: String,
    },
    /// The file is not valid TOML or has an unknown or mistyped field.
    Parse {
        /// The file's name.
        file: String,
        /// 1-based line of the problem, when known.
        line: Option<usize>,
        /// What is wrong, naming the field (the TOML reader's own message).
        message: String,
    },
    /// A value is out of range.
    Invalid {
        /// The file's name.
        file: String,
        /// 1-based line of the field, when it is in the file.
        line: Option<usize>,
        /// The field, as `section.key`.
        field: String,
        /// What is wrong with its value.
        problem: RulesetProblem,
    },
}

/// What is wrong with a value of a ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RulesetProblem {
    /// A chess clock outside 1 to 600 minutes.
    Minutes(u32),
    /// A stage stopwatch outside 1 to 3600 seconds.
    Seconds(u32),
    /// The Clock of Fate's set-up.
    FateDeck(FateDeckProblem),
    /// A retreat timer of no time at all.
    NoRetreatTime,
    /// A nation's TCs per turn outside 0 to 20.
    TcsPerTurn {
        /// The nation.
        nation: Nation,
        /// Its TCs per turn.
        tcs: i32,
    },
    /// Retreat timers over 600 s + 60 s per length.
    RetreatTooLong,
}
