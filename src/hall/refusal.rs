//! Why the hall's store refuses a push, a move or an archive
//! ([`Refusal`]: nothing stored changes), and the limits on what a device
//! sends it ([`Limit`]).

use crate::engine::Ms;

/// Why a push or a move is refused. Nothing stored changes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The journal's name is not a plain file name.
    #[error("bad journal name: letters, digits, '-', '_' and '.' only, at most 100")]
    BadName,
    /// No such journal in the hall.
    #[error("no such journal in the hall")]
    Unknown,
    /// The device id is missing or not 16–64 letters and digits.
    #[error("bad device id: 16 to 64 letters and digits")]
    BadDevice,
    /// Another device writes this journal.
    #[error("this journal belongs to another table")]
    NotYours,
    /// The game was moved to another device: this one may no longer write.
    #[error("this game has moved to another device")]
    Moved,
    /// The push does not start where the hall's copy ends.
    #[error("gap: the hall expects line {expected}")]
    Gap {
        /// The line number the hall expects next.
        expected: usize,
    },
    /// A line the hall has already differs from the one sent again.
    #[error("line {line} differs from the hall's copy")]
    Differs {
        /// Its number.
        line: usize,
    },
    /// A line is not a journal line.
    #[error("line {line} is not a journal line: {why}")]
    Malformed {
        /// Its number.
        line: usize,
        /// What is wrong.
        why: String,
    },
    /// The game's device is still heard: only a silent one's game is taken over.
    #[error(
        "this table's device was heard {silent_ms} ms ago: a game is taken over only from a device silent for {quiet_ms} ms (turn the old tablet off, then try again)"
    )]
    Live {
        /// Since the device was last heard.
        silent_ms: Ms,
        /// How long it must have been silent.
        quiet_ms: Ms,
    },
    /// More than the hall takes of something a device sends.
    #[error("{0}")]
    TooMany(Limit),
    /// The hall's disk refused.
    #[error("the hall cannot store it: {0}")]
    Io(String),
}

/// A limit on what a device sends the hall: a table's key is public, so
/// nothing it sends may grow the hall's files or pages without end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Limit {
    /// Result lines in one journal.
    #[error(
        "a journal holds at most {} results: this game's result is in; the jury corrects it on the jury's page",
        MAX_RESULTS
    )]
    Results,
    /// Journals (copies) of one game of the draw.
    #[error(
        "the hall holds at most {} journals of one game: take one of them over to go on (the table's \"continue\"), or ask the jury",
        MAX_COPIES
    )]
    Copies,
    /// Reports of one game in the tournament.
    #[error(
        "the jury has {} reports of this game already: it enters the result on the jury's page",
        MAX_REPORTS
    )]
    Reports,
}

/// The most result lines one journal holds.
pub const MAX_RESULTS: usize = 5;
/// The most journals the hall holds of one tournament game (one round at
/// one table).
pub const MAX_COPIES: usize = 4;
pub use crate::tournament::request::MAX_REPORTS;
