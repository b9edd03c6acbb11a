//! The scores as CSV for the jury's spreadsheet: one row per player.

use crate::engine::Role;
use crate::lang::Lang;
use crate::words::text;

use super::Report;

use crate::spreadsheet::cell as field;

/// The header line of [`csv`].
pub const CSV_HEADER: &str = "table,started,ruleset,turns,outcome,role,player,best,bonus,score,second_best,imperial_switch,tc_coefficient,setup_left,assumed";

/// One row per role with the score, its parts and the tie-break inputs; a
/// report without complete scores gives the header only. `started` is the
/// first turn's start, `setup_left` when setup was left, `assumed` why the
/// scoring rules are assumed (British Open: FWC 2026 scoring), empty when
/// the result names them.
pub fn csv(report: &Report) -> String {
    let mut out = format!("{CSV_HEADER}\n");
    let Some(sheet) = &report.scores else {
        return out;
    };
    let h = &report.header;
    let minute = |t: Option<chrono::DateTime<chrono::Local>>| {
        t.map(|t| crate::format::wall_minute(&t))
            .unwrap_or_default()
    };
    let (started, setup_left) = (minute(h.started), minute(h.setup_left));
    let result = report.game_result();
    let turns = result
        .as_ref()
        .map(|r| r.turns.to_string())
        .unwrap_or_default();
    let outcome = result
        .as_ref()
        .map(|r| super::super::scoring::result::key(r.outcome))
        .unwrap_or_default();
    let tcc = sheet
        .tie_break
        .tcc
        .as_ref()
        .map(|t| format!("{:.3}", t.value))
        .unwrap_or_default();
    let assumed = sheet
        .assumed
        .map(|a| field(crate::words::score::assumed(Lang::En, a)))
        .unwrap_or_default();
    for r in &sheet.roles {
        let best = r
            .candidates
            .first()
            .map(|l| l.points.to_string())
            .unwrap_or_default();
        let bonus = r
            .bonus
            .as_ref()
            .map(|l| l.points.to_string())
            .unwrap_or_default();
        let second = r
            .second_best
            .as_ref()
            .map(|l| l.points.to_string())
            .unwrap_or_default();
        let switch = match r.role {
            Role::MariaTheresia => match &sheet.tie_break.imperial_switch {
                Some(Ok(l)) => l.points.to_string(),
                // Not known: empty, as a TC coefficient that cannot be computed.
                _ => String::new(),
            },
            _ => String::new(),
        };
        let tcc = if r.role == Role::Frederick {
            tcc.as_str()
        } else {
            ""
        };
        let row = [
            field(&h.table),
            field(&started),
            field(&h.ruleset),
            turns.clone(),
            outcome.clone(),
            field(text::role(Lang::En, r.role)),
            field(h.players.get(&r.role).map_or("", String::as_str)),
            best,
            bonus,
            r.total.to_string(),
            second,
            switch,
            tcc.to_owned(),
            setup_left.clone(),
            assumed.clone(),
        ];
        out.push_str(&row.join(","));
        out.push('\n');
    }
    out
}

/// The header line of [`turns`].
pub const TURNS_HEADER: &str = "turn,from_s,to_s,prussia_s,hanover_s,russia_s,sweden_s,austria_s,imperial_army_s,france_s,frederick_outside_s,attackers_outside_s,frederick_stopwatch_s,attackers_stopwatch_s,frederick_left_s,attackers_left_s,combat_s,jury_s,rules_s,break_s,outage_s,shuffle_s,out_of_time_s,time_up_s,between_s,onto_stopwatch";

/// Where the time went, one row per turn, in seconds (one decimal): when
/// the turn began and ended on the game's timeline, each nation's time in
/// its own stages (chess clock and stopwatch), each side's time outside
/// them and on the stopwatch, the chess clocks left after the turn, how long
/// the clock stood still by why, and which side went onto the stopwatch.
pub fn turns(rows: &[crate::engine::TurnTime]) -> String {
    use crate::engine::{Nation, Side, Still};
    let s = |ms: u64| {
        let tenths = (ms + 50) / 100;
        format!("{}.{}", tenths / 10, tenths % 10)
    };
    let mut out = format!("{TURNS_HEADER}\n");
    for row in rows {
        let mut cells = vec![row.turn.to_string(), s(row.from), s(row.to)];
        cells.extend(Nation::ALL.map(|n| s(row.nation_total(n))));
        cells.extend(Side::BOTH.map(|side| {
            let t = row.outside[side.index()];
            s(t.clock + t.stopwatch)
        }));
        cells.extend(Side::BOTH.map(|side| s(row.side(side).stopwatch)));
        cells.extend(row.clock_left.map(s));
        cells.extend(Still::ALL.map(|why| s(row.still.get(&why).copied().unwrap_or(0))));
        let onto: Vec<String> = row
            .onto_stopwatch
            .iter()
            .map(|o| {
                format!(
                    "{} ({})",
                    text::side(Lang::En, o.side),
                    crate::words::chart::onto(Lang::En, o.how)
                )
            })
            .collect();
        cells.push(field(&onto.join("; ")));
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}
