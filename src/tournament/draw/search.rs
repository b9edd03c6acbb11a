//! The draw's search, for a field the design cannot seat (fewer than 16
//! players, or towns that do not fit the pots): simulated annealing over the
//! four rounds' tables, swapping two players of one round, with a fixed
//! number of steps and the draw's own lot, so the same players and seed
//! always give the same line-up. It keeps the best line-up it saw by
//! [`Cost`]: fewest meetings of one town's players first, then of two
//! fill-ins, then the repeats spread (the sum over pairs of (meetings − 1)²: many pairs meeting twice
//! rather than one pair meeting four times), then fewest repeated meetings.
//! Then [`roles`] gives every player each role once.

use crate::tournament::lot::Lot;

/// Four rounds, each its players table by table: table `t` seats the
/// players at `4t..4t + 4`.
pub type Rounds = [Vec<usize>; 4];

/// A town meeting weighs this much of the spread while annealing (the best
/// line-up kept compares town meetings first anyway).
const TOWN: i64 = 16;

/// Two fill-ins meeting weigh this much of the spread while annealing (the
/// best line-up kept compares them right after town meetings).
const FILL_IN: i64 = 8;

/// Who is kept apart, by player: his keep-apart group (a town), and
/// whether he is a fill-in (two fill-ins at one table leave the ranked
/// player there with fewer ranked opponents).
pub struct Apart<'a> {
    /// Each player's keep-apart group.
    pub town: &'a [Option<usize>],
    /// Whether each player is a fill-in.
    pub fill_in: &'a [bool],
}

/// What a line-up costs, compared in this order (derived `Ord`): meetings
/// of one town's players, then meetings of two fill-ins, then the spread of the repeats (the sum over the
/// pairs that meet of (meetings − 1)²: a pair meeting twice costs 1, three
/// times 4, four times 9), then the repeated meetings (meetings beyond a
/// pair's first). Also a change of the three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
struct Cost {
    towns: i64,
    fill_ins: i64,
    spread: i64,
    repeats: i64,
}

impl std::ops::AddAssign for Cost {
    fn add_assign(&mut self, other: Self) {
        self.towns += other.towns;
        self.fill_ins += other.fill_ins;
        self.spread += other.spread;
        self.repeats += other.repeats;
    }
}

/// The temperature at the start and at the end, in units of the spread.
const HOT: f64 = 2.0;
const COLD: f64 = 0.05;

/// The line-up being improved, with every pair's meetings counted.
struct State<'a> {
    n: usize,
    apart: &'a Apart<'a>,
    seats: Rounds,
    /// Each player's seat in each round.
    seat_of: [Vec<usize>; 4],
    /// How often each pair meets, `a * n + b` and `b * n + a`.
    met: Vec<u8>,
    /// What the line-up costs now.
    cost: Cost,
}

impl<'a> State<'a> {
    fn new(seats: Rounds, apart: &'a Apart<'a>) -> Self {
        let n = apart.town.len();
        let seat_of = std::array::from_fn(|r| {
            let mut of = vec![0; n];
            for (seat, p) in seats[r].iter().enumerate() {
                of[*p] = seat;
            }
            of
        });
        let mut state = Self {
            n,
            apart,
            seats,
            seat_of,
            met: vec![0; n * n],
            cost: Cost::default(),
        };
        for r in 0..4 {
            for table in state.seats[r].clone().chunks(4) {
                for (i, a) in table.iter().enumerate() {
                    for b in &table[i + 1..] {
                        let change = state.change(*a, *b, true);
                        state.cost += change;
                        state.count(*a, *b, true);
                    }
                }
            }
        }
        state
    }

