//! The qualifying draw (general rules B): every player plays four games, one
//! in each role, against different opponents as far as possible, and
//! players of one town never meet; the line-up of all games is drawn by lot
//! at the start, from a seed, so the same players and seed give the same
//! draw.
//!
//! With m = n/4 tables a round, the players are drawn into four pots of m,
//! each town entirely inside one pot, and seated by a design (see
//! `draw/design.rs`): each table one player of each pot, nobody meeting
//! anyone twice. Pot g plays role L\[g\]\[r\] in round r for a Latin square L.
//! Fewer than 16 players, or towns that do not fit the pots, are seated by a
//! search (`draw/search.rs`) that keeps town meetings and then repeated
//! meetings few. The draw lists what it could not avoid, and [`guarantees`]
//! says why.

pub mod check;
mod design;
mod pots;
mod search;

use std::collections::{BTreeMap, HashMap};

use super::lot::Lot;
use super::{Draw, GameRef, Method, Player, PlayerNo, Repeat, Seating, Together};

/// Why there is no draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawError {
    /// Fewer than four players (fill-ins included).
    TooFew {
        /// The players given.
        players: usize,
    },
    /// The field is not a multiple of four: that many fill-ins are needed.
    NotMultipleOfFour {
        /// The players given.
        players: usize,
        /// The fill-ins to register first.
        fill_ins: usize,
    },
    /// Two players have the same number.
    DuplicateNumber(PlayerNo),
    /// Fewer than four ranked players (fill-ins not counted): the final
    /// needs four.
    TooFewRanked {
        /// The ranked players given.
        ranked: usize,
    },
}

/// The players a final needs, and so the fewest ranked players a draw
/// takes.
pub const FINALISTS: usize = 4;

/// Repeats no draw of a field of so few seats avoids, and the draw's
/// search reaches no more: `pairs` pairs of players meet `times` times
/// each, nobody more often.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unavoidable {
    /// The seats (players with the fill-ins).
    pub seats: usize,
    /// The pairs that meet more than once.
    pub pairs: usize,
    /// How often each of them meets.
    pub times: usize,
}

/// The repeats a field of `seats` players (fill-ins included) cannot
/// avoid: 12 seats or fewer (see `search::floor`, which the search
/// reaches); none from 16 seats.
pub fn unavoidable(seats: usize) -> Option<Unavoidable> {
    let (pairs, times) = match seats {
        4 => (6, 4),
        8 => (24, 2),
        12 => (18, 2),
        _ => return None,
    };
    Some(Unavoidable {
        seats,
        pairs,
        times,
    })
}

/// Whether `players` (fill-ins included) make a field the draw serves:
/// at least [`FINALISTS`] ranked players, for the final.
pub fn servable(players: &[Player]) -> Result<(), DrawError> {
    let ranked = players.iter().filter(|p| !p.fill_in).count();
    if ranked < FINALISTS {
        return Err(DrawError::TooFewRanked { ranked });
    }
    Ok(())
}

/// The out-of-competition fill-ins needed to make `registered` players a
/// multiple of four (at least four).
pub fn fill_ins_needed(registered: usize) -> usize {
    if registered < 4 {
        4 - registered
    } else {
        (4 - registered % 4) % 4
    }
}

/// The keep-apart key of a town: trimmed and lower case; `None` if empty.
pub fn town_key(town: &str) -> Option<String> {
    let key = town.trim().to_lowercase();
    (!key.is_empty()).then_some(key)
}

/// Draws the qualifying round for `players` (fill-ins included, a multiple
/// of four, at least four of them ranked) by the lot `seed`.
pub fn draw(players: &[Player], seed: u64) -> Result<Draw, DrawError> {
    servable(players)?;
    lay_out(players, seed)
}

