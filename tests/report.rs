//! The report screen as the jury uses it at game end: the clock's facts are
//! pre-filled, the jury types the objectives, the scores appear with their
//! formulas, and the result and the exports land in the data folder.
#![allow(clippy::unwrap_used)]

mod harness;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use chrono::{DateTime, Local, TimeZone};
use egui_kittest::kittest::{NodeT, Queryable};
use friedrich_clock::app::{ClockApp, Screen, Settings, WallClock};
use friedrich_clock::engine::{Command, Engine, MINUTE, Nation, Role, Ruleset, SECOND, Side};
use friedrich_clock::journal::{self, Journal, Record, SCHEMA};
use friedrich_clock::report::html::html;
use friedrich_clock::report::{Header, Report};
use harness::App;

/// 12 September 2026 at `h:m`, local time.
fn at(h: u32, m: u32) -> DateTime<Local> {
    Local.with_ymd_and_hms(2026, 9, 12, h, m, 0).unwrap()
}

impl App {
    /// An app saving to `dir`, with four named players at table 7, whose wall
    /// clock reads 14:02 now (plus the few seconds the test takes) and moves
    /// by what the test adds to the returned shift.
    fn at_14_02(dir: std::path::PathBuf) -> (Self, Arc<AtomicI64>) {
        let settings = Settings {
            table: "7".to_owned(),
            names: ["Anna", "Bernd", "Carmen", "Dai"].map(str::to_owned),
            ..Settings::default()
        };
        let shift = Arc::new(AtomicI64::new(
            (at(14, 2) - Local::now()).num_milliseconds(),
        ));
        let wall = WallClock::shifted(shift.clone());
        let t = Self::custom(1_000, move |source| {
            ClockApp::new(settings, source, Some(dir)).with_wall_clock(wall)
        });
        (t, shift)
    }

    /// Types into the number field named as in the result file.
    fn fill(&mut self, field: &str, text: &str) {
        // As a user does: scroll the field into view, tap it, type.
        self.harness.get_by_label(field).scroll_to_me();
        self.harness.run();
        self.harness.get_by_label(field).click();
        self.harness.run();
        self.harness.get_by_label(field).type_text(text);
        self.harness.run();
    }

    /// Each nation's objectives held and in all typed in; the Imperial
    /// Army's total is fixed by who has it at the end: pre-filled, and only
    /// checked here.
    fn objectives(&mut self, rows: &[(&str, &str, &str)]) {
        for (nation, held, total) in rows {
            self.fill(&format!("objectives.{nation}.held"), held);
            if *nation == "imperial-army" {
                assert_eq!(self.field("objectives.imperial-army.total"), *total);
            } else {
                self.fill(&format!("objectives.{nation}.total"), total);
            }
        }
    }

