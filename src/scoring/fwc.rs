//! FWC 2026 and FWC 2020 ("Scoring in the qualifying round"): time score for
//! Frederick, objectives % / 10 for the attackers (exact), the offensive
//! option (Frederick's % to a whole percent), and the victory bonus split by
//! each player's share of the winning nations.

use crate::engine::{Nation, Preset, Role};

use super::formula::{Formula, NotKnown, Objectives, Scored, When};
use super::points::{Points, div_round, whole_percent};
use super::result::{GameResult, Holding, OffensiveEnd, Outcome, Switch};
use super::{Line, Scheme, counts_for};

/// The FWC scoring rules of the given year.
pub(super) struct Fwc(pub(super) Preset);

/// Frederick's time score is capped here.
const FREDERICK_MAX: Points = Points(1150);
/// An attacking nation's objective score is capped here.
const NATION_MAX: Points = Points(1000);
/// Maria Theresia's offensive-option score is capped here.
const MARIA_OO_MAX: Points = Points(950);

/// `held / total` of 10 points, rounded to two decimals.
fn tenth_of_percent(held: u32, total: u32) -> Points {
    Points(div_round(i64::from(held) * 1000, i64::from(total)))
}

impl Scheme for Fwc {
    fn frederick(&self, r: &GameResult) -> Line {
        if matches!(r.outcome, Outcome::Defensive | Outcome::Offensive) {
            return Line::new(Scored::Victory, Formula::FrederickWon, Points::whole(10));
        }
        let raw = Points(50 * i64::from(r.turns));
        let formula = Formula::FwcLength {
            turns: r.turns,
            raw,
            capped: raw > FREDERICK_MAX,
        };
        Line::new(Scored::GameLength, formula, raw.min(FREDERICK_MAX))
    }

    fn nation(&self, r: &GameResult, nation: Nation, h: &Holding) -> Line {
        let points = tenth_of_percent(h.held, h.total).min(NATION_MAX);
        let (_, when) = h.counted(r.turns);
        let objectives = Objectives {
            held: h.held,
            total: h.total,
            when,
        };
        Line::new(
            Scored::Nation(nation),
            Formula::FwcNation { objectives, points },
            points,
        )
    }

    fn frederick_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        // A whole percent (half up), as in FWC's worked examples: 12 of 14 →
        // 86 % → 8.6. Only this line is rounded so; nations' % stays exact.
        let pct = whole_percent(o.prussia_bohemian, o.bohemian_total);
        let raw = Points(pct * 10);
        let won = o.end == OffensiveEnd::Won;
        let points = if won { raw } else { raw - Points::whole(1) };
        let formula = Formula::FwcFrederickOffensive {
            held: o.prussia_bohemian,
            total: o.bohemian_total,
            pct,
            raw,
            won,
            points,
        };
        Some(Line::new(Scored::OffensiveOption, formula, points))
    }

    fn maria_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        let turns = Points(50 * i64::from(o.turns()));
        let objectives = Points::whole(i64::from(o.austria_bohemian));
        let tc = Points::whole(i64::from(o.tc_picked_up));
        let raw = turns + objectives + tc;
        let formula = Formula::FwcMariaOffensive {
            turns: o.turns(),
            launched: o.launched_turn,
            ended: o.ended_turn,
            won: o.end == OffensiveEnd::Won,
            bohemian: o.austria_bohemian,
            tc: o.tc_picked_up,
            raw,
            capped: raw > MARIA_OO_MAX,
        };
        Some(Line::new(
            Scored::OffensiveOption,
            formula,
            raw.min(MARIA_OO_MAX),
        ))
    }

    fn bonus(&self, r: &GameResult, role: Role) -> Option<Line> {
        match r.outcome {
            Outcome::Defensive | Outcome::Offensive => (role == Role::Frederick).then(|| {
                Line::new(
                    Scored::VictoryBonus,
                    Formula::FrederickBonus,
                    Points::whole(2),
                )
            }),
            Outcome::Attackers => {
                let all = i64::try_from(r.winners.len()).ok()?;
                let mine = r
                    .winners
                    .iter()
                    .filter(|n| counts_for(r, **n) == role)
                    .count();
                let mine = i64::try_from(mine).ok().filter(|m| *m > 0)?;
                let total = 2 + (all - 1);
                let points = Points::ratio(total * mine, all);
                let formula = Formula::AttackersBonus {
                    mine,
                    all,
                    total,
                    points,
                };
                Some(Line::new(Scored::VictoryBonus, formula, points))
            }
        }
    }

    fn imperial_switch(&self, r: &GameResult) -> Option<Result<Line, NotKnown>> {
        if !r.imperial.switched() {
            return None;
        }
        let Some(Switch { turn, held, total }) = r.imperial.switch else {
            return Some(Err(NotKnown::SwitchFacts));
        };
        let points = tenth_of_percent(held, total).min(NATION_MAX);
        let objectives = Objectives {
            held,
            total,
            when: When::Switch(turn),
        };
        let formula = Formula::FwcSwitch {
            objectives,
            points,
            scheme: self.0,
        };
        Some(Ok(Line::new(Scored::ImperialSwitch, formula, points)))
    }
}
