//! `friedrich-clock replay FILE`: a saved game as text, JSON, the CSV of
//! where the time went, or its report sheet (HTML).

use std::fmt::Write as _;
use std::path::Path;

use friedrich_clock::engine::{PhaseView, Side, View};
use friedrich_clock::format;
use friedrich_clock::journal::{self, Record};
use friedrich_clock::lang::Lang;
use friedrich_clock::report::Header;
use friedrich_clock::words::command_line as say;
use friedrich_clock::words::text::{self, T};
use friedrich_clock::words::{self};

/// What `replay` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// The clocks, the stage and the log, in `--lang`'s words.
    Text,
    /// The same as JSON (docs/journal.md).
    Json,
    /// Where the time went: one CSV row per turn.
    Turns,
    /// The game's report sheet with its charts, as the app and the hall
    /// print it (`report::of_journal`, `report::html`).
    Html,
}

/// The replay's output, or why there is none, in `shape`.
pub fn print(file: &Path, at: Option<u64>, shape: Shape, lang: Lang) -> Result<String, String> {
    let read = journal::read(file).map_err(|e| e.to_string())?;
    if shape == Shape::Html {
        let report = friedrich_clock::report::of_journal(&read, at);
        return Ok(friedrich_clock::report::html::html(&report, lang));
    }
    let (engine, at, refused) = journal::replay_at(&read, at);
    let json = shape == Shape::Json;
    if shape == Shape::Turns {
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
        let started = header
            .started_words(T::FirstTurn.get(lang), T::SetupLeft.get(lang))
            .unwrap_or_default();
        let ruleset = text::ruleset_name(lang, &ruleset.name);
        let _ = writeln!(out, "{}", say::game_line(lang, table, &started, &ruleset));
    }
    if let Some(game) = game {
        let _ = writeln!(
            out,
            "{}: {}",
            T::TournamentGame.get(lang),
            text::tournament_game(lang, game)
        );
    }
    let time = format::used(at);
    let _ = writeln!(out, "{}", say::at_game_time(lang, &time, view.turn));
    for side in Side::BOTH {
        let _ = writeln!(out, "{}", clock_line(&view, side, lang));
    }
    let _ = writeln!(
        out,
        "{}: {}",
        say::Term::Now.get(lang),
        stage_line(&view, lang)
    );
    if let Some(line) = skipped {
        let skipped = T::LineSkipped
            .get(lang)
            .replace("{line}", &line.to_string());
        let _ = writeln!(out, "{}", say::warning(lang, &skipped));
    }
    if refused > 0 {
        let refused = say::refused_on_replay(lang, refused);
        let _ = writeln!(out, "{}", say::warning(lang, &refused));
    }
    let _ = writeln!(out, "{}:", T::Log.get(lang));
    for entry in log {
        let _ = writeln!(
            out,
            "  {} · {} · {}",
            format::used(entry.at),
            say::log_turn(lang, entry.turn),
            words::logged(lang, &entry.what)
        );
    }
    Ok(out.trim_end().to_owned())
}

/// A side's clock: "Attackers  2:10:00  running".
fn clock_line(v: &View, side: Side, lang: Lang) -> String {
    let c = v.clock(side);
    let mut line = format!(
        "{:<10} {}",
        text::side(lang, side),
        format::clock(c.remaining)
    );
    if c.on_stopwatch {
        line.push_str(&format!("  ({})", T::OnStopwatch.get(lang)));
    }
    if c.running {
        line.push_str(&format!("  {}", T::Running.get(lang).to_lowercase()));
    }
    line
}

/// Where the game is: "Russia — action stage", "Between turns".
fn stage_line(v: &View, lang: Lang) -> String {
    match (v.active_nation, v.stage_budget, v.phase) {
        (Some(n), Some(b), _) => format!(
            "{} — {}",
            text::nation(lang, n),
            say::stage_stopwatch(lang, &format::seconds(b.left))
        ),
        (Some(n), None, _) => format!("{} — {}", text::nation(lang, n), T::ActionStage.get(lang)),
        (None, _, PhaseView::GameOver) => T::GameOver.get(lang).to_owned(),
        (None, _, PhaseView::Stage) => T::ActionStage.get(lang).to_owned(),
        (None, _, PhaseView::BetweenTurns) => T::BetweenTurns.get(lang).to_owned(),
    }
}
