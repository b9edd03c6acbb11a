//! Rulesets: the clock rules of a tournament as data, with the built-in presets
//! and a parser for user ruleset files (TOML).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::fate_deck::FateDeck;
use super::nation::{Nation, Side};
use super::ruleset_error::{RulesetError, RulesetProblem};
use super::tc_table::TcTable;
use super::time::{Ms, SECOND};

/// The tournament a built-in ruleset comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Preset {
    /// Friedrich World Championship 2026 (the default).
    #[default]
    #[serde(rename = "fwc-2026")]
    Fwc2026,
    /// Friedrich World Championship 2020.
    #[serde(rename = "fwc-2020")]
    Fwc2020,
    /// Spanish Open (CAFE) 2023.
    #[serde(rename = "cafe-2023")]
    Cafe2023,
    /// Spanish Open (CAFE) 2023 as its Spanish text scores: %O rounded up,
    /// and no Imperial Army exception (the army's score at the switch is one
    /// of Maria Theresia's scores).
    #[serde(rename = "cafe-2023-es")]
    Cafe2023Es,
    /// Spanish Open (CAFE) 2019.
    #[serde(rename = "cafe-2019")]
    Cafe2019,
    /// British Open (FriedrichUK): the FWC general rules, so FWC 2026's timing
    /// and scoring under its own name.
    #[serde(rename = "british-open")]
    BritishOpen,
}

impl Preset {
    /// All presets, the default first.
    pub const ALL: [Self; 6] = [
        Self::Fwc2026,
        Self::Fwc2020,
        Self::Cafe2023,
        Self::Cafe2023Es,
        Self::Cafe2019,
        Self::BritishOpen,
    ];

    /// The preset's short identifier, as used on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Self::Fwc2026 => "fwc-2026",
            Self::Fwc2020 => "fwc-2020",
            Self::Cafe2023 => "cafe-2023",
            Self::Cafe2023Es => "cafe-2023-es",
            Self::Cafe2019 => "cafe-2019",
            Self::BritishOpen => "british-open",
        }
    }

    /// The preset's display name.
    pub fn title(self) -> &'static str {
        match self {
            Self::Fwc2026 => "FWC 2026",
            Self::Fwc2020 => "FWC 2020",
            Self::Cafe2023 => "CAFE 2023",
            Self::Cafe2023Es => "CAFE 2023 (Spanish text)",
            Self::Cafe2019 => "CAFE 2019",
            Self::BritishOpen => "British Open",
        }
    }

    /// The tournament whose scoring rules this preset uses: the British Open
    /// scores as FWC 2026 ("valid for the British Open").
    pub fn scoring(self) -> Self {
        match self {
            Self::BritishOpen => Self::Fwc2026,
            other => other,
        }
    }

    /// How the tournament sets up the Clock of Fate (its own rules, or the
    /// rulebook's plain shuffle where they say nothing).
    pub fn fate_deck(self) -> FateDeck {
        match self {
            Self::Fwc2020 => FateDeck::fwc_2020(),
            Self::Cafe2023 => FateDeck::cafe_2023(),
            // Its section I names the cards: Elisabeth, Poemas and América.
            Self::Cafe2023Es => FateDeck::cafe_2023_es(),
            Self::Fwc2026 | Self::Cafe2019 | Self::BritishOpen => FateDeck::default(),
        }
    }

    /// The preset a game's ruleset stands for: the built-in preset of the
    /// same name and scoring (so a British Open game, which scores as FWC
    /// 2026, stays British Open), otherwise its scoring rules.
    pub fn of_ruleset(rules: &Ruleset) -> Self {
        Self::ALL
            .into_iter()
            .find(|p| p.title() == rules.name && p.scoring() == rules.scoring)
            .unwrap_or(rules.scoring)
    }

    /// The preset's full ruleset.
    pub fn ruleset(self) -> Ruleset {
        Ruleset {
            name: self.title().to_owned(),
            scoring: self.scoring(),
            fate_deck: self.fate_deck(),
            ..Ruleset::default()
        }
    }
}

impl FromStr for Preset {
    type Err = RulesetError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| RulesetError::UnknownPreset(s.to_owned()))
    }
}

