//! A result in one line ("Attackers won (Russia) · Turns: 12"): the jury's
//! Results tab, the public results and the results sheet say it alike.

use crate::lang::Lang;
use crate::scoring::{Outcome, ResultInput};
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
