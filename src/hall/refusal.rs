//! Why the hall's store refuses a push, a move or an archive
//! ([`Refusal`]: nothing stored changes), and how the refusal crosses the
//! wire ([`Refusal::refused`]).

use crate::engine::Ms;
use crate::wire::Limit;

/// Why a push or a move is refused. Nothing stored changes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::words::answer::said(crate::lang::Lang::En, &self.refused()))]
pub enum Refusal {
    /// The journal's name is not a plain file name.
    BadName,
    /// No such journal in the hall.
    Unknown,
    /// The device id is missing or not 16–64 letters and digits.
    BadDevice,
    /// Another device writes this journal.
    NotYours,
    /// The game was moved to another device: this one may no longer write.
    Moved,
    /// The push does not start where the hall's copy ends.
    Gap {
        /// The line number the hall expects next.
        expected: usize,
    },
    /// A line the hall has already differs from the one sent again.
    Differs {
        /// Its number.
        line: usize,
    },
    /// A line is not a journal line.
    Malformed {
        /// Its number.
        line: usize,
        /// What is wrong.
        why: String,
    },
    /// The game's device is still heard: only a silent one's game is taken over.
    Live {
        /// Since the device was last heard.
        silent_ms: Ms,
        /// How long it must have been silent.
        quiet_ms: Ms,
    },
    /// More than the hall takes of something a device sends.
    TooMany(Limit),
    /// The hall's disk refused.
    Io(String),
}

impl Refusal {
    /// The refusal as it crosses the wire: its code and details, its
    /// message still to be worded in the asker's language.
    pub fn refused(&self) -> crate::wire::Refused {
        use crate::wire::{Error as E, Refused};
        match self {
            Self::BadName => Refused::of(E::BadName),
            Self::Unknown => Refused::of(E::Unknown),
            Self::BadDevice => Refused::of(E::BadDevice),
            Self::NotYours => Refused::of(E::NotYours),
            Self::Moved => Refused::of(E::Moved),
            Self::Gap { expected } => Refused {
                expected: Some(*expected),
                ..Refused::of(E::Gap)
            },
            Self::Differs { line } => Refused {
                line: Some(*line),
                ..Refused::of(E::Differs)
            },
            Self::Malformed { line, why } => Refused {
                line: Some(*line),
                ..Refused::of(E::Malformed).detail(why.clone())
            },
            Self::Live {
                silent_ms,
                quiet_ms,
            } => Refused {
                silent_ms: Some(*silent_ms),
                quiet_ms: Some(*quiet_ms),
                ..Refused::of(E::Live)
            },
            Self::TooMany(limit) => Refused {
                limit: Some(*limit),
                ..Refused::of(E::TooMany)
            },
            Self::Io(why) => Refused::of(E::Storage).detail(why.clone()),
        }
    }
}
