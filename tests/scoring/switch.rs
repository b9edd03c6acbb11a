//! The Imperial Army switch as Maria Theresia's tie-breaker when the result
//! gives the army's controller at the end but not the switch turn or the
//! objectives held then (the FWC examples give results like that).

use friedrich_clock::engine::{Preset, Role};
use friedrich_clock::scoring::{NotKnown, ScoreSheet};

use super::{BASE, error, second, sheet, total, with};

/// Russia out after turn 9 with 4 of 8; Austria (7 of 7) and the Imperial
/// Army (5 of its 5 under her), which ended with Elisabeth, win in turn 14. No switch turn
/// and no objectives at the switch, as in the FWC examples.
fn switched_without_its_turn() -> String {
    let text = with(BASE, "turns = 12", "turns = 14");
    let text = with(
        &text,
        "winners = [\"russia\"]",
        "winners = [\"austria\", \"imperial-army\"]",
    );
    let text = with(
        &text,
        "held = 8\ntotal = 8",
        "held = 4\ntotal = 8\nout-turn = 9",
    );
    let text = with(&text, "held = 5\ntotal = 7", "held = 7\ntotal = 7");
    let text = with(&text, "held = 2\ntotal = 10", "held = 5\ntotal = 5");
    format!("{text}\n[imperial-army]\ncontroller = \"elisabeth\"\n")
}

fn switch_tie_breaker(s: &ScoreSheet) -> Option<Result<String, NotKnown>> {
    s.tie_break
        .imperial_switch
        .clone()
        .map(|l| l.map(|l| l.points.to_string()))
}

#[test]
fn fwc_imperial_army_switch_without_its_turn_scores_all_four_and_the_tie_breaker_is_not_known() {
    let s = sheet(&switched_without_its_turn(), Preset::Fwc2026);
    // Frederick lost in turn 14: 0.5 × 14 = 7.00.
    assert_eq!(total(&s, Role::Frederick), "7.00");
    // Bonus 2 + 1 for the second winning nation = 3; Elisabeth (Imperial Army at
    // the end) and Maria Theresia (Austria) 1 of 2 each: 3 × 1/2 = 1.50.
    // Elisabeth: best of Imperial Army 5/5 → 10.00, Sweden 3/4 → 7.50, Russia
    // 4/8 when it left → 5.00: 10.00 + 1.50 = 11.50; second-best 7.50.
    assert_eq!(total(&s, Role::Elisabeth), "11.50");
    assert_eq!(second(&s, Role::Elisabeth), "7.50");
    // Maria Theresia: Austria 7/7 → 10.00 + 1.50 = 11.50.
    assert_eq!(total(&s, Role::MariaTheresia), "11.50");
    // Pompadour: France 3/5 → 6.00.
    assert_eq!(total(&s, Role::Pompadour), "6.00");
    // Her second-best is the switch score, which needs the switch: not known.
    assert_eq!(second(&s, Role::MariaTheresia), "");
    assert_eq!(switch_tie_breaker(&s), Some(Err(NotKnown::SwitchFacts)));
    assert!(
        friedrich_clock::words::score::not_known(
            friedrich_clock::lang::Lang::En,
            NotKnown::SwitchFacts
        )
        .starts_with("not known: enter the switch turn and objectives")
    );
    assert_eq!(
        s.switch_not_known(Role::MariaTheresia),
        Some(NotKnown::SwitchFacts)
    );
}

#[test]
fn a_switch_turn_without_the_objectives_is_not_known_yet_and_a_bad_one_is_still_refused() {
    // The clock fills in the switch turn; the jury has not counted the objectives.
    let text = format!("{}switch-turn = 10\n", switched_without_its_turn());
    let s = sheet(&text, Preset::Fwc2026);
    assert_eq!(total(&s, Role::MariaTheresia), "11.50");
    assert_eq!(switch_tie_breaker(&s), Some(Err(NotKnown::SwitchFacts)));
    // The objectives held then, but not how many the army had then: not known.
    let text = format!("{text}held-at-switch = 3\n");
    let s = sheet(&text, Preset::Fwc2026);
    assert_eq!(switch_tie_breaker(&s), Some(Err(NotKnown::SwitchFacts)));
    // All three entered: 3 of 10 at the switch = 30 % → 3.00.
    let s = sheet(&format!("{text}total-at-switch = 10\n"), Preset::Fwc2026);
    assert_eq!(switch_tie_breaker(&s), Some(Ok("3.00".to_owned())));
    // What is entered is still checked: no switch after the game's last turn.
    let e = error(&format!(
        "{}switch-turn = 15\n",
        switched_without_its_turn()
    ));
    assert_eq!(e, "imperial-army.switch-turn: 15 is more than 14");
    // Held at the switch is checked against the total at the switch.
    let e = error(&format!(
        "{}held-at-switch = 11\ntotal-at-switch = 10\n",
        switched_without_its_turn()
    ));
    assert_eq!(e, "imperial-army.held-at-switch: 11 is more than 10");
    // Maria Theresia had it until the switch: 10 objectives, no other number.
    let e = error(&format!(
        "{}held-at-switch = 3\ntotal-at-switch = 5\n",
        switched_without_its_turn()
    ));
    assert_eq!(
        e,
        "imperial-army.total-at-switch: is 5, but the Imperial Army has 10 objectives under Maria Theresia"
    );
    let e = error(&format!(
        "{}total-at-switch = 0\n",
        switched_without_its_turn()
    ));
    assert_eq!(
        e,
        "imperial-army.total-at-switch: a nation has at least 1 objective"
    );
}

