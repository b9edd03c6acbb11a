//! What a table's key may write: only its own table's games of the draw.
//! A table's key is as public as its table card, so the hall checks every
//! write it makes: the game line must name a game of the draw at that
//! table (the final only once it is seated), and a new journal's name must
//! end in `_table-N` (or `_table-N-k`, a second game started in the same
//! second) with N that table, so no key takes another table's name first.
//! The jury's key writes any journal. `docs/hall.md`, "What a table's key
//! can do".

use axum::http::HeaderMap;
use axum::response::Response;

use super::office::tournament_game;
use super::role::{self, Role};
use super::shared::{Hall, asked_lang};
use super::store::{self, Push};
use crate::journal::Record;
use crate::wire::{GameRef, TableNo};
use crate::words::office::Unproven;

/// The tournament game a journal is of: the hall's copy's game line, else
/// the game line a first push brings; none for a game that is not a
/// tournament game. Also whether the journal is new to the hall.
pub fn journal_game(hall: &Hall, name: &str, push: Option<&Push>) -> (Option<GameRef>, bool) {
    match hall.store.get(name) {
        Some(copy) => (tournament_game(&store::lock(&copy).game), false),
        None => {
            let game = push
                .filter(|p| p.from == 1)
                .and_then(|p| p.lines.first())
                .and_then(|line| serde_json::from_str::<Record>(line).ok())
                .and_then(|record| tournament_game(&record));
            (game, true)
        }
    }
}

/// Whether a journal's name ends in `_table-N` (or `_table-N-k`) with N
/// `table`.
pub fn named_for(name: &str, table: TableNo) -> bool {
    let Some((_, tail)) = name.rsplit_once("_table-") else {
        return false;
    };
    let (number, copy) = tail.split_once('-').unwrap_or((tail, "1"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(number) && digits(copy) && number.parse() == Ok(table)
}

/// Whether `role` may write (push to, or take over) journal `name`, with
/// `push` its first push if it is new to the hall: the jury any, a table
/// only its own games of the draw; else the refusal, in the request's
/// language (403 `other-table`).
pub fn may_write(
    hall: &Hall,
    role: Role,
    name: &str,
    push: Option<&Push>,
    headers: &HeaderMap,
) -> Result<(), Box<Response>> {
    let Role::Table(mine) = role else {
        return Ok(());
    };
    let (game, new) = journal_game(hall, name, push);
    let drawn = |g: GameRef| hall.office.tournament().has_game(g);
    let allowed =
        game.is_some_and(|g| g.table == mine && drawn(g)) && (!new || named_for(name, mine));
    if allowed {
        Ok(())
    } else {
        let lang = asked_lang(None, headers);
        Err(Box::new(role::refusal(lang, Unproven::OtherTable(mine))))
    }
}

#[cfg(test)]
mod tests {
    use super::named_for;

    #[test]
    fn a_journal_is_named_for_its_own_table_only() {
        assert!(named_for("2026-11-24_100000_round-1_table-2", 2));
        assert!(named_for("2026-11-24_100000_table-2-3", 2));
        assert!(!named_for("2026-11-24_100000_table-2", 1));
        assert!(!named_for("2026-11-24_100000_table-12", 1));
        assert!(!named_for("2026-11-24_100000_table-1x", 1));
        assert!(!named_for("2026-11-24_100000_table-", 1));
        assert!(!named_for("r1-t1", 1));
    }
}
