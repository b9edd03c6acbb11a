//! CAFE 2023 (English and Spanish text) and CAFE 2019 (section C): 10 + 0.1·T,
//! 13 − 0.1·T, 0.5·T and %O/10 + 1.6 − 0.1·T with %O rounded to a whole
//! percent (up, in the Spanish text); the offensive option with its caps and
//! TC bonus; no victory bonus.

use crate::engine::{Nation, Preset, Role};

use super::formula::{Formula, Losing, NotKnown, Objectives, Scored, When};
use super::points::{Points, whole_percent, whole_percent_up};
use super::result::{GameResult, Holding, OffensiveEnd, Outcome, Switch};
use super::{Line, Scheme};

/// The CAFE scoring rules of the given year (and text).
pub(super) struct Cafe(pub(super) Preset);

/// Frederick's defeat score is capped here (23 turns at most).
const FREDERICK_MAX: Points = Points(1150);
/// Maria Theresia's offensive-option score before the TC bonus.
const MARIA_OO_MAX: Points = Points(900);

impl Cafe {
    /// A losing attacking nation: %O/10 + 1.6 − 0.1·T, %O rounded to the
    /// nearest whole percent ("hacia arriba", up, in the Spanish text).
    fn losing(&self, objectives: Objectives, turns: u32) -> Losing {
        let Objectives { held, total, .. } = objectives;
        let rounded_up = self.0 == Preset::Cafe2023Es;
        let pct = if rounded_up {
            whole_percent_up(held, total)
        } else {
            whole_percent(held, total)
        };
        let points = Points(pct * 10) + Points::tenths(16) - Points::tenths(i64::from(turns));
        Losing {
            objectives,
            rounded_up,
            pct,
            turns,
            points,
        }
    }
}

impl Scheme for Cafe {
    fn frederick(&self, r: &GameResult) -> Line {
        let turns = r.turns;
        let t = i64::from(turns);
        match r.outcome {
            Outcome::Defensive => {
                let points = Points::whole(10) + Points::tenths(t);
                Line::new(
                    Scored::DefensiveVictory,
                    Formula::CafeDefensive { turns, points },
                    points,
                )
            }
            Outcome::Offensive => Line::new(
                Scored::OffensiveVictory,
                Formula::CafeOffensiveVictory,
                Points::whole(13),
            ),
            Outcome::Attackers => {
                let raw = Points(50 * t);
                Line::new(
                    Scored::Defeat,
                    Formula::CafeDefeat { turns, raw },
                    raw.min(FREDERICK_MAX),
                )
            }
        }
    }

    fn nation(&self, r: &GameResult, nation: Nation, h: &Holding) -> Line {
        if r.winners.contains(&nation) {
            let points = Points::whole(13) - Points::tenths(i64::from(r.turns));
            let formula = Formula::CafeWinner {
                turns: r.turns,
                points,
            };
            return Line::new(Scored::Nation(nation), formula, points);
        }
        let (turns, when) = h.counted(r.turns);
        let objectives = Objectives {
            held: h.held,
            total: h.total,
            when,
        };
        let losing = self.losing(objectives, turns);
        Line::new(
            Scored::Nation(nation),
            Formula::CafeLosing(losing),
            losing.points,
        )
    }

    fn frederick_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        if o.end == OffensiveEnd::Won {
            return None; // Frederick's score is exactly 13 then.
        }
        let pct = whole_percent(o.prussia_bohemian, o.bohemian_total);
        let points = Points(pct * 10);
        let formula = Formula::CafeFrederickOffensive {
            held: o.prussia_bohemian,
            total: o.bohemian_total,
            called_off: (o.end == OffensiveEnd::CalledOff).then_some(o.ended_turn),
            pct,
            points,
        };
        Some(Line::new(Scored::OffensiveOption, formula, points))
    }

    fn maria_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        let raw = Points(50 * i64::from(o.turns())) + Points::whole(i64::from(o.austria_bohemian));
        let tc = Points::whole(i64::from(o.tc_picked_up));
        let points = raw.min(MARIA_OO_MAX) + tc;
        let formula = Formula::CafeMariaOffensive {
            turns: o.turns(),
            launched: o.launched_turn,
            ended: o.ended_turn,
            bohemian: o.austria_bohemian,
            raw,
            capped: raw > MARIA_OO_MAX,
            tc: o.tc_picked_up,
            points,
        };
        Some(Line::new(Scored::OffensiveOption, formula, points))
    }

    fn bonus(&self, _r: &GameResult, _role: Role) -> Option<Line> {
        None
    }

    fn imperial_switch(&self, r: &GameResult) -> Option<Result<Line, NotKnown>> {
        if !r.imperial.switched() {
            return None;
        }
        if self.0 == Preset::Cafe2019 {
            // Zero whenever it switched: the turn is not needed.
            let turn = r.imperial.switch.map(|s| s.turn);
            return Some(Ok(Line::new(
                Scored::ImperialSwitch,
                Formula::Cafe2019Switch { turn },
                Points::default(),
            )));
        }
        let Some(Switch { turn, held, total }) = r.imperial.switch else {
            return Some(Err(NotKnown::SwitchFacts));
        };
        let objectives = Objectives {
            held,
            total,
            when: When::Switch(turn),
        };
        let losing = self.losing(objectives, turn);
        let formula = Formula::CafeSwitch {
            losing,
            counts: self.0 == Preset::Cafe2023Es,
        };
        Some(Ok(Line::new(
            Scored::ImperialSwitch,
            formula,
            losing.points,
        )))
    }
}
