//! Two ways the jury looks at results side by side: a result mended from
//! its own clock where they disagree ([`from_clock`], where the result form
//! starts), and the fields on which a game's reports disagree
//! ([`differing`], named beside them). Pure.

use super::ResultInput;
use super::clock::Difference;
use super::form::{OFFENSIVE_FIELDS, ResultForm, SWITCH_FIELDS, holding_fields};
use super::result::{ATTACKERS, ImperialInput};
use crate::engine::Role;

/// `result` with the clock's values where `differences` say they disagree:
/// the turn, the turns nations dropped out, the Cards of Fate entered at
/// the table (then the result's own after them), the Imperial Army's
/// controller and switch turn. A winner the clock saw drop out stays: who
/// won is the jury's to say.
pub fn from_clock(result: &ResultInput, differences: &[Difference]) -> ResultInput {
    let mut mended = result.clone();
    for d in differences {
        match d {
            Difference::Turns { clock, .. } => mended.turns = Some(*clock),
            Difference::OutTurn { nation, clock, .. } => {
                mended.objectives.entry(*nation).or_default().out_turn = *clock;
            }
            Difference::Fate { clock, .. } => {
                let rest = result.fate.iter().skip(clock.len()).cloned();
                mended.fate = clock.iter().cloned().chain(rest).collect();
            }
            Difference::Switch { clock, .. } => {
                let (controller, switch_turn) = *clock;
                mended.imperial_army = (controller != Role::MariaTheresia || switch_turn.is_some())
                    .then(|| ImperialInput {
                        controller: Some(controller),
                        switch_turn,
                        ..result.imperial_army.clone().unwrap_or_default()
                    });
            }
            Difference::WinnerOut { .. } => {}
        }
    }
    mended
}

/// A field of the form and what it holds, as text to compare.
type Said<'a> = (&'a str, &'a dyn Fn(&ResultForm) -> String);

/// The fields (the result file's names, in the form's order: `outcome`,
/// `turns`, `winners`, `objectives.sweden.held`, …, `fate`) on which
/// `results` do not all say the same.
pub fn differing(results: &[&ResultInput]) -> Vec<String> {
    let forms: Vec<ResultForm> = results
        .iter()
        .map(|r| ResultForm::from_input(r, 0))
        .collect();
    let Some(first) = forms.first() else {
        return Vec::new();
    };
    let all_same = |f: &dyn Fn(&ResultForm) -> String| forms.iter().all(|form| f(form) == f(first));
    let mut found = Vec::new();
    let whole: [Said<'_>; 3] = [
        ("outcome", &|f| format!("{:?}", f.outcome)),
        ("turns", &|f| {
            f.numbers.get("turns").cloned().unwrap_or_default()
        }),
        ("winners", &|f| format!("{:?}", f.winners)),
    ];
    for (name, of) in whole {
        if !all_same(of) {
            found.push(name.to_owned());
        }
    }
    // The number fields in the form's order: each nation's, then the
    // Imperial Army's switch, then the offensive's.
    let numbers = ATTACKERS
        .into_iter()
        .flat_map(holding_fields)
        .chain(SWITCH_FIELDS.map(str::to_owned))
        .chain(OFFENSIVE_FIELDS.map(str::to_owned));
    for name in numbers {
        if !all_same(&|f| f.numbers.get(&name).cloned().unwrap_or_default()) {
            found.push(name);
        }
    }
    let rest: [Said<'_>; 3] = [
        ("imperial-army.controller", &|f| format!("{:?}", f.imperial)),
        ("offensive", &|f| {
            format!("{:?}", (f.offensive, f.offensive_end, f.tc_picked_up))
        }),
        ("fate", &|f| f.fate.join(",")),
    ];
    for (name, of) in rest {
        if !all_same(of) {
            found.push(name.to_owned());
        }
    }
    found
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::engine::Nation;
    use crate::scoring::clock::differences;

    fn result(text: &str) -> ResultInput {
        crate::scoring::read::read(text).unwrap()
    }

    const RUSSIA: &str = "turns = 19\noutcome = \"attackers\"\nwinners = [\"russia\"]\n\
        fate = [\"poems\", \"other\"]\n\
        [objectives.russia]\nheld = 8\ntotal = 8\n[objectives.sweden]\nheld = 3\ntotal = 4\nout-turn = 9\n";

    #[test]
    fn the_form_starts_from_the_clock_where_the_result_disagrees_with_it() {
        let reported = result(RUSSIA);
        let mut clock = ResultInput {
            turns: Some(12),
            fate: vec!["elisabeth".into()],
            ..ResultInput::default()
        };
        clock.objectives.entry(Nation::Sweden).or_default().out_turn = Some(7);
        let found = differences(&reported, &clock);
        assert!(!found.is_empty());
        let mended = from_clock(&reported, &found);
        assert_eq!(mended.turns, Some(12));
        assert_eq!(mended.objectives[&Nation::Sweden].out_turn, Some(7));
        assert_eq!(
            mended.objectives[&Nation::Sweden].held,
            Some(3),
            "the count stays"
        );
        assert_eq!(mended.fate, ["elisabeth", "other"]);
        assert_eq!(mended.winners, reported.winners, "who won is the jury's");
        assert!(
            differences(&mended, &clock)
                .iter()
                .all(|d| matches!(d, Difference::WinnerOut { .. }))
        );
    }

    #[test]
    fn the_fields_two_reports_disagree_on_are_named_in_the_forms_order() {
        let a = result(RUSSIA);
        let mut b = a.clone();
        b.turns = Some(18);
        b.objectives.get_mut(&Nation::Sweden).unwrap().held = Some(2);
        b.objectives.entry(Nation::Austria).or_default().held = Some(1);
        assert_eq!(
            differing(&[&a, &b]),
            ["turns", "objectives.sweden.held", "objectives.austria.held"]
        );
        assert!(differing(&[&a, &a.clone()]).is_empty());
        b.fate.push("india".into());
        assert_eq!(
            differing(&[&a, &b]).last().map(String::as_str),
            Some("fate")
        );
    }
}
