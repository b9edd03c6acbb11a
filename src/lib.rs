//! Friedrich Clock: the table-side chess clock and stopwatch for tournaments of
//! the board game *Friedrich*.
//!
//! The [`engine`] is a pure, deterministic model of the tournament clock rules;
//! the application shell around it lives in the binary.

pub mod app;
pub mod engine;
pub mod heartbeat;
pub mod journal;
