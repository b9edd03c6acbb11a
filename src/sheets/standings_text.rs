//! The standings as text for the command line (`standings DIR`), drawn
//! from the one view (`standings_view`) in the language asked for: the same
//! columns, marks, legend and lots as the printout, and the final's order.

use std::fmt::Write as _;

use super::standings::lot_size;
use super::standings_view::{Line, StandingsView};
use crate::lang::Lang;
use crate::scoring::tcc;
use crate::tournament::final_round::Final;
use crate::tournament::standings::Standing;
use crate::words::sheet::S;
use crate::words::text;
use crate::words::tournament::{self as words, W};

/// The coefficient's short name: sTCC for the scaled rules, else TCC.
fn tcc_name(view: &StandingsView) -> &'static str {
    if tcc::scaled(view.scheme) {
        "sTCC"
    } else {
        "TCC"
    }
}

/// The mark column: a tie that needs a lot, a lot's place, or the round a
/// player is withdrawn from.
fn mark(lines: &[Standing], l: &Standing, lang: Lang) -> String {
    match (l.withdrawn, l.tied, l.lot) {
        (Some(round), _, _) => words::withdrawn_from(lang, round),
        (None, true, _) => format!("* {}", W::NeedsLot.get(lang)),
        (None, false, Some(p)) => words::lot_place(lang, p.place, lot_size(lines, p.lot)),
        (None, false, None) => String::new(),
    }
}

/// Pads `text` to `width` characters (left-aligned, or right with `right`).
fn pad(text: &str, width: usize, right: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(text.chars().count()));
    if right {
        format!("{fill}{text}")
    } else {
        format!("{text}{fill}")
    }
}

/// The standings of `view` as a text table in `lang`.
pub fn text(view: &StandingsView, lang: Lang) -> String {
    let mut o = String::new();
    let lines = view.lines();
    let tcc = tcc_name(view);
    let _ = writeln!(o, "{} — {}", view.name, W::Standings.get(lang));
    let _ = writeln!(
        o,
        "{}: {} · {}\n",
        S::Scoring.get(lang),
        text::preset(lang, view.scheme),
        words::confirmed(lang, view.confirmed, view.games)
    );
    let heads = [
        W::Rank.get(lang).to_owned(),
        W::No.get(lang).to_owned(),
        W::Player.get(lang).to_owned(),
        W::Total.get(lang).to_owned(),
        W::Tb1.get(lang).to_owned(),
        format!("{} {tcc}", W::Tb2.get(lang)),
        W::Tb3.get(lang).to_owned(),
        W::Games.get(lang).to_owned(),
    ];
    let cells: Vec<[String; 9]> = view
        .standings
        .iter()
        .map(|l| row(l, &lines, lang))
        .collect();
    let width = |i: usize| {
        cells
            .iter()
            .map(|c| c[i].chars().count())
            .chain([heads[i].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..heads.len()).map(width).collect();
    let line = |c: &[String]| {
        let mut s = String::new();
        for (i, cell) in c.iter().enumerate().take(heads.len()) {
            s.push_str(&pad(cell, widths[i], i != 2));
            s.push_str("  ");
        }
        if let Some(mark) = c.get(heads.len()) {
            s.push_str(mark);
        }
        s.trim_end().to_owned()
    };
    let _ = writeln!(o, "{}", line(&heads));
    for c in &cells {
        let _ = writeln!(o, "{}", line(c));
    }
    let _ = writeln!(
        o,
        "\n{}: {}\n{} {tcc}: {}\n{}: {}",
        W::Tb1.get(lang),
        W::Tb1Is.get(lang),
        W::Tb2.get(lang),
        W::Tb2Is.get(lang),
        W::Tb3.get(lang),
        W::Tb3Is.get(lang)
    );
    for group in &view.lots_needed {
        let names: Vec<String> = group
            .iter()
            .map(|p| format!("{p} {}", name_of(view, *p)))
            .collect();
        let _ = writeln!(o, "* {}: {}", W::LotsNeeded.get(lang), names.join(", "));
    }
    if let Some(f) = &view.final_result {
        final_order(&mut o, view, f, lang);
    }
    o.trim_end().to_owned()
}

/// One line's cells: rank, name, the numbers, games, and the mark.
fn row(l: &Line, lines: &[Standing], lang: Lang) -> [String; 9] {
    let s = &l.standing;
    [
        s.withdrawn
            .map_or_else(|| s.rank.to_string(), |_| "–".to_owned()),
        s.player.to_string(),
        l.name.clone(),
        s.total.to_string(),
        s.second_best.to_string(),
        s.tcc
            .as_ref()
            .map_or_else(|| "–".to_owned(), |c| format!("{:.3}", c.value)),
        s.opponents.to_string(),
        format!("{}/{}", s.confirmed, s.scheduled),
        mark(lines, s, lang),
    ]
}

/// A player's name as the view shows it.
fn name_of(view: &StandingsView, player: crate::tournament::PlayerNo) -> String {
    view.standings
        .iter()
        .find(|l| l.standing.player == player)
        .map(|l| l.name.clone())
        .or_else(|| {
            let finalists = view.finalists.iter().flatten();
            finalists
                .into_iter()
                .find(|f| f.player == player)
                .map(|f| f.name.clone())
        })
        .unwrap_or_default()
}

/// The final's order: the winner, then each place with the role, the
/// nations controlled, the role's qualifying wins and what decided it.
fn final_order(o: &mut String, view: &StandingsView, f: &Final, lang: Lang) {
    let _ = writeln!(
        o,
        "\n{}\n{}: {} {}",
        W::TheFinal.get(lang),
        W::Winner.get(lang),
        f.winner,
        name_of(view, f.winner)
    );
    for p in &f.places {
        let by = if p.shared {
            W::Shared.get(lang).to_owned()
        } else {
            p.decided_by
                .map(|by| words::final_tie_breaker(lang, by))
                .unwrap_or_default()
        };
        let line = format!(
            "{:>2}  {} {}  {}  {}: {}  {}: {}  {by}",
            p.place,
            p.player,
            name_of(view, p.player),
            text::role(lang, p.role),
            W::NationsControlled.get(lang),
            p.nations.len(),
            W::RoleWins.get(lang),
            p.role_wins,
        );
        let _ = writeln!(o, "{}", line.trim_end());
    }
}
