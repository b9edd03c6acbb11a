//! The protocol between a table and the tournament hall, typed once for both
//! sides: the hall's server reads and answers with these, the table's
//! shipping sends and reads them. Each is JSON over HTTP with the tournament
//! key in the `X-Tournament-Key` header (never in the address);
//! `docs/hall.md` lists the routes.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::Ms;

/// A table's number in the tournament's draw, from 1.
pub type TableNo = u32;

/// A game of the tournament by round and table; round 0 is the final.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GameRef {
    /// The qualifying round (1–4), or 0 for the final.
    pub round: u8,
    /// The table, from 1 (the final is table 1).
    pub table: TableNo,
}

impl GameRef {
    /// The final.
    pub const FINAL: Self = Self { round: 0, table: 1 };

    /// Whether this is the final.
    pub fn is_final(self) -> bool {
        self.round == 0
    }
}

/// A tournament game as a table takes it from the draw
/// (`GET /api/tournament/games/{round}/{table}`): the players' names by role.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub struct Assignment {
    /// The game.
    pub game: GameRef,
    /// The players' names by role (Frederick, Elisabeth, Maria Theresia,
    /// Pompadour).
    pub names: [String; 4],
    /// The game as the hall holds it live on a device, if one plays it:
    /// "Start game" asks first (take it over, or cancel). `None` from an
    /// older hall, which says nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playing: Option<Playing>,
}

/// A tournament game played on a device now, as the hall knows it: a
/// second device that starts it is asked first.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub struct Playing {
    /// The live copy's journal in the hall.
    pub journal: String,
    /// Since when (RFC 3339): when the hall first heard it, else when its
    /// game started.
    pub since: String,
}

/// `POST /api/journals/{name}`: a table's lines from line number `from`
/// (1 = the game line).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Push {
    /// The pushing device's secret id: the first push binds the game to it.
    pub device: String,
    /// The number of the first line sent (1-based).
    pub from: usize,
    /// The lines, each without its `\n`.
    #[serde(default)]
    pub lines: Vec<String>,
    /// The table's game time when it sent this (its heartbeat).
    #[serde(default)]
    pub t: Option<Ms>,
}

/// The hall's answer to a push it took: the number of the line it expects
/// next (its copy holds every line before it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub struct Stored {
    /// The next line's number.
    pub next: usize,
}

/// `POST /api/journals/{name}/take`: this device continues the game.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Take {
    /// The taking device's secret id.
    pub device: String,
}

/// The hall's answer to a take: its copy of the journal, and when it last
/// heard the old device.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub struct Taken {
    /// The journal's text.
    pub journal: String,
    /// The table's game time when the old device was last heard.
    pub t: Ms,
    /// Milliseconds since then.
    pub silent_ms: Ms,
}

/// What a table reads of one game in `GET /api/tables` (the hall sends the
/// clock and alerts too).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub struct Listed {
    /// The journal's name in the hall.
    pub journal: String,
    /// The table's number or name.
    pub table: String,
    /// When the game was set up (RFC 3339).
    pub started: String,
    /// Whether the game is over.
    pub finished: bool,
    /// Whether the hall counts the game as live, as the hall's listing says
    /// beside it (`{"state": "live"}`, `"archived"`, `"superseded"`); read
    /// only, never written here (the hall writes its own, the same type).
    /// `None`: an older hall, which says nothing.
    #[serde(default, skip_serializing)]
    pub live: Option<Live>,
}

impl Listed {
    /// Whether the hall counts the game as live (an older hall: yes).
    pub fn is_live(&self) -> bool {
        self.live.as_ref().is_none_or(|l| *l == Live::Live)
    }
}

/// Whether the hall counts a game as live: the counts are of live games.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "state")]
pub enum Live {
    /// Live: shown and counted.
    #[default]
    Live,
    /// The hall first heard another copy of the same tournament game
    /// later (a new device took the game up): that one is live; this one
    /// is shown dimmed, for the jury to archive.
    Superseded {
        /// The live copy's journal.
        by: String,
        /// The live copy's device tag (a short, stable tag, never the id).
        device: String,
        /// When the hall first heard the live copy, if it knows.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        since: Option<String>,
    },
    /// The jury archived it: kept on disk, hidden, counted apart.
    Archived,
    /// A state a later hall knows and this table does not: not live.
    #[serde(other)]
    Other,
}

