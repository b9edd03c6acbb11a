//! `friedrich-clock draw PLAYERS.csv [--seed S] [--json|--csv]`: the
//! qualifying draw for a list of players (format: docs/tournament.md; the
//! hall's `/export/players.csv` as it is), made up to a multiple of four
//! with fill-ins, as text (the seed, each round's tables, what the draw
//! guarantees), JSON, or the hall's draw CSV.

use std::fmt::Write as _;
use std::path::Path;

use friedrich_clock::lang::Lang;
use friedrich_clock::sheets::csv;
use friedrich_clock::spreadsheet;
use friedrich_clock::tournament::draw::{self, DrawError, Guarantees, Shortfall, guarantees};
use friedrich_clock::tournament::name::name_in;
use friedrich_clock::tournament::request::fill_ins;
use friedrich_clock::tournament::{Draw, GameRef, Method, Player, PlayerNo, ROUNDS};
use friedrich_clock::words::{office, text};

/// How `friedrich-clock draw` prints the draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Text: the seed, each round's tables, what the draw guarantees.
    Text,
    /// JSON: the players and the draw.
    Json,
    /// CSV: the hall's `/export/draw.csv`, the seed first.
    Csv,
}

/// The draw for the players in `file`, by `seed` or a random one, in
/// `shape`. Any failure names the file (and line).
pub fn print(file: &Path, seed: Option<u64>, shape: Shape) -> Result<String, String> {
    let csv = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut players = read(&csv).map_err(|e| format!("{}{e}", file.display()))?;
    if players.is_empty() {
        return Err(format!("{}: no players", file.display()));
    }
    let added = fill_ins(&players);
    players.extend(added);
    // Named as shown (an unnamed fill-in is "Fill-in N"): the JSON's names
    // and the text's.
    let players: Vec<Player> = players
        .iter()
        .map(|p| Player {
            name: shown(&players, p.no),
            ..p.clone()
        })
        .collect();
    let seed = match seed {
        Some(seed) => seed,
        None => random_seed()?,
    };
    let drawn = draw::draw(&players, seed).map_err(|e| refused(&e))?;
    match shape {
        Shape::Json => {
            let out = serde_json::json!({ "v": 1, "players": players, "draw": drawn });
            serde_json::to_string_pretty(&out).map_err(|e| e.to_string())
        }
        Shape::Csv => Ok(csv::draw_of(Some(&drawn), &players)),
        Shape::Text => Ok(describe(&drawn, &players)),
    }
}

fn number(i: usize) -> PlayerNo {
    PlayerNo::try_from(i).unwrap_or(PlayerNo::MAX)
}

fn random_seed() -> Result<u64, String> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for the seed: {e}"))?;
    Ok(u64::from_le_bytes(bytes))
}

/// A draw error in English (the command line adds fill-ins, so only a bug
/// reaches these).
fn refused(e: &DrawError) -> String {
    match e {
        DrawError::TooFew { players } => {
            format!("{players} players: a draw needs at least four")
        }
        DrawError::NotMultipleOfFour { players, fill_ins } => {
            format!("{players} players is not a multiple of four: {fill_ins} fill-ins are needed")
        }
        DrawError::DuplicateNumber(no) => format!("player number {no} is given twice"),
    }
}

