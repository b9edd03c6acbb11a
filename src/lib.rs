//! Friedrich Clock: the table-side chess clock and stopwatch for tournaments of
//! the board game *Friedrich*.
//!
//! The [`engine`] is a pure, deterministic model of the tournament clock rules;
//! the shells around it are the [`app`] (egui), [`sound`] (announcements), the
//! [`journal`] and the [`heartbeat`].

pub mod app;
pub mod archive;
#[cfg(not(target_arch = "wasm32"))]
pub mod certificate;
pub mod disk;
pub mod engine;
pub mod format;
#[cfg(not(target_arch = "wasm32"))]
pub mod hall;
pub mod heartbeat;
pub mod journal;
pub mod lang;
pub mod page_frame;
pub mod recovery;
pub mod report;
pub mod scoring;
pub mod session;
pub mod settings;
#[cfg(not(target_arch = "wasm32"))]
pub mod sheets;
pub mod shipping;
#[cfg(not(target_arch = "wasm32"))]
pub mod site;
pub mod sound;
pub mod spreadsheet;
pub mod strict_json;
pub mod timeline;
#[cfg(not(target_arch = "wasm32"))]
pub mod tournament;
pub mod wire;
pub mod words;
