//! One typed request from a page to the tournament: what the jury's pages
//! post ([`Request::path`], [`Request::body`]), what the hall's one jury
//! handler reads back ([`Request::read`]), and what [`Tournament::decide`]
//! turns into journal entries against the games' clocks ([`Clocks`]), or
//! refuses. Pure: the shell passes the seed and the clocks in.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::book::{Entry, Publish, Refusal, Tournament};
pub use super::confirming::{Confirming, Fate};
use super::decisions::Withdrawing;
use super::import::Importing;
use super::{GameRef, PlayerNo};
use crate::engine::{Preset, Role};
use crate::scoring::ResultInput;

/// A change of the tournament the jury asks for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Request {
    /// Opens the tournament (`POST /api/tournament/open`).
    Open(Open),
    /// Registers a player, or corrects one (`…/players`).
    Register(Register),
    /// Registers the players of a CSV file's lines taken (`…/import`).
    Import(Importing),
    /// Registers the fill-ins the draw needs (`…/fill-ins`).
    FillIns(Nothing),
    /// Draws the qualifying round (`…/draw`).
    Draw(Drawing),
    /// Draws the qualifying round again before it begins (`…/redraw`).
    Redraw(Redrawing),
    /// Draws a lot between players tied in the standings (`…/lot`).
    Lot(LotOf),
    /// A finalist chooses his role (`…/seat`).
    Seat(Seating),
    /// Withdraws a finalist's role choice and those after it (`…/unseat`).
    Unseat(Unseating),
    /// What the public standings show (`…/public`).
    Public(Public),
    /// Withdraws a player from a round on (`…/withdraw`).
    Withdraw(Withdrawing),
    /// Confirms or corrects a game's result (`…/games/R/T/confirm`).
    Confirm {
        /// The game.
        game: GameRef,
        /// What is confirmed.
        asked: Confirming,
    },
}

/// `POST /api/tournament/open`: the tournament's name and scoring rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Open {
    /// The tournament's name.
    pub name: String,
    /// Its scoring rules.
    #[serde(default)]
    pub scheme: Preset,
}

/// `POST /api/tournament/players`: a player registered or corrected
/// (after the draw a new player is a late entry, until the round begins).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Register {
    /// A registered player's number, to correct him; none for a new one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no: Option<PlayerNo>,
    /// His name.
    pub name: String,
    /// His town or club.
    #[serde(default)]
    pub town: String,
    /// Whether he is a fill-in.
    #[serde(default)]
    pub fill_in: bool,
    /// What tells him from a namesake; none keeps a corrected player's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A request that takes no fields (`{}`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Nothing {}

/// A seed as a number or as text (a browser's numbers lose digits); empty
/// text: none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Seed {
    /// A number.
    Number(u64),
    /// A number as typed.
    Text(String),
}

impl Seed {
    /// The seed's number, none when empty; refused when not a 64-bit number.
    fn number(seed: Option<&Self>) -> Result<Option<u64>, Refusal> {
        match seed {
            Some(Self::Number(n)) => Ok(Some(*n)),
            Some(Self::Text(text)) if !text.trim().is_empty() => text
                .trim()
                .parse()
                .map(Some)
                .map_err(|_| Refusal::BadSeed(text.trim().to_owned())),
            Some(Self::Text(_)) | None => Ok(None),
        }
    }
}

/// `POST /api/tournament/draw`: the lot's seed, or none for the hall's own.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Drawing {
    /// The seed; none (or empty): a random one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<Seed>,
}

/// `POST /api/tournament/redraw`: the players who did not come, and the
/// seed, or none for the hall's own.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Redrawing {
    /// The players (or late entries) who did not come, by number.
    #[serde(default)]
    pub absent: Vec<PlayerNo>,
    /// The seed; none (or empty): a random one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<Seed>,
}

/// `POST /api/tournament/lot`: the players a lot orders.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LotOf {
    /// The players, by number.
    pub players: Vec<PlayerNo>,
    /// The seed; none: a random one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<Seed>,
}

/// `POST /api/tournament/seat`: a finalist's role.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seating {
    /// The finalist.
    pub player: PlayerNo,
    /// The role he chooses.
    pub role: Role,
}

/// `POST /api/tournament/unseat`: a finalist's choice withdrawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unseating {
    /// The finalist.
    pub player: PlayerNo,
    /// The jury's reason.
    #[serde(default)]
    pub reason: String,
}

/// `POST /api/tournament/public`: what the public standings show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Public {
    /// Live, by whole rounds, or after the qualifying round.
    pub standings: Publish,
}

/// What the tables' clocks in the hall tell a decision, built once by the
/// shell from the copies.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Clocks {
    /// What each table journal's clock knows of the game confirmed
    /// (`report::prefill`), by journal name: a confirmation is held
    /// against its clock.
    pub results: BTreeMap<String, ResultInput>,
    /// The games a table's journal names (its first line reached the
    /// hall): the round has begun, and the draw stands.
    pub begun: BTreeSet<GameRef>,
}

/// Why a request's path and body do not read as a request.
#[derive(Debug)]
pub enum Unread {
    /// No request is posted to this path.
    NoSuchRequest,
    /// The body does not read as the request's fields.
    Body(serde_json::Error),
}

const API: &str = "/api/tournament/";

/// `body` read as `T`; an empty body is `{}`.
fn fields<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, Unread> {
    let body: &[u8] = if body.iter().all(u8::is_ascii_whitespace) {
        b"{}"
    } else {
        body
    };
    crate::strict_json::from_slice(body).map_err(Unread::Body)
}

