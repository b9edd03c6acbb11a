//! The qualifying round's standings (section D): each ranked player's
//! confirmed total and the three tie-breakers, ordered by them, with the
//! lots the jury drew for players still tied, the tie-breaker that placed
//! each player below the one above him, and the games behind every number.
//!
//! Live: only confirmed results count, and a player with games still to be
//! confirmed ranks by the ones that are (his line says how many). Fill-ins
//! are not ranked; their totals count for their opponents' tie-breaker 3.
//! Where the rules are silent (docs/tournament.md, "Standings and
//! tie-breakers"):
//! - an sTCC not known (his game as Frederick not confirmed, or the result
//!   lacks the Cards of Fate for N) ranks after every known one; two unknown
//!   are level and tie-breaker 3 decides;
//! - sTCCs are compared exactly (from the integers behind the quotient), not
//!   as the three decimals shown;
//! - tie-breaker 3 takes his opponents from the draw, whether or not his
//!   game as Frederick is confirmed, each with the total of his own
//!   confirmed games;
//! - a lot orders a tied group if it names every player of the group (the
//!   latest such lot); otherwise the group shares a rank and needs a lot.
//! - a withdrawn player (`tournament::seats`) is not ranked: listed after
//!   the ranked players with what he scored; the seats as played give
//!   tie-breaker 3's opponents (he counts with his total before he left,
//!   his fill-in with his after).

use std::cmp::Ordering;

use serde::Serialize;

pub mod cross;
pub mod tally;

use crate::scoring::{Points, Tcc};
use crate::tournament::PlayerNo;
use crate::tournament::book::Tournament;
pub use tally::{Explain, GameScore, Opponent, SecondBest, TccFrom, sheet};
use tally::{Tally, scored_games, tallies};

/// A tie-breaker of the qualifying round, in the order they apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreaker {
    /// 1: the sum of his second-best scores as Elisabeth and Maria Theresia
    /// (higher wins).
    SecondBest,
    /// 2: his sTCC as Frederick (lower wins).
    Tcc,
    /// 3: his opponents' qualifying total when he played Frederick (higher
    /// wins).
    Opponents,
    /// 4: a lot drawn by the jury.
    Lot,
}

/// A player's place in a lot that orders his tied group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LotPlace {
    /// The lot: its index in [`Tournament::lots`], from 0.
    pub lot: usize,
    /// His place among the tied players, from 1.
    pub place: u32,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standing {
    /// His rank, from 1; players tied after every tie-breaker and not
    /// ordered by a lot share one (1, 2, 2, 4).
    pub rank: u32,
    /// The player.
    pub player: PlayerNo,
    /// The sum of his confirmed qualifying scores.
    pub total: Points,
    /// His games in the draw.
    pub scheduled: u32,
    /// His games confirmed so far.
    pub confirmed: u32,
    /// Tie-breaker 1: his second-best scores as Elisabeth and Maria
    /// Theresia, summed (none counts 0).
    pub second_best: Points,
    /// Tie-breaker 2: his sTCC as Frederick (value and formula), if known.
    pub tcc: Option<Tcc>,
    /// Tie-breaker 3: the total of his opponents when he played Frederick.
    pub opponents: Points,
    /// His place in the lot that ordered his tied group, if one did.
    pub lot: Option<LotPlace>,
    /// What placed him below the line above: a tie-breaker, or `None` when
    /// the total did (and on the first line, and on a line tied with the
    /// one above).
    pub decided_by: Option<TieBreaker>,
    /// Tied with others after every tie-breaker, and no lot orders them:
    /// the jury draws one.
    pub tied: bool,
    /// Withdrawn from this round on: not ranked (rank 0), listed after the
    /// ranked players with what he scored.
    pub withdrawn: Option<u8>,
    /// The games behind each number.
    pub explain: Explain,
}

impl Standing {
    fn new(t: Tally) -> Self {
        Self {
            rank: 0,
            player: t.player,
            total: t.total,
            scheduled: t.scheduled,
            confirmed: t.confirmed,
            second_best: t.second_best,
            tcc: t.tcc,
            opponents: t.opponents,
            lot: None,
            decided_by: None,
            tied: false,
            withdrawn: t.withdrawn,
            explain: t.explain,
        }
    }
}

