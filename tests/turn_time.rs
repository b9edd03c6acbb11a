//! Where the time went, turn by turn: a known game gives known rows (the
//! report's charts draw these).

mod common;

use common::Table;
use friedrich_clock::engine::{Command, Nation, Onto, Side, Still, StopReason, TimeUsed};

const MIN: u64 = 60_000;

/// The report's header of table 7, an FWC 2026 game.
fn table_7() -> friedrich_clock::report::Header {
    friedrich_clock::report::Header {
        table: "7".to_owned(),
        game: None,
        players: Default::default(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    }
}

/// Plays one turn: each nation in stage order takes the given seconds.
fn turn(t: &mut Table, seconds: [u64; Nation::COUNT]) {
    t.tap(); // Start turn: Prussia's stage
    for s in seconds {
        t.wait_s(s).tap(); // hand off (the last tap ends the turn)
    }
}

#[test]
fn a_known_game_gives_one_row_per_turn_with_each_nations_time_and_the_clocks_after_it() {
    let mut t = Table::new();
    turn(&mut t, [40, 10, 25, 5, 30, 8, 12]);
    t.wait_s(90); // the Cards of Fate between turns
    t.tap().wait_s(20); // turn 2: Prussia 20 s, then a combat
    t.stop(StopReason::Combat).wait_s(45);
    t.ok(Command::Resume).wait_s(10).tap(); // Prussia 30 s in all
    t.wait_s(7); // Hanover, still playing at the report
    let rows = t.engine.time_series(t.now);
    assert_eq!(rows.len(), 2, "turns 1 and 2, no empty turn 0: {rows:?}");
    let (one, two) = (&rows[0], &rows[1]);
    assert_eq!((one.turn, two.turn), (1, 2));
    let clock = |row: &friedrich_clock::engine::TurnTime, n: Nation| row.nations[n.index()].clock;
    assert_eq!(clock(one, Nation::Prussia), 40_000);
    assert_eq!(clock(one, Nation::Russia), 25_000);
    assert_eq!(one.side(Side::Frederick).clock, 50_000);
    assert_eq!(one.side(Side::Attackers).clock, 80_000);
    // The clocks after turn 1, and the 90 s of Fate before turn 2 belong to turn 1.
    assert_eq!(one.clock_left, [130 * MIN - 50_000, 130 * MIN - 80_000]);
    assert_eq!(one.still.get(&Still::Between), Some(&90_000));
    assert_eq!(one.to - one.from, 130_000 + 90_000);
    // Turn 2 so far: Prussia 30 s around a 45 s combat, Hanover 7 s.
    assert_eq!(clock(two, Nation::Prussia), 30_000);
    assert_eq!(clock(two, Nation::Hanover), 7_000);
    assert_eq!(clock(two, Nation::Russia), 0);
    assert_eq!(
        two.still.get(&Still::Stopped(StopReason::Combat)),
        Some(&45_000)
    );
    assert_eq!(two.clock_left[Side::Frederick.index()], 130 * MIN - 87_000);
    assert_eq!(two.to, t.now);
}

#[test]
fn a_flag_shows_in_its_turn_with_the_wait_for_the_jury_and_the_stopwatch_after_it() {
    let mut t = Table::new();
    t.flag(Side::Attackers); // turn 1: the attackers run out in Russia's stage
    t.wait_s(30); // the jury comes
    t.tap().wait_s(15).tap(); // Russia 15 s on its stopwatch; Sweden
    let rows = t.engine.time_series(t.now);
    let one = rows.last().expect("turn 1");
    assert_eq!(one.turn, 1);
    assert_eq!(one.clock_left[Side::Attackers.index()], 0);
    assert_eq!(one.onto_stopwatch.len(), 1);
    let onto = one.onto_stopwatch[0];
    assert_eq!((onto.side, onto.how), (Side::Attackers, Onto::Flag));
    assert_eq!(one.still.get(&Still::OutOfTime), Some(&30_000));
    assert_eq!(
        one.nations[Nation::Russia.index()],
        TimeUsed {
            clock: 130 * MIN,
            stopwatch: 15_000,
            stopwatch_stages: 1
        }
    );
}

#[test]
fn an_undo_takes_the_turn_back_out_of_the_series_and_an_ended_game_stops_counting() {
    let mut t = Table::new();
    turn(&mut t, [1; Nation::COUNT]);
    t.tap(); // turn 2 starts
    assert_eq!(t.engine.time_series(t.now).len(), 2);
    t.ok(Command::Undo);
    assert_eq!(t.engine.time_series(t.now).len(), 1, "turn 2 was undone");
    t.ok(Command::EndGame);
    let end = t.now;
    t.wait_s(600);
    let rows = t.engine.time_series(t.now);
    assert_eq!(
        rows.last().map(|r| r.to),
        Some(end),
        "the game's end, not the report's time"
    );
    assert_eq!(
        rows[0].still.get(&Still::Between),
        None,
        "nothing stood still after the end"
    );
}

#[test]
fn the_report_exports_the_turns_as_json_and_as_a_spreadsheet_row_per_turn() {
    use friedrich_clock::report::{Report, csv};
    let mut t = Table::new();
    turn(&mut t, [40, 10, 25, 5, 30, 8, 12]);
    t.tap().wait_s(5); // turn 2: Prussia 5 s, then a break
    t.stop(StopReason::Break).wait_s(300);
    let header = table_7();
    let report = Report::new(header, &t.engine, t.now, None);
    let json: serde_json::Value = serde_json::from_str(&report.json()).expect("JSON");
    let first = &json["per_turn"][0];
    assert_eq!(first["turn"], 1);
    assert_eq!(first["clock_left"][1], 130 * MIN - 80_000);
    assert_eq!(json["per_turn"][1]["still"]["break"], 300_000);
    let sheet = csv::turns(&report.per_turn);
    let lines: Vec<&str> = sheet.lines().collect();
    assert_eq!(lines.len(), 3, "{sheet}");
    let head: Vec<&str> = lines[0].split(',').collect();
    let row: Vec<&str> = lines[1].split(',').collect();
    let cell = |name: &str| row[head.iter().position(|h| *h == name).expect(name)];
    assert_eq!(cell("turn"), "1");
    assert_eq!(cell("prussia_s"), "40.0");
    assert_eq!(cell("austria_s"), "30.0");
    assert_eq!(cell("attackers_left_s"), "7720.0");
    assert_eq!(cell("break_s"), "0.0");
    assert_eq!(cell("to_s"), "130.0");
    let two: Vec<&str> = lines[2].split(',').collect();
    let at = |name: &str| two[head.iter().position(|h| *h == name).expect(name)];
    assert_eq!(
        (at("turn"), at("prussia_s"), at("break_s")),
        ("2", "5.0", "300.0")
    );
    assert_eq!(at("to_s"), "435.0");
}

/// A long game for the charts: nine turns of varied stages, a combat every
/// few stages, a break in turn 4, and the attackers running out of time in
/// turn 7 (the jury comes after 45 s; their stages go on the stopwatch).
fn long_game() -> Table {
    let mut t = Table::new();
    for turn_no in 1..=9u64 {
        t.tap(); // Start turn
        let mut i = 0u64;
        while let Some(n) = t.view().active_nation {
            let side = n.side();
            let mut s = 60 + (turn_no * 37 + i * 53) % 300;
            if t.view().clock(side).on_stopwatch {
                s = 10 + s % 25; // well inside the stage's budget
            }
            t.wait_s(s / 2);
            if (turn_no + i).is_multiple_of(5) && t.view().out_of_time.is_none() {
                t.stop(StopReason::Combat).wait_s(40 + i * 5);
                t.ok(Command::Resume);
            }
            if turn_no == 4 && i == 2 {
                t.stop(StopReason::Break).wait_s(900);
                t.ok(Command::Resume);
            }
            t.wait_s(s - s / 2);
            if t.view().out_of_time.is_some() {
                t.wait_s(45).tap(); // the jury is here: the stage's stopwatch runs
                t.wait_s(20);
            }
            t.tap(); // hand off
            i += 1;
        }
        t.wait_s(60 + turn_no * 10); // the Cards of Fate
    }
    t
}

/// Writes the report sheet of [`long_game`] to target/charts/report.html for
/// a look in a browser (scripts/charts.sh prints it); its rows are checked
/// here so that the picture shows a game that went as written.
#[test]
fn charts_for_a_look() {
    use friedrich_clock::report::{Report, html};
    let t = long_game();
    let rows = t.engine.time_series(t.now);
    assert_eq!(rows.len(), 9);
    assert!(
        rows.iter().any(|r| !r.onto_stopwatch.is_empty()),
        "a side went onto the stopwatch"
    );
    let header = table_7();
    let report = Report::new(header, &t.engine, t.now, None);
    let page = html::html(&report, friedrich_clock::lang::Lang::En);
    assert_eq!(page.matches("<svg").count(), 3);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("../charts");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("report.html"), page).unwrap();
    // The tournament's charts across games: this game, and the same game
    // with every other turn left out, in German.
    use friedrich_clock::report::across::{self, Played};
    let half: Vec<_> = rows.iter().step_by(2).cloned().collect();
    let games = [rows.clone(), half].map(|rows| Played {
        rows,
        playing: None,
    });
    let all = across::across(&games);
    assert_eq!(all.ran_out, [0, 2], "the attackers ran out in both");
    let svgs: String = across::charts(&all, friedrich_clock::lang::Lang::De, 360.0)
        .iter()
        .map(friedrich_clock::report::svg::svg)
        .collect();
    let across_page = format!(
        "<!DOCTYPE html><html lang=de><meta charset=utf-8><body style=\"font-family:sans-serif\">{svgs}</body></html>"
    );
    std::fs::write(dir.join("across.html"), across_page).unwrap();
    // A game the jury started at turn 12 on the table's clock (Spanish).
    let mut j = Table::new();
    j.ok(Command::JuryStart {
        turn: 12,
        stopwatch: vec![Side::Attackers],
        out: vec![],
        imperial: None,
        next: Nation::Prussia,
    });
    j.tap().wait_s(90).tap().wait_s(40).tap();
    let clocks = friedrich_clock::report::chart::clocks(
        &j.engine.time_series(j.now),
        friedrich_clock::lang::Lang::Es,
        360.0,
    );
    assert!(
        clocks
            .words()
            .iter()
            .any(|w| w.contains("cronómetro del jurado"))
    );
    let jury_page = format!(
        "<!DOCTYPE html><html lang=es><meta charset=utf-8><body style=\"font-family:sans-serif\">{}</body></html>",
        friedrich_clock::report::svg::svg(&clocks)
    );
    std::fs::write(dir.join("jury-start.html"), jury_page).unwrap();
}