impl Request {
    /// Where a page posts it.
    pub fn path(&self) -> String {
        let kind = match self {
            Self::Open(_) => "open",
            Self::Register(_) => "players",
            Self::Import(_) => "import",
            Self::FillIns(_) => "fill-ins",
            Self::Draw(_) => "draw",
            Self::Redraw(_) => "redraw",
            Self::Lot(_) => "lot",
            Self::Seat(_) => "seat",
            Self::Unseat(_) => "unseat",
            Self::Public(_) => "public",
            Self::Withdraw(_) => "withdraw",
            Self::Confirm { game, .. } => {
                return format!("{API}games/{}/{}/confirm", game.round, game.table);
            }
        };
        format!("{API}{kind}")
    }

    /// What a page posts: its fields as JSON.
    pub fn body(&self) -> String {
        let json = match self {
            Self::Open(r) => serde_json::to_string(r),
            Self::Register(r) => serde_json::to_string(r),
            Self::Import(r) => serde_json::to_string(r),
            Self::FillIns(r) => serde_json::to_string(r),
            Self::Draw(r) => serde_json::to_string(r),
            Self::Redraw(r) => serde_json::to_string(r),
            Self::Lot(r) => serde_json::to_string(r),
            Self::Seat(r) => serde_json::to_string(r),
            Self::Unseat(r) => serde_json::to_string(r),
            Self::Public(r) => serde_json::to_string(r),
            Self::Withdraw(r) => serde_json::to_string(r),
            Self::Confirm { asked, .. } => serde_json::to_string(asked),
        };
        // Plain structs of strings and numbers always serialize.
        json.unwrap_or_default()
    }

    /// The request posted to `path` with `body` (empty: `{}`).
    pub fn read(path: &str, body: &[u8]) -> Result<Self, Unread> {
        let kind = path.strip_prefix(API).ok_or(Unread::NoSuchRequest)?;
        Ok(match kind {
            "open" => Self::Open(fields(body)?),
            "players" => Self::Register(fields(body)?),
            "import" => Self::Import(fields(body)?),
            "fill-ins" => Self::FillIns(fields(body)?),
            "draw" => Self::Draw(fields(body)?),
            "redraw" => Self::Redraw(fields(body)?),
            "lot" => Self::Lot(fields(body)?),
            "seat" => Self::Seat(fields(body)?),
            "unseat" => Self::Unseat(fields(body)?),
            "public" => Self::Public(fields(body)?),
            "withdraw" => Self::Withdraw(fields(body)?),
            _ => {
                let game = confirmed_game(kind).ok_or(Unread::NoSuchRequest)?;
                Self::Confirm {
                    game,
                    asked: fields(body)?,
                }
            }
        })
    }

    /// Whether it asks for a random seed the shell must give
    /// ([`Request::seeded`]).
    pub fn wants_seed(&self) -> bool {
        match self {
            Self::Draw(Drawing { seed })
            | Self::Redraw(Redrawing { seed, .. })
            | Self::Lot(LotOf { seed, .. }) => {
                Seed::number(seed.as_ref()).is_ok_and(|s| s.is_none())
            }
            _ => false,
        }
    }

    /// The request with `random` as its seed where it asked for one.
    pub fn seeded(mut self, random: u64) -> Self {
        if self.wants_seed()
            && let Self::Draw(Drawing { seed })
            | Self::Redraw(Redrawing { seed, .. })
            | Self::Lot(LotOf { seed, .. }) = &mut self
        {
            *seed = Some(Seed::Number(random));
        }
        self
    }

    /// The game a confirmation holds against its clocks, if it is one.
    pub fn confirms(&self) -> Option<GameRef> {
        match self {
            Self::Confirm { game, .. } => Some(*game),
            _ => None,
        }
    }
}

/// The game of `games/R/T/confirm`.
fn confirmed_game(kind: &str) -> Option<GameRef> {
    let rest = kind.strip_prefix("games/")?.strip_suffix("/confirm")?;
    let (round, table) = rest.split_once('/')?;
    Some(GameRef {
        round: round.parse().ok()?,
        table: table.parse().ok()?,
    })
}

impl Tournament {
    /// The entries `request` makes, held against `clocks`, or why not.
    /// A draw or lot without a seed is refused: the shell seeds it first.
    pub fn decide(&self, request: &Request, clocks: &Clocks) -> Result<Vec<Entry>, Refusal> {
        match request {
            Request::Open(r) => self.opening(&r.name, r.scheme),
            Request::Register(r) => {
                if r.no.is_none() {
                    self.registration_open(&clocks.begun)?;
                }
                self.registering(r.no, &r.name, &r.town, r.fill_in, r.note.as_deref())
            }
            Request::Import(r) => {
                self.registration_open(&clocks.begun)?;
                self.importing(&r.players)
            }
            Request::FillIns(_) => self.adding_fill_ins(),
            Request::Draw(r) => self.drawing(seed(r.seed.as_ref())?),
            Request::Redraw(r) => self.redrawing(&r.absent, seed(r.seed.as_ref())?, &clocks.begun),
            Request::Lot(r) => self.drawing_lot(&r.players, seed(r.seed.as_ref())?),
            Request::Seat(r) => self.seating(r.player, r.role),
            Request::Unseat(r) => self.unseating(r.player, &r.reason),
            Request::Public(r) => Ok(vec![Entry::Public {
                standings: r.standings,
            }]),
            Request::Withdraw(r) => self.withdrawing(r),
            Request::Confirm { game, asked } => {
                self.deciding_confirm(*game, asked, &clocks.results)
            }
        }
    }
}

/// A seed the shell has given.
fn seed(seed: Option<&Seed>) -> Result<u64, Refusal> {
    Seed::number(seed)?.ok_or_else(|| Refusal::BadSeed(String::new()))
}

#[cfg(test)]
#[path = "request_tests.rs"]
mod tests;