/// The identifier (`fwc-2026`), as the command line and the files take it;
/// people read the preset's name (`words::text::preset`).
impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The clock rules of one tournament. All times are whole seconds or minutes,
/// as the rule texts state them. A user file lists only what differs from FWC 2026.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Ruleset {
    /// Shown in setup and in the report.
    pub name: String,
    /// Which tournament's scoring rules apply.
    pub scoring: Preset,
    /// The two chess clocks.
    pub chess_clock: ChessClockRules,
    /// Per-nation stopwatch budgets once a side has run out of time.
    pub stopwatch: StopwatchRules,
    /// Retreat timers for a chooser on the stopwatch.
    pub retreat: RetreatRules,
    /// TCs per nation and turn, for the TC-coefficient tie-breaker.
    pub tc_table: TcTable,
    /// The Clock of Fate's set-up: which cards never come among the first four.
    pub fate_deck: FateDeck,
}

impl Default for Ruleset {
    fn default() -> Self {
        Self {
            name: Preset::Fwc2026.title().to_owned(),
            scoring: Preset::Fwc2026,
            chess_clock: ChessClockRules::default(),
            stopwatch: StopwatchRules::default(),
            retreat: RetreatRules::default(),
            tc_table: TcTable::default(),
            fate_deck: FateDeck::default(),
        }
    }
}

/// Chess clock rules (section G).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ChessClockRules {
    /// Frederick's time for the game, in minutes.
    pub frederick_minutes: u32,
    /// The attackers' shared time for the game, in minutes.
    pub attackers_minutes: u32,
    /// Warnings announced when this many seconds are left on a chess clock.
    pub warnings_seconds: Vec<u32>,
}

impl Default for ChessClockRules {
    fn default() -> Self {
        Self {
            frederick_minutes: 130,
            attackers_minutes: 130,
            warnings_seconds: vec![600, 60],
        }
    }
}

/// Stopwatch rules (section G).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StopwatchRules {
    /// Prussia's budget per action stage, in seconds.
    pub prussia: u32,
    /// Hanover's budget per action stage, in seconds.
    pub hanover: u32,
    /// Russia's budget per action stage, in seconds.
    pub russia: u32,
    /// Sweden's budget per action stage, in seconds.
    pub sweden: u32,
    /// Austria's budget per action stage, in seconds.
    pub austria: u32,
    /// The Imperial Army's budget per action stage, in seconds.
    pub imperial_army: u32,
    /// France's budget per action stage, in seconds.
    pub france: u32,
    /// Whether a player's unused time carries to his next nation in the same turn.
    pub carry_over: bool,
    /// Announced when this many seconds of a stage budget are left ("stop" at zero
    /// is always announced). A value is used only if the budget is longer.
    pub announcements_seconds: Vec<u32>,
}

impl Default for StopwatchRules {
    fn default() -> Self {
        Self {
            prussia: 150,
            hanover: 30,
            russia: 60,
            sweden: 20,
            austria: 60,
            imperial_army: 20,
            france: 60,
            carry_over: true,
            announcements_seconds: vec![60, 30, 5, 4, 3, 2, 1],
        }
    }
}

/// Retreat timer rules (section G).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RetreatRules {
    /// Seconds every retreat choice gets.
    pub base_seconds: u32,
    /// Extra seconds per step of retreat length.
    pub per_length_seconds: u32,
    /// Announced when this many seconds of a retreat timer are left.
    pub announcements_seconds: Vec<u32>,
}

impl Default for RetreatRules {
    fn default() -> Self {
        Self {
            base_seconds: 3,
            per_length_seconds: 1,
            announcements_seconds: vec![3, 2, 1],
        }
    }
}

/// The longest retreat the clock accepts.
pub const MAX_RETREAT_LENGTH: u8 = 30;

impl Ruleset {
    /// A side's chess clock time at the start of the game.
    pub fn side_budget(&self, side: Side) -> Ms {
        let minutes = match side {
            Side::Frederick => self.chess_clock.frederick_minutes,
            Side::Attackers => self.chess_clock.attackers_minutes,
        };
        u64::from(minutes) * 60 * SECOND
    }

    /// A nation's stopwatch budget per action stage.
    pub fn stage_budget(&self, nation: Nation) -> Ms {
        let s = &self.stopwatch;
        let secs = match nation {
            Nation::Prussia => s.prussia,
            Nation::Hanover => s.hanover,
            Nation::Russia => s.russia,
            Nation::Sweden => s.sweden,
            Nation::Austria => s.austria,
            Nation::ImperialArmy => s.imperial_army,
            Nation::France => s.france,
        };
        u64::from(secs) * SECOND
    }

