//! A list of players as CSV (docs/tournament.md, "`friedrich-clock
//! draw`"): a header naming the columns `name` and `town`, with `fill-in`
//! (or `fill_in`), the player's number `no` and his `note` if wanted, in
//! any order (the hall's `/export/players.csv` is
//! `no,name,town,fill_in,note`), then one player a line. The command
//! line's `draw` reads a whole file with it ([`read`]: the first problem
//! stops it); the hall's import reads each line on its own ([`rows`]) and
//! shows what it refuses before anything is registered. Pure, no words:
//! a problem is a [`CsvProblem`], worded by `words::command_line`.

use super::name::namesake;
use super::{Player, PlayerNo};
use crate::spreadsheet;

/// What is wrong in a line of a players' CSV file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CsvProblem {
    /// More fields than the header has columns.
    FieldCount {
        /// The fields in the line.
        fields: usize,
        /// The header's columns.
        width: usize,
    },
    /// The name is empty.
    NoName,
    /// The fill-in column says neither yes nor no.
    FillIn(String),
    /// The number column holds no player's number.
    BadNumber(String),
    /// A player's number stands on an earlier line too.
    NumberTwice {
        /// The number.
        no: PlayerNo,
        /// The earlier line.
        line: usize,
    },
    /// The header names a column twice.
    ColumnTwice(String),
    /// The header is not one the reader knows (as found).
    BadHeader(String),
    /// A quoted field runs to the end of the file.
    QuoteOpen,
    /// The player looks identical to player `of` of an earlier line: the
    /// same name and town, and no note telling them apart.
    Namesake {
        /// The earlier player's number.
        of: PlayerNo,
        /// The name they share.
        name: String,
    },
}

/// What is wrong in a players' CSV text, and on which line.
pub type Problem = (usize, CsvProblem);

/// One line of players' CSV read on its own: the line it starts on, and
/// the player it gives (numbered by the `no` column, 0 without one) or
/// what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The line the record starts on (from 1).
    pub line: usize,
    /// The player, or the line's problem.
    pub read: Result<Player, CsvProblem>,
}

/// Every player line of a CSV text, each read on its own (no number
/// compared with another line's, no namesake looked for); what spoils the
/// whole text (a header the reader does not know, a quote not closed) is
/// the error. Empty lines and a byte-order mark are skipped; no header
/// at all is no rows.
pub fn rows(csv: &str) -> Result<Vec<Row>, Problem> {
    let mut records = records(csv.trim_start_matches('\u{feff}'))?
        .into_iter()
        .filter(|(_, row)| !row.iter().all(|f| f.trim().is_empty()));
    let Some((first, header)) = records.next() else {
        return Ok(Vec::new());
    };
    let columns = Columns::of(&header).map_err(|e| (first, e))?;
    Ok(records
        .map(|(line, row)| Row {
            line,
            read: columns.player(&row, header.len()),
        })
        .collect())
}

/// The players of a CSV text, as the command line's `draw` reads a file:
/// without a `no` column numbered from 1 in the file's order; the first
/// problem stops it, with its line: a bad line, a number given twice, or
/// a player who looks identical to one of an earlier line (name, town and
/// note).
pub fn read(csv: &str) -> Result<Vec<Player>, Problem> {
    let mut players: Vec<Player> = Vec::new();
    let mut lines: Vec<usize> = Vec::new();
    for Row { line, read } in rows(csv)? {
        let at = |e: CsvProblem| (line, e);
        let mut player = read.map_err(at)?;
        if player.no == 0 {
            player.no = PlayerNo::try_from(players.len() + 1).unwrap_or(PlayerNo::MAX);
        }
        if let Some(i) = players.iter().position(|p| p.no == player.no) {
            let (no, line) = (player.no, lines[i]);
            return Err(at(CsvProblem::NumberTwice { no, line }));
        }
        if let Some(of) = namesake(&players, &player) {
            let (of, name) = (of.no, of.name.clone());
            return Err(at(CsvProblem::Namesake { of, name }));
        }
        players.push(player);
        lines.push(line);
    }
    Ok(players)
}

