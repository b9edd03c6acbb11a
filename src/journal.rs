//! The game journal: one append-only JSON-lines file per game. Every accepted
//! command is written and flushed to disk (fsync) before its result is shown;
//! replaying the file rebuilds the game exactly. Format: `docs/journal.md`.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};
use serde::{Deserialize, Serialize};

use crate::disk::{self, Disk};
use crate::engine::{Command, Engine, Ms, Ruleset};
use crate::scoring::ResultInput;
use crate::wire::GameRef;

/// The journal format's version, written on every line.
pub const SCHEMA: u32 = 1;

/// One line of a journal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Record {
    /// The first line: what the game is.
    Game {
        /// Format version.
        v: u32,
        /// Wall-clock time setup was left ("Start game"), for people. The
        /// game's start on the report is its first turn ([`Read::first_turn`]).
        started: DateTime<Local>,
        /// The table.
        table: String,
        /// The tournament game it is (round and table of the draw), when the
        /// table took it from the hall; absent in older journals and in
        /// games outside a tournament.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<GameRef>,
        /// Player names by role (Frederick, Elisabeth, Maria Theresia, Pompadour).
        names: [String; 4],
        /// The full ruleset the game is played under.
        ruleset: Box<Ruleset>,
    },
    /// The jury's result of the game (section C), saved from the report
    /// screen; a correction is a later result line, never a rewrite. It
    /// travels to the hall with every other line.
    Result {
        /// Format version.
        v: u32,
        /// Wall-clock time it was saved, for people.
        wall: DateTime<Local>,
        /// The result as the jury entered it (the result file's keys).
        result: Box<ResultInput>,
    },
    /// An accepted command.
    Command {
        /// Format version.
        v: u32,
        /// Game time of the command, in ms on the game's monotonic timeline.
        t: Ms,
        /// Wall-clock time of the command, for people.
        wall: DateTime<Local>,
        /// The command.
        cmd: Command,
    },
}

/// Why the journal cannot be written or read.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// The file system refused.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The file does not start with a game line.
    #[error("{path}: not a Friedrich Clock journal (no game line first)")]
    NotAJournal {
        /// The file.
        path: PathBuf,
    },
}

/// A journal open for appending.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
}

impl Journal {
    /// Creates a new journal with its game line, flushed to disk.
    pub fn create(path: &Path, game: &Record) -> Result<Self, JournalError> {
        let io = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        disk::here()
            .create_new(path, line(game).map_err(io)?.as_bytes())
            .map_err(io)?;
        Ok(Self {
            path: path.to_owned(),
        })
    }

    /// Opens an existing journal to go on appending (a recovered game). A torn
    /// last line (a power cut mid-write: no `\n` at the end) is cut off first:
    /// its write never finished, so the clock never showed it, and the next
    /// record starts on a line of its own. Every whole line stays as it was.
    pub fn reopen(path: &Path) -> Result<Self, JournalError> {
        let io = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        let bytes = disk::here().read(path).map_err(io)?;
        let whole = whole_len(&bytes);
        if whole == 0 {
            // Not even the game's line is whole: nothing to go on with.
            return Err(JournalError::NotAJournal {
                path: path.to_owned(),
            });
        }
        if whole < bytes.len() {
            disk::here().truncate(path, whole).map_err(io)?;
        }
        Ok(Self {
            path: path.to_owned(),
        })
    }

    /// The journal's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends an accepted command, stamped with the wall-clock time `wall`, and
    /// waits until it is on disk.
    pub fn append(
        &mut self,
        t: Ms,
        wall: DateTime<Local>,
        cmd: &Command,
    ) -> Result<(), JournalError> {
        self.write(&Record::Command {
            v: SCHEMA,
            t,
            wall,
            cmd: cmd.clone(),
        })
    }

    /// Appends the jury's result (or a correction of it), stamped `wall`, and
    /// waits until it is on disk.
    pub fn append_result(
        &mut self,
        wall: DateTime<Local>,
        result: &ResultInput,
    ) -> Result<(), JournalError> {
        self.write(&Record::Result {
            v: SCHEMA,
            wall,
            result: Box::new(result.clone()),
        })
    }

