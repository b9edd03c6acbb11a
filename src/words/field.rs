//! The draw's field in words: a field too small for a final, the repeats
//! twelve seats or fewer cannot avoid, and two players who would look
//! identical (namesakes). The hall's answers (`office`) and the command
//! line (`command_line`) both say them.

use crate::tournament::PlayerNo;
use crate::tournament::draw::Unavoidable;

use super::count::{Noun, count};
use super::text::Lang;

phrases! {
    F, "A phrase about the draw's field.";
    Unavoidable: "{seats} seats with the fill-ins: repeats are unavoidable, {pairs} pairs of players meet {times} times each (none more often)", "{seats} Plätze mit den Ersatzspielern: Wiederholungen sind unvermeidlich, {pairs} Spielerpaare treffen sich je {times}-mal (keines öfter)", "{seats} puestos con los suplentes: las repeticiones son inevitables, {pairs} parejas de jugadores se enfrentan {times} veces cada una (ninguna más)";
    TooFewRanked: "{ranked}: the final needs four, and fill-ins are not ranked; register more players before the draw", "{ranked}: das Finale braucht vier, und Ersatzspieler werden nicht gewertet; vor der Auslosung mehr Spieler anmelden", "{ranked}: la final necesita cuatro, y los suplentes no se clasifican; inscriba más jugadores antes del sorteo";
    Namesake: "{name} of the same town is registered already as number {no}: add a note that tells the two apart (a club, \"junior\")", "{name} aus demselben Ort ist schon als Nummer {no} angemeldet: eine Anmerkung hinzufügen, die die beiden unterscheidet (ein Verein, „junior“)", "{name} de la misma ciudad ya está inscrito con el número {no}: añada una nota que distinga a los dos (un club, «junior»)";
}

/// Puts `values` into their `{places}`.
fn put(f: F, lang: Lang, values: &[(&str, String)]) -> String {
    values
        .iter()
        .fold(f.get(lang).to_owned(), |s, (k, v)| s.replace(k, v))
}

/// "3 ranked players: the final needs four, …": a field the draw refuses.
pub fn too_few_ranked(lang: Lang, ranked: usize) -> String {
    put(
        F::TooFewRanked,
        lang,
        &[("{ranked}", count(lang, ranked, Noun::Ranked))],
    )
}

/// "12 seats with the fill-ins: repeats are unavoidable, 18 pairs …".
pub fn unavoidable(lang: Lang, u: &Unavoidable) -> String {
    put(
        F::Unavoidable,
        lang,
        &[
            ("{seats}", u.seats.to_string()),
            ("{pairs}", u.pairs.to_string()),
            ("{times}", u.times.to_string()),
        ],
    )
}

/// A player who would look identical to player `of`, called `name`.
pub fn namesake(lang: Lang, of: PlayerNo, name: &str) -> String {
    // The name last: a name holding "{no}" stays as typed.
    put(F::Namesake, lang, &[("{no}", of.to_string())]).replacen("{name}", name, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phrase_is_translated_with_its_marks() {
        for f in F::ALL {
            for lang in [Lang::De, Lang::Es] {
                assert_ne!(f.get(lang), f.get(Lang::En), "{f:?} in {lang:?}");
                for mark in [
                    "{seats}", "{pairs}", "{times}", "{ranked}", "{name}", "{no}",
                ] {
                    assert_eq!(f.get(Lang::En).contains(mark), f.get(lang).contains(mark));
                }
            }
        }
        assert_eq!(
            too_few_ranked(Lang::En, 1),
            "1 ranked player: the final needs four, and fill-ins are not ranked; register more players before the draw"
        );
        assert!(namesake(Lang::En, 3, "Anna {no}").starts_with("Anna {no} of the same town"));
    }
}