    /// What adding (or removing) one meeting of `a` and `b` changes. From
    /// c meetings to c + 1 the spread grows by c² − (c − 1)² = 2c − 1 (by
    /// nothing for a first meeting); back from c to c − 1 it shrinks by
    /// 2c − 3 (by nothing for the only one).
    fn change(&self, a: usize, b: usize, add: bool) -> Cost {
        let c = i64::from(self.met[a * self.n + b]);
        let town = self.apart.town;
        let same = i64::from(town[a].is_some() && town[a] == town[b]);
        let fill_ins = i64::from(self.apart.fill_in[a] && self.apart.fill_in[b]);
        if add {
            Cost {
                towns: same,
                fill_ins,
                spread: if c >= 1 { 2 * c - 1 } else { 0 },
                repeats: i64::from(c >= 1),
            }
        } else {
            Cost {
                towns: -same,
                fill_ins: -fill_ins,
                spread: if c >= 2 { 3 - 2 * c } else { 0 },
                repeats: -i64::from(c >= 2),
            }
        }
    }

    fn count(&mut self, a: usize, b: usize, add: bool) {
        for i in [a * self.n + b, b * self.n + a] {
            if add {
                self.met[i] += 1;
            } else {
                self.met[i] -= 1;
            }
        }
    }

    /// The other players at the table of `seat` in round `r`.
    fn others(&self, r: usize, seat: usize) -> impl Iterator<Item = usize> + '_ {
        let table = seat / 4 * 4;
        (table..table + 4)
            .filter(move |s| *s != seat)
            .map(move |s| self.seats[r][s])
    }

    /// What swapping the players of two seats at different tables of round
    /// `r` changes. The four sets of pairs touched are disjoint, so each
    /// pair's change is read from the counts as they are.
    fn swap_change(&self, r: usize, sa: usize, sb: usize) -> Cost {
        let (a, b) = (self.seats[r][sa], self.seats[r][sb]);
        let mut total = Cost::default();
        for x in self.others(r, sa) {
            total += self.change(a, x, false);
            total += self.change(b, x, true);
        }
        for y in self.others(r, sb) {
            total += self.change(b, y, false);
            total += self.change(a, y, true);
        }
        total
    }

    fn swap(&mut self, r: usize, sa: usize, sb: usize, change: Cost) {
        let (a, b) = (self.seats[r][sa], self.seats[r][sb]);
        let xs: Vec<usize> = self.others(r, sa).collect();
        let ys: Vec<usize> = self.others(r, sb).collect();
        for x in xs {
            self.count(a, x, false);
            self.count(b, x, true);
        }
        for y in ys {
            self.count(b, y, false);
            self.count(a, y, true);
        }
        self.seats[r].swap(sa, sb);
        self.seat_of[r][a] = sb;
        self.seat_of[r][b] = sa;
        self.cost += change;
    }
}

/// The least cost `n` players with `fill_ins` fill-ins can have, where
/// known (the search stops there; elsewhere it stops at none). Any two rounds' tables overlap: a
/// table of the second round holds four players of the first round's m
/// tables, so with m < 4 at least one pair of it met in the first. Summed
/// over the six pairs of rounds, Σ C(c, 2) over the pairs' meetings c is at
/// least 6·3 = 18 for twelve players (three tables of 2 + 1 + 1) and
/// 6·4 = 24 for eight (two tables of 2 + 2). As (c − 1)² ≥ C(c, 2), equal
/// only for c ≤ 2, the spread is at least that, and reaches it only when
/// no pair meets more than twice:
/// - four players meet each other four times: spread 6·9 = 54, 18 repeats;
/// - eight: spread 24 (24 pairs meet twice, each player misses one other:
///   the table of round r seats couple c's player s with the first couple's
///   when s ⊕ `H[c][r]` = 0, H's rows 0000, 1100, 1010 and 1001), 24 repeats;
/// - twelve: spread 18 (18 pairs meet twice), 18 repeats; the fewest
///   repeats, 13, would seat one pair together in all four games.
fn floor(n: usize, fill_ins: usize) -> Cost {
    let (spread, repeats) = match n {
        4 => (54, 18),
        8 => (24, 24),
        12 => (18, 18),
        _ => (0, 0),
    };
    Cost {
        towns: 0,
        fill_ins: fill_ins_floor(n / 4, fill_ins),
        spread,
        repeats,
    }
}

