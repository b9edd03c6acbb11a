//! What the clock reports back: announcement cues and notable moments.

use serde::{Deserialize, Serialize};

use super::nation::{Nation, Side};
use super::time::Ms;

/// Which timer an announcement belongs to and what it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "timer", rename_all = "kebab-case")]
pub enum CueKind {
    /// A chess clock warning ("ten minutes left", "one minute left").
    ChessClock {
        /// Whose clock.
        side: Side,
        /// Seconds left when announced.
        seconds_left: u32,
    },
    /// A chess clock reached zero: the distinct flag signal ("time is up").
    Flag {
        /// Whose clock.
        side: Side,
    },
    /// A stage stopwatch: "one minute left", "thirty seconds left", "5" … "1",
    /// and "stop" at zero.
    Stage {
        /// The nation whose stage it is.
        nation: Nation,
        /// Seconds left when announced; 0 means "stop".
        seconds_left: u32,
    },
    /// A retreat timer: "3", "2", "1", and "stop" at zero.
    Retreat {
        /// The side choosing the retreat.
        side: Side,
        /// Seconds left when announced; 0 means "stop".
        seconds_left: u32,
    },
}

/// An announcement due at an exact instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cue {
    /// What to announce.
    pub kind: CueKind,
    /// When it is due on the game's timeline (it may be reported later).
    pub at: Ms,
}

/// Why the jury should come to the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "because", rename_all = "kebab-case")]
pub enum JuryCall {
    /// A side ran out of chess clock time.
    OutOfTime {
        /// The side.
        side: Side,
    },
    /// A Card of Fate took a nation out.
    NationOut {
        /// The nation.
        nation: Nation,
    },
    /// The Prussian offensive option has failed (section F).
    OffensiveFailed,
    /// The game has ended: the jury notes the scores.
    GameOver,
}

/// Something the shells (sound, screen, journal) should know about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// An announcement is due.
    Cue(Cue),
    /// A side's chess clock reached zero; it is on the stopwatch from now on.
    Flag {
        /// The side.
        side: Side,
        /// When it reached zero.
        at: Ms,
    },
    /// A stage stopwatch ran out: the stage is over.
    StageExpired {
        /// The nation whose stage ended.
        nation: Nation,
        /// When it ran out.
        at: Ms,
    },
    /// A retreat timer ran out: the choice passes to the other side.
    RetreatPassed {
        /// The side choosing now.
        to: Side,
        /// When it passed.
        at: Ms,
    },
    /// The jury should be called.
    CallJury(JuryCall),
}