/// The ranked players (fill-ins left out), best first, then the players
/// withdrawn (not ranked: rank 0), by total.
pub fn standings(t: &Tournament) -> Vec<Standing> {
    let (scored, _) = scored_games(t);
    let (mut lines, mut withdrawn): (Vec<Standing>, Vec<Standing>) = tallies(t, &scored)
        .into_iter()
        .filter(|l| !l.fill_in)
        .map(Standing::new)
        .partition(|l| l.withdrawn.is_none());
    lines.sort_by(|a, b| order(a, b).then(a.player.cmp(&b.player)));
    let mut start = 0;
    while start < lines.len() {
        let end = (start + 1..lines.len())
            .find(|j| order(&lines[start], &lines[*j]) != Ordering::Equal)
            .unwrap_or(lines.len());
        if end - start > 1 {
            settle(&mut lines[start..end], &t.lots);
        }
        start = end;
    }
    for i in 0..lines.len() {
        let (rank, decided_by) = match i.checked_sub(1).map(|j| (&lines[j], &lines[i])) {
            None => (1, None),
            Some((above, this)) => match separation(above, this) {
                Some(by) => (u32::try_from(i).unwrap_or(u32::MAX - 1) + 1, by),
                None => (above.rank, None),
            },
        };
        lines[i].rank = rank;
        lines[i].decided_by = decided_by;
    }
    withdrawn.sort_by(|a, b| b.total.cmp(&a.total).then(a.player.cmp(&b.player)));
    lines.extend(withdrawn);
    lines
}

/// The groups still tied after every tie-breaker that no lot orders, best
/// first: each needs a lot.
pub fn lots_needed(lines: &[Standing]) -> Vec<Vec<PlayerNo>> {
    let mut groups: Vec<Vec<PlayerNo>> = Vec::new();
    for (i, line) in lines.iter().enumerate().filter(|(_, l)| l.tied) {
        match groups.last_mut() {
            Some(group) if i > 0 && lines[i - 1].tied && lines[i - 1].rank == line.rank => {
                group.push(line.player);
            }
            _ => groups.push(vec![line.player]),
        }
    }
    groups
}

/// The four best ranked players, best first (the order they choose their
/// roles for the final; a withdrawn player is not ranked); `None` with
/// fewer than four ranked players, or
/// while any of the first four lines needs a lot (who reaches the final, or
/// who chooses first, is not decided yet).
pub fn finalists(t: &Tournament) -> Option<Vec<PlayerNo>> {
    let lines: Vec<Standing> = standings(t)
        .into_iter()
        .filter(|l| l.withdrawn.is_none())
        .collect();
    let top = lines.get(..4)?;
    if top.iter().any(|l| l.tied) {
        return None;
    }
    Some(top.iter().map(|l| l.player).collect())
}

impl Tournament {
    /// The four finalists in rank order, once every qualifying game is
    /// confirmed and no lot is needed among them ([`finalists`]); `None`
    /// before. Here rather than in `book.rs`, so that the journal does not
    /// import the standings that read it.
    pub fn finalists(&self) -> Option<Vec<PlayerNo>> {
        let draw = self.draw.as_ref()?;
        let complete = draw.games.iter().all(|g| {
            self.results
                .get(&g.game())
                .is_some_and(|o| o.confirmed.is_some())
        });
        if !complete {
            return None;
        }
        finalists(self)
    }
}

/// How `a` and `b` compare by total and tie-breakers 1–3: `Less` when `a`
/// ranks higher.
fn order(a: &Standing, b: &Standing) -> Ordering {
    b.total
        .cmp(&a.total)
        .then(b.second_best.cmp(&a.second_best))
        .then_with(|| tcc_order(a.tcc.as_ref(), b.tcc.as_ref()))
        .then(b.opponents.cmp(&a.opponents))
}