/// The players of a CSV text: a header naming the columns `name` and
/// `town`, with `fill-in` (or `fill_in`) and the player's number `no` if
/// wanted, in any order (the hall's `/export/players.csv` is
/// `no,name,town,fill_in`), then one player a line (empty lines skipped;
/// fields may be quoted). Without `no` the players are numbered from 1 in
/// the file's order. An error starts with ", line N: ".
fn read(csv: &str) -> Result<Vec<Player>, String> {
    let mut rows = records(csv.trim_start_matches('\u{feff}'))?
        .into_iter()
        .filter(|(_, row)| !row.iter().all(|f| f.trim().is_empty()));
    let Some((first, header)) = rows.next() else {
        return Ok(Vec::new());
    };
    let columns = Columns::of(&header).map_err(|e| format!(", line {first}: {e}"))?;
    let mut players: Vec<Player> = Vec::new();
    let mut lines: Vec<usize> = Vec::new();
    for (line, row) in rows {
        let at = |e: String| format!(", line {line}: {e}");
        if row.len() > header.len() {
            let width = header.len();
            return Err(at(format!("{} fields, the header has {width}", row.len())));
        }
        let field = |k: Option<usize>| k.and_then(|k| row.get(k)).map_or("", |f| f.trim());
        if field(Some(columns.name)).is_empty() {
            return Err(at("no name".to_owned()));
        }
        let fill_in = match field(columns.fill_in).to_lowercase().as_str() {
            "" | "no" | "false" | "0" => false,
            "yes" | "true" | "1" | "x" => true,
            other => return Err(at(format!("fill-in must be yes or no, not '{other}'"))),
        };
        let no = match columns.no {
            None => number(players.len() + 1),
            Some(k) => match field(Some(k)).parse::<PlayerNo>() {
                Ok(no) if no > 0 => no,
                _ => {
                    let given = field(Some(k));
                    return Err(at(format!(
                        "no must be a player's number from 1, not '{given}'"
                    )));
                }
            },
        };
        if let Some(i) = players.iter().position(|p| p.no == no) {
            return Err(at(format!(
                "number {no} is given twice (line {} too)",
                lines[i]
            )));
        }
        players.push(Player {
            no,
            name: spreadsheet::read(field(Some(columns.name))).to_owned(),
            town: spreadsheet::read(field(Some(columns.town))).to_owned(),
            fill_in,
        });
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
}

impl Columns {
    /// The columns of a header line: `name` and `town`, with `no` and
    /// `fill-in` if wanted, each once, nothing else.
    fn of(header: &[String]) -> Result<Self, String> {
        let names: Vec<String> = header.iter().map(|c| c.trim().to_lowercase()).collect();
        let find = |wanted: &[&str]| {
            let mut at = names
                .iter()
                .enumerate()
                .filter(|(_, c)| wanted.contains(&c.as_str()));
            match (at.next(), at.next()) {
                (Some((k, _)), None) => Ok(Some(k)),
                (None, _) => Ok(None),
                (Some(_), Some((_, c))) => Err(format!("the column {c} is there twice")),
            }
        };
        let known = ["no", "name", "town", "fill-in", "fill_in", "fillin"];
        let unknown = names.iter().find(|c| !known.contains(&c.as_str()));
        let columns = (
            find(&["no"])?,
            find(&["name"])?,
            find(&["town"])?,
            find(&["fill-in", "fill_in", "fillin"])?,
        );
        match (unknown, columns) {
            (None, (no, Some(name), Some(town), fill_in)) => Ok(Self {
                no,
                name,
                town,
                fill_in,
            }),
            _ => Err(format!(
                "the header must be name,town or name,town,fill-in, or the hall's export no,name,town,fill_in (found: {})",
                header.join(",")
            )),
        }
    }
}

/// The records of a CSV text, each with the line it starts on: fields
/// separated by commas; a field in double quotes may hold commas, line
/// breaks and `""` for one quote. Lines end in `\n` or `\r\n`.
fn records(text: &str) -> Result<Vec<(usize, Vec<String>)>, String> {
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
        return Err(format!(", line {start}: a quote is not closed"));
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        out.push((start, row));
    }
    Ok(out)
}

/// Player `no`'s name as shown, in English ("#7" for no such player).
fn shown(players: &[Player], no: PlayerNo) -> String {
    name_in(players, no).map_or_else(|| format!("#{no}"), |n| office::name(Lang::En, n))
}

/// The draw as text: seed, method, pots, each round's tables, guarantees.
fn describe(d: &Draw, players: &[Player]) -> String {
    let name = |no: PlayerNo| shown(players, no);
    let fill_ins = players.iter().filter(|p| p.fill_in).count();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Seed: {} (the same players and seed give the same draw)",
        d.seed
    );
    let _ = writeln!(
        out,
        "Players: {} ({} registered, {fill_ins} fill-ins), {} tables a round",
        players.len(),
        players.len() - fill_ins,
        players.len() / 4
    );
    let method = match d.method {
        Method::Design => "design (four pots, each table one player of each pot)",
        Method::Search => {
            "search (too few players for the design, or towns that do not fit the pots)"
        }
    };
    let _ = writeln!(out, "Method: {method}");
    for (k, pot) in d.pots.iter().enumerate() {
        let names: Vec<String> = pot.iter().map(|p| name(*p)).collect();
        let _ = writeln!(out, "Pot {}: {}", k + 1, names.join(" · "));
    }
    for round in 1..=ROUNDS {
        let _ = writeln!(out, "\nRound {round}");
        for s in d.round(round) {
            let seats: Vec<String> = friedrich_clock::engine::Role::ALL
                .into_iter()
                .map(|r| format!("{}: {}", text::role(Lang::En, r), name(s.player(r))))
                .collect();
            let _ = writeln!(out, "  Table {}: {}", s.table, seats.join(" · "));
        }
    }
    out.push('\n');
    out.push_str(&promises(d, &guarantees(d, players), &name));
    out
}