    /// Types `text` over what a field holds, as a user does: tap it, go to
    /// its end, delete back to its start, type.
    fn replace(&mut self, field: &str, text: &str) {
        let held = self.field(field).chars().count();
        self.fill(field, "");
        self.harness.key_press(egui::Key::End);
        for _ in 0..held {
            self.harness.key_press(egui::Key::Backspace);
        }
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
fn play_a_turn(t: &mut App) {
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
    let dir = tempfile::tempdir().unwrap();
    let mut t = App::with_data_dir(dir.path().to_owned());
    t.click("Start game");
    play_a_turn(&mut t);
    t.open_jury_view();
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
    t.objectives(&[
        ("russia", "4", "8"),
        ("sweden", "1", "4"),
        ("austria", "5", "7"),
        ("imperial-army", "2", "10"),
        ("france", "5", "5"),
    ]);
    t.fill("offensive.prussia-bohemian", "3");
    t.fill("offensive.austria-bohemian", "6");
    t.assert_shows("No scores yet: offensive.tc-picked-up: is missing (true or false)");
    t.click("No");
    // FWC 2026: France won alone: 10 + 2. Frederick: best of 0.5 × 1 = 0.50 and
    // the OO 3/14 = 21.43 % → 21 % → 2.10 − 1 = 1.10. Maria Theresia: OO 0.5 × 1
    // + 6 = 6.50 against Austria 5/7 → 7.14.
    t.assert_shows("Pompadour: 12.00");
    t.assert_shows("Frederick: 1.10");
    t.assert_shows("Maria Theresia: 7.14");
    t.assert_shows("best of Offensive option 1.10, Game length 0.50 = 1.10");
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
    let dir = tempfile::tempdir().unwrap();
    let (mut t, shift) = App::at_14_02(dir.path().to_owned());
    // Setup is left at 14:02; the players take eight minutes to set up the
    // board, and the first turn starts at 14:10.
    t.click("Start game");
    shift.fetch_add(i64::try_from(8 * MINUTE).unwrap(), Ordering::SeqCst);
    play_a_turn(&mut t);
    t.open_jury_view();
    // The jury view's header agrees with the report: the game started at 14:10.
    t.assert_contains("Started 2026-09-12 14:10");
    t.click("End game");
    t.click("Yes");
    t.click("Report & scores");
    // The sheet names the players and starts at the first Start turn, keeping
    // when setup was left.
    t.assert_shows("Frederick: Anna · Elisabeth: Bernd · Maria Theresia: Carmen · Pompadour: Dai");
    t.assert_shows("Started: 2026-09-12 14:10 (first turn); setup left 14:02");
    // The time table says what each column counts.
    for head in ["Chess clock", "Stopwatch", "Stopwatch stages"] {
        t.assert_shows(head);
    }
    t.click("Attackers' victory");
    t.click("Russia");
    t.objectives(&[
        ("russia", "8", "8"),
        ("sweden", "3", "4"),
        ("austria", "5", "7"),
        ("imperial-army", "2", "10"),
        ("france", "3", "5"),
    ]);
    // The players agree at the table: Frederick, then the attackers, who
    // take it back (tapped by mistake): only Frederick's agreement stands.
    t.click("Frederick agrees");
    t.click("The attackers agree");
    t.assert_shows("The attackers agreed");
    t.click("The attackers agreed");
    t.click("Save result");
    let journal = t.app().journal_path().unwrap().to_owned();
    let saved = std::fs::read_to_string(journal.with_extension("result.toml")).unwrap();
    assert!(saved.contains("outcome = \"attackers\""), "{saved}");
    let agreed = journal::read(&journal).unwrap().results[0].agreed;
    assert_eq!(
        agreed.map(|a| (a.frederick, a.attackers)),
        Some((true, false)),
        "the result says who agreed at the table"
    );
    // The result is a line of the journal too, so it travels to the hall; a
    // correction saved later is a new line, the earlier one stays.
    let read = journal::read(&journal).unwrap();
    assert_eq!(read.results.len(), 1);
    assert_eq!(
        read.results[0].outcome,
        Some(friedrich_clock::scoring::Outcome::Attackers)
    );
    t.click("Export JSON");
    t.click("Export CSV");
    t.click("Export HTML");
    let stem = journal.file_stem().unwrap().to_string_lossy().into_owned();
    let reports = dir.path().join("reports");
    let json: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(reports.join(format!("{stem}.json"))).unwrap(),
    )
    .unwrap();
    // Time per nation, from the clock: Prussia's 30 s stage, Russia's 20 s.
    assert_eq!(json["time"][0]["who"], "Prussia");
    assert_eq!(json["time"][0]["used"]["clock"], 30_000);
    assert_eq!(json["time"][2]["used"]["clock"], 20_000);
    assert_eq!(json["scores"]["roles"][1]["total"], 12.0);
    assert_eq!(json["header"]["players"]["elisabeth"], "Bernd");
    let stamp = |key: &str| json["header"][key].as_str().unwrap_or("").to_owned();
    assert!(stamp("started").starts_with("2026-09-12T14:10:"), "{json}");
    assert!(
        stamp("setup_left").starts_with("2026-09-12T14:02:"),
        "{json}"
    );
    let csv = std::fs::read_to_string(reports.join(format!("{stem}.csv"))).unwrap();
    let row = csv.lines().nth(2).unwrap();
    assert!(
        row.starts_with("7,2026-09-12 14:10,FWC 2026,1,attackers,"),
        "{csv}"
    );
    assert!(
        row.contains(",Elisabeth,Bernd,10.00,2.00,12.00,7.50,"),
        "{csv}"
    );
    // The last column says why scoring rules are assumed: nothing here.
    assert!(row.ends_with(",2026-09-12 14:02,"), "{csv}");
    let html = std::fs::read_to_string(reports.join(format!("{stem}.html"))).unwrap();
    assert!(html.contains("<td class=\"n\"><b>12.00</b></td>"), "{html}");
    assert!(
        html.contains("Started: 2026-09-12 14:10 (first turn); setup left 14:02 · "),
        "{html}"
    );
    assert!(
        html.contains("<tr><th>Maria Theresia</th><td>Carmen</td></tr>"),
        "{html}"
    );
    assert!(
        html.contains("Prussia</td><td class=\"n\">0:30</td>"),
        "{html}"
    );
    // The sheet says when the game ended, not "still playing".
    assert!(html.contains(" · Ended: 20"), "{html}");
    // Reopened later, the saved result comes back.
    t.click("Back");
    t.click("Report & scores");
    t.assert_shows("Elisabeth (Bernd): 12.00");
    t.fill("objectives.france.held", "4");
    t.click("Save result");
    let read = journal::read(&journal).unwrap();
    assert_eq!(read.results.len(), 2);
    assert_eq!(
        read.results[1].objectives[&Nation::France].held,
        Some(read.results[0].objectives[&Nation::France].held.unwrap() * 10 + 4)
    );
}

#[test]
fn british_open_scoring_is_assumed_to_be_fwc_2026_and_the_jury_picks_the_scoring_rules() {
    use friedrich_clock::app::RulesetChoice;
    use friedrich_clock::engine::Preset;
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        ruleset: RulesetChoice::Preset(Preset::BritishOpen),
        ..Settings::default()
    };
    let mut t = App::build(settings, Some(dir.path().to_owned()));
    t.click("Start game");
    play_a_turn(&mut t);
    t.open_jury_view();
    t.click("End game");
    t.click("Yes");
    t.click("Report & scores");
    t.click("Attackers' victory");
    t.click("Russia");
    t.objectives(&[
        ("russia", "8", "8"),
        ("sweden", "3", "4"),
        ("austria", "5", "7"),
        ("imperial-army", "2", "10"),
        ("france", "3", "5"),
    ]);
    // The game's rules, British Open, score as FWC 2026, and the sheet says so.
    t.assert_shows("Scoring rules: FWC 2026");
    t.assert_shows(
        "British Open: its scoring is part of each tournament's own rules and is in none of \
         the rule texts; FWC 2026 scoring is assumed (pick the scoring rules in the result form)",
    );
    // Russia won in turn 1: FWC 10 + 2.
    t.assert_shows("Elisabeth: 12.00");
    // The Imperial Army passed to Elisabeth holding 7 of its 10 objectives:
    // the form offers 10 as its total then; 7/10 → Maria Theresia's 7.00.
    t.click("Elisabeth");
    assert_eq!(t.field("imperial-army.total-at-switch"), "10");
    // At the end it has 5 under her: the 10 it had is refused, naming the field.
    t.assert_shows(
        "No scores yet: objectives.imperial-army.total: is 10, but the Imperial Army has 5 \
         objectives under Elisabeth",
    );
    t.replace("objectives.imperial-army.total", "5");
    assert_eq!(t.field("objectives.imperial-army.total"), "5");
    t.fill("imperial-army.switch-turn", "1");
    t.fill("imperial-army.held-at-switch", "7");
    t.assert_shows("  second-best: 7.00 (Imperial Army switch)");
    // The jury picks CAFE 2019: Russia won in turn 1: 13 − 0.1 = 12.90; no
    // longer assumed.
    t.click("CAFE 2019");
    t.assert_shows("Scoring rules: CAFE 2019");
    t.assert_shows("Elisabeth: 12.90");
    assert!(!t.shows("FWC 2026 scoring is assumed"));
    t.click("Save result");
    let journal = t.app().journal_path().unwrap().to_owned();
    let saved = std::fs::read_to_string(journal.with_extension("result.toml")).unwrap();
    assert!(saved.contains("ruleset = \"cafe-2019\""), "{saved}");
    assert!(saved.contains("total-at-switch = 10"), "{saved}");
}

