//! The tournament hall: one server on the jury's laptop that keeps a copy of
//! every table's journal (`store`), shows every clock live (`board`, and the
//! hall view drawn on the server, `view`), lets a game move to another device, keeps the
//! tournament's journal and runs the tournament for the jury (`office`,
//! `jury` and the page `tournament.html`), and serves the web build to the
//! tablets (`server`); it publishes the tournament as a static site
//! (`publish`). Protocol and API: `docs/hall.md`.

pub mod board;
mod charts;
mod device;
mod jury;
mod lines;
pub mod office;
mod prints;
pub mod publish;
pub mod role;
pub mod server;
mod shared;
pub mod store;
mod tournament_page;
mod view;

pub use server::run;

#[cfg(test)]
mod tests;
