//! Why the hall refuses a change of the tournament ([`Refused`]): the
//! tournament's own refusal, or what only the hall can say (a disk that
//! refused). Worded
//! by `words::office` in the request's language; `Display` is English, for
//! the hall's log.

use crate::lang::Lang;
use crate::tournament::book::Refusal;
use crate::words::office;

/// Why the hall refuses a change of the tournament. Nothing changes.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Refused {
    /// The tournament refuses the request or its entry.
    #[error("{}", office::refusal(Lang::En, .0))]
    Book(Refusal),
    /// The hall's disk refused.
    #[error("{}", office::cannot_store(Lang::En, .0))]
    Io(String),
}

impl From<Refusal> for Refused {
    fn from(r: Refusal) -> Self {
        Self::Book(r)
    }
}

impl Refused {
    /// The refusal in `lang` (the API's `message`).
    pub fn said(&self, lang: Lang) -> String {
        match self {
            Self::Book(r) => office::refusal(lang, r),
            Self::Io(why) => office::cannot_store(lang, why),
        }
    }
}