/// `GET /api/tables`, as a table reads it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, Serialize)]
pub struct Listing {
    /// Every game the hall holds.
    #[serde(default)]
    pub tables: Vec<Listed>,
}

/// Why the hall refused a request: the `error` of its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Error {
    /// No tournament key was given.
    NoKey,
    /// The key is not the hall's.
    WrongKey,
    /// Only the jury may do this (a table asked).
    JuryOnly,
    /// A table's key the jury replaced (a lost tablet's).
    Revoked,
    /// A table's key asked for another table's game.
    OtherTable,
    /// The journal's name is not a plain file name.
    BadName,
    /// The device id is missing or malformed.
    BadDevice,
    /// A line is not a journal line.
    Malformed,
    /// No such journal in the hall.
    Unknown,
    /// Another device writes this journal.
    NotYours,
    /// The game moved to another device: this one may no longer write.
    Moved,
    /// The game's device is still heard: it is not taken over.
    Live,
    /// The push does not start where the hall's copy ends (`expected`).
    Gap,
    /// A line the hall has differs from the one sent again (`line`).
    Differs,
    /// The hall could not store the lines.
    Storage,
    /// The body is too large.
    TooLarge,
    /// The body is not the request it should be.
    BadRequest,
    /// The tournament (jury routes): not opened yet.
    NotOpened,
    /// The tournament is opened once.
    AlreadyOpened,
    /// A player's number is not the next one, nor a registered player's.
    PlayerNumber,
    /// A player's name is empty.
    NoName,
    /// A text is longer than its limit (a name 60 characters, a town or a
    /// note 40).
    TooLong,
    /// A text holds a line break or another control character.
    ControlCharacter,
    /// More than the hall takes of something (result lines in a journal,
    /// reports of a game, journals of a game).
    TooMany,
    /// A request proved by the jury's cookie came from a page of another
    /// address (`Origin`).
    OtherOrigin,
    /// A body of the wrong type (`Content-Type` not `application/json`).
    NotJson,
    /// A field the request does not take (a misspelt name).
    UnknownField,
    /// The body is not JSON at all.
    BadJson,
    /// The address is not one of the hall's, or does not parse.
    BadPath,
    /// The route is not asked for with this method.
    BadMethod,
    /// Plain HTTP serves the trust page only (`--no-plain-http`): the
    /// message names the HTTPS address.
    PlainHttpOff,
    /// Registration (or a fill-in's change) is closed once the draw is made.
    AfterDraw,
    /// The qualifying round is drawn once.
    AlreadyDrawn,
    /// The qualifying round has begun (a table's first line of a game
    /// reached the hall, or a result is in): no late entry, no redraw; a
    /// missing player is withdrawn, a fill-in takes his seats.
    Begun,
    /// A player is withdrawn since the draw: the draw is not drawn again.
    WithdrawnSince,
    /// The draw does not seat the registered players.
    DrawPlayers,
    /// The field is not a multiple of four (at least four): fill-ins first.
    FillInsNeeded,
    /// Fewer than four ranked players: no final, so no draw.
    TooFewRanked,
    /// A player of the same name and town is registered, with no note
    /// telling the two apart.
    Namesake,
    /// A correction of a confirmed result needs a reason.
    NoReason,
    /// Nothing reported to confirm: the jury enters the result.
    NothingReported,
    /// The game's reports differ: the confirmation names the report taken
    /// (or keeps the confirmed result).
    ReportsDiffer,
    /// The game has no report of that number.
    NoSuchReport,
    /// Nothing is confirmed to keep.
    NotConfirmed,
    /// The result does not read or does not validate (the message names
    /// the field).
    BadResult,
    /// The result disagrees with its own clock: a reason confirms it.
    ClockDiffers,
    /// A lot orders at least two registered players, none twice.
    BadLot,
    /// A lot already orders these players.
    LotDrawn,
    /// The final is not seeded yet.
    NotSeeded,
    /// The finalists are choosing their roles: qualifying results are closed.
    FinalSeeded,
    /// Not this finalist's turn to choose a role.
    NotHisChoice,
    /// That role is taken in the final.
    RoleTaken,
    /// The finalist has no role chosen to withdraw.
    NotSeated,
    /// The final's result is confirmed: its roles stand.
    FinalConfirmed,
    /// A withdrawal before the qualifying round is drawn.
    NotDrawn,
    /// No registered player has this number.
    NoSuchPlayer,
    /// The player is already withdrawn.
    AlreadyWithdrawn,
    /// No such qualifying round (1 to 4).
    NoSuchRound,
    /// A game of the withdrawn player from that round on has a result.
    AlreadyPlayed,
    /// The fill-in named is a ranked player, the player himself, or
    /// withdrawn.
    NotAFillIn,
    /// The fill-in already plays in one of those rounds.
    FillInBusy,
}

