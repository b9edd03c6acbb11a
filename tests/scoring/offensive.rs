//! The Prussian offensive option: Frederick's percentage rounded to a whole
//! percent in FWC, Maria Theresia's duration counted from turn 1, and her
//! second-best score when the OO line is her best.

use friedrich_clock::engine::{Command, Engine, Nation, Offensive, Preset, Role, Ruleset, SECOND};
use friedrich_clock::report::{Header, Report, prefill};
use friedrich_clock::scoring::{OffensiveEnd, Points, ScoreSheet, Scored, score_text};

use super::{BASE, OO_CALLED_OFF, second, sheet, total, with};

/// Frederick's OO line (the candidate named "Offensive option").
fn frederick_oo(s: &ScoreSheet) -> Option<Points> {
    s.role(Role::Frederick).and_then(|r| {
        r.candidates
            .iter()
            .find(|l| l.what == Scored::OffensiveOption)
            .map(|l| l.points)
    })
}

/// BASE in turn 10 with an OO launched in turn 3 and `end`, Prussia holding
/// `prussia` of the 14 Bohemian objectives and Austria 2.
fn oo_game(end: &str, prussia: u32) -> String {
    let text = format!("{}{OO_CALLED_OFF}", with(BASE, "turns = 12", "turns = 10"));
    with(
        &text,
        "end = \"called-off\"\nended-turn = 8\nprussia-bohemian = 6\naustria-bohemian = 5",
        &format!(
            "end = \"{end}\"\nended-turn = 8\nprussia-bohemian = {prussia}\naustria-bohemian = 2"
        ),
    )
}

#[test]
fn fwc_oo_conquered_objectives_in_percent_are_a_whole_percent_12_of_14_is_86_percent_8_6() {
    // FWC's worked examples: 12 of 14 = 85.71 % → 86 % → 8.6; unsuccessful:
    // 8.6 − 1 = 7.6 (not 8.57 − 1 = 7.57).
    let s = sheet(&oo_game("called-off", 12), Preset::Fwc2026);
    assert_eq!(frederick_oo(&s), Some(Points(760)));
    assert_eq!(total(&s, Role::Frederick), "7.60");
    let formula = s
        .role(Role::Frederick)
        .and_then(|r| r.candidates.first())
        .map(|l| {
            friedrich_clock::words::score::formula(friedrich_clock::lang::Lang::En, &l.formula)
        })
        .unwrap_or_default();
    assert_eq!(
        formula,
        "12 of 14 Bohemian objectives = 85.71 % ≈ 86 % ÷ 10 = 8.60 − 1 (not successful) = 7.60"
    );
    // 10 of 14 = 71.43 % → 71 % → 7.1, still active at the end: 7.1 − 1 = 6.10.
    let text = with(&oo_game("active", 10), "ended-turn = 8\n", "");
    let s = sheet(&text, Preset::Fwc2026);
    assert_eq!(frederick_oo(&s), Some(Points(610)));
    // The same in FWC 2020.
    let s = sheet(&oo_game("called-off", 12), Preset::Fwc2020);
    assert_eq!(frederick_oo(&s), Some(Points(760)));
}

#[test]
fn fwc_oo_won_with_10_of_14_notes_7_1_and_the_victory_10_counts() {
    let text = with(
        BASE,
        "turns = 12\noutcome = \"attackers\"\nwinners = [\"russia\"]",
        "turns = 9\noutcome = \"offensive\"",
    );
    let text = format!(
        "{text}\n[offensive]\nlaunched-turn = 3\nend = \"won\"\nended-turn = 9\nprussia-bohemian = 10\naustria-bohemian = 0\nbohemian-total = 14\ntc-picked-up = false\n"
    );
    let s = sheet(&text, Preset::Fwc2026);
    // 10 of 14 → 71 % → 7.10, successful: no reduction; victory 10 + 2 counts.
    assert_eq!(frederick_oo(&s), Some(Points(710)));
    assert_eq!(total(&s, Role::Frederick), "12.00");
}

#[test]
fn fwc_nations_objective_percentage_stays_exact() {
    // Austria 5 of 7 = 71.43 % ÷ 10 = 7.14, not 71 % → 7.10: only Frederick's
    // OO line is rounded to a whole percent.
    let s = sheet(&oo_game("called-off", 12), Preset::Fwc2026);
    let austria = s.role(Role::MariaTheresia).and_then(|r| {
        r.candidates
            .iter()
            .find(|l| l.what == Scored::Nation(Nation::Austria))
            .map(|l| l.points)
    });
    assert_eq!(austria, Some(Points(714)));
}