    /// The longest stage budget of any nation: the most time a player's
    /// first nation can leave unused for his second.
    pub fn longest_stage_budget(&self) -> Ms {
        Nation::ALL
            .into_iter()
            .map(|n| self.stage_budget(n))
            .max()
            .unwrap_or(0)
    }

    /// The time a chooser on the stopwatch gets for a retreat of this length.
    pub fn retreat_limit(&self, length: u8) -> Ms {
        let r = &self.retreat;
        (u64::from(r.base_seconds) + u64::from(r.per_length_seconds) * u64::from(length)) * SECOND
    }

    /// Parses a user ruleset file. `source` names the file in error messages.
    pub fn from_toml(text: &str, source: &str) -> Result<Self, RulesetError> {
        let ruleset: Self = toml::from_str(text).map_err(|e| {
            let line = e.span().map(|span| line_of(text, span.start));
            let message = match line.and_then(|l| key_at(text, l)) {
                Some(key) if !e.message().contains(&key) => format!("{key}: {}", e.message()),
                _ => e.message().to_owned(),
            };
            RulesetError::Parse {
                file: source.to_owned(),
                line,
                message,
            }
        })?;
        ruleset
            .validate()
            .map_err(|(field, problem)| RulesetError::Invalid {
                file: source.to_owned(),
                line: field_line(text, field),
                field: field.to_owned(),
                problem,
            })?;
        Ok(ruleset)
    }

    /// Checks every value; on failure names the field and the problem.
    pub fn validate(&self) -> Result<(), (&'static str, RulesetProblem)> {
        let c = &self.chess_clock;
        for (field, minutes) in [
            ("chess_clock.frederick_minutes", c.frederick_minutes),
            ("chess_clock.attackers_minutes", c.attackers_minutes),
        ] {
            if !(1..=600).contains(&minutes) {
                return Err((field, RulesetProblem::Minutes(minutes)));
            }
        }
        let s = &self.stopwatch;
        for (field, secs) in [
            ("stopwatch.prussia", s.prussia),
            ("stopwatch.hanover", s.hanover),
            ("stopwatch.russia", s.russia),
            ("stopwatch.sweden", s.sweden),
            ("stopwatch.austria", s.austria),
            ("stopwatch.imperial_army", s.imperial_army),
            ("stopwatch.france", s.france),
        ] {
            if !(1..=3600).contains(&secs) {
                return Err((field, RulesetProblem::Seconds(secs)));
            }
        }
        self.fate_deck
            .validate()
            .map_err(|problem| ("fate_deck.set_aside", RulesetProblem::FateDeck(problem)))?;
        if self.retreat.base_seconds + self.retreat.per_length_seconds == 0 {
            return Err(("retreat.base_seconds", RulesetProblem::NoRetreatTime));
        }
        if let Some((nation, n)) = self
            .tc_table
            .per_turn
            .iter()
            .find(|(_, n)| !(0..=20).contains(*n))
        {
            return Err((
                "tc_table.per_turn",
                RulesetProblem::TcsPerTurn {
                    nation: *nation,
                    tcs: *n,
                },
            ));
        }
        if self.retreat.base_seconds > 600 || self.retreat.per_length_seconds > 60 {
            return Err(("retreat.base_seconds", RulesetProblem::RetreatTooLong));
        }
        Ok(())
    }
}

/// The 1-based line of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()
        .iter()
        .take(offset)
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// The `section.key` assigned on a 1-based line, if the line assigns one
/// (a ruleset's or a result's TOML).
pub(crate) fn key_at(text: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let (key, _) = lines.get(line.checked_sub(1)?)?.split_once('=')?;
    let section = lines[..line - 1].iter().rev().find_map(|l| {
        l.trim()
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .map(str::trim)
    });
    let key = key.trim();
    Some(section.map_or_else(|| key.to_owned(), |s| format!("{s}.{key}")))
}

/// The line of a `section.key` (or top-level `key`) assignment in a TOML text.
fn field_line(text: &str, field: &str) -> Option<usize> {
    let key = field.rsplit('.').next().unwrap_or(field);
    text.lines()
        .position(|l| {
            let l = l.trim_start();
            l.strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map(|i| i + 1)
}
