//! The British Open's scoring "is part of the specific rules of each
//! individual tournament" and is in none of the texts: FWC 2026 scoring is
//! assumed and said so, and the jury can pick the scheme with the result's
//! `ruleset` key, which the report follows.

use friedrich_clock::engine::{Engine, Preset, Role, Ruleset};
use friedrich_clock::report::html::html;
use friedrich_clock::report::{Header, Report, prefill};
use friedrich_clock::scoring::{Assumed, ResultInput, score_text};

use super::{BASE, sheet, total};

fn header(ruleset: &str) -> Header {
    Header {
        table: "7".to_owned(),
        game: None,
        players: Default::default(),
        ruleset: ruleset.to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    }
}

/// BASE as the jury would enter it, with `ruleset` as its key.
fn result(ruleset: Option<&str>) -> ResultInput {
    let (input, _, _) = score_text(BASE, None, None).unwrap_or_else(|e| panic!("{e}"));
    ResultInput {
        ruleset: ruleset.map(str::to_owned),
        ..input
    }
}

#[test]
fn british_open_scoring_is_in_none_of_the_texts_so_fwc_2026_is_assumed_and_said() {
    let s = sheet(BASE, Preset::BritishOpen);
    assert_eq!(s.scheme, Preset::Fwc2026);
    assert_eq!(s.assumed, Some(Assumed::BritishOpen));
    assert!(
        friedrich_clock::words::score::assumed(
            friedrich_clock::lang::Lang::En,
            Assumed::BritishOpen
        )
        .contains("FWC 2026 scoring is assumed")
    );
    // FWC 2026's numbers: Elisabeth 10 + 2, Maria Theresia 5/7 → 7.14.
    assert_eq!(total(&s, Role::Elisabeth), "12.00");
    assert_eq!(total(&s, Role::MariaTheresia), "7.14");
    // A result that names FWC 2026 is not "assumed".
    assert_eq!(sheet(BASE, Preset::Fwc2026).assumed, None);
}

#[test]
fn the_report_scores_with_the_results_ruleset_key_when_it_names_a_preset() {
    // An FWC 2026 game whose result the jury scores under CAFE 2023: Russia
    // won in turn 12: 13 − 1.2 = 11.80 (FWC: 10 + 2 = 12.00).
    let engine = Engine::new(Ruleset::default());
    let report = Report::new(
        header("FWC 2026"),
        &engine,
        0,
        Some(result(Some("cafe-2023"))),
    );
    let s = report
        .scores
        .unwrap_or_else(|| panic!("{:?}", report.result_error));
    assert_eq!(s.scheme, Preset::Cafe2023);
    assert_eq!(total(&s, Role::Elisabeth), "11.80");
    // Without the key: the game's rules.
    let report = Report::new(header("FWC 2026"), &engine, 0, Some(result(None)));
    let s = report
        .scores
        .unwrap_or_else(|| panic!("{:?}", report.result_error));
    assert_eq!(s.scheme, Preset::Fwc2026);
    assert_eq!(total(&s, Role::Elisabeth), "12.00");
    // An unknown key is named.
    let report = Report::new(
        header("FWC 2026"),
        &engine,
        0,
        Some(result(Some("fwc-2030"))),
    );
    assert!(report.scores.is_none());
    let e = report
        .result_error
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        e.starts_with("ruleset: unknown ruleset preset 'fwc-2030'"),
        "{e}"
    );
}

#[test]
fn a_british_open_game_prefills_british_open_and_its_sheet_says_fwc_2026_is_assumed() {
    let engine = Engine::new(Preset::BritishOpen.ruleset());
    let input = prefill(&engine, &header("British Open"));
    assert_eq!(input.ruleset.as_deref(), Some("british-open"));
    let report = Report::new(
        header("British Open"),
        &engine,
        0,
        Some(result(input.ruleset.as_deref())),
    );
    let s = report
        .scores
        .clone()
        .unwrap_or_else(|| panic!("{:?}", report.result_error));
    assert_eq!(s.scheme, Preset::Fwc2026);
    assert!(s.assumed.is_some());
    let page = html(&report, friedrich_clock::lang::Lang::En);
    assert!(
        page.contains(
            "<p>Scoring: FWC 2026 — British Open: its scoring is part of the specific rules"
        ),
        "{page}"
    );
    // An FWC 2026 game prefills FWC 2026, a CAFE 2023 (Spanish text) game its own id.
    let engine = Engine::new(Ruleset::default());
    assert_eq!(
        prefill(&engine, &header("FWC 2026")).ruleset.as_deref(),
        Some("fwc-2026")
    );
    let engine = Engine::new(Preset::Cafe2023Es.ruleset());
    assert_eq!(
        prefill(&engine, &header("CAFE 2023 (Spanish text)"))
            .ruleset
            .as_deref(),
        Some("cafe-2023-es")
    );
}
