//! `friedrich-clock draw PLAYERS.csv [--seed S] [--json]`: the qualifying
//! draw for a list of players (format: docs/tournament.md), made up to a
//! multiple of four with fill-ins, as text (the seed, each round's tables,
//! what the draw guarantees) or JSON.

use std::fmt::Write as _;
use std::path::Path;

use friedrich_clock::lang::Lang;
use friedrich_clock::tournament::draw::{
    self, DrawError, Guarantees, Shortfall, fill_ins_needed, guarantees,
};
use friedrich_clock::tournament::{Draw, GameRef, Method, Player, PlayerNo, ROUNDS};
use friedrich_clock::words::text;

/// The draw for the players in `file`, by `seed` or a random one; text or
/// JSON. Any failure names the file (and line).
pub fn print(file: &Path, seed: Option<u64>, json: bool) -> Result<String, String> {
    let csv = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut players = read(&csv).map_err(|e| format!("{}{e}", file.display()))?;
    if players.is_empty() {
        return Err(format!("{}: no players", file.display()));
    }
    for k in 1..=fill_ins_needed(players.len()) {
        players.push(Player {
            no: number(players.len() + 1),
            name: format!("Fill-in {k}"),
            town: String::new(),
            fill_in: true,
        });
    }
    let seed = match seed {
        Some(seed) => seed,
        None => random_seed()?,
    };
    let drawn = draw::draw(&players, seed).map_err(|e| refused(&e))?;
    if json {
        let out = serde_json::json!({ "v": 1, "players": players, "draw": drawn });
        return serde_json::to_string_pretty(&out).map_err(|e| e.to_string());
    }
    Ok(describe(&drawn, &players))
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

/// The players of a CSV text: a header `name,town` or `name,town,fill-in`,
/// then one player a line (empty lines skipped; fields may be quoted). An
/// error starts with ", line N: ".
fn read(csv: &str) -> Result<Vec<Player>, String> {
    let mut lines = csv
        .trim_start_matches('\u{feff}')
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((_, header)) = lines.next() else {
        return Ok(Vec::new());
    };
    let columns: Vec<String> = fields(header)
        .map_err(|e| format!(", line 1: {e}"))?
        .iter()
        .map(|c| c.trim().to_lowercase())
        .collect();
    let with_fill_in = match columns.as_slice() {
        [name, town] if name == "name" && town == "town" => false,
        [name, town, fill] if name == "name" && town == "town" && is_fill_in_column(fill) => true,
        _ => {
            return Err(format!(
                ", line 1: the header must be name,town or name,town,fill-in (found: {})",
                header.trim()
            ));
        }
    };
    let mut players = Vec::new();
    for (i, line) in lines {
        let at = |e: String| format!(", line {}: {e}", i + 1);
        let row = fields(line).map_err(at)?;
        let width = if with_fill_in { 3 } else { 2 };
        if row.len() > width {
            return Err(at(format!("{} fields, the header has {width}", row.len())));
        }
        let field = |k: usize| row.get(k).map_or("", |f| f.trim());
        if field(0).is_empty() {
            return Err(at("no name".to_owned()));
        }
        let fill_in = match field(2).to_lowercase().as_str() {
            "" | "no" | "false" | "0" => false,
            "yes" | "true" | "1" | "x" => true,
            other => return Err(at(format!("fill-in must be yes or no, not '{other}'"))),
        };
        players.push(Player {
            no: number(players.len() + 1),
            name: field(0).to_owned(),
            town: field(1).to_owned(),
            fill_in,
        });
    }
    Ok(players)
}

fn is_fill_in_column(name: &str) -> bool {
    matches!(name, "fill-in" | "fill_in" | "fillin")
}

/// The comma-separated fields of one line; a field in double quotes may
/// hold commas, and `""` inside it is one quote.
fn fields(line: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
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
            (',', false) => out.push(std::mem::take(&mut field)),
            _ => field.push(c),
        }
    }
    if quoted {
        return Err("a quote is not closed".to_owned());
    }
    out.push(field);
    Ok(out)
}

/// The draw as text: seed, method, pots, each round's tables, guarantees.
fn describe(d: &Draw, players: &[Player]) -> String {
    let name = |no: PlayerNo| {
        players
            .iter()
            .find(|p| p.no == no)
            .map_or_else(|| format!("#{no}"), |p| p.name.clone())
    };
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
    }
}
