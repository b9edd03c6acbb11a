//! The four pots of the draw: m players each, every keep-apart group (a
//! town) inside one pot, so its players never meet. Packing the towns is a
//! small bin-packing problem, solved exactly by size class: how many towns
//! of each size go into each pot, by backtracking with the dead ends
//! remembered (the pots' free room, sorted, and the size class reached).

use std::collections::{HashMap, HashSet};

use crate::tournament::lot::Lot;

/// Steps the packing may take before it gives up (the search seats the
/// field then).
const BUDGET: usize = 200_000;

/// The players grouped: each town's players together, each player without
/// a town alone; in order of the groups' first player.
pub fn groups(town: &[Option<usize>]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut index: HashMap<usize, usize> = HashMap::new();
    for (p, t) in town.iter().enumerate() {
        match t.and_then(|t| index.get(&t).copied()) {
            Some(i) => out[i].push(p),
            None => {
                if let Some(t) = t {
                    index.insert(*t, out.len());
                }
                out.push(vec![p]);
            }
        }
    }
    out
}

/// `groups` with every group that holds a fill-in (`fill_in[p]`) joined
/// into one, first where the first of them stood: the fill-ins in one pot
/// never meet. The same groups when fewer than two hold a fill-in.
pub fn fill_ins_together(groups: &[Vec<usize>], fill_in: &[bool]) -> Vec<Vec<usize>> {
    let holds = |g: &Vec<usize>| g.iter().any(|p| fill_in[*p]);
    if groups.iter().filter(|g| holds(g)).count() < 2 {
        return groups.to_vec();
    }
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut joined: Option<usize> = None;
    for g in groups {
        match (holds(g), joined) {
            (true, Some(at)) => out[at].extend(g),
            (true, None) => {
                joined = Some(out.len());
                out.push(g.clone());
            }
            (false, _) => out.push(g.clone()),
        }
    }
    out
}

/// Four pots of `m` players drawn by lot, every group inside one pot, each
/// pot in random order; `None` if the groups cannot be packed so (or not
/// within the budget).
pub fn pack(groups: &[Vec<usize>], m: usize, lot: &mut Lot) -> Option<[Vec<usize>; 4]> {
    let mut groups = groups.to_vec();
    lot.shuffle(&mut groups);
    groups.sort_by_key(|g| std::cmp::Reverse(g.len()));
    // The size classes of the towns of two or more, largest first.
    let mut classes: Vec<(usize, usize)> = Vec::new();
    for g in groups.iter().filter(|g| g.len() > 1) {
        match classes.last_mut() {
            Some((size, count)) if *size == g.len() => *count += 1,
            _ => classes.push((g.len(), 1)),
        }
    }
    let mut search = Packing {
        classes: &classes,
        dead: HashSet::new(),
        steps: BUDGET,
        counts: Vec::new(),
    };
    if !search.fit(0, [m; 4]) {
        return None;
    }
    let mut pots: [Vec<usize>; 4] = Default::default();
    let mut towns = groups.iter();
    for counts in &search.counts {
        for (pot, count) in counts.iter().enumerate() {
            for group in towns.by_ref().take(*count) {
                pots[pot].extend(group);
            }
        }
    }
    for single in towns.flatten() {
        let pot = (0..4).find(|g| pots[*g].len() < m)?;
        pots[pot].push(*single);
    }
    for pot in &mut pots {
        lot.shuffle(pot);
    }
    lot.shuffle(&mut pots);
    Some(pots)
}

/// The packing's backtracking over size classes.
struct Packing<'a> {
    /// (size, how many towns of that size), largest first.
    classes: &'a [(usize, usize)],
    /// (class reached, free room sorted) known not to lead anywhere.
    dead: HashSet<(usize, [usize; 4])>,
    steps: usize,
    /// For each class packed so far, its towns per pot.
    counts: Vec<[usize; 4]>,
}

