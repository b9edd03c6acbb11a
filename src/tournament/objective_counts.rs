//! Each attacking nation's objectives in all, as the tournament's confirmed
//! results agree on them: the board's count, as the tables counted it. The
//! tournament texts name no nation's count (only the Imperial Army's, 10 or
//! 5 by its controller, and the 14 Bohemian objectives: `scoring`), so the
//! result form fills a nation's total from here, not from a number of its
//! own. Pure.

use std::collections::BTreeMap;

use super::book::Tournament;
use crate::engine::Nation;
use crate::scoring::result::ATTACKERS;

impl Tournament {
    /// Each attacking nation's total most confirmed results give it (the
    /// higher when two are given as often); a nation no confirmed result
    /// counts is left out. The Imperial Army's depends on its controller
    /// and is left out.
    pub fn objective_counts(&self) -> BTreeMap<Nation, i64> {
        let mut seen: BTreeMap<(Nation, i64), usize> = BTreeMap::new();
        for result in self.results.values().filter_map(|o| o.confirmed.as_ref()) {
            for n in ATTACKERS.into_iter().filter(|n| *n != Nation::ImperialArmy) {
                if let Some(total) = result.objectives.get(&n).and_then(|h| h.total) {
                    *seen.entry((n, total)).or_default() += 1;
                }
            }
        }
        let mut best: BTreeMap<Nation, (usize, i64)> = BTreeMap::new();
        for ((n, total), count) in seen {
            let entry = best.entry(n).or_insert((count, total));
            if (count, total) > *entry {
                *entry = (count, total);
            }
        }
        best.into_iter().map(|(n, (_, total))| (n, total)).collect()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use crate::engine::Nation;
    use crate::tournament::book::Entry;
    use crate::tournament::book::tests::{line, russia_wins};
    use crate::wire::GameRef;

    #[test]
    fn a_nations_total_is_the_one_most_confirmed_results_give_it() {
        let mut t = crate::tournament::book::tests::four();
        assert!(t.objective_counts().is_empty(), "nothing confirmed yet");
        let games = [1, 2, 3].map(|round| GameRef { round, table: 1 });
        for (i, game) in games.into_iter().enumerate() {
            let mut r = russia_wins();
            // One table counted Sweden's objectives wrong.
            if i == 2 {
                r.objectives.get_mut(&Nation::Sweden).unwrap().total = Some(5);
            }
            t.apply(&line(Entry::Confirmed {
                game,
                result: r,
                reason: None,
                by: None,
            }))
            .unwrap();
        }
        let counts = t.objective_counts();
        let sweden = russia_wins().objectives[&Nation::Sweden].total.unwrap();
        assert_eq!(counts[&Nation::Sweden], sweden);
        assert_eq!(
            counts.get(&Nation::Russia).copied(),
            russia_wins().objectives[&Nation::Russia].total
        );
        assert!(!counts.contains_key(&Nation::ImperialArmy));
    }
}