/// A refusal's body: `{"error", "message", ...}` with the details that
/// belong to its error.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub struct Refused {
    /// Why, as a code.
    pub error: Error,
    /// Why, in the hall's words (English).
    pub message: String,
    /// `gap`: the line the hall expects next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<usize>,
    /// `malformed`, `differs`: the line's number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// `live`: since the device was last heard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub silent_ms: Option<Ms>,
    /// `live`: how long a device must be silent before its game is taken
    /// over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet_ms: Option<Ms>,
    /// `too-many`: the limit reached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<Limit>,
    /// `revoked`, `other-table`: the table whose key was sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<TableNo>,
    /// What a reader, the disk or the address said, quoted as it came (not
    /// a sentence): `malformed`, `bad-json`, `unknown-field`,
    /// `bad-request`, `storage`; the path of `bad-path` and `bad-method`;
    /// the HTTPS address of `plain-http-off`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

impl Refused {
    /// A refusal with no details.
    pub fn new(error: Error, message: impl Into<String>) -> Self {
        Self {
            error,
            message: message.into(),
            expected: None,
            line: None,
            silent_ms: None,
            quiet_ms: None,
            limit: None,
            table: None,
            detail: None,
        }
    }

    /// A refusal whose message is still to be worded (`words::hall`).
    pub fn of(error: Error) -> Self {
        Self::new(error, String::new())
    }

    /// With `detail` quoted.
    pub fn detail(mut self, detail: impl Into<String>) -> Self {
        self.detail = Some(detail.into());
        self
    }
}

/// The most result lines one journal holds.
pub const MAX_RESULTS: usize = 5;
/// The most journals the hall holds of one tournament game (one round at
/// one table).
pub const MAX_COPIES: usize = 4;
/// The most reports of one game the tournament takes from the tables (a
/// table's key is public: its results must not grow the journal without
/// end); the jury still confirms or enters the result.
pub const MAX_REPORTS: usize = 10;

/// A limit on what a device sends the hall: a table's key is public, so
/// nothing it sends may grow the hall's files or pages without end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Limit {
    /// Result lines in one journal ([`MAX_RESULTS`]).
    Results,
    /// Journals (copies) of one game of the draw ([`MAX_COPIES`]).
    Copies,
    /// Reports of one game in the tournament ([`MAX_REPORTS`]).
    Reports,
}

impl Limit {
    /// The most the limit lets in.
    pub fn max(self) -> usize {
        match self {
            Self::Results => MAX_RESULTS,
            Self::Copies => MAX_COPIES,
            Self::Reports => MAX_REPORTS,
        }
    }
}

/// The hall's answer to a request, as a table reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer<T> {
    /// Done: the answer's body.
    Done(T),
    /// Refused, and why.
    Refused(Refused),
    /// The hall answered something that is neither (a proxy's page, a hall
    /// of another version): the status, and what could not be read.
    Unreadable(u16, String),
}

impl<T: for<'de> Deserialize<'de>> Answer<T> {
    /// Reads the hall's answer: its HTTP status and its body as JSON.
    pub fn read(status: u16, body: &Value) -> Self {
        if (200..300).contains(&status) {
            match T::deserialize(body) {
                Ok(done) => Self::Done(done),
                Err(e) => Self::Unreadable(status, e.to_string()),
            }
        } else {
            match Refused::deserialize(body) {
                Ok(refused) => Self::Refused(refused),
                Err(e) => Self::Unreadable(status, e.to_string()),
            }
        }
    }
}

#[cfg(test)]
#[path = "wire_tests.rs"]
mod tests;
