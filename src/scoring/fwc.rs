//! FWC 2026 and FWC 2020 ("Scoring in the qualifying round"): time score for
//! Frederick, objectives % / 10 for the attackers (exact), the offensive
//! option (Frederick's % to a whole percent), and the victory bonus split by
//! each player's share of the winning nations.

use crate::engine::{Nation, Preset, Role};

use super::english;
use super::points::{Points, div_round, percent, whole_percent};
use super::result::{GameResult, Holding, OffensiveEnd, Outcome, Switch};
use super::{Line, SWITCH_NOT_KNOWN, Scheme, counts_for};

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
            return Line::new("Victory", "Frederick won: always 10", Points::whole(10));
        }
        let raw = Points(50 * i64::from(r.turns));
        let points = raw.min(FREDERICK_MAX);
        let cap = if raw > FREDERICK_MAX {
            ", max 11.50"
        } else {
            ""
        };
        Line::new(
            "Game length",
            format!("0.5 × {} turns = {raw}{cap}", r.turns),
            points,
        )
    }

    fn nation(&self, r: &GameResult, nation: Nation, h: &Holding) -> Line {
        let raw = tenth_of_percent(h.held, h.total);
        let points = raw.min(NATION_MAX);
        let (_, when) = h.counted(r.turns);
        Line::new(
            english::nation(nation),
            format!(
                "{} of {} objectives {when} = {} ÷ 10 = {points} (max 10)",
                h.held,
                h.total,
                percent(h.held, h.total)
            ),
            points,
        )
    }

    fn frederick_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        // A whole percent (half up), as in FWC's worked examples: 12 of 14 →
        // 86 % → 8.6. Only this line is rounded so; nations' % stays exact.
        let pct = whole_percent(o.prussia_bohemian, o.bohemian_total);
        let raw = Points(pct * 10);
        let base = format!(
            "{} of {} Bohemian objectives = {} ≈ {pct} % ÷ 10 = {raw}",
            o.prussia_bohemian,
            o.bohemian_total,
            percent(o.prussia_bohemian, o.bohemian_total)
        );
        let (formula, points) = if o.end == OffensiveEnd::Won {
            (format!("{base} (successful)"), raw)
        } else {
            let points = raw - Points::whole(1);
            (format!("{base} − 1 (not successful) = {points}"), points)
        };
        Some(Line::new("Offensive option", formula, points))
    }

    fn maria_offensive(&self, r: &GameResult) -> Option<Line> {
        let o = r.offensive?;
        let turns = Points(50 * i64::from(o.turns()));
        let objectives = Points::whole(i64::from(o.austria_bohemian));
        let tc = Points::whole(i64::from(o.tc_picked_up));
        let raw = turns + objectives + tc;
        let points = raw.min(MARIA_OO_MAX);
        let cap = if raw > MARIA_OO_MAX {
            ", max 9.50"
        } else {
            " (max 9.5)"
        };
        let until = if o.end == OffensiveEnd::Won {
            "won"
        } else {
            "given up"
        };
        Some(Line::new(
            "Offensive option",
            format!(
                "0.5 × {} turns (turns {}–{}, until {until}) + {} Bohemian objectives + {} (Prussian TC picked up) = {raw}{cap}",
                o.turns(),
                o.launched_turn,
                o.ended_turn,
                o.austria_bohemian,
                u8::from(o.tc_picked_up)
            ),
            points,
        ))
    }

    fn bonus(&self, r: &GameResult, role: Role) -> Option<Line> {
        match r.outcome {
            Outcome::Defensive | Outcome::Offensive => (role == Role::Frederick)
                .then(|| Line::new("Victory bonus", "Frederick won: 2", Points::whole(2))),
            Outcome::Attackers => {
                let all = i64::try_from(r.winners.len()).ok()?;
                let mine = r
                    .winners
                    .iter()
                    .filter(|n| counts_for(r, **n) == role)
                    .count();
                let mine = i64::try_from(mine).ok().filter(|m| *m > 0)?;
                let total = 2 + (all - 1);
                let more = if all > 1 {
                    format!(
                        "2 + {} for more winning attacking nations = {total}",
                        all - 1
                    )
                } else {
                    "2".to_owned()
                };
                let points = Points::ratio(total * mine, all);
                Some(Line::new(
                    "Victory bonus",
                    format!(
                        "bonus {more}; {mine} of {all} winning nations: {total} × {mine}/{all} = {points}"
                    ),
                    points,
                ))
            }
        }
    }

    fn imperial_switch(&self, r: &GameResult) -> Option<Result<Line, String>> {
        if !r.imperial.switched() {
            return None;
        }
        let Some(Switch { turn, held, total }) = r.imperial.switch else {
            return Some(Err(SWITCH_NOT_KNOWN.to_owned()));
        };
        let points = tenth_of_percent(held, total).min(NATION_MAX);
        Some(Ok(Line::new(
            "Imperial Army switch",
            format!(
                "{held} of {total} objectives at the switch in turn {turn} = {} ÷ 10 = {points} ({}: Maria Theresia's second-best score, tie-breaker only)",
                percent(held, total),
                self.0.title()
            ),
            points,
        )))
    }
}
