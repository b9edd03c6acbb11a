//! Picking up a game the app did not finish (a crash, a power cut, a closed
//! window, a killed browser): the journal written last with no end is that
//! game, and rebuilds it; the heartbeat, if one survived, says when the app was
//! last alive (without one, the journal's last line does); the jury decides
//! whether the outage is charged.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};

use crate::archive;
use crate::engine::{Command, Engine, Ms, PhaseView, Running, Side, StopReason};
use crate::heartbeat::{self, Heartbeat};
use crate::journal::{self, Read};

/// A game the app stopped in the middle of.
#[derive(Debug)]
pub struct Unfinished {
    /// Its journal.
    pub journal: PathBuf,
    /// The journal as read (with a skipped line, if any).
    pub read: Read,
    /// The game as it was when the app was last alive.
    pub engine: Engine,
    /// Game time then.
    pub stopped_at: Ms,
    /// Wall-clock time then.
    pub stopped_wall: DateTime<Local>,
    /// How long the app was away, by the wall clock; `None` if the wall clock
    /// now is before the heartbeat's (it was set back: the outage is unknown).
    pub outage: Option<Ms>,
    /// What was running then.
    pub running: Running,
    /// Whether a heartbeat said when the app was last alive; without one the
    /// outage is counted from the journal's last line (the last tap), so the
    /// app may have been alive a little longer than the outage shown says.
    pub heartbeat: bool,
}

/// Looks for an unfinished game in the data directory: the journal the app
/// wrote last, if it has no end (a crash, a power cut, a killed browser),
/// whether or not a heartbeat survived; else the game the heartbeat names.
/// `Ok(None)`: nothing to recover. `Err`: the heartbeat names a journal that
/// cannot be read.
pub fn find(dir: &Path, wall_now: DateTime<Local>) -> Result<Option<Unfinished>, String> {
    let beat = heartbeat::read(dir);
    if let Some(archive::Game { path, read }) = archive::last_written(dir) {
        let named = beat.as_ref().filter(|b| b.journal == path);
        let found = match named {
            Some(beat) => rebuild(beat, read, wall_now),
            None => rebuild_from(path, None, read, wall_now),
        };
        if found.is_some() || named.is_some() {
            return Ok(found);
        }
    }
    let Some(beat) = beat else {
        return Ok(None);
    };
    let read = journal::read(&beat.journal).map_err(|e| e.to_string())?;
    Ok(rebuild(&beat, read, wall_now))
}

/// The game of a heartbeat, rebuilt from its journal; `None` if it had ended.
pub fn rebuild(beat: &Heartbeat, read: Read, wall_now: DateTime<Local>) -> Option<Unfinished> {
    rebuild_from(beat.journal.clone(), Some(beat), read, wall_now)
}

/// The game of a journal, stopped when the heartbeat last said it was alive,
/// or without one at its last line; `None` if it had ended.
fn rebuild_from(
    journal: PathBuf,
    beat: Option<&Heartbeat>,
    read: Read,
    wall_now: DateTime<Local>,
) -> Option<Unfinished> {
    let last = read.commands.last().map_or(0, |(t, _)| *t);
    let stopped_at = beat.map_or(last, |b| b.t.max(last));
    let (engine, _, _) = journal::replay_at(&read, Some(stopped_at));
    let view = engine.view(stopped_at);
    if view.phase == PhaseView::GameOver {
        return None;
    }
    // The heartbeat, unless a tap came after it: that shows the app was
    // alive then (game time is monotonic, the wall clock need not be).
    let stopped_wall = match beat {
        Some(b) if b.t >= last => b.wall,
        _ => archive::written(&read).or(beat.map(|b| b.wall))?,
    };
    let outage = (wall_now - stopped_wall).num_milliseconds().try_into().ok();
    Some(Unfinished {
        journal,
        read,
        running: view.running,
        engine,
        stopped_at,
        stopped_wall,
        outage,
        heartbeat: beat.is_some(),
    })
}

/// The side whose time ran when the app stopped, if any.
pub fn charged_side(running: Running) -> Option<Side> {
    match running {
        Running::Nothing => None,
        Running::ChessClock { side }
        | Running::RetreatTimer { side }
        | Running::CountUp { side } => Some(side),
        Running::StageStopwatch { nation } => Some(nation.side()),
    }
}

/// A recovered game, ready to go on.
#[derive(Debug)]
pub struct Resumed {
    /// The game, stopped.
    pub engine: Engine,
    /// Game time now.
    pub now: Ms,
    /// The commands recovery applied, to append to the journal.
    pub commands: Vec<(Ms, Command)>,
}

impl Unfinished {
    /// Resumes the game stopped. With `charge`, the clock that was running ran
    /// through the outage (it may have run out meanwhile); without, the game
    /// goes on from the moment the app stopped. Either way it is stopped now
    /// ("Outage"), and the operator resumes it.
    pub fn resume(self, charge: bool) -> Resumed {
        let mut engine = self.engine;
        let now = if charge {
            self.stopped_at + self.outage.unwrap_or(0)
        } else {
            self.stopped_at
        };
        engine.tick(now);
        let stop = Command::Stop {
            reason: StopReason::Outage,
        };
        let mut commands = Vec::new();
        if engine.view(now).running != Running::Nothing && engine.apply(&stop, now).is_ok() {
            commands.push((now, stop));
        }
        Resumed {
            engine,
            now,
            commands,
        }
    }
}
