//! `friedrich-clock replay FILE`: a saved game as text or JSON.

use std::fmt::Write as _;
use std::path::Path;

use friedrich_clock::engine::{Side, View};
use friedrich_clock::format;
use friedrich_clock::journal::{self, Record};
use friedrich_clock::lang::Lang;
use friedrich_clock::report::Header;
use friedrich_clock::words::{self, text};

/// The command line writes English.
const EN: Lang = Lang::En;

/// The replay's output, or why there is none: text, JSON, or (`turns`)
/// the CSV of where the time went.
pub fn print(file: &Path, at: Option<u64>, (json, turns): (bool, bool)) -> Result<String, String> {
    let read = journal::read(file).map_err(|e| e.to_string())?;
    let (engine, at, refused) = journal::replay_at(&read, at);
    if turns {
        let csv = friedrich_clock::report::csv::turns(&engine.time_series(at));
        return Ok(csv.trim_end().to_owned());
    }
    let view = engine.view(at);
    let log: Vec<_> = engine.log().iter().filter(|l| l.at <= at).collect();
    let skipped = read.skipped.as_ref().map(|(line, _)| *line);
    let game = match &read.game {
        Record::Game { game, .. } => *game,
        Record::Command { .. } | Record::Result { .. } => None,
    };
    if json {
        let out = serde_json::json!({
            "v": journal::SCHEMA,
            "game": game,
            "at": at,
            "view": view,
            "chronicle": engine.chronicle_at(at),
            "per_turn": engine.time_series(at),
            "log": log,
            "skipped_line": skipped,
            "refused_commands": refused,
        });
        return serde_json::to_string_pretty(&out).map_err(|e| e.to_string());
    }
    let mut out = String::new();
    if let Record::Game { table, ruleset, .. } = &read.game {
        let header = Header::from_journal(&read, &engine);
        let started = header.started_text().unwrap_or_default();
        let _ = writeln!(
            out,
            "Game: table {table}, started {started}, {}",
            ruleset.name
        );
    }
    if let Some(game) = game {
        let _ = writeln!(out, "Tournament game: {}", text::tournament_game(EN, game));
    }
    let _ = writeln!(
        out,
        "At {} of game time, turn {}",
        format::used(at),
        view.turn
    );
    for side in Side::BOTH {
        let _ = writeln!(out, "{}", clock_line(&view, side));
    }
    let _ = writeln!(out, "Now: {}", stage_line(&view));
    if let Some(line) = skipped {
        let _ = writeln!(
            out,
            "Warning: line {line} of the journal could not be read and was skipped"
        );
    }
    if refused > 0 {
        let _ = writeln!(out, "Warning: {refused} commands were refused on replay");
    }
    let _ = writeln!(out, "Log:");
    for entry in log {
        let _ = writeln!(
            out,
            "  {} · turn {} · {}",
            format::used(entry.at),
            entry.turn,
            words::logged(EN, &entry.what)
        );
    }
    Ok(out.trim_end().to_owned())
}

fn clock_line(v: &View, side: Side) -> String {
    let c = v.clock(side);
    let mut line = format!(
        "{:<10} {}",
        text::side(EN, side),
        format::clock(c.remaining)
    );
    if c.on_stopwatch {
        line.push_str("  (on the stopwatch)");
    }
    if c.running {
        line.push_str("  running");
    }
    line
}

fn stage_line(v: &View) -> String {
    match (v.active_nation, v.stage_budget) {
        (Some(n), Some(b)) => format!(
            "{} — stage stopwatch {} s left",
            text::nation(EN, n),
            format::seconds(b.left)
        ),
        (Some(n), None) => format!("{} — action stage", text::nation(EN, n)),
        (None, _) => format!("{:?}", v.phase),
    }
}
