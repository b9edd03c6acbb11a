//! The draw's search, for a field the design cannot seat (fewer than 16
//! players, or towns that do not fit the pots): simulated annealing over the
//! four rounds' tables, swapping two players of one round, with a fixed
//! number of steps and the draw's own lot, so the same players and seed
//! always give the same line-up. It keeps the best line-up it saw: fewest
//! meetings of one town's players first, then fewest repeated meetings.
//! Then [`roles`] gives every player each role once.

use super::Lot;

/// Four rounds, each its players table by table: table `t` seats the
/// players at `4t..4t + 4`.
pub type Rounds = [Vec<usize>; 4];

/// A town meeting weighs this many repeated meetings while annealing (the
/// best line-up kept compares town meetings first anyway).
const TOWN: i64 = 16;

/// The temperature at the start and at the end, in repeated meetings.
const HOT: f64 = 2.0;
const COLD: f64 = 0.05;

/// The line-up being improved, with every pair's meetings counted.
struct State<'a> {
    n: usize,
    town: &'a [Option<usize>],
    seats: Rounds,
    /// Each player's seat in each round.
    seat_of: [Vec<usize>; 4],
    /// How often each pair meets, `a * n + b` and `b * n + a`.
    met: Vec<u8>,
    /// Pairs of one town meeting, counted per meeting.
    towns: i64,
    /// Meetings beyond a pair's first.
    repeats: i64,
}

impl<'a> State<'a> {
    fn new(seats: Rounds, town: &'a [Option<usize>]) -> Self {
        let n = town.len();
        let seat_of = std::array::from_fn(|r| {
            let mut of = vec![0; n];
            for (seat, p) in seats[r].iter().enumerate() {
                of[*p] = seat;
            }
            of
        });
        let mut state = Self {
            n,
            town,
            seats,
            seat_of,
            met: vec![0; n * n],
            towns: 0,
            repeats: 0,
        };
        for r in 0..4 {
            for table in state.seats[r].clone().chunks(4) {
                for (i, a) in table.iter().enumerate() {
                    for b in &table[i + 1..] {
                        let (t, rep) = state.change(*a, *b, true);
                        state.towns += t;
                        state.repeats += rep;
                        state.count(*a, *b, true);
                    }
                }
            }
        }
        state
    }

    /// What adding (or removing) one meeting of `a` and `b` changes: town
    /// meetings and repeated meetings.
    fn change(&self, a: usize, b: usize, add: bool) -> (i64, i64) {
        let c = self.met[a * self.n + b];
        let same = i64::from(self.town[a].is_some() && self.town[a] == self.town[b]);
        if add {
            (same, i64::from(c >= 1))
        } else {
            (-same, -i64::from(c >= 2))
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
    fn swap_change(&self, r: usize, sa: usize, sb: usize) -> (i64, i64) {
        let (a, b) = (self.seats[r][sa], self.seats[r][sb]);
        let mut total = (0, 0);
        let mut add = |(t, rep): (i64, i64)| {
            total.0 += t;
            total.1 += rep;
        };
        for x in self.others(r, sa) {
            add(self.change(a, x, false));
            add(self.change(b, x, true));
        }
        for y in self.others(r, sb) {
            add(self.change(b, y, false));
            add(self.change(a, y, true));
        }
        total
    }

    fn swap(&mut self, r: usize, sa: usize, sb: usize, (t, rep): (i64, i64)) {
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
        self.towns += t;
        self.repeats += rep;
    }
}

/// The fewest repeated meetings (meetings beyond each pair's first) `n`
/// players can have, where known: four players meet each other four times
/// (18); eight have 12 opponent seats for 7 others (at least 5 extra each,
/// 20); for twelve, an exhaustive search over the four rounds' partitions
/// (round one fixed, round two up to symmetry) found 13. The search stops
/// there; elsewhere it stops at none.
fn floor(n: usize) -> i64 {
    match n {
        4 => 18,
        8 => 20,
        12 => 13,
        _ => 0,
    }
}

/// Improves `start` for `iterations` steps; `town[p]` is player `p`'s
/// keep-apart group. Returns the best line-up seen.
pub fn improve(start: Rounds, town: &[Option<usize>], lot: &mut Lot, iterations: usize) -> Rounds {
    let n = town.len();
    let mut state = State::new(start, town);
    let mut best = (state.towns, state.repeats, state.seats.clone());
    if n <= 4 {
        return best.2;
    }
    let cooling = (COLD / HOT).powf(1.0 / iterations.max(1) as f64);
    let mut heat = HOT;
    for _ in 0..iterations {
        if best.0 == 0 && best.1 <= floor(n) {
            break;
        }
        heat *= cooling;
        let r = lot.below(4);
        let (sa, sb) = (lot.below(n), lot.below(n));
        if sa / 4 == sb / 4 {
            continue;
        }
        let change = state.swap_change(r, sa, sb);
        let cost = TOWN * change.0 + change.1;
        // `cost as f64` is exact for these small numbers.
        #[allow(clippy::cast_precision_loss)]
        let take = cost <= 0 || lot.unit() < (-(cost as f64) / heat).exp();
        if take {
            state.swap(r, sa, sb, change);
            if (state.towns, state.repeats) < (best.0, best.1) {
                best = (state.towns, state.repeats, state.seats.clone());
            }
        }
    }
    best.2
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