/// What the draw guarantees, what it could not avoid, and why.
fn promises(d: &Draw, g: &Guarantees, name: &dyn Fn(PlayerNo) -> String) -> String {
    let game = |g: &GameRef| format!("round {} table {}", g.round, g.table);
    let mut out = String::new();
    if g.no_repeats {
        out.push_str("Nobody meets anyone twice.\n");
    }
    if g.towns_apart {
        out.push_str("No two players of one town meet.\n");
    }
    for r in &d.repeats {
        let games: Vec<String> = r.games.iter().map(game).collect();
        let [a, b] = r.players;
        let _ = writeln!(
            out,
            "{} and {} meet {} times: {}",
            name(a),
            name(b),
            r.games.len(),
            games.join(", ")
        );
    }
    for t in &d.together {
        let [a, b] = t.players;
        let _ = writeln!(
            out,
            "{} and {} of {} meet in {}",
            name(a),
            name(b),
            t.group,
            game(&t.game)
        );
    }
    for reason in &g.reasons {
        let why = match reason {
            Shortfall::TooFewPlayers { players, others } => format!(
                "{players} players: each has 12 opponent seats but only {others} others."
            ),
            Shortfall::TownLargerThanRound {
                town,
                players,
                tables,
            } => format!(
                "{town} has {players} players but a round has {tables} tables: some of them meet in every round."
            ),
            Shortfall::TownsDoNotFit => "The towns do not fit into four pots (one player of each pot a table), so the draw was searched: towns kept apart first, then repeated meetings few.".to_owned(),
        };
        let _ = writeln!(out, "Why: {why}");
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_csv_reads_with_quotes_fill_ins_and_blank_lines() {
        let csv =
            "\u{feff}Name, Town, Fill-in\n\"Müller, Hans\",Berlin,\nAnna,\"Wien\",yes\n\nBo,,\n";
        let p = read(csv).unwrap();
        assert_eq!(p.len(), 3);
        assert_eq!(p[0].name, "Müller, Hans");
        assert_eq!(
            (p[1].no, p[1].town.as_str(), p[1].fill_in),
            (2, "Wien", true)
        );
        assert_eq!(p[2].town, "");
    }

    #[test]
    fn the_hall_s_players_export_reads_as_it_is() {
        let csv =
            "no,name,town,fill_in\n1,\"Müller, Hans\",Wien,\n2,Anna,,\n3,\"Fill-in 1\",,yes\n";
        let p = read(csv).unwrap();
        assert_eq!(p.len(), 3);
        assert_eq!((p[0].no, p[0].name.as_str()), (1, "Müller, Hans"));
        assert_eq!((p[2].no, p[2].fill_in), (3, true));
        // Any order of the columns; numbers as given; a quoted line break.
        let p = read("Town,No,Name\r\nGraz,7,\"Bo\nBo\"\r\n,3,Cy\r\n").unwrap();
        assert_eq!(
            (p[0].no, p[0].name.as_str(), p[0].town.as_str()),
            (7, "Bo\nBo", "Graz")
        );
        assert_eq!((p[1].no, p[1].town.as_str()), (3, ""));
        // A name the export kept from running as a formula reads as it was.
        let p = read("no,name,town,fill_in\n1,'=1+1,'-,\n").unwrap();
        assert_eq!((p[0].name.as_str(), p[0].town.as_str()), ("=1+1", "-"));
    }

    #[test]
    fn a_bad_csv_says_the_line() {
        assert!(
            read("name;town\nA;B\n")
                .unwrap_err()
                .contains("line 1: the header")
        );
        assert_eq!(
            read("name,town\nA,B,C\n").unwrap_err(),
            ", line 2: 3 fields, the header has 2"
        );
        assert_eq!(read("name,town\n,B\n").unwrap_err(), ", line 2: no name");
        assert_eq!(
            read("name,town\n\"A,B\n").unwrap_err(),
            ", line 2: a quote is not closed"
        );
        assert!(
            read("name,town,fill-in\nA,B,maybe\n")
                .unwrap_err()
                .contains("'maybe'")
        );
        assert!(read("").unwrap().is_empty());
        assert_eq!(
            read("no,name,town\n1,A,\n\"2\",\"B\nB\",\n1,C,\n").unwrap_err(),
            ", line 5: number 1 is given twice (line 2 too)"
        );
        assert_eq!(
            read("no,name,town\n1,A,\nx,B,\n").unwrap_err(),
            ", line 3: no must be a player's number from 1, not 'x'"
        );
        assert!(
            read("name,town,email\nA,B,a@b\n")
                .unwrap_err()
                .contains("line 1: the header must be")
        );
        assert_eq!(
            read("name,town,name\n").unwrap_err(),
            ", line 1: the column name is there twice"
        );
    }
}
