//! The report screen as the jury uses it at game end: the clock's facts are
//! pre-filled, the jury types the objectives, the scores appear with their
//! formulas, and the result and the exports land in the data folder.
#![allow(clippy::unwrap_used)]

mod harness;

use egui_kittest::kittest::{NodeT, Queryable};
use friedrich_clock::app::Screen;
use friedrich_clock::engine::SECOND;
use harness::Table;

fn data_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("fc-report-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

impl Table {
    /// Types into the number field named as in the result file.
    fn fill(&mut self, field: &str, text: &str) {
        self.harness.get_by_label(field).click();
        self.harness.run();
        self.harness.get_by_label(field).type_text(text);
        self.harness.run();
    }

    fn field(&self, field: &str) -> String {
        let node = self.harness.get_by_label(field);
        node.accesskit_node()
            .value()
            .unwrap_or_default()
            .to_string()
    }
}

/// One turn: Prussia 30 s, Hanover 10 s, Russia 20 s, then 5 s each.
fn play_a_turn(t: &mut Table) {
    t.harness.key_press(egui::Key::Space);
    t.harness.run();
    for ms in [30, 10, 20, 5, 5, 5, 5] {
        t.wait(ms * SECOND);
        t.harness.key_press(egui::Key::Space);
        t.harness.run();
    }
}

#[test]
fn the_jury_enters_the_result_and_sees_every_score_with_its_formula() {
    let dir = data_dir("scores");
    let mut t = Table::with_data_dir(dir.clone());
    t.click("Start game");
    play_a_turn(&mut t);
    t.click("Jury view");
    t.click("OO launched");
    t.click("End game");
    t.click("Yes");
    t.click("Report & scores");
    assert_eq!(t.app().screen(), Screen::Report);
    // Pre-filled from the clock: one turn, the offensive launched in turn 1 and
    // still active, 14 Bohemian objectives.
    assert_eq!(t.field("turns"), "1");
    assert_eq!(t.field("offensive.launched-turn"), "1");
    assert_eq!(t.field("offensive.bohemian-total"), "14");
    // Nothing is scored from a partial result; the missing field is named.
    t.assert_shows("No scores yet: outcome: is missing");
    t.click("Attackers' victory");
    t.click("France");
    t.assert_shows("No scores yet: objectives.russia.held: is missing");
    for (nation, held, total) in [
        ("russia", "4", "8"),
        ("sweden", "1", "4"),
        ("austria", "5", "7"),
        ("imperial-army", "2", "6"),
        ("france", "5", "5"),
    ] {
        t.fill(&format!("objectives.{nation}.held"), held);
        t.fill(&format!("objectives.{nation}.total"), total);
    }
    t.fill("offensive.prussia-bohemian", "3");
    t.fill("offensive.austria-bohemian", "6");
    t.assert_shows("No scores yet: offensive.tc-picked-up: is missing (true or false)");
    t.click("No");
    // FWC 2026: France won alone: 10 + 2. Frederick: best of 0.5 × 1 = 0.50 and
    // the OO 3/14 = 21.43 % → 2.14 − 1 = 1.14. Maria Theresia: OO 0.5 × 1 + 6 = 6.50
    // against Austria 5/7 → 7.14.
    t.assert_shows("Pompadour: 12.00");
    t.assert_shows("Frederick: 1.14");
    t.assert_shows("Maria Theresia: 7.14");
    t.assert_shows("best of Offensive option 1.14, Game length 0.50 = 1.14");
    t.assert_shows("  Victory bonus: bonus 2; 1 of 1 winning nations: 2 × 1/1 = 2.00");
    // A typo is named, and the scores go away until it is fixed.
    t.fill("objectives.russia.held", "x");
    t.assert_shows("No scores yet: objectives.russia.held: '4x' is not a whole number");
    t.harness.key_press(egui::Key::Backspace);
    t.harness.run();
    t.assert_shows("Pompadour: 12.00");
}

#[test]
fn the_result_is_saved_beside_the_journal_and_the_report_exports_as_json_csv_and_html() {
    let dir = data_dir("exports");
    let mut t = Table::with_data_dir(dir.clone());
    t.click("Start game");
    play_a_turn(&mut t);
    t.click("Jury view");
    t.click("End game");
    t.click("Yes");
    t.click("Report & scores");
    t.click("Attackers' victory");
    t.click("Russia");
    for (nation, held, total) in [
        ("russia", "8", "8"),
        ("sweden", "3", "4"),
        ("austria", "5", "7"),
        ("imperial-army", "2", "6"),
        ("france", "3", "5"),
    ] {
        t.fill(&format!("objectives.{nation}.held"), held);
        t.fill(&format!("objectives.{nation}.total"), total);
    }
    t.click("Save result");
    let journal = t.app().journal_path().unwrap().to_owned();
    let saved = std::fs::read_to_string(journal.with_extension("result.toml")).unwrap();
    assert!(saved.contains("outcome = \"attackers\""), "{saved}");
    t.click("Export JSON");
    t.click("Export CSV");
    t.click("Export HTML");
    let stem = journal.file_stem().unwrap().to_string_lossy().into_owned();
    let reports = dir.join("reports");
    let json: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(reports.join(format!("{stem}.json"))).unwrap(),
    )
    .unwrap();
    // Time per nation, from the clock: Prussia's 30 s stage, Russia's 20 s.
    assert_eq!(json["time"][0]["who"], "Prussia");
    assert_eq!(json["time"][0]["used"]["clock"], 30_000);
    assert_eq!(json["time"][2]["used"]["clock"], 20_000);
    assert_eq!(json["scores"]["roles"][1]["total"], 12.0);
    let csv = std::fs::read_to_string(reports.join(format!("{stem}.csv"))).unwrap();
    assert!(
        csv.lines()
            .nth(2)
            .unwrap()
            .contains(",Elisabeth,,10.00,2.00,12.00,7.50,"),
        "{csv}"
    );
    let html = std::fs::read_to_string(reports.join(format!("{stem}.html"))).unwrap();
    assert!(html.contains("<td class=n><b>12.00</b></td>"), "{html}");
    assert!(
        html.contains("Prussia</td><td class=n>0:00:30</td>"),
        "{html}"
    );
    // The sheet says when the game ended, not "still playing".
    assert!(html.contains(" · Ended: 20"), "{html}");
    // Reopened later, the saved result comes back.
    t.click("Back");
    t.click("Report & scores");
    t.assert_shows("Elisabeth: 12.00");
}