/// What placed `this` below `above`: `Some(None)` the total, `Some(Some(_))`
/// a tie-breaker, `None` nothing (they are tied).
fn separation(above: &Standing, this: &Standing) -> Option<Option<TieBreaker>> {
    if above.total != this.total {
        return Some(None);
    }
    let by = if above.second_best != this.second_best {
        TieBreaker::SecondBest
    } else if tcc_order(above.tcc.as_ref(), this.tcc.as_ref()) != Ordering::Equal {
        TieBreaker::Tcc
    } else if above.opponents != this.opponents {
        TieBreaker::Opponents
    } else if above.lot.is_some() && this.lot.is_some() {
        TieBreaker::Lot
    } else {
        return None;
    };
    Some(Some(by))
}

/// Orders a group level on total and tie-breakers 1–3 by the latest lot that
/// names all of them, or marks them tied.
fn settle(group: &mut [Standing], lots: &[Vec<PlayerNo>]) {
    let found = lots
        .iter()
        .enumerate()
        .rev()
        .find(|(_, lot)| group.iter().all(|l| lot.contains(&l.player)));
    let Some((index, lot)) = found else {
        for line in group.iter_mut() {
            line.tied = true;
        }
        return;
    };
    group.sort_by_key(|l| lot.iter().position(|p| *p == l.player));
    for (place, line) in group.iter_mut().enumerate() {
        line.lot = Some(LotPlace {
            lot: index,
            place: u32::try_from(place).unwrap_or(u32::MAX - 1) + 1,
        });
    }
}

/// Tie-breaker 2: `Less` when `a` ranks higher (the lower sTCC); an unknown
/// one ranks after every known one.
pub fn tcc_order(a: Option<&Tcc>, b: Option<&Tcc>) -> Ordering {
    match (a, b) {
        (Some(a), Some(b)) => {
            // value² = F² · s / (A² · d), with s/d = 23/N when scaled, 1
            // unscaled: compared crosswise in integers, exactly.
            let parts = |t: &Tcc| {
                let (s, d) = if t.scaled {
                    (23, i128::from(t.n.max(1)))
                } else {
                    (1, 1)
                };
                let (f, att) = (i128::from(t.frederick), i128::from(t.attackers));
                (f * f * s, att * att * d)
            };
            let ((an, ad), (bn, bd)) = (parts(a), parts(b));
            (an * bd).cmp(&(bn * ad))
        }
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tcc(scaled: bool, n: u32, frederick: i64, attackers: i64) -> Tcc {
        let ratio = frederick as f64 / attackers as f64;
        let scale = if scaled {
            (23.0 / f64::from(n)).sqrt()
        } else {
            1.0
        };
        Tcc {
            scaled,
            n,
            frederick,
            attackers,
            value: ratio * scale,
        }
    }

    #[test]
    fn stccs_compare_exactly_and_an_unknown_one_ranks_last() {
        // 105/172 × √(23/13) = 0.812 < 85/149 × √(23/11) = 0.825.
        let (a, b) = (tcc(true, 13, 105, 172), tcc(true, 11, 85, 149));
        assert_eq!(tcc_order(Some(&a), Some(&b)), Ordering::Less);
        assert_eq!(tcc_order(Some(&b), Some(&a)), Ordering::Greater);
        // The same quotient from other numbers is level, whatever the float.
        let (c, d) = (tcc(true, 23, 1, 3), tcc(true, 23, 70, 210));
        assert_eq!(tcc_order(Some(&c), Some(&d)), Ordering::Equal);
        // Unscaled (FWC 2020) against scaled: 2/5 = 0.4 and 1/5 × √(23/6) = 0.392.
        let (e, f) = (tcc(false, 20, 2, 5), tcc(true, 6, 1, 5));
        assert!(f.value < e.value);
        assert_eq!(tcc_order(Some(&e), Some(&f)), Ordering::Greater);
        assert_eq!(tcc_order(Some(&e), None), Ordering::Less);
        assert_eq!(tcc_order(None, Some(&e)), Ordering::Greater);
        assert_eq!(tcc_order(None, None), Ordering::Equal);
    }
}
