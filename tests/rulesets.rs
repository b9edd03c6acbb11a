//! Rulesets: presets and user ruleset files.
#![allow(clippy::unwrap_used)]

use friedrich_clock::engine::{MINUTE, Nation, Preset, Ruleset, RulesetError, SECOND, Side};
use friedrich_clock::lang::Lang;
use friedrich_clock::words;

/// A ruleset error in English, as the command line writes it.
fn english(e: &RulesetError) -> String {
    words::ruleset_error(Lang::En, e)
}

#[test]
fn fwc_2026_is_the_default_with_the_section_g_values() {
    let r = Ruleset::default();
    assert_eq!(r.scoring, Preset::Fwc2026);
    assert_eq!(r.side_budget(Side::Frederick), 130 * MINUTE);
    assert_eq!(r.side_budget(Side::Attackers), 130 * MINUTE);
    let budgets: Vec<u64> = Nation::ALL
        .iter()
        .map(|n| r.stage_budget(*n) / SECOND)
        .collect();
    assert_eq!(budgets, vec![150, 30, 60, 20, 60, 20, 60]);
    assert!(r.stopwatch.carry_over);
    assert_eq!(r.retreat_limit(3), 6 * SECOND);
    assert_eq!(r.retreat_limit(1), 4 * SECOND);
}

#[test]
fn presets_share_the_clock_rules_and_differ_in_scoring() {
    for preset in Preset::ALL {
        let r = preset.ruleset();
        assert_eq!(r.scoring, preset.scoring());
        assert_eq!(r.stopwatch, Ruleset::default().stopwatch);
        assert_eq!(r.chess_clock, Ruleset::default().chess_clock);
        assert_eq!(r.retreat, Ruleset::default().retreat);
        assert_eq!(preset.id().parse::<Preset>().unwrap(), preset);
    }
}

#[test]
fn british_open_is_fwc_2026_timing_and_scoring_under_its_own_name() {
    let british = "british-open".parse::<Preset>().unwrap().ruleset();
    assert_eq!(british.name, "British Open");
    assert_eq!(british.scoring, Preset::Fwc2026);
    let fwc = Preset::Fwc2026.ruleset();
    assert_eq!(
        Ruleset {
            name: fwc.name.clone(),
            ..british
        },
        fwc
    );
}

#[test]
fn cafe_2023_spanish_text_is_a_preset_with_the_common_timing_and_its_own_scoring() {
    let es = "cafe-2023-es".parse::<Preset>().unwrap();
    assert_eq!(es, Preset::Cafe2023Es);
    assert_eq!(es.title(), "CAFE 2023 (Spanish text)");
    let r = es.ruleset();
    assert_eq!(r.name, "CAFE 2023 (Spanish text)");
    assert_eq!(r.scoring, Preset::Cafe2023Es);
    assert_eq!(r.chess_clock, Ruleset::default().chess_clock);
    assert_eq!(r.stopwatch, Ruleset::default().stopwatch);
    assert_eq!(r.retreat, Ruleset::default().retreat);
    assert_eq!(r.tc_table, Ruleset::default().tc_table);
    // Its section D: the scaled TC coefficient, as CAFE 2023's.
    assert!(friedrich_clock::scoring::tcc::scaled(es));
    // A game's ruleset stands for its preset, British Open's too.
    assert_eq!(Preset::of_ruleset(&r), Preset::Cafe2023Es);
    let british = Preset::BritishOpen.ruleset();
    assert_eq!(Preset::of_ruleset(&british), Preset::BritishOpen);
    let club = Ruleset {
        name: "Club night".to_owned(),
        scoring: Preset::Cafe2019,
        ..Ruleset::default()
    };
    assert_eq!(Preset::of_ruleset(&club), Preset::Cafe2019);
    assert!(english(&"x".parse::<Preset>().unwrap_err()).contains("cafe-2023-es"));
}

