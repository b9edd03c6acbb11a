//! The screens the app shows.

/// Which screen is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Game setup.
    Setup,
    /// Pompadour's table view.
    Table,
    /// The jury view.
    Jury,
    /// An unfinished game was found: recover it or not.
    Recovery,
    /// Past games, read-only.
    History,
    /// The game report: result entry, scores, exports.
    Report,
    /// Jury stopwatch mode: the setup (the game then shows on `Table`).
    JurySetup,
}
