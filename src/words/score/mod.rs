//! A score sheet's words: what a line scored, its formula from the numbers
//! (`formula`), how a total is made, why a score is not known, why the
//! scoring rules are assumed, and the TC coefficient's formula. The JSON of a
//! sheet carries the English wording beside the values (`json`).

mod formula;
mod json;

use crate::engine::Nation;
use crate::scoring::{Assumed, Line, NotKnown, Points, Scored, Tcc, TotalFormula};

use super::text::{self, Lang, T, pick};

pub use formula::formula;

/// What a score line is for: "Russia", "Victory bonus".
pub fn scored(lang: Lang, what: Scored) -> &'static str {
    let w = |words: [&'static str; 3]| pick(lang, words);
    match what {
        Scored::Nation(n) => text::nation(lang, n),
        Scored::Victory => w(["Victory", "Sieg", "Victoria"]),
        Scored::GameLength => w(["Game length", "Spieldauer", "Duración de la partida"]),
        Scored::DefensiveVictory => w([
            "Defensive victory",
            "Verteidigungssieg",
            "Victoria defensiva",
        ]),
        Scored::OffensiveVictory => w(["Offensive victory", "Offensivsieg", "Victoria ofensiva"]),
        Scored::Defeat => w(["Defeat", "Niederlage", "Derrota"]),
        Scored::VictoryBonus => w(["Victory bonus", "Siegbonus", "Bonificación por victoria"]),
        Scored::OffensiveOption => T::Offensive.get(lang),
        Scored::ImperialSwitch => T::ImperialSwitch.get(lang),
    }
}

/// A line as the sheet shows it: "Russia: 5 of 8 objectives at game end = …".
pub fn line(lang: Lang, l: &Line) -> String {
    format!("{}: {}", scored(lang, l.what), formula(lang, &l.formula))
}

/// How a total is made: "Russia 6.25", "best of Russia 6.25, Austria 3.00 =
/// 6.25 + bonus 2.00 = 8.25".
pub fn total(lang: Lang, t: &TotalFormula) -> String {
    let named = |(what, points): &(Scored, Points)| format!("{} {points}", scored(lang, *what));
    let best = t
        .best
        .as_ref()
        .map_or_else(|| format!(" {}", Points::default()), &named);
    let best_points = t.best.map_or(Points::default(), |(_, p)| p);
    let mut o = if t.others.is_empty() {
        best
    } else {
        let others: Vec<String> = t.others.iter().map(named).collect();
        let of = pick(lang, ["best of", "beste von", "mejor de"]);
        format!("{of} {best}, {} = {best_points}", others.join(", "))
    };
    if let Some(bonus) = t.bonus {
        let word = pick(lang, ["bonus", "Bonus", "bonificación"]);
        o = format!("{o} + {word} {bonus} = {}", t.total);
    }
    o
}

/// Why a score is not known yet.
pub fn not_known(lang: Lang, why: NotKnown) -> &'static str {
    match why {
        NotKnown::SwitchFacts => pick(
            lang,
            [
                "not known: enter the switch turn and objectives \
                 (imperial-army.switch-turn, held-at-switch and total-at-switch)",
                "unbekannt: Wechselzug und Ziele eintragen \
                 (imperial-army.switch-turn, held-at-switch und total-at-switch)",
                "desconocido: indique el turno del cambio y los objetivos \
                 (imperial-army.switch-turn, held-at-switch y total-at-switch)",
            ],
        ),
    }
}

/// Why the scoring rules are assumed.
pub fn assumed(lang: Lang, why: Assumed) -> &'static str {
    match why {
        Assumed::BritishOpen => pick(
            lang,
            [
                "British Open: its scoring is part of the specific rules of each tournament \
                 and is in none of the rule texts; FWC 2026 scoring is assumed \
                 (the jury can pick the scoring rules)",
                "British Open: seine Wertung gehört zu den eigenen Regeln jedes Turniers \
                 und steht in keinem Regeltext; angenommen wird die Wertung der FWC 2026 \
                 (die Jury kann die Wertungsregeln wählen)",
                "British Open: su puntuación forma parte de las reglas propias de cada torneo \
                 y no figura en ningún texto; se supone la puntuación del FWC 2026 \
                 (el jurado puede elegir las reglas de puntuación)",
            ],
        ),
    }
}

/// The TC coefficient's formula with its numbers, ending in its value.
pub fn tcc(lang: Lang, t: &Tcc) -> String {
    let (n, f, a, v) = (t.n, t.frederick, t.attackers, t.value);
    let [ru, sw, fr] =
        [Nation::Russia, Nation::Sweden, Nation::France].map(|x| text::nation(lang, x));
    let counted = pick(
        lang,
        [
            format!("TCs in turns 1–{n}: Frederick {f}, attackers {a}"),
            format!("TK in den Zügen 1–{n}: Friedrich {f}, Angreifer {a}"),
            format!("CT en los turnos 1–{n}: Federico {f}, atacantes {a}"),
        ],
    );
    if t.scaled {
        let out = pick(
            lang,
            [
                format!("{ru}, {sw} and {fr} out after turn {n}"),
                format!("{ru}, {sw} und {fr} nach Zug {n} ausgeschieden"),
                format!("{ru}, {sw} y {fr} fuera tras el turno {n}"),
            ],
        );
        format!("N = {n} ({out}); {counted}; sTCC = {f} / {a} × √(23 / {n}) = {v:.3}")
    } else {
        let name = pick(
            lang,
            ["TC coefficient", "TK-Koeffizient", "coeficiente de CT"],
        );
        format!("{counted}; {name} = {f} / {a} = {v:.3}")
    }
}

#[cfg(test)]
mod tests;
