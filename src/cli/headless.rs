//! `friedrich-clock headless`: the clock without a window, for scripted tests
//! and crash drills; the protocol is docs/headless.md. Commands come as JSON
//! lines on stdin (the journal's `cmd` objects, e.g. `{"type":"hand-off"}`;
//! a whole journal line, or a field the command does not know, is refused);
//! each is applied at the moment it is read, journaled (on disk before it is
//! acknowledged) and answered on stdout with `ok T` or `refused: why`; a line
//! `{"result": {...}}` saves the jury's result (the result file's keys) in
//! the journal. A heartbeat is written every 500 ms. At start
//! an unfinished game in the data directory is resumed (outage not charged)
//! and announced with `recovered FILE at T after N commands`. Those words
//! (`ok`, `refused:`, `started`, `recovered`, `hall online`, …) are the
//! protocol's, the same in every language; what follows `refused:` and the
//! errors are in `--lang`'s language.

use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use chrono::Local;
use friedrich_clock::engine::{Command, Ms, Ruleset};
use friedrich_clock::lang::Lang;
use friedrich_clock::recovery;
use friedrich_clock::scoring::ResultInput;
use friedrich_clock::session::{Courier, Files, GameSession, HallStatus, Shipped, Storage, Table};
use friedrich_clock::shipping::{self, HallAddress, Shipper};
use friedrich_clock::strict_json;
use friedrich_clock::wire::GameRef;

use super::Failure;
use friedrich_clock::words;
use friedrich_clock::words::command_line::{self as phrase, Term};
use serde::Deserialize as _;

/// How often the heartbeat is replaced.
const BEAT: Duration = Duration::from_millis(500);

