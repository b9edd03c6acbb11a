//! The tournament hall: one server on the jury's laptop that keeps a copy of
//! every table's journal (`store`), shows every clock live (`board`, and the
//! page `hall.html`), lets a game move to another device, and serves the web
//! build to the tablets (`server`). Protocol and API: `docs/hall.md`.

pub mod board;
mod device;
mod lines;
pub mod server;
pub mod store;

pub use server::run;

#[cfg(test)]
mod tests;
