use super::*;
use crate::scoring::{Formula, Losing, Objectives, When};

#[test]
fn a_nation_s_line_reads_in_each_language_from_its_numbers() {
    let l = Line {
        what: Scored::Nation(Nation::Russia),
        formula: Formula::FwcNation {
            objectives: Objectives {
                held: 5,
                total: 8,
                when: When::End,
            },
            points: Points(625),
        },
        points: Points(625),
    };
    assert_eq!(
        line(Lang::En, &l),
        "Russia: 5 of 8 objectives at game end = 62.50 % ÷ 10 = 6.25 (max 10)"
    );
    assert_eq!(
        line(Lang::De, &l),
        "Russland: 5 von 8 Zielen bei Spielende = 62.50 % ÷ 10 = 6.25 (höchstens 10)"
    );
    assert_eq!(
        line(Lang::Es, &l),
        "Rusia: 5 de 8 objetivos al final de la partida = 62.50 % ÷ 10 = 6.25 (máx. 10)"
    );
}

#[test]
fn a_losing_nation_says_how_its_percent_was_rounded() {
    let losing = Losing {
        objectives: Objectives {
            held: 1,
            total: 3,
            when: When::Left(7),
        },
        rounded_up: true,
        pct: 34,
        turns: 7,
        points: Points(430),
    };
    assert_eq!(
        formula(Lang::En, &Formula::CafeLosing(losing)),
        "1 of 3 objectives when it left after turn 7 = 33.33 %, rounded up to 34 %; \
         34 ÷ 10 + 1.6 − 0.1 × 7 turns = 4.30"
    );
    assert!(formula(Lang::De, &Formula::CafeLosing(losing)).contains("aufgerundet auf 34 %"));
}

#[test]
fn a_total_names_its_candidates_and_the_bonus_in_the_language() {
    let t = TotalFormula {
        best: Some((Scored::Nation(Nation::Russia), Points(1000))),
        others: vec![(Scored::Nation(Nation::Sweden), Points(750))],
        bonus: Some(Points(200)),
        total: Points(1200),
    };
    assert_eq!(
        total(Lang::En, &t),
        "best of Russia 10.00, Sweden 7.50 = 10.00 + bonus 2.00 = 12.00"
    );
    assert_eq!(
        total(Lang::Es, &t),
        "mejor de Rusia 10.00, Suecia 7.50 = 10.00 + bonificación 2.00 = 12.00"
    );
}

#[test]
fn every_scored_thing_and_not_known_is_worded_in_every_language() {
    let all = [
        Scored::Victory,
        Scored::GameLength,
        Scored::DefensiveVictory,
        Scored::OffensiveVictory,
        Scored::Defeat,
        Scored::VictoryBonus,
        Scored::OffensiveOption,
        Scored::ImperialSwitch,
    ];
    for what in all {
        let [en, de, es] = Lang::ALL.map(|l| scored(l, what));
        assert!(en != de || de != es, "{what:?} is worded once for all");
    }
    let [en, de, es] = Lang::ALL.map(|l| not_known(l, NotKnown::SwitchFacts));
    assert!(
        en.starts_with("not known") && de.starts_with("unbekannt") && es.starts_with("desconocido")
    );
    let [en, de, _] = Lang::ALL.map(|l| assumed(l, Assumed::BritishOpen));
    assert!(en.contains("FWC 2026 scoring is assumed") && de.contains("FWC 2026"));
}