/// Where the header puts each column.
struct Columns {
    no: Option<usize>,
    name: usize,
    town: usize,
    fill_in: Option<usize>,
    note: Option<usize>,
}

impl Columns {
    /// The columns of a header line: `name` and `town`, with `no` and
    /// `fill-in` if wanted, each once, nothing else.
    fn of(header: &[String]) -> Result<Self, CsvProblem> {
        let names: Vec<String> = header.iter().map(|c| c.trim().to_lowercase()).collect();
        let find = |wanted: &[&str]| {
            let mut at = names
                .iter()
                .enumerate()
                .filter(|(_, c)| wanted.contains(&c.as_str()));
            match (at.next(), at.next()) {
                (Some((k, _)), None) => Ok(Some(k)),
                (None, _) => Ok(None),
                (Some(_), Some((_, c))) => Err(CsvProblem::ColumnTwice(c.clone())),
            }
        };
        let known = ["no", "name", "town", "fill-in", "fill_in", "fillin", "note"];
        let unknown = names.iter().find(|c| !known.contains(&c.as_str()));
        let columns = (
            find(&["no"])?,
            find(&["name"])?,
            find(&["town"])?,
            find(&["fill-in", "fill_in", "fillin"])?,
            find(&["note"])?,
        );
        match (unknown, columns) {
            (None, (no, Some(name), Some(town), fill_in, note)) => Ok(Self {
                no,
                name,
                town,
                fill_in,
                note,
            }),
            _ => Err(CsvProblem::BadHeader(header.join(","))),
        }
    }

    /// The player of one record (`width`: the header's columns); numbered
    /// 0 without a `no` column.
    fn player(&self, row: &[String], width: usize) -> Result<Player, CsvProblem> {
        if row.len() > width {
            let fields = row.len();
            return Err(CsvProblem::FieldCount { fields, width });
        }
        let field = |k: Option<usize>| k.and_then(|k| row.get(k)).map_or("", |f| f.trim());
        if field(Some(self.name)).is_empty() {
            return Err(CsvProblem::NoName);
        }
        let fill_in = match field(self.fill_in).to_lowercase().as_str() {
            "" | "no" | "false" | "0" => false,
            "yes" | "true" | "1" | "x" => true,
            other => return Err(CsvProblem::FillIn(other.to_owned())),
        };
        let no = match self.no {
            None => 0,
            Some(k) => match field(Some(k)).parse::<PlayerNo>() {
                Ok(no) if no > 0 => no,
                _ => return Err(CsvProblem::BadNumber(field(Some(k)).to_owned())),
            },
        };
        Ok(Player {
            no,
            name: spreadsheet::read(field(Some(self.name))).to_owned(),
            town: spreadsheet::read(field(Some(self.town))).to_owned(),
            fill_in,
            note: spreadsheet::read(field(self.note)).to_owned(),
        })
    }
}

/// The records of a CSV text, each with the line it starts on: fields
/// separated by commas; a field in double quotes may hold commas, line
/// breaks and `""` for one quote. Lines end in `\n` or `\r\n`.
fn records(text: &str) -> Result<Vec<(usize, Vec<String>)>, Problem> {
    let mut out = Vec::new();
    let (mut row, mut field) = (Vec::new(), String::new());
    let (mut line, mut start, mut quoted) = (1, 1, false);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            ('"', true) => quoted = false,
            ('"', false) if field.trim().is_empty() => {
                field.clear();
                quoted = true;
            }
            (',', false) => row.push(std::mem::take(&mut field)),
            ('\r', false) if chars.peek() == Some(&'\n') => {}
            ('\n', false) => {
                row.push(std::mem::take(&mut field));
                out.push((start, std::mem::take(&mut row)));
                line += 1;
                start = line;
            }
            ('\n', true) => {
                field.push(c);
                line += 1;
            }
            _ => field.push(c),
        }
    }
    if quoted {
        return Err((start, CsvProblem::QuoteOpen));
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        out.push((start, row));
    }
    Ok(out)
}

#[cfg(test)]
#[path = "roster_tests.rs"]
mod tests;
