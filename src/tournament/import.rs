//! Players imported from a CSV file on the Players tab (docs/tournament.md,
//! "Importing players"): the columns `friedrich-clock draw` reads
//! (`tournament::roster`), each line judged on its own before anything is
//! registered ([`Tournament::import_preview`]: taken with the number it
//! would get, or why not), then the lines taken registered together in one
//! change of the journal ([`Tournament::importing`]: one `imported` line,
//! all or none). Pure.

use serde::{Deserialize, Serialize};

use super::book::{Entry, Refusal, Tournament};
use super::name::namesake;
use super::refusal::Field;
use super::roster::{CsvProblem, Problem, rows};
use super::{Player, PlayerNo};

/// One player of an import: what his line says.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entrant {
    /// His name.
    pub name: String,
    /// His town or club.
    #[serde(default)]
    pub town: String,
    /// Whether he is a fill-in.
    #[serde(default)]
    pub fill_in: bool,
    /// What tells him from a namesake.
    #[serde(default)]
    pub note: String,
}

/// `POST /api/tournament/import`: the players of an import's lines taken,
/// registered together as the next numbers.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Importing {
    /// The players, in the file's order.
    pub players: Vec<Entrant>,
}

/// What an import makes of one line.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Taken: the player as he would be registered, with his number.
    Taken(Player),
    /// The line does not read as a player (no name, a fill-in column that
    /// is neither yes nor no, more fields than the header).
    Bad(CsvProblem),
    /// The same player as an earlier line of the file (name, town and
    /// note): that line's number.
    SameAs(usize),
    /// The tournament refuses him: too long, a control character, or a
    /// namesake of a registered player.
    Refused(Refusal),
}

/// A line of an import and what is made of it.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportRow {
    /// The line the record starts on (from 1, the header is line 1).
    pub line: usize,
    /// What is made of it.
    pub verdict: Verdict,
}

impl From<&Player> for Entrant {
    fn from(p: &Player) -> Self {
        Self {
            name: p.name.clone(),
            town: p.town.clone(),
            fill_in: p.fill_in,
            note: p.note.clone(),
        }
    }
}

impl Tournament {
    /// Each line of `csv` judged as an import would register it, numbered
    /// from the next number on; what spoils the whole text (its header, a
    /// quote not closed) is the error. A `no` column is not read: the
    /// tournament numbers its players.
    pub fn import_preview(&self, csv: &str) -> Result<Vec<ImportRow>, Problem> {
        let mut taken: Vec<(usize, Player)> = Vec::new();
        let mut out = Vec::new();
        for row in rows(csv)? {
            let no = self.next_no().saturating_add(count(taken.len()));
            let verdict = match row.read {
                Err(problem) => Verdict::Bad(problem),
                Ok(read) => {
                    let earlier: Vec<Player> = taken.iter().map(|(_, p)| p.clone()).collect();
                    match self.newcomer(&Entrant::from(&read), no, &[]) {
                        Err(refusal) => Verdict::Refused(refusal),
                        Ok(player) => match namesake(&earlier, &player) {
                            Some(of) => {
                                let line = taken.iter().find(|(_, p)| p.no == of.no);
                                Verdict::SameAs(line.map_or(0, |(l, _)| *l))
                            }
                            None => {
                                taken.push((row.line, player.clone()));
                                Verdict::Taken(player)
                            }
                        },
                    }
                }
            };
            out.push(ImportRow {
                line: row.line,
                verdict,
            });
        }
        Ok(out)
    }

    /// Registers `players` as the next numbers, in one entry: refused
    /// whole (registering nobody) when one of them is (too long, a
    /// namesake of a registered player or of an earlier one of the list);
    /// nothing for no players.
    pub fn importing(&self, players: &[Entrant]) -> Result<Vec<Entry>, Refusal> {
        if !self.is_opened() {
            return Err(Refusal::NotOpened);
        }
        let mut taken: Vec<Player> = Vec::new();
        for entrant in players {
            let no = self.next_no().saturating_add(count(taken.len()));
            taken.push(self.newcomer(entrant, no, &taken)?);
        }
        if taken.is_empty() {
            return Ok(Vec::new());
        }
        Ok(vec![Entry::Imported { players: taken }])
    }

    /// Takes an import's players in, all or none: a refused player
    /// registers nobody.
    pub(super) fn imported(&mut self, players: &[Player]) -> Result<(), Refusal> {
        let mut t = self.clone();
        players.iter().try_for_each(|p| t.register(p))?;
        *self = t;
        Ok(())
    }

    /// `entrant` as the new player `no`, trimmed, or why not: a name is
    /// needed (but for a fill-in), each text within its limit, no namesake
    /// among the registered players, the late entries and `earlier`.
    fn newcomer(
        &self,
        entrant: &Entrant,
        no: PlayerNo,
        earlier: &[Player],
    ) -> Result<Player, Refusal> {
        let player = Player {
            no,
            name: entrant.name.trim().to_owned(),
            town: entrant.town.trim().to_owned(),
            fill_in: entrant.fill_in,
            note: entrant.note.trim().to_owned(),
        };
        if player.name.is_empty() && !player.fill_in {
            return Err(Refusal::NoName);
        }
        Field::Name.check(&player.name)?;
        Field::Town.check(&player.town)?;
        Field::Note.check(&player.note)?;
        let known = self.players.iter().chain(&self.late).chain(earlier);
        let known: Vec<Player> = known.cloned().collect();
        if let Some(other) = namesake(&known, &player) {
            return Err(Refusal::Namesake {
                of: other.no,
                name: other.name.trim().to_owned(),
            });
        }
        Ok(player)
    }
}

/// A count as a player number's step.
fn count(n: usize) -> PlayerNo {
    PlayerNo::try_from(n).unwrap_or(PlayerNo::MAX)
}

#[cfg(test)]
#[path = "import_tests.rs"]
mod tests;