#[test]
fn an_unknown_preset_names_the_known_ones() {
    let err = "fwc-2030".parse::<Preset>().unwrap_err();
    assert_eq!(err, RulesetError::UnknownPreset("fwc-2030".into()));
    assert!(english(&err).contains("fwc-2026"));
}

#[test]
fn a_user_file_lists_only_what_differs() {
    let text = r#"
name = "Club night"
scoring = "cafe-2023"

[chess_clock]
frederick_minutes = 90
attackers_minutes = 90

[stopwatch]
prussia = 120
carry_over = false
"#;
    let r = Ruleset::from_toml(text, "club.toml").unwrap();
    assert_eq!(r.name, "Club night");
    assert_eq!(r.scoring, Preset::Cafe2023);
    assert_eq!(r.side_budget(Side::Attackers), 90 * MINUTE);
    assert_eq!(r.stage_budget(Nation::Prussia), 120 * SECOND);
    assert_eq!(r.stage_budget(Nation::Hanover), 30 * SECOND);
    assert!(!r.stopwatch.carry_over);
    assert_eq!(r.retreat, Ruleset::default().retreat);
}

#[test]
fn a_misspelt_field_names_the_file_the_line_and_the_field() {
    let text = "name = \"x\"\n\n[stopwatch]\nprusia = 120\n";
    let err = Ruleset::from_toml(text, "club.toml").unwrap_err();
    let err = english(&err);
    assert!(err.starts_with("club.toml, line 4: "), "{err}");
    assert!(err.contains("prusia"), "{err}");
}

#[test]
fn a_wrong_type_names_the_file_the_line_and_the_field() {
    let text = "[chess_clock]\nfrederick_minutes = \"ninety\"\n";
    let err = Ruleset::from_toml(text, "club.toml").unwrap_err();
    let err = english(&err);
    assert!(err.starts_with("club.toml, line 2: "), "{err}");
    assert!(
        err.contains("frederick_minutes") || err.contains("integer"),
        "{err}"
    );
}

#[test]
fn an_out_of_range_value_names_the_file_the_line_and_the_field() {
    let text = "[stopwatch]\nhanover = 30\nsweden = 0\n";
    let err = Ruleset::from_toml(text, "club.toml").unwrap_err();
    let err = english(&err);
    assert_eq!(
        err,
        "club.toml, line 3: stopwatch.sweden must be 1 to 3600 seconds, not 0"
    );
}

#[test]
fn broken_toml_is_reported_with_its_line() {
    let err = Ruleset::from_toml("[stopwatch\nprussia = 1\n", "club.toml").unwrap_err();
    let err = english(&err);
    assert!(err.starts_with("club.toml, line 1: "), "{err}");
}

#[test]
fn a_ruleset_round_trips_through_toml() {
    let r = Preset::Cafe2019.ruleset();
    let text = toml::to_string(&r).unwrap();
    assert_eq!(Ruleset::from_toml(&text, "saved.toml").unwrap(), r);
}

#[test]
fn a_club_changes_the_tc_table_in_its_ruleset_file() {
    let text = "[tc_table]\nper_turn = { prussia = 7, hanover = 2, russia = 4, sweden = 1, austria = 5, imperial-army = 1, france = 3 }\n";
    let r = Ruleset::from_toml(text, "club.toml").unwrap();
    assert_eq!(r.tc_table.per_turn.get(&Nation::France), Some(&3));
    // The Fate changes keep their defaults.
    assert_eq!(
        r.tc_table.first_subsidy_card.get(&Nation::Prussia),
        Some(&-2)
    );
    let e =
        Ruleset::from_toml("[tc_table]\nper_turn = { prussia = 25 }\n", "club.toml").unwrap_err();
    let e = english(&e);
    assert!(e.contains("tc_table.per_turn"), "{e}");
    assert!(
        e.contains("Prussia must receive 0 to 20 TCs per turn, not 25"),
        "{e}"
    );
}