#[test]
fn maria_theresias_second_best_is_the_second_of_all_her_candidates_when_the_oo_is_her_best() {
    // Austria 4 of 10 → 4.00, Imperial Army 3 of 10 → 3.00; the OO launched
    // in turn 3 and called off in turn 8: 0.5 × 6 turns + 3 Bohemian objectives
    // + 0 = 6.00. Her score 6.00; her second-best Austria's 4.00 (not the
    // Imperial Army's 3.00, the second of her nations).
    let text = with(BASE, "held = 5\ntotal = 7", "held = 4\ntotal = 10");
    let text = with(&text, "held = 2\ntotal = 10", "held = 3\ntotal = 10");
    let oo = OO_CALLED_OFF
        .replace("austria-bohemian = 5", "austria-bohemian = 3")
        .replace("tc-picked-up = true", "tc-picked-up = false");
    let text = format!("{text}{oo}");
    for preset in [Preset::Fwc2026, Preset::Fwc2020] {
        let s = sheet(&text, preset);
        assert_eq!(total(&s, Role::MariaTheresia), "6.00", "{preset}");
        assert_eq!(second(&s, Role::MariaTheresia), "4.00", "{preset}");
    }
    // CAFE 2023 in turn 12: OO 0.5 × 6 + 3 = 6.00; Austria 40 % → 4.0 + 1.6
    // − 1.2 = 4.40; Imperial Army 30 % → 3.40: second-best 4.40.
    let s = sheet(&text, Preset::Cafe2023);
    assert_eq!(total(&s, Role::MariaTheresia), "6.00");
    assert_eq!(second(&s, Role::MariaTheresia), "4.40");
}

#[test]
fn maria_theresias_oo_duration_counts_from_turn_1_when_launched_before_the_first_turn() {
    // The OO is tapped before turn 1 (the clock's turn 0), called off in turn 2.
    let mut engine = Engine::new(Ruleset::default());
    let mut now = 0;
    let mut apply = |c: Command| {
        now += 5 * SECOND;
        engine
            .apply(&c, now)
            .unwrap_or_else(|e| panic!("{c:?}: {e:?}"));
    };
    apply(Command::Offensive {
        step: Offensive::Launched,
    });
    apply(Command::StartTurn);
    for _ in 0..7 {
        apply(Command::HandOff);
    }
    apply(Command::StartTurn);
    apply(Command::Offensive {
        step: Offensive::CalledOff,
    });
    assert_eq!(engine.chronicle().offensive[0].turn, 0);
    let header = Header {
        table: "7".to_owned(),
        game: None,
        players: Default::default(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    };
    let mut input = prefill(&engine, &header);
    let oo = input.offensive.clone().unwrap_or_default();
    assert_eq!(oo.launched_turn, Some(1));
    assert_eq!(oo.ended_turn, Some(2));
    assert_eq!(oo.end, Some(OffensiveEnd::CalledOff));
    // The jury completes it: BASE's objectives, Russia won in turn 2, Austria
    // holds 4 Bohemian objectives and picked up the TC.
    let filled = score_text(BASE, None, None)
        .map(|(i, _, _)| i)
        .unwrap_or_else(|e| panic!("{e}"));
    input.turns = Some(2);
    input.outcome = filled.outcome;
    input.winners = filled.winners;
    input.objectives = filled.objectives;
    if let Some(o) = input.offensive.as_mut() {
        o.prussia_bohemian = Some(3);
        o.austria_bohemian = Some(4);
        o.tc_picked_up = Some(true);
    }
    let report = Report::new(header, &engine, now, Some(input));
    let s = report
        .scores
        .unwrap_or_else(|| panic!("{:?}", report.result_error));
    // 0.5 × 2 turns (turns 1–2, not 0–2) + 4 + 1 = 6.00.
    let oo = s.role(Role::MariaTheresia).and_then(|r| {
        r.candidates
            .iter()
            .find(|l| l.what == Scored::OffensiveOption)
            .cloned()
    });
    assert_eq!(oo.as_ref().map(|l| l.points), Some(Points(600)));
    let formula = oo
        .map(|l| {
            friedrich_clock::words::score::formula(friedrich_clock::lang::Lang::En, &l.formula)
        })
        .unwrap_or_default();
    assert!(
        formula.starts_with("0.5 × 2 turns (turns 1–2, until given up)"),
        "{formula}"
    );
}
