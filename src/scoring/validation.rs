//! Checking a result file's input: every field present, in range and
//! consistent, or the first problem with its field name.

use std::collections::BTreeMap;

use crate::engine::{FateCard, Nation, Preset, Role};

use super::problem::Problem;
use super::result::{
    ATTACKERS, GameResult, Holding, Imperial, MAX_TURNS, OffensiveEnd, OffensiveResult, Outcome,
    ResultError, ResultInput, Switch, imperial_objectives, key,
};

/// The Bohemian objectives on the board.
const BOHEMIAN: u32 = Nation::BOHEMIAN_OBJECTIVES;

fn bad(field: impl Into<String>, problem: Problem) -> ResultError {
    ResultError {
        field: field.into(),
        problem,
    }
}

/// A present, non-negative whole number within `max`.
fn count(value: Option<i64>, field: &str, max: u32) -> Result<u32, ResultError> {
    let v = value.ok_or_else(|| bad(field, Problem::Missing))?;
    if v < 0 {
        return Err(bad(field, Problem::Negative(v)));
    }
    u32::try_from(v)
        .ok()
        .filter(|v| *v <= max)
        .ok_or_else(|| bad(field, Problem::TooLarge { value: v, max }))
}

/// A turn number 1 to `max`.
fn turn(value: Option<i64>, field: &str, max: u32) -> Result<u32, ResultError> {
    let t = count(value, field, max)?;
    if t == 0 {
        return Err(bad(field, Problem::TurnZero));
    }
    Ok(t)
}

impl ResultInput {
    /// Checks everything and builds the result; the first problem is reported.
    pub fn validate(&self) -> Result<GameResult, ResultError> {
        let turns = turn(self.turns, "turns", MAX_TURNS)?;
        let outcome = self
            .outcome
            .ok_or_else(|| bad("outcome", Problem::Missing))?;
        let mut objectives = BTreeMap::new();
        for nation in ATTACKERS {
            let k = format!("objectives.{}", key(nation));
            let h = self
                .objectives
                .get(&nation)
                .ok_or_else(|| bad(&k, Problem::Missing))?;
            let held = count(h.held, &format!("{k}.held"), 99)?;
            let total = count(h.total, &format!("{k}.total"), 99)?;
            if total == 0 {
                return Err(bad(format!("{k}.total"), Problem::NoObjectives));
            }
            if held > total {
                return Err(bad(
                    format!("{k}.held"),
                    Problem::MoreThanTotal {
                        held,
                        total,
                        nation,
                    },
                ));
            }
            let out_turn = match h.out_turn {
                None => None,
                Some(_) => Some(turn(h.out_turn, &format!("{k}.out-turn"), turns)?),
            };
            if out_turn.is_some() && !nation.can_drop_out() {
                return Err(bad(format!("{k}.out-turn"), Problem::CannotLeave(nation)));
            }
            objectives.insert(
                nation,
                Holding {
                    held,
                    total,
                    out_turn,
                },
            );
        }
        if let Some(n) = self.objectives.keys().find(|n| !ATTACKERS.contains(n)) {
            return Err(bad(
                format!("objectives.{}", key(*n)),
                Problem::NotScored(*n),
            ));
        }
        let winners = self.winners(outcome, &objectives)?;
        let imperial = self.imperial(turns)?;
        imperial_total(&objectives, imperial.controller)?;
        let offensive = self.offensive(turns, outcome)?;
        let fate = parse_fate(&self.fate)?;
        Ok(GameResult {
            turns,
            outcome,
            winners,
            objectives,
            imperial,
            offensive,
            fate,
        })
    }

    /// [`ResultInput::validate`] for scoring under `scheme`. Where the
    /// Imperial Army's score at the switch counts among Maria Theresia's
    /// scores (CAFE 2023, Spanish text), a switch needs its turn and its
    /// objectives: her score depends on them.
    pub fn validate_for(&self, scheme: Preset) -> Result<GameResult, ResultError> {
        let result = self.validate()?;
        if super::switch_counts(scheme) && result.imperial.switched() {
            let ia = self.imperial_army.clone().unwrap_or_default();
            let missing = [
                ("imperial-army.switch-turn", ia.switch_turn),
                ("imperial-army.held-at-switch", ia.held_at_switch),
                ("imperial-army.total-at-switch", ia.total_at_switch),
            ]
            .into_iter()
            .find(|(_, v)| v.is_none());
            if let Some((field, _)) = missing {
                return Err(bad(field, Problem::SwitchCounts));
            }
        }
        Ok(result)
    }

