//! One game's copy in the hall: its lines as the table sent them, the
//! device that writes it, the game replayed through the engine, and when
//! the hall first heard it (`<journal>.heard`, the hall's own wall clock:
//! of two copies of one game, the one first heard last is live, whatever
//! the tables' own clocks say).

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};

use crate::disk::Disk;
use crate::engine::{Engine, Ms, Ruleset};
use crate::journal::Record;
use crate::scoring::ResultInput;

use super::device;
use super::lines::parse;

/// One game's copy.
#[derive(Debug)]
pub struct Copy {
    /// Its file.
    path: PathBuf,
    /// Its lines as received.
    pub lines: Vec<String>,
    /// The device that writes it now.
    pub device: String,
    /// Devices that wrote it before a move.
    pub former: Vec<String>,
    /// The game line.
    pub game: Record,
    /// The game replayed up to its last line.
    pub engine: Engine,
    /// The table's last game time and the hall's instant it was heard.
    pub heard: Option<(Ms, Ms)>,
    /// The jury's results the table saved, in order (the last one counts).
    pub results: Vec<ResultInput>,
    /// When the table saved each of `results` (its line's wall stamp).
    pub saved_at: Vec<DateTime<Local>>,
    /// When the hall first heard the game (its own wall clock), if it
    /// knows: a copy kept before the hall wrote it knows none.
    pub first_heard: Option<DateTime<Local>>,
}

impl Copy {
    /// The table's game time now, counted on from when it was last heard.
    pub fn table_time(&self, hall_now: Ms) -> Ms {
        table_time(self.heard, self.engine.since(), hall_now)
    }

    /// The copy's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The whole journal as the table has it.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for line in &self.lines {
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    pub(super) fn apply_lines(&mut self, lines: &[Record]) {
        for record in lines {
            match record {
                Record::Command { t, cmd, .. } => {
                    self.engine.tick(*t);
                    // A command the table accepted replays; one that does not is
                    // kept in the file all the same (the table's copy is the truth).
                    let _ = self.engine.apply(cmd, *t);
                }
                Record::Result { result, wall, .. } => {
                    self.results.push(ResultInput::clone(result));
                    self.saved_at.push(*wall);
                }
                Record::Game { .. } => {}
            }
        }
    }
}

/// A table's game time at the hall's instant `hall_now`: counted on from
/// when it was last `heard` (its game time then, the hall's instant) and
/// its last line's time, the later of the two.
pub(super) fn table_time(heard: Option<(Ms, Ms)>, last_line: Ms, hall_now: Ms) -> Ms {
    match heard {
        Some((t, at)) => t.max(last_line).saturating_add(hall_now.saturating_sub(at)),
        None => last_line,
    }
}

/// The tournament game a table's game line names, if any.
pub fn tournament_game(game: &Record) -> Option<crate::wire::GameRef> {
    match game {
        Record::Game { game, .. } => *game,
        Record::Command { .. } | Record::Result { .. } => None,
    }
}

/// A new copy of the game `game` line names, written by `device`.
pub(super) fn new_copy(path: PathBuf, game: Record, device: String) -> Copy {
    let rules = match &game {
        Record::Game { ruleset, .. } => Ruleset::clone(ruleset),
        Record::Command { .. } | Record::Result { .. } => Ruleset::default(),
    };
    Copy {
        path,
        lines: Vec::new(),
        device,
        former: Vec::new(),
        game,
        engine: Engine::new(rules),
        heard: None,
        results: Vec::new(),
        saved_at: Vec::new(),
        first_heard: None,
    }
}

/// A copy read back at start: complete lines only.
pub(super) fn load(disk: &impl Disk, path: &Path) -> Result<Copy, String> {
    let mut bytes = disk.read(path).map_err(|e| e.to_string())?;
    let whole = crate::journal::whole_len(&bytes);
    if whole == 0 {
        return Err("no complete line".to_owned());
    }
    if whole < bytes.len() {
        bytes.truncate(whole);
        disk.truncate(path, whole).map_err(|e| e.to_string())?;
    }
    let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let records = lines
        .iter()
        .enumerate()
        .map(|(i, l)| parse(i + 1, l))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|m| format!("line {} is not a journal line: {}", m.line, m.why))?;
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let dir = path.parent().unwrap_or(Path::new("."));
    let (device, former) = device::read(disk, dir, name)?;
    let mut copy = new_copy(path.to_owned(), records[0].clone(), device);
    copy.former = former;
    copy.first_heard = read_heard(disk, dir, name);
    copy.apply_lines(&records[1..]);
    copy.lines = lines;
    // Counted from the hall's start: a table that never reports again shows
    // as silent 30 s later, its clock counted on from its last line.
    copy.heard = Some((copy.engine.since(), 0));
    Ok(copy)
}

/// The file that says when the hall first heard journal `name` in `dir`.
fn heard_file(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}.heard"))
}

/// Writes when the hall first heard journal `name` (once, as it creates
/// the copy).
pub(super) fn write_heard(
    disk: &impl Disk,
    dir: &Path,
    name: &str,
    at: DateTime<Local>,
) -> std::io::Result<()> {
    disk.replace(
        &heard_file(dir, name),
        format!("{}\n", at.to_rfc3339()).as_bytes(),
    )
}

/// When the hall first heard journal `name`, if it wrote it down.
fn read_heard(disk: &impl Disk, dir: &Path, name: &str) -> Option<DateTime<Local>> {
    let path = heard_file(dir, name);
    if !disk.exists(&path) {
        return None;
    }
    let bytes = disk.read(&path).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    DateTime::parse_from_rfc3339(text.trim())
        .ok()
        .map(|at| at.with_timezone(&Local))
}