/// The draw of `players` by `seed`, however few of them are ranked (a
/// stored draw made before [`servable`] is checked as it was made).
fn lay_out(players: &[Player], seed: u64) -> Result<Draw, DrawError> {
    let mut players: Vec<&Player> = players.iter().collect();
    players.sort_by_key(|p| p.no);
    let n = players.len();
    if n < 4 {
        return Err(DrawError::TooFew { players: n });
    }
    if !n.is_multiple_of(4) {
        return Err(DrawError::NotMultipleOfFour {
            players: n,
            fill_ins: fill_ins_needed(n),
        });
    }
    if let Some(twice) = players.windows(2).find(|w| w[0].no == w[1].no) {
        return Err(DrawError::DuplicateNumber(twice[0].no));
    }
    let m = n / 4;
    let mut lot = Lot::new(seed);
    let town = town_groups(&players);
    let fill_in: Vec<bool> = players.iter().map(|p| p.fill_in).collect();
    // The fill-ins in one pot never meet; where they do not fit one (or
    // make the towns unpackable), the towns alone.
    let groups = pots::groups(&town);
    let apart = pots::fill_ins_together(&groups, &fill_in);
    let packed = design::rounds(m).and_then(|rounds| {
        let pots = pots::pack(&apart, m, &mut lot)
            .or_else(|| (apart != groups).then(|| pots::pack(&groups, m, &mut lot))?)?;
        Some((rounds, pots))
    });
    let (method, pots, games) = match packed {
        Some((rounds, pots)) => {
            let games = by_design(&rounds, &pots, &players, &mut lot);
            let pots = pots
                .iter()
                .map(|pot| pot.iter().map(|p| players[*p].no).collect())
                .collect();
            (Method::Design, pots, games)
        }
        None => {
            let start = match design::rounds(m) {
                Some(rounds) => {
                    let pots = pots::spread(&apart, m);
                    rounds.map(|round| {
                        round
                            .iter()
                            .flat_map(|t| std::array::from_fn::<_, 4, _>(|g| pots[g][t[g]]))
                            .collect()
                    })
                }
                None => std::array::from_fn(|_| {
                    let mut all: Vec<usize> = (0..n).collect();
                    lot.shuffle(&mut all);
                    all
                }),
            };
            let keep = search::Apart {
                town: &town,
                fill_in: &fill_in,
            };
            let rounds = search::improve(start, &keep, &mut lot, 20_000 + 2_000 * n);
            (
                Method::Search,
                Vec::new(),
                by_search(&rounds, &players, &mut lot),
            )
        }
    };
    let (repeats, together) = findings(&games, &players);
    Ok(Draw {
        seed,
        method,
        pots,
        games,
        repeats,
        together,
    })
}

/// Each player's keep-apart group, numbered in order of the towns' keys.
fn town_groups(players: &[&Player]) -> Vec<Option<usize>> {
    let keys: Vec<Option<String>> = players.iter().map(|p| town_key(&p.town)).collect();
    let mut sorted: Vec<&String> = keys.iter().flatten().collect();
    sorted.sort();
    sorted.dedup();
    keys.iter()
        .map(|k| k.as_ref().and_then(|k| sorted.binary_search(&k).ok()))
        .collect()
}

/// The design's games: round r of the design is played as round
/// `order[r] + 1`, and pot g plays role `L[g][r]`, a Latin square drawn by lot.
fn by_design(
    rounds: &[design::Round; 4],
    pots: &[Vec<usize>; 4],
    players: &[&Player],
    lot: &mut Lot,
) -> Vec<Seating> {
    let square = latin_square(lot);
    let mut order = [0u8, 1, 2, 3];
    lot.shuffle(&mut order);
    let mut games = Vec::new();
    for (r, round) in rounds.iter().enumerate() {
        for (t, table) in round.iter().enumerate() {
            let mut seated = [0; 4];
            for g in 0..4 {
                seated[square[g][r]] = players[pots[g][table[g]]].no;
            }
            games.push(seating(order[r] + 1, t, seated));
        }
    }
    games.sort_by_key(Seating::game);
    games
}

/// A 4×4 Latin square of role indices drawn by lot: the cyclic group's or
/// the Klein four-group's table, its symbols permuted.
fn latin_square(lot: &mut Lot) -> [[usize; 4]; 4] {
    let mut symbols = [0, 1, 2, 3];
    lot.shuffle(&mut symbols);
    let klein = lot.below(2) == 0;
    std::array::from_fn(|g| {
        std::array::from_fn(|r| symbols[if klein { g ^ r } else { (g + r) % 4 }])
    })
}