/// The fewest meetings of two fill-ins: each round's `fill_ins` spread as
/// evenly as they go over its `tables` (none while they are no more than
/// the tables).
fn fill_ins_floor(tables: usize, fill_ins: usize) -> i64 {
    let Some((each, more)) = fill_ins
        .checked_div(tables)
        .zip(fill_ins.checked_rem(tables))
    else {
        return 0;
    };
    let pairs = |k: usize| k * k.saturating_sub(1) / 2;
    let round = more * pairs(each + 1) + (tables - more) * pairs(each);
    4 * i64::try_from(round).unwrap_or(i64::MAX / 4)
}

/// Improves `start` for `iterations` steps, keeping `apart` apart.
/// Returns the best line-up seen.
pub fn improve(start: Rounds, apart: &Apart<'_>, lot: &mut Lot, iterations: usize) -> Rounds {
    let n = apart.town.len();
    let mut state = State::new(start, apart);
    let mut best = (state.cost, state.seats.clone());
    if n <= 4 {
        return best.1;
    }
    let least = floor(n, apart.fill_in.iter().filter(|f| **f).count());
    let cooling = (COLD / HOT).powf(1.0 / iterations.max(1) as f64);
    let mut heat = HOT;
    for _ in 0..iterations {
        if best.0 <= least {
            break;
        }
        heat *= cooling;
        let r = lot.below(4);
        let (sa, sb) = (lot.below(n), lot.below(n));
        if sa / 4 == sb / 4 {
            continue;
        }
        let change = state.swap_change(r, sa, sb);
        let cost = TOWN * change.towns + FILL_IN * change.fill_ins + change.spread;
        // `cost as f64` is exact for these small numbers.
        #[allow(clippy::cast_precision_loss)]
        let take = cost <= 0 || lot.unit() < (-(cost as f64) / heat).exp();
        if take {
            state.swap(r, sa, sb, change);
            if state.cost < best.0 {
                best = (state.cost, state.seats.clone());
            }
        }
    }
    best.1
}

/// Roles for `rounds` (`n` players, `n / 4` tables a round): for each round
/// and seat a role number 0–3, each table having each role once and each
/// player each role once. The games and players form a 4-regular bipartite
/// graph, which splits into four perfect matchings (König): each matching
/// is a role, found by augmenting paths.
pub fn roles(rounds: &Rounds) -> [Vec<usize>; 4] {
    let n = rounds[0].len();
    let m = n / 4;
    // Player p's game in round r is r·m + table.
    let mut games: Vec<[usize; 4]> = vec![[0; 4]; n];
    for (r, seats) in rounds.iter().enumerate() {
        for (seat, p) in seats.iter().enumerate() {
            games[*p][r] = r * m + seat / 4;
        }
    }
    let mut role = [vec![0; n], vec![0; n], vec![0; n], vec![0; n]];
    // used[p][r]: p's game in round r has its role already.
    let mut used = vec![[false; 4]; n];
    for k in 0..4 {
        let mut player_of: Vec<Option<usize>> = vec![None; n];
        for p in 0..n {
            let mut seen = vec![false; n];
            let matched = augment(p, &games, &used, &mut player_of, &mut seen);
            debug_assert!(matched, "a regular bipartite graph has a perfect matching");
        }
        for (game, p) in player_of.iter().enumerate() {
            if let Some(p) = *p {
                let r = game / m;
                used[p][r] = true;
                let seat = rounds[r].iter().position(|q| *q == p).unwrap_or_default();
                role[r][seat] = k;
            }
        }
    }
    role
}

/// Kuhn's augmenting path from player `p` over the games whose role is not
/// given yet.
fn augment(
    p: usize,
    games: &[[usize; 4]],
    used: &[[bool; 4]],
    player_of: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for r in 0..4 {
        let game = games[p][r];
        if used[p][r] || seen[game] {
            continue;
        }
        seen[game] = true;
        let free = match player_of[game] {
            None => true,
            Some(q) => augment(q, games, used, player_of, seen),
        };
        if free {
            player_of[game] = Some(p);
            return true;
        }
    }
    false
}
