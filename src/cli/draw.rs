//! `friedrich-clock draw PLAYERS.csv [--seed S] [--json|--csv]`: the
//! qualifying draw for a list of players (format: docs/tournament.md; the
//! hall's `/export/players.csv` as it is), made up to a multiple of four
//! with fill-ins, as text (the seed, each round's tables, what the draw
//! guarantees), JSON, or the hall's draw CSV.

use std::fmt::Write as _;
use std::path::Path;

use friedrich_clock::lang::Lang;
use friedrich_clock::sheets::csv;
use friedrich_clock::tournament::decisions::fill_ins;
use friedrich_clock::tournament::draw::{self, Guarantees, guarantees};
use friedrich_clock::tournament::name::{Name, name_in};
use friedrich_clock::tournament::roster::read;
use friedrich_clock::tournament::{Draw, Player, PlayerNo, ROUNDS};
use friedrich_clock::words::command_line::{self as say, Term};
use friedrich_clock::words::field;
use friedrich_clock::words::office;
use friedrich_clock::words::text::{self, T};

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
/// `shape` (text in `lang`). Any failure names the file (and line).
pub fn print(file: &Path, seed: Option<u64>, shape: Shape, lang: Lang) -> Result<String, String> {
    let csv = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut players = read(&csv)
        .map_err(|(line, e)| format!("{}, {}", file.display(), say::csv_problem(lang, line, &e)))?;
    if players.is_empty() {
        return Err(format!("{}: {}", file.display(), Term::NoPlayers.get(lang)));
    }
    draw::servable(&players)
        .map_err(|e| format!("{}: {}", file.display(), say::draw_error(lang, &e)))?;
    let added = fill_ins(&players);
    players.extend(added);
    // The JSON and the CSV name an unnamed fill-in as the hall's exports
    // do ("Fill-in N", in every language); the text in `lang`.
    let unnamed = players;
    let players: Vec<Player> = unnamed
        .iter()
        .map(|p| Player {
            name: name_in(&unnamed, p.no).map_or_else(String::new, |n| {
                // The note stays in its own field.
                office::name(Lang::En, Name { note: "", ..n })
            }),
            ..p.clone()
        })
        .collect();
    let seed = match seed {
        Some(seed) => seed,
        None => random_seed(lang)?,
    };
    let drawn = draw::draw(&players, seed).map_err(|e| say::draw_error(lang, &e))?;
    match shape {
        Shape::Json => {
            let out = serde_json::json!({ "v": 1, "players": players, "draw": drawn });
            serde_json::to_string_pretty(&out).map_err(|e| e.to_string())
        }
        Shape::Csv => Ok(csv::draw_of(Some(&drawn), &players)),
        Shape::Text => Ok(describe(&drawn, &unnamed, lang)),
    }
}

fn random_seed(lang: Lang) -> Result<u64, String> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| format!("{}: {e}", Term::NoRandomness.get(lang)))?;
    Ok(u64::from_le_bytes(bytes))
}

/// Player `no`'s name as shown in `lang` ("#7" for no such player).
fn shown(players: &[Player], no: PlayerNo, lang: Lang) -> String {
    name_in(players, no).map_or_else(|| format!("#{no}"), |n| office::name(lang, n))
}

/// The draw as text in `lang`: seed, method, pots, each round's tables,
/// guarantees (an unnamed fill-in named in `lang`).
fn describe(d: &Draw, players: &[Player], lang: Lang) -> String {
    let name = |no: PlayerNo| shown(players, no, lang);
    let fill_ins = players.iter().filter(|p| p.fill_in).count();
    let mut out = String::new();
    let _ = writeln!(out, "{}", say::seed(lang, d.seed));
    let _ = writeln!(out, "{}", say::players(lang, players.len(), fill_ins));
    let _ = writeln!(out, "{}", say::method(lang, d.method));
    for (k, pot) in d.pots.iter().enumerate() {
        let names: Vec<String> = pot.iter().map(|p| name(*p)).collect();
        let _ = writeln!(out, "{}: {}", say::pot(lang, k + 1), names.join(" · "));
    }
    for round in 1..=ROUNDS {
        let _ = writeln!(out, "\n{} {round}", T::Round.get(lang));
        for s in d.round(round) {
            let seats: Vec<String> = friedrich_clock::engine::Role::ALL
                .into_iter()
                .map(|r| format!("{}: {}", text::role(lang, r), name(s.player(r))))
                .collect();
            let table = T::Table.get(lang);
            let _ = writeln!(out, "  {table} {}: {}", s.table, seats.join(" · "));
        }
    }
    out.push('\n');
    if let Some(u) = draw::unavoidable(players.len()) {
        let _ = writeln!(out, "{}", office::sentence(&field::unavoidable(lang, &u)));
    }
    out.push_str(&promises(d, &guarantees(d, players), &name, lang));
    out
}

/// What the draw guarantees, what it could not avoid, and why, in `lang`.
fn promises(d: &Draw, g: &Guarantees, name: &dyn Fn(PlayerNo) -> String, lang: Lang) -> String {
    let mut out = String::new();
    if g.no_repeats {
        let _ = writeln!(out, "{}", say::no_repeats(lang));
    }
    if g.towns_apart {
        let _ = writeln!(out, "{}", Term::TownsApart.get(lang));
    }
    for r in &d.repeats {
        let [a, b] = r.players.map(name);
        let _ = writeln!(out, "{}", say::meet_times(lang, [&a, &b], &r.games));
    }
    for t in &d.together {
        let [a, b] = t.players.map(name);
        let _ = writeln!(out, "{}", say::meet_in(lang, [&a, &b], &t.group, t.game));
    }
    for reason in &g.reasons {
        let _ = writeln!(out, "{}", say::shortfall(lang, reason));
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
        // As `print` says it after the file's name, in English.
        let said = |csv: &str| {
            let (line, e) = read(csv).unwrap_err();
            format!(", {}", say::csv_problem(Lang::En, line, &e))
        };
        assert!(said("name;town\nA;B\n").contains("line 1: the header"));
        assert_eq!(
            said("name,town\nA,B,C\n"),
            ", line 2: 3 fields, the header has 2"
        );
        assert_eq!(said("name,town\n,B\n"), ", line 2: no name");
        assert_eq!(
            said("name,town\n\"A,B\n"),
            ", line 2: a quote is not closed"
        );
        assert!(
            said("name,town,fill-in\nA,B,maybe\n")
                .contains(", line 2: fill-in must be yes or no, not 'maybe'")
        );
        assert!(read("").unwrap().is_empty());
        assert_eq!(
            said("no,name,town\n1,A,\n\"2\",\"B\nB\",\n1,C,\n"),
            ", line 5: number 1 is given twice (line 2 too)"
        );
        assert_eq!(
            said("no,name,town\n1,A,\nx,B,\n"),
            ", line 3: no must be a player's number from 1, not 'x'"
        );
        assert!(said("name,town,email\nA,B,a@b\n").contains("line 1: the header must be"));
        assert_eq!(
            said("name,town,name\n"),
            ", line 1: the column name is there twice"
        );
    }
}