/// The search's games, with roles from its matchings (permuted by lot).
fn by_search(rounds: &search::Rounds, players: &[&Player], lot: &mut Lot) -> Vec<Seating> {
    let roles = search::roles(rounds);
    let mut symbols = [0, 1, 2, 3];
    lot.shuffle(&mut symbols);
    let mut games = Vec::new();
    for (r, seats) in rounds.iter().enumerate() {
        for (t, table) in seats.chunks(4).enumerate() {
            let mut seated = [0; 4];
            for (k, p) in table.iter().enumerate() {
                seated[symbols[roles[r][4 * t + k]]] = players[*p].no;
            }
            let round = u8::try_from(r + 1).unwrap_or(u8::MAX);
            games.push(seating(round, t, seated));
        }
    }
    games
}

fn seating(round: u8, t: usize, players: [PlayerNo; 4]) -> Seating {
    Seating {
        round,
        table: u32::try_from(t + 1).unwrap_or(u32::MAX),
        players,
    }
}

/// Every pair meeting more than once, and every pair of one town meeting.
fn findings(games: &[Seating], players: &[&Player]) -> (Vec<Repeat>, Vec<Together>) {
    let town: HashMap<PlayerNo, &str> = players.iter().map(|p| (p.no, p.town.trim())).collect();
    let mut met: BTreeMap<[PlayerNo; 2], Vec<GameRef>> = BTreeMap::new();
    let mut together = Vec::new();
    for game in games {
        for (i, a) in game.players.iter().enumerate() {
            for b in &game.players[i + 1..] {
                let pair = [*a.min(b), *a.max(b)];
                met.entry(pair).or_default().push(game.game());
                let (ta, tb) = (town_key(town[&pair[0]]), town_key(town[&pair[1]]));
                if ta.is_some() && ta == tb {
                    together.push(Together {
                        players: pair,
                        group: town[&pair[0]].to_owned(),
                        game: game.game(),
                    });
                }
            }
        }
    }
    let repeats = met
        .into_iter()
        .filter(|(_, games)| games.len() > 1)
        .map(|(players, games)| Repeat { players, games })
        .collect();
    together.sort_by_key(|t| (t.players, t.game));
    (repeats, together)
}

/// What a draw guarantees, for the hall to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guarantees {
    /// Nobody meets anyone twice.
    pub no_repeats: bool,
    /// No two players of one town meet.
    pub towns_apart: bool,
    /// Why not, when either does not hold.
    pub reasons: Vec<Shortfall>,
}

/// Why a draw has repeated meetings or players of one town meeting (as
/// JSON for the hall's pages: `{"kind": "too-few-players", ...}`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Shortfall {
    /// Too few players: each has twelve opponent seats (three in each of
    /// four games) but only `others` other players.
    TooFewPlayers {
        /// The players, fill-ins included.
        players: usize,
        /// The others each player can meet.
        others: usize,
    },
    /// A town has more players than a round has tables, so some of them
    /// meet in every round.
    TownLargerThanRound {
        /// The town as written.
        town: String,
        /// Its players.
        players: usize,
        /// Tables in a round.
        tables: usize,
    },
    /// The towns do not fit into four pots of one player per table, so the
    /// search seated them, keeping towns apart first and repeats few.
    TownsDoNotFit,
}

/// What `draw` of `players` guarantees, and why not where it does not.
pub fn guarantees(draw: &Draw, players: &[Player]) -> Guarantees {
    let no_repeats = draw.repeats.is_empty();
    let towns_apart = draw.together.is_empty();
    let mut reasons = Vec::new();
    if !(no_repeats && towns_apart) {
        let n = players.len();
        let tables = n / 4;
        if n < 16 {
            reasons.push(Shortfall::TooFewPlayers {
                players: n,
                others: n.saturating_sub(1),
            });
        }
        let mut towns: BTreeMap<String, (String, usize)> = BTreeMap::new();
        for p in players {
            if let Some(key) = town_key(&p.town) {
                towns.entry(key).or_insert((p.town.trim().to_owned(), 0)).1 += 1;
            }
        }
        for (town, size) in towns.into_values() {
            if size > tables {
                reasons.push(Shortfall::TownLargerThanRound {
                    town,
                    players: size,
                    tables,
                });
            }
        }
        if n >= 16 && draw.method == Method::Search {
            reasons.push(Shortfall::TownsDoNotFit);
        }
    }
    Guarantees {
        no_repeats,
        towns_apart,
        reasons,
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod fill_in_tests;
