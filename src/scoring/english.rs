//! The English names the scoring module's own text uses. Its score lines
//! (labels and formulas) and its problems are English, as the command line
//! and the exports print them; the app words them through `words`, whose
//! English names these match (a test there checks it). The engine itself
//! has no names.

use crate::engine::{FateCard, Nation};

/// A nation's English name, as a score line's label and a problem write it.
pub fn nation(n: Nation) -> &'static str {
    match n {
        Nation::Prussia => "Prussia",
        Nation::Hanover => "Hanover",
        Nation::Russia => "Russia",
        Nation::Sweden => "Sweden",
        Nation::Austria => "Austria",
        Nation::ImperialArmy => "Imperial Army",
        Nation::France => "France",
    }
}

/// A Card of Fate's English name.
pub fn card(c: FateCard) -> String {
    match c {
        FateCard::Poems => "Poems".to_owned(),
        FateCard::LordBute => "Lord Bute".to_owned(),
        FateCard::Elisabeth => "Elisabeth".to_owned(),
        FateCard::Sweden => "Sweden".to_owned(),
        FateCard::India => "India".to_owned(),
        FateCard::America => "America".to_owned(),
        FateCard::Other(n) => format!("Other card {n}"),
    }
}