    /// The preset the `ruleset` key names, if any (an unknown one is refused).
    pub fn preset(&self) -> Result<Option<Preset>, ResultError> {
        preset_of(self)
    }

    fn winners(
        &self,
        outcome: Outcome,
        objectives: &BTreeMap<Nation, Holding>,
    ) -> Result<Vec<Nation>, ResultError> {
        let mut winners: Vec<Nation> = Vec::new();
        for n in &self.winners {
            // The victory bonus counts each winning nation once.
            if winners.contains(n) {
                return Err(bad("winners", Problem::WinnerTwice(*n)));
            }
            winners.push(*n);
        }
        winners.sort();
        match outcome {
            Outcome::Attackers if winners.is_empty() => Err(bad("winners", Problem::NoWinners)),
            Outcome::Defensive | Outcome::Offensive if !winners.is_empty() => {
                Err(bad("winners", Problem::PrussiaWon))
            }
            _ => {
                for n in &winners {
                    if !ATTACKERS.contains(n) {
                        return Err(bad("winners", Problem::NotAttacker(*n)));
                    }
                    let holding = objectives.get(n);
                    if let Some(t) = holding.and_then(|h| h.out_turn) {
                        return Err(bad(
                            "winners",
                            Problem::AlreadyOut {
                                nation: *n,
                                turn: t,
                            },
                        ));
                    }
                    // An attacking nation wins by controlling all its
                    // objectives: one holding none cannot have won.
                    if holding.is_some_and(|h| h.held == 0) {
                        return Err(bad("winners", Problem::WinnerHoldsNone(*n)));
                    }
                }
                Ok(winners)
            }
        }
    }

    fn imperial(&self, turns: u32) -> Result<Imperial, ResultError> {
        let input = self.imperial_army.clone().unwrap_or_default();
        let controller = input.controller.unwrap_or(Role::MariaTheresia);
        if !controller.may_control_imperial_army() {
            return Err(bad("imperial-army.controller", Problem::FrederickImperial));
        }
        let entered = [
            ("imperial-army.switch-turn", input.switch_turn),
            ("imperial-army.held-at-switch", input.held_at_switch),
            ("imperial-army.total-at-switch", input.total_at_switch),
        ];
        if controller == Role::MariaTheresia {
            return match entered.iter().find(|(_, v)| v.is_some()) {
                Some((field, _)) => Err(bad(*field, Problem::NotSwitched)),
                None => Ok(Imperial {
                    controller,
                    switch: None,
                }),
            };
        }
        // Only the switch score needs them: what is entered is checked, and
        // without all three the switch score is "not known". The army's
        // objectives depend on its controller, so the held count is checked
        // against the total at the switch, not at the end.
        let turn = input
            .switch_turn
            .map(|t| turn(Some(t), "imperial-army.switch-turn", turns))
            .transpose()?;
        let total = input
            .total_at_switch
            .map(|n| count(Some(n), "imperial-army.total-at-switch", 99))
            .transpose()?;
        if total == Some(0) {
            return Err(bad("imperial-army.total-at-switch", Problem::NoObjectives));
        }
        // Maria Theresia had it until the switch: its objectives were hers.
        let under_her = imperial_objectives(Role::MariaTheresia);
        if let Some(total) = total.filter(|t| *t != under_her) {
            return Err(bad(
                "imperial-army.total-at-switch",
                Problem::ImperialTotal {
                    total,
                    controller: Role::MariaTheresia,
                    expected: under_her,
                },
            ));
        }
        let held = input
            .held_at_switch
            .map(|h| count(Some(h), "imperial-army.held-at-switch", total.unwrap_or(99)))
            .transpose()?;
        let switch = match (turn, held, total) {
            (Some(turn), Some(held), Some(total)) => Some(Switch { turn, held, total }),
            _ => None,
        };
        Ok(Imperial { controller, switch })
    }