    fn write(&mut self, record: &Record) -> Result<(), JournalError> {
        let io = |source| JournalError::Io {
            path: self.path.clone(),
            source,
        };
        let line = line(record).map_err(io)?;
        disk::here().append(&self.path, line.as_bytes()).map_err(io)
    }
}

/// A record as its line of the journal.
fn line(record: &Record) -> std::io::Result<String> {
    let mut line = serde_json::to_string(record)?;
    line.push('\n');
    Ok(line)
}

/// A journal read back: its lines, and a broken line that was skipped.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    /// The game line.
    pub game: Record,
    /// The commands, in order.
    pub commands: Vec<(Ms, Command)>,
    /// A line that could not be read (a truncated or garbage tail), with its number.
    pub skipped: Option<(usize, String)>,
    /// Wall-clock time of the last command (the game's end, if it ended).
    pub last_wall: Option<DateTime<Local>>,
    /// Wall-clock time of the first turn's start: the first `start-turn` (or
    /// `jury-start`) that was not undone; `None` before any.
    pub first_turn: Option<DateTime<Local>>,
    /// The jury's results, in order: the last one is the one that counts.
    pub results: Vec<ResultInput>,
}

/// How many bytes of `bytes` are whole lines (up to and with the last `\n`);
/// anything after them is a torn line.
pub fn whole_len(bytes: &[u8]) -> usize {
    bytes.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1)
}

/// Reads a journal. A line that cannot be read (a torn or garbage line) is
/// skipped and the first such line reported; every readable line is kept. A
/// last line with no `\n` is torn (its write never finished, so the clock
/// never showed it): skipped too, as recovery cuts it.
pub fn read(path: &Path) -> Result<Read, JournalError> {
    let io = |source| JournalError::Io {
        path: path.to_owned(),
        source,
    };
    let bytes = disk::here().read(path).map_err(io)?;
    read_bytes(path, &bytes)
}

/// Reads a journal's `bytes` (kept elsewhere, as the hall keeps its copies)
/// as [`read`] reads its file; `path` only names it in an error.
pub fn read_bytes(path: &Path, bytes: &[u8]) -> Result<Read, JournalError> {
    let mut game = None;
    let mut commands = Vec::new();
    let mut skipped = None;
    let mut last_wall = None;
    let mut results = Vec::new();
    // Per command still in effect (as the engine's undo stack has them): its
    // wall-clock time if it started a turn.
    let mut in_effect: Vec<Option<DateTime<Local>>> = Vec::new();
    let (bytes, torn) = bytes.split_at(whole_len(bytes));
    let torn = String::from_utf8_lossy(torn);
    let lines = bytes.split(|b| *b == b'\n').count();
    for (i, line) in bytes.split(|b| *b == b'\n').enumerate() {
        let text = String::from_utf8_lossy(line);
        if text.trim().is_empty() {
            continue;
        }
        match (crate::strict_json::from_str::<Record>(&text), &game) {
            (Ok(record @ Record::Game { .. }), None) => game = Some(record),
            (Ok(Record::Command { t, cmd, wall, .. }), Some(_)) => {
                match cmd {
                    Command::Undo => {
                        in_effect.pop();
                    }
                    Command::StartTurn | Command::JuryStart { .. } => in_effect.push(Some(wall)),
                    _ => in_effect.push(None),
                }
                commands.push((t, cmd));
                last_wall = Some(wall);
            }
            (Ok(Record::Result { result, .. }), Some(_)) => results.push(*result),
            (Ok(_), _) | (Err(_), _) => {
                // A torn line (a crash mid-write) is followed by the lines a
                // recovered game appended: skip it, keep reading.
                if skipped.is_none() {
                    skipped = Some((i + 1, text.chars().take(120).collect()));
                }
            }
        }
    }
    if skipped.is_none() && !torn.trim().is_empty() {
        skipped = Some((lines, torn.chars().take(120).collect()));
    }
    let game = game.ok_or_else(|| JournalError::NotAJournal {
        path: path.to_owned(),
    })?;
    Ok(Read {
        game,
        commands,
        skipped,
        last_wall,
        first_turn: in_effect.into_iter().flatten().next(),
        results,
    })
}

