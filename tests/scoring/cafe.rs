//! CAFE 2023 and 2019 scores worked out by hand (section C).

use friedrich_clock::engine::{Preset, Role};
use friedrich_clock::scoring::{Points, Scored};

use super::{BASE, OO_CALLED_OFF, second, sheet, total, with};

#[test]
fn cafe_victory_defeat_and_losing_nations_with_their_own_turns() {
    // Sweden left after turn 8 with 1 of 4 objectives; France 5 of 8.
    let text = with(
        BASE,
        "held = 3\ntotal = 4",
        "held = 1\ntotal = 4\nout-turn = 8",
    );
    let text = with(&text, "held = 3\ntotal = 5", "held = 5\ntotal = 8");
    let s = sheet(&text, Preset::Cafe2023);
    // Frederick defeated: 0.5 × 12 = 6.00.
    assert_eq!(total(&s, Role::Frederick), "6.00");
    // Russia won: 13 − 0.1 × 12 = 11.80. Sweden: 25 % ÷ 10 + 1.6 − 0.1 × 8 = 3.30.
    assert_eq!(total(&s, Role::Elisabeth), "11.80");
    assert_eq!(second(&s, Role::Elisabeth), "3.30");
    // Austria 5/7 = 71.43 % → 71 %: 7.1 + 1.6 − 1.2 = 7.50; Imperial Army 2/10 → 20 %: 2.40.
    assert_eq!(total(&s, Role::MariaTheresia), "7.50");
    assert_eq!(second(&s, Role::MariaTheresia), "2.40");
    // France 5/8 = 62.5 % → 63 % (half up): 6.3 + 1.6 − 1.2 = 6.70. No bonus in CAFE.
    assert_eq!(total(&s, Role::Pompadour), "6.70");
}

