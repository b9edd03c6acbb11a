//! Time on the game's monotonic timeline: integer milliseconds.

/// Milliseconds: an instant since the game's timeline started, or a duration.
pub type Ms = u64;

/// One second in milliseconds.
pub const SECOND: Ms = 1000;

/// One minute in milliseconds.
pub const MINUTE: Ms = 60 * SECOND;