#[test]
fn a_game_the_jury_starts_at_turn_12_begins_there_with_its_sides_on_the_stopwatch() {
    let mut t = Table::new();
    t.ok(Command::JuryStart {
        turn: 12,
        stopwatch: vec![Side::Attackers],
        out: vec![],
        imperial: None,
        next: Nation::Prussia,
    });
    t.wait_s(20); // the jury is at the table
    t.tap().wait_s(60).tap(); // Prussia 60 s on the table's clock; Hanover
    let rows = t.engine.time_series(t.now);
    assert_eq!(rows.len(), 1, "{rows:?}");
    let row = &rows[0];
    assert_eq!(row.turn, 12);
    assert!(row.table_clock, "the clocks are the table's");
    assert_eq!(row.nations[Nation::Prussia.index()].clock, 60_000);
    assert_eq!(
        row.still.get(&Still::Stopped(StopReason::Jury)),
        Some(&20_000)
    );
    let onto = row
        .onto_stopwatch
        .first()
        .expect("the attackers' stopwatch");
    assert_eq!((onto.side, onto.how), (Side::Attackers, Onto::Jury));
}

#[test]
fn a_stage_whose_stopwatch_ran_out_shows_as_time_up_not_as_between_turns() {
    let mut t = Table::new();
    t.flag(Side::Attackers); // turn 1: the attackers run out in Russia's stage
    t.tap(); // the jury resumes: Russia's 60 s budget runs
    t.wait_s(60 + 25); // the budget runs out; the table hands off 25 s later
    t.tap();
    let row = t.engine.time_series(t.now).pop().expect("turn 1");
    assert_eq!(row.still.get(&Still::TimeUp), Some(&25_000));
    assert_eq!(row.still.get(&Still::Between), None);
}

#[test]
fn the_rows_count_a_flag_that_falls_before_now_even_if_nobody_ticked() {
    let mut t = Table::new();
    t.tap(); // Prussia's stage on Frederick's clock
    // Asked well after Frederick's 130 minutes ran out, with no tick between.
    let later = t.now + 131 * MIN;
    let row = t.engine.time_series(later).pop().expect("turn 1");
    assert_eq!(row.clock_left[Side::Frederick.index()], 0);
    assert_eq!(row.onto_stopwatch.len(), 1, "the flag is in the row");
    assert_eq!(row.still.get(&Still::OutOfTime), Some(&MIN));
    let used: u64 = row.nations.iter().map(|n| n.clock + n.stopwatch).sum();
    let still: u64 = row.still.values().sum();
    assert_eq!(used + still, row.to - row.from, "every millisecond counted");
}