/// Runs until stdin ends. Errors are messages for stderr.
pub fn run(
    dir: &Path,
    rules: Ruleset,
    table: Table,
    hall: Option<&Arc<Shipper>>,
    lang: Lang,
) -> Result<(), String> {
    let start = Instant::now();
    let app_now = || Ms::try_from(start.elapsed().as_millis()).unwrap_or(Ms::MAX);
    let mut out = std::io::stdout().lock();
    let storage: Box<dyn Storage> = match &hall {
        Some(shipper) => Box::new(Shipped::new(
            Files::new(dir),
            Arc::clone(*shipper) as Arc<dyn Courier>,
        )),
        None => Box::new(Files::new(dir)),
    };
    let session = match recovery::find(dir, Local::now())? {
        Some(unfinished) => {
            let path = unfinished.journal.clone();
            let count = unfinished.read.commands.len();
            let session = GameSession::recover(unfinished, false, storage, app_now(), Local::now());
            say(
                &mut out,
                &format!(
                    "recovered {} at {} after {count} commands",
                    path.display(),
                    session.now(app_now())
                ),
            )?;
            session
        }
        None => {
            let session = GameSession::start(rules, table, None, storage, app_now(), Local::now())
                .map_err(|e| words::rejected(lang, &e))?;
            if let Some(path) = session.journal() {
                say(&mut out, &format!("started {}", path.display()))?;
            }
            session
        }
    };
    // The loop below schedules the beats: each call writes one.
    let mut session = session.beating_every(1);
    if let Some(e) = session.not_saving() {
        return Err(e.to_owned());
    }
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        // Bytes, not text: a line that is not UTF-8 is refused like any
        // bad line, and the lines after it are still read.
        for line in std::io::stdin().lock().split(b'\n') {
            let line = line.map(|mut bytes| {
                if bytes.last() == Some(&b'\r') {
                    bytes.pop();
                }
                String::from_utf8(bytes).ok()
            });
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut next_beat = Instant::now();
    let mut hall_said = None;
    loop {
        if let Some(shipper) = &hall {
            let status = shipper.status();
            if hall_said.as_ref() != Some(&status) {
                say(&mut out, &hall_line(&status, lang))?;
                hall_said = Some(status);
            }
        }
        if Instant::now() >= next_beat {
            session
                .beat(app_now(), Local::now())
                .map_err(|e| format!("{}: {e}", Term::Heartbeat.get(lang)))?;
            next_beat += BEAT;
        }
        let line = match rx.recv_timeout(next_beat.saturating_duration_since(Instant::now())) {
            Ok(Ok(Some(line))) => line,
            Ok(Ok(None)) => {
                say(&mut out, &format!("refused: {}", Term::NotUtf8.get(lang)))?;
                continue;
            }
            Ok(Err(e)) => return Err(format!("stdin: {e}")),
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => {
                if let (Some(shipper), Some(journal)) = (&hall, session.journal()) {
                    settle(shipper, journal);
                    // A hall that refused the lines fails the run, so a
                    // script can tell (an offline hall does not: the lines
                    // go with the next run).
                    // The link as it ends, said like every change of it (a
                    // refusal that came while waiting is not left unsaid).
                    let status = shipper.status();
                    if hall_said.as_ref() != Some(&status) {
                        say(&mut out, &hall_line(&status, lang))?;
                    }
                    if !shipper.caught_up(journal) && hall_refused(&status) {
                        let why = hall_line(&status, lang);
                        let why = why.strip_prefix("hall ").unwrap_or(&why);
                        return Err(Term::HallDidNotTake.get(lang).replace("{why}", why));
                    }
                }
                return Ok(());
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        let now = app_now();
        if let Some(result) = result_line(&line, lang) {
            let reply = match result.and_then(|r| session.save_result(&r, now, Local::now())) {
                Ok(()) => format!("ok {}", session.now(now)),
                Err(e) => format!("refused: {e}"),
            };
            say(&mut out, &reply)?;
            continue;
        }
        let reply = match command(&line, lang) {
            Err(e) => format!("refused: {e}"),
            Ok(command) => match session.apply(&command, now, Local::now()) {
                Err(e) => format!("refused: {}", words::rejected(lang, &e)),
                Ok(_) => match session.not_saving() {
                    Some(e) => return Err(e.to_owned()),
                    None => format!("ok {}", session.now(now)),
                },
            },
        };
        say(&mut out, &reply)?;
    }
}

/// Table `table`'s game in `round` (1–4, or `final`) of `hall`'s draw: its
/// names by role, and the game for the journal's first line.
pub fn from_draw(
    hall: &HallAddress,
    table: &str,
    round: &str,
    lang: Lang,
) -> Result<Table, Failure> {
    let round = match round.trim().to_lowercase().as_str() {
        "final" | "0" => 0,
        r => r
            .parse::<u8>()
            .ok()
            .filter(|r| (1..=4).contains(r))
            .ok_or_else(|| Failure::Usage(phrase::round_arg(lang, round)))?,
    };
    let number = table
        .trim()
        .parse::<u32>()
        .map_err(|_| Failure::Usage(phrase::table_arg(lang, table)))?;
    let game = GameRef {
        round,
        table: number,
    };
    let asking = shipping::ask_draw(hall, game);
    let until = Instant::now() + Duration::from_secs(10);
    let answer = loop {
        if let Some(answer) = asking.answer() {
            break answer;
        }
        if Instant::now() > until {
            return Err(Failure::Run(phrase::hall_silent(lang, &hall.url)));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let assignment = answer.map_err(|e| Failure::Run(words::text::draw_refused(lang, game, &e)))?;
    Ok(Table {
        name: table.trim().to_owned(),
        names: assignment.names,
        game: Some(assignment.game),
    })
}

/// A `{"result": {...}}` line: the jury's result (the result file's keys,
/// `docs/scoring.md`), checked before it is journaled; `None` for any other
/// line.
fn result_line(line: &str, lang: Lang) -> Option<Result<ResultInput, String>> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    let result = value.get("result")?;
    if let Err(e) = strict_json::from_str::<serde_json::Value>(line) {
        // A key given twice: one of its values would be dropped unseen.
        return Some(Err(format!("{}: {e}", Term::NotAResult.get(lang))));
    }
    Some(
        ResultInput::deserialize(result)
            .map_err(|e| format!("{}: {e}", Term::NotAResult.get(lang)))
            .and_then(|r| match r.validate() {
                Ok(_) => Ok(r),
                Err(e) => Err(words::result_error(lang, &e)),
            }),
    )
}

/// A command line typed in: the command, or why it is refused. A journal
/// line is refused (its `t` and `wall` would say a time the line is not
/// applied at), and so is a field the command does not know: the command is
/// read, written back, and every field of the line must be in what was
/// written (a typo such as `lenght` would otherwise be dropped unseen).
/// Journals themselves read as before (`journal::read`).
fn command(line: &str, lang: Lang) -> Result<Command, String> {
    let not_one = |e: &dyn std::fmt::Display| format!("{}: {e}", Term::NotACommand.get(lang));
    let value: serde_json::Value = strict_json::from_str(line).map_err(|e| not_one(&e))?;
    if value.get("kind").is_some() && value.get("cmd").is_some() {
        return Err(Term::JournalLine.get(lang).to_owned());
    }
    let command = Command::deserialize(&value).map_err(|e| not_one(&e))?;
    let known = serde_json::to_value(&command).map_err(|e| not_one(&e))?;
    match unknown_field(&value, &known) {
        None => Ok(command),
        Some(field) => {
            let kind = value.get("type").and_then(|t| t.as_str()).unwrap_or("?");
            Err(Term::UnknownField
                .get(lang)
                .replace("{field}", &field)
                .replace("{type}", kind))
        }
    }
}

/// The first field of `given` (a path, `card.other`) that `known` (the same
/// command written back) does not have.
fn unknown_field(given: &serde_json::Value, known: &serde_json::Value) -> Option<String> {
    let (serde_json::Value::Object(given), serde_json::Value::Object(known)) = (given, known)
    else {
        return None;
    };
    given
        .iter()
        .find_map(|(name, value)| match known.get(name) {
            None => Some(name.clone()),
            Some(written) => unknown_field(value, written).map(|inner| format!("{name}.{inner}")),
        })
}

/// Whether the hall has refused the lines (a refusal, an answer that is not
/// the hall's, the game moved to another device).
fn hall_refused(status: &HallStatus) -> bool {
    matches!(
        status,
        HallStatus::Moved | HallStatus::Refused(_) | HallStatus::Odd(_)
    )
}

/// Waits (at most 10 s) until the hall holds every line, so a scripted game's
/// last commands are in the hall when the process ends.
fn settle(shipper: &Shipper, journal: &Path) {
    let until = Instant::now() + Duration::from_secs(10);
    while !shipper.caught_up(journal) && Instant::now() < until {
        if hall_refused(&shipper.status()) {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The line `headless` prints when the link to the hall changes: the
/// protocol's `hall connecting|online|offline|moved|refused`, and for a
/// move or a refusal why in `lang` (a refusal worded from its code).
fn hall_line(status: &HallStatus, lang: Lang) -> String {
    match status {
        HallStatus::Connecting => "hall connecting".to_owned(),
        HallStatus::Online => "hall online".to_owned(),
        HallStatus::Offline => "hall offline".to_owned(),
        HallStatus::Moved => format!(
            "hall moved: {}",
            friedrich_clock::words::answer::A::Moved.get(lang)
        ),
        HallStatus::Refused(r) => format!(
            "hall refused: {}",
            friedrich_clock::words::office::sentence(&friedrich_clock::words::answer::said(
                lang, r
            ))
        ),
        HallStatus::Odd(why) => format!("hall refused: {why}"),
    }
}

fn say(out: &mut impl Write, line: &str) -> Result<(), String> {
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| format!("stdout: {e}"))
}