    fn offensive(
        &self,
        turns: u32,
        outcome: Outcome,
    ) -> Result<Option<OffensiveResult>, ResultError> {
        let Some(o) = &self.offensive else {
            if outcome == Outcome::Offensive {
                return Err(bad("offensive", Problem::OffensiveNeeded));
            }
            return Ok(None);
        };
        let launched_turn = turn(o.launched_turn, "offensive.launched-turn", turns)?;
        let end = o
            .end
            .ok_or_else(|| bad("offensive.end", Problem::Missing))?;
        let ended_turn = match (end, o.ended_turn) {
            (OffensiveEnd::Active, None) => turns,
            (_, t) => turn(t, "offensive.ended-turn", turns)?,
        };
        if ended_turn < launched_turn {
            return Err(bad(
                "offensive.ended-turn",
                Problem::EndedBeforeLaunch {
                    ended: ended_turn,
                    launched: launched_turn,
                },
            ));
        }
        match (outcome, end) {
            (Outcome::Offensive, OffensiveEnd::Won) => {}
            (Outcome::Offensive, _) => {
                return Err(bad("offensive.end", Problem::EndMustBeWon));
            }
            (_, OffensiveEnd::Won) => {
                return Err(bad("outcome", Problem::OutcomeMustBeOffensive));
            }
            _ => {}
        }
        // The board has 14 Bohemian objectives (CAFE 2023 C): a form may
        // leave the total out, and any other number is a slip.
        let bohemian_total = match o.bohemian_total {
            None => BOHEMIAN,
            given => count(given, "offensive.bohemian-total", 99)?,
        };
        if bohemian_total != BOHEMIAN {
            return Err(bad(
                "offensive.bohemian-total",
                Problem::BohemianTotal(bohemian_total),
            ));
        }
        let prussia = count(
            o.prussia_bohemian,
            "offensive.prussia-bohemian",
            bohemian_total,
        )?;
        let austria = count(
            o.austria_bohemian,
            "offensive.austria-bohemian",
            bohemian_total,
        )?;
        if prussia + austria > bohemian_total {
            return Err(bad(
                "offensive.austria-bohemian",
                Problem::TooManyBohemian {
                    prussia,
                    austria,
                    total: bohemian_total,
                },
            ));
        }
        let tc_picked_up = o
            .tc_picked_up
            .ok_or_else(|| bad("offensive.tc-picked-up", Problem::TcPickUpMissing))?;
        Ok(Some(OffensiveResult {
            launched_turn,
            end,
            ended_turn,
            prussia_bohemian: prussia,
            austria_bohemian: austria,
            bohemian_total,
            tc_picked_up,
        }))
    }
}

/// The Imperial Army's objectives at the end (or when it was counted) are
/// those its last controller gives it.
fn imperial_total(
    objectives: &BTreeMap<Nation, Holding>,
    controller: Role,
) -> Result<(), ResultError> {
    let expected = imperial_objectives(controller);
    match objectives.get(&Nation::ImperialArmy) {
        Some(h) if h.total != expected => Err(bad(
            "objectives.imperial-army.total",
            Problem::ImperialTotal {
                total: h.total,
                controller,
                expected,
            },
        )),
        _ => Ok(()),
    }
}

/// Fate card names as in the file: elisabeth, sweden, india, america, poems,
/// lord-bute, other (the twelve minor cards, up to 12 times).
fn parse_fate(names: &[String]) -> Result<Vec<FateCard>, ResultError> {
    let mut cards: Vec<FateCard> = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let field = format!("fate[{i}]");
        let card = match name.trim().to_ascii_lowercase().as_str() {
            "elisabeth" => FateCard::Elisabeth,
            "sweden" => FateCard::Sweden,
            "india" => FateCard::India,
            "america" => FateCard::America,
            "poems" => FateCard::Poems,
            "lord-bute" => FateCard::LordBute,
            "other" => {
                let n = cards
                    .iter()
                    .filter(|c| matches!(c, FateCard::Other(_)))
                    .count();
                let n = u8::try_from(n + 1).unwrap_or(u8::MAX);
                if n > 12 {
                    return Err(bad(field, Problem::TooManyOthers));
                }
                FateCard::Other(n)
            }
            other => {
                return Err(bad(field, Problem::UnknownCard(other.to_owned())));
            }
        };
        if cards.contains(&card) {
            return Err(bad(field, Problem::ListedTwice(card)));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// The preset named in the file, if any.
pub fn preset_of(input: &ResultInput) -> Result<Option<Preset>, ResultError> {
    input
        .ruleset
        .as_deref()
        .map(|s| {
            s.parse::<Preset>()
                .map_err(|_| bad("ruleset", Problem::Ruleset(s.to_owned())))
        })
        .transpose()
}
