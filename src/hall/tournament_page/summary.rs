//! A result as the Results tab says it in one line (how it ended, the
//! winners, the turns) and its four scores by role: the game's row and
//! each report side by side say them alike.

use crate::engine::Role;
use crate::lang::Lang;
use crate::scoring::{Outcome, Points, ResultInput};
use crate::words::pages::P;
use crate::words::sheet::S;
use crate::words::text;

/// A result in one line: how it ended, the winners, the turns.
pub fn summary(r: Option<&ResultInput>, lang: Lang) -> String {
    let Some(r) = r else {
        return String::new();
    };
    let outcome = match r.outcome {
        Some(Outcome::Defensive) => P::OutcomeDefensive.get(lang),
        Some(Outcome::Offensive) => P::OutcomeOffensive.get(lang),
        Some(Outcome::Attackers) => P::OutcomeAttackers.get(lang),
        None => "?",
    };
    let winners: Vec<&str> = r.winners.iter().map(|n| text::nation(lang, *n)).collect();
    let winners = if winners.is_empty() {
        String::new()
    } else {
        format!(" ({})", winners.join(", "))
    };
    let turns = r.turns.map_or_else(|| "?".to_owned(), |t| t.to_string());
    format!("{outcome}{winners} · {}: {turns}", S::Turns.get(lang))
}

/// The four scores by role in one line.
pub fn scores_line(scores: &[Points; 4], lang: Lang) -> String {
    Role::ALL
        .into_iter()
        .zip(scores)
        .map(|(role, s)| format!("{} {s}", text::role(lang, role)))
        .collect::<Vec<_>>()
        .join(" · ")
}
