//! CAFE 2023 (English and Spanish text) and CAFE 2019 (section C): 10 + 0.1·T,
//! 13 − 0.1·T, 0.5·T and %O/10 + 1.6 − 0.1·T with %O rounded to a whole
//! percent (up, in the Spanish text); the offensive option with its caps and
//! TC bonus; no victory bonus.

use crate::engine::{Nation, Preset, Role};

use super::english;
use super::points::{Points, percent, whole_percent, whole_percent_up};
use super::result::{GameResult, Holding, OffensiveEnd, Outcome, Switch};
use super::{Line, SWITCH_NOT_KNOWN, Scheme};

/// The CAFE scoring rules of the given year (and text).
pub(super) struct Cafe(pub(super) Preset);

/// Frederick's defeat score is capped here (23 turns at most).
const FREDERICK_MAX: Points = Points(1150);
/// Maria Theresia's offensive-option score before the TC bonus.
const MARIA_OO_MAX: Points = Points(900);

impl Cafe {
    /// A losing attacking nation: %O/10 + 1.6 − 0.1·T, %O rounded to the
    /// nearest whole percent ("hacia arriba", up, in the Spanish text).
    fn losing(&self, held: u32, total: u32, turns: u32, when: &str) -> (String, Points) {
        let (pct, how) = if self.0 == Preset::Cafe2023Es {
            (whole_percent_up(held, total), ", rounded up to")
        } else {
            (whole_percent(held, total), " ≈")
        };
        let points = Points(pct * 10) + Points::tenths(16) - Points::tenths(i64::from(turns));
        let formula = format!(
            "{held} of {total} objectives {when} = {}{how} {pct} %; {pct} ÷ 10 + 1.6 − 0.1 × {turns} turns = {points}",
            percent(held, total)
        );
        (formula, points)
    }
}

impl Scheme for Cafe {
    fn frederick(&self, r: &GameResult) -> Line {
        let t = i64::from(r.turns);
        match r.outcome {
            Outcome::Defensive => {
                let points = Points::whole(10) + Points::tenths(t);
                Line::new(
                    "Defensive victory",
                    format!("10 + 0.1 × {t} turns = {points}"),
                    points,
                )
            }
            Outcome::Offensive => Line::new(
                "Offensive victory",
                "the offensive was victorious: exactly 13",
                Points::whole(13),
            ),
            Outcome::Attackers => {
                let raw = Points(50 * t);
                let points = raw.min(FREDERICK_MAX);
                Line::new(
                    "Defeat",
                    format!("0.5 × {t} turns = {raw} (max 11.5)"),
                    points,
                )
            }
        }
    }

    fn nation(&self, r: &GameResult, nation: Nation, h: &Holding) -> Line {
        if r.winners.contains(&nation) {
            let points = Points::whole(13) - Points::tenths(i64::from(r.turns));
            return Line::new(
                english::nation(nation),
                format!("victory: 13 − 0.1 × {} turns = {points}", r.turns),
                points,
            );
        }
        let (turns, when) = h.counted(r.turns);
        let (formula, points) = self.losing(h.held, h.total, turns, &when);
        Line::new(english::nation(nation), formula, points)
    }

    fn frederick_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        if o.end == OffensiveEnd::Won {
            return None; // Frederick's score is exactly 13 then.
        }
        let pct = whole_percent(o.prussia_bohemian, o.bohemian_total);
        let points = Points(pct * 10);
        let moment = match o.end {
            OffensiveEnd::CalledOff => format!("when it was called off in turn {}", o.ended_turn),
            _ => "at game end, still active".to_owned(),
        };
        Some(Line::new(
            "Offensive option",
            format!(
                "{} of {} Bohemian objectives {moment} = {} ≈ {pct} %; {pct} ÷ 10 = {points}",
                o.prussia_bohemian,
                o.bohemian_total,
                percent(o.prussia_bohemian, o.bohemian_total)
            ),
            points,
        ))
    }

    fn maria_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        let raw = Points(50 * i64::from(o.turns())) + Points::whole(i64::from(o.austria_bohemian));
        let capped = raw.min(MARIA_OO_MAX);
        let cap = if raw > MARIA_OO_MAX {
            ", max 9.00"
        } else {
            " (max 9)"
        };
        let tc = Points::whole(i64::from(o.tc_picked_up));
        let points = capped + tc;
        Some(Line::new(
            "Offensive option",
            format!(
                "0.5 × {} turns (turns {}–{}) + {} Bohemian objectives = {raw}{cap}; + {} (Prussian TC picked up) = {points}",
                o.turns(),
                o.launched_turn,
                o.ended_turn,
                o.austria_bohemian,
                u8::from(o.tc_picked_up)
            ),
            points,
        ))
    }

    fn bonus(&self, _r: &GameResult, _role: Role) -> Option<Line> {
        None
    }

    fn imperial_switch(&self, r: &GameResult) -> Option<Result<Line, String>> {
        if !r.imperial.switched() {
            return None;
        }
        if self.0 == Preset::Cafe2019 {
            // Zero whenever it switched: the turn is not needed.
            let when = r
                .imperial
                .switch
                .map_or_else(String::new, |s| format!(" in turn {}", s.turn));
            return Some(Ok(Line::new(
                "Imperial Army switch",
                format!("switched{when}: Austria scores 0 for the tie-break (CAFE 2019)"),
                Points::default(),
            )));
        }
        let Some(Switch { turn, held, total }) = r.imperial.switch else {
            return Some(Err(SWITCH_NOT_KNOWN.to_owned()));
        };
        let at = format!("at the switch in turn {turn}");
        let (formula, points) = self.losing(held, total, turn, &at);
        let counts = if self.0 == Preset::Cafe2023Es {
            "one of Maria Theresia's scores: no exception in the Spanish text"
        } else {
            "tie-breaker only"
        };
        Some(Ok(Line::new(
            "Imperial Army switch",
            format!("{formula} ({counts})"),
            points,
        )))
    }
}
