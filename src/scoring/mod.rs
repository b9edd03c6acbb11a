//! Scores at game end (section C / "Scoring in the qualifying round") and the
//! tie-break inputs of section D, for FWC 2026/2020 and CAFE 2023/2019. Pure:
//! a validated [`GameResult`] in, a [`ScoreSheet`] out, every score with the
//! formula and numbers used. Shared by the app and `friedrich-clock score`.

// Pure: no clock read, no file touched (clippy.toml's disallowed methods).
#![deny(clippy::disallowed_methods)]

mod cafe;
pub mod clock;
pub mod form;
pub mod formula;
mod fwc;
pub mod mend;
pub mod points;
mod problem;
pub mod read;
pub mod result;
pub mod tcc;
mod validation;

use serde::Serialize;

use crate::engine::{FateWarning, Nation, Preset, Role, TcTable};

pub use formula::{Assumed, Formula, Losing, NotKnown, Objectives, Scored, TotalFormula, When};
pub use points::Points;
pub use read::{MAX_RESULT_BYTES, ReadError};
pub use result::{GameResult, OffensiveEnd, Outcome, Problem, ResultError, ResultInput};
pub use tcc::{Tcc, TccUnknown};

/// One score with the formula that gives it. Serialized with its English
/// wording beside the values (`words::score`): `what`, `formula`, `points`,
/// `scored`, `numbers`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// What is scored (a nation, the offensive option, the victory bonus).
    pub what: Scored,
    /// The formula with the game's numbers, ending in the result.
    pub formula: Formula,
    /// The score.
    pub points: Points,
}

impl Line {
    fn new(what: Scored, formula: Formula, points: Points) -> Self {
        Self {
            what,
            formula,
            points,
        }
    }
}

/// A player's score: his candidates (nations, offensive option), the best
/// one, the victory bonus, and the second-best for the tie-breaker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoleScore {
    /// The role.
    pub role: Role,
    /// Every score the role could count, best first.
    pub candidates: Vec<Line>,
    /// The victory bonus share, if the role won.
    pub bonus: Option<Line>,
    /// Best candidate plus bonus.
    pub total: Points,
    /// How the total is made, with numbers (in JSON: worded in English).
    pub formula: TotalFormula,
    /// The second-best score (Elisabeth and Maria Theresia: tie-breaker 1).
    pub second_best: Option<Line>,
}

/// The tie-break inputs from this game (section D).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TieBreak {
    /// Maria Theresia's Imperial Army switch score if the army switched, or
    /// why it is not known (in JSON: worded in English).
    pub imperial_switch: Option<Result<Line, NotKnown>>,
    /// Frederick's (scaled) TC coefficient, or why it cannot be computed yet.
    pub tcc: Result<Tcc, TccUnknown>,
}

/// Every score of a game under one ruleset's scoring rules.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScoreSheet {
    /// The scoring rules used.
    pub scheme: Preset,
    /// Why these scoring rules are assumed rather than named by the result;
    /// `None` when the result names them (in JSON: worded in English).
    pub assumed: Option<Assumed>,
    /// The four players' scores, Frederick first.
    pub roles: Vec<RoleScore>,
    /// Tie-break inputs.
    pub tie_break: TieBreak,
    /// The Cards of Fate came in an order the tournament's Clock of Fate
    /// set-up cannot produce: a warning for the jury, not a refusal.
    #[serde(default)]
    pub fate_warning: Option<FateWarning>,
}

impl ScoreSheet {
    /// One role's score.
    pub fn role(&self, role: Role) -> Option<&RoleScore> {
        self.roles.iter().find(|r| r.role == role)
    }

    /// Why Maria Theresia's second-best score (the Imperial Army switch) is
    /// not known, for her role; `None` for the others or when it is known.
    pub fn switch_not_known(&self, role: Role) -> Option<NotKnown> {
        match &self.tie_break.imperial_switch {
            Some(Err(e)) if role == Role::MariaTheresia => Some(*e),
            _ => None,
        }
    }
}

/// What a tournament's scoring rules compute; the two families differ.
trait Scheme {
    /// Frederick's score from the game's length and result.
    fn frederick(&self, r: &GameResult) -> Line;
    /// An attacking nation's score from its objectives `h`.
    fn nation(&self, r: &GameResult, nation: Nation, h: &result::Holding) -> Line;
    /// Frederick's offensive-option score.
    fn frederick_offensive(&self, r: &GameResult) -> Option<Line>;
    /// Maria Theresia's offensive-option score.
    fn maria_offensive(&self, r: &GameResult) -> Option<Line>;
    /// Victory bonus per role.
    fn bonus(&self, r: &GameResult, role: Role) -> Option<Line>;
    /// Maria Theresia's Imperial Army switch score, if the army switched
    /// (an error if the result lacks what it needs).
    fn imperial_switch(&self, r: &GameResult) -> Option<Result<Line, NotKnown>>;
}

