//! What both shipping drivers share besides the outbox: the hall's address,
//! this device's id, choosing and installing a game taken over from the hall.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::disk::{self, Disk};
use crate::heartbeat::{self, Heartbeat};
use crate::journal;
use crate::lang::Lang;
use crate::wire::{self, Answer, Assignment, GameRef};

/// Why a game could not be taken over from the hall; `words::take_refused`
/// words it (the command line in English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TakeRefused {
    /// No table was named.
    NoTable,
    /// The hall did not answer: its address, and what went wrong.
    Unreachable {
        /// The hall's address.
        url: String,
        /// What the network said.
        detail: String,
    },
    /// The hall refused, and why (a wrong key, a device still alive): its
    /// code and details, worded by the table.
    Refused(Box<wire::Refused>),
    /// The hall's answer could not be read.
    BadAnswer(String),
    /// The hall has no unfinished game of this table.
    NoGame(String),
    /// This device's copy of the game differs from the hall's: it is kept.
    Differs(PathBuf),
    /// This device could not store the game.
    Storage(String),
}

/// Where a table ships its journal: the hall's address and the tournament key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HallAddress {
    /// `http://host:port`, without a trailing slash.
    pub url: String,
    /// The tournament key the hall showed at its start.
    pub key: String,
    /// The table's language, sent with every request (`Accept-Language`):
    /// the hall words its messages in it.
    pub lang: Lang,
}

impl HallAddress {
    /// An address from what a person typed: `host:port` gets `http://`.
    pub fn new(url: &str, key: &str) -> Self {
        let url = url.trim().trim_end_matches('/');
        let url = if url.contains("://") {
            url.to_owned()
        } else {
            format!("http://{url}")
        };
        Self {
            url,
            key: key.trim().to_owned(),
            lang: Lang::default(),
        }
    }

    /// The same hall, asked in `lang`.
    pub fn in_lang(self, lang: Lang) -> Self {
        Self { lang, ..self }
    }

    /// Where a journal's lines are pushed.
    pub(super) fn journal_url(&self, journal: &Path) -> String {
        format!("{}/api/journals/{}", self.url, journal_name(journal))
    }
}