#[test]
fn cafe_switch_without_its_turn_is_not_known_in_2023_and_zero_in_2019() {
    let text = switched_without_its_turn();
    // CAFE 2023 needs the switch turn for its − 0.1·T: not known.
    let s = sheet(&text, Preset::Cafe2023);
    assert_eq!(switch_tie_breaker(&s), Some(Err(NotKnown::SwitchFacts)));
    // The scores: Austria won in turn 14: 13 − 1.4 = 11.60.
    assert_eq!(total(&s, Role::MariaTheresia), "11.60");
    // CAFE 2019: Austria scores 0 for any switch, so nothing is missing.
    let s = sheet(&text, Preset::Cafe2019);
    assert_eq!(switch_tie_breaker(&s), Some(Ok("0.00".to_owned())));
    assert_eq!(second(&s, Role::MariaTheresia), "0.00");
}

/// Russia out after turn 9 with 4 of 8; the Imperial Army passed from Maria
/// Theresia (10 objectives under her) to Elisabeth (5 under her) in turn 9
/// holding 7, and ended with 4 of its 5; France won alone in turn 14.
fn seven_of_ten_at_the_switch() -> String {
    let text = with(BASE, "turns = 12", "turns = 14");
    let text = with(&text, "winners = [\"russia\"]", "winners = [\"france\"]");
    let text = with(
        &text,
        "held = 8\ntotal = 8",
        "held = 4\ntotal = 8\nout-turn = 9",
    );
    let text = with(&text, "held = 2\ntotal = 10", "held = 4\ntotal = 5");
    let text = with(&text, "held = 3\ntotal = 5", "held = 5\ntotal = 5");
    format!(
        "{text}\n[imperial-army]\ncontroller = \"elisabeth\"\nswitch-turn = 9\nheld-at-switch = 7\ntotal-at-switch = 10\n"
    )
}

#[test]
fn imperial_army_objective_total_differs_by_controller_7_held_at_the_switch_of_10_scores_7() {
    // 7 held at the switch is more than the army's 5 objectives at the end,
    // but not more than its 10 then: accepted.
    let s = sheet(&seven_of_ten_at_the_switch(), Preset::Fwc2026);
    // Maria Theresia: Austria 5/7 = 71.43 % → 7.14; her second-best is the
    // switch score, 7 of 10 = 70 % ÷ 10 = 7.00 (not 7 of the 5 at the end).
    assert_eq!(total(&s, Role::MariaTheresia), "7.14");
    assert_eq!(second(&s, Role::MariaTheresia), "7.00");
    assert_eq!(switch_tie_breaker(&s), Some(Ok("7.00".to_owned())));
    let formula = s
        .tie_break
        .imperial_switch
        .clone()
        .and_then(Result::ok)
        .map(|l| {
            friedrich_clock::words::score::formula(friedrich_clock::lang::Lang::En, &l.formula)
        })
        .unwrap_or_default();
    assert!(
        formula.starts_with("7 of 10 objectives at the switch in turn 9 = 70.00 % ÷ 10 = 7.00"),
        "{formula}"
    );
    // Elisabeth, the new controller, counts the army at the end: 4 of 5 = 80 %
    // → 8.00, against Sweden 3/4 → 7.50 and Russia 4/8 when it left → 5.00.
    assert_eq!(total(&s, Role::Elisabeth), "8.00");
    assert_eq!(second(&s, Role::Elisabeth), "7.50");
    // Pompadour: France 5/5 → 10.00 + bonus 2.
    assert_eq!(total(&s, Role::Pompadour), "12.00");
}

#[test]
fn cafe_2023_imperial_army_held_7_objectives_when_control_passed_scores_7_of_10_at_the_switch() {
    // CAFE 2023: "held 7 objectives when control passed to Pompadour" (here to
    // Elisabeth): 7/10 = 70 % → 7.0 + 1.6 − 0.1 × 9 turns = 7.70.
    let s = sheet(&seven_of_ten_at_the_switch(), Preset::Cafe2023);
    assert_eq!(switch_tie_breaker(&s), Some(Ok("7.70".to_owned())));
    assert_eq!(second(&s, Role::MariaTheresia), "7.70");
    // Her score is Austria's alone: 5/7 → 71 %: 7.1 + 1.6 − 1.4 = 7.30.
    assert_eq!(total(&s, Role::MariaTheresia), "7.30");
}

#[test]
fn the_result_form_is_prefilled_with_the_switch_turn_and_10_objectives_at_the_switch() {
    use friedrich_clock::engine::{Command, Engine, FateCard, Ruleset, SECOND};
    use friedrich_clock::report::{Header, prefill};
    // France leaves after turn 1 (India, then America): the Imperial Army
    // passes from Maria Theresia to Pompadour.
    let mut engine = Engine::new(Ruleset::default());
    let mut now = 0;
    let mut apply = |c: Command| {
        now += 5 * SECOND;
        engine
            .apply(&c, now)
            .unwrap_or_else(|e| panic!("{c:?}: {e:?}"));
    };
    apply(Command::StartTurn);
    for _ in 0..7 {
        apply(Command::HandOff);
    }
    for card in [FateCard::India, FateCard::America] {
        apply(Command::Fate { card });
    }
    let header = Header {
        table: "7".to_owned(),
        game: None,
        players: Default::default(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    };
    let ia = prefill(&engine, &header).imperial_army.unwrap_or_default();
    assert_eq!(ia.controller, Some(Role::Pompadour));
    assert_eq!(ia.switch_turn, Some(1));
    assert_eq!(ia.held_at_switch, None);
    assert_eq!(ia.total_at_switch, Some(10));
    // Its objectives at the end are the 5 it has under Pompadour.
    let objectives = prefill(&engine, &header).objectives;
    let army = objectives.get(&friedrich_clock::engine::Nation::ImperialArmy);
    assert_eq!(army.and_then(|h| h.total), Some(5));
}
