//! Why the tournament refuses an entry or a jury's request ([`Refusal`]):
//! an enum, worded by `words::office` (the hall's API and pages, in the
//! request's language). Nothing changes when an entry is refused.

use super::{GameRef, PlayerNo};
use crate::engine::Role;
use crate::scoring::ResultError;
use crate::scoring::clock::Difference;

/// Why an entry is refused. Nothing changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The journal does not begin with the tournament.
    NotOpened,
    /// The tournament is opened once.
    AlreadyOpened,
    /// A player's number is not the next one (or his own, to correct him).
    PlayerNumber {
        /// The number given.
        given: PlayerNo,
        /// The next free number.
        next: PlayerNo,
    },
    /// A player's name is empty.
    NoName,
    /// A text is longer than its limit ([`Field::max`]).
    TooLong(Field),
    /// A text holds a line break or another control character.
    ControlCharacter(Field),
    /// Fill-ins added, or a fill-in made a ranked player (or the reverse),
    /// after the draw (a correction of a name or town is still allowed; a new player
    /// is a late entry until the round begins, [`Refusal::Begun`] after).
    AfterDraw,
    /// The qualifying round is drawn once.
    AlreadyDrawn,
    /// The qualifying round has begun: a table's clock sent a line of
    /// this game to the hall, or it has a result. The draw stands: no late
    /// entry, no redraw; a player who did not come is withdrawn instead (a
    /// fill-in takes his seats).
    Begun(GameRef),
    /// A player is withdrawn since the draw: the draw stands with its
    /// fill-ins, and is not drawn again.
    WithdrawnSince(PlayerNo),
    /// The draw names a player who is not registered, or misses one.
    DrawPlayers,
    /// No such game in the draw.
    NoSuchGame(GameRef),
    /// A correction needs a reason.
    NoReason,
    /// A lot orders players: at least two, registered, none twice.
    BadLot,
    /// A lot already orders these players: it is drawn once.
    LotDrawn,
    /// The final is not seeded yet: the qualifying round is not complete.
    NotSeeded,
    /// The finalists have begun to choose their roles: the qualifying
    /// results that seeded them are closed.
    FinalSeeded,
    /// Not a finalist, or not his turn to choose.
    NotHisChoice(PlayerNo),
    /// That role is taken.
    RoleTaken(Role),
    /// The finalist has no role chosen to withdraw.
    NotSeated(PlayerNo),
    /// The final's result is confirmed: the roles it was played in stand.
    FinalConfirmed,
    /// A withdrawal before the qualifying round is drawn.
    NotDrawn,
    /// No registered player has this number.
    NoSuchPlayer(PlayerNo),
    /// The player is already withdrawn.
    AlreadyWithdrawn(PlayerNo),
    /// No such qualifying round (1 to 4).
    NoSuchRound(u8),
    /// A game of his from that round on already has a result (reported or
    /// confirmed): he played it, and it stays his.
    AlreadyPlayed {
        /// The player.
        player: PlayerNo,
        /// His game with a result.
        game: GameRef,
    },
    /// The fill-in named cannot take the seats: a ranked player, the
    /// withdrawn player himself, or a fill-in withdrawn before.
    NotAFillIn(PlayerNo),
    /// The fill-in already plays in a round whose seat he would take (a
    /// fill-in plays at most one game a round).
    FillInBusy {
        /// The fill-in.
        fill_in: PlayerNo,
        /// His game in that round.
        game: GameRef,
    },
    /// The draw needs a multiple of four players, at least four: the
    /// fill-ins are to be added first.
    FillInsNeeded {
        /// The players registered.
        players: usize,
        /// The fill-ins the draw needs.
        fill_ins: usize,
    },
    /// Fewer than four ranked players (fill-ins are not ranked): the final
    /// needs four, so the field cannot be drawn.
    TooFewRanked {
        /// The ranked players registered.
        ranked: usize,
    },
    /// A player of the same name and town (and the same note, or none) is
    /// registered already: the two would look alike on every printout.
    Namesake {
        /// The player registered before.
        of: PlayerNo,
        /// The name they share.
        name: String,
    },
    /// Confirmed without a result, but no table reported one.
    NothingReported(GameRef),
    /// Confirmed without naming a report, but the game's reports differ
    /// (from each other, or a re-entry from the confirmed result): the jury
    /// names the report it takes, or keeps the confirmed result.
    ReportsDiffer(GameRef),
    /// The game has no report of that number.
    NoSuchReport {
        /// The game.
        game: GameRef,
        /// The number asked for (from 1).
        report: u32,
    },
    /// Nothing is confirmed to keep.
    NotConfirmed(GameRef),
    /// The result does not validate under its scoring rules.
    BadResult(ResultError),
    /// The result given does not read (a result file's text, or JSON in
    /// the result file's keys).
    Unreadable(crate::scoring::read::ReadError),
    /// The seed is not a whole number from 0 to 2^64 - 1 (none: the shell
    /// gave none).
    BadSeed(String),
    /// The result disagrees with its own clock (the table's journal): the
    /// jury confirms it with a reason, or mends it.
    ClockDiffers {
        /// The game.
        game: GameRef,
        /// Where the result and the clock disagree.
        differences: Vec<Difference>,
    },
}

/// A text the jury types into the tournament, each with its limit: what
/// fits on a table card and in a column of the A4 standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The tournament's name.
    Tournament,
    /// A player's name.
    Name,
    /// A player's town or club.
    Town,
    /// A player's note (what tells him from a namesake).
    Note,
    /// The name a jury member signs a confirmation with.
    Juror,
}

impl Field {
    /// The most characters it takes.
    pub fn max(self) -> usize {
        match self {
            Field::Tournament | Field::Name => 60,
            Field::Town | Field::Note | Field::Juror => 40,
        }
    }

    /// `text` (already trimmed) if it fits: at most [`Field::max`]
    /// characters, no control character. Checked on the jury's requests
    /// only: a journal written before the limits replays as it is.
    pub fn check(self, text: &str) -> Result<(), Refusal> {
        if text.chars().any(char::is_control) {
            Err(Refusal::ControlCharacter(self))
        } else if text.chars().count() > self.max() {
            Err(Refusal::TooLong(self))
        } else {
            Ok(())
        }
    }
}
