//! Why the hall refuses a change of the tournament ([`Refused`]), and the
//! journal's refusals in the hall's words (English, for the API's
//! `message`; the pages word the code).

use crate::scoring::ResultError;
use crate::tournament::GameRef;
use crate::tournament::book::Refusal;

/// Why the hall refuses a change of the tournament. Nothing changes.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Refused {
    /// The tournament's journal refuses the entry.
    #[error("{}", said(.0))]
    Book(Refusal),
    /// The draw needs a multiple of four players, at least four.
    #[error(
        "{players} players: register {fill_ins} fill-in(s) first (the draw needs a multiple of four, at least four)"
    )]
    FillInsNeeded {
        /// The players registered.
        players: usize,
        /// The fill-ins the draw needs.
        fill_ins: usize,
    },
    /// Confirmed without a result, but no table reported one.
    #[error("table {} of round {}: nothing reported to confirm; enter the result", .0.table, .0.round)]
    NothingReported(GameRef),
    /// The result does not validate.
    #[error("the result does not validate: {0}")]
    BadResult(ResultError),
    /// The result does not read (TOML or JSON in the result file's keys).
    #[error("the result does not read: {0}")]
    Unreadable(String),
    /// The seed is not a whole number from 0 to 2^64 - 1.
    #[error("the seed {0:?} is not a whole number from 0 to 2^64 - 1")]
    BadSeed(String),
    /// The hall's disk refused.
    #[error("the hall cannot store it: {0}")]
    Io(String),
}

/// A book refusal in the hall's words (English, for the API's `message`;
/// the jury page words the code).
pub(super) fn said(r: &Refusal) -> String {
    match r {
        Refusal::NotOpened => "no tournament is opened yet".to_owned(),
        Refusal::AlreadyOpened => "the tournament is already opened".to_owned(),
        Refusal::PlayerNumber { given, next } => {
            format!("no player {given}: the next new player is number {next}")
        }
        Refusal::NoName => "a name is needed".to_owned(),
        Refusal::AfterDraw => "registration is closed: the round is drawn".to_owned(),
        Refusal::AlreadyDrawn => "the qualifying round is already drawn".to_owned(),
        Refusal::DrawPlayers => "the draw does not seat the registered players".to_owned(),
        Refusal::NoSuchGame(g) => format!("no table {} in round {}", g.table, g.round),
        Refusal::NoReason => {
            "a reason is needed (a correction of a confirmed result, a withdrawal)".to_owned()
        }
        Refusal::BadLot => "a lot orders at least two registered players, none twice".to_owned(),
        Refusal::LotDrawn => "a lot already orders these players: it is drawn once".to_owned(),
        Refusal::NotSeeded => {
            "the final is not seeded yet: games to confirm, or a lot to draw".to_owned()
        }
        Refusal::NotHisChoice(p) => format!("it is not player {p}'s turn to choose a role"),
        Refusal::FinalSeeded => {
            "the finalists are choosing their roles: the qualifying results are closed".to_owned()
        }
        Refusal::RoleTaken(role) => format!("{} is taken", crate::scoring::result::key(role)),
        Refusal::NotSeated(p) => format!("player {p} has no role chosen to withdraw"),
        Refusal::FinalConfirmed => "the final's result is confirmed: its roles stand".to_owned(),
        Refusal::NotDrawn => "nobody is withdrawn before the draw".to_owned(),
        Refusal::NoSuchPlayer(p) => format!("no player {p} is registered"),
        Refusal::AlreadyWithdrawn(p) => format!("player {p} is already withdrawn"),
        Refusal::NoSuchRound(r) => format!("no round {r}: the qualifying rounds are 1 to 4"),
        Refusal::AlreadyPlayed { player, game } => format!(
            "player {player}'s game in round {}, table {} already has a result: withdraw him from a later round",
            game.round, game.table
        ),
        Refusal::NotAFillIn(p) => {
            format!("player {p} cannot take the seats: not a fill-in, or withdrawn")
        }
        Refusal::FillInBusy { fill_in, game } => format!(
            "fill-in {fill_in} already plays in round {} (table {}): a fill-in plays one game a round",
            game.round, game.table
        ),
    }
}