#[test]
fn the_report_sheet_lists_fate_drop_outs_switches_and_the_offensive_by_turn() {
    use friedrich_clock::engine::{FateCard, Offensive};
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
        game: None,
        players: Default::default(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    };
    let report = Report::new(header, &engine, now, None);
    assert_eq!(report.fate.len(), 2);
    assert_eq!(report.fate[1].card, "America");
    assert_eq!(report.fate[1].effect, "France leaves the game");
    let sheet = html(&report, friedrich_clock::lang::Lang::En);
    for row in [
        "<td class=\"n\">1</td><td>Card of Fate: America — France leaves the game</td>",
        "<td class=\"n\">1</td><td>France out of the game (by America)</td>",
        "<td class=\"n\">1</td><td>Imperial Army passes from Maria Theresia to Pompadour</td>",
        "<td class=\"n\">1</td><td>Offensive option launched</td>",
    ] {
        assert!(sheet.contains(row), "{row} missing from {sheet}");
    }
    // Prussia played from 5 s to 15 s (the OO launch does not stop its clock).
    assert_eq!(report.time[0].used.clock, 10 * SECOND);
    assert!(sheet.contains("No scores: the jury has not entered the result yet."));
}

/// A saved game's report header from a journal whose game line says setup was
/// left at 14:02, with `commands` stamped at the given times.
fn header_of(commands: &[(DateTime<Local>, Command)]) -> Header {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let game = Record::Game {
        v: SCHEMA,
        started: at(14, 2),
        table: "7".into(),
        game: None,
        names: ["Anna", "Bernd", "Carmen", "Dai"].map(str::to_owned),
        ruleset: Box::new(Ruleset::default()),
    };
    let mut journal = Journal::create(&path, &game).unwrap();
    for (i, (wall, command)) in (0..).zip(commands) {
        journal.append(i * SECOND, *wall, command).unwrap();
    }
    let read = journal::read(&path).unwrap();
    let (engine, _) = journal::replay(&read);
    Header::from_journal(&read, &engine)
}