impl Packing<'_> {
    /// Packs classes `i..` into pots with `room` free.
    fn fit(&mut self, i: usize, room: [usize; 4]) -> bool {
        let Some(&(size, count)) = self.classes.get(i) else {
            return true;
        };
        let mut key = room;
        key.sort_unstable();
        if self.steps == 0 || self.dead.contains(&(i, key)) {
            return false;
        }
        self.steps -= 1;
        if self.spread(i, size, count, 0, room, [0; 4]) {
            return true;
        }
        self.dead.insert((i, key));
        false
    }

    /// Tries every way to share `left` towns of `size` among pots `pot..`,
    /// then the next class.
    fn spread(
        &mut self,
        i: usize,
        size: usize,
        left: usize,
        pot: usize,
        room: [usize; 4],
        counts: [usize; 4],
    ) -> bool {
        if pot == 4 {
            if left > 0 {
                return false;
            }
            self.counts.push(counts);
            if self.fit(i + 1, room) {
                return true;
            }
            self.counts.pop();
            return false;
        }
        let most = left.min(room[pot] / size);
        for take in (0..=most).rev() {
            let (mut room, mut counts) = (room, counts);
            room[pot] -= take * size;
            counts[pot] = take;
            if self.spread(i, size, left - take, pot + 1, room, counts) {
                return true;
            }
            if self.steps == 0 {
                return false;
            }
        }
        false
    }
}

/// Four pots of `m` for the search to start from when the groups do not fit:
/// largest group first into the pot with most room, split where it must.
pub fn spread(groups: &[Vec<usize>], m: usize) -> [Vec<usize>; 4] {
    let mut groups = groups.to_vec();
    groups.sort_by_key(|g| std::cmp::Reverse(g.len()));
    let mut pots: [Vec<usize>; 4] = Default::default();
    for group in groups {
        let mut rest = group.as_slice();
        while !rest.is_empty() {
            let Some(pot) = (0..4).max_by_key(|g| (m - pots[*g].len(), std::cmp::Reverse(*g)))
            else {
                break;
            };
            let take = rest.len().min(m - pots[pot].len());
            pots[pot].extend(&rest[..take]);
            rest = &rest[take..];
        }
    }
    pots
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(town_sizes: &[usize], n: usize) -> Vec<Option<usize>> {
        let mut town = Vec::new();
        for (t, s) in town_sizes.iter().enumerate() {
            town.extend(std::iter::repeat_n(Some(t), *s));
        }
        town.resize(n, None);
        town
    }

    fn packs(town_sizes: &[usize], n: usize) -> bool {
        let town = sizes(town_sizes, n);
        let Some(pots) = pack(&groups(&town), n / 4, &mut Lot::new(1)) else {
            return false;
        };
        for pot in &pots {
            assert_eq!(pot.len(), n / 4);
        }
        // Each town in one pot.
        for t in 0..town_sizes.len() {
            let holding = pots
                .iter()
                .filter(|pot| pot.iter().any(|p| town[*p] == Some(t)))
                .count();
            assert_eq!(holding, 1, "town {t}");
        }
        true
    }

    #[test]
    fn towns_that_fit_only_one_way_are_packed() {
        // 200 players in 37 towns: 15 of six and 22 of five fill four pots
        // of 50 only as 5×6 + 4×5 three times and 10×5 once.
        let mut t = vec![6; 15];
        t.extend([5; 22]);
        assert!(packs(&t, 200));
        assert!(packs(&[5, 5, 5, 5], 20));
        assert!(packs(&[3, 3, 2, 2, 2, 2, 2, 2], 20));
    }

    #[test]
    fn towns_that_cannot_fit_are_not_packed() {
        assert!(!packs(&[6], 20));
        assert!(!packs(&[5, 5, 5, 5, 5], 32));
        assert!(!packs(&[3, 3, 3, 3, 3], 20));
    }
}