#[test]
fn the_report_sheet_lists_fate_drop_outs_switches_and_the_offensive_by_turn() {
    use friedrich_clock::engine::{Command, Engine, FateCard, Offensive, Ruleset};
    use friedrich_clock::report::{Header, Report, html};
    let mut engine = Engine::new(Ruleset::default());
    let mut now = 0;
    let mut apply = |c: Command| {
        now += 5 * SECOND;
        engine.apply(&c, now).unwrap();
    };
    apply(Command::StartTurn);
    apply(Command::Offensive {
        step: Offensive::Launched,
    });
    for _ in 0..7 {
        apply(Command::HandOff);
    }
    apply(Command::Fate {
        card: FateCard::India,
    });
    apply(Command::Fate {
        card: FateCard::America,
    });
    apply(Command::EndGame);
    let header = Header {
        table: "7".to_owned(),
        players: Default::default(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        ended: None,
    };
    let report = Report::new(header, &engine, now, None);
    assert_eq!(report.fate.len(), 2);
    assert_eq!(report.fate[1].card, "America");
    assert_eq!(report.fate[1].effect, "France leaves the game");
    let sheet = html(&report);
    for row in [
        "<td class=n>1</td><td>Card of Fate: America — France leaves the game</td>",
        "<td class=n>1</td><td>France out of the game (by America)</td>",
        "<td class=n>1</td><td>Imperial Army passes from Maria Theresia to Pompadour</td>",
        "<td class=n>1</td><td>Offensive option launched</td>",
    ] {
        assert!(sheet.contains(row), "{row} missing from {sheet}");
    }
    // Prussia played from 5 s to 15 s (the OO launch does not stop its clock).
    assert_eq!(report.time[0].used.clock, 10 * SECOND);
    assert!(sheet.contains("No scores: the jury has not entered the result yet."));
}
