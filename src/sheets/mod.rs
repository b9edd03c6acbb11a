//! What the tournament shows, drawn once for every place it is shown: the
//! jury's page and the players' public standings in the hall, the
//! printouts and the command line. Above both `tournament` (the facts) and
//! `words` (their wording); nothing below imports it. Rendered with maud:
//! checked at compile time, every text escaped by its one escaper.
//!
//! - [`standings`]: the standings with every tie-breaker and the games
//!   behind each number;
//! - [`draw`]: a round's tables, and the draw's seed, method and pots;
//! - [`final_sheet`]: the final's order, and the final's printout;
//! - [`crosstable`]: every player's four games round by round;
//! - [`player`], [`projector`]: what the players follow on their phones
//!   and on the hall's projector;
//! - [`public`]: the players' public standings, held back as the jury set;
//! - [`results`]: each round's games with their confirmed results;
//! - [`time`]: the charts of the time across every game;
//! - [`print`], [`page`]: the printouts and the page around them;
//! - [`csv`]: the exports;
//! - [`qr`]: a QR code of an address;
//! - [`slip`]: the result slips for the four signatures;
//! - [`stacked`]: a table that stacks on a phone, its roles said.

// Pure: no clock read, no file touched (clippy.toml's disallowed methods).
#![deny(clippy::disallowed_methods)]

pub mod crosstable;
pub mod csv;
pub mod draw;
pub mod final_sheet;
pub mod page;
pub mod player;
pub mod print;
pub mod projector;
pub mod public;
pub mod qr;
pub mod result_line;
pub mod results;
pub mod round_results;
pub mod slip;
pub mod stacked;
pub mod standings;
pub mod standings_text;
pub mod standings_view;
pub mod time;
