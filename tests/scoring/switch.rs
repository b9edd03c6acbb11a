//! The Imperial Army switch as Maria Theresia's tie-breaker when the result
//! gives the army's controller at the end but not the switch turn or the
//! objectives held then (the FWC examples give results like that).

use friedrich_clock::engine::{Preset, Role};
use friedrich_clock::scoring::{SWITCH_NOT_KNOWN, ScoreSheet};

use super::{BASE, error, second, sheet, total, with};

/// Russia out after turn 9 with 4 of 8; Austria (7 of 7) and the Imperial
/// Army (6 of 6), which ended with Elisabeth, win in turn 14. No switch turn
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
    let text = with(&text, "held = 2\ntotal = 6", "held = 6\ntotal = 6");
    format!("{text}\n[imperial-army]\ncontroller = \"elisabeth\"\n")
}

fn switch_tie_breaker(s: &ScoreSheet) -> Option<Result<String, String>> {
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
    // Elisabeth: best of Imperial Army 6/6 → 10.00, Sweden 3/4 → 7.50, Russia
    // 4/8 when it left → 5.00: 10.00 + 1.50 = 11.50; second-best 7.50.
    assert_eq!(total(&s, Role::Elisabeth), "11.50");
    assert_eq!(second(&s, Role::Elisabeth), "7.50");
    // Maria Theresia: Austria 7/7 → 10.00 + 1.50 = 11.50.
    assert_eq!(total(&s, Role::MariaTheresia), "11.50");
    // Pompadour: France 3/5 → 6.00.
    assert_eq!(total(&s, Role::Pompadour), "6.00");
    // Her second-best is the switch score, which needs the switch: not known.
    assert_eq!(second(&s, Role::MariaTheresia), "");
    assert_eq!(
        switch_tie_breaker(&s),
        Some(Err(SWITCH_NOT_KNOWN.to_owned()))
    );
    assert!(SWITCH_NOT_KNOWN.starts_with("not known: enter the switch turn and objectives"));
    assert_eq!(
        s.switch_not_known(Role::MariaTheresia),
        Some(SWITCH_NOT_KNOWN)
    );
}

#[test]
fn a_switch_turn_without_the_objectives_is_not_known_yet_and_a_bad_one_is_still_refused() {
    // The clock fills in the switch turn; the jury has not counted the objectives.
    let text = format!("{}switch-turn = 10\n", switched_without_its_turn());
    let s = sheet(&text, Preset::Fwc2026);
    assert_eq!(total(&s, Role::MariaTheresia), "11.50");
    assert_eq!(
        switch_tie_breaker(&s),
        Some(Err(SWITCH_NOT_KNOWN.to_owned()))
    );
    // Both entered: 3 of 6 at the switch = 50 % → 5.00.
    let s = sheet(&format!("{text}held-at-switch = 3\n"), Preset::Fwc2026);
    assert_eq!(switch_tie_breaker(&s), Some(Ok("5.00".to_owned())));
    // What is entered is still checked: no switch after the game's last turn.
    let e = error(&format!(
        "{}switch-turn = 15\n",
        switched_without_its_turn()
    ));
    assert_eq!(e, "imperial-army.switch-turn: 15 is more than 14");
    let e = error(&format!(
        "{}held-at-switch = 7\n",
        switched_without_its_turn()
    ));
    assert_eq!(e, "imperial-army.held-at-switch: 7 is more than 6");
}

#[test]
fn cafe_switch_without_its_turn_is_not_known_in_2023_and_zero_in_2019() {
    let text = switched_without_its_turn();
    // CAFE 2023 needs the switch turn for its − 0.1·T: not known.
    let s = sheet(&text, Preset::Cafe2023);
    assert_eq!(
        switch_tie_breaker(&s),
        Some(Err(SWITCH_NOT_KNOWN.to_owned()))
    );
    // The scores: Austria won in turn 14: 13 − 1.4 = 11.60.
    assert_eq!(total(&s, Role::MariaTheresia), "11.60");
    // CAFE 2019: Austria scores 0 for any switch, so nothing is missing.
    let s = sheet(&text, Preset::Cafe2019);
    assert_eq!(switch_tie_breaker(&s), Some(Ok("0.00".to_owned())));
    assert_eq!(second(&s, Role::MariaTheresia), "0.00");
}
