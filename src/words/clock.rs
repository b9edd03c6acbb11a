//! Where a result disagrees with its own clock (`scoring::clock`), in words:
//! the jury's warning on the Results tab, beside the result it checks.

use crate::scoring::clock::Difference;

use super::command_line::fill;
use super::text::{self, Lang};

phrases! {
    K, "A phrase of a result held against its clock.";
    Turns: "the result says turn {result}, the clock stood at turn {clock}", "das Ergebnis sagt Zug {result}, die Uhr stand bei Zug {clock}", "el resultado dice turno {result}, el reloj estaba en el turno {clock}";
    WinnerOut: "{nation} wins in the result, but dropped out after turn {turn} on the clock", "{nation} gewinnt im Ergebnis, schied aber laut Uhr nach Zug {turn} aus", "{nation} gana en el resultado, pero según el reloj abandonó tras el turno {turn}";
    OutTurn: "{nation} out after turn {result} in the result, {clock} on the clock", "{nation} laut Ergebnis nach Zug {result} ausgeschieden, laut Uhr {clock}", "{nation} fuera tras el turno {result} según el resultado, {clock} según el reloj";
    InGame: "in the game", "im Spiel", "en juego";
    Fate: "the Cards of Fate do not begin with those entered at the table ({clock})", "die Schicksalskarten beginnen nicht mit den am Tisch eingegebenen ({clock})", "las cartas del destino no empiezan por las anotadas en la mesa ({clock})";
    Switch: "the Imperial Army: {result} in the result, {clock} on the clock", "die Reichsarmee: laut Ergebnis {result}, laut Uhr {clock}", "el Ejército Imperial: {result} según el resultado, {clock} según el reloj";
    SwitchTurn: "{role} from turn {turn}", "{role} ab Zug {turn}", "{role} desde el turno {turn}";
}

/// A nation's drop-out turn, or "in the game".
fn out(lang: Lang, turn: Option<i64>) -> String {
    turn.map_or_else(|| K::InGame.get(lang).to_owned(), |t| t.to_string())
}

/// The Imperial Army's controller and its switch turn.
fn army(lang: Lang, (role, turn): (crate::engine::Role, Option<i64>)) -> String {
    let role = text::role(lang, role);
    match turn {
        Some(turn) => fill(K::SwitchTurn.get(lang), &[("role", &role), ("turn", &turn)]),
        None => role.to_owned(),
    }
}

/// One difference between a result and its clock, in `lang`.
pub fn difference(lang: Lang, d: &Difference) -> String {
    match d {
        Difference::Turns { result, clock } => {
            fill(K::Turns.get(lang), &[("result", result), ("clock", clock)])
        }
        Difference::WinnerOut { nation, turn } => fill(
            K::WinnerOut.get(lang),
            &[("nation", &text::nation(lang, *nation)), ("turn", turn)],
        ),
        Difference::OutTurn {
            nation,
            result,
            clock,
        } => fill(
            K::OutTurn.get(lang),
            &[
                ("nation", &text::nation(lang, *nation)),
                ("result", &out(lang, *result)),
                ("clock", &out(lang, *clock)),
            ],
        ),
        Difference::Fate { clock, .. } => {
            let cards = if clock.is_empty() {
                super::tournament::W::Nothing.get(lang).to_owned()
            } else {
                clock.join(", ")
            };
            fill(K::Fate.get(lang), &[("clock", &cards)])
        }
        Difference::Switch { result, clock } => fill(
            K::Switch.get(lang),
            &[
                ("result", &army(lang, *result)),
                ("clock", &army(lang, *clock)),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Nation;

    #[test]
    fn a_difference_reads_in_every_language() {
        let d = Difference::WinnerOut {
            nation: Nation::Sweden,
            turn: 5,
        };
        assert_eq!(
            difference(Lang::En, &d),
            "Sweden wins in the result, but dropped out after turn 5 on the clock"
        );
        assert!(difference(Lang::De, &d).contains("Schweden"));
        assert!(difference(Lang::Es, &d).contains("Suecia"));
    }
}