#[test]
fn cafe_defensive_victory_is_ten_plus_a_tenth_per_turn() {
    let text = with(
        BASE,
        "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]",
        "turns = 18\noutcome = \"defensive\"",
    );
    let text = with(
        &text,
        "held = 8\ntotal = 8",
        "held = 4\ntotal = 8\nout-turn = 10",
    );
    let s = sheet(&text, Preset::Cafe2023);
    assert_eq!(total(&s, Role::Frederick), "11.80");
    // Russia left after turn 10 with 50 %: 5 + 1.6 − 1.0 = 5.60; Sweden 75 % at
    // the end of turn 18: 7.5 + 1.6 − 1.8 = 7.30.
    let e = s
        .role(Role::Elisabeth)
        .map(|r| {
            r.candidates
                .iter()
                .map(|l| l.points.to_string())
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    assert_eq!(e, ["7.30", "5.60"]);
}

#[test]
fn cafe_frederick_defeated_in_turn_23_scores_the_11_5_maximum() {
    let s = sheet(&with(BASE, "turns = 12", "turns = 23"), Preset::Cafe2023);
    assert_eq!(total(&s, Role::Frederick), "11.50");
}

#[test]
fn cafe_losing_nation_can_score_below_zero() {
    // 0 of 8 at the end of turn 23: 0 + 1.6 − 2.3 = −0.70.
    let text = with(BASE, "turns = 12", "turns = 23");
    let text = with(&text, "held = 3\ntotal = 5", "held = 0\ntotal = 5");
    let s = sheet(&text, Preset::Cafe2023);
    assert_eq!(total(&s, Role::Pompadour), "-0.70");
}

#[test]
fn cafe_offensive_called_off_rounds_to_a_whole_percent_and_caps_maria_at_nine_plus_one() {
    let text = format!("{}{OO_CALLED_OFF}", with(BASE, "turns = 12", "turns = 15"));
    let s = sheet(&text, Preset::Cafe2023);
    let oo = s.role(Role::Frederick).and_then(|r| {
        r.candidates
            .iter()
            .find(|l| l.what == Scored::OffensiveOption)
            .cloned()
    });
    // 6/14 = 42.86 % → 43 % ÷ 10 = 4.30 (no reduction in CAFE); 0.5 × 15 = 7.50 counts.
    assert_eq!(oo.map(|l| l.points), Some(Points(430)));
    assert_eq!(total(&s, Role::Frederick), "7.50");
    // Maria Theresia: 0.5 × 6 + 5 = 8.00 (max 9) + 1 = 9.00.
    assert_eq!(total(&s, Role::MariaTheresia), "9.00");
    // Active to turn 16: 0.5 × 14 + 6 = 13 → 9 + 1 = 10.00, the most she can get.
    let text = with(&text, "turns = 15", "turns = 16");
    let text = with(
        &text,
        "end = \"called-off\"\nended-turn = 8\nprussia-bohemian = 6\naustria-bohemian = 5",
        "end = \"active\"\nprussia-bohemian = 6\naustria-bohemian = 6",
    );
    assert_eq!(
        total(&sheet(&text, Preset::Cafe2023), Role::MariaTheresia),
        "10.00"
    );
}

#[test]
fn cafe_offensive_victory_is_exactly_thirteen() {
    let text = with(
        BASE,
        "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]",
        "turns = 9\noutcome = \"offensive\"",
    );
    let text = format!(
        "{text}\n[offensive]\nlaunched-turn = 3\nend = \"won\"\nended-turn = 9\nprussia-bohemian = 14\naustria-bohemian = 0\nbohemian-total = 14\ntc-picked-up = false\n"
    );
    let s = sheet(&text, Preset::Cafe2023);
    assert_eq!(total(&s, Role::Frederick), "13.00");
    // Russia lost at turn 9: 100 % ÷ 10 + 1.6 − 0.9 = 10.70.
    assert_eq!(total(&s, Role::Elisabeth), "10.70");
}

#[test]
fn cafe_imperial_switch_scores_at_the_switch_in_2023_and_zero_in_2019() {
    let text = with(
        BASE,
        "held = 3\ntotal = 5",
        "held = 3\ntotal = 5\nout-turn = 10",
    );
    // Under Pompadour the army has 5 objectives; it ends with 2 of them.
    let text = with(&text, "held = 2\ntotal = 10", "held = 2\ntotal = 5");
    let text = format!(
        "{text}\n[imperial-army]\ncontroller = \"pompadour\"\nswitch-turn = 10\nheld-at-switch = 3\ntotal-at-switch = 10\n"
    );
    // 3/10 = 30 %: 3 + 1.6 − 0.1 × 10 = 3.60.
    let s = sheet(&text, Preset::Cafe2023);
    assert_eq!(second(&s, Role::MariaTheresia), "3.60");
    // Pompadour now counts the Imperial Army at the end: 2/5 = 40 % → 4 + 1.6 − 1.2 = 4.40,
    // against France when it left after turn 10: 60 % → 6 + 1.6 − 1.0 = 6.60.
    assert_eq!(total(&s, Role::Pompadour), "6.60");
    let s = sheet(&text, Preset::Cafe2019);
    assert_eq!(second(&s, Role::MariaTheresia), "0.00");
}

// ------------------------------------------- CAFE 2023, Spanish text

#[test]
fn cafe_2023_spanish_text_rounds_the_objective_percentage_up_redondeado_hacia_arriba() {
    let s = sheet(BASE, Preset::Cafe2023Es);
    // Austria 5/7 = 71.43 % → up to 72 %: 7.2 + 1.6 − 1.2 = 7.60 (English text:
    // 71 % → 7.50); Imperial Army 2/10 = 20 %, a whole percent: 2 + 1.6 − 1.2 = 2.40.
    assert_eq!(total(&s, Role::MariaTheresia), "7.60");
    assert_eq!(second(&s, Role::MariaTheresia), "2.40");
    let austria = s
        .role(Role::MariaTheresia)
        .and_then(|r| r.candidates.first())
        .map(|l| {
            friedrich_clock::words::score::formula(friedrich_clock::lang::Lang::En, &l.formula)
        })
        .unwrap_or_default();
    assert_eq!(
        austria,
        "5 of 7 objectives at game end = 71.43 %, rounded up to 72 %; 72 ÷ 10 + 1.6 − 0.1 × 12 turns = 7.60"
    );
    // A whole percent is not moved: France 3/5 = 60 %: 6 + 1.6 − 1.2 = 6.40.
    assert_eq!(total(&s, Role::Pompadour), "6.40");
    // Russia won: 13 − 1.2 = 11.80, as in the English text.
    assert_eq!(total(&s, Role::Elisabeth), "11.80");
    // Section D: the scaled TC coefficient, as CAFE 2023.
    let fate = "fate = [\"other\", \"poems\", \"other\", \"elisabeth\", \"india\", \"other\", \"sweden\", \"america\"]\n";
    let s = sheet(&format!("{fate}{BASE}"), Preset::Cafe2023Es);
    let tcc = s.tie_break.tcc.clone().unwrap_or_else(|e| panic!("{e}"));
    assert!(tcc.scaled);
    let formula = friedrich_clock::words::score::tcc(friedrich_clock::lang::Lang::En, &tcc);
    assert!(formula.ends_with("= 0.812"), "{formula}");
}

#[test]
fn cafe_2023_spanish_text_rounds_frederick_oo_percentage_to_the_nearest_redondeado_al_mas_proximo()
{
    // Called off with 2 of 14 = 14.29 %: nearest 14 % → 1.40 (up would be 15 %).
    let text = format!("{BASE}{OO_CALLED_OFF}");
    let text = with(&text, "prussia-bohemian = 6", "prussia-bohemian = 2");
    let s = sheet(&text, Preset::Cafe2023Es);
    let oo = s.role(Role::Frederick).and_then(|r| {
        r.candidates
            .iter()
            .find(|l| l.what == Scored::OffensiveOption)
            .map(|l| l.points)
    });
    assert_eq!(oo, Some(Points(140)));
}

/// The Imperial Army passed to Pompadour in turn 10 holding 8 of its 10
/// objectives (it ends with 2 of its 5 under her).
fn switched_with_8_of_10() -> String {
    let base = with(BASE, "held = 2\ntotal = 10", "held = 2\ntotal = 5");
    format!(
        "{base}\n[imperial-army]\ncontroller = \"pompadour\"\nswitch-turn = 10\nheld-at-switch = 8\ntotal-at-switch = 10\n"
    )
}

#[test]
fn cafe_2023_spanish_text_best_result_of_all_nations_controlled_counts_the_imperial_army_at_the_switch()
 {
    // "La puntuación final de un jugador es el mejor resultado de todas las
    // naciones controladas por ese jugador durante la partida": no exception.
    // At the switch: 8/10 = 80 %: 8 + 1.6 − 0.1 × 10 = 8.60, better than
    // Austria 5/7 → 72 %: 7.60. Her score 8.60, her second-best 7.60.
    let s = sheet(&switched_with_8_of_10(), Preset::Cafe2023Es);
    assert_eq!(total(&s, Role::MariaTheresia), "8.60");
    assert_eq!(second(&s, Role::MariaTheresia), "7.60");
    let formula = s
        .role(Role::MariaTheresia)
        .map(|r| friedrich_clock::words::score::total(friedrich_clock::lang::Lang::En, &r.formula))
        .unwrap_or_default();
    assert_eq!(
        formula,
        "best of Imperial Army switch 8.60, Austria 7.60 = 8.60"
    );
    // Pompadour counts the army at the end: 2/5 = 40 %: 4.40 < France 6.40.
    assert_eq!(total(&s, Role::Pompadour), "6.40");
    // The English text keeps the exception: Austria's 7.50 is her score and
    // the switch (8 + 1.6 − 1.0 = 8.60) only her second-best.
    let s = sheet(&switched_with_8_of_10(), Preset::Cafe2023);
    assert_eq!(total(&s, Role::MariaTheresia), "7.50");
    assert_eq!(second(&s, Role::MariaTheresia), "8.60");
}

#[test]
fn cafe_2023_spanish_text_needs_the_switch_objectives_to_score_maria_theresia() {
    let text = switched_with_8_of_10().replace("held-at-switch = 8\n", "");
    let Err(e) = friedrich_clock::scoring::score_text(&text, Some(Preset::Cafe2023Es), None) else {
        panic!("scored without the switch")
    };
    assert_eq!(
        e,
        "imperial-army.held-at-switch: is missing: the Imperial Army's score at the switch \
         counts among Maria Theresia's scores (CAFE 2023, Spanish text)"
    );
    // The English text scores it, the switch "not known" (tie-breaker only).
    assert_eq!(
        total(&sheet(&text, Preset::Cafe2023), Role::MariaTheresia),
        "7.50"
    );
}