#[test]
fn a_start_turn_that_was_undone_is_not_the_start_of_the_game() {
    let header = header_of(&[
        (at(14, 5), Command::StartTurn),
        (at(14, 6), Command::Undo),
        (at(14, 10), Command::StartTurn),
        (at(14, 11), Command::HandOff),
    ]);
    assert_eq!(header.started, Some(at(14, 10)));
    assert_eq!(header.setup_left, Some(at(14, 2)));
    assert_eq!(
        header.started_text().unwrap(),
        "2026-09-12 14:10 (first turn); setup left 14:02"
    );
    assert_eq!(header.players.get(&Role::Pompadour).unwrap(), "Dai");
}

#[test]
fn a_jury_stopwatch_game_starts_when_the_jury_starts_it() {
    let header = header_of(&[(
        at(14, 7),
        Command::JuryStart {
            turn: 3,
            stopwatch: vec![Side::Frederick],
            out: Vec::new(),
            imperial: None,
            next: Nation::Prussia,
        },
    )]);
    let report = Report::new(header, &Engine::new(Ruleset::default()), 0, None);
    assert!(
        html(&report, friedrich_clock::lang::Lang::En)
            .contains("Started: 2026-09-12 14:07 (first turn); setup left 14:02 · "),
        "{}",
        html(&report, friedrich_clock::lang::Lang::En)
    );
}

#[test]
fn before_the_first_turn_the_report_starts_when_setup_was_left() {
    let header = header_of(&[]);
    assert_eq!(header.started, Some(at(14, 2)));
    assert_eq!(header.started_text().unwrap(), "2026-09-12 14:02");
}
