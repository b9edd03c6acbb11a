//! What the rules fix is checked, not only what is typed: the Imperial
//! Army's objectives by its controller, and the winners (docs/scoring.md,
//! "Refused").

use friedrich_clock::engine::{Preset, Role};

use super::{BASE, OO_CALLED_OFF, error, sheet, total, with};

#[test]
fn the_imperial_armys_total_at_the_end_is_10_under_maria_theresia_and_5_under_elisabeth_or_pompadour()
 {
    // Under Maria Theresia: 10, no other number.
    let e = error(&with(BASE, "held = 2\ntotal = 10", "held = 2\ntotal = 5"));
    assert_eq!(
        e,
        "objectives.imperial-army.total: is 5, but the Imperial Army has 10 objectives under Maria Theresia"
    );
    // Ended with Elisabeth: 10 is refused, 5 scored.
    let elisabeth = format!("{BASE}\n[imperial-army]\ncontroller = \"elisabeth\"\n");
    assert_eq!(
        error(&elisabeth),
        "objectives.imperial-army.total: is 10, but the Imperial Army has 5 objectives under Elisabeth"
    );
    let five = with(&elisabeth, "held = 2\ntotal = 10", "held = 2\ntotal = 5");
    let s = sheet(&five, Preset::Fwc2026);
    // Elisabeth: best of Russia 10.00, Sweden 7.50, Imperial Army 2/5 → 4.00, + bonus 2.
    assert_eq!(total(&s, Role::Elisabeth), "12.00");
    // Ended with Pompadour: the same 5.
    let pompadour = format!("{BASE}\n[imperial-army]\ncontroller = \"pompadour\"\n");
    assert_eq!(
        error(&pompadour),
        "objectives.imperial-army.total: is 10, but the Imperial Army has 5 objectives under Pompadour"
    );
}

#[test]
fn a_winner_holding_none_of_its_objectives_is_refused_naming_the_winners() {
    // An attacking nation wins by controlling all its objectives.
    let e = error(&with(BASE, "held = 8\ntotal = 8", "held = 0\ntotal = 8"));
    assert_eq!(
        e,
        "winners: Russia is listed as a winner but holds none of its objectives \
         (an attacking nation wins by controlling all its objectives)"
    );
    // A losing nation holding none is scored as usual (0 %).
    let text = with(BASE, "held = 3\ntotal = 5", "held = 0\ntotal = 5");
    assert_eq!(
        total(&sheet(&text, Preset::Fwc2026), Role::Pompadour),
        "0.00"
    );
}

#[test]
fn the_same_winner_listed_twice_is_refused_not_counted_once() {
    // The victory bonus counts each winning nation once: listed twice is a
    // mistake, not a double victory.
    let text = with(
        BASE,
        "winners = [\"russia\"]",
        "winners = [\"russia\", \"russia\"]",
    );
    assert_eq!(
        error(&text),
        "winners: Russia is listed twice (the victory bonus counts each winning nation once)"
    );
}

#[test]
fn the_refusals_are_worded_in_german_and_spanish_with_the_field_kept() {
    use friedrich_clock::lang::Lang;
    use friedrich_clock::scoring::ResultInput;
    let text = with(BASE, "held = 8\ntotal = 8", "held = 0\ntotal = 8");
    let input: ResultInput = toml::from_str(&text).unwrap();
    let e = input.validate().unwrap_err();
    let de = friedrich_clock::words::result_error(Lang::De, &e);
    assert!(
        de.starts_with("winners: Russland ist als Sieger genannt"),
        "{de}"
    );
    let text = format!("{BASE}\n[imperial-army]\ncontroller = \"pompadour\"\n");
    let input: ResultInput = toml::from_str(&text).unwrap();
    let e = input.validate().unwrap_err();
    let es = friedrich_clock::words::result_error(Lang::Es, &e);
    assert_eq!(
        es,
        "objectives.imperial-army.total: es 10, pero el Ejército Imperial tiene 5 objetivos bajo Pompadour"
    );
}

#[test]
fn the_bohemian_objectives_are_the_14_the_rules_fix() {
    // CAFE 2023 C: "Frederick scores %O/10 of the 14 Bohemian objectives";
    // FWC's worked examples count 12 of 14. 13 would score Frederick's
    // 6 objectives as 46 % (3.60) instead of 43 % (3.30).
    let oo = format!("{}{OO_CALLED_OFF}", with(BASE, "turns = 12", "turns = 8"));
    let thirteen = with(&oo, "bohemian-total = 14", "bohemian-total = 13");
    assert_eq!(
        error(&thirteen),
        "offensive.bohemian-total: is 13, but the rules fix 14 Bohemian objectives \
         (CAFE 2023 C: \"the 14 Bohemian objectives\")"
    );
    for other in ["0", "15", "99"] {
        let text = with(
            &oo,
            "bohemian-total = 14",
            &format!("bohemian-total = {other}"),
        );
        assert!(
            error(&text).starts_with("offensive.bohemian-total: is "),
            "{other}"
        );
    }
    // Left out, the total is the 14 on the board.
    let left_out = with(&oo, "bohemian-total = 14\n", "");
    let s = sheet(&left_out, Preset::Fwc2026);
    let frederick = s.role(Role::Frederick).unwrap();
    let lines: Vec<String> = frederick
        .candidates
        .iter()
        .map(|l| l.points.to_string())
        .collect();
    assert_eq!(lines, ["4.00", "3.30"], "8 turns; 6 of 14 = 43 % ÷ 10 − 1");
    assert_eq!(sheet(&oo, Preset::Fwc2026), s);
}