/// Whether the Imperial Army's score at the switch is one of Maria
/// Theresia's candidates for her score (CAFE 2023 in Spanish has no
/// exception for it), not only her tie-breaker.
pub fn switch_counts(scheme: Preset) -> bool {
    scheme.scoring() == Preset::Cafe2023Es
}

/// Scores a validated result under `scheme`, with `table` for the TC
/// coefficient. Where the switch score counts ([`switch_counts`]) the result
/// must have been checked with [`ResultInput::validate_for`].
pub fn score(r: &GameResult, scheme: Preset, table: &TcTable) -> ScoreSheet {
    let assumed = (scheme == Preset::BritishOpen).then_some(Assumed::BritishOpen);
    let fate_warning = scheme.fate_deck().check(&r.fate);
    let scheme = scheme.scoring();
    let rules: &dyn Scheme = match scheme {
        Preset::Fwc2026 | Preset::Fwc2020 | Preset::BritishOpen => &fwc::Fwc(scheme),
        Preset::Cafe2023 | Preset::Cafe2023Es | Preset::Cafe2019 => &cafe::Cafe(scheme),
    };
    let switch = rules.imperial_switch(r);
    let switch_counts = switch_counts(scheme);
    let roles = Role::ALL
        .into_iter()
        .map(|role| {
            let nations = r
                .objectives
                .iter()
                .filter(|(n, _)| counts_for(r, **n) == role)
                .map(|(n, h)| rules.nation(r, *n, h));
            let mut candidates: Vec<Line> = match role {
                Role::Frederick => {
                    let mut c = vec![rules.frederick(r)];
                    c.extend(rules.frederick_offensive(r));
                    c
                }
                Role::MariaTheresia => {
                    let mut c: Vec<Line> = nations.collect();
                    c.extend(rules.maria_offensive(r));
                    if switch_counts {
                        c.extend(switch.clone().and_then(Result::ok));
                    }
                    c
                }
                _ => nations.collect(),
            };
            candidates.sort_by_key(|l| std::cmp::Reverse(l.points));
            // The second of all her candidates (nations and the OO line),
            // unless the switch score is her second-best by the rules.
            let second_best = match role {
                Role::Elisabeth => candidates.get(1).cloned(),
                Role::MariaTheresia => match &switch {
                    Some(known) if !switch_counts => known.clone().ok(),
                    _ => candidates.get(1).cloned(),
                },
                _ => None,
            };
            role_score(role, candidates, rules.bonus(r, role), second_best)
        })
        .collect();
    ScoreSheet {
        scheme,
        assumed,
        roles,
        tie_break: TieBreak {
            imperial_switch: switch,
            tcc: tcc::compute(r, table, tcc::scaled(scheme)),
        },
        fate_warning,
    }
}

/// The role an attacking nation's score counts for: its controller at the end.
pub fn counts_for(r: &GameResult, nation: Nation) -> Role {
    match nation {
        Nation::ImperialArmy => r.imperial.controller,
        other => other.home_role(),
    }
}

fn role_score(
    role: Role,
    candidates: Vec<Line>,
    bonus: Option<Line>,
    second_best: Option<Line>,
) -> RoleScore {
    let best = candidates.first().map_or(Points::default(), |l| l.points);
    let bonus_points = bonus.as_ref().map(|b| b.points);
    let total = best + bonus_points.unwrap_or_default();
    let formula = TotalFormula {
        best: candidates.first().map(|l| (l.what, l.points)),
        others: candidates
            .iter()
            .skip(1)
            .map(|l| (l.what, l.points))
            .collect(),
        bonus: bonus_points,
        total,
    };
    RoleScore {
        role,
        candidates,
        bonus,
        total,
        formula,
        second_best,
    }
}

/// Reads ([`read::read`]: at most [`MAX_RESULT_BYTES`], a mistake said in
/// one line), validates and scores a result file's text (TOML, or JSON if it
/// starts with `{`). `preset` overrides the file's `ruleset`; the default is
/// FWC 2026. `table` is the TC table to use (the preset's if `None`).
pub fn score_text(
    text: &str,
    preset: Option<Preset>,
    table: Option<&TcTable>,
) -> Result<(ResultInput, GameResult, ScoreSheet), String> {
    let input = read::read(text).map_err(|e| e.to_string())?;
    let scheme = match preset {
        Some(p) => p,
        None => input
            .preset()
            .map_err(|e| e.to_string())?
            .unwrap_or_default(),
    };
    let result = input.validate_for(scheme).map_err(|e| e.to_string())?;
    let default_table = scheme.ruleset().tc_table;
    let sheet = score(&result, scheme, table.unwrap_or(&default_table));
    Ok((input, result, sheet))
}
