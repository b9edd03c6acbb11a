//! One time format: for the same millisecond the table, the jury's log, the
//! recovery screen, the hall's cards and table page, the report sheet and
//! its charts write the same text. A real game is played on the app with a
//! hand-set clock until Frederick's clock reads 59.95 s, 9:59.4 or
//! 1:00:00.4, stopped there (Combat) after a negative correction; the app
//! is dropped as in a crash and started again on the same folder; its
//! journal is pushed to a real hall. Every shell is asked what it shows.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use friedrich_clock::engine::{MINUTE, Ms, SECOND};
use friedrich_clock::format;
use friedrich_clock::journal;
use friedrich_clock::lang::Lang;
use friedrich_clock::report::{Header, Report, chart, html};
use serde_json::json;

mod harness;
mod server;

use harness::App;

/// A GET with the jury's key in its header: the body.
fn get(url: &str, key: &str) -> String {
    ureq::get(url)
        .header("X-Tournament-Key", key)
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap()
}

/// Plays a game until Frederick's clock has `left` ms, after the jury took
/// a minute off it; stops it there. The journal's path.
fn play_until(dir: &Path, left: Ms) -> std::path::PathBuf {
    let mut app = App::with_data_dir(dir.to_owned());
    app.click("Start game");
    // The jury takes a minute off Frederick's clock before the first turn.
    app.open_jury_view();
    app.type_into(0, "clock wrong");
    app.click("−1 min");
    let correction = format!(
        "Jury: Frederick {} s (clock wrong)",
        format::correction(-MINUTE.cast_signed())
    );
    app.assert_contains(&correction);
    app.click("Back to the table");
    app.click("Frederick's clock » Prussia");
    app.wait(130 * MINUTE - MINUTE - left);
    // The table: its clock face as the format writes it.
    app.assert_shows(&format!("Frederick {}", format::clock(left)));
    app.click("Combat");
    app.assert_shows(&format!("Frederick {}", format::clock(left)));
    let journal = app.harness.state().journal_path().unwrap().to_owned();
    drop(app);
    journal
}

#[test]
fn every_shell_writes_the_same_text_for_the_same_millisecond() {
    let temp = tempfile::tempdir().unwrap();
    let (_hall, port, key) = server::hall(&temp.path().join("hall"), Path::new("dist"));
    // Frederick's clock left: 59.95 s, 9:59.4, 1:00:00.4.
    for (i, left) in [59_950, 599_400, 3_600_400].into_iter().enumerate() {
        let dir = temp.path().join(format!("table-{i}"));
        let path = play_until(&dir, left);
        let read = journal::read(&path).unwrap();
        let (engine, stopped_at, _) = journal::replay_at(&read, None);
        assert_eq!(engine.view(stopped_at).frederick.remaining, left);

        // The recovery screen: when the app stopped, in game time.
        let again = App::with_data_dir(dir.clone());
        again.assert_contains(&format!("game time {}", format::used(stopped_at)));
        drop(again);

        // The hall: the card and the table's log.
        // Each game its own copy (the three may start in the same second).
        let name = format!("{}-{i}", path.file_stem().unwrap().to_str().unwrap());
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let body = json!({"device": format!("0123456789abcde{i}"), "from": 1, "lines": lines, "t": stopped_at});
        let pushed = ureq::post(format!("http://127.0.0.1:{port}/api/journals/{name}"))
            .header("X-Tournament-Key", &key)
            .send_json(body)
            .unwrap();
        assert_eq!(pushed.status(), 200);
        let cards = get(&format!("http://127.0.0.1:{port}/hall/cards?lang=en"), &key);
        let shown = format!(">{}<", format::clock(left));
        assert!(
            cards.contains(&shown),
            "{shown} on the hall's cards: {cards}"
        );
        let page = get(
            &format!("http://127.0.0.1:{port}/hall/tables/{name}?lang=en"),
            &key,
        );
        let correction = format::correction(-MINUTE.cast_signed());
        assert!(
            page.contains(&correction),
            "{correction} in the hall's log: {page}"
        );

        // The report sheet: the clock left at the end, and the charts' label.
        let report = Report::new(
            Header::from_journal(&read, &engine),
            &engine,
            stopped_at,
            None,
        );
        let sheet = html::html(&report, Lang::En);
        assert!(
            sheet.contains(&format::clock(left)),
            "{} on the sheet",
            format::clock(left)
        );
        let rows = engine.time_series(stopped_at);
        let figure = chart::clocks(&rows, Lang::En, 440.0);
        let words = figure.words().join(" | ");
        assert!(
            words.contains(&format::clock(left)),
            "{} in the chart: {words}",
            format::clock(left)
        );
    }
    // The texts themselves, as the table has always written them.
    assert_eq!(
        [59_950, 599_400, 3_600_400].map(format::clock),
        ["0:01:00", "0:10:00", "1:00:01"]
    );
    assert_eq!(format::used(59_950 + 3 * SECOND), "1:02");
    assert_eq!(format::correction(-60_000), "−60.000");
}
