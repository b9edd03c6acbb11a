//! The languages the app speaks and shows.

use serde::{Deserialize, Serialize};

/// A language of the interface or of the voice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// German.
    De,
    /// Spanish.
    Es,
}

impl Lang {
    /// All languages.
    pub const ALL: [Self; 3] = [Self::En, Self::De, Self::Es];

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::De => "Deutsch",
            Self::Es => "Español",
        }
    }
}

impl Lang {
    /// The folder name of the language's voice clips (`en`, `de`, `es`).
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::De => "de",
            Self::Es => "es",
        }
    }
}
