//! A result held against its own clock: what the table's journal knows of
//! the game (its turn, the nations that dropped out and when, the Imperial
//! Army's controller and switch, the Cards of Fate entered at the table;
//! `report::prefill` reads them from the journal) beside the result the
//! jury confirms. A difference is a warning the jury confirms with a
//! reason, never a refusal: the jury may know better than the clock (a
//! turn not started on it, a card drawn but not tapped). Pure.

use serde::{Deserialize, Serialize};

use crate::engine::{Nation, Role};

use super::ResultInput;
use super::result::ATTACKERS;

/// Where a result and its clock disagree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Difference {
    /// The turn the game ended in.
    Turns {
        /// The result's.
        result: i64,
        /// The clock's.
        clock: i64,
    },
    /// A winner the clock saw drop out.
    WinnerOut {
        /// The nation.
        nation: Nation,
        /// The turn after which it dropped out, on the clock.
        turn: i64,
    },
    /// When a nation dropped out (none: still in the game).
    OutTurn {
        /// The nation.
        nation: Nation,
        /// The result's.
        result: Option<i64>,
        /// The clock's.
        clock: Option<i64>,
    },
    /// The Cards of Fate: the result's do not begin with those entered at
    /// the table.
    Fate {
        /// The result's.
        result: Vec<String>,
        /// Those entered at the table, in order.
        clock: Vec<String>,
    },
    /// The Imperial Army's controller at the end, or its switch's turn.
    Switch {
        /// The result's controller and switch turn.
        result: (Role, Option<i64>),
        /// The clock's.
        clock: (Role, Option<i64>),
    },
}

/// The Imperial Army's controller and switch turn a result says (Maria
/// Theresia's without a switch when it names none).
fn switch(r: &ResultInput) -> (Role, Option<i64>) {
    r.imperial_army
        .as_ref()
        .map_or((Role::MariaTheresia, None), |ia| {
            (ia.controller.unwrap_or(Role::MariaTheresia), ia.switch_turn)
        })
}

/// Where `result` disagrees with `clock` (what the table's journal knows,
/// as `report::prefill` fills a result in), in the result's order; empty
/// when they agree on everything the clock knows.
pub fn differences(result: &ResultInput, clock: &ResultInput) -> Vec<Difference> {
    let mut found = Vec::new();
    // A clock that never started a turn knows nothing of the turns (the
    // result was typed on a clock that did not time the game).
    if let (Some(r), Some(c)) = (result.turns, clock.turns.filter(|t| *t > 0))
        && r != c
    {
        found.push(Difference::Turns {
            result: r,
            clock: c,
        });
    }
    let out = |r: &ResultInput, n: Nation| r.objectives.get(&n).and_then(|h| h.out_turn);
    for nation in ATTACKERS {
        let (r, c) = (out(result, nation), out(clock, nation));
        if let (true, Some(turn)) = (result.winners.contains(&nation), c) {
            found.push(Difference::WinnerOut { nation, turn });
        } else if r != c {
            found.push(Difference::OutTurn {
                nation,
                result: r,
                clock: c,
            });
        }
    }
    if !result.fate.starts_with(&clock.fate) {
        found.push(Difference::Fate {
            result: result.fate.clone(),
            clock: clock.fate.clone(),
        });
    }
    let (r, c) = (switch(result), switch(clock));
    let switch_differs = r.0 != c.0 || (c.1.is_some() && r.1 != c.1);
    if switch_differs {
        found.push(Difference::Switch {
            result: r,
            clock: c,
        });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoring::result::{HoldingInput, ImperialInput};

    fn clock() -> ResultInput {
        let mut c = ResultInput {
            turns: Some(8),
            fate: vec!["poems".to_owned(), "other".to_owned()],
            ..ResultInput::default()
        };
        c.objectives.insert(
            Nation::Sweden,
            HoldingInput {
                out_turn: Some(5),
                ..HoldingInput::default()
            },
        );
        c
    }

    #[test]
    fn a_result_that_says_what_the_clock_saw_has_no_difference() {
        let mut r = clock();
        r.fate.push("sweden".to_owned());
        r.winners = vec![Nation::Russia];
        assert_eq!(differences(&r, &clock()), []);
    }

    #[test]
    fn turns_a_winner_out_a_card_and_the_switch_are_told() {
        let mut r = clock();
        r.turns = Some(19);
        r.winners = vec![Nation::Sweden];
        r.fate = vec!["elisabeth".to_owned()];
        r.imperial_army = Some(ImperialInput {
            controller: Some(Role::Pompadour),
            switch_turn: Some(4),
            ..ImperialInput::default()
        });
        let found = differences(&r, &clock());
        assert_eq!(
            found,
            [
                Difference::Turns {
                    result: 19,
                    clock: 8
                },
                Difference::WinnerOut {
                    nation: Nation::Sweden,
                    turn: 5
                },
                Difference::Fate {
                    result: vec!["elisabeth".to_owned()],
                    clock: vec!["poems".to_owned(), "other".to_owned()]
                },
                Difference::Switch {
                    result: (Role::Pompadour, Some(4)),
                    clock: (Role::MariaTheresia, None)
                },
            ]
        );
        // A nation the result has out that the clock saw play on.
        let mut r = clock();
        r.objectives.insert(
            Nation::France,
            HoldingInput {
                out_turn: Some(7),
                ..HoldingInput::default()
            },
        );
        assert_eq!(
            differences(&r, &clock()),
            [Difference::OutTurn {
                nation: Nation::France,
                result: Some(7),
                clock: None
            }]
        );
    }
}
