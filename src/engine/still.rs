//! Why the clock stands still: the reasons a person stops it for
//! ([`StopReason`]), and those with the ones nobody chose ([`Still`]: a flag,
//! a stage's time up, nothing to run). A leaf: commands, halts and the
//! chronicle's time all name these, and it names none of them.

use serde::{Deserialize, Serialize};

/// Why the clock is stopped (section H "In addition" 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopReason {
    /// To resolve a combat.
    Combat,
    /// The jury has been called.
    Jury,
    /// A rules discussion or other clarification.
    Rules,
    /// A break.
    Break,
    /// The app was not running (a crash or a power cut); set by recovery.
    Outage,
    /// A rapid final shuffle of a new TC deck, off the clock (H "In addition" 3).
    Shuffle,
}

impl StopReason {
    /// All stop reasons a person can choose.
    pub const ALL: [Self; 5] = [
        Self::Combat,
        Self::Jury,
        Self::Rules,
        Self::Break,
        Self::Shuffle,
    ];

    /// Every stop reason, the app's own ([`StopReason::Outage`]) too, in the
    /// charts' order.
    pub const EVERY: [Self; 6] = [
        Self::Combat,
        Self::Jury,
        Self::Rules,
        Self::Break,
        Self::Outage,
        Self::Shuffle,
    ];

    /// Its name in journals and JSON (as serde writes it).
    pub fn name(self) -> &'static str {
        match self {
            Self::Combat => "combat",
            Self::Jury => "jury",
            Self::Rules => "rules",
            Self::Break => "break",
            Self::Outage => "outage",
            Self::Shuffle => "shuffle",
        }
    }
}

/// Why the clock stood still for a while: a stop's reason, a flag, a stage's
/// time up, or nothing to run. Written by name, as one word: a stop's reason
/// by its own name (`"combat"`), the others `"out-of-time"`, `"time-up"`,
/// `"between"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Still {
    /// Stopped for a reason.
    Stopped(StopReason),
    /// A side's chess clock ran out and the jury was called.
    OutOfTime,
    /// A stage's stopwatch ran out and the stage was not yet handed off.
    TimeUp,
    /// Nothing ran and nothing stopped it: between turns (the Cards of
    /// Fate), while the attackers' cards were dealt.
    Between,
}

impl Still {
    /// How many kinds there are.
    pub const COUNT: usize = StopReason::EVERY.len() + 3;

    /// Every kind, in the charts' order (and their index).
    pub const ALL: [Self; Self::COUNT] = [
        Self::Stopped(StopReason::Combat),
        Self::Stopped(StopReason::Jury),
        Self::Stopped(StopReason::Rules),
        Self::Stopped(StopReason::Break),
        Self::Stopped(StopReason::Outage),
        Self::Stopped(StopReason::Shuffle),
        Self::OutOfTime,
        Self::TimeUp,
        Self::Between,
    ];

    /// Its place in [`Still::ALL`].
    pub fn index(self) -> usize {
        let stops = StopReason::EVERY.len();
        match self {
            Self::Stopped(reason) => reason as usize,
            Self::OutOfTime => stops,
            Self::TimeUp => stops + 1,
            Self::Between => stops + 2,
        }
    }

    /// Its name in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Self::Stopped(reason) => reason.name(),
            Self::OutOfTime => "out-of-time",
            Self::TimeUp => "time-up",
            Self::Between => "between",
        }
    }
}

impl From<Still> for &'static str {
    fn from(why: Still) -> Self {
        why.name()
    }
}

impl TryFrom<String> for Still {
    type Error = String;

    fn try_from(name: String) -> Result<Self, Self::Error> {
        Self::ALL
            .into_iter()
            .find(|why| why.name() == name)
            .ok_or_else(|| format!("unknown still: {name}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_standing_still_has_its_own_slot() {
        for (i, why) in Still::ALL.into_iter().enumerate() {
            assert_eq!(why.index(), i, "{why:?}");
        }
    }

    #[test]
    fn a_stop_reads_the_same_in_a_command_and_in_the_charts() {
        for reason in StopReason::EVERY {
            let command = serde_json::to_value(reason).ok();
            let still = serde_json::to_value(Still::Stopped(reason)).ok();
            assert_eq!(command, still, "{reason:?}");
            assert_eq!(command, Some(serde_json::Value::from(reason.name())));
        }
    }

    #[test]
    fn every_kind_of_standing_still_reads_back_by_its_name() {
        for why in Still::ALL {
            let json = serde_json::to_string(&why).unwrap_or_default();
            assert_eq!(
                serde_json::from_str::<Still>(&json).ok(),
                Some(why),
                "{json}"
            );
        }
        let old = r#"{"out-of-time": 5, "break": 7}"#;
        let map: std::collections::BTreeMap<Still, u32> =
            serde_json::from_str(old).unwrap_or_default();
        assert_eq!(map.get(&Still::OutOfTime), Some(&5));
        assert_eq!(map.get(&Still::Stopped(StopReason::Break)), Some(&7));
    }
}