/// The journal's name in the hall: its file name without `.jsonl`.
pub fn journal_name(journal: &Path) -> String {
    journal
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// This device's id for the hall, kept in the data directory (`device`),
/// made from `fresh` random bytes on first use.
pub(super) fn device_id_with(
    data_dir: &Path,
    fresh: impl FnOnce() -> Result<[u8; 16], String>,
) -> Result<String, String> {
    let path = data_dir.join("device");
    if let Ok(text) = disk::read_to_string(&path) {
        let id = text.trim();
        if id.len() >= 16 {
            return Ok(id.to_owned());
        }
    }
    let id: String = fresh()?.iter().map(|b| format!("{b:02x}")).collect();
    disk::here()
        .replace(&path, format!("{id}\n").as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(id)
}

/// The hall's answer to a take-over step as `T`, or why not.
pub(super) fn read_answer<T: for<'de> serde::Deserialize<'de>>(
    status: u16,
    body: &Value,
) -> Result<T, TakeRefused> {
    match Answer::<T>::read(status, body) {
        Answer::Done(done) => Ok(done),
        Answer::Refused(r) => Err(TakeRefused::Refused(Box::new(r))),
        Answer::Unreadable(code, why) => Err(TakeRefused::BadAnswer(format!("HTTP {code}: {why}"))),
    }
}

/// Picks the game to take over: the journal named `table`, or table
/// `table`'s latest unfinished game, from the hall's `GET /api/tables`.
pub(super) fn choose(listing: &wire::Listing, table: &str) -> Result<String, TakeRefused> {
    listing
        .tables
        .iter()
        // A table's copy the jury archived, or one another device's later
        // copy superseded, is not its game any more.
        .filter(|t| t.journal == table || (t.table == table && !t.finished && t.is_live()))
        .max_by_key(|t| t.started.as_str())
        .map(|t| t.journal.clone())
        .ok_or_else(|| TakeRefused::NoGame(table.to_owned()))
}

/// Puts a game taken from the hall (`taken`: the take's answer) into
/// `data_dir`: its journal, and a heartbeat at the moment the hall last heard
/// the old device, so the usual recovery screen comes next.
pub(super) fn install(
    data_dir: &Path,
    name: &str,
    taken: &wire::Taken,
) -> Result<PathBuf, TakeRefused> {
    let (text, t, silent) = (&taken.journal, taken.t, taken.silent_ms);
    let path = data_dir.join("games").join(format!("{name}.jsonl"));
    let here = disk::here().read(&path).unwrap_or_default();
    if here.starts_with(text.as_bytes()) && !here.is_empty() {
        // This device has the hall's lines and more (not shipped yet): its
        // own journal goes on, and ships the rest.
    } else if text.as_bytes().starts_with(&here) {
        disk::here()
            .replace(&path, text.as_bytes())
            .map_err(|e| TakeRefused::Storage(format!("{}: {e}", path.display())))?;
    } else {
        return Err(TakeRefused::Differs(path));
    }
    let beat = Heartbeat {
        v: journal::SCHEMA,
        journal: path.clone(),
        t,
        wall: chrono::Local::now()
            - chrono::Duration::milliseconds(i64::try_from(silent).unwrap_or(i64::MAX)),
    };
    heartbeat::write(data_dir, &beat)
        .map_err(|e| TakeRefused::Storage(format!("heartbeat: {e}")))?;
    Ok(path)
}

/// Why a game could not be taken from the hall's draw; `words::text::
/// draw_refused` words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawRefused {
    /// The hall did not answer: its address, and what went wrong.
    Unreachable {
        /// The hall's address.
        url: String,
        /// What the network said.
        detail: String,
    },
    /// The draw has no such game (`404 unknown`).
    NoSuchGame,
    /// The tournament key is wrong or missing.
    WrongKey,
    /// The hall refused for another reason (a replaced key, say): its code
    /// and details, worded by the table.
    Refused(Box<wire::Refused>),
    /// The hall's answer could not be read (a hall without a draw, a proxy).
    BadAnswer(String),
}

impl HallAddress {
    /// Where the draw's game `game` is read.
    pub(super) fn assignment_url(&self, game: GameRef) -> String {
        format!(
            "{}/api/tournament/games/{}/{}",
            self.url, game.round, game.table
        )
    }
}

/// The hall's answer to `GET /api/tournament/games/…`: the game's players,
/// or why not.
pub(super) fn read_assignment(status: u16, body: &Value) -> Result<Assignment, DrawRefused> {
    match Answer::<Assignment>::read(status, body) {
        Answer::Done(assignment) => Ok(assignment),
        Answer::Refused(r) => Err(match r.error {
            wire::Error::Unknown => DrawRefused::NoSuchGame,
            wire::Error::WrongKey | wire::Error::NoKey => DrawRefused::WrongKey,
            _ => DrawRefused::Refused(Box::new(r)),
        }),
        Answer::Unreadable(code, why) => Err(DrawRefused::BadAnswer(format!("HTTP {code}: {why}"))),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use serde_json::json;

    use super::*;

    fn listed(journal: &str, table: &str, started: &str, finished: bool) -> wire::Listed {
        wire::Listed {
            journal: journal.into(),
            table: table.into(),
            started: started.into(),
            finished,
            live: None,
        }
    }

    #[test]
    fn a_table_s_latest_unfinished_game_is_the_one_taken_over() {
        let listing = wire::Listing {
            tables: vec![
                listed("a", "3", "2026-11-24T09:00:00+01:00", false),
                listed("b", "3", "2026-11-24T14:00:00+01:00", true),
                listed("c", "3", "2026-11-24T11:00:00+01:00", false),
                listed("d", "4", "2026-11-24T15:00:00+01:00", false),
            ],
        };
        assert_eq!(choose(&listing, "3").unwrap(), "c");
        assert_eq!(choose(&listing, "b").unwrap(), "b", "or the journal named");
        assert_eq!(choose(&listing, "9"), Err(TakeRefused::NoGame("9".into())));
    }

    #[test]
    fn a_copy_the_jury_archived_is_not_taken_over() {
        let listing: wire::Listing = serde_json::from_value(json!({"tables": [
            {"journal": "old", "table": "3", "started": "2026-11-24T09:00:00+01:00",
             "finished": false, "live": {"state": "live"}},
            {"journal": "stray", "table": "3", "started": "2026-11-24T11:00:00+01:00",
             "finished": false, "live": {"state": "archived"}},
        ]}))
        .unwrap();
        assert_eq!(choose(&listing, "3").unwrap(), "old");
        assert_eq!(
            choose(&listing, "stray").unwrap(),
            "stray",
            "named, it is taken"
        );
    }

    #[test]
    fn the_draw_s_answer_is_the_game_or_why_not() {
        let game = GameRef { round: 2, table: 5 };
        let names = ["Anna", "Bernd", "Carmen", "Dai"].map(str::to_owned);
        let done = json!({"game": {"round": 2, "table": 5}, "names": names});
        assert_eq!(
            read_assignment(200, &done),
            Ok(Assignment {
                game,
                names,
                playing: None
            })
        );
        let refused = |error: &str| json!({"error": error, "message": "no"});
        assert_eq!(
            read_assignment(404, &refused("unknown")),
            Err(DrawRefused::NoSuchGame)
        );
        assert_eq!(
            read_assignment(401, &refused("wrong-key")),
            Err(DrawRefused::WrongKey)
        );
        assert_eq!(
            read_assignment(400, &refused("bad-request")),
            Err(DrawRefused::Refused(Box::new(wire::Refused::new(
                wire::Error::BadRequest,
                "no"
            ))))
        );
        // A hall with no draw yet (an older hall): axum's plain 404.
        assert!(matches!(
            read_assignment(404, &Value::Null),
            Err(DrawRefused::BadAnswer(why)) if why.starts_with("HTTP 404")
        ));
        let hall = HallAddress::new("laptop:8080", "KEY");
        assert_eq!(
            hall.assignment_url(GameRef::FINAL),
            "http://laptop:8080/api/tournament/games/0/1"
        );
    }
}
