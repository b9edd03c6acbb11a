//! The tournament hall: one server on the jury's laptop that keeps a copy of
//! every table's journal (`store`), shows every clock live (`board`, and the
//! hall view drawn on the server, `view`), lets a game move to another device, keeps the
//! tournament's journal and runs the tournament for the jury (`office`,
//! `jury` and the page `tournament.html`), and serves the web build to the
//! tablets (`server`); it publishes the tournament as a static site
//! (`publish`). Protocol and API: `docs/hall.md`.

pub mod address;
mod announce;
mod answers;
pub mod authority;
pub mod board;
mod card;
mod change;
mod charts;
mod connections;
mod copy;
mod device;
mod dismissed;
mod intake;
mod jury;
pub mod keys;
mod lines;
pub mod office;
mod own_games;
mod paged;
mod prints;
pub mod publish;
mod refusal;
pub mod role;
mod second_copy;
mod secure;
pub mod server;
mod shared;
mod sign_in;
pub mod start;
pub mod store;
mod tournament_page;
mod trust;
mod view;
mod wrong_keys;

pub use start::run;

#[cfg(test)]
mod archive_tests;
#[cfg(test)]
mod shells_tests;
#[cfg(test)]
mod tests;