/// Rebuilds the game as it was at game time `at` (default: its last command):
/// the commands up to then, then time runs on to `at`. Returns the engine, the
/// instant it shows, and how many commands it refused.
pub fn replay_at(read: &Read, at: Option<Ms>) -> (Engine, Ms, usize) {
    let last = read.commands.last().map_or(0, |(t, _)| *t);
    let at = at.unwrap_or(last);
    let upto = Read {
        game: read.game.clone(),
        commands: read
            .commands
            .iter()
            .filter(|(t, _)| *t <= at)
            .cloned()
            .collect(),
        skipped: None,
        last_wall: None,
        first_turn: None,
        results: Vec::new(),
    };
    let (mut engine, refused) = replay(&upto);
    engine.tick(at);
    (engine, at, refused)
}

/// Rebuilds the game from its journal: the same commands at the same times.
/// Returns the engine and how many commands it refused (0 for a sound journal).
pub fn replay(read: &Read) -> (Engine, usize) {
    let Record::Game { ruleset, .. } = &read.game else {
        return (Engine::new(Ruleset::default()), 0);
    };
    let mut engine = Engine::new(Ruleset::clone(ruleset));
    let mut refused = 0;
    for (t, cmd) in &read.commands {
        engine.tick(*t);
        if engine.apply(cmd, *t).is_err() {
            refused += 1;
        }
    }
    (engine, refused)
}

/// Where a new game's journal goes in `games_dir`: its [`file_name`], or with
/// `-2`, `-3` … before the extension if a journal of that name exists already
/// (two games started in the same second never share a file).
pub fn new_path(
    games_dir: &Path,
    started: DateTime<Local>,
    table: &str,
    game: Option<GameRef>,
) -> PathBuf {
    let name = file_name(started, table, game);
    let stem = name.trim_end_matches(".jsonl");
    let mut path = games_dir.join(&name);
    let mut n = 2;
    while disk::here().exists(&path) {
        path = games_dir.join(format!("{stem}-{n}.jsonl"));
        n += 1;
    }
    path
}

/// The journal's file name for a game: `2026-09-12_170005_table-3.jsonl`;
/// a tournament game names its round too (`…_round-2_table-5.jsonl`,
/// `…_final_table-1.jsonl`), so the same table's games of two rounds never
/// share a name in the hall, even started in the same second on two devices.
pub fn file_name(started: DateTime<Local>, table: &str, game: Option<GameRef>) -> String {
    let table: String = table
        .trim()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let table = if table.is_empty() {
        "game".to_owned()
    } else {
        format!("table-{table}")
    };
    let round = match game {
        Some(g) if g.is_final() => "final_".to_owned(),
        Some(g) => format!("round-{}_", g.round),
        None => String::new(),
    };
    format!("{}_{round}{table}.jsonl", started.format("%Y-%m-%d_%H%M%S"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn game_line(game: Option<GameRef>) -> String {
        let started = DateTime::parse_from_rfc3339("2026-11-24T10:00:00+01:00").unwrap();
        line(&Record::Game {
            v: SCHEMA,
            started: started.with_timezone(&Local),
            table: "5".into(),
            game,
            names: Default::default(),
            ruleset: Box::new(Ruleset::default()),
        })
        .unwrap()
    }

    #[test]
    fn a_tournament_game_is_named_on_the_game_line_and_older_lines_still_read() {
        let taken = game_line(Some(GameRef { round: 2, table: 5 }));
        assert!(taken.contains(r#""table":"5","game":{"round":2,"table":5},"names""#));
        let Record::Game { game, .. } = serde_json::from_str(&taken).unwrap() else {
            panic!("a game line");
        };
        assert_eq!(game, Some(GameRef { round: 2, table: 5 }));
        // A game outside a tournament writes no `game`, as every journal
        // before it, and such a line reads with none.
        let plain = game_line(None);
        assert!(!plain.contains("\"game\":"), "{plain}");
        let Record::Game { game, .. } = serde_json::from_str(&plain).unwrap() else {
            panic!("a game line");
        };
        assert_eq!(game, None);
    }
}
