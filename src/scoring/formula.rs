//! What a score line is for and its formula, as values: [`Scored`] names what
//! was scored, [`Formula`] holds the numbers the rules combined (one variant
//! per rule), [`TotalFormula`] how a player's total is made. `words::score`
//! words them; the scoring module has no sentences.

use serde::Serialize;

use crate::engine::{Nation, Preset};

use super::points::Points;

/// What a score line is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scored {
    /// An attacking nation's objectives (or its victory).
    Nation(Nation),
    /// Frederick won (FWC).
    Victory,
    /// Frederick's game-length score (FWC).
    GameLength,
    /// Frederick's defensive victory (CAFE).
    DefensiveVictory,
    /// Frederick's offensive victory (CAFE).
    OffensiveVictory,
    /// Frederick's defeat (CAFE).
    Defeat,
    /// The victory bonus (FWC).
    VictoryBonus,
    /// The Prussian offensive option.
    OffensiveOption,
    /// The Imperial Army's score when Maria Theresia lost it.
    ImperialSwitch,
}

/// When a nation's objectives were counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum When {
    /// When it left the game after this turn.
    Left(u32),
    /// At game end.
    End,
    /// At the Imperial Army's switch in this turn.
    Switch(u32),
}

/// Objectives held of a total, and when they were counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Objectives {
    /// Objectives held.
    pub held: u32,
    /// Objectives in all.
    pub total: u32,
    /// When they were counted.
    pub when: When,
}

/// A losing attacking nation under CAFE: %O ÷ 10 + 1.6 − 0.1 × T.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Losing {
    /// Its objectives.
    pub objectives: Objectives,
    /// %O rounded up (the Spanish text), not to the nearest.
    pub rounded_up: bool,
    /// %O as a whole percent.
    pub pct: i64,
    /// T: the turns it was in the game.
    pub turns: u32,
    /// The score.
    pub points: Points,
}

/// A score's formula: the numbers the rule combined, ending in the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "rule", rename_all = "kebab-case")]
pub enum Formula {
    /// FWC: Frederick won, always 10.
    FrederickWon,
    /// FWC: 0.5 × turns, at most 11.50.
    FwcLength {
        /// The game's turns.
        turns: u32,
        /// 0.5 × turns.
        raw: Points,
        /// Over the cap (the score is 11.50).
        capped: bool,
    },
    /// FWC: an attacking nation's objectives % ÷ 10, at most 10.
    FwcNation {
        /// Its objectives.
        objectives: Objectives,
        /// The score.
        points: Points,
    },
    /// FWC: Frederick's offensive option, Bohemian objectives to a whole %.
    FwcFrederickOffensive {
        /// Bohemian objectives Prussia held.
        held: u32,
        /// Bohemian objectives in all.
        total: u32,
        /// The whole percent.
        pct: i64,
        /// pct ÷ 10.
        raw: Points,
        /// The offensive succeeded (else 1 is taken off).
        won: bool,
        /// The score.
        points: Points,
    },
    /// FWC: Maria Theresia's offensive-option score.
    FwcMariaOffensive {
        /// Turns the offensive lasted.
        turns: u32,
        /// The turn it was launched.
        launched: u32,
        /// The turn it ended.
        ended: u32,
        /// It ended with Prussia's win (else given up).
        won: bool,
        /// Bohemian objectives Austria held.
        bohemian: u32,
        /// The Prussian TC was picked up.
        tc: bool,
        /// The sum before the cap.
        raw: Points,
        /// Over the cap (the score is 9.50).
        capped: bool,
    },
    /// FWC: Frederick won, a bonus of 2.
    FrederickBonus,
    /// FWC: the attackers' victory bonus, shared by the winning nations.
    AttackersBonus {
        /// The player's winning nations.
        mine: i64,
        /// All winning nations.
        all: i64,
        /// The bonus: 2 + one per winning nation beyond the first.
        total: i64,
        /// The player's share.
        points: Points,
    },
    /// FWC: the Imperial Army's objectives at the switch.
    FwcSwitch {
        /// Its objectives then.
        objectives: Objectives,
        /// The score.
        points: Points,
        /// The rules (named in the formula).
        scheme: Preset,
    },
    /// CAFE: Frederick's defensive victory, 10 + 0.1 × T.
    CafeDefensive {
        /// The game's turns.
        turns: u32,
        /// The score.
        points: Points,
    },
    /// CAFE: the offensive was victorious, exactly 13.
    CafeOffensiveVictory,
    /// CAFE: Frederick's defeat, 0.5 × T (at most 11.5).
    CafeDefeat {
        /// The game's turns.
        turns: u32,
        /// 0.5 × turns.
        raw: Points,
    },
    /// CAFE: a winning attacking nation, 13 − 0.1 × T.
    CafeWinner {
        /// The game's turns.
        turns: u32,
        /// The score.
        points: Points,
    },
    /// CAFE: a losing attacking nation.
    CafeLosing(Losing),
    /// CAFE: Frederick's offensive option.
    CafeFrederickOffensive {
        /// Bohemian objectives Prussia held.
        held: u32,
        /// Bohemian objectives in all.
        total: u32,
        /// The turn it was called off, or `None`: still active at game end.
        called_off: Option<u32>,
        /// The whole percent.
        pct: i64,
        /// The score.
        points: Points,
    },
    /// CAFE: Maria Theresia's offensive-option score.
    CafeMariaOffensive {
        /// Turns the offensive lasted.
        turns: u32,
        /// The turn it was launched.
        launched: u32,
        /// The turn it ended.
        ended: u32,
        /// Bohemian objectives Austria held.
        bohemian: u32,
        /// The sum before the cap and the TC.
        raw: Points,
        /// Over the cap (9.00).
        capped: bool,
        /// The Prussian TC was picked up (1 more).
        tc: bool,
        /// The score.
        points: Points,
    },
    /// CAFE 2019: the army switched (in this turn, if known): 0.
    Cafe2019Switch {
        /// The switch turn, if the result has it.
        turn: Option<u32>,
    },
    /// CAFE 2023: the Imperial Army scored as a losing nation at the switch.
    CafeSwitch {
        /// The losing-nation formula.
        losing: Losing,
        /// It is one of Maria Theresia's scores (the Spanish text), not
        /// only her tie-breaker.
        counts: bool,
    },
}

/// How a player's total is made: the best of his candidates, plus the bonus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TotalFormula {
    /// The best candidate (`None`: he had none).
    pub best: Option<(Scored, Points)>,
    /// The other candidates, best first.
    pub others: Vec<(Scored, Points)>,
    /// The victory bonus, if any.
    pub bonus: Option<Points>,
    /// The total.
    pub total: Points,
}

/// Why a score cannot be computed yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotKnown {
    /// The army switched, but the result lacks the switch turn or the
    /// objectives held then (imperial-army.switch-turn, held-at-switch,
    /// total-at-switch).
    SwitchFacts,
}

/// Why the scoring rules used are assumed rather than named by the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assumed {
    /// British Open: its scoring is in none of the rule texts; FWC 2026
    /// scoring is assumed.
    BritishOpen,
}
